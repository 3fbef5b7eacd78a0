//! The JavaScript API's native core: requests as a tutorial page sends them.

use rinshan::api::request::WinRequest;
use rinshan::api::score_request;
use rinshan::rules::Hand;

fn request(json: &str) -> WinRequest {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

#[test]
fn scores_a_riichi_ron() {
    let hand = Hand::parse("123m456p789s23s55z").unwrap_or_else(|e| panic!("{e}"));
    let report = score_request(&hand, &request(r#"{"tile":"1s","riichi":true}"#));
    let report = report.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.points, "1300");
    assert_eq!((report.han, report.fu), (1, 40));
    assert_eq!(report.yaku, vec![("Riichi".to_string(), 1)]);
    assert_eq!(report.wait, "ryanmen");
}

#[test]
fn dealer_tsumo_and_presets() {
    let hand = Hand::parse("19m19p19s1234567z").unwrap_or_else(|e| panic!("{e}"));
    let ms = score_request(
        &hand,
        &request(r#"{"tile":"1m","tsumo":true,"seat":"E","rules":"mahjong_soul"}"#),
    );
    assert_eq!(
        ms.map(|r| (r.points, r.yakuman)),
        Ok(("32000 all".to_string(), true))
    );
    let tenhou = score_request(&hand, &request(r#"{"tile":"1m","tsumo":true,"seat":"E"}"#));
    assert_eq!(tenhou.map(|r| r.points), Ok("16000 all".to_string()));
}

/// Bad input is an error in words, never a panic.
#[test]
fn bad_requests_are_errors_in_words() {
    let hand = Hand::parse("123m456p789s23s55z").unwrap_or_else(|e| panic!("{e}"));
    let cases = [
        (
            r#"{"tile":"1x"}"#,
            "tile: character 2: 'x' is not a tile digit or a suit letter (m, p, s, z)",
        ),
        (
            r#"{"tile":"1s","seat":"X"}"#,
            "'X' is not a wind (use E, S, W or N)",
        ),
        (
            r#"{"tile":"1s","rules":"wrc"}"#,
            "no rule set 'wrc' (use tenhou, mahjong_soul, ema, classic, tenhou_sanma or mahjong_soul_sanma)",
        ),
        (
            r#"{"tile":"7s"}"#,
            "the hand with this tile is not a winning hand",
        ),
        (
            r#"{"tile":"1s","tsumo":true,"chankan":true}"#,
            "chankan is won by ron on the added tile, not by tsumo",
        ),
    ];
    for (json, message) in cases {
        assert_eq!(
            score_request(&hand, &request(json)).err().as_deref(),
            Some(message),
            "{json}"
        );
    }
    assert!(serde_json::from_str::<WinRequest>(r#"{"tile":"1s","riichii":true}"#).is_err());
}
