//! Waits: the tiles that complete a tenpai hand, and the discards that leave a 14-tile
//! hand tenpai.

use super::shanten::{shape_shanten, Counts};
use super::tile::TileKind;

/// The kinds that complete the concealed tiles `counts` (a 3n+1 hand beside `melds`
/// declared melds). A kind of which the player already holds all four copies (`held`
/// counts concealed tiles and declared melds) is not a real wait and is left out.
pub fn waits(counts: &Counts, melds: usize, held: &Counts) -> Vec<TileKind> {
    let mut c = *counts;
    TileKind::all()
        .filter(|kind| {
            let k = kind.index();
            if held[k] >= 4 || c[k] >= 4 {
                return false;
            }
            c[k] += 1;
            let complete = shape_shanten(&c, melds) == -1;
            c[k] -= 1;
            complete
        })
        .collect()
}

/// A discard that leaves the hand tenpai, with the waits it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TenpaiDiscard {
    /// The kind to discard.
    pub discard: TileKind,
    /// The real waits after discarding it.
    pub waits: Vec<TileKind>,
}

/// For a 3n+2 hand, every discard (by kind) that leaves it tenpai with a real wait.
/// `held` counts the player's own tiles including the melds, before the discard.
pub fn tenpai_discards(counts: &Counts, melds: usize, held: &Counts) -> Vec<TenpaiDiscard> {
    let mut c = *counts;
    let mut h = *held;
    let mut out = Vec::new();
    for kind in TileKind::all() {
        let k = kind.index();
        if c[k] == 0 {
            continue;
        }
        c[k] -= 1;
        h[k] -= 1;
        if shape_shanten(&c, melds) == 0 {
            let w = waits(&c, melds, &h);
            if !w.is_empty() {
                out.push(TenpaiDiscard {
                    discard: kind,
                    waits: w,
                });
            }
        }
        c[k] += 1;
        h[k] += 1;
    }
    out
}
