//! The table: four seats around the centre, which shows the dead wall and the live-wall
//! count. Everything shown is read from the rules core's [`Deal`].

use leptos::prelude::*;

use super::tile_view::{TileBack, TileFace};
use crate::rules::hand::counts_of;
use crate::rules::shanten::shanten;
use crate::rules::waits::waits;
use crate::rules::wall::INDICATOR_SLOTS;
use crate::rules::{Deal, Seat, Tile};

/// The player's progress in words: "2-shanten", or "Tenpai, waiting on 1 sou, 4 sou".
/// Both numbers come from the rules core.
fn progress(hand: &[Tile]) -> String {
    let counts = counts_of(hand.iter().copied());
    match shanten(&counts, 0, &counts) {
        0 => {
            let names: Vec<String> = waits(&counts, 0, &counts)
                .into_iter()
                .map(|k| k.name())
                .collect();
            format!("Tenpai, waiting on {}", names.join(", "))
        }
        n => format!("{n}-shanten"),
    }
}

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
pub fn Table(
    /// The dealt hand to show.
    deal: Deal,
    /// The seat shown at the bottom, whose tiles are face up.
    me: Seat,
) -> impl IntoView {
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
    let hint = progress(&hand);
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
                <p class="hint" data-testid="progress">{hint}</p>
            </section>
        </main>
    }
}
