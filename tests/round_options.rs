//! Rule options of the round engine, each tested on and off from explicit positions:
//! abortive draws (four winds, four riichi, the fifth kan), nagashi mangan, pao (daisangen,
//! rinshan pao), atozuke, kuikae leaving no discard, the dead-wall variant, and the honba
//! on a double ron.

mod support;

use rinshan::engine::{AbortReason, Action, Event, Phase, Round, RoundSetup, SeatPosition};
use rinshan::rules::{DeadWall, FourKans, Kuikae, Pao, Ruleset};
use support::table::{
    apply, discard, draw_and_throw, riichi, seat, seat_text, t, table, table_in, tiles,
};

fn aborted(events: &[Event]) -> Option<AbortReason> {
    events.iter().find_map(|e| match e {
        Event::AbortiveDraw { reason } => Some(*reason),
        _ => None,
    })
}

fn deltas(events: &[Event]) -> [i32; 4] {
    let mut out = [0; 4];
    for e in events {
        if let Event::PointsChanged { deltas } = e {
            for (o, d) in out.iter_mut().zip(deltas) {
                *o += d;
            }
        }
    }
    out
}

fn seats(texts: [&str; 4]) -> [SeatPosition; 4] {
    [0, 1, 2, 3].map(|i| seat_text(texts[i], i as u8))
}

// Four junk hands with one East wind each, nobody able to call or ron it; the dealer
// (seat 0) draws first.
const FOUR_WINDS: [&str; 4] = [
    "1z2m5m8m3p6p9p4s7s2z3z6z7z",
    "1z3m6m9m1p4p7p2s5s8s2z3z4z",
    "1z1m4m7m2p5p8p3s6s9s4z5z6z",
    "1z2m5m8m3p6p9p1s4s7s5z6z7z",
];

fn four_winds_round(rules: Ruleset) -> Round {
    let seats = [0, 1, 2, 3].map(|i| SeatPosition::with_hand(tiles(FOUR_WINDS[i])));
    table(rules, seats, "9m9m9p9p9s", "8s", "", 0, true)
}

/// Suufon renda: "all four players discard the same wind tile on their first turn" — an
/// abortive draw in Tenhou's rules; EMA has no abortive draws and play goes on.
#[test]
fn four_winds_abort_the_hand_where_the_rule_set_has_it() {
    let mut r = four_winds_round(Ruleset::tenhou());
    let mut last = Vec::new();
    for s in 0..4 {
        apply(&mut r, s, Action::Draw);
        last = apply(&mut r, s, discard("1z"));
    }
    assert_eq!(aborted(&last), Some(AbortReason::FourWinds));
    assert!(r.is_over());

    let mut r = four_winds_round(Ruleset::ema());
    for s in 0..4 {
        apply(&mut r, s, Action::Draw);
        last = apply(&mut r, s, discard("1z"));
    }
    assert_eq!(aborted(&last), None);
    assert_eq!(r.phase(), &Phase::Draw { seat: seat(0) });
}

/// Four different winds, or one wind after an interruption, are no abortive draw.
#[test]
fn four_winds_needs_the_same_wind_in_an_uninterrupted_first_go_around() {
    let mut r = four_winds_round(Ruleset::tenhou());
    for s in 0..3 {
        apply(&mut r, s, Action::Draw);
        apply(&mut r, s, discard("1z"));
    }
    apply(&mut r, 3, Action::Draw);
    let events = apply(&mut r, 3, discard("5z"));
    assert_eq!(aborted(&events), None);
}

// Seats 0–2 are already in riichi (tanki on 5z, 6z, 7z); seat 3 can declare riichi by
// discarding 9m (tanki on 4z), which nobody can ron.
fn four_riichi_round(rules: Ruleset) -> Round {
    let mut s = seats([
        "123m456p789s234s5z",
        "123p456s789m234m6z",
        "123s456m789p234p7z",
        "234m567p345s678s4z9m",
    ]);
    for seat in &mut s[..3] {
        seat.riichi = true;
    }
    table(rules, s, "1m1p1s2z2z", "8s", "", 3, false)
}

