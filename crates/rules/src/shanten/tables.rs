//! The suit tables: every suit pattern's gains, placed by the pattern's rank, the table of
//! packed-row products that combines two suits, and their build (whole at the first
//! shanten, or in steps of a page's idle time: [`prepare_tables_step`]).

use super::{larger, reference_suit_gains, Gains, IMPOSSIBLE};

/// The most tiles of one suit a hand can hold (14 concealed tiles in all).
pub(super) const MAX_SUIT_TILES: usize = 14;

/// Every suit pattern's gains: one table for the numbered suits (nine kinds) and one for
/// the honours (seven kinds, no runs). A pattern (counts 0–4 per kind, at most 14 tiles)
/// is found by its rank among all patterns, so the tables have a place for exactly the
/// patterns a hand can have: 405,350 for a numbered suit and 43,130 for the honours, 4
/// bytes each (1.8 MB in all). Both are built whole the first time a shanten is asked,
/// bottom up in the order of their places (a pattern's value is read from the smaller
/// patterns it holds, all placed before it), so no hand ever waits for more than a few
/// table reads — a one-suit hand costs what any hand costs.
pub(super) struct SuitTables {
    pub(super) numbered: PatternTable,
    pub(super) honors: PatternTable,
    pub(super) rows: RowTable,
}

/// The max-plus product of two packed rows (see [`pack`]: a row of gains as its four
/// growths, two bits each), for every pair of rows: the product of two rows that start at
/// 0 and grow by 0 to 2 a block grows so too, so it is a packed row again, and a hand's
/// four suits combine by a few reads of this table (64 KB, built with the suit tables)
/// instead of a hundred additions and comparisons.
pub(super) struct RowTable {
    /// `product[a << 8 | b]`: the packed product of rows `a` and `b`.
    pub(super) product: Vec<u8>,
    /// Each packed row's values in byte lanes (see [`Lanes`]).
    pub(super) lanes: [u64; 256],
}

impl RowTable {
    pub(super) fn new() -> RowTable {
        let lanes = Lanes::rows();
        let mut product = vec![0u8; 1 << 16];
        for (ab, p) in product.iter_mut().enumerate() {
            let (a, b) = (unpack_row((ab >> 8) as u32, 0), unpack_row(ab as u32, 0));
            let mut o = [0i8; 5];
            for (k, v) in o.iter_mut().enumerate() {
                for j in 0..=k {
                    *v = larger(*v, a[j] + b[k - j]);
                }
            }
            // (Rows with a growth of 3, which no pattern has, give products of no use.)
            *p = Lanes {
                none: o
                    .iter()
                    .rev()
                    .fold(0u64, |acc, &v| (acc << 8) | (v as u8 as u64)),
                head: 0,
            }
            .pack()
            .min(0xff) as u8;
        }
        RowTable { product, lanes }
    }

    /// The packed product of rows `a` and `b`.
    #[inline(always)]
    pub(super) fn product(&self, a: u32, b: u32) -> u32 {
        u32::from(self.product[(((a & 0xff) << 8) | (b & 0xff)) as usize])
    }

    /// The larger of two packed rows, step by step.
    #[inline(always)]
    pub(super) fn larger(&self, a: u32, b: u32) -> u32 {
        let m = Lanes::max(
            self.lanes[(a & 0xff) as usize],
            self.lanes[(b & 0xff) as usize],
        );
        Lanes { none: m, head: 0 }.pack() & 0xff
    }

    /// Two parts' packed gains combined (with at most one head in all), packed: the
    /// same as [`combine`] on the unpacked gains.
    #[inline(always)]
    pub(super) fn combine(&self, a: u32, b: u32) -> u32 {
        let (ha, hb) = ((a >> 8) & 1, (b >> 8) & 1);
        let none = self.product(a, b);
        // A part without the head adds the other part's head row; an absent head row is
        // left out (the zero row is below every row there is).
        let with_a = self.product(a >> 9, b) & 0u32.wrapping_sub(ha);
        let with_b = self.product(a, b >> 9) & 0u32.wrapping_sub(hb);
        none | ((ha | hb) << 8) | (self.larger(with_a, with_b) << 9)
    }

