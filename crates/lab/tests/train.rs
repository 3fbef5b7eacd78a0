//! The trainer's network (candle) and the shipped forward pass (`rinshan_models`, plain
//! Rust) compute the same thing, for every shape the trainer can make (run with
//! `cargo test -p rinshan-lab --features train`; CI checks the committed weights the same
//! way through their golden outputs, without candle).
#![cfg(feature = "train")]

use candle_nn::VarMap;
use rinshan_lab::golden::views;
use rinshan_lab::train::{logits, round_to_half, save_half, Trainable};
use rinshan_models::features::encode;
use rinshan_models::net::Shape;
use rinshan_models::Model;

#[test]
fn candle_and_the_plain_forward_pass_agree() {
    let inputs: Vec<Vec<f32>> = views(4).iter().map(encode).collect();
    for (i, local) in [false, true].into_iter().enumerate() {
        let shape = Shape {
            trunk: 16,
            layers: 2,
            squeeze: 8,
            hidden: 32,
            local,
        };
        let vars = VarMap::new();
        let net = Trainable::new(&vars, shape).expect("a network");
        round_to_half(&vars).expect("rounded");
        let path = std::env::temp_dir().join(format!(
            "rinshan-agree-{}-{i}.safetensors",
            std::process::id()
        ));
        let path = path.to_string_lossy().to_string();
        save_half(&vars, &path).expect("saved");
        let bytes = std::fs::read(&path).expect("read back");
        let _ = std::fs::remove_file(&path);
        let model = Model::read(&bytes).expect("the shipped reader takes it");
        assert_eq!(model.shape(), shape);
        let want = logits(&net, &inputs).expect("candle's logits");
        for (x, w) in inputs.iter().zip(&want) {
            let got = model.net_logits(x);
            for (g, w) in got.iter().zip(w) {
                assert!(
                    (g - w).abs() <= 1e-4 * (1.0 + w.abs()),
                    "{shape:?}: {g} against {w}"
                );
            }
        }
    }
}

/// Rows of the width a choice head reads (the committed network's 256 dense units and
/// the head's own inputs), of very different scales as the dense units are, with a label
/// that a head can learn: whether a mix of a few columns is above its middle.
fn synthetic_rows(dim: usize, n: usize, seed: u64) -> rinshan_lab::choices::Rows {
    let mut rng = rinshan_rules::Rng::new(rinshan_rules::Seed(seed));
    let mut x = Vec::with_capacity(n * dim);
    let mut y = Vec::with_capacity(n);
    for _ in 0..n {
        let row: Vec<f32> = (0..dim)
            .map(|j| (rng.below(1000) as f32 / 1000.0) * (1 + j % 7 * 5) as f32)
            .collect();
        // Columns 3 and 10 are both uniform over 0 to 16 (a balanced label).
        y.push(row[3] - row[10] + (row[dim - 1] - row[dim - 8]) / 8.0 > 0.0);
        x.extend(row);
    }
    rinshan_lab::choices::Rows { dim, x, y }
}

#[test]
fn a_fitted_choice_head_is_saved_as_it_was_measured() {
    use rinshan_lab::train_choices::{fit, save_with, Fit};
    use rinshan_models::choices::{CALL_EXTRAS, RIICHI_EXTRAS};
    let committed = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../models/weights/phoenix.safetensors"
    );
    let riichi = synthetic_rows(256 + RIICHI_EXTRAS, 3000, 1);
    let call = synthetic_rows(256 + CALL_EXTRAS, 3000, 2);
    let (riichi_test, call_test) = (
        synthetic_rows(256 + RIICHI_EXTRAS, 1000, 3),
        synthetic_rows(256 + CALL_EXTRAS, 1000, 4),
    );
    for units in [0, 16] {
        let mut heads = std::collections::HashMap::new();
        let mut measured = Vec::new();
        for (name, train, test) in [
            ("riichi", &riichi, &riichi_test),
            ("call", &call, &call_test),
        ] {
            let mut last = 0.0;
            let fitted = fit(
                name,
                train,
                test,
                Fit {
                    units,
                    epochs: 20,
                    lr: 1e-2,
                    seed: 1,
                },
                |e| last = e.test_agreement,
            )
            .expect("fitted");
            assert!(
                last > 0.8,
                "{name}, {units} units: the head learnt the rule ({last})"
            );
            measured.push(last);
            heads.extend(fitted);
        }
        let path = std::env::temp_dir().join(format!(
            "rinshan-choices-{}-{units}.safetensors",
            std::process::id()
        ));
        let path = path.to_string_lossy().to_string();
        save_with(committed, heads, &path).expect("saved");
        let bytes = std::fs::read(&path).expect("read back");
        let _ = std::fs::remove_file(&path);
        let model = Model::read(&bytes).expect("the shipped reader takes the heads");
        assert!(model.has_choices());
        // The standardisation folded into the first layer: on the raw rows, the shipped
        // heads decide as the fitted ones did on the standardised rows.
        for (i, test) in [&riichi_test, &call_test].into_iter().enumerate() {
            let agree = (0..test.len())
                .filter(|&r| {
                    let row = &test.x[r * test.dim..(r + 1) * test.dim];
                    let z = if i == 0 {
                        model.riichi_logit(row)
                    } else {
                        model.call_logit(row)
                    }
                    .expect("a head");
                    (z > 0.0) == test.y[r]
                })
                .count() as f64
                / test.len() as f64;
            assert!(
                (agree - measured[i]).abs() <= 0.005,
                "{units} units, head {i}: {agree} shipped against {} measured",
                measured[i]
            );
        }
    }
}
