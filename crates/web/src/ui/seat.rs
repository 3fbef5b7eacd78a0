//! One side of the square table, drawn as if it were the bottom and turned to its place:
//! the seat's wind, points, riichi stick and dealer mark by the centre, its pond, and (for
//! the computer players) its hand face down with its melds at its right. Display only:
//! written as HTML by `rinshan-html`, rewritten when that seat changes.

use leptos::prelude::*;

use super::context::use_table;
use rinshan::text::Side;
use rinshan_html::board::{quarter, side_class};
use rinshan_html::Html;

/// One side of the table (`k`: 0 the player, 1 right, 2 opposite, 3 left).
#[component]
pub fn SeatQuarter(
    /// 0 the player, 1 right, 2 opposite, 3 left.
    k: usize,
) -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let seat = Memo::new(move |_| table.view.with(|v| v.seats[k].clone()));
    let markup = move || {
        let mut h = Html::new();
        seat.with(|s| quarter(&mut h, lang, s));
        h.into_string()
    };
    view! { <div class=format!("quarter {}", side_class(Side::ALL[k])) inner_html=markup></div> }
}
