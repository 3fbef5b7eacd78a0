//! A match's story, told at its end: every player's points after each hand (for the
//! chart), and each player's figures — hands played, wins, deal-ins, riichi, calls and the
//! average value of their wins. Read from the match replayed from its start, so it is
//! exactly what was played.

use serde::{Deserialize, Serialize};

use super::driver::Controller;
use crate::engine::{Event, Round};
use crate::rules::points::payment;
use crate::rules::Seat;

/// The table after one hand: which hand it was and every seat's points after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandMark {
    /// The round wind (0 East …).
    pub wind: u8,
    /// The hand within the round (0–3).
    pub hand: u8,
    /// Its honba.
    pub honba: u32,
    /// Each seat's points after the hand.
    pub points: [i32; 4],
}

/// One player's figures over a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatFigures {
    /// Hands played.
    pub hands: u32,
    /// Hands won.
    pub wins: u32,
    /// Hands lost by dealing in.
    pub deal_ins: u32,
    /// Riichi declared.
    pub riichi: u32,
    /// Chii, pon and open kans called.
    pub calls: u32,
    /// The value of the hands won (as the score table gives it, without honba and riichi
    /// sticks), summed.
    pub win_points: u32,
}

impl SeatFigures {
    /// The average value of a win (0 without wins).
    pub fn average_win(&self) -> u32 {
        self.win_points.checked_div(self.wins).unwrap_or(0)
    }

    /// Adds one hand's events for `seat`.
    fn count(&mut self, seat: Seat, round: &Round) {
        self.hands += 1;
        for e in round.log() {
            match e {
                Event::Discarded {
                    seat: s,
                    riichi: true,
                    ..
                } if *s == seat => self.riichi += 1,
                Event::Called { seat: s, .. } if *s == seat => self.calls += 1,
                Event::Won {
                    seat: s,
                    from,
                    score,
                    ..
                } => {
                    if *s == seat {
                        let dealer = round.setup().dealer == seat;
                        self.wins += 1;
                        self.win_points +=
                            payment(score.basic, dealer, from.is_none(), 0).total(dealer);
                    }
                    if *from == Some(seat) {
                        self.deal_ins += 1;
                    }
                }
                _ => {}
            }
        }
    }
}

/// The story of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchStory {
    /// Everyone's points at the start.
    pub start: [i32; 4],
    /// The points a final score is counted from (the rule set's return points).
    pub return_points: i32,
    /// The table after each hand, in order.
    pub hands: Vec<HandMark>,
    /// Each seat's figures, seat 0 first.
    pub figures: [SeatFigures; 4],
}

impl Controller {
    /// The match's story so far (every hand finished or in play).
    pub fn story(&self) -> MatchStory {
        let mut story = MatchStory {
            start: [self.m.game.rules().starting_points; 4],
            return_points: self.m.game.rules().game.return_points,
            hands: Vec::new(),
            figures: Default::default(),
        };
        let mut first_hand = true;
        self.replay_hands(|first, last| {
            if first_hand {
                story.start = first.setup().points;
                first_hand = false;
            }
            let setup = last.setup();
            story.hands.push(HandMark {
                wind: crate::text::wind_number(setup.round_wind),
                hand: setup.dealer.index() as u8,
                honba: setup.honba,
                points: Seat::ALL.map(|s| last.player(s).points),
            });
            for seat in Seat::ALL {
                story.figures[seat.index()].count(seat, last);
            }
        });
        story
    }
}
