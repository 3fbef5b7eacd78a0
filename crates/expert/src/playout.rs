//! One simulated hand played out: every seat moved by the model ([`super::model`]) with
//! its plan, from wherever the round stands to the end of the hand.

use super::model::{act, Plan};
use rinshan_bots::Bot;
use rinshan_engine::{Action, Phase, Round};
use rinshan_rules::{Rng, Seat, Seed};

/// Moves a simulated hand may take before it is given up as broken (a hand takes a few
/// hundred at most).
const MAX_STEPS: usize = 2_000;

/// Where a simulated hand stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The hand ended.
    Ended,
    /// The seat asked to stop at is to discard (it has drawn, or called).
    Turn,
    /// The engine refused a move, or the hand did not end (not counted).
    Broken,
}

/// Plays `round` on, each seat by its plan, to the end of the hand — or, with `until`,
/// to that seat's next turn.
pub fn play_out(round: &mut Round, plans: &[Plan; 4], rng: &mut Rng, until: Option<Seat>) -> Stop {
    let mut bots: [Option<Bot>; 4] = std::array::from_fn(|i| match plans[i] {
        Plan::Level(l) => Some(Bot::new(l, Seed(rng.next_u64()))),
        _ => None,
    });
    let mut act = |round: &Round, seat: Seat, legal: &[Action], rng: &mut Rng| match &mut bots
        [seat.index()]
    {
        Some(bot) => bot.decide(&round.view(seat), legal),
        None => act(round, seat, legal, plans[seat.index()], rng),
    };
    for _ in 0..MAX_STEPS {
        let (seat, action) = match round.phase() {
            Phase::Ended => return Stop::Ended,
            Phase::Turn { seat, .. } if Some(*seat) == until => return Stop::Turn,
            Phase::Draw { seat } => (*seat, Action::Draw),
            Phase::Turn { seat, .. } => {
                let seat = *seat;
                let legal = round.legal_actions(seat);
                (seat, act(round, seat, &legal, rng))
            }
            Phase::Claims(window) => {
                let Some((seat, options)) = Seat::ALL
                    .into_iter()
                    .map(|s| (s, window.options(s)))
                    .find(|(_, o)| !o.is_empty())
                else {
                    return Stop::Broken;
                };
                (seat, act(round, seat, &options, rng))
            }
        };
        if round.apply(seat, action).is_err() {
            return Stop::Broken;
        }
    }
    Stop::Broken
}
