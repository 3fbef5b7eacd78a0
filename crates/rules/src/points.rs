//! Points: from han and fu to basic points, the limit hands, and who pays what.
//!
//! Basic points are fu × 2^(2 + han), capped at mangan (2000). Limits: mangan (5 han, or
//! basic points over 2000), haneman (6–7 han, 3000), baiman (8–10, 4000), sanbaiman
//! (11–12, 6000), counted yakuman (13+, 8000, or capped at sanbaiman by rule) and yakuman
//! (8000 each). A non-dealer's ron is 4 × basic, a dealer's 6 × basic; on tsumo the dealer
//! pays 2 × basic and others 1 × basic (a dealer's tsumo: 2 × basic from each), every
//! payment rounded up to 100. Each honba adds 300 to a win (100 from each tsumo payer);
//! the winner also collects the riichi deposits (1000 each).

use serde::{Deserialize, Serialize};

use super::ruleset::Ruleset;
use super::sanma::SanmaTsumo;

/// A limit a hand reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Limit {
    /// Mangan: 2000 basic points.
    Mangan,
    /// Haneman: 3000.
    Haneman,
    /// Baiman: 4000.
    Baiman,
    /// Sanbaiman: 6000.
    Sanbaiman,
    /// Counted yakuman (kazoe): 13 han or more, 8000.
    KazoeYakuman,
    /// Yakuman, times the multiplier (double, triple … when stacked or doubled).
    Yakuman(u8),
}

impl Limit {
    /// The name players use.
    pub fn name(self) -> String {
        match self {
            Limit::Mangan => "Mangan".into(),
            Limit::Haneman => "Haneman".into(),
            Limit::Baiman => "Baiman".into(),
            Limit::Sanbaiman => "Sanbaiman".into(),
            Limit::KazoeYakuman => "Kazoe yakuman".into(),
            Limit::Yakuman(1) => "Yakuman".into(),
            Limit::Yakuman(2) => "Double yakuman".into(),
            Limit::Yakuman(3) => "Triple yakuman".into(),
            Limit::Yakuman(n) => format!("{n}× yakuman"),
        }
    }
}

/// Basic points of a hand below yakuman and the limit it reached, if any.
pub fn basic_points(han: u32, fu: u32, rules: &Ruleset) -> (u32, Option<Limit>) {
    let limit = match han {
        0..=4 => {
            let basic = fu * (1 << (2 + han));
            let kiriage =
                rules.kiriage_mangan && ((han == 4 && fu == 30) || (han == 3 && fu == 60));
            if basic < 2000 && !kiriage {
                return (basic, None);
            }
            Limit::Mangan
        }
        5 => Limit::Mangan,
        6 | 7 => Limit::Haneman,
        8..=10 => Limit::Baiman,
        11 | 12 => Limit::Sanbaiman,
        _ if rules.kazoe_yakuman => Limit::KazoeYakuman,
        _ => Limit::Sanbaiman,
    };
    (limit_basic(limit), Some(limit))
}

/// Basic points of a limit.
pub fn limit_basic(limit: Limit) -> u32 {
    match limit {
        Limit::Mangan => 2000,
        Limit::Haneman => 3000,
        Limit::Baiman => 4000,
        Limit::Sanbaiman => 6000,
        Limit::KazoeYakuman => 8000,
        Limit::Yakuman(n) => 8000 * u32::from(n),
    }
}

/// Rounds points up to the next 100, as every payment is.
pub fn round_up_100(points: u32) -> u32 {
    points.div_ceil(100) * 100
}

/// Who pays the winner, honba included (riichi deposits are separate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Payment {
    /// The discarder pays everything.
    Ron {
        /// Paid by the discarder.
        total: u32,
    },
    /// Each other player pays.
    Tsumo {
        /// Paid by the dealer (0 when the winner is the dealer).
        dealer: u32,
        /// Paid by each non-dealer.
        non_dealer: u32,
    },
}

impl Payment {
    /// The winner's gain from the payments (without riichi deposits), at four players.
    pub fn total(self, winner_is_dealer: bool) -> u32 {
        self.total_at(winner_is_dealer, 4)
    }

    /// The winner's gain from the payments at a table of `seats` players (3 in sanma,
    /// where a tsumo has one payer fewer).
    pub fn total_at(self, winner_is_dealer: bool, seats: usize) -> u32 {
        let others = seats.saturating_sub(1) as u32;
        match self {
            Payment::Ron { total } => total,
            Payment::Tsumo { dealer, non_dealer } => {
                if winner_is_dealer {
                    others * non_dealer
                } else {
                    dealer + others.saturating_sub(1) * non_dealer
                }
            }
        }
    }
}

