//! Shanten, waits and tenpai discards, with worked examples and property tests.

use proptest::prelude::*;
use rinshan::rules::decompose::readings;
use rinshan::rules::hand::counts_of;
use rinshan::rules::shanten::{
    acceptance_kinds, chiitoitsu_shanten, kokushi_shanten, shanten, shanten_after_discards,
    shape_shanten, standard_shanten,
};
use rinshan::rules::waits::{tenpai_discards, waits};
use rinshan::rules::{
    format_mpsz, parse_mpsz, score, Hand, Ruleset, Tile, TileKind, Win, WinMethod,
};

fn counts(s: &str) -> [u8; 34] {
    counts_of(parse_mpsz(s).unwrap_or_default())
}

fn kinds(list: &[TileKind]) -> String {
    let tiles: Vec<Tile> = list.iter().map(|&k| Tile::new(k)).collect();
    format_mpsz(&tiles)
}

fn wait_text(hand: &str) -> String {
    let h = Hand::parse(hand).unwrap_or_else(|e| panic!("{hand}: {e}"));
    kinds(&waits(
        &h.concealed_counts(),
        h.melds().len(),
        &h.held_counts(),
    ))
}

#[test]
fn classic_wait_shapes() {
    assert_eq!(wait_text("123m456p789s23s55z"), "14s");
    assert_eq!(wait_text("123m456p789s13s55z"), "2s");
    assert_eq!(wait_text("123m456p789s12s55z"), "3s");
    assert_eq!(wait_text("123m456p789s55s55z"), "5s5z");
    assert_eq!(wait_text("123m456p789s111s5z"), "5z");
    // Nobetan: 1234 waits on 1 and 4.
    assert_eq!(wait_text("1234m456p789s555z"), "14m");
    // Chuuren poutou: the nine-sided wait.
    assert_eq!(wait_text("1112345678999m"), "123456789m");
    // Kokushi 13-sided and single waits.
    assert_eq!(wait_text("19m19p19s1234567z"), "19m19p19s1234567z");
    assert_eq!(wait_text("119m19p19s123456z"), "7z");
    // Seven pairs.
    assert_eq!(wait_text("1122m3344p5566s7z"), "7z");
    // With melds: a single tile left after four melds.
    assert_eq!(wait_text("5z pon:111m pon:222p pon:333s pon:444z"), "5z");
}

/// A tile the player already holds all four of is not a real wait: 1111m kept as a
/// triplet plus a tanki on the fourth 1m waits on nothing, so the hand is not tenpai.
#[test]
fn no_wait_on_a_tile_held_four_times() {
    assert_eq!(wait_text("1111m234p567s789s"), "");
    let c = counts("1111m234p567s789s");
    assert_eq!(shape_shanten(&c, 0), 0);
    assert_eq!(shanten(&c, 0, &c), 1);
    // The same holds when the fourth copy sits in a meld.
    assert_eq!(wait_text("1m234p567s789s pon:111m"), "");
    // But 1111m + 23m also waits on 4m.
    assert_eq!(wait_text("111123m456p789s5z"), "5z");
    assert_eq!(wait_text("1111234m789s555z"), "4m");
}

#[test]
fn shanten_examples() {
    assert_eq!(standard_shanten(&counts("147m258p369s1234z"), 0), 8);
    assert_eq!(chiitoitsu_shanten(&counts("147m258p369s1234z")), 6);
    assert_eq!(kokushi_shanten(&counts("147m258p369s1234z")), 7);
    assert_eq!(shape_shanten(&counts("147m258p369s1234z"), 0), 6);
    assert_eq!(shape_shanten(&counts("123m456p789s1122z"), 0), 0);
    assert_eq!(shape_shanten(&counts("123m456p789s11223z"), 0), 0);
    assert_eq!(shape_shanten(&counts("12m45p78s1234567z"), 0), 5);
    assert_eq!(shape_shanten(&counts("1m"), 4), 0);
}

#[test]
fn discards_that_leave_tenpai() {
    let h = Hand::parse("123m456p789s234s5z9m").unwrap_or_else(|e| panic!("{e}"));
    let found = tenpai_discards(&h.concealed_counts(), 0, &h.held_counts());
    let summary: Vec<String> = found
        .iter()
        .map(|d| format!("{}:{}", Tile::new(d.discard), kinds(&d.waits)))
        .collect();
    assert_eq!(summary, vec!["9m:5z", "5z:9m"]);
}

