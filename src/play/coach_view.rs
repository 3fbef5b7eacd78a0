//! "Review with advice" in the record viewer: the coach ([`crate::bots::coach`]) run over
//! one seat of the record being viewed, hand by hand when each is asked for (a whole
//! match at once would hold the page), each decision placed on the viewer's steps, and
//! the marks — the choices that lose clearly — in order, to jump from one to the next.
//!
//! Where the page can ask the Expert (the record viewer's worker), each of Hard's marks
//! gets a second opinion by simulation ([`SecondOpinion`]): both choices' estimated values,
//! and the mark stands only when the simulation says the choice loses clearly.

use super::record_view::RecordViewer;
use crate::bots::coach::{review_hand, Decision, Verdict};
use crate::rules::Seat;

/// The Expert's second opinion on a decision, by simulation: the two choices played out on
/// the same guesses at the hidden tiles (`rinshan_expert::coach`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SecondOpinion {
    /// Hands simulated for each choice; 0 when the decision is not one the simulation
    /// weighs (a kan, a win declined…): then Hard's mark stands, and nothing is shown.
    pub hands: u32,
    /// The seat's choice: its average final place and the points the hand moved.
    pub played: (f64, f64),
    /// Hard's choice: the same.
    pub advised: (f64, f64),
    /// The seat's choice loses clearly (by the simulation's margin and its standard
    /// errors): the mark stands.
    pub clear: bool,
}

impl SecondOpinion {
    /// As one line of text (what the Expert's worker answers): `hands played_place
    /// played_points advised_place advised_points clear` (1 or 0).
    pub fn to_text(&self) -> String {
        format!(
            "{} {} {} {} {} {}",
            self.hands,
            self.played.0,
            self.played.1,
            self.advised.0,
            self.advised.1,
            u8::from(self.clear)
        )
    }

    /// Reads [`SecondOpinion::to_text`]'s line; `None` for anything else (places from 1 to
    /// 4, finite points).
    pub fn from_text(text: &str) -> Option<SecondOpinion> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [hands, pp, ppts, ap, apts, clear] = words.as_slice() else {
            return None;
        };
        let number = |w: &str| w.parse::<f64>().ok().filter(|v| v.is_finite());
        let place = |w: &str| number(w).filter(|p| (1.0..=4.0).contains(p));
        Some(SecondOpinion {
            hands: hands.parse().ok()?,
            played: (place(pp)?, number(ppts)?),
            advised: (place(ap)?, number(apts)?),
            clear: match *clear {
                "1" => true,
                "0" => false,
                _ => return None,
            },
        })
    }
}

/// One decision of the reviewed seat, where the viewer shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct CoachPoint {
    /// The viewer's step that shows the table as the seat decided (the decision's hand is
    /// `decision.hand`).
    pub step: usize,
    /// The coach's decision: what was played, what Hard would do, shapes, danger, verdict.
    pub decision: Decision,
    /// The Expert's second opinion, once given (only Hard's marks are asked about).
    pub second: Option<SecondOpinion>,
}

impl CoachPoint {
    /// True when the choice loses clearly (a mark): Hard marks it, and the Expert's second
    /// opinion, once given, confirms it.
    pub fn marked(&self) -> bool {
        matches!(self.decision.verdict, Verdict::Mistake(_)) && self.second.is_none_or(|s| s.clear)
    }

    /// The verdict shown: Hard's, or no clear loss where the second opinion withdrew the
    /// mark.
    pub fn verdict(&self) -> Verdict {
        match (self.decision.verdict, self.second) {
            (Verdict::Mistake(_), Some(s)) if !s.clear => Verdict::Fine,
            (v, _) => v,
        }
    }

    /// Marked by Hard and not yet given a second opinion.
    pub fn unchecked(&self) -> bool {
        matches!(self.decision.verdict, Verdict::Mistake(_)) && self.second.is_none()
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
                second: None,
            })
            .collect();
        *slot = Some(points);
    }

    /// The first of Hard's marks without a second opinion, in the order played: its hand
    /// and its decision's step (see `Decision::step`), which the Expert is asked about.
    pub fn unchecked(&self) -> Option<(usize, usize)> {
        self.points()
            .find(|p| p.unchecked())
            .map(|p| (p.decision.hand, p.decision.step))
    }

    /// How many of Hard's marks have a second opinion, of how many.
    pub fn checked(&self) -> (usize, usize) {
        let marks = self
            .points()
            .filter(|p| matches!(p.decision.verdict, Verdict::Mistake(_)));
        marks.fold((0, 0), |(done, all), p| {
            (done + usize::from(p.second.is_some()), all + 1)
        })
    }

    /// Gives the decision at `step` of `hand` (see `Decision::step`) its second opinion.
    pub fn second_opinion(&mut self, hand: usize, step: usize, opinion: SecondOpinion) {
        let Some(Some(points)) = self.hands.get_mut(hand) else {
            return;
        };
        if let Some(p) = points.iter_mut().find(|p| p.decision.step == step) {
            p.second = Some(opinion);
        }
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

    /// A second opinion confirms a mark or withdraws it (the verdict then "no clear
    /// loss"); only Hard's marks are asked about, each once; its text reads back.
    #[test]
    fn a_second_opinion_confirms_or_withdraws_a_mark() {
        let viewer = RecordViewer::read(FIXTURE).unwrap_or_else(|e| panic!("{e}"));
        let mut review = CoachReview::new(&viewer, Seat::ALL[0]);
        review.review(&viewer, 0);
        let points = review.hand(0).unwrap_or_default().to_vec();
        let asked = review.unchecked();
        assert_eq!(asked, Some((0, points[1].decision.step)));
        assert_eq!(review.checked(), (0, 1));
        let (hand, step) = asked.unwrap_or_default();
        let withdrawn = SecondOpinion {
            hands: 40,
            played: (2.6, -800.0),
            advised: (2.55, -300.0),
            clear: false,
        };
        let mut other = review.clone();
        other.second_opinion(hand, step, withdrawn);
        assert_eq!(other.unchecked(), None);
        assert_eq!(other.checked(), (1, 1));
        let p = &other.hand(0).unwrap_or_default()[1];
        assert!(!p.marked());
        assert_eq!(p.verdict(), Verdict::Fine);
        assert_eq!(other.next_mark(&viewer, 0, 0), None);
        let confirmed = SecondOpinion {
            clear: true,
            ..withdrawn
        };
        review.second_opinion(hand, step, confirmed);
        let p = &review.hand(0).unwrap_or_default()[1];
        assert!(p.marked());
        assert_eq!(p.verdict(), p.decision.verdict);
        assert_eq!(review.next_mark(&viewer, 0, 0), Some((0, 9)));
        // The worker's line, and what is not one.
        assert_eq!(
            SecondOpinion::from_text(&confirmed.to_text()),
            Some(confirmed)
        );
        for bad in [
            "",
            "40 2.6 -800 2.55 -300",
            "40 5 0 2 0 1",
            "x 2 0 2 0 1",
            "40 2 NaN 2 0 1",
            "40 2 0 2 0 2",
        ] {
            assert_eq!(SecondOpinion::from_text(bad), None, "{bad}");
        }
    }
}
