//! Tiles in prose: a Merjong-style tile string ([`rinshan::play::tile_marks`]) as one
//! image named for assistive technology ("6 pin, sideways, 6 pin, 6 pin, 6 pin"), drawn
//! with the game's artwork: each face is painted by its class from the tile stylesheet
//! ([`rinshan::art::TILE_CSS`], which the custom element adopts once for every element on
//! the page), as the table's tiles are. Each tile is its own inline box, so a long string
//! breaks between tiles like words; the stylesheet (`www/widgets/tiles.css`) sizes them
//! from the surrounding font.

use super::escape::Html;
use rinshan::art;
use rinshan::play::tile_marks::{parse_marked, MarkedTile};
use rinshan::text::widgets::{list_separator, marked_tile, tiles_unreadable};
use rinshan::text::Lang;

/// One tile's picture (its box is the `.t` around it).
fn face(h: &mut Html, t: &MarkedTile) {
    let id = t
        .tile
        .map_or_else(|| art::BACK_ID.to_string(), art::symbol_id);
    h.raw("<i class=\"").raw(&id).raw("\"></i>");
}

/// The accessible name of a tile string: each tile's name, in order.
pub fn label(lang: Lang, tiles: &[MarkedTile]) -> String {
    tiles
        .iter()
        .map(|t| marked_tile(lang, t.tile, t.sideways, t.stacked))
        .collect::<Vec<_>>()
        .join(list_separator(lang))
}

/// The markup of tile string `text`: one `role="img"` span holding a box per tile (`.t`; `.t.side` sideways, `.t.stack` a sideways tile with the
/// added one on it, `.gap` before a group), or, when it cannot be read, the reason in an
/// alert.
pub fn inline_tiles(h: &mut Html, lang: Lang, text: &str) {
    let tiles = match parse_marked(text) {
        Ok(t) => t,
        Err(e) => {
            h.raw("<span class=\"tiles-error\" role=\"alert\">")
                .text(&tiles_unreadable(lang, text, &e))
                .raw("</span>");
            return;
        }
    };
    h.raw("<span class=\"rt\" role=\"img\"")
        .attr("aria-label", &label(lang, &tiles))
        .gt();
    let mut i = 0;
    while i < tiles.len() {
        let t = &tiles[i];
        if t.gap {
            h.raw("<span class=\"gap\"></span>");
        }
        match tiles.get(i + 1).filter(|n| n.stacked) {
            Some(top) => {
                h.raw("<span class=\"t stack\">");
                face(h, t);
                face(h, top);
                i += 2;
            }
            None => {
                h.raw(if t.sideways {
                    "<span class=\"t side\">"
                } else {
                    "<span class=\"t\">"
                });
                face(h, t);
                i += 1;
            }
        }
        h.raw("</span>");
    }
    h.raw("</span>");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn markup(lang: Lang, text: &str) -> String {
        let mut h = Html::new();
        inline_tiles(&mut h, lang, text);
        h.into_string()
    }

    #[test]
    fn one_named_image_with_a_box_per_tile() {
        let m = markup(Lang::En, "6'666p");
        assert!(m.contains("role=\"img\" aria-label=\"6 pin, sideways, 6 pin, 6 pin, 6 pin\""));
        assert_eq!(m.matches("<span class=\"t side\">").count(), 1);
        assert_eq!(m.matches("<span class=\"t\">").count(), 3);
        // Each face painted by its class, with no picture of its own in the markup.
        assert_eq!(m.matches("<i class=\"tile-6p\"></i>").count(), 4);
        assert!(!m.contains("<svg"));
    }

    #[test]
    fn stacks_gaps_and_face_down_tiles() {
        let m = markup(Lang::En, "77'7''7s");
        assert!(m.contains("aria-label=\"7 sou, 7 sou, sideways, 7 sou, added on top, 7 sou\""));
        assert_eq!(m.matches("<span class=\"t stack\">").count(), 1);
        let m = markup(Lang::En, "333-345s");
        assert_eq!(m.matches("class=\"gap\"").count(), 1);
        let m = markup(Lang::En, "X11Xs");
        assert!(m.contains("aria-label=\"face-down tile, 1 sou, 1 sou, face-down tile\""));
        assert_eq!(m.matches("class=\"tile-back\"").count(), 2);
    }

    #[test]
    fn japanese_names_and_errors_in_place() {
        let m = markup(Lang::Ja, "6'66p");
        assert!(m.contains("aria-label=\"6筒（横）、6筒、6筒\""));
        let m = markup(Lang::En, "12q<b>");
        assert!(
            m.contains("role=\"alert\">Tiles &#39;12q&lt;b&gt;&#39;: &#39;q&#39; is not a tile")
        );
    }
}
