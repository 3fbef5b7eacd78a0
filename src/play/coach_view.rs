//! "Review with advice" in the record viewer: the coach ([`crate::bots::coach`]) run over
//! one seat of the record being viewed, hand by hand when each is asked for (a whole
//! match at once would hold the page), each decision placed on the viewer's steps, and
//! the marks — the choices that lose clearly — in order, to jump from one to the next.
//!
//! Where the page can ask the Expert (the record viewer's worker), each of Hard's marks
//! gets a second opinion by simulation ([`SecondOpinion`]): both choices' estimated values,
//! and the mark stands only when the simulation says the choice loses clearly. The same
//! worker says what the Phoenix players would make of each decision ([`PhoenixOpinion`]):
//! their choice, how likely the seat's was, and its discard's chance of dealing in; a mark
//! needs a rare choice as well as a measured loss.

use super::record_view::RecordViewer;
use crate::bots::coach::{review_hand, Decision, Verdict};
use crate::engine::action_code::{decode, encode};
use crate::engine::Action;
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

/// What the Phoenix players would make of a decision (`rinshan_models::opinion`, run in the
/// record viewer's worker): their player's choice, how likely the seat's own choice was
/// among them, and the chance the seat's discard deals in, by the model's reading.
#[derive(Clone, Debug, PartialEq)]
pub struct PhoenixOpinion {
    /// The decision's step (see `Decision::step`).
    pub step: usize,
    /// What the Phoenix player would do.
    pub choice: Action,
    /// How likely the seat's choice was among the Phoenix players (`None`: a decision the
    /// model does not weigh).
    pub played: Option<f64>,
    /// The chance that the seat's discard deals in.
    pub deal_in: Option<f64>,
}

/// A marked choice stands only if fewer than this share of the Phoenix players would have
/// made it: a choice strong players often make is not called a mistake, whatever Hard
/// and the simulation measure.
pub const RARE: f64 = 0.10;

impl PhoenixOpinion {
    /// As one line of text (what the worker answers, a line per decision): `step choice
    /// played deal_in`, the choice in the engine's action words and `-` for a chance not
    /// given.
    pub fn to_text(&self) -> String {
        let chance = |c: Option<f64>| c.map_or("-".to_string(), |c| format!("{c:.4}"));
        format!(
            "{} {} {} {}",
            self.step,
            encode(&self.choice),
            chance(self.played),
            chance(self.deal_in)
        )
    }

