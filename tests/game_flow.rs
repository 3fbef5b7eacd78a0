//! A whole game around its hands: dealer repeats, honba, deposits, the endings and the
//! final placement with uma and oka. Hand results are built directly, so each rule is
//! checked on its own.

use rinshan::engine::{
    after_hand, standings, AbortReason, AfterHand, Ending, Game, GameState, HandResult, WinResult,
};
use rinshan::rules::{
    score, GameLength, Hand, Ruleset, Seat, Seed, Tile, TileKind, Win, WinMethod,
};

fn seat(n: usize) -> Seat {
    Seat::ALL[n]
}

fn any_score() -> rinshan::rules::HandScore {
    let hand = Hand::parse("123m456p789s23s55z").unwrap_or_else(|e| panic!("{e}"));
    let tile: Tile = "1s".parse().unwrap_or_else(|e| panic!("{e}"));
    let win = Win::new(tile, WinMethod::Tsumo, TileKind::wind(1));
    score(&hand, &win, &Ruleset::tenhou()).unwrap_or_else(|e| panic!("{e}"))
}

fn won(winner: usize, deltas: [i32; 4], deposits_left: u32) -> HandResult {
    HandResult {
        ending: Ending::Won,
        wins: vec![WinResult {
            seat: seat(winner),
            from: None,
            tile: "1s".parse().unwrap_or_else(|e| panic!("{e}")),
            score: any_score(),
            liable: None,
        }],
        deltas,
        honba: 0,
        deposits_left,
        dora_indicators: Vec::new(),
        ura_indicators: Vec::new(),
    }
}

fn drawn(tenpai: [bool; 4], deltas: [i32; 4]) -> HandResult {
    HandResult {
        ending: Ending::ExhaustiveDraw {
            tenpai,
            nagashi: Vec::new(),
        },
        wins: Vec::new(),
        deltas,
        honba: 0,
        deposits_left: 0,
        dora_indicators: Vec::new(),
        ura_indicators: Vec::new(),
    }
}

fn at(wind: u8, hand: u8, honba: u32, points: [i32; 4]) -> GameState {
    GameState {
        wind,
        hand,
        honba,
        deposits: 0,
        points,
    }
}

fn next(rules: &Ruleset, state: &GameState, result: &HandResult) -> GameState {
    match after_hand(rules, state, result) {
        AfterHand::Next(s) => s,
        AfterHand::Over(s) => panic!("the game ended at {s:?}"),
    }
}

fn is_over(rules: &Ruleset, state: &GameState, result: &HandResult) -> bool {
    matches!(after_hand(rules, state, result), AfterHand::Over(_))
}

const EVEN: [i32; 4] = [25_000; 4];

/// Renchan: the dealer who wins keeps the deal and a honba is added.
#[test]
fn a_dealer_win_repeats_the_hand_with_one_more_honba() {
    let rules = Ruleset::tenhou();
    let s = next(
        &rules,
        &at(0, 1, 2, EVEN),
        &won(1, [-4000, 12000, -4000, -4000], 0),
    );
    assert_eq!((s.wind, s.hand, s.honba), (0, 1, 3));
    assert_eq!(s.dealer(), seat(1));
    assert_eq!(s.points, [21_000, 37_000, 21_000, 21_000]);
}

/// Another player's win passes the deal on and clears the honba.
#[test]
fn a_non_dealer_win_passes_the_deal_and_clears_honba() {
    let rules = Ruleset::tenhou();
    let s = next(&rules, &at(0, 3, 2, EVEN), &won(0, [8000, 0, 0, -8000], 0));
    assert_eq!((s.wind, s.hand, s.honba), (1, 0, 0));
    assert_eq!(s.dealer(), seat(0));
}

/// Exhaustive draw: the dealer keeps the deal when tenpai (option), otherwise it passes;
/// the honba goes up either way.
#[test]
fn after_an_exhaustive_draw_a_tenpai_dealer_repeats() {
    let rules = Ruleset::tenhou();
    let tenpai = drawn([true, false, false, false], [3000, -1000, -1000, -1000]);
    let s = next(&rules, &at(0, 0, 0, EVEN), &tenpai);
    assert_eq!((s.hand, s.honba), (0, 1));
    let noten = drawn([false, true, false, false], [-1000, 3000, -1000, -1000]);
    let s = next(&rules, &at(0, 0, 0, EVEN), &noten);
    assert_eq!((s.hand, s.honba), (1, 1));

    let mut rules = Ruleset::tenhou();
    rules.game.dealer_repeats_when_tenpai = false;
    let s = next(&rules, &at(0, 0, 0, EVEN), &tenpai);
    assert_eq!((s.hand, s.honba), (1, 1));
}

