//! What the game shows only at a hand's or a match's end comes from the record viewer's
//! module, loaded on demand: the game page's loader offers it as `window.rinshanRecords()`
//! (a promise of the loaded module; `rinshan-elements.js` offers it too, for the games it
//! plays in tutorial widgets, which that module runs). Its `export_record(save, format)`
//! writes the match from the saved game, `hand_result(save, lang)` the hand result's body
//! (in the game's build, see [`super::result`]), `match_story(save, lang)` the match-over
//! screen's body and `past_matches(history, lang)` the side panel's past matches. So the
//! game's own download carries no record writer, hand result, story or charts. The game
//! starts loading the module once the player has moved and the page is idle
//! ([`preload_when_idle`]), so that a hand's end finds it loaded; offline, it is in the
//! service worker's cache like every file of the build. The Expert's client is loaded the
//! same way (`window.rinshanExpert()`, see [`super::expert`]), and asked through `call`
//! too.

use std::cell::Cell;

use wasm_bindgen::{JsCast, JsValue};

/// The page's loader of the record viewer's module.
const RECORDS: &str = "rinshanRecords";

/// The promise of the module the page's function `loader` loads (the same one every time).
fn module(loader: &str) -> Result<js_sys::Promise, String> {
    let window = web_sys::window().ok_or("no window")?;
    let load = js_sys::Reflect::get(&window, &loader.into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or("this page cannot load the record writer")?;
    load.call0(&JsValue::NULL)
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
        .ok_or_else(|| "the record writer did not load".to_string())
}

/// Starts loading the module (when the record panel opens), so that a click finds it.
pub fn preload() {
    let _ = module(RECORDS);
}

thread_local! {
    /// The module's load is asked for (by [`preload_when_idle`]).
    static PRELOADING: Cell<bool> = const { Cell::new(false) };
}

/// Starts loading the module when the page is next idle (half a second later, in a
/// browser without idle callbacks), once: so that a hand's end finds it loaded, without
/// the load competing with the player's move.
pub fn preload_when_idle() {
    use leptos::prelude::{request_idle_callback_with_handle, set_timeout};
    if PRELOADING.replace(true) {
        return;
    }
    if request_idle_callback_with_handle(preload).is_err() {
        set_timeout(preload, std::time::Duration::from_millis(500));
    }
}

/// What a failed call of `name` says: its `Error`'s message, which is in words.
fn failure(e: JsValue, name: &str) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .unwrap_or_else(|| format!("{name} failed"))
}

/// Calls the function `name` of the module `loader` loads with `args` (strings); its
/// answer (or the promise of one) is text, or an `Error` whose message is in words.
pub(super) async fn call(loader: &str, name: &str, args: &[&str]) -> Result<String, String> {
    let m = js_sys::futures::JsFuture::from(module(loader)?)
        .await
        .map_err(|_| "the viewer's module could not be loaded".to_string())?;
    let f = js_sys::Reflect::get(&m, &name.into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or_else(|| format!("the viewer's module has no {name}"))?;
    let args: js_sys::Array = args.iter().map(|a| JsValue::from_str(a)).collect();
    let mut answer = f
        .apply(&JsValue::NULL, &args)
        .map_err(|e| failure(e, name))?;
    if let Some(promise) = answer.dyn_ref::<js_sys::Promise>() {
        answer = js_sys::futures::JsFuture::from(promise.clone())
            .await
            .map_err(|e| failure(e, name))?;
    }
    answer
        .as_string()
        .ok_or_else(|| format!("{name} gave no text"))
}

/// The match whose saved game is `save`, as a record in `format` (`"tenhou6"`, `"mjai"`).
pub async fn export(save: String, format: &'static str) -> Result<String, String> {
    call(RECORDS, "export_record", &[&save, format]).await
}

/// An end whose screen the module writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// A hand's: the result's body (the game's build; see [`super::result`]).
    Hand,
    /// The match's: the match-over screen's body, its story.
    Match,
}

/// The body of the screen at `end` for the saved game `save` (the hand it has just
/// ended, or its finished match), in language `lang`.
pub async fn written_at(end: End, save: String, lang: &'static str) -> Result<String, String> {
    let name = match end {
        End::Hand => "hand_result",
        End::Match => "match_story",
    };
    call(RECORDS, name, &[&save, lang]).await
}

/// The side panel's past matches from the history's text, in language `lang`.
pub async fn past_matches(history: String, lang: &'static str) -> Result<String, String> {
    call(RECORDS, "past_matches", &[&history, lang]).await
}

/// The tile gallery's markup (the game's page at `?view=tiles`).
pub async fn tile_gallery() -> Result<String, String> {
    call(RECORDS, "tile_gallery", &[]).await
}
