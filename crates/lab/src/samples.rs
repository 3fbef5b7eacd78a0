//! The examples a model learns from and is measured on: every discard of a real game, with
//! the seat's input (its view as bytes, [`rinshan_models::features`]), what it discarded
//! and could have, and for each other seat (counted from the viewer) the labels of the
//! reading: tenpai, the winning tiles, whether it was furiten by its own discards, and
//! what the metrics need (in riichi or not, its safe kinds). Built in memory from the
//! corpus and never written out.
//!
//! A kind's deal-in label against a seat is "one of its winning tiles, and the seat not
//! furiten by its own discards" (the ron it could make, short of a missing yaku or a
//! passed ron).

use super::corpus::Corpus;
use super::decisions::{gather, Choice, Decision};
use super::metrics::{auc, auc_brier, rate, reliability_lines};
use rinshan_bots::danger::genbutsu;
use rinshan_engine::Action;
use rinshan_models::features::{encode, to_bytes, INPUT};
use rinshan_models::net::{DEAL_IN, TENPAI};

/// A set of kinds as bits.
fn bits(kinds: impl IntoIterator<Item = usize>) -> u64 {
    kinds.into_iter().fold(0, |b, k| b | 1 << k)
}

/// Discard decisions, column by column.
#[derive(Default)]
pub struct Samples {
    /// `INPUT` bytes per sample.
    pub x: Vec<u8>,
    /// The kind discarded.
    pub discard: Vec<u8>,
    /// The kinds that could be discarded.
    pub legal: Vec<u64>,
    /// The kinds in the seat's hand.
    pub hand: Vec<u64>,
    /// Riichi was legal, and declared.
    pub riichi: Vec<(bool, bool)>,
    /// Per other seat (after the viewer, in turn order): tenpai.
    pub tenpai: Vec<[bool; 3]>,
    /// Per other seat: its winning tiles.
    pub waits: Vec<[u64; 3]>,
    /// Per other seat: furiten by its own discards.
    pub furiten: Vec<[bool; 3]>,
    /// Per other seat: in riichi (the viewer sees it).
    pub in_riichi: Vec<[bool; 3]>,
    /// Per other seat: the kinds safe against it (genbutsu).
    pub safe: Vec<[u64; 3]>,
}

impl Samples {
    /// How many.
    pub fn len(&self) -> usize {
        self.discard.len()
    }

    /// None.
    pub fn is_empty(&self) -> bool {
        self.discard.is_empty()
    }

    /// Sample `i`'s input bytes.
    pub fn input(&self, i: usize) -> &[u8] {
        &self.x[i * INPUT..(i + 1) * INPUT]
    }

    /// The deal-in label of kind `k` against other seat `r` (0..3) in sample `i`.
    pub fn deals_in(&self, i: usize, r: usize, k: usize) -> bool {
        !self.furiten[i][r] && self.waits[i][r] >> k & 1 == 1
    }

    fn push(&mut self, d: &Decision) {
        let Action::Discard { tile, riichi } = &d.taken else {
            return;
        };
        if d.choice != Choice::Turn {
            return;
        }
        let v = &d.view;
        let me = v.seat.index();
        self.x.extend(to_bytes(&encode(v)));
        self.discard.push(tile.kind().index() as u8);
        self.legal.push(bits(d.legal.iter().filter_map(|a| match a {
            Action::Discard { tile, .. } => Some(tile.kind().index()),
            _ => None,
        })));
        self.hand
            .push(bits(v.hand.iter().map(|t| t.kind().index())));
        let riichi_legal = d
            .legal
            .iter()
            .any(|a| matches!(a, Action::Discard { riichi: true, .. }));
        self.riichi.push((riichi_legal, *riichi));
        let mut t = [false; 3];
        let mut w = [0u64; 3];
        let mut f = [false; 3];
        let mut ri = [false; 3];
        let mut s = [0u64; 3];
        for r in 0..3 {
            let o = (me + r + 1) % 4;
            t[r] = d.hidden.tenpai[o];
            w[r] = bits(d.hidden.waits[o].iter().map(|k| k.index()));
            let own = bits(v.ponds[o].iter().map(|p| p.tile.kind().index()));
            f[r] = w[r] & own != 0;
            ri[r] = v.riichi[o];
            let safe = genbutsu(v, o);
            s[r] = bits((0..34).filter(|&k| safe[k]));
        }
        self.tenpai.push(t);
        self.waits.push(w);
        self.furiten.push(f);
        self.in_riichi.push(ri);
        self.safe.push(s);
    }

    fn extend(&mut self, o: Samples) {
        self.x.extend(o.x);
        self.discard.extend(o.discard);
        self.legal.extend(o.legal);
        self.hand.extend(o.hand);
        self.riichi.extend(o.riichi);
        self.tenpai.extend(o.tenpai);
        self.waits.extend(o.waits);
        self.furiten.extend(o.furiten);
        self.in_riichi.extend(o.in_riichi);
        self.safe.extend(o.safe);
    }
}

