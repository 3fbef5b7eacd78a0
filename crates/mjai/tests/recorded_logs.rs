//! The mjai bot fed recorded mjai logs of Rinshan's own matches (a fixture and fresh
//! self-play games): what it rebuilds from one seat's events is the true table, and every
//! answer it gives is legal.

mod support;

use rinshan_bots::Level;
use rinshan_engine::{Action, Round};
use rinshan_mjai::rebuild::{rebuild, view_of};
use rinshan_mjai::{HandLog, MjaiEvent, MjaiPlayer};
use rinshan_rules::{Ruleset, Seat, Seed};
use serde_json::Value;
use support::{engine_action, is_legal, lines, masked, recorded_game};

const FIXTURE: &str = include_str!("fixtures/selfplay-hard-normal-easy-hard.mjson");

fn logs() -> Vec<String> {
    vec![
        FIXTURE.to_string(),
        recorded_game(11, [Level::Hard; 4]),
        recorded_game(12, [Level::Easy, Level::Normal, Level::Hard, Level::Easy]),
    ]
}

/// The seat must act after this line: after its own draw, chii or pon, or riichi
/// declaration, and after another player's discard or kan (which it may rob). Every other
/// event is answered with a pass.
fn asks(line: &Value, seat: Seat) -> bool {
    let mine = line["actor"].as_u64() == Some(seat.index() as u64);
    match line["type"].as_str() {
        Some("tsumo" | "chi" | "pon" | "reach") => mine,
        Some("dahai" | "kakan" | "ankan") => !mine,
        _ => false,
    }
}

/// The true table after each line of a full log (every tile shown): `None` outside a hand.
fn truths(log: &[Value]) -> Vec<Option<(HandLog, Round)>> {
    let mut hand: Option<HandLog> = None;
    log.iter()
        .map(|line| {
            let e = MjaiEvent::from_json(line).unwrap_or_else(|e| panic!("{e}: {line}"));
            match &e {
                MjaiEvent::StartKyoku { .. } => hand = HandLog::start(&e),
                MjaiEvent::EndKyoku => hand = None,
                other => {
                    if let Some(h) = &mut hand {
                        h.follow(other);
                    }
                }
            }
            hand.as_ref().map(|h| {
                let r = rebuild(h, &Ruleset::tenhou()).unwrap_or_else(|e| panic!("{e}"));
                (h.clone(), r)
            })
        })
        .collect()
}

/// Fairness and fidelity: at every moment a seat may act, the view and the legal actions
/// rebuilt from that seat's own events (other hands and draws hidden) are exactly those of
/// the true table.
#[test]
fn the_table_rebuilt_from_one_seat_is_the_true_table() {
    for log in logs() {
        let log = lines(&log);
        let truth = truths(&log);
        for seat in Seat::ALL {
            let mut mine: Option<HandLog> = None;
            for (i, line) in log.iter().enumerate() {
                let e = MjaiEvent::from_json(&masked(line, seat.index()))
                    .unwrap_or_else(|e| panic!("{e}"));
                match &e {
                    MjaiEvent::StartKyoku { .. } => mine = HandLog::start(&e),
                    MjaiEvent::EndKyoku => mine = None,
                    other => {
                        if let Some(h) = &mut mine {
                            h.follow(other);
                        }
                    }
                }
                let (Some(h), Some((full, true_round))) = (&mine, &truth[i]) else {
                    continue;
                };
                let legal = true_round.legal_actions(seat);
                if !asks(line, seat) || legal.is_empty() || legal == [Action::Draw] {
                    continue;
                }
                let r = rebuild(h, &Ruleset::tenhou())
                    .unwrap_or_else(|e| panic!("line {}: seat {}: {e}", i + 1, seat.index()));
                assert_eq!(r.legal_actions(seat), legal, "line {}: {line}", i + 1);
                assert_eq!(
                    view_of(&r, h, seat),
                    view_of(true_round, full, seat),
                    "line {}: {line}",
                    i + 1
                );
            }
        }
    }
}

/// Every answer of every level, for every seat of the recorded logs, is an action the
/// engine allows at that moment (a pass only where passing is allowed, nothing where the
/// seat may not act).
#[test]
fn every_answer_to_a_recorded_log_is_legal() {
    for log in logs() {
        let log = lines(&log);
        let truth = truths(&log);
        for seat in Seat::ALL {
            for level in Level::ALL {
                let mut player = MjaiPlayer::new(level, Seed(3), Some(seat), Ruleset::tenhou());
                for (i, line) in log.iter().enumerate() {
                    let line_text = masked(line, seat.index()).to_string();
                    let answer = player
                        .answer_line(&line_text)
                        .unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
                    let asks = asks(line, seat);
                    let legal = truth[i]
                        .as_ref()
                        .filter(|_| asks)
                        .map(|(_, r)| r.legal_actions(seat))
                        .unwrap_or_default();
                    let after_reach = line["type"] == "reach" && line["actor"] == seat.index();
                    let at = format!(
                        "line {} seat {} {level:?}: {}",
                        i + 1,
                        seat.index(),
                        answer.action
                    );
                    if answer.action["type"] == "reach" {
                        assert!(
                            legal
                                .iter()
                                .any(|a| matches!(a, Action::Discard { riichi: true, .. })),
                            "{at}"
                        );
                        continue;
                    }
                    match engine_action(&answer.action, after_reach)
                        .unwrap_or_else(|e| panic!("{at}: {e}"))
                    {
                        Some(a) => assert!(is_legal(&a, &legal), "{at}: not in {legal:?}"),
                        None => assert!(
                            legal.is_empty()
                                || legal == [Action::Draw]
                                || legal.contains(&Action::Skip),
                            "{at}: the seat must act: {legal:?} {:?}",
                            player.problems
                        ),
                    }
                }
                assert!(player.problems.is_empty(), "{:?}", player.problems);
            }
        }
    }
}
