//! The player that chooses as the Phoenix room's players did (`rinshan_models::person`),
//! with the committed weights, plays whole games: it never attempts an action the engine
//! refuses (self-play stops with an error if it does), and it uses what its heads say
//! (it declares riichi and calls, and wins).

use rinshan_bots::Decide;
use rinshan_lab::selfplay::play_game_with;
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

/// A seat of Persons that, at each decision, asks the coach's opinion
/// (`rinshan_models::opinion`) of every choice it could make.
struct Asking {
    person: Person,
    model: Arc<Model>,
    checked: usize,
}

impl Decide for Asking {
    fn decide(
        &mut self,
        view: &rinshan_engine::SeatView,
        legal: &[rinshan_engine::Action],
    ) -> rinshan_engine::Action {
        use rinshan_engine::Action;
        use rinshan_models::opinion::opinion;
        let choice = self.person.decide(view, legal);
        if legal.len() > 1
            && !legal
                .iter()
                .any(|a| matches!(a, Action::Tsumo | Action::Ron))
        {
            let mut kinds = std::collections::HashSet::new();
            let mut total = 0.0;
            for a in legal {
                let o = opinion(&self.model, view, legal, a);
                assert!(legal.contains(&o.choice), "the opinion's choice is legal");
                if let Some(d) = o.deal_in {
                    assert!((0.0..=1.0).contains(&d), "deal-in chance {d}");
                }
                let counted = match a {
                    Action::Discard { tile, riichi } => {
                        kinds.insert((tile.kind().index() as u8, *riichi))
                    }
                    Action::Skip | Action::Chii { .. } | Action::Pon { .. } | Action::Daiminkan => {
                        // Call or pass: one chance for passing, one for calling (any call).
                        kinds.insert((u8::MAX, !matches!(a, Action::Skip)))
                    }
                    _ => false,
                };
                if counted {
                    total += o.played.unwrap_or(0.0);
                }
            }
            let offers_own_kan = legal.iter().any(|a| {
                matches!(
                    a,
                    Action::Ankan { .. } | Action::Shouminkan { .. } | Action::KyuushuKyuuhai
                )
            });
            if !offers_own_kan {
                // The chances of the choices a Phoenix player could make add up to one.
                assert!(
                    (total - 1.0).abs() < 1e-3,
                    "chances add up to {total}: {legal:?}"
                );
                self.checked += 1;
            }
        }
        choice
    }
}

#[test]
fn the_coachs_opinion_gives_chances_that_add_up_and_a_legal_choice() {
    let model = Arc::new(
        Model::read(include_bytes!("../weights/phoenix.safetensors")).expect("the weights"),
    );
    let mut p: Vec<Asking> = (0..4)
        .map(|i| Asking {
            person: Person::new(model.clone(), Seed(i)),
            model: model.clone(),
            checked: 0,
        })
        .collect();
    let [a, b, c, d] = p.as_mut_slice() else {
        unreachable!("four players")
    };
    let players: [&mut dyn Decide; 4] = [a, b, c, d];
    play_game_with(Seed(7), Ruleset::tenhou(), players, &mut || 0.0).expect("every action legal");
    let checked: usize = p.iter().map(|a| a.checked).sum();
    assert!(checked > 100, "{checked} decisions checked");
}
