//! The golden outputs of a trained network: a few inputs, made by Hard playing seeded
//! games against itself (never from the corpus), each with the logits the trainer's own
//! forward pass (candle) gives for it. CI reads the committed weights with
//! `rinshan_models` and checks that the plain-Rust forward pass gives the same logits
//! (`crates/models/tests/golden.rs`), so the two implementations of the network cannot
//! drift apart, and the weights file is the one trained.
//!
//! The file is text: per input, a line `input` and its bytes in hex
//! (`rinshan_models::features::to_bytes`), then a line `logits` and the values.

use rinshan_bots::{Bot, Level};
use rinshan_engine::{Game, SeatView};
use rinshan_models::features::{encode, to_bytes};
use rinshan_rules::{Ruleset, Seed};

/// Views of seeded Hard self-play, at the seat to act, after 8 to 60 moves.
pub fn views(count: usize) -> Vec<SeatView> {
    let mut out = Vec::new();
    for seed in 1..=count as u64 {
        let mut game = Game::new(Seed(seed), Ruleset::tenhou());
        let mut bots: Vec<Bot> = (0..4)
            .map(|i| Bot::new(Level::Hard, Seed(seed * 4 + i)))
            .collect();
        let moves = 8 + (seed as usize * 13) % 53;
        for _ in 0..moves {
            let Some((s, legal)) = game.round().to_act() else {
                break;
            };
            if game.round().is_over() {
                break;
            }
            let a = bots[s.index()].decide(&game.round().view(s), &legal);
            if game.apply(s, a).is_err() {
                break;
            }
        }
        if let Some((s, _)) = game.round().to_act() {
            out.push(game.round().view(s));
        }
    }
    out
}

/// The golden file's text for `views` and their `logits`.
pub fn write(views: &[SeatView], logits: &[Vec<f32>]) -> String {
    let mut text = String::new();
    for (v, y) in views.iter().zip(logits) {
        let hex: String = to_bytes(&encode(v))
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        text += &format!("input {hex}\nlogits");
        for x in y {
            text += &format!(" {x:e}");
        }
        text += "\n";
    }
    text
}
