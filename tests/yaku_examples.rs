//! Worked examples, one or more per yaku: each case gives the hand (without the winning
//! tile), the winning tile and circumstances, and the yaku, han, fu and payment a rule
//! book gives for it. Seats default to South in the East round; `dealer` makes the winner
//! East. Payments read like a score table: `7700` ron, `1000-2000` non-dealer tsumo
//! (non-dealers–dealer), `2000 all` dealer tsumo.

mod support;

use rinshan::rules::Ruleset;
use support::check;

fn tenhou() -> Ruleset {
    Ruleset::tenhou()
}

/// Riichi (1 han); closed ron adds 10 fu; a dragon pair adds 2 fu and denies pinfu.
#[test]
fn riichi() {
    let r = tenhou();
    check(
        &r,
        "123m456p789s23s55z",
        "1s",
        "riichi",
        &["Riichi"],
        1,
        40,
        "1300",
    );
    check(
        &r,
        "123m456p789s23s55z",
        "4s",
        "riichi dealer",
        &["Riichi"],
        1,
        40,
        "2000",
    );
    check(
        &r,
        "123m456p789s23s55z",
        "1s",
        "riichi tsumo",
        &["Riichi", "Menzen tsumo"],
        2,
        30,
        "500-1000",
    );
}

/// Double riichi (2 han) replaces riichi.
#[test]
fn double_riichi() {
    let r = tenhou();
    check(
        &r,
        "123m456p789s23s55z",
        "1s",
        "double-riichi",
        &["Double riichi"],
        2,
        40,
        "2600",
    );
}

/// Ippatsu (1 han) with riichi.
#[test]
fn ippatsu() {
    let r = tenhou();
    check(
        &r,
        "123m456p789s23s55z",
        "1s",
        "riichi ippatsu",
        &["Riichi", "Ippatsu"],
        2,
        40,
        "2600",
    );
}

/// Menzen tsumo (1 han) and pinfu (1 han): pinfu tsumo is a flat 20 fu, pinfu ron 30.
#[test]
fn pinfu_and_menzen_tsumo() {
    let r = tenhou();
    check(
        &r,
        "123m456p234s78s55p",
        "9s",
        "tsumo",
        &["Menzen tsumo", "Pinfu"],
        2,
        20,
        "400-700",
    );
    check(
        &r,
        "123m456p234s78s55p",
        "6s",
        "tsumo dealer",
        &["Menzen tsumo", "Pinfu"],
        2,
        20,
        "700 all",
    );
    check(
        &r,
        "123m456p234s78s55p",
        "6s",
        "",
        &["Pinfu"],
        1,
        30,
        "1000",
    );
    check(
        &r,
        "123m456p234s78s55p",
        "6s",
        "dealer",
        &["Pinfu"],
        1,
        30,
        "1500",
    );
}

/// Pinfu needs a two-sided wait: a kanchan or penchan reading gives no pinfu.
#[test]
fn pinfu_needs_ryanmen() {
    let r = tenhou();
    // 123m 456p 79s: kanchan on 8s, 2 fu.
    check(
        &r,
        "123m456p234s79s55p",
        "8s",
        "riichi",
        &["Riichi"],
        1,
        40,
        "1300",
    );
    // 12s waits on 3s only: penchan.
    check(
        &r,
        "456m456p789s12s88p",
        "3s",
        "riichi",
        &["Riichi"],
        1,
        40,
        "1300",
    );
}

/// A five-tile run 34567m waits on 2m, 5m and 8m; each win reads as a two-sided wait
/// (345m + 67m, 34m + 567m, 345m + 67m), so pinfu counts on all three.
#[test]
fn best_wait_reading_wins() {
    let r = tenhou();
    check(
        &r,
        "34567m789p234s88p",
        "2m",
        "riichi",
        &["Riichi", "Pinfu"],
        2,
        30,
        "2000",
    );
    check(
        &r,
        "34567m789p234s88p",
        "5m",
        "riichi",
        &["Riichi", "Pinfu"],
        2,
        30,
        "2000",
    );
    check(
        &r,
        "34567m789p234s88p",
        "8m",
        "riichi",
        &["Riichi", "Pinfu"],
        2,
        30,
        "2000",
    );
}

