//! Three-player hands (sanma) in the engine: kita (a North set aside in one's own turn,
//! replaced from the dead wall, ronnable but not chankan), no chii, three seats in turn
//! order, and a whole match of three-hand rounds. Sources: riichi.wiki "Tenhou.net rules"
//! (三人打ち), "Majsoul" (3P), "Sanma".

mod support;

use rinshan::engine::{Action, ClaimOn, Event, Game, Refusal, Round};
use rinshan::rules::{Rng, Ruleset, Seat, Seed};
use support::table::won_yaku;
use support::table::{
    apply, draw_and_throw, position, position_with_rinshan, seat, seat_text, t, table,
};

/// Seat 0 holds two Norths; seat 1 waits on North alone with ittsu (a yaku); seat 2 holds
/// nothing of note; the North seat is empty.
const HANDS: [&str; 4] = [
    "234p567p234s4477z",
    "123456789p111s4z",
    "556677888s1199m",
    "",
];

fn kita_table() -> Round {
    position_with_rinshan(
        Ruleset::tenhou_sanma(),
        HANDS,
        "5z5z5z6z6z6z",
        "1z",
        "7p",
        0,
    )
}

/// 「北は抜きドラ」, set aside in one's own turn: the North leaves the hand, a replacement
/// tile comes from the dead wall, the live wall is one shorter, the dead wall stays at
/// 14, and no dora indicator is turned.
#[test]
fn a_kita_sets_the_north_aside_and_draws_a_replacement() {
    let mut r = kita_table();
    apply(&mut r, 0, Action::Draw);
    assert!(r.legal_actions(seat(0)).contains(&Action::Kita));
    let live = r.wall().live_remaining();
    let events = apply(&mut r, 0, Action::Kita);
    assert!(matches!(events[0], Event::Kita { seat: s, tile } if s == seat(0) && tile == t("4z")));
    // Seat 1 waits on North: it is asked first; it lets the North pass.
    assert_eq!(r.legal_actions(seat(1)), vec![Action::Ron, Action::Skip]);
    let events = apply(&mut r, 1, Action::Skip);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Drew { seat: s, tile, rinshan: true } if *s == seat(0) && *tile == t("7p"))),
        "{events:?}"
    );
    assert_eq!(r.player(seat(0)).kita, 1);
    assert_eq!(
        r.player(seat(0))
            .hand
            .iter()
            .filter(|x| **x == t("4z"))
            .count(),
        1
    );
    assert_eq!(r.wall().live_remaining(), live - 1);
    assert_eq!(r.wall().dead_wall_size(), 14);
    assert_eq!(
        r.wall().dora_indicators().len(),
        1,
        "a kita reveals no kan dora"
    );
    // Letting a winning North pass is furiten, as letting a discard pass is.
    assert!(r.player(seat(1)).temporary_furiten);
}

/// 「抜いた北は役満以外でも和了可能」: the North set aside is ronned by any hand with a
/// yaku, and the win is not chankan ("Robbing a Kan yaku is not applied": Majsoul, 3P).
#[test]
fn a_kita_can_be_ronned_and_it_is_not_chankan() {
    let mut r = kita_table();
    apply(&mut r, 0, Action::Draw);
    apply(&mut r, 0, Action::Kita);
    let events = apply(&mut r, 1, Action::Ron);
    let won = events.iter().find_map(|e| match e {
        Event::Won {
            seat, from, tile, ..
        } => Some((*seat, *from, *tile)),
        _ => None,
    });
    assert_eq!(won, Some((seat(1), Some(seat(0)), t("4z"))));
    let yaku = won_yaku(&events);
    assert!(yaku.contains(&"Ittsuu"), "{yaku:?}");
    assert!(!yaku.contains(&"Chankan"), "{yaku:?}");
    assert!(r.is_over());
}

