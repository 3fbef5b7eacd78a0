//! How likely a hand is to win before the hand ends, from how fast it improves: a hand
//! `n` steps from winning (shanten + 1) takes each step on a draw with some chance per
//! turn (its tile acceptance over the tiles it cannot see; ron chances count at the last
//! step), while the hand may end first — someone else wins or the wall runs out. This is
//! the tile-efficiency reasoning of the strategy books ("more acceptance, more wins")
//! turned into a number that can be weighed against the risk of dealing in.

/// Chance that a hand whose steps succeed with these per-turn chances (the last step is
/// the win) wins within `turns` turns, when each turn the hand ends for another reason
/// with chance `hazard`.
pub fn win_chance(steps: &[f64], hazard: f64, turns: f64) -> f64 {
    chances(steps, hazard, turns).0
}

/// [`win_chance`], and the chance of being one step from the win (tenpai) when the turns
/// run out without the hand having ended: tenpai at an exhaustive draw.
pub fn chances(steps: &[f64], hazard: f64, turns: f64) -> (f64, f64) {
    let n = steps.len();
    if n == 0 {
        return (1.0, 0.0);
    }
    if n > 9 {
        return (0.0, 0.0);
    }
    let mut at = [0.0f64; 9];
    at[0] = 1.0;
    let mut won = 0.0;
    let whole = turns.floor().clamp(0.0, 40.0) as usize;
    let part = turns - whole as f64;
    for t in 0..=whole {
        // The last, partial turn counts in proportion.
        let w = if t == whole { part } else { 1.0 };
        if w <= 0.0 {
            break;
        }
        let mut next = [0.0f64; 9];
        for i in 0..n {
            let p = at[i];
            if p == 0.0 {
                continue;
            }
            let go = (steps[i] * w).min(1.0);
            let stay = (1.0 - go - hazard * w).max(0.0);
            if i + 1 == n {
                won += p * go;
            } else {
                next[i + 1] += p * go;
            }
            next[i] += p * stay;
        }
        at = next;
    }
    (won, at[n - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// More acceptance never wins less, more turns never win less, and a hand that needs
    /// more steps wins less: the orderings tile efficiency rests on.
    #[test]
    fn chances_are_monotone() {
        let base = win_chance(&[0.2, 0.1], 0.05, 10.0);
        assert!(win_chance(&[0.3, 0.1], 0.05, 10.0) > base);
        assert!(win_chance(&[0.2, 0.15], 0.05, 10.0) > base);
        assert!(win_chance(&[0.2, 0.1], 0.05, 12.0) > base);
        assert!(win_chance(&[0.2, 0.2, 0.1], 0.05, 10.0) < base);
        assert!(win_chance(&[0.2, 0.1], 0.08, 10.0) < base);
        assert_eq!(win_chance(&[0.2], 0.05, 0.0), 0.0);
        let p = win_chance(&[0.15], 0.05, 10.0);
        assert!(p > 0.5 && p < 0.75, "{p}");
    }
}
