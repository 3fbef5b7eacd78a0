//! Scoring three-player (sanma) hands: kita as dora, the 1-man indicator, tsumo loss and
//! sanma's honba, rinshan kaihou on a kita's replacement tile (riichi.wiki, "Sanma";
//! "Tenhou.net rules", 三人打ち; "Majsoul", 3P).

mod support;

use rinshan::rules::{Ruleset, ScoreError};
use support::{check, try_score};

/// A closed pinfu tanyao hand waiting on 3p-6p (no 2-8m in sanma).
const TANYAO: &str = "234p456p678s33s45p";

/// "North tiles … as nukidora: … it would be counted as dora" — one han each; with West
/// as the indicator each counts twice. Kita is not part of the hand: tanyao stays.
#[test]
fn each_kita_is_a_dora_and_twice_under_a_west_indicator() {
    let r = Ruleset::tenhou_sanma();
    // Riichi, pinfu, tanyao and two kita (the indicator 9p makes no dora): mangan.
    check(
        &r,
        TANYAO,
        "3p",
        "riichi kita=2 dora=9p",
        &["Riichi", "Pinfu", "Tanyao"],
        5,
        30,
        "8000",
    );
    let s = try_score(TANYAO, "3p", "riichi kita=2 dora=3z", &r).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.kita, 4, "two kita, West indicator: each twice");
    assert_eq!(s.dora, 0);
}

/// Kita is dora, not a yaku: a hand with only kita cannot win.
#[test]
fn kita_alone_is_no_yaku() {
    let r = Ruleset::tenhou_sanma();
    let open = "234p456p33s45p pon:666s";
    assert!(matches!(
        try_score(open, "3p", "kita=3", &r),
        Ok(s) if s.yaku.iter().any(|(y, _)| y.name() == "Tanyao")
    ));
    assert!(matches!(
        try_score("234p456p33s45p pon:999s", "3p", "kita=3", &r),
        Err(ScoreError::NoYaku)
    ));
}

/// 「ドラ表示「一萬」のドラは「九萬」」: a 1-man indicator makes the 9-man dora.
#[test]
fn a_one_man_indicator_points_to_the_nine_man() {
    let r = Ruleset::tenhou_sanma();
    let s = try_score("99m234p456p678s45s", "6s", "riichi dora=1m", &r)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.dora, 2);
    let four = try_score(
        "99m234p456p678s45s",
        "6s",
        "riichi dora=1m",
        &Ruleset::tenhou(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        four.dora, 0,
        "at four players the 1-man points to the 2-man"
    );
}

/// Tsumo loss: a non-dealer's mangan by tsumo is 4,000 + 2,000 and nobody pays the absent
/// North's share; at 1 honba each payer adds 100.
#[test]
fn a_sanma_tsumo_is_paid_by_two() {
    let r = Ruleset::tenhou_sanma();
    // Riichi, menzen tsumo, pinfu, tanyao and one kita: mangan.
    let s = try_score(TANYAO, "3p", "riichi tsumo kita=1 dora=9p honba=1", &r)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.han, 5);
    assert_eq!(s.gain, 4100 + 2100);
}

/// "If the player wins off of the dead wall draw from calling a nukidora tile, they are
/// awarded rinshan" (riichi.wiki, "Sanma"): no kan is needed when a kita was made.
#[test]
fn rinshan_kaihou_after_a_kita_needs_no_kan() {
    let r = Ruleset::tenhou_sanma();
    let s = try_score(TANYAO, "3p", "tsumo rinshan kita=1", &r).unwrap_or_else(|e| panic!("{e}"));
    assert!(s.yaku.iter().any(|(y, _)| y.name() == "Rinshan kaihou"));
    assert!(matches!(
        try_score(TANYAO, "3p", "tsumo rinshan", &r),
        Err(ScoreError::RinshanWithoutKan)
    ));
}
