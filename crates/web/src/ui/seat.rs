//! One side of the square table, drawn as if it were the bottom and turned to its place:
//! the seat's wind, points, riichi stick and dealer mark by the centre, its pond, and (for
//! the computer players) its hand face down with its melds at its right.

use leptos::prelude::*;

use super::context::use_table;
use super::meld::MeldView;
use super::pond::Pond;
use super::tile_view::{TileBack, TileFace};
use rinshan::play::view::SeatShown;
use rinshan::text::phrases::{hand_label, melds_label, SeatLabel};
use rinshan::text::wind_word;
use rinshan::text::Side;

fn side_class(side: Side) -> &'static str {
    match side {
        Side::Me => "quarter me",
        Side::Right => "quarter right",
        Side::Opposite => "quarter opposite",
        Side::Left => "quarter left",
    }
}

/// The wind, points and sticks of a seat, by the centre.
#[component]
pub fn SeatInfo(
    /// The seat.
    seat: SeatShown,
) -> impl IntoView {
    let lang = use_table().settings.with_untracked(|s| s.lang);
    let who = seat.side.title(lang);
    let wind = wind_word(lang, seat.wind);
    let mut class = String::from("seat-info");
    if seat.acting {
        class.push_str(" acting");
    }
    let label = SeatLabel {
        who: &who,
        level: seat.level,
        wind: seat.wind,
        dealer: seat.dealer,
        points: seat.points,
        riichi: seat.riichi,
        acting: seat.acting,
    }
    .words(lang);
    view! {
        <div class=class role="group" aria-label=label data-testid=format!("seat-{:?}", seat.side)>
            <span class="wind" class:dealer=seat.dealer>{wind}</span>
            <span class="points">{seat.points}</span>
            {seat.riichi.then(|| view! { <span class="stick" title="riichi"></span> })}
        </div>
    }
}

/// A computer player's hand: face down during play, face up once the hand is over, with
/// its melds at its right.
#[component]
fn OpponentHand(seat: SeatShown) -> impl IntoView {
    let lang = use_table().settings.with_untracked(|s| s.lang);
    let who = seat.side.who(lang);
    view! {
        <div class="opp-hand">
            <ul class="tiles" aria-label=hand_label(lang, who)>
                {(0..seat.hidden).map(|_| view! { <li><TileBack/></li> }).collect_view()}
                {seat.hand.iter().map(|&t| view! { <li><TileFace tile=t/></li> }).collect_view()}
            </ul>
            <div class="melds" role="group" aria-label=melds_label(lang, who)>
                {seat.melds.into_iter().map(|m| view! { <MeldView meld=m/> }).collect_view()}
            </div>
        </div>
    }
}

/// One side of the table (`k`: 0 the player, 1 right, 2 opposite, 3 left). Its seat
/// information, pond and hand re-render separately, each only when it changes.
#[component]
pub fn SeatQuarter(
    /// 0 the player, 1 right, 2 opposite, 3 left.
    k: usize,
) -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let side = Side::ALL[k];
    let owner = side.who(lang).to_string();
    let info = Memo::new(move |_| {
        table.view.with(|v| {
            let s = &v.seats[k];
            SeatShown {
                hand: Vec::new(),
                melds: Vec::new(),
                pond: Vec::new(),
                ..s.clone()
            }
        })
    });
    let pond = Memo::new(move |_| table.view.with(|v| v.seats[k].pond.clone()));
    let hand = Memo::new(move |_| {
        table.view.with(|v| {
            let s = &v.seats[k];
            (side != Side::Me).then(|| SeatShown {
                pond: Vec::new(),
                acting: false,
                points: 0,
                ..s.clone()
            })
        })
    });
    view! {
        <div class=side_class(side)>
            {move || view! { <SeatInfo seat=info.get()/> }}
            {move || view! { <Pond rows=pond.get() owner=owner.clone()/> }}
            {move || hand.get().map(|s| view! { <OpponentHand seat=s/> })}
        </div>
    }
}
