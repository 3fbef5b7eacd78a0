//! The round engine: turn order, claims, riichi, furiten, wins and draws, each built as an
//! explicit position and checked against the rule it follows.

mod support;

use rinshan::engine::{AbortReason, Action, Event, Phase, Round, RoundSetup};
use rinshan::rules::{Kuikae, MultipleRon, Ruleset, Seed};
use support::table::{apply, discard, draw_and_throw, position, riichi, seat, t, won_yaku};

fn reason(r: &mut Round, s: u8, a: Action) -> String {
    r.apply(seat(s), a)
        .err()
        .map(|e| rinshan::text::refusal(rinshan::text::Lang::En, &e.refusal))
        .unwrap_or_default()
}

fn points(r: &Round) -> [i32; 4] {
    [0, 1, 2, 3].map(|s| r.player(seat(s)).points)
}

/// The dealer draws first; only the seat whose moment it is has actions.
#[test]
fn dealer_draws_first_and_only_the_acting_seat_may_act() {
    let rules = Ruleset::tenhou();
    let mut r = Round::from_seed(Seed(7), rules.clone(), RoundSetup::first(&rules));
    assert_eq!(r.legal_actions(seat(0)), vec![Action::Draw]);
    assert!(r.legal_actions(seat(1)).is_empty());
    assert_eq!(
        reason(&mut r, 1, Action::Draw),
        "it is not your turn to act"
    );
    apply(&mut r, 0, Action::Draw);
    assert_eq!(r.player(seat(0)).hand.len(), 14);
    assert_eq!(r.wall().live_remaining(), 69);
}

/// A refused action changes nothing and says why.
#[test]
fn illegal_discard_is_refused_in_words() {
    let mut r = position(
        Ruleset::tenhou(),
        [
            "123456789m1234p5z",
            "1112345678999s",
            "5566778899p666z",
            "19m19p19s1234567z",
        ],
        "3m",
        "2m",
        0,
    );
    let before = r.clone();
    assert_eq!(
        reason(&mut r, 0, discard("9s")),
        "9 sou is not in your hand"
    );
    assert_eq!(r, before);
}

// Claims after seat 0 discards 5p: seat 1 (next) can chii with 46p, seat 2 can pon.
const CLAIM_HANDS: [&str; 4] = [
    "123m456m789m5p11z22z",
    "46p123s456s78s9m33z",
    "55p666m777s88s44z9m",
    "19m19p999p19s4567z",
];

/// "Claims for a kōtsu or kantsu take precedence over claims for shuntsu", and play
/// continues from the claimer, skipping seats.
#[test]
fn pon_beats_chii_and_play_skips_to_the_caller() {
    let mut r = position(Ruleset::tenhou(), CLAIM_HANDS, "3p3p6z", "1p", 0);
    apply(&mut r, 0, discard("5p"));
    let chii = Action::Chii {
        tiles: [t("4p"), t("6p")],
    };
    let pon = Action::Pon {
        tiles: [t("5p"), t("5p")],
    };
    assert_eq!(r.legal_actions(seat(1)), vec![chii.clone(), Action::Skip]);
    assert_eq!(r.legal_actions(seat(2)), vec![pon.clone(), Action::Skip]);
    assert!(r.legal_actions(seat(3)).is_empty());
    apply(&mut r, 1, chii);
    apply(&mut r, 2, pon);
    assert!(matches!(r.phase(), Phase::Turn { seat: s, drawn: None, .. } if *s == seat(2)));
    assert_eq!(r.player(seat(2)).melds.len(), 1);
    assert!(r.player(seat(1)).melds.is_empty());
    assert!(r.player(seat(0)).pond[0].called);
    // After the pon, no tsumo and no draw: the caller discards, then seat 3 draws.
    apply(&mut r, 2, discard("4z"));
    assert_eq!(r.legal_actions(seat(3)), vec![Action::Draw]);
}

/// Chii only from the player on the left: seat 2 holding 46p is not offered chii on
/// seat 0's 5p.
#[test]
fn chii_only_from_the_left_player() {
    let mut r = position(
        Ruleset::tenhou(),
        [
            "123m456m789m5p11z22z",
            "123s456s789s33z55m",
            "46p666m777s88s44z9m",
            "19m19p999p19s4567z",
        ],
        "3p3p6z",
        "1p",
        0,
    );
    apply(&mut r, 0, discard("5p"));
    assert!(r.legal_actions(seat(2)).is_empty());
    assert_eq!(r.legal_actions(seat(1)), vec![Action::Draw]);
}

