//! A seat's pond: its discards in rows of six (the third running long), tsumogiri tiles
//! dimmed, the riichi tile sideways, the last discard on the table marked. Each discard is
//! one element from the moment it lands until the hand ends, keyed by its place in the
//! pond's order: a discard adds one element to one pond, riichi turns one, a call takes
//! the called tile away (it lies in the caller's meld).

use std::sync::Arc;

use leptos::prelude::*;

use super::context::use_table;
use super::keyed::{keyed, live, Attrs};
use super::motion::{arrives, Place};
use super::tile_view::live_face;
use rinshan::play::layout::PondSpot;
use rinshan::play::view::SeatShown;
use rinshan::text::actions::pond_tile_label;
use rinshan::text::phrases::pond_label;
use rinshan::text::{Lang, Side};

/// The pond of the seat shown on side `k` (0 the player, 1 right, 2 opposite, 3 left).
#[component]
pub fn Pond(
    /// The side.
    k: usize,
) -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let seat = table.seats[k];
    let label = pond_label(lang, Side::ALL[k].who(lang));
    let rows = Arc::new(move || seat.with(|s| (0..s.pond.len() as u64).collect()));
    let row = Arc::new(move |r: u64| {
        let orders = Arc::new(move || {
            seat.with(|s| {
                s.pond
                    .get(r as usize)
                    .map(|row| row.iter().map(|p| p.order as u64).collect())
                    .unwrap_or_default()
            })
        });
        let tile = Arc::new(move |order: u64| pond_tile(lang, k, seat, order as usize));
        view! { <div class="pond-row">{keyed(orders, tile)}</div> }.into_any()
    });
    view! { <div class="pond" role="group" aria-label=label>{keyed(rows, row)}</div> }
}

/// One discard, its marks following the table (the last discard, a riichi tile turned when
/// the one before it was called).
fn pond_tile(lang: Lang, k: usize, seat: Memo<SeatShown>, order: usize) -> AnyView {
    let spot = move || seat.with(|s| s.pond.iter().flatten().find(|p| p.order == order).cloned());
    let Some(first) = spot() else {
        return ().into_any();
    };
    let mark = move |f: fn(&PondSpot) -> bool| spot().is_some_and(|s| f(&s));
    let attrs: Attrs = Arc::new(move || {
        let mut class = String::from("discard");
        for (on, c) in [
            (mark(|s| s.tsumogiri), " tsumogiri"),
            (mark(|s| s.last), " last"),
            (mark(|s| s.sideways), " turned"),
        ] {
            if on {
                class.push_str(c);
            }
        }
        vec![("class", Some(class))]
    });
    let label = move || {
        spot()
            .map(|s| pond_tile_label(lang, s.tile, s.sideways, s.tsumogiri, s.last))
            .unwrap_or_default()
    };
    view! {
        <span use:live=attrs use:arrives=Place::Discard { side: k, order }>
            {live_face(first.tile, move || mark(|s| s.sideways), label)}
        </span>
    }
    .into_any()
}
