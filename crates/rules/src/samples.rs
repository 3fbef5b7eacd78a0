//! Sample hands for benchmarks and peer comparisons, fixed by their seeds so every run
//! (criterion benches, `benches/peers`) measures the same inputs.

use super::hand::counts_of;
use super::rng::{Rng, Seed};
use super::ruleset::RedFives;
use super::shanten::Counts;
use super::tile::Tile;
use super::wall::tile_set;

/// `n` random 14-tile hands drawn from shuffled sets (seed 2024), as counts.
pub fn random_hands(n: usize) -> Vec<Counts> {
    let mut rng = Rng::new(Seed(2024));
    (0..n)
        .map(|_| {
            let mut set = tile_set(RedFives::NONE);
            rng.shuffle(&mut set);
            counts_of(set[..14].iter().copied())
        })
        .collect()
}

/// `n` random 14-tile hands all in one suit, each suit in turn (seed 2025): a flush in
/// the making, once the slowest case for shanten.
pub fn one_suit_hands(n: usize) -> Vec<Counts> {
    let mut rng = Rng::new(Seed(2025));
    (0..n)
        .map(|i| {
            let suit = i % 3;
            let mut set: Vec<Tile> = tile_set(RedFives::NONE)
                .into_iter()
                .filter(|t| t.kind().index() / 9 == suit)
                .collect();
            rng.shuffle(&mut set);
            counts_of(set[..14].iter().copied())
        })
        .collect()
}
