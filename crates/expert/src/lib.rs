//! The Expert: a computer player that decides by simulation. Where Hard's reckoning
//! leaves more than one sensible action ([`candidates`]), it plays the rest of the hand out
//! many times from its seat's view — the tiles it cannot see dealt at random but
//! consistently with what it sees ([`deal`]: a seat in riichi tenpai and not furiten, the
//! others' hands as far along as their discards say; [`read`] can weigh the guesses by
//! how likely each seat's discards were from them), every seat then played by a cheap
//! model of a player ([`model`]: the fastest hand, riichi, calls toward a yaku, folding
//! against riichi) — and chooses the action whose outcomes are worth most ([`search`],
//! judged by the points each simulated hand moved and the place the game is then likely
//! to end in: [`worth`]). A decision with one sensible action is Hard's, at once.
//!
//! It sees only its seat's view, like every level, and chooses only among the legal
//! actions. It lives in its own crate so that the game's first download, which carries
//! Easy, Normal and Hard, does not grow: self-play, the mjai bot and the arena name it
//! through [`Strength`], and [`coach`] gives the coach's second opinion by the same
//! simulations.

pub mod budget;
pub mod candidates;
pub mod coach;
pub mod deal;
pub mod expert;
pub mod model;
pub mod playout;
pub mod read;
pub mod search;
pub mod settings;
pub mod stats;
pub mod strength;
pub mod worth;

pub use budget::Budget;
pub use expert::Expert;
pub use settings::{Horizon, Objective, Rollout, Settings};
pub use strength::Strength;
