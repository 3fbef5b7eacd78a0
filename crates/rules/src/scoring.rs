//! Scoring a win: every reading of the hand is scored (yaku, dora, fu, points) and the
//! highest-scoring one is the result, as the rules require.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::decompose::{readings_of, Reading, Wait};
use super::fu::{count_fu, Fu};
use super::hand::{Hand, HandError};
use super::points::{basic_points, limit_basic, payment_under, Limit, Payment};
use super::ruleset::Ruleset;
use super::tile::{Tile, TileKind};
use super::win::{ImpossibleWin, RiichiState, Win};
use super::yaku::{find_yaku, find_yakuman, Yaku, YakuInput, Yakuman};

/// Why a win could not be scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScoreError {
    /// The hand plus the winning tile is not a legal hand.
    Hand(HandError),
    /// The circumstances contradict each other.
    Impossible(ImpossibleWin),
    /// The hand with the winning tile is not complete.
    NotComplete,
    /// The hand is complete but has no yaku (dora alone are not a yaku).
    NoYaku,
    /// Rinshan kaihou needs a kan in the hand.
    RinshanWithoutKan,
    /// Riichi is only possible with a closed hand.
    RiichiWithOpenHand,
    /// Tenhou and chiihou allow no meld, not even an ankan.
    FirstDrawWithMelds,
}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScoreError::Hand(e) => write!(f, "{e}"),
            ScoreError::Impossible(e) => write!(f, "{e}"),
            ScoreError::NotComplete => f.write_str("the hand with this tile is not a winning hand"),
            ScoreError::NoYaku => f.write_str("the hand has no yaku (dora alone do not count)"),
            ScoreError::RinshanWithoutKan => f.write_str("rinshan kaihou needs a kan in the hand"),
            ScoreError::RiichiWithOpenHand => f.write_str("riichi needs a closed hand"),
            ScoreError::FirstDrawWithMelds => {
                f.write_str("tenhou and chiihou need a hand with no meld, not even an ankan")
            }
        }
    }
}

impl std::error::Error for ScoreError {}

/// The score of a win.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandScore {
    /// Yaku with the han each is worth in this hand (empty for a yakuman).
    pub yaku: Vec<(Yaku, u8)>,
    /// Yakuman with their multipliers (empty below yakuman).
    pub yakuman: Vec<(Yakuman, u8)>,
    /// Dora from the indicators (kan dora included).
    pub dora: u8,
    /// Ura dora (riichi only).
    pub ura_dora: u8,
    /// Red fives.
    pub red_fives: u8,
    /// Dora from the North tiles set aside (kita, sanma): one each, one more each for
    /// every dora indicator (and, with riichi, ura-dora indicator) pointing to North.
    #[serde(default)]
    pub kita: u8,
    /// Total han, dora included (0 for a yakuman).
    pub han: u32,
    /// The fu count.
    pub fu: Fu,
    /// How the winning tile completed the hand in the chosen reading.
    pub wait: Wait,
    /// The limit reached, if any.
    pub limit: Option<Limit>,
    /// Basic points.
    pub basic: u32,
    /// Who pays what (honba included).
    pub payment: Payment,
    /// Riichi deposits collected.
    pub deposits: u32,
    /// Everything the winner gains: payments plus deposits.
    pub gain: u32,
}