/// Pinfu is denied by a yakuhai pair (seat wind here), but not by an ordinary wind pair.
#[test]
fn pinfu_and_wind_pairs() {
    let r = tenhou();
    check(
        &r,
        "123m456p234s78s22z",
        "9s",
        "riichi",
        &["Riichi"],
        1,
        40,
        "1300",
    );
    check(
        &r,
        "123m456p234s78s44z",
        "9s",
        "riichi",
        &["Riichi", "Pinfu"],
        2,
        30,
        "2000",
    );
}

/// Tanyao (1 han), closed, and open with kuitan; no kuitan in the classic rules.
#[test]
fn tanyao() {
    let r = tenhou();
    check(
        &r,
        "234m456p345s67s88p",
        "5s",
        "",
        &["Tanyao", "Pinfu"],
        2,
        30,
        "2000",
    );
    check(
        &r,
        "234m456p345s67s88p",
        "8s",
        "dealer",
        &["Tanyao", "Pinfu"],
        2,
        30,
        "2900",
    );
    check(
        &r,
        "234m456p678s5s pon:888p",
        "5s",
        "",
        &["Tanyao"],
        1,
        30,
        "1000",
    );
    let classic = Ruleset::classic();
    let err = support::try_score("234m456p678s5s pon:888p", "5s", "", &classic).err();
    assert_eq!(err, Some(rinshan::rules::ScoreError::NoYaku));
}

/// Iipeikou (1 han, closed only).
#[test]
fn iipeikou() {
    let r = tenhou();
    check(
        &r,
        "112233m456p78s99p",
        "9s",
        "",
        &["Iipeikou", "Pinfu"],
        2,
        30,
        "2000",
    );
    check(
        &r,
        "112233m456p78s99p",
        "6s",
        "tsumo",
        &["Iipeikou", "Pinfu", "Menzen tsumo"],
        3,
        20,
        "700-1300",
    );
}

/// Yakuhai: a dragon triplet (1 han), the seat wind and the round wind; a double wind
/// triplet is 2 han.
#[test]
fn yakuhai() {
    let r = tenhou();
    check(
        &r,
        "123m456p789s5p pon:777z",
        "5p",
        "",
        &["Yakuhai (chun)"],
        1,
        30,
        "1000",
    );
    check(
        &r,
        "123m456p789s5p pon:555z",
        "5p",
        "",
        &["Yakuhai (haku)"],
        1,
        30,
        "1000",
    );
    check(
        &r,
        "123m456p789s5p pon:666z",
        "5p",
        "dealer",
        &["Yakuhai (hatsu)"],
        1,
        30,
        "1500",
    );
    check(
        &r,
        "123m456p789s5p pon:222z",
        "5p",
        "",
        &["Yakuhai (seat wind)"],
        1,
        30,
        "1000",
    );
    check(
        &r,
        "123m456p789s5p pon:111z",
        "5p",
        "dealer",
        &["Yakuhai (seat wind)", "Yakuhai (round wind)"],
        2,
        30,
        "2900",
    );
    check(
        &r,
        "123m456p789s5p pon:222z",
        "5p",
        "round=2z seat=3z",
        &["Yakuhai (round wind)"],
        1,
        30,
        "1000",
    );
    // A wind that is neither seat nor round wind is no yaku.
    let err = support::try_score("123m456p789s5p pon:444z", "5p", "", &r).err();
    assert_eq!(err, Some(rinshan::rules::ScoreError::NoYaku));
}

