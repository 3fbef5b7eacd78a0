//! Tiles: the 34 kinds, red fives, and the `mpsz` notation.
//!
//! A Riichi set has 34 kinds of tile, four copies each (136 tiles): the three suits man
//! (characters), pin (circles) and sou (bamboo), numbered 1 to 9, and seven honours: the
//! four winds (East, South, West, North) and the three dragons (white, green, red). Some
//! rule sets paint one or more of the fives red; a red five is the same kind as a plain five
//! and also counts as a dora.
//!
//! The `mpsz` notation writes a run of digits followed by the suit letter: `123m406p55z`
//! is 1-2-3 man, 4-red 5-6 pin and two East winds. `0` is the red five of its suit;
//! honours are `1z`..`7z` (East, South, West, North, white, green, red dragon).

use std::fmt;

use serde::{Deserialize, Serialize};

/// The suits and the honour group, in the order `mpsz` writes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    /// Characters (萬子), written `m`.
    Man,
    /// Circles (筒子), written `p`.
    Pin,
    /// Bamboo (索子), written `s`.
    Sou,
    /// Winds and dragons (字牌), written `z`.
    Honor,
}

impl Suit {
    /// The `mpsz` letter of this suit.
    pub const fn letter(self) -> char {
        match self {
            Suit::Man => 'm',
            Suit::Pin => 'p',
            Suit::Sou => 's',
            Suit::Honor => 'z',
        }
    }

    /// The suit named by an `mpsz` letter.
    pub const fn from_letter(c: char) -> Option<Suit> {
        match c {
            'm' => Some(Suit::Man),
            'p' => Some(Suit::Pin),
            's' => Some(Suit::Sou),
            'z' => Some(Suit::Honor),
            _ => None,
        }
    }

    /// The English name of the suit as players say it ("man", "pin", "sou").
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Man => "man",
            Suit::Pin => "pin",
            Suit::Sou => "sou",
            Suit::Honor => "honor",
        }
    }
}

/// One of the 34 kinds of tile, numbered 0..34: 1-9 man are 0..9, 1-9 pin 9..18,
/// 1-9 sou 18..27, then East, South, West, North (27..31) and white, green, red dragon
/// (31..34). Four copies of each kind make the 136-tile set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct TileKind(u8);

/// Names of the honours in kind order, as an English-speaking player says them.
const HONOR_NAMES: [&str; 7] = [
    "East wind",
    "South wind",
    "West wind",
    "North wind",
    "White dragon",
    "Green dragon",
    "Red dragon",
];

impl TileKind {
    /// Number of distinct kinds (9 × 3 suited + 7 honours).
    pub const COUNT: usize = 34;

    /// The kind with index `index` (0..34), if it exists.
    pub const fn new(index: u8) -> Option<TileKind> {
        if (index as usize) < Self::COUNT {
            Some(TileKind(index))
        } else {
            None
        }
    }

    /// The kind of a suited tile numbered 1..=9, or an honour numbered 1..=7.
    pub const fn from_suit(suit: Suit, number: u8) -> Option<TileKind> {
        let base = match suit {
            Suit::Man => 0,
            Suit::Pin => 9,
            Suit::Sou => 18,
            Suit::Honor => 27,
        };
        let max = if matches!(suit, Suit::Honor) { 7 } else { 9 };
        if number >= 1 && number <= max {
            Some(TileKind(base + number - 1))
        } else {
            None
        }
    }

    /// The wind `n` places after East, wrapping: 0 East, 1 South, 2 West, 3 North.
    pub const fn wind(n: u8) -> TileKind {
        TileKind(27 + n % 4)
    }

    /// All 34 kinds in order.
    pub fn all() -> impl Iterator<Item = TileKind> {
        (0..Self::COUNT as u8).map(TileKind)
    }

    /// The index 0..34, for array-indexed counts.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The suit (or the honour group).
    pub const fn suit(self) -> Suit {
        match self.0 {
            0..=8 => Suit::Man,
            9..=17 => Suit::Pin,
            18..=26 => Suit::Sou,
            _ => Suit::Honor,
        }
    }

    /// The number on the tile: 1..=9 for suits, 1..=7 for honours (East = 1 … red dragon = 7),
    /// as `mpsz` writes it.
    pub const fn number(self) -> u8 {
        match self.0 {
            0..=26 => self.0 % 9 + 1,
            _ => self.0 - 26,
        }
    }

    /// True for winds and dragons (jihai).
    pub const fn is_honor(self) -> bool {
        self.0 >= 27
    }

    /// True for the suited 1s and 9s (routouhai).
    pub const fn is_terminal(self) -> bool {
        !self.is_honor() && matches!(self.number(), 1 | 9)
    }

