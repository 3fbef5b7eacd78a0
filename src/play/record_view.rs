//! Reviewing a game record: the record is read and replayed through the engine once
//! (so every move shown is one the engine allowed, and a mismatch is known with its hand,
//! move and rule), and any point of any hand can be set up as a table to look at — all
//! hands face up, or as one seat saw it. A step is one action that changes the table
//! (a draw, a discard, a call, a kan, a win); passes on a discard go with the step
//! before. A hand that breaks a rule is shown as far as it could be read.

use super::driver::Controller;
use super::settings::Settings;
use crate::engine::{Action, Game, Position, Round, SeatPosition};
use crate::records::replay::{implied_wall, replay_into};
use crate::records::{Mismatch, Record};
use crate::rules::{Ruleset, Seat, Seed};

/// A record being reviewed.
pub struct RecordViewer {
    /// The record as read.
    pub record: Record,
    /// Where the record and the engine disagree (at most one per hand).
    pub mismatches: Vec<Mismatch>,
    rules: Ruleset,
    /// Each hand's engine actions, passes included, as far as the engine allowed them.
    tapes: Vec<Vec<(Seat, Action)>>,
}

/// Who the table is shown to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewpoint {
    /// Every hand face up, seat 0 at the bottom.
    All,
    /// As this seat saw it: its hand face up at the bottom, the others face down.
    Seat(Seat),
}

impl RecordViewer {
    /// Reads a record (Tenhou's mjlog XML or its tenhou.net/6 JSON) and replays it under
    /// the rules it names (Tenhou's, for three players or four).
    pub fn read(text: &str) -> Result<RecordViewer, String> {
        let record = crate::records::read(text)?;
        let rules = record.ruleset();
        let mut mismatches = Vec::new();
        let mut tapes = Vec::with_capacity(record.hands.len());
        for (i, h) in record.hands.iter().enumerate() {
            let mut tape = Vec::new();
            if let Err(m) = replay_into(h, i + 1, &rules, &mut tape) {
                mismatches.push(m);
            }
            tapes.push(tape);
        }
        Ok(RecordViewer {
            record,
            mismatches,
            rules,
            tapes,
        })
    }

    /// How many hands the record holds.
    pub fn hands(&self) -> usize {
        self.record.hands.len()
    }

    /// Where each step of `hand` ends in its tape (step 0 is the deal).
    fn step_ends(&self, hand: usize) -> Vec<usize> {
        self.tapes.get(hand).map_or_else(Vec::new, |tape| {
            tape.iter()
                .enumerate()
                .filter(|(_, (_, a))| *a != Action::Skip)
                .map(|(i, _)| i + 1)
                .collect()
        })
    }

    /// The rules the record is replayed under.
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// The step of `hand` that shows the table just before its engine action `index`
    /// (passes counted in `index`, not in steps): the step a decision made there is seen at.
    pub fn step_before(&self, hand: usize, index: usize) -> usize {
        self.tapes.get(hand).map_or(0, |tape| {
            tape.iter()
                .take(index)
                .filter(|(_, a)| *a != Action::Skip)
                .count()
        })
    }

    /// How many steps `hand` has (its last one ends the hand, unless it broke a rule).
    pub fn steps(&self, hand: usize) -> usize {
        self.step_ends(hand).len()
    }

    /// The table at `step` of `hand` (0: as dealt), shown from `viewpoint`; the step's own
    /// events are the table's latest (highlighted as in play). `None` for a hand or step
    /// that is not in the record.
    pub fn table(&self, hand: usize, step: usize, viewpoint: Viewpoint) -> Option<Controller> {
        let h = self.record.hands.get(hand)?;
        let tape = self.tapes.get(hand)?;
        let ends = self.step_ends(hand);
        if step > ends.len() {
            return None;
        }
        let position = Position {
            setup: h.setup.clone(),
            wall: implied_wall(h, &self.rules).ok()?,
            seats: std::array::from_fn(|i| SeatPosition::with_hand(h.starts[i].clone())),
            to_act: h.setup.dealer,
            fresh: true,
        };
        let round = Round::from_position(self.rules.clone(), position).ok()?;
        let mut ctrl = Controller::reviewing(Game::from_round(Seed(0), round), Settings::default());
        let (upto, from) = match step {
            0 => (0, 0),
            s => (ends[s - 1], if s >= 2 { ends[s - 2] } else { 0 }),
        };
        let mut latest = Vec::new();
        for (i, (seat, action)) in tape.iter().take(upto).enumerate() {
            let events = ctrl.apply(*seat, action.clone());
            if i >= from {
                latest.extend(events);
            }
        }
        ctrl.latest = latest;
        if let Viewpoint::Seat(s) = viewpoint {
            ctrl.show_only(s);
        }
        Some(ctrl)
    }
}