/// Haitei (tsumo on the last tile) and houtei (ron on the last discard), 1 han each.
#[test]
fn haitei_and_houtei() {
    let r = tenhou();
    check(
        &r,
        "123m456p789s23s55z",
        "1s",
        "tsumo haitei",
        &["Menzen tsumo", "Haitei raoyue"],
        2,
        30,
        "500-1000",
    );
    check(
        &r,
        "123m456p789s23s55z",
        "1s",
        "houtei",
        &["Houtei raoyui"],
        1,
        40,
        "1300",
    );
    check(
        &r,
        "234m456p678s5s pon:777z",
        "5s",
        "houtei",
        &["Yakuhai (chun)", "Houtei raoyui"],
        2,
        30,
        "2000",
    );
}

/// Sanshoku doujun: 2 han closed, 1 open (kuisagari).
#[test]
fn sanshoku_doujun() {
    let r = tenhou();
    check(
        &r,
        "123m123p12s789m55p",
        "3s",
        "",
        &["Sanshoku doujun"],
        2,
        40,
        "2600",
    );
    check(
        &r,
        "123m123p789m5p chii:123s",
        "5p",
        "",
        &["Sanshoku doujun"],
        1,
        30,
        "1000",
    );
}

/// Ittsuu: 2 han closed, 1 open.
#[test]
fn ittsuu() {
    let r = tenhou();
    check(
        &r,
        "123456789m23p55s",
        "1p",
        "",
        &["Ittsuu", "Pinfu"],
        3,
        30,
        "3900",
    );
    check(
        &r,
        "123456m23p55s chii:789m",
        "4p",
        "",
        &["Ittsuu"],
        1,
        30,
        "1000",
    );
}

/// Chanta: 2 han closed, 1 open; a triplet completed by ron counts as open for fu.
#[test]
fn chanta() {
    let r = tenhou();
    check(
        &r,
        "123m789p789s99m11z",
        "1z",
        "",
        &["Chanta", "Yakuhai (round wind)"],
        3,
        40,
        "5200",
    );
    check(
        &r,
        "123m789p99m11z chii:789s",
        "1z",
        "",
        &["Chanta", "Yakuhai (round wind)"],
        2,
        30,
        "2000",
    );
}

/// Junchan: 3 han closed, 2 open.
#[test]
fn junchan() {
    let r = tenhou();
    check(
        &r,
        "123m789p789s99m11p",
        "1p",
        "",
        &["Junchan"],
        3,
        40,
        "5200",
    );
    check(
        &r,
        "123m789p99m11p chii:789s",
        "1p",
        "",
        &["Junchan"],
        2,
        30,
        "2000",
    );
}

/// Toitoi, sanankou and honroutou, 2 han each.
#[test]
fn toitoi_sanankou_honroutou() {
    let r = tenhou();
    check(
        &r,
        "111m999p111s99s11z",
        "9s",
        "",
        &["Toitoi", "Sanankou", "Honroutou"],
        6,
        60,
        "12000",
    );
    check(
        &r,
        "111m333p555s78s22p",
        "6s",
        "",
        &["Sanankou"],
        2,
        50,
        "3200",
    );
    check(
        &r,
        "55m88p pon:222s pon:777p pon:333m",
        "5m",
        "",
        &["Toitoi", "Tanyao"],
        3,
        30,
        "3900",
    );
}

/// Shousangen: 2 han, plus the two dragon triplets.
#[test]
fn shousangen() {
    let r = tenhou();
    check(
        &r,
        "555z666z77z123m45p",
        "3p",
        "",
        &["Shousangen", "Yakuhai (haku)", "Yakuhai (hatsu)"],
        4,
        50,
        "8000",
    );
}

/// Honitsu 3 han closed / 2 open; chinitsu 6 / 5.
#[test]
fn honitsu_and_chinitsu() {
    let r = tenhou();
    check(
        &r,
        "123m456m789m11z22z",
        "2z",
        "",
        &["Honitsu", "Ittsuu", "Yakuhai (seat wind)"],
        6,
        40,
        "12000",
    );
    check(
        &r,
        "123m456m789m234m5m",
        "5m",
        "",
        &["Chinitsu", "Ittsuu"],
        8,
        40,
        "16000",
    );
    check(
        &r,
        "123m55m11z chii:456m chii:789m",
        "1z",
        "",
        &["Honitsu", "Ittsuu", "Yakuhai (round wind)"],
        4,
        30,
        "7700",
    );
    check(
        &r,
        "234m666m88m99m chii:345m",
        "8m",
        "tsumo",
        &["Chinitsu"],
        5,
        30,
        "2000-4000",
    );
}

