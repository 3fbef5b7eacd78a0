//! Declared melds: chii, pon and the three kans.
//!
//! A meld records its tiles (red fives included), the tile called from a discard and the
//! seat it came from. For a shouminkan (added kan) it also records the added tile. A kan
//! counts as one meld of three for the hand's shape; its fourth tile is an extra tile.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::seat::Seat;
use super::tile::{format_mpsz, Tile, TileKind};

/// The five kinds of declared meld.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MeldKind {
    /// A sequence completed with the left player's discard (minjun).
    Chii,
    /// A triplet completed with any player's discard (minkou).
    Pon,
    /// An open kan: a concealed triplet plus another player's discard of the fourth tile.
    Daiminkan,
    /// An added kan (kakan): the fourth tile added to one's own pon.
    Shouminkan,
    /// A closed kan: four concealed tiles declared in one's own turn; the hand stays closed.
    Ankan,
}

impl MeldKind {
    /// True for the three kans.
    pub const fn is_kan(self) -> bool {
        matches!(
            self,
            MeldKind::Daiminkan | MeldKind::Shouminkan | MeldKind::Ankan
        )
    }

    /// True when the meld opens the hand (every call but the ankan).
    pub const fn is_open(self) -> bool {
        !matches!(self, MeldKind::Ankan)
    }

    /// The name players call it by.
    pub const fn name(self) -> &'static str {
        match self {
            MeldKind::Chii => "Chii",
            MeldKind::Pon => "Pon",
            MeldKind::Daiminkan => "Daiminkan",
            MeldKind::Shouminkan => "Shouminkan",
            MeldKind::Ankan => "Ankan",
        }
    }
}

/// Why a meld could not be formed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeldError {
    /// The number of tiles does not fit the kind (three for chii and pon, four for kans).
    WrongTileCount {
        /// The meld asked for.
        kind: MeldKind,
        /// Tiles given.
        count: usize,
    },
    /// The tiles do not form the shape (a run of one suit for chii, one kind otherwise).
    WrongShape {
        /// The meld asked for.
        kind: MeldKind,
        /// The tiles given, in mpsz.
        tiles: String,
    },
    /// The called tile is not among the meld's tiles.
    CalledTileMissing {
        /// The called (or added) tile.
        called: Tile,
    },
}

impl fmt::Display for MeldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MeldError::WrongTileCount { kind, count } => {
                let want = if kind.is_kan() { 4 } else { 3 };
                write!(f, "a {} has {want} tiles, not {count}", kind.name())
            }
            MeldError::WrongShape { kind, tiles } => match kind {
                MeldKind::Chii => write!(f, "{tiles} is not a run of three in one suit"),
                _ => write!(f, "{tiles} are not all the same tile"),
            },
            MeldError::CalledTileMissing { called } => {
                write!(f, "the called tile {called} is not part of the meld")
            }
        }
    }
}

impl std::error::Error for MeldError {}

/// A declared meld as it lies on the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Meld {
    kind: MeldKind,
    /// The tiles, sorted (red five before plain five).
    tiles: Vec<Tile>,
    /// The tile taken from a discard; `None` for an ankan.
    called: Option<Tile>,
    /// The seat whose discard was called; `None` for an ankan.
    from: Option<Seat>,
    /// The tile added to a pon to make a shouminkan.
    added: Option<Tile>,
}

impl Meld {
    fn checked(
        kind: MeldKind,
        mut tiles: Vec<Tile>,
        called: Option<Tile>,
        from: Option<Seat>,
        added: Option<Tile>,
    ) -> Result<Meld, MeldError> {
        let want = if kind.is_kan() { 4 } else { 3 };
        if tiles.len() != want {
            return Err(MeldError::WrongTileCount {
                kind,
                count: tiles.len(),
            });
        }
        super::small_sort::sort_small(&mut tiles);
        let first = tiles[0].kind();
        let shape_ok = match kind {
            MeldKind::Chii => {
                !first.is_honor()
                    && first.number() <= 7
                    && tiles
                        .iter()
                        .enumerate()
                        .all(|(i, t)| t.kind().index() == first.index() + i)
            }
            _ => tiles.iter().all(|t| t.kind() == first),
        };
        if !shape_ok {
            return Err(MeldError::WrongShape {
                kind,
                tiles: format_mpsz(&tiles),
            });
        }
        for t in called.iter().chain(added.iter()) {
            if !tiles.contains(t) {
                return Err(MeldError::CalledTileMissing { called: *t });
            }
        }
        Ok(Meld {
            kind,
            tiles,
            called,
            from,
            added,
        })
    }