/// Only ron answers a kita: no pon of the North set aside.
#[test]
fn only_ron_answers_a_kita() {
    let hands = [
        "234p567p234s4477z",
        "123456789p1s446z",
        "556677888s1199m",
        "",
    ];
    let mut r = position_with_rinshan(Ruleset::tenhou_sanma(), hands, "5z5z5z", "1z", "7p", 0);
    apply(&mut r, 0, Action::Draw);
    apply(&mut r, 0, Action::Kita);
    // Seat 1 holds a pair of North and waits on nothing: no pon is offered, nobody is
    // asked, and the replacement is drawn at once.
    assert!(r.legal_actions(seat(1)).is_empty());
    assert!(r
        .legal_actions(seat(0))
        .iter()
        .any(|a| matches!(a, Action::Discard { .. })));
    let on = ClaimOn {
        discarder: seat(0),
        tile: t("4z"),
        kan: None,
        kita: true,
    };
    assert_eq!(
        r.check_claim(
            seat(1),
            &on,
            &Action::Pon {
                tiles: [t("4z"), t("4z")]
            }
        ),
        Err(Refusal::KitaOnlyRon)
    );
}

/// 「ポンの直後は抜けない」: not in the turn a pon began.
#[test]
fn no_kita_right_after_a_pon() {
    let hands = [
        "234p567p234s4477z",
        "123456789p111s6z",
        "556677888s1199m",
        "",
    ];
    let mut r = position(Ruleset::tenhou_sanma(), hands, "5z7z5z", "1z", 0);
    draw_and_throw(&mut r, 0);
    apply(&mut r, 1, Action::Draw);
    apply(
        &mut r,
        1,
        Action::Discard {
            tile: t("7z"),
            riichi: false,
        },
    );
    apply(
        &mut r,
        0,
        Action::Pon {
            tiles: [t("7z"), t("7z")],
        },
    );
    assert!(!r.legal_actions(seat(0)).contains(&Action::Kita));
    assert_eq!(r.check(seat(0), &Action::Kita), Err(Refusal::KitaAfterCall));
}

/// Kita is three-player mahjong's: a four-player table refuses it.
#[test]
fn four_players_have_no_kita() {
    let hands = [
        "234p567p234s4477z",
        "123456789p111s6z",
        "556677888s1199m",
        "2345678m112233z",
    ];
    let mut r = position(Ruleset::tenhou(), hands, "5z5z", "1z", 0);
    apply(&mut r, 0, Action::Draw);
    assert!(!r.legal_actions(seat(0)).contains(&Action::Kita));
    assert_eq!(
        r.check(seat(0), &Action::Kita),
        Err(Refusal::KitaOnlyInSanma)
    );
}

/// After riichi only the North just drawn may be set aside (a North kept in the hand is
/// part of its waits).
#[test]
fn after_riichi_only_the_drawn_north() {
    // Seat 0 is in riichi waiting on North alone, and holds that North.
    let seats = [
        seat_text("234p567p234s4777z|1sr", 0),
        seat_text("123456789p111s6z", 1),
        seat_text("556677888s1199m", 2),
        seat_text("", 3),
    ];
    let mut r = table(
        Ruleset::tenhou_sanma(),
        seats,
        "5z6z6z4z5z",
        "1z",
        "",
        0,
        false,
    );
    apply(&mut r, 0, Action::Draw);
    assert!(!r.legal_actions(seat(0)).contains(&Action::Kita));
    assert_eq!(
        r.check(seat(0), &Action::Kita),
        Err(Refusal::RiichiKitaNotDrawn)
    );
    apply(
        &mut r,
        0,
        Action::Discard {
            tile: t("5z"),
            riichi: false,
        },
    );
    draw_and_throw(&mut r, 1);
    draw_and_throw(&mut r, 2);
    apply(&mut r, 0, Action::Draw);
    let legal = r.legal_actions(seat(0));
    assert!(
        legal.contains(&Action::Kita),
        "{legal:?} {:?} live {}",
        r.check(seat(0), &Action::Kita),
        r.wall().live_remaining()
    );
    assert!(legal.contains(&Action::Tsumo), "{legal:?}");
}

/// Seat 0 (the dealer) holds 123p 456p 789p 11s 223s: discarding 3s leaves a wait on 1s
/// and 2s (ittsu).
const LAST_TILES: [&str; 4] = [
    "123p456p789p11s223s",
    "123456789p444s4z",
    "556677888s1199m",
    "",
];

