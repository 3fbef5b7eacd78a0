//! Coming back to a room (issue 41), on the room as a plain state machine: a dropped
//! connection costs a player no more than their own time (Tenhou and Mahjong Soul let a
//! dropped seat's time run before anything is played for it); a room restored after a
//! restart starts a clock only with a frame that shows it; the first page back gets one
//! frame, numbered after every frame it had, with the latest events rather than the whole
//! hand and with its hints; the match's last frame still shows the last hand's wall.

use crate::support::choose;
use crate::support::sim::Sim;
use rinshan::play::frame::SeatFrame;
use rinshan::rules::Seat;
use rinshan_protocol::{Clock, SeatInfo, ServerMsg};
use rinshan_server::room::{By, Entry, Outcome, Room, To, RESUME_GRACE_MS};

/// 5 s a move and a 10 s bank (the Sim's rooms).
const MOVE_MS: u64 = 5_000;
const BANK_MS: u64 = 10_000;

/// The frames `out` sends to `seat`: (seq, frame, clock).
fn frames_to(out: &Outcome, seat: Seat) -> Vec<(u64, SeatFrame, Option<Clock>)> {
    out.out
        .iter()
        .filter(|o| o.to == To::Seat(seat))
        .filter_map(|o| match serde_json::from_str::<ServerMsg>(&o.text) {
            Ok(ServerMsg::Frame { seq, frame, clock }) => Some((seq, *frame, clock)),
            _ => None,
        })
        .collect()
}

/// The one frame `out` sends `seat`, which offers it a choice: its clock.
fn one_offer(out: &Outcome, seat: Seat) -> Option<Clock> {
    let frames = frames_to(out, seat);
    assert_eq!(frames.len(), 1, "one frame for the page back");
    assert!(frames[0].1.choices.is_some(), "it offers the choice");
    frames[0].2
}

/// The moves `out` writes, as (seat, by, spent).
fn moves(out: &Outcome) -> Vec<(Seat, By, u32)> {
    out.entries
        .iter()
        .filter_map(|e| match e {
            Entry::Acted {
                seat, by, spent_ms, ..
            } => Some((*seat, *by, *spent_ms)),
            _ => None,
        })
        .collect()
}

fn away(room: &Room, seat: Seat) -> bool {
    matches!(
        room.info().seats[seat.index()],
        SeatInfo::Person { away: true, .. }
    )
}

/// The seat choosing first after the deal, with its frame's number and legal actions.
fn first_to_choose(sim: &Sim) -> (Seat, u64, Vec<rinshan::engine::Action>) {
    sim.choosing()
        .first()
        .cloned()
        .unwrap_or_else(|| panic!("nobody to choose"))
}

/// A phone that reloads (or loses its connection for a moment) in its own turn comes back
/// to the same decision, with its clock as it stands, and makes it itself.
#[test]
fn a_player_cut_off_in_their_turn_gets_the_same_decision_back_with_their_clock() {
    let mut sim = Sim::started(17);
    let (seat, _, legal) = first_to_choose(&sim);
    let since = sim.now;
    let out = sim.room.detach(seat, sim.now);
    assert!(
        moves(&out).is_empty(),
        "nothing is played for a seat cut off in its time"
    );
    sim.take(out);
    // Its clock runs on as usual: the move's time, then the bank.
    assert_eq!(sim.room.deadline(), Some(since + MOVE_MS + BANK_MS));
    let out = sim.room.tick(since + 3_000);
    assert!(moves(&out).is_empty());
    sim.take(out);
    assert!(!away(&sim.room, seat));

    // Back 4 s after the decision began: one frame, the same decision, the clock left.
    let back = since + 4_000;
    let out = sim.room.attach(seat, back);
    let frames = frames_to(&out, seat);
    assert_eq!(frames.len(), 1, "one frame for the page back");
    let (seq, frame, clock) = frames[0].clone();
    let offered = frame.choices.as_ref().map(|c| c.legal.clone());
    assert_eq!(offered.as_ref(), Some(&legal), "the same decision");
    assert_eq!(
        clock,
        Some(Clock {
            move_ms: 1_000,
            bank_ms: 10_000
        })
    );
    sim.take(out);

    // The player decides, and it is their move, paid from their own clock.
    let action = choose(&frame, &legal);
    sim.now = back + 2_000;
    let out = sim
        .room
        .act(seat, seq, action, sim.now)
        .unwrap_or_else(|p| panic!("{p:?}"));
    assert_eq!(moves(&out).first(), Some(&(seat, By::Player, 6_000)));
    sim.take(out);
    sim.play_out();
    assert!(
        sim.log.iter().all(|e| !matches!(
            e,
            Entry::Acted {
                by: By::Computer,
                ..
            }
        )),
        "the computer never played for anyone"
    );
}

