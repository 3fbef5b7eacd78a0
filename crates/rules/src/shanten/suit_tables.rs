//! The suit tables behind the standard form's count: for every pattern one suit (or the
//! honours) can show, the most shanten steps its blocks give ([`Gains`]), filled at first
//! use and read in a few loads per query.

/// For one suit during the search: `best[head][m]` is the most partial melds (taatsu,
/// pairs as taatsu included) that fit beside `m` complete melds and `head` (0 or 1) pairs
/// kept as the hand's pair; −1 where that many melds cannot be made.
type SuitTable = [[i8; 5]; 2];

/// Marks an impossible entry of a [`Gains`] table.
pub(super) const IMPOSSIBLE: i8 = -64;

/// What a suit (or several suits together) can contribute: `gains[head][k]` is the most
/// shanten steps (2 per complete meld, 1 per partial meld) from at most `k` blocks, with
/// `head` (0 or 1) pairs kept as the hand's pair. A hand has room for `4 − melds` blocks
/// besides its pair; melds are counted first because each is worth two steps.
pub(super) type Gains = [[i8; 5]; 2];

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

/// The most tiles of one suit a hand can hold (14 concealed tiles in all).
const MAX_SUIT_TILES: usize = 14;

/// Every suit pattern's gains: one table for the numbered suits (nine kinds) and one for
/// the honours (seven kinds, no runs). A pattern (counts 0–4 per kind, at most 14 tiles)
/// is found by its rank among all patterns in lexicographic order, so the tables have a
/// place for exactly the patterns a hand can have: 405,350 for a numbered suit and 43,130
/// for the honours, 4 bytes each (1.8 MB in all, allocated zeroed: pages the game never
/// touches cost nothing). A place is filled the first time a hand shows its pattern, by
/// dynamic programming over the smaller patterns it needs (themselves filled on the way),
/// so no query waits for the whole table: the first shanten of a session costs
/// microseconds, not the tens of milliseconds a full build takes. A query is then a few
/// table reads, whatever the hand — a one-suit hand is no slower than any other.
pub(super) struct SuitTables {
    pub(super) numbered: PatternTable,
    pub(super) honors: PatternTable,
}

/// The gains of every pattern of `kinds` kinds.
///
/// Patterns are ranked by their number of tiles first, then lexicographically, so the
/// small patterns most suits of a hand have lie together at the start of the table (and
/// stay in the processor's cache). A pattern is split into a head (its first kinds) and a
/// tail; its rank is `base[tiles] + head_rank[head][tail tiles] + tail_rank[tail]`.
pub(super) struct PatternTable {
    kinds: usize,
    honors: bool,
    /// Digits in the head of a pattern (the rest are its tail).
    head: usize,
    /// Patterns with fewer tiles than the index.
    base: [u32; MAX_SUIT_TILES + 2],
    /// `head_rank[h * 15 + tail_tiles]`: what the head digits add to the rank.
    head_rank: Vec<u32>,
    /// Per tail (base-5 digits): what the tail adds to the rank, in the low 24 bits, and
    /// its tiles above them.
    tail_rank: Vec<u32>,
    /// Each pattern's gains, packed (see [`pack`]) and stored inverted, so that a zeroed
    /// place (`!UNFILLED`) is one not filled yet. Atomic so that threads may share the
    /// table and fill it as they go (two threads filling one place store the same value).
    slots: Vec<AtomicU32>,
}

use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

/// The `n` base-5 digits of `k`, most significant first.
fn digits_of(mut k: usize, n: usize) -> Vec<u8> {
    let mut d = vec![0u8; n];
    for slot in d.iter_mut().rev() {
        *slot = (k % 5) as u8;
        k /= 5;
    }
    d
}

