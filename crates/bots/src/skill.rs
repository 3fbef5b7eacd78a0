//! What a level weighs in its choices: how it values hands ([`Style`]) and what it reads
//! and risks ([`Skill`]). Normal and Hard differ only here.

use super::threat::Threat;

/// Chance per turn, beyond the average pace of hands, that an opponent who is tenpai (but
/// not in riichi, where the level's own reckoning counts) ends the hand by winning.
pub const TENPAI_HAZARD: f64 = 0.05;

/// How a style of play values a hand (the levels differ here).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Ron chances per turn, as a share of the tsumo chance, after riichi (opponents
    /// fold against it).
    pub ron_riichi: f64,
    /// The same for a tenpai hand without riichi (opponents keep discarding freely).
    pub ron_dama: f64,
    /// Whether a closed tenpai hand may stay without riichi when that is worth more.
    pub dama: bool,
    /// Whether 1-shanten hands look ahead to the tenpai each useful tile gives.
    pub lookahead: bool,
    /// Whether 2-shanten hands look two draws ahead (each useful tile, the discard that
    /// keeps most acceptance, then the 1-shanten road), so that their shape beyond the
    /// next step and the yaku and dora of the tenpai they reach count, instead of a
    /// typical road and a rough value.
    pub second_step: bool,
    /// Points that being tenpai when the wall runs out is worth against being noten (the
    /// noten payments: 3,000 points go from the noten hands to the tenpai ones, which
    /// moves 2,500 to 3,000 points between a tenpai and a noten seat).
    pub tenpai_worth: f64,
    /// What a dealer's tenpai at the draw adds by keeping the deal (another dealer hand,
    /// worth about 900 points more than a hand as non-dealer over Hard's arena games).
    pub dealer_keeps: f64,
}

impl Style {
    /// Hard: dama where it pays. Ron chances as measured in majiang-ai's games (over
    /// 900 wins): a riichi wins by ron 1.4 times as often as by tsumo, an open hand 2.5
    /// times (players fold against riichi, not against a quiet or open tenpai). Tenpai at
    /// a draw at its worth by the noten payments, and a dealer's more.
    pub const HARD: Style = Style {
        ron_riichi: 1.4,
        ron_dama: 2.4,
        dama: true,
        lookahead: true,
        second_step: true,
        tenpai_worth: 2500.0,
        dealer_keeps: 1000.0,
    };
}

/// What a level weighs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Skill {
    /// How hands are valued.
    pub style: Style,
    /// Threats other than riichi (open hands, late quiet hands) count.
    pub read_open_hands: bool,
    /// Calls are judged by value; otherwise only yakuhai pon.
    pub judge_calls: bool,
    /// A folded hand's prospects still count this much.
    pub folded_share: f64,
    /// Deal-in chance of each discard still to come while pushing (per opponent tenpai).
    pub future_danger: f64,
    /// The last hand is played for places.
    pub placement: bool,
    /// A call is made when it is worth more than passing times this (plus 100 points).
    pub call_margin: f64,
    /// Points a win is worth beyond its score for ending the hand.
    pub ends_hand: f64,
    /// Turns of discards a hand that can still fold counts as risked by attacking.
    pub free_turns: f64,
    /// The same against a riichi: certainly tenpai and never folding, its danger lasts
    /// every turn the attacking hand still needs, so fewer of them are free.
    pub riichi_turns: f64,
    /// Chance per turn that a riichi on the table ends the hand by winning, beyond the
    /// average pace of hands (for other threats: [`TENPAI_HAZARD`] times their tenpai chance).
    pub riichi_hazard: f64,
    /// Share of a discard's prospects that count when it goes back a step in shanten.
    pub back_off: f64,
}

