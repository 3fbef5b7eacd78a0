//! The table: four seats around the centre, which shows the dead wall and the live-wall
//! count. Everything shown is read from the rules core's [`Deal`].

use leptos::prelude::*;

use super::tile_view::{TileBack, TileFace};
use crate::rules::wall::INDICATOR_SLOTS;
use crate::rules::{Deal, Seat};

/// Where a seat sits on screen, relative to the player (who is always at the bottom).
#[derive(Clone, Copy)]
enum Side {
    Right,
    Opposite,
    Left,
}

impl Side {
    fn class(self) -> &'static str {
        match self {
            Side::Right => "seat seat-right",
            Side::Opposite => "seat seat-opposite",
            Side::Left => "seat seat-left",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Side::Right => "Player on your right",
            Side::Opposite => "Player opposite",
            Side::Left => "Player on your left",
        }
    }
}

/// The whole table for one dealt hand, seen from `me`.
#[component]
pub fn Table(deal: Deal, me: Seat) -> impl IntoView {
    let hand = deal.sorted_hand(me);
    let dealer = deal.dealer;
    let others = [
        (me.next(), Side::Right),
        (me.next().next(), Side::Opposite),
        (me.next().next().next(), Side::Left),
    ];
    let opponents = others
        .into_iter()
        .map(|(seat, side)| {
            let count = deal.hands[seat.index()].len();
            let wind = seat.wind(dealer).name();
            view! {
                <section class=side.class() aria-label=format!("{}, {wind}", side.label())>
                    <p class="seat-wind">{wind.clone()}</p>
                    <ul class="hand concealed" aria-label=format!("{} concealed tiles", count)>
                        {(0..count).map(|_| view! { <li><TileBack/></li> }).collect_view()}
                    </ul>
                </section>
            }
        })
        .collect_view();
    let indicators = deal.wall.dora_indicators().to_vec();
    let hidden_slots = INDICATOR_SLOTS - indicators.len();
    let live = deal.wall.live_remaining();
    let my_wind = me.wind(dealer).name();
    view! {
        <main class="table" aria-label="Mahjong table">
            {opponents}
            <section class="centre" aria-label="Wall">
                <div class="dead-wall" role="group" aria-label="Dora indicators">
                    {indicators.into_iter().map(|t| view! { <TileFace tile=t/> }).collect_view()}
                    {(0..hidden_slots).map(|_| view! { <TileBack/> }).collect_view()}
                </div>
                <p class="wall-count" aria-live="polite">
                    "Tiles left in the wall: " <strong data-testid="wall-count">{live}</strong>
                </p>
            </section>
            <section class="seat seat-me" aria-label=format!("You, {my_wind}")>
                <p class="seat-wind">{my_wind.clone()}</p>
                <ul class="hand mine" aria-label="Your hand">
                    {hand.into_iter().map(|t| view! { <li><TileFace tile=t/></li> }).collect_view()}
                </ul>
            </section>
        </main>
    }
}
