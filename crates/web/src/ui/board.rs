//! The square table: the four sides (each drawn as the bottom and turned into place) and
//! the centre. The game and the tutorial widgets both show it.

use leptos::prelude::*;

use super::centre::Centre;
use super::seat::SeatQuarter;

/// The board, named `label` for assistive technology.
#[component]
pub fn Board(
    /// The region's accessible name ("Table").
    label: &'static str,
) -> impl IntoView {
    view! {
        <div class="board" role="region" aria-label=label>
            <SeatQuarter k=0/>
            <SeatQuarter k=1/>
            <SeatQuarter k=2/>
            <SeatQuarter k=3/>
            <Centre/>
        </div>
    }
}