impl Skill {
    /// The Normal level: always riichi; reads only riichi as a threat, and folds sooner
    /// against it (it counts five discards to come as risked, where Hard counts the next
    /// one or two and weighs again every turn); calls nothing but a yakuhai pon; values
    /// a 1-shanten hand by its acceptance, without looking a draw ahead; counts tenpai at
    /// a draw at 1,500 points, dealer or not; plays the last hand for points like any
    /// other. Made this much simpler than Hard so that the levels are a ladder a player
    /// can feel (issue 33): against three Hard it places 0.11 ± 0.11 worse than with
    /// Hard's calls and look-ahead (600 paired games, `selfplay -- 600 normal hard 11`).
    pub const NORMAL: Skill = Skill {
        style: Style {
            ron_riichi: 1.4,
            ron_dama: 2.4,
            dama: false,
            lookahead: false,
            second_step: false,
            tenpai_worth: 1500.0,
            dealer_keeps: 0.0,
        },
        read_open_hands: false,
        judge_calls: false,
        folded_share: 0.2,
        future_danger: 0.04,
        back_off: 0.6,
        placement: false,
        call_margin: 1.05,
        ends_hand: 1000.0,
        free_turns: 5.0,
        riichi_turns: 5.0,
        riichi_hazard: 0.05,
    };

    /// The Hard level: looks two draws ahead from 2-shanten; counts tenpai at a draw at
    /// the noten payments' 2,500 points (a dealer's 3,500, as it keeps the deal); also
    /// reads open hands and late quiet hands as threats, counts four discards to come as
    /// risked against a riichi (and a riichi on the table as ending the hand about one
    /// turn in eleven), stays dama when that is worth more (and against a threat, when
    /// riichi's commitment to push is not paid for), weighs again every turn whether to
    /// push, and plays the last hand for places.
    pub const HARD: Skill = Skill {
        style: Style::HARD,
        read_open_hands: true,
        judge_calls: true,
        folded_share: 0.2,
        future_danger: 0.04,
        back_off: 0.6,
        placement: true,
        call_margin: 1.05,
        ends_hand: 1000.0,
        free_turns: 1.5,
        riichi_turns: 4.0,
        riichi_hazard: 0.09,
    };

    /// Chance per turn that `th` ends the hand by winning, beyond the average pace.
    pub fn hazard_of(&self, th: &Threat) -> f64 {
        if th.riichi {
            self.riichi_hazard
        } else {
            th.tenpai * TENPAI_HAZARD
        }
    }

    /// Discards to come that an attacking hand which can still fold counts as risked
    /// against `th`.
    pub fn free_turns_against(&self, th: &Threat) -> f64 {
        if th.riichi {
            self.riichi_turns
        } else {
            self.free_turns
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rinshan_rules::noten::noten_payments;

    /// Push or fold (the strategy books): a riichi is certainly tenpai and never folds, so
    /// Hard counts more discards to come as risked against it, and a quicker end to the
    /// hand, than against an open hand just as likely tenpai; Normal folds early against
    /// any riichi and reads no other threat.
    #[test]
    fn a_riichi_weighs_more_than_an_open_tenpai_for_hard() {
        let riichi = Threat {
            tenpai: 1.0,
            riichi: true,
            ..Threat::default()
        };
        let open = Threat {
            tenpai: 1.0,
            ..Threat::default()
        };
        let hard = Skill::HARD;
        assert!(hard.free_turns_against(&riichi) > hard.free_turns_against(&open));
        assert!(hard.hazard_of(&riichi) > hard.hazard_of(&open));
        let normal = Skill::NORMAL;
        assert_eq!(
            normal.free_turns_against(&riichi),
            normal.free_turns_against(&open)
        );
        assert_eq!(normal.hazard_of(&riichi), normal.hazard_of(&open));
    }

    /// Noten payments (Tenhou, Mahjong Soul, EMA): at an exhaustive draw the noten hands
    /// pay 3,000 points, shared among the tenpai ones. Tenpai instead of noten moves a
    /// seat by 2,500 points (one or two others tenpai) to 3,000 (none or all three): Hard
    /// counts it within that range, and a dealer's tenpai, which keeps the deal, for more.
    #[test]
    fn hard_counts_tenpai_at_a_draw_at_the_noten_payments() {
        // The seat's gain from being tenpai rather than noten, with 0 to 3 others tenpai.
        let swings: Vec<f64> = (0..=3)
            .map(|others| {
                let mut seats = std::array::from_fn(|s| s > 0 && s <= others);
                seats[0] = true;
                let tenpai = noten_payments(&seats)[0];
                seats[0] = false;
                f64::from(tenpai - noten_payments(&seats)[0])
            })
            .collect();
        assert_eq!(swings, [3000.0, 2500.0, 2500.0, 3000.0]);
        let hard = Style::HARD;
        assert!((2500.0..=3000.0).contains(&hard.tenpai_worth));
        assert!(hard.dealer_keeps > 0.0);
    }
}
