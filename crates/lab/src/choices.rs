//! The riichi and call decisions of real games, for the choice heads of
//! `rinshan_models::choices`: where a riichi was legal and the player discarded, riichi
//! or not; where a chii, pon or open kan was legal and a ron was not, a call or a pass
//! (the same decisions, counted the same way, as Hard's in [`super::baseline`]).
//!
//! [`Rows`] are what a head is fitted to: a trained network's dense units at the seat's
//! view joined with the head's own inputs, and what the player did; built in memory and
//! never written out. [`ChoiceScores`] measure a weights file's heads as they ship
//! (`Model::riichi_chance`, `Model::call_chance`).

use super::corpus::Corpus;
use super::decisions::{gather, Choice, Decision};
use super::metrics::{auc_brier, rate, reliability_lines};
use rinshan_engine::Action;
use rinshan_models::choices::{call_extras, riichi_extras};
use rinshan_models::features::encode;
use rinshan_models::Model;

pub use rinshan_models::choices::is_call;

/// Which choice a decision is, if either, and what the player chose (riichi; call).
pub fn choice_of(d: &Decision) -> Option<(Head, bool)> {
    match d.choice {
        Choice::Turn => {
            let Action::Discard { riichi, .. } = &d.taken else {
                return None;
            };
            d.legal
                .iter()
                .any(|a| matches!(a, Action::Discard { riichi: true, .. }))
                .then_some((Head::Riichi, *riichi))
        }
        Choice::Claim => (d.legal.iter().any(is_call) && !d.legal.contains(&Action::Ron))
            .then(|| (Head::Call, is_call(&d.taken))),
    }
}

/// The two heads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Head {
    /// Riichi or not.
    Riichi,
    /// Call or pass.
    Call,
}

/// One head's examples: `dim` values a row, and the player's choice.
#[derive(Default)]
pub struct Rows {
    /// Values a row.
    pub dim: usize,
    /// The rows, one after another.
    pub x: Vec<f32>,
    /// Riichi (call) or not.
    pub y: Vec<bool>,
}

impl Rows {
    /// How many.
    pub fn len(&self) -> usize {
        self.y.len()
    }

    /// None.
    pub fn is_empty(&self) -> bool {
        self.y.is_empty()
    }

    fn extend(&mut self, o: Rows) {
        self.dim = self.dim.max(o.dim);
        self.x.extend(o.x);
        self.y.extend(o.y);
    }
}

/// Both heads' examples.
#[derive(Default)]
pub struct ChoiceRows {
    /// Riichi or not.
    pub riichi: Rows,
    /// Call or pass.
    pub call: Rows,
}

impl ChoiceRows {
    fn push(&mut self, model: &Model, d: &Decision) {
        let Some((head, chose)) = choice_of(d) else {
            return;
        };
        let (y, mut h) = model.net_all(&encode(&d.view));
        let extras: Option<Vec<f32>> = match head {
            Head::Riichi => riichi_extras(&d.view, &d.legal, &y).map(|e| e.to_vec()),
            Head::Call => call_extras(&d.view, &d.legal).map(|e| e.to_vec()),
        };
        let Some(extras) = extras else { return };
        h.extend(extras);
        let rows = match head {
            Head::Riichi => &mut self.riichi,
            Head::Call => &mut self.call,
        };
        rows.dim = h.len();
        rows.x.extend(h);
        rows.y.push(chose);
    }
}

/// The riichi and call decisions of the games `names` as rows for `model`'s heads, read
/// with `threads` workers; `progress` hears the count of games read.
pub fn choice_rows(
    corpus: &Corpus,
    names: &[String],
    threads: usize,
    model: &Model,
    progress: &(dyn Fn(usize) + Sync),
) -> ChoiceRows {
    gather(
        corpus,
        names,
        threads,
        progress,
        |rows: &mut ChoiceRows, d| rows.push(model, d),
        |all, part| {
            all.riichi.extend(part.riichi);
            all.call.extend(part.call);
        },
    )
}

/// A weights file's choice heads on real decisions: each decision's chance and what the
/// player chose.
#[derive(Default)]
pub struct ChoiceScores {
    /// Riichi or not.
    pub riichi: Vec<(f64, bool)>,
    /// Call or pass.
    pub call: Vec<(f64, bool)>,
}

impl ChoiceScores {
    /// Adds decision `d` as `model`'s heads see it (nothing if it is neither choice or
    /// the model has no head for it).
    pub fn add(&mut self, model: &Model, d: &Decision) {
        let Some((head, chose)) = choice_of(d) else {
            return;
        };
        let (chance, to) = match head {
            Head::Riichi => (model.riichi_chance(&d.view, &d.legal), &mut self.riichi),
            Head::Call => (model.call_chance(&d.view, &d.legal), &mut self.call),
        };
        if let Some(p) = chance {
            to.push((f64::from(p), chose));
        }
    }

    /// Adds another's.
    pub fn merge(&mut self, o: ChoiceScores) {
        self.riichi.extend(o.riichi);
        self.call.extend(o.call);
    }

    /// The figures, as lines of text: agreement (the choice of chance above one half),
    /// against always choosing the players' commoner answer; AUC and Brier; reliability.
    pub fn report(&mut self) -> String {
        let mut out = String::new();
        for (name, pairs) in [
            ("riichi or not", &mut self.riichi),
            ("call or pass", &mut self.call),
        ] {
            let n = pairs.len();
            let agree = pairs.iter().filter(|(p, y)| (*p > 0.5) == *y).count();
            let yes = pairs.iter().filter(|p| p.1).count();
            let (a, e) = rate(agree, n);
            let (c, _) = rate(yes.max(n - yes), n);
            out += &format!(
                "{name}: agreement {:.1} % ± {:.1} ({agree} of {n}; the players chose yes {yes} times; always the commoner answer {:.1} %); {}\n",
                100.0 * a,
                100.0 * e,
                100.0 * c,
                auc_brier(pairs)
            );
            out += &reliability_lines(
                &format!("{name} reliability (chance bin: count, mean chance, share):"),
                pairs,
            );
        }
        out
    }
}

/// `model`'s choice heads on the riichi and call decisions of the games `names`.
pub fn choice_scores(
    corpus: &Corpus,
    names: &[String],
    threads: usize,
    model: &Model,
    progress: &(dyn Fn(usize) + Sync),
) -> ChoiceScores {
    gather(
        corpus,
        names,
        threads,
        progress,
        |sc: &mut ChoiceScores, d| sc.add(model, d),
        ChoiceScores::merge,
    )
}
