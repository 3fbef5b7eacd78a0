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
    hints_then(h, lang, hints, 6, |_| None, |_, _, _| {});
}

/// The hints panel with every discard and its chance of dealing in (`chances`, by tile
/// kind, from the reading model): what the Expert's worker writes for the game's page
/// once the model has loaded. A chance of 10 % or more is marked risky, in colour and in
/// words, and stays in view.
pub fn hints_reading(h: &mut Html, lang: Lang, hints: &Hints, chances: &[f32]) {
    let chance = |d: &DiscardHint| {
        Some(f64::from(
            chances.get(d.tile.kind().index()).copied().unwrap_or(0.0),
        ))
    };
    hints_then(h, lang, hints, usize::MAX, chance, |h, c, risky| {
        h.raw("<br>")
            .open("span", if risky { "deal-in high" } else { "deal-in" })
            .gt()
            .text(&rinshan::text::coach::deal_in_chance(lang, c))
            .raw("</span>");
    });
}

/// Whether a chance of dealing in makes a discard risky: 10 % or more as the panel writes
/// it (rounded to a whole percent), so that a mark never disagrees with its number.
fn risky(chance: f64) -> bool {
    (chance * 100.0).round() >= 10.0
}

/// The hints panel, at most `listed` discards (best first, as [`Hints`] orders them: the
/// fewest shanten, then the most tiles that improve), each with its chance of dealing in
/// when `chance` knows it (written by `write_chance`: the game's own panel knows none, and
/// carries no number formatting for them). In view: the best discard, marked so, and
/// every risky one; the rest are folded under a summary that counts them.
fn hints_then(
    h: &mut Html,
    lang: Lang,
    hints: &Hints,
    listed: usize,
    chance: impl Fn(&DiscardHint) -> Option<f64>,
    write_chance: impl Fn(&mut Html, f64, bool),
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
    let rows: Vec<(usize, &DiscardHint)> = hints.discards.iter().take(listed).enumerate().collect();
    let in_view = |&(i, d): &(usize, &DiscardHint)| i == 0 || chance(d).is_some_and(risky);
    let (shown, folded): (Vec<_>, Vec<_>) = rows.into_iter().partition(in_view);
    if shown.is_empty() {
        return;
    }
    let list = |h: &mut Html, rows: &[(usize, &DiscardHint)]| {
        h.raw("<ol class=\"hint-discards\"")
            .attr("aria-label", text(lang, Msg::Discard))
            .gt();
        for &(i, d) in rows {
            discard_row(h, lang, d, i == 0, chance(d), &write_chance);
        }
        h.raw("</ol>");
    };
    list(h, &shown);
    if !folded.is_empty() {
        h.raw("<details class=\"hint-more\"><summary>")
            .text(text(lang, Msg::OtherDiscards))
            .raw(" (")
            .num(folded.len())
            .raw(")</summary>");
        list(h, &folded);
        h.raw("</details>");
    }
}

/// One discard's line: the tile, its mark (best, risky), what it leaves, and its chance
/// of dealing in when known.
fn discard_row(
    h: &mut Html,
    lang: Lang,
    d: &DiscardHint,
    best: bool,
    chance: Option<f64>,
    write_chance: &impl Fn(&mut Html, f64, bool),
) {
    let gain = if d.shanten == 0 {
        Msg::Wins
    } else {
        Msg::Improves
    };
    let risky = chance.is_some_and(risky);
    h.raw(match (best, risky) {
        (true, true) => "<li class=\"best risky\">",
        (true, false) => "<li class=\"best\">",
        (false, true) => "<li class=\"risky\">",
        (false, false) => "<li>",
    });
    face(h, lang, d.tile, false, None);
    h.raw(" <span>");
    for (on, class, msg) in [
        (best, "mark best", Msg::BestDiscard),
        (risky, "mark risky", Msg::Risky),
    ] {
        if on {
            h.open("b", class).gt().text(text(lang, msg)).raw("</b>");
        }
    }
    if best || risky {
        h.raw(" ");
    }
    h.text(&shanten_words(lang, d.shanten))
        .raw(", ")
        .num(d.improving)
        .raw(" ")
        .text(text(lang, gain));
    if let Some(c) = chance {
        write_chance(h, c, risky);
    }
    h.raw("</span></li>");
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
        assert_eq!(own.matches("<li").count(), 6);
        assert!(!own.contains("deal-in"));
        // The best in view and marked so; the other five folded, counted.
        assert_eq!(own.matches("<li class=\"best\">").count(), 1);
        assert!(own.contains("<b class=\"mark best\">Best</b>"));
        assert!(own.contains("<details class=\"hint-more\"><summary>Other discards (5)</summary>"));
        assert!(own.find("class=\"best\"") < own.find("<details"));

        let mut chances = [0.0f32; 34];
        chances[0] = 0.004;
        chances[1] = 0.25;
        chances[2] = 0.0;
        chances[5] = 0.096;
        chances[6] = 0.094;
        let mut read = Html::new();
        hints_reading(&mut read, Lang::En, &hints, &chances);
        let read = read.into_string();
        assert_eq!(read.matches("<li").count(), 9);
        assert_eq!(read.matches("deal-in chance").count(), 9);
        assert!(read.contains(r#"<span class="deal-in">deal-in chance &lt;1%</span>"#));
        assert!(read.contains(r#"<span class="deal-in high">deal-in chance 25%</span>"#));
        assert!(read.contains(r#"<span class="deal-in">deal-in chance 0%</span>"#));
        // Risky (10 % or more as written: 25 %, and 9.6 % written 10 %; not 9.4 %, written 9 %) in colour and in words, in view
        // beside the best; the six others folded.
        assert_eq!(read.matches("<b class=\"mark risky\">risky</b>").count(), 2);
        assert_eq!(read.matches("<li class=\"risky\">").count(), 2);
        let fold = read.find("<details").unwrap_or(0);
        assert!(read.rfind("class=\"risky\"") < Some(fold));
        assert!(read.contains("<summary>Other discards (6)</summary>"));
        let mut ja = Html::new();
        hints_reading(&mut ja, Lang::Ja, &hints, &chances);
        let ja = ja.into_string();
        assert_eq!(ja.matches("放銃率").count(), 9);
        assert!(ja.contains("危険") && ja.contains("最善"));
    }
}
