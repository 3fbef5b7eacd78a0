//! The table controller: meld and pond placement as the rule texts describe it, set-ups
//! and scripts, what the player may do (and why not), hints, and whole matches.

use rinshan::engine::Refusal;
use rinshan::engine::{Action, PondTile};
use rinshan::play::layout::{dead_wall, meld_tiles, pond_rows, DeadSpot};
use rinshan::play::view::{Blocked, CallKind};
use rinshan::play::{Controller, Scenario, Settings, Speed, Status};
use rinshan::text::{refusal, Lang, Side};

/// A refusal in the table's English words.
fn words(r: &Option<Refusal>) -> String {
    r.as_ref().map(|r| refusal(Lang::En, r)).unwrap_or_default()
}
use rinshan::rules::{Meld, Seat, Seed, Tile};

fn t(s: &str) -> Tile {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn seat(n: u8) -> Seat {
    Seat::new(n).unwrap_or(Seat::ALL[0])
}

/// Which places of a laid meld are sideways.
fn sideways(meld: &Meld, owner: u8) -> Vec<bool> {
    meld_tiles(meld, seat(owner), 4)
        .iter()
        .map(|l| l.sideways)
        .collect()
}

// Meld placement (rule texts, docs/ARCHITECTURE.md): the called tile is turned sideways toward the
// player it came from — left tile for the player on the left, middle for the player
// opposite, right tile for the player on the right.
#[test]
fn pon_called_tile_turns_toward_its_source() {
    let pon = |from: u8| Meld::pon(vec![t("7z"), t("7z"), t("7z")], t("7z"), seat(from)).unwrap();
    // Seat 0's left is seat 3, opposite seat 2, right seat 1.
    assert_eq!(sideways(&pon(3), 0), [true, false, false]);
    assert_eq!(sideways(&pon(2), 0), [false, true, false]);
    assert_eq!(sideways(&pon(1), 0), [false, false, true]);
    // The same from another owner's point of view: seat 2's left is seat 1.
    assert_eq!(sideways(&pon(1), 2), [true, false, false]);
}

// At three players (riichi.wiki, "Sanma"; Tenhou's and Mahjong Soul's three-player
// tables) nobody sits opposite: West plays before East and is on East's left, South after
// it on its right; a called tile turns toward them and never lies in the middle.
#[test]
fn at_three_a_called_tile_turns_left_or_right() {
    let pon = |from: u8| Meld::pon(vec![t("7z"), t("7z"), t("7z")], t("7z"), seat(from)).unwrap();
    let sideways3 = |meld: &Meld, owner: u8| -> Vec<bool> {
        meld_tiles(meld, seat(owner), 3)
            .iter()
            .map(|l| l.sideways)
            .collect()
    };
    assert_eq!(sideways3(&pon(2), 0), [true, false, false]);
    assert_eq!(sideways3(&pon(1), 0), [false, false, true]);
    // West's left is South, its right East.
    assert_eq!(sideways3(&pon(1), 2), [true, false, false]);
    assert_eq!(sideways3(&pon(0), 2), [false, false, true]);
}

#[test]
fn daiminkan_lies_like_a_pon_with_four_tiles() {
    let kan = |from: u8| {
        Meld::daiminkan(
            vec![t("5p"), t("5p"), t("5p"), t("0p")],
            t("5p"),
            seat(from),
        )
        .unwrap()
    };
    assert_eq!(sideways(&kan(3), 0), [true, false, false, false]);
    assert_eq!(sideways(&kan(2), 0), [false, true, false, false]);
    assert_eq!(sideways(&kan(1), 0), [false, false, false, true]);
}

#[test]
fn chii_called_tile_lies_leftmost_and_the_rest_in_order() {
    let chii = Meld::chii(vec![t("4m"), t("3m"), t("5m")], t("4m"), seat(3)).unwrap();
    let laid = meld_tiles(&chii, seat(0), 4);
    let faces: Vec<Tile> = laid.iter().filter_map(|l| l.tile).collect();
    assert_eq!(faces, [t("4m"), t("3m"), t("5m")]);
    assert_eq!(sideways(&chii, 0), [true, false, false]);
}

// Shouminkan: the added tile is laid sideways on top of the sideways (called) tile.
#[test]
fn shouminkan_stacks_the_added_tile_on_the_called_tile() {
    let pon = Meld::pon(vec![t("3s"), t("3s"), t("3s")], t("3s"), seat(2)).unwrap();
    let kan = pon.with_added(t("3s")).unwrap();
    let laid = meld_tiles(&kan, seat(0), 4);
    assert_eq!(laid.len(), 3, "three places: the fourth tile stacks");
    assert!(laid[1].sideways);
    assert_eq!(laid[1].stacked, Some(t("3s")));
    assert!(laid
        .iter()
        .enumerate()
        .all(|(i, l)| i == 1 || l.stacked.is_none()));
}

// Ankan: four tiles, the two outer ones face down (a red five shows face up inside).
#[test]
fn ankan_shows_its_outer_tiles_face_down() {
    let kan = Meld::ankan(vec![t("0s"), t("5s"), t("5s"), t("5s")]).unwrap();
    let laid = meld_tiles(&kan, seat(0), 4);
    let faces: Vec<Option<Tile>> = laid.iter().map(|l| l.tile).collect();
    assert_eq!(faces, [None, Some(t("0s")), Some(t("5s")), None]);
    assert!(laid.iter().all(|l| !l.sideways));
}

fn pond(tiles: &str, riichi_at: Option<usize>, called: &[usize]) -> Vec<PondTile> {
    rinshan::rules::parse_mpsz(tiles)
        .unwrap()
        .into_iter()
        .enumerate()
        .map(|(i, tile)| PondTile {
            tile,
            tsumogiri: i % 2 == 1,
            riichi: riichi_at == Some(i),
            called: called.contains(&i),
        })
        .collect()
}

// Ponds: rows of six in discard order, the third row running long; called tiles gone.
#[test]
fn pond_rows_of_six_and_a_long_third_row() {
    let p = pond("123456789m123456789p1234z", None, &[2]);
    let rows = pond_rows(&p, true);
    let lens: Vec<usize> = rows.iter().map(Vec::len).collect();
    assert_eq!(lens, [6, 6, 9], "22 discards less one called");
    assert!(rows.iter().flatten().all(|s| s.tile != t("3m")));
    assert_eq!(rows[2].last().map(|s| s.last), Some(true));
    assert_eq!(rows.iter().flatten().filter(|s| s.last).count(), 1);
    assert!(rows[0][1].tsumogiri);
}

// The riichi tile lies sideways; if it was called away, the next discard is turned.
#[test]
fn riichi_tile_sideways_or_the_next_one_when_called() {
    let rows = pond_rows(&pond("1m2m3m4m", Some(1), &[]), false);
    let turned: Vec<bool> = rows[0].iter().map(|s| s.sideways).collect();
    assert_eq!(turned, [false, true, false, false]);
    let rows = pond_rows(&pond("1m2m3m4m", Some(1), &[1]), false);
    let turned: Vec<(Tile, bool)> = rows[0].iter().map(|s| (s.tile, s.sideways)).collect();
    assert_eq!(
        turned,
        [(t("1m"), false), (t("3m"), true), (t("4m"), false)]
    );
}

// The dead wall stays 14: each kan takes a replacement tile and a live tile moves in.
#[test]
fn dead_wall_has_fourteen_tiles_in_stacks_of_two_after_kans() {
    for kans in 0..=4 {
        let stacks = dead_wall(&[t("1m")], kans, kans);
        let spots: Vec<&DeadSpot> = stacks.iter().flatten().collect();
        let tiles = spots
            .iter()
            .filter(|s| !matches!(s, DeadSpot::Taken | DeadSpot::Empty))
            .count();
        assert_eq!(tiles, 14, "{kans} kans");
        assert_eq!(spots.iter().filter(|s| ***s == DeadSpot::Ura).count(), 5);
        assert_eq!(
            spots.iter().filter(|s| ***s == DeadSpot::MovedIn).count(),
            kans
        );
        assert_eq!(
            spots.iter().filter(|s| ***s == DeadSpot::Taken).count(),
            kans
        );
        // The indicators lie on top of their stacks.
        assert!(stacks
            .iter()
            .all(|[_, bottom]| !matches!(bottom, DeadSpot::Indicator(_))));
    }
}

fn setup(json: &str) -> Scenario {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn table(json: &str) -> Controller {
    let settings = Settings {
        speed: Speed::Instant,
        ..Settings::default()
    };
    let mut c = Controller::from_scenario(settings, &setup(json)).unwrap_or_else(|e| panic!("{e}"));
    c.run(100);
    c
}

fn call_kinds(c: &Controller) -> Vec<CallKind> {
    c.view()
        .prompt
        .map(|p| p.calls.iter().map(|k| k.kind).collect())
        .unwrap_or_default()
}

// A scripted left player discards the red dragon; the player holding two is offered Pon
// (from the left: the called tile will lie leftmost) and Skip.
#[test]
fn script_discard_offers_the_player_a_pon() {
    let mut c = table(
        r#"{"seats": ["7z7z 123m 456p 78s 1z 2z 3z", "2m3m4m5m6m7m8m9m1p1p2p2p3p",
                      "3s4s5s6s7s8s9s1s1s2s2s3s4s", "123m456p789s11p 5z 7z"],
            "to_act": 3, "script": ["", "", "", "7z"]}"#,
    );
    assert_eq!(c.status(), Status::Player);
    assert_eq!(call_kinds(&c), [CallKind::Pon, CallKind::Skip]);
    let pon = c.view().prompt.unwrap().calls[0].action.clone().unwrap();
    c.act(pon).unwrap();
    let v = c.view();
    assert_eq!(v.seats[0].melds.len(), 1);
    assert_eq!(v.seats[0].melds[0].from, Some(Side::Left));
    assert!(v.seats[0].melds[0].tiles[0].sideways);
    assert!(v.seats[0].melds[0].fresh);
    // The called tile left the left player's pond.
    assert!(v.seats[3].pond.iter().flatten().all(|s| s.tile != t("7z")));
}

