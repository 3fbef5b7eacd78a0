//! Means and standard errors of simulated values, alone and paired deal by deal.

/// Mean and standard error of `xs` (an infinite error below two values).
pub fn mean_se(xs: &[f64]) -> (f64, f64) {
    if xs.is_empty() {
        return (0.0, f64::INFINITY);
    }
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    if xs.len() < 2 {
        return (mean, f64::INFINITY);
    }
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

/// Mean and standard error of `a − b`, deal by deal.
pub fn paired(a: &[f64], b: &[f64]) -> (f64, f64) {
    let d: Vec<f64> = a.iter().zip(b).map(|(x, y)| x - y).collect();
    mean_se(&d)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pairing removes what both series share: two series far apart in spread but moving
    /// together differ by a constant, known exactly.
    #[test]
    fn a_shared_spread_cancels_in_the_pairing() {
        let a = [1000.0, -3000.0, 8000.0, 0.0];
        let b: Vec<f64> = a.iter().map(|x| x - 50.0).collect();
        let (_, se) = mean_se(&a);
        assert!(se > 1000.0);
        assert_eq!(paired(&a, &b), (50.0, 0.0));
        assert_eq!(mean_se(&[3.0]), (3.0, f64::INFINITY));
    }
}
