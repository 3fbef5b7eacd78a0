//! Shanten: how many tile changes a hand is from tenpai (0 = tenpai, −1 = complete).
//!
//! Three forms are counted: four melds and a pair (minus the declared melds), seven pairs
//! (chiitoitsu: seven *different* pairs, so four identical tiles are not two pairs) and
//! thirteen orphans (kokushi musou). The standard form splits the hand by suit: each
//! suit's best blocks (melds, partial melds, a pair) are read from tables holding every
//! suit pattern (built whole at the first shanten), then the four parts are combined by
//! max-plus products read from a table of them.

/// Tile counts of a hand by kind (index = [`TileKind::index`](super::tile::TileKind::index)).
pub type Counts = [u8; 34];

/// The kinds kokushi musou needs: all terminals and honours.
pub const KOKUSHI_KINDS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// For one suit during the search: `best[head][m]` is the most partial melds (taatsu,
/// pairs as taatsu included) that fit beside `m` complete melds and `head` (0 or 1) pairs
/// kept as the hand's pair; −1 where that many melds cannot be made.
type SuitTable = [[i8; 5]; 2];

/// Marks an impossible entry of a [`Gains`] table.
const IMPOSSIBLE: i8 = -64;

/// What a suit (or several suits together) can contribute: `gains[head][k]` is the most
/// shanten steps (2 per complete meld, 1 per partial meld) from at most `k` blocks, with
/// `head` (0 or 1) pairs kept as the hand's pair. A hand has room for `4 − melds` blocks
/// besides its pair; melds are counted first because each is worth two steps.
type Gains = [[i8; 5]; 2];

fn gains_from_table(best: &SuitTable) -> Gains {
    let mut gains = [[IMPOSSIBLE; 5]; 2];
    for (head, row) in best.iter().enumerate() {
        for k in 0..5i8 {
            for (m, &t) in row.iter().enumerate() {
                if t >= 0 {
                    let m = (m as i8).min(k);
                    let t = t.min(k - m);
                    gains[head][k as usize] = gains[head][k as usize].max(2 * m + t);
                }
            }
        }
    }
    gains
}

mod tables;
use tables::*;
pub use tables::{prepare_tables, prepare_tables_step};

fn search(
    c: &mut [u8],
    i: usize,
    honors: bool,
    m: usize,
    t: usize,
    head: usize,
    best: &mut SuitTable,
) {
    let mut i = i;
    while i < c.len() && c[i] == 0 {
        i += 1;
    }
    if i == c.len() {
        let slot = &mut best[head][m.min(4)];
        *slot = (*slot).max(t.min(8) as i8);
        return;
    }
    // Complete melds.
    if c[i] >= 3 {
        c[i] -= 3;
        search(c, i, honors, m + 1, t, head, best);
        c[i] += 3;
    }
    let seq = !honors && i + 2 < c.len();
    if seq && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        search(c, i, honors, m + 1, t, head, best);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
    }
    // The pair, or a pair as a partial meld.
    if c[i] >= 2 {
        c[i] -= 2;
        if head == 0 {
            search(c, i, honors, m, t, 1, best);
        }
        search(c, i, honors, m, t + 1, head, best);
        c[i] += 2;
    }
    // Partial runs: adjacent (ryanmen/penchan) and gapped (kanchan).
    if !honors {
        for gap in [1, 2] {
            if i + gap < c.len() && c[i + gap] > 0 {
                c[i] -= 1;
                c[i + gap] -= 1;
                search(c, i, honors, m, t + 1, head, best);
                c[i] += 1;
                c[i + gap] += 1;
            }
        }
    }
    // Or leave one tile of this kind isolated.
    c[i] -= 1;
    search(c, i, honors, m, t, head, best);
    c[i] += 1;
}

/// The gains of one suit's pattern found by search: the method the tables replaced, kept
/// as the reference the tests hold the tables to (and for patterns beyond the tables,
/// which no hand reaches). Exponential in the tiles of the suit.
pub fn reference_suit_gains(counts: &[u8], honors: bool) -> [[i8; 5]; 2] {
    let mut best = [[-1i8; 5]; 2];
    let mut c = [0u8; 9];
    let n = counts.len().min(9);
    c[..n].copy_from_slice(&counts[..n]);
    search(&mut c[..n], 0, honors, 0, 0, 0, &mut best);
    gains_from_table(&best)
}

/// The gains of one suit's pattern from the tables.
pub fn suit_gains(counts: &[u8], honors: bool) -> [[i8; 5]; 2] {
    let t = suit_tables();
    if honors {
        t.honors.get(counts)
    } else {
        t.numbered.get(counts)
    }
}

/// Standard-form shanten of the concealed tiles `counts` when `melds` melds are already
/// declared (a kan counts as one meld). Works for any hand of 3n+1 or 3n+2 tiles.
///
/// This is the shape count only; see [`shanten`] for the number that also honours dead
/// waits.
#[inline]
pub fn standard_shanten(counts: &Counts, melds: usize) -> i8 {
    let t = suit_tables();
    let m = t.rows.combine(
        t.numbered.get_packed(&counts[0..9]),
        t.numbered.get_packed(&counts[9..18]),
    );
    let s = t.rows.combine(
        t.numbered.get_packed(&counts[18..27]),
        t.honors.get_packed(&counts[27..34]),
    );
    t.rows.shanten(m, s, melds)
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

/// The tiles of each suit (characters, circles, bamboo, honours): eight kinds at a time
/// summed by one multiplication (no sum reaches a byte's limit).
#[inline(always)]
fn suit_sizes(c: &Counts) -> [u8; 4] {
    let eight = |a: usize| -> u8 {
        let w = u64::from_le_bytes([
            c[a],
            c[a + 1],
            c[a + 2],
            c[a + 3],
            c[a + 4],
            c[a + 5],
            c[a + 6],
            c[a + 7],
        ]);
        (w.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8
    };
    [
        eight(0).wrapping_add(c[8]),
        eight(9).wrapping_add(c[17]),
        eight(18).wrapping_add(c[26]),
        eight(26).wrapping_sub(c[26]),
    ]
}

/// True when `counts` (with `melds` declared) is a complete hand: four melds and a pair
/// in all, seven pairs, or thirteen orphans. The same answer as `shape_shanten == -1`,
/// found faster: each suit must hold 0 or 2 tiles modulo 3 (one suit the pair), and each
/// suit must read completely.
pub fn is_complete(counts: &Counts, melds: usize) -> bool {
    let sizes = suit_sizes(counts);
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
    // Fourteen tiles with every kind held twice or not at all are seven different pairs.
    standard
        || (melds == 0
            && (counts.iter().all(|&n| n == 0 || n == 2) || kokushi_shanten(counts) == -1))
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
    let standard = t
        .rows
        .shanten(t.rows.combine(p0, p1), t.rows.combine(p2, p3), melds);
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

mod each;
pub use each::{acceptance_kinds, shanten_after_discards};

#[cfg(test)]
mod tests;