impl PatternTable {
    fn new(kinds: usize, honors: bool) -> PatternTable {
        const SUMS: usize = MAX_SUIT_TILES + 1;
        // exact[p][s]: digit strings for the positions from p on (0–4 each) summing to s.
        let mut exact = vec![[0u32; SUMS]; kinds + 1];
        exact[kinds][0] = 1;
        for p in (0..kinds).rev() {
            for s in 0..SUMS {
                exact[p][s] = (0..=s.min(4)).map(|d| exact[p + 1][s - d]).sum();
            }
        }
        let mut base = [0u32; SUMS + 1];
        for s in 0..SUMS {
            base[s + 1] = base[s] + exact[0][s];
        }
        // What digits `d` at positions from `from` on add, when the digits from `from` on
        // sum to `rest`: the strings that share the earlier digits and come first.
        let part = |digits: &[u8], from: usize, rest: usize| -> u32 {
            let mut used = 0usize;
            let mut rank = 0u32;
            for (q, &d) in digits.iter().enumerate() {
                for e in 0..usize::from(d) {
                    rank += exact[from + q + 1][rest - used - e];
                }
                used += usize::from(d);
            }
            rank
        };
        let head = kinds / 2;
        let tail = kinds - head;
        let head_rank = (0..5usize.pow(head as u32))
            .flat_map(|h| {
                let digits = digits_of(h, head);
                let sh: usize = digits.iter().map(|&d| usize::from(d)).sum();
                (0..SUMS).map(move |st| (digits.clone(), sh, st))
            })
            .map(|(digits, sh, st)| {
                if sh + st > MAX_SUIT_TILES {
                    0
                } else {
                    part(&digits, 0, sh + st)
                }
            })
            .collect();
        let tail_rank = (0..5usize.pow(tail as u32))
            .map(|t| {
                let digits = digits_of(t, tail);
                let st: usize = digits.iter().map(|&d| usize::from(d)).sum();
                if st > MAX_SUIT_TILES {
                    return u32::MAX;
                }
                part(&digits, head, st) | ((st as u32) << 24)
            })
            .collect();
        let size = base[SUMS] as usize;
        PatternTable {
            kinds,
            honors,
            head,
            base,
            head_rank,
            tail_rank,
            slots: vec![0u32; size].into_iter().map(AtomicU32::new).collect(),
        }
    }

    /// Fills every place not filled yet.
    fn fill_all(&self) {
        let kinds = self.kinds;
        let mut c = [0u8; 9];
        loop {
            self.fill(&mut c[..kinds]);
            // The next pattern in lexicographic order with at most 14 tiles.
            let mut p = kinds;
            loop {
                if p == 0 {
                    return;
                }
                p -= 1;
                // Digits after p are reset, so only the first p + 1 count.
                let sum: usize = c[..=p].iter().map(|&n| usize::from(n)).sum();
                if c[p] < 4 && sum < MAX_SUIT_TILES {
                    c[p] += 1;
                    c[p + 1..kinds].fill(0);
                    break;
                }
            }
        }
    }

    /// The pattern's place in the table (`None` for a pattern no hand has: a count over
    /// 4, or over 14 tiles). Plain loops and arithmetic: this is the hottest code of the
    /// rules, and it must stay fast in the size-optimised browser build too.
    #[inline(always)]
    fn rank(&self, c: &[u8]) -> Option<usize> {
        // A count of 5 or more (none in a real hand) sets bit 3 of `n + 3`.
        let mut bad = 0u8;
        let mut head = 0usize;
        let mut head_tiles = 0usize;
        let mut i = 0;
        while i < self.head && i < c.len() {
            let n = c[i];
            bad |= n.wrapping_add(3);
            head = head * 5 + n as usize;
            head_tiles += n as usize;
            i += 1;
        }
        let mut tail = 0usize;
        while i < c.len() {
            let n = c[i];
            bad |= n.wrapping_add(3);
            tail = tail * 5 + n as usize;
            i += 1;
        }
        if bad & 0xf8 != 0 {
            return None;
        }
        let t = *self.tail_rank.get(tail)?;
        let tail_tiles = (t >> 24) as usize;
        let tiles = head_tiles + tail_tiles;
        if tiles > MAX_SUIT_TILES {
            return None;
        }
        let h = *self
            .head_rank
            .get(head * (MAX_SUIT_TILES + 1) + tail_tiles)?;
        Some((self.base[tiles] + h + (t & 0x00ff_ffff)) as usize)
    }

    /// The packed gains at place `r`, or `UNFILLED`.
    #[inline(always)]
    fn slot(&self, r: usize) -> u32 {
        match self.slots.get(r) {
            Some(s) => !s.load(Relaxed),
            None => UNFILLED,
        }
    }

