//! The app root: reads the page address, starts a match (from `?seed=`, or a hand-made
//! table from `#setup=` JSON), and shows the game; `?view=tiles` shows the tile gallery.
//! Settings can be given in the address too (`?speed=instant&hints=1&rules=ema`).

use std::cell::Cell;

use leptos::prelude::*;

use super::context::Table;
use super::gallery::TileGallery;
use super::game::GameScreen;
use super::tile_view::TileSprites;
use crate::play::{Controller, Settings};
use crate::rules::Seed;

thread_local! {
    /// The table on this page, for the JavaScript API's measurements.
    static CURRENT: Cell<Option<Table>> = const { Cell::new(None) };
}

/// The table on this page, if a game is shown.
pub fn current_table() -> Option<Table> {
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
fn setup_fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let json = hash.strip_prefix("#setup=")?;
    js_sys::decode_uri_component(json).ok().map(String::from)
}

/// A fresh seed.
pub fn random_seed() -> Seed {
    let high = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let low = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    Seed((high << 32) | low)
}

/// Times the computer players' decisions with the page's clock.
pub fn attach_clock(ctrl: &mut Controller) {
    if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
        ctrl.set_clock(Box::new(move || perf.now() * 1000.0));
    }
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

/// The match the address asks for, or the reason a set-up cannot be played.
fn start(settings: Settings) -> Result<Controller, String> {
    if let Some(text) = setup_fragment() {
        let setup = crate::ui::json_scenario::read_scenario_text(&text)?;
        return Controller::from_setup(settings, &setup).map_err(|e| e.to_string());
    }
    let seed = address_param("seed").map_or_else(random_seed, |text| Seed::from_text(&text));
    Ok(Controller::new(settings, seed))
}

/// The application.
#[component]
pub fn App() -> impl IntoView {
    if address_param("view").as_deref() == Some("tiles") {
        return view! {
            <TileSprites/>
            <header class="bar"><h1>"Rinshan tiles"</h1></header>
            <main class="tiles-page"><TileGallery/></main>
        }
        .into_any();
    }
    let settings = settings_from_address();
    let (ctrl, error) = match start(settings.clone()) {
        Ok(c) => (c, None),
        Err(e) => (Controller::new(settings, random_seed()), Some(e)),
    };
    let mut ctrl = ctrl;
    attach_clock(&mut ctrl);
    let table = Table::provide(ctrl);
    CURRENT.with(|c| c.set(Some(table)));
    if let Some(e) = &error {
        table.message.set(Some(format!(
            "This table could not be set up ({e}); a new match was dealt instead."
        )));
    }
    let on_pointer = move |e: web_sys::PointerEvent| table.pointer.set_value(e.pointer_type());
    view! {
        <TileSprites/>
        <header class="bar">
            <h1>"Rinshan"</h1>
            <p class="seed">{move || table.view.with(|v| v.rules_name.clone())} " rules"</p>
        </header>
        <div on:pointerdown=on_pointer>
            <GameScreen/>
        </div>
    }
    .into_any()
}
