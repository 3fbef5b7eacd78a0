//! The square table: the four sides (each drawn as the bottom and turned into place) and
//! the centre. The game and the tutorial widgets both show it.

use leptos::prelude::*;

use super::centre::Centre;
use super::context::use_table;
use super::later::Later;
use super::seat::SeatQuarter;

/// The board, named `label` for assistive technology. `deferred`: its square is laid out
/// at once but the sides and the centre are drawn in a task of their own, just after the
/// one that builds the page (the game's start: the hand is playable sooner).
#[component]
pub fn Board(
    /// The region's accessible name ("Table").
    label: &'static str,
    /// Draw the sides and the centre in the next task.
    #[prop(optional)]
    deferred: bool,
) -> impl IntoView {
    let table = use_table();
    // Three players (sanma) sit bottom, right and left: the board is laid out for them.
    let class = move || {
        if table.view.with(|v| v.players == 3) {
            "board three"
        } else {
            "board"
        }
    };
    view! {
        <div class=class role="region" aria-label=label>
            <Later tasks=u8::from(deferred)>
                <SeatQuarter k=0/>
                <SeatQuarter k=1/>
                <SeatQuarter k=2/>
                <SeatQuarter k=3/>
                <Centre/>
            </Later>
        </div>
    }
}
