//! Rinshan's trained models, run from one seat's view (the [`rinshan_engine::SeatView`]
//! the computer players see). Trained in the lab (`crates/lab`, feature `train`) on real
//! Phoenix-room games; what ships is this crate and a weights file.
//!
//! - [`features`]: the input, built from the view alone.
//! - [`net`]: the network and its forward pass in plain Rust.
//! - [`weights`]: a safetensors weights file read and checked ([`ModelError`]).
//! - [`choices`]: the heads for riichi or not and call or pass.
//! - [`person`]: a computer player that plays by them.
//! - [`opinion`]: what a Phoenix player would make of one decision (the coach).
//! - [`Model`]: all of them together: a view in, a discard policy, the choices and a
//!   reading of each opponent's hand out.

pub mod choices;
pub mod features;
pub mod net;
pub mod opinion;
pub mod person;
pub mod weights;

use choices::{call_extras, riichi_extras, Head, CALL_EXTRAS, RIICHI_EXTRAS};
use net::{Net, DEAL_IN, TENPAI};
use rinshan_engine::{Action, SeatView};
pub use weights::ModelError;
use weights::Weights;

/// What the model says about one view.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    /// The chance of discarding each kind, as a Phoenix player would (kinds the seat
    /// does not hold get 0).
    pub discard: [f32; 34],
    /// For each seat counted from the viewer (index 1 = the next to play, 2 = opposite,
    /// 3 = the one before; 0 unused), the chance that its hand is tenpai.
    pub tenpai: [f32; 4],
    /// For each seat counted from the viewer, each kind's chance of being one of its
    /// winning tiles that it is not furiten on by its own discards: the chance that
    /// discarding it deals in (0 for the kinds the rules make safe against that seat,
    /// `rinshan_bots::danger::genbutsu`).
    pub deal_in: [[f32; 34]; 4],
}

impl Reading {
    /// The chance that discarding a tile of kind `kind` (0–33) deals in to any of the three
    /// others: one less the chance that each of them lets it pass.
    pub fn deal_in_any(&self, kind: usize) -> f32 {
        let passes: f32 = (1..4)
            .map(|r| 1.0 - self.deal_in[r].get(kind).copied().unwrap_or(0.0))
            .product();
        1.0 - passes
    }
}

/// A network with its weights.
pub struct Model {
    net: Net,
    riichi: Option<Head>,
    call: Option<Head>,
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

impl Model {
    /// The model in a safetensors file's bytes.
    pub fn read(bytes: &[u8]) -> Result<Model, ModelError> {
        let weights = Weights::read(bytes)?;
        let net = Net::new(&weights)?;
        let hidden = net.shape().hidden;
        Ok(Model {
            riichi: Head::read(&weights, "riichi", hidden + RIICHI_EXTRAS)?,
            call: Head::read(&weights, "call", hidden + CALL_EXTRAS)?,
            net,
        })
    }

    /// Whether the weights hold the riichi and the call heads.
    pub fn has_choices(&self) -> bool {
        self.riichi.is_some() && self.call.is_some()
    }

    /// The logits and the dense units for an input already encoded (what the choice
    /// heads read, before their own inputs).
    pub fn net_all(&self, input: &[f32]) -> (Vec<f32>, Vec<f32>) {
        self.net.forward_all(input)
    }

    /// The chance that a Phoenix player declares riichi at this turn, where `legal`
    /// offers a riichi discard; `None` if it offers none or the weights hold no riichi
    /// head.
    pub fn riichi_chance(&self, view: &SeatView, legal: &[Action]) -> Option<f32> {
        let (y, h) = self.net.forward_all(&features::encode(view));
        self.riichi_from(view, legal, &y, h)
    }

