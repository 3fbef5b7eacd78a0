//! The tile gallery (`?view=tiles`): every face, the red fives and the back, at playing
//! size and at the 24-pixel minimum, for players learning the tiles and for checking the
//! artwork.

use leptos::prelude::*;

use super::tile_view::{TileBack, TileFace};
use crate::rules::Tile;

/// All 37 faces and the back, each with its name written under it.
#[component]
pub fn TileGallery() -> impl IntoView {
    let sizes = [
        ("Playing size", "gallery large"),
        ("24 pixels wide", "gallery small"),
    ];
    sizes
        .into_iter()
        .map(|(title, class)| {
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
        })
        .collect_view()
}
