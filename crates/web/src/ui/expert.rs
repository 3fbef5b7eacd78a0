//! The Expert thinks in a worker: the game page's loader offers its client as
//! `window.rinshanExpert()` (a promise of the loaded client module, like the record
//! viewer's module: see [`super::records_module`]), whose `think(save, seat)` asks the
//! worker — the `rinshan-expert` module, which simulates — started the first time. So the
//! game's own download carries no simulation, and the page stays responsive while the
//! Expert thinks. Offline, the worker's files are in the service worker's cache like every
//! file of the build.

use super::records_module::call;

/// The page's loader of the Expert's client.
const EXPERT: &str = "rinshanExpert";

/// The Expert's choice for `seat` at the moment the saved game `save` has reached: the
/// index of the chosen action among the seat's legal actions, or `None` when the worker
/// could not give one (the seat then decides as Hard).
pub async fn think(save: String, seat: usize) -> Option<usize> {
    let answer = call(EXPERT, "think", &[&save, &seat.to_string()]).await;
    answer.ok()?.parse().ok()
}