/// An abortive draw repeats the hand with one more honba.
#[test]
fn an_abortive_draw_repeats_the_hand() {
    let rules = Ruleset::tenhou();
    let mut r = drawn([false; 4], [0; 4]);
    r.ending = Ending::Aborted(AbortReason::FourWinds);
    let s = next(&rules, &at(0, 2, 1, EVEN), &r);
    assert_eq!((s.hand, s.honba), (2, 2));
}

/// Riichi deposits left on the table carry over to the next hand.
#[test]
fn deposits_carry_over() {
    let rules = Ruleset::tenhou();
    let mut r = drawn([false; 4], [-1000, 0, 0, 0]);
    r.deposits_left = 1;
    let s = next(&rules, &at(0, 0, 0, EVEN), &r);
    assert_eq!(s.deposits, 1);
    assert_eq!(s.points[0], 24_000);
}

/// Bankruptcy (tobi): a player below zero ends the game where the rule set says so; EMA
/// plays on.
#[test]
fn a_player_below_zero_ends_the_game_by_option() {
    let state = at(0, 1, 0, [3000, 25_000, 47_000, 25_000]);
    let r = won(2, [-8000, 0, 8000, 0], 0);
    assert!(is_over(&Ruleset::tenhou(), &state, &r));
    assert!(!is_over(&Ruleset::ema(), &state, &r));
}

/// The game ends after the last hand (South 4 in East-South, East 4 in East-only) once
/// someone has the target points; with the extension option and nobody at the target it
/// goes on into the next round.
#[test]
fn the_last_hand_ends_the_game_or_the_extension_begins() {
    let rules = Ruleset::tenhou();
    let r = won(0, [8000, 0, 0, -8000], 0);
    assert!(is_over(
        &rules,
        &at(1, 3, 0, [25_000, 30_000, 25_000, 20_000]),
        &r
    ));
    // Nobody reaches 30,000: West 1.
    let s = next(&rules, &at(1, 3, 0, [20_000, 26_000, 27_000, 27_000]), &r);
    assert_eq!((s.wind, s.hand), (2, 0));
    // Without the extension option (EMA) the game ends anyway.
    assert!(is_over(
        &Ruleset::ema(),
        &at(1, 3, 0, [20_000, 26_000, 27_000, 27_000]),
        &r
    ));
    // East-only: East 4 is the last hand.
    let mut east = Ruleset::tenhou();
    east.game.length = GameLength::EastOnly;
    assert!(is_over(
        &east,
        &at(0, 3, 0, [25_000, 30_000, 25_000, 20_000]),
        &r
    ));
    assert!(!is_over(
        &rules,
        &at(0, 3, 0, [25_000, 30_000, 25_000, 20_000]),
        &r
    ));
}

/// In the extension the game ends as soon as someone reaches the target, and at the
/// latest after its fourth hand.
#[test]
fn the_extension_is_sudden_death() {
    let rules = Ruleset::tenhou();
    let r = won(1, [-8000, 8000, 0, 0], 0);
    assert!(is_over(
        &rules,
        &at(2, 0, 0, [28_000, 24_000, 24_000, 24_000]),
        &r
    ));
    let small = won(1, [-1000, 1000, 0, 0], 0);
    let s = next(
        &rules,
        &at(2, 0, 0, [28_000, 24_000, 24_000, 24_000]),
        &small,
    );
    assert_eq!((s.wind, s.hand), (2, 1));
    let r3 = won(0, [1000, 0, 0, -1000], 0);
    assert!(is_over(
        &rules,
        &at(2, 3, 0, [28_000, 24_000, 24_000, 24_000]),
        &r3
    ));
}

