//! A hand of random legal play: every seat picks uniformly among the actions the engine
//! offers until the hand ends. The workload the engine benchmarks and the peer comparison
//! time (the same function, so the same hands).

use super::action::Action;
use super::round::{Round, RoundSetup};
use rinshan_rules::{Rng, Ruleset, Seat, Seed};

/// Plays one hand (Tenhou rules, East 1) dealt from `seed`, each action chosen at random
/// among the legal ones; returns the number of actions taken (at most 5,000).
pub fn play_random_hand(seed: u64) -> usize {
    let rules = Ruleset::tenhou();
    let setup = RoundSetup::first(&rules);
    let mut round = Round::from_seed(Seed(seed), rules, setup);
    let mut rng = Rng::new(Seed(seed ^ 0xbe7c));
    let mut n = 0;
    while !round.is_over() && n < 5000 {
        let Some((seat, actions)) = Seat::ALL
            .iter()
            .map(|&s| (s, round.legal_actions(s)))
            .find(|(_, a)| !a.is_empty())
        else {
            break;
        };
        let pick = actions[rng.below(actions.len() as u64) as usize].clone();
        if round.apply(seat, pick).is_err() {
            break;
        }
        n += 1;
    }
    n
}

/// Plays `round` to its end, `pick` choosing each action among the legal ones (with
/// `rng`), and shows `at_choice` each moment a player decides at — a seat with more than
/// one action and no kan dora waiting to be turned — before the pick. For tests that
/// check something at every real choice of random hands. An error says why the hand
/// stopped: nobody could act, or the engine refused the action picked.
pub fn each_choice(
    round: &mut Round,
    rng: &mut Rng,
    mut pick: impl FnMut(&[Action], &mut Rng) -> Action,
    mut at_choice: impl FnMut(&Round, Seat, &[Action]),
) -> Result<(), String> {
    while !round.is_over() {
        let Some((seat, legal)) = Seat::ALL
            .into_iter()
            .map(|s| (s, round.legal_actions(s)))
            .find(|(_, a)| !a.is_empty())
        else {
            return Err("nobody can act".into());
        };
        if legal.len() > 1 && round.pending_kan_dora() == 0 {
            at_choice(round, seat, &legal);
        }
        let action = pick(&legal, rng);
        round.apply(seat, action).map_err(|e| e.to_string())?;
    }
    Ok(())
}
