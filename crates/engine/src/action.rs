//! What a player can do: one `Action` type for every seat, human or computer. Its words
//! come from `rinshan-text`; its exact codes for saved games from [`super::action_code`].

use serde::{Deserialize, Serialize};

use rinshan_rules::{Tile, TileKind};

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
    /// Set a North tile aside as a dora and draw a replacement (sanma only).
    Kita,
}

impl Action {
    /// The action in the one form the engine lists it: a chii's or pon's two tiles in
    /// ascending order (the same call, whichever order they were named in).
    pub fn canonical(&self) -> Action {
        match self {
            Action::Chii { tiles } if tiles[1] < tiles[0] => Action::Chii {
                tiles: [tiles[1], tiles[0]],
            },
            Action::Pon { tiles } if tiles[1] < tiles[0] => Action::Pon {
                tiles: [tiles[1], tiles[0]],
            },
            other => other.clone(),
        }
    }
}
