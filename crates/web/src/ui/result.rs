//! The end of a hand and of the match. The hand's result (written as HTML by
//! `rinshan-html`: the winning hand, yaku, value, honba and sticks, draws, score changes)
//! with "View the table" and "Next hand"; at the end of the match its story (standings,
//! the chart of points after each hand, everyone's figures) with "Review this match",
//! saving the record and "Play again". The buttons stay in view: the body scrolls, the
//! buttons do not.

use leptos::prelude::*;

use super::context::use_table;
use super::record_panel::save_as;
use super::records_module;
use rinshan::text::{text, Msg};
use rinshan_html::hand_result::result_body;
use rinshan_html::story::match_over;
use rinshan_html::Html;

/// The result of the hand (with "Next hand"), or the match's story (with its buttons).
#[component]
pub fn ResultPanel() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let data = Memo::new(move |_| {
        table.view.with(|v| {
            (
                v.result.clone(),
                v.standings.clone(),
                v.story.clone(),
                v.seats.clone(),
            )
        })
    });
    move || {
        let (result, standings, story, seats) = data.get();
        if let (Some(st), Some(story)) = (standings, story) {
            records_module::preload();
            let mut h = Html::new();
            match_over(&mut h, lang, &st, &story, &seats);
            return Some(
                view! {
                    <div class="result story" role="dialog" aria-label=text(lang, Msg::MatchOver) data-testid="match-over">
                        <div class="result-body" inner_html=h.into_string()></div>
                        <div class="result-buttons">
                            <a class="button" href="review.html#match">{text(lang, Msg::ReviewThisMatch)}</a>
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
