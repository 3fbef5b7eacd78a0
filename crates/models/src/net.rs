//! The network, one seat's view in, every answer out: a discard policy (one logit per
//! kind), and a reading of each other seat's hand (the chance it is tenpai, and for each
//! kind the chance that discarding it deals in to that seat).
//!
//! The shape, chosen for the 2-core machines it is trained on and for a phone:
//!
//! - The input's 34 kinds are laid out in four rows of 9 slots ([`SLOTS`]): a suit's 1 to
//!   9 in each of the first three, the seven honours and two empty slots in the fourth.
//!   A convolution runs along each row with zeros beyond its ends, so it relates 4 to 1
//!   and 7 (suji) and 3 to 2 (kabe) within a suit and never across suits.
//! - A convolution (width 3) from the input's planes to `trunk` channels, then `layers`
//!   residual convolutions of the same width, each followed by ReLU.
//! - A 1x1 convolution down to `squeeze` channels, a dense layer of `hidden` units (ReLU)
//!   over every slot (its input slot by slot: slot p's channels at p x squeeze), and one
//!   linear head of [`OUTPUTS`] logits.
//! - Optionally (`local`), a 1x1 convolution of the trunk to 4 channels a slot, added to
//!   the head's logits of that slot's kind: its discard logit and its deal-in logit
//!   against each of the three other seats. What a kind's neighbours in the pond say about
//!   it (suji, kabe) then reaches its own logit without passing through the dense layer.
//!
//! The tensor names and shapes are candle's (`crates/lab`'s `train` module trains it);
//! [`Net::forward`] is the same computation in plain Rust for one view, so nothing but
//! the weights is needed to run it, natively or in the browser.

use super::features::CHANNELS;
use super::weights::{ModelError, Weights};

/// Slots: four rows of 9 (kind k at slot k; slots 34 and 35 hold no kind).
pub const SLOTS: usize = 36;
/// The head's logits: 34 discard, 3 tenpai (seats after the viewer), 3 x 34 deal-in.
pub const OUTPUTS: usize = 34 + 3 + 3 * 34;
/// Where the tenpai logits start.
pub const TENPAI: usize = 34;
/// Channels of the optional per-kind head: discard, then deal-in against seats +1..+3.
pub const LOCAL: usize = 4;
/// Where the deal-in logits start (opponent `r` = 1..3 at `DEAL_IN + (r - 1) * 34`).
pub const DEAL_IN: usize = 37;

/// For a convolution of `width` over rows of 9 with zeros beyond the ends: the slot that
/// tap `j` of output slot `p` reads, if any.
pub fn tap(p: usize, j: usize, width: usize) -> Option<usize> {
    let col = (p % 9 + j).checked_sub(width / 2)?;
    (col < 9).then_some(p / 9 * 9 + col)
}

/// Lays an input out slot by slot: `input` is `features::encode`'s planes of 34 (plane c,
/// kind k at c·34 + k; missing values read as 0), `out` is SLOTS rows of CHANNELS (kind
/// k's planes in row k; rows 34 and 35 are left as they are). The trainer lays its
/// batches out the same way.
pub fn to_slots(input: &[f32], out: &mut [f32]) {
    for k in 0..34 {
        for (c, v) in out[k * CHANNELS..(k + 1) * CHANNELS].iter_mut().enumerate() {
            *v = input.get(c * 34 + k).copied().unwrap_or(0.0);
        }
    }
}

/// The sizes of a network, read from its weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Channels of the convolutions.
    pub trunk: usize,
    /// Residual convolutions after the first.
    pub layers: usize,
    /// Channels after the 1x1 convolution.
    pub squeeze: usize,
    /// Units of the dense layer.
    pub hidden: usize,
    /// Per-kind logits from the trunk, added to the head's.
    pub local: bool,
}

/// One convolution: its weights (stored `out x in x width`, kept here `width x in x
/// out`, so that one input value meets a contiguous row of output weights) and a bias
/// per output channel.
struct Conv {
    wt: Vec<f32>,
    b: Vec<f32>,
    cin: usize,
    cout: usize,
    width: usize,
}

impl Conv {
    fn read(w: &Weights, name: &str, cin: Option<usize>, width: usize) -> Result<Conv, ModelError> {
        let (wd, shape) = w.tensor(&format!("{name}.weight"), 3)?;
        let (cout, c) = (shape[0], shape[1]);
        if shape[2] != width || cin.is_some_and(|n| n != c) {
            return Err(ModelError::Shape {
                name: format!("{name}.weight"),
                found: shape,
            });
        }
        let b = w.vector(&format!("{name}.bias"), cout)?;
        let mut wt = vec![0f32; wd.len()];
        for o in 0..cout {
            for i in 0..c {
                for j in 0..width {
                    wt[(j * c + i) * cout + o] = wd[(o * c + i) * width + j];
                }
            }
        }
        Ok(Conv {
            wt,
            b,
            cin: c,
            cout,
            width,
        })
    }

    /// `x`: SLOTS rows of `cin` channels; returns SLOTS rows of `cout` (before any
    /// activation). Slot p reads its row's p - 1, p, p + 1 (width 3) or p alone (width 1).
    fn apply(&self, x: &[f32]) -> Vec<f32> {
        let mut y = vec![0f32; SLOTS * self.cout];
        for p in 0..SLOTS {
            let out = &mut y[p * self.cout..(p + 1) * self.cout];
            out.copy_from_slice(&self.b);
            for j in 0..self.width {
                let Some(q) = tap(p, j, self.width) else {
                    continue;
                };
                let xq = &x[q * self.cin..(q + 1) * self.cin];
                let wj = &self.wt[j * self.cin * self.cout..(j + 1) * self.cin * self.cout];
                for (&v, w) in xq.iter().zip(wj.chunks_exact(self.cout)) {
                    axpy(out, w, v);
                }
            }
        }
        y
    }
}

