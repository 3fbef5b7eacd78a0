//! Hints (when switched on): shanten, the waits of a tenpai hand with how many of each are
//! unseen, what each discard leaves and (on the game's page, once the reading model has
//! loaded) its chance of dealing in; and, always, why a win is blocked (furiten, no yaku).

use leptos::prelude::*;

use super::context::use_table;
use super::tile_view::TileFace;
use rinshan::play::view::Blocked;
use rinshan::text::{text, Msg};
use rinshan_html::{panels, Html};

/// The warning when a tile would complete the hand but cannot win.
#[component]
pub fn BlockedWin() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let blocked = Memo::new(move |_| table.view.with(|v| v.blocked.clone()));
    move || {
        let (msg, tile) = match blocked.get()? {
            Blocked::Furiten(t) => (Msg::Furiten, t),
            Blocked::NoYaku(t) => (Msg::NoYakuWarning, t),
        };
        Some(view! {
            <p class="warning" role="status" data-testid="blocked">
                {text(lang, msg)} " " <TileFace tile=tile/>
            </p>
        })
    }
}

/// The hints panel (written as HTML by `rinshan-html`); on the game's page, once the
/// Expert's worker has written it with each discard's chance of dealing in, that one
/// (`TableContext::read_hints`).
#[component]
pub fn HintsPanel() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let hints = Memo::new(move |_| table.view.with(|v| v.hints.clone()));
    move || {
        let html = table.hints_read.get().or_else(|| {
            let mut h = Html::new();
            hints.with(|x| x.as_ref().map(|x| panels::hints(&mut h, lang, x)))?;
            Some(h.into_string())
        })?;
        Some(view! {
            <section class="panel hints" aria-label=text(lang, Msg::Hints) data-testid="hints" inner_html=html></section>
        })
    }
}
