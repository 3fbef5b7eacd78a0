//! Temporary furiten when the passed tile had no yaku.
//!
//! riichi.wiki, Furiten: "The furiten rule does not consider yaku. Sometimes, a hand can be
//! completed with several tiles, but only some of them provide a yaku, others would
//! produce a yakuless hand. If a yakuless tile appears, it must be ignored, because a
//! winning hand must contain a yaku. The player must remain temporarily furiten until the
//! next turn, even if a potential winning tile appears." Tenhou and Mahjong Soul play it
//! so. The EMA rules say the same: "A player who fails to claim a win on a discard that
//! completes a mahjong hand, is temporarily furiten, even if the passed tile gives him no
//! yaku" — ending it at the player's next draw or call rather than at their discard, which
//! is the same moment for ron, since nobody else discards in between. So one rule for every
//! preset.

mod support;

use rinshan::engine::{Action, FuritenCause, Refusal, Round};
use rinshan::rules::Ruleset;
use support::table::{apply, discard, seat, seat_text, table};

/// Seat 0: an open hand `23m345s678s55p` with a pon of 2 pin, waiting on 1 man (no yaku:
/// 123m holds a terminal, so no tanyao) and 4 man (tanyao). Seat 1 is to move; the live
/// wall gives seat 1 a 1 man, seat 2 a 4 man, seat 3 a 9 pin, seat 0 a red dragon, seat 1
/// a 4 man. The other hands can make no call on these tiles.
fn table_for(rules: Ruleset) -> Round {
    let seats = [
        seat_text("23m345s678s55p pon:222p<2", 0),
        seat_text("13579m13579p468s", 1),
        seat_text("2468p13579s1357z", 2),
        seat_text("2468s2468m12467z", 3),
    ];
    table(rules, seats, "1m4m9p7z4m", "3z", "", 1, false)
}

fn draw_and_discard(r: &mut Round, s: u8, tile: &str) {
    apply(r, s, Action::Draw);
    apply(r, s, discard(tile));
}

#[test]
fn a_passed_tile_without_yaku_makes_the_player_furiten_until_their_discard() {
    for rules in [Ruleset::tenhou(), Ruleset::mahjong_soul(), Ruleset::ema()] {
        let name = rules.name.clone();
        let mut r = table_for(rules);
        // 1 man completes the hand but gives no yaku: no ron is offered, and the tile
        // passes.
        draw_and_discard(&mut r, 1, "1m");
        assert!(r.legal_actions(seat(0)).is_empty(), "{name}: no ron on 1m");
        assert_eq!(
            r.furiten_cause(seat(0)),
            Some(FuritenCause::PassedWin),
            "{name}: passing 1m is temporary furiten"
        );
        // In the same go-around, 4 man would win with tanyao: refused, furiten.
        draw_and_discard(&mut r, 2, "4m");
        assert!(
            !r.legal_actions(seat(0)).contains(&Action::Ron),
            "{name}: no ron on 4m while furiten"
        );
        assert_eq!(
            r.check(seat(0), &Action::Ron),
            Err(Refusal::Furiten {
                cause: FuritenCause::PassedWin
            }),
            "{name}: with no window open, the refusal still names furiten"
        );
        draw_and_discard(&mut r, 3, "9p");
        // The player's own discard ends temporary furiten.
        draw_and_discard(&mut r, 0, "7z");
        assert_eq!(r.furiten_cause(seat(0)), None, "{name}");
        draw_and_discard(&mut r, 1, "4m");
        assert!(
            r.legal_actions(seat(0)).contains(&Action::Ron),
            "{name}: after its own discard the player may ron the 4 man"
        );
    }
}

/// The refusal names furiten when the window is open for someone else's claim: here the
/// 4 man is discarded while seat 0 is furiten, and seat 0's ron is explained by the rule.
#[test]
fn the_refused_ron_names_furiten() {
    let mut r = table_for(Ruleset::tenhou());
    draw_and_discard(&mut r, 1, "1m");
    let on = rinshan::engine::ClaimOn {
        discarder: seat(2),
        tile: support::table::t("4m"),
        kan: None,
        kita: false,
    };
    assert_eq!(
        r.check_claim(seat(0), &on, &Action::Ron),
        Err(Refusal::Furiten {
            cause: FuritenCause::PassedWin
        })
    );
}

/// A player furiten by a wait in their own pond who also lets a winning tile pass is
/// told about the pond: that cause outlasts their next discard, the passed tile's does not.
#[test]
fn a_wait_in_the_own_pond_is_named_before_a_passed_win() {
    let seats = [
        seat_text("34p567m456s678s55m|5p4z", 0),
        seat_text("13579m1379p468s1z", 1),
        seat_text("2468p13579s1357z", 2),
        seat_text("2468s2468m12467z", 3),
    ];
    let mut r = table(Ruleset::tenhou(), seats, "2p9m9p", "3z", "", 1, false);
    draw_and_discard(&mut r, 1, "2p");
    assert_eq!(
        r.check(seat(0), &Action::Ron),
        Err(Refusal::Furiten {
            cause: FuritenCause::OwnDiscard
        })
    );
}
