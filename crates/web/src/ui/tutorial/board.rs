//! A tutorial's table: the four sides, the centre with the dead wall, and seat 0's hand
//! face up at the bottom — the game's own components, read-only.

use leptos::prelude::*;

use super::super::board::Board;
use super::super::context::TableContext;
use super::super::hand::PlayerHand;
use rinshan::play::{Controller, Settings, TableView};
use rinshan::rules::Seed;
use rinshan::text::{text, Msg};

/// Provides a read-only table context showing `view` (nobody moves on their own).
pub fn watched_table(view: TableView, settings: Settings) -> TableContext {
    let mut ctrl = Controller::new(settings, Seed(0));
    ctrl.watch();
    let table = TableContext::provide(ctrl);
    table.show(view);
    table
}

/// The board and seat 0's hand.
#[component]
pub fn TutorialBoard() -> impl IntoView {
    view! {
        <div class="board-wrap">
            <Board label=text(Settings::default().lang, Msg::Table)/>
        </div>
        <PlayerHand/>
    }
}
