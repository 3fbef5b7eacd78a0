//! The tile gallery (`?view=tiles`): every face, the red fives and the back, at playing
//! size and at the 24-pixel minimum, plus sideways tiles, for players learning the tiles
//! and for checking the artwork.

use leptos::prelude::*;

use super::tile_view::{TileBack, TileFace};
use rinshan::rules::Tile;

/// All 37 faces and the back at one size, each with its name written under it.
#[component]
fn GallerySection(title: &'static str, class: &'static str) -> impl IntoView {
    view! {
        <section class=class aria-label=format!("All tiles, {title}")>
            <h2>{title}</h2>
            <ul>
                {Tile::all_faces()
                    .map(|t| view! { <li><TileFace tile=t/><span>{t.name()}</span></li> })
                    .collect_view()}
                <li><TileBack/><span>"face-down tile"</span></li>
            </ul>
        </section>
    }
}

/// The gallery: both sizes, then a row of sideways tiles as calls and riichi discards
/// show them.
#[component]
pub fn TileGallery() -> impl IntoView {
    let sideways = Tile::all_faces().filter(|t| t.kind().number() == 1);
    view! {
        <GallerySection title="Playing size" class="gallery large"/>
        <GallerySection title="24 pixels wide" class="gallery small"/>
        <section class="gallery large" aria-label="Sideways tiles">
            <h2>"Sideways (called tiles, riichi discards)"</h2>
            <ul>
                {sideways
                    .map(|t| view! { <li><TileFace tile=t sideways=true/><span>{t.name()}</span></li> })
                    .collect_view()}
            </ul>
        </section>
    }
}
