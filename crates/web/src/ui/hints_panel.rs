//! Hints (when switched on): shanten, the waits of a tenpai hand with how many of each are
//! unseen, what each discard leaves; and, always, why a win is blocked (furiten, no yaku).

use leptos::prelude::*;

use super::context::use_table;
use super::tile_view::TileFace;
use rinshan::play::view::Blocked;
use rinshan::rules::Tile;
use rinshan::text::phrases::{shanten_words, wait_label};
use rinshan::text::{text, Msg};

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

/// The hints panel.
#[component]
pub fn HintsPanel() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let hints = Memo::new(move |_| table.view.with(|v| v.hints.clone()));
    move || {
        let h = hints.get()?;
        let lang = lang;
        let shanten = shanten_words(lang, h.shanten);
        let waits = (!h.waits.is_empty()).then(|| {
            view! {
                <div class="hint-waits">
                    <span>{text(lang, Msg::Waits)}</span>
                    {h.waits.iter().map(|w| {
                        let label = wait_label(lang, w.kind, w.unseen, w.no_yaku);
                        view! {
                            <span class="wait" class:no-yaku=w.no_yaku aria-label=label>
                                <TileFace tile=Tile::new(w.kind)/>
                                <small>{w.unseen}</small>
                            </span>
                        }
                    }).collect_view()}
                </div>
            }
        });
        let discards = (!h.discards.is_empty()).then(|| {
            view! {
                <ol class="hint-discards" aria-label=text(lang, Msg::Discard)>
                    {h.discards.iter().take(6).map(|d| {
                        let what = shanten_words(lang, d.shanten);
                        let gain = if d.shanten == 0 { Msg::Wins } else { Msg::Improves };
                        view! {
                            <li><TileFace tile=d.tile/> <span>{what} ", " {d.improving} " " {text(lang, gain)}</span></li>
                        }
                    }).collect_view()}
                </ol>
            }
        });
        Some(view! {
            <section class="panel hints" aria-label=text(lang, Msg::Hints) data-testid="hints">
                <h2>{text(lang, Msg::Hints)}</h2>
                <p data-testid="shanten">{shanten}</p>
                {h.furiten.then(|| view! { <p class="warning">{text(lang, Msg::Furiten)}</p> })}
                {waits}
                {discards}
            </section>
        })
    }
}
