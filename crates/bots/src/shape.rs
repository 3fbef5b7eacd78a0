//! Hand shape for computer players: shanten and tile acceptance (ukeire) of the hand
//! left after each possible discard, counting only tiles the seat cannot see.

use rinshan_rules::hand::counts_of;
use rinshan_rules::shanten::{acceptance_kinds, shanten_after_discards, Counts};
use rinshan_rules::{Tile, TileKind};

/// The shape left after one discard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Shanten of the remaining tiles (0 = tenpai).
    pub shanten: i8,
    /// Unseen tiles that would lower the shanten (tile acceptance, ukeire).
    pub ukeire: u32,
}

/// The shape of `counts` (a hand without its extra tile) with `melds` declared, given
/// the tiles the seat can see.
pub fn shape(counts: &Counts, melds: usize, visible: &Counts) -> Shape {
    let (shanten, kinds) = acceptance_kinds(counts, melds);
    let ukeire = (0..34)
        .filter(|&k| kinds[k])
        .map(|k| u32::from(4u8.saturating_sub(visible[k])))
        .sum();
    Shape { shanten, ukeire }
}

/// The shape after discarding each distinct tile of `hand` (which holds the extra tile).
pub fn discard_shapes(hand: &[Tile], melds: usize, visible: &Counts) -> Vec<(Tile, Shape)> {
    let counts = counts_of(hand.iter().copied());
    let mut out: Vec<(Tile, Shape)> = Vec::new();
    for &t in hand {
        if out.iter().any(|(d, _)| *d == t) {
            continue;
        }
        let mut c = counts;
        c[t.kind().index()] -= 1;
        out.push((t, shape(&c, melds, visible)));
    }
    out
}

/// The best shanten reachable by one discard from `counts` (a hand with its extra tile).
pub fn best_shanten_after_discard(counts: &Counts, melds: usize) -> i8 {
    shanten_after_discards(counts, melds)
        .into_iter()
        .min()
        .unwrap_or(i8::MAX)
}

/// How useful a tile is to keep, beyond shape: dora, red fives and tiles near the middle
/// count more; isolated honours that are no yakuhai for this seat least.
pub fn keep_value(tile: Tile, dora: &[TileKind], yakuhai: &[TileKind], counts: &Counts) -> i32 {
    let k = tile.kind();
    let mut v = 0;
    v += 10 * dora.iter().filter(|&&d| d == k).count() as i32;
    if tile.is_red() {
        v += 10;
    }
    if k.is_honor() {
        if yakuhai.contains(&k) {
            v += 2 * i32::from(counts[k.index()]);
        }
    } else {
        let n = i32::from(k.number());
        v += 4 - (5 - n).abs();
    }
    v
}
