//! The player's own hand, sorted with the drawn tile set apart, and the player's melds.
//! Every tile is one element from the draw to the discard (keyed by its identity in the
//! hand: [`TileKeys`]), so a draw adds one element, a discard removes one, and focus and
//! selection stay on the tile they were on.
//!
//! While the player has a decision to make each tile carries a button over its face: a
//! mouse click discards, a first tap lifts and a second tap discards (so a stray tap never
//! does), the arrow keys and Enter work from the keyboard. A tile the engine refuses is
//! shown disabled and its reason is said when it is focused or tapped. Between decisions
//! the buttons are hidden (the tiles are pictures, as for assistive technology), not
//! removed: the next decision shows them again without building anything.

use leptos::prelude::*;

use std::sync::Arc;

use super::context::{use_table, TableContext};
use super::keyed::{keyed, live, Attrs};
use super::melds::MyMelds;
use super::motion::{arrives, Place};
use rinshan::engine::Refusal;
use rinshan::play::keys::TileKeys;
use rinshan::rules::Tile;
use rinshan::text::actions::hand_tile_label;
use rinshan::text::{refusal, text, tile_name, Lang, Msg};

/// Presses tile `i` of the prompt (click, tap, or Enter). Takes the table as a value: it
/// also runs from the page's key listener, outside the component tree.
pub fn press_tile(table: TableContext, i: usize) {
    let pointer = table.pointer.get_value();
    let Some(choice) = table
        .view
        .with_untracked(|v| v.prompt.as_ref().and_then(|p| p.tiles.get(i).cloned()))
    else {
        return;
    };
    table.selected.set(i);
    match choice.action {
        None => {
            let lang = table.settings.with_untracked(|s| s.lang);
            table
                .message
                .set(choice.refusal.as_ref().map(|r| refusal(lang, r)));
        }
        Some(action) => {
            if pointer == "touch" && table.lifted.get_untracked() != Some(i) {
                table.lifted.set(Some(i));
            } else {
                table.act(action);
            }
        }
    }
}

/// One tile of the hand as the table shows it now.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    tile: Tile,
    /// The tile just drawn, set apart.
    drawn: bool,
    /// Drawn from the dead wall.
    rinshan: bool,
    /// Its place in the prompt, while there is one.
    index: Option<usize>,
    /// It may be discarded now.
    enabled: bool,
    /// Why not, in the player's turn.
    refusal: Option<Refusal>,
    /// The player's turn (a discard to choose), not a call prompt.
    turn: bool,
}

/// The hand's tiles now: the prompt's when there is one, else the hand and drawn tile.
fn entries(table: TableContext) -> Vec<Entry> {
    table.view.with(|v| {
        let me = &v.seats[0];
        let rinshan = me.drawn_rinshan;
        match &v.prompt {
            Some(p) => {
                let turn = p
                    .tiles
                    .iter()
                    .any(|c| c.action.is_some() || c.refusal.is_some());
                p.tiles
                    .iter()
                    .enumerate()
                    .map(|(i, c)| Entry {
                        tile: c.tile,
                        drawn: c.drawn,
                        rinshan: c.drawn && rinshan,
                        index: Some(i),
                        enabled: c.action.is_some(),
                        refusal: c.refusal.clone(),
                        turn,
                    })
                    .collect()
            }
            None => me
                .hand
                .iter()
                .map(|&tile| (tile, false))
                .chain(me.drawn.map(|t| (t, true)))
                .map(|(tile, drawn)| Entry {
                    tile,
                    drawn,
                    rinshan: drawn && rinshan,
                    index: None,
                    enabled: false,
                    refusal: None,
                    turn: false,
                })
                .collect(),
        }
    })
}

/// The player's hand and melds.
#[component]
pub fn PlayerHand() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let keys = StoredValue::new(TileKeys::new());
    // Each tile now, with its key: a tile that stays keeps its own.
    let list = Memo::new(move |_| {
        let now = entries(table);
        let tiles: Vec<Tile> = now.iter().map(|e| e.tile).collect();
        let keyed = keys
            .try_update_value(|k| k.update(&tiles).to_vec())
            .unwrap_or_default();
        keyed
            .into_iter()
            .map(|(key, _)| u64::from(key))
            .zip(now)
            .collect::<Vec<(u64, Entry)>>()
    });
    let order = Arc::new(move || list.with(|l| l.iter().map(|(k, _)| *k).collect()));
    let one = Arc::new(move |key: u64| hand_tile(table, lang, list, key));
    view! {
        <section class="my-area" aria-label=text(lang, Msg::YourHand)>
            <MyMelds/>
            <ul class="hand mine" aria-label=text(lang, Msg::YourHand) data-testid="hand">
                {keyed(order, one)}
            </ul>
        </section>
    }
}

