//! Wins that cannot happen are rejected with an error naming the rule, never scored.

mod support;

use rinshan::rules::win::ImpossibleWin;
use rinshan::rules::{Ruleset, ScoreError};
use support::try_score;

const A: &str = "123m456p78s55p ankan:2222s";

fn err(hand: &str, tile: &str, opts: &str) -> Option<ScoreError> {
    try_score(hand, tile, opts, &Ruleset::tenhou()).err()
}

fn impossible(why: ImpossibleWin) -> Option<ScoreError> {
    Some(ScoreError::Impossible(why))
}

/// Chankan is a ron; rinshan kaihou and haitei are tsumo; houtei is a ron.
#[test]
fn win_method_must_fit_the_yaku() {
    assert_eq!(
        err(A, "9s", "tsumo chankan"),
        impossible(ImpossibleWin::ChankanByTsumo)
    );
    assert_eq!(
        err(A, "9s", "rinshan"),
        impossible(ImpossibleWin::RinshanByRon)
    );
    assert_eq!(
        err(A, "9s", "haitei"),
        impossible(ImpossibleWin::HaiteiByRon)
    );
    assert_eq!(
        err(A, "9s", "tsumo houtei"),
        impossible(ImpossibleWin::HouteiByTsumo)
    );
}

/// "The replacement draw is never haitei"; no kan once the wall is empty, so no chankan
/// on the last discard.
#[test]
fn kan_timing_combinations() {
    assert_eq!(
        err(A, "9s", "tsumo rinshan haitei"),
        impossible(ImpossibleWin::RinshanAndHaitei)
    );
    assert_eq!(
        err(A, "9s", "chankan houtei"),
        impossible(ImpossibleWin::ChankanAndHoutei)
    );
}

/// Rinshan kaihou needs a kan in the hand.
#[test]
fn rinshan_needs_a_kan() {
    assert_eq!(
        err("123m456p789s23s55z", "1s", "tsumo rinshan"),
        Some(ScoreError::RinshanWithoutKan)
    );
}

#[test]
fn ippatsu_needs_riichi_and_riichi_a_closed_hand() {
    assert_eq!(
        err(A, "9s", "ippatsu"),
        impossible(ImpossibleWin::IppatsuWithoutRiichi)
    );
    assert_eq!(
        err("123m456p78s55p kan:2222s", "9s", "riichi"),
        Some(ScoreError::RiichiWithOpenHand)
    );
}

#[test]
fn tenhou_and_chiihou_conditions() {
    let h = "123m456p789s23s55z";
    assert_eq!(
        err(h, "1s", "tenhou"),
        impossible(ImpossibleWin::FirstDrawByRon)
    );
    assert_eq!(
        err(h, "1s", "tsumo tenhou"),
        impossible(ImpossibleWin::TenhouForNonDealer)
    );
    assert_eq!(
        err(h, "1s", "tsumo dealer chiihou"),
        impossible(ImpossibleWin::ChiihouForDealer)
    );
    assert_eq!(
        err(A, "9s", "tsumo dealer tenhou"),
        Some(ScoreError::FirstDrawWithMelds)
    );
}

#[test]
fn incomplete_hands_and_bad_tiles() {
    assert_eq!(
        err("123m456p789s23s55z", "7s", ""),
        Some(ScoreError::NotComplete)
    );
    // A fifth copy of a tile.
    assert!(matches!(
        err("1m456p789s23s5z pon:111m", "1m", ""),
        Some(ScoreError::Hand(_))
    ));
    assert!(rinshan::rules::Hand::parse("11m456p789s23s5z pon:111m").is_err());
    assert!(matches!(
        err("1111m456p789s23s5z", "1m", ""),
        Some(ScoreError::Hand(_))
    ));
}

/// Every error reads as a sentence a player understands.
#[test]
fn errors_are_words() {
    let text = err(A, "9s", "tsumo chankan")
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert_eq!(
        text,
        "chankan is won by ron on the added tile, not by tsumo"
    );
    let text = err("123m456p79s234s55p", "8s", "")
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert_eq!(text, "the hand has no yaku (dora alone do not count)");
}

// Scoring checks the hand with its winning tile without building it (`counts_with`):
// the same errors as building it (`with_tile`), and the same counts.
#[test]
fn counts_with_matches_with_tile_on_every_case() {
    use rinshan::rules::hand::counts_of;
    use rinshan::rules::wall::tile_set;
    use rinshan::rules::{Hand, RedFives, Rng, Seed};
    let mut rng = Rng::new(Seed(77));
    let set = tile_set(RedFives::ONE_EACH);
    for n in 0..3000 {
        let mut tiles = set.clone();
        rng.shuffle(&mut tiles);
        // Mostly real 13-tile hands, sometimes 12 or 14 tiles, sometimes a fifth copy.
        let size = [13, 13, 13, 12, 14][n % 5];
        let mut hand: Vec<_> = tiles[..size].to_vec();
        let mut extra = tiles[size];
        if n % 7 == 0 {
            extra = hand[0];
            hand[1] = hand[0];
            hand[2] = hand[0];
        }
        let Ok(h) = Hand::new(hand.clone(), Vec::new()) else {
            continue;
        };
        let built = h.with_tile(extra).map(|full| full.concealed_counts());
        assert_eq!(h.counts_with(extra), built, "{hand:?} + {extra:?}");
        if let Ok(c) = h.counts_with(extra) {
            assert_eq!(c, counts_of(hand.iter().copied().chain([extra])));
        }
    }
}
