//! The call prompt: exactly the engine's legal choices as buttons — Ron, Tsumo, Riichi,
//! Pon, Chii (each variant drawn as its tiles), Kan (each option), the nine-terminals
//! abort, Skip — each with its shortcut letter; a choice the engine refuses is shown
//! disabled with its reason.

use leptos::prelude::*;

use super::context::{use_table, TableContext};
use super::tile_view::TileFace;
use rinshan::play::view::{CallChoice, CallKind};
use rinshan::text::actions::call_label;
use rinshan::text::{refusal, text, Lang, Msg};

/// The shortcut letter of a button.
pub fn call_key(kind: CallKind) -> &'static str {
    match kind {
        CallKind::Ron | CallKind::Riichi => "r",
        CallKind::CancelRiichi => "Escape",
        CallKind::Tsumo => "t",
        CallKind::Pon => "p",
        CallKind::Chii => "c",
        CallKind::Kan => "k",
        CallKind::NineTerminals => "n",
        CallKind::Kita => "b",
        CallKind::Skip => "s",
    }
}

/// The button's words.
pub fn call_word(lang: Lang, kind: CallKind) -> &'static str {
    text(
        lang,
        match kind {
            CallKind::Ron => Msg::Ron,
            CallKind::Tsumo => Msg::Tsumo,
            CallKind::Riichi => Msg::Riichi,
            CallKind::CancelRiichi => Msg::CancelRiichi,
            CallKind::Pon => Msg::Pon,
            CallKind::Chii => Msg::Chii,
            CallKind::Kan => Msg::Kan,
            CallKind::NineTerminals => Msg::NineTerminals,
            CallKind::Kita => Msg::Kita,
            CallKind::Skip => Msg::Skip,
        },
    )
}

/// Presses a call button (also from the page's key listener, outside the component tree).
pub fn press_call(table: TableContext, choice: &CallChoice) {
    if let Some(reason) = &choice.refusal {
        let lang = table.settings.with_untracked(|s| s.lang);
        table.message.set(Some(refusal(lang, reason)));
        return;
    }
    match (choice.kind, &choice.action) {
        (CallKind::Riichi, _) => table.arm_riichi(true),
        (CallKind::CancelRiichi, _) => table.arm_riichi(false),
        (_, Some(action)) => table.act(action.clone()),
        _ => {}
    }
}

fn button_label(lang: Lang, c: &CallChoice) -> String {
    let tiles: &[rinshan::rules::Tile] = if c.kind == CallKind::Skip {
        &[]
    } else {
        &c.tiles
    };
    call_label(lang, call_word(lang, c.kind), tiles, c.refusal.as_ref())
}

/// The prompt's buttons, when the player has a choice besides discarding.
#[component]
pub fn CallPrompt() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let prompt = Memo::new(move |_| table.view.with(|v| v.prompt.clone()));
    move || {
        let p = prompt.get()?;
        let claim = p.claim.map(|(side, tile)| {
            view! {
                <p class="claim">
                    {side.title(lang)} ": " <TileFace tile=tile/>
                </p>
            }
        });
        let armed = p.riichi_armed.then(|| {
            view! { <p class="armed" role="status">{text(lang, Msg::ChooseRiichiDiscard)}</p> }
        });
        let buttons = p
            .calls
            .into_iter()
            .map(|c| {
                let label = button_label(lang, &c);
                let key = call_key(c.kind);
                let refused = c.refusal.is_some();
                let tiles = c.tiles.clone();
                let kind_class = format!("call call-{:?}", c.kind).to_ascii_lowercase();
                // The key is drawn by the stylesheet from aria-keyshortcuts, so the text
                // the button shows is its word alone, which its name holds.
                view! {
                    <button
                        class=kind_class
                        class:refused=refused
                        aria-disabled=refused.to_string()
                        aria-label=label
                        aria-keyshortcuts=key
                        title=c.refusal.as_ref().map(|r| refusal(lang, r)).unwrap_or_default()
                        on:click=move |_| press_call(table, &c)
                    >
                        <span class="call-word">{call_word(lang, c.kind)}</span>
                        {(!tiles.is_empty()).then(|| view! {
                            <span class="call-tiles">
                                {tiles.into_iter().map(|t| view! { <TileFace tile=t/> }).collect_view()}
                            </span>
                        })}
                    </button>
                }
            })
            .collect_view();
        Some(view! {
            <div class="call-prompt" role="group" aria-label=text(lang, Msg::ChooseCall) data-testid="calls">
                {claim}
                {armed}
                <div class="call-buttons">{buttons}</div>
            </div>
        })
    }
}
