//! Training the network of `rinshan_models::net` on real decisions and hands (feature
//! `train`: candle on the CPU). The examples are [`super::samples`], built in memory and
//! never written out: what is kept is the weights (a safetensors file that
//! `rinshan_models::Model` reads) and the figures.
//!
//! One network, three heads trained together on its shared trunk: the discard (the
//! cross-entropy of the kind the player discarded among the legal ones), each other
//! seat's tenpai, and each kind's deal-in against each other seat (binary cross-entropy
//! on logits). AdamW, a fixed seed for the initial weights' order and the batches'.

use super::samples::{Samples, Scores};
use candle_core::backprop::GradStore;
use candle_core::{DType, Device, Module, Tensor};
use candle_nn::{conv1d, linear, loss, AdamW, Conv1d, Conv1dConfig, Linear, Optimizer};
use candle_nn::{ParamsAdamW, VarBuilder, VarMap};
use rinshan_models::features::{from_bytes, CHANNELS};
use rinshan_models::net::{to_slots, Shape, DEAL_IN, LOCAL, OUTPUTS, SLOTS};
use rinshan_rules::{Rng, Seed};

/// How much each head's loss counts.
const TENPAI_WEIGHT: f64 = 1.0;
/// The deal-in loss is a mean over 102 mostly-negative labels, so it is scaled up.
const DEAL_IN_WEIGHT: f64 = 10.0;

/// The network as candle trains it (the names and shapes `rinshan_models::net` reads).
pub struct Trainable {
    first: Conv1d,
    residual: Vec<Conv1d>,
    squeeze: Conv1d,
    dense: Linear,
    head: Linear,
    local: Option<Conv1d>,
    /// Where each local channel's logits go among the outputs (for `local`).
    local_index: Tensor,
    /// 1 for the outputs the local logits reach.
    local_hit: Tensor,
    /// For the convolutions of width 3: each slot's three taps, in rows of 9 padded to 11.
    taps: Tensor,
}

impl Trainable {
    /// A new network of `shape`, its weights in `vars`.
    pub fn new(vars: &VarMap, shape: Shape) -> candle_core::Result<Trainable> {
        let vb = VarBuilder::from_varmap(vars, DType::F32, &Device::Cpu);
        let same = Conv1dConfig {
            padding: 1,
            ..Default::default()
        };
        let first = conv1d(CHANNELS, shape.trunk, 3, same, vb.pp("conv0"))?;
        let residual = (1..=shape.layers)
            .map(|i| conv1d(shape.trunk, shape.trunk, 3, same, vb.pp(format!("conv{i}"))))
            .collect::<candle_core::Result<Vec<_>>>()?;
        let squeeze = conv1d(
            shape.trunk,
            shape.squeeze,
            1,
            Conv1dConfig::default(),
            vb.pp("squeeze"),
        )?;
        let dense = linear(shape.squeeze * SLOTS, shape.hidden, vb.pp("dense"))?;
        let head = linear(shape.hidden, OUTPUTS, vb.pp("head"))?;
        let local = if shape.local {
            Some(conv1d(
                shape.trunk,
                LOCAL,
                1,
                Conv1dConfig::default(),
                vb.pp("local"),
            )?)
        } else {
            None
        };
        // The local logits of slot k, channel c, land on output k (discard, c = 0) or
        // DEAL_IN + (c - 1)·34 + k; the other outputs (tenpai) get none.
        let mut index = vec![0u32; OUTPUTS];
        let mut hit = vec![0f32; OUTPUTS];
        for k in 0..34 {
            index[k] = (k * LOCAL) as u32;
            hit[k] = 1.0;
            for r in 0..3 {
                index[DEAL_IN + r * 34 + k] = (k * LOCAL + 1 + r) as u32;
                hit[DEAL_IN + r * 34 + k] = 1.0;
            }
        }
        let local_index = Tensor::from_vec(index, OUTPUTS, &Device::Cpu)?;
        let local_hit = Tensor::from_vec(hit, (1, OUTPUTS), &Device::Cpu)?;
        // Row r of 9 padded with a zero slot at each end is 11 slots; slot p's taps are
        // p - 1, p, p + 1 of its row, which are p, p + 1, p + 2 of the padded row.
        let taps: Vec<u32> = (0..9).flat_map(|p| [p, p + 1, p + 2]).collect();
        Ok(Trainable {
            first,
            residual,
            squeeze,
            dense,
            head,
            local,
            local_index,
            local_hit,
            taps: Tensor::from_vec(taps, 27, &Device::Cpu)?,
        })
    }

