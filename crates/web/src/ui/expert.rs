//! The Expert and the Phoenix player think in a worker: the game page's loader offers its
//! client as `window.rinshanExpert()` (a promise of the loaded client module, like the
//! record viewer's module: see [`super::records_module`]), whose `think(save, seat)` asks
//! the worker — the `rinshan-expert` module — started the first time. The worker reads
//! the level from the save: the Expert simulates, the Phoenix player runs the network
//! (its weights fetched the first time). So the game's own download carries no simulation
//! and no model, and the page stays responsive while they think. Offline, the worker's
//! files are in the service worker's cache like every file of the build, and the weights
//! once they have been used.

use super::records_module::call;

/// The page's loader of the Expert's client.
const EXPERT: &str = "rinshanExpert";

/// The choice of `seat` (the Expert or the Phoenix player, as the save's settings say)
/// at the moment the saved game `save` has reached: the index of the chosen action among
/// the seat's legal actions, or `None` when the worker could not give one (the seat then
/// decides as Hard; the worker's client logs why as a warning).
pub async fn think(save: String, seat: usize) -> Option<usize> {
    let answer = call(EXPERT, "think", &[&save, &seat.to_string()]).await;
    answer.ok()?.parse().ok()
}

/// The Expert's second opinion on one of Hard's marks (the record viewer's coach): the
/// decision at `step` of hand `hand` of `record` (tenhou.net/6 text) for `seat`, simulated
/// in the worker; `None` when the worker could not give one.
pub async fn second_opinion(
    record: String,
    seat: usize,
    hand: usize,
    step: usize,
) -> Option<rinshan::play::coach_view::SecondOpinion> {
    let args = [seat.to_string(), hand.to_string(), step.to_string()];
    let answer = call(
        EXPERT,
        "second_opinion",
        &[&record, &args[0], &args[1], &args[2]],
    )
    .await;
    rinshan::play::coach_view::SecondOpinion::from_text(&answer.ok()?)
}

/// What the Phoenix players would make of each decision of `seat` in hand `hand` of
/// `record` (tenhou.net/6 text): the worker's lines (see
/// `rinshan::play::coach_view::PhoenixOpinion`), or `None` when it could not say (no
/// weights: the marks then stand as Hard and the Expert leave them).
pub async fn phoenix_review(record: String, seat: usize, hand: usize) -> Option<String> {
    let args = [seat.to_string(), hand.to_string()];
    call(EXPERT, "phoenix_review", &[&record, &args[0], &args[1]])
        .await
        .ok()
}

/// The hints panel for the player of the saved game `save` with each discard's chance of
/// dealing in, by the reading model, in language `lang` (HTML written in the worker:
/// `phoenix_hints`); `None` when the worker could not say (no weights: offline before
/// their first use) or the player has no discard to choose.
pub async fn phoenix_hints(save: String, lang: &'static str) -> Option<String> {
    let html = call(EXPERT, "phoenix_hints", &[&save, lang]).await.ok()?;
    (!html.is_empty()).then_some(html)
}
