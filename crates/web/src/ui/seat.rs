//! One side of the square table, drawn as if it were the bottom and turned to its place:
//! the seat by the centre (its wind, points, riichi stick and dealer mark), its pond, and
//! (for the computer players) its hand face down with its melds at its right. Each part
//! reads only its own seat's state (`TableContext::seats`): a discard changes one pond, a
//! draw one hand.

use std::sync::Arc;

use leptos::prelude::*;

use super::context::use_table;
use super::keyed::{keyed, live, tile_key, when, Attrs};
use super::melds::Melds;
use super::motion::{arrives, Place};
use super::pond::Pond;
use super::tile_view::{back, face};
use rinshan::text::phrases::{hand_label, melds_label, SeatLabel};
use rinshan::text::{wind_word, Side};

/// The CSS class of a side of the table.
pub fn side_class(side: Side) -> &'static str {
    match side {
        Side::Me => "me",
        Side::Right => "right",
        Side::Opposite => "opposite",
        Side::Left => "left",
    }
}

/// One side of the table (`k`: 0 the player, 1 right, 2 opposite, 3 left). The empty North
/// seat of a three-player table is no seat at all: its side draws nothing.
#[component]
pub fn SeatQuarter(
    /// 0 the player, 1 right, 2 opposite, 3 left.
    k: usize,
) -> impl IntoView {
    let seat = use_table().seats[k];
    view! {
        <div class=format!("quarter {}", side_class(Side::ALL[k]))>
            {when(Arc::new(move || seat.with(|s| !s.empty)), Arc::new(move || view! {
                <div class="part"><SeatInfo k=k/></div>
                <div class="part"><Pond k=k/></div>
                {(k != 0).then(|| view! { <div class="part"><OpponentHand k=k/></div> })}
            }.into_any()))}
        </div>
    }
}

/// The seat by the centre: wind (the dealer marked), points, the riichi stick; named with
/// the seat's name, level, wind, points and state.
#[component]
pub fn SeatInfo(
    /// The side.
    k: usize,
) -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let seat = table.seats[k];
    let info: Attrs = Arc::new(move || {
        seat.with(|s| {
            let who = s.side.title(lang);
            let label = SeatLabel {
                who: &who,
                level: s.level,
                wind: s.wind,
                dealer: s.dealer,
                points: s.points,
                riichi: s.riichi,
                acting: s.acting,
                thinking: s.thinking,
            }
            .words(lang);
            let class = match (s.acting, s.thinking) {
                (_, true) => "seat-info acting thinking",
                (true, false) => "seat-info acting",
                (false, false) => "seat-info",
            };
            vec![
                ("class", Some(class.into())),
                ("aria-label", Some(label)),
                ("data-testid", Some(format!("seat-{:?}", s.side))),
            ]
        })
    });
    let wind: Attrs = Arc::new(move || {
        seat.with(|s| {
            let class = if s.dealer { "wind dealer" } else { "wind" };
            vec![
                ("class", Some(class.into())),
                ("", Some(wind_word(lang, s.wind).into())),
            ]
        })
    });
    let points: Attrs = Arc::new(move || seat.with(|s| vec![("", Some(s.points.to_string()))]));
    let named = Arc::new(move || seat.with(|s| !s.name.is_empty()));
    let riichi = Arc::new(move || seat.with(|s| s.riichi));
    view! {
        <div role="group" use:live=info>
            <span use:live=wind></span>
            {when(named, Arc::new(move || {
                let name: Attrs = Arc::new(move || seat.with(|s| vec![("", Some(s.name.clone()))]));
                view! { <span class="name" use:live=name></span> }.into_any()
            }))}
            <span class="points" use:live=points></span>
            {when(riichi, Arc::new(move || view! {
                <span class="stick" title="riichi" use:arrives=Place::Stick { side: k }></span>
            }.into_any()))}
        </div>
    }
}

/// An opponent's hand (face down during play, face up once the hand is over) and melds.
/// The face-down tiles are keyed by their place (one is added by a draw, one taken by a
/// discard); the faces by tile and place, once shown.
#[component]
pub fn OpponentHand(
    /// The side.
    k: usize,
) -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let seat = table.seats[k];
    let hidden = Arc::new(move || seat.with(|s| (0..s.hidden as u64).collect()));
    // A face's key: its place (high bits) and its face, so that the hand shown once over
    // draws each tile once.
    let shown = Arc::new(move || {
        seat.with(|s| {
            s.hand
                .iter()
                .chain(s.drawn.iter())
                .enumerate()
                .map(|(i, t)| (i as u64) << 16 | tile_key(*t))
                .collect()
        })
    });
    let who = Side::ALL[k].who(lang);
    let back_tile = Arc::new(move |_: u64| view! { <li>{back(lang)}</li> }.into_any());
    let face_tile = Arc::new(move |key: u64| {
        let i = (key >> 16) as usize;
        let tile = seat.with_untracked(|s| s.hand.iter().chain(s.drawn.iter()).nth(i).copied());
        match tile {
            Some(t) => view! { <li>{face(lang, t, false, None)}</li> }.into_any(),
            None => ().into_any(),
        }
    });
    view! {
        <div class="opp-hand">
            <ul class="tiles" aria-label=hand_label(lang, who) use:arrives=Place::OpponentHand { side: k }>
                {keyed(hidden, back_tile)}
                {keyed(shown, face_tile)}
            </ul>
            <Melds k=k class="melds" label=melds_label(lang, who)/>
        </div>
    }
}