    /// The gains of `c` (filled on the way when new).
    #[inline]
    pub(super) fn get(&self, c: &[u8]) -> Gains {
        unpack(self.get_packed(c))
    }

    /// The packed gains of `c` (a pattern no hand has is searched and packed).
    #[inline(always)]
    pub(super) fn get_packed(&self, c: &[u8]) -> u32 {
        match self.rank(c) {
            Some(r) => {
                let p = self.slot(r);
                if p != UNFILLED {
                    return p;
                }
                let mut own = [0u8; 9];
                let n = c.len().min(9);
                own[..n].copy_from_slice(&c[..n]);
                self.fill(&mut own[..n]);
                self.slot(r)
            }
            None => pack(&reference_suit_gains(c, self.honors)) | pattern_counts(c, self.honors),
        }
    }

    /// Computes the gains of `c` (and, first, of the smaller patterns it needs, unless
    /// already filled): the first kind present either starts a block — a triplet or run
    /// (a meld, two steps), the hand's pair, a pair or partial run (one step) — or is left
    /// over.
    fn fill(&self, c: &mut [u8]) -> Gains {
        let Some(r) = self.rank(c) else {
            return reference_suit_gains(c, self.honors);
        };
        let known = self.slot(r);
        if known != UNFILLED {
            return unpack(known);
        }
        let Some(i) = c.iter().position(|&n| n > 0) else {
            let mut g = [[IMPOSSIBLE; 5]; 2];
            g[0] = [0; 5];
            self.store(r, pack(&g) | pattern_counts(c, self.honors));
            return g;
        };
        let n = self.kinds;
        // Left over: one tile of kind i is not used.
        c[i] -= 1;
        let mut g = self.fill(c);
        c[i] += 1;
        let block = |c: &mut [u8], take: &[usize], steps: i8, head: bool, g: &mut Gains| {
            for &k in take {
                c[k] -= 1;
            }
            let sub = self.fill(c);
            for &k in take {
                c[k] += 1;
            }
            for h in 0..2 {
                for k in 0..5 {
                    let v = if head {
                        // The pair kept as the hand's head takes no block.
                        if h == 1 {
                            sub[0][k]
                        } else {
                            IMPOSSIBLE
                        }
                    } else if k > 0 && sub[h][k - 1] >= 0 {
                        sub[h][k - 1] + steps
                    } else {
                        IMPOSSIBLE
                    };
                    g[h][k] = g[h][k].max(v);
                }
            }
        };
        if c[i] >= 3 {
            block(c, &[i, i, i], 2, false, &mut g);
        }
        let runs = !self.honors;
        if runs && i + 2 < n && c[i + 1] > 0 && c[i + 2] > 0 {
            block(c, &[i, i + 1, i + 2], 2, false, &mut g);
        }
        if c[i] >= 2 {
            block(c, &[i, i], 0, true, &mut g);
            block(c, &[i, i], 1, false, &mut g);
        }
        for gap in [1, 2] {
            if runs && i + gap < n && c[i + gap] > 0 {
                block(c, &[i, i + gap], 1, false, &mut g);
            }
        }
        for row in &mut g {
            for v in row.iter_mut() {
                if *v < 0 {
                    *v = IMPOSSIBLE;
                }
            }
        }
        self.store(r, pack(&g) | pattern_counts(c, self.honors));
        g
    }

    fn store(&self, r: usize, packed: u32) {
        if let Some(s) = self.slots.get(r) {
            s.store(!packed, Relaxed);
        }
    }
}

/// Marks a table entry not computed yet (no packed gains has bits above 17).
const UNFILLED: u32 = u32::MAX;

// A valid packed pattern never has all of bits 28-31 set (at most 14 tiles), so it is
// never `UNFILLED`.

