//! The centre of the table: the round, honba and riichi sticks, the live wall's tiles left
//! (a number and a shrinking bar), and the dead wall (14 tiles while it is replenished)
//! with its dora indicators, the
//! replacement tiles taken by kans and the tiles moved in from the live wall.

use leptos::prelude::*;

use super::context::use_table;
use super::tile_view::{TileBack, TileFace};
use rinshan::play::layout::DeadSpot;
use rinshan::text::phrases::dead_wall_label;
use rinshan::text::{round_name, text, Msg};

/// The dead wall's fourteen places.
#[component]
fn DeadWallView() -> impl IntoView {
    let table = use_table();
    let data = Memo::new(move |_| {
        table.view.with(|v| {
            (
                v.dead_wall.clone(),
                v.new_indicators,
                v.pending_kan_dora,
                v.dead_size,
            )
        })
    });
    let lang = table.settings.with_untracked(|s| s.lang);
    move || {
        let (stacks, new, pending, size) = data.get();
        let spots: Vec<DeadSpot> = stacks.iter().flatten().cloned().collect();
        let revealed = spots
            .iter()
            .filter(|s| matches!(s, DeadSpot::Indicator(_)))
            .count();
        let taken = spots.iter().filter(|s| **s == DeadSpot::Taken).count();
        let moved = spots.iter().filter(|s| **s == DeadSpot::MovedIn).count();
        let label = dead_wall_label(lang, size, taken, moved, pending);
        let mut shown = 0;
        let mut spot = move |s: DeadSpot| {
            match s {
            DeadSpot::Indicator(t) => {
                shown += 1;
                let class = if shown + new > revealed { "dead-spot indicator flip" } else { "dead-spot indicator" };
                view! { <span class=class><TileFace tile=t/></span> }.into_any()
            }
            DeadSpot::Hidden => view! { <span class="dead-spot hidden"><TileBack/></span> }.into_any(),
            DeadSpot::Ura => view! { <span class="dead-spot ura"><TileBack/></span> }.into_any(),
            DeadSpot::Replacement => view! { <span class="dead-spot rinshan"><TileBack/></span> }.into_any(),
            DeadSpot::Taken => view! { <span class="dead-spot taken" aria-label=text(lang, Msg::ReplacementTaken) role="img"></span> }.into_any(),
            DeadSpot::MovedIn => view! { <span class="dead-spot moved"><TileBack/></span> }.into_any(),
            DeadSpot::Empty => view! { <span class="dead-spot empty"></span> }.into_any(),
        }
        };
        let columns = stacks
            .into_iter()
            .map(|[top, bottom]| {
                view! { <span class="stack">{spot(top)}{spot(bottom)}</span> }.into_any()
            })
            .collect::<Vec<_>>();
        let indicators = table.view.with_untracked(|v| v.dora_indicators.clone());
        view! {
            <div class="dead-wall" role="group" aria-label=label data-testid="dead-wall">
                {columns}
            </div>
            <div class="sr-only" role="group" aria-label=text(lang, Msg::DoraIndicators) data-testid="dora-indicators">
                {indicators.into_iter().map(|t| view! { <TileFace tile=t/> }).collect_view()}
            </div>
        }
    }
}

/// The centre box.
#[component]
pub fn Centre() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let info = Memo::new(move |_| {
        table
            .view
            .with(|v| (v.round, v.honba, v.deposits, v.live, v.live_start))
    });
    view! {
        <section class="centre" aria-label=text(lang, Msg::Wall)>
            {move || {
                let ((wind, hand), honba, deposits, live, start) = info.get();
                let permille = (1000 * live).checked_div(start).unwrap_or(0);
                view! {
                    <p class="round-name" data-testid="round">{round_name(lang, wind, hand)}</p>
                    <p class="counters">
                        <span data-testid="honba">{honba} " " {text(lang, Msg::Honba)}</span>
                        " · "
                        <span data-testid="deposits">{deposits} " " {text(lang, Msg::Deposits)}</span>
                    </p>
                    <p class="wall-count">
                        <span class="sr-only">{text(lang, Msg::LiveWall)} ": "</span>
                        <strong data-testid="wall-count">{live}</strong>
                    </p>
                    <div class="wall-bar" role="progressbar" aria-label=text(lang, Msg::LiveWall)
                        aria-valuemin="0" aria-valuemax=start aria-valuenow=live>
                        <span style=format!("width: {}.{}%", permille / 10, permille % 10)></span>
                    </div>
                }
            }}
            <DeadWallView/>
        </section>
    }
}
