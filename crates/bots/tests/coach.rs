//! The coach on fixed records: hands written move by move through the engine, recorded
//! as tenhou.net/6 logs and read back, and a real Tenhou game. A known blunder is marked
//! with its reason; a clearly right choice is not.

use rinshan_bots::coach::{review, review_hand, DecisionKind, Reason, Verdict};
use rinshan_engine::{Action, Phase, Position, Round, RoundSetup, SeatPosition};
use rinshan_records::{recorded_hand, HandStart, Record};
use rinshan_rules::wall::{tile_set, DEAD_WALL_SIZE};
use rinshan_rules::{parse_mpsz, Ruleset, Seat, Tile, Wall};

fn tiles(s: &str) -> Vec<Tile> {
    parse_mpsz(&s.replace(' ', "")).unwrap_or_else(|e| panic!("{s}: {e:?}"))
}

/// A hand dealt `hands` (seat 0 the dealer), drawing `draws` in order, each turn's
/// discard from `discards` (`r` before a tile: with riichi; `tsumo`: the drawn tile wins),
/// every claim passed; written as a tenhou.net/6 record and read back, as a record file
/// would be.
fn scripted(hands: [&str; 4], draws: &str, discards: &[&str]) -> Record {
    let text = scripted_text(hands, draws, discards);
    rinshan_records::tenhou6::read(&text).unwrap_or_else(|e| panic!("{e}"))
}

/// The tenhou.net/6 text of [`scripted`]'s record.
fn scripted_text(hands: [&str; 4], draws: &str, discards: &[&str]) -> String {
    let rules = Ruleset::tenhou();
    let seats = hands.map(|h| SeatPosition::with_hand(tiles(h)));
    let mut live = tiles(draws);
    // The rest of the set (red fives included), in order.
    let mut spare = tile_set(rules.red_fives);
    for t in seats
        .iter()
        .flat_map(|s| s.hand.clone())
        .chain(live.clone())
    {
        let at = spare
            .iter()
            .position(|x| *x == t)
            .unwrap_or_else(|| panic!("more {} than the set holds", t.name()));
        spare.remove(at);
    }
    spare.sort();
    let dead: [Tile; DEAD_WALL_SIZE] = std::array::from_fn(|i| spare[i]);
    live.extend(spare[DEAD_WALL_SIZE..].iter().copied());
    let position = Position {
        setup: RoundSetup::first(&rules),
        wall: Wall::from_parts(live, dead),
        seats,
        to_act: Seat::ALL[0],
        fresh: true,
    };
    let mut round = Round::from_position(rules, position).unwrap_or_else(|e| panic!("{e}"));
    let start = HandStart::of(&round);
    for d in discards {
        let Phase::Draw { seat } = *round.phase() else {
            panic!("not a draw: {:?}", round.phase());
        };
        round
            .apply(seat, Action::Draw)
            .unwrap_or_else(|e| panic!("{e}"));
        if *d == "tsumo" {
            round
                .apply(seat, Action::Tsumo)
                .unwrap_or_else(|e| panic!("{e}"));
            break;
        }
        let riichi = d.starts_with('r');
        let tile = tiles(d.trim_start_matches('r'))[0];
        round
            .apply(seat, Action::Discard { tile, riichi })
            .unwrap_or_else(|e| panic!("{d}: {e}"));
        while matches!(round.phase(), Phase::Claims(_)) {
            for s in Seat::ALL {
                if !round.legal_actions(s).is_empty() {
                    round
                        .apply(s, Action::Skip)
                        .unwrap_or_else(|e| panic!("{e}"));
                }
            }
        }
    }
    let record = Record {
        title: vec!["coach test".into()],
        names: ["A".into(), "B".into(), "C".into(), "D".into()],
        rules: "tenhou".into(),
        hands: vec![recorded_hand(&start, &round)],
    };
    rinshan_records::tenhou6_write::write(&record)
}

/// Seat 1 declares riichi with 7z on its first turn (tenpai on 1s-4s); seat 0, the dealer,
/// holds a hand four steps from tenpai with one 7z (genbutsu) and then discards `last`;
/// seat 1 then draws 1s and wins by tsumo.
fn facing_riichi(last: &str) -> Record {
    rinshan_records::tenhou6::read(&facing_riichi_text(last)).unwrap_or_else(|e| panic!("{e}"))
}

/// The tenhou.net/6 text of [`facing_riichi`].
fn facing_riichi_text(last: &str) -> String {
    scripted_text(
        [
            "159m 28p 369s 1237z 4p",
            "123m 456p 789s 23s 99p",
            "2468m 1357p 2468s 1z",
            "1357m 2468p 1357s 2z",
        ],
        "6z 7z 9m 9p 5p 1s",
        &["6z", "r7z", "9m", "9p", last, "tsumo"],
    )
}

/// "Fold with genbutsu when your hand is weak": a bare 5m (no suji, no wall, nothing known)
/// thrown into a riichi from a hand four steps from tenpai, with the riichi tile itself in
/// hand, is a known blunder — marked, as a dangerous discard, with the danger shown.
#[test]
fn a_dangerous_discard_into_riichi_is_marked() {
    let record = facing_riichi("5m");
    let decisions = review(&record, Seat::ALL[0], &Ruleset::tenhou());
    let last = decisions.last().unwrap_or_else(|| panic!("no decision"));
    assert_eq!(last.kind, DecisionKind::Discard);
    assert_eq!(
        last.advised,
        Action::Discard {
            tile: tiles("7z")[0],
            riichi: false
        }
    );
    assert_eq!(
        last.verdict,
        Verdict::Mistake(Reason::DangerousDiscard),
        "{last:?}"
    );
    let (seat, mine, hard) = last.danger[0];
    assert_eq!(seat, Seat::ALL[1]);
    assert_eq!(hard, 0.0, "genbutsu cannot deal in");
    assert!(mine > 0.1, "a bare middle tile against riichi: {mine}");
    assert!(last.played_worth < last.advised_worth);
}

