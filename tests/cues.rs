//! The cues a table's sounds and motion answer (`rinshan::play::cue`), from real play:
//! each names what the rules did, in their order, at the side of the table it happened.
//! Issue 46: a discard (softer for tsumogiri), a replacement draw, each call, riichi and
//! its stick, ron and tsumo, a hand's end and the match's end; the same view shown again
//! brings none.

use rinshan::engine::Action;
use rinshan::play::cue::{between, words};
use rinshan::play::view::CallKind;
use rinshan::play::{Controller, Scenario, Settings, Speed, Status, TableView};
use rinshan::rules::Seed;

fn table(json: &str) -> Controller {
    let settings = Settings {
        speed: Speed::Instant,
        ..Settings::default()
    };
    let setup: Scenario = serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"));
    Controller::from_scenario(settings, &setup).unwrap_or_else(|e| panic!("{e}"))
}

/// The cues of every view from `c`'s next steps up to the player's decision (or the
/// hand's end), as the page hears them: one view per computer step.
fn steps(c: &mut Controller, shown: &mut TableView) -> Vec<String> {
    let mut heard = Vec::new();
    while c.status() == Status::Computer {
        c.step();
        let v = c.view();
        let w = words(&between(shown, &v));
        if !w.is_empty() {
            heard.push(w);
        }
        *shown = v;
    }
    heard
}

/// The player's call of `kind` offered now.
fn offered(c: &Controller, kind: CallKind) -> Action {
    c.view()
        .prompt
        .and_then(|p| p.calls.into_iter().find(|k| k.kind == kind))
        .and_then(|k| k.action)
        .unwrap_or_else(|| panic!("{kind:?} is offered"))
}

fn act(c: &mut Controller, shown: &mut TableView, action: Action) -> String {
    c.act(action).unwrap_or_else(|e| panic!("refused: {e:?}"));
    let v = c.view();
    let w = words(&between(shown, &v));
    *shown = v;
    w
}

/// The player's discard of their drawn tile (tsumogiri).
fn discard_drawn(c: &mut Controller, shown: &mut TableView) -> String {
    let prompt = c.view().prompt.expect("the player's turn");
    let action = prompt
        .tiles
        .last()
        .and_then(|t| t.action.clone())
        .expect("the drawn tile may be discarded");
    act(c, shown, action)
}

// The left player's scripted discard is heard at the left; the player's pon at the
// bottom; the same view shown again (riichi armed and taken back, a refusal) is silent.
#[test]
fn a_discard_then_a_pon_each_at_its_side_and_nothing_twice() {
    let mut c = table(
        r#"{"seats": ["7z7z 123m 456p 78s 1z 2z 3z", "2m3m4m5m6m7m8m9m1p1p2p2p3p",
                      "3s4s5s6s7s8s9s1s1s2s2s3s4s", "123m456p789s11p 5z 7z"],
            "to_act": 3, "script": ["", "", "", "7z"]}"#,
    );
    let mut shown = c.view();
    let heard = steps(&mut c, &mut shown);
    assert_eq!(heard.last().map(String::as_str), Some("discard@left"));
    let pon = offered(&c, CallKind::Pon);
    assert_eq!(act(&mut c, &mut shown, pon.clone()), "pon@me");
    // Nothing new happened: the same view brings no cue — riichi taken back, or the pon
    // asked for again and refused.
    c.arm_riichi(false);
    assert_eq!(words(&between(&shown, &c.view())), "");
    assert!(c.act(pon).is_err(), "the pon is made already");
    assert_eq!(words(&between(&shown, &c.view())), "");
}

