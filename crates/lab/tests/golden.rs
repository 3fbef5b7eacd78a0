//! The committed weights were trained on the input `rinshan_models::features::encode`
//! builds today: the golden file's inputs (views of Hard's seeded self-play, written by
//! `lab train`) are encoded again from the same views and must come out byte for byte the
//! same. If this fails, either the input changed (retrain: the weights no longer fit it)
//! or Hard's play changed the views (rewrite the golden file with `lab train --out`).

use rinshan_lab::golden::{views, write};

#[test]
fn the_weights_input_is_still_the_encoders() {
    let committed = include_str!("../../models/weights/phoenix.golden");
    let inputs: Vec<&str> = committed
        .lines()
        .filter(|l| l.starts_with("input "))
        .collect();
    assert!(inputs.len() >= 8);
    let v = views(inputs.len());
    let now = write(&v, &vec![Vec::new(); v.len()]);
    let again: Vec<&str> = now.lines().filter(|l| l.starts_with("input ")).collect();
    assert_eq!(again.len(), inputs.len());
    for (i, (a, b)) in again.iter().zip(&inputs).enumerate() {
        assert!(a == b, "input {i} is not what the weights were trained on");
    }
}
