//! Measurement functions for the browser (the `measure` feature, built by the CI into a
//! second, measuring build of the game): the computer players' decision times measured
//! with the page's own clock. They are left out of the download players get.

use wasm_bindgen::prelude::*;

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
#[wasm_bindgen]
pub fn selfplay(games: u32, seed: f64) -> Result<JsValue, JsError> {
    use rinshan::bots::Level;
    use rinshan_lab::selfplay::play_series;
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
#[wasm_bindgen]
pub fn prepare_shanten_tables() -> u32 {
    rinshan::rules::shanten::prepare_tables() as u32
}

/// Decision times of Hard computer players measured in this browser over `hands` hands in
/// which one seat holds a flush in the making (all one suit, or all but three tiles): the
/// positions whose shanten counts were once slowest. Reports like [`selfplay`].
#[wasm_bindgen]
pub fn selfplay_flush(hands: u32, seed: f64) -> Result<JsValue, JsError> {
    let performance = web_sys::window()
        .and_then(|w| w.performance())
        .ok_or_else(|| JsError::new("this page has no performance clock"))?;
    let mut clock = || performance.now() * 1000.0;
    let mut times =
        rinshan_lab::selfplay::flush_decision_times(u64::from(hands), seed as u64, &mut clock)
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
#[wasm_bindgen]
pub fn table_decision_times() -> Vec<f64> {
    crate::ui::app::current_table()
        .map(|t| t.decision_times())
        .unwrap_or_default()
}
