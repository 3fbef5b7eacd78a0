//! The centre of the table: the round, honba and riichi sticks, the live wall's tiles left
//! (a number and a shrinking bar), and the dead wall (14 tiles while it is replenished)
//! with its dora indicators, the replacement tiles taken by kans and the tiles moved in
//! from the live wall. A draw changes one number and the bar; a kan turns one indicator,
//! empties one replacement place and moves one tile in.

use leptos::prelude::*;

use std::sync::Arc;

use super::context::{use_table, TableContext};
use super::keyed::{keyed, live, tile_key, Attrs};
use super::tile_view::{back, face};
use rinshan::play::layout::DeadSpot;
use rinshan::play::TableView;
use rinshan::text::phrases::dead_wall_label;
use rinshan::text::{deposits_label, round_name, text, Lang, Msg};

/// The centre box.
#[component]
pub fn Centre() -> impl IntoView {
    let lang = use_table().settings.with_untracked(|s| s.lang);
    view! {
        <section class="centre" aria-label=text(lang, Msg::Wall)>
            <div class="part"><Counts/></div>
            <div class="part"><DeadWall/></div>
        </section>
    }
}

/// The round, the honba and riichi sticks, and the live wall's tiles left.
#[component]
pub fn Counts() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let text_of = move |f: fn(&TableView, Lang) -> String| -> Attrs {
        Arc::new(move || vec![("", Some(table.view.with(|v| f(v, lang))))])
    };
    let round = text_of(|v, lang| round_name(lang, v.round.0, v.round.1));
    let honba = text_of(|v, lang| format!("{} {}", v.honba, text(lang, Msg::Honba)));
    let deposits =
        text_of(|v, lang| format!("{} {}", v.deposits, deposits_label(lang, v.deposits)));
    let live_count = text_of(|v, _| v.live.to_string());
    let bar: Attrs = Arc::new(move || {
        table.view.with(|v| {
            vec![
                ("aria-valuemax", Some(v.live_start.to_string())),
                ("aria-valuenow", Some(v.live.to_string())),
            ]
        })
    });
    let fill: Attrs = Arc::new(move || {
        table.view.with(|v| {
            let permille = (1000 * v.live).checked_div(v.live_start).unwrap_or(0);
            vec![(
                "style",
                Some(format!("width: {}.{}%", permille / 10, permille % 10)),
            )]
        })
    });
    view! {
        <p class="round-name" data-testid="round" use:live=round></p>
        <p class="counters">
            <span data-testid="honba" use:live=honba></span>
            " · "
            <span data-testid="deposits" use:live=deposits></span>
        </p>
        <p class="wall-count">
            <span class="sr-only">{text(lang, Msg::LiveWall)} ": "</span>
            <strong data-testid="wall-count" use:live=live_count></strong>
        </p>
        <div class="wall-bar" role="progressbar" aria-label=text(lang, Msg::LiveWall)
            aria-valuemin="0" use:live=bar>
            <span use:live=fill></span>
        </div>
    }
}

