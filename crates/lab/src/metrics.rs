//! The figures a model of hands or choices is judged by: the area under the ROC curve
//! (how well a score ranks the positives above the negatives, whatever its calibration),
//! the Brier score and a reliability table (how well a chance is calibrated), and an
//! agreement rate with its 95 % interval.

/// The area under the ROC curve of `(score, positive)` pairs: the chance that a random
/// positive scores above a random negative, ties counting half. `None` without both.
pub fn auc(pairs: &mut [(f64, bool)]) -> Option<f64> {
    pairs.sort_by(|a, b| a.0.total_cmp(&b.0));
    let positives = pairs.iter().filter(|p| p.1).count() as f64;
    let negatives = pairs.len() as f64 - positives;
    if positives == 0.0 || negatives == 0.0 {
        return None;
    }
    // Rank sum of the positives, tied scores sharing their mean rank.
    let mut rank_sum = 0.0;
    let mut i = 0;
    while i < pairs.len() {
        let mut j = i;
        while j < pairs.len() && pairs[j].0 == pairs[i].0 {
            j += 1;
        }
        let mean_rank = (i + 1 + j) as f64 / 2.0;
        rank_sum += mean_rank * pairs[i..j].iter().filter(|p| p.1).count() as f64;
        i = j;
    }
    Some((rank_sum - positives * (positives + 1.0) / 2.0) / (positives * negatives))
}

/// The Brier score: the mean squared difference between chance and outcome.
pub fn brier(pairs: &[(f64, bool)]) -> Option<f64> {
    if pairs.is_empty() {
        return None;
    }
    let sum: f64 = pairs
        .iter()
        .map(|(p, y)| (p - f64::from(u8::from(*y))).powi(2))
        .sum();
    Some(sum / pairs.len() as f64)
}

/// A reliability table: for each tenth of the chance, how many pairs, their mean chance
/// and how often they were positive.
pub fn reliability(pairs: &[(f64, bool)]) -> Vec<(usize, f64, f64)> {
    let mut bins = vec![(0usize, 0.0f64, 0.0f64); 10];
    for (p, y) in pairs {
        let b = ((p * 10.0) as usize).min(9);
        bins[b].0 += 1;
        bins[b].1 += p;
        bins[b].2 += f64::from(u8::from(*y));
    }
    bins.into_iter()
        .map(|(n, p, y)| {
            let d = n.max(1) as f64;
            (n, p / d, y / d)
        })
        .collect()
}

/// An agreement rate: `hits` of `n`, with its 95 % interval's half width (normal
/// approximation).
pub fn rate(hits: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let p = hits as f64 / n as f64;
    (p, 1.96 * (p * (1.0 - p) / n as f64).sqrt())
}

/// "AUC a, Brier b" of `pairs` ("-" where there is none).
pub fn auc_brier(pairs: &mut [(f64, bool)]) -> String {
    let a = auc(pairs).map_or("-".into(), |a| format!("{a:.3}"));
    let b = brier(pairs).map_or("-".into(), |b| format!("{b:.4}"));
    format!("AUC {a}, Brier {b}")
}

/// The reliability table of `pairs` as text: a `title` line, then a line a non-empty bin
/// (`  0.1-0.2: count, mean chance, share`), as `lab plot` reads it back.
pub fn reliability_lines(title: &str, pairs: &[(f64, bool)]) -> String {
    let mut out = format!("{title}\n");
    for (i, (n, p, y)) in reliability(pairs).into_iter().enumerate() {
        if n > 0 {
            out += &format!(
                "  {:.1}-{:.1}: {n}, {p:.3}, {y:.3}\n",
                i as f64 / 10.0,
                (i + 1) as f64 / 10.0
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A score that ranks every positive above every negative has an AUC of 1, the
    /// reverse 0, all ties one half; one misordered pair of four costs a quarter.
    #[test]
    fn auc_counts_ordered_pairs() {
        let mut perfect = [(0.9, true), (0.8, true), (0.2, false), (0.1, false)];
        assert_eq!(auc(&mut perfect), Some(1.0));
        let mut reverse = [(0.1, true), (0.9, false)];
        assert_eq!(auc(&mut reverse), Some(0.0));
        let mut ties = [(0.5, true), (0.5, false), (0.5, true)];
        assert_eq!(auc(&mut ties), Some(0.5));
        let mut one_wrong = [(0.9, true), (0.3, true), (0.5, false), (0.1, false)];
        assert_eq!(auc(&mut one_wrong), Some(0.75));
        assert_eq!(auc(&mut [(0.5, true)]), None);
    }

    #[test]
    fn brier_and_reliability() {
        let pairs = [(1.0, true), (0.0, false), (0.5, true), (0.5, false)];
        assert_eq!(brier(&pairs), Some(0.125));
        let r = reliability(&pairs);
        assert_eq!(r[5], (2, 0.5, 0.5));
        assert_eq!(r[9], (1, 1.0, 1.0));
        assert_eq!(rate(75, 100).0, 0.75);
    }
}