/// Suucha riichi: when the fourth player declares riichi and the declaration tile is not
/// ronned, the hand is aborted (Tenhou), with the fourth deposit paid; EMA plays on.
#[test]
fn four_riichi_abort_once_the_fourth_riichi_discard_passes() {
    let mut r = four_riichi_round(Ruleset::tenhou());
    let events = apply(&mut r, 3, riichi("9m"));
    assert!(events.contains(&Event::RiichiAccepted { seat: seat(3) }));
    assert_eq!(aborted(&events), Some(AbortReason::FourRiichi));
    assert_eq!(r.deposits(), 1);

    let mut r = four_riichi_round(Ruleset::ema());
    let events = apply(&mut r, 3, riichi("9m"));
    assert_eq!(aborted(&events), None);
    assert_eq!(r.phase(), &Phase::Draw { seat: seat(0) });
}

// Seat 0 holds four kans (suukantsu tanki on 5m); seat 2 discards the fourth 6p, and
// seat 1 holds 666p.
fn fifth_kan_round(rules: Ruleset) -> Round {
    let s = seats([
        "ankan:1111m ankan:2222m ankan:3333m ankan:4444m 5m",
        "6p6p6p 7m8m9m 1s2s3s 4z4z 7z7z",
        "6p 7p8p9p 4s5s6s 7s8s9s 1z1z 2z2z",
        "1p2p3p 2s2s 5z5z 6z6z 7z7z 3z3z",
    ]);
    table(rules, s, "9s9s9s", "1z", "", 2, false)
}

/// "The maximum number of kans called in any hand is 4, with exception of 5 in the case
/// of the previous 4 are all called by one player": under the fifth-kan variant the kan
/// is offered and ends the hand; under Tenhou's rules a fifth kan is never offered.
#[test]
fn a_fifth_kan_against_one_players_four_aborts_only_in_that_variant() {
    let mut r = fifth_kan_round(Ruleset::tenhou());
    apply(&mut r, 2, discard("6p"));
    let options = r.legal_actions(seat(1));
    assert!(!options.contains(&Action::Daiminkan), "{options:?}");

    let mut r = fifth_kan_round(Ruleset::classic());
    assert_eq!(
        Ruleset::classic().abortive_draws.four_kans,
        FourKans::FifthKanAborts
    );
    apply(&mut r, 2, discard("6p"));
    assert!(r.legal_actions(seat(1)).contains(&Action::Daiminkan));
    let events = apply(&mut r, 1, Action::Daiminkan);
    assert_eq!(aborted(&events), Some(AbortReason::FourKans));
    assert!(r.is_over());
}

// The last discard of the hand: seat 0 discards 5m with the live wall empty. Seat 1's
// pond is all terminals and honours; `called` marks a tile called away.
fn nagashi_round(rules: Ruleset, seat1_pond: &str) -> Round {
    let text1 = format!("2m3m4m 6p7p8p 3s4s5s 6s7s8s 2p|{seat1_pond}");
    let s = seats([
        "5m6m7m 2p3p4p 4s5s6s 7m8m9m 6p 5m|4m5p",
        &text1,
        "1p2p3p 4p5p6p 7p8p 2s3s4s 5s6s|6m3p",
        "3m4m5m 6m7m8m 3p4p 4s5s6s 7s8s|2m7p",
    ]);
    table(rules, s, "", "8p", "", 0, false)
}

