//! Shanten: how many tile changes a hand is from tenpai (0 = tenpai, −1 = complete).
//!
//! Three forms are counted: four melds and a pair (minus the declared melds), seven pairs
//! (chiitoitsu: seven *different* pairs, so four identical tiles are not two pairs) and
//! thirteen orphans (kokushi musou). The standard form splits the hand by suit: each
//! suit's best blocks (melds, partial melds, a pair) are read from tables holding every
//! suit pattern (built once, at first use), then the four parts are combined by a small
//! max-plus product.

/// Tile counts of a hand by kind (index = [`TileKind::index`](super::tile::TileKind::index)).
pub type Counts = [u8; 34];

/// The kinds kokushi musou needs: all terminals and honours.
pub const KOKUSHI_KINDS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

mod suit_tables;

pub use suit_tables::{prepare_tables, reference_suit_gains, suit_gains};
use suit_tables::{suit_tables, unpack, Gains, IMPOSSIBLE};

/// Standard-form shanten of the concealed tiles `counts` when `melds` melds are already
/// declared (a kan counts as one meld). Works for any hand of 3n+1 or 3n+2 tiles.
///
/// This is the shape count only; see [`shanten`] for the number that also honours dead
/// waits.
#[inline]
pub fn standard_shanten(counts: &Counts, melds: usize) -> i8 {
    let t = suit_tables();
    let parts = [
        unpack(t.numbered.get_packed(&counts[0..9])),
        unpack(t.numbered.get_packed(&counts[9..18])),
        unpack(t.numbered.get_packed(&counts[18..27])),
        unpack(t.honors.get_packed(&counts[27..34])),
    ];
    shanten_of_parts(&parts, melds)
}

/// [`standard_shanten`] by the reference search instead of the tables (for tests).
pub fn reference_standard_shanten(counts: &Counts, melds: usize) -> i8 {
    let parts = [
        reference_suit_gains(&counts[0..9], false),
        reference_suit_gains(&counts[9..18], false),
        reference_suit_gains(&counts[18..27], false),
        reference_suit_gains(&counts[27..34], true),
    ];
    shanten_of_parts(&parts, melds)
}

/// The larger of two values (written out: the size-optimised build does not inline
/// `max`).
#[inline(always)]
fn larger(a: i8, b: i8) -> i8 {
    if a > b {
        a
    } else {
        b
    }
}

/// Max-plus product of two parts' gains, with at most one head in all: the most steps
/// from at most `k` blocks, for each `k`. (Values stay within i8: −64 marks impossible,
/// and −128 is the least a sum reaches.)
#[inline(always)]
fn combine(a: &Gains, b: &Gains) -> Gains {
    let mut o = [[IMPOSSIBLE; 5]; 2];
    let mut k = 0;
    while k < 5 {
        let mut j = 0;
        while j <= k {
            o[0][k] = larger(o[0][k], a[0][j] + b[0][k - j]);
            o[1][k] = larger(
                o[1][k],
                larger(a[1][j] + b[0][k - j], a[0][j] + b[1][k - j]),
            );
            j += 1;
        }
        k += 1;
    }
    o
}

/// Combines the four suits' gains into the standard-form shanten (at most one pair kept
/// as the head across all suits).
#[inline(always)]
fn shanten_of_parts(parts: &[Gains; 4], melds: usize) -> i8 {
    let a = combine(&parts[0], &parts[1]);
    let b = combine(&parts[2], &parts[3]);
    shanten_of_halves(&a, &b, melds)
}

/// The standard-form shanten from two combined halves of the hand's gains.
#[inline(always)]
fn shanten_of_halves(a: &Gains, b: &Gains, melds: usize) -> i8 {
    let need = 4usize.saturating_sub(melds);
    // Only `need` blocks matter in the last combination.
    let mut none = IMPOSSIBLE;
    let mut head = IMPOSSIBLE;
    let mut k = 0;
    while k <= need {
        let j = need - k;
        none = larger(none, a[0][k] + b[0][j]);
        head = larger(head, larger(a[1][k] + b[0][j], a[0][k] + b[1][j]));
        k += 1;
    }
    let best = larger(none, head + 1);
    2 * need as i8 - best
}

