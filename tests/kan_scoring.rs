//! Scoring hands with kans of all three kinds (daiminkan, shouminkan, ankan): kan fu
//! (open 8/16, closed 16/32), an ankan keeping the hand closed, rinshan kaihou, chankan,
//! haitei/houtei, kan dora, sankantsu and suukantsu.
//!
//! Hand A (`123m456p78s55p`) waits on 6s-9s with a 5p pair and no yaku of its own; hand B
//! (`234m456p78s55p`) is all simples when it wins on 6s.

mod support;

use rinshan::rules::{Ruleset, ScoreError};
use support::{check, try_score};

const A: &str = "123m456p78s55p";
const B: &str = "234m456p78s55p";

fn with(hand: &str, meld: &str) -> String {
    format!("{hand} {meld}")
}

/// Ankan: closed simple kan 16 fu; the hand stays closed (riichi, menzen tsumo).
#[test]
fn ankan_of_simples() {
    let r = Ruleset::tenhou();
    let h = with(A, "ankan:2222s");
    check(&r, &h, "9s", "riichi", &["Riichi"], 1, 50, "1600");
    check(
        &r,
        &h,
        "9s",
        "riichi tsumo",
        &["Riichi", "Menzen tsumo"],
        2,
        40,
        "700-1300",
    );
    check(&r, &h, "6s", "riichi dealer", &["Riichi"], 1, 50, "2400");
    check(&r, &h, "9s", "tsumo", &["Menzen tsumo"], 1, 40, "400-700");
}

/// Ankan of terminals or honours: 32 fu.
#[test]
fn ankan_of_terminals_and_honours() {
    let r = Ruleset::tenhou();
    check(
        &r,
        &with(A, "ankan:9999m"),
        "9s",
        "riichi",
        &["Riichi"],
        1,
        70,
        "2300",
    );
    check(
        &r,
        &with(A, "ankan:5555z"),
        "9s",
        "",
        &["Yakuhai (haku)"],
        1,
        70,
        "2300",
    );
}

/// Rinshan kaihou: tsumo on the replacement tile, 1 han, with any kind of kan.
#[test]
fn rinshan_kaihou_after_each_kind_of_kan() {
    let r = Ruleset::tenhou();
    check(
        &r,
        &with(A, "ankan:2222s"),
        "9s",
        "riichi tsumo rinshan",
        &["Riichi", "Menzen tsumo", "Rinshan kaihou"],
        3,
        40,
        "1300-2600",
    );
    check(
        &r,
        &with(A, "ankan:2222s"),
        "9s",
        "tsumo rinshan",
        &["Menzen tsumo", "Rinshan kaihou"],
        2,
        40,
        "700-1300",
    );
    check(
        &r,
        &with(A, "ankan:9999m"),
        "9s",
        "riichi tsumo rinshan",
        &["Riichi", "Menzen tsumo", "Rinshan kaihou"],
        3,
        60,
        "2000-3900",
    );
    check(
        &r,
        &with(A, "ankan:5555z"),
        "6s",
        "tsumo rinshan dealer",
        &["Yakuhai (haku)", "Menzen tsumo", "Rinshan kaihou"],
        3,
        60,
        "3900 all",
    );
    check(
        &r,
        &with(A, "kan:7777z"),
        "9s",
        "tsumo rinshan",
        &["Yakuhai (chun)", "Rinshan kaihou"],
        2,
        40,
        "700-1300",
    );
    check(
        &r,
        &with(A, "added:6666z"),
        "6s",
        "tsumo rinshan",
        &["Yakuhai (hatsu)", "Rinshan kaihou"],
        2,
        40,
        "700-1300",
    );
    check(
        &r,
        &with(B, "added:2222p"),
        "6s",
        "tsumo rinshan",
        &["Tanyao", "Rinshan kaihou"],
        2,
        30,
        "500-1000",
    );
}

