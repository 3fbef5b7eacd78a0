//! The tile gallery (`?view=tiles` on the game's page): every face, the red fives and the
//! back, at playing size and at the 24-pixel minimum, plus sideways tiles as calls and
//! riichi discards show them, each with its name written under it — for players learning
//! the tiles and for checking the artwork.

use super::escape::Html;
use super::tiles::{back, face};
use rinshan::rules::Tile;
use rinshan::text::{tile_name, Lang};

/// All 37 faces and the back at one size (the section's `class`), each with its name.
fn section(h: &mut Html, lang: Lang, title: &str, class: &str) {
    h.open("section", class)
        .attr("aria-label", &format!("All tiles, {title}"))
        .gt()
        .element("h2", "", title)
        .raw("<ul>");
    for t in Tile::all_faces() {
        h.raw("<li>");
        face(h, lang, t, false, None);
        h.element("span", "", &tile_name(lang, t)).raw("</li>");
    }
    h.raw("<li>");
    back(h, lang, false);
    h.raw("<span>face-down tile</span></li></ul></section>");
}

/// The whole gallery: both sizes, then a row of sideways tiles (the 1 of each suit and
/// East).
pub fn tile_gallery(h: &mut Html) {
    let lang = Lang::En;
    section(h, lang, "Playing size", "gallery large");
    section(h, lang, "24 pixels wide", "gallery small");
    h.raw("<section class=\"gallery large\" aria-label=\"Sideways tiles\">")
        .element("h2", "", "Sideways (called tiles, riichi discards)")
        .raw("<ul>");
    for t in Tile::all_faces().filter(|t| t.kind().number() == 1) {
        h.raw("<li>");
        face(h, lang, t, true, None);
        h.element("span", "", &tile_name(lang, t)).raw("</li>");
    }
    h.raw("</ul></section>");
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each of the 37 faces and the back appears at both sizes, named; the sideways row
    /// holds the 1 of each suit and East.
    #[test]
    fn every_face_and_the_back_at_both_sizes() {
        let mut h = Html::new();
        tile_gallery(&mut h);
        let s = h.into_string();
        assert_eq!(s.matches("role=\"img\"").count(), 2 * 38 + 4);
        assert_eq!(s.matches("aria-label=\"red 5 man\"").count(), 2);
        assert_eq!(s.matches("tile sideways").count(), 4);
        assert_eq!(s.matches("<span>face-down tile</span>").count(), 2);
    }
}
