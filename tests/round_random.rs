//! Random legal play through whole hands (10,000 per run, four- and three-player rule
//! sets): whatever the players do, the engine never panics or refuses an action it
//! offered, every one of the 136 tiles (108 in sanma) stays accounted for, the dead wall stays at 14, never more than four kans are made (a fifth
//! only ends the hand, where the rule set allows it), and no points are created or lost
//! (score changes sum to zero once deposits are counted). The seed and the actions
//! reproduce the hand's log exactly.

use proptest::prelude::*;
use rinshan::engine::{Action, Round, RoundSetup};
use rinshan::rules::wall::{tile_set_of, DEAD_WALL_SIZE};
use rinshan::rules::{Rng, Ruleset, Seat, Seed};

fn tiles_on_table(r: &Round) -> usize {
    let mut n = r.wall().remaining_tiles().len();
    for s in Seat::ALL {
        let p = r.player(s);
        n += p.hand.len();
        n += p.melds.iter().map(|m| m.tiles().len()).sum::<usize>();
        // A called discard lies in the caller's meld, not in the pond.
        n += p.pond.iter().filter(|d| !d.called).count();
        // Norths set aside (kita, sanma).
        n += usize::from(p.kita);
    }
    n
}

fn kans_on_table(r: &Round) -> usize {
    Seat::ALL
        .iter()
        .flat_map(|&s| r.player(s).melds.iter())
        .filter(|m| m.kind().is_kan())
        .count()
}

/// Picks an action: wins, kans and calls are taken often (so random hands reach them),
/// anything else uniformly.
fn pick(actions: &[Action], rng: &mut Rng) -> Action {
    let eager: Vec<&Action> = actions
        .iter()
        .filter(|a| {
            matches!(
                a,
                Action::Tsumo
                    | Action::Ron
                    | Action::Daiminkan
                    | Action::Shouminkan { .. }
                    | Action::Ankan { .. }
                    | Action::Pon { .. }
                    | Action::Chii { .. }
                    | Action::Kita
            )
        })
        .collect();
    if !eager.is_empty() && rng.below(3) > 0 {
        return eager[rng.below(eager.len() as u64) as usize].clone();
    }
    actions[rng.below(actions.len() as u64) as usize].clone()
}

/// Plays one hand with seat choices drawn from `seed`; returns the actions taken.
fn play(seed: u64, rules: Ruleset) -> Result<Vec<(Seat, Action)>, TestCaseError> {
    let setup = RoundSetup::first(&rules);
    let total: i32 = setup.points.iter().sum();
    let mut round = Round::from_seed(Seed(seed), rules.clone(), setup.clone());
    let mut rng = Rng::new(Seed(seed ^ 0x5eed));
    let mut taken = Vec::new();
    let mut steps = 0;
    while !round.is_over() {
        prop_assert!(steps < 2000, "the hand does not end");
        let mut moved = false;
        for seat in Seat::ALL {
            let actions = round.legal_actions(seat);
            if actions.is_empty() {
                continue;
            }
            prop_assert!(
                seat.index() < rules.seat_count(),
                "the empty seat of a three-player table acts"
            );
            let pick = pick(&actions, &mut rng);
            let result = round.apply(seat, pick.clone());
            prop_assert!(
                result.is_ok(),
                "a legal action was refused: {pick:?}: {result:?}"
            );
            taken.push((seat, pick));
            moved = true;
            break;
        }
        prop_assert!(moved, "nobody can act in {:?}", round.phase());
        prop_assert_eq!(tiles_on_table(&round), tile_set_of(&rules).len());
        prop_assert_eq!(round.wall().dead_wall_size(), DEAD_WALL_SIZE);
        let points: i32 = Seat::ALL.iter().map(|&s| round.player(s).points).sum();
        prop_assert_eq!(points + 1000 * round.deposits() as i32, total);
        let kans = kans_on_table(&round);
        prop_assert!(
            kans <= 4 || (kans == 5 && round.is_over()),
            "{kans} kans on the table"
        );
        steps += 1;
    }
    // The seed plus the actions reproduce the hand.
    let mut again = Round::from_seed(Seed(seed), rules, setup);
    for (seat, action) in &taken {
        prop_assert!(again.apply(*seat, action.clone()).is_ok());
    }
    prop_assert_eq!(again.log(), round.log());
    Ok(taken)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn random_hands_keep_every_invariant(seed in any::<u64>(), preset in 0usize..6) {
        let presets = Ruleset::presets();
        play(seed, presets[preset].clone())?;
    }
}
