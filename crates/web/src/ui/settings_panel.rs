//! The settings: rule preset, East-only or East-South, the computer players' level, play
//! speed, hints, automatic passing and winning, language, the sounds' volume and mute.
//! Rules, length and level start a new match at once only when nothing has been played;
//! under way, they apply from the next match (a note says so), and New match asks first.
//! The rest apply at once. The form is HTML
//! from `rinshan-html` (written anew when the language changes); one change handler
//! applies any field through `Settings::set`, and the fields follow settings changed
//! elsewhere (the `h` and `m` keys).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::context::{use_table, TableContext};
use rinshan::play::Settings;
use rinshan::text::{text, Msg};
use rinshan_html::settings::settings_form;
use rinshan_html::Html;

/// Changes one setting and applies the result.
fn change(table: TableContext, f: impl FnOnce(&mut Settings)) {
    let mut s = table.settings.get_untracked();
    f(&mut s);
    table.apply_settings(s);
}

/// A field of the form changed: its name and value (a checkbox's as 1 or 0).
fn on_change(table: TableContext, e: web_sys::Event) {
    let Some(target) = e.target() else { return };
    let (name, value) = if let Some(input) = target.dyn_ref::<web_sys::HtmlInputElement>() {
        let value = if input.type_() != "checkbox" {
            input.value()
        } else if input.checked() {
            "1".to_string()
        } else {
            "0".to_string()
        };
        (input.name(), value)
    } else if let Some(select) = target.dyn_ref::<web_sys::HtmlSelectElement>() {
        (select.name(), select.value())
    } else {
        return;
    };
    change(table, |s| {
        s.set(&name, &value);
    });
}

/// Asks the player before a new match ends the one under way (the browser's own question:
/// modal, spoken by screen readers, answered by keyboard).
fn confirm_end(table: TableContext) -> bool {
    let lang = table.settings.with_untracked(|s| s.lang);
    web_sys::window()
        .and_then(|w| {
            w.confirm_with_message(text(lang, Msg::EndMatchQuestion))
                .ok()
        })
        .unwrap_or(false)
}

/// The form's fields show `s` (after a change made elsewhere).
fn show(form: &web_sys::HtmlElement, s: &Settings) {
    let words = format!("{} {}", s.words(), s.sound_words());
    for word in words.split(' ') {
        let Some((name, value)) = word.split_once('=') else {
            continue;
        };
        let Ok(Some(field)) = form.query_selector(&format!("[name=\"{name}\"]")) else {
            continue;
        };
        if let Some(input) = field.dyn_ref::<web_sys::HtmlInputElement>() {
            if input.type_() == "checkbox" {
                input.set_checked(value == "1");
            } else {
                input.set_value(value);
            }
        } else if let Some(select) = field.dyn_ref::<web_sys::HtmlSelectElement>() {
            select.set_value(value);
        }
    }
}

/// The settings panel.
#[component]
pub fn SettingsPanel() -> impl IntoView {
    let table = use_table();
    let lang = Memo::new(move |_| table.settings.with(|s| s.lang));
    let markup = move || {
        let mut h = Html::new();
        let s = table.settings.get_untracked();
        settings_form(&mut h, lang.get(), &s, table.match_settings_fixed());
        let html = h.into_string();
        // Written anew (a language change) while the next match's settings differ: the
        // note shows from the start, whichever of this and the effect below runs first.
        if untrack(|| table.next_match_differs()) {
            html.replacen(
                "data-testid=\"next-match\" hidden>",
                "data-testid=\"next-match\">",
                1,
            )
        } else {
            html
        }
    };
    let form = NodeRef::<leptos::html::Details>::new();
    Effect::new(move |_| {
        let s = table.settings.get();
        if let Some(el) = form.get() {
            show(&el, &s);
        }
    });
    // The note that the match's settings wait for the next match.
    Effect::new(move |_| {
        lang.track();
        let differs = table.next_match_differs();
        if let Some(note) = form
            .get()
            .and_then(|el| el.query_selector("[data-testid=next-match]").ok().flatten())
        {
            let _ = note.toggle_attribute_with_force("hidden", !differs);
        }
    });
    view! {
        <details class="panel settings" node_ref=form prop:open=move || table.settings_open.get()
            on:toggle=move |e| table.settings_open.set(event_target::<web_sys::HtmlElement>(&e).has_attribute("open"))
            on:change=move |e| on_change(table, e)
            on:click=move |e| {
                let new_match = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|t| t.get_attribute("data-action").as_deref() == Some("new-match"));
                if new_match && (!table.under_way() || confirm_end(table)) {
                    table.new_match();
                }
            }
            inner_html=markup></details>
    }
}
