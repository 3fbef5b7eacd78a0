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

/// The most tiles of one suit a hand can hold (14 concealed tiles in all).
const MAX_SUIT_TILES: usize = 14;

/// Every suit pattern's gains: one table for the numbered suits (nine kinds) and one for
/// the honours (seven kinds, no runs). A pattern (counts 0–4 per kind, at most 14 tiles)
/// is found by its rank among all patterns, so the tables have a place for exactly the
/// patterns a hand can have: 405,350 for a numbered suit and 43,130 for the honours, 4
/// bytes each (1.8 MB in all). Both are built whole the first time a shanten is asked,
/// bottom up in the order of their places (a pattern's value is read from the smaller
/// patterns it holds, all placed before it), so no hand ever waits for more than a few
/// table reads — a one-suit hand costs what any hand costs.
struct SuitTables {
    numbered: PatternTable,
    honors: PatternTable,
    rows: RowTable,
}

/// The max-plus product of two packed rows (see [`pack`]: a row of gains as its four
/// growths, two bits each), for every pair of rows: the product of two rows that start at
/// 0 and grow by 0 to 2 a block grows so too, so it is a packed row again, and a hand's
/// four suits combine by a few reads of this table (64 KB, built with the suit tables)
/// instead of a hundred additions and comparisons.
struct RowTable {
    /// `product[a << 8 | b]`: the packed product of rows `a` and `b`.
    product: Vec<u8>,
    /// Each packed row's values in byte lanes (see [`Lanes`]).
    lanes: [u64; 256],
}

