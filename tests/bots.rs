//! Computer players: they see only their seat's view, choose only legal actions, and make
//! the judgements the rule texts and defensive play describe.

mod support;

use rinshan::bots::{Bot, Level};
use rinshan::engine::{Action, Position, Round, RoundSetup, SeatPosition};
use rinshan::rules::{Ruleset, Seat, Seed, Wall};
use rinshan_lab::selfplay::play_game;
use support::table::{apply, discard, seat, seat_text, t, table, tiles};

/// No peeking: two tables that differ only in the other seats' hands and the wall give
/// seat 0 the same view, and so the same decision at every level.
#[test]
fn the_view_hides_other_hands_and_the_wall() {
    let mine = "1m2m3m 4p5p6p 7s8s9s 2s3s 5z5z 9m";
    let a = table(
        Ruleset::tenhou(),
        [
            seat_text(mine, 0),
            seat_text("1p2p3p 4s5s6s 7m8m 9p9p 1z1z 2z", 1),
            seat_text("2p3p4p 5s6s7s 8m8m 1s1s 3z3z 4z", 2),
            seat_text("3p4p5p 6s7s 4m4m 6m6m 6z6z 7z 1m", 3),
        ],
        "1s4s",
        "8p",
        "",
        0,
        false,
    );
    let b = table(
        Ruleset::tenhou(),
        [
            seat_text(mine, 0),
            seat_text("6p7p8p 2m3m4m 5m6m 7p7p 1z1z 2z", 1),
            seat_text("1p1p1p 2p2p 3s3s 4s4s 3z3z 4z 5p", 2),
            seat_text("9p9p 5s5s 6s6s 7s7s 6z6z 7z 2m 3m", 3),
        ],
        "4m9s",
        "8p",
        "",
        0,
        false,
    );
    let (va, vb) = (a.view(seat(0)), b.view(seat(0)));
    assert_eq!(va.hand, vb.hand);
    // Everything but the live wall's contents and other hands is the same table.
    assert_eq!(va, vb);
    for level in Level::ALL {
        let mut x = Bot::new(level, Seed(5));
        let mut y = Bot::new(level, Seed(5));
        assert_eq!(
            x.decide(&va, &a.legal_actions(seat(0))),
            y.decide(&vb, &b.legal_actions(seat(0)))
        );
    }
    // The view carries only the seat's own concealed tiles.
    assert_eq!(va.hand.len(), 14);
}

/// Every level plays whole games choosing only actions the engine offers; the harness
/// fails on any illegal attempt.
#[test]
fn bots_only_choose_legal_actions() {
    let mut clock = || 0.0;
    for (i, levels) in [
        [Level::Easy; 4],
        [Level::Normal; 4],
        [Level::Hard; 4],
        [Level::Hard, Level::Easy, Level::Normal, Level::Easy],
    ]
    .into_iter()
    .enumerate()
    {
        for rules in [Ruleset::tenhou(), Ruleset::ema(), Ruleset::classic()] {
            let stats = play_game(Seed(40 + i as u64), rules, levels, &mut clock)
                .unwrap_or_else(|e| panic!("{levels:?}: {e}"));
            let mut places: Vec<u8> = stats.iter().map(|s| s.place).collect();
            places.sort();
            assert_eq!(places, vec![1, 2, 3, 4]);
        }
    }
}

/// A seed reproduces a whole game between bots.
#[test]
fn a_bot_game_is_reproducible() {
    let mut clock = || 0.0;
    let levels = [Level::Hard, Level::Normal, Level::Easy, Level::Hard];
    let a = play_game(Seed(9), Ruleset::tenhou(), levels, &mut clock);
    let b = play_game(Seed(9), Ruleset::tenhou(), levels, &mut clock);
    assert_eq!(a, b);
}

// Seat 1 is in riichi with 5m in its pond; seat 0 (to discard) is far from tenpai and
// holds 5m, a live 5s and other tiles.
fn facing_riichi() -> Round {
    let mut seats = [
        seat_text("1m4m7m 2p5p8p 3s6s 5s 1z2z 3z 5m 9p", 0),
        seat_text("2m3m4m 6p7p8p 3s4s5s 6s7s 9m9m|5m", 1),
        seat_text("2m5m8m 3p6p 1s4s7s 1z2z3z 4z 6z|9s", 2),
        seat_text("3m6m9m 1p7p 2s8s 1z2z3z 4z6z 7z|8s", 3),
    ];
    seats[1].riichi = true;
    table(Ruleset::tenhou(), seats, "8m8m8m", "8s", "", 0, false)
}

