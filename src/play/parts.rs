//! What a table widget shows, as its author chose (`show` and `seats` attributes of
//! `<rinshan-table>`): the whole square table (the default), or only some parts of it laid
//! out in rows — the dora indicators, and for each seat taking part its pond, melds and
//! hand — for a lesson about one hand and one discard.

use crate::text::widgets::unknown_option;
use crate::text::Lang;

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
