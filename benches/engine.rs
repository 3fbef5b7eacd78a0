//! Speed of the round engine: whole hands of random legal play, and `legal_actions`
//! for every seat right after a discard (the claim window every turn opens). Run with
//! `cargo bench --bench engine`.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use std::hint::black_box;

use rinshan::engine::random_play::play_random_hand;
use rinshan::engine::{Action, Phase, Round, RoundSetup};
use rinshan::rules::{Rng, Ruleset, Seat, Seed};

/// Rounds stopped right after a discard (`before` false) or right before one (`before`
/// true, with the discard to make), at varied points of varied hands.
fn around_discards(before: bool) -> Vec<(Round, Action)> {
    let mut out = Vec::new();
    let mut seed = 1u64;
    while out.len() < 256 {
        let rules = Ruleset::tenhou();
        let setup = RoundSetup::first(&rules);
        let mut round = Round::from_seed(Seed(seed), rules, setup);
        let mut rng = Rng::new(Seed(seed));
        let stop = 4 + rng.below(40) as usize;
        let mut discards = 0;
        while !round.is_over() {
            let Some((seat, actions)) = Seat::ALL
                .iter()
                .map(|&s| (s, round.legal_actions(s)))
                .find(|(_, a)| !a.is_empty())
            else {
                break;
            };
            // Pass every claim, so the hand goes on.
            let pick = if actions.contains(&Action::Skip) {
                Action::Skip
            } else {
                actions[rng.below(actions.len() as u64) as usize].clone()
            };
            let discard = matches!(pick, Action::Discard { .. });
            if discard && before && discards + 1 == stop {
                out.push((round.clone(), pick));
                break;
            }
            if round.apply(seat, pick.clone()).is_err() {
                break;
            }
            if discard && !round.is_over() {
                discards += 1;
                if discards == stop {
                    out.push((round.clone(), pick));
                    break;
                }
            }
        }
        seed += 1;
    }
    out
}

/// Times `legal_actions` for all four seats, cycling through `rounds`.
fn bench_legal_actions(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    rounds: &[(Round, Action)],
) {
    let mut i = 0;
    group.bench_function(name, |b| {
        b.iter_batched(
            || {
                i = (i + 1) % rounds.len();
                &rounds[i].0
            },
            |r| {
                for s in Seat::ALL {
                    black_box(r.legal_actions(s));
                }
            },
            BatchSize::SmallInput,
        )
    });
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("engine");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random hand", |b| {
        b.iter(|| {
            seed += 1;
            black_box(play_random_hand(seed))
        })
    });
    let rounds = around_discards(false);
    let claims = rounds
        .iter()
        .filter(|(r, _)| matches!(r.phase(), Phase::Claims(_)))
        .count();
    eprintln!(
        "{} positions after a discard, {claims} with a claim open",
        rounds.len()
    );
    bench_legal_actions(
        &mut group,
        "legal_actions after a discard (4 seats)",
        &rounds,
    );
    // The discard itself: the claim window is worked out here (ron with furiten and
    // scoring, pon, kan, chii with kuikae for each other seat).
    let before = around_discards(true);
    let mut j = 0;
    group.bench_function("apply a discard (opens the claim window)", |b| {
        b.iter_batched(
            || {
                j = (j + 1) % before.len();
                before[j].clone()
            },
            |(mut r, discard)| {
                let seat = match r.phase() {
                    Phase::Turn { seat, .. } => *seat,
                    _ => Seat::ALL[0],
                };
                black_box(r.apply(seat, discard).is_ok())
            },
            BatchSize::SmallInput,
        )
    });
    // A turn's options: tsumo, kans, nine terminals, every discard and riichi discard.
    bench_legal_actions(&mut group, "legal_actions at the start of a turn", &before);
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