/// Nagashi mangan: at an exhaustive draw, a player whose discards are all terminals and
/// honours, none called, is paid a mangan as for a tsumo and no tenpai payments are made
/// (Tenhou record `abort-nagashi-mangan.json`). EMA has no nagashi mangan.
#[test]
fn nagashi_mangan_pays_a_mangan_instead_of_tenpai_payments() {
    let mut r = nagashi_round(Ruleset::tenhou(), "1m9p1z7z");
    let events = apply(&mut r, 0, discard("5m"));
    assert!(events.contains(&Event::NagashiMangan { seat: seat(1) }));
    assert_eq!(deltas(&events), [-4000, 8000, -2000, -2000]);

    let mut r = nagashi_round(Ruleset::ema(), "1m9p1z7z");
    let events = apply(&mut r, 0, discard("5m"));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::NagashiMangan { .. })));
    // Tenpai payments instead: seats 0 and 1 tenpai.
    assert!(events.contains(&Event::ExhaustiveDraw {
        tenpai: [true, true, false, false]
    }));
    assert_eq!(deltas(&events), [1500, 1500, -1500, -1500]);
}

/// A terminal called away from the pond breaks nagashi mangan (Tenhou record
/// `abort-almost-nagashi-mangan.json`): the hand is an ordinary exhaustive draw.
#[test]
fn a_called_discard_breaks_nagashi_mangan() {
    let mut r = nagashi_round(Ruleset::tenhou(), "1m9p*1z7z");
    let events = apply(&mut r, 0, discard("5m"));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::NagashiMangan { .. })));
    assert_eq!(deltas(&events), [1500, 1500, -1500, -1500]);
}

// Seat 1 has pon 5z (from seat 2) and pon 6z (from seat 3) and holds 7z7z; the dealer
// (seat 0) discards 7z. After the pon, seat 1 discards 1p and waits on 5p (tanki).
fn daisangen_round(rules: Ruleset) -> Round {
    let setup = RoundSetup::first(&rules);
    daisangen_round_in(rules, setup)
}

fn daisangen_round_in(rules: Ruleset, setup: RoundSetup) -> Round {
    let s = seats([
        "1m4m7m 2p 8p 1s4s7s 3z3z 4z4z 9m 7z",
        "pon:555z<2 pon:666z<3 7z7z 2m3m4m 5p 1p",
        "2m5m8m 3p6p9p 2s5s8s 1z1z 9p 5p",
        "3m6m 1p4p7p 3s6s9s 2z2z 8m 9s 3p",
    ]);
    table_in(rules, setup, s, "1z 2z 3z 5p", "8s", "", 0, false)
}

fn daisangen_pon(r: &mut Round) {
    apply(r, 0, discard("7z"));
    apply(
        r,
        1,
        Action::Pon {
            tiles: [t("7z"), t("7z")],
        },
    );
    apply(r, 1, discard("1p"));
}

/// After the pon, the others draw and discard until seat 1 draws 5p and wins by tsumo.
fn tsumo_on_5p(r: &mut Round) -> Vec<Event> {
    draw_and_throw(r, 2);
    draw_and_throw(r, 3);
    draw_and_throw(r, 0);
    apply(r, 1, Action::Draw);
    apply(r, 1, Action::Tsumo)
}

/// Pao for daisangen: the player whose discard completed the third dragon meld pays the
/// whole yakuman on a tsumo; without pao, everyone pays as for any tsumo.
#[test]
fn daisangen_pao_on_tsumo() {
    let mut r = daisangen_round(Ruleset::tenhou());
    daisangen_pon(&mut r);
    assert_eq!(r.player(seat(1)).liability.map(|l| l.liable), Some(seat(0)));
    let events = tsumo_on_5p(&mut r);
    assert_eq!(deltas(&events), [-32_000, 32_000, 0, 0]);

    let rules = Ruleset {
        pao: Pao {
            daisangen: false,
            daisuushii: false,
            rinshan: false,
        },
        ..Ruleset::tenhou()
    };
    let mut r = daisangen_round(rules);
    daisangen_pon(&mut r);
    let events = tsumo_on_5p(&mut r);
    assert_eq!(deltas(&events), [-16_000, 32_000, -8_000, -8_000]);
}

