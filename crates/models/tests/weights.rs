//! The committed weights (`weights/phoenix.safetensors`, trained by `lab train` on the
//! Phoenix-room games, issue 42) load and give their golden outputs: the logits the
//! trainer's own forward pass (candle) gave for the same inputs (`weights/phoenix.golden`,
//! inputs from Hard's seeded self-play). And a weights file that is truncated, damaged or
//! of another network is refused with an error in words, never a panic (issue 42, goal 6:
//! "a truncated or corrupt weights file gets a clear error").

use proptest::prelude::*;
use rinshan_models::features::{from_bytes, INPUT};
use rinshan_models::net::OUTPUTS;
use rinshan_models::{Model, ModelError};

const WEIGHTS: &[u8] = include_bytes!("../weights/phoenix.safetensors");
const GOLDEN: &str = include_str!("../weights/phoenix.golden");

fn golden() -> Vec<(Vec<f32>, Vec<f32>)> {
    let mut out = Vec::new();
    let mut lines = GOLDEN.lines();
    while let (Some(input), Some(logits)) = (lines.next(), lines.next()) {
        let hex = input.strip_prefix("input ").expect("an input line");
        let bytes: Vec<u8> = (0..hex.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex"))
            .collect();
        let y: Vec<f32> = logits
            .strip_prefix("logits ")
            .expect("a logits line")
            .split(' ')
            .map(|v| v.parse().expect("a number"))
            .collect();
        out.push((from_bytes(&bytes), y));
    }
    out
}

#[test]
fn the_committed_weights_give_the_trainers_outputs() {
    let model = Model::read(WEIGHTS).expect("the committed weights load");
    let cases = golden();
    assert!(cases.len() >= 8, "{} golden inputs", cases.len());
    for (i, (x, want)) in cases.iter().enumerate() {
        assert_eq!(x.len(), INPUT);
        assert_eq!(want.len(), OUTPUTS);
        let got = model.net_logits(x);
        for (j, (g, w)) in got.iter().zip(want).enumerate() {
            assert!(
                (g - w).abs() <= 1e-3 * (1.0 + w.abs()),
                "input {i}, logit {j}: {g} against the trainer's {w}"
            );
        }
    }
}

#[test]
fn a_truncated_file_is_an_error_in_words() {
    for cut in [0, 7, 8, 100, WEIGHTS.len() / 2, WEIGHTS.len() - 1] {
        let e = Model::read(&WEIGHTS[..cut]).err().expect("refused");
        assert!(
            matches!(e, ModelError::Unreadable(_)),
            "cut at {cut}: {e:?}"
        );
        assert!(e.to_string().contains("cannot be read"), "{e}");
    }
}

#[test]
fn a_file_of_another_network_is_named_as_such() {
    // The same file with the head's name changed: a tensor the network needs is missing.
    let needle = b"head.weight";
    let at = WEIGHTS
        .windows(needle.len())
        .position(|w| w == needle)
        .expect("the head is in the file");
    let mut other = WEIGHTS.to_vec();
    other[at..at + 4].copy_from_slice(b"tail");
    let e = Model::read(&other).err().expect("refused");
    assert_eq!(e, ModelError::Missing("head.weight".into()));
    assert!(e.to_string().contains("head.weight"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    /// Damaged bytes anywhere: a model or an error, never a panic; a model that loads runs.
    #[test]
    fn damaged_weights_never_panic(at in 0usize..4096, byte in any::<u8>(), tail in any::<bool>()) {
        let mut bytes = WEIGHTS.to_vec();
        let i = if tail { bytes.len() - 1 - at % bytes.len() } else { at % bytes.len() };
        bytes[i] = byte;
        if let Ok(model) = Model::read(&bytes) {
            let y = model.net_logits(&vec![0.0; INPUT]);
            prop_assert_eq!(y.len(), OUTPUTS);
        }
    }
}
