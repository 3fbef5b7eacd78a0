//! Four mjai bots play whole games through the protocol against Rinshan's engine acting
//! as the mjai server: each seat receives only what it may see (other hands and draws
//! hidden), every answer must be one of the engine's legal actions, and the games end.

mod support;

use rinshan_bots::Level;
use rinshan_engine::{Action, Game, Phase};
use rinshan_mjai::MjaiPlayer;
use rinshan_records::HandStart;
use rinshan_rules::{Ruleset, Seat, Seed};
use serde_json::{json, Value};
use support::{engine_action, is_legal, masked};

/// Sends `line` to every player (masked to its seat); returns every player's answer.
fn broadcast(players: &mut [MjaiPlayer; 4], line: &Value) -> [Value; 4] {
    std::array::from_fn(|i| {
        let text = masked(line, i).to_string();
        players[i]
            .answer_line(&text)
            .unwrap_or_else(|e| panic!("seat {i}: {e}: {text}"))
            .action
    })
}

fn play_over_mjai(seed: u64, levels: [Level; 4]) -> Vec<u8> {
    let rules = Ruleset::tenhou();
    let mut game = Game::new(Seed(seed), rules.clone());
    let mut players: [MjaiPlayer; 4] = std::array::from_fn(|i| {
        MjaiPlayer::new(levels[i], Seed(seed + i as u64), None, rules.clone())
    });
    broadcast(
        &mut players,
        &json!({"type": "start_game", "names": ["a", "b", "c", "d"]}),
    );
    let mut answers: [Value; 4] = Default::default();
    while !game.is_over() {
        let start = HandStart::of(game.round());
        let mut sent = 0;
        // The riichi declarations already sent (the engine logs them with the discard).
        let mut echoed = [false; 4];
        loop {
            let lines = rinshan_records::mjai::hand_events(&start, game.round().log());
            let over = game.round().is_over();
            let upto = if over { lines.len() } else { lines.len() - 1 };
            for l in &lines[sent..upto] {
                let v: Value = serde_json::from_str(&l.to_text()).unwrap_or_default();
                if v["type"] == "reach" {
                    let a = v["actor"].as_u64().unwrap_or(0) as usize;
                    if std::mem::take(&mut echoed[a]) {
                        continue;
                    }
                }
                answers = broadcast(&mut players, &v);
                if !over {
                    continue;
                }
                for a in &answers {
                    assert_eq!(a["type"], "none", "an answer to {v}");
                }
            }
            sent = upto;
            if over {
                game.finish_hand();
                break;
            }
            match game.round().phase().clone() {
                Phase::Draw { seat } => {
                    game.apply(seat, Action::Draw)
                        .unwrap_or_else(|e| panic!("{e}"));
                }
                Phase::Turn { seat, .. } => {
                    let i = seat.index();
                    let legal = game.legal_actions(seat);
                    let mut answer = answers[i].clone();
                    let mut riichi = false;
                    if answer["type"] == "reach" {
                        assert!(legal
                            .iter()
                            .any(|a| matches!(a, Action::Discard { riichi: true, .. })));
                        let echo = json!({"type": "reach", "actor": i});
                        answer = broadcast(&mut players, &echo)[i].clone();
                        echoed[i] = true;
                        riichi = true;
                    }
                    let action = engine_action(&answer, riichi)
                        .unwrap_or_else(|e| panic!("{e}"))
                        .unwrap_or_else(|| panic!("seat {i} passed on its turn: {legal:?}"));
                    assert!(
                        is_legal(&action, &legal),
                        "seat {i}: {answer} not in {legal:?}"
                    );
                    let action = legal
                        .iter()
                        .find(|l| is_legal(&action, &[(*l).clone()]))
                        .cloned()
                        .unwrap_or(action);
                    game.apply(seat, action).unwrap_or_else(|e| panic!("{e}"));
                }
                Phase::Claims(_) => {
                    for seat in Seat::ALL {
                        if !matches!(game.round().phase(), Phase::Claims(_)) {
                            break;
                        }
                        let legal = game.legal_actions(seat);
                        if legal.is_empty() {
                            continue;
                        }
                        let answer = &answers[seat.index()];
                        let action = engine_action(answer, false)
                            .unwrap_or_else(|e| panic!("{e}"))
                            .unwrap_or(Action::Skip);
                        assert!(
                            is_legal(&action, &legal),
                            "seat {}: {answer} not in {legal:?}",
                            seat.index()
                        );
                        let action = legal
                            .iter()
                            .find(|l| is_legal(&action, &[(*l).clone()]))
                            .cloned()
                            .unwrap_or(action);
                        game.apply(seat, action).unwrap_or_else(|e| panic!("{e}"));
                    }
                }
                Phase::Ended => {}
            }
        }
    }
    broadcast(&mut players, &json!({"type": "end_game"}));
    for p in &players {
        assert!(p.problems.is_empty(), "{:?}", p.problems);
    }
    let standings = game.standings().unwrap_or_else(|| panic!("no standings"));
    standings.iter().map(|s| s.place).collect()
}

/// Whole games, every level, every answer legal and the engine's game carried to its end.
#[test]
fn four_mjai_bots_play_whole_games_with_legal_answers() {
    for (seed, levels) in [
        (21, [Level::Hard, Level::Normal, Level::Easy, Level::Hard]),
        (22, [Level::Easy, Level::Easy, Level::Normal, Level::Hard]),
    ] {
        let mut places = play_over_mjai(seed, levels);
        places.sort();
        assert_eq!(places, vec![1, 2, 3, 4]);
    }
}