/// Riichi needs another draw of the declarer's own, so at three players three tiles left
/// in the live wall are enough (riichi.wiki, Riichi: four tiles at four players; in sanma
/// the declarer draws again after two others). Tenhou's three-player Phoenix rooms accept
/// it: in 4 of 2,534 real three-player hands a player declared riichi with three tiles
/// left, and in one of them won on the last tile (haitei), as here.
#[test]
fn three_player_riichi_with_three_tiles_left_draws_once_more() {
    let mut r = position(Ruleset::tenhou_sanma(), LAST_TILES, "6z6z2s", "1z", 0);
    let riichi = Action::Discard {
        tile: t("3s"),
        riichi: true,
    };
    assert!(
        r.legal_actions(seat(0)).contains(&riichi),
        "{:?}",
        r.check(seat(0), &riichi)
    );
    let events = apply(&mut r, 0, riichi);
    assert!(!events.is_empty());
    draw_and_throw(&mut r, 1);
    draw_and_throw(&mut r, 2);
    assert!(r.player(seat(0)).riichi.is_some());
    apply(&mut r, 0, Action::Draw);
    assert_eq!(r.wall().live_remaining(), 0);
    let events = apply(&mut r, 0, Action::Tsumo);
    let yaku = won_yaku(&events);
    for y in ["Riichi", "Haitei raoyue", "Ittsuu"] {
        assert!(yaku.contains(&y), "{y}: {yaku:?}");
    }
}

/// With two tiles left at three players the declarer would not draw again: refused, with
/// the number the rule asks for.
#[test]
fn three_player_riichi_with_two_tiles_left_is_refused() {
    let r = position(Ruleset::tenhou_sanma(), LAST_TILES, "6z2s", "1z", 0);
    let riichi = Action::Discard {
        tile: t("3s"),
        riichi: true,
    };
    assert!(!r.legal_actions(seat(0)).contains(&riichi));
    assert_eq!(
        r.check(seat(0), &riichi),
        Err(Refusal::RiichiNeedsAnotherDraw { left: 2, needed: 3 })
    );
    assert_eq!(
        rinshan::text::refusals::refusal(
            rinshan::text::Lang::En,
            &Refusal::RiichiNeedsAnotherDraw { left: 2, needed: 3 }
        ),
        "riichi needs another draw of your own: at least 3 tiles left in the wall (2 left)"
    );
}

/// No chii at three players: 「チーはできない」.
#[test]
fn three_players_have_no_chii() {
    let hands = [
        "234p567p23s44477z",
        "123456789p111s6z",
        "556677888s1199m",
        "",
    ];
    let r = position(Ruleset::tenhou_sanma(), hands, "5z", "1z", 2);
    // Seat 2 sits on seat 0's left at three players: its 4s would be seat 0's chii.
    let on = ClaimOn {
        discarder: seat(2),
        tile: t("4s"),
        kan: None,
        kita: false,
    };
    let chii = Action::Chii {
        tiles: [t("2s"), t("3s")],
    };
    assert_eq!(
        r.check_claim(seat(0), &on, &chii),
        Err(Refusal::NoChiiInSanma)
    );
}

/// A three-player match: the deal passes East, South, West and back (three hands a
/// round), the empty North seat never moves, never deals and is placed last.
#[test]
fn a_three_player_match_deals_three_hands_a_round() {
    let mut kitas = 0;
    for game_seed in 0..20u64 {
        let mut game = Game::new(Seed(game_seed), Ruleset::tenhou_sanma());
        let mut rng = Rng::new(Seed(game_seed ^ 0x3a));
        let mut dealers = vec![game.state().dealer()];
        let mut seen = 0;
        while let Some((s, legal)) = game.next_turn() {
            if game.results().len() > seen {
                seen = game.results().len();
                dealers.push(game.state().dealer());
            }
            assert!(s.index() < 3, "the North seat moves");
            let pick = legal[rng.below(legal.len() as u64) as usize].clone();
            let events = game.apply(s, pick).unwrap_or_else(|e| panic!("{e}"));
            kitas += events
                .iter()
                .filter(|e| matches!(e, Event::Kita { .. }))
                .count();
        }
        assert!(dealers.iter().all(|d| d.index() < 3), "{dealers:?}");
        // The deal only ever passes to the next of the three seats.
        for w in dealers.windows(2) {
            assert!(
                w[1] == w[0] || w[1].index() == (w[0].index() + 1) % 3,
                "{dealers:?}"
            );
        }
        let standings = game.standings().unwrap_or_else(|| panic!("over"));
        assert_eq!(standings[3].seat, Seat::ALL[3]);
        assert_eq!(standings[3].place, 4);
        let total: i32 = standings[..3].iter().map(|s| s.points).sum();
        assert_eq!(total, 3 * 35_000, "points are neither made nor lost");
    }
    assert!(kitas > 0, "random play sets Norths aside");
}

