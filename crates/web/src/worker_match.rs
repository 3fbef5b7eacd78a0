//! The match a worker question is about (feature `expert`): the Expert's and the Phoenix
//! player's questions come with the saved game, which is usually the match asked about
//! last a few moves on. The match is kept between questions and only the new moves are
//! replayed ([`Controller::restore_after`]).

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

use rinshan::bots::Level;
use rinshan::engine::{Action, SeatView};
use rinshan::play::Controller;
use rinshan::rules::Seat;

thread_local! {
    /// The match last asked about, and its save.
    static KEPT: RefCell<Option<(String, Controller)>> = const { RefCell::new(None) };
}

/// What `f` makes of the match `save` (a saved game), restored: from the match kept from
/// the last question when `save` continues it, replaying only the new moves.
pub(crate) fn with_match<T>(save: &str, f: impl FnOnce(&Controller) -> T) -> Result<T, JsError> {
    let kept = KEPT.with(|k| k.borrow_mut().take());
    let ctrl = match kept {
        Some((earlier, ctrl)) => ctrl.restore_after(&earlier, save),
        None => Controller::restore(save),
    }
    .map_err(|e| JsError::new(&e.to_string()))?;
    let answer = f(&ctrl);
    KEPT.with(|k| *k.borrow_mut() = Some((save.to_string(), ctrl)));
    Ok(answer)
}

/// The position of the match `save` for `seat` (0–3): its view and its legal actions,
/// and the level the save's settings name; or why there is no choice to make.
pub(crate) fn position(save: &str, seat: u32) -> Result<(SeatView, Vec<Action>, Level), JsError> {
    let seat = Seat::ALL
        .get(seat as usize)
        .copied()
        .ok_or_else(|| JsError::new("a seat is 0 to 3"))?;
    let (view, legal, level) = with_match(save, |ctrl| {
        (
            ctrl.game().round().view(seat),
            ctrl.game().legal_actions(seat),
            ctrl.settings().level,
        )
    })?;
    if legal.is_empty() {
        return Err(JsError::new("that seat has no choice to make now"));
    }
    Ok((view, legal, level))
}