/// Pao on a ron by another player: the liable player and the discarder share the yakuman
/// (Tenhou record `pao.json`: 32,000 paid 16,000 and 16,000).
#[test]
fn daisangen_pao_on_ron_is_shared_with_the_discarder() {
    let mut r = daisangen_round(Ruleset::tenhou());
    daisangen_pon(&mut r);
    apply(&mut r, 2, Action::Draw);
    apply(&mut r, 2, discard("5p"));
    apply(&mut r, 1, Action::Ron);
    // Seat 3 could chii the 5p; it passes, and the ron is settled.
    let events = apply(&mut r, 3, Action::Skip);
    assert_eq!(deltas(&events), [-16_000, 32_000, -16_000, 0]);
}

/// Pao on a ron with honba: the liable player pays the honba ("the ronned player and
/// liable player each pay half the value of the hand, and the liable player pays the full
/// value of any honba": riichi.wiki, Sekinin barai). Tenhou's Phoenix room did so for a
/// daisangen at 2 honba: 16,600 from the liable player, 16,000 from the discarder.
#[test]
fn daisangen_pao_on_ron_leaves_the_honba_to_the_liable_player() {
    let rules = Ruleset::tenhou();
    let setup = RoundSetup {
        honba: 2,
        ..RoundSetup::first(&rules)
    };
    let mut r = daisangen_round_in(rules, setup);
    daisangen_pon(&mut r);
    apply(&mut r, 2, Action::Draw);
    apply(&mut r, 2, discard("5p"));
    apply(&mut r, 1, Action::Ron);
    let events = apply(&mut r, 3, Action::Skip);
    assert_eq!(deltas(&events), [-16_600, 32_600, -16_000, 0]);
}

/// Seat 1 waits on 7z alone, and the other three 7z are its own pon: every copy of its
/// wait is its own. Seat 0 makes the last discard.
fn karaten_round(rules: Ruleset) -> Round {
    let s = seats([
        "1m4m7m 2p5p8p 3s6s9s 1z2z3z 4z 9m",
        "pon:777z<0 7z 2m3m4m 4p5p6p 4s5s6s",
        "2m5m8m 3p6p9p 2s5s8s 1z1z 9p 5z",
        "3m6m 1p4p7p 3s6s9s 2z2z 8m 9s 3p",
    ]);
    table(rules, s, "", "8s", "", 0, false)
}

fn tenpai_at_the_draw(events: &[Event]) -> Option<[bool; 4]> {
    events.iter().find_map(|e| match e {
        Event::ExhaustiveDraw { tenpai } => Some(*tenpai),
        _ => None,
    })
}

/// Karaten (option): a wait whose every copy is in the player's own pon still counts
/// tenpai at an exhaustive draw on Tenhou and Mahjong Soul ("Karaten hands are generally
/// considered tenpai for the purpose of ryuukyoku, except if all four copies of the
/// winning tile are in the player's own hand": riichi.wiki, Karaten; Tenhou's Phoenix room
/// paid a single wait on 7z beside a pon of 7z as tenpai). Where the option is off (EMA),
/// the hand is noten.
#[test]
fn a_wait_used_up_by_the_players_own_pon_is_tenpai_where_the_rules_say() {
    for (rules, tenpai) in [
        (Ruleset::tenhou(), true),
        (Ruleset::mahjong_soul(), true),
        (Ruleset::ema(), false),
    ] {
        let name = rules.name.clone();
        let mut r = karaten_round(rules);
        let events = apply(&mut r, 0, discard("4z"));
        assert_eq!(
            tenpai_at_the_draw(&events),
            Some([false, tenpai, false, false]),
            "{name}"
        );
    }
}

