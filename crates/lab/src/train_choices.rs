//! The riichi and call heads of `rinshan_models::choices` fitted on a trained network's
//! dense units (feature `train`). The trunk is left as it was trained: each head is a
//! small network of its own over [`super::choices::Rows`] (a dense layer of `units` with
//! ReLU, or none, then one logit), fitted by binary cross-entropy with AdamW, and added
//! to the weights file beside the trunk's tensors, in half precision.

use super::choices::Rows;
use super::train::{bce, round_to_half};
use candle_core::{DType, Device, Module, Tensor};
use candle_nn::{linear, AdamW, Linear, Optimizer, ParamsAdamW, VarBuilder, VarMap};
use rinshan_rules::{Rng, Seed};
use std::collections::HashMap;

/// How a head is fitted.
#[derive(Clone, Copy, Debug)]
pub struct Fit {
    /// Units of its hidden layer (0: a logistic regression on the rows).
    pub units: usize,
    /// Passes over the rows.
    pub epochs: usize,
    /// AdamW's learning rate.
    pub lr: f64,
    /// The batches' order.
    pub seed: u64,
}

struct Net {
    layers: Vec<Linear>,
}

impl Net {
    fn forward(&self, x: &Tensor) -> candle_core::Result<Tensor> {
        let mut h = x.clone();
        for (i, l) in self.layers.iter().enumerate() {
            h = l.forward(&h)?;
            if i + 1 < self.layers.len() {
                h = h.relu()?;
            }
        }
        Ok(h)
    }
}

fn tensors(rows: &Rows, idx: &[usize]) -> candle_core::Result<(Tensor, Tensor)> {
    let mut x = Vec::with_capacity(idx.len() * rows.dim);
    let mut y = Vec::with_capacity(idx.len());
    for &i in idx {
        x.extend_from_slice(&rows.x[i * rows.dim..(i + 1) * rows.dim]);
        y.push(f32::from(u8::from(rows.y[i])));
    }
    Ok((
        Tensor::from_vec(x, (idx.len(), rows.dim), &Device::Cpu)?,
        Tensor::from_vec(y, (idx.len(), 1), &Device::Cpu)?,
    ))
}

/// The chance the head gives each row of `rows`.
fn chances(net: &Net, rows: &Rows) -> candle_core::Result<Vec<f64>> {
    let all: Vec<usize> = (0..rows.len()).collect();
    let mut out = Vec::with_capacity(rows.len());
    for idx in all.chunks(4096) {
        let (x, _) = tensors(rows, idx)?;
        let z = net.forward(&x)?.flatten_all()?.to_vec1::<f32>()?;
        out.extend(z.into_iter().map(|z| 1.0 / (1.0 + f64::from(-z).exp())));
    }
    Ok(out)
}

/// One epoch's figures: training loss, then on the test rows the loss and the agreement
/// (chance above one half against the player's choice).
pub struct Epoch {
    /// Which (from 1).
    pub epoch: usize,
    /// Mean training loss.
    pub train_loss: f64,
    /// Test loss.
    pub test_loss: f64,
    /// Test agreement.
    pub test_agreement: f64,
}

/// Fits the head `name` to `train`, measuring on `test` after each epoch (weights
/// rounded to half precision, as saved); returns its tensors in half precision, named
/// as `rinshan_models` reads them.
pub fn fit(
    name: &str,
    train: &Rows,
    test: &Rows,
    fit: Fit,
    mut each: impl FnMut(&Epoch),
) -> candle_core::Result<HashMap<String, Tensor>> {
    const BATCH: usize = 512;
    // The rows standardised column by column (the dense units run from 0 to tens), the
    // scaling folded into the first layer once fitted.
    let (mean, scale) = standardisation(train);
    let (train, test) = (
        &standardised(train, &mean, &scale),
        &standardised(test, &mean, &scale),
    );
    let vars = VarMap::new();
    let vb = VarBuilder::from_varmap(&vars, DType::F32, &Device::Cpu);
    let mut sizes = vec![train.dim];
    if fit.units > 0 {
        sizes.push(fit.units);
    }
    sizes.push(1);
    let layers = sizes
        .windows(2)
        .enumerate()
        .map(|(i, w)| linear(w[0], w[1], vb.pp(format!("{name}{i}"))))
        .collect::<candle_core::Result<Vec<_>>>()?;
    let net = Net { layers };
    let mut opt = AdamW::new(
        vars.all_vars(),
        ParamsAdamW {
            lr: fit.lr,
            weight_decay: 1e-4,
            ..Default::default()
        },
    )?;
    let mut rng = Rng::new(Seed(fit.seed));
    let mut order: Vec<usize> = (0..train.len()).collect();
    for e in 0..fit.epochs {
        for i in (1..order.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            order.swap(i, j);
        }
        let (mut sum, mut n) = (0.0, 0usize);
        for idx in order.chunks(BATCH) {
            let (x, y) = tensors(train, idx)?;
            let loss = bce(&net.forward(&x)?, &y)?;
            opt.backward_step(&loss)?;
            sum += f64::from(loss.to_scalar::<f32>()?) * idx.len() as f64;
            n += idx.len();
        }
        round_to_half(&vars)?;
        let p = chances(&net, test)?;
        let loss: f64 = p
            .iter()
            .zip(&test.y)
            .map(|(p, &y)| -(if y { *p } else { 1.0 - p }).max(1e-12).ln())
            .sum::<f64>()
            / test.len().max(1) as f64;
        let agree = p
            .iter()
            .zip(&test.y)
            .filter(|(p, y)| (**p > 0.5) == **y)
            .count();
        each(&Epoch {
            epoch: e + 1,
            train_loss: sum / n.max(1) as f64,
            test_loss: loss,
            test_agreement: agree as f64 / test.len().max(1) as f64,
        });
    }
    let data = vars
        .data()
        .lock()
        .map_err(|e| candle_core::Error::Msg(e.to_string()))?;
    let mut out = HashMap::new();
    for (n, var) in data.iter() {
        let t = var.as_tensor();
        let t = if n == &format!("{name}0.weight") {
            // w·(x - mean)/scale = (w/scale)·x - w·(mean/scale)
            t.broadcast_div(&Tensor::new(scale.as_slice(), &Device::Cpu)?.unsqueeze(0)?)?
        } else if n == &format!("{name}0.bias") {
            let w = data
                .get(&format!("{name}0.weight"))
                .ok_or_else(|| candle_core::Error::Msg("no first layer".into()))?;
            let shift: Vec<f32> = mean.iter().zip(&scale).map(|(m, s)| m / s).collect();
            let shift = Tensor::new(shift.as_slice(), &Device::Cpu)?.unsqueeze(1)?;
            (t - w.as_tensor().matmul(&shift)?.squeeze(1)?)?
        } else {
            t.clone()
        };
        out.insert(n.clone(), t.to_dtype(DType::F16)?);
    }
    Ok(out)
}

