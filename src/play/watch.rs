//! Tables that are watched rather than played: a tutorial's show and compare modes, and
//! a game record under review. Every hand is face up (or one seat's view), nobody moves on
//! their own, and [`Controller::advance`] takes the scripted steps one at a time.

use super::driver::Controller;
use super::settings::Settings;
use crate::engine::{Action, Game, Phase};
use crate::rules::{Seat, Seed};

impl Controller {
    /// Makes this a table to watch (a tutorial's show and compare modes): every hand is
    /// face up, nobody moves on their own, and [`Controller::advance`] takes the scripted
    /// steps one at a time.
    pub fn watch(&mut self) {
        self.watching = true;
    }

    /// A table to watch around `game` as it stands (a game record under review, see
    /// [`super::record_view`]): every hand face up, nobody moves on their own.
    pub(super) fn reviewing(game: Game, settings: Settings) -> Controller {
        let mut c = Controller::around(game, settings, (Seed(0), None), Default::default());
        c.watching = true;
        c
    }

    /// Shows a watched table as `seat` saw it: its hand at the bottom, the others face
    /// down (until the hand is over).
    pub fn show_only(&mut self, seat: Seat) {
        self.me = seat;
        self.others_hidden = true;
    }

    /// True for a table to watch (see [`Controller::watch`]).
    pub fn is_watching(&self) -> bool {
        self.watching
    }

    /// One scripted step of a watched table: the next action a script names, with the
    /// draw before it; seats with nothing scripted let discards pass, except seat 0 (the
    /// reader's), whose choices the table then shows. Returns false when no scripted
    /// action comes next (a draw before the missing action may have been taken).
    pub fn advance(&mut self) -> bool {
        let mut events = Vec::new();
        let mut acted = false;
        for _ in 0..16 {
            if self.round().is_over() {
                break;
            }
            let movers: Vec<(Seat, Vec<Action>)> = Seat::ALL
                .into_iter()
                .map(|s| (s, self.m.game.legal_actions(s)))
                .filter(|(_, legal)| !legal.is_empty())
                .collect();
            let Some((first, first_legal)) = movers.first().cloned() else {
                break;
            };
            if matches!(self.round().phase(), Phase::Claims(_)) {
                if acted {
                    break;
                }
                let mut answers = Vec::new();
                for (seat, legal) in &movers {
                    let script = &mut self.scripts[seat.index()];
                    if script.is_done() && *seat == self.me {
                        return false;
                    }
                    answers.push((*seat, script.answer(legal, true).unwrap_or(Action::Skip)));
                }
                for (seat, action) in answers {
                    acted |= action != Action::Skip;
                    events.extend(self.apply(seat, action));
                }
            } else if first_legal == [Action::Draw] {
                // Seat 0 draws to face its question; other seats only toward a scripted move.
                if self.scripts[first.index()].is_done() && first != self.me {
                    break;
                }
                events.extend(self.apply(first, Action::Draw));
            } else {
                if acted {
                    break;
                }
                match self.scripts[first.index()].answer(&first_legal, false) {
                    Some(action) => {
                        events.extend(self.apply(first, action));
                        acted = true;
                    }
                    None => break,
                }
            }
        }
        if acted {
            self.latest = events;
        }
        acted
    }
}
