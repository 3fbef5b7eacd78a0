//! The settings: rule preset, East-only or East-South, the computer players' level, play
//! speed, hints, automatic passing and winning, language. Rules, length and level start a
//! new match; the rest apply at once.

use leptos::prelude::*;

use super::context::{use_table, TableContext};
use rinshan::bots::Level;
use rinshan::play::{Settings, Speed};
use rinshan::rules::{GameLength, Ruleset};
use rinshan::text::{text, Lang, Msg};

fn speed_msg(s: Speed) -> Msg {
    match s {
        Speed::Instant => Msg::Instant,
        Speed::Fast => Msg::Fast,
        Speed::Normal => Msg::Normal,
        Speed::Slow => Msg::Slow,
    }
}

/// Changes one setting and applies the result.
fn change(table: TableContext, f: impl FnOnce(&mut Settings)) {
    let mut s = table.settings.get_untracked();
    f(&mut s);
    table.apply_settings(s);
}

/// One labelled choice among options `(value, words, chosen now)`.
#[component]
fn SelectField(
    /// The label's words.
    title: &'static str,
    /// The test id of the select.
    testid: &'static str,
    /// The options: value, words shown, chosen now.
    options: Vec<(String, String, bool)>,
    /// What choosing a value does.
    on_pick: Callback<String>,
) -> impl IntoView {
    view! {
        <label>
            {title}
            <select data-testid=testid on:change=move |e| on_pick.run(event_target_value(&e))>
                {options
                    .into_iter()
                    .map(|(value, words, chosen)| view! { <option value=value selected=chosen>{words}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}

/// One on/off setting.
#[component]
fn CheckField(
    /// The label's words.
    title: &'static str,
    /// The test id of the checkbox.
    testid: &'static str,
    /// Reads the setting.
    get: fn(&Settings) -> bool,
    /// Writes the setting.
    set: fn(&mut Settings, bool),
) -> impl IntoView {
    let table = use_table();
    view! {
        <label class="check">
            <input type="checkbox" data-testid=testid prop:checked=move || table.settings.with(get)
                on:change=move |e| { let on = event_target_checked(&e); change(table, |s| set(s, on)) }/>
            {title}
        </label>
    }
}

/// The settings panel.
#[component]
pub fn SettingsPanel() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let now = table.settings.get_untracked();
    let rules = Ruleset::PRESET_IDS
        .iter()
        .map(|&id| {
            let name = Ruleset::preset(id).map(|r| r.name).unwrap_or_default();
            (id.to_string(), name, now.rules == id)
        })
        .collect();
    let lengths = [
        (GameLength::EastOnly, "east", Msg::EastOnly),
        (GameLength::EastSouth, "south", Msg::EastSouth),
    ];
    let length_options = lengths
        .iter()
        .map(|&(l, v, m)| (v.to_string(), text(lang, m).to_string(), now.length == l))
        .collect();
    let levels = Level::ALL
        .iter()
        .map(|&l| (l.name().to_string(), l.name().to_string(), now.level == l))
        .collect();
    let speeds = Speed::ALL
        .iter()
        .map(|&sp| {
            (
                format!("{sp:?}"),
                text(lang, speed_msg(sp)).to_string(),
                now.speed == sp,
            )
        })
        .collect();
    let langs = vec![
        ("en".to_string(), "English".to_string(), lang == Lang::En),
        ("ja".to_string(), "日本語".to_string(), lang == Lang::Ja),
    ];
    view! {
        <details class="panel settings" prop:open=move || table.settings_open.get()
            on:toggle=move |e| table.settings_open.set(event_target::<web_sys::HtmlElement>(&e).has_attribute("open"))>
            <summary>{text(lang, Msg::Settings)}</summary>
            <SelectField title=text(lang, Msg::RuleSet) testid="set-rules" options=rules
                on_pick=Callback::new(move |v: String| change(table, |s| s.rules = v))/>
            <SelectField title=text(lang, Msg::GameLength) testid="set-length" options=length_options
                on_pick=Callback::new(move |v: String| change(table, |s| {
                    s.length = if v == "south" { GameLength::EastSouth } else { GameLength::EastOnly }
                }))/>
            <SelectField title=text(lang, Msg::Opponents) testid="set-level" options=levels
                on_pick=Callback::new(move |v: String| change(table, |s| {
                    s.level = Level::ALL.into_iter().find(|l| l.name() == v).unwrap_or(Level::Normal)
                }))/>
            <SelectField title=text(lang, Msg::Speed) testid="set-speed" options=speeds
                on_pick=Callback::new(move |v: String| change(table, |s| {
                    s.speed = Speed::ALL.into_iter().find(|x| format!("{x:?}") == v).unwrap_or_default()
                }))/>
            <SelectField title=text(lang, Msg::Language) testid="set-lang" options=langs
                on_pick=Callback::new(move |v: String| change(table, |s| {
                    s.lang = if v == "ja" { Lang::Ja } else { Lang::En }
                }))/>
            <CheckField title=text(lang, Msg::Hints) testid="set-hints"
                get=|s| s.hints set=|s, on| s.hints = on/>
            <CheckField title=text(lang, Msg::AutoPass) testid="set-autopass"
                get=|s| s.auto_pass set=|s, on| s.auto_pass = on/>
            <CheckField title=text(lang, Msg::AutoWin) testid="set-autowin"
                get=|s| s.auto_win set=|s, on| s.auto_win = on/>
            <button on:click=move |_| table.new_match()>{text(lang, Msg::NewMatch)}</button>
        </details>
    }
}