    /// Reads [`PhoenixOpinion::to_text`]'s line; `None` for anything else (chances from 0
    /// to 1).
    pub fn from_text(line: &str) -> Option<PhoenixOpinion> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [step, choice, played, deal_in] = words.as_slice() else {
            return None;
        };
        let chance = |w: &str| -> Option<Option<f64>> {
            match w {
                "-" => Some(None),
                w => w
                    .parse::<f64>()
                    .ok()
                    .filter(|c| (0.0..=1.0).contains(c))
                    .map(Some),
            }
        };
        Some(PhoenixOpinion {
            step: step.parse().ok()?,
            choice: decode(choice)?,
            played: chance(played)?,
            deal_in: chance(deal_in)?,
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
    /// What the Phoenix players would make of it, once given.
    pub phoenix: Option<PhoenixOpinion>,
}

impl CoachPoint {
    /// True when the choice loses clearly (a mark): Hard marks it, the Expert's second
    /// opinion, once given, confirms it, and the choice is a rare one among the Phoenix
    /// players (fewer than [`RARE`] of them), once they are asked.
    pub fn marked(&self) -> bool {
        matches!(self.decision.verdict, Verdict::Mistake(_))
            && self.second.is_none_or(|s| s.clear)
            && !self.common()
    }

    /// The Phoenix players often make this choice ([`RARE`] or more of them): Hard's mark,
    /// if it made one, is withdrawn.
    pub fn common(&self) -> bool {
        self.phoenix
            .as_ref()
            .and_then(|p| p.played)
            .is_some_and(|c| c >= RARE)
    }

    /// The verdict shown: Hard's, or no clear loss where the second opinion withdrew the
    /// mark or the Phoenix players often make the choice.
    pub fn verdict(&self) -> Verdict {
        match (self.decision.verdict, self.second) {
            (Verdict::Mistake(_), Some(s)) if !s.clear => Verdict::Fine,
            (Verdict::Mistake(_), _) if self.common() => Verdict::Fine,
            (v, _) => v,
        }
    }

    /// Marked by Hard and not yet given a second opinion (a choice the Phoenix players
    /// often make is not asked about: it is no mark whatever the simulation says).
    pub fn unchecked(&self) -> bool {
        matches!(self.decision.verdict, Verdict::Mistake(_))
            && self.second.is_none()
            && !self.common()
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
    /// The hands whose Phoenix opinions were asked for and answered.
    phoenix_asked: std::collections::BTreeSet<usize>,
}

impl CoachReview {
    /// A review of `seat` over the record `viewer` holds, no hand reviewed yet.
    pub fn new(viewer: &RecordViewer, seat: Seat) -> CoachReview {
        CoachReview {
            seat,
            hands: vec![None; viewer.hands()],
            phoenix_asked: Default::default(),
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
                phoenix: None,
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

    /// How many of Hard's marks have a second opinion, of how many (a choice the Phoenix
    /// players often make is no mark, and is not asked about).
    pub fn checked(&self) -> (usize, usize) {
        let marks = self
            .points()
            .filter(|p| matches!(p.decision.verdict, Verdict::Mistake(_)) && !p.common());
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

    /// The first reviewed hand whose decisions have no Phoenix opinion yet (a hand whose
    /// answer came back empty counts as asked: see [`CoachReview::phoenix_opinions`]).
    pub fn unasked_phoenix(&self) -> Option<usize> {
        self.weighed_hands()
            .find(|h| !self.phoenix_asked.contains(h))
    }

    /// How many of the hands with decisions to weigh have been put to the Phoenix players
    /// ([`CoachReview::phoenix_opinions`]), of how many.
    pub fn phoenix_progress(&self) -> (usize, usize) {
        self.weighed_hands().fold((0, 0), |(done, all), h| {
            (done + usize::from(self.phoenix_asked.contains(&h)), all + 1)
        })
    }

    /// The reviewed hands with decisions to weigh, in order.
    fn weighed_hands(&self) -> impl Iterator<Item = usize> + '_ {
        self.hands
            .iter()
            .enumerate()
            .filter(|(_, p)| p.as_ref().is_some_and(|p| !p.is_empty()))
            .map(|(h, _)| h)
    }

    /// Gives the decisions of `hand` the Phoenix players' opinions, one line each
    /// ([`PhoenixOpinion::to_text`], matched by step; lines that are not one are left
    /// out). The hand counts as asked even when `text` holds none (the worker could not
    /// answer: the marks stand as Hard and the Expert leave them).
    pub fn phoenix_opinions(&mut self, hand: usize, text: &str) {
        self.phoenix_asked.insert(hand);
        let Some(Some(points)) = self.hands.get_mut(hand) else {
            return;
        };
        for o in text.lines().filter_map(PhoenixOpinion::from_text) {
            if let Some(p) = points.iter_mut().find(|p| p.decision.step == o.step) {
                p.phoenix = Some(o);
            }
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
    /// A mark needs a rare choice as well as a measured loss (issue 43): the Phoenix
    /// players' opinion keeps the blunder's mark when few of them would discard so, and
    /// withdraws it when many would; a hand answered once is not asked again, and the
    /// worker's lines read back.
    #[test]
    fn a_mark_needs_a_rare_choice_among_the_phoenix_players() {
        let viewer = RecordViewer::read(FIXTURE).unwrap_or_else(|e| panic!("{e}"));
        let mut review = CoachReview::new(&viewer, Seat::ALL[0]);
        review.review(&viewer, 0);
        assert_eq!(review.unasked_phoenix(), Some(0));
        assert_eq!(review.phoenix_progress(), (0, 1));
        let points = review.hand(0).unwrap_or_default().to_vec();
        let blunder = &points[1];
        assert!(blunder.marked());
        let opinion = |played: f64| PhoenixOpinion {
            step: blunder.decision.step,
            choice: blunder.decision.advised.clone(),
            played: Some(played),
            deal_in: Some(0.42),
        };
        let mut rare = review.clone();
        rare.phoenix_opinions(0, &opinion(0.02).to_text());
        assert_eq!(rare.unasked_phoenix(), None);
        assert_eq!(rare.phoenix_progress(), (1, 1));
        let p = &rare.hand(0).unwrap_or_default()[1];
        assert_eq!(p.phoenix, Some(opinion(0.02)));
        assert!(p.marked());
        assert_eq!(rare.next_mark(&viewer, 0, 0), Some((0, 9)));
        let mut common = review.clone();
        common.phoenix_opinions(0, &format!("garbage\n{}", opinion(0.3).to_text()));
        let p = &common.hand(0).unwrap_or_default()[1];
        assert!(!p.marked());
        assert_eq!(p.verdict(), Verdict::Fine);
        assert_eq!(common.next_mark(&viewer, 0, 0), None);
        // A worker that could not answer: asked, and the mark stands.
        review.phoenix_opinions(0, "");
        assert_eq!(review.unasked_phoenix(), None);
        assert!(review.hand(0).unwrap_or_default()[1].marked());
        for bad in [
            "",
            "9 d5m 0.5",
            "9 zz 0.5 0.1",
            "9 d5m 1.5 0.1",
            "x d5m 0.5 -",
        ] {
            assert_eq!(PhoenixOpinion::from_text(bad), None, "{bad}");
        }
        let none = PhoenixOpinion {
            played: None,
            deal_in: None,
            ..opinion(0.5)
        };
        assert_eq!(PhoenixOpinion::from_text(&none.to_text()), Some(none));
    }
}