/// The dead wall's stacks and, for assistive technology, its dora indicators. Each stack
/// is keyed by its place from the live wall's end (the indicator and replacement stacks
/// stay where they are when a kan moves a tile in before them), each place by what lies
/// there.
#[component]
pub fn DeadWall() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let label: Attrs = Arc::new(move || {
        table.view.with(|v| {
            let spots = v.dead_wall.iter().flatten();
            let taken = spots.clone().filter(|s| **s == DeadSpot::Taken).count();
            let moved = spots.filter(|s| **s == DeadSpot::MovedIn).count();
            let words = dead_wall_label(lang, v.dead_size, taken, moved, v.pending_kan_dora);
            vec![("aria-label", Some(words))]
        })
    });
    // The stacks from the live wall's end, in the order they lie.
    let stacks = Arc::new(move || {
        table.view.with(|v| {
            let n = v.dead_wall.len() as u64;
            (0..n).map(|i| n - 1 - i).collect()
        })
    });
    let stack = Arc::new(move |from_end: u64| {
        // A place's key: top (0) or bottom (1), and what lies there.
        let spots = Arc::new(move || {
            table.view.with(|v| {
                let n = v.dead_wall.len();
                n.checked_sub(from_end as usize + 1)
                    .and_then(|i| v.dead_wall.get(i))
                    .map(|pair| {
                        (0..2)
                            .map(|h| (h as u64) << 32 | spot_key(pair[h]))
                            .collect()
                    })
                    .unwrap_or_default()
            })
        });
        let spot = Arc::new(move |key: u64| {
            let found = table.view.with_untracked(|v| {
                let n = v.dead_wall.len();
                n.checked_sub(from_end as usize + 1)
                    .and_then(|i| v.dead_wall.get(i))
                    .map(|pair| pair[(key >> 32) as usize & 1])
            });
            found.map_or_else(
                || ().into_any(),
                |s| dead_spot(lang, s, turned_now(table, s)),
            )
        });
        view! { <span class="stack">{keyed(spots, spot)}</span> }.into_any()
    });
    let indicators = Arc::new(move || {
        table.view.with(|v| {
            v.dora_indicators
                .iter()
                .enumerate()
                .map(|(i, t)| (i as u64) << 8 | tile_key(*t))
                .collect()
        })
    });
    let indicator = Arc::new(move |key: u64| {
        let t = table
            .view
            .with_untracked(|v| v.dora_indicators.get((key >> 8) as usize).copied());
        t.map_or_else(|| ().into_any(), |t| face(lang, t, false, None).into_any())
    });
    view! {
        <div class="dead-wall" role="group" use:live=label data-testid="dead-wall">
            {keyed(stacks, stack)}
        </div>
        <div class="sr-only" role="group" aria-label=text(lang, Msg::DoraIndicators) data-testid="dora-indicators">
            {keyed(indicators, indicator)}
        </div>
    }
}

/// A dead wall place as a number, for keys.
fn spot_key(spot: DeadSpot) -> u64 {
    match spot {
        DeadSpot::Replacement => 1,
        DeadSpot::Taken => 2,
        DeadSpot::Hidden => 3,
        DeadSpot::Ura => 4,
        DeadSpot::MovedIn => 5,
        DeadSpot::Empty => 6,
        DeadSpot::Indicator(t) => 16 + tile_key(t),
    }
}

/// Whether `spot` is an indicator turned by the change now shown (it flips over).
fn turned_now(table: TableContext, spot: DeadSpot) -> bool {
    let DeadSpot::Indicator(t) = spot else {
        return false;
    };
    table.view.with_untracked(|v| {
        let n = v.dora_indicators.len();
        v.dora_indicators
            .iter()
            .rposition(|x| *x == t)
            .is_some_and(|i| i + v.new_indicators >= n)
    })
}

/// One place of the dead wall. An indicator turned by the change that shows it flips over.
fn dead_spot(lang: Lang, spot: DeadSpot, turned_now: bool) -> AnyView {
    match spot {
        DeadSpot::Indicator(t) => view! {
            <span class=if turned_now { "dead-spot indicator flip" } else { "dead-spot indicator" }>
                {face(lang, t, false, None)}
            </span>
        }
        .into_any(),
        DeadSpot::Taken => view! {
            <span class="dead-spot taken" role="img" aria-label=text(lang, Msg::ReplacementTaken)></span>
        }
        .into_any(),
        DeadSpot::Empty => view! { <span class="dead-spot empty"></span> }.into_any(),
        other => {
            let class = match other {
                DeadSpot::Hidden => "dead-spot hidden",
                DeadSpot::Ura => "dead-spot ura",
                DeadSpot::Replacement => "dead-spot rinshan",
                _ => "dead-spot moved",
            };
            view! { <span class=class>{back(lang)}</span> }.into_any()
        }
    }
}
