//! The Expert's module (`rinshan-expert.js`, feature `expert`): what the Expert's worker
//! runs (see `www/build/build-lib.mjs`, expertWorker), for the Expert and the Phoenix
//! player (`crate::phoenix_api`). The page asks it for a seat's
//! choice with the saved game (which the page writes after every move anyway): the
//! module restores the match (`crate::worker_match`), takes the seat's own view — the Expert sees nothing else —
//! and simulates within its budget, timed by the worker's clock. The record viewer's coach
//! asks it for a second opinion on each of Hard's marks ([`second_opinion`]).

use wasm_bindgen::prelude::*;

use rinshan::bots::coach::Verdict;
use rinshan::bots::Level;
use rinshan::play::coach_view::SecondOpinion;
use rinshan::play::record_view::RecordViewer;
use rinshan::rules::{Seat, Seed};
use rinshan_expert::{Budget, Expert, Settings};

/// The Expert's time budget for one decision in the browser, in milliseconds. The
/// browser's WebAssembly runs the simulation about half as fast as native code, so this
/// buys about what the native default (100 ms) does; a decision with one sensible action
/// is answered at once, and one whose best action is clear stops sooner.
pub const BROWSER_BUDGET_MS: f64 = 200.0;

/// The worker's clock, in milliseconds.
fn clock() -> f64 {
    js_sys::Date::now()
}

/// The choice of `seat` in the saved game `save`, by the level its settings name: the
/// Phoenix player's ([`crate::phoenix_api`], whose weights the worker gives first: see
/// [`needs_model`]) or the Expert's. The index of the chosen action among the seat's
/// legal actions (in the engine's order, which the page's own controller shares).
/// `budget_ms` is the time the Expert may take (0: [`BROWSER_BUDGET_MS`]).
#[wasm_bindgen]
pub fn think(save: &str, seat: u32, budget_ms: Option<f64>) -> Result<u32, JsError> {
    let (view, legal, level) = crate::worker_match::position(save, seat)?;
    if level == Level::Phoenix {
        return crate::phoenix_api::choose(&view, &legal, seat);
    }
    let ms = budget_ms
        .filter(|m| m.is_finite() && *m > 0.0)
        .unwrap_or(BROWSER_BUDGET_MS);
    let settings = Settings {
        budget: Budget::Millis(ms),
        ..Settings::default()
    };
    let mut expert = Expert::new(Seed(u64::from(seat)), settings).with_clock(Box::new(clock));
    let (action, _) = expert.think(&view, &legal);
    Ok(legal.iter().position(|a| *a == action).unwrap_or(0) as u32)
}

/// Whether the worker must give the model's weights ([`crate::phoenix_api::load_model`])
/// before calling `call` with `first` as its first argument: a `phoenix_*` function, or
/// [`think`] for a saved game whose settings name the Phoenix player.
#[wasm_bindgen]
pub fn needs_model(call: &str, first: &str) -> bool {
    let phoenix_save = || {
        first
            .lines()
            .find_map(|l| l.strip_prefix("settings "))
            .is_some_and(|words| words.split_whitespace().any(|w| w == "level=phoenix"))
    };
    call.starts_with("phoenix_") || (call == "think" && phoenix_save())
}

/// Simulated hands a second opinion weighs: as many as the native coach's tests use, so
/// that the viewer marks what they do (the same simulations, whatever the machine); about
/// a second or two of the worker's time a mark.
pub const COACH_SIMULATIONS: u32 = 3000;

/// The Expert's second opinion on the decision at `step` (the engine action's index in
/// the hand, as the coach counts it) of hand `hand` of `record` (tenhou.net/6 text) for
/// `seat`: [`SecondOpinion::to_text`]'s line. A decision the simulation does not weigh (a
/// kan, a win declined…) answers 0 hands and leaves Hard's mark standing.
#[wasm_bindgen]
pub fn second_opinion(record: &str, seat: u32, hand: u32, step: u32) -> Result<String, JsError> {
    let viewer = RecordViewer::read(record).map_err(|e| JsError::new(&e))?;
    let seat = Seat::ALL
        .get(seat as usize)
        .copied()
        .ok_or_else(|| JsError::new("a seat is 0 to 3"))?;
    let reviewed = rinshan_expert::coach::second_opinion(
        &viewer.record,
        hand as usize,
        step as usize,
        seat,
        viewer.rules(),
        Budget::Simulations(COACH_SIMULATIONS),
    )
    .ok_or_else(|| JsError::new("the seat made no decision there"))?;
    let opinion = match &reviewed.simulated {
        Some(sim) => SecondOpinion {
            hands: sim.played.hands,
            played: (sim.played.place, sim.played.points),
            advised: (sim.advised.place, sim.advised.points),
            clear: matches!(reviewed.verdict, Verdict::Mistake(_)),
        },
        None => SecondOpinion {
            hands: 0,
            played: (2.5, 0.0),
            advised: (2.5, 0.0),
            clear: true,
        },
    };
    Ok(opinion.to_text())
}
