//! Kans in the round engine, each test citing the rule it checks (the seed texts on kan,
//! chankan and the EMA rules in `../shared/seeds/`).

mod support;

use rinshan::engine::{AbortReason, Action, Event, Phase, Round};
use rinshan::rules::wall::DEAD_WALL_SIZE;
use rinshan::rules::{Ruleset, TileKind};
use support::table::{
    apply, discard, draw_and_throw, position, position_with_rinshan, seat, t, won_yaku,
};

fn kind(s: &str) -> TileKind {
    t(s).kind()
}

fn revealed(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::DoraRevealed { .. }))
        .count()
}

// Seat 0 discards 7z; seat 1 holds 777z.
const DAIMINKAN: [&str; 4] = [
    "123m456p789s2345s7z",
    "777z123p456m78s99m",
    "19m19p19s1234z55m6m",
    "22m88m33p66p44s66s5z",
];

/// "A player possesses three of a tile type. Then the fourth is discarded. The player
/// may claim the discarded tile" — the replacement tile is drawn and the last live tile
/// moves to the dead wall, which stays at 14. Tenhou turns the new indicator after the
/// kan player's discard.
#[test]
fn daiminkan_draws_a_replacement_and_reveals_after_the_discard() {
    let mut r = position(Ruleset::tenhou(), DAIMINKAN, "1s2s3s4z", "6z", 0);
    apply(&mut r, 0, discard("7z"));
    assert!(r.legal_actions(seat(1)).contains(&Action::Daiminkan));
    let events = apply(&mut r, 1, Action::Daiminkan);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Drew { rinshan: true, .. })));
    assert_eq!(r.wall().live_remaining(), 3);
    assert_eq!(r.wall().dead_wall_size(), DEAD_WALL_SIZE);
    assert_eq!(
        r.wall().dora_indicators().len(),
        1,
        "not yet: after the discard"
    );
    assert!(matches!(r.phase(), Phase::Turn { rinshan: true, .. }));
    let drawn = r.player(seat(1)).hand.last().copied().unwrap_or(t("1z"));
    let events = apply(
        &mut r,
        1,
        Action::Discard {
            tile: drawn,
            riichi: false,
        },
    );
    assert_eq!(revealed(&events), 1);
    assert_eq!(r.wall().dora_indicators().len(), 2);
}

/// EMA: "After revealing a new kan dora, the player takes a replacement tile".
#[test]
fn ema_reveals_the_kan_dora_at_once() {
    let mut r = position(Ruleset::ema(), DAIMINKAN, "1s2s3s4z", "6z", 0);
    apply(&mut r, 0, discard("7z"));
    let events = apply(&mut r, 1, Action::Daiminkan);
    assert_eq!(revealed(&events), 1);
    assert_eq!(r.wall().dora_indicators().len(), 2);
}

/// "A daiminkan may not be made with the last discard of the game"; no calls but ron on
/// the last discard.
#[test]
fn no_daiminkan_on_the_last_discard() {
    let mut r = position(Ruleset::tenhou(), DAIMINKAN, "", "6z", 0);
    let events = apply(&mut r, 0, discard("7z"));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ExhaustiveDraw { .. })));
}

// Seat 0 discards 5p; seat 1 holds 555p; seat 3 waits on 5p with tanyao.
const ADDED: [&str; 4] = [
    "123m456m789s2345s5p",
    "555p123s789m11z22z",
    "19m19p19s234567z9s",
    "46p234m678m345s88p",
];

/// Plays to seat 1's shouminkan turn: seat 1 pons 5p (keeping its third 5p), later
/// draws and may add the kept 5p.
fn to_added_kan(rules: Ruleset) -> Round {
    let mut r = position(rules, ADDED, "6z9p3z4z1p", "6z", 0);
    apply(&mut r, 0, discard("5p"));
    apply(&mut r, 3, Action::Skip);
    apply(
        &mut r,
        1,
        Action::Pon {
            tiles: [t("5p"), t("5p")],
        },
    );
    // "If the player has just claimed a discarded tile ... the ability to declare kan is
    // disabled on this turn."
    assert!(!r
        .legal_actions(seat(1))
        .contains(&Action::Shouminkan { tile: t("5p") }));
    apply(&mut r, 1, discard("2z"));
    for s in [2, 3, 0] {
        draw_and_throw(&mut r, s);
    }
    apply(&mut r, 1, Action::Draw);
    assert!(r
        .legal_actions(seat(1))
        .contains(&Action::Shouminkan { tile: t("5p") }));
    r
}

/// Chankan: "that player may call ron immediately after the shouminkan declaration ... no
/// kan dora indicator is flipped", and no replacement tile is drawn.
#[test]
fn chankan_robs_an_added_kan() {
    let mut r = to_added_kan(Ruleset::tenhou());
    let live_before = r.wall().live_remaining();
    apply(&mut r, 1, Action::Shouminkan { tile: t("5p") });
    assert_eq!(r.legal_actions(seat(3)), vec![Action::Ron, Action::Skip]);
    let events = apply(&mut r, 3, Action::Ron);
    let yaku = won_yaku(&events);
    assert_eq!(yaku, vec!["Tanyao", "Chankan"]);
    assert_eq!(r.wall().dora_indicators().len(), 1);
    assert_eq!(r.wall().live_remaining(), live_before);
    assert!(!events.iter().any(|e| matches!(e, Event::Drew { .. })));
    assert!(r.is_over());
}

