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
