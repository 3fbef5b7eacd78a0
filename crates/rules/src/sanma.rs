//! Three-player mahjong (sanma): the rules that change when the North seat is empty.
//!
//! A rule set plays sanma when [`Ruleset::sanma`](super::Ruleset::sanma) is set. What
//! follows from three seats alone is not an option, because both platforms Rinshan plays
//! agree on it (Tenhou's three-player rules, riichi.wiki "Tenhou.net rules", 三人打ち;
//! Mahjong Soul's, riichi.wiki "Majsoul", 3P; riichi.wiki "Sanma"):
//! - 108 tiles: the manzu 2 to 8 are not used, so a 1-man indicator points to the 9-man
//!   ([`sanma_dora`]) and the red fives are pin and sou only;
//! - seats East, South and West; a wind round has three hands;
//! - no chii;
//! - the dead wall is still 14 tiles, kept so by the live wall, and gives eight
//!   replacement draws (four kans and four kita), each shortening the live wall by one:
//!   55 draws in a hand with neither;
//! - kita: a North tile is set aside in one's own turn (not right after a pon, not on the
//!   last tile) and a replacement drawn; it counts one dora, one more for each indicator
//!   pointing to North (West), and is no part of the hand's shape; it interrupts the first
//!   go-around (ippatsu, double riichi, tenhou and chiihou, nine terminals) like a call; it
//!   can be ronned by any hand with a yaku, which is not chankan; it reveals no kan dora;
//! - honba: 200 points a counter on a ron, 100 from each payer on a tsumo;
//! - noten payments: 2,000 points in all;
//! - no four-winds and no four-riichi abortive draw (three riichi play on).
//!
//! What the two platforms may do differently is [`Sanma`]'s.

use serde::{Deserialize, Serialize};

use super::tile::{Suit, TileKind};

/// How a tsumo is paid with no North seat to pay its share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SanmaTsumo {
    /// Tsumo loss (tsumo-zon): each payer pays what it would pay at four, and the absent
    /// seat's share is not paid (Tenhou; Mahjong Soul's ranked rooms). A non-dealer's
    /// mangan by tsumo is 4,000 + 2,000.
    TsumoLoss,
    /// North bisection (pei-cha seppan): the absent seat's share is split between the
    /// two payers, each half rounded up to 100 (an option of Mahjong Soul's friendly
    /// rooms). A non-dealer's mangan by tsumo is 5,000 + 3,000.
    NorthBisection,
}

/// The three-player rules that differ between platforms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sanma {
    /// How a tsumo is paid.
    pub tsumo: SanmaTsumo,
    /// A win on the replacement tile drawn after a kita scores rinshan kaihou, as after a
    /// kan (Mahjong Soul: "Dead Wall Draw yaku is applied when winning with the rinshan
    /// tile from North Replacing"; riichi.wiki "Sanma" says the same of kita in general).
    pub kita_rinshan: bool,
}

impl Sanma {
    /// Tenhou's and Mahjong Soul's ranked rooms: tsumo loss, rinshan kaihou after a kita.
    pub const RANKED: Sanma = Sanma {
        tsumo: SanmaTsumo::TsumoLoss,
        kita_rinshan: true,
    };
}

/// Replacement draws a sanma hand's dead wall gives: four kans and four kita.
pub const SANMA_REPLACEMENTS: usize = 8;

/// The kind a dora indicator of `indicator` points to in sanma: as at four players,
/// except that the 1-man points to the 9-man (there is no 2-man).
pub fn sanma_dora(indicator: TileKind) -> TileKind {
    match (indicator.suit(), indicator.number()) {
        (Suit::Man, 1) => TileKind::from_suit(Suit::Man, 9).unwrap_or(indicator),
        _ => indicator.dora_from_indicator(),
    }
}

/// True for the kinds a sanma set does not have (the manzu 2 to 8).
pub fn not_in_sanma(kind: TileKind) -> bool {
    kind.suit() == Suit::Man && (2..=8).contains(&kind.number())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tenhou: 「ドラ表示「一萬」のドラは「九萬」、「九萬」のドラは「一萬」」.
    #[test]
    fn one_man_points_to_nine_man_and_nine_man_to_one_man() {
        let m = |n| TileKind::from_suit(Suit::Man, n).unwrap_or_else(|| panic!("{n}m"));
        assert_eq!(sanma_dora(m(1)), m(9));
        assert_eq!(sanma_dora(m(9)), m(1));
        // Honours and the other suits as at four players: West points to North.
        let west = TileKind::wind(2);
        assert_eq!(sanma_dora(west), TileKind::wind(3));
    }
}