    /// True for terminals and honours (yaochuuhai), the tiles of kokushi musou.
    pub const fn is_terminal_or_honor(self) -> bool {
        self.is_honor() || self.is_terminal()
    }

    /// True for the four winds.
    pub const fn is_wind(self) -> bool {
        self.0 >= 27 && self.0 <= 30
    }

    /// True for the three dragons (sangenpai).
    pub const fn is_dragon(self) -> bool {
        self.0 >= 31
    }

    /// The kind a dora indicator of this kind points to: the next number in the same suit
    /// (9 wraps to 1), the next wind (North wraps to East), the next dragon (red wraps to white).
    pub const fn dora_from_indicator(self) -> TileKind {
        let i = self.0;
        let next = match i {
            0..=26 => {
                if i % 9 == 8 {
                    i - 8
                } else {
                    i + 1
                }
            }
            30 => 27,
            33 => 31,
            _ => i + 1,
        };
        TileKind(next)
    }

    /// The accessible, spoken name of this kind: "5 pin", "East wind", "Red dragon".
    pub fn name(self) -> String {
        if self.is_honor() {
            HONOR_NAMES[(self.0 - 27) as usize].to_string()
        } else {
            format!("{} {}", self.number(), self.suit().name())
        }
    }
}

impl TryFrom<u8> for TileKind {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        TileKind::new(value).ok_or_else(|| format!("tile kind {value} is not in 0..34"))
    }
}

impl From<TileKind> for u8 {
    fn from(kind: TileKind) -> u8 {
        kind.0
    }
}

impl fmt::Display for TileKind {
    /// Writes the kind in `mpsz` form, e.g. `5p`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.number(), self.suit().letter())
    }
}

/// A tile as it lies on the table: its kind and whether it is a red five (akadora).
///
/// Tiles order by kind first; a red five sorts just before the plain fives of its kind, so
/// a sorted hand reads `4 0 5 6`, the way players arrange it.
///
/// In serde formats (saved JSON, the server's messages) a tile is its `mpsz` code, a
/// string such as `"5p"` or `"0p"` (the red five).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "TileCode", try_from = "TileCode")]
pub struct Tile {
    kind: TileKind,
    red: bool,
}

impl Tile {
    /// A plain (not red) tile of the given kind.
    pub const fn new(kind: TileKind) -> Tile {
        Tile { kind, red: false }
    }

    /// The red five of a suit; `None` for honours, which have no red tiles.
    pub const fn red_five(suit: Suit) -> Option<Tile> {
        match TileKind::from_suit(suit, 5) {
            Some(kind) if !matches!(suit, Suit::Honor) => Some(Tile { kind, red: true }),
            _ => None,
        }
    }

    /// The kind of this tile.
    pub const fn kind(self) -> TileKind {
        self.kind
    }

    /// True for a red five.
    pub const fn is_red(self) -> bool {
        self.red
    }

    /// The accessible name: "5 pin", "red 5 man", "East wind".
    pub fn name(self) -> String {
        if self.red {
            format!("red {}", self.kind.name())
        } else {
            self.kind.name()
        }
    }

    /// The digit `mpsz` writes for this tile: `0` for a red five, else its number.
    pub const fn mpsz_digit(self) -> char {
        if self.red {
            '0'
        } else {
            (b'0' + self.kind.number()) as char
        }
    }

    /// A stable short identifier, e.g. `5p`, `0p` for the red five, `1z`: used for artwork
    /// symbol ids and anywhere a tile needs a key.
    pub fn code(self) -> String {
        format!("{}{}", self.mpsz_digit(), self.kind.suit().letter())
    }

    /// All 37 distinct faces: the 34 kinds in order, each suit's red five right before its
    /// plain five.
    pub fn all_faces() -> impl Iterator<Item = Tile> {
        TileKind::all().flat_map(|kind| {
            let red = (kind.number() == 5 && !kind.is_honor()).then_some(Tile { kind, red: true });
            red.into_iter().chain(std::iter::once(Tile::new(kind)))
        })
    }
}

impl From<TileKind> for Tile {
    fn from(kind: TileKind) -> Tile {
        Tile::new(kind)
    }
}

impl Ord for Tile {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        // Red before plain within a kind: `!red` sorts `true` (red) first.
        (self.kind, !self.red).cmp(&(other.kind, !other.red))
    }
}

impl PartialOrd for Tile {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Tile {
    /// Writes the tile in `mpsz` form: `5p`, `0p` for a red five, `1z`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.mpsz_digit(), self.kind.suit().letter())
    }
}

/// A tile's `mpsz` code as serde formats carry it (see [`Tile`]).
#[derive(Serialize, Deserialize)]
#[serde(transparent)]
struct TileCode(String);

