//! The last hand is played for places, not points: what counts is the place the game
//! ends in. A win is worth the places it gains (and the points only as a tiebreak), a
//! deal-in costs the places it loses — so first place folds what it can and fourth place
//! needs a hand big enough to pass someone, as the all-last strategy books say.

use super::table::Table;

/// Points one place is worth in the last hand (about the uma between two places, and
/// more than most hands: places decide the game).
const PLACE: f64 = 12_000.0;
/// The share of plain points still counted beside the places.
const POINTS: f64 = 0.3;

/// How the last hand turns points into places for one seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    me: usize,
    points: [i32; 4],
}

impl Placement {
    /// The placement view in the game's last hand; `None` earlier.
    pub fn of(t: &Table) -> Option<Placement> {
        t.last_hand().then_some(Placement {
            me: t.me,
            points: t.view.points,
        })
    }

    /// The seat's place (1–4) with these points (ties to the lower seat).
    fn place(&self, points: &[i32; 4]) -> f64 {
        let m = points[self.me];
        let above = (0..4)
            .filter(|&s| s != self.me && (points[s] > m || (points[s] == m && s < self.me)))
            .count();
        (1 + above) as f64
    }

    /// What a win of `value` points is worth: the places it gains, averaged over a ron
    /// from each opponent and a tsumo (shared by the others, the dealer paying double).
    pub fn gain(&self, value: f64) -> f64 {
        let now = self.place(&self.points);
        let mut places = 0.0;
        for from in (0..4).filter(|&s| s != self.me) {
            let mut after = self.points;
            after[self.me] += value as i32;
            after[from] -= value as i32;
            places += 0.6 / 3.0 * (now - self.place(&after));
        }
        let mut after = self.points;
        after[self.me] += value as i32;
        for s in (0..4).filter(|&s| s != self.me) {
            after[s] -= (value / 3.0) as i32;
        }
        places += 0.4 * (now - self.place(&after));
        places * PLACE + POINTS * value
    }

    /// What dealing in `loss` points to seat `to` costs.
    pub fn loss(&self, to: usize, loss: f64) -> f64 {
        let mut after = self.points;
        after[self.me] -= loss as i32;
        after[to] += loss as i32;
        (self.place(&after) - self.place(&self.points)) * PLACE + POINTS * loss
    }
}
