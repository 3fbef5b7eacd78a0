//! A tutorial's table: the sides taking part and the centre with the dead wall, and seat
//! 0's hand face up at the bottom — the game's own display parts, read-only — or, when the
//! author shows only some parts, those parts in rows ([`rinshan_html::parts`]).

use leptos::prelude::*;

use super::super::centre::Centre;
use super::super::context::{use_table, TableContext};
use super::super::hand::PlayerHand;
use super::super::seat::SeatQuarter;
use super::widget::Look;
use rinshan::play::{Controller, Settings, TableView};
use rinshan::text::widgets::table_parts as parts_label;
use rinshan::text::{text, Msg};
use rinshan_html::parts::table_parts;
use rinshan_html::Html;

/// Provides a read-only table context showing `view` (nobody moves on their own).
pub fn watched_table(view: TableView, settings: Settings) -> TableContext {
    let table = TableContext::provide(Controller::to_watch(settings));
    table.show(view);
    table
}

/// The parts the widget's author chose, in rows.
#[component]
fn PartsRows() -> impl IntoView {
    let look = Look::get();
    let table = use_table();
    let markup = Memo::new(move |_| {
        let mut h = Html::new();
        table
            .view
            .with(|v| table_parts(&mut h, look.lang, v, &look.parts));
        h.into_string()
    });
    view! { <div class="parts" role="region" aria-label=parts_label(look.lang) inner_html=markup></div> }
}

/// The board with the sides taking part, and seat 0's hand; or the chosen parts.
#[component]
pub fn TutorialBoard() -> impl IntoView {
    let look = Look::get();
    if !look.parts.table {
        return view! { <PartsRows/> }.into_any();
    }
    let seats = look.parts.seats;
    // Watched tables show seat 0 at the bottom; which seat each side of the screen shows
    // depends on the players (at three, seat 2 is on the left and nobody sits opposite).
    let table = use_table();
    let shown = table.view.with_untracked(|v| {
        v.seats
            .each_ref()
            .map(|s| !s.empty && seats[s.seat.index()])
    });
    // (The record viewer's table changes with the record it shows.)
    let class = move || {
        if table.view.with(|v| v.players == 3) {
            "board three"
        } else {
            "board"
        }
    };
    let sides = (0..4)
        .filter(|&k| shown[k])
        .map(|k| view! { <SeatQuarter k=k/> })
        .collect_view();
    view! {
        <div class="board-wrap">
            <div class=class role="region" aria-label=text(look.lang, Msg::Table)>
                {sides}
                <Centre/>
            </div>
        </div>
        {seats[0].then(|| view! { <PlayerHand/> })}
    }
    .into_any()
}
