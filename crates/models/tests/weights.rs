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
const CHOICES_GOLDEN: &str = include_str!("../weights/phoenix.choices.golden");

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

/// The riichi and call heads give the logits candle computed from the same saved tensors
/// (`lab train-choices`), on rows made from a seed as `rinshan_lab::train_choices::
/// golden_row` makes them.
#[test]
fn the_committed_choice_heads_give_the_trainers_outputs() {
    let model = Model::read(WEIGHTS).expect("the committed weights load");
    assert!(model.has_choices());
    let mut lines = CHOICES_GOLDEN.lines();
    let mut checked = 0;
    while let (Some(row), Some(logit)) = (lines.next(), lines.next()) {
        let (name, rest) = row.split_once("-row ").expect("a row line");
        let (dim, seed) = rest.split_once(' ').expect("a width and a seed");
        let (dim, seed): (usize, u64) =
            (dim.parse().expect("a width"), seed.parse().expect("a seed"));
        let mut rng = rinshan_rules::Rng::new(rinshan_rules::Seed(seed));
        let x: Vec<f32> = (0..dim).map(|_| rng.below(4000) as f32 / 1000.0).collect();
        let want: f32 = logit
            .strip_prefix(&format!("{name}-logit "))
            .expect("a logit line")
            .parse()
            .expect("a number");
        let got = match name {
            "riichi" => model.riichi_logit(&x),
            "call" => model.call_logit(&x),
            _ => panic!("no head {name}"),
        }
        .expect("the head is in the weights");
        assert!(
            (got - want).abs() <= 1e-3 * (1.0 + want.abs()),
            "{name}, row {seed}: {got} against the trainer's {want}"
        );
        checked += 1;
    }
    assert_eq!(checked, 8, "four rows for each head");
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

/// The committed file's network without its choice heads, and `extra` (name, shape;
/// zeros in f32) added.
fn with_tensors(extra: &[(&str, Vec<usize>)]) -> Vec<u8> {
    use safetensors::tensor::TensorView;
    let file = safetensors::SafeTensors::deserialize(WEIGHTS).expect("the committed file");
    let zeros: Vec<Vec<u8>> = extra
        .iter()
        .map(|(_, shape)| vec![0u8; 4 * shape.iter().product::<usize>()])
        .collect();
    let mut views: Vec<(String, TensorView<'_>)> = file
        .tensors()
        .into_iter()
        .filter(|(name, _)| !name.starts_with("riichi") && !name.starts_with("call"))
        .collect();
    for ((name, shape), bytes) in extra.iter().zip(&zeros) {
        let view = TensorView::new(safetensors::Dtype::F32, shape.clone(), bytes).expect("a view");
        views.push((name.to_string(), view));
    }
    safetensors::serialize(views, None).expect("written")
}

#[test]
fn a_choice_head_of_another_shape_is_named_as_such() {
    use rinshan_models::choices::{CALL_EXTRAS, RIICHI_EXTRAS};
    let hidden = Model::read(WEIGHTS).expect("loads").shape().hidden;
    // Too narrow for the dense units and the head's own inputs.
    let narrow = with_tensors(&[
        ("riichi0.weight", vec![1, hidden]),
        ("riichi0.bias", vec![1]),
    ]);
    let e = Model::read(&narrow).err().expect("refused");
    assert!(
        matches!(&e, ModelError::Shape { name, .. } if name == "riichi0.weight"),
        "{e:?}"
    );
    assert!(e.to_string().contains("riichi0.weight"), "{e}");
    // A last layer of two outputs where one logit is read.
    let wide = with_tensors(&[
        ("call0.weight", vec![8, hidden + CALL_EXTRAS]),
        ("call0.bias", vec![8]),
        ("call1.weight", vec![2, 8]),
        ("call1.bias", vec![2]),
    ]);
    let e = Model::read(&wide).err().expect("refused");
    assert!(
        matches!(&e, ModelError::Shape { name, .. } if name == "call1.weight"),
        "{e:?}"
    );
    // Both heads of the right shapes load, and answer.
    let both = with_tensors(&[
        ("riichi0.weight", vec![1, hidden + RIICHI_EXTRAS]),
        ("riichi0.bias", vec![1]),
        ("call0.weight", vec![4, hidden + CALL_EXTRAS]),
        ("call0.bias", vec![4]),
        ("call1.weight", vec![1, 4]),
        ("call1.bias", vec![1]),
    ]);
    let model = Model::read(&both).expect("loads");
    assert!(model.has_choices());
    assert_eq!(
        model.riichi_logit(&vec![1.0; hidden + RIICHI_EXTRAS]),
        Some(0.0)
    );
    assert_eq!(
        model.call_logit(&vec![1.0; hidden + CALL_EXTRAS]),
        Some(0.0)
    );
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
