//! The functions of the JavaScript API: tiles, shanten, waits and scores.

use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use rinshan::api::request::{ScoreReport, WinRequest};
use rinshan::api::score_request;
use rinshan::rules::hand::Hand;
use rinshan::rules::shanten::shanten as shanten_of;
use rinshan::rules::waits::waits as waits_of;
use rinshan::rules::{format_mpsz, Tile};

fn hand_of(text: &str) -> Result<Hand, JsError> {
    Hand::parse(text).map_err(|e| JsError::new(&e.to_string()))
}

/// Shanten of a hand written like `123m456p789s1122z` (melds as `pon:777z` etc.): 0 is
/// tenpai, −1 complete. A hand whose only wait is a tile it holds four of is not tenpai.
#[wasm_bindgen]
pub fn shanten(hand: &str) -> Result<i32, JsError> {
    let h = hand_of(hand)?;
    Ok(i32::from(shanten_of(
        &h.concealed_counts(),
        h.melds().len(),
        &h.held_counts(),
    )))
}

/// The real waits of a tenpai hand, in mpsz (`"14s"`); empty when it is not tenpai.
#[wasm_bindgen]
pub fn waits(hand: &str) -> Result<String, JsError> {
    let h = hand_of(hand)?;
    let kinds = waits_of(&h.concealed_counts(), h.melds().len(), &h.held_counts());
    let tiles: Vec<Tile> = kinds.into_iter().map(Tile::new).collect();
    Ok(format_mpsz(&tiles))
}

/// Scores `hand` (without the winning tile) won as `win` describes (see
/// [`WinRequest`]); `win.rules` names the rule set (`"tenhou"` by default).
#[wasm_bindgen]
pub fn score_hand(hand: &str, win: Ts<WinRequest>) -> Result<Ts<ScoreReport>, JsError> {
    let h = hand_of(hand)?;
    let request: WinRequest =
        super::win_object::win_from_js(&win.js_value()).map_err(|e| JsError::new(&e))?;
    let report = score_request(&h, &request).map_err(|e| JsError::new(&e))?;
    Ok(report.into_ts()?)
}

/// One tile, as `parse_tiles` reads it.
#[derive(serde::Serialize, Tsify)]
pub struct TileInfo {
    /// Its mpsz code (`5p`, `0p` for the red five, `7z`).
    pub code: String,
    /// Its name ("5 pin", "red 5 pin", "Red dragon").
    pub name: String,
    /// Its kind, 0–33 (1m–9m, 1p–9p, 1s–9s, East … Red dragon).
    pub kind: u8,
    /// A red five.
    pub red: bool,
}

/// The tiles of a tile string.
#[derive(serde::Serialize, Tsify)]
pub struct TileList {
    /// In the order written.
    pub tiles: Vec<TileInfo>,
}

/// Reads tiles in mpsz (`"123m0p77z"`); throws an `Error` naming the character that is
/// wrong.
#[wasm_bindgen]
pub fn parse_tiles(text: &str) -> Result<Ts<TileList>, JsError> {
    let tiles = rinshan::rules::parse_mpsz(text).map_err(|e| JsError::new(&e.to_string()))?;
    let tiles = tiles
        .into_iter()
        .map(|t| TileInfo {
            code: t.code(),
            name: t.name(),
            kind: t.kind().index() as u8,
            red: t.is_red(),
        })
        .collect();
    Ok(TileList { tiles }.into_ts()?)
}

/// Writes tile codes (`["1m", "2m", "0p"]`) as one mpsz string (`"12m0p"`).
#[wasm_bindgen]
pub fn format_tiles(codes: Vec<String>) -> Result<String, JsError> {
    let tiles = codes
        .iter()
        .map(|c| c.parse::<Tile>())
        .collect::<Result<Vec<Tile>, _>>()
        .map_err(|e| JsError::new(&e.to_string()))?;
    Ok(format_mpsz(&tiles))
}
