//! How likely a discard is to deal in to one opponent who is tenpai, read wait shape by
//! wait shape as defensive play does:
//! - genbutsu: a tile in the opponent's own pond, or passed by everyone after their
//!   riichi, cannot be won on (furiten);
//! - a two-sided wait on a number needs the two tiles beside it; it is ruled out by suji
//!   (the tile three away is in the opponent's pond: the wait would be furiten) and by
//!   kabe (all four of a tile it needs are visible), and made rarer by one-chance (three
//!   visible);
//! - closed (kanchan), edge (penchan), pair (shanpon) and single (tanki) waits remain,
//!   fewer the more copies are visible;
//! - an honour is dangerous only as a pair or single wait: the more copies visible, the
//!   safer, and the last copy cannot be waited on;
//! - dora are kept for their value, so waits on them are likelier.
//!
//! The rates are deal-in chances against a tenpai hand of the size published for riichi
//! (a middle tile with nothing known about it deals in about one time in nine).

use super::table::Table;
use rinshan_engine::SeatView;
use rinshan_rules::TileKind;

/// Per two-sided wait that could still be on the tile.
const TWO_SIDED: f64 = 0.045;
/// A closed (kanchan) wait on the tile.
const CLOSED: f64 = 0.012;
/// An edge (penchan) wait on a 3 or 7.
const EDGE: f64 = 0.010;
/// Per unseen copy: a pair or single wait on a number.
const PAIR_NUMBER: f64 = 0.007;
/// An honour by unseen copies beside the seat's own (0 to 4).
const HONOUR: [f64; 5] = [0.0, 0.008, 0.025, 0.045, 0.055];

/// The kinds that are safe against `o` whatever their wait: their own discards, and when
/// they are in riichi every tile discarded after their riichi (by turn order: a tile
/// discarded later in the go-around than the riichi tile, or in a later go-around).
pub fn genbutsu(view: &SeatView, o: usize) -> [bool; 34] {
    let mut safe = [false; 34];
    for p in &view.ponds[o] {
        safe[p.tile.kind().index()] = true;
    }
    if let Some(r) = view.ponds[o].iter().position(|p| p.riichi) {
        let order = |s: usize| (s + 4 - view.dealer.index()) % 4;
        let at = 4 * r + order(o);
        for s in 0..4 {
            for (j, p) in view.ponds[s].iter().enumerate() {
                if 4 * j + order(s) > at {
                    safe[p.tile.kind().index()] = true;
                }
            }
        }
    }
    safe
}

/// Chance that discarding `kind` deals in to an opponent, if they are tenpai. `safe` is
/// [`genbutsu`] for them.
pub fn deal_in(t: &Table, kind: TileKind, safe: &[bool; 34]) -> f64 {
    let k = kind.index();
    if safe[k] {
        return 0.0;
    }
    let visible = |j: usize| 4u8.saturating_sub(t.unseen[j]);
    // Copies the opponent could hold: the unseen ones.
    let unseen = usize::from(t.unseen[k]);
    let mut d = if kind.is_honor() {
        HONOUR[unseen.min(4)]
    } else {
        let n = kind.number() as usize;
        let at = |dn: isize| (k as isize + dn) as usize;
        // A side (the two tiles on one side) is possible unless one of them is all
        // visible; with three of one visible it is a one-chance.
        let side = |a: isize, b: isize| -> f64 {
            let (va, vb) = (visible(at(a)), visible(at(b)));
            if va >= 4 || vb >= 4 {
                0.0
            } else if va >= 3 || vb >= 3 {
                0.5
            } else {
                1.0
            }
        };
        let mut d = PAIR_NUMBER * unseen as f64;
        // Below: tiles n-2, n-1 wait on n (and n-3: suji when that is genbutsu).
        if n >= 4 {
            if !safe[at(-3)] {
                d += TWO_SIDED * side(-2, -1);
            }
        } else if n == 3 {
            d += EDGE * side(-2, -1);
        }
        // Above: tiles n+1, n+2 wait on n (and n+3).
        if n <= 6 {
            if !safe[at(3)] {
                d += TWO_SIDED * side(1, 2);
            }
        } else if n == 7 {
            d += EDGE * side(1, 2);
        }
        if (2..=8).contains(&n) {
            d += CLOSED * side(-1, 1);
        }
        d
    };
    if t.dora[k] > 0 {
        d *= 1.3;
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The order the defensive rules give: genbutsu < suji terminal < suji middle <
    /// half-suji middle < a middle tile with nothing known; honours get safer as copies
    /// show.
    #[test]
    fn defensive_ordering() {
        let mut view = rinshan_engine::SeatView {
            riichi: [false, true, false, false],
            ..crate::test_view::bare_view()
        };
        let tile = |s: &str| {
            s.parse::<rinshan_rules::Tile>()
                .unwrap_or(rinshan_rules::Tile::new(TileKind::wind(0)))
        };
        for s in ["4m", "1p", "7p"] {
            view.ponds[1].push(rinshan_engine::PondTile {
                tile: tile(s),
                tsumogiri: false,
                riichi: false,
                called: false,
            });
        }
        let t = Table::new(&view);
        let safe = genbutsu(&view, 1);
        let d = |s: &str| deal_in(&t, tile(s).kind(), &safe);
        assert_eq!(d("4m"), 0.0);
        assert!(d("1m") < d("8m"), "suji 1 against a bare 8");
        assert!(d("4p") < d("5m"), "suji 4 (1 and 7 gone) against a bare 5");
        assert!(d("8m") < d("5m"));
        assert!(d("1s") < d("5s"));
        assert!(d("1z") < d("5s"));
    }
}
