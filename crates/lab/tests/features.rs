//! A model's input is built from one seat's view alone (issue 42: "a test builds the same
//! input from two rounds that differ only in tiles the seat cannot see and asserts they
//! are identical"): rounds rebuilt from a seat's view with the hidden tiles dealt twice
//! differently encode the same, at the seat's turn and in a claim window.

use rinshan_bots::{Bot, Level};
use rinshan_engine::{Game, Round, SeatView};
use rinshan_expert::deal::deal;
use rinshan_expert::read::Reading;
use rinshan_models::features::{encode, INPUT};
use rinshan_rules::{Rng, Ruleset, Seat, Seed};

/// Plays Hard in every seat from `seed` until `moves` actions have been taken, then
/// returns the round (mid-hand).
fn played(seed: u64, moves: usize) -> Round {
    let mut game = Game::new(Seed(seed), Ruleset::tenhou());
    let mut bots: Vec<Bot> = (0..4)
        .map(|i| Bot::new(Level::Hard, Seed(seed + i)))
        .collect();
    for _ in 0..moves {
        if game.round().is_over() {
            break;
        }
        let Some((s, legal)) = game.round().to_act() else {
            break;
        };
        let view = game.round().view(s);
        let a = bots[s.index()].decide(&view, &legal);
        game.apply(s, a).expect("Hard plays legally");
    }
    game.round().clone()
}

/// Two rounds with `view`'s seat seeing the same and everything hidden dealt anew.
fn redealt(view: &SeatView) -> (Round, Round) {
    let mut a = Rng::new(Seed(1));
    let mut b = Rng::new(Seed(2));
    let ha = deal(view, &mut a, Reading::BLIND).expect("a deal");
    let hb = deal(view, &mut b, Reading::BLIND).expect("a deal");
    (
        Round::from_view(view, ha).expect("the view's round"),
        Round::from_view(view, hb).expect("the view's round"),
    )
}

#[test]
fn the_input_is_the_same_whatever_the_seat_cannot_see() {
    let (mut turns, mut claims) = (0, 0);
    for seed in 1..=12 {
        for moves in [10, 25, 40, 55] {
            let round = played(seed, moves);
            // A seat with a choice: its own turn, or a claim window.
            let Some((s, legal)) = round.to_act() else {
                continue;
            };
            if legal.len() < 2 {
                continue;
            }
            let view = round.view(s);
            let (a, b) = redealt(&view);
            let others_differ = Seat::ALL
                .into_iter()
                .filter(|&o| o != s)
                .any(|o| a.player(o).hand != b.player(o).hand);
            assert!(others_differ, "seed {seed}: the two deals are the same");
            let x = encode(&view);
            assert_eq!(x.len(), INPUT);
            assert_eq!(encode(&a.view(s)), x, "seed {seed} move {moves}");
            assert_eq!(encode(&b.view(s)), x, "seed {seed} move {moves}");
            if view.claim.is_some() {
                claims += 1;
            } else {
                turns += 1;
            }
        }
    }
    assert!(
        turns >= 5 && claims >= 1,
        "{turns} turns and {claims} claim windows checked"
    );
}

/// What the seat can see does change the input: its own hand, another seat's view.
#[test]
fn what_the_seat_sees_changes_the_input() {
    let round = played(7, 30);
    let views: Vec<Vec<f32>> = Seat::ALL
        .into_iter()
        .map(|s| encode(&round.view(s)))
        .collect();
    for i in 0..4 {
        for j in i + 1..4 {
            assert_ne!(views[i], views[j], "seats {i} and {j}");
        }
    }
}