// A riichi discard is a declaration then a discard; the stick is set down once the
// discard passes without a ron (`Event::RiichiAccepted`: the deposit is paid then).
#[test]
fn riichi_is_called_then_discarded_and_its_stick_set_down_when_it_passes() {
    let mut c = table(
        r#"{"seats": ["123m456p789s11z23s", "1m4m7m1p4p7p2s5s8s3z4z5z6z", "2m5m8m2p5p8p3s6s4z5z6z7z1z",
                      "3m6m9m3p6p9p5s8s1z3z4z5z6z"], "draws": "9p 7z 3z 2z 4s", "to_act": 0, "seed": 2}"#,
    );
    c.run(100);
    assert_eq!(c.status(), Status::Player);
    let mut shown = c.view();
    c.arm_riichi(true);
    assert_eq!(
        words(&between(&shown, &c.view())),
        "",
        "arming is not a cue"
    );
    shown = c.view();
    // Riichi on the drawn 9p: discard it sideways (the hand waits on 1-4s).
    // Nobody can ron the 9p here, so the deposit is paid with the same action.
    let mut heard = vec![discard_drawn(&mut c, &mut shown)];
    heard.extend(steps(&mut c, &mut shown));
    assert!(
        heard
            .join(" ")
            .starts_with("riichi@me tsumogiri@me stick@me"),
        "{heard:?}"
    );
}

// A whole match heard view by view: every hand ends with hand-end (a win with its ron or
// tsumo before it), the last with match-end instead; a replacement draw follows every kan
// and kita.
#[test]
fn a_whole_match_ends_each_hand_once_and_the_match_once() {
    for seed in 1..=3 {
        let settings = Settings {
            speed: Speed::Instant,
            ..Settings::default()
        };
        let mut c = Controller::new(settings, Seed(seed));
        let mut shown = c.view();
        let mut heard: Vec<String> = Vec::new();
        let mut hands = 1;
        for _ in 0..20_000 {
            match c.status() {
                Status::Computer => {
                    c.step();
                }
                Status::Player => {
                    let p = c.view().prompt.expect("a prompt");
                    let action = p
                        .calls
                        .iter()
                        .find_map(|k| k.action.clone())
                        .or_else(|| p.tiles.iter().rev().find_map(|t| t.action.clone()))
                        .expect("something to do");
                    c.act(action).unwrap_or_else(|e| panic!("refused: {e:?}"));
                }
                Status::HandOver => {
                    c.next_hand();
                    hands += 1;
                }
                Status::MatchOver => break,
            }
            let v = c.view();
            heard.extend(between(&shown, &v).iter().map(|c| c.word()));
            // Shown again: silent.
            assert!(between(&v, &v).is_empty());
            shown = v;
        }
        assert_eq!(c.status(), Status::MatchOver, "seed {seed}");
        let ends = heard.iter().filter(|w| *w == "hand-end@me").count();
        let over = heard.iter().filter(|w| *w == "match-end@me").count();
        assert_eq!((ends + over, over), (hands, 1), "seed {seed}: {heard:?}");
        assert_eq!(heard.last().map(String::as_str), Some("match-end@me"));
        for (i, w) in heard.iter().enumerate() {
            if w.starts_with("ron@") || w.starts_with("tsumo@") {
                let rest = &heard[i + 1..];
                let next_end = rest
                    .iter()
                    .find(|w| !w.starts_with("ron@"))
                    .map(String::as_str);
                assert!(
                    matches!(next_end, Some("hand-end@me" | "match-end@me")),
                    "seed {seed}: a win is followed by the hand's end: {heard:?}"
                );
            }
            if w.starts_with("kan@") || w.starts_with("kita@") {
                let side = w.split('@').nth(1).unwrap_or("");
                let next = heard.get(i + 1).map(String::as_str);
                let won = next.is_some_and(|n| n.starts_with("ron@"));
                assert!(
                    won || next == Some(&format!("replacement@{side}")),
                    "seed {seed}: a replacement draw follows {w}: {heard:?}"
                );
            }
        }
        let discards = heard
            .iter()
            .filter(|w| w.starts_with("discard@") || w.starts_with("tsumogiri@"))
            .count();
        assert!(discards > 40, "seed {seed}: {discards} discards heard");
    }
}