    /// A chii: `tiles` are the three tiles of the run, `called` the discard taken from `from`.
    pub fn chii(tiles: Vec<Tile>, called: Tile, from: Seat) -> Result<Meld, MeldError> {
        Meld::checked(MeldKind::Chii, tiles, Some(called), Some(from), None)
    }

    /// A pon: three tiles of one kind, `called` taken from `from`.
    pub fn pon(tiles: Vec<Tile>, called: Tile, from: Seat) -> Result<Meld, MeldError> {
        Meld::checked(MeldKind::Pon, tiles, Some(called), Some(from), None)
    }

    /// A daiminkan: four tiles of one kind, `called` (the fourth) taken from `from`.
    pub fn daiminkan(tiles: Vec<Tile>, called: Tile, from: Seat) -> Result<Meld, MeldError> {
        Meld::checked(MeldKind::Daiminkan, tiles, Some(called), Some(from), None)
    }

    /// A shouminkan: a pon (whose `called` tile came from `from`) with `added` added.
    pub fn shouminkan(
        tiles: Vec<Tile>,
        called: Tile,
        from: Seat,
        added: Tile,
    ) -> Result<Meld, MeldError> {
        Meld::checked(
            MeldKind::Shouminkan,
            tiles,
            Some(called),
            Some(from),
            Some(added),
        )
    }

    /// An ankan: four concealed tiles of one kind.
    pub fn ankan(tiles: Vec<Tile>) -> Result<Meld, MeldError> {
        Meld::checked(MeldKind::Ankan, tiles, None, None, None)
    }

    /// This pon made into a shouminkan with `added`; `None` if this is not a pon of that tile.
    pub fn with_added(&self, added: Tile) -> Option<Meld> {
        if self.kind != MeldKind::Pon || added.kind() != self.tiles[0].kind() {
            return None;
        }
        let mut tiles = self.tiles.clone();
        tiles.push(added);
        Meld::checked(
            MeldKind::Shouminkan,
            tiles,
            self.called,
            self.from,
            Some(added),
        )
        .ok()
    }

    /// The same open meld with its called tile taken from `from` (positions and scenarios
    /// say who fed each meld); an ankan is returned unchanged.
    pub fn called_from(&self, from: Seat) -> Meld {
        let mut meld = self.clone();
        if meld.from.is_some() {
            meld.from = Some(from);
        }
        meld
    }

    /// The kind of meld.
    pub fn kind(&self) -> MeldKind {
        self.kind
    }

    /// Its tiles, sorted.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// The tile called from a discard (`None` for an ankan).
    pub fn called(&self) -> Option<Tile> {
        self.called
    }

    /// The seat the called tile came from (`None` for an ankan).
    pub fn from(&self) -> Option<Seat> {
        self.from
    }

    /// The tile added to make a shouminkan.
    pub fn added(&self) -> Option<Tile> {
        self.added
    }

    /// The lowest kind in the meld: the kind of a triplet or kan, the start of a run.
    pub fn first_kind(&self) -> TileKind {
        self.tiles[0].kind()
    }

    /// True for a sequence (chii).
    pub fn is_sequence(&self) -> bool {
        self.kind == MeldKind::Chii
    }

    /// True for triplets and kans (pon, the kans).
    pub fn is_triplet_or_kan(&self) -> bool {
        self.kind != MeldKind::Chii
    }

    /// True when this meld opens the hand.
    pub fn is_open(&self) -> bool {
        self.kind.is_open()
    }

    /// Red fives in the meld.
    pub fn red_count(&self) -> u8 {
        self.tiles.iter().filter(|t| t.is_red()).count() as u8
    }
}

impl fmt::Display for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind.name(), format_mpsz(&self.tiles))
    }
}
