//! The coach's second opinion by simulation, on the fixed records of the coach's own tests
//! (`tests/fixtures/tenhou6/coach/`): the known blunder — a bare 5m thrown into a riichi
//! from a hand four steps from tenpai, with the riichi's own tile in hand — is marked, with
//! both choices' simulated values; the genbutsu in the same moment is not; and a real
//! game's marks are each a clear simulated loss.

use rinshan_bots::coach::{DecisionKind, Reason, Verdict};
use rinshan_engine::Action;
use rinshan_expert::coach::{review, Reviewed, CLEAR_SIGMAS, CLEAR_VALUE};
use rinshan_expert::Budget;
use rinshan_records::Record;
use rinshan_rules::{Ruleset, Seat};

fn record(path: &str) -> Record {
    let path = format!("{}/../../tests/fixtures/{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    rinshan_records::tenhou6::read(&text).unwrap_or_else(|e| panic!("{e}"))
}

fn reviewed(path: &str, seat: Seat, simulations: u32) -> Vec<Reviewed> {
    review(
        &record(path),
        seat,
        &Ruleset::tenhou(),
        Budget::Simulations(simulations),
    )
}

#[test]
fn the_dangerous_discard_is_marked_with_both_values() {
    let decisions = reviewed("tenhou6/coach/dangerous-discard.json", Seat::ALL[0], 3000);
    let last = decisions.last().unwrap_or_else(|| panic!("no decision"));
    assert_eq!(last.decision.kind, DecisionKind::Discard);
    assert_eq!(
        last.verdict,
        Verdict::Mistake(Reason::DangerousDiscard),
        "{last:?}"
    );
    let sim = last
        .simulated
        .as_ref()
        .unwrap_or_else(|| panic!("not simulated"));
    assert!(matches!(sim.advised.action, Action::Discard { .. }));
    assert_eq!(sim.played.action, last.decision.played);
    // The genbutsu keeps points the 5m gives away (a deal-in about one time in eleven,
    // less what the genbutsu would have saved later); both were played on the same deals.
    assert_eq!(sim.played.hands, sim.advised.hands);
    assert!(sim.advised.points > sim.played.points + 100.0, "{sim:?}");
    assert!(sim.advised.place < sim.played.place, "{sim:?}");
    let (loss, se) = sim.loss();
    assert!(loss >= CLEAR_VALUE && loss >= CLEAR_SIGMAS * se, "{sim:?}");
    // The first discard (a lone dragon where Hard cuts the 5m) is no clear loss.
    assert_eq!(decisions[0].verdict, Verdict::Fine, "{:?}", decisions[0]);
}

#[test]
fn the_genbutsu_is_not_marked() {
    let decisions = reviewed(
        "tenhou6/coach/folding-with-genbutsu.json",
        Seat::ALL[0],
        400,
    );
    let last = decisions.last().unwrap_or_else(|| panic!("no decision"));
    assert_eq!(last.verdict, Verdict::Agrees);
    assert!(last.simulated.is_none());
    assert!(
        decisions
            .iter()
            .all(|d| !matches!(d.verdict, Verdict::Mistake(_))),
        "{decisions:?}"
    );
}

/// A real Tenhou game, one seat: only decisions that differ from Hard's are simulated, and
/// each one marked is a clear loss by its simulated values.
#[test]
fn a_real_game_marks_only_clear_simulated_losses() {
    let decisions = reviewed(
        "tenhou6/random-games/2022080600gm-00a9-0000-06406b7f.json",
        Seat::ALL[2],
        60,
    );
    assert!(decisions.len() > 50, "{}", decisions.len());
    let mut marked = 0;
    for d in &decisions {
        let differs = d.decision.played != d.decision.advised;
        match &d.simulated {
            Some(sim) => {
                assert!(differs);
                let (loss, se) = sim.loss();
                let clear = loss >= CLEAR_VALUE && loss >= CLEAR_SIGMAS * se;
                assert_eq!(matches!(d.verdict, Verdict::Mistake(_)), clear, "{d:?}");
                marked += usize::from(clear);
            }
            None => assert!(
                !differs || !matches!(d.decision.kind, DecisionKind::Discard | DecisionKind::Call)
            ),
        }
    }
    assert!(marked * 10 < decisions.len(), "{marked} marked");
}

/// One decision's second opinion (what the record viewer asks its worker for, mark by
/// mark) is the same as that decision's in the whole review, and none is given where the
/// seat made no decision.
#[test]
fn one_decision_alone_is_reviewed_as_in_the_whole_review() {
    let r = record("tenhou6/coach/dangerous-discard.json");
    let rules = Ruleset::tenhou();
    let budget = Budget::Simulations(3000);
    let all = review(&r, Seat::ALL[0], &rules, budget);
    let last = all.last().unwrap_or_else(|| panic!("no decision"));
    let alone = rinshan_expert::coach::second_opinion(
        &r,
        last.decision.hand,
        last.decision.step,
        Seat::ALL[0],
        &rules,
        budget,
    );
    assert_eq!(alone.as_ref(), Some(last));
    assert_eq!(
        rinshan_expert::coach::second_opinion(&r, 0, 0, Seat::ALL[0], &rules, budget),
        None
    );
    assert_eq!(
        rinshan_expert::coach::second_opinion(&r, 9, 0, Seat::ALL[0], &rules, budget),
        None
    );
}
