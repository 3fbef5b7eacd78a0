//! What a room's pages are sent: each seat its own frame (a watcher the public one),
//! numbered per page and sent only when it shows something new, and the match's end.

use std::hash::{Hash, Hasher};

use rinshan::play::frame::{self, FrameOptions, Reveal, SeatFrame, Sight};
use rinshan::rules::Seat;
use rinshan_protocol::ServerMsg;

use super::table::Table;
use super::{Occupant, Offer, Outcome, Room, To};

impl Room {
    pub(super) fn frame_of(&self, t: &Table, sight: Sight) -> SeatFrame {
        let hints = sight.seat().is_some_and(|s| self.hints[s.index()]);
        let options = FrameOptions {
            sight,
            reveal: Reveal::ByRules,
            hints,
        };
        frame::build(&t.play.game, options, &self.latest, t.play.live_start)
    }

    /// Sends each page its frame, where it shows something new.
    pub(super) fn send_frames(&mut self, now: u64, out: &mut Outcome) {
        let Some(t) = &mut self.table else { return };
        let fresh = std::mem::take(&mut t.fresh);
        if !fresh.is_empty() {
            self.latest = fresh;
        }
        for s in Seat::ALL {
            if matches!(self.seats[s.index()], Occupant::Person(_)) {
                self.send_frame(s, now, out);
            }
        }
        if self.watchers > 0 {
            let Some(t) = &self.table else { return };
            let json = match frame_json(&self.frame_of(t, Sight::Public)) {
                Ok(json) => json,
                Err(why) => return self.break_on(why),
            };
            let print = fingerprint(&json.as_str());
            if print != self.watched.last {
                self.watched.seq += 1;
                self.watched.last = print;
                match rinshan_protocol::frame_text(self.watched.seq, &json, None) {
                    Ok(text) => out.frame(To::Watchers, text),
                    Err(why) => self.break_on(why),
                }
            }
        }
    }

    /// Sends `seat` its frame when it shows something new: a change on the table, or its
    /// clock started (a frame offering choices always shows the seat's clock).
    pub(super) fn send_frame(&mut self, seat: Seat, now: u64, out: &mut Outcome) {
        let Some(t) = &self.table else { return };
        let frame = self.frame_of(t, Sight::Seat(seat));
        let json = match frame_json(&frame) {
            Ok(json) => json,
            Err(why) => return self.break_on(why),
        };
        let clock = self.clocks[seat.index()];
        let move_ms = self.settings_move_ms();
        let print = fingerprint(&(json.as_str(), clock.since));
        let moves = t.play.moves.len();
        let d = &mut self.delivery[seat.index()];
        if print == d.last {
            return;
        }
        d.seq += 1;
        d.last = print;
        d.offered = match (frame.choices.is_some(), d.offered) {
            (false, _) => None,
            // The same decision shown again: an answer to the earlier frames still counts.
            (true, Some(o)) if o.moves == moves => Some(o),
            (true, _) => Some(Offer {
                first: d.seq,
                moves,
            }),
        };
        let clock = clock.shown(now, move_ms);
        match rinshan_protocol::frame_text(d.seq, &json, clock) {
            Ok(text) => out.frame(To::Seat(seat), text),
            Err(why) => self.break_on(why),
        }
    }

    pub(super) fn tell_ended(&self, only: Option<Seat>, out: &mut Outcome) {
        let Some(t) = &self.table else { return };
        let names = self.names();
        for s in Seat::ALL {
            let person = matches!(self.seats[s.index()], Occupant::Person(_));
            if person && only.is_none_or(|o| o == s) {
                out.send(
                    To::Seat(s),
                    &ServerMsg::Ended {
                        save: t.save(&names, s),
                    },
                );
            }
        }
        if only.is_none() && self.watchers > 0 {
            out.send(
                To::Watchers,
                &ServerMsg::Ended {
                    save: t.save(&names, Seat::ALL[0]),
                },
            );
        }
    }

    pub(super) fn room_changed(&self, out: &mut Outcome) {
        out.send(To::Everyone, &ServerMsg::Room { room: self.info() });
    }
}

/// A frame as JSON, or why it cannot be written.
pub(super) fn frame_json(frame: &SeatFrame) -> Result<String, String> {
    serde_json::to_string(frame).map_err(|e| format!("a frame cannot be written: {e}"))
}

pub(super) fn fingerprint(what: &impl Hash) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    what.hash(&mut h);
    h.finish()
}