/// Defence: "folds against riichi with safe tiles (genbutsu …) when its own hand is
/// weak": the Hard bot discards the riichi player's own discard (5m); the Easy bot plays
/// for its hand regardless.
#[test]
fn the_hard_bot_folds_with_genbutsu_against_riichi() {
    let r = facing_riichi();
    let view = r.view(seat(0));
    let legal = r.legal_actions(seat(0));
    let mut hard = Bot::new(Level::Hard, Seed(1));
    assert_eq!(hard.decide(&view, &legal), discard("5m"));
}

/// Kan judgement: "There is little point in going Kan with an undeveloped hand" — no
/// ankan far from tenpai; with a developed hand whose shape the kan keeps, the ankan is
/// declared; in riichi the engine offers only waits-keeping ankan, which is taken.
#[test]
fn the_hard_bot_makes_kans_only_with_a_developed_hand() {
    // Undeveloped: four 1s among scattered tiles.
    let seats = [
        SeatPosition::with_hand(tiles("1s1s1s1s 1m5m9m 2p6p 1z3z5z7z 9s")),
        SeatPosition::with_hand(tiles("2m3m4m 6p7p8p 3s4s5s 6s7s 9m9m")),
        SeatPosition::with_hand(tiles("2m5m8m 3p7p 4s7s 2z4z6z 8p8p 3m")),
        SeatPosition::with_hand(tiles("3m6m9m 1p9p 2s8s 2z4z6z 4p4p 6m")),
    ];
    let r = table_from(seats);
    let legal = r.legal_actions(seat(0));
    let ankan = Action::Ankan {
        kind: t("1s").kind(),
    };
    assert!(legal.contains(&ankan));
    let mut hard = Bot::new(Level::Hard, Seed(1));
    assert_ne!(hard.decide(&r.view(seat(0)), &legal), ankan);

    // Developed: 1111s beside a tenpai hand; the kan keeps the wait.
    let seats = [
        SeatPosition::with_hand(tiles("1s1s1s1s 2m3m4m 5p6p7p 7m8m9m 9p")),
        SeatPosition::with_hand(tiles("2m3m4m 6p7p8p 3s4s5s 6s7s 9m9m")),
        SeatPosition::with_hand(tiles("2m5m8m 3p7p 4s7s 2z4z6z 8p8p 3m")),
        SeatPosition::with_hand(tiles("3m6m9m 1p9p 2s8s 2z4z6z 4p4p 6m")),
    ];
    let r = table_from(seats);
    let legal = r.legal_actions(seat(0));
    assert!(legal.contains(&ankan));
    assert_eq!(hard.decide(&r.view(seat(0)), &legal), ankan);
}

