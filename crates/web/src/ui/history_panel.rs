//! The local history of finished matches, in the side panel of the game's page: the
//! player's record over time (games, average place, win and deal-in rates, a chart of
//! places) and, for each match, when it ended, the rule set, and the player's placement,
//! points and final score. Written by the record viewer's module
//! ([`records_module::past_matches`]), asked once the player's first hand is on the table
//! (a returning player's start does not wait for it) and after each finished match.
//! Shown only where a [`Keeper`] keeps the matches (the game's page, not tutorial widgets).

use leptos::prelude::*;

use super::context::use_table;
use super::records_module;
use super::saved::Keeper;
use rinshan::text::{text, Msg};

/// The player's record over time and the past matches; "no finished matches" where none
/// are kept. Open from the start once there is a record to show.
#[component]
pub fn HistoryPanel() -> impl IntoView {
    let keeper = use_context::<Keeper>()?;
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let any = keeper.history.with_untracked(|h| !h.entries.is_empty());
    // True from the first moment the table is in play (a decision, a result, the end).
    let started = Memo::new(move |before: Option<&bool>| {
        before.copied().unwrap_or(false)
            || table
                .view
                .with(|v| v.prompt.is_some() || v.result.is_some() || v.standings.is_some())
    });
    let body: RwSignal<Option<String>> = RwSignal::new(None);
    Effect::new(move |_| {
        let kept = keeper
            .history
            .with(|h| (!h.entries.is_empty()).then(|| h.to_text()));
        let (Some(kept), true) = (kept, started.get()) else {
            return;
        };
        leptos::task::spawn_local(async move {
            let html = records_module::past_matches(kept, lang.tag())
                .await
                .unwrap_or_else(|e| {
                    let mut h = rinshan_html::Html::new();
                    h.element("p", "story-error", &e);
                    h.into_string()
                });
            body.set(Some(html));
        });
    });
    Some(view! {
        <details class="panel history" data-testid="history" open=any>
            <summary>{text(lang, Msg::YourRecord)}</summary>
            {move || {
                if keeper.history.with(|h| h.entries.is_empty()) {
                    view! { <p>{text(lang, Msg::NoPastMatches)}</p> }.into_any()
                } else {
                    view! { <div class="part" inner_html=move || body.get().unwrap_or_default()></div> }
                        .into_any()
                }
            }}
        </details>
    })
}
