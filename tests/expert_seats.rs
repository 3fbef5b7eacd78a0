//! Expert seats at the table: the game page's worker simulates the Expert's choices, so
//! the controller waits for them ([`Controller::awaiting`]) and applies the one it is
//! given ([`Controller::answer`]); where no page thinks for it, an Expert seat decides as
//! Hard does. Issue 33: "Expert runs in a Web Worker … the table shows which seat is
//! thinking and stays responsive".

use rinshan::bots::Level;
use rinshan::play::{Controller, Settings, Speed, Status};
use rinshan::rules::Seed;

mod support;
use support::autoplay::first_offered;

fn settings(level: Level) -> Settings {
    Settings {
        level,
        speed: Speed::Instant,
        ..Settings::default()
    }
}

/// Plays a whole match: the player (seat 0) always takes the first thing offered, and
/// every choice the controller waits for is answered by `think` (given the seat, the
/// number of legal actions and how many were asked so far). Returns the moves' save text
/// and how many choices were asked for.
fn play(
    c: &mut Controller,
    mut think: impl FnMut(usize, usize) -> Option<usize>,
) -> (String, usize) {
    let mut asked = 0;
    for _ in 0..40_000 {
        match c.status() {
            Status::Computer => {
                if let Some(seat) = c.awaiting() {
                    // Asked once, as the page asks its worker: the seat, this moment, and
                    // the saved match, which restores to the same choice.
                    let (s, moment, save) = c.ask().flatten().expect("a question");
                    assert_eq!((s, moment), (seat, c.moment()));
                    assert_eq!(c.ask(), Some(None), "asked only once");
                    let restored = Controller::restore(&save).expect("the save restores");
                    assert_eq!(
                        restored.game().legal_actions(seat),
                        c.game().legal_actions(seat)
                    );
                    let legal = c.game().legal_actions(seat);
                    assert!(legal.len() > 1, "only a real choice is asked for");
                    // A stale answer (another moment) is not applied.
                    assert!(!c.answer(seat, c.moment() + 1, Some(0)));
                    let choice = think(legal.len(), asked);
                    asked += 1;
                    assert!(c.answer(seat, c.moment(), choice));
                } else {
                    assert_eq!(c.ask(), None, "nothing to ask when nobody is awaited");
                    assert!(c.step(), "a computer step when nobody is awaited");
                }
            }
            Status::Player => {
                assert_eq!(c.awaiting(), None);
                let p = c.view().prompt.expect("a prompt when the player moves");
                let action = p
                    .calls
                    .iter()
                    .find_map(|k| k.action.clone())
                    .or_else(|| p.tiles.iter().find_map(|t| t.action.clone()))
                    .expect("something to do");
                c.act(action).unwrap_or_else(|e| panic!("refused: {e:?}"));
            }
            Status::HandOver => c.next_hand(),
            Status::MatchOver => break,
        }
    }
    assert_eq!(c.status(), Status::MatchOver);
    (c.save(), asked)
}

/// Without a thinker, an Expert seat plays Hard's game move for move (a Bot of the
/// Expert's level decides as Hard), and nothing is awaited.
#[test]
fn without_a_thinker_expert_seats_play_as_hard() {
    for seed in [3, 8] {
        let mut expert = Controller::new(settings(Level::Expert), Seed(seed));
        let mut hard = Controller::new(settings(Level::Hard), Seed(seed));
        let (e, asked) = play(&mut expert, |_, _| None);
        let (h, _) = play(&mut hard, |_, _| None);
        assert_eq!(asked, 0);
        // The same moves; only the settings line names another level.
        let moves = |s: &str| {
            s.lines()
                .filter(|l| !l.starts_with("settings "))
                .map(String::from)
                .collect::<Vec<_>>()
        };
        assert_eq!(moves(&e), moves(&h), "seed {seed}");
    }
}

