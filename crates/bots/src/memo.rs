//! The maps a decision remembers its answers in (hands seen, their waits and roads): keyed
//! by small arrays of tile counts, hashed with a fast multiply-and-rotate hash (as rustc's
//! own FxHash) rather than the standard library's DoS-resistant SipHash, which is several
//! times slower for such keys and guards against nothing here.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A map from hand keys, hashed fast.
pub type Memo<K, V> = HashMap<K, V, BuildHasherDefault<CountsHasher>>;

/// A fast hasher for keys made of small byte arrays.
#[derive(Clone, Copy, Debug, Default)]
pub struct CountsHasher(u64);

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl CountsHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for CountsHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 56));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Different hands are remembered apart, and the same hand is found again.
    #[test]
    fn hands_are_remembered_apart() {
        let mut m: Memo<[u8; 36], u32> = Memo::default();
        let mut a = [0u8; 36];
        a[0] = 3;
        let mut b = a;
        b[35] = 1;
        m.insert(a, 1);
        m.insert(b, 2);
        assert_eq!(m.get(&a), Some(&1));
        assert_eq!(m.get(&b), Some(&2));
        assert_eq!(m.len(), 2);
    }
}
