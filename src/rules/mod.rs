//! The pure rules of Riichi mahjong: no I/O, no web dependencies, testable natively.

pub mod deal;
pub mod rng;
pub mod ruleset;
pub mod seat;
pub mod tile;
pub mod wall;

pub use deal::Deal;
pub use rng::{Rng, Seed};
pub use ruleset::{RedFives, Ruleset};
pub use seat::Seat;
pub use tile::{format_mpsz, parse_mpsz, MpszError, Suit, Tile, TileKind};
pub use wall::Wall;
