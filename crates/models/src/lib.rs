//! Rinshan's trained models, run from one seat's view (the [`rinshan_engine::SeatView`]
//! the computer players see). Trained in the lab (`crates/lab`, feature `train`) on real
//! Phoenix-room games; what ships is this crate and a weights file.
//!
//! - [`features`]: the input, built from the view alone.
//! - [`net`]: the network and its forward pass in plain Rust.
//! - [`weights`]: a safetensors weights file read and checked ([`ModelError`]).
//! - [`Model`]: the three together: a view in, a discard policy and a reading of each
//!   opponent's hand out.

pub mod features;
pub mod net;
pub mod weights;

use net::{Net, DEAL_IN, TENPAI};
use rinshan_engine::SeatView;
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
    /// discarding it deals in.
    pub deal_in: [[f32; 34]; 4],
}

/// A network with its weights.
pub struct Model {
    net: Net,
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

impl Model {
    /// The model in a safetensors file's bytes.
    pub fn read(bytes: &[u8]) -> Result<Model, ModelError> {
        Ok(Model {
            net: Net::new(&Weights::read(bytes)?)?,
        })
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
            for k in 0..34 {
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
