//! Every hand of the real Tenhou game records (`tests/fixtures/tenhou6`, a copy of the
//! project's shared test data, played under Tenhou's rules) replays through the round
//! engine: each recorded draw, discard, riichi, call, kan, win and abort is among the
//! engine's legal actions at that moment, and each hand ends as recorded — the same kind
//! of ending, winners, yaku, fu, han, liability and every seat's score change.

mod support;

use support::replay::replay_file;
use support::tenhou6::record_files;

#[test]
fn every_recorded_hand_replays_through_the_engine() {
    let files = record_files();
    assert!(files.len() >= 20, "the tenhou6 records are missing");
    let mut hands = 0;
    let mut failures = Vec::new();
    for file in &files {
        let (n, errors) = replay_file(file);
        hands += n;
        failures.extend(errors);
    }
    assert!(
        failures.is_empty(),
        "{} of {hands} hands differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!("{hands} recorded hands replayed");
    assert!(hands >= 147, "only {hands} hands");
}