// Kuikae (EMA RCR, Tenhou): after chii 4m with 56m, the 4m and 7m may not be discarded:
// shown disabled, with the engine's reason.
#[test]
fn kuikae_tiles_are_disabled_with_the_reason() {
    let mut c = table(
        r#"{"seats": ["56m 4m 7m 11p 234p 567s 9s", "1s2s3s4s6s7s8s9s1z1z2z2z3z",
                      "1p2p3p4p6p7p8p9p1z2z3z3z4z", "123m 456p 789s 11m 4z 4m"],
            "to_act": 3, "script": ["", "", "", "4m"]}"#,
    );
    let prompt = c.view().prompt.expect("the player is asked");
    let chii = prompt
        .calls
        .iter()
        .find(|k| k.kind == CallKind::Chii && k.tiles == [t("5m"), t("6m")])
        .expect("chii with 56m offered");
    c.act(chii.action.clone().unwrap()).unwrap();
    let prompt = c.view().prompt.expect("the player discards");
    for tile in ["4m", "7m"] {
        let choice = prompt.tiles.iter().find(|c| c.tile == t(tile)).unwrap();
        assert!(choice.action.is_none(), "{tile} is kuikae");
        assert!(
            words(&choice.refusal).contains("kuikae"),
            "{tile}: {:?}",
            choice.refusal
        );
    }
    let ok = prompt.tiles.iter().find(|c| c.tile == t("9s")).unwrap();
    assert!(ok.action.is_some() && ok.refusal.is_none());
}