fn table_from(seats: [SeatPosition; 4]) -> Round {
    let rules = Ruleset::tenhou();
    let mut used = rinshan::rules::hand::counts_of(seats.iter().flat_map(|s| s.hand.clone()));
    let mut rest = Vec::new();
    for k in rinshan::rules::TileKind::all() {
        while used[k.index()] < 4 {
            used[k.index()] += 1;
            rest.push(rinshan::rules::Tile::new(k));
        }
    }
    let dead: [rinshan::rules::Tile; 14] = std::array::from_fn(|i| rest[rest.len() - 14 + i]);
    rest.truncate(rest.len() - 14);
    let setup = RoundSetup::first(&rules);
    Round::from_position(
        rules,
        Position {
            setup,
            wall: Wall::from_parts(rest, dead),
            seats,
            to_act: Seat::ALL[0],
            fresh: false,
        },
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

/// Calls: a yakuhai pon is taken (it gives the hand its yaku); a pon that would leave an
/// open hand with no yaku is never made.
#[test]
fn the_hard_bot_calls_yakuhai_but_never_into_a_yakuless_hand() {
    // Seat 0 discards 5z (haku); seat 1 holds 5z5z.
    let r0 = table(
        Ruleset::tenhou(),
        [
            seat_text("1m4m7m 2p5p8p 3s6s9s 1z2z 3z 4z 5z", 0),
            seat_text("5z5z 2m3m4m 6p7p 1s9s 9m9m 7z 1p", 1),
            seat_text("2m5m8m 3p6p 1s4s7s 1z2z3z 4z 6z", 2),
            seat_text("3m6m9m 1p7p 2s8s 1z2z3z 4z6z 7z", 3),
        ],
        "8m8m8m",
        "8s",
        "",
        0,
        false,
    );
    let mut r = r0.clone();
    apply(&mut r, 0, discard("5z"));
    let legal = r.legal_actions(seat(1));
    let mut hard = Bot::new(Level::Hard, Seed(1));
    assert!(matches!(
        hard.decide(&r.view(seat(1)), &legal),
        Action::Pon { .. }
    ));

    // Seat 0 discards 9m; seat 1, already open with a chii, could pon it and get closer,
    // but the hand would have terminals, no yakuhai pair and three suits: no yaku, so it
    // passes.
    let r1 = table(
        Ruleset::tenhou(),
        [
            seat_text("1m4m7m 2p5p8p 3s6s9s 1z2z 3z 4z 9m", 0),
            seat_text("chii:123m<0 9m9m 6p7p 1s9s 1p1p 7z 2s", 1),
            seat_text("2m5m8m 3p6p 1s4s7s 1z2z3z 4z 6z", 2),
            seat_text("3m6m 1p7p 2s8s 1z2z3z 4z6z 7z 5p", 3),
        ],
        "8m8m8m",
        "8s",
        "",
        0,
        false,
    );
    let mut r = r1;
    apply(&mut r, 0, discard("9m"));
    let legal = r.legal_actions(seat(1));
    assert!(legal.iter().any(|a| matches!(a, Action::Pon { .. })));
    assert_eq!(hard.decide(&r.view(seat(1)), &legal), Action::Skip);
}

// Hands where one seat holds a flush in the making play out with Hard players choosing
// only legal actions (the positions the decision-time measurement uses).
#[test]
fn flush_positions_play_out_with_legal_actions() {
    let mut ticks = 0.0;
    let mut clock = || {
        ticks += 1.0;
        ticks
    };
    let times = rinshan_lab::selfplay::flush_decision_times(12, 7, &mut clock)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(times.len() > 12 * 40, "{} decisions", times.len());
}

/// The ladder (issue 33: "Easy < Normal < Hard < Expert … Normal may be made simpler"):
/// Normal calls nothing but a pon of a yakuhai (which gives its hand a yaku), where Hard
/// calls by value and speed and so makes other calls too.
#[test]
fn normal_calls_only_a_yakuhai_pon() {
    use rinshan::bots::yaku_path::yakuhai_kinds;
    use rinshan::engine::Game;
    let mut other_calls = [0usize; 2];
    let mut yakuhai_pons = [0usize; 2];
    for (i, level) in [Level::Normal, Level::Hard].into_iter().enumerate() {
        for g in 0..6u64 {
            let mut game = Game::new(Seed(g), Ruleset::tenhou());
            let mut bots: Vec<Bot> = (0..4).map(|s| Bot::new(level, Seed(g * 4 + s))).collect();
            while let Some((s, legal)) = game.next_turn() {
                let view = game.round().view(s);
                let action = bots[s.index()].decide(&view, &legal);
                if let (Some((_, tile)), true) = (view.claim, action != Action::Skip) {
                    match action {
                        Action::Pon { .. } if yakuhai_kinds(&view).contains(&tile.kind()) => {
                            yakuhai_pons[i] += 1
                        }
                        Action::Chii { .. } | Action::Pon { .. } | Action::Daiminkan => {
                            other_calls[i] += 1
                        }
                        _ => {}
                    }
                }
                game.apply(s, action).unwrap_or_else(|e| panic!("{e:?}"));
            }
            assert!(game.is_over());
        }
    }
    assert!(yakuhai_pons[0] > 0, "Normal pons yakuhai: {yakuhai_pons:?}");
    assert_eq!(other_calls[0], 0, "Normal made other calls");
    assert!(
        other_calls[1] > 10,
        "Hard calls otherwise too: {other_calls:?}"
    );
}