/// A complete hand from random groups and a pair, as counts (never more than four of a
/// kind), for property tests that need tenpai hands.
fn complete_hand() -> impl Strategy<Value = Vec<Tile>> {
    let group = (0u8..34, any::<bool>());
    (proptest::collection::vec(group, 4), 0u8..34).prop_filter_map(
        "at most four of a kind",
        |(groups, pair)| {
            let mut tiles = Vec::new();
            for (k, seq) in groups {
                let kind = TileKind::new(k)?;
                if seq && !kind.is_honor() && kind.number() <= 7 {
                    for d in 0..3 {
                        tiles.push(Tile::new(TileKind::new(k + d)?));
                    }
                } else {
                    tiles.extend([Tile::new(kind); 3]);
                }
            }
            let p = Tile::new(TileKind::new(pair)?);
            tiles.extend([p, p]);
            let c = counts_of(tiles.iter().copied());
            c.iter().all(|&n| n <= 4).then_some(tiles)
        },
    )
}

fn random_hand(n: usize) -> impl Strategy<Value = Vec<Tile>> {
    let set = rinshan::rules::wall::tile_set(rinshan::rules::RedFives::NONE);
    Just(set).prop_shuffle().prop_map(move |s| s[..n].to_vec())
}

/// `n` tiles drawn from the kinds `keep` allows only (hands rich in pairs, or in
/// terminals and honours, where seven pairs and kokushi count).
fn hand_of_kinds(n: usize, keep: fn(usize) -> bool) -> impl Strategy<Value = Vec<Tile>> {
    let set: Vec<Tile> = rinshan::rules::wall::tile_set(rinshan::rules::RedFives::NONE)
        .into_iter()
        .filter(|t| keep(t.kind().index()))
        .collect();
    Just(set).prop_shuffle().prop_map(move |s| s[..n].to_vec())
}

/// A hand of `n` tiles: any tiles, few kinds, or terminals and honours only.
fn varied_hand(n: usize) -> impl Strategy<Value = Vec<Tile>> {
    prop_oneof![
        random_hand(n),
        hand_of_kinds(n, |k| k < 5 || (27..31).contains(&k)),
        hand_of_kinds(n, |k| rinshan::rules::shanten::KOKUSHI_KINDS.contains(&k)),
    ]
}

proptest! {
    /// Shanten is 0 exactly when the hand has a real wait.
    #[test]
    fn tenpai_iff_waits(tiles in prop_oneof![
        random_hand(13),
        complete_hand().prop_flat_map(|t| (Just(t), 0usize..14)).prop_map(|(mut t, i)| { t.remove(i); t })
    ]) {
        let c = counts_of(tiles.iter().copied());
        let w = waits(&c, 0, &c);
        prop_assert_eq!(shanten(&c, 0, &c) == 0, !w.is_empty(), "{}", format_mpsz(&tiles));
    }

    /// Adding any wait tile to a tenpai hand gives a complete hand, which has a reading.
    #[test]
    fn a_wait_completes_the_hand(tiles in complete_hand().prop_flat_map(|t| (Just(t), 0usize..14)).prop_map(|(mut t, i)| { t.remove(i); t })) {
        let c = counts_of(tiles.iter().copied());
        for k in waits(&c, 0, &c) {
            let mut full = c;
            full[k.index()] += 1;
            prop_assert_eq!(shape_shanten(&full, 0), -1);
            let mut concealed = tiles.clone();
            concealed.push(Tile::new(k));
            let hand = Hand::new(concealed, Vec::new());
            prop_assert!(hand.is_ok());
            if let Ok(hand) = hand {
                prop_assert!(!readings(&hand, k, false).is_empty());
            }
        }
    }

    /// The search shanten and the reading enumeration agree on which 14-tile hands are
    /// complete (two independent implementations).
    #[test]
    fn complete_iff_readable(tiles in prop_oneof![random_hand(14), complete_hand()]) {
        let c = counts_of(tiles.iter().copied());
        let hand = Hand::new(tiles.clone(), Vec::new());
        prop_assert!(hand.is_ok());
        if let Ok(hand) = hand {
            let readable = !readings(&hand, tiles[0].kind(), false).is_empty();
            prop_assert_eq!(shape_shanten(&c, 0) == -1, readable, "{}", format_mpsz(&tiles));
        }
    }

    /// Shanten never exceeds the trivial bounds: 8 for the standard form, 6 overall.
    #[test]
    fn shanten_bounds(tiles in random_hand(13)) {
        let c = counts_of(tiles.iter().copied());
        prop_assert!(standard_shanten(&c, 0) <= 8);
        prop_assert!(shape_shanten(&c, 0) <= 6);
        prop_assert!(shape_shanten(&c, 0) >= 0);
    }

    /// The score does not depend on the order the tiles are given in.
    #[test]
    fn points_invariant_under_permutation(
        (tiles, order) in complete_hand().prop_flat_map(|t| { let n = t.len(); (Just(t), Just((0..n).collect::<Vec<_>>()).prop_shuffle()) }),
        tsumo in any::<bool>(),
    ) {
        let win_tile = tiles[13];
        let rules = Ruleset::tenhou();
        let mk = |ts: Vec<Tile>| Hand::new(ts, Vec::new());
        let base: Vec<Tile> = tiles[..13].to_vec();
        let permuted: Vec<Tile> = order.iter().filter(|&&i| i < 13).map(|&i| tiles[i]).collect();
        let method = if tsumo { WinMethod::Tsumo } else { WinMethod::Ron };
        let mut win = Win::new(win_tile, method, TileKind::wind(1));
        win.riichi = rinshan::rules::RiichiState::Riichi;
        let a = mk(base).map(|h| score(&h, &win, &rules));
        let b = mk(permuted).map(|h| score(&h, &win, &rules));
        prop_assert_eq!(a, b);
    }
}

