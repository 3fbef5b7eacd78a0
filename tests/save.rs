//! Saved games: a match saved at any point and restored is the same table — walls, hands,
//! scores, the point in the turn, the settings; damaged, truncated or foreign saves are
//! errors in words, never a panic; every action's word reads back to the same action.

mod support;

use proptest::prelude::*;
use rinshan::engine::action_code::{decode, encode};
use rinshan::play::save::SaveError;
use rinshan::play::{Controller, Scenario, Settings, Speed, Status};
use rinshan::rules::Seed;
use support::autoplay::play;

fn settings() -> Settings {
    Settings {
        speed: Speed::Instant,
        hints: true,
        rules: "ema".into(),
        ..Settings::default()
    }
}

/// The same table: every part of the view but the narration of the last step (which
/// events a step's animation shows is not state), the same wall, the same match state.
fn assert_same(a: &Controller, b: &Controller) {
    let view = |c: &Controller| {
        let mut v = c.view();
        v.latest.clear();
        v.new_indicators = 0;
        v
    };
    assert_eq!(view(a), view(b));
    assert_eq!(a.status(), b.status());
    assert_eq!(a.settings(), b.settings());
    assert_eq!(a.game().round().wall(), b.game().round().wall());
    assert_eq!(a.game().state(), b.game().state());
}

#[test]
fn a_match_restores_exactly_at_every_point_of_two_hands() {
    let mut ctrl = Controller::new(settings(), Seed(2024));
    let mut hands = 0;
    for _ in 0..400 {
        let restored = Controller::restore(&ctrl.save()).expect("restores");
        assert_same(&ctrl, &restored);
        if ctrl.status() == Status::HandOver {
            hands += 1;
            if hands == 2 {
                break;
            }
        }
        play(&mut ctrl, 1);
    }
    assert_eq!(hands, 2);
}

/// The worker's way (`Controller::restore_after`): each save of a match continued from the
/// match the save before it restored, replaying only the new moves, is the same table as
/// the save restored whole; a save of another match (or an earlier point of this one) is
/// restored whole, and a move the rules do not allow is still refused, in words.
#[test]
fn a_match_continued_from_its_earlier_save_is_the_save_restored() {
    let mut ctrl = Controller::new(settings(), Seed(2025));
    let mut earlier = ctrl.save();
    let mut kept = Controller::restore(&earlier).expect("restores");
    let mut hands = 0;
    let mut steps = 0;
    while hands < 2 && steps < 600 {
        // One to three moves at a time, as the worker's questions come.
        play(&mut ctrl, 1 + steps % 3);
        steps += 1;
        if ctrl.status() == Status::HandOver {
            hands += 1;
        }
        let now = ctrl.save();
        kept = kept.restore_after(&earlier, &now).expect("continues");
        assert_same(&ctrl, &kept);
        assert_eq!(kept.save(), now);
        earlier = now;
    }
    assert_eq!(hands, 2);
    // Another match's save, and an earlier point of this one: restored whole.
    let other = Controller::new(settings(), Seed(7)).save();
    let again = kept.restore_after(&earlier, &other).expect("restores");
    assert_eq!(again.save(), other);
    let start = Controller::new(settings(), Seed(2025)).save();
    let back = again.restore_after(&other, &start).expect("restores");
    assert_eq!(back.save(), start);
    // A move the rules refuse, after the kept ones: refused with its number.
    let bad = format!("{} 0d1m", earlier.trim_end());
    let ctrl_again = Controller::restore(&earlier).expect("restores");
    let e = ctrl_again
        .restore_after(&earlier, &bad)
        .err()
        .expect("refused");
    assert!(e.0.starts_with("move "), "{e}");
}

#[test]
fn a_set_up_match_with_scripts_restores_exactly() {
    let setup = Scenario::parse_scenario(
        "seat0=234m789m666p45s77z; seat1=...; turn=1; draws=6p; script1=6p 1z; seed=9",
    )
    .unwrap();
    let mut ctrl = Controller::from_scenario(settings(), &setup).unwrap();
    for _ in 0..30 {
        let restored = Controller::restore(&ctrl.save()).expect("restores");
        assert_same(&ctrl, &restored);
        play(&mut ctrl, 1);
    }
}

#[test]
fn foreign_old_and_damaged_saves_are_errors_in_words() {
    let ctrl = Controller::new(settings(), Seed(1));
    let text = ctrl.save();
    let e = |t: &str| {
        Controller::restore(t)
            .err()
            .map(|SaveError(s)| s)
            .unwrap_or_default()
    };
    assert!(e("hello").contains("not a Rinshan saved game"));
    assert!(e(&text.replace("rinshan-save 1", "rinshan-save 0")).contains("saved in format 0"));
    assert!(e(&text.replace("seed 1", "seed x")).contains("seed"));
    assert!(e(&text.replace("speed=instant", "speed=warp")).contains("speed=warp"));
    let mut played = Controller::new(settings(), Seed(1));
    play(&mut played, 6);
    let saved = played.save();
    // A move the rules do not allow there names the move.
    let bad = saved.replacen("moves 0w", "moves 1w", 1);
    assert!(e(&bad).contains("move 1"), "{}", e(&bad));
    assert!(
        e(&saved.replace("moves ", "")).contains("incomplete")
            || e(&saved.replace("moves ", "")).contains("unknown line")
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Truncated and damaged saves: a value or an error, never a panic.
    #[test]
    fn damaged_saves_never_panic(seed in 0u64..50, cut in 0usize..2000, at in 0usize..2000, c in "[ -~\n]") {
        let mut ctrl = Controller::new(settings(), Seed(seed));
        play(&mut ctrl, 25);
        let text = ctrl.save();
        let prefix: String = text.chars().take(cut % (text.len() + 1)).collect();
        let _ = Controller::restore(&prefix);
        let mut damaged: Vec<char> = text.chars().collect();
        let i = at % damaged.len();
        damaged[i] = c.chars().next().unwrap_or(' ');
        let damaged: String = damaged.into_iter().collect();
        let _ = Controller::restore(&damaged);
    }

    /// Every word reads back to its action.
    #[test]
    fn action_words_round_trip(seed in 0u64..40) {
        let mut ctrl = Controller::new(settings(), Seed(seed));
        play(&mut ctrl, 40);
        for word in ctrl.save().lines().last().unwrap_or_default().split_whitespace().skip(1) {
            if word == "+" { continue; }
            let action = decode(&word[1..]);
            prop_assert!(action.is_some(), "{}", word);
            prop_assert_eq!(encode(&action.unwrap()), &word[1..]);
        }
    }
}