/// True when every tile of `counts` fits in complete melds (triplets and runs), with no
/// pair and nothing left over: four table reads, for a reading's search to skip a pair
/// candidate that cannot work.
pub fn all_in_melds(counts: &Counts) -> bool {
    let t = suit_tables();
    [(0, 9), (9, 18), (18, 27), (27, 34)].iter().all(|&(a, b)| {
        let n: u8 = counts[a..b].iter().sum();
        if n == 0 {
            return true;
        }
        if !n.is_multiple_of(3) {
            return false;
        }
        let g = if a == 27 {
            t.honors.get(&counts[a..b])
        } else {
            t.numbered.get(&counts[a..b])
        };
        let sets = usize::from(n / 3).min(4);
        n / 3 <= 4 && g[0][sets] == 2 * sets as i8
    })
}

/// True when `counts` (with `melds` declared) is a complete hand: four melds and a pair
/// in all, seven pairs, or thirteen orphans. The same answer as `shape_shanten == -1`,
/// found faster: each suit must hold 0 or 2 tiles modulo 3 (one suit the pair), and each
/// suit must read completely.
pub fn is_complete(counts: &Counts, melds: usize) -> bool {
    let sizes = [
        counts[0..9].iter().sum::<u8>(),
        counts[9..18].iter().sum::<u8>(),
        counts[18..27].iter().sum::<u8>(),
        counts[27..34].iter().sum::<u8>(),
    ];
    let tiles: usize = sizes.iter().map(|&n| usize::from(n)).sum();
    if tiles + 3 * melds != 14 {
        return false;
    }
    let standard =
        sizes.iter().all(|n| n % 3 != 1) && sizes.iter().filter(|n| *n % 3 == 2).count() == 1 && {
            let t = suit_tables();
            let ranges = [(0, 9), (9, 18), (18, 27), (27, 34)];
            ranges.iter().zip(sizes).all(|(&(a, b), n)| {
                if n == 0 {
                    return true;
                }
                let g = if a == 27 {
                    t.honors.get(&counts[a..b])
                } else {
                    t.numbered.get(&counts[a..b])
                };
                let sets = usize::from(n / 3);
                // Complete: every tile in a meld, and the pair where the count says so.
                if n % 3 == 2 {
                    g[1][sets.min(4)] == 2 * sets as i8
                } else {
                    g[0][sets.min(4)] == 2 * sets as i8
                }
            })
        };
    standard || (melds == 0 && (chiitoitsu_shanten(counts) == -1 || kokushi_shanten(counts) == -1))
}

/// Seven-pairs shanten: six minus the pairs, plus one for each kind short of seven
/// (four of a kind counts as one pair). Only for a closed hand of 13 or 14 tiles.
pub fn chiitoitsu_shanten(counts: &Counts) -> i8 {
    let (mut pairs, mut kinds) = (0i8, 0i8);
    for &n in counts {
        pairs += i8::from(n >= 2);
        kinds += i8::from(n >= 1);
    }
    6 - pairs + (7 - kinds).max(0)
}

/// Thirteen-orphans shanten: thirteen minus the terminal and honour kinds held, minus one
/// if any of them is paired. Only for a closed hand of 13 or 14 tiles.
pub fn kokushi_shanten(counts: &Counts) -> i8 {
    let (mut kinds, mut pair) = (0i8, false);
    for k in KOKUSHI_KINDS {
        kinds += i8::from(counts[k] > 0);
        pair |= counts[k] >= 2;
    }
    13 - kinds - i8::from(pair)
}