/// Daiminkan and shouminkan open the hand: open honour kan 16 fu, open simple kan 8.
#[test]
fn open_kans() {
    let r = Ruleset::tenhou();
    check(
        &r,
        &with(A, "kan:7777z"),
        "9s",
        "",
        &["Yakuhai (chun)"],
        1,
        40,
        "1300",
    );
    check(
        &r,
        &with(A, "kan:7777z"),
        "6s",
        "dealer",
        &["Yakuhai (chun)"],
        1,
        40,
        "2000",
    );
    check(
        &r,
        &with(A, "added:6666z"),
        "9s",
        "",
        &["Yakuhai (hatsu)"],
        1,
        40,
        "1300",
    );
    check(
        &r,
        &with(B, "kan:3333s"),
        "6s",
        "",
        &["Tanyao"],
        1,
        30,
        "1000",
    );
    assert_eq!(
        try_score(&with(B, "kan:3333s"), "9s", "", &r).err(),
        Some(ScoreError::NoYaku),
        "789s has a terminal: no tanyao, and the open kan gives no yaku"
    );
    assert_eq!(
        try_score(&with(A, "kan:7777z"), "9s", "riichi", &r).err(),
        Some(ScoreError::RiichiWithOpenHand)
    );
}

/// Riichi with an ankan, tanyao kept; kan dora count all four tiles of the kan.
#[test]
fn kan_dora_and_red_fives_in_kans() {
    let r = Ruleset::tenhou();
    check(
        &r,
        &with(B, "ankan:2222s"),
        "6s",
        "riichi",
        &["Riichi", "Tanyao"],
        2,
        50,
        "3200",
    );
    check(
        &r,
        &with(B, "ankan:2222s"),
        "6s",
        "riichi tsumo rinshan dora=1s",
        &["Riichi", "Menzen tsumo", "Rinshan kaihou", "Tanyao"],
        8,
        40,
        "4000-8000",
    );
    check(
        &r,
        &with(A, "ankan:2222s"),
        "9s",
        "riichi dora=1s",
        &["Riichi"],
        5,
        50,
        "8000",
    );
    check(
        &r,
        &with(A, "ankan:2222s"),
        "9s",
        "riichi ura=1s",
        &["Riichi"],
        5,
        50,
        "8000",
    );
    check(
        &r,
        &with(A, "ankan:0555m"),
        "9s",
        "riichi",
        &["Riichi"],
        2,
        50,
        "3200",
    );
    check(
        &r,
        &with(A, "kan:7777z"),
        "9s",
        "dora=6z",
        &["Yakuhai (chun)"],
        5,
        40,
        "8000",
    );
}

/// Haitei and houtei with a kan in the hand (the replacement draw itself is never
/// haitei: see the impossible-win tests).
#[test]
fn haitei_and_houtei_with_kans() {
    let r = Ruleset::tenhou();
    check(
        &r,
        &with(A, "ankan:2222s"),
        "9s",
        "tsumo haitei",
        &["Menzen tsumo", "Haitei raoyue"],
        2,
        40,
        "700-1300",
    );
    check(
        &r,
        &with(A, "kan:7777z"),
        "9s",
        "houtei",
        &["Yakuhai (chun)", "Houtei raoyui"],
        2,
        40,
        "2600",
    );
}

/// Chankan: ron on the tile another player adds to a pon, 1 han; ippatsu still counts.
#[test]
fn chankan() {
    let r = Ruleset::tenhou();
    check(
        &r,
        &with(A, "kan:7777z"),
        "9s",
        "chankan",
        &["Yakuhai (chun)", "Chankan"],
        2,
        40,
        "2600",
    );
    check(
        &r,
        "234m567p345s34s88p",
        "2s",
        "chankan",
        &["Chankan", "Pinfu", "Tanyao"],
        3,
        30,
        "3900",
    );
    check(
        &r,
        "234m567p345s34s88p",
        "2s",
        "chankan dealer",
        &["Chankan", "Pinfu", "Tanyao"],
        3,
        30,
        "5800",
    );
    check(
        &r,
        "234m567p345s34s88p",
        "5s",
        "riichi ippatsu chankan",
        &[
            "Riichi", "Ippatsu", "Chankan", "Pinfu", "Tanyao", "Iipeikou",
        ],
        6,
        30,
        "12000",
    );
}