    /// The standard-form shanten of two halves' packed gains beside `melds` melds (the
    /// same as [`shanten_of_halves`]).
    #[inline(always)]
    pub(super) fn shanten(&self, a: u32, b: u32, melds: usize) -> i8 {
        let need = 4usize.saturating_sub(melds).min(4);
        let all = self.combine(a, b);
        let value = |row: u32| (self.lanes[(row & 0xff) as usize] >> (8 * need)) as u8 as i8 - 16;
        let none = value(all);
        // The head's pair is one step more, where some part can give it.
        let head = if all & (1 << 8) != 0 {
            value(all >> 9) + 1
        } else {
            IMPOSSIBLE
        };
        2 * need as i8 - larger(none, head)
    }
}

/// The gains of every pattern of `kinds` kinds.
///
/// Patterns are ranked by their number of tiles first, then lexicographically, so the
/// small patterns most suits of a hand have lie together at the start of the table (and
/// stay in the processor's cache). A pattern is split into a head (its first kinds) and a
/// tail; its rank is `base[tiles] + head_rank[head][tail tiles] + tail_rank[tail]`.
pub(super) struct PatternTable {
    pub(super) kinds: usize,
    pub(super) honors: bool,
    /// Digits in the head of a pattern (the rest are its tail).
    pub(super) head: usize,
    /// Patterns with fewer tiles than the index.
    pub(super) base: [u32; MAX_SUIT_TILES + 2],
    /// `head_rank[h * 15 + tail_tiles]`: what the head digits add to the rank.
    pub(super) head_rank: Box<[u32]>,
    /// Per tail (base-5 digits): what the tail adds to the rank, in the low 24 bits, and
    /// its tiles above them.
    pub(super) tail_rank: Box<[u32]>,
    /// Each pattern's gains and other forms' counts, packed (see [`pack`] and
    /// [`pattern_counts`]).
    pub(super) slots: Box<[u32]>,
}

/// A pattern table's filling in progress ([`PatternTable::fill`]), which can be done in
/// steps: the slots so far and where the next pattern is.
pub(super) struct Fill {
    pub(super) slots: Box<[u32]>,
    /// What one tile of each kind adds to the head's and the tail's digits.
    pub(super) weight: [(usize, usize); 9],
    pub(super) rows: [u64; 256],
    /// The next slot.
    pub(super) r: usize,
    /// The tiles of the patterns being filled.
    pub(super) tiles: usize,
    /// The next pattern's counts.
    pub(super) c: [u8; 9],
    /// `c` is a pattern of `tiles` tiles still to fill.
    pub(super) within: bool,
    pub(super) done: bool,
}

/// The `n` base-5 digits of `k`, most significant first.
pub(super) fn digits_of(mut k: usize, n: usize) -> Vec<u8> {
    let mut d = vec![0u8; n];
    for slot in d.iter_mut().rev() {
        *slot = (k % 5) as u8;
        k /= 5;
    }
    d
}

impl PatternTable {
    /// The table's layout (how patterns are ranked), with no pattern filled yet: see
    /// [`PatternTable::start`] and [`PatternTable::fill`].
    pub(super) fn new(kinds: usize, honors: bool) -> PatternTable {
        pub(super) const SUMS: usize = MAX_SUIT_TILES + 1;
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
        PatternTable {
            kinds,
            honors,
            head,
            base,
            head_rank,
            tail_rank,
            slots: Box::default(),
        }
    }

    /// The number of patterns the table holds.
    pub(super) fn size(&self) -> usize {
        self.base[MAX_SUIT_TILES + 1] as usize
    }

    /// The place of the pattern whose head digits read `h` and tail digits `t` (base 5),
    /// with `tiles` tiles in all (at most 14).
    #[inline(always)]
    pub(super) fn place(&self, h: usize, t: usize, tiles: usize) -> usize {
        let tr = self.tail_rank[t];
        let tail_tiles = (tr >> 24) as usize;
        (self.base[tiles]
            + self.head_rank[h * (MAX_SUIT_TILES + 1) + tail_tiles]
            + (tr & 0x00ff_ffff)) as usize
    }