/// Agari-yame: in the last hand a dealer who wins in first place (with the target
/// reached) may end the game; not when behind, and never where the option is off.
#[test]
fn the_last_dealer_stops_when_leading() {
    let dealer_win = won(3, [-3000, -3000, -3000, 9000], 0);
    let lead = at(1, 3, 0, [22_000, 22_000, 22_000, 34_000]);
    assert!(is_over(&Ruleset::tenhou(), &lead, &dealer_win));
    let behind = at(1, 3, 0, [40_000, 20_000, 20_000, 20_000]);
    let s = next(&Ruleset::tenhou(), &behind, &dealer_win);
    assert_eq!((s.wind, s.hand, s.honba), (1, 3, 1));
    let mut no_stop = Ruleset::tenhou();
    no_stop.game.last_dealer_stops_when_leading = false;
    assert!(!is_over(&no_stop, &lead, &dealer_win));
}

/// Final placement: most points first, ties to the seat nearer the first dealer; the
/// leftover deposits go to first place; scores count from the return points with uma,
/// and the oka (four times the difference from the starting points) goes to first.
#[test]
fn final_standings_with_uma_oka_and_ties_by_seat() {
    let rules = Ruleset::tenhou();
    let mut state = at(1, 3, 0, [30_000, 20_000, 30_000, 19_000]);
    state.deposits = 1;
    let st = standings(&rules, &state);
    let order: Vec<usize> = st.iter().map(|s| s.seat.index()).collect();
    assert_eq!(order, vec![0, 2, 1, 3]);
    assert_eq!(st[0].points, 31_000);
    // 31,000 − 30,000 + 20,000 uma + 20,000 oka.
    assert_eq!(st[0].score, 41_000);
    assert_eq!(st[1].score, 10_000);
    assert_eq!(st[2].score, -20_000);
    assert_eq!(st[3].score, -31_000);
    assert_eq!(st.iter().map(|s| s.score).sum::<i32>(), 0);
    // EMA: 30,000 start and return, no oka, 15/5 uma.
    let ema = standings(
        &Ruleset::ema(),
        &at(1, 3, 0, [40_000, 30_000, 25_000, 25_000]),
    );
    let scores: Vec<i32> = ema.iter().map(|s| s.score).collect();
    assert_eq!(scores, vec![25_000, 5_000, -10_000, -20_000]);
}

/// Plays a game with a fixed simple policy (win when possible, otherwise the first legal
/// action) and returns its results.
fn play(seed: u64) -> (Vec<HandResult>, GameState) {
    let mut game = Game::new(Seed(seed), Ruleset::tenhou());
    let mut guard = 0;
    while !game.is_over() && guard < 100_000 {
        guard += 1;
        if game.round().is_over() {
            game.finish_hand();
            continue;
        }
        for s in Seat::ALL {
            let actions = game.legal_actions(s);
            if let Some(a) = actions
                .iter()
                .find(|a| {
                    matches!(
                        a,
                        rinshan::engine::Action::Tsumo | rinshan::engine::Action::Ron
                    )
                })
                .or(actions.first())
            {
                let a = a.clone();
                if let Err(e) = game.apply(s, a) {
                    panic!("{e}");
                }
                break;
            }
        }
    }
    assert!(game.is_over(), "the game did not end");
    (game.results().to_vec(), game.state().clone())
}

/// A seed reproduces the whole game; points stay constant with the deposits counted.
#[test]
fn a_seed_reproduces_the_whole_game() {
    let (a, end_a) = play(7);
    let (b, end_b) = play(7);
    assert_eq!(a, b);
    assert_eq!(end_a, end_b);
    assert!(a.len() >= 8, "{} hands", a.len());
    let total: i32 = end_a.points.iter().sum::<i32>() + 1000 * end_a.deposits as i32;
    assert_eq!(total, 100_000);
}

/// `Game::next_turn` is the loop above in one call: it finishes each hand that is over
/// and names the first seat that may act, so a game played through it is the same game,
/// and it answers `None` once the game has ended.
#[test]
fn next_turn_plays_the_same_game() {
    let (expected, end) = play(7);
    let mut game = Game::new(Seed(7), Ruleset::tenhou());
    let mut turns = 0;
    while let Some((s, actions)) = game.next_turn() {
        turns += 1;
        assert!(turns < 100_000, "the game did not end");
        let a = actions
            .iter()
            .find(|a| {
                matches!(
                    a,
                    rinshan::engine::Action::Tsumo | rinshan::engine::Action::Ron
                )
            })
            .or(actions.first())
            .cloned()
            .unwrap_or_else(|| panic!("no action for {s:?}"));
        game.apply(s, a).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(game.is_over());
    assert_eq!(game.results(), expected.as_slice());
    assert_eq!(game.state(), &end);
    assert_eq!(game.next_turn(), None);
}
