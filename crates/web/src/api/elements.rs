//! What the custom elements (`www/rinshan-elements.js`) call: mount a scenario widget into
//! an element (inside the element's shadow root) and unmount it by freeing the returned
//! handle; write the markup of inline tiles. Each takes the language the element follows
//! (its own `lang`, or the page's).

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::ui::tutorial::widget::ScenarioWidget;
use rinshan::text::Lang;

/// A mounted view; `free()` it (the element's `disconnectedCallback` does) to unmount.
#[wasm_bindgen]
pub struct Mounted {
    _handle: Box<dyn std::any::Any>,
}

/// Mounts the widget for `scenario` (the notation or JSON) into `el`, its words in `lang`
/// (a BCP 47 tag: `ja` is Japanese, anything else English), showing the parts `show` and
/// the seats `seats` name (the element's attributes; empty for the whole table). A
/// scenario that cannot be read shows its error in words in place of the widget.
#[wasm_bindgen]
pub fn mount_table(
    el: web_sys::HtmlElement,
    scenario: String,
    lang: String,
    show: String,
    seats: String,
) -> Mounted {
    let lang = Lang::from_tag(&lang);
    // The first widget of a page starts the shanten tables in slices of idle time.
    static TABLES: std::sync::Once = std::sync::Once::new();
    TABLES.call_once(|| {
        leptos::prelude::set_timeout(crate::ui::later::prepare_tables, std::time::Duration::ZERO)
    });
    let handle = leptos::mount::mount_to(el, move || {
        view! { <ScenarioWidget text=scenario lang=lang show=show seats=seats/> }
    });
    Mounted {
        _handle: Box::new(handle),
    }
}

/// The markup of a Merjong-style tile string (one image named tile by tile, in `lang`),
/// or its error in words; every text in it is escaped.
#[wasm_bindgen]
pub fn tiles_markup(tiles: &str, lang: &str) -> String {
    let mut h = rinshan_html::Html::new();
    rinshan_html::inline::inline_tiles(&mut h, Lang::from_tag(lang), tiles);
    h.into_string()
}

/// The tile stylesheet ([`rinshan::art::TILE_CSS`]): every face drawn by its class. The
/// custom elements build one stylesheet of it for all the tiles in prose on a page.
#[wasm_bindgen]
pub fn tile_css() -> String {
    rinshan::art::TILE_CSS.to_string()
}
