//! The coach's second opinion by simulation: each decision of the reviewed seat that
//! differs from Hard's advice (see `rinshan_bots::coach`) is simulated like one of the
//! Expert's own decisions — the seat's choice and Hard's, played out on the same guesses
//! at the hidden tiles — and both choices' estimated values are given. A choice is marked
//! only when the simulation says it loses clearly: by at least [`CLEAR_VALUE`] and by
//! [`CLEAR_SIGMAS`] standard errors of the two choices' paired difference. Hard's reason
//! is kept when it marked the choice too; otherwise the reason is read from the decision
//! as Hard's coach reads it (danger, shape, riichi, the call).

use super::budget::Budget;
use super::candidates::Candidates;
use super::expert::default_clock;
use super::search::{search, Estimate};
use super::settings::Settings;
use rinshan_bots::coach::{decision, moments, Decision, DecisionKind, Moment, Reason, Verdict};
use rinshan_records::Record;
use rinshan_rules::{Ruleset, Seat, Seed};

/// A choice is marked when the simulation values it at least this much below Hard's
/// (places at 10,000 points a place, as the Expert weighs them: a hundredth of a place is
/// 100; early in a game about as many points)…
pub const CLEAR_VALUE: f64 = 150.0;
/// …and by at least this many standard errors.
pub const CLEAR_SIGMAS: f64 = 2.0;

/// The simulated value of the two choices of one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Simulated {
    /// The seat's choice.
    pub played: Estimate,
    /// Hard's choice.
    pub advised: Estimate,
}

impl Simulated {
    /// How much less the seat's choice is worth than Hard's (negative: more), and the
    /// standard error of that difference.
    pub fn loss(&self) -> (f64, f64) {
        (-self.played.versus_hard, self.played.versus_hard_se)
    }
}

/// One decision reviewed with simulation.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed {
    /// Hard's review of it (its own verdict included).
    pub decision: Decision,
    /// Both choices' simulated values, when the seat did not do what Hard advises.
    pub simulated: Option<Simulated>,
    /// The verdict by simulation.
    pub verdict: Verdict,
}

/// Reviews every hand of `record` for `seat` under `rules`, simulating each decision that
/// differs from Hard's advice with `budget` (a number of simulations keeps the review the
/// same every time).
pub fn review(record: &Record, seat: Seat, rules: &Ruleset, budget: Budget) -> Vec<Reviewed> {
    let mut out = Vec::new();
    for (index, h) in record.hands.iter().enumerate() {
        for m in moments(h, index, seat, rules) {
            out.push(reviewed(&m, budget));
        }
    }
    out
}

/// The second opinion on one decision: `seat`'s decision at `step` (see
/// [`Decision::step`]) of hand `index` of `record`, reviewed as [`review`] does; `None`
/// when the seat made no decision there.
pub fn second_opinion(
    record: &Record,
    index: usize,
    step: usize,
    seat: Seat,
    rules: &Ruleset,
    budget: Budget,
) -> Option<Reviewed> {
    let h = record.hands.get(index)?;
    let m = moments(h, index, seat, rules)
        .into_iter()
        .find(|m| m.step == step)?;
    Some(reviewed(&m, budget))
}

/// One moment reviewed: simulated when the seat's discard or call differs from Hard's.
fn reviewed(m: &Moment, budget: Budget) -> Reviewed {
    let settings = Settings {
        budget,
        ..Settings::default()
    };
    let d = decision(m.hand, m.step, &m.view, &m.legal, &m.played);
    let simulated =
        matches!(d.kind, DecisionKind::Discard | DecisionKind::Call) && d.played != d.advised;
    if !simulated {
        return Reviewed {
            verdict: d.verdict,
            decision: d,
            simulated: None,
        };
    }
    let candidates = Candidates {
        actions: vec![d.advised.clone(), d.played.clone()],
    };
    let seed = Seed((m.hand as u64) << 32 | m.step as u64);
    let mut clock = default_clock();
    let s = search(&m.view, &candidates, &settings, seed, &mut clock);
    let [advised, played] = [&s.estimates[0], &s.estimates[1]].map(Clone::clone);
    let sim = Simulated { played, advised };
    let (loss, se) = sim.loss();
    let verdict = if loss >= CLEAR_VALUE && loss >= CLEAR_SIGMAS * se {
        Verdict::Mistake(match d.verdict {
            Verdict::Mistake(r) => r,
            _ => reason(&d),
        })
    } else {
        Verdict::Fine
    };
    Reviewed {
        decision: d,
        simulated: Some(sim),
        verdict,
    }
}

/// Why a choice Hard's coach did not mark loses, read from the decision as that coach
/// reads it.
fn reason(d: &Decision) -> Reason {
    use rinshan_engine::Action;
    if d.kind == DecisionKind::Call {
        return if d.played == Action::Skip {
            Reason::MissedCall
        } else {
            Reason::NeedlessCall
        };
    }
    if let (
        Action::Discard {
            tile: mine,
            riichi: my_riichi,
        },
        Action::Discard { tile: hard, .. },
    ) = (&d.played, &d.advised)
    {
        if mine == hard {
            return if *my_riichi {
                Reason::NeedlessRiichi
            } else {
                Reason::MissedRiichi
            };
        }
    }
    let (mine, hard) = d
        .danger
        .iter()
        .fold((0.0, 0.0), |(m, h), (_, a, b)| (m + a, h + b));
    if mine > hard + 0.02 {
        return Reason::DangerousDiscard;
    }
    if hard > mine + 0.02 {
        return Reason::NeedlessFold;
    }
    match (d.played_shape, d.advised_shape) {
        (Some(p), Some(a)) if p.shanten > a.shanten => Reason::SlowerHand,
        (Some(p), Some(a)) if p.ukeire * 4 < a.ukeire * 3 => Reason::FewerTiles,
        _ => Reason::LostValue,
    }
}
