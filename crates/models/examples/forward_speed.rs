//! How long the forward pass takes, natively: `cargo run --release -p rinshan-models
//! --example forward_speed -- [WEIGHTS] [N]` runs the network N times (2,000) on the
//! golden inputs of the committed weights, one thread, and prints the mean and the
//! fastest time a view.

use rinshan_models::features::from_bytes;
use rinshan_models::Model;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args
        .first()
        .cloned()
        .unwrap_or_else(|| "crates/models/weights/phoenix.safetensors".into());
    let n: usize = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(2000);
    let model = match std::fs::read(&path)
        .map_err(|e| e.to_string())
        .and_then(|b| Model::read(&b).map_err(|e| e.to_string()))
    {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1)
        }
    };
    let golden = include_str!("../weights/phoenix.golden");
    let inputs: Vec<Vec<f32>> = golden
        .lines()
        .filter_map(|l| l.strip_prefix("input "))
        .map(|hex| {
            let bytes: Vec<u8> = (0..hex.len() / 2)
                .filter_map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok())
                .collect();
            from_bytes(&bytes)
        })
        .collect();
    let (mut total, mut best) = (0.0, f64::MAX);
    let mut sink = 0.0;
    for i in 0..n {
        let x = &inputs[i % inputs.len()];
        let clock = Instant::now();
        let y = model.net_logits(x);
        let t = clock.elapsed().as_secs_f64() * 1e3;
        sink += y[0];
        total += t;
        best = best.min(t);
    }
    println!(
        "{:?}: {n} forward passes, mean {:.3} ms, fastest {:.3} ms a view ({sink:.1})",
        model.shape(),
        total / n as f64,
        best
    );
}
