//! What one seat may know: a frame built for a seat carries that seat's own concealed
//! tiles and nothing of anyone else's — no other hand, no other draw, not which other
//! seat could call a discard — until the rules lay a hand open at the end (the winner's
//! hand, the tenpai hands of an exhaustive draw). A watcher sees no concealed tile at all
//! during play. Checked at every step of whole matches between computer players, calls,
//! kans and riichi included.

use rinshan::bots::{Bot, Level};
use rinshan::engine::{Ending, Event, Game, Phase};
use rinshan::play::frame::{self, FrameOptions, Reveal, Sight};
use rinshan::rules::{GameLength, Ruleset, Seat, Seed};

fn options(sight: Sight) -> FrameOptions {
    FrameOptions {
        sight,
        reveal: Reveal::ByRules,
        hints: true,
    }
}

/// Every frame of one step, for each seat and a watcher, checked against the engine.
fn check_step(game: &Game, latest: &[Event]) {
    let r = game.round();
    let over = r.is_over();
    let result = r.result();
    for sight in Seat::ALL
        .map(Sight::Seat)
        .into_iter()
        .chain([Sight::Public])
    {
        let f = frame::build(game, options(sight), latest, 70);
        let me = sight.seat();
        for seat in Seat::ALL {
            let part = &f.seats[seat.index()];
            let mine = me == Some(seat);
            let laid_open = over
                && result.as_ref().is_some_and(|res| {
                    res.won(seat)
                        || res.tenpai_at_draw(seat)
                        || !matches!(res.ending, Ending::Won | Ending::ExhaustiveDraw { .. })
                });
            if mine {
                // One's own tiles, exactly as the engine holds them.
                let mut held: Vec<_> = part.hand.iter().chain(&part.drawn).copied().collect();
                let mut truth = r.player(seat).hand.clone();
                held.sort_by_key(|t| (t.kind(), t.is_red()));
                truth.sort_by_key(|t| (t.kind(), t.is_red()));
                assert_eq!(held, truth, "{sight:?} own hand");
            } else if !laid_open {
                assert!(
                    part.hand.is_empty() && part.drawn.is_none(),
                    "{sight:?} sees seat {seat:?}'s hand"
                );
                assert_eq!(part.hidden, r.player(seat).hand.len());
            }
            // Another seat shows as acting only in its own turn: who may call is hidden.
            if !mine {
                let turn = matches!(r.phase(), Phase::Turn { seat: s, .. } if *s == seat);
                assert_eq!(
                    part.acting,
                    turn && !over,
                    "{sight:?} sees seat {seat:?} acting"
                );
            }
        }
        for e in &f.latest {
            if let Event::Drew { seat, .. } = e {
                assert_eq!(me, Some(*seat), "{sight:?} sees another seat's draw: {e:?}");
            }
        }
        match me {
            Some(s) => {
                let legal = game.legal_actions(s);
                assert_eq!(
                    f.choices.as_ref().map(|c| c.legal.clone()),
                    (!legal.is_empty() && !over).then_some(legal)
                );
            }
            None => {
                assert!(f.choices.is_none() && f.hints.is_none() && f.blocked.is_none());
            }
        }
        if let Some(res) = &f.result {
            let riichi_win = res.wins.iter().any(|w| r.player(w.seat).riichi.is_some());
            assert_eq!(
                res.ura_indicators.is_empty(),
                !riichi_win,
                "ura shown only after a riichi win"
            );
        }
    }
}

fn play(seed: u64, rules: &str) -> usize {
    let mut ruleset = Ruleset::preset(rules).unwrap_or_default();
    ruleset.game.length = GameLength::EastOnly;
    let mut game = Game::new(Seed(seed), ruleset);
    let mut bots = Seat::ALL.map(|s| Bot::new(Level::Hard, Seed(seed + s.index() as u64)));
    let mut steps = 0;
    check_step(&game, &[]);
    while !game.is_over() {
        if game.round().is_over() {
            game.finish_hand();
            check_step(&game, &[]);
            continue;
        }
        let (seat, legal) = game.round().to_act().expect("somebody can move");
        let view = game.round().view(seat);
        let action = bots[seat.index()].decide(&view, &legal);
        let events = game.apply(seat, action).unwrap_or_else(|e| panic!("{e:?}"));
        check_step(&game, &events);
        steps += 1;
    }
    steps
}

#[test]
fn no_frame_shows_what_its_seat_may_not_see() {
    let mut steps = 0;
    for (seed, rules) in [
        (1, "tenhou"),
        (2, "mahjongsoul"),
        (3, "ema"),
        (4, "classic"),
        (5, "tenhou"),
    ] {
        steps += play(seed, rules);
    }
    assert!(steps > 1000, "{steps} steps");
}

#[test]
fn a_seat_sees_its_own_draw_and_others_see_that_a_draw_happened() {
    let mut game = Game::new(Seed(7), Ruleset::default());
    let dealer = game.round().setup().dealer;
    let events = game
        .apply(dealer, rinshan::engine::Action::Draw)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let own = frame::build(&game, options(Sight::Seat(dealer)), &events, 70);
    assert!(own.latest.iter().any(|e| matches!(e, Event::Drew { .. })));
    let other = frame::build(&game, options(Sight::Seat(dealer.next())), &events, 70);
    assert!(other
        .latest
        .iter()
        .any(|e| matches!(e, Event::DrewUnseen { seat, .. } if *seat == dealer)));
    assert!(!other.latest.iter().any(|e| matches!(e, Event::Drew { .. })));
}