/// The shape shanten over all three forms (seven pairs and kokushi only for a closed hand
/// of 13 or 14 tiles, i.e. with no declared melds).
pub fn shape_shanten(counts: &Counts, melds: usize) -> i8 {
    let t = suit_tables();
    let p0 = t.numbered.get_packed(&counts[0..9]);
    let p1 = t.numbered.get_packed(&counts[9..18]);
    let p2 = t.numbered.get_packed(&counts[18..27]);
    let p3 = t.honors.get_packed(&counts[27..34]);
    let standard = shanten_of_parts(&[unpack(p0), unpack(p1), unpack(p2), unpack(p3)], melds);
    if melds > 0 || standard < 0 {
        return standard;
    }
    // A field of the four suits' words (see `pattern_counts`), read from each and added.
    let field = |shift: u32, bits: u32| -> i8 {
        let m = (1 << bits) - 1;
        (((p0 >> shift) & m) + ((p1 >> shift) & m) + ((p2 >> shift) & m) + ((p3 >> shift) & m))
            as i8
    };
    if field(28, 4) < 13 {
        return standard;
    }
    let chiitoitsu = 6 - field(17, 3) + larger(7 - field(20, 4), 0);
    let orphan_pair = (p0 | p1 | p2 | p3) & (1 << 27) != 0;
    let kokushi = 13 - field(24, 3) - i8::from(orphan_pair);
    let mut s = standard;
    if chiitoitsu < s {
        s = chiitoitsu;
    }
    if kokushi < s {
        s = kokushi;
    }
    s
}

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

/// True for the terminal and honour kinds (kokushi's thirteen).
const ORPHAN: [bool; 34] = {
    let mut o = [false; 34];
    let mut i = 0;
    while i < KOKUSHI_KINDS.len() {
        o[KOKUSHI_KINDS[i]] = true;
        i += 1;
    }
    o
};

/// Shanten as players mean it: the shape shanten, except that a 13-tile-equivalent hand
/// whose only waits are tiles it already holds all four of (a dead wait, e.g. `1111m` kept
/// as a triplet plus a tanki on the fourth 1m) is not tenpai: it counts as 1-shanten.
/// `held` counts every tile of the player's own (concealed tiles and declared melds),
/// since those copies cannot be drawn either.
pub fn shanten(counts: &Counts, melds: usize, held: &Counts) -> i8 {
    let s = shape_shanten(counts, melds);
    let tiles: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    if s == 0 && tiles % 3 == 1 && super::waits::waits(counts, melds, held).is_empty() {
        1
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::parse_mpsz;

    fn counts(s: &str) -> Counts {
        let mut c = [0; 34];
        for t in parse_mpsz(s).unwrap_or_default() {
            c[t.kind().index()] += 1;
        }
        c
    }

    #[test]
    fn complete_hands_are_minus_one() {
        assert_eq!(shape_shanten(&counts("123m456p789s11122z"), 0), -1);
        assert_eq!(shape_shanten(&counts("1122334455667z"), 0), 0);
        assert_eq!(shape_shanten(&counts("11223344556677z"), 0), -1);
        assert_eq!(shape_shanten(&counts("19m19p19s12345677z"), 0), -1);
    }

    #[test]
    fn tenpai_and_iishanten_examples() {
        assert_eq!(shape_shanten(&counts("123m456p789s1112z"), 0), 0);
        assert_eq!(shape_shanten(&counts("123m456p789s1z2z3z4z"), 0), 2);
        assert_eq!(shape_shanten(&counts("147m258p369s1234z"), 0), 6);
        assert_eq!(shape_shanten(&counts("19m19p19s1234567z"), 0), 0);
    }

    /// Chiitoitsu needs seven different pairs: four of a kind is one pair plus waste.
    #[test]
    fn four_identical_tiles_are_not_two_pairs() {
        assert_eq!(chiitoitsu_shanten(&counts("1111m223344556p")), 2);
        assert_eq!(chiitoitsu_shanten(&counts("11m223344556677p")), -1);
    }

    #[test]
    fn declared_melds_reduce_the_melds_needed() {
        // One pon declared: 10 tiles left to form three melds and a pair.
        assert_eq!(standard_shanten(&counts("123m456p78s11z"), 1), 0);
        // Four melds declared: a single tile is a tanki tenpai.
        assert_eq!(standard_shanten(&counts("5z"), 4), 0);
        assert_eq!(standard_shanten(&counts("55z"), 4), -1);
    }
}
