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
struct SuitTables {
    numbered: PatternTable,
    honors: PatternTable,
}

/// The gains of every pattern of `kinds` kinds.
///
/// Patterns are ranked by their number of tiles first, then lexicographically, so the
/// small patterns most suits of a hand have lie together at the start of the table (and
/// stay in the processor's cache). A pattern is split into a head (its first kinds) and a
/// tail; its rank is `base[tiles] + head_rank[head][tail tiles] + tail_rank[tail]`.
struct PatternTable {
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
    fn get(&self, c: &[u8]) -> Gains {
        unpack(self.get_packed(c))
    }

    /// The packed gains of `c` (a pattern no hand has is searched and packed).
    #[inline(always)]
    fn get_packed(&self, c: &[u8]) -> u32 {
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
fn unpack(p: u32) -> Gains {
    // 0 when the suit can give the head, IMPOSSIBLE (−64) when it cannot.
    let off = ((p >> 8) & 1) as i8 * 64 - 64;
    [unpack_row(p, 0), unpack_row(p >> 9, off)]
}

static SUIT_TABLES: std::sync::OnceLock<SuitTables> = std::sync::OnceLock::new();

fn suit_tables() -> &'static SuitTables {
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