proptest! {
    /// Shanten is exactly the number of exchanges to tenpai: one exchange (draw a tile,
    /// discard one) never lowers it by more than one, and from any hand that is not
    /// tenpai some exchange lowers it by one. With tenpai checked against the waits
    /// above, this pins every shanten number by induction.
    #[test]
    fn shanten_moves_one_exchange_at_a_time(tiles in prop_oneof![
        random_hand(13),
        complete_hand().prop_flat_map(|t| (Just(t), 0usize..14, 0usize..14)).prop_map(|(mut t, i, j)| {
            t.remove(i);
            let k = j.min(t.len() - 1);
            t.remove(k);
            t.push(Tile::new(TileKind::wind(3)));
            t
        }).prop_filter("at most four of a kind", |t| counts_of(t.iter().copied()).iter().all(|&n| n <= 4))
    ]) {
        let c = counts_of(tiles.iter().copied());
        let s = shape_shanten(&c, 0);
        let mut best = i8::MAX;
        for draw in 0..34 {
            if c[draw] >= 4 {
                continue;
            }
            let mut d = c;
            d[draw] += 1;
            for discard in 0..34 {
                if d[discard] == 0 || discard == draw {
                    continue;
                }
                d[discard] -= 1;
                let after = shape_shanten(&d, 0);
                prop_assert!(after >= s - 1, "{} -> {after} after exchange", format_mpsz(&tiles));
                best = best.min(after);
                d[discard] += 1;
            }
        }
        if s > 0 {
            prop_assert_eq!(best, s - 1, "{}", format_mpsz(&tiles));
        }
    }
}

// The suit tables that replaced the per-suit search hold every pattern a hand can have
// (counts 0–4 of each kind, at most 14 tiles of the suit), and agree with the search.
mod suit_tables {
    use proptest::prelude::*;
    use rinshan::rules::shanten::{
        chiitoitsu_shanten, kokushi_shanten, prepare_tables, reference_standard_shanten,
        reference_suit_gains, shape_shanten, standard_shanten, suit_gains,
    };