/// A wait on a fifth copy (all four already concealed in the hand) is never tenpai.
#[test]
fn a_wait_on_a_fifth_copy_is_noten_under_every_preset() {
    for rules in [Ruleset::tenhou(), Ruleset::ema()] {
        let name = rules.name.clone();
        let s = seats([
            "1m4m7m 2p5p8p 3s6s9s 1z2z3z 4z 9m",
            "7z7z7z7z 2m3m4m 4p5p6p 4s5s6s",
            "2m5m8m 3p6p9p 2s5s8s 1z1z 9p 5z",
            "3m6m 1p4p7p 3s6s9s 2z2z 8m 9s 3p",
        ]);
        let mut r = table(rules, s, "", "8s", "", 0, false);
        let events = apply(&mut r, 0, discard("4z"));
        assert_eq!(tenpai_at_the_draw(&events), Some([false; 4]), "{name}");
    }
}

// Seat 1 holds 777m, 5z5z and 9p9p (shanpon); the dealer discards 7m; the replacement
// tile is 5z.
fn rinshan_pao_round(rules: Ruleset) -> Round {
    let s = seats([
        "1m4m 2p5p8p 3s6s9s 1z2z 3z4z 6z 7m",
        "7m7m7m 2p3p4p 5s6s7s 9p9p 5z5z",
        "2m5m8m 3p6p 1s4s7s 1z2z3z 4z6z",
        "3m6m9m 1p7p 2s8s 1z2z3z 4z6z7z",
    ]);
    table(rules, s, "8m8m8m", "8s", "5z", 0, false)
}

/// Rinshan pao (option): "if a person discards a tile and a player calls a daiminkan, a
/// rinshan tsumo would be deemed equivalent to that of a ron … the player who discards
/// the tile for the daiminkan is fully responsible." Off (Tenhou), it is a tsumo.
#[test]
fn rinshan_pao_makes_the_kan_tile_discarder_pay_as_for_a_ron() {
    let rules = Ruleset {
        pao: Pao {
            rinshan: true,
            ..Ruleset::tenhou().pao
        },
        ..Ruleset::tenhou()
    };
    let mut r = rinshan_pao_round(rules);
    apply(&mut r, 0, discard("7m"));
    apply(&mut r, 1, Action::Daiminkan);
    let events = apply(&mut r, 1, Action::Tsumo);
    // Rinshan kaihou + haku, 40 fu: 2600 as a non-dealer ron.
    assert_eq!(deltas(&events), [-2600, 2600, 0, 0]);

    let mut r = rinshan_pao_round(Ruleset::tenhou());
    apply(&mut r, 0, discard("7m"));
    apply(&mut r, 1, Action::Daiminkan);
    let events = apply(&mut r, 1, Action::Tsumo);
    assert_eq!(deltas(&events), [-1300, 2700, -700, -700]);
}

// Seat 1 has `first` as its first meld and `rest` beside it; seat 2 is about to discard
// `discard`.
fn atozuke_round(rules: Ruleset, first: &str, rest: &str, discard: &str) -> Round {
    let text1 = format!("{first} {rest}");
    let text2 = format!("2m5m8m 3p6p 1s4s7s 1z2z3z 4z 6z {discard}");
    let s = seats([
        "1m4m7m 2p5p8p 3s6s 1z2z 3z4z 6z",
        &text1,
        &text2,
        "3m6m9m 1p7p 2s8s 1z2z3z 4z6z 7z",
    ]);
    table(rules, s, "9p9p9p", "8s", "", 2, false)
}

/// Whether seat 1 (see [`atozuke_round`]) may ron seat 2's `tile`.
fn ron_offered(rules: Ruleset, first: &str, rest: &str, tile: &str) -> bool {
    let mut r = atozuke_round(rules, first, rest, tile);
    apply(&mut r, 2, discard(tile));
    r.legal_actions(seat(1)).contains(&Action::Ron)
}

