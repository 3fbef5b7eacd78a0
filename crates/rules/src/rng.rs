//! The seeded random source behind every shuffle.
//!
//! Rinshan is deterministic given a seed: the same seed gives the same wall on every
//! platform (native and wasm32 alike). The generator is xoshiro256** seeded through
//! SplitMix64, computed in `u64` arithmetic only, so pointer width never changes a result.

use serde::{Deserialize, Serialize};

/// A game seed. Any `u64`; seeds typed by people (the `?seed=` of the page) are read with
/// [`Seed::from_text`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Seed(pub u64);

impl Seed {
    /// Reads a seed as a person typed it: a decimal number is taken as it is, any other
    /// text is hashed (FNV-1a), so `?seed=tutorial-3` works as well as `?seed=42`.
    /// Surrounding spaces are ignored.
    pub fn from_text(text: &str) -> Seed {
        let text = text.trim();
        match text.parse::<u64>() {
            Ok(n) => Seed(n),
            Err(_) => {
                let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
                for byte in text.bytes() {
                    hash ^= u64::from(byte);
                    hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
                }
                Seed(hash)
            }
        }
    }
}

/// xoshiro256** pseudo-random generator: small, fast, and identical on every target.
#[derive(Clone, Debug)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// A generator whose whole future output is fixed by `seed`.
    pub fn new(seed: Seed) -> Rng {
        let mut x = seed.0;
        let mut next = || {
            x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        Rng {
            s: [next(), next(), next(), next()],
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A uniform integer in `0..bound` (no modulo bias). `bound` must be at least 1.
    pub fn below(&mut self, bound: u64) -> u64 {
        debug_assert!(bound > 0);
        let bound = bound.max(1);
        // Reject the top sliver of the range that would bias small results.
        let zone = u64::MAX - (u64::MAX % bound) - 1;
        loop {
            let r = self.next_u64();
            if r <= zone {
                return r % bound;
            }
        }
    }

    /// Shuffles a slice in place (Fisher–Yates), the same way on every platform.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_seed_text_is_taken_as_is() {
        assert_eq!(Seed::from_text(" 42 "), Seed(42));
    }

    #[test]
    fn other_seed_text_is_hashed_stably() {
        assert_eq!(Seed::from_text("tutorial"), Seed::from_text("tutorial"));
        assert_ne!(Seed::from_text("tutorial"), Seed::from_text("tutorial2"));
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = Rng::new(Seed(7));
        for bound in 1..200 {
            assert!(rng.below(bound) < bound);
        }
    }

    /// Pins the generator's output: if this changes, every seed deals a different wall,
    /// breaking saved games and tutorial links.
    #[test]
    fn output_is_pinned() {
        let mut rng = Rng::new(Seed(0));
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        let mut again = Rng::new(Seed(0));
        let second: Vec<u64> = (0..3).map(|_| again.next_u64()).collect();
        assert_eq!(first, second);
        assert_eq!(first[0], PINNED_FIRST_OUTPUT);
    }

    /// xoshiro256** seeded by SplitMix64 from 0, checked against an independent implementation
    /// of the published algorithm.
    const PINNED_FIRST_OUTPUT: u64 = 11_091_344_671_253_066_420;
}
