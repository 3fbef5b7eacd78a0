//! Playing a match on through the controller, as a player who takes the first thing
//! offered, for tests that need a match at some point of its course.

use rinshan::engine::Action;
use rinshan::play::{Controller, Status};

/// The first thing the player's prompt offers: the first call when `calls_first` (else
/// after the discards), or the first allowed discard; a skip when the prompt offers
/// neither. None without a prompt.
pub fn first_offered(ctrl: &Controller, calls_first: bool) -> Option<Action> {
    let prompt = ctrl.view().prompt?;
    let tile = || prompt.tiles.iter().find_map(|t| t.action.clone());
    let call = || prompt.calls.iter().find_map(|c| c.action.clone());
    let action = if calls_first {
        call().or_else(tile)
    } else {
        tile().or_else(call)
    };
    Some(action.unwrap_or(Action::Skip))
}

/// Plays on: the computer seats step, the player takes the first thing offered (a discard
/// of the first allowed tile, or the first call), hands are dealt on.
pub fn play(ctrl: &mut Controller, moves: usize) {
    for _ in 0..moves {
        match ctrl.status() {
            Status::Computer => {
                ctrl.step();
            }
            Status::Player => {
                let Some(action) = first_offered(ctrl, false) else {
                    break;
                };
                if ctrl.act(action).is_err() {
                    break;
                }
            }
            Status::HandOver => ctrl.next_hand(),
            Status::MatchOver => break,
        }
    }
}