/// The discard decisions of the games `names`, read with `threads` workers; `progress`
/// hears the count of games read.
pub fn samples(
    corpus: &Corpus,
    names: &[String],
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
) -> Samples {
    gather(
        corpus,
        names,
        threads,
        progress,
        Samples::push,
        Samples::extend,
    )
}

/// The figures of a model's outputs on samples, as Hard's are measured
/// ([`super::baseline`]).
#[derive(Default)]
pub struct Scores {
    /// Discards: (agreed, all), the agreed kind being the legal kind of highest logit.
    pub discard: (usize, usize),
    /// Cross-entropy of the kind discarded, summed.
    pub discard_loss: f64,
    /// A riichi hand's waits: the deal-in chance of each kind of the seat's hand not safe
    /// against it, and whether it was a wait.
    pub waits: Vec<(f64, bool)>,
    /// Every other seat, every kind of the hand not safe against it: the deal-in chance
    /// and the label.
    pub deal_in: Vec<(f64, bool)>,
    /// Tenpai of another seat not in riichi: the chance and whether it was.
    pub tenpai: Vec<(f64, bool)>,
}

fn sigmoid(x: f32) -> f64 {
    1.0 / (1.0 + f64::from(-x).exp())
}

impl Scores {
    /// Adds sample `i` of `s` with the model's logits `y` (`rinshan_models::net::OUTPUTS`).
    pub fn add(&mut self, s: &Samples, i: usize, y: &[f32]) {
        let legal = s.legal[i];
        let kinds = || (0..34).filter(move |&k| legal >> k & 1 == 1);
        if let Some(best) = kinds().max_by(|&a, &b| y[a].total_cmp(&y[b])) {
            let max = y[best];
            let log_sum = kinds()
                .map(|k| f64::from(y[k] - max).exp())
                .sum::<f64>()
                .ln();
            let taken = usize::from(s.discard[i]);
            self.discard_loss += log_sum - f64::from(y[taken] - max);
            self.discard.0 += usize::from(best == taken);
            self.discard.1 += 1;
        }
        let hand = s.hand[i];
        for r in 0..3 {
            let safe = s.safe[i][r];
            for k in (0..34).filter(|&k| hand >> k & 1 == 1 && safe >> k & 1 == 0) {
                let p = sigmoid(y[DEAL_IN + r * 34 + k]);
                self.deal_in.push((p, s.deals_in(i, r, k)));
                if s.in_riichi[i][r] && s.tenpai[i][r] {
                    self.waits.push((p, s.waits[i][r] >> k & 1 == 1));
                }
            }
            if !s.in_riichi[i][r] {
                self.tenpai.push((sigmoid(y[TENPAI + r]), s.tenpai[i][r]));
            }
        }
    }

    /// Adds another's.
    pub fn merge(&mut self, o: Scores) {
        self.discard.0 += o.discard.0;
        self.discard.1 += o.discard.1;
        self.discard_loss += o.discard_loss;
        self.waits.extend(o.waits);
        self.deal_in.extend(o.deal_in);
        self.tenpai.extend(o.tenpai);
    }

    /// Top-1 discard agreement.
    pub fn top1(&self) -> f64 {
        rate(self.discard.0, self.discard.1).0
    }

    /// The figures, as lines of text.
    pub fn report(&mut self) -> String {
        let (p, e) = rate(self.discard.0, self.discard.1);
        let f = |a: Option<f64>| a.map_or("-".into(), |a| format!("{a:.3}"));
        let mut out = format!(
            "discard top-1 {:.1} % ± {:.1} ({} of {}), loss {:.4}\n",
            100.0 * p,
            100.0 * e,
            self.discard.0,
            self.discard.1,
            self.discard_loss / self.discard.1.max(1) as f64
        );
        let n_waits = self.waits.iter().filter(|p| p.1).count();
        out += &format!(
            "riichi waits: AUC {} over {} tiles ({n_waits} waits)\n",
            f(auc(&mut self.waits)),
            self.waits.len()
        );
        let n_deal = self.deal_in.iter().filter(|p| p.1).count();
        out += &format!(
            "deal-in, every other seat: {} over {} tiles ({n_deal} deal in)\n",
            auc_brier(&mut self.deal_in),
            self.deal_in.len()
        );
        let n_tenpai = self.tenpai.iter().filter(|p| p.1).count();
        out += &format!(
            "tenpai without riichi: {} over {} (tenpai {n_tenpai})\n",
            auc_brier(&mut self.tenpai),
            self.tenpai.len()
        );
        for (name, pairs) in [("tenpai", &self.tenpai), ("deal-in", &self.deal_in)] {
            out += &reliability_lines(
                &format!("{name} reliability (chance bin: count, mean chance, share):"),
                pairs,
            );
        }
        out
    }
}