/// "Claiming a tile to win takes precedence over any other claim."
#[test]
fn ron_beats_pon() {
    let mut r = position(
        Ruleset::tenhou(),
        [
            "123m456m789m5p11z22z",
            "46p234s456s678s88m",
            "55p666m777s88s44z9m",
            "19m19p999p19s4567z",
        ],
        "3p3p6z",
        "1p",
        0,
    );
    apply(&mut r, 0, discard("5p"));
    assert!(r.legal_actions(seat(1)).contains(&Action::Ron));
    apply(
        &mut r,
        2,
        Action::Pon {
            tiles: [t("5p"), t("5p")],
        },
    );
    let events = apply(&mut r, 1, Action::Ron);
    assert!(events.iter().any(
        |e| matches!(e, Event::Won { seat: s, from: Some(f), .. } if *s == seat(1) && *f == seat(0))
    ));
    // Tanyao, 40 fu (closed ron 10, kanchan 2): 1300 from the dealer.
    assert_eq!(points(&r), [23_700, 26_300, 25_000, 25_000]);
    assert!(r.is_over());
}

/// Kuikae: after chii of 5p with 67p, neither 5p nor 8p may be discarded; the
/// suji-swap option allows 8p; the permissive option allows both.
#[test]
fn kuikae_after_chii() {
    let hands = [
        "123m456m789m5p11z22z",
        "678p5p123s456s789s",
        "66m777s888s44z9m9m2p",
        "19m19p999p19s4567z",
    ];
    let chii = Action::Chii {
        tiles: [t("6p"), t("7p")],
    };
    let mut r = position(Ruleset::tenhou(), hands, "3p3p6z", "1p", 0);
    apply(&mut r, 0, discard("5p"));
    apply(&mut r, 1, chii.clone());
    assert_eq!(
        reason(&mut r, 1, discard("8p")),
        "kuikae: right after a call you may not discard 8 pin"
    );
    assert_eq!(
        reason(&mut r, 1, discard("5p")),
        "kuikae: right after a call you may not discard 5 pin"
    );
    assert!(r.legal_actions(seat(1)).contains(&discard("1s")));

    let suji = Ruleset {
        kuikae: Kuikae::SujiAllowed,
        ..Ruleset::tenhou()
    };
    let mut r = position(suji, hands, "3p3p6z", "1p", 0);
    apply(&mut r, 0, discard("5p"));
    apply(&mut r, 1, chii.clone());
    assert!(r.legal_actions(seat(1)).contains(&discard("8p")));
    assert!(!r.legal_actions(seat(1)).contains(&discard("5p")));

    let free = Ruleset {
        kuikae: Kuikae::Allowed,
        ..Ruleset::tenhou()
    };
    let mut r = position(free, hands, "3p3p6z", "1p", 0);
    apply(&mut r, 0, discard("5p"));
    apply(&mut r, 1, chii);
    assert!(r.legal_actions(seat(1)).contains(&discard("5p")));
}

// Seat 0 (dealer) holds 123m 456p 789s 2345s + 5z: discarding 5z leaves a 2s-5s wait.
const RIICHI_HANDS: [&str; 4] = [
    "123m456p789s2345s5z",
    "19m19p19s1234z55m6m",
    "77m88m99p11p22s33z9s",
    "1m44m66m33p44s66s7z7z",
];

/// Riichi: closed, tenpai after the discard (only such discards are offered), at least
/// four tiles in the wall; the deposit is paid once the discard passes; afterwards only
/// the drawn tile may be discarded.
#[test]
fn riichi_conditions_deposit_and_tsumogiri() {
    let mut r = position(Ruleset::tenhou(), RIICHI_HANDS, "6z6z7z8m8m", "6z", 0);
    let actions = r.legal_actions(seat(0));
    assert!(actions.contains(&riichi("5z")));
    assert!(!actions.contains(&riichi("1m")));
    assert_eq!(
        reason(&mut r, 0, riichi("1m")),
        "discarding 1 man does not leave the hand tenpai"
    );
    let events = apply(&mut r, 0, riichi("5z"));
    assert!(events.contains(&Event::RiichiAccepted { seat: seat(0) }));
    assert_eq!(r.player(seat(0)).points, 24_000);
    assert_eq!(r.deposits(), 1);
    for s in 1..4 {
        draw_and_throw(&mut r, s);
    }
    apply(&mut r, 0, Action::Draw);
    // Drew 8m: after riichi only that tile may go.
    assert_eq!(r.legal_actions(seat(0)), vec![discard("8m")]);
    assert_eq!(
        reason(&mut r, 0, discard("1m")),
        "after riichi you must discard the tile you drew"
    );
}