    /// The packed word of the pattern at `(h, t, tiles)` (see [`PatternTable::place`])
    /// less one tile of each kind in `take`, from the slots built so far.
    #[inline(always)]
    pub(super) fn less<const N: usize>(
        &self,
        slots: &[u32],
        weight: &[(usize, usize); 9],
        (h, t, tiles): (usize, usize, usize),
        take: [usize; N],
    ) -> u32 {
        // (Plain loops: the size-optimised build leaves iterators as calls.)
        let (mut sh, mut st) = (h, t);
        let mut j = 0;
        while j < N {
            let (wh, wt) = weight[take[j]];
            sh -= wh;
            st -= wt;
            j += 1;
        }
        slots[self.place(sh, st, tiles - N)]
    }

    /// A build of every pattern's packed gains, not started.
    pub(super) fn start(&self) -> Fill {
        let mut weight = [(0usize, 0usize); 9];
        for (p, w) in weight.iter_mut().enumerate().take(self.kinds) {
            *w = if p < self.head {
                (5usize.pow((self.head - 1 - p) as u32), 0)
            } else {
                (0, 5usize.pow((self.kinds - 1 - p) as u32))
            };
        }
        let mut slots = vec![0u32; self.size()].into_boxed_slice();
        // The empty pattern: no block, no head.
        let mut empty = [[IMPOSSIBLE; 5]; 2];
        empty[0] = [0; 5];
        slots[0] = pack(&empty);
        Fill {
            slots,
            weight,
            rows: Lanes::rows(),
            r: 1,
            tiles: 0,
            c: [0; 9],
            within: false,
            done: false,
        }
    }

    /// Fills at most `budget` more patterns of `b`, in the order of their places: by
    /// tiles, then lexicographically. The first kind a pattern holds either starts a block
    /// — a triplet or run (a meld, two steps), the hand's pair, a pair or partial run (one
    /// step) — or is left over; each choice leaves a smaller pattern, whose place comes
    /// earlier. The gains are worked in [`Lanes`] (about 550 instructions a pattern at
    /// opt-level 3). True once every pattern is filled.
    pub(super) fn fill(&self, b: &mut Fill, budget: usize) -> bool {
        let (kinds, honors) = (self.kinds, self.honors);
        let rows = b.rows;
        let weight = b.weight;
        let mut left_to_do = budget;
        while !b.done && left_to_do > 0 {
            if !b.within {
                // The lexicographically first pattern of the next count of tiles: fours
                // from the right.
                b.tiles += 1;
                if b.tiles > MAX_SUIT_TILES {
                    b.done = true;
                    break;
                }
                b.c = [0u8; 9];
                let mut rest = b.tiles;
                for n in b.c[..kinds].iter_mut().rev() {
                    *n = rest.min(4) as u8;
                    rest -= usize::from(*n);
                }
                if rest > 0 {
                    b.done = true;
                    break;
                }
                b.within = true;
            }
            left_to_do -= 1;
            let (c, tiles, slots) = (&mut b.c, b.tiles, &mut b.slots);
            let (mut h, mut t) = (0, 0);
            let mut p = 0;
            while p < kinds {
                let (n, (wh, wt)) = (usize::from(c[p]), weight[p]);
                h += n * wh;
                t += n * wt;
                p += 1;
            }
            let i = c.iter().position(|&n| n > 0).unwrap_or(0);
            let at = (h, t, tiles);
            let left = self.less(slots, &weight, at, [i]);
            let mut g = Lanes::unpack(left, &rows);
            if c[i] >= 3 {
                g.block(
                    Lanes::unpack(self.less(slots, &weight, at, [i, i, i]), &rows),
                    2,
                );
            }
            let runs = !honors;
            if runs && i + 2 < kinds && c[i + 1] > 0 && c[i + 2] > 0 {
                let run = self.less(slots, &weight, at, [i, i + 1, i + 2]);
                g.block(Lanes::unpack(run, &rows), 2);
            }
            if c[i] >= 2 {
                let pair = Lanes::unpack(self.less(slots, &weight, at, [i, i]), &rows);
                // The pair kept as the hand's head takes no block.
                g.head = Lanes::max(g.head, pair.none);
                g.block(pair, 1);
            }
            for gap in [1, 2] {
                if runs && i + gap < kinds && c[i + gap] > 0 {
                    let partial = self.less(slots, &weight, at, [i, i + gap]);
                    g.block(Lanes::unpack(partial, &rows), 1);
                }
            }
            // The other forms' counts: those of the pattern less one tile of kind i, and
            // what that tile adds.
            let n = c[i];
            let orphan = honors || i == 0 || i == 8;
            let counts = ((left & !PACKED_GAINS)
                + (u32::from(n == 2) << 17)
                + (u32::from(n == 1) << 20)
                + (u32::from(orphan && n == 1) << 24)
                + (1 << 28))
                | (u32::from(orphan && n >= 2) << 27);
            slots[b.r] = g.pack() | counts;
            b.r += 1;
            // The next pattern of `tiles` tiles in lexicographic order: raise the last
            // digit that can take a tile from those after it, and lay those out again from
            // the right.
            let mut after = usize::from(c[kinds - 1]);
            let mut p = kinds - 1;
            let found = loop {
                if p == 0 {
                    break false;
                }
                p -= 1;
                if c[p] < 4 && after > 0 {
                    break true;
                }
                after += usize::from(c[p]);
            };
            if !found {
                b.within = false;
                continue;
            }
            c[p] += 1;
            let mut rest = after - 1;
            for n in c[p + 1..kinds].iter_mut().rev() {
                *n = rest.min(4) as u8;
                rest -= usize::from(*n);
            }
        }
        if b.done {
            debug_assert_eq!(b.r, b.slots.len());
        }
        b.done
    }

