//! The JavaScript API for tutorial pages and other embedders, built with wasm-bindgen.
//! Every function takes plain strings or objects and returns plain objects (through
//! serde-wasm-bindgen), or throws an `Error` whose message says what was wrong in words.
//!
//! After the page loads, Trunk puts these functions on `window.wasmBindings`:
//!
//! ```js
//! const s = window.wasmBindings.score_hand("123m456p789s23s55z", { tile: "1s", riichi: true });
//! s.points; // "1300"
//! ```

pub mod elements;
pub mod json_scenario;
pub mod request;
pub mod table;
pub mod win_object;

use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::rules::hand::Hand;
use crate::rules::shanten::shanten as shanten_of;
use crate::rules::waits::waits as waits_of;
use crate::rules::{format_mpsz, score, Tile};
use request::{ScoreReport, WinRequest};

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
        win_object::win_from_js(&win.js_value()).map_err(|e| JsError::new(&e))?;
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
    let tiles = crate::rules::parse_mpsz(text).map_err(|e| JsError::new(&e.to_string()))?;
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

/// The native core of [`score_hand`], testable without a browser.
pub fn score_request(hand: &Hand, request: &WinRequest) -> Result<ScoreReport, String> {
    let (win, rules) = request.to_win()?;
    let s = score(hand, &win, &rules).map_err(|e| e.to_string())?;
    Ok(ScoreReport::new(&s, &win))
}

#[cfg(feature = "measure")]
/// Decision times of the computer players measured in this browser.
#[derive(serde::Serialize)]
pub struct SelfplayReport {
    /// Games played.
    pub games: u32,
    /// Decisions made.
    pub decisions: usize,
    /// Median decision time, microseconds.
    pub p50_us: f64,
    /// 99th-percentile decision time, microseconds.
    pub p99_us: f64,
    /// Slowest decision, microseconds.
    pub max_us: f64,
    /// The Hard bot's average place against three Easy bots.
    pub hard_average_place: f64,
}

/// Plays `games` East-South games (Tenhou rules) of a Hard bot against three Easy bots
/// here in the browser and reports how long decisions take (the page's own clock).
#[cfg(feature = "measure")]
#[wasm_bindgen]
pub fn selfplay(games: u32, seed: f64) -> Result<JsValue, JsError> {
    use crate::bots::selfplay::play_series;
    use crate::bots::Level;
    let performance = web_sys::window()
        .and_then(|w| w.performance())
        .ok_or_else(|| JsError::new("this page has no performance clock"))?;
    let mut clock = || performance.now() * 1000.0;
    let series = play_series(
        u64::from(games),
        seed as u64,
        Level::Hard,
        Level::Easy,
        &mut clock,
    )
    .map_err(|e| JsError::new(&e))?;
    let mut all = series.hero.merged(&series.others);
    let report = SelfplayReport {
        games,
        decisions: all.decision_us.len(),
        p50_us: all.decision_quantile(0.5),
        p99_us: all.decision_quantile(0.99),
        max_us: all.decision_quantile(1.0),
        hard_average_place: series.hero.average_place(),
    };
    serde_wasm_bindgen::to_value(&report).map_err(|e| JsError::new(&e.to_string()))
}

/// Builds the shanten suit tables now (they are otherwise built at the first shanten
/// asked, when the game deals) and returns how many suit patterns they hold.
#[cfg(feature = "measure")]
#[wasm_bindgen]
pub fn prepare_shanten_tables() -> u32 {
    crate::rules::shanten::prepare_tables() as u32
}

/// Decision times of Hard computer players measured in this browser over `hands` hands in
/// which one seat holds a flush in the making (all one suit, or all but three tiles): the
/// positions whose shanten counts were once slowest. Reports like [`selfplay`].
#[cfg(feature = "measure")]
#[wasm_bindgen]
pub fn selfplay_flush(hands: u32, seed: f64) -> Result<JsValue, JsError> {
    let performance = web_sys::window()
        .and_then(|w| w.performance())
        .ok_or_else(|| JsError::new("this page has no performance clock"))?;
    let mut clock = || performance.now() * 1000.0;
    let mut times =
        crate::bots::selfplay::flush_decision_times(u64::from(hands), seed as u64, &mut clock)
            .map_err(|e| JsError::new(&e))?;
    times.sort_by(f64::total_cmp);
    let at = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    let report = SelfplayReport {
        games: hands,
        decisions: times.len(),
        p50_us: at(0.5),
        p99_us: at(0.99),
        max_us: at(1.0),
        hard_average_place: 0.0,
    };
    serde_wasm_bindgen::to_value(&report).map_err(|e| JsError::new(&e.to_string()))
}

/// The computer players' decision times at this page's game table so far, in
/// microseconds (the page's own clock), for measuring the browser build.
#[cfg(feature = "measure")]
#[wasm_bindgen]
pub fn table_decision_times() -> Vec<f64> {
    crate::ui::app::current_table()
        .map(|t| t.decision_times())
        .unwrap_or_default()
}
