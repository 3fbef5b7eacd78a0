//! A room's turns: the players' answers, the clocks running out, and playing on from
//! there — the moves the rules leave no choice in, the computer players' decisions and the
//! next hand.

use rinshan::engine::{Action, Phase};
use rinshan::rules::Seat;
use rinshan_protocol::{Problem, ServerMsg};

use super::entry::{By, Entry};
use super::table::Table;
use super::{Occupant, Outcome, Room, To, NEXT_HAND_WAIT_MS};

impl Room {
    /// The player in `seat` answers frame `seq` with `action`. An answer to a frame that
    /// offers the decision now open (the first that offered it, or any frame since that
    /// showed it again) is taken; an answer to another frame (late, repeated, after a
    /// time-out) is ignored; an action the rules do not allow is refused with the rule's
    /// reason, and the seat keeps its turn.
    pub fn act(
        &mut self,
        seat: Seat,
        seq: u64,
        action: Action,
        now: u64,
    ) -> Result<Outcome, Problem> {
        let Some(t) = &self.table else {
            return Err(Problem::NotStarted);
        };
        let mut out = Outcome::default();
        let d = &self.delivery[seat.index()];
        if !d.offered.is_some_and(|o| (o.first..=d.seq).contains(&seq)) {
            return Ok(out);
        }
        if let Some(refusal) = t.play.game.round().refusal(seat, &action) {
            out.send(To::Seat(seat), &ServerMsg::Refused { seq, refusal });
            return Ok(out);
        }
        let spent = self.clocks[seat.index()].spent(now);
        self.commit(
            Entry::Acted {
                seat,
                action,
                spent_ms: u32::try_from(spent).unwrap_or(u32::MAX),
                by: By::Player,
            },
            &mut out,
        );
        self.delivery[seat.index()].offered = None;
        self.advance(now, &mut out);
        Ok(out)
    }

    /// The player in `seat` has read the hand's result shown in frame `seq`.
    pub fn next_hand(&mut self, seat: Seat, seq: u64, now: u64) -> Result<Outcome, Problem> {
        if self.table.is_none() {
            return Err(Problem::NotStarted);
        }
        let mut out = Outcome::default();
        if self.delivery[seat.index()].seq == seq {
            self.ready[seat.index()] = true;
            self.advance(now, &mut out);
        }
        Ok(out)
    }

    /// When the room next needs [`Room::tick`]: a seat's time running out, the end of the
    /// wait for "Next hand", the end of the grace after a restart.
    pub fn deadline(&self) -> Option<u64> {
        if self.table.as_ref().is_none_or(|t| t.play.game.is_over()) {
            return None;
        }
        let move_ms = self.settings_move_ms();
        let clocks = self.clocks.iter().filter_map(|c| c.deadline(move_ms));
        clocks.chain(self.next_by).chain(self.grace_until).min()
    }

    /// What is due at `now`: the end of the grace after a restart (the clocks of players
    /// not back start), decisions out of time (the safe default for a player whose page is
    /// there; for one cut off, a computer player's choice, and it plays for them from then
    /// on until they are back), the end of the wait for "Next hand".
    pub fn tick(&mut self, now: u64) -> Outcome {
        let mut out = Outcome::default();
        if self.table.is_none() {
            return out;
        }
        if self.grace_until.is_some_and(|g| g <= now) {
            self.grace_until = None;
        }
        let move_ms = self.settings_move_ms();
        for s in Seat::ALL {
            let due = self.clocks[s.index()]
                .deadline(move_ms)
                .is_some_and(|d| d <= now);
            if !due {
                continue;
            }
            let Some(t) = &self.table else { break };
            let legal = t.play.game.legal_actions(s);
            let cut_off = !self.presence[s.index()].connected;
            let chosen = if cut_off {
                (!legal.is_empty()).then(|| (t.play.computer_choice(s, &legal), By::Computer))
            } else {
                safe_default(t, s, &legal).map(|a| (a, By::Timeout))
            };
            let Some((action, by)) = chosen else {
                self.clocks[s.index()].since = None;
                continue;
            };
            let spent = self.clocks[s.index()].spent(now);
            self.commit(
                Entry::Acted {
                    seat: s,
                    action,
                    spent_ms: u32::try_from(spent).unwrap_or(u32::MAX),
                    by,
                },
                &mut out,
            );
            self.delivery[s.index()].offered = None;
            if cut_off {
                self.presence[s.index()].away = true;
                self.room_changed(&mut out);
            }
        }
        if self.next_by.is_some_and(|n| n <= now) {
            self.ready = [true; 4];
        }
        self.advance(now, &mut out);
        out
    }

