//! Everything that happens in a round is one [`Event`]; the log of events, or the seed
//! plus the actions, reproduces the round exactly.

use serde::{Deserialize, Serialize};

use rinshan_rules::{HandScore, Meld, Seat, Tile};

/// Why a round ended without a winner before the wall ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AbortReason {
    /// Nine kinds of terminals and honours on the first turn (kyuushu kyuuhai).
    NineTerminals,
    /// Three players declared ron on one discard (sanchahou), where the rule set aborts.
    TripleRon,
    /// Four kans by more than one player, or a fifth kan where the rule set lets one
    /// abort the hand (suukaikan).
    FourKans,
    /// All four players discarded the same wind on their first turn (suufon renda).
    FourWinds,
    /// All four players declared riichi (suucha riichi).
    FourRiichi,
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The hand was dealt; the first dora indicator is up.
    Dealt {
        /// The dealer (East).
        dealer: Seat,
        /// The dora indicator.
        indicator: Tile,
    },
    /// A player drew a tile.
    Drew {
        /// Who drew.
        seat: Seat,
        /// The tile (seen only by that player).
        tile: Tile,
        /// A replacement tile from the dead wall after a kan.
        rinshan: bool,
    },
    /// Another player's draw as the other seats see it: who drew, and whether from the dead
    /// wall, but not the tile. The engine logs [`Event::Drew`]; [`Event::seen_by`] turns it
    /// into this for everyone but the player who drew.
    DrewUnseen {
        /// Who drew.
        seat: Seat,
        /// A replacement tile from the dead wall after a kan.
        rinshan: bool,
    },
    /// A player declared a shouminkan or an ankan (a daiminkan is a [`Event::Called`]).
    Kan {
        /// Who declared it.
        seat: Seat,
        /// The kan.
        meld: Meld,
    },
    /// A player set a North tile aside (kita, sanma); a replacement draw follows unless
    /// someone rons it.
    Kita {
        /// Who set it aside.
        seat: Seat,
        /// The North tile.
        tile: Tile,
    },
    /// A new dora indicator was turned over (kan dora).
    DoraRevealed {
        /// The indicator.
        indicator: Tile,
    },
    /// A player discarded.
    Discarded {
        /// Who discarded.
        seat: Seat,
        /// The tile.
        tile: Tile,
        /// It was the tile just drawn (tsumogiri).
        tsumogiri: bool,
        /// Riichi was declared with it.
        riichi: bool,
    },
    /// A riichi discard passed without a ron: the 1000-point deposit is paid.
    RiichiAccepted {
        /// Who declared riichi.
        seat: Seat,
    },
    /// A player called a discard and laid down a meld.
    Called {
        /// Who called.
        seat: Seat,
        /// The meld.
        meld: Meld,
    },
    /// A player won.
    Won {
        /// The winner.
        seat: Seat,
        /// Who dealt in (`None` for tsumo).
        from: Option<Seat>,
        /// The winning tile.
        tile: Tile,
        /// The score.
        score: Box<HandScore>,
    },
    /// The live wall ran out with no winner.
    ExhaustiveDraw {
        /// Which seats were tenpai.
        tenpai: [bool; 4],
    },
    /// At the exhaustive draw, this player had nagashi mangan (paid in the next
    /// [`Event::PointsChanged`]).
    NagashiMangan {
        /// Who.
        seat: Seat,
    },
    /// The round was aborted.
    AbortiveDraw {
        /// Why.
        reason: AbortReason,
    },
    /// Points moved between players (wins, tenpai payments, riichi deposits).
    PointsChanged {
        /// Each seat's change.
        deltas: [i32; 4],
    },
}
