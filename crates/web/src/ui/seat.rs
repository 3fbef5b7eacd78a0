//! One side of the square table, drawn as if it were the bottom and turned to its place:
//! the seat's wind, points, riichi stick and dealer mark by the centre, its pond, and (for
//! the computer players) its hand face down with its melds at its right. Display only:
//! written as HTML by `rinshan-html`, each part rewritten only when it changes.

use leptos::prelude::*;

use super::context::use_table;
use rinshan::play::view::SeatShown;
use rinshan::text::{Lang, Side};
use rinshan_html::board::{opponent_hand, pond, seat_info, side_class};
use rinshan_html::Html;

/// One side of the table (`k`: 0 the player, 1 right, 2 opposite, 3 left). Its parts —
/// the seat by the centre, the pond, an opponent's hand with its melds — are written
/// apart, each only when its own markup changes (a discard rewrites one pond, not the
/// seat or the hand).
#[component]
pub fn SeatQuarter(
    /// 0 the player, 1 right, 2 opposite, 3 left.
    k: usize,
) -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let part = move |write: fn(&mut Html, Lang, &SeatShown)| {
        Memo::new(move |_| {
            let mut h = Html::new();
            table.view.with(|v| {
                // The empty North seat of a three-player table is no seat at all.
                if !v.seats[k].empty {
                    write(&mut h, lang, &v.seats[k])
                }
            });
            h.into_string()
        })
    };
    let info = part(seat_info);
    let pond = part(|h, lang, s| pond(h, lang, &s.pond, s.side.who(lang)));
    let hand = (k != 0).then(|| part(opponent_hand));
    view! {
        <div class=format!("quarter {}", side_class(Side::ALL[k]))>
            <div class="part" inner_html=info></div>
            <div class="part" inner_html=pond></div>
            {hand.map(|hand| view! { <div class="part" inner_html=hand></div> })}
        </div>
    }
}
