//! One tile on screen: the artwork symbol for its face, with its accessible name.

use leptos::prelude::*;

use rinshan::art;
use rinshan::rules::Tile;

/// A face-up tile, drawn from the sprite sheet and named for assistive technology
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
    let class = if sideways { "tile sideways" } else { "tile" };
    view! {
        <svg
            class=class
            role="img"
            aria-label=label.unwrap_or_else(|| tile.name())
            viewBox=art::VIEW_BOX
            inner_html=format!("<use href=\"#{}\"></use>", art::symbol_id(tile))
        ></svg>
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
        "tile back sideways"
    } else {
        "tile back"
    };
    view! {
        <svg
            class=class
            role="img"
            aria-label="face-down tile"
            viewBox=art::VIEW_BOX
            inner_html=format!("<use href=\"#{}\"></use>", art::BACK_ID)
        ></svg>
    }
}

/// The artwork sprite sheet, rendered once per page; every tile `<use>`s a symbol in it.
#[component]
pub fn TileSprites() -> impl IntoView {
    view! { <div class="tile-sprites" aria-hidden="true" inner_html=art::SPRITE_SHEET></div> }
}