    /// The pattern's place in the table (`None` for a pattern no hand has: a count over
    /// 4, or over 14 tiles). Plain loops and arithmetic: this is the hottest code of the
    /// rules, and it must stay fast in the size-optimised browser build too.
    #[inline(always)]
    pub(super) fn rank(&self, c: &[u8]) -> Option<usize> {
        // The two sizes a hand's suits have, with their loops unrolled.
        match (c.len(), self.head) {
            (9, 4) => self.rank_of::<9, 4>(c),
            (7, 3) => self.rank_of::<7, 3>(c),
            _ => self.rank_of::<0, 0>(c),
        }
    }

    /// [`PatternTable::rank`] for patterns of `N` kinds with `H` of them in the head (any
    /// length when `N` is 0).
    #[inline(always)]
    pub(super) fn rank_of<const N: usize, const H: usize>(&self, c: &[u8]) -> Option<usize> {
        let (len, head_len) = if N == 0 { (c.len(), self.head) } else { (N, H) };
        let c = c.get(..len)?;
        // A count of 5 or more (none in a real hand) sets bit 3 of `n + 3`.
        let mut bad = 0u8;
        let mut head = 0usize;
        let mut head_tiles = 0usize;
        let mut i = 0;
        while i < head_len && i < len {
            let n = c[i];
            bad |= n.wrapping_add(3);
            head = head * 5 + n as usize;
            head_tiles += n as usize;
            i += 1;
        }
        let mut tail = 0usize;
        while i < len {
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

    /// The gains of `c`.
    #[inline]
    pub(super) fn get(&self, c: &[u8]) -> Gains {
        unpack(self.get_packed(c))
    }

    /// The packed gains of `c` (a pattern no hand has is searched and packed).
    #[inline(always)]
    pub(super) fn get_packed(&self, c: &[u8]) -> u32 {
        match self.rank(c).and_then(|r| self.slots.get(r)) {
            Some(&p) => p,
            None => pack(&reference_suit_gains(c, self.honors)) | pattern_counts(c, self.honors),
        }
    }
}

/// The bits of a packed word that hold the gains (the rest are [`pattern_counts`]).
pub(super) const PACKED_GAINS: u32 = (1 << 17) - 1;

/// A suit's gains while the tables are built: each row of [`Gains`] in the five low bytes
/// of a word, a step count `v` held as `v + 16` and an impossible one as less than 16, so
/// that a block's steps are one shift and one add, and the better of two a few bitwise
/// operations.
#[derive(Clone, Copy)]
pub(super) struct Lanes {
    /// The row with no pair kept as the hand's head.
    pub(super) none: u64,
    /// The row with one.
    pub(super) head: u64,
}

/// The low bit of each of the five lanes.
pub(super) const LANE_ONES: u64 = 0x01_0101_0101;

impl Lanes {
    /// The lanes of each packed row of growths (bits 0–7 of [`pack`]).
    pub(super) fn rows() -> [u64; 256] {
        std::array::from_fn(|bits| {
            let row = unpack_row(bits as u32, 16);
            row.iter()
                .rev()
                .fold(0u64, |acc, &v| (acc << 8) | v as u8 as u64)
        })
    }

    /// The lanes of a packed word.
    #[inline(always)]
    pub(super) fn unpack(p: u32, rows: &[u64; 256]) -> Lanes {
        // All ones when the suit can give the head.
        let head = 0u64.wrapping_sub(u64::from((p >> 8) & 1));
        Lanes {
            none: rows[(p & 0xff) as usize],
            head: rows[((p >> 9) & 0xff) as usize] & head,
        }
    }

    /// Lane by lane, the larger of `a` and `b` (each lane below 128).
    #[inline(always)]
    pub(super) fn max(a: u64, b: u64) -> u64 {
        pub(super) const HIGH: u64 = 0x80 * LANE_ONES;
        let a_ge = (((a | HIGH) - b) & HIGH) >> 7;
        let m = a_ge * 0xff;
        (a & m) | (b & !m)
    }

    /// Adds the choice of a block worth `steps` beside `sub`'s gains: one block more in
    /// each row.
    #[inline(always)]
    pub(super) fn block(&mut self, sub: Lanes, steps: u64) {
        let more = |row: u64| ((row << 8) & (LANE_ONES * 0xff)) + steps * LANE_ONES;
        self.none = Lanes::max(self.none, more(sub.none));
        self.head = Lanes::max(self.head, more(sub.head));
    }

    /// The packed gains (see [`pack`]).
    #[inline(always)]
    pub(super) fn pack(self) -> u32 {
        let head = self.head & 0xff >= 16;
        let with_head = if head {
            Lanes::growths(self.head) << 9
        } else {
            0
        };
        Lanes::growths(self.none) | (u32::from(head) << 8) | with_head
    }

    /// A row's packed growths: rows never shrink as blocks are allowed, so each lane's
    /// growth is its own difference (0–2), without borrows.
    #[inline(always)]
    pub(super) fn growths(row: u64) -> u32 {
        let d = (row >> 8).wrapping_sub(row);
        (d & 3 | (d >> 6) & 0xc | (d >> 12) & 0x30 | (d >> 18) & 0xc0) as u32
    }
}

/// The other forms' counts of one suit's pattern, packed above its gains: kinds held as
/// a pair (bits 17–19), kinds held (20–23), terminal and honour kinds held (24–26),
/// whether one of those is paired (27), and the suit's tiles (28–31). Seven pairs and
/// thirteen orphans are then counted from four words instead of 34 kinds.
pub(super) fn pattern_counts(c: &[u8], honors: bool) -> u32 {
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
pub(super) fn pack(g: &Gains) -> u32 {
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
pub(super) fn unpack_row(bits: u32, off: i8) -> [i8; 5] {
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

pub(super) static SUIT_TABLES: std::sync::OnceLock<SuitTables> = std::sync::OnceLock::new();

/// The suit tables' build in progress, when [`prepare_tables_step`] has begun it.
pub(super) static BUILDING: std::sync::Mutex<Option<TablesBuild>> = std::sync::Mutex::new(None);

/// The suit tables' build, which can be done in steps: the honours' patterns, then the
/// numbered suits', then the row products.
pub(super) struct TablesBuild {
    pub(super) honors: (PatternTable, Fill),
    pub(super) numbered: (PatternTable, Fill),
}

impl TablesBuild {
    pub(super) fn new() -> TablesBuild {
        let honors = PatternTable::new(7, true);
        let numbered = PatternTable::new(9, false);
        let (h, n) = (honors.start(), numbered.start());
        TablesBuild {
            honors: (honors, h),
            numbered: (numbered, n),
        }
    }

    /// Fills at most `budget` more patterns; true once every pattern is filled.
    pub(super) fn advance(&mut self, budget: usize) -> bool {
        let (table, fill) = &mut self.honors;
        let before = fill.r;
        if !table.fill(fill, budget) {
            return false;
        }
        let used = self.honors.1.r - before;
        let (table, fill) = &mut self.numbered;
        table.fill(fill, budget.saturating_sub(used).max(1))
    }

    pub(super) fn finish(mut self) -> SuitTables {
        self.advance(usize::MAX);
        let (mut honors, h) = self.honors;
        let (mut numbered, n) = self.numbered;
        honors.slots = h.slots;
        numbered.slots = n.slots;
        SuitTables {
            rows: RowTable::new(),
            numbered,
            honors,
        }
    }
}

/// The build left by [`prepare_tables_step`], if any.
pub(super) fn take_building() -> Option<TablesBuild> {
    BUILDING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .take()
}

/// Set once a page builds the tables in steps ([`prepare_tables_step`]).
pub(super) static STEPPING: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// While the tables are built in steps: the row products and the patterns' layout with no
/// pattern filled, so that every lookup falls back to the search (a pattern missing from
/// the tables is searched: [`PatternTable::get_packed`]) — right, and fast enough for the
/// few shanten a page asks before its tables are ready.
pub(super) static PROVISIONAL: std::sync::OnceLock<SuitTables> = std::sync::OnceLock::new();

pub(super) fn suit_tables() -> &'static SuitTables {
    if let Some(t) = SUIT_TABLES.get() {
        return t;
    }
    if STEPPING.load(std::sync::atomic::Ordering::Relaxed) {
        return PROVISIONAL.get_or_init(|| SuitTables {
            rows: RowTable::new(),
            numbered: PatternTable::new(9, false),
            honors: PatternTable::new(7, true),
        });
    }
    SUIT_TABLES.get_or_init(|| take_building().unwrap_or_else(TablesBuild::new).finish())
}

/// Builds the suit tables now if no shanten has been asked yet (otherwise they are built
/// at the first), e.g. to measure the build. Returns the number of patterns in them.
pub fn prepare_tables() -> usize {
    let t = suit_tables();
    t.numbered.slots.len() + t.honors.slots.len()
}

/// Builds at most `budget` more patterns of the suit tables (of 448,480), so that a page
/// can build them in short slices of its idle time instead of in one long task at its
/// first shanten (about 300 ms on a phone). From the first step until they are ready,
/// shanten searches each suit instead (the same numbers, more slowly). True once the
/// tables are ready.
pub fn prepare_tables_step(budget: usize) -> bool {
    if SUIT_TABLES.get().is_some() {
        return true;
    }
    STEPPING.store(true, std::sync::atomic::Ordering::Relaxed);
    let done = {
        let mut guard = BUILDING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let b = guard.get_or_insert_with(TablesBuild::new);
        if b.advance(budget) {
            guard.take()
        } else {
            None
        }
    };
    // (The lock is released before the tables are set: a shanten on another thread may
    // be building them meanwhile, and then that build is the one kept.)
    if let Some(b) = done {
        let _ = SUIT_TABLES.set(b.finish());
    }
    SUIT_TABLES.get().is_some()
}
