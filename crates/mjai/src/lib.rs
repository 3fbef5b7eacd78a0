//! Rinshan's computer players speak mjai, the protocol of the mjai arenas, Mortal and
//! akochan: events come in on standard input (one JSON object, or a list of them, per
//! line) and one action goes out per line. The seat's table is rebuilt through Rinshan's
//! engine at every decision, so the bot decides from the engine's [`SeatView`] among the
//! engine's legal actions, as it does in Rinshan's own games.
//!
//! [`SeatView`]: rinshan_engine::SeatView

pub mod cpu_clock;
pub mod event;
pub mod hand_log;
pub mod pai;
pub mod player;
pub mod rebuild;
pub mod selfplay_log;

pub use event::MjaiEvent;
pub use hand_log::{HandLog, Seen};
pub use player::{Answer, MjaiPlayer};