impl RowTable {
    fn new() -> RowTable {
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
    fn product(&self, a: u32, b: u32) -> u32 {
        u32::from(self.product[(((a & 0xff) << 8) | (b & 0xff)) as usize])
    }

    /// The larger of two packed rows, step by step.
    #[inline(always)]
    fn larger(&self, a: u32, b: u32) -> u32 {
        let m = Lanes::max(
            self.lanes[(a & 0xff) as usize],
            self.lanes[(b & 0xff) as usize],
        );
        Lanes { none: m, head: 0 }.pack() & 0xff
    }

    /// Two parts' packed gains combined (with at most one head in all), packed: the
    /// same as [`combine`] on the unpacked gains.
    #[inline(always)]
    fn combine(&self, a: u32, b: u32) -> u32 {
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
    fn shanten(&self, a: u32, b: u32, melds: usize) -> i8 {
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
struct PatternTable {
    kinds: usize,
    honors: bool,
    /// Digits in the head of a pattern (the rest are its tail).
    head: usize,
    /// Patterns with fewer tiles than the index.
    base: [u32; MAX_SUIT_TILES + 2],
    /// `head_rank[h * 15 + tail_tiles]`: what the head digits add to the rank.
    head_rank: Box<[u32]>,
    /// Per tail (base-5 digits): what the tail adds to the rank, in the low 24 bits, and
    /// its tiles above them.
    tail_rank: Box<[u32]>,
    /// Each pattern's gains and other forms' counts, packed (see [`pack`] and
    /// [`pattern_counts`]).
    slots: Box<[u32]>,
}

/// A pattern table's filling in progress ([`PatternTable::fill`]), which can be done in
/// steps: the slots so far and where the next pattern is.
struct Fill {
    slots: Box<[u32]>,
    /// What one tile of each kind adds to the head's and the tail's digits.
    weight: [(usize, usize); 9],
    rows: [u64; 256],
    /// The next slot.
    r: usize,
    /// The tiles of the patterns being filled.
    tiles: usize,
    /// The next pattern's counts.
    c: [u8; 9],
    /// `c` is a pattern of `tiles` tiles still to fill.
    within: bool,
    done: bool,
}

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
    /// The table's layout (how patterns are ranked), with no pattern filled yet: see
    /// [`PatternTable::start`] and [`PatternTable::fill`].
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
    fn size(&self) -> usize {
        self.base[MAX_SUIT_TILES + 1] as usize
    }

    /// The place of the pattern whose head digits read `h` and tail digits `t` (base 5),
    /// with `tiles` tiles in all (at most 14).
    #[inline(always)]
    fn place(&self, h: usize, t: usize, tiles: usize) -> usize {
        let tr = self.tail_rank[t];
        let tail_tiles = (tr >> 24) as usize;
        (self.base[tiles]
            + self.head_rank[h * (MAX_SUIT_TILES + 1) + tail_tiles]
            + (tr & 0x00ff_ffff)) as usize
    }

    /// The packed word of the pattern at `(h, t, tiles)` (see [`PatternTable::place`])
    /// less one tile of each kind in `take`, from the slots built so far.
    #[inline(always)]
    fn less<const N: usize>(
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
    fn start(&self) -> Fill {
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
    fn fill(&self, b: &mut Fill, budget: usize) -> bool {
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
    fn rank(&self, c: &[u8]) -> Option<usize> {
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
    fn rank_of<const N: usize, const H: usize>(&self, c: &[u8]) -> Option<usize> {
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
    fn get(&self, c: &[u8]) -> Gains {
        unpack(self.get_packed(c))
    }

    /// The packed gains of `c` (a pattern no hand has is searched and packed).
    #[inline(always)]
    fn get_packed(&self, c: &[u8]) -> u32 {
        match self.rank(c).and_then(|r| self.slots.get(r)) {
            Some(&p) => p,
            None => pack(&reference_suit_gains(c, self.honors)) | pattern_counts(c, self.honors),
        }
    }
}

/// The bits of a packed word that hold the gains (the rest are [`pattern_counts`]).
const PACKED_GAINS: u32 = (1 << 17) - 1;

/// A suit's gains while the tables are built: each row of [`Gains`] in the five low bytes
/// of a word, a step count `v` held as `v + 16` and an impossible one as less than 16, so
/// that a block's steps are one shift and one add, and the better of two a few bitwise
/// operations.
#[derive(Clone, Copy)]
struct Lanes {
    /// The row with no pair kept as the hand's head.
    none: u64,
    /// The row with one.
    head: u64,
}

/// The low bit of each of the five lanes.
const LANE_ONES: u64 = 0x01_0101_0101;

impl Lanes {
    /// The lanes of each packed row of growths (bits 0–7 of [`pack`]).
    fn rows() -> [u64; 256] {
        std::array::from_fn(|bits| {
            let row = unpack_row(bits as u32, 16);
            row.iter()
                .rev()
                .fold(0u64, |acc, &v| (acc << 8) | v as u8 as u64)
        })
    }

    /// The lanes of a packed word.
    #[inline(always)]
    fn unpack(p: u32, rows: &[u64; 256]) -> Lanes {
        // All ones when the suit can give the head.
        let head = 0u64.wrapping_sub(u64::from((p >> 8) & 1));
        Lanes {
            none: rows[(p & 0xff) as usize],
            head: rows[((p >> 9) & 0xff) as usize] & head,
        }
    }

    /// Lane by lane, the larger of `a` and `b` (each lane below 128).
    #[inline(always)]
    fn max(a: u64, b: u64) -> u64 {
        const HIGH: u64 = 0x80 * LANE_ONES;
        let a_ge = (((a | HIGH) - b) & HIGH) >> 7;
        let m = a_ge * 0xff;
        (a & m) | (b & !m)
    }

    /// Adds the choice of a block worth `steps` beside `sub`'s gains: one block more in
    /// each row.
    #[inline(always)]
    fn block(&mut self, sub: Lanes, steps: u64) {
        let more = |row: u64| ((row << 8) & (LANE_ONES * 0xff)) + steps * LANE_ONES;
        self.none = Lanes::max(self.none, more(sub.none));
        self.head = Lanes::max(self.head, more(sub.head));
    }

    /// The packed gains (see [`pack`]).
    #[inline(always)]
    fn pack(self) -> u32 {
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
    fn growths(row: u64) -> u32 {
        let d = (row >> 8).wrapping_sub(row);
        (d & 3 | (d >> 6) & 0xc | (d >> 12) & 0x30 | (d >> 18) & 0xc0) as u32
    }
}

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

/// The suit tables' build in progress, when [`prepare_tables_step`] has begun it.
static BUILDING: std::sync::Mutex<Option<TablesBuild>> = std::sync::Mutex::new(None);

/// The suit tables' build, which can be done in steps: the honours' patterns, then the
/// numbered suits', then the row products.
struct TablesBuild {
    honors: (PatternTable, Fill),
    numbered: (PatternTable, Fill),
}

impl TablesBuild {
    fn new() -> TablesBuild {
        let honors = PatternTable::new(7, true);
        let numbered = PatternTable::new(9, false);
        let (h, n) = (honors.start(), numbered.start());
        TablesBuild {
            honors: (honors, h),
            numbered: (numbered, n),
        }
    }

    /// Fills at most `budget` more patterns; true once every pattern is filled.
    fn advance(&mut self, budget: usize) -> bool {
        let (table, fill) = &mut self.honors;
        let before = fill.r;
        if !table.fill(fill, budget) {
            return false;
        }
        let used = self.honors.1.r - before;
        let (table, fill) = &mut self.numbered;
        table.fill(fill, budget.saturating_sub(used).max(1))
    }

    fn finish(mut self) -> SuitTables {
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
fn take_building() -> Option<TablesBuild> {
    BUILDING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .take()
}

/// Set once a page builds the tables in steps ([`prepare_tables_step`]).
static STEPPING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// While the tables are built in steps: the row products and the patterns' layout with no
/// pattern filled, so that every lookup falls back to the search (a pattern missing from
/// the tables is searched: [`PatternTable::get_packed`]) — right, and fast enough for the
/// few shanten a page asks before its tables are ready.
static PROVISIONAL: std::sync::OnceLock<SuitTables> = std::sync::OnceLock::new();

fn suit_tables() -> &'static SuitTables {
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
