//! A stable insertion sort for the short lists the rules sort (a hand, a meld, a player's
//! yaku, the 136 tiles of a set-up): the standard library's sorts are several kilobytes of
//! generic code per element type in the browser download, and these lists are small.

use std::cmp::Ordering;

/// Sorts `v` stably by `cmp`.
pub fn sort_small_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j - 1], &v[j]) == Ordering::Greater {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `v` stably in ascending order.
pub fn sort_small<T: Ord>(v: &mut [T]) {
    sort_small_by(v, T::cmp);
}

/// Sorts `v` stably by the key `f` gives.
pub fn sort_small_by_key<T, K: Ord>(v: &mut [T], mut f: impl FnMut(&T) -> K) {
    sort_small_by(v, |a, b| f(a).cmp(&f(b)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn sorts_like_the_standard_stable_sort(v in proptest::collection::vec((0u8..6, 0u16..1000), 0..150)) {
            let mut ours = v.clone();
            sort_small_by_key(&mut ours, |p| p.0);
            let mut std_sorted = v;
            std_sorted.sort_by_key(|p| p.0);
            prop_assert_eq!(ours, std_sorted);
        }
    }
}
