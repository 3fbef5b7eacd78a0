//! A player's hand: concealed tiles plus declared melds.
//!
//! A kan counts as one meld of three for the hand's shape. Four identical concealed tiles
//! that were never declared are not a kan: they can only be used as a triplet plus one
//! tile, or inside sequences.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::meld::{Meld, MeldError, MeldKind};
use super::seat::Seat;
use super::shanten::Counts;
use super::tile::{format_mpsz, parse_mpsz, MpszError, Tile};

/// Why a hand could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandError {
    /// A tile string could not be read.
    Tiles(MpszError),
    /// A meld could not be formed.
    Meld(MeldError),
    /// A meld word is not one of `chii pon kan added ankan` (in hand text).
    UnknownMeld {
        /// The word that was written.
        word: String,
    },
    /// More than four copies of a kind.
    TooManyCopies {
        /// A tile of the kind.
        tile: Tile,
    },
    /// More than four melds.
    TooManyMelds {
        /// How many were given.
        count: usize,
    },
    /// The concealed tile count does not fit the melds: a hand has 13 tiles (14 with the
    /// drawn or winning tile), each meld standing for three.
    WrongSize {
        /// Concealed tiles given.
        concealed: usize,
        /// Melds given.
        melds: usize,
    },
}

impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandError::Tiles(e) => write!(f, "{e}"),
            HandError::Meld(e) => write!(f, "{e}"),
            HandError::UnknownMeld { word } => write!(
                f,
                "'{word}' is not a meld (write chii:, pon:, kan:, added:, or ankan: before its tiles)"
            ),
            HandError::TooManyCopies { tile } => {
                write!(f, "there are only four {} in the set", tile.kind().name())
            }
            HandError::TooManyMelds { count } => {
                write!(f, "a hand has at most four melds, not {count}")
            }
            HandError::WrongSize { concealed, melds } => write!(
                f,
                "{concealed} concealed tiles with {melds} melds is not a hand (expected {} or {})",
                13 - 3 * melds,
                14 - 3 * melds
            ),
        }
    }
}

impl std::error::Error for HandError {}

impl From<MpszError> for HandError {
    fn from(e: MpszError) -> Self {
        HandError::Tiles(e)
    }
}

impl From<MeldError> for HandError {
    fn from(e: MeldError) -> Self {
        HandError::Meld(e)
    }
}

/// A hand: concealed tiles (13 − 3 × melds, or one more with the drawn/winning tile) and
/// declared melds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    concealed: Vec<Tile>,
    melds: Vec<Meld>,
}

impl Hand {
    /// A hand from its parts, checked: at most four melds, at most four copies of a kind,
    /// and a concealed tile count that fits the melds.
    pub fn new(concealed: Vec<Tile>, melds: Vec<Meld>) -> Result<Hand, HandError> {
        if melds.len() > 4 {
            return Err(HandError::TooManyMelds { count: melds.len() });
        }
        let base = 13 - 3 * melds.len();
        if concealed.len() != base && concealed.len() != base + 1 {
            return Err(HandError::WrongSize {
                concealed: concealed.len(),
                melds: melds.len(),
            });
        }
        let hand = Hand { concealed, melds };
        let held = hand.held_counts();
        if let Some(tile) = hand.all_tiles().find(|t| held[t.kind().index()] > 4) {
            return Err(HandError::TooManyCopies { tile });
        }
        Ok(hand)
    }

    /// Reads a hand written as concealed tiles in `mpsz` followed by melds, each a word and
    /// its tiles: `234m 55p 678s pon:777z ankan:1111s chii:406p kan:2222m added:3333m`.
    /// `kan` is a daiminkan and `added` a shouminkan. The first tile written in a meld is
    /// the called (or, for `added`, the added) tile; called tiles are taken to come from
    /// the player on the left of seat 0. Meant for tests, tutorials and scenarios.
    pub fn parse(text: &str) -> Result<Hand, HandError> {
        let (concealed, melds) = Hand::parse_parts(text)?;
        Hand::new(concealed, melds)
    }