/// Sankantsu: three kans, 2 han, of any kinds.
#[test]
fn sankantsu() {
    let r = Ruleset::tenhou();
    let h = "567m7z kan:2222m kan:3333p ankan:4444s";
    check(&r, h, "7z", "", &["Sankantsu"], 2, 60, "3900");
    check(
        &r,
        h,
        "7z",
        "tsumo rinshan",
        &["Sankantsu", "Rinshan kaihou"],
        3,
        60,
        "2000-3900",
    );
    check(
        &r,
        "222m4z kan:1111m ankan:9999p ankan:5555s",
        "4z",
        "",
        &["Sankantsu", "Toitoi", "Sanankou"],
        6,
        90,
        "12000",
    );
    check(
        &r,
        "456m3p added:2222p kan:8888s ankan:1111z",
        "3p",
        "",
        &["Sankantsu", "Yakuhai (round wind)"],
        3,
        70,
        "8000",
    );
}

/// Toitoi with kans: a ron on the shanpon makes that triplet open (2 fu, not 4).
#[test]
fn toitoi_with_kans() {
    let r = Ruleset::tenhou();
    let h = "22m55p pon:777s kan:3333m ankan:8888p";
    check(&r, h, "5p", "", &["Toitoi", "Tanyao"], 3, 50, "6400");
    check(
        &r,
        h,
        "5p",
        "tsumo",
        &["Toitoi", "Tanyao"],
        3,
        60,
        "2000-3900",
    );
    check(
        &r,
        h,
        "5p",
        "tsumo rinshan",
        &["Toitoi", "Tanyao", "Rinshan kaihou"],
        4,
        60,
        "2000-4000",
    );
}

/// Daisangen made with kans is still daisangen (no sankantsu on top of a yakuman).
#[test]
fn daisangen_with_kans() {
    let r = Ruleset::tenhou();
    check(
        &r,
        "234m5p added:5555z added:6666z kan:7777z",
        "5p",
        "",
        &["Daisangen"],
        0,
        0,
        "32000",
    );
}

/// Suukantsu: four kans by one player, yakuman; with four ankans and a tanki it is also
/// suuankou tanki, which rule sets stack differently.
#[test]
fn suukantsu() {
    let r = Ruleset::tenhou();
    let h = "6m kan:2222m kan:3333p added:4444s ankan:5555z";
    check(&r, h, "6m", "", &["Suukantsu"], 0, 0, "32000");
    check(
        &r,
        h,
        "6m",
        "tsumo rinshan dealer",
        &["Suukantsu"],
        0,
        0,
        "16000 all",
    );
    let closed = "6m ankan:2222m ankan:3333p ankan:4444s ankan:5555z";
    let both = ["Suukantsu", "Suuankou tanki"];
    check(&r, closed, "6m", "tsumo", &both, 0, 0, "16000-32000");
    check(
        &Ruleset::mahjong_soul(),
        closed,
        "6m",
        "tsumo",
        &both,
        0,
        0,
        "24000-48000",
    );
    // EMA: yakuman do not add up; one single yakuman is paid.
    let ema = try_score(closed, "6m", "tsumo", &Ruleset::ema())
        .map(|s| (s.yakuman.len(), support::payment_text(s.payment)));
    assert_eq!(ema, Ok((1, "8000-16000".to_string())));
}

/// An ankan of three concealed triplets' worth: suuankou needs all four triplets
/// concealed, ankans included.
#[test]
fn ankans_count_as_concealed_triplets() {
    let r = Ruleset::tenhou();
    check(
        &r,
        "222m4z ankan:1111m ankan:9999p ankan:5555s",
        "4z",
        "tsumo",
        &["Suuankou tanki"],
        0,
        0,
        "8000-16000",
    );
}
