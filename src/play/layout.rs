//! How tiles lie on the table, as the rule texts describe it, in plain data the UI only
//! draws: a meld's tiles with the called tile turned sideways toward the player it came
//! from, a shouminkan's added tile stacked on it, an ankan's outer tiles face down; a
//! pond in rows of six with the riichi tile sideways; the dead wall's fourteen places.

use serde::Serialize;

use crate::engine::PondTile;
use crate::rules::wall::INDICATOR_SLOTS;
use crate::rules::{Meld, MeldKind, Seat, Tile};

/// One tile as laid down in a meld.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LaidTile {
    /// The face, or `None` for a tile laid face down (an ankan's outer tiles).
    pub tile: Option<Tile>,
    /// Turned sideways: the called tile.
    pub sideways: bool,
    /// The tile added on top of the sideways tile (shouminkan).
    pub stacked: Option<Tile>,
}

/// Where a called tile came from, seen from the meld's owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Source {
    /// The player on the owner's left (kamicha): the called tile lies leftmost.
    Left,
    /// The player opposite (toimen): the called tile lies in the middle.
    Opposite,
    /// The player on the owner's right (shimocha): the called tile lies rightmost.
    Right,
}

impl Source {
    /// Where `from` sits relative to `owner` at a table of `players` (4, or 3 in sanma,
    /// where the player before the owner is on the left and nobody sits opposite); `None`
    /// for the owner itself.
    pub fn of(owner: Seat, from: Seat, players: usize) -> Option<Source> {
        // Where `from` sits for the owner, as the table draws it (at three, nobody opposite).
        match crate::text::Side::at(owner, from, players) {
            crate::text::Side::Right => Some(Source::Right),
            crate::text::Side::Opposite => Some(Source::Opposite),
            crate::text::Side::Left => Some(Source::Left),
            crate::text::Side::Me => None,
        }
    }
}

/// The tiles of `meld` (owned by `owner`, at a table of `players`) in the order they lie,
/// left to right as the owner sees them.
///
/// Rule texts and every client agree: the called tile is turned sideways and placed at the
/// left for a tile from the player on the left, in the middle (second place) for one from
/// the player opposite, at the right for one from the player on the right; a daiminkan
/// the same with four tiles; a shouminkan is its pon with the added tile laid sideways on
/// the sideways tile; an ankan shows its two outer tiles face down (a red five, if any,
/// face up in the middle).
pub fn meld_tiles(meld: &Meld, owner: Seat, players: usize) -> Vec<LaidTile> {
    let upright = |t: Tile| LaidTile {
        tile: Some(t),
        sideways: false,
        stacked: None,
    };
    if meld.kind() == MeldKind::Ankan {
        // Sorted tiles put a red five first: move it inside so it shows face up.
        let mut tiles = meld.tiles().to_vec();
        tiles.swap(0, 1);
        return tiles
            .into_iter()
            .enumerate()
            .map(|(i, t)| LaidTile {
                tile: (i == 1 || i == 2).then_some(t),
                sideways: false,
                stacked: None,
            })
            .collect();
    }
    let (Some(called), Some(from)) = (meld.called(), meld.from()) else {
        return meld.tiles().iter().copied().map(upright).collect();
    };
    // The others: every tile but one copy of the called tile, and for a shouminkan one
    // copy of the added tile.
    let mut others = meld.tiles().to_vec();
    for t in std::iter::once(called).chain(meld.added()) {
        if let Some(i) = others.iter().position(|&x| x == t) {
            others.remove(i);
        }
    }
    let mut laid: Vec<LaidTile> = others.into_iter().map(upright).collect();
    let sideways = LaidTile {
        tile: Some(called),
        sideways: true,
        stacked: meld.added(),
    };
    let at = match Source::of(owner, from, players) {
        Some(Source::Left) | None => 0,
        Some(Source::Opposite) => 1,
        Some(Source::Right) => laid.len(),
    };
    laid.insert(at, sideways);
    laid
}

/// One discard as it lies in a pond.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PondSpot {
    /// The tile.
    pub tile: Tile,
    /// Laid sideways: the riichi declaration tile, or the next discard when that one was
    /// called away.
    pub sideways: bool,
    /// It was the tile just drawn (tsumogiri), shown dimmed.
    pub tsumogiri: bool,
    /// The last discard on the table.
    pub last: bool,
    /// Its index in the pond's full order (called tiles included).
    pub order: usize,
}

/// A pond in the rows it is laid in: six to a row, the third row running long. Called
/// tiles are gone (they lie in the caller's meld); the riichi tile lies sideways, or the
/// next discard if the riichi tile was called.
pub fn pond_rows(pond: &[PondTile], last: bool) -> Vec<Vec<PondSpot>> {
    let mut spots = Vec::new();
    let mut turn_next = false;
    for (i, p) in pond.iter().enumerate() {
        if p.called {
            turn_next |= p.riichi;
            continue;
        }
        spots.push(PondSpot {
            tile: p.tile,
            sideways: p.riichi || turn_next,
            tsumogiri: p.tsumogiri,
            last: false,
            order: i,
        });
        turn_next = false;
    }
    if last {
        if let (Some(spot), Some(p)) = (spots.last_mut(), pond.last()) {
            spot.last = !p.called;
        }
    }
    let mut rows = Vec::new();
    let mut rest = spots.as_slice();
    while !rest.is_empty() {
        let n = if rows.len() < 2 {
            rest.len().min(6)
        } else {
            rest.len()
        };
        rows.push(rest[..n].to_vec());
        rest = &rest[n..];
    }
    rows
}

/// One place of the dead wall.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum DeadSpot {
    /// A replacement tile still there (face down).
    Replacement,
    /// A replacement tile taken by a kan (an empty place).
    Taken,
    /// A dora indicator turned over.
    Indicator(Tile),
    /// A dora indicator place not yet turned over (face down).
    Hidden,
    /// An ura-dora indicator, under its dora indicator (face down during play).
    Ura,
    /// A tile moved in from the end of the live wall to keep the dead wall at 14.
    MovedIn,
    /// No tile (the top of a stack of one moved-in tile).
    Empty,
}

/// The dead wall as it lies, in stacks of two (top, bottom), from the live wall's end: the
/// tiles moved in from the live wall (one per kan, two to a stack), the five indicator
/// stacks (a dora indicator on its ura-dora indicator), and the two replacement stacks
/// (taken places left empty, the outer top tile first). Always 14 tiles under the
/// replenishing rule.
pub fn dead_wall(
    indicators: &[Tile],
    replacements_taken: usize,
    moved_in: usize,
) -> Vec<[DeadSpot; 2]> {
    let mut stacks = Vec::new();
    // Moved-in tiles: the first fills a bottom place, the next its top.
    if moved_in % 2 == 1 {
        stacks.push([DeadSpot::Empty, DeadSpot::MovedIn]);
    }
    stacks.extend((0..moved_in / 2).map(|_| [DeadSpot::MovedIn, DeadSpot::MovedIn]));
    for i in 0..INDICATOR_SLOTS {
        let top = match indicators.get(i) {
            Some(&t) => DeadSpot::Indicator(t),
            None => DeadSpot::Hidden,
        };
        stacks.push([top, DeadSpot::Ura]);
    }
    // Replacement stacks: the outer stack's top is taken first, then its bottom, then the
    // inner stack's.
    let place = |n: usize| {
        if n < replacements_taken {
            DeadSpot::Taken
        } else {
            DeadSpot::Replacement
        }
    };
    stacks.push([place(2), place(3)]);
    stacks.push([place(0), place(1)]);
    stacks
}