    /// The concealed tiles and melds of a hand written as for [`Hand::parse`], without
    /// checking the hand's size (a scenario may name part of a hand and deal the rest).
    pub fn parse_parts(text: &str) -> Result<(Vec<Tile>, Vec<Meld>), HandError> {
        let mut concealed = Vec::new();
        let mut melds = Vec::new();
        let from = Seat::ALL[3];
        for word in text.split_whitespace() {
            match word.split_once(':') {
                None => concealed.extend(parse_mpsz(word)?),
                Some((kind, tiles)) => {
                    let tiles = parse_mpsz(tiles)?;
                    let first = *tiles.first().ok_or(MeldError::WrongTileCount {
                        kind: MeldKind::Pon,
                        count: 0,
                    })?;
                    let meld = match kind {
                        "chii" => Meld::chii(tiles, first, from)?,
                        "pon" => Meld::pon(tiles, first, from)?,
                        "kan" => Meld::daiminkan(tiles, first, from)?,
                        "added" => {
                            let called = tiles.get(1).copied().unwrap_or(first);
                            Meld::shouminkan(tiles, called, from, first)?
                        }
                        "ankan" => Meld::ankan(tiles)?,
                        _ => {
                            return Err(HandError::UnknownMeld {
                                word: kind.to_string(),
                            })
                        }
                    };
                    melds.push(meld);
                }
            }
        }
        Ok((concealed, melds))
    }

    /// The concealed tiles.
    pub fn concealed(&self) -> &[Tile] {
        &self.concealed
    }

    /// The declared melds.
    pub fn melds(&self) -> &[Meld] {
        &self.melds
    }

    /// True while no meld opens the hand (an ankan keeps it closed).
    pub fn is_closed(&self) -> bool {
        self.melds.iter().all(|m| !m.is_open())
    }

    /// Counts of the concealed tiles by kind.
    pub fn concealed_counts(&self) -> Counts {
        counts_of(self.concealed.iter().copied())
    }

    /// Counts of every tile the player holds, melds included: copies the player cannot
    /// draw, so a wait on them is not real.
    pub fn held_counts(&self) -> Counts {
        counts_of(self.all_tiles())
    }

    /// Every tile: concealed, then the melds'.
    pub fn all_tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.concealed
            .iter()
            .copied()
            .chain(self.melds.iter().flat_map(|m| m.tiles().iter().copied()))
    }

    /// The concealed counts of this hand with one more tile (the winning tile), checked as
    /// [`Hand::with_tile`] checks it — the same errors — without building the new hand.
    pub fn counts_with(&self, tile: Tile) -> Result<Counts, HandError> {
        let base = 13 - 3 * self.melds.len();
        let n = self.concealed.len() + 1;
        if n != base && n != base + 1 {
            return Err(HandError::WrongSize {
                concealed: n,
                melds: self.melds.len(),
            });
        }
        let mut held = self.held_counts();
        held[tile.kind().index()] += 1;
        let order = self
            .concealed
            .iter()
            .copied()
            .chain(std::iter::once(tile))
            .chain(self.melds.iter().flat_map(|m| m.tiles().iter().copied()));
        if let Some(tile) = order.into_iter().find(|t| held[t.kind().index()] > 4) {
            return Err(HandError::TooManyCopies { tile });
        }
        let mut counts = self.concealed_counts();
        counts[tile.kind().index()] += 1;
        Ok(counts)
    }

    /// This hand with one more concealed tile (the drawn or winning tile).
    pub fn with_tile(&self, tile: Tile) -> Result<Hand, HandError> {
        let mut concealed = self.concealed.clone();
        concealed.push(tile);
        Hand::new(concealed, self.melds.clone())
    }
}

/// Counts tiles by kind.
pub fn counts_of(tiles: impl IntoIterator<Item = Tile>) -> Counts {
    let mut counts = [0u8; 34];
    for t in tiles {
        counts[t.kind().index()] = counts[t.kind().index()].saturating_add(1);
    }
    counts
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sorted = self.concealed.clone();
        super::small_sort::sort_small(&mut sorted);
        write!(f, "{}", format_mpsz(&sorted))?;
        for m in &self.melds {
            write!(f, " {m}")?;
        }
        Ok(())
    }
}