    /// The logits for a batch of inputs laid out slot by slot (n × SLOTS × CHANNELS, as
    /// the batch reader builds them): n × OUTPUTS. A convolution is one matrix product over
    /// each slot and its two neighbours' channels (faster on the CPU than candle's
    /// convolution), with the weights kept in the convolution's own shape.
    pub fn forward(&self, x: &Tensor) -> candle_core::Result<Tensor> {
        let mut h = self.conv(&self.first, x)?.relu()?;
        for c in &self.residual {
            h = (&h + self.conv(c, &h)?.relu()?)?;
        }
        let s = self.conv(&self.squeeze, &h)?.relu()?;
        let d = self.dense.forward(&s.flatten_from(1)?)?.relu()?;
        let y = self.head.forward(&d)?;
        match &self.local {
            None => Ok(y),
            Some(c) => {
                // n × (SLOTS·LOCAL), gathered to the outputs, zero where none lands.
                let l = self.conv(c, &h)?.flatten_from(1)?;
                let spread = l
                    .index_select(&self.local_index, 1)?
                    .broadcast_mul(&self.local_hit)?;
                y + spread
            }
        }
    }

    /// Convolution `c` (weights out × in × width, width 1 or 3, along rows of 9) over `x`
    /// (n × SLOTS × in): n × SLOTS × out. Each slot's taps are gathered into one row (with
    /// a 1 for the bias), so the convolution is one matrix product.
    fn conv(&self, c: &Conv1d, x: &Tensor) -> candle_core::Result<Tensor> {
        let (out, cin, width) = c.weight().dims3()?;
        let n = x.dim(0)?;
        let unfolded = if width == 3 {
            x.reshape((n * 4, 9, cin))?
                .pad_with_zeros(1, 1, 1)?
                .index_select(&self.taps, 1)?
                .reshape((n * SLOTS, 3 * cin))?
        } else {
            x.reshape((n * SLOTS, cin))?
        };
        let ones = Tensor::ones((n * SLOTS, 1), DType::F32, &Device::Cpu)?;
        let unfolded = Tensor::cat(&[&unfolded, &ones], 1)?;
        let w = c
            .weight()
            .transpose(1, 2)?
            .contiguous()?
            .reshape((out, width * cin))?;
        let w = match c.bias() {
            Some(b) => Tensor::cat(&[&w, &b.reshape((out, 1))?], 1)?,
            None => Tensor::cat(
                &[&w, &Tensor::zeros((out, 1), DType::F32, &Device::Cpu)?],
                1,
            )?,
        };
        unfolded.matmul(&w.t()?)?.reshape((n, SLOTS, out))
    }
}

/// Samples `idx` as tensors: inputs, legal mask, discard, tenpai, deal-in labels.
struct Batch {
    x: Tensor,
    legal: Tensor,
    discard: Tensor,
    tenpai: Tensor,
    deal_in: Tensor,
}

fn batch(s: &Samples, idx: &[usize]) -> candle_core::Result<Batch> {
    let n = idx.len();
    let mut x = vec![0f32; n * SLOTS * CHANNELS];
    let mut legal = Vec::with_capacity(n * 34);
    let mut discard = Vec::with_capacity(n);
    let mut tenpai = Vec::with_capacity(n * 3);
    let mut deal_in = Vec::with_capacity(n * 102);
    for (row, &i) in idx.iter().enumerate() {
        to_slots(
            &from_bytes(s.input(i)),
            &mut x[row * SLOTS * CHANNELS..(row + 1) * SLOTS * CHANNELS],
        );
        legal.extend((0..34).map(|k| f32::from(u8::from(s.legal[i] >> k & 1 == 1))));
        discard.push(u32::from(s.discard[i]));
        for r in 0..3 {
            tenpai.push(f32::from(u8::from(s.tenpai[i][r])));
        }
        for r in 0..3 {
            deal_in.extend((0..34).map(|k| f32::from(u8::from(s.deals_in(i, r, k)))));
        }
    }
    let cpu = &Device::Cpu;
    Ok(Batch {
        x: Tensor::from_vec(x, (n, SLOTS, CHANNELS), cpu)?,
        legal: Tensor::from_vec(legal, (n, 34), cpu)?,
        discard: Tensor::from_vec(discard, n, cpu)?,
        tenpai: Tensor::from_vec(tenpai, (n, 3), cpu)?,
        deal_in: Tensor::from_vec(deal_in, (n, 102), cpu)?,
    })
}

