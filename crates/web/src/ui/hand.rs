//! The player's own hand, sorted with the drawn tile set apart, and the player's melds.
//! Each tile is a button: a mouse click discards, a first tap lifts and a second tap
//! discards (so a stray tap never does), the arrow keys and Enter work from the keyboard.
//! A tile the engine refuses is shown disabled and its reason is said when it is focused
//! or tapped.

use leptos::prelude::*;

use super::context::{use_table, TableContext};
use super::meld::MyMelds;
use super::tile_view::TileFace;
use rinshan::text::actions::hand_tile_label;
use rinshan::text::{refusal, text, tile_name, Msg};

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

/// The player's hand and melds.
#[component]
pub fn PlayerHand() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let my_tiles = Memo::new(move |_| {
        table
            .view
            .with(|v| (v.seats[0].hand.clone(), v.seats[0].drawn))
    });
    let prompt = Memo::new(move |_| table.view.with(|v| v.prompt.clone()));
    let rinshan = Memo::new(move |_| table.view.with(|v| v.seats[0].drawn_rinshan));
    let tiles = move || {
        let drawn_word = text(lang, Msg::DrawnTile);
        match prompt.get() {
            Some(p) => {
                let turn = p
                    .tiles
                    .iter()
                    .any(|c| c.action.is_some() || c.refusal.is_some());
                p.tiles
                    .into_iter()
                    .enumerate()
                    .map(|(i, c)| {
                        let label = hand_tile_label(
                            lang,
                            c.tile,
                            c.drawn,
                            rinshan.get(),
                            c.refusal.as_ref(),
                        );
                        // Whatever cannot be discarded now is disabled: refused by a rule in
                        // the player's turn, or simply not a moment to discard (a call prompt
                        // answering someone else's discard).
                        let refused = turn && c.action.is_none();
                        let disabled = c.action.is_none();
                        let refused_words = c.refusal.as_ref().map(|r| refusal(lang, r));
                        let li_class = match (c.drawn, rinshan.get()) {
                            (true, true) => "drawn rinshan",
                            (true, false) => "drawn",
                            _ => "",
                        };
                        view! {
                            <li class=li_class>
                                <button
                                    class="tile-btn"
                                    class:refused=refused
                                    class:idle=move || disabled && !refused
                                    class:selected=move || table.selected.get() == i
                                    class:lifted=move || table.lifted.get() == Some(i)
                                    aria-disabled=disabled.to_string()
                                    aria-label=label
                                    data-index=i
                                    tabindex=move || if table.selected.get() == i || (table.selected.get() == usize::MAX && c.drawn) { "0" } else { "-1" }
                                    on:click=move |_| press_tile(table, i)
                                    on:focus=move |_| {
                                        table.selected.set(i);
                                        if refused_words.is_some() {
                                            table.message.set(refused_words.clone());
                                        }
                                    }
                                >
                                    <TileFace tile=c.tile/>
                                </button>
                            </li>
                        }
                    })
                    .collect_view()
                    .into_any()
            }
            None => {
                let (hand, drawn) = my_tiles.get();
                let drawn = drawn.map(|t| {
                    view! { <li class="drawn"><TileFace tile=t label=format!("{}, {drawn_word}", tile_name(lang, t))/></li> }
                });
                view! {
                    {hand.into_iter().map(|t| view! { <li><TileFace tile=t/></li> }).collect_view()}
                    {drawn}
                }
                .into_any()
            }
        }
    };
    view! {
        <section class="my-area" aria-label=text(lang, Msg::YourHand)>
            <MyMelds/>
            <ul class="hand mine" aria-label=text(lang, Msg::YourHand) data-testid="hand">
                {tiles}
            </ul>
        </section>
    }
}