    /// Whether a computer player makes `seat`'s decisions now.
    pub(super) fn played_for(&self, seat: Seat) -> bool {
        match self.seats[seat.index()] {
            Occupant::Computer => true,
            Occupant::Person(_) => self.presence[seat.index()].away,
            Occupant::Empty => false,
        }
    }

    /// Plays on from here: the draws and the moves the rules leave no choice in, the
    /// computer players' decisions, the next hand once everyone is ready; then starts the
    /// clocks of the players who must choose, and sends every page what changed (a clock
    /// that starts is always shown in the frame sent with it).
    pub(super) fn advance(&mut self, now: u64, out: &mut Outcome) {
        let waiting = self.grace_until.is_some();
        let mut dealt = false;
        // Bounded: a whole match is a few thousand moves.
        for _ in 0..100_000 {
            let Some(t) = &self.table else { return };
            if t.play.game.is_over() {
                break;
            }
            if t.play.game.round().is_over() {
                // The seats that play only: a three-player room's North seat has nobody
                // to read the result.
                let everyone = self
                    .playing()
                    .iter()
                    .all(|s| self.ready[s.index()] || self.played_for(*s));
                if everyone {
                    self.commit(Entry::Dealt, out);
                    dealt = true;
                    continue;
                }
                if self.next_by.is_none() && !waiting {
                    self.next_by = Some(now + NEXT_HAND_WAIT_MS);
                }
                break;
            }
            let next = t.play.next_mover(&|s, _| self.played_for(s));
            let moved = next.map(|(s, legal)| match legal.as_slice() {
                [only] => (s, only.clone(), By::Auto),
                _ => (s, t.play.computer_choice(s, &legal), By::Computer),
            });
            let Some((seat, action, by)) = moved else {
                break;
            };
            self.commit(
                Entry::Acted {
                    seat,
                    action,
                    spent_ms: 0,
                    by,
                },
                out,
            );
        }
        // The clocks of the players who must choose now: whether or not their page is
        // connected, but while the room waits for its players after a restart, only the
        // clocks of those who are back (and have a page to show it).
        if let Some(t) = &self.table {
            for s in Seat::ALL {
                let choosing = !t.play.game.legal_actions(s).is_empty();
                let played_for = self.played_for(s);
                let may_start = !waiting || self.presence[s.index()].connected;
                let c = &mut self.clocks[s.index()];
                if !choosing || played_for {
                    c.since = None;
                } else if c.since.is_none() && may_start {
                    c.since = Some(now);
                }
            }
        }
        self.send_frames(now, out);
        if dealt && self.over() {
            self.tell_ended(None, out);
            self.room_changed(out);
        }
    }
}

/// The safe default when a seat's time runs out: pass a call; in one's turn, discard the
/// drawn tile (or, after a call, the last tile the rules allow).
fn safe_default(t: &Table, seat: Seat, legal: &[Action]) -> Option<Action> {
    if legal.contains(&Action::Skip) {
        return Some(Action::Skip);
    }
    let drawn = match t.play.game.round().phase() {
        Phase::Turn { seat: s, drawn, .. } if *s == seat => *drawn,
        _ => None,
    };
    let plain = |a: &&Action| matches!(a, Action::Discard { riichi: false, .. });
    drawn
        .map(|tile| Action::Discard {
            tile,
            riichi: false,
        })
        .filter(|a| legal.contains(a))
        .or_else(|| legal.iter().rfind(plain).cloned())
        .or_else(|| legal.first().cloned())
}