/// When nobody robs it, the added kan completes: replacement draw, indicator after the
/// discard (Tenhou).
#[test]
fn an_unrobbed_added_kan_completes() {
    let mut r = to_added_kan(Ruleset::tenhou());
    apply(&mut r, 1, Action::Shouminkan { tile: t("5p") });
    let events = apply(&mut r, 3, Action::Skip);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Drew { rinshan: true, .. })));
    assert_eq!(r.wall().dora_indicators().len(), 1);
}

/// Seat 0 declares riichi discarding 5z, the others pass a turn each, and seat 0 draws
/// its fourth 1m.
fn riichi_then_draw_fourth_1m(seat0: &str) -> Round {
    let hands = [
        seat0,
        "29m19p19s1234z55m6m",
        "22m88m33p66p44s66s7z",
        "44m55m66m77p88p33s6z",
    ];
    let mut r = position(Ruleset::tenhou(), hands, "2z3z4z1m6z6z", "7z", 0);
    apply(
        &mut r,
        0,
        Action::Discard {
            tile: t("5z"),
            riichi: true,
        },
    );
    for s in 1..4 {
        draw_and_throw(&mut r, s);
    }
    apply(&mut r, 0, Action::Draw);
    r
}

/// Riichi: an ankan is allowed only if it does not change the waits.
#[test]
fn ankan_after_riichi_only_if_waits_stay() {
    // 111m + 78s + 99p: waits 6s-9s with or without the kan of 1m.
    let r = riichi_then_draw_fourth_1m("111m234p567s78s99p5z");
    assert!(r
        .legal_actions(seat(0))
        .contains(&Action::Ankan { kind: kind("1m") }));
    // 1112m waits on 2m and 3m; kanning 1m would leave only 2m: not allowed.
    let r = riichi_then_draw_fourth_1m("1112m234p567s789s5z");
    assert!(!r
        .legal_actions(seat(0))
        .contains(&Action::Ankan { kind: kind("1m") }));
}

/// Rinshan kaihou: tsumo on the replacement tile; "the replacement draw is never haitei",
/// even when the kan moved the last live tile to the dead wall.
#[test]
fn rinshan_kaihou_and_never_haitei() {
    let hands = [
        "2222m345p678s789s9s",
        "19m19p19s1234z55m6m",
        "33m88m33p66p44s66s7z",
        "44m55m66m77p88p33s6z",
    ];
    let mut r = position_with_rinshan(Ruleset::tenhou(), hands, "1z", "7z", "9s", 0);
    let events = apply(&mut r, 0, Action::Ankan { kind: kind("2m") });
    assert_eq!(revealed(&events), 1, "an ankan's indicator turns at once");
    assert_eq!(r.wall().live_remaining(), 0);
    let events = apply(&mut r, 0, Action::Tsumo);
    let yaku = won_yaku(&events);
    assert_eq!(yaku, vec!["Menzen tsumo", "Rinshan kaihou"]);
}

/// No kan when the live wall is empty: the dead wall could not be replenished.
#[test]
fn no_kan_with_an_empty_live_wall() {
    let hands = [
        "2222m345p678s789s9s",
        "19m19p19s1234z55m6m",
        "33m88m33p66p44s66s7z",
        "44m55m66m77p88p33s6z",
    ];
    let r = position(Ruleset::tenhou(), hands, "", "7z", 0);
    assert!(!r
        .legal_actions(seat(0))
        .contains(&Action::Ankan { kind: kind("2m") }));
}

// Seat 0 holds three quads, seat 1 a fourth; seat 2 holds 6666z.
const FOUR_KANS: [&str; 4] = [
    "2222m3333p4444s12z",
    "5555z678m789p678s",
    "6666z147m258p369s",
    "19m19p19s1234z777z",
];

fn four_kans(rules: Ruleset) -> Round {
    let mut r = position(rules, FOUR_KANS, "3z4z4z1s1s1s", "7z", 0);
    for k in ["2m", "3p", "4s"] {
        apply(&mut r, 0, Action::Ankan { kind: kind(k) });
    }
    apply(&mut r, 0, discard("1z"));
    apply(&mut r, 1, Action::Draw);
    apply(&mut r, 1, Action::Ankan { kind: kind("5z") });
    let drawn = r.player(seat(1)).hand.last().copied().unwrap_or(t("1z"));
    apply(
        &mut r,
        1,
        Action::Discard {
            tile: drawn,
            riichi: false,
        },
    );
    r
}

/// Four kans by two players: the hand aborts once the fourth-kan player's discard
/// passes (Tenhou); EMA plays on, and "under no circumstance can a fifth kantsu be made".
#[test]
fn four_kans_abort_or_forbid_a_fifth() {
    let r = four_kans(Ruleset::tenhou());
    assert!(r.log().contains(&Event::AbortiveDraw {
        reason: AbortReason::FourKans
    }));
    let mut r = four_kans(Ruleset::ema());
    assert!(!r.is_over());
    apply(&mut r, 2, Action::Draw);
    assert!(!r
        .legal_actions(seat(2))
        .contains(&Action::Ankan { kind: kind("6z") }));
    assert_eq!(r.wall().dora_indicators().len(), 5);
}
