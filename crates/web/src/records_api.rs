//! The records' JavaScript API, in the record viewer's module `rinshan-review.js` (the
//! `review` feature): export a match (finished or in progress, given as the game's
//! saved-game text, which the game keeps in `localStorage["rinshan-save"]`) as a
//! tenhou.net/6 record or as mjai JSON lines, and check a tenhou.net/6 record against the
//! engine (the importer as a validator).
//!
//! ```js
//! import load, { check_record, export_record } from "./rinshan-review.js";
//! await load();
//! check_record(text).mismatches;   // [] when the engine agrees with every move and result
//! export_record(localStorage.getItem("rinshan-save"), "mjai");
//! ```

use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use rinshan::play::export::RecordFormat;
use rinshan::play::Controller;
use rinshan::records::{check, tenhou6};
use rinshan::rules::Ruleset;
use rinshan::text::mismatches::{mismatch, mismatch_hand, mismatch_move, mismatch_problem};
use rinshan::text::Lang;

/// The match a saved game holds, as a record: `format` is `"tenhou6"` (tenhou.net/6
/// JSON, what Tenhou's log viewer loads) or `"mjai"` (JSON lines).
#[wasm_bindgen]
pub fn export_record(save: &str, format: &str) -> Result<String, JsError> {
    let format = RecordFormat::named(format).map_err(|e| JsError::new(&e))?;
    let ctrl = Controller::restore(save).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(ctrl.export(format))
}

/// One place where a record and the engine disagree.
#[derive(Serialize, Tsify)]
pub struct RecordMismatch {
    /// The hand, counted from 1.
    pub hand: usize,
    /// The hand's name ("East 1, 0 honba").
    pub label: String,
    /// The refused move, counted from 1 (absent when the result differs).
    pub step: Option<usize>,
    /// The refused move in words.
    pub action: Option<String>,
    /// What the rules or the result say.
    pub problem: String,
    /// All of it in one sentence.
    pub text: String,
}

/// What checking a record found.
#[derive(Serialize, Tsify)]
pub struct RecordCheck {
    /// Hands read.
    pub hands: usize,
    /// Every disagreement (none: the engine agrees with every move and result).
    pub mismatches: Vec<RecordMismatch>,
}

/// Reads a tenhou.net/6 record and replays every hand through the engine under Tenhou's
/// rules. Throws an `Error` in words when the text cannot be read as a record at all.
#[wasm_bindgen]
pub fn check_record(text: &str) -> Result<Ts<RecordCheck>, JsError> {
    let record = tenhou6::read(text).map_err(|e| JsError::new(&e))?;
    let mismatches = check(&record, &Ruleset::tenhou())
        .into_iter()
        .map(|m| RecordMismatch {
            text: mismatch(Lang::En, &m),
            hand: m.hand,
            label: mismatch_hand(Lang::En, &m),
            step: m.step,
            action: mismatch_move(Lang::En, &m),
            problem: mismatch_problem(Lang::En, &m),
        })
        .collect();
    Ok(RecordCheck {
        hands: record.hands.len(),
        mismatches,
    }
    .into_ts()?)
}
