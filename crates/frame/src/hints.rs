//! The hints a seat's frame may carry: shanten, waits, what each discard leaves, and a
//! win the seat cannot take. The table controller works them out from the engine.

use serde::{Deserialize, Serialize};

use rinshan_rules::{Tile, TileKind};

/// A wait in the hints.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaitHint {
    /// The tile waited on.
    pub kind: TileKind,
    /// Copies the player cannot see.
    pub unseen: u8,
    /// Winning on it would have no yaku (by ron; a closed hand still has menzen tsumo).
    pub no_yaku: bool,
}

/// What one discard leaves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiscardHint {
    /// The discard.
    pub tile: Tile,
    /// Shanten left.
    pub shanten: i8,
    /// Unseen tiles that would improve the hand.
    pub improving: u32,
}

/// Hints for the player's hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hints {
    /// Shanten of the hand (13 tiles; with 14, the best after a discard). 0 is tenpai.
    pub shanten: i8,
    /// Waits when tenpai.
    pub waits: Vec<WaitHint>,
    /// The player is furiten.
    pub furiten: bool,
    /// Each possible discard, best first (the player's turn only).
    pub discards: Vec<DiscardHint>,
}

/// A warning about a win the player cannot take.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Blocked {
    /// The tile completes the hand, but the player is furiten.
    Furiten(Tile),
    /// The tile completes the hand, but it would have no yaku.
    NoYaku(Tile),
}