/// With a thinker, every real choice of an Expert seat is asked for, and the answer is
/// what is played: the first legal action each time gives another match than Hard's,
/// while no answer (a thinker that failed) gives Hard's own.
#[test]
fn with_a_thinker_every_real_choice_is_asked_and_the_answer_played() {
    let seed = Seed(5);
    let mut failed = Controller::new(settings(Level::Expert), seed);
    failed.think_elsewhere(true);
    let (with_hard, asked) = play(&mut failed, |_, _| None);
    assert!(asked > 50, "a match asks for many choices ({asked})");
    let mut hard = Controller::new(settings(Level::Hard), seed);
    let (hard_save, _) = play(&mut hard, |_, _| None);
    let moves = |s: &str| {
        s.lines()
            .filter(|l| !l.starts_with("settings "))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    assert_eq!(moves(&with_hard), moves(&hard_save));

    let mut first = Controller::new(settings(Level::Expert), seed);
    first.think_elsewhere(true);
    let (firsts, _) = play(&mut first, |_, _| Some(0));
    assert_ne!(moves(&firsts), moves(&hard_save));
    // A choice past the legal list is not one: the seat's level decides.
    let mut wild = Controller::new(settings(Level::Expert), seed);
    wild.think_elsewhere(true);
    let (wilds, _) = play(&mut wild, |n, _| Some(n + 3));
    assert_eq!(moves(&wilds), moves(&hard_save));
}

/// A saved game restores to the same moment, so a worker given the save sees the choice
/// the table waits for: the same seat and the same legal actions.
#[test]
fn a_restored_save_waits_for_the_same_choice() {
    let mut c = Controller::new(settings(Level::Expert), Seed(11));
    c.think_elsewhere(true);
    let mut checked = 0;
    for _ in 0..5_000 {
        match c.status() {
            Status::Computer => match c.awaiting() {
                Some(seat) => {
                    let mut again = Controller::restore(&c.save()).expect("the save restores");
                    again.think_elsewhere(true);
                    assert_eq!(again.awaiting(), Some(seat));
                    assert_eq!(again.moment(), c.moment());
                    assert_eq!(
                        again.game().legal_actions(seat),
                        c.game().legal_actions(seat)
                    );
                    checked += 1;
                    assert!(c.answer(seat, c.moment(), Some(0)));
                }
                None => {
                    c.step();
                }
            },
            Status::Player => {
                let action = first_offered(&c, false).expect("a prompt");
                c.act(action).unwrap_or_else(|e| panic!("refused: {e:?}"));
            }
            Status::HandOver | Status::MatchOver => break,
        }
    }
    assert!(checked > 10, "{checked} choices checked");
}

/// The Phoenix player's seats are thought about elsewhere too (its network runs in the
/// same worker, issue 43): with a thinker every real choice is asked for; without one, or
/// when the thinker fails (weights missing or damaged), the seats play Hard's game.
#[test]
fn phoenix_seats_are_asked_like_the_experts_and_fall_back_to_hard() {
    let seed = Seed(6);
    let moves = |s: &str| {
        s.lines()
            .filter(|l| !l.starts_with("settings "))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    let mut hard = Controller::new(settings(Level::Hard), seed);
    let (hard_save, _) = play(&mut hard, |_, _| None);
    let mut alone = Controller::new(settings(Level::Phoenix), seed);
    let (alone_save, asked) = play(&mut alone, |_, _| None);
    assert_eq!(asked, 0);
    assert_eq!(moves(&alone_save), moves(&hard_save));
    let mut failed = Controller::new(settings(Level::Phoenix), seed);
    failed.think_elsewhere(true);
    let (failed_save, asked) = play(&mut failed, |_, _| None);
    assert!(asked > 50, "a match asks for many choices ({asked})");
    assert_eq!(moves(&failed_save), moves(&hard_save));
    let mut first = Controller::new(settings(Level::Phoenix), seed);
    first.think_elsewhere(true);
    let (firsts, _) = play(&mut first, |_, _| Some(0));
    assert_ne!(moves(&firsts), moves(&hard_save));
    // The level is saved by name and read back.
    assert!(firsts.contains(" level=phoenix "), "{firsts:.200}");
    let restored = Controller::restore(&firsts).expect("the save restores");
    assert_eq!(restored.settings().level, Level::Phoenix);
}
