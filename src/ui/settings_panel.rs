//! The settings: rule preset, East-only or East-South, the computer players' level, play
//! speed, hints, automatic passing and winning, language. Rules, length and level start a
//! new match; the rest apply at once.

use leptos::prelude::*;

use super::context::use_table;
use crate::bots::Level;
use crate::play::text::{text, Lang, Msg};
use crate::play::{Settings, Speed};
use crate::rules::{GameLength, Ruleset};

fn speed_msg(s: Speed) -> Msg {
    match s {
        Speed::Instant => Msg::Instant,
        Speed::Fast => Msg::Fast,
        Speed::Normal => Msg::Normal,
        Speed::Slow => Msg::Slow,
    }
}

/// The settings panel.
#[component]
pub fn SettingsPanel() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let change = move |f: Box<dyn Fn(&mut Settings)>| {
        let mut s = table.settings.get_untracked();
        f(&mut s);
        table.apply_settings(s);
    };
    let select_value = |e: leptos::ev::Event| event_target_value(&e);
    let now = table.settings.get_untracked();
    view! {
        <details class="panel settings" prop:open=move || table.settings_open.get()
            on:toggle=move |e| table.settings_open.set(event_target::<web_sys::HtmlElement>(&e).has_attribute("open"))>
            <summary>{text(lang, Msg::Settings)}</summary>
            <label>
                {text(lang, Msg::RuleSet)}
                <select data-testid="set-rules" on:change=move |e| { let v = select_value(e); change(Box::new(move |s| s.rules = v.clone())) }>
                    {Ruleset::PRESET_IDS.iter().map(|&id| {
                        let name = Ruleset::preset(id).map(|r| r.name).unwrap_or_default();
                        view! { <option value=id selected=now.rules == id>{name}</option> }
                    }).collect_view()}
                </select>
            </label>
            <label>
                {text(lang, Msg::GameLength)}
                <select data-testid="set-length" on:change=move |e| {
                    let east = select_value(e) == "east";
                    change(Box::new(move |s| s.length = if east { GameLength::EastOnly } else { GameLength::EastSouth }))
                }>
                    <option value="east" selected=now.length == GameLength::EastOnly>{text(lang, Msg::EastOnly)}</option>
                    <option value="south" selected=now.length == GameLength::EastSouth>{text(lang, Msg::EastSouth)}</option>
                </select>
            </label>
            <label>
                {text(lang, Msg::Opponents)}
                <select data-testid="set-level" on:change=move |e| {
                    let v = select_value(e);
                    let level = Level::ALL.into_iter().find(|l| l.name() == v).unwrap_or(Level::Normal);
                    change(Box::new(move |s| s.level = level))
                }>
                    {Level::ALL.into_iter().map(|l| view! {
                        <option value=l.name() selected=now.level == l>{l.name()}</option>
                    }).collect_view()}
                </select>
            </label>
            <label>
                {text(lang, Msg::Speed)}
                <select data-testid="set-speed" on:change=move |e| {
                    let v = select_value(e);
                    let speed = Speed::ALL.into_iter().find(|s| format!("{s:?}") == v).unwrap_or_default();
                    change(Box::new(move |s| s.speed = speed))
                }>
                    {Speed::ALL.into_iter().map(|sp| view! {
                        <option value=format!("{sp:?}") selected=now.speed == sp>{text(lang, speed_msg(sp))}</option>
                    }).collect_view()}
                </select>
            </label>
            <label>
                {text(lang, Msg::Language)}
                <select data-testid="set-lang" on:change=move |e| {
                    let ja = select_value(e) == "ja";
                    change(Box::new(move |s| s.lang = if ja { Lang::Ja } else { Lang::En }))
                }>
                    <option value="en" selected=lang == Lang::En>"English"</option>
                    <option value="ja" selected=lang == Lang::Ja>"日本語"</option>
                </select>
            </label>
            <label class="check">
                <input type="checkbox" data-testid="set-hints" prop:checked=move || table.settings.with(|s| s.hints)
                    on:change=move |e| { let on = event_target_checked(&e); change(Box::new(move |s| s.hints = on)) }/>
                {text(lang, Msg::Hints)}
            </label>
            <label class="check">
                <input type="checkbox" data-testid="set-autopass" prop:checked=move || table.settings.with(|s| s.auto_pass)
                    on:change=move |e| { let on = event_target_checked(&e); change(Box::new(move |s| s.auto_pass = on)) }/>
                {text(lang, Msg::AutoPass)}
            </label>
            <label class="check">
                <input type="checkbox" data-testid="set-autowin" prop:checked=move || table.settings.with(|s| s.auto_win)
                    on:change=move |e| { let on = event_target_checked(&e); change(Box::new(move |s| s.auto_win = on)) }/>
                {text(lang, Msg::AutoWin)}
            </label>
            <button on:click=move |_| table.new_match()>{text(lang, Msg::NewMatch)}</button>
        </details>
    }
}