/// Scores `hand` (without the winning tile) won on `win.tile` under `rules`.
pub fn score(hand: &Hand, win: &Win, rules: &Ruleset) -> Result<HandScore, ScoreError> {
    win.validate().map_err(ScoreError::Impossible)?;
    // The hand with the winning tile, checked but not built (no copy of its tiles).
    let concealed = hand.counts_with(win.tile).map_err(ScoreError::Hand)?;
    let closed = hand.is_closed();
    let melds = hand.melds();
    if win.riichi != RiichiState::None && !closed {
        return Err(ScoreError::RiichiWithOpenHand);
    }
    if win.rinshan && win.kita == 0 && !melds.iter().any(|m| m.kind().is_kan()) {
        return Err(ScoreError::RinshanWithoutKan);
    }
    if (win.tenhou || win.chiihou) && !melds.is_empty() {
        return Err(ScoreError::FirstDrawWithMelds);
    }
    let mut held = [0u8; 34];
    let mut red_fives = 0u8;
    for t in hand.all_tiles().chain(std::iter::once(win.tile)) {
        held[t.kind().index()] += 1;
        red_fives += u8::from(t.is_red());
    }
    let kinds = held.map(|n| n > 0);
    let dora_in = |indicators: &[Tile]| -> u8 {
        indicators
            .iter()
            .map(|ind| held[rules.dora_of(ind.kind()).index()])
            .sum()
    };
    let dora = dora_in(&win.dora_indicators);
    let riichi = win.riichi != RiichiState::None;
    let ura_dora = if riichi {
        dora_in(&win.ura_indicators)
    } else {
        0
    };
    // Kita: each North set aside is a dora, and one more for each indicator pointing to
    // North ("If west is the dora indicator, then kita is counted as two dora":
    // riichi.wiki, "Sanma"); the ura-dora indicators count for a riichi hand as the
    // indicators do.
    let north = TileKind::wind(3);
    let to_north = |indicators: &[Tile]| {
        indicators
            .iter()
            .filter(|i| rules.dora_of(i.kind()) == north)
            .count() as u8
    };
    let ura_north = if riichi {
        to_north(&win.ura_indicators)
    } else {
        0
    };
    let kita = win
        .kita
        .saturating_mul(1 + to_north(&win.dora_indicators) + ura_north);
    let ron = !win.is_tsumo();
    let options = readings_of(&concealed, melds, win.tile.kind(), ron);
    if options.is_empty() {
        return Err(ScoreError::NotComplete);
    }
    let bonus = u32::from(dora) + u32::from(ura_dora) + u32::from(red_fives) + u32::from(kita);
    let scored = options.iter().filter_map(|reading| {
        let input = YakuInput {
            reading,
            win,
            closed,
            concealed: &concealed,
            kinds: &kinds,
        };
        score_reading(&input, rules, bonus, (dora, ura_dora, red_fives, kita))
    });
    scored
        .max_by_key(|s| (s.gain, s.han, s.fu.total))
        .ok_or(ScoreError::NoYaku)
}

fn score_reading(
    input: &YakuInput<'_>,
    rules: &Ruleset,
    bonus: u32,
    (dora, ura_dora, red_fives, kita): (u8, u8, u8, u8),
) -> Option<HandScore> {
    let win = input.win;
    let reading: &Reading = input.reading;
    let yakuman = find_yakuman(input);
    let dealer = win.is_dealer();
    let tsumo = win.is_tsumo();
    let deposits = 1000 * win.riichi_deposits;
    if !yakuman.is_empty() {
        let mut with_mult: Vec<(Yakuman, u8)> =
            yakuman.iter().map(|&y| (y, y.multiplier(rules))).collect();
        if !rules.yakuman_stacking {
            super::small_sort::sort_small_by_key(&mut with_mult, |&(_, m)| std::cmp::Reverse(m));
            with_mult.truncate(1);
        }
        let total: u8 = with_mult.iter().map(|&(_, m)| m).sum();
        let limit = Limit::Yakuman(total);
        let basic = limit_basic(limit);
        let pay = payment_under(basic, dealer, tsumo, win.honba, rules);
        return Some(HandScore {
            yaku: Vec::new(),
            yakuman: with_mult,
            dora: 0,
            ura_dora: 0,
            red_fives: 0,
            kita: 0,
            han: 0,
            fu: count_fu(reading, win, input.closed, false, rules),
            wait: reading.wait,
            limit: Some(limit),
            basic,
            payment: pay,
            deposits,
            gain: pay.total_at(dealer, rules.seat_count()) + deposits,
        });
    }
    let found = find_yaku(input);
    let mut yaku: Vec<(Yaku, u8)> = found
        .iter()
        .filter(|&&y| !superseded(y, &found))
        .filter_map(|&y| y.han(input.closed, rules).map(|h| (y, h)))
        .collect();
    if yaku.is_empty() {
        return None;
    }
    super::small_sort::sort_small_by_key(&mut yaku, |&(y, _)| y as u8);
    let pinfu = yaku.iter().any(|&(y, _)| y == Yaku::Pinfu);
    let fu = count_fu(reading, win, input.closed, pinfu, rules);
    let han = yaku.iter().map(|&(_, h)| u32::from(h)).sum::<u32>() + bonus;
    let (basic, limit) = basic_points(han, fu.total, rules);
    let pay = payment_under(basic, dealer, tsumo, win.honba, rules);
    Some(HandScore {
        yaku,
        yakuman: Vec::new(),
        dora,
        ura_dora,
        red_fives,
        kita,
        han,
        fu,
        wait: reading.wait,
        limit,
        basic,
        payment: pay,
        deposits,
        gain: pay.total_at(dealer, rules.seat_count()) + deposits,
    })
}

/// Yaku that a stronger yaku of the same family replaces.
fn superseded(y: Yaku, found: &[Yaku]) -> bool {
    let has = |x: Yaku| found.contains(&x);
    match y {
        Yaku::Riichi => has(Yaku::DoubleRiichi),
        Yaku::Iipeikou => has(Yaku::Ryanpeikou),
        Yaku::Chanta => has(Yaku::Junchan) || has(Yaku::Honroutou),
        Yaku::Honitsu => has(Yaku::Chinitsu),
        _ => false,
    }
}
