//! One tile on screen: an element drawn by its face's class from the tile stylesheet
//! ([`art::TILE_CSS`]), with its accessible name. A tile's face never changes while its
//! element lives (a keyed list gives another tile another element); whether it lies
//! sideways and what it is called may (the riichi tile, the last discard), and only those
//! attributes follow the table.

use leptos::prelude::*;

use super::keyed::{live, Attrs};
use rinshan::art;
use rinshan::rules::Tile;
use rinshan::text::{text, tile_name, Lang, Msg};

/// A face-up tile, drawn by its class and named for assistive technology
/// ("5 pin", "red 5 man", "East wind"). `sideways` lays it on its side (called tiles,
/// the riichi discard).
#[component]
pub fn TileFace(
    /// The tile to draw.
    tile: Tile,
    /// Lay the tile on its side.
    #[prop(optional)]
    sideways: bool,
    /// An accessible name other than the tile's own ("5 pin, riichi discard").
    #[prop(optional, into)]
    label: Option<String>,
) -> impl IntoView {
    let class = if sideways { "tile sideways " } else { "tile " };
    view! {
        <span
            class=format!("{class}{}", art::symbol_id(tile))
            role="img"
            aria-label=label.unwrap_or_else(|| tile.name())
        ></span>
    }
}

/// A face-up tile whose lie and name follow the table (`lie`: sideways; `label`: its
/// name): only those two attributes are written when what they read changes.
pub fn live_face(
    tile: Tile,
    lie: impl Fn() -> bool + Send + Sync + 'static,
    label: impl Fn() -> String + Send + Sync + 'static,
) -> AnyView {
    let face = art::symbol_id(tile);
    let attrs: Attrs = std::sync::Arc::new(move || {
        let class = format!("{}{face}", if lie() { "tile sideways " } else { "tile " });
        vec![("class", Some(class)), ("aria-label", Some(label()))]
    });
    view! { <span role="img" use:live=attrs></span> }.into_any()
}

/// A face-up tile in `lang`'s words (its own name, or `label`).
pub fn face(lang: Lang, tile: Tile, sideways: bool, label: Option<String>) -> impl IntoView {
    let class = if sideways { "tile sideways " } else { "tile " };
    view! {
        <span
            class=format!("{class}{}", art::symbol_id(tile))
            role="img"
            aria-label=label.unwrap_or_else(|| tile_name(lang, tile))
        ></span>
    }
}

/// A face-down tile, named in `lang`'s words.
pub fn back(lang: Lang) -> impl IntoView {
    view! { <span class="tile back tile-back" role="img" aria-label=text(lang, Msg::FaceDown)></span> }
}

/// A face-down tile (an opponent's concealed tile, an unrevealed wall tile).
#[component]
pub fn TileBack(
    /// Lay the tile on its side.
    #[prop(optional)]
    sideways: bool,
) -> impl IntoView {
    let class = if sideways {
        "tile back sideways tile-back"
    } else {
        "tile back tile-back"
    };
    view! { <span class=class role="img" aria-label="face-down tile"></span> }
}

/// The tile stylesheet ([`art::TILE_CSS`]), once per page or widget: every tile is drawn
/// by a class in it.
#[component]
pub fn TileArt() -> impl IntoView {
    view! { <style inner_html=art::TILE_CSS></style> }
}
