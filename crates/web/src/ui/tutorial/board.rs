//! A tutorial's table: the sides taking part and the centre with the dead wall, and seat
//! 0's hand face up at the bottom — the game's own components, read-only — or, when the
//! author shows only some parts ([`rinshan::play::parts`]), those parts in rows: the dora
//! indicators, and for each seat taking part its pond, melds and hand.

use std::sync::Arc;

use leptos::prelude::*;

use super::super::centre::Centre;
use super::super::context::{use_table, TableContext};
use super::super::hand::PlayerHand;
use super::super::keyed::{keyed, live, tile_key, when, Attrs};
use super::super::melds::Melds;
use super::super::pond::Pond;
use super::super::seat::SeatQuarter;
use super::super::tile_view::face;
use super::widget::Look;
use rinshan::play::keys::TileKeys;
use rinshan::play::parts::Parts;
use rinshan::play::{Controller, Settings, TableView};
use rinshan::rules::{Seed, Tile};
use rinshan::text::phrases::{hand_label, melds_label};
use rinshan::text::widgets::table_parts as parts_label;
use rinshan::text::{text, tile_name, Lang, Msg, Side};

/// Provides a read-only table context showing `view` (nobody moves on their own).
pub fn watched_table(view: TableView, settings: Settings) -> TableContext {
    let mut ctrl = Controller::new(settings, Seed(0));
    ctrl.watch();
    let table = TableContext::provide(ctrl);
    table.show(view);
    table
}

/// The parts the widget's author chose, in rows: the dora indicators, then each seat
/// taking part (the others first, in the order they sit, the reader last, as at the
/// table).
#[component]
fn PartsRows() -> impl IntoView {
    let look = Look::get();
    let table = use_table();
    let lang = look.lang;
    let p = look.parts;
    let dora = p.dora.then(|| {
        let keys = Arc::new(move || {
            table.view.with(|v| {
                v.dora_indicators
                    .iter()
                    .enumerate()
                    .map(|(i, t)| (i as u64) << 8 | tile_key(*t))
                    .collect()
            })
        });
        let one = Arc::new(move |key: u64| {
            let t = table
                .view
                .with_untracked(|v| v.dora_indicators.get((key >> 8) as usize).copied());
            t.map_or_else(|| ().into_any(), |t| face(lang, t, false, None).into_any())
        });
        view! {
            <div class="part-dora" role="group" aria-label=text(lang, Msg::DoraIndicators)
                data-testid="dora-indicators">
                <span class="part-name">{text(lang, Msg::DoraIndicators)}</span>
                {keyed(keys, one)}
            </div>
        }
    });
    let seats = [1, 2, 3, 0]
        .into_iter()
        .map(|k| part_seat(k, p, lang))
        .collect_view();
    view! {
        <div class="parts" role="region" aria-label=parts_label(lang)>
            {dora}
            {seats}
        </div>
    }
}

/// One seat's parts: its pond, its hand face up and its melds, as the author chose.
fn part_seat(k: usize, parts: Parts, lang: Lang) -> AnyView {
    let seat = use_table().seats[k];
    let shown = Arc::new(move || {
        seat.with(|s| {
            !s.empty && parts.seats[s.seat.index()] && (parts.ponds || parts.melds || parts.hand)
        })
    });
    let side = Side::ALL[k];
    let title = side.title(lang);
    let melds_name = match side {
        Side::Me => text(lang, Msg::YourMelds).to_string(),
        side => melds_label(lang, side.who(lang)),
    };
    let index: Attrs =
        Arc::new(move || seat.with(|s| vec![("data-seat", Some(s.seat.index().to_string()))]));
    let pond = Arc::new(move || parts.ponds && seat.with(|s| !s.pond.is_empty()));
    let melds = Arc::new(move || parts.melds && seat.with(|s| !s.melds.is_empty() || s.kita > 0));
    when(
        shown,
        Arc::new(move || {
            let melds_name = melds_name.clone();
            let melds = melds.clone();
            view! {
                <div class=if k == 0 { "part-seat mine" } else { "part-seat" } role="group"
                    aria-label=title.clone() use:live=index.clone()>
                    <span class="part-name">{title.clone()}</span>
                    {when(pond.clone(), Arc::new(move || view! { <Pond k=k/> }.into_any()))}
                    {(parts.melds || parts.hand).then(|| view! {
                        <div class="part-hand">
                            {parts.hand.then(|| face_up_hand(k, lang))}
                            {when(melds, Arc::new(move || {
                                let name = melds_name.clone();
                                view! { <Melds k=k class="melds" label=name/> }.into_any()
                            }))}
                        </div>
                    })}
                </div>
            }
            .into_any()
        }),
    )
}

/// A seat's concealed tiles face up, the drawn one apart, each tile one element from draw
/// to discard.
fn face_up_hand(k: usize, lang: Lang) -> AnyView {
    let seat = use_table().seats[k];
    let keys = StoredValue::new(TileKeys::new());
    // Each tile with its key, and whether it is the drawn tile (from the dead wall).
    let tiles = Memo::new(move |_| {
        seat.with(|s| {
            let faces: Vec<Tile> = s.hand.iter().chain(s.drawn.iter()).copied().collect();
            let keyed = keys
                .try_update_value(|k| k.update(&faces).to_vec())
                .unwrap_or_default();
            let n = s.hand.len();
            keyed
                .into_iter()
                .enumerate()
                .map(|(i, (key, t))| (u64::from(key), t, (i >= n).then_some(s.drawn_rinshan)))
                .collect::<Vec<(u64, Tile, Option<bool>)>>()
        })
    });
    let label = match Side::ALL[k] {
        Side::Me => text(lang, Msg::YourHand).to_string(),
        side => hand_label(lang, side.who(lang)),
    };
    let order = Arc::new(move || tiles.with(|l| l.iter().map(|(k, _, _)| *k).collect()));
    let one = Arc::new(move |key: u64| {
        let entry = move || tiles.with(|l| l.iter().find(|(k, _, _)| *k == key).copied());
        let Some((_, tile, _)) = entry() else {
            return ().into_any();
        };
        let item: Attrs = Arc::new(move || {
            let class = match entry().and_then(|(_, _, d)| d) {
                Some(true) => "drawn rinshan",
                Some(false) => "drawn",
                None => "",
            };
            vec![("class", Some(class.into()))]
        });
        let name: Attrs = Arc::new(move || {
            let name = match entry().and_then(|(_, _, d)| d) {
                Some(_) => format!("{}, {}", tile_name(lang, tile), text(lang, Msg::DrawnTile)),
                None => tile_name(lang, tile),
            };
            vec![("aria-label", Some(name))]
        });
        let face = rinshan::art::symbol_id(tile);
        view! {
            <li use:live=item>
                <span class=format!("tile {face}") role="img" use:live=name></span>
            </li>
        }
        .into_any()
    });
    view! { <ul class="hand" aria-label=label>{keyed(order, one)}</ul> }.into_any()
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
