//! Comparing two self-play series played from one seed, game by game. Game `g` of a
//! series is dealt the same walls with the hero in the same seat whatever the levels play
//! (see [`super::selfplay::series_game`]), so a change to a level is measured against the
//! same deals: every game its decisions never touch comes out exactly the same, and the
//! games it does touch are compared with themselves. The difference of two such series
//! is known several times more precisely than either series' average place.

use std::fmt;

/// The hero's result in one game of a series: one line of a series' results file,
/// `game seat place points`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeroResult {
    /// The game's number in its series.
    pub game: u64,
    /// The hero's seat (0 = the first dealer).
    pub seat: u8,
    /// Final place, 1 to 4.
    pub place: u8,
    /// Final points.
    pub points: i32,
}

impl fmt::Display for HeroResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {}",
            self.game, self.seat, self.place, self.points
        )
    }
}

/// A results file that cannot be read: the line (from 1) that is not `game seat place
/// points` with a seat 0–3 and a place 1–4.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultsError {
    /// The line, counted from 1.
    pub line: usize,
}

impl fmt::Display for ResultsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {} is not `game seat place points` (seat 0-3, place 1-4)",
            self.line
        )
    }
}

impl std::error::Error for ResultsError {}

/// Reads a results file (blank lines are skipped).
pub fn parse_results(text: &str) -> Result<Vec<HeroResult>, ResultsError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let err = ResultsError { line: i + 1 };
        let mut parts = line.split_whitespace();
        let mut next = || parts.next().ok_or_else(|| err.clone());
        let game = next()?.parse().map_err(|_| err.clone())?;
        let seat: u8 = next()?.parse().map_err(|_| err.clone())?;
        let place: u8 = next()?.parse().map_err(|_| err.clone())?;
        let points = next()?.parse().map_err(|_| err.clone())?;
        if seat > 3 || !(1..=4).contains(&place) || parts.next().is_some() {
            return Err(err);
        }
        out.push(HeroResult {
            game,
            seat,
            place,
            points,
        });
    }
    Ok(out)
}

/// Two series compared on the games both played (same game number and seat).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Paired {
    /// Games compared.
    pub games: usize,
    /// Games with the same place and points in both series.
    pub identical: usize,
    /// Average place in the first series and in the second, over the games compared.
    pub places: (f64, f64),
    /// Average difference of place (second minus first: below zero, the second placed better).
    pub place_diff: f64,
    /// Half the width of its 95 % confidence interval.
    pub place_ci95: f64,
    /// Average difference of final points (second minus first).
    pub points_diff: f64,
    /// Half the width of its 95 % confidence interval.
    pub points_ci95: f64,
}

/// Mean and 1.96 standard errors of `xs` (the Expert's own `mean_se`; no interval below
/// two games).
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let (mean, se) = rinshan_expert::stats::mean_se(xs);
    (mean, if se.is_finite() { 1.96 * se } else { 0.0 })
}

/// Compares `after` with `before` game by game; `None` when they share no game.
pub fn paired(before: &[HeroResult], after: &[HeroResult]) -> Option<Paired> {
    let earlier: std::collections::HashMap<u64, &HeroResult> =
        before.iter().map(|r| (r.game, r)).collect();
    let pairs: Vec<(&HeroResult, &HeroResult)> = after
        .iter()
        .filter_map(|b| {
            earlier
                .get(&b.game)
                .filter(|a| a.seat == b.seat)
                .map(|a| (*a, b))
        })
        .collect();
    if pairs.is_empty() {
        return None;
    }
    let n = pairs.len() as f64;
    let place = |r: &HeroResult| f64::from(r.place);
    let place_diffs: Vec<f64> = pairs.iter().map(|(a, b)| place(b) - place(a)).collect();
    let point_diffs: Vec<f64> = pairs
        .iter()
        .map(|(a, b)| f64::from(b.points) - f64::from(a.points))
        .collect();
    let (place_diff, place_ci95) = mean_ci(&place_diffs);
    let (points_diff, points_ci95) = mean_ci(&point_diffs);
    Some(Paired {
        games: pairs.len(),
        identical: pairs.iter().filter(|(a, b)| a == b).count(),
        places: (
            pairs.iter().map(|(a, _)| place(a)).sum::<f64>() / n,
            pairs.iter().map(|(_, b)| place(b)).sum::<f64>() / n,
        ),
        place_diff,
        place_ci95,
        points_diff,
        points_ci95,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(game: u64, place: u8, points: i32) -> HeroResult {
        HeroResult {
            game,
            seat: (game % 4) as u8,
            place,
            points,
        }
    }

    #[test]
    fn a_results_file_reads_back_what_was_written() {
        let games = [r(0, 1, 41_200), r(1, 4, -3_100), r(2, 2, 27_000)];
        let text: String = games.iter().map(|g| format!("{g}\n")).collect();
        assert_eq!(parse_results(&text), Ok(games.to_vec()));
    }

    #[test]
    fn a_malformed_results_line_is_named_not_a_panic() {
        for bad in [
            "0 0 1",
            "0 0 5 25000",
            "0 4 1 25000",
            "x 0 1 25000",
            "0 0 1 25000 9",
        ] {
            let text = format!("1 1 2 25000\n\n{bad}\n");
            assert_eq!(parse_results(&text), Err(ResultsError { line: 3 }), "{bad}");
        }
    }

    /// Games the change never touched differ by nothing; the others are compared with
    /// themselves, whatever order the files list them in.
    #[test]
    fn series_are_compared_game_by_game() {
        let before = [
            r(0, 1, 40_000),
            r(1, 3, 20_000),
            r(2, 2, 30_000),
            r(3, 4, 10_000),
        ];
        let after = [
            r(3, 4, 10_000),
            r(2, 2, 30_000),
            r(1, 2, 24_000),
            r(0, 1, 40_000),
        ];
        let p = paired(&before, &after).expect("shared games");
        assert_eq!((p.games, p.identical), (4, 3));
        assert!((p.place_diff + 0.25).abs() < 1e-9);
        assert!((p.points_diff - 1_000.0).abs() < 1e-9);
        assert_eq!(p.places, (2.5, 2.25));
        assert!(p.place_ci95 > 0.0);
        assert_eq!(paired(&before, &[]), None);
    }
}