/// Every level plays three-player games with legal actions only (self-play refuses a
/// game at the first illegal action), sets Norths aside, and Hard places above Easy. The
/// measured figures over 1,000 games are the lab's `sanma_selfplay` example (docs/LAB.md).
#[test]
fn computer_players_play_three_player_games_legally() {
    use rinshan::bots::Level;
    use rinshan_lab::selfplay::play_game;
    let levels = [Level::Easy, Level::Normal, Level::Hard, Level::Easy];
    let mut place = [0u32; 3];
    for g in 0..12u64 {
        // The levels' seats rotate: level i sits at seat (i + g) mod 3.
        let at = |i: usize| (i + g as usize) % 3;
        let mut seated = levels;
        for i in 0..3 {
            seated[at(i)] = levels[i];
        }
        let stats = play_game(Seed(g), Ruleset::tenhou_sanma(), seated, &mut || 0.0)
            .unwrap_or_else(|e| panic!("game {g}: {e}"));
        for (i, p) in place.iter_mut().enumerate() {
            *p += u32::from(stats[at(i)].place);
        }
        assert_eq!(
            stats[3].hands, stats[0].hands,
            "the empty seat only watches"
        );
    }
    assert!(place[2] < place[0], "Hard places above Easy: {place:?}");
}

/// A three-player position is refused when it could not occur: the North seat holds
/// tiles, or a tile is a 2- to 8-man (「二萬~八萬を使用しない」).
#[test]
fn a_three_player_position_has_no_north_seat_and_no_two_to_eight_man() {
    use rinshan::engine::{Position, RoundSetup, SeatPosition};
    use rinshan::rules::Wall;
    use support::table::tiles;
    let rules = Ruleset::tenhou_sanma();
    let position = |hands: [&str; 4]| Position {
        setup: RoundSetup::first(&rules),
        wall: Wall::shuffled_for(Seed(1), &Ruleset::tenhou_sanma()),
        seats: hands.map(|h| SeatPosition::with_hand(tiles(h))),
        to_act: seat(0),
        fresh: true,
    };
    let north = position(["19m", "", "", "1p"]).check_under(&rules);
    assert!(north.is_err_and(|e| e.0.contains("no North seat")));
    let five_man = position(["5m", "", "", ""]).check_under(&rules);
    assert!(
        five_man
            .as_ref()
            .is_err_and(|e| e.0.contains("2- to 8-man")),
        "{five_man:?}"
    );
    // The same tile is fine at four players.
    let four = position(["5m", "", "", ""]).check_under(&Ruleset::tenhou());
    assert!(!four.is_err_and(|e| e.0.contains("2- to 8-man")));
}

/// No four-winds abort at three players (there are three first discards, and no
/// three-wind draw: riichi.wiki, "Majsoul", 3P): three East discards on the first
/// go-around play on.
#[test]
fn three_same_first_winds_play_on() {
    let hands = [
        "234p567p234s1477z",
        "123456789p11s16z",
        "456789s1199m19p1z",
        "",
    ];
    let mut r = position(Ruleset::tenhou_sanma(), hands, "5z5z5z6z6z6z", "2z", 0);
    for s in 0..3 {
        apply(&mut r, s, Action::Draw);
        apply(
            &mut r,
            s,
            Action::Discard {
                tile: t("1z"),
                riichi: false,
            },
        );
    }
    assert!(!r.is_over(), "{:?}", r.log().last());
    assert!(r.legal_actions(seat(0)).contains(&Action::Draw));
}