    /// Every pattern of `kinds` kinds with at most `max` tiles, in lexicographic order.
    fn patterns(kinds: usize, max: u8) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        let mut c = vec![0u8; kinds];
        loop {
            out.push(c.clone());
            let mut p = kinds;
            loop {
                if p == 0 {
                    return out;
                }
                p -= 1;
                let sum: u8 = c[..=p].iter().sum();
                if c[p] < 4 && sum < max {
                    c[p] += 1;
                    c[p + 1..].fill(0);
                    break;
                }
            }
        }
    }

    #[test]
    fn the_tables_hold_every_pattern_of_up_to_fourteen_tiles() {
        assert_eq!(
            patterns(9, 14).len() + patterns(7, 14).len(),
            prepare_tables()
        );
        assert_eq!(patterns(9, 14).len(), 405_350);
        assert_eq!(patterns(7, 14).len(), 43_130);
    }

    /// Exhaustive for small patterns (the search is fast there), numbered and honours.
    #[test]
    fn every_pattern_of_up_to_nine_tiles_agrees_with_the_search() {
        for (kinds, honors) in [(9, false), (7, true)] {
            for c in patterns(kinds, 9) {
                assert_eq!(
                    suit_gains(&c, honors),
                    reference_suit_gains(&c, honors),
                    "{c:?}"
                );
            }
        }
    }

    /// All fourteen tiles of one suit, or all but a few: the hands that made the search
    /// explode.
    fn one_suit_hand(extra: usize) -> impl Strategy<Value = [u8; 34]> {
        (
            0usize..3,
            proptest::collection::vec(0usize..9, 14 - extra),
            proptest::collection::vec(0usize..34, extra),
        )
            .prop_filter_map("at most four of a kind", |(suit, main, other)| {
                let mut c = [0u8; 34];
                for k in main {
                    c[suit * 9 + k] += 1;
                }
                for k in other {
                    c[k] += 1;
                }
                c.iter().all(|&n| n <= 4).then_some(c)
            })
    }

    fn random_hand(n: usize) -> impl Strategy<Value = [u8; 34]> {
        proptest::collection::vec(0usize..34, n).prop_filter_map("at most four of a kind", |ks| {
            let mut c = [0u8; 34];
            for k in ks {
                c[k] += 1;
            }
            c.iter().all(|&n| n <= 4).then_some(c)
        })
    }

    /// A hand of `n` tiles beside the melds that make it up to fourteen, all in one suit
    /// when `one_suit`.
    fn sized_hand() -> impl Strategy<Value = ([u8; 34], usize)> {
        (
            proptest::sample::select(vec![1usize, 2, 4, 5, 7, 8, 10, 11, 13, 14]),
            any::<bool>(),
        )
            .prop_flat_map(|(n, one_suit)| {
                (
                    proptest::collection::vec(0usize..34, n),
                    Just(one_suit),
                    Just((14 - n) / 3),
                )
            })
            .prop_filter_map("at most four of a kind", |(ks, one_suit, melds)| {
                let mut c = [0u8; 34];
                for k in ks {
                    c[if one_suit { k % 9 } else { k }] += 1;
                }
                c.iter().all(|&n| n <= 4).then_some((c, melds))
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// The tables' shape shanten (the row table combining the suits, seven pairs and
        /// kokushi from the packed counts) against the search and the forms counted kind
        /// by kind, at every hand size the game has (1 to 14 concealed tiles, with melds).
        #[test]
        fn shape_shanten_agrees_with_the_search_at_every_hand_size((c, melds) in sized_hand()) {
            let tiles: usize = c.iter().map(|&n| usize::from(n)).sum();
            let mut old = reference_standard_shanten(&c, melds);
            if melds == 0 && tiles >= 13 {
                old = old.min(chiitoitsu_shanten(&c)).min(kokushi_shanten(&c));
            }
            prop_assert_eq!(shape_shanten(&c, melds), old);
            prop_assert_eq!(standard_shanten(&c, melds), reference_standard_shanten(&c, melds));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        #[test]
        fn large_patterns_agree_with_the_search(c in proptest::collection::vec(0u8..5, 9)
            .prop_filter("at most 14 tiles", |c| c.iter().map(|&n| u32::from(n)).sum::<u32>() <= 14)) {
            prop_assert_eq!(suit_gains(&c, false), reference_suit_gains(&c, false));
            prop_assert_eq!(suit_gains(&c[..7], true), reference_suit_gains(&c[..7], true));
        }

        #[test]
        fn shanten_agrees_with_the_search_on_one_suit_and_random_hands(
            c in prop_oneof![one_suit_hand(0), one_suit_hand(1), one_suit_hand(3), random_hand(14), random_hand(13)],
            melds in 0usize..2,
        ) {
            let tiles: usize = c.iter().map(|&n| usize::from(n)).sum();
            let melds = melds.min((14 - tiles.min(14)) / 3);
            prop_assert_eq!(standard_shanten(&c, melds), reference_standard_shanten(&c, melds));
        }
    }
}

// The quick completeness check gives the same answer as counting shanten to −1.
mod completeness {
    use proptest::prelude::*;
    use rinshan::rules::shanten::{is_complete, shape_shanten};

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]
        #[test]
        fn is_complete_iff_shanten_is_minus_one(
            ks in proptest::collection::vec(0usize..34, 14),
            melds in 0usize..3,
            one_suit in any::<bool>(),
        ) {
            let mut c = [0u8; 34];
            for k in ks.iter().take(14 - 3 * melds) {
                let k = if one_suit { k % 9 } else { *k };
                c[k] += 1;
            }
            prop_assume!(c.iter().all(|&n| n <= 4));
            prop_assert_eq!(is_complete(&c, melds), shape_shanten(&c, melds) == -1, "{:?}", c);
        }
    }

    #[test]
    fn complete_hands_of_each_form() {
        let counts = |s: &str| {
            let mut c = [0u8; 34];
            for t in rinshan::rules::parse_mpsz(s).unwrap_or_default() {
                c[t.kind().index()] += 1;
            }
            c
        };
        assert!(is_complete(&counts("123m456p789s11122z"), 0));
        assert!(is_complete(&counts("11223344556677z"), 0));
        assert!(is_complete(&counts("19m19p19s12345677z"), 0));
        assert!(is_complete(&counts("11122233344455m"), 0));
        assert!(is_complete(&counts("55z"), 4));
        assert!(!is_complete(&counts("123m456p789s1122z"), 0));
        assert!(!is_complete(&counts("1122334455667z"), 0));
    }
}