// Riichi: once chosen, only the discards that keep the hand tenpai are enabled.
#[test]
fn riichi_enables_only_tenpai_keeping_discards() {
    let mut c = table(
        r#"{"seats": ["123m 456p 789s 111z 5z", "2m3m4m5m6m7m8m9m1p1p2p2p3p",
                      "3s4s5s6s7s8s9s1s1s2s2s3s4s", "1p2p3p4p6p7p8p9p6z6z7z7z4z"],
            "draws": "6z", "to_act": 0}"#,
    );
    assert_eq!(c.status(), Status::Player);
    assert!(call_kinds(&c).contains(&CallKind::Riichi));
    c.arm_riichi(true);
    let prompt = c.view().prompt.unwrap();
    assert!(prompt.riichi_armed);
    let enabled: Vec<Tile> = prompt
        .tiles
        .iter()
        .filter(|c| c.action.is_some())
        .map(|c| c.tile)
        .collect();
    assert_eq!(enabled, [t("5z"), t("6z")]);
    let refused = prompt.tiles.iter().find(|c| c.tile == t("1m")).unwrap();
    assert!(words(&refused.refusal).contains("tenpai"));
    assert!(call_kinds(&c).contains(&CallKind::CancelRiichi));
}

// Furiten (a wait in one's own pond): a discard that completes the hand (pinfu, 2s-5s)
// offers no ron, and the player is told why.
#[test]
fn furiten_win_is_blocked_and_said() {
    let c = table(
        r#"{"seats": ["123m 456p 789s 2z2z 3s4s|2s5s", "2m3m4m5m6m7m8m9m1p1p2p2p3p",
                      "6s7s8s9s1s1s6z6z7z7z4z4z5z", "123m456p789m11p 5z 6p"],
            "draws": "2s", "to_act": 3, "script": ["", "", "", "2s"]}"#,
    );
    let v = c.view();
    assert_eq!(v.blocked, Some(Blocked::Furiten(t("2s"))));
}

