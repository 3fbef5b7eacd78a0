//! The side panel's display parts: the narration of the latest action, and the hints
//! (shanten, the waits with how many of each are unseen, what each discard leaves and,
//! once the reading model has loaded, its chance of dealing in).

use super::escape::Html;
use super::tiles::face;
use rinshan::play::view::{DiscardHint, Hints};
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

/// The hints panel's content: the six best discards.
pub fn hints(h: &mut Html, lang: Lang, hints: &Hints) {
    hints_then(h, lang, hints, 6, |_, _| {});
}

/// The hints panel with every discard and its chance of dealing in (`chances`, by tile
/// kind, from the reading model): what the Expert's worker writes for the game's page
/// once the model has loaded. A chance of 10 % or more is marked `high`.
pub fn hints_reading(h: &mut Html, lang: Lang, hints: &Hints, chances: &[f32]) {
    hints_then(h, lang, hints, usize::MAX, |h, d| {
        let chance = f64::from(chances.get(d.tile.kind().index()).copied().unwrap_or(0.0));
        let class = if chance >= 0.1 {
            "deal-in high"
        } else {
            "deal-in"
        };
        h.raw("<br>")
            .open("span", class)
            .gt()
            .text(&rinshan::text::coach::deal_in_chance(lang, chance))
            .raw("</span>");
    });
}

/// The hints panel, at most `listed` discards, each with what `after` adds under its
/// words.
fn hints_then(
    h: &mut Html,
    lang: Lang,
    hints: &Hints,
    listed: usize,
    after: impl Fn(&mut Html, &DiscardHint),
) {
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
        for d in hints.discards.iter().take(listed) {
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
                .text(text(lang, gain));
            after(h, d);
            h.raw("</span></li>");
        }
        h.raw("</ol>");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rinshan::rules::TileKind;

    fn discards(n: usize) -> Hints {
        Hints {
            shanten: 1,
            waits: Vec::new(),
            furiten: false,
            discards: TileKind::all()
                .take(n)
                .map(|kind| DiscardHint {
                    tile: Tile::new(kind),
                    shanten: 1,
                    improving: 10,
                })
                .collect(),
        }
    }

    #[test]
    fn the_page_lists_six_discards_and_the_reading_every_one_with_its_chance() {
        let hints = discards(9);
        let mut own = Html::new();
        super::hints(&mut own, Lang::En, &hints);
        let own = own.into_string();
        assert_eq!(own.matches("<li>").count(), 6);
        assert!(!own.contains("deal-in"));

        let mut chances = [0.0f32; 34];
        chances[0] = 0.004;
        chances[1] = 0.25;
        chances[2] = 0.0;
        let mut read = Html::new();
        hints_reading(&mut read, Lang::En, &hints, &chances);
        let read = read.into_string();
        assert_eq!(read.matches("<li>").count(), 9);
        assert_eq!(read.matches("deal-in chance").count(), 9);
        assert!(read.contains(r#"<span class="deal-in">deal-in chance &lt;1%</span>"#));
        assert!(read.contains(r#"<span class="deal-in high">deal-in chance 25%</span>"#));
        assert!(read.contains(r#"<span class="deal-in">deal-in chance 0%</span>"#));
        let mut ja = Html::new();
        hints_reading(&mut ja, Lang::Ja, &hints, &chances);
        assert_eq!(ja.into_string().matches("放銃率").count(), 9);
    }
}