/// One tile of the hand: its face, and its button while there is a decision.
fn hand_tile(table: TableContext, lang: Lang, list: Memo<Vec<(u64, Entry)>>, key: u64) -> AnyView {
    let entry = move || list.with(|l| l.iter().find(|(k, _)| *k == key).map(|(_, e)| e.clone()));
    let Some(first) = entry() else {
        return ().into_any();
    };
    let tile = first.tile;
    let get = move |f: fn(&Entry) -> bool| entry().is_some_and(|e| f(&e));
    let index = move || entry().and_then(|e| e.index);
    let prompt = move || index().is_some();
    let selected = move || index().is_some() && index() == Some(table.selected.get());
    let lifted = move || index().is_some() && index() == table.lifted.get();
    let state = move || match (get(|e| e.enabled), get(|e| e.turn)) {
        (true, _) => "",
        (false, true) => " refused",
        (false, false) => " idle",
    };
    // The tile the keyboard reaches with Tab: the selected one, else the drawn one.
    let reachable = move || {
        let chosen = table.selected.get();
        if list.with(|l| l.iter().any(|(_, e)| e.index == Some(chosen))) {
            selected()
        } else {
            get(|e| e.drawn)
        }
    };
    let marks = move |c: &mut String| {
        if selected() {
            c.push_str(" selected");
        }
        if lifted() {
            c.push_str(" lifted");
        }
    };
    let item: Attrs = Arc::new(move || {
        let mut c = String::new();
        if get(|e| e.drawn) {
            c.push_str(if get(|e| e.rinshan) {
                "drawn rinshan"
            } else {
                "drawn"
            });
        }
        if prompt() {
            c.push_str(if c.is_empty() { "can" } else { " can" });
            c.push_str(state());
            marks(&mut c);
        }
        vec![("class", Some(c))]
    });
    let face: Attrs = Arc::new(move || {
        let name = if get(|e| e.drawn) {
            format!("{}, {}", tile_name(lang, tile), text(lang, Msg::DrawnTile))
        } else {
            tile_name(lang, tile)
        };
        vec![
            ("aria-label", Some(name)),
            ("aria-hidden", prompt().then(|| "true".into())),
        ]
    });
    let press: Attrs = Arc::new(move || {
        let mut class = format!("tile-btn{}", state());
        marks(&mut class);
        let label = entry()
            .map(|e| hand_tile_label(lang, e.tile, e.drawn, e.rinshan, e.refusal.as_ref()))
            .unwrap_or_default();
        let on = |b: bool, yes: &str, no: &str| Some(if b { yes } else { no }.to_string());
        vec![
            ("class", Some(class)),
            ("hidden", (!prompt()).then(String::new)),
            ("tabindex", on(reachable(), "0", "-1")),
            ("aria-disabled", on(get(|e| e.enabled), "false", "true")),
            ("aria-label", Some(label)),
            ("data-index", index().map(|i| i.to_string())),
            ("data-drawn", get(|e| e.drawn).then(String::new)),
        ]
    });
    let on_focus = move |_| {
        let Some(i) = index() else { return };
        table.selected.set(i);
        if let Some(r) = entry().and_then(|e| e.refusal) {
            table.message.set(Some(refusal(lang, &r)));
        }
    };
    let on_click = move |_| {
        if let Some(i) = index() {
            press_tile(table, i);
        }
    };
    let button = NodeRef::<leptos::html::Button>::new();
    // The keyboard's selection moves the focus to the tile it selects.
    Effect::new(move |first: Option<()>| {
        table.focus_hand.track();
        if first.is_some() && untrack(selected) {
            if let Some(b) = button.get_untracked() {
                let _ = b.focus();
            }
        }
    });
    let place = Place::Hand {
        key: key as u32,
        tile,
        drawn: first.drawn,
    };
    let picture = format!("tile {}", rinshan::art::symbol_id(tile));
    view! {
        <li use:live=item>
            <span class=picture role="img" use:live=face></span>
            <button type="button" node_ref=button use:live=press use:arrives=place
                on:click=on_click on:focus=on_focus></button>
        </li>
    }
    .into_any()
}