/// Ryanpeikou (3 han) beats reading the same tiles as chiitoitsu (2 han).
#[test]
fn ryanpeikou_over_chiitoitsu() {
    let r = tenhou();
    check(
        &r,
        "112233m445566p7s",
        "7s",
        "",
        &["Ryanpeikou"],
        3,
        40,
        "5200",
    );
}

/// Chiitoitsu: 2 han, always 25 fu.
#[test]
fn chiitoitsu() {
    let r = tenhou();
    check(
        &r,
        "1122m3344p5566s7z",
        "7z",
        "",
        &["Chiitoitsu"],
        2,
        25,
        "1600",
    );
    check(
        &r,
        "1122m3344p5566s7z",
        "7z",
        "tsumo",
        &["Chiitoitsu", "Menzen tsumo"],
        3,
        25,
        "800-1600",
    );
    check(
        &r,
        "2244m3355p6688s7s",
        "7s",
        "",
        &["Chiitoitsu", "Tanyao"],
        3,
        25,
        "3200",
    );
    check(
        &r,
        "1199m1199p11s11z7z",
        "7z",
        "",
        &["Chiitoitsu", "Honroutou"],
        4,
        25,
        "6400",
    );
}

/// Four identical tiles not declared as a kan are a triplet plus one tile: no kan fu.
#[test]
fn four_undeclared_tiles_are_not_a_kan() {
    let r = tenhou();
    check(
        &r,
        "111123m456p789s5s",
        "5s",
        "riichi",
        &["Riichi"],
        1,
        40,
        "1300",
    );
}

/// Dora, ura dora (riichi only) and red fives add han but are not yaku.
#[test]
fn dora_ura_and_red_fives() {
    let r = tenhou();
    // Indicator 4p: 5p is dora; 456p and the pair 55p hold three.
    check(
        &r,
        "123m456p234s78s55p",
        "9s",
        "dora=4p",
        &["Pinfu"],
        4,
        30,
        "7700",
    );
    // Ura dora only with riichi.
    check(
        &r,
        "123m456p234s78s55p",
        "9s",
        "riichi ura=4p",
        &["Riichi", "Pinfu"],
        5,
        30,
        "8000",
    );
    check(
        &r,
        "123m456p234s78s55p",
        "9s",
        "ura=4p",
        &["Pinfu"],
        1,
        30,
        "1000",
    );
    // Red fives: 406p is one red five.
    check(
        &r,
        "123m406p234s78s55p",
        "9s",
        "",
        &["Pinfu"],
        2,
        30,
        "2000",
    );
    // Wrap-around: indicator 9m makes 1m dora; north indicator makes east dora.
    check(
        &r,
        "123m456p234s78s55p",
        "9s",
        "dora=9m4z",
        &["Pinfu"],
        2,
        30,
        "2000",
    );
    // Dora alone are not a yaku.
    let err = support::try_score("123m456p79s234s55p", "8s", "dora=4p", &r).err();
    assert_eq!(err, Some(rinshan::rules::ScoreError::NoYaku));
}

/// Honba add 300 (100 per tsumo payer); riichi deposits go to the winner.
#[test]
fn honba_and_deposits() {
    let r = tenhou();
    check(
        &r,
        "123m456p234s78s55p",
        "6s",
        "honba=2",
        &["Pinfu"],
        1,
        30,
        "1600",
    );
    check(
        &r,
        "123m456p234s78s55p",
        "6s",
        "tsumo honba=1",
        &["Menzen tsumo", "Pinfu"],
        2,
        20,
        "500-800",
    );
    let s = support::try_score("123m456p234s78s55p", "6s", "riichi deposits=2", &r);
    assert_eq!(s.map(|s| (s.deposits, s.gain)).ok(), Some((2000, 4000)));
}
