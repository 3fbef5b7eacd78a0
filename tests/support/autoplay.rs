//! Playing a match on through the controller, as a player who takes the first thing
//! offered, for tests that need a match at some point of its course.

use rinshan::engine::Action;
use rinshan::play::{Controller, Status};

/// Plays on: the computer seats step, the player takes the first thing offered (a discard
/// of the first allowed tile, or the first call), hands are dealt on.
pub fn play(ctrl: &mut Controller, moves: usize) {
    for _ in 0..moves {
        match ctrl.status() {
            Status::Computer => {
                ctrl.step();
            }
            Status::Player => {
                let view = ctrl.view();
                let Some(prompt) = view.prompt else { break };
                let action = prompt
                    .tiles
                    .iter()
                    .find_map(|t| t.action.clone())
                    .or_else(|| prompt.calls.iter().find_map(|c| c.action.clone()))
                    .unwrap_or(Action::Skip);
                if ctrl.act(action).is_err() {
                    break;
                }
            }
            Status::HandOver => ctrl.next_hand(),
            Status::MatchOver => break,
        }
    }
}