#[test]
fn setup_errors_name_the_problem() {
    let bad = [
        (r#"{"seats": ["1111m1m 23456789p", "", "", ""]}"#, "four"),
        (r#"{"seats": ["123m", "", "", ""]}"#, "not a hand"),
        (
            r#"{"seats": ["", "", "", ""], "script": ["jump", "", "", ""]}"#,
            "",
        ),
        (
            r#"{"seats": ["123m456p789s11z 2z pon:777z<0", "", "", ""]}"#,
            "own discard",
        ),
        (
            r#"{"seats": ["", "", "", ""], "to_act": 7}"#,
            "seat from 0 to 3",
        ),
    ];
    for (json, words) in bad {
        let s: Scenario = serde_json::from_str(json).unwrap();
        match Controller::from_scenario(Settings::default(), &s) {
            Ok(_) => panic!("{json} was accepted"),
            Err(e) => assert!(e.to_string().contains(words), "{json}: {e}"),
        }
    }
}

// A whole East-only match: the player always discards the first allowed tile and takes
// the first call offered; every prompt action is accepted, and the match ends with
// standings. Deterministic: the same seed plays the same match.
#[test]
fn whole_matches_play_to_the_end_with_only_legal_prompts() {
    let play = |seed: u64| {
        let settings = Settings {
            speed: Speed::Instant,
            hints: true,
            ..Settings::default()
        };
        let mut c = Controller::new(settings, Seed(seed));
        let mut actions = 0;
        for _ in 0..20_000 {
            match c.status() {
                Status::Computer => {
                    c.step();
                }
                Status::Player => {
                    let p = c.view().prompt.expect("a prompt when the player moves");
                    let action = p
                        .calls
                        .iter()
                        .find_map(|k| k.action.clone())
                        .or_else(|| p.tiles.iter().find_map(|t| t.action.clone()))
                        .expect("something to do");
                    c.act(action).unwrap_or_else(|e| panic!("refused: {e:?}"));
                    actions += 1;
                }
                Status::HandOver => {
                    assert!(c.view().result.is_some());
                    c.next_hand();
                }
                Status::MatchOver => break,
            }
        }
        assert_eq!(c.status(), Status::MatchOver);
        let standings = c.view().standings.expect("standings at the end");
        (actions, standings.map(|s| s.points))
    };
    for seed in 1..=3 {
        let (actions, points) = play(seed);
        assert!(actions > 10);
        assert_eq!(
            play(seed),
            (actions, points),
            "seed {seed} replays the same"
        );
    }
}

#[test]
fn the_player_cannot_act_out_of_turn() {
    let mut c = Controller::new(Settings::default(), Seed(5));
    // Before anything happens, the dealer (the player, seat 0) draws automatically.
    assert_eq!(c.status(), Status::Computer);
    assert!(c.act(Action::Skip).is_err());
    c.step();
    assert_eq!(c.status(), Status::Player);
    // Ron answers another player's discard; in one's own turn there is none to claim.
    let err = c.act(Action::Ron).unwrap_err();
    assert_eq!(err, Refusal::NoDiscardToClaim);
    assert!(refusal(Lang::En, &err).contains("no discard to claim"));
}

// A set-up names only what matters: `...` deals the rest of a hand, an empty seat all of
// it, from the one set (the engine's position check refuses a fifth copy of any tile).
#[test]
fn setup_deals_the_tiles_it_does_not_name() {
    let s = setup(r#"{"seats": ["7z7z ...", "", "7z ...|1m2m", ""], "to_act": 2, "seed": 3}"#);
    let (round, _) = s.build().unwrap_or_else(|e| panic!("{e}"));
    let sizes: Vec<usize> = (0..4).map(|i| round.player(seat(i)).hand.len()).collect();
    assert_eq!(sizes, [13, 13, 13, 13], "the seat to act draws first");
    let sevens = |i: u8| {
        round
            .player(seat(i))
            .hand
            .iter()
            .filter(|x| **x == t("7z"))
            .count()
    };
    assert!(sevens(0) >= 2 && sevens(2) >= 1);
    assert_eq!(round.player(seat(2)).pond.len(), 2);
    assert_eq!(
        round.phase(),
        &rinshan::engine::Phase::Draw { seat: seat(2) }
    );
    // The same seed deals the same tiles.
    let (again, _) = s.build().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again, round);
}

/// The first hand of the match `?seed=12345` deals, pinned: the player's 13 dealt tiles
/// (sorted), the first tile the player (the dealer) draws, and the dora indicator. The
/// browser test checks the page shows the same, which proves the wasm build deals exactly
/// as the native one does.
#[test]
fn seed_12345_match_deals_the_pinned_hand() {
    let mut c = Controller::new(Settings::default(), Seed(12345));
    let dealt = {
        let mut h = c.game().round().player(Seat::ALL[0]).hand.clone();
        h.sort();
        h
    };
    c.step();
    let v = c.view();
    let shown = format!(
        "{}\n{}\n{}",
        rinshan::rules::format_mpsz(&dealt),
        rinshan::rules::format_mpsz(&v.seats[0].drawn.into_iter().collect::<Vec<_>>()),
        rinshan::rules::format_mpsz(&v.dora_indicators)
    );
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/game-12345.txt");
    let fixture = std::fs::read_to_string(path).unwrap_or_default();
    assert_eq!(
        fixture.trim(),
        shown,
        "update {path} only if the deal is meant to change"
    );
}

#[test]
fn riichi_offered_in_the_browser_riichi_setup() {
    let c = table(
        r#"{"seats": ["123m456p789s11z23s", "1m4m7m1p4p7p2s5s8s3z4z5z6z", "2m5m8m2p5p8p3s6s4z5z6z7z1z",
                      "3m6m9m3p6p9p5s8s1z3z4z5z6z"], "draws": "9p 7z 3z 2z 4s", "to_act": 0, "seed": 2}"#,
    );
    assert_eq!(c.status(), Status::Player);
    assert!(
        call_kinds(&c).contains(&CallKind::Riichi),
        "{:?}",
        c.view().prompt
    );
}

