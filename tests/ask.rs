//! Ask mode's questions beyond seat 0's actions (`play::ask::Question`): which tiles
//! complete a hand (`ask=waits`), which yaku a win has (`ask=yaku`), what it is worth
//! (`ask=han`); the riichi button and several words as an answer; and the scenarios that
//! cannot ask them, named as such.

use rinshan::play::ask::{judge, Question, Verdict};
use rinshan::play::stepper::Stepper;
use rinshan::play::{AskKind, Scenario, Settings};
use rinshan::text::Lang;

/// The question a scenario asks at its last step, in `lang`.
fn question(text: &str, lang: Lang) -> Result<Question, String> {
    let setup = Scenario::parse_scenario(text).map_err(|e| e.to_string())?;
    setup.build().map_err(|e| e.to_string())?;
    let mut s = Stepper::new(&setup, None, Settings::default()).map_err(|e| e.to_string())?;
    s.go_to(s.total());
    Question::at(&setup, s.round(), lang).map_err(|e| e.to_string())
}

fn labels(q: &Question, right: bool) -> Vec<&str> {
    q.options
        .iter()
        .filter(|o| o.legal == right)
        .map(|o| o.label.as_str())
        .collect()
}

/// Marks the options labelled `marks` and checks.
fn check(q: &Question, marks: &[&str]) -> (Vec<String>, String) {
    let picked: Vec<bool> = q
        .options
        .iter()
        .map(|o| marks.contains(&o.label.as_str()))
        .collect();
    q.check(&picked, "Why.")
}

const SANMENCHAN: &str = "mode=ask; ask=waits; turn=1; seat0=123m789p55z23456s; choices=123456789s";

#[test]
fn waits_are_the_tiles_that_complete_the_hand() {
    let q = question(SANMENCHAN, Lang::En).unwrap();
    assert!(q.multi);
    assert_eq!(labels(&q, true), ["1 sou", "4 sou", "7 sou"]);
    assert_eq!(q.options.len(), 9);
    assert!(q.options.iter().all(|o| o.shows_tile()));
    assert_eq!(q.tiles_label(), "Tiles");
    assert!(q
        .prompt()
        .starts_with("Mark every tile that completes your hand"));
    let (lines, summary) = check(&q, &["1 sou", "4 sou", "7 sou"]);
    assert_eq!(summary, "All right. Why.");
    assert_eq!(lines[0], "Right: 1 sou completes your hand.");
    assert_eq!(
        lines[1],
        "Correctly left out: 2 sou does not complete your hand."
    );
    let (lines, summary) = check(&q, &["2 sou", "4 sou"]);
    assert!(summary.starts_with("Not quite"), "{summary}");
    assert_eq!(lines[0], "Missed: 1 sou completes your hand.");
    assert_eq!(lines[1], "Wrong: 2 sou does not complete your hand.");
    // Without choices, the tiles near the hand's are offered, the waits among them.
    let q = question(
        "mode=ask; ask=waits; turn=1; seat0=123m789p55z23456s",
        Lang::En,
    )
    .unwrap();
    assert_eq!(labels(&q, true), ["1 sou", "4 sou", "7 sou"]);
    assert!(labels(&q, false).contains(&"White dragon"));
    // In Japanese.
    let q = question(SANMENCHAN, Lang::Ja).unwrap();
    assert_eq!(check(&q, &["1索"]).0[0], "正解：1索で和了形になります。");
}

#[test]
fn a_hand_that_is_not_tenpai_has_no_waits_to_mark() {
    let q = question(
        "mode=ask; ask=waits; turn=1; seat0=123m789p5z124699s; choices=123456789s",
        Lang::En,
    )
    .unwrap();
    assert!(labels(&q, true).is_empty());
    assert_eq!(check(&q, &[]).1, "All right. Why.");
}

const TSUMO_PINFU: &str = "mode=ask; turn=0; draws=6s; dora=4m; seat0=234m567m345p66s78s";

