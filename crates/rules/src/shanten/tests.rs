//! Shanten by the tables against the reference search, and the forms by example.

use super::*;
use crate::tile::parse_mpsz;

fn counts(s: &str) -> Counts {
    let mut c = [0; 34];
    for t in parse_mpsz(s).unwrap_or_default() {
        c[t.kind().index()] += 1;
    }
    c
}

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

/// The row table's combination is the gains' combination, for every pair of the packed
/// gains the suit tables hold (and a part without a head).
#[test]
fn the_row_table_combines_as_the_gains_do() {
    let t = suit_tables();
    let mut words: Vec<u32> = t
        .numbered
        .slots
        .iter()
        .chain(&t.honors.slots)
        .map(|&p| p & PACKED_GAINS)
        .collect();
    words.sort_unstable();
    words.dedup();
    assert!(words.len() > 20, "{}", words.len());
    for &a in &words {
        for &b in &words {
            assert_eq!(
                t.rows.combine(a, b),
                pack(&combine(&unpack(a), &unpack(b))),
                "{a:#x} {b:#x}"
            );
            for melds in 0..5 {
                assert_eq!(
                    t.rows.shanten(a, b, melds),
                    shanten_of_halves(&unpack(a), &unpack(b), melds),
                    "{a:#x} {b:#x} {melds}"
                );
            }
        }
    }
}

/// The tables built in short steps (as a page builds them, in slices before its first
/// shanten) are the tables built at once, pattern for pattern; and the public step
/// reports them ready only when they are.
#[test]
fn tables_built_in_steps_are_the_tables_built_at_once() {
    let whole = TablesBuild::new().finish();
    let mut steps = TablesBuild::new();
    let mut rounds = 0;
    while !steps.advance(997) {
        rounds += 1;
    }
    assert!(rounds > 400, "{rounds} steps of 997 patterns");
    let stepped = steps.finish();
    assert_eq!(stepped.honors.slots, whole.honors.slots);
    assert_eq!(stepped.numbered.slots, whole.numbered.slots);
    assert_eq!(stepped.rows.product, whole.rows.product);
    // The shared tables: steps until ready, then every step says so.
    while !prepare_tables_step(50_000) {}
    assert!(prepare_tables_step(1));
    assert_eq!(suit_tables().numbered.slots, whole.numbered.slots);
}

/// While the tables are built in steps, shanten searches each suit: the same numbers as
/// the tables give (a lookup into a table with no pattern filled falls back to the search).
#[test]
fn the_provisional_tables_answer_as_the_tables_do() {
    let provisional = SuitTables {
        rows: RowTable::new(),
        numbered: PatternTable::new(9, false),
        honors: PatternTable::new(7, true),
    };
    let whole = TablesBuild::new().finish();
    for hand in [
        "123m456p789s1122z",
        "1112345678999m",
        "19m19p19s1234567z",
        "2244668m1133557p",
    ] {
        let c = counts(hand);
        for (a, b) in [
            (0..9, false),
            (9..18, false),
            (18..27, false),
            (27..34, true),
        ] {
            let (t1, t2) = if b {
                (&provisional.honors, &whole.honors)
            } else {
                (&provisional.numbered, &whole.numbered)
            };
            assert_eq!(t1.get_packed(&c[a.clone()]), t2.get_packed(&c[a]), "{hand}");
        }
    }
}