proptest! {
    /// Tile acceptance (ukeire) is the kinds whose draw lowers the shanten: the fast count
    /// agrees with adding each kind and counting the shanten again, for closed hands (all
    /// three forms) and hands beside melds.
    #[test]
    fn acceptance_kinds_agree_with_shanten_of_each_draw(
        tiles in prop_oneof![varied_hand(13), varied_hand(10), varied_hand(7), varied_hand(4)],
    ) {
        let c = counts_of(tiles.iter().copied());
        let melds = (13 - tiles.len()) / 3;
        let (now, kinds) = acceptance_kinds(&c, melds);
        prop_assert_eq!(now, shape_shanten(&c, melds));
        for k in 0..34 {
            let mut x = c;
            let expected = x[k] < 4 && {
                x[k] += 1;
                shape_shanten(&x, melds) < now
            };
            prop_assert_eq!(kinds[k], expected, "{} + kind {}", format_mpsz(&tiles), k);
        }
    }
}

proptest! {
    /// The shanten after each discard, counted fast, agrees with taking each kind out and
    /// counting the shanten again (closed hands with all three forms, and beside melds).
    #[test]
    fn shanten_after_discards_agree_with_shanten_of_each_discard(
        tiles in prop_oneof![varied_hand(14), varied_hand(11), varied_hand(8), varied_hand(5)],
    ) {
        let c = counts_of(tiles.iter().copied());
        let melds = (14 - tiles.len()) / 3;
        let after = shanten_after_discards(&c, melds);
        for k in 0..34 {
            let expected = if c[k] == 0 {
                i8::MAX
            } else {
                let mut x = c;
                x[k] -= 1;
                shape_shanten(&x, melds)
            };
            prop_assert_eq!(after[k], expected, "{} - kind {}", format_mpsz(&tiles), k);
        }
    }
}

/// Seven pairs must be seven different pairs (EMA 2016, 9.2.1: "Seven pairs", four of a
/// kind is not two pairs), so a hand of six pairs, one of them a triplet, is one step
/// from tenpai and any new kind takes that step, even one far from every tile held.
#[test]
fn seven_pairs_accept_any_new_kind() {
    let c = counts("1133m5577p99s2223z");
    let c = {
        let mut c = c;
        c[27 + 2] = 0; // 3z out: six pairs and a third 2z
        c
    };
    assert_eq!(c.iter().map(|&n| u32::from(n)).sum::<u32>(), 13);
    let (now, kinds) = acceptance_kinds(&c, 0);
    assert_eq!(now, 1);
    let far = TileKind::wind(3).index(); // 4z, North: no tile near it
    assert!(kinds[far]);
    assert!(kinds[18]); // 1s
    assert!(!kinds[28]); // a fourth 2z is not a new pair
}