#[test]
fn yaku_of_a_win_are_judged_by_the_engines_score() {
    let q = question(
        &format!("{TSUMO_PINFU}; ask=yaku; choices=riichi tanyao iipeikou"),
        Lang::En,
    )
    .unwrap();
    // The win's own yaku are offered even when the choices leave them out.
    assert_eq!(labels(&q, true), ["Menzen tsumo", "Pinfu", "Tanyao"]);
    assert_eq!(labels(&q, false), ["Riichi", "Iipeikou"]);
    let (lines, summary) = check(&q, &["Pinfu", "Tanyao", "Iipeikou"]);
    assert!(summary.starts_with("Not quite"));
    assert_eq!(lines[0], "Correctly left out: the hand has no Riichi.");
    assert_eq!(lines[1], "Missed: the hand has Menzen tsumo, 1 han.");
    assert_eq!(lines[2], "Right: the hand has Pinfu, 1 han.");
    assert_eq!(lines[4], "Wrong: the hand has no Iipeikou.");
    let q = question(&format!("{TSUMO_PINFU}; ask=yaku"), Lang::Ja).unwrap();
    assert_eq!(labels(&q, true), ["門前清自摸和", "平和", "断幺九"]);
    assert_eq!(check(&q, &["平和"]).0[1], "正解：平和があります（1翻）。");
}

#[test]
fn han_is_one_choice_and_a_wrong_one_says_what_the_win_is_worth_and_why() {
    let q = question(&format!("{TSUMO_PINFU}; ask=han; choices=3 4 5"), Lang::En).unwrap();
    assert!(!q.multi);
    assert_eq!(labels(&q, true), ["4 han"]);
    assert_eq!(q.prompt(), "Choose one.");
    assert_eq!(q.pick(1, "Four.").unwrap(), "Right. Four.");
    let wrong = q.pick(2, "Four.").unwrap();
    assert_eq!(wrong, "Wrong: the win is worth 4 han. Four.");
    // Without choices: two either side of the right count.
    let q = question(&format!("{TSUMO_PINFU}; ask=han"), Lang::En).unwrap();
    assert_eq!(q.options.len(), 5);
}

#[test]
fn the_riichi_button_is_the_answer_to_a_riichi_word_and_an_answer_may_name_several() {
    let q = question(
        "mode=ask; turn=0; draws=9m; answer=riichi:9m; seat0=234m567p789s34s11z",
        Lang::En,
    )
    .unwrap();
    let riichi = q.options.iter().find(|o| o.label == "Riichi").unwrap();
    assert_eq!(judge(riichi, Some("riichi:9m")), Verdict::Right);
    let nine = q
        .options
        .iter()
        .find(|o| o.label == "Discard 9 man")
        .unwrap();
    assert_eq!(judge(nine, Some("riichi:9m")), Verdict::LegalButNot);
    assert_eq!(judge(nine, Some("riichi:9m 9m")), Verdict::Right);
    assert!(!q
        .options
        .iter()
        .any(|o| o.label == "Riichi" && o.shows_tile()));
}

#[test]
fn questions_that_cannot_be_asked_say_why() {
    let err = |t: &str| question(t, Lang::En).unwrap_err();
    assert!(
        err("mode=ask; ask=waits; answer=1s; seat0=123m789p55z23456s").contains("takes no answer")
    );
    assert!(
        err("mode=ask; ask=yaku; choices=dora; seat0=123m789p55z23456s")
            .contains("'dora' is not a yaku")
    );
    assert!(err("mode=ask; choices=1s; seat0=123m789p55z23456s")
        .contains("only ask=waits, yaku or han"));
    assert!(err("mode=ask; ask=han; choices=0; seat0=123m789p55z23456s").contains("from 1 to 13"));
    assert!(err("mode=ask; ask=hands").contains("'hands' is not actions, waits, yaku or han"));
    // Waits are asked of a hand of 13, not in seat 0's own turn.
    assert!(
        err("mode=ask; ask=waits; turn=0; draws=1z; seat0=123m789p55z23456s")
            .contains("holds 14 tiles")
    );
    // No yaku, no win to ask about.
    assert!(err(
        "mode=ask; ask=yaku; turn=1; draws=1s; script1=1s; seat0=123m789p55z23456s; seat1=..."
    )
    .contains("cannot win here"));
}

#[test]
fn ask_and_choices_are_written_back_as_read() {
    let s = Scenario::parse_scenario(&format!("{TSUMO_PINFU}; ask=yaku; choices=riichi pinfu"))
        .unwrap();
    assert_eq!(s.ask, AskKind::Yaku);
    assert_eq!(Scenario::parse_scenario(&s.to_scenario()).unwrap(), s);
}
