//! The game's records come from the record viewer's module, loaded on demand: the game
//! page's loader offers it as `window.rinshanRecords()` (a promise of the loaded module),
//! and its `export_record(save, format)` writes the match from the saved game. So the
//! game's own download carries no record writer; offline, the module is in the service
//! worker's cache like every file of the build.

use wasm_bindgen::{JsCast, JsValue};

/// The promise of the loaded module (the same one every time).
fn module() -> Result<js_sys::Promise, String> {
    let window = web_sys::window().ok_or("no window")?;
    let load = js_sys::Reflect::get(&window, &"rinshanRecords".into())
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
    let _ = module();
}

/// The match whose saved game is `save`, as a record in `format` (`"tenhou6"`, `"mjai"`).
pub async fn export(save: String, format: &'static str) -> Result<String, String> {
    let m = js_sys::futures::JsFuture::from(module()?)
        .await
        .map_err(|_| "the record writer could not be loaded".to_string())?;
    let write = js_sys::Reflect::get(&m, &"export_record".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or("the record writer has no export_record")?;
    write
        .call2(&JsValue::NULL, &save.into(), &format.into())
        .map_err(|e| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
                .unwrap_or_else(|| "the record could not be written".into())
        })?
        .as_string()
        .ok_or_else(|| "the record writer gave no text".into())
}
