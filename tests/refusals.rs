//! Why the engine refuses a call or a kan, in the words the table and the tutorial
//! widgets show, for the rules the tutorial page does not already exercise: no calls after
//! riichi or on the last discard, no kan on an empty wall or in the turn of a call, no win
//! without a yaku, furiten.

use rinshan::play::ask::{ask_options, AskOption};
use rinshan::play::stepper::Stepper;
use rinshan::play::{Scenario, Settings};
use rinshan::text::Lang;

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
