//! Random legal play through whole hands: whatever the players do, the engine never
//! panics, every tile stays accounted for, the dead wall stays at 14 and no points are
//! created or lost.

use proptest::prelude::*;
use rinshan::engine::{Round, RoundSetup};
use rinshan::rules::wall::{DEAD_WALL_SIZE, TILE_COUNT};
use rinshan::rules::{Rng, Ruleset, Seat, Seed};

fn tiles_on_table(r: &Round) -> usize {
    let mut n = r.wall().remaining_tiles().len();
    for s in Seat::ALL {
        let p = r.player(s);
        n += p.hand.len();
        n += p.melds.iter().map(|m| m.tiles().len()).sum::<usize>();
        // A called discard lies in the caller's meld, not in the pond.
        n += p.pond.iter().filter(|d| !d.called).count();
    }
    n
}

/// Plays one hand with seat choices drawn from `seed`; returns the number of steps.
fn play(seed: u64, rules: Ruleset) -> Result<usize, TestCaseError> {
    let setup = RoundSetup::first(&rules);
    let total: i32 = setup.points.iter().sum();
    let mut round = Round::from_seed(Seed(seed), rules, setup);
    let mut rng = Rng::new(Seed(seed ^ 0x5eed));
    let mut steps = 0;
    while !round.is_over() {
        prop_assert!(steps < 2000, "the hand does not end");
        let mut moved = false;
        for seat in Seat::ALL {
            let actions = round.legal_actions(seat);
            if actions.is_empty() {
                continue;
            }
            let pick = actions[rng.below(actions.len() as u64) as usize].clone();
            let result = round.apply(seat, pick.clone());
            prop_assert!(
                result.is_ok(),
                "a legal action was refused: {pick}: {result:?}"
            );
            moved = true;
            break;
        }
        prop_assert!(moved, "nobody can act in {:?}", round.phase());
        prop_assert_eq!(tiles_on_table(&round), TILE_COUNT);
        prop_assert_eq!(round.wall().dead_wall_size(), DEAD_WALL_SIZE);
        let points: i32 = Seat::ALL.iter().map(|&s| round.player(s).points).sum();
        prop_assert_eq!(points + 1000 * round.deposits() as i32, total);
        steps += 1;
    }
    Ok(steps)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_hands_keep_every_invariant(seed in any::<u64>(), preset in 0usize..4) {
        let rules = Ruleset::presets()[preset].clone();
        play(seed, rules)?;
    }
}
