//! Yakuman worked examples, and the rule options for double yakuman and stacking
//! (Tenhou: no double yakuman, yakuman add up; Mahjong Soul: the four special forms are
//! double; EMA: yakuman do not add up, daisuushii is the only double).

mod support;

use rinshan::rules::Ruleset;
use support::check;

#[test]
fn kokushi_single_wait_and_13_sided() {
    let t = Ruleset::tenhou();
    let ms = Ruleset::mahjong_soul();
    check(
        &t,
        "119m19p19s123456z",
        "7z",
        "",
        &["Kokushi musou"],
        0,
        30,
        "32000",
    );
    check(
        &t,
        "119m19p19s123456z",
        "7z",
        "dealer",
        &["Kokushi musou"],
        0,
        30,
        "48000",
    );
    check(
        &t,
        "19m19p19s1234567z",
        "1m",
        "",
        &["Kokushi musou (13-sided wait)"],
        0,
        30,
        "32000",
    );
    check(
        &ms,
        "19m19p19s1234567z",
        "1m",
        "",
        &["Kokushi musou (13-sided wait)"],
        0,
        30,
        "64000",
    );
    check(
        &ms,
        "19m19p19s1234567z",
        "7z",
        "tsumo",
        &["Kokushi musou (13-sided wait)"],
        0,
        30,
        "16000-32000",
    );
}

/// Suuankou: four concealed triplets; a ron on a shanpon wait makes that triplet open,
/// so the hand is only sanankou + toitoi.
#[test]
fn suuankou_and_its_ron_shanpon_trap() {
    let t = Ruleset::tenhou();
    check(
        &t,
        "111m333p555s77z88p",
        "7z",
        "tsumo",
        &["Suuankou"],
        0,
        50,
        "8000-16000",
    );
    check(
        &t,
        "111m333p555s77z88p",
        "7z",
        "",
        &["Toitoi", "Sanankou", "Yakuhai (chun)"],
        5,
        50,
        "8000",
    );
    check(
        &t,
        "111m333p555s777z8p",
        "8p",
        "",
        &["Suuankou tanki"],
        0,
        70,
        "32000",
    );
    check(
        &Ruleset::mahjong_soul(),
        "111m333p555s777z8p",
        "8p",
        "",
        &["Suuankou tanki"],
        0,
        70,
        "64000",
    );
}

#[test]
fn dragon_and_wind_yakuman() {
    let t = Ruleset::tenhou();
    check(
        &t,
        "555z666z777z12m33p",
        "3m",
        "",
        &["Daisangen"],
        0,
        50,
        "32000",
    );
    check(
        &t,
        "111z222z333z44z12m",
        "3m",
        "",
        &["Shousuushii"],
        0,
        50,
        "32000",
    );
    // Four concealed wind triplets and a tanki: daisuushii and suuankou tanki at once.
    let both = ["Daisuushii", "Suuankou tanki"];
    check(&t, "111z222z333z444z5m", "5m", "", &both, 0, 0, "64000");
    check(
        &Ruleset::mahjong_soul(),
        "111z222z333z444z5m",
        "5m",
        "",
        &both,
        0,
        0,
        "128000",
    );
    check(
        &Ruleset::ema(),
        "111z222z333z444z5m",
        "5m",
        "",
        &["Daisuushii"],
        0,
        0,
        "64000",
    );
    check(
        &t,
        "222z333z444z5m pon:111z",
        "5m",
        "",
        &["Daisuushii"],
        0,
        0,
        "32000",
    );
}

/// Several yakuman in one hand: Tenhou adds them, Mahjong Soul adds them with its
/// doubles, EMA counts only the largest.
#[test]
fn yakuman_stacking_by_rule_set() {
    let hand = "111z222z333z444z5z";
    let all = ["Daisuushii", "Tsuuiisou", "Suuankou tanki"];
    check(&Ruleset::tenhou(), hand, "5z", "", &all, 0, 0, "96000");
    check(
        &Ruleset::mahjong_soul(),
        hand,
        "5z",
        "",
        &all,
        0,
        0,
        "160000",
    );
    check(
        &Ruleset::ema(),
        hand,
        "5z",
        "",
        &["Daisuushii"],
        0,
        0,
        "64000",
    );
}

#[test]
fn all_honours_all_terminals_all_green() {
    let t = Ruleset::tenhou();
    check(
        &t,
        "1122334455667z",
        "7z",
        "",
        &["Tsuuiisou"],
        0,
        25,
        "32000",
    );
    check(
        &t,
        "111m999m111p999p1s",
        "1s",
        "",
        &["Chinroutou", "Suuankou tanki"],
        0,
        0,
        "64000",
    );
    check(
        &t,
        "223344s666s888s6z",
        "6z",
        "",
        &["Ryuuiisou"],
        0,
        0,
        "32000",
    );
}

/// Chuuren poutou: the nine-sided (junsei) form is double in Mahjong Soul.
#[test]
fn chuuren_poutou() {
    let t = Ruleset::tenhou();
    check(
        &t,
        "1112345678999m",
        "5m",
        "",
        &["Junsei chuuren poutou"],
        0,
        0,
        "32000",
    );
    check(
        &Ruleset::mahjong_soul(),
        "1112345678999m",
        "5m",
        "",
        &["Junsei chuuren poutou"],
        0,
        0,
        "64000",
    );
    check(
        &t,
        "1113456789999m",
        "2m",
        "",
        &["Chuuren poutou"],
        0,
        0,
        "32000",
    );
}

/// Tenhou (dealer) and chiihou (non-dealer): a win on one's own first draw.
#[test]
fn tenhou_and_chiihou() {
    let t = Ruleset::tenhou();
    check(
        &t,
        "123m456p789s23s55z",
        "1s",
        "tsumo dealer tenhou",
        &["Tenhou"],
        0,
        0,
        "16000 all",
    );
    check(
        &t,
        "123m456p789s23s55z",
        "1s",
        "tsumo chiihou",
        &["Chiihou"],
        0,
        0,
        "8000-16000",
    );
}
