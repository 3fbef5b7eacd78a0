//! The Phoenix player in the Expert's worker (feature `expert`): the network trained on
//! the Phoenix room's games (`rinshan-models`), whose weights the worker fetches the first
//! time they are needed (a `phoenix_*` function, or `think` for a Phoenix seat: see
//! `crate::expert_api::needs_model` and `www/build/build-lib.mjs`, expertWorker) and
//! hands to [`load_model`]. A weights file that is missing, truncated or damaged is
//! kept as its error: every Phoenix question is then answered with that error in words,
//! and the page lets Hard play the seat and says so (the worker's client logs the reason
//! as a warning).

use std::cell::RefCell;
use std::sync::Arc;

use wasm_bindgen::prelude::*;

use rinshan::engine::{Action, SeatView};
use rinshan::rules::Seed;
use rinshan_models::person::Person;
use rinshan_models::{Model, ModelError};

thread_local! {
    /// The model, once the worker has given its weights: read, or why not.
    static MODEL: RefCell<Option<Result<Arc<Model>, ModelError>>> = const { RefCell::new(None) };
}

/// Reads the model from its weights file's bytes and keeps it (or its error) for the
/// `phoenix_*` functions. Never throws: a bad file is answered when the model is asked.
#[wasm_bindgen]
pub fn load_model(bytes: &[u8]) {
    let model = Model::read(bytes).map(Arc::new);
    MODEL.with(|m| *m.borrow_mut() = Some(model));
}

/// Keeps `why` (the worker could not fetch the weights: offline before their first use,
/// or the server refused) as the model's error, until the next [`load_model`].
#[wasm_bindgen]
pub fn model_missing(why: &str) {
    let error = ModelError::Unreadable(why.to_string());
    MODEL.with(|m| *m.borrow_mut() = Some(Err(error)));
}

/// The model, or its error in words.
fn model() -> Result<Arc<Model>, JsError> {
    MODEL.with(|m| match &*m.borrow() {
        Some(Ok(model)) => Ok(model.clone()),
        Some(Err(e)) => Err(JsError::new(&e.to_string())),
        None => Err(JsError::new("the model's weights were not loaded")),
    })
}

/// The Phoenix player's choice for `seat` (0–3) in the saved game `save`: the index of
/// the chosen action among the seat's legal actions (the engine's order, which the page's
/// controller shares). [`crate::expert_api::think`] answers the same for a save whose
/// level is the Phoenix player's.
#[wasm_bindgen]
pub fn phoenix_think(save: &str, seat: u32) -> Result<u32, JsError> {
    let (view, legal, _) = crate::worker_match::position(save, seat)?;
    choose(&view, &legal, seat)
}

/// The Phoenix player's choice among `legal` from `view`, for seat number `seat`:
/// `rinshan_models::person::Person`, its Hard tie-breaks seeded by the seat, as in native
/// self-play.
pub(crate) fn choose(view: &SeatView, legal: &[Action], seat: u32) -> Result<u32, JsError> {
    let mut person = Person::new(model()?, Seed(u64::from(seat)));
    let action = rinshan::bots::Decide::decide(&mut person, view, legal);
    Ok(legal.iter().position(|a| *a == action).unwrap_or(0) as u32)
}

/// The network's 102 outputs (discard logits, then the reading's) for one input already
/// encoded, as `rinshan_models::features::to_bytes` writes it (the golden file's inputs):
/// what the native and the browser's builds must agree on (tests/node).
#[wasm_bindgen]
pub fn phoenix_logits(input: &[u8]) -> Result<Vec<f32>, JsError> {
    let model = model()?;
    let x = rinshan_models::features::from_bytes(input);
    if x.len() != rinshan_models::features::INPUT {
        return Err(JsError::new("an input is 56 × 34 values"));
    }
    Ok(model.net_logits(&x))
}

/// What the Phoenix players would make of each decision of `seat` (0–3) in hand `hand` of
/// `record` (tenhou.net/6 text): one line per decision
/// ([`rinshan::play::coach_view::PhoenixOpinion::to_text`]), for the record viewer's coach.
#[wasm_bindgen]
pub fn phoenix_review(record: &str, seat: u32, hand: u32) -> Result<String, JsError> {
    use rinshan::play::coach_view::PhoenixOpinion;
    let model = model()?;
    let viewer =
        rinshan::play::record_view::RecordViewer::read(record).map_err(|e| JsError::new(&e))?;
    let seat = rinshan::rules::Seat::ALL
        .get(seat as usize)
        .copied()
        .ok_or_else(|| JsError::new("a seat is 0 to 3"))?;
    let index = hand as usize;
    let h = viewer
        .record
        .hands
        .get(index)
        .ok_or_else(|| JsError::new("the record has no such hand"))?;
    let lines: Vec<String> = rinshan::bots::coach::moments(h, index, seat, viewer.rules())
        .iter()
        .map(|m| {
            let o = rinshan_models::opinion::opinion(&model, &m.view, &m.legal, &m.played);
            PhoenixOpinion {
                step: m.step,
                choice: o.choice,
                played: o.played.map(f64::from),
                deal_in: o.deal_in.map(f64::from),
            }
            .to_text()
        })
        .collect();
    Ok(lines.join("\n"))
}

/// The hints panel for the player of the saved game `save`, in language `lang` (`"en"`,
/// `"ja"`), with each discard's chance of dealing in by the reading model
/// ([`rinshan_html::panels::hints_reading`]): what the game's page shows in place of its
/// own hints once the model has loaded. Empty when the player has no discard to choose.
#[wasm_bindgen]
pub fn phoenix_hints(save: &str, lang: &str) -> Result<String, JsError> {
    let model = model()?;
    let lang = rinshan::text::Lang::from_tag(lang);
    crate::worker_match::with_match(save, |ctrl| {
        let (round, me) = (ctrl.game().round(), ctrl.me());
        let view = round.view(me);
        let hints = rinshan::play::hints::hints(round, me);
        if hints.discards.is_empty() {
            return String::new();
        }
        let reading = model.read_view(&view);
        let chances: Vec<f32> = (0..34).map(|k| reading.deal_in_any(k)).collect();
        let mut h = rinshan_html::Html::new();
        rinshan_html::panels::hints_reading(&mut h, lang, &hints, &chances);
        h.into_string()
    })
}