    /// [`Model::riichi_chance`] from the logits and dense units of `view` already
    /// computed ([`Model::net_all`]).
    pub fn riichi_from(
        &self,
        view: &SeatView,
        legal: &[Action],
        logits: &[f32],
        mut hidden: Vec<f32>,
    ) -> Option<f32> {
        let head = self.riichi.as_ref()?;
        hidden.extend(riichi_extras(view, legal, logits)?);
        Some(sigmoid(head.logit(&hidden)))
    }

    /// The chance that a Phoenix player calls (a chii, pon or open kan of those `legal`
    /// offers) rather than passes; `None` if it offers no call or the weights hold no
    /// call head.
    pub fn call_chance(&self, view: &SeatView, legal: &[Action]) -> Option<f32> {
        let head = self.call.as_ref()?;
        let extras = call_extras(view, legal)?;
        Some(self.call_chance_from(head, view, extras))
    }

    /// [`Model::call_chance`] and the call a player who calls makes
    /// ([`choices::best_call`]), given Hard's answer `hard` to the same discard.
    pub fn call_choice(
        &self,
        view: &SeatView,
        legal: &[Action],
        hard: &Action,
    ) -> Option<(f32, Action)> {
        let head = self.call.as_ref()?;
        let (extras, best) = choices::call_inputs(view, legal, hard)?;
        Some((self.call_chance_from(head, view, extras), best))
    }

    fn call_chance_from(&self, head: &Head, view: &SeatView, extras: [f32; CALL_EXTRAS]) -> f32 {
        let (_, mut h) = self.net.forward_all(&features::encode(view));
        h.extend(extras);
        sigmoid(head.logit(&h))
    }

    /// The riichi head's logit for dense units and extras already joined (the lab's
    /// measure of the head as it ships); `None` without the head.
    pub fn riichi_logit(&self, joined: &[f32]) -> Option<f32> {
        self.riichi.as_ref().map(|h| h.logit(joined))
    }

    /// The call head's logit, as [`Model::riichi_logit`].
    pub fn call_logit(&self, joined: &[f32]) -> Option<f32> {
        self.call.as_ref().map(|h| h.logit(joined))
    }

    /// The network's sizes.
    pub fn shape(&self) -> net::Shape {
        self.net.shape()
    }

    /// The raw logits for an input already encoded (`features::encode`).
    pub fn net_logits(&self, input: &[f32]) -> Vec<f32> {
        self.net.forward(input)
    }

    /// The raw logits for `view`.
    pub fn logits(&self, view: &SeatView) -> Vec<f32> {
        self.net.forward(&features::encode(view))
    }

    /// What the model reads in `view`.
    pub fn read_view(&self, view: &SeatView) -> Reading {
        let y = self.logits(view);
        let mut held = [false; 34];
        for t in &view.hand {
            held[t.kind().index()] = true;
        }
        let max = (0..34)
            .filter(|&k| held[k])
            .map(|k| y[k])
            .fold(f32::NEG_INFINITY, f32::max);
        let mut discard = [0f32; 34];
        let mut sum = 0.0;
        for k in (0..34).filter(|&k| held[k]) {
            discard[k] = (y[k] - max).exp();
            sum += discard[k];
        }
        if sum > 0.0 {
            discard.iter_mut().for_each(|p| *p /= sum);
        }
        let mut tenpai = [0f32; 4];
        let mut deal_in = [[0f32; 34]; 4];
        for r in 1..4 {
            tenpai[r] = sigmoid(y[TENPAI + r - 1]);
            // The kinds the rules make safe against this seat (its own discards, and after
            // its riichi every tile let pass: furiten) deal in to it never. The network
            // was not trained on them (the lab leaves them out), so its output there is
            // not a reading.
            let safe = rinshan_bots::danger::genbutsu(view, (view.seat.index() + r) % 4);
            for k in (0..34).filter(|&k| !safe[k]) {
                deal_in[r][k] = sigmoid(y[DEAL_IN + (r - 1) * 34 + k]);
            }
        }
        Reading {
            discard,
            tenpai,
            deal_in,
        }
    }
}
