//! Training a discard policy on real decisions (feature `train`: candle on the CPU). The
//! examples are built in memory from the corpus ([`super::decisions`], the input
//! [`super::features::encode`]) and never written out: nothing derived from the records
//! is kept, only the trained weights and the figures.
//!
//! The model: the input's planes flattened, two hidden layers (ReLU), one logit per tile
//! kind; the kinds the seat may not discard are masked out. Trained with AdamW on the
//! cross-entropy of the kind the player discarded; measured by top-1 agreement.

use super::corpus::Corpus;
use super::decisions::{each_decision, Choice};
use super::features::{encode, INPUT};
use candle_core::{DType, Device, Tensor, D};
use candle_nn::{linear, loss, AdamW, Linear, Module, Optimizer, ParamsAdamW, VarBuilder, VarMap};
use rinshan_engine::Action;
use rinshan_rules::{Rng, Ruleset, Seed};

/// Discard decisions: inputs, the kind discarded, the kinds that could be.
#[derive(Default)]
pub struct Examples {
    /// `INPUT` floats per example.
    pub x: Vec<f32>,
    /// The kind discarded.
    pub y: Vec<u32>,
    /// 1 for each kind that could be discarded, 34 per example.
    pub legal: Vec<f32>,
}

impl Examples {
    /// How many.
    pub fn len(&self) -> usize {
        self.y.len()
    }

    /// None.
    pub fn is_empty(&self) -> bool {
        self.y.is_empty()
    }

    fn extend(&mut self, o: Examples) {
        self.x.extend(o.x);
        self.y.extend(o.y);
        self.legal.extend(o.legal);
    }
}

/// The discard decisions of the games `names`, read with `threads` workers.
pub fn discard_examples(corpus: &Corpus, names: &[String], threads: usize) -> Examples {
    let chunk = names.len().div_ceil(threads.max(1)).max(1);
    let rules = Ruleset::tenhou();
    std::thread::scope(|scope| {
        let workers: Vec<_> = names
            .chunks(chunk)
            .map(|part| {
                let rules = &rules;
                scope.spawn(move || {
                    let mut ex = Examples::default();
                    let _ = corpus.read(part, |_, text| {
                        let Ok(record) = rinshan_records::mjlog::read(text) else {
                            return;
                        };
                        each_decision(&record, rules, |_, d| {
                            let Action::Discard { tile, .. } = &d.taken else {
                                return;
                            };
                            if d.choice != Choice::Turn {
                                return;
                            }
                            let mut legal = [0f32; 34];
                            for a in &d.legal {
                                if let Action::Discard { tile, .. } = a {
                                    legal[tile.kind().index()] = 1.0;
                                }
                            }
                            ex.x.extend(encode(&d.view));
                            ex.y.push(tile.kind().index() as u32);
                            ex.legal.extend(legal);
                        });
                    });
                    ex
                })
            })
            .collect();
        let mut all = Examples::default();
        for w in workers {
            if let Ok(e) = w.join() {
                all.extend(e);
            }
        }
        all
    })
}

/// The policy network.
pub struct Policy {
    layers: Vec<Linear>,
}

impl Policy {
    /// A new network with `hidden` units in each hidden layer, its weights in `vars`.
    pub fn new(vars: &VarMap, hidden: &[usize]) -> candle_core::Result<Policy> {
        let vb = VarBuilder::from_varmap(vars, DType::F32, &Device::Cpu);
        let mut layers = Vec::new();
        let mut width = INPUT;
        for (i, &h) in hidden.iter().chain([34].iter()).enumerate() {
            layers.push(linear(width, h, vb.pp(format!("l{i}")))?);
            width = h;
        }
        Ok(Policy { layers })
    }