/// The same moment with the genbutsu discarded: the right choice is not marked.
#[test]
fn folding_with_genbutsu_is_not_marked() {
    let record = facing_riichi("7z");
    let decisions = review(&record, Seat::ALL[0], &Ruleset::tenhou());
    let last = decisions.last().unwrap_or_else(|| panic!("no decision"));
    assert_eq!(last.verdict, Verdict::Agrees);
    assert!(
        decisions
            .iter()
            .all(|d| !matches!(d.verdict, Verdict::Mistake(_))),
        "{decisions:?}"
    );
}

/// Tile efficiency: from a 1-shanten hand, cutting the lone North wind keeps every shape
/// (not marked); breaking the two-sided 23m instead goes back to 2-shanten (marked as a
/// slower hand), with both choices' shanten and tiles accepted given.
#[test]
fn efficiency_choices_are_judged() {
    let hands = [
        "23m 456p 78s 234s 55s 4z",
        "1122m 3344p 0566s 7z",
        "9m 11p 99p 1s 9s 112z 567z",
        "4477m 88p 4477s 3z 6z 7z",
    ];
    let good = scripted(hands, "6p", &["4z"]);
    let d = review(&good, Seat::ALL[0], &Ruleset::tenhou());
    assert!(!matches!(d[0].verdict, Verdict::Mistake(_)), "{:?}", d[0]);
    let bad = scripted(hands, "6p", &["2m"]);
    let d = review(&bad, Seat::ALL[0], &Ruleset::tenhou());
    assert_eq!(
        d[0].verdict,
        Verdict::Mistake(Reason::SlowerHand),
        "{:?}",
        d[0]
    );
    let (played, advised) = (
        d[0].played_shape.unwrap_or_else(|| panic!("no shape")),
        d[0].advised_shape.unwrap_or_else(|| panic!("no shape")),
    );
    assert_eq!((played.shanten, advised.shanten), (2, 1));
    assert!(advised.ukeire > 0);
}

/// A real Tenhou game (tests/fixtures/tenhou6): every seat's decisions are reviewed, each
/// one after the other in the order played, most of them the same as Hard's or close.
#[test]
fn a_real_game_is_reviewed_for_every_seat() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/fixtures/tenhou6/random-games/2022080600gm-00a9-0000-06406b7f.json"
    );
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let record = rinshan_records::tenhou6::read(&text).unwrap_or_else(|e| panic!("{e}"));
    for seat in Seat::ALL {
        let decisions = review(&record, seat, &Ruleset::tenhou());
        assert!(
            decisions.len() > 50,
            "seat {}: {}",
            seat.index(),
            decisions.len()
        );
        let marked = decisions
            .iter()
            .filter(|d| matches!(d.verdict, Verdict::Mistake(_)))
            .count();
        assert!(
            marked * 10 < decisions.len(),
            "seat {}: {marked} marked",
            seat.index()
        );
        for w in decisions.windows(2) {
            assert!((w[0].hand, w[0].step) < (w[1].hand, w[1].step));
        }
        // Hand by hand gives the same.
        let first = review_hand(&record.hands[0], 0, seat, &Ruleset::tenhou());
        assert_eq!(
            first,
            decisions
                .iter()
                .filter(|d| d.hand == 0)
                .cloned()
                .collect::<Vec<_>>()
        );
    }
}

/// The record the browser test of the coach opens (`tests/fixtures/tenhou6/coach/`) is
/// the known blunder above, as written here: the viewer's marks are these marks. Run with
/// `RINSHAN_WRITE_FIXTURES=1` to write it after a change to the record writer.
#[test]
fn the_browser_fixture_is_the_dangerous_discard() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/fixtures/tenhou6/coach/dangerous-discard.json"
    );
    let text = facing_riichi_text("5m");
    if std::env::var_os("RINSHAN_WRITE_FIXTURES").is_some() {
        std::fs::write(path, &text).unwrap_or_else(|e| panic!("{path}: {e}"));
    }
    let kept = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(
        kept, text,
        "update {path} only if the record is meant to change"
    );
    let record = rinshan_records::tenhou6::read(&kept).unwrap_or_else(|e| panic!("{e}"));
    let decisions = review(&record, Seat::ALL[0], &Ruleset::tenhou());
    // Two decisions: the first discard (a lone Green dragon, where Hard cuts the 5m: not a
    // clear loss) is not marked; the 5m into the riichi is.
    assert_eq!(decisions.len(), 2, "{decisions:?}");
    assert_eq!(decisions[0].verdict, Verdict::Fine, "{:?}", decisions[0]);
    assert_eq!(
        decisions.last().map(|d| d.verdict),
        Some(Verdict::Mistake(Reason::DangerousDiscard))
    );
}

/// The right choice of the same moment (the genbutsu, `folding_with_genbutsu_is_not_marked`)
/// kept as a record too (`tests/fixtures/tenhou6/coach/folding-with-genbutsu.json`), for the
/// Expert's coach to review beside the blunder. `RINSHAN_WRITE_FIXTURES=1` writes it.
#[test]
fn the_genbutsu_fixture_is_the_right_choice() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/fixtures/tenhou6/coach/folding-with-genbutsu.json"
    );
    let text = facing_riichi_text("7z");
    if std::env::var_os("RINSHAN_WRITE_FIXTURES").is_some() {
        std::fs::write(path, &text).unwrap_or_else(|e| panic!("{path}: {e}"));
    }
    let kept = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(
        kept, text,
        "update {path} only if the record is meant to change"
    );
}
