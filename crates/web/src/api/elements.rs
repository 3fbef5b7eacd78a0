//! What the custom elements (`www/rinshan-elements.js`) call: mount a scenario widget or
//! inline tiles into an element (inside the element's shadow root), and unmount it by
//! freeing the returned handle.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::ui::tutorial::inline_tiles::InlineTiles;
use crate::ui::tutorial::widget::ScenarioWidget;

/// A mounted view; `free()` it (the element's `disconnectedCallback` does) to unmount.
#[wasm_bindgen]
pub struct Mounted {
    _handle: Box<dyn std::any::Any>,
}

/// Mounts the widget for `scenario` (the notation or JSON) into `el`. A scenario that
/// cannot be read shows its error in words in place of the widget.
#[wasm_bindgen]
pub fn mount_table(el: web_sys::HtmlElement, scenario: String) -> Mounted {
    let handle = leptos::mount::mount_to(el, move || view! { <ScenarioWidget text=scenario/> });
    Mounted {
        _handle: Box::new(handle),
    }
}

/// Mounts the tiles of a Merjong-style tile string into `el`.
#[wasm_bindgen]
pub fn mount_tiles(el: web_sys::HtmlElement, tiles: String) -> Mounted {
    let handle = leptos::mount::mount_to(el, move || view! { <InlineTiles text=tiles/> });
    Mounted {
        _handle: Box::new(handle),
    }
}
