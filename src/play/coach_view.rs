//! "Review with advice" in the record viewer: the coach ([`crate::bots::coach`]) run over
//! one seat of the record being viewed, hand by hand when each is asked for (a whole
//! match at once would hold the page), each decision placed on the viewer's steps, and
//! the marks — the choices that lose clearly — in order, to jump from one to the next.

use super::record_view::RecordViewer;
use crate::bots::coach::{review_hand, Decision, Verdict};
use crate::rules::Seat;

/// One decision of the reviewed seat, where the viewer shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct CoachPoint {
    /// The viewer's step that shows the table as the seat decided (the decision's hand is
    /// `decision.hand`).
    pub step: usize,
    /// The coach's decision: what was played, what Hard would do, shapes, danger, verdict.
    pub decision: Decision,
}

impl CoachPoint {
    /// True when the choice loses clearly (a mark).
    pub fn marked(&self) -> bool {
        matches!(self.decision.verdict, Verdict::Mistake(_))
    }

    /// The point's place, hand then step, for ordering marks.
    pub fn at(&self) -> (usize, usize) {
        (self.decision.hand, self.step)
    }
}

/// The coach's review of one seat of a record, filled in hand by hand.
#[derive(Clone, Debug, PartialEq)]
pub struct CoachReview {
    /// The seat reviewed.
    pub seat: Seat,
    /// Each hand's decisions, once reviewed.
    hands: Vec<Option<Vec<CoachPoint>>>,
}

impl CoachReview {
    /// A review of `seat` over the record `viewer` holds, no hand reviewed yet.
    pub fn new(viewer: &RecordViewer, seat: Seat) -> CoachReview {
        CoachReview {
            seat,
            hands: vec![None; viewer.hands()],
        }
    }

    /// Reviews `hand` unless it is done (a hand not in the record is nothing to do).
    pub fn review(&mut self, viewer: &RecordViewer, hand: usize) {
        let Some(slot @ None) = self.hands.get_mut(hand) else {
            return;
        };
        let Some(recorded) = viewer.record.hands.get(hand) else {
            return;
        };
        let points = review_hand(recorded, hand, self.seat, viewer.rules())
            .into_iter()
            .map(|decision| CoachPoint {
                step: viewer.step_before(hand, decision.step),
                decision,
            })
            .collect();
        *slot = Some(points);
    }

    /// The first hand not reviewed yet.
    pub fn next_unreviewed(&self) -> Option<usize> {
        self.hands.iter().position(Option::is_none)
    }

    /// How many hands are reviewed, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.hands.iter().filter(|h| h.is_some()).count(),
            self.hands.len(),
        )
    }

    /// The decisions of `hand`, if it is reviewed.
    pub fn hand(&self, hand: usize) -> Option<&[CoachPoint]> {
        self.hands.get(hand)?.as_deref()
    }

    /// Every reviewed decision, in the order played.
    pub fn points(&self) -> impl Iterator<Item = &CoachPoint> {
        self.hands.iter().flatten().flatten()
    }

    /// The first mark after `(hand, step)`, reviewing the hands after it as they are
    /// needed; `None` when there is none.
    pub fn next_mark(
        &mut self,
        viewer: &RecordViewer,
        hand: usize,
        step: usize,
    ) -> Option<(usize, usize)> {
        for h in hand..self.hands.len() {
            self.review(viewer, h);
            let found = self.hand(h).and_then(|points| {
                points
                    .iter()
                    .find(|p| p.marked() && p.at() > (hand, step))
                    .map(CoachPoint::at)
            });
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// The last mark before `(hand, step)`, reviewing the hands before it as they are
    /// needed; `None` when there is none.
    pub fn previous_mark(
        &mut self,
        viewer: &RecordViewer,
        hand: usize,
        step: usize,
    ) -> Option<(usize, usize)> {
        for h in (0..=hand.min(self.hands.len().saturating_sub(1))).rev() {
            self.review(viewer, h);
            let found = self.hand(h).and_then(|points| {
                points
                    .iter()
                    .rev()
                    .find(|p| p.marked() && p.at() < (hand, step))
                    .map(CoachPoint::at)
            });
            if found.is_some() {
                return found;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIXTURE: &str = include_str!("../../tests/fixtures/tenhou6/coach/dangerous-discard.json");

    /// The known blunder (5m into a double riichi) is the one mark, at the step the
    /// viewer shows seat 0 deciding it: just after its draw, before the discard.
    #[test]
    fn the_blunder_is_a_mark_at_its_step() {
        let viewer = RecordViewer::read(FIXTURE).unwrap_or_else(|e| panic!("{e}"));
        let mut review = CoachReview::new(&viewer, Seat::ALL[0]);
        assert_eq!(review.progress(), (0, 1));
        let mark = review.next_mark(&viewer, 0, 0);
        assert_eq!(review.progress(), (1, 1));
        let points = review.hand(0).unwrap_or_default().to_vec();
        assert_eq!(points.len(), 2);
        assert!(!points[0].marked());
        assert!(points[1].marked());
        // Steps: 1 draw, 2 6z, 3 draw, 4 riichi 7z, 5–8 seats 2 and 3, 9 seat 0's draw.
        assert_eq!((points[0].step, points[1].step), (1, 9));
        assert_eq!(mark, Some((0, 9)));
        assert_eq!(review.next_mark(&viewer, 0, 9), None);
        assert_eq!(review.previous_mark(&viewer, 0, 10), Some((0, 9)));
        assert_eq!(review.previous_mark(&viewer, 0, 9), None);
        let ctrl = viewer
            .table(0, 9, super::super::record_view::Viewpoint::All)
            .unwrap_or_else(|| panic!("no step 9"));
        assert_eq!(ctrl.view().seats.len(), 4);
    }
}
