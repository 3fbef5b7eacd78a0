//! One tile as markup: the artwork symbol for its face (or the back), with its accessible
//! name — the same markup the leptos `TileFace` writes for the hand's buttons.

use super::escape::Html;
use rinshan::art;
use rinshan::rules::Tile;
use rinshan::text::{text, tile_name, Lang, Msg};

/// A face-up tile named `label` (its own name when `None`); `sideways` lays it on its side
/// (a called tile, the riichi discard).
pub fn face(h: &mut Html, lang: Lang, tile: Tile, sideways: bool, label: Option<&str>) {
    let name;
    let label = match label {
        Some(l) => l,
        None => {
            name = tile_name(lang, tile);
            &name
        }
    };
    h.open("svg", if sideways { "tile sideways" } else { "tile" })
        .raw(" role=\"img\"")
        .attr("aria-label", label)
        .attr("viewBox", art::VIEW_BOX)
        .raw("><use href=\"#")
        .raw(&art::symbol_id(tile))
        .raw("\"></use></svg>");
}

/// A face-down tile.
pub fn back(h: &mut Html, lang: Lang, sideways: bool) {
    h.open(
        "svg",
        if sideways {
            "tile back sideways"
        } else {
            "tile back"
        },
    )
    .raw(" role=\"img\"")
    .attr("aria-label", text(lang, Msg::FaceDown))
    .attr("viewBox", art::VIEW_BOX)
    .raw("><use href=\"#")
    .raw(art::BACK_ID)
    .raw("\"></use></svg>");
}

/// Tiles in a row, each named by itself.
pub fn faces(h: &mut Html, lang: Lang, tiles: &[Tile]) {
    for &t in tiles {
        face(h, lang, t, false, None);
    }
}
