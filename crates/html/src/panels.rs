//! The side panel's display parts: the narration of the latest action, and the hints
//! (shanten, the waits with how many of each are unseen, what each discard leaves).

use super::escape::Html;
use super::tiles::face;
use rinshan::play::view::Hints;
use rinshan::rules::Tile;
use rinshan::text::phrases::{shanten_words, wait_label};
use rinshan::text::{text, Lang, Msg};

/// The narration's sentences as list items, each with its step for the stylesheet's
/// staggered entrance.
pub fn narration(h: &mut Html, lines: &[String]) {
    for (i, l) in lines.iter().enumerate() {
        h.raw("<li style=\"--step: ")
            .num(i)
            .raw("\">")
            .text(l)
            .raw("</li>");
    }
}

/// The hints panel's content.
pub fn hints(h: &mut Html, lang: Lang, hints: &Hints) {
    h.raw("<h2>")
        .text(text(lang, Msg::Hints))
        .raw("</h2><p data-testid=\"shanten\">")
        .text(&shanten_words(lang, hints.shanten))
        .raw("</p>");
    if hints.furiten {
        h.element("p", "warning", text(lang, Msg::Furiten));
    }
    if !hints.waits.is_empty() {
        h.raw("<div class=\"hint-waits\"><span>")
            .text(text(lang, Msg::Waits))
            .raw("</span>");
        for w in &hints.waits {
            h.open("span", if w.no_yaku { "wait no-yaku" } else { "wait" })
                .attr("aria-label", &wait_label(lang, w.kind, w.unseen, w.no_yaku))
                .gt();
            face(h, lang, Tile::new(w.kind), false, None);
            h.raw("<small>").num(w.unseen).raw("</small></span>");
        }
        h.raw("</div>");
    }
    if !hints.discards.is_empty() {
        h.raw("<ol class=\"hint-discards\"")
            .attr("aria-label", text(lang, Msg::Discard))
            .gt();
        for d in hints.discards.iter().take(6) {
            let gain = if d.shanten == 0 {
                Msg::Wins
            } else {
                Msg::Improves
            };
            h.raw("<li>");
            face(h, lang, d.tile, false, None);
            h.raw(" <span>")
                .text(&shanten_words(lang, d.shanten))
                .raw(", ")
                .num(d.improving)
                .raw(" ")
                .text(text(lang, gain))
                .raw("</span></li>");
        }
        h.raw("</ol>");
    }
}
