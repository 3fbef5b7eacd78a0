//! One player's part of the round: concealed tiles, melds, pond, points and the riichi
//! and furiten state the rules track.

use serde::{Deserialize, Serialize};

use rinshan_rules::hand::counts_of;
use rinshan_rules::shanten::Counts;
use rinshan_rules::{Meld, Tile, TileKind};

/// A discard lying in a pond.
///
/// In serde formats (the server's frames carry every pond) it is one short string: the
/// tile's `mpsz` code, then `t` when it was tsumogiri, `r` when it declared riichi and `c`
/// when it was called away, in that order: `"5m"`, `"7zt"`, `"0pr"`, `"3sc"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct PondTile {
    /// The tile.
    pub tile: Tile,
    /// It was the tile just drawn (tsumogiri).
    pub tsumogiri: bool,
    /// The riichi declaration tile (laid sideways).
    pub riichi: bool,
    /// Another player called it away (it still counts for its owner's furiten).
    pub called: bool,
}

impl From<PondTile> for String {
    fn from(p: PondTile) -> String {
        let mut code = p.tile.code();
        for (on, letter) in [(p.tsumogiri, 't'), (p.riichi, 'r'), (p.called, 'c')] {
            if on {
                code.push(letter);
            }
        }
        code
    }
}

impl TryFrom<String> for PondTile {
    type Error = String;
    fn try_from(code: String) -> Result<PondTile, String> {
        let (tile, flags) = code
            .split_at_checked(2)
            .ok_or_else(|| format!("'{code}' is not a pond tile"))?;
        let tile: Tile = tile.parse().map_err(|e| format!("'{code}': {e}"))?;
        let mut p = PondTile {
            tile,
            tsumogiri: false,
            riichi: false,
            called: false,
        };
        let mut rest = flags;
        for (letter, flag) in [
            ('t', &mut p.tsumogiri),
            ('r', &mut p.riichi),
            ('c', &mut p.called),
        ] {
            if let Some(r) = rest.strip_prefix(letter) {
                *flag = true;
                rest = r;
            }
        }
        if rest.is_empty() {
            Ok(p)
        } else {
            Err(format!("'{code}' is not a pond tile"))
        }
    }
}

/// A player's riichi.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Riichi {
    /// Declared on the first uninterrupted turn (double riichi).
    pub double: bool,
    /// The deposit has been paid (the declaration tile was not ronned).
    pub accepted: bool,
}

/// Everything the round tracks for one seat.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Concealed tiles, in the order received.
    pub hand: Vec<Tile>,
    /// Declared melds.
    pub melds: Vec<Meld>,
    /// Discards in order, called ones included.
    pub pond: Vec<PondTile>,
    /// Points.
    pub points: i32,
    /// Riichi, once declared.
    pub riichi: Option<Riichi>,
    /// Ippatsu is still possible (riichi declared and nothing has interrupted it).
    pub ippatsu: bool,
    /// Passed a winning tile since this player's last discard (temporary furiten).
    pub temporary_furiten: bool,
    /// Passed a winning tile after riichi: furiten for the rest of the hand.
    pub riichi_furiten: bool,
    /// This player has discarded at least once this hand.
    pub has_discarded: bool,
    /// Who is liable (pao) for this player's daisangen or daisuushii, if anyone.
    pub liability: Option<super::payments::Liability>,
    /// North tiles set aside (kita, sanma): each a dora, none part of the hand.
    #[serde(default)]
    pub kita: u8,
}

impl Player {
    /// Concealed tile counts by kind.
    pub fn counts(&self) -> Counts {
        counts_of(self.hand.iter().copied())
    }

    /// Counts of every tile the player holds, melds included.
    pub fn held(&self) -> Counts {
        counts_of(
            self.hand
                .iter()
                .copied()
                .chain(self.melds.iter().flat_map(|m| m.tiles().iter().copied())),
        )
    }

    /// True while no meld opens the hand.
    pub fn is_closed(&self) -> bool {
        self.melds.iter().all(|m| !m.is_open())
    }

    /// True when any of `waits` lies in the player's own pond (own-discard furiten),
    /// called tiles included.
    pub fn discarded_any(&self, waits: &[TileKind]) -> bool {
        self.pond.iter().any(|p| waits.contains(&p.tile.kind()))
    }

    /// Nagashi mangan: every discard a terminal or honour, and none called by another
    /// player.
    pub fn nagashi(&self) -> bool {
        !self.pond.is_empty()
            && self
                .pond
                .iter()
                .all(|p| !p.called && p.tile.kind().is_terminal_or_honor())
    }

    /// Removes one tile equal to `tile` (red five distinguished); false if absent.
    pub fn take(&mut self, tile: Tile) -> bool {
        match self.hand.iter().position(|&t| t == tile) {
            Some(i) => {
                self.hand.remove(i);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pond tile writes as its short code and reads back; anything else is an error.
    #[test]
    fn pond_tiles_are_short_codes() {
        for tile in Tile::all_faces() {
            for bits in 0..8u8 {
                let p = PondTile {
                    tile,
                    tsumogiri: bits & 1 != 0,
                    riichi: bits & 2 != 0,
                    called: bits & 4 != 0,
                };
                let code = String::from(p);
                assert!(code.len() <= 5, "{code}");
                assert_eq!(PondTile::try_from(code), Ok(p));
            }
        }
        let sample = PondTile {
            tile: "0p".parse().unwrap_or_else(|e| panic!("{e}")),
            tsumogiri: true,
            riichi: true,
            called: false,
        };
        assert_eq!(String::from(sample), "0ptr");
        for bad in ["", "5", "5mx", "5mcr", "5mtt", "9z", "5mtrcx"] {
            assert!(PondTile::try_from(bad.to_string()).is_err(), "{bad}");
        }
    }
}
