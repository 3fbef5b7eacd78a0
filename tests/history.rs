//! The local history of finished matches: each match's end as the engine's standings say
//! (placement, points, final score with uma and oka), newest first, a match recorded once
//! however often it is saved, at most twenty kept, and a damaged history read as far as it
//! can be, never a panic.

use proptest::prelude::*;
use rinshan::engine::Action;
use rinshan::play::history::{match_id, History, HistoryEntry, HISTORY_LENGTH};
use rinshan::play::{Controller, Scenario, Settings, Status};

/// A hand-made last hand: the player (seat 0) draws the tile that completes a closed hand
/// (menzen tsumo) while seat 3 has 100 points left, so paying ends the match at once
/// (Tenhou: the game ends when a player's points fall below zero).
const BUST: &str = "seat0=123m456p789s234s5z; seat1=...; seat2=...; seat3=...; draws=5z; turn=0; \
                    dealer=1; points=25000 25000 49900 100";

fn finished_match() -> Controller {
    let setup = Scenario::parse_scenario(BUST).expect("the scenario reads");
    let mut ctrl = Controller::from_scenario(Settings::default(), &setup).expect("a table");
    ctrl.run(10); // the player's draw
    ctrl.act(Action::Tsumo).expect("the tsumo is allowed");
    assert_eq!(ctrl.status(), Status::HandOver);
    ctrl.next_hand();
    assert_eq!(ctrl.status(), Status::MatchOver, "seat 3 went below zero");
    ctrl
}

#[test]
fn a_finished_match_is_recorded_with_the_engines_standings() {
    let ctrl = finished_match();
    let standings = ctrl.view().standings.expect("standings at the end");
    let e = HistoryEntry::new(
        &match_id(&ctrl.save()),
        "2026-11-21T10:00:00.000Z",
        "tenhou",
        &standings,
    );
    // The player won 300/500 from a non-dealer seat: 25,000 + 1,100 = 26,100, second
    // behind seat 2's 49,900 - 300; seat 3 is last below zero.
    assert_eq!(e.seats[0].place, 2);
    assert_eq!(e.seats[0].points, 26_100);
    assert_eq!(e.seats[3].place, 4);
    assert!(e.seats[3].points < 0);
    for s in &standings {
        let end = e.seats[s.seat.index()];
        assert_eq!(
            (end.place, end.points, end.score),
            (s.place, s.points, s.score)
        );
    }
    let mut places: Vec<u8> = e.seats.iter().map(|s| s.place).collect();
    places.sort_unstable();
    assert_eq!(places, [1, 2, 3, 4]);
}

#[test]
fn the_same_match_is_recorded_once_even_after_a_settings_change() {
    let mut ctrl = finished_match();
    let standings = ctrl.view().standings.expect("standings");
    let first = match_id(&ctrl.save());
    let mut faster = ctrl.settings().clone();
    faster.hints = !faster.hints;
    ctrl.set_live_settings(&faster);
    assert_eq!(match_id(&ctrl.save()), first, "settings are not the match");
    let mut h = History::default();
    assert!(h.record(HistoryEntry::new(
        &first,
        "2026-11-21T10:00:00Z",
        "tenhou",
        &standings
    )));
    assert!(!h.record(HistoryEntry::new(
        &first,
        "2026-11-21T11:00:00Z",
        "tenhou",
        &standings
    )));
    assert_eq!(h.entries.len(), 1);
    // A different match (another seed) is another entry.
    let other = Controller::new(Settings::default(), rinshan::rules::Seed(9)).save();
    assert_ne!(match_id(&other), first);
}

#[test]
fn history_keeps_the_newest_twenty_and_reads_back_its_text() {
    let standings = finished_match().view().standings.expect("standings");
    let mut h = History::default();
    for i in 0..HISTORY_LENGTH + 5 {
        h.record(HistoryEntry::new(
            &format!("m{i}"),
            &format!("2026-11-{:02}T10:00:00Z", i + 1),
            "ema",
            &standings,
        ));
    }
    assert_eq!(h.entries.len(), HISTORY_LENGTH);
    assert_eq!(
        h.entries[0].id,
        format!("m{}", HISTORY_LENGTH + 4),
        "newest first"
    );
    assert_eq!(History::parse(&h.to_text()), h);
}

#[test]
fn a_damaged_history_keeps_the_lines_it_can_read() {
    let standings = finished_match().view().standings.expect("standings");
    let mut h = History::default();
    h.record(HistoryEntry::new(
        "a",
        "2026-11-20T10:00:00Z",
        "tenhou",
        &standings,
    ));
    h.record(HistoryEntry::new(
        "b",
        "2026-11-21T10:00:00Z",
        "tenhou",
        &standings,
    ));
    // A damaged line (place 9, a seat missing) put before entry a, renamed c.
    let text = h.to_text().replace("\na ", "\na 2026 tenhou 9:1:1 x\nc ");
    let read = History::parse(&text);
    let ids: Vec<&str> = read.entries.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, ["b", "c"], "the damaged line is left out: {text}");
    assert_eq!(History::parse("not a history"), History::default());
    assert_eq!(History::parse(""), History::default());
    // And it is said, so that the page keeps the text rather than writing over it
    // (issue 57: an unreadable history became an empty one without a word).
    use rinshan::play::history::HistoryProblem;
    assert_eq!(
        History::read(&text).1,
        Some(HistoryProblem::UnreadableLines(1))
    );
    assert_eq!(History::read(&h.to_text()), (h.clone(), None));
    assert_eq!(
        History::read("rinshan-history 2\na x"),
        (History::default(), Some(HistoryProblem::NotAHistory))
    );
    assert_eq!(History::read(""), (History::default(), None));
    assert_eq!(
        HistoryProblem::UnreadableLines(2).to_string(),
        "2 lines cannot be read"
    );
}

proptest! {
    #[test]
    fn any_text_reads_as_a_history_without_panicking(text in ".{0,400}") {
        let h = History::parse(&format!("rinshan-history 1\n{text}"));
        prop_assert!(h.entries.len() <= HISTORY_LENGTH);
        // What was read writes back to the same entries.
        prop_assert_eq!(History::parse(&h.to_text()), h);
    }
}

/// Issue 45: "the match story and 'your record' keep three-player games apart" — a place
/// among three players is not one among four, so each table size has its own record.
#[test]
fn three_player_matches_have_a_record_of_their_own() {
    let text = "rinshan-history 1\n\
                a 2026-11-03T10:00:00Z tenhou_sanma 1:52000:37000 2:30000:-5000 3:23000:-32000 4:0:0\n\
                b 2026-11-02T10:00:00Z tenhou 4:10000:-40000 1:40000:50000 2:30000:10000 3:20000:-20000\n\
                c 2026-11-01T10:00:00Z mahjong_soul_sanma 3:20000:-30000 1:50000:30000 2:35000:0 4:0:0\n";
    let h = History::parse(text);
    assert_eq!(h.entries.len(), 3);
    let four = h.summary(4);
    assert_eq!(
        (four.games, four.places.clone(), four.players),
        (1, vec![4], 4)
    );
    let three = h.summary(3);
    // Oldest first: third in c, first in a; average place 2.00.
    assert_eq!(
        (three.games, three.places.clone(), three.players),
        (2, vec![3, 1], 3)
    );
    assert_eq!(three.average_place, 200);
}
