//! One tile on screen: an element drawn by its face's class from the tile stylesheet
//! ([`art::TILE_CSS`]), with its accessible name.

use leptos::prelude::*;

use rinshan::art;
use rinshan::rules::Tile;

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
