//! Work split over the machine's cores: the lab's commands read thousands of games and
//! score millions of decisions, each part on a thread of its own.

/// Splits `items` into `threads` runs of consecutive items and calls `work(first, run)`
/// on each in a thread of its own (`first`: the index of the run's first item). Returns
/// the results in the runs' order, `None` for a thread that panicked.
pub fn in_parts<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    work: impl Fn(usize, &[T]) -> R + Sync,
) -> Vec<Option<R>> {
    let chunk = items.len().div_ceil(threads.max(1)).max(1);
    let work = &work;
    std::thread::scope(|scope| {
        let workers: Vec<_> = items
            .chunks(chunk)
            .enumerate()
            .map(|(w, run)| scope.spawn(move || work(w * chunk, run)))
            .collect();
        workers.into_iter().map(|w| w.join().ok()).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::in_parts;

    #[test]
    fn every_item_once_in_order() {
        let items: Vec<usize> = (0..103).collect();
        let parts = in_parts(&items, 4, |first, run| {
            assert_eq!(run[0], first);
            run.to_vec()
        });
        assert_eq!(parts.len(), 4);
        let all: Vec<usize> = parts.into_iter().flatten().flatten().collect();
        assert_eq!(all, items);
        assert_eq!(in_parts(&[] as &[u8], 2, |_, r| r.len()).len(), 0);
    }
}