/// Binary cross-entropy of logits `z` against labels `y`, averaged:
/// max(z, 0) - z·y + log(1 + exp(-|z|)).
pub(crate) fn bce(z: &Tensor, y: &Tensor) -> candle_core::Result<Tensor> {
    let soft = ((z.abs()?.neg()?.exp()? + 1.0)?.log()? + z.relu()?)?;
    (soft - (z * y)?)?.mean_all()
}

/// The three losses of a batch: discard, tenpai, deal-in.
fn losses(net: &Trainable, b: &Batch) -> candle_core::Result<(Tensor, Tensor, Tensor)> {
    let y = net.forward(&b.x)?;
    let masked = (y.narrow(1, 0, 34)? + ((&b.legal - 1.0)? * 1e4)?)?;
    let discard = loss::cross_entropy(&masked, &b.discard)?;
    let tenpai = bce(&y.narrow(1, 34, 3)?, &b.tenpai)?;
    let deal_in = bce(&y.narrow(1, 37, 102)?, &b.deal_in)?;
    Ok((discard, tenpai, deal_in))
}

/// The figures of `net` on `s` (every sample, in batches).
pub fn evaluate(net: &Trainable, s: &Samples) -> candle_core::Result<Scores> {
    let mut scores = Scores::default();
    let all: Vec<usize> = (0..s.len()).collect();
    for idx in all.chunks(1024) {
        let b = batch(s, idx)?;
        let y = net.forward(&b.x)?.to_vec2::<f32>()?;
        for (row, &i) in y.iter().zip(idx) {
            scores.add(s, i, row);
        }
    }
    Ok(scores)
}

/// One stretch of training's figures.
pub struct Progress {
    /// Samples seen so far.
    pub seen: usize,
    /// Mean training losses since the last report: discard, tenpai, deal-in.
    pub train: (f64, f64, f64),
    /// Seconds so far.
    pub seconds: f64,
}

