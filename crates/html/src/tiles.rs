//! One tile as markup: an element drawn by its face's class from the tile stylesheet
//! ([`rinshan::art::TILE_CSS`]), with its accessible name — the same markup the leptos
//! `TileFace` writes.

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
    h.raw(if sideways {
        "<span class=\"tile sideways "
    } else {
        "<span class=\"tile "
    })
    .raw(&art::symbol_id(tile))
    .raw("\" role=\"img\"")
    .attr("aria-label", label)
    .raw("></span>");
}

/// A face-down tile.
pub fn back(h: &mut Html, lang: Lang, sideways: bool) {
    h.raw(if sideways {
        "<span class=\"tile back sideways "
    } else {
        "<span class=\"tile back "
    })
    .raw(art::BACK_ID)
    .raw("\" role=\"img\"")
    .attr("aria-label", text(lang, Msg::FaceDown))
    .raw("></span>");
}

/// Tiles in a row, each named by itself.
pub fn faces(h: &mut Html, lang: Lang, tiles: &[Tile]) {
    for &t in tiles {
        face(h, lang, t, false, None);
    }
}
