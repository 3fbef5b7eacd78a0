//! The end of a hand and of the match. The hand's result (written as HTML by
//! `rinshan-html`: the winning hand, yaku, value, honba and sticks, draws, score changes)
//! with "View the table" and "Next hand"; at the end of the match its story (standings,
//! the chart of points after each hand, everyone's figures) with "Review this match",
//! saving the record and "Play again". The story is written by the record viewer's
//! module ([`records_module::written_at`]), so the game's own download does not carry
//! it; in the game's build (no features: the game's page) so is the hand's result, whose
//! buttons show at once and whose body fills in when written. That module starts loading
//! once the player has moved and the page is idle, or at the latest at the first hand's
//! end. The other builds that show a table write the hand's result here: the friends
//! page (whose tables have no saved game of their own) and the record viewer's module,
//! which plays tutorial widgets' scenarios on (`mount_play`). The buttons stay in view:
//! the body scrolls, the buttons do not.

use leptos::prelude::*;

use super::context::use_table;
use super::record_panel::save_as;
use super::records_module::{self, End};
use rinshan::engine::HandResult;
use rinshan::play::view::SeatShown;
use rinshan::text::{text, Lang, Msg};
use rinshan_html::Html;

/// Whether the record viewer's module writes the hand result's body (the game's build,
/// whose pages load that module); other builds write it here ([`hand_body`]).
const HAND_RESULT_WRITTEN_LATER: bool = cfg!(not(any(
    feature = "api",
    feature = "friends",
    feature = "review"
)));

/// A body the record viewer's module writes: None until it has, then the markup or what
/// went wrong.
type Written = RwSignal<Option<Result<String, String>>>;

/// The hand result's body for `result`, with the table's `seats`, written here: the
/// builds but the game's.
#[cfg(any(feature = "api", feature = "friends", feature = "review"))]
fn hand_body(h: &mut Html, lang: Lang, result: &HandResult, seats: &[SeatShown; 4], _: Written) {
    rinshan_html::hand_result::result_body(h, lang, result, seats);
}

/// The hand result's body as the record viewer's module has `written` it (nothing until
/// it has; what went wrong, in words): the game's build.
#[cfg(not(any(feature = "api", feature = "friends", feature = "review")))]
fn hand_body(h: &mut Html, lang: Lang, _: &HandResult, _: &[SeatShown; 4], written: Written) {
    match written.get() {
        Some(Ok(body)) => {
            h.raw(&body);
        }
        Some(Err(e)) => {
            h.raw("<p class=\"story-error\" role=\"alert\">")
                .text(text(lang, Msg::HandResult))
                .raw(": ")
                .text(&e)
                .raw("</p>");
        }
        None => {}
    }
}

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
    // The match's story and (in the game's build) the hand's result, once asked of the
    // viewer's module (None while it is written), and which of them was asked for.
    let story: Written = RwSignal::new(None);
    let hand: Written = RwSignal::new(None);
    let asked: StoredValue<Option<End>> = StoredValue::new(None);
    Effect::new(move |_| {
        // Runs at every change of the table (the seats change with every move).
        let (result, over, _) = data.get();
        let moves = table.player_moves.get_untracked();
        if result.is_some() {
            records_module::preload();
        } else if HAND_RESULT_WRITTEN_LATER && moves > 0 {
            records_module::preload_when_idle();
        }
        let (end, into) = match (over, &result) {
            (true, _) => (End::Match, story),
            (false, Some(_)) if HAND_RESULT_WRITTEN_LATER => (End::Hand, hand),
            _ => {
                asked.set_value(None);
                for written in [story, hand] {
                    if written.with_untracked(Option::is_some) {
                        written.set(None);
                    }
                }
                return;
            }
        };
        if asked.get_value() == Some(end) {
            return;
        }
        asked.set_value(Some(end));
        let save = table.save_text();
        leptos::task::spawn_local(async move {
            let body = records_module::written_at(end, save, lang.tag()).await;
            // Not when the player has dealt on (or started anew) meanwhile, nor for a
            // table gone (a widget removed from its page).
            if table.player_moves.try_get_untracked() == Some(moves) {
                into.set(Some(body));
            }
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
        hand_body(&mut h, lang, &r, &seats, hand);
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
