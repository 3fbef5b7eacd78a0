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
    /// The winner's gain from the payments (without riichi deposits).
    pub fn total(self, winner_is_dealer: bool) -> u32 {
        match self {
            Payment::Ron { total } => total,
            Payment::Tsumo { dealer, non_dealer } => {
                if winner_is_dealer {
                    3 * non_dealer
                } else {
                    dealer + 2 * non_dealer
                }
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
