//! Why the engine refuses a call or a kan, in the words the table and the tutorial
//! widgets show, for the rules the tutorial page does not already exercise: no calls after
//! riichi or on the last discard, no kan on an empty wall or in the turn of a call, no win
//! without a yaku, furiten, and chii from across the table whether or not anyone else
//! could call the tile.

mod support;

use rinshan::api::table::ScenarioRound;
use rinshan::engine::{Action, Phase, Refusal, Round};
use rinshan::play::ask::{ask_options, AskOption};
use rinshan::play::stepper::Stepper;
use rinshan::play::{Scenario, Settings};
use rinshan::rules::{Ruleset, Seat};
use rinshan::text::{refusal, Lang};
use support::table::{apply, discard, position, t};

/// Seat 0's options at the end of a scenario's scripts.
fn options(scenario: &str) -> Vec<AskOption> {
    let setup = Scenario::parse_scenario(scenario).expect("scenario reads");
    let mut s = Stepper::new(&setup, None, Settings::default()).expect("scenario builds");
    s.go_to(s.total());
    ask_options(s.round(), Lang::En)
}

/// The reason given for the option `label`, which must be refused.
fn reason(opts: &[AskOption], label: &str) -> String {
    let o = opts
        .iter()
        .find(|o| o.label == label)
        .unwrap_or_else(|| panic!("no option {label}"));
    assert!(!o.legal, "{label} should be refused");
    o.reason.clone().unwrap_or_default()
}

#[test]
fn after_riichi_no_call_but_ron() {
    // Kan excerpt: "players after calling rīchi may not call a daiminkan, as that would
    // open the hand"; the same holds for pon.
    let opts = options("turn=1; draws=6p; script1=6p; seat0=234m789m66p45s777z|1zr; seat1=...");
    assert!(reason(&opts, "Pon").contains("after riichi you may not call"));
}

#[test]
fn no_calls_but_ron_on_the_last_discard() {
    // Seat 0 could ron the 6 pin (tanyao), so the last discard opens a window.
    let opts = options("turn=1; live=1; draws=6p; script1=6p; seat0=234m567m234s66p88p; seat1=...");
    assert!(opts.iter().any(|o| o.label == "Ron" && o.legal));
    assert!(reason(&opts, "Pon").contains("no calls but ron on the last discard"));
}

#[test]
fn no_kan_once_the_live_wall_is_empty() {
    // Kan excerpt, procedure: the replacement tile and the last live tile move; with the
    // live wall empty there is none to move.
    let opts = options("turn=0; live=1; draws=9m; seat0=1111s234m567p99p1z");
    assert!(reason(&opts, "Kan (ankan) of 1 sou").contains("live wall is empty"));
}

#[test]
fn no_kan_in_the_turn_of_a_chii() {
    // Kan excerpt: "After the player's draw, a player may call kan before discarding."
    let opts =
        options("turn=3; draws=1p; script3=1p; script0=chii:23p; seat0=5555m23p789s1z2z3z4z");
    assert!(reason(&opts, "Kan (ankan) of 5 man").contains("only after drawing a tile"));
}

#[test]
fn a_complete_hand_without_yaku_cannot_win() {
    let opts = options("turn=0; draws=5p; seat0=234m567m88s34p pon:999p<2");
    assert!(reason(&opts, "Tsumo").contains("no yaku"));
}

#[test]
fn furiten_forbids_ron_on_a_wait_in_ones_own_pond() {
    let opts = options("turn=1; draws=2p; script1=2p; seat0=234m567m345s88s34p|5p; seat1=...");
    assert!(reason(&opts, "Ron").contains("furiten"));
}

/// The player across (seat 2) draws and discards the 5 man; the learner (seat 0) holds 4
/// and 6 man; seat 1 holds no man tiles; seat 3, the player after the discarder, holds
/// `seat3`.
fn five_man_from_across(seat3: &str) -> Round {
    let hands = [
        "46m19p19s1234567z",
        "13579p13579s246z",
        "2378m2378p2378s1z",
        seat3,
    ];
    let mut r = position(Ruleset::tenhou(), hands, "5m1m1m1m", "9m", 2);
    apply(&mut r, 2, Action::Draw);
    apply(&mut r, 2, discard("5m"));
    r
}

/// Seat 0's chii of the 5 man with its 4 and 6 man.
fn chii_46m() -> Action {
    Action::Chii {
        tiles: [t("4m"), t("6m")],
    }
}

/// Seat 0's chii on the 5 man is refused because the tile came from across, in the
/// engine's check, the JavaScript API's refusal and ask mode's reason, in both languages.
/// EMA rules (RCR 5.4.2, `../shared/seeds/`): "A tile can only be claimed for a shuntsu
/// from the player on the right of the discarder"; and (5.4) "The player about to begin
/// his turn can claim the most recent discard for a shuntsu."
fn assert_chii_refused_as_from_across(r: &Round, case: &str) {
    let me = Seat::ALL[0];
    let chii = chii_46m();
    assert_eq!(r.check(me, &chii), Err(Refusal::ChiiOnlyFromLeft), "{case}");
    let words = ScenarioRound::from_round(r.clone());
    for word in ["chii", "chii:46m"] {
        assert_eq!(
            words.refusal(me, word),
            Ok(Some(Refusal::ChiiOnlyFromLeft)),
            "{case}: the API's refusal of '{word}'"
        );
    }
    for (lang, said) in [
        (
            Lang::En,
            "chii may only be called on the discard of the player on your left",
        ),
        (Lang::Ja, "チーは上家の捨て牌にしかできません"),
    ] {
        assert_eq!(refusal(lang, &Refusal::ChiiOnlyFromLeft), said);
        let opts = ask_options(r, lang);
        let o = opts
            .iter()
            .find(|o| o.is_answer("chii"))
            .unwrap_or_else(|| panic!("{case}: no chii option in {lang:?}"));
        assert!(!o.legal, "{case}");
        assert_eq!(o.reason.as_deref(), Some(said), "{case}, {lang:?}");
    }
}

#[test]
fn chii_from_across_names_the_seat_rule_while_another_seat_may_call() {
    // Seat 3 holds a pair of 5 man: it may pon, so a claim window is open (for seat 3).
    let r = five_man_from_across("55m2468p2468s137z");
    assert!(matches!(r.phase(), Phase::Claims(_)), "a window is open");
    assert_chii_refused_as_from_across(&r, "window open");
}

#[test]
fn chii_from_across_names_the_seat_rule_when_nobody_could_call() {
    // Nobody can call the 5 man: no window opens and seat 3 is to draw. The refusal is
    // still the seat's rule, not that there is no discard to claim now.
    let r = five_man_from_across("2468p2468s13577z");
    assert!(
        matches!(r.phase(), Phase::Draw { seat } if seat.index() == 3),
        "the tile passed without a window"
    );
    assert_chii_refused_as_from_across(&r, "no window");
}

#[test]
fn a_claim_on_a_discard_that_has_been_drawn_past_has_no_discard_to_claim() {
    // Once seat 3 has drawn, the 5 man can no longer be called by anyone: that is the
    // reason, for chii as for pon.
    let mut r = five_man_from_across("2468p2468s13577z");
    apply(&mut r, 3, Action::Draw);
    let me = Seat::ALL[0];
    let chii = chii_46m();
    assert_eq!(r.check(me, &chii), Err(Refusal::NoDiscardToClaim));
}