/// Riichi needs another draw of the declarer's own: at four players, four tiles left in
/// the live wall (riichi.wiki, Riichi: "at least four tiles left in the wall"). With four
/// it is offered; with three it is refused, saying so.
#[test]
fn no_riichi_with_fewer_than_four_tiles_left() {
    let r = position(Ruleset::tenhou(), RIICHI_HANDS, "6z6z7z8m", "6z", 0);
    assert!(r.legal_actions(seat(0)).contains(&riichi("5z")));
    let mut r = position(Ruleset::tenhou(), RIICHI_HANDS, "6z6z7z", "6z", 0);
    assert!(!r.legal_actions(seat(0)).contains(&riichi("5z")));
    assert_eq!(
        reason(&mut r, 0, riichi("5z")),
        "riichi needs another draw of your own: at least 4 tiles left in the wall (3 left)"
    );
}

/// Riichi, ippatsu and menzen tsumo on the first draw after riichi: the dealer's
/// 3 han 30 fu tsumo is 2000 from each, and the dealer takes the riichi deposit back.
#[test]
fn ippatsu_tsumo_pays_and_collects_the_deposit() {
    let mut r = position(Ruleset::tenhou(), RIICHI_HANDS, "6z6z7z5s8m", "6z", 0);
    apply(&mut r, 0, riichi("5z"));
    for s in 1..4 {
        draw_and_throw(&mut r, s);
    }
    apply(&mut r, 0, Action::Draw);
    let events = apply(&mut r, 0, Action::Tsumo);
    let won = events.iter().find_map(|e| match e {
        Event::Won { score, .. } => Some(score.clone()),
        _ => None,
    });
    let names: Vec<&str> = won
        .iter()
        .flat_map(|s| s.yaku.iter().map(|(y, _)| y.name()))
        .collect();
    assert_eq!(names, vec!["Riichi", "Ippatsu", "Menzen tsumo"]);
    assert_eq!(points(&r), [31_000, 23_000, 23_000, 23_000]);
    assert_eq!(r.deposits(), 0);
}

/// A call breaks ippatsu (any call by any player).
#[test]
fn a_call_breaks_ippatsu() {
    let hands = [
        "123m456p789s2345s5z",
        "19m19p19s123z55m6z8p",
        "77m88m99p11p22s33z9s",
        "1m44m66m33p44s66s7z7z",
    ];
    let mut r = position(Ruleset::tenhou(), hands, "6z7z4z5s", "1z", 0);
    apply(&mut r, 0, riichi("5z"));
    apply(&mut r, 1, Action::Draw); // 6z: seat 1 now holds 66z
    apply(&mut r, 1, discard("1z"));
    apply(&mut r, 2, Action::Draw); // 7z
    apply(&mut r, 2, discard("7z"));
    assert!(r.legal_actions(seat(3)).contains(&Action::Pon {
        tiles: [t("7z"), t("7z")]
    }));
    apply(
        &mut r,
        3,
        Action::Pon {
            tiles: [t("7z"), t("7z")],
        },
    );
    assert!(!r.player(seat(0)).ippatsu);
}

/// Furiten: a player whose wait lies in their own pond cannot ron.
#[test]
fn own_discard_furiten_blocks_ron() {
    // Seat 1 waits on 2s-5s (tanyao); it draws 5s, throws it, then seat 2 deals 2s.
    let hands = [
        "123m456p789s1z2z3z4z7z",
        "234m678m456p2345s",
        "77m88m99p11p22s33z9s",
        "1m44m66m33p44s66s7z6z",
    ];
    let mut r = position(Ruleset::tenhou(), hands, "5s2s6z6z", "5z", 0);
    apply(&mut r, 0, discard("1z"));
    apply(&mut r, 1, Action::Draw);
    assert!(r.legal_actions(seat(1)).contains(&Action::Tsumo));
    apply(&mut r, 1, discard("5s"));
    apply(&mut r, 2, Action::Draw);
    apply(&mut r, 2, discard("2s"));
    let p = r.player(seat(1));
    let w = rinshan::rules::waits::waits(&p.counts(), 0, &p.held());
    assert!(w.contains(&t("2s").kind()), "2s is a wait");
    assert!(
        !r.legal_actions(seat(1)).contains(&Action::Ron),
        "5s in own pond: furiten"
    );
    assert_eq!(r.legal_actions(seat(3)), vec![Action::Draw]);
}

