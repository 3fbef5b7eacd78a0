//! The player that chooses as the Phoenix room's players did (`rinshan_models::person`),
//! with the committed weights, plays whole games: it never attempts an action the engine
//! refuses (self-play stops with an error if it does), and it uses what its heads say
//! (it declares riichi and calls, and wins).

use rinshan_bots::selfplay::play_game_with;
use rinshan_bots::Decide;
use rinshan_models::person::Person;
use rinshan_models::Model;
use rinshan_rules::{Ruleset, Seed};
use std::sync::Arc;

#[test]
fn four_persons_play_whole_games_legally() {
    let model = Arc::new(
        Model::read(include_bytes!("../weights/phoenix.safetensors")).expect("the weights"),
    );
    assert!(
        model.has_choices(),
        "the committed weights carry the riichi and call heads"
    );
    let (mut riichi, mut calls, mut wins) = (0, 0, 0);
    for g in 0..2u64 {
        let mut p: Vec<Person> = (0..4)
            .map(|i| Person::new(model.clone(), Seed(g * 4 + i)))
            .collect();
        let [a, b, c, d] = p.as_mut_slice() else {
            unreachable!("four players")
        };
        let players: [&mut dyn Decide; 4] = [a, b, c, d];
        let stats = play_game_with(Seed(100 + g), Ruleset::tenhou(), players, &mut || 0.0)
            .expect("every action legal");
        for s in &stats {
            riichi += s.riichi;
            calls += s.calls;
            wins += s.wins;
        }
    }
    assert!(
        riichi > 0 && calls > 0 && wins > 0,
        "riichi {riichi}, calls {calls}, wins {wins}"
    );
}
