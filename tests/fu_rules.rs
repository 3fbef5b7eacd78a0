//! Fu rules and their rule options, each with a hand where the rule changes the result.

mod support;

use rinshan::rules::decompose::{Group, Shape};
use rinshan::rules::fu::{group_fu, pair_fu};
use rinshan::rules::{Ruleset, TileKind, Win, WinMethod};
use support::check;

fn kind(s: &str) -> TileKind {
    s.parse::<rinshan::rules::Tile>()
        .map(|t| t.kind())
        .unwrap_or(TileKind::wind(0))
}

/// Triplet and kan fu: simples 2/4 (open/closed), terminals and honours 4/8; kans ×4:
/// open kan 8/16, closed kan 16/32.
#[test]
fn group_fu_table() {
    let g = |shape, k: &str, open: bool| Group {
        shape,
        first: kind(k),
        open,
        concealed: !open,
    };
    assert_eq!(group_fu(&g(Shape::Triplet, "5m", true)), 2);
    assert_eq!(group_fu(&g(Shape::Triplet, "5m", false)), 4);
    assert_eq!(group_fu(&g(Shape::Triplet, "9p", true)), 4);
    assert_eq!(group_fu(&g(Shape::Triplet, "7z", false)), 8);
    assert_eq!(group_fu(&g(Shape::Kan, "5m", true)), 8);
    assert_eq!(group_fu(&g(Shape::Kan, "5m", false)), 16);
    assert_eq!(group_fu(&g(Shape::Kan, "1s", true)), 16);
    assert_eq!(group_fu(&g(Shape::Kan, "1z", false)), 32);
}

/// Pair fu: dragons 2, seat wind 2, round wind 2, a double wind 4 (Tenhou) or 2 by
/// option.
#[test]
fn pair_fu_and_the_double_wind_option() {
    let tenhou = Ruleset::tenhou();
    let two = Ruleset {
        double_wind_pair_fu: 2,
        ..Ruleset::tenhou()
    };
    let east_dealer = Win::new(
        rinshan::rules::Tile::new(kind("1m")),
        WinMethod::Ron,
        kind("1z"),
    );
    assert_eq!(pair_fu(kind("1z"), &east_dealer, &tenhou), 4);
    assert_eq!(pair_fu(kind("1z"), &east_dealer, &two), 2);
    assert_eq!(pair_fu(kind("5z"), &east_dealer, &tenhou), 2);
    assert_eq!(pair_fu(kind("3z"), &east_dealer, &tenhou), 0);
    // The hand where it matters: 20 + 10 closed ron + 8 (999p) + pair.
    check(
        &tenhou,
        "123m456p999p23s11z",
        "4s",
        "riichi dealer",
        &["Riichi"],
        1,
        50,
        "2400",
    );
    check(
        &two,
        "123m456p999p23s11z",
        "4s",
        "riichi dealer",
        &["Riichi"],
        1,
        40,
        "2000",
    );
}

/// An open hand that would count 20 fu on a ron is raised to 30; an open tsumo with
/// only the tsumo 2 fu rounds to 30 as well.
#[test]
fn open_pinfu_shape_is_30() {
    let r = Ruleset::tenhou();
    check(
        &r,
        "456p678s23s55m chii:345m",
        "4s",
        "",
        &["Tanyao"],
        1,
        30,
        "1000",
    );
    check(
        &r,
        "456p678s23s55m chii:345m",
        "4s",
        "tsumo",
        &["Tanyao"],
        1,
        30,
        "300-500",
    );
}

/// Wait fu: kanchan, penchan and tanki 2; shanpon and ryanmen none; the reading that
/// scores more is used.
#[test]
fn wait_fu() {
    let r = Ruleset::tenhou();
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
    check(
        &r,
        "123m456p234s789s5p",
        "5p",
        "riichi",
        &["Riichi"],
        1,
        40,
        "1300",
    );
    check(
        &r,
        "123m456p234s78s55p",
        "9s",
        "riichi",
        &["Riichi", "Pinfu"],
        2,
        30,
        "2000",
    );
}
