//! The pure rules of Riichi mahjong: no I/O, no web dependencies, testable natively.

pub mod deal;
pub mod decompose;
pub mod fu;
pub mod hand;
pub mod meld;
pub mod noten;
pub mod points;
pub mod rng;
pub mod ruleset;
pub mod samples;
pub mod sanma;
pub mod scoring;
pub mod seat;
pub mod shanten;
pub mod small_sort;
pub mod tile;
pub mod waits;
pub mod wall;
pub mod win;
pub mod yaku;

pub use deal::Deal;
pub use hand::{Hand, HandError};
pub use meld::{Meld, MeldError, MeldKind};
pub use rng::{Rng, Seed};
pub use ruleset::{
    AbortiveDraws, DeadWall, DoubleYakuman, FourKans, GameLength, GameRules, KanDoraTiming, Kuikae,
    MultipleRon, Pao, RedFives, RiichiAnkan, Ruleset,
};
pub use sanma::{Sanma, SanmaTsumo};
pub use scoring::{score, HandScore, ScoreError};
pub use seat::Seat;
pub use tile::{format_mpsz, parse_mpsz, MpszError, Suit, Tile, TileKind};
pub use wall::Wall;
pub use win::{RiichiState, Win, WinMethod};
pub use yaku::{Yaku, Yakuman};