// No yaku: an open hand of simples and terminals (no yakuhai, no tanyao) may not win on a
// tile that completes its shape; the player is told so instead of being offered a ron.
#[test]
fn a_win_without_yaku_is_blocked_and_said() {
    let c = table(
        r#"{"seats": ["pon:222m<3 345p 678s 34s 99s", "", "", "2s ..."],
            "script": ["", "", "", "2s"], "to_act": 3, "seed": 12}"#,
    );
    assert_eq!(c.view().blocked, Some(Blocked::NoYaku(t("2s"))));
}

/// A computer player that breaks the one rule of its trait (choose among the legal
/// actions): it draws and passes where it may, and otherwise discards a tile it does not
/// hold.
struct Cheat;

impl rinshan::bots::Decide for Cheat {
    fn decide(&mut self, view: &rinshan::engine::SeatView, legal: &[Action]) -> Action {
        if let Some(a) = legal
            .iter()
            .find(|a| matches!(a, Action::Draw | Action::Skip))
        {
            return a.clone();
        }
        let tile = [
            "1z", "2z", "3z", "4z", "5z", "6z", "7z", "1m", "9m", "1p", "9p",
        ]
        .map(t)
        .into_iter()
        .find(|x| {
            !view
                .hand
                .iter()
                .chain(view.drawn.iter())
                .any(|h| h.kind() == x.kind())
        })
        .unwrap_or_else(|| panic!("a hand of 14 tiles lacks one of 11 kinds"));
        Action::Discard {
            tile,
            riichi: false,
        }
    }
}

/// A computer move the engine refuses is never dropped in silence (issue 57): the step
/// plays the seat's fallback (its first legal action) so the match goes on, and the
/// refusal is kept, with the seat, the move and the rule, for the page to log.
#[test]
fn a_refused_computer_move_is_reported_and_the_match_goes_on() {
    let settings = Settings {
        speed: Speed::Instant,
        ..Settings::default()
    };
    let mut c = Controller::new(settings, Seed(3));
    c.seat_player(seat(1), Box::new(Cheat));
    // The player's turns take the first legal action, until seat 1 has discarded.
    let mut refused = Vec::new();
    for _ in 0..40 {
        match c.status() {
            Status::Player => {
                let first = c.game().legal_actions(c.me())[0].clone();
                c.act(first).unwrap_or_else(|r| panic!("{r:?}"));
            }
            Status::Computer => {
                let moves = c.game().round().player(seat(1)).pond.len();
                assert!(c.step(), "a computer step that moves reports it");
                refused.extend(c.refused_moves());
                if c.game().round().player(seat(1)).pond.len() > moves {
                    break;
                }
            }
            _ => break,
        }
    }
    let first = refused.first().unwrap_or_else(|| panic!("no refusal kept"));
    assert_eq!(first.seat, seat(1));
    let Action::Discard { tile: tried, .. } = first.action else {
        panic!("{first:?}")
    };
    assert_eq!(first.refusal, Refusal::NotInHand { tile: tried });
    assert!(first.to_string().contains("not-in-hand"), "{first}");
    // Seat 1 discarded its fallback, and the refusals were taken.
    assert!(!c.game().round().player(seat(1)).pond.is_empty());
    assert!(c.refused_moves().is_empty());
}