/// One dense layer: its weights (stored `out x in`, kept here `in x out`) and a bias.
pub(crate) struct Dense {
    wt: Vec<f32>,
    b: Vec<f32>,
    pub(crate) cout: usize,
}

impl Dense {
    pub(crate) fn read(
        w: &Weights,
        name: &str,
        cin: usize,
        cout: Option<usize>,
    ) -> Result<Dense, ModelError> {
        let (wd, shape) = w.tensor(&format!("{name}.weight"), 2)?;
        if shape[1] != cin || cout.is_some_and(|n| n != shape[0]) {
            return Err(ModelError::Shape {
                name: format!("{name}.weight"),
                found: shape,
            });
        }
        let b = w.vector(&format!("{name}.bias"), shape[0])?;
        let cout = shape[0];
        let mut wt = vec![0f32; wd.len()];
        for o in 0..cout {
            for i in 0..cin {
                wt[i * cout + o] = wd[o * cin + i];
            }
        }
        Ok(Dense { wt, b, cout })
    }

    pub(crate) fn apply(&self, x: &[f32]) -> Vec<f32> {
        let mut y = self.b.clone();
        for (&v, w) in x.iter().zip(self.wt.chunks_exact(self.cout)) {
            if v != 0.0 {
                axpy(&mut y, w, v);
            }
        }
        y
    }
}

/// A network with its weights, ready to run.
pub struct Net {
    first: Conv,
    residual: Vec<Conv>,
    squeeze: Conv,
    dense: Dense,
    head: Dense,
    local: Option<Conv>,
}

/// `y += a·x`, element by element: a loop the compiler turns into the processor's
/// vector instructions (natively, and in wasm with SIMD).
fn axpy(y: &mut [f32], x: &[f32], a: f32) {
    for (y, x) in y.iter_mut().zip(x) {
        *y += a * x;
    }
}

fn relu(x: &mut [f32]) {
    x.iter_mut().for_each(|v| *v = v.max(0.0));
}

impl Net {
    /// The network in `weights` (its sizes read from the tensors' shapes).
    pub fn new(weights: &Weights) -> Result<Net, ModelError> {
        let first = Conv::read(weights, "conv0", Some(CHANNELS), 3)?;
        let mut residual = Vec::new();
        while weights.has(&format!("conv{}.weight", residual.len() + 1)) {
            let name = format!("conv{}", residual.len() + 1);
            let conv = Conv::read(weights, &name, Some(first.cout), 3)?;
            if conv.cout != first.cout {
                // A residual layer adds to its input: the same channels out as in.
                return Err(ModelError::Shape {
                    name: format!("{name}.weight"),
                    found: vec![conv.cout, conv.cin, conv.width],
                });
            }
            residual.push(conv);
        }
        let squeeze = Conv::read(weights, "squeeze", Some(first.cout), 1)?;
        let dense = Dense::read(weights, "dense", squeeze.cout * SLOTS, None)?;
        let head = Dense::read(weights, "head", dense.cout, Some(OUTPUTS))?;
        let local = if weights.has("local.weight") {
            let conv = Conv::read(weights, "local", Some(first.cout), 1)?;
            if conv.cout != LOCAL {
                return Err(ModelError::Shape {
                    name: "local.weight".into(),
                    found: vec![conv.cout, conv.cin, conv.width],
                });
            }
            Some(conv)
        } else {
            None
        };
        Ok(Net {
            first,
            residual,
            squeeze,
            dense,
            head,
            local,
        })
    }

    /// Its sizes.
    pub fn shape(&self) -> Shape {
        Shape {
            trunk: self.first.cout,
            layers: self.residual.len(),
            squeeze: self.squeeze.cout,
            hidden: self.dense.cout,
            local: self.local.is_some(),
        }
    }

    /// The logits for one input (`features::encode`'s planes of 34): [`OUTPUTS`] values.
    pub fn forward(&self, input: &[f32]) -> Vec<f32> {
        self.forward_all(input).0
    }

    /// The logits and the dense layer's units after ReLU (`hidden` values: what the
    /// choice heads of [`crate::choices`] read).
    pub fn forward_all(&self, input: &[f32]) -> (Vec<f32>, Vec<f32>) {
        let mut x = vec![0f32; SLOTS * CHANNELS];
        to_slots(input, &mut x);
        let mut h = self.first.apply(&x);
        relu(&mut h);
        for conv in &self.residual {
            let mut y = conv.apply(&h);
            relu(&mut y);
            h.iter_mut().zip(&y).for_each(|(a, b)| *a += b);
        }
        let mut s = self.squeeze.apply(&h);
        relu(&mut s);
        let mut d = self.dense.apply(&s);
        relu(&mut d);
        let mut y = self.head.apply(&d);
        if let Some(local) = &self.local {
            let l = local.apply(&h);
            for k in 0..34 {
                y[k] += l[k * LOCAL];
                for r in 0..3 {
                    y[DEAL_IN + r * 34 + k] += l[k * LOCAL + 1 + r];
                }
            }
        }
        (y, d)
    }
}