/// Only when a cut-off seat's own time has run out does a computer player play for it:
/// that move spends the bank, and from then on the computer plays its turns at once until
/// a page of the player's is back.
#[test]
fn a_seat_cut_off_past_its_time_is_played_for_and_its_bank_is_spent() {
    let mut sim = Sim::started(21);
    let (seat, _, _) = first_to_choose(&sim);
    let deadline = sim.now + MOVE_MS + BANK_MS;
    let out = sim.room.detach(seat, sim.now);
    sim.take(out);
    let out = sim.room.tick(deadline - 1);
    assert!(moves(&out).is_empty(), "not before its time");
    sim.take(out);
    let out = sim.room.tick(deadline);
    let made = moves(&out);
    assert_eq!(
        made.first(),
        Some(&(seat, By::Computer, 15_000)),
        "the computer plays once the move's time and the bank have run"
    );
    sim.now = deadline;
    sim.take(out);
    assert!(away(&sim.room, seat), "shown as away");

    // Away: its next decisions are played at once (no clock, no wait).
    let before = sim.log.len();
    for _ in 0..300 {
        if sim
            .log
            .iter()
            .skip(before)
            .any(|e| matches!(e, Entry::Acted { seat: s, by: By::Computer, .. } if *s == seat))
        {
            break;
        }
        sim.step();
    }
    let later: Vec<_> = sim.log[before..]
        .iter()
        .filter_map(|e| match e {
            Entry::Acted {
                seat: s,
                by,
                spent_ms,
                ..
            } if *s == seat && *by != By::Auto => Some((*by, *spent_ms)),
            _ => None,
        })
        .collect();
    assert!(!later.is_empty(), "the seat had another decision");
    assert!(later.iter().all(|m| *m == (By::Computer, 0)), "{later:?}");

    // Back: the player plays again, with the move's time only (the bank is spent).
    let out = sim.room.attach(seat, sim.now);
    sim.take(out);
    assert!(!away(&sim.room, seat));
    assert!(sim.until_choosing(seat, 300), "the seat never chose again");
    assert_eq!(sim.room.deadline(), Some(sim.now + MOVE_MS), "no bank left");
}

/// An answer to any frame that offers the decision still open counts: the same decision
/// shown again (here with hints turned on) does not make the page's answer late.
#[test]
fn an_answer_to_an_earlier_frame_of_the_same_decision_counts() {
    let mut sim = Sim::started(22);
    let (seat, seq, legal) = first_to_choose(&sim);
    let frame = sim.frames[seat.index()]
        .clone()
        .map(|(_, f)| f)
        .unwrap_or_else(|| panic!("no frame"));
    let out = sim.room.set_hints(seat, true, sim.now + 100);
    let again = frames_to(&out, seat);
    assert_eq!(again.len(), 1);
    assert!(again[0].0 > seq && again[0].1.hints.is_some());
    sim.take(out);
    let out = sim
        .room
        .act(seat, seq, choose(&frame, &legal), sim.now + 200)
        .unwrap_or_else(|p| panic!("{p:?}"));
    assert_eq!(
        moves(&out).first().map(|m| (m.0, m.1)),
        Some((seat, By::Player))
    );
}

