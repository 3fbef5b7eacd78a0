//! Shanten: how many tile changes a hand is from tenpai (0 = tenpai, −1 = complete).
//!
//! Three forms are counted: four melds and a pair (minus the declared melds), seven pairs
//! (chiitoitsu: seven *different* pairs, so four identical tiles are not two pairs) and
//! thirteen orphans (kokushi musou). The standard form splits the hand by suit: each
//! suit's best blocks (melds, partial melds, a pair) are found once by search and cached,
//! then the four parts are combined by a small max-plus product.

use std::cell::RefCell;

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

/// Max-plus combination of two parts' gains, with at most one head in all. The loops
/// have constant bounds so the compiler unrolls them completely.
fn combine(a: &Gains, b: &Gains) -> Gains {
    let [a0, a1] = *a;
    let [b0, b1] = *b;
    let mut o0 = [IMPOSSIBLE; 5];
    let mut o1 = [IMPOSSIBLE; 5];
    for k1 in 0..5 {
        for k2 in 0..5 - k1 {
            let k = k1 + k2;
            o0[k] = o0[k].max(a0[k1] + b0[k2]);
            o1[k] = o1[k].max(a1[k1] + b0[k2]).max(a0[k1] + b1[k2]);
        }
    }
    [o0, o1]
}

/// A direct-mapped cache of suit gains: 2^16 slots of 16 bytes (1 MB), so memory
/// stays bounded in a browser page; a colliding pattern simply replaces the older one.
const CACHE_BITS: u32 = 16;
const CACHE_SLOTS: usize = 1 << CACHE_BITS;

#[derive(Clone, Copy)]
struct Slot {
    /// Identifies the pattern together with the slot number; `u32::MAX` when empty.
    tag: u32,
    gains: Gains,
}

thread_local! {
    static SUIT_CACHE: RefCell<Vec<Slot>> = RefCell::new(vec![
        Slot { tag: u32::MAX, gains: [[IMPOSSIBLE; 5]; 2] };
        CACHE_SLOTS
    ]);
}

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

fn suit_gains(counts: &[u8], honors: bool) -> Gains {
    // Base-5 digits of the counts (5^9 < 2^31), with the top bit marking honours so that
    // a suit and the honours never share a key.
    let digits = counts.iter().fold(0u32, |k, &n| k * 5 + u32::from(n));
    let key = digits | (u32::from(honors) << 31);
    // Multiplying by an odd constant is a bijection on u32: the product's high bits pick
    // the slot and its low bits, stored as the tag, identify the key exactly.
    let mixed = key.wrapping_mul(0x9e37_79b1);
    let slot = (mixed >> (32 - CACHE_BITS)) as usize;
    let tag = mixed & ((1 << (32 - CACHE_BITS)) - 1);
    let hit = SUIT_CACHE.with(|cache| {
        let s = cache.borrow()[slot];
        (s.tag == tag).then_some(s.gains)
    });
    if let Some(gains) = hit {
        return gains;
    }
    let mut best = [[-1i8; 5]; 2];
    let mut c = [0u8; 9];
    c[..counts.len()].copy_from_slice(counts);
    search(&mut c[..counts.len()], 0, honors, 0, 0, 0, &mut best);
    let gains = gains_from_table(&best);
    SUIT_CACHE.with(|cache| cache.borrow_mut()[slot] = Slot { tag, gains });
    gains
}

/// Standard-form shanten of the concealed tiles `counts` when `melds` melds are already
/// declared (a kan counts as one meld). Works for any hand of 3n+1 or 3n+2 tiles.
///
/// This is the shape count only; see [`shanten`] for the number that also honours dead
/// waits.
pub fn standard_shanten(counts: &Counts, melds: usize) -> i8 {
    let need = 4usize.saturating_sub(melds);
    let man = suit_gains(&counts[0..9], false);
    let pin = suit_gains(&counts[9..18], false);
    let sou = suit_gains(&counts[18..27], false);
    let honors = suit_gains(&counts[27..34], true);
    let all = combine(&combine(&man, &pin), &combine(&sou, &honors));
    let best = all[0][need].max(all[1][need] + 1);
    2 * need as i8 - best
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
    let standard = standard_shanten(counts, melds);
    if melds > 0 || standard < 0 {
        return standard;
    }
    let tiles: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    if tiles >= 13 {
        standard
            .min(chiitoitsu_shanten(counts))
            .min(kokushi_shanten(counts))
    } else {
        standard
    }
}

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
    use crate::rules::tile::parse_mpsz;

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
