//! What the end of a simulated hand is worth to the seat: the points it moved, and the
//! place the game is likely to end in from there. When the hand ends the game (the last
//! hand, a bankruptcy, the last dealer stopping in the lead) the place is exact; otherwise
//! every other seat ends above this one with the chance that their points' difference
//! survives the hands still to come, each hand moving a difference by about
//! [`SPREAD_PER_HAND`] points (a logistic curve).

use rinshan_bots::judge::Judge;
use rinshan_bots::skill::Skill;
use rinshan_bots::table::Table;
use rinshan_engine::{after_hand, standings, Action, AfterHand, GameState, Round, SeatView};
use rinshan_rules::{GameLength, Seat, Tile, TileKind};

/// The standard deviation of the change in two seats' points difference over one hand.
pub const SPREAD_PER_HAND: f64 = 6_000.0;

/// What one simulated hand came to for the seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    /// The seat's points change over the hand (riichi deposits and payments included).
    pub points: f64,
    /// The seat's expected final place (1 to 4).
    pub place: f64,
}

/// Where the game stood when `view` was seen (the first dealer being seat 0).
pub fn game_state(view: &SeatView) -> GameState {
    GameState {
        wind: (view.round_wind.index() - TileKind::wind(0).index()) as u8,
        hand: view.dealer.index() as u8,
        honba: view.honba,
        deposits: view.deposits,
        points: view.points,
    }
}

/// The outcome for `view`'s seat of `round`, a hand rebuilt from that view and played to
/// its end from `state` (see [`game_state`]).
pub fn outcome(view: &SeatView, state: &GameState, round: &Round) -> Outcome {
    let me = view.seat;
    let Some(result) = round.result() else {
        return Outcome {
            points: 0.0,
            place: expected_place(me, &view.points, hands_left(view, state), players(view)),
        };
    };
    let points = f64::from(result.deltas[me.index()]);
    let place = match after_hand(&view.rules, state, &result) {
        AfterHand::Over(last) => standings(&view.rules, &last)
            .iter()
            .find(|s| s.seat == me)
            .map_or(2.5, |s| f64::from(s.place)),
        AfterHand::Next(next) => {
            expected_place(me, &next.points, hands_left(view, &next), players(view))
        }
    };
    Outcome { points, place }
}

/// The outcome for `view`'s seat of `round`, a hand rebuilt from that view and played on
/// to the seat's next turn: a win taken (as the end of the hand), or else the points it
/// has moved so far and the worth of its best discard by Hard's reckoning (the points it
/// can expect from the rest of the hand), counted as points for the place.
pub fn at_next_turn(view: &SeatView, state: &GameState, round: &mut Round) -> Outcome {
    let me = view.seat;
    let legal = round.legal_actions(me);
    if legal.contains(&Action::Tsumo) && round.apply(me, Action::Tsumo).is_ok() {
        return outcome(view, state, round);
    }
    let now = round.view(me);
    let table = Table::new(&now);
    let mut judge = Judge::new(&table, Skill::HARD);
    let plain: Vec<Tile> = rinshan_bots::plain_discards(&legal);
    let worth = judge
        .best_discard(&now.hand, now.my_melds(), &plain)
        .map_or(0.0, |w| w.worth);
    let mut points = now.points;
    points[me.index()] += worth as i32;
    Outcome {
        points: f64::from(points[me.index()] - view.points[me.index()]),
        place: expected_place(me, &points, hands_left(view, state), players(view)),
    }
}

/// Hands still to be played from `state` (at least one): the rest of the game's last
/// round, and one in an extension round.
fn hands_left(view: &SeatView, state: &GameState) -> f64 {
    let rounds = match view.rules.game.length {
        GameLength::EastOnly => 1,
        GameLength::EastSouth => 2,
    };
    // A round is a hand per player: three in sanma.
    let per_round = players(view) as i32;
    let played = per_round * i32::from(state.wind) + i32::from(state.hand);
    f64::from((per_round * rounds - played).max(1))
}

/// The players at the view's table: 4, or 3 in sanma.
fn players(view: &SeatView) -> usize {
    view.rules.seat_count()
}

/// `me`'s expected place among `players` (4, or 3 in sanma, whose empty North seat is
/// nobody's rival) with `points` and `hands` hands still to come.
pub fn expected_place(me: Seat, points: &[i32; 4], hands: f64, players: usize) -> f64 {
    let spread = SPREAD_PER_HAND * hands.sqrt();
    let mine = points[me.index()];
    let mut place = 1.0;
    for o in Seat::ALL
        .into_iter()
        .filter(|&o| o != me && o.index() < players)
    {
        // Equal points go to the seat nearer the first dealer.
        let lead =
            f64::from(points[o.index()] - mine) + if o.index() < me.index() { 1.0 } else { -1.0 };
        place += 1.0 / (1.0 + (-1.702 * lead / spread).exp());
    }
    place
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Points ahead are worth a better place, and the same lead is worth more the fewer
    /// hands remain.
    #[test]
    fn a_lead_counts_more_near_the_end() {
        let me = Seat::ALL[0];
        let even = expected_place(me, &[25_000; 4], 8.0, 4);
        assert!((even - 2.5).abs() < 0.01, "{even}");
        let ahead = [33_000, 25_000, 21_000, 21_000];
        let early = expected_place(me, &ahead, 8.0, 4);
        let late = expected_place(me, &ahead, 1.0, 4);
        assert!(early < even && late < early, "{early} {late}");
        let behind = expected_place(Seat::ALL[3], &ahead, 1.0, 4);
        assert!(behind > 3.0, "{behind}");
        // Three players: places 1 to 3, the empty North seat nobody's rival.
        let three = expected_place(me, &[35_000, 35_000, 35_000, 0], 8.0, 3);
        assert!((three - 2.0).abs() < 0.01, "{three}");
    }
}