/// The other forms' counts of one suit's pattern, packed above its gains: kinds held as
/// a pair (bits 17–19), kinds held (20–23), terminal and honour kinds held (24–26),
/// whether one of those is paired (27), and the suit's tiles (28–31). Seven pairs and
/// thirteen orphans are then counted from four words instead of 34 kinds.
fn pattern_counts(c: &[u8], honors: bool) -> u32 {
    let mut pairs = 0u32;
    let mut kinds = 0u32;
    let mut orphans = 0u32;
    let mut orphan_pair = 0u32;
    let mut tiles = 0u32;
    for (i, &n) in c.iter().enumerate() {
        pairs += u32::from(n >= 2);
        kinds += u32::from(n >= 1);
        tiles += u32::from(n);
        if honors || i == 0 || i == 8 {
            orphans += u32::from(n >= 1);
            orphan_pair |= u32::from(n >= 2);
        }
    }
    (pairs.min(7) << 17)
        | (kinds.min(15) << 20)
        | (orphans.min(7) << 24)
        | (orphan_pair << 27)
        | (tiles.min(15) << 28)
}

/// Packs a suit's gains into 17 bits. Both rows start at 0 (no block, no step) and grow
/// by 0, 1 or 2 steps per block allowed (a meld is two steps): bits 0–7 hold the four
/// growths of the row without a head, bit 8 says whether the suit can give the head at
/// all (a pair), bits 9–16 hold that row's growths.
fn pack(g: &Gains) -> u32 {
    let growths = |row: &[i8; 5]| -> u32 {
        (1..5).fold(0, |acc, k| {
            let step = (row[k] - row[k - 1]).clamp(0, 2) as u32;
            acc | (step << (2 * (k - 1)))
        })
    };
    let head = g[1][0] >= 0;
    growths(&g[0]) | (u32::from(head) << 8) | if head { growths(&g[1]) << 9 } else { 0 }
}

/// One row of packed growths summed up.
#[inline(always)]
fn unpack_row(bits: u32, off: i8) -> [i8; 5] {
    let a = (bits & 3) as i8;
    let b = a + ((bits >> 2) & 3) as i8;
    let c = b + ((bits >> 4) & 3) as i8;
    let d = c + ((bits >> 6) & 3) as i8;
    [off, a + off, b + off, c + off, d + off]
}

/// The gains packed by [`pack`]. Branch-free: whether a suit can give the head is as
/// likely as not, which a branch would mispredict half the time.
#[inline(always)]
pub(super) fn unpack(p: u32) -> Gains {
    // 0 when the suit can give the head, IMPOSSIBLE (−64) when it cannot.
    let off = ((p >> 8) & 1) as i8 * 64 - 64;
    [unpack_row(p, 0), unpack_row(p >> 9, off)]
}

static SUIT_TABLES: std::sync::OnceLock<SuitTables> = std::sync::OnceLock::new();

pub(super) fn suit_tables() -> &'static SuitTables {
    SUIT_TABLES.get_or_init(|| SuitTables {
        numbered: PatternTable::new(9, false),
        honors: PatternTable::new(7, true),
    })
}

/// Fills the suit tables completely now (otherwise each place is filled the first time a
/// hand shows its pattern), e.g. to measure the full build. Returns the number of
/// patterns in them.
pub fn prepare_tables() -> usize {
    let t = suit_tables();
    t.numbered.fill_all();
    t.honors.fill_all();
    t.numbered.slots.len() + t.honors.slots.len()
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pattern of up to 14 tiles has its own place, and every place a pattern.
    #[test]
    fn pattern_ranks_fill_the_tables_exactly() {
        let tables = suit_tables();
        for table in [&tables.numbered, &tables.honors] {
            let n = table.kinds;
            let mut seen = vec![false; table.slots.len()];
            let mut c = [0u8; 9];
            loop {
                let r = table.rank(&c[..n]).unwrap_or(usize::MAX);
                assert!(r < seen.len() && !seen[r], "{:?} -> {r}", &c[..n]);
                seen[r] = true;
                let mut p = n;
                let done = loop {
                    if p == 0 {
                        break true;
                    }
                    p -= 1;
                    let sum: u8 = c[..=p].iter().sum();
                    if c[p] < 4 && sum < 14 {
                        c[p] += 1;
                        c[p + 1..n].fill(0);
                        break false;
                    }
                };
                if done {
                    break;
                }
            }
            assert!(seen.iter().all(|&s| s));
            // Patterns with more than 14 tiles or a count over 4 have no place.
            assert_eq!(table.rank(&[4, 4, 4, 3, 0, 0, 0, 0, 0][..n]), None);
            assert_eq!(table.rank(&[5, 0, 0, 0, 0, 0, 0, 0, 0][..n]), None);
        }
    }
}
