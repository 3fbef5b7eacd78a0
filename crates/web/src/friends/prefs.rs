//! The friends page's own preferences: the language (chosen in the lobby and the room;
//! at the table, in its settings panel with hints and automatic passing and winning).
//! Whatever changes them, they are kept in this browser, and the server is told when the
//! player wants hints (it works them out for the seat).

use leptos::prelude::*;

use super::app::use_friends;
use super::store;
use rinshan::text::{text, Lang, Msg};
use rinshan_protocol::ClientMsg;

/// Keeps the page's preferences as they change, and tells the server whether the seat
/// wants hints: now, and again whenever the page is (re)seated (`seated` changes).
pub fn follow_preferences(seated: Signal<u64>) {
    let f = use_friends();
    Effect::new(move |_| {
        let s = f.settings.get();
        let seatings = seated.get();
        store::keep_settings(&s);
        if seatings > 0 && f.seat.get_untracked().is_some() {
            f.send(&ClientMsg::Hints { on: s.hints });
        }
    });
}

/// English or Japanese.
#[component]
pub fn LanguagePicker() -> impl IntoView {
    let f = use_friends();
    let lang = move || f.settings.with(|s| s.lang);
    view! {
        <label class="language">{move || text(lang(), Msg::Language)}
            <select name="lang" data-testid="friends-lang" on:change=move |e| {
                let tag = event_target_value(&e);
                f.settings.update(|s| s.lang = Lang::from_tag(&tag));
            }>
                <option value="en" selected=move || lang() == Lang::En>"English"</option>
                <option value="ja" selected=move || lang() == Lang::Ja>"日本語"</option>
            </select>
        </label>
    }
}
