//! The player's own hand, sorted with the drawn tile set apart, and the player's melds.
//! Each tile is a button: a mouse click discards, a first tap lifts and a second tap
//! discards (so a stray tap never does), the arrow keys and Enter work from the keyboard.
//! A tile the engine refuses is shown disabled and its reason is said when it is focused
//! or tapped.

use leptos::prelude::*;

use super::context::{use_table, TableContext};
use super::meld::MyMelds;
use rinshan::text::{refusal, text, Msg};
use rinshan_html::hand::hand_tiles;
use rinshan_html::Html;
use wasm_bindgen::JsCast;

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

/// Sets the selection's marks on the hand's buttons: `selected` (the keyboard's tile,
/// the one Tab reaches: the drawn tile when none is chosen) and `lifted` (a first tap).
fn mark_buttons(list: &web_sys::Element, selected: usize, lifted: Option<usize>) {
    let Ok(buttons) = list.query_selector_all("button") else {
        return;
    };
    let chosen = (0..buttons.length()).any(|i| index_of(buttons.item(i)) == Some(selected));
    for i in 0..buttons.length() {
        let Some(b) = buttons
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            continue;
        };
        let at = index_of(Some(b.clone().into()));
        let list = b.class_list();
        let _ = list.toggle_with_force("selected", at == Some(selected));
        let _ = list.toggle_with_force("lifted", at.is_some() && at == lifted);
        let reachable = if chosen {
            at == Some(selected)
        } else {
            b.has_attribute("data-drawn")
        };
        let _ = b.set_attribute("tabindex", if reachable { "0" } else { "-1" });
    }
}

/// The prompt place of a hand button (its `data-index`).
fn index_of(node: Option<web_sys::Node>) -> Option<usize> {
    node.and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.get_attribute("data-index"))
        .and_then(|i| i.parse().ok())
}

/// The hand button an event happened on, by its place in the prompt.
fn event_index(e: &web_sys::Event) -> Option<usize> {
    let target = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    index_of(
        target
            .closest("button[data-index]")
            .ok()
            .flatten()
            .map(Into::into),
    )
}

/// The player's hand and melds. The tiles are written as markup ([`hand_tiles`]) only when
/// the hand or the prompt changes; a move of the selection only changes marks.
#[component]
pub fn PlayerHand() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let markup = Memo::new(move |_| {
        table.view.with(|v| {
            let me = &v.seats[0];
            let mut h = Html::new();
            hand_tiles(
                &mut h,
                lang,
                v.prompt.as_ref(),
                &me.hand,
                me.drawn,
                me.drawn_rinshan,
            );
            h.into_string()
        })
    });
    let list = NodeRef::<leptos::html::Ul>::new();
    let written = StoredValue::new(String::new());
    Effect::new(move |_| {
        let Some(ul) = list.get() else { return };
        let selected = table.selected.get();
        let lifted = table.lifted.get();
        markup.with(|html| {
            if written.with_value(|w| w != html) {
                // Focus inside the hand stays on the tile at the same place.
                let focused = document()
                    .active_element()
                    .filter(|a| ul.contains(Some(a)))
                    .and_then(|a| index_of(Some(a.into())));
                ul.set_inner_html(html);
                written.set_value(html.clone());
                if let Some(i) = focused {
                    let sel = format!("button[data-index=\"{i}\"]");
                    if let Some(b) = ul.query_selector(&sel).ok().flatten() {
                        if let Some(b) = b.dyn_ref::<web_sys::HtmlElement>() {
                            let _ = b.focus();
                        }
                    }
                }
            }
        });
        mark_buttons(&ul, selected, lifted);
    });
    let on_click = move |e: web_sys::MouseEvent| {
        if let Some(i) = event_index(&e) {
            press_tile(table, i);
        }
    };
    let on_focus = move |e: web_sys::FocusEvent| {
        let Some(i) = event_index(&e) else { return };
        table.selected.set(i);
        let why = table.view.with_untracked(|v| {
            v.prompt
                .as_ref()
                .and_then(|p| p.tiles.get(i))
                .and_then(|c| c.refusal.clone())
        });
        if let Some(r) = why {
            table.message.set(Some(refusal(lang, &r)));
        }
    };
    view! {
        <section class="my-area" aria-label=text(lang, Msg::YourHand)>
            <MyMelds/>
            <ul class="hand mine" aria-label=text(lang, Msg::YourHand) data-testid="hand"
                node_ref=list on:click=on_click on:focusin=on_focus></ul>
        </section>
    }
}
