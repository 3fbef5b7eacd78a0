//! The tile gallery (`?view=tiles`), written as markup by [`rinshan_html::gallery`].

use leptos::prelude::*;

/// Every face, the red fives and the back at two sizes, and sideways tiles, each named.
#[component]
pub fn TileGallery() -> impl IntoView {
    let mut h = rinshan_html::Html::new();
    rinshan_html::gallery::tile_gallery(&mut h);
    view! { <div class="part" inner_html=h.into_string()></div> }
}
