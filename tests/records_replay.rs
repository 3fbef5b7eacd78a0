//! Every hand of the real Tenhou game records (`tests/fixtures/tenhou6`, a copy of the
//! project's shared test data, played under Tenhou's rules) replays through the round
//! engine: each recorded draw, discard, riichi, call, kan, win and abort is among the
//! engine's legal actions at that moment, and each hand ends as recorded — the same kind
//! of ending, winners, yaku, fu, han, liability and every seat's score change.

mod support;

use std::path::PathBuf;

use support::replay::replay_file;

fn record_files() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tenhou6");
    let mut files = Vec::new();
    for dir in ["notable-features", "random-games", "pao"] {
        if let Ok(entries) = std::fs::read_dir(root.join(dir)) {
            files.extend(entries.filter_map(|e| e.ok()).map(|e| e.path()));
        }
    }
    files.sort();
    files
}

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