/// Trains `net` on `train` for `epochs` passes with learning rate `lr` (decayed by a
/// cosine to a tenth over the run); `each` hears the training losses every
/// `report_every` samples, `epoch` hears each epoch's end (and may evaluate, save).
#[allow(clippy::too_many_arguments)]
pub fn train(
    net: &Trainable,
    vars: &VarMap,
    train: &Samples,
    epochs: usize,
    lr: f64,
    seed: u64,
    report_every: usize,
    mut each: impl FnMut(&Progress),
    mut epoch: impl FnMut(usize) -> candle_core::Result<()>,
) -> candle_core::Result<()> {
    const BATCH: usize = 256;
    let started = std::time::Instant::now();
    let mut opt = AdamW::new(
        vars.all_vars(),
        ParamsAdamW {
            lr,
            weight_decay: 1e-4,
            ..Default::default()
        },
    )?;
    let params = vars.all_vars();
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut rng = Rng::new(Seed(seed));
    let mut order: Vec<usize> = (0..train.len()).collect();
    let total = (epochs * train.len()).max(1);
    let (mut seen, mut since) = (0, 0);
    let mut sums = (0.0, 0.0, 0.0);
    for e in 0..epochs {
        for i in (1..order.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            order.swap(i, j);
        }
        for idx in order.chunks(BATCH) {
            let progress = seen as f64 / total as f64;
            let cosine = 0.5 * (1.0 + (std::f64::consts::PI * progress).cos());
            opt.set_learning_rate(lr * (0.1 + 0.9 * cosine));
            // Data-parallel on the machine's cores: each worker takes a share of the batch
            // and backpropagates it; the gradients are averaged into one step.
            let shares: Vec<&[usize]> = idx.chunks(idx.len().div_ceil(workers)).collect();
            let results: Vec<candle_core::Result<(GradStore, [f64; 3], usize)>> =
                std::thread::scope(|scope| {
                    let handles: Vec<_> = shares
                        .iter()
                        .map(|&share| {
                            scope.spawn(move || {
                                let b = batch(train, share)?;
                                let (d, t, w) = losses(net, &b)?;
                                let sum = ((&d + (&t * TENPAI_WEIGHT)?)? + (&w * DEAL_IN_WEIGHT)?)?;
                                let scale = share.len() as f64 / idx.len() as f64;
                                let grads = (sum * scale)?.backward()?;
                                let l = [
                                    f64::from(d.to_scalar::<f32>()?),
                                    f64::from(t.to_scalar::<f32>()?),
                                    f64::from(w.to_scalar::<f32>()?),
                                ];
                                Ok((grads, l, share.len()))
                            })
                        })
                        .collect();
                    handles
                        .into_iter()
                        .map(|h| {
                            h.join().unwrap_or_else(|_| {
                                Err(candle_core::Error::Msg("a worker panicked".into()))
                            })
                        })
                        .collect()
                });
            let mut total_grads: Option<GradStore> = None;
            for r in results {
                let (grads, l, n) = r?;
                sums.0 += l[0] * n as f64;
                sums.1 += l[1] * n as f64;
                sums.2 += l[2] * n as f64;
                total_grads = Some(match total_grads {
                    None => grads,
                    Some(mut acc) => {
                        for var in &params {
                            if let (Some(a), Some(g)) = (acc.get(var), grads.get(var)) {
                                let sum = (a + g)?;
                                acc.insert(var, sum);
                            }
                        }
                        acc
                    }
                });
            }
            if let Some(g) = total_grads {
                opt.step(&g)?;
            }
            seen += idx.len();
            since += idx.len();
            if since >= report_every {
                let k = since as f64;
                each(&Progress {
                    seen,
                    train: (sums.0 / k, sums.1 / k, sums.2 / k),
                    seconds: started.elapsed().as_secs_f64(),
                });
                since = 0;
                sums = (0.0, 0.0, 0.0);
            }
        }
        epoch(e + 1)?;
    }
    Ok(())
}

/// The logits `net` gives for inputs (`features::encode`'s planes of 34).
pub fn logits(net: &Trainable, inputs: &[Vec<f32>]) -> candle_core::Result<Vec<Vec<f32>>> {
    let n = inputs.len();
    let mut x = vec![0f32; n * SLOTS * CHANNELS];
    for (row, input) in inputs.iter().enumerate() {
        to_slots(
            input,
            &mut x[row * SLOTS * CHANNELS..(row + 1) * SLOTS * CHANNELS],
        );
    }
    net.forward(&Tensor::from_vec(x, (n, SLOTS, CHANNELS), &Device::Cpu)?)?
        .to_vec2::<f32>()
}

/// Rounds every weight to the nearest half-precision number, as the weights file keeps
/// them, so that what is measured and what is saved are the same network.
pub fn round_to_half(vars: &VarMap) -> candle_core::Result<()> {
    let data = vars
        .data()
        .lock()
        .map_err(|e| candle_core::Error::Msg(e.to_string()))?;
    for var in data.values() {
        var.set(&var.to_dtype(DType::F16)?.to_dtype(DType::F32)?)?;
    }
    Ok(())
}

/// Writes the weights to `path` as a safetensors file of half-precision numbers.
pub fn save_half(vars: &VarMap, path: &str) -> candle_core::Result<()> {
    let data = vars
        .data()
        .lock()
        .map_err(|e| candle_core::Error::Msg(e.to_string()))?;
    let mut half = std::collections::HashMap::new();
    for (name, var) in data.iter() {
        half.insert(name.clone(), var.to_dtype(DType::F16)?);
    }
    candle_core::safetensors::save(&half, path)
}
