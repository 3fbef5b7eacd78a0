//! Tiles in prose: a Merjong-style tile string ([`rinshan::play::tile_marks`]) drawn with
//! the game's own artwork, named as a whole for assistive technology.

use leptos::prelude::*;

use rinshan::art;
use rinshan::play::tile_marks::{parse_marked, MarkedTile};

fn tile_svg(t: &MarkedTile) -> String {
    let id = t
        .tile
        .map_or_else(|| art::BACK_ID.to_string(), art::symbol_id);
    let class = match (t.sideways || t.stacked, t.tile.is_none()) {
        (true, _) => "tile sideways",
        (false, true) => "tile back",
        _ => "tile",
    };
    format!(
        "<svg class=\"{class}\" viewBox=\"{}\" aria-hidden=\"true\"><use href=\"#{id}\"></use></svg>",
        art::VIEW_BOX
    )
}

/// The tiles of `text`, or the reason it cannot be read.
#[component]
pub fn InlineTiles(
    /// The tile string.
    text: String,
) -> impl IntoView {
    let tiles = match parse_marked(&text) {
        Ok(t) => t,
        Err(e) => {
            return view! { <span class="tiles-error" role="alert">{format!("Tiles '{text}': {e}")}</span> }
                .into_any()
        }
    };
    let mut ids: Vec<String> = tiles
        .iter()
        .map(|t| {
            t.tile
                .map_or_else(|| art::BACK_ID.to_string(), art::symbol_id)
        })
        .collect();
    rinshan::rules::small_sort::sort_small(&mut ids);
    ids.dedup();
    let label = tiles
        .iter()
        .map(MarkedTile::name)
        .collect::<Vec<_>>()
        .join(", ");
    // Markup built from the parsed tiles only (ids and fixed words), never from the text.
    let mut markup = String::new();
    let mut i = 0;
    while i < tiles.len() {
        let t = &tiles[i];
        if t.gap {
            markup.push_str("<span class=\"gap\"></span>");
        }
        if tiles.get(i + 1).is_some_and(|n| n.stacked) {
            markup.push_str(&format!(
                "<span class=\"laid stack\">{}{}</span>",
                tile_svg(&tiles[i + 1]),
                tile_svg(t)
            ));
            i += 2;
        } else {
            markup.push_str(&format!("<span class=\"laid\">{}</span>", tile_svg(t)));
            i += 1;
        }
    }
    view! {
        <span class="inline-tiles" role="img" aria-label=label>
            <span class="tile-sprites" inner_html=art::sheet_with(&ids)></span>
            <span class="inline-row" inner_html=markup></span>
        </span>
    }
    .into_any()
}
