//! Shanten after one tile more or one tile less, for every kind at once: what each draw
//! accepts (ukeire) and what each discard leaves. The three suits a change leaves alone are
//! read and combined once, so each kind costs one table read and one combination.

use super::{
    combine, larger, shanten_of_halves, shape_shanten, suit_tables, unpack, Counts, Gains, ORPHAN,
};

/// Tile acceptance (ukeire): the shape shanten of `counts` beside `melds` melds, and which
/// kinds lower it when drawn (a fifth copy is never drawn). The same answers as
/// [`shape_shanten`] of each hand with the kind added, found faster (see
/// [`shanten_after_discards`]).
pub fn acceptance_kinds(counts: &Counts, melds: usize) -> (i8, [bool; 34]) {
    let now = shape_shanten(counts, melds);
    let after = shanten_of_each(counts, melds, true);
    (now, after.map(|s| s < now))
}

/// The shape shanten left after discarding one tile of each kind held from `counts` (a
/// hand of 3n+2 tiles beside `melds` melds); `i8::MAX` for kinds not held. The same
/// answers as [`shape_shanten`] of each hand with the kind taken out, found faster: the
/// three suits a change leaves alone are read and combined once per suit, so each kind
/// costs one table read and one combination; seven pairs and kokushi (a closed hand of 13
/// or 14 tiles) are counted from the pairs and kinds held.
pub fn shanten_after_discards(counts: &Counts, melds: usize) -> [i8; 34] {
    shanten_of_each(counts, melds, false)
}

/// The shape shanten of `counts` with one tile of each kind added (`draw`) or taken out;
/// `i8::MAX` where that cannot be (a fifth copy, a kind not held).
fn shanten_of_each(counts: &Counts, melds: usize, draw: bool) -> [i8; 34] {
    let mut out = [i8::MAX; 34];
    let t = suit_tables();
    let ranges = [(0usize, 9usize), (9, 18), (18, 27), (27, 34)];
    let part = |i: usize, c: &[u8]| -> Gains {
        unpack(if i == 3 {
            t.honors.get_packed(c)
        } else {
            t.numbered.get_packed(c)
        })
    };
    let parts: [Gains; 4] = std::array::from_fn(|i| part(i, &counts[ranges[i].0..ranges[i].1]));
    let rests = others_combined(&parts);
    let standard_now = halves_shanten(&rests[0], &parts[0], melds);
    let tiles: usize = counts.iter().map(|&n| usize::from(n)).sum();
    let other_forms = melds == 0 && tiles == if draw { 13 } else { 14 };
    // Pairs, kinds, orphan kinds and orphan pairs held.
    let mut held = [0i8; 4];
    for (k, &n) in counts.iter().enumerate() {
        let here = [n >= 2, n >= 1, ORPHAN[k] && n >= 1, ORPHAN[k] && n >= 2];
        for (h, x) in held.iter_mut().zip(here) {
            *h += i8::from(x);
        }
    }
    for (i, &(a, b)) in ranges.iter().enumerate() {
        let mut suit = [0u8; 9];
        suit[..b - a].copy_from_slice(&counts[a..b]);
        for k in a..b {
            let n = counts[k];
            if (draw && n >= 4) || (!draw && n == 0) {
                continue;
            }
            // A drawn tile with no tile of its kind or within two of it in its suit (an
            // honour: none of its kind) forms no block: the standard form gains nothing.
            let lone = draw
                && if i == 3 {
                    n == 0
                } else {
                    counts[k.saturating_sub(2).max(a)..=(k + 2).min(b - 1)]
                        .iter()
                        .all(|&x| x == 0)
                };
            let mut after = if lone {
                standard_now
            } else {
                let was = suit[k - a];
                suit[k - a] = if draw { was + 1 } else { was - 1 };
                let g = part(i, &suit[..b - a]);
                suit[k - a] = was;
                halves_shanten(&rests[i], &g, melds)
            };
            if other_forms {
                // What the change does to the pairs, kinds, orphan kinds and orphan pairs.
                let o = ORPHAN[k];
                let d = if draw {
                    [n == 1, n == 0, o && n == 0, o && n == 1].map(i8::from)
                } else {
                    [n == 2, n == 1, o && n == 1, o && n == 2].map(|x| -i8::from(x))
                };
                let [pairs, kinds, orphans, orphan_pairs] = std::array::from_fn(|j| held[j] + d[j]);
                let chiitoitsu = 6 - pairs + larger(7 - kinds, 0);
                let kokushi = 13 - orphans - i8::from(orphan_pairs > 0);
                after = after.min(chiitoitsu).min(kokushi);
            }
            out[k] = after;
        }
    }
    out
}

/// For each suit, the gains of the three other suits combined (six combinations in all:
/// each pair of suits once, then each pair with one suit of the other pair).
#[inline]
fn others_combined(parts: &[Gains; 4]) -> [Gains; 4] {
    // One copy of the combination's loop for all six (`combine` is inlined where it is
    // called, which the download pays for at each call site).
    #[inline(never)]
    fn both(a: &Gains, b: &Gains) -> Gains {
        combine(a, b)
    }
    let first = both(&parts[0], &parts[1]);
    let second = both(&parts[2], &parts[3]);
    [
        both(&parts[1], &second),
        both(&parts[0], &second),
        both(&first, &parts[3]),
        both(&first, &parts[2]),
    ]
}

/// [`shanten_of_halves`] as one function for [`shanten_of_each`]'s two calls (the
/// inlined copies cost the download more than the calls cost in time).
#[inline(never)]
fn halves_shanten(a: &Gains, b: &Gains, melds: usize) -> i8 {
    shanten_of_halves(a, b, melds)
}