/// Each column's mean and standard deviation (1 where it is constant).
fn standardisation(rows: &Rows) -> (Vec<f32>, Vec<f32>) {
    let n = rows.len().max(1) as f64;
    let mut sum = vec![0f64; rows.dim];
    let mut sq = vec![0f64; rows.dim];
    for row in rows.x.chunks_exact(rows.dim.max(1)) {
        for (j, &v) in row.iter().enumerate() {
            sum[j] += f64::from(v);
            sq[j] += f64::from(v) * f64::from(v);
        }
    }
    let mean: Vec<f32> = sum.iter().map(|s| (s / n) as f32).collect();
    let scale = sum
        .iter()
        .zip(&sq)
        .map(|(s, q)| {
            let var = q / n - (s / n) * (s / n);
            if var > 1e-8 {
                var.sqrt() as f32
            } else {
                1.0
            }
        })
        .collect();
    (mean, scale)
}

fn standardised(rows: &Rows, mean: &[f32], scale: &[f32]) -> Rows {
    let mut x = rows.x.clone();
    for row in x.chunks_exact_mut(rows.dim.max(1)) {
        for ((v, m), s) in row.iter_mut().zip(mean).zip(scale) {
            *v = (*v - m) / s;
        }
    }
    Rows {
        dim: rows.dim,
        x,
        y: rows.y.clone(),
    }
}

/// The head a tensor belongs to: `riichi` for `riichi1.weight`.
fn head_of(tensor: &str) -> &str {
    let layer = tensor.split('.').next().unwrap_or(tensor);
    layer.trim_end_matches(|c: char| c.is_ascii_digit())
}

/// Writes the weights file `from` with `heads` added to `to`: a head already in `from`
/// of the same name is replaced whole (every layer of it), never mixed with the new one.
pub fn save_with(from: &str, heads: HashMap<String, Tensor>, to: &str) -> candle_core::Result<()> {
    let mut all = candle_core::safetensors::load(from, &Device::Cpu)?;
    let names: std::collections::HashSet<String> =
        heads.keys().map(|k| head_of(k).to_string()).collect();
    all.retain(|k, _| !names.contains(head_of(k)));
    all.extend(heads);
    candle_core::safetensors::save(&all, to)
}

/// A row of `dim` values for the golden outputs: made from a seed, never from the corpus
/// (values from 0 to 4, as the dense units and the heads' own inputs run).
pub fn golden_row(dim: usize, seed: u64) -> Vec<f32> {
    let mut rng = Rng::new(Seed(seed));
    (0..dim).map(|_| rng.below(4000) as f32 / 1000.0).collect()
}

/// The golden outputs of the heads in `heads` (as [`fit`] returns them, in half
/// precision): for each head and each of `count` rows of [`golden_row`], a line
/// `NAME-row` with the row's seed and a line `NAME-logit` with the logit candle computes
/// from the saved tensors. `rinshan_models`' test computes the same in plain Rust.
pub fn head_golden(
    heads: &HashMap<String, Tensor>,
    dims: &[(&str, usize)],
    count: u64,
) -> candle_core::Result<String> {
    let mut text = String::new();
    for &(name, dim) in dims {
        let mut layers = Vec::new();
        while let (Some(w), Some(b)) = (
            heads.get(&format!("{name}{}.weight", layers.len())),
            heads.get(&format!("{name}{}.bias", layers.len())),
        ) {
            layers.push(Linear::new(
                w.to_dtype(DType::F32)?,
                Some(b.to_dtype(DType::F32)?),
            ));
        }
        let net = Net { layers };
        for seed in 1..=count {
            let row = golden_row(dim, seed);
            let x = Tensor::from_vec(row, (1, dim), &Device::Cpu)?;
            let z = net.forward(&x)?.flatten_all()?.to_vec1::<f32>()?;
            text += &format!("{name}-row {dim} {seed}\n{name}-logit {:e}\n", z[0]);
        }
    }
    Ok(text)
}