/// Temporary furiten: passing a winning tile forbids ron on any tile until one's own
/// next discard.
#[test]
fn passing_a_winning_tile_is_temporary_furiten() {
    let hands = [
        "123m456p789s3z4z7z1z",
        "234m678m456p2345s",
        "77m88m99p11p22s33z9s",
        "44m66m33p44s66s7z6z2s1m",
    ];
    let mut r = position(Ruleset::tenhou(), hands, "5s6z", "5z", 3);
    apply(&mut r, 3, discard("2s"));
    assert!(r.legal_actions(seat(1)).contains(&Action::Ron));
    apply(&mut r, 1, Action::Skip);
    assert!(r.player(seat(1)).temporary_furiten);
    apply(&mut r, 2, Action::Skip);
    apply(&mut r, 0, Action::Draw);
    apply(&mut r, 0, discard("5s"));
    let options = r.legal_actions(seat(1));
    assert!(!options.contains(&Action::Ron), "{options:?}");
    assert!(options.contains(&Action::Chii {
        tiles: [t("3s"), t("4s")]
    }));
}

/// Exhaustive draw: the last discard passes, tenpai players share 3000 from the noten
/// players.
#[test]
fn exhaustive_draw_with_tenpai_payments() {
    let hands = [
        "123m456p789s2345s5m",
        "234m678m456p2345s",
        "77m88m99p11p22s3z4z9s",
        "1m44m66m33p44s66s7z6z",
    ];
    let mut r = position(Ruleset::tenhou(), hands, "", "1z", 0);
    let events = apply(&mut r, 0, discard("5m"));
    assert!(events.contains(&Event::ExhaustiveDraw {
        tenpai: [true, true, false, false]
    }));
    assert_eq!(points(&r), [26_500, 26_500, 23_500, 23_500]);
}

/// Houtei: ron on the last discard; no other claim on it.
#[test]
fn houtei_on_the_last_discard() {
    let hands = [
        "123m456p789s2s555z1z",
        "234m678m456p3455s",
        "77m88m99p11p22s3z4z9s",
        "1m44m66m33p44s66s7z6z",
    ];
    let mut r = position(Ruleset::tenhou(), hands, "", "1z", 0);
    apply(&mut r, 0, discard("2s"));
    assert_eq!(r.legal_actions(seat(1)), vec![Action::Ron, Action::Skip]);
    let events = apply(&mut r, 1, Action::Ron);
    let names = won_yaku(&events);
    assert!(names.contains(&"Houtei raoyui"), "{names:?}");
}

// Seat 0 deals 2s; seats 1, 2 and 3 all wait on it with tanyao.
const TRIPLE: [&str; 4] = [
    "123m456p789s2s1z1z1z3z",
    "234m678m456p3455s",
    "234p678p345m34s55m",
    "567m678s234p66m34s",
];

/// Multiple ron by rule set: Tenhou lets two win and aborts on three; EMA gives the win
/// to the player nearest the discarder (atamahane); the permissive option lets all win.
#[test]
fn multiple_ron_options() {
    let ron_all = |rules: Ruleset, who: &[u8]| {
        let mut r = position(rules, TRIPLE, "6z", "1z", 0);
        apply(&mut r, 0, discard("2s"));
        for s in 1..4 {
            let a = if who.contains(&s) {
                Action::Ron
            } else {
                Action::Skip
            };
            if r.legal_actions(seat(s)).contains(&a) {
                apply(&mut r, s, a);
            }
        }
        r
    };
    let r = ron_all(Ruleset::tenhou(), &[1, 2, 3]);
    assert!(r.log().contains(&Event::AbortiveDraw {
        reason: AbortReason::TripleRon
    }));
    let winners = |r: &Round| -> Vec<u8> {
        r.log()
            .iter()
            .filter_map(|e| match e {
                Event::Won { seat, .. } => Some(u8::from(*seat)),
                _ => None,
            })
            .collect()
    };
    assert_eq!(winners(&ron_all(Ruleset::tenhou(), &[2, 3])), vec![2, 3]);
    assert_eq!(winners(&ron_all(Ruleset::ema(), &[2, 3])), vec![2]);
    // With every ron allowed, three players all win on one discard.
    let all = Ruleset {
        multiple_ron: MultipleRon::All,
        ..Ruleset::tenhou()
    };
    let r = ron_all(all, &[1, 2, 3]);
    assert_eq!(winners(&r), vec![1, 2, 3]);
    let total: i32 = [0, 1, 2, 3].map(|s| r.player(seat(s)).points).iter().sum();
    assert_eq!(total, 100_000);
}