impl From<Tile> for TileCode {
    fn from(t: Tile) -> TileCode {
        TileCode(t.code())
    }
}

impl TryFrom<TileCode> for Tile {
    type Error = MpszError;
    fn try_from(c: TileCode) -> Result<Tile, MpszError> {
        c.0.parse()
    }
}

impl std::str::FromStr for Tile {
    type Err = MpszError;
    /// Parses exactly one tile, e.g. `0m`.
    fn from_str(s: &str) -> Result<Tile, MpszError> {
        let tiles = parse_mpsz(s)?;
        match tiles.as_slice() {
            [one] => Ok(*one),
            _ => Err(MpszError::NotOneTile { count: tiles.len() }),
        }
    }
}

/// Why an `mpsz` string could not be read. Positions count characters from 1, as a person
/// reading the string would.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MpszError {
    /// A character that is neither a digit nor one of `m p s z`.
    UnexpectedChar {
        /// Where (from 1).
        position: usize,
        /// The character found.
        found: char,
    },
    /// Digits at the end of the string with no suit letter after them.
    MissingSuit {
        /// Where the digits start (from 1).
        position: usize,
    },
    /// A suit letter with no digits before it.
    EmptyGroup {
        /// Where the letter is (from 1).
        position: usize,
        /// The suit letter.
        suit: char,
    },
    /// A digit that names no tile of its suit: `0`, `8` or `9` before `z`.
    NoSuchHonor {
        /// Where the digit is (from 1).
        position: usize,
        /// The digit.
        digit: char,
    },
    /// A single tile was expected.
    NotOneTile {
        /// How many tiles the text held.
        count: usize,
    },
}

impl fmt::Display for MpszError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MpszError::UnexpectedChar { position, found } => write!(
                f,
                "character {position}: '{found}' is not a tile digit or a suit letter (m, p, s, z)"
            ),
            MpszError::MissingSuit { position } => write!(
                f,
                "character {position}: these digits need a suit letter after them (m, p, s or z)"
            ),
            MpszError::EmptyGroup { position, suit } => write!(
                f,
                "character {position}: suit letter '{suit}' has no tile numbers before it"
            ),
            MpszError::NoSuchHonor { position, digit } => write!(
                f,
                "character {position}: there is no honour tile '{digit}z' (honours are 1z to 7z)"
            ),
            MpszError::NotOneTile { count } => {
                write!(f, "expected exactly one tile, found {count}")
            }
        }
    }
}

impl std::error::Error for MpszError {}

/// Reads an `mpsz` string (`123m406p55z`) into tiles, in the order written. Spaces are
/// allowed between groups. `0` is the red five of its suit.
pub fn parse_mpsz(s: &str) -> Result<Vec<Tile>, MpszError> {
    let mut tiles = Vec::new();
    // Pending digits with their 1-based positions, waiting for a suit letter.
    let mut pending: Vec<(usize, char)> = Vec::new();
    for (i, c) in s.chars().enumerate() {
        let position = i + 1;
        if c.is_ascii_digit() {
            pending.push((position, c));
        } else if let Some(suit) = Suit::from_letter(c) {
            if pending.is_empty() {
                return Err(MpszError::EmptyGroup { position, suit: c });
            }
            for (pos, digit) in pending.drain(..) {
                tiles.push(tile_of(suit, digit, pos)?);
            }
        } else if c == ' ' && pending.is_empty() {
            continue;
        } else {
            return Err(MpszError::UnexpectedChar { position, found: c });
        }
    }
    match pending.first() {
        Some(&(position, _)) => Err(MpszError::MissingSuit { position }),
        None => Ok(tiles),
    }
}

fn tile_of(suit: Suit, digit: char, position: usize) -> Result<Tile, MpszError> {
    let n = digit as u8 - b'0';
    let tile = if n == 0 {
        Tile::red_five(suit)
    } else {
        TileKind::from_suit(suit, n).map(Tile::new)
    };
    tile.ok_or(MpszError::NoSuchHonor { position, digit })
}

/// Writes tiles in `mpsz` form, in the order given, grouping each run of same-suit tiles
/// under one letter: `[1m, 2m, 3m, 5z]` becomes `123m5z`.
pub fn format_mpsz(tiles: &[Tile]) -> String {
    let mut out = String::with_capacity(tiles.len() + 4);
    let mut iter = tiles.iter().peekable();
    while let Some(tile) = iter.next() {
        out.push(tile.mpsz_digit());
        let suit = tile.kind().suit();
        if iter.peek().map(|t| t.kind().suit()) != Some(suit) {
            out.push(suit.letter());
        }
    }
    out
}