    /// Masked logits for a batch (`x`: n × INPUT, `legal`: n × 34).
    pub fn logits(&self, x: &Tensor, legal: &Tensor) -> candle_core::Result<Tensor> {
        let mut h = x.clone();
        for (i, l) in self.layers.iter().enumerate() {
            h = l.forward(&h)?;
            if i + 1 < self.layers.len() {
                h = h.relu()?;
            }
        }
        // The kinds that cannot be discarded get a logit far below the others.
        let bias = ((legal - 1.0)? * 1e4)?;
        h + bias
    }
}

/// Rows `idx` of the examples as tensors.
fn batch(ex: &Examples, idx: &[usize]) -> candle_core::Result<(Tensor, Tensor, Tensor)> {
    let mut x = Vec::with_capacity(idx.len() * INPUT);
    let mut l = Vec::with_capacity(idx.len() * 34);
    let mut y = Vec::with_capacity(idx.len());
    for &i in idx {
        x.extend_from_slice(&ex.x[i * INPUT..(i + 1) * INPUT]);
        l.extend_from_slice(&ex.legal[i * 34..(i + 1) * 34]);
        y.push(ex.y[i]);
    }
    let n = idx.len();
    Ok((
        Tensor::from_vec(x, (n, INPUT), &Device::Cpu)?,
        Tensor::from_vec(l, (n, 34), &Device::Cpu)?,
        Tensor::from_vec(y, n, &Device::Cpu)?,
    ))
}

/// Mean loss and top-1 agreement of `policy` on `ex`.
pub fn evaluate(policy: &Policy, ex: &Examples) -> candle_core::Result<(f64, f64)> {
    let (mut loss_sum, mut hits) = (0.0, 0.0);
    let all: Vec<usize> = (0..ex.len()).collect();
    for idx in all.chunks(2048) {
        let (x, l, y) = batch(ex, idx)?;
        let logits = policy.logits(&x, &l)?;
        loss_sum +=
            f64::from(loss::cross_entropy(&logits, &y)?.to_scalar::<f32>()?) * idx.len() as f64;
        let guess = logits.argmax(D::Minus1)?;
        hits += f64::from(
            guess
                .eq(&y)?
                .to_dtype(DType::F32)?
                .sum_all()?
                .to_scalar::<f32>()?,
        );
    }
    let n = ex.len().max(1) as f64;
    Ok((loss_sum / n, hits / n))
}

/// One epoch's figures.
pub struct Epoch {
    /// Mean training loss.
    pub train_loss: f64,
    /// Test loss and top-1 agreement.
    pub test: (f64, f64),
    /// Seconds so far.
    pub seconds: f64,
}

/// Trains `policy` on `train` for `epochs`, measuring on `test` after each; `each` hears
/// every epoch's figures as they come.
pub fn train(
    policy: &Policy,
    vars: &VarMap,
    train: &Examples,
    test: &Examples,
    epochs: usize,
    seed: u64,
    mut each: impl FnMut(usize, &Epoch),
) -> candle_core::Result<Vec<Epoch>> {
    let started = std::time::Instant::now();
    let mut opt = AdamW::new(
        vars.all_vars(),
        ParamsAdamW {
            lr: 1e-3,
            weight_decay: 1e-4,
            ..Default::default()
        },
    )?;
    let mut rng = Rng::new(Seed(seed));
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut out = Vec::new();
    for e in 0..epochs {
        // Fisher-Yates with the project's own generator, so a seed gives one run.
        for i in (1..order.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            order.swap(i, j);
        }
        let (mut sum, mut n) = (0.0, 0.0);
        for idx in order.chunks(256) {
            let (x, l, y) = batch(train, idx)?;
            let loss = loss::cross_entropy(&policy.logits(&x, &l)?, &y)?;
            opt.backward_step(&loss)?;
            sum += f64::from(loss.to_scalar::<f32>()?) * idx.len() as f64;
            n += idx.len() as f64;
        }
        let epoch = Epoch {
            train_loss: sum / n.max(1.0),
            test: evaluate(policy, test)?,
            seconds: started.elapsed().as_secs_f64(),
        };
        each(e + 1, &epoch);
        out.push(epoch);
    }
    Ok(out)
}