/// The payment for `basic` points under `rules`: as [`payment`] at four players; in
/// sanma a ron's honba is 200 points a counter, and a tsumo is paid by the two others as
/// [`Sanma::tsumo`](crate::sanma::Sanma::tsumo) says (tsumo loss, or the absent seat's
/// share split between them).
pub fn payment_under(
    basic: u32,
    dealer: bool,
    tsumo: bool,
    honba: u32,
    rules: &Ruleset,
) -> Payment {
    let Some(sanma) = rules.sanma else {
        return payment(basic, dealer, tsumo, honba);
    };
    match payment(basic, dealer, tsumo, 0) {
        Payment::Ron { total } => Payment::Ron {
            total: total + 200 * honba,
        },
        Payment::Tsumo {
            dealer: d,
            non_dealer,
        } => {
            // The share the absent (non-dealer) seat would have paid.
            let missing = non_dealer;
            let half = match sanma.tsumo {
                SanmaTsumo::TsumoLoss => 0,
                SanmaTsumo::NorthBisection => round_up_100(missing.div_ceil(2)),
            };
            Payment::Tsumo {
                dealer: if dealer { 0 } else { d + half + 100 * honba },
                non_dealer: non_dealer + half + 100 * honba,
            }
        }
    }
}

/// The payment for `basic` points, for a dealer or not, by tsumo or ron, with `honba`.
pub fn payment(basic: u32, dealer: bool, tsumo: bool, honba: u32) -> Payment {
    match (tsumo, dealer) {
        (false, false) => Payment::Ron {
            total: round_up_100(basic * 4) + 300 * honba,
        },
        (false, true) => Payment::Ron {
            total: round_up_100(basic * 6) + 300 * honba,
        },
        (true, false) => Payment::Tsumo {
            dealer: round_up_100(basic * 2) + 100 * honba,
            non_dealer: round_up_100(basic) + 100 * honba,
        },
        (true, true) => Payment::Tsumo {
            dealer: 0,
            non_dealer: round_up_100(basic * 2) + 100 * honba,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sanma::Sanma;

    /// Sanma's tsumo loss (riichi.wiki, "Sanma": "for tsumo … the total points for tsumo is
    /// less"): a non-dealer's mangan is 4,000 + 2,000, a dealer's 4,000 from each of two;
    /// a ron is as at four players. Honba: 200 a counter on a ron, 100 from each payer on a
    /// tsumo (a non-dealer's mangan at 2 honba: 8,400 by ron, 4,200 + 2,200 by tsumo).
    #[test]
    fn a_sanma_tsumo_loses_the_absent_seats_share_and_honba_is_200_a_counter() {
        let rules = Ruleset::tenhou_sanma();
        let tsumo = payment_under(2000, false, true, 0, &rules);
        assert_eq!(
            tsumo,
            Payment::Tsumo {
                dealer: 4000,
                non_dealer: 2000
            }
        );
        assert_eq!(tsumo.total_at(false, 3), 6000);
        let dealer = payment_under(2000, true, true, 0, &rules);
        assert_eq!(dealer.total_at(true, 3), 8000);
        assert_eq!(
            payment_under(2000, false, false, 0, &rules).total_at(false, 3),
            8000
        );
        assert_eq!(
            payment_under(2000, false, false, 2, &rules).total_at(false, 3),
            8400
        );
        assert_eq!(
            payment_under(2000, false, true, 2, &rules),
            Payment::Tsumo {
                dealer: 4200,
                non_dealer: 2200
            }
        );
    }

    /// North bisection (Mahjong Soul's option, mahjongcollege.com on ツモ損: 子から3000点・
    /// 親から5000点): the absent seat's share is split between the two payers.
    #[test]
    fn north_bisection_splits_the_absent_seats_share() {
        let rules = Ruleset {
            sanma: Some(Sanma {
                tsumo: SanmaTsumo::NorthBisection,
                ..Sanma::RANKED
            }),
            ..Ruleset::tenhou_sanma()
        };
        assert_eq!(
            payment_under(2000, false, true, 0, &rules),
            Payment::Tsumo {
                dealer: 5000,
                non_dealer: 3000
            }
        );
        assert_eq!(
            payment_under(2000, true, true, 0, &rules).total_at(true, 3),
            12000
        );
    }

    /// At four players nothing changes.
    #[test]
    fn four_players_pay_as_before() {
        let rules = Ruleset::tenhou();
        for (dealer, tsumo, honba) in [(false, true, 1), (true, false, 2), (true, true, 0)] {
            assert_eq!(
                payment_under(2600, dealer, tsumo, honba, &rules),
                payment(2600, dealer, tsumo, honba)
            );
        }
    }
}
