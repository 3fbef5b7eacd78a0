//! Rinshan's lab: the development crate for work on real games and on the computer
//! players' strength. Nothing that ships depends on it (no browser build, no server
//! build); it depends on the layers it studies.
//!
//! - [`corpus`]: a corpus of Tenhou mjlog records, read from a folder or straight from a
//!   git snapshot of one (the Phoenix-room games of `Qualeafclover/riichi_nanimachi`), with
//!   the train/test split by date.
//! - [`replay`]: every game of a corpus replayed through the engine, with counts of what
//!   was read and every disagreement named.
//! - [`decisions`]: every choice a real player made, with the seat's view, the legal
//!   actions and (for labels only) what the table hid.
//! - [`samples`]: every discard of a corpus as a model's input (built from the seat's view
//!   alone, `rinshan_models::features`) with the labels of a choice and of a reading of
//!   hands, and the figures a model is judged by on them.
//! - [`golden`]: a trained network's golden outputs, checked in CI.
//! - [`plot`]: a training run's losses and a model's reliability as an SVG picture.
//! - [`parallel`]: work split over the cores.
//! - [`metrics`]: AUC, Brier score, reliability, agreement rates.
//! - [`style`]: how a set of players plays (win, deal-in, call and riichi rates, the
//!   average win), in the terms self-play reports a level's style.
//! - [`selfplay`]: whole games between computer players (any [`rinshan_bots::Decide`]),
//!   with the figures that tell the levels apart; [`paired`]: two series from one seed
//!   compared game by game.
//! - [`baseline`]: how the hand-written Hard player reads and chooses on the same
//!   decisions, the reference a trained model is measured against.
//! - [`choices`]: the riichi and call decisions, as rows for the choice heads and as
//!   the figures those heads are judged by.
//! - `train` (feature `train`, candle on the CPU): the network of `rinshan_models`
//!   trained on the players' decisions and hands; `train_choices`: its riichi and call
//!   heads fitted on the trained trunk.
//!
//! The corpus itself is never committed (it carries no licence), nor anything derived
//! from it record by record; what the lab writes from it are figures.

pub mod baseline;
pub mod choices;
pub mod corpus;
pub mod decisions;
pub mod golden;
pub mod metrics;
pub mod paired;
pub mod parallel;
pub mod plot;
pub mod replay;
pub mod samples;
pub mod selfplay;
pub mod style;
#[cfg(feature = "train")]
pub mod train;
#[cfg(feature = "train")]
pub mod train_choices;
