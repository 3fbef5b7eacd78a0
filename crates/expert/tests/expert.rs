//! The Expert's behaviour: it plays only legal actions over whole games, decides from its
//! view alone (hidden tiles dealt otherwise do not change its choice), decides the same
//! way every time under a budget of simulations, and simulates nothing when there is one
//! sensible action.

use rinshan_bots::{Bot, Decide, Level};
use rinshan_engine::{Action, Game, Round, SeatView};
use rinshan_expert::deal::deal;
use rinshan_expert::read::Reading;
use rinshan_expert::{Budget, Expert, Settings};
use rinshan_lab::selfplay::play_game_with;
use rinshan_rules::{Rng, Ruleset, Seat, Seed};

fn expert(seed: u64, simulations: u32) -> Expert {
    Expert::new(
        Seed(seed),
        Settings {
            budget: Budget::Simulations(simulations),
            ..Settings::default()
        },
    )
}

/// The moments of a game of four Hard bots where seat `seat` had a choice, as
/// (view, legal actions, the round).
fn moments(game_seed: u64, seat: Seat) -> Vec<(SeatView, Vec<Action>, Round)> {
    let mut game = Game::new(Seed(game_seed), Ruleset::tenhou());
    let mut bots: Vec<Bot> = (0..4).map(|i| Bot::new(Level::Hard, Seed(i))).collect();
    let mut out = Vec::new();
    while let Some((s, legal)) = game.next_turn() {
        let view = game.round().view(s);
        if s == seat && legal.len() > 1 {
            out.push((view.clone(), legal.clone(), game.round().clone()));
        }
        let a = bots[s.index()].decide(&view, &legal);
        game.apply(s, a).unwrap_or_else(|e| panic!("{e}"));
    }
    out
}

/// Whole games with an Expert in a seat end without an illegal action attempted (self-play
/// stops at the first).
#[test]
fn an_expert_plays_whole_games_legally() {
    for g in 0..2u64 {
        let mut e = expert(g, 24);
        let mut hard: Vec<Bot> = (0..3).map(|i| Bot::new(Level::Hard, Seed(i))).collect();
        let [a, b, c] = &mut hard[..] else {
            panic!("three bots");
        };
        let players: [&mut dyn Decide; 4] = match g % 2 {
            0 => [&mut e, a, b, c],
            _ => [a, b, &mut e, c],
        };
        let stats = play_game_with(Seed(70 + g), Ruleset::tenhou(), players, &mut || 0.0)
            .unwrap_or_else(|e| panic!("game {g}: {e}"));
        assert!(stats.iter().all(|s| (1..=4).contains(&s.place)));
    }
}

/// The Expert sees only its view: the same view over other hidden tiles (other hands,
/// another wall) gets the same decision, among the same legal actions — and the decision
/// is the same every time for the same seed and number of simulations.
#[test]
fn hidden_tiles_do_not_change_a_decision() {
    let mut simulated = 0;
    let mut rng = Rng::new(Seed(5));
    for (view, legal, _) in moments(21, Seat::ALL[1]).into_iter().step_by(7) {
        let mut first = expert(3, 40);
        let chosen = first.decide(&view, &legal);
        simulated += usize::from(first.last.is_some());
        let Some(other) = deal(&view, &mut rng, Reading::BLIND) else {
            panic!("no deal");
        };
        let elsewhere = Round::from_view(&view, other).unwrap_or_else(|e| panic!("{e}"));
        let seen = elsewhere.view(view.seat);
        assert_eq!(seen, view);
        assert_eq!(elsewhere.legal_actions(view.seat), legal);
        assert_eq!(expert(3, 40).decide(&seen, &legal), chosen);
    }
    assert!(simulated >= 3, "{simulated}");
}

/// A win is taken and a single legal action played without simulating anything.
#[test]
fn one_sensible_action_is_decided_without_simulation() {
    let mut checked = 0;
    for (view, legal, _) in moments(22, Seat::ALL[0]) {
        let win = legal
            .iter()
            .any(|a| matches!(a, Action::Tsumo | Action::Ron));
        if !win && legal.len() > 1 {
            continue;
        }
        let mut e = expert(1, 8);
        let chosen = e.decide(&view, &legal);
        assert!(e.last.is_none(), "simulated {view:?}");
        if win {
            assert!(matches!(chosen, Action::Tsumo | Action::Ron));
        }
        checked += 1;
    }
    let (view, legal, _) = moments(22, Seat::ALL[0])
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("no decision"));
    let mut e = expert(1, 8);
    assert_eq!(e.decide(&view, &legal[..1]), legal[0]);
    assert!(e.last.is_none());
    assert!(checked > 0);
}