/// Atozuke (classic rules): "To count as a Yaku a Dragon or active Wind open Pon or Kan
/// must be the first open Pon or open Kan that a player claims", and an open hand "cannot
/// complete … unless it contains either a set of Dragons, a set of active Winds, or a 2
/// point or higher value Yaku". A haku triplet made only by the winning tile, after a
/// chii, is atozuke: no ron under the classic rules, a ron under Tenhou's.
#[test]
fn atozuke_forbids_a_yaku_only_the_winning_tile_settles() {
    let rest = "4p5p6p 7s8s9s 5z5z 9s9s";
    assert!(!ron_offered(Ruleset::classic(), "chii:123m", rest, "5z"));
    assert!(ron_offered(Ruleset::tenhou(), "chii:123m", rest, "5z"));
}

/// With a dragon pon as the first open call, or a concealed dragon triplet, the yaku is
/// settled before the win and the classic rules allow the ron.
#[test]
fn atozuke_allows_a_first_call_yakuhai_or_a_concealed_one() {
    let rest = "4p5p6p 7s8s9s 5z5z 9s9s";
    assert!(ron_offered(Ruleset::classic(), "pon:777z", rest, "5z"));
    // Chii first, but a concealed haku triplet already in hand; waiting on 6s or 9s.
    let rest = "4p5p6p 5z5z5z 9s9s 7s8s";
    assert!(ron_offered(Ruleset::classic(), "chii:123m", rest, "9s"));
}

/// A yaku of two han or more settles an open hand too: toitoi after a chii is impossible,
/// so an open honitsu (two han) after a chii wins even though its haku pair only becomes
/// a triplet with the winning tile.
#[test]
fn atozuke_allows_a_two_han_yaku() {
    let rest = "4m5m6m 7m8m9m 5z5z 9m9m";
    assert!(ron_offered(Ruleset::classic(), "chii:123m", rest, "5z"));
}

// Seat 1 holds 2m3m and 4m4m beside three melds; seat 0 discards 1m.
fn kuikae_round(rules: Ruleset) -> Round {
    let s = seats([
        "5m6m7m 2p5p8p 3s6s9s 1z2z 3z 4z 1m",
        "pon:777z pon:666z<2 pon:555z<3 2m3m 4m4m",
        "2m5m8m 3p6p 1s4s7s 1z2z3z 4z 6z",
        "3m6m9m 1p7p 2s8s 1z2z3z 4z 5s 9m",
    ]);
    table(rules, s, "8m8m8m", "8s", "", 0, false)
}

/// Kuikae: "If every tile in hand would be forbidden, the call itself is not offered."
/// Chii of 1m with 2m3m forbids 1m and 4m (the other end), leaving only 4m4m: no chii.
/// With suji swaps allowed only 1m is forbidden, and with kuikae allowed nothing is.
#[test]
fn a_call_that_leaves_no_legal_discard_is_not_offered() {
    let chii = Action::Chii {
        tiles: [t("2m"), t("3m")],
    };
    let mut r = kuikae_round(Ruleset::tenhou());
    apply(&mut r, 0, discard("1m"));
    assert!(!r.legal_actions(seat(1)).contains(&chii));

    for kuikae in [Kuikae::SujiAllowed, Kuikae::Allowed] {
        let mut r = kuikae_round(Ruleset {
            kuikae,
            ..Ruleset::tenhou()
        });
        apply(&mut r, 0, discard("1m"));
        assert!(r.legal_actions(seat(1)).contains(&chii), "{kuikae:?}");
    }
}

