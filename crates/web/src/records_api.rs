//! The records' JavaScript API, in the record viewer's module `rinshan-review.js` (the
//! `review` feature): export a match (finished or in progress, given as the game's
//! saved-game text, which the game keeps in `localStorage["rinshan-save"]`) as a
//! tenhou.net/6 record or as mjai JSON lines, and check a record (tenhou.net/6 JSON or
//! Tenhou's mjlog XML, four or three players: what the record viewer reads) against the
//! engine (the importer as a validator). The game's page also asks it for what it shows
//! only after a hand or a match: the hand's result, the match's story and the past
//! matches (markup), and the tile gallery (`?view=tiles`), so that the game's own
//! download carries none of it.
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
use rinshan::play::history::History;
use rinshan::play::{Controller, TableView};
use rinshan::records::check;
use rinshan::text::mismatches::{mismatch, mismatch_hand, mismatch_move, mismatch_problem};
use rinshan::text::Lang;
use rinshan_html::Html;

/// The match a saved game holds, as a record: `format` is `"tenhou6"` (tenhou.net/6
/// JSON, what Tenhou's log viewer loads) or `"mjai"` (JSON lines).
#[wasm_bindgen]
pub fn export_record(save: &str, format: &str) -> Result<String, JsError> {
    let format = RecordFormat::named(format).map_err(|e| JsError::new(&e))?;
    let ctrl = Controller::restore(save).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(ctrl.export(format))
}

/// What the table of a saved game shows where it stands, in the language tagged `lang`
/// (`"en"`, `"ja"`), and that language.
fn restored_view(save: &str, lang: &str) -> Result<(TableView, Lang), JsError> {
    let mut ctrl = Controller::restore(save).map_err(|e| JsError::new(&e.to_string()))?;
    let mut settings = ctrl.settings().clone();
    settings.lang = Lang::from_tag(lang);
    ctrl.set_live_settings(&settings);
    Ok((ctrl.view(), settings.lang))
}

/// The match-over screen's body (standings with final scores, the chart of points after
/// each hand, everyone's figures) for the finished match a saved game holds, in the
/// language tagged `lang` (`"en"`, `"ja"`). Throws an `Error` in words when the save
/// cannot be read or its match is not over.
#[wasm_bindgen]
pub fn match_story(save: &str, lang: &str) -> Result<String, JsError> {
    let (v, lang) = restored_view(save, lang)?;
    let (Some(standings), Some(story)) = (v.standings, v.story) else {
        return Err(JsError::new("the saved match is not over"));
    };
    let mut h = Html::new();
    rinshan_html::story::match_over(&mut h, lang, &standings, &story, &v.seats);
    Ok(h.into_string())
}

/// The hand result's body (who won and how, the winning hand, yaku, value, honba and
/// sticks, or the draw and who was tenpai; the indicators; every seat's score change) for
/// the hand a saved game has just ended, as the game's result panel shows it, in the
/// language tagged `lang`. Throws an `Error` in words when the save cannot be read or its
/// hand is not over.
#[wasm_bindgen]
pub fn hand_result(save: &str, lang: &str) -> Result<String, JsError> {
    let (v, lang) = restored_view(save, lang)?;
    let Some(result) = v.result else {
        return Err(JsError::new("the saved hand is not over"));
    };
    let mut h = Html::new();
    rinshan_html::hand_result::result_body(&mut h, lang, &result, &v.seats);
    Ok(h.into_string())
}

/// The date an ISO time stands for, in the reader's own locale and time zone.
fn local_date(iso: &str, lang: Lang) -> String {
    let date = js_sys::Date::new(&iso.into());
    if date.get_time().is_nan() {
        return iso.to_string();
    }
    let locale = if lang == Lang::Ja { "ja" } else { "en" };
    date.to_locale_string(locale, &JsValue::UNDEFINED).into()
}

/// The side panel's body for the past matches kept in `history` (the game's
/// `localStorage["rinshan-history"]` text): the player's record over time and each match;
/// empty for none (text that is not a history reads as none).
#[wasm_bindgen]
pub fn past_matches(history: &str, lang: &str) -> String {
    let lang = Lang::from_tag(lang);
    let mut h = Html::new();
    rinshan_html::record::past_matches(&mut h, lang, &History::parse(history), &|d| {
        local_date(d, lang)
    });
    h.into_string()
}

/// The tile gallery (every face, the red fives and the back at two sizes, sideways
/// tiles, each named), as markup: the game's page shows it at `?view=tiles`.
#[wasm_bindgen]
pub fn tile_gallery() -> String {
    let mut h = Html::new();
    rinshan_html::gallery::tile_gallery(&mut h);
    h.into_string()
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

/// Reads a record, tenhou.net/6 JSON or Tenhou's mjlog XML (told apart by its first
/// character, with the record viewer's reader and words), and replays every hand through
/// the engine under the rules it names (Tenhou's, for three players or four). Throws an
/// `Error` in words when the text cannot be read as a record at all.
#[wasm_bindgen]
pub fn check_record(text: &str) -> Result<Ts<RecordCheck>, JsError> {
    let record = rinshan::records::read(text).map_err(|e| JsError::new(&e))?;
    let mismatches = check(&record, &record.ruleset())
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
