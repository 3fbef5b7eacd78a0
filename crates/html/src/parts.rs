//! What a table widget shows, as its author chose (`show` and `seats` attributes of
//! `<rinshan-table>`): the whole square table (the default), or only some parts of it laid
//! out in rows — the dora indicators, and for each seat taking part its pond, melds and
//! hand — for a lesson about one hand and one discard.

use super::board::{melds, pond};
use super::escape::Html;
use super::tiles::face;
use rinshan::play::view::{SeatShown, TableView};
use rinshan::text::phrases::{hand_label, melds_label};
use rinshan::text::widgets::unknown_option;
use rinshan::text::{text, Lang, Msg, Side};

/// The parts of the table a widget shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parts {
    /// The square table with every pond (then `seats` says whose sides are drawn).
    pub table: bool,
    /// The concealed hands of the seats taking part (the reader's under the table).
    pub hand: bool,
    /// Their melds.
    pub melds: bool,
    /// Their ponds (without the table).
    pub ponds: bool,
    /// The dora indicators (without the table).
    pub dora: bool,
    /// The seats taking part, 0 the reader … 3 on the left.
    pub seats: [bool; 4],
}

impl Default for Parts {
    fn default() -> Parts {
        Parts {
            table: true,
            hand: true,
            melds: true,
            ponds: true,
            dora: true,
            seats: [true; 4],
        }
    }
}

/// The words `show` knows.
pub const PART_WORDS: &str = "table, hand, melds, ponds, dora";

impl Parts {
    /// Reads the `show` and `seats` attributes (empty: everything, every seat). `show`
    /// lists parts among `table`, `hand`, `melds`, `ponds`, `dora`; `seats` the seats
    /// taking part (`0 1`); without `table` the parts are shown in rows, for seat 0 alone
    /// unless `seats` names others. An unknown word is an error naming it.
    pub fn parse(lang: Lang, show: &str, seats: &str) -> Result<Parts, String> {
        let mut p = Parts::default();
        if !show.trim().is_empty() {
            p = Parts {
                table: false,
                hand: false,
                melds: false,
                ponds: false,
                dora: false,
                seats: [true, false, false, false],
            };
            for w in show.split([' ', ',']).filter(|w| !w.is_empty()) {
                match w {
                    "table" => {
                        p.table = true;
                        p.seats = [true; 4];
                    }
                    "hand" => p.hand = true,
                    "melds" => p.melds = true,
                    "ponds" => p.ponds = true,
                    "dora" => p.dora = true,
                    _ => return Err(unknown_option(lang, "show", w, PART_WORDS)),
                }
            }
            if p.table {
                p.hand = true;
                p.melds = true;
            }
        }
        if !seats.trim().is_empty() {
            let mut s = [false; 4];
            for w in seats.split([' ', ',']).filter(|w| !w.is_empty()) {
                match w {
                    "0" | "1" | "2" | "3" => s[usize::from(w.as_bytes()[0] - b'0')] = true,
                    _ => return Err(unknown_option(lang, "seats", w, "0, 1, 2, 3")),
                }
            }
            p.seats = s;
        }
        Ok(p)
    }
}

/// A seat's concealed tiles face up, the drawn one apart.
fn hand(h: &mut Html, lang: Lang, s: &SeatShown) {
    let label = match s.side {
        Side::Me => text(lang, Msg::YourHand).to_string(),
        side => hand_label(lang, side.who(lang)),
    };
    h.open("ul", "hand").attr("aria-label", &label).gt();
    for &t in &s.hand {
        h.raw("<li>");
        face(h, lang, t, false, None);
        h.raw("</li>");
    }
    if let Some(t) = s.drawn {
        h.raw(if s.drawn_rinshan {
            "<li class=\"drawn rinshan\">"
        } else {
            "<li class=\"drawn\">"
        });
        let label = format!(
            "{}, {}",
            rinshan::text::tile_name(lang, t),
            text(lang, Msg::DrawnTile)
        );
        face(h, lang, t, false, Some(&label));
        h.raw("</li>");
    }
    h.close("ul");
}

/// The parts in rows: the dora indicators, then each seat taking part (the others first,
/// in the order they sit, the reader last, as at the table) with its pond, melds and hand.
pub fn table_parts(h: &mut Html, lang: Lang, v: &TableView, p: &Parts) {
    if p.dora {
        h.raw("<div class=\"part-dora\" role=\"group\"")
            .attr("aria-label", text(lang, Msg::DoraIndicators))
            .raw(" data-testid=\"dora-indicators\"><span class=\"part-name\">")
            .text(text(lang, Msg::DoraIndicators))
            .raw("</span>");
        for &t in &v.dora_indicators {
            face(h, lang, t, false, None);
        }
        h.raw("</div>");
    }
    for k in [1, 2, 3, 0] {
        let s = &v.seats[k];
        if s.empty || !p.seats[s.seat.index()] || !(p.ponds || p.melds || p.hand) {
            continue;
        }
        let who = s.side.who(lang);
        h.open(
            "div",
            if k == 0 {
                "part-seat mine"
            } else {
                "part-seat"
            },
        )
        .raw(" role=\"group\"")
        .attr("aria-label", &s.side.title(lang))
        .attr("data-seat", &s.seat.index().to_string())
        .raw("><span class=\"part-name\">")
        .text(&s.side.title(lang))
        .raw("</span>");
        if p.ponds && !s.pond.is_empty() {
            pond(h, lang, &s.pond, who);
        }
        if p.melds || p.hand {
            h.raw("<div class=\"part-hand\">");
            if p.hand {
                hand(h, lang, s);
            }
            if p.melds && (!s.melds.is_empty() || s.kita > 0) {
                let label = match s.side {
                    Side::Me => text(lang, Msg::YourMelds).to_string(),
                    side => melds_label(lang, side.who(lang)),
                };
                melds(h, lang, &s.melds, s.kita, "melds", &label);
            }
            h.raw("</div>");
        }
        h.raw("</div>");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn show_and_seats_read_their_words() {
        let all = Parts::parse(Lang::En, "", "").unwrap();
        assert!(all.table && all.seats == [true; 4]);
        let p = Parts::parse(Lang::En, "hand melds dora", "").unwrap();
        assert!(!p.table && p.hand && p.melds && p.dora && !p.ponds);
        assert_eq!(p.seats, [true, false, false, false]);
        let p = Parts::parse(Lang::En, "ponds", "0 1").unwrap();
        assert_eq!(p.seats, [true, true, false, false]);
        let p = Parts::parse(Lang::En, "table", "0 2").unwrap();
        assert!(p.table && p.hand && p.seats == [true, false, true, false]);
        assert_eq!(
            Parts::parse(Lang::En, "hnad", "").unwrap_err(),
            "show: 'hnad' is not one of table, hand, melds, ponds, dora"
        );
        assert!(Parts::parse(Lang::En, "", "4")
            .unwrap_err()
            .starts_with("seats: '4'"));
    }
}
