//! The round engine: a deterministic state machine over the rules, driven by the same
//! actions for every seat. It enumerates the legal actions at every moment, resolves
//! claims after a discard, and logs every event.
//!
//! Covered: draws, discards (tsumogiri or from hand), riichi with its conditions and
//! deposit, tsumo and ron with scoring, chii and pon with kuikae, claim priority and the
//! multiple-ron options, furiten (own discards, temporary, riichi), the three kans with
//! chankan, rinshan and kan dora timing, the abortive draws, the exhaustive draw with
//! tenpai payments and nagashi mangan, pao, and explicit positions.

pub mod action;
pub mod action_code;
pub mod claim_checks;
pub mod claims;
pub mod error;
pub mod event;
pub mod from_view;
pub mod furiten;
pub mod game;
pub mod kan;
pub mod kan_checks;
mod kita;
pub mod kuikae;
pub mod legality;
pub mod payments;
pub mod player;
pub mod position;
pub mod random_play;
pub mod refusal;
pub mod result;
pub mod round;
pub mod turn_checks;
pub mod view;

pub use action::Action;
pub use claim_checks::ClaimOn;
pub use error::IllegalAction;
pub use event::{AbortReason, Event};
pub use from_view::Hidden;
pub use game::{after_hand, placement, standings, AfterHand, Game, GameState, Standing};
pub use payments::Liability;
pub use player::{Player, PondTile, Riichi};
pub use position::{Position, PositionError, SeatPosition};
pub use refusal::{FuritenCause, Refusal};
pub use result::{Ending, HandResult, WinResult};
pub use round::{Phase, Round, RoundSetup};
pub use view::SeatView;
