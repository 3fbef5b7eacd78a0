//! The local history of finished matches, in the side panel of the game's page: for each
//! match, when it ended, the rule set, and the player's placement, points and final score.
//! Shown only where a [`Keeper`] keeps the matches (the game's page, not tutorial widgets).

use leptos::prelude::*;

use super::saved::Keeper;
use rinshan::play::history::HistoryEntry;
use rinshan::rules::Ruleset;
use rinshan::text::{place_name, text, Lang, Msg};

/// The date an ISO time stands for, in the reader's own locale and time zone.
fn local_date(iso: &str, lang: Lang) -> String {
    let date = js_sys::Date::new(&iso.into());
    if date.get_time().is_nan() {
        return iso.to_string();
    }
    let locale = if lang == Lang::Ja { "ja" } else { "en" };
    date.to_locale_string(locale, &wasm_bindgen::JsValue::UNDEFINED)
        .into()
}

/// A final score in thousands with one decimal and its sign ("+6.1", "-15.5"): scores
/// are in hundreds of points, so integers say it exactly (and no float formatting enters
/// the download).
fn final_score(points: i32) -> String {
    let sign = if points < 0 { '-' } else { '+' };
    let tenths = points.unsigned_abs() / 100;
    format!("{sign}{}.{}", tenths / 10, tenths % 10)
}

fn entry_row(lang: Lang, e: HistoryEntry) -> impl IntoView {
    let you = e.seats[0];
    let rules = Ruleset::preset(&e.rules).map_or_else(|_| e.rules.clone(), |r| r.name);
    let score = final_score(you.score);
    view! {
        <li>
            <time datetime=e.date.clone()>{local_date(&e.date, lang)}</time>
            " · " {rules} " · "
            <strong>{place_name(lang, you.place)}</strong>
            " · " {you.points} " (" {score} ")"
        </li>
    }
}

/// The player's record over time and the past matches; nothing where no matches are kept.
/// Open from the start once there is a record to show.
#[component]
pub fn HistoryPanel() -> impl IntoView {
    let keeper = use_context::<Keeper>()?;
    let lang = super::context::use_table()
        .settings
        .with_untracked(|s| s.lang);
    let any = keeper.history.with_untracked(|h| !h.entries.is_empty());
    Some(view! {
        <details class="panel history" data-testid="history" open=any>
            <summary>{text(lang, Msg::YourRecord)}</summary>
            {move || {
                let entries = keeper.history.with(|h| h.entries.clone());
                if entries.is_empty() {
                    view! { <p>{text(lang, Msg::NoPastMatches)}</p> }.into_any()
                } else {
                    let mut h = rinshan_html::Html::new();
                    keeper.history.with(|x| rinshan_html::record::your_record(&mut h, lang, &x.summary()));
                    let rows = entries.into_iter().map(|e| entry_row(lang, e)).collect_view();
                    view! {
                        <div class="record-summary" inner_html=h.into_string()></div>
                        <h3>{text(lang, Msg::PastMatches)}</h3>
                        <ol class="past">{rows}</ol>
                    }
                    .into_any()
                }
            }}
        </details>
    })
}