/// Double ron with honba (Tenhou record `ron-2-no-honba.json`, East 2, 2 honba: the first
/// winner gets 7700 + 600 and the deposit; the second only 1000): honba and deposits go
/// to the winner nearest the discarder alone.
#[test]
fn on_a_double_ron_only_the_first_winner_gets_honba_and_deposits() {
    // Seat 3 discards 3p; seats 0 (dealer) and 1 both wait on it with pinfu.
    let s = seats([
        "1m2m3m 4p5p 6s7s8s 2s3s4s 9m9m",
        "6m7m8m 4p5p 2s3s4s 5s6s7s 1m1m",
        "2m5m8m 1p7p 1s9s 1z2z3z 4z5z 6z",
        "3m6m9m 1p8p 9s9s 1z2z3z 4z5z 6z 3p",
    ]);
    let rules = Ruleset::tenhou();
    let setup = RoundSetup {
        honba: 2,
        deposits: 1,
        ..RoundSetup::first(&rules)
    };
    let mut r = table_in(rules, setup, s, "8m8m", "8s", "", 3, false);
    apply(&mut r, 3, discard("3p"));
    apply(&mut r, 0, Action::Ron);
    let events = apply(&mut r, 1, Action::Ron);
    // Dealer pinfu ron 1500 + 600 honba + 1000 deposit; non-dealer pinfu ron 1000.
    assert_eq!(deltas(&events), [3100, 1000, 0, -3100]);
}

/// The dead wall variant: "The last tile from the wall is added to the dead wall, so that
/// the dead wall contains 14 tiles at all times. Some players omit this step and just end
/// the game when a total of 14 tiles remains in the wall and the dead wall combined."
#[test]
fn the_dead_wall_is_fourteen_or_shrinks_by_one_per_kan() {
    for dead_wall in [DeadWall::Replenished, DeadWall::NotReplenished] {
        let rules = Ruleset {
            dead_wall,
            ..Ruleset::tenhou()
        };
        let mut r = rinshan_pao_round(rules);
        let (live, dead) = r.wall_sizes();
        assert_eq!((live, dead), (3, 14));
        apply(&mut r, 0, discard("7m"));
        apply(&mut r, 1, Action::Daiminkan);
        let (live, dead) = r.wall_sizes();
        match dead_wall {
            DeadWall::Replenished => assert_eq!((live, dead), (2, 14)),
            DeadWall::NotReplenished => assert_eq!((live, dead), (3, 13)),
        }
        // Either way two tiles are left to draw: the hand ends when the walls total 14.
        assert_eq!(r.wall().live_remaining(), 2);
        assert_eq!(live + dead - 14, 2);
    }
}

/// Pao for daisuushii: the player whose discard was called for the fourth wind meld is
/// liable; the hand's result names them.
#[test]
fn daisuushii_pao_falls_on_the_feeder_of_the_fourth_wind() {
    let s = seats([
        "1m4m7m 2p5p8p 1s4s7s 5z6z 7z 9m 4z",
        "pon:111z<2 pon:222z<3 pon:333z<2 4z4z 5p 1p",
        "2m5m8m 3p6p9p 2s5s8s 5z6z 7z 9s",
        "3m6m9m 1p4p7p 3s6s9s 5z6z 7z 8m",
    ]);
    let mut r = table(Ruleset::tenhou(), s, "5p9p9p", "8s", "", 0, false);
    apply(&mut r, 0, discard("4z"));
    apply(
        &mut r,
        1,
        Action::Pon {
            tiles: [t("4z"), t("4z")],
        },
    );
    let liability = r.player(seat(1)).liability;
    assert_eq!(
        liability.map(|l| (l.yakuman, l.liable)),
        Some((rinshan::rules::Yakuman::Daisuushii, seat(0)))
    );
    // Seat 1 waits on 5p (tanki); seat 2 draws it and discards it.
    apply(&mut r, 1, discard("1p"));
    apply(&mut r, 2, Action::Draw);
    apply(&mut r, 2, discard("5p"));
    apply(&mut r, 1, Action::Ron);
    let result = r.result().expect("the hand is over");
    assert_eq!(result.wins[0].liable, Some(seat(0)));
    // Tenhou: daisuushii is a single yakuman, 32,000 shared by the liable player and
    // the discarder.
    assert_eq!(result.deltas, [-16_000, 32_000, -16_000, 0]);
}
