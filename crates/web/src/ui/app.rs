//! The app root: reads the page address, starts a match (from `?seed=`, or a hand-made
//! table from `#setup=` JSON, or else the match saved in this browser, see
//! [`super::saved`]), and shows the game; `?view=tiles` shows the tile gallery. Settings
//! can be given in the address too (`?speed=instant&hints=1&rules=ema`); they apply to a
//! new match (a restored one keeps the settings it was saved with).

use std::cell::Cell;

use leptos::prelude::*;

use super::context::{attach_page, random_seed, TableContext};
use super::game::GameScreen;
use super::history_panel::HistoryPanel;
use super::record_panel::RecordPanel;
use super::save_notice::SaveNotice;
use super::saved::{Keeper, Notice};
use super::tile_view::TileArt;
use rinshan::play::{Controller, Settings};
use rinshan::rules::Seed;
use rinshan::text::phrases::setup_failed;

thread_local! {
    /// The table on this page, for the JavaScript API's measurements.
    static CURRENT: Cell<Option<TableContext>> = const { Cell::new(None) };
}

/// The table on this page, if a game is shown.
pub fn current_table() -> Option<TableContext> {
    CURRENT.with(Cell::get)
}

/// The value of one query parameter of the page address (`?seed=…&view=…`).
fn address_param(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search)
        .ok()?
        .get(name)
}

/// The `#setup=` part of the address, decoded.
#[cfg(feature = "setups")]
fn setup_fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let json = hash.strip_prefix("#setup=")?;
    js_sys::decode_uri_component(json).ok().map(String::from)
}

/// Settings from the address, over the defaults (unknown names and values are ignored).
fn settings_from_address() -> Settings {
    let mut s = Settings::default();
    for name in [
        "rules", "length", "level", "speed", "hints", "autopass", "autowin", "lang",
    ] {
        if let Some(v) = address_param(name) {
            s.set(name, &v.to_ascii_lowercase());
        }
    }
    s
}

/// Takes `seed` and `#setup=` out of the page address once their match is dealt, so that
/// a reload restores the saved match instead of dealing it anew.
fn forget_match_address() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let search = location.search().unwrap_or_default();
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else {
        return;
    };
    let setup = location.hash().is_ok_and(|h| h.starts_with("#setup="));
    if !setup && params.get("seed").is_none() {
        return;
    }
    params.delete("seed");
    let rest = String::from(params.to_string());
    let path = location.pathname().unwrap_or_default();
    let url = if rest.is_empty() {
        path
    } else {
        format!("{path}?{rest}")
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// The match the address asks for (or the saved one when it asks for none), or the
/// reason a set-up cannot be played; and what to tell the player about their save.
fn start(settings: Settings) -> (Result<Controller, String>, Option<Notice>) {
    // Only the game built with set-ups reads one: the game's loader (game.js) loads that
    // build for a `#setup=` address (and a save that began from one), so the first
    // download carries no scenario reader or builder.
    #[cfg(feature = "setups")]
    if let Some(text) = setup_fragment() {
        let ctrl = crate::ui::json_scenario::read_scenario_text(&text).and_then(|setup| {
            Controller::from_scenario(settings, &setup).map_err(|e| e.to_string())
        });
        return (ctrl, None);
    }
    if let Some(text) = address_param("seed") {
        return (Ok(Controller::new(settings, Seed::from_text(&text))), None);
    }
    let (saved, notice) = super::saved::restore(settings.lang);
    let ctrl = saved.unwrap_or_else(|| Controller::new(settings, random_seed()));
    (Ok(ctrl), notice)
}

/// The link to the course for new players (www/learn/), in the player's language.
fn learn_link(table: TableContext) -> String {
    use rinshan::text::{text, Lang, Msg};
    let lang = table.settings.with(|s| s.lang);
    let href = match lang {
        Lang::En => "learn/",
        Lang::Ja => "learn/ja/",
    };
    format!(
        "<a href=\"{href}\" data-testid=\"learn-first\">{}</a>",
        text(lang, Msg::LearnToPlay)
    )
}

/// The application.
#[component]
pub fn App() -> impl IntoView {
    if address_param("view").as_deref() == Some("tiles") {
        // Written by the record viewer's module, loaded now: the game's download carries
        // no gallery.
        let gallery = RwSignal::new(None::<String>);
        leptos::task::spawn_local(async move {
            let html = super::records_module::tile_gallery().await;
            gallery.set(Some(html.unwrap_or_else(|e| {
                let mut h = rinshan_html::Html::new();
                h.element("p", "warning", &e);
                h.into_string()
            })));
        });
        return view! {
            <TileArt/>
            <header class="bar"><h1>"Rinshan tiles"</h1></header>
            <main class="tiles-page"><div class="part" inner_html=move || gallery.get()></div></main>
        }
        .into_any();
    }
    let settings = settings_from_address();
    let (started, notice) = start(settings.clone());
    // Not in the mount's own task: the page becomes playable first (at 4x slower CPU the
    // address change costs tens of milliseconds on its first use).
    set_timeout(forget_match_address, std::time::Duration::ZERO);
    // The shanten tables, in slices of the page's idle time.
    set_timeout(super::later::prepare_tables, std::time::Duration::ZERO);
    // The game's loader offers the Expert, which thinks in a worker.
    TableContext::offer_expert();
    let (mut ctrl, error) = match started {
        Ok(c) => (c, None),
        Err(e) => (Controller::new(settings, random_seed()), Some(e)),
    };
    attach_page(&mut ctrl);
    let table = TableContext::provide(ctrl);
    Keeper::provide(table, notice);
    CURRENT.with(|c| c.set(Some(table)));
    if let Some(e) = &error {
        let lang = table.settings.with_untracked(|s| s.lang);
        table.message.set(Some(setup_failed(lang, &e.to_string())));
    }
    let on_pointer = move |e: web_sys::PointerEvent| table.pointer.set_value(e.pointer_type());
    view! {
        <TileArt/>
        <header class="bar">
            <h1>"Rinshan"</h1>
            <p class="seed">{move || {
                let lang = table.settings.with(|s| s.lang);
                // The rules, and the computer players' level (the match's, one for all):
                // in words on screen, not only in the seats' accessible names.
                table.view.with(|v| {
                    let rules = rinshan::text::phrases::rules_heading(lang, &v.rules_name);
                    match v.seats.iter().find_map(|s| s.level) {
                        Some(l) => format!("{rules} · {}", rinshan::text::opponents_word(lang, l)),
                        None => rules,
                    }
                })
            }}</p>
            // The course for new players, in view on the first screen.
            <p class="learn" inner_html=move || learn_link(table)></p>
        </header>
        <SaveNotice/>
        <div on:pointerdown=on_pointer>
            <GameScreen panels=|| view! { <RecordPanel/> <HistoryPanel/> }/>
        </div>
    }
    .into_any()
}
