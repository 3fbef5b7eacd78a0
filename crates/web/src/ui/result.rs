//! The end of a hand and of the match. The hand's result (written as HTML by
//! `rinshan-html`: the winning hand, yaku, value, honba and sticks, draws, score changes)
//! with "View the table" and "Next hand"; at the end of the match its story (standings,
//! the chart of points after each hand, everyone's figures) with "Review this match",
//! saving the record and "Play again". The story is written by the record viewer's
//! module ([`records_module::match_story`]), which the first hand's result starts
//! loading, so the game's own download does not carry it. The buttons stay in view: the
//! body scrolls, the buttons do not.

use leptos::prelude::*;

use super::context::use_table;
use super::record_panel::save_as;
use super::records_module;
use rinshan::text::{text, Msg};
use rinshan_html::hand_result::result_body;
use rinshan_html::Html;

/// The result of the hand (with "Next hand"), or the match's story (with its buttons).
#[component]
pub fn ResultPanel() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    // A match played with friends is reviewed as the friends page kept it.
    let review = table.review_address();
    let data = Memo::new(move |_| {
        table
            .view
            .with(|v| (v.result.clone(), v.standings.is_some(), v.seats.clone()))
    });
    // The match's story, once asked of the viewer's module (None while it is written).
    let story: RwSignal<Option<Result<String, String>>> = RwSignal::new(None);
    let asked = StoredValue::new(false);
    Effect::new(move |_| {
        let (result, over, _) = data.get();
        if result.is_some() {
            records_module::preload();
        }
        if !over {
            asked.set_value(false);
            if story.with_untracked(Option::is_some) {
                story.set(None);
            }
            return;
        }
        if asked.get_value() {
            return;
        }
        asked.set_value(true);
        let save = table.save_text();
        leptos::task::spawn_local(async move {
            story.set(Some(records_module::match_story(save, lang.tag()).await));
        });
    });
    move || {
        let (result, over, seats) = data.get();
        if over {
            let mut h = Html::new();
            match story.get()? {
                Ok(body) => {
                    h.raw(&body);
                }
                Err(e) => {
                    h.raw("<p class=\"story-error\" role=\"alert\">")
                        .text(text(lang, Msg::StoryUnavailable))
                        .raw(": ")
                        .text(&e)
                        .raw("</p>");
                }
            }
            return Some(
                view! {
                    <div class="result story" role="dialog" aria-label=text(lang, Msg::MatchOver) data-testid="match-over">
                        <div class="result-body" inner_html=h.into_string()></div>
                        <div class="result-buttons">
                            <a class="button" href=review>{text(lang, Msg::ReviewThisMatch)}</a>
                            <button on:click=move |_| save_as(table, "tenhou6", "rinshan-record.json")>{text(lang, Msg::SaveRecordTenhou)}</button>
                            <button on:click=move |_| save_as(table, "mjai", "rinshan-record.mjson")>{text(lang, Msg::SaveRecordMjai)}</button>
                            <button class="primary" autofocus on:click=move |_| table.new_match()>{text(lang, Msg::PlayAgain)}</button>
                        </div>
                    </div>
                }
                .into_any(),
            );
        }
        let r = result?;
        let next = move || {
            view! {
                <button class="primary" aria-keyshortcuts="n" on:click=move |_| table.next_hand()>
                    {text(lang, Msg::NextHand)} <kbd>"n"</kbd>
                </button>
            }
        };
        if table.result_hidden.get() {
            return Some(
                view! {
                    <div class="result-bar" role="group" aria-label=text(lang, Msg::HandResult) data-testid="result">
                        <button on:click=move |_| table.result_hidden.set(false)>{text(lang, Msg::ShowResult)}</button>
                        {next()}
                    </div>
                }
                .into_any(),
            );
        }
        let mut h = Html::new();
        result_body(&mut h, lang, &r, &seats);
        Some(
            view! {
                <div class="result" role="dialog" aria-label=text(lang, Msg::HandResult) data-testid="result">
                    <div class="result-body" inner_html=h.into_string()></div>
                    <div class="result-buttons">
                        <button on:click=move |_| table.result_hidden.set(true)>{text(lang, Msg::ViewTable)}</button>
                        {next()}
                    </div>
                </div>
            }
            .into_any(),
        )
    }
}
