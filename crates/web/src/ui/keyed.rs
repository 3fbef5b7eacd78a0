//! The table's keyed lists: every list of tiles on the table is a leptos `<For>` over
//! keys (a pond's discard by its order, a hand's tile by its identity, a meld by its place
//! and kind…), each key drawing one element that lives as long as its key does. They all
//! go through this one `<For>` (keys as numbers, children drawn by a boxed function), so
//! the keyed list's code is in the download once, not once per list.

use std::sync::Arc;

use leptos::prelude::*;

/// The child of one key.
pub type Child = Arc<dyn Fn(u64) -> AnyView + Send + Sync>;

/// The keys of a list now (read reactively).
pub type Keys = Arc<dyn Fn() -> Vec<u64> + Send + Sync>;

/// Whether a part is shown now (read reactively).
pub type Cond = Arc<dyn Fn() -> bool + Send + Sync>;

/// A keyed list: `keys` are the items' keys in order; `child` draws the item of a key,
/// once, when the key appears (it reads whatever else it shows reactively itself).
pub fn keyed(keys: Keys, child: Child) -> AnyView {
    view! { <For each=move || keys() key=|k| *k children=move |k| child(k)/> }.into_any()
}

/// A part shown while `cond` holds: drawn by `child` each time it appears (one reactive
/// closure for every such part of the table).
pub fn when(cond: Cond, child: Arc<dyn Fn() -> AnyView + Send + Sync>) -> AnyView {
    (move || cond().then(|| child())).into_any()
}

/// A tile's face as a number, for keys: its kind's index, and whether it is red.
pub fn tile_key(tile: rinshan::rules::Tile) -> u64 {
    tile.kind().index() as u64 * 2 + u64::from(tile.is_red())
}

/// What a [`live`] element shows that follows the table: attributes by name (`None`:
/// absent), and `""` for its text.
pub type Attrs = Arc<dyn Fn() -> Vec<(&'static str, Option<String>)> + Send + Sync>;

/// Keeps an element's attributes (and text) as `attrs` computes them (a directive:
/// `use:live=attrs`): computed when the element is built, again whenever what `attrs`
/// reads changes, and only what changed is written. Every element of the table whose
/// marks follow the play goes through this one effect, so the download carries its code
/// once, however many elements and attributes follow the table.
pub fn live(el: leptos::tachys::renderer::types::Element, attrs: Attrs) {
    type Shown = Vec<(&'static str, Option<String>)>;
    let effect = RenderEffect::new(move |before: Option<Shown>| {
        let now = attrs();
        for (i, (name, value)) in now.iter().enumerate() {
            if before.as_ref().and_then(|b| b.get(i)).map(|(_, v)| v) == Some(value) {
                continue;
            }
            match (*name, value) {
                ("", text) => el.set_text_content(text.as_deref()),
                (name, Some(v)) => {
                    let _ = el.set_attribute(name, v);
                }
                (name, None) => {
                    let _ = el.remove_attribute(name);
                }
            }
        }
        now
    });
    // The effect lives as long as the element's part of the table.
    StoredValue::new_local(effect);
}
