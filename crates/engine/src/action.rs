//! What a player can do: one `Action` type for every seat, human or computer.

use std::fmt;

use serde::{Deserialize, Serialize};

use rinshan_rules::{format_mpsz, Tile, TileKind};

/// One player's action. The round offers the legal ones for each seat
/// ([`Round::legal_actions`](super::Round::legal_actions)); anything else is refused.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Draw the next tile from the live wall.
    Draw,
    /// Discard a tile; with `riichi`, declare riichi with this discard.
    Discard {
        /// The tile discarded.
        tile: Tile,
        /// Declare riichi with it.
        riichi: bool,
    },
    /// Win on one's own draw.
    Tsumo,
    /// Win on the tile just discarded.
    Ron,
    /// Call the left player's discard for a sequence, showing these two tiles.
    Chii {
        /// The two tiles from the hand.
        tiles: [Tile; 2],
    },
    /// Call a discard for a triplet, showing these two tiles.
    Pon {
        /// The two tiles from the hand.
        tiles: [Tile; 2],
    },
    /// Claim the discard for an open kan with three concealed tiles of its kind.
    Daiminkan,
    /// Add this tile to one's own pon (added kan).
    Shouminkan {
        /// The added tile.
        tile: Tile,
    },
    /// Declare a closed kan of four concealed tiles of this kind.
    Ankan {
        /// The kind.
        kind: TileKind,
    },
    /// Let the discard go (no claim).
    Skip,
    /// Abort the hand with nine or more kinds of terminals and honours on the first
    /// uninterrupted turn (kyuushu kyuuhai).
    KyuushuKyuuhai,
}

impl fmt::Display for Action {
    /// The action in words, as a button or log line shows it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Draw => f.write_str("Draw"),
            Action::Discard {
                tile,
                riichi: false,
            } => write!(f, "Discard {}", tile.name()),
            Action::Discard { tile, riichi: true } => {
                write!(f, "Riichi, discarding {}", tile.name())
            }
            Action::Tsumo => f.write_str("Tsumo"),
            Action::Ron => f.write_str("Ron"),
            Action::Chii { tiles } => write!(f, "Chii with {}", format_mpsz(tiles)),
            Action::Pon { tiles } => write!(f, "Pon with {}", format_mpsz(tiles)),
            Action::Daiminkan => f.write_str("Kan"),
            Action::Shouminkan { tile } => write!(f, "Kan (add {})", tile.name()),
            Action::Ankan { kind } => write!(f, "Kan (closed, {})", kind.name()),
            Action::Skip => f.write_str("Skip"),
            Action::KyuushuKyuuhai => f.write_str("Nine terminals (abort)"),
        }
    }
}