/// After a restart, a frame offering a seat its choices always carries the seat's clock,
/// and a clock never starts for a page that is there without a frame that shows it.
#[test]
fn a_restarted_room_shows_every_clock_it_starts() {
    let mut sim = Sim::started(18);
    for _ in 0..20 {
        sim.step();
    }
    let (chooser, _, _) = first_to_choose(&sim);
    let restart = sim.now + 60_000;
    // The player who must choose is back within the grace: their frame offers the choice
    // with their clock, which starts with it.
    let mut early = Room::restore(&sim.log, restart, 5_000_000).unwrap_or_else(|e| panic!("{e}"));
    let out = early.attach(chooser, restart + 1_000);
    assert_eq!(
        one_offer(&out, chooser),
        Some(Clock {
            move_ms: MOVE_MS as u32,
            bank_ms: BANK_MS as u32
        }),
        "the first frame offering choices after a restart shows the clock"
    );
    assert_eq!(early.deadline(), Some(restart + 1_000 + MOVE_MS + BANK_MS));
    // Or they are not back within it, and the others are.
    sim.room = Room::restore(&sim.log, restart, 5_000_000).unwrap_or_else(|e| panic!("{e}"));
    sim.frames = Default::default();
    sim.seen = Default::default();
    // What each page is sent from the moment it is back (frames for a seat whose page is
    // not there reach nobody).
    let mut back_from = [usize::MAX; 4];
    // Everyone but the player who must choose is back within the grace.
    let others: Vec<Seat> = Seat::ALL.into_iter().filter(|s| *s != chooser).collect();
    for (k, s) in others.iter().enumerate() {
        back_from[s.index()] = sim.seen[s.index()].len();
        let out = sim.room.attach(*s, restart + 1_000 * k as u64);
        sim.take(out);
    }
    // The chooser's clock has not started: the room waits for them.
    assert_eq!(sim.room.deadline(), Some(restart + RESUME_GRACE_MS));
    let grace_end = restart + RESUME_GRACE_MS;
    let out = sim.room.tick(grace_end);
    assert!(moves(&out).is_empty());
    sim.take(out);
    // Now the chooser's time runs, from the end of the grace.
    assert_eq!(sim.room.deadline(), Some(grace_end + MOVE_MS + BANK_MS));
    // Back 2 s later: the frame shows what is left.
    let out = sim.room.attach(chooser, grace_end + 2_000);
    assert_eq!(
        one_offer(&out, chooser),
        Some(Clock {
            move_ms: 3_000,
            bank_ms: 10_000
        })
    );
    sim.now = grace_end + 2_000;
    back_from[chooser.index()] = sim.seen[chooser.index()].len();
    sim.take(out);
    // Play on: every frame that offers choices, to anyone, shows their clock.
    for _ in 0..150 {
        sim.step();
    }
    let mut offers = 0;
    for (i, seen) in sim.seen.iter().enumerate() {
        for m in seen.iter().skip(back_from[i]) {
            if let ServerMsg::Frame {
                frame, clock, seq, ..
            } = m
            {
                if frame.choices.is_some() {
                    offers += 1;
                    assert!(
                        clock.is_some(),
                        "seat {i}'s frame {seq} offers choices with no clock"
                    );
                }
            }
        }
    }
    assert!(offers > 20, "{offers} frames offered choices");
}

/// The first page back after a restart gets the table once, numbered after every frame it
/// had before, showing the latest events (not the whole hand), with its hints.
#[test]
fn a_page_back_after_a_restart_gets_one_frame_numbered_on_with_its_hints() {
    let mut sim = Sim::started(19);
    let bo = Seat::ALL[1];
    let out = sim.room.set_hints(bo, true, sim.now);
    sim.take(out);
    for _ in 0..40 {
        sim.step();
    }
    let before = sim.frames[bo.index()]
        .clone()
        .unwrap_or_else(|| panic!("no frame"));
    let restart = sim.now + 30_000;
    let mut room = Room::restore(&sim.log, restart, 1_000_000).unwrap_or_else(|e| panic!("{e}"));
    let out = room.attach(bo, restart + 500);
    let frames = frames_to(&out, bo);
    assert_eq!(frames.len(), 1, "one frame, not the same one twice");
    let (seq, frame, _) = &frames[0];
    assert!(*seq > before.0, "frame {seq} after frame {}", before.0);
    assert!(frame.hints.is_some(), "the hints setting is kept");
    // What the frames before the restart showed as the latest events.
    assert_eq!(
        frame.latest, before.1.latest,
        "the latest events, as before"
    );
    let hand_events = sim
        .log
        .iter()
        .rev()
        .take_while(|e| !matches!(e, Entry::Dealt))
        .count();
    assert!(
        frame.latest.len() < hand_events,
        "not every event of the hand"
    );
    // A second restart numbers on again.
    let mut again = Room::restore(&sim.log, restart, 2_000_000).unwrap_or_else(|e| panic!("{e}"));
    let out = again.attach(bo, restart);
    assert!(frames_to(&out, bo).iter().all(|(q, _, _)| *q > 2_000_000));
}

/// The match's last frame (its final standings) still shows the last hand's wall: how
/// many tiles the live wall had after its deal.
#[test]
fn the_last_frame_keeps_the_last_hand_s_wall() {
    let mut sim = Sim::started(23);
    sim.play_out();
    let (_, last) = sim.frames[0].clone().unwrap_or_else(|| panic!("no frame"));
    assert!(last.standings.is_some(), "the last frame has the standings");
    assert!(
        last.live_start > last.live,
        "live_start {} and live {}",
        last.live_start,
        last.live
    );
}
