//! Rooms for three (issue 45: "settings choose three or four players, with the same
//! guarantees as four-player rooms"), on the room as a plain state machine. Under a
//! three-player preset the engine keeps four seats, but the North seat is no seat: it is
//! never offered, joined or filled by a computer player, nobody waits on it (no clock, no
//! claim, no "Next hand"), and the match starts with East, South and West. Kita is an
//! action like any other; a kita the rules do not allow (or any kita in a four-player
//! room) is refused with the rule's reason and changes nothing.

use crate::support::choose;
use crate::support::sim::{sanma_settings, settings, Sim};
use rinshan::engine::{Action, Refusal};
use rinshan::play::Controller;
use rinshan::rules::{Seat, Tile};
use rinshan_protocol::{Problem, RoomSettings, SeatInfo};
use rinshan_server::room::{By, Entry, Outcome, Room};

const NORTH: Seat = Seat::ALL[3];

fn north() -> Tile {
    "4z".parse().unwrap_or_else(|e| panic!("{e}"))
}

/// How many kita the room's entries hold.
fn kitas(log: &[Entry]) -> usize {
    log.iter()
        .filter(|e| {
            matches!(
                e,
                Entry::Acted {
                    action: Action::Kita,
                    ..
                }
            )
        })
        .count()
}

/// The North seat was never asked anything: no move of its own, no frame, no end of the
/// match for it, and it stayed empty.
fn north_untouched(sim: &Sim) {
    for e in &sim.log {
        if let Entry::Acted { seat, .. } = e {
            assert_ne!(*seat, NORTH, "the North seat moved: {e:?}");
        }
    }
    assert!(sim.frames[NORTH.index()].is_none(), "a frame for North");
    assert!(sim.ended[NORTH.index()].is_none(), "an end for North");
    assert_eq!(sim.room.info().seats[NORTH.index()], SeatInfo::Empty);
    assert_eq!(
        sim.room.occupant(NORTH),
        &rinshan_server::room::Occupant::Empty
    );
}

/// A change that changes nothing: no entry, no message, the room as it was.
fn unchanged(room: &Room, before: &(u64, rinshan_protocol::RoomInfo)) {
    assert_eq!(room.entry_count(), before.0, "an entry was made");
    assert_eq!(&room.info(), &before.1, "the room changed");
}

fn snapshot(room: &Room) -> (u64, rinshan_protocol::RoomInfo) {
    (room.entry_count(), room.info())
}

#[test]
fn three_players_play_a_whole_match_with_kita() {
    let mut sim = Sim::started_three(31);
    // Hints on for one seat: its frames carry them throughout (kita included).
    let out = sim.room.set_hints(Seat::ALL[1], true, sim.now);
    sim.take(out);
    sim.play_out();
    for (i, save) in sim.ended[..3].iter().enumerate() {
        let save = save
            .clone()
            .unwrap_or_else(|| panic!("seat {i} not told it ended"));
        let ctrl = Controller::restore(&save).unwrap_or_else(|e| panic!("{e}"));
        assert!(ctrl.game().is_over());
        assert_eq!(ctrl.me().index(), i, "each save is its own seat's");
        assert_eq!(ctrl.settings().rules, "tenhou_sanma");
        assert_eq!(
            &ctrl.player_names()[..3],
            ["Ann", "Bo", "Cy"].map(String::from)
        );
    }
    north_untouched(&sim);
    // Every page shows the North seat as no player: 0 points, no tiles, an empty pond;
    // the final standings place it last.
    for msg in sim.seen[..3].iter().flatten() {
        if let rinshan_protocol::ServerMsg::Frame { frame, .. } = msg {
            let n = &frame.seats[NORTH.index()];
            assert_eq!(n.points, 0);
            assert!(n.hand.is_empty() && n.drawn.is_none() && n.hidden == 0);
            assert!(n.pond.is_empty() && n.melds.is_empty() && !n.acting);
        }
    }
    let last = sim.frames[0]
        .as_ref()
        .and_then(|(_, f)| f.standings.clone());
    let north = last.and_then(|st| st.into_iter().find(|s| s.seat == NORTH));
    assert_eq!(north.map(|s| (s.place, s.points)), Some((4, 0)));
    assert!(
        sim.room.info().seats[..3]
            .iter()
            .all(|s| matches!(s, SeatInfo::Person { .. })),
        "three people, no computer player"
    );
    let acted = |f: fn(&Action) -> bool| {
        sim.log
            .iter()
            .any(|e| matches!(e, Entry::Acted { action, .. } if f(action)))
    };
    assert!(kitas(&sim.log) > 0, "nobody set a North aside");
    assert!(acted(|a| matches!(a, Action::Pon { .. })), "no pon");
    assert!(
        !acted(|a| matches!(a, Action::Chii { .. })),
        "a chii at three"
    );
    assert!(
        sim.log.iter().any(|e| matches!(e, Entry::Dealt)),
        "more than one hand"
    );
}

#[test]
fn a_three_player_room_seats_three_and_never_the_north_seat() {
    let mut sim = Sim::with(32, sanma_settings());
    assert_eq!(sim.room.playing(), &Seat::ALL[..3]);
    for (name, seat) in [("Bo", 1), ("Cy", 2)] {
        let (s, out) = sim.room.join(name).unwrap_or_else(|p| panic!("{p:?}"));
        sim.take(out);
        assert_eq!(s, Seat::ALL[seat]);
    }
    // East, South and West are taken: the room is full, the North seat stays empty.
    let before = snapshot(&sim.room);
    assert_eq!(sim.room.join("Di").err(), Some(Problem::RoomFull));
    unchanged(&sim.room, &before);
    // A seat that frees up is taken again; never the North seat.
    let out = sim
        .room
        .leave(Seat::ALL[1])
        .unwrap_or_else(|p| panic!("{p:?}"));
    sim.take(out);
    let (s, out) = sim.room.join("Di").unwrap_or_else(|p| panic!("{p:?}"));
    sim.take(out);
    assert_eq!(s, Seat::ALL[1]);
    for s in &Seat::ALL[..3] {
        let out = sim.room.attach(*s, sim.now);
        sim.take(out);
    }
    sim.start();
    // Three people and no computer player: the match starts with the three seats.
    let info = sim.room.info();
    assert!(info.started);
    assert_eq!(info.seats[3], SeatInfo::Empty);
    assert!(info.seats[..3]
        .iter()
        .all(|s| matches!(s, SeatInfo::Person { .. })));
    assert!(
        !sim.choosing().is_empty(),
        "the match waits on a person, not on the North seat"
    );
    north_untouched(&sim);
}

/// "People + computer players as the host chose": computer players take South and West,
/// never North, and the whole match plays to its end with nobody waiting on the North
/// seat: no clock runs for it (the room's deadline is always a person's decision or the
/// wait for "Next hand") and no hand waits for it to read the result.
#[test]
fn a_three_player_match_with_computer_players_plays_to_its_end() {
    for (seed, others) in [(33, &[][..]), (34, &["Bo"][..])] {
        let mut sim = Sim::seated(seed, sanma_settings(), others);
        let info = sim.room.info();
        assert_eq!(
            info.seats[3],
            SeatInfo::Empty,
            "no computer player in North"
        );
        let computers = info
            .seats
            .iter()
            .filter(|s| matches!(s, SeatInfo::Computer { .. }))
            .count();
        assert_eq!(computers, 2 - others.len());
        for _ in 0..20_000 {
            if sim.room.over() {
                break;
            }
            // Nothing the room waits for is the North seat's.
            if sim.room.deadline().is_some() {
                let person_waits = Seat::ALL[..3].iter().any(|s| {
                    sim.frames[s.index()]
                        .as_ref()
                        .is_some_and(|(_, f)| f.choices.is_some() || f.result.is_some())
                });
                assert!(person_waits, "a deadline with no person to wait for");
            }
            // Play without ever letting time run: a room waiting on the North seat
            // would be stuck here.
            assert!(sim.step(), "stuck: {:?}", sim.room.info());
        }
        assert!(sim.room.over(), "the match did not end");
        for s in 0..=others.len() {
            let save = sim.ended[s].clone().unwrap_or_default();
            let ctrl = Controller::restore(&save).unwrap_or_else(|e| panic!("{e}"));
            assert!(ctrl.game().is_over());
        }
        north_untouched(&sim);
        // The computer players set Norths aside too.
        let by_computer = sim.log.iter().any(|e| {
            matches!(
                e,
                Entry::Acted {
                    action: Action::Kita,
                    by: By::Computer,
                    ..
                }
            )
        });
        assert!(by_computer, "no computer player's kita");
    }
}

/// A four-player room with a player in the North seat cannot change to three-player
/// rules (no_north_seat) until that player leaves; a three-player room changed back to
/// four players offers the North seat again.
#[test]
fn a_room_changes_to_three_players_only_with_the_north_seat_free() {
    let mut sim = Sim::new(35);
    for name in ["Bo", "Cy", "Di"] {
        let (_, out) = sim.room.join(name).unwrap_or_else(|p| panic!("{p:?}"));
        sim.take(out);
    }
    let host = Seat::ALL[0];
    let before = snapshot(&sim.room);
    assert_eq!(
        sim.room.configure(host, sanma_settings()).err(),
        Some(Problem::NoNorthSeat)
    );
    unchanged(&sim.room, &before);
    // Not the host: still not the host's to change.
    assert_eq!(
        sim.room.configure(Seat::ALL[1], sanma_settings()).err(),
        Some(Problem::NotHost)
    );
    let out = sim.room.leave(NORTH).unwrap_or_else(|p| panic!("{p:?}"));
    sim.take(out);
    let out = sim
        .room
        .configure(host, sanma_settings())
        .unwrap_or_else(|p| panic!("{p:?}"));
    sim.take(out);
    assert_eq!(sim.room.info().settings, sanma_settings());
    assert_eq!(sim.room.join("Di").err(), Some(Problem::RoomFull));
    // Four players again: the North seat is a seat.
    let out = sim
        .room
        .configure(host, settings())
        .unwrap_or_else(|p| panic!("{p:?}"));
    sim.take(out);
    let (s, out) = sim.room.join("Di").unwrap_or_else(|p| panic!("{p:?}"));
    sim.take(out);
    assert_eq!(s, NORTH);
    // Every change was an entry, and the room they make is this one.
    let restored = Room::restore(&sim.log, sim.now, 1).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(restored.entry_count(), sim.room.entry_count());
    assert_eq!(
        restored
            .info()
            .seats
            .map(|s| matches!(s, SeatInfo::Person { .. })),
        [true; 4]
    );
}

/// A store whose entries seat someone in a three-player room's North seat (or change a
/// room with a player there to three players) is not a room: it is refused on loading,
/// as any entry the rules refuse.
#[test]
fn entries_that_seat_the_north_seat_of_a_three_player_room_are_refused() {
    let opened = |settings: RoomSettings| Entry::Opened {
        settings,
        seed: 1,
        invite: "i".repeat(22),
        watch: "w".repeat(22),
        name: "Ann".into(),
        at: 0,
    };
    let joined = |seat: Seat, name: &str| Entry::Joined {
        seat,
        name: name.into(),
    };
    let north_joins = [opened(sanma_settings()), joined(NORTH, "Di")];
    assert!(Room::restore(&north_joins, 0, 1).is_err());
    let north_then_three = [
        opened(settings()),
        joined(NORTH, "Di"),
        Entry::Configured {
            settings: sanma_settings(),
        },
    ];
    assert!(Room::restore(&north_then_three, 0, 1).is_err());
    // The same entries with the North seat left first make a room.
    let left_first = [
        opened(settings()),
        joined(NORTH, "Di"),
        Entry::Left { seat: NORTH },
        Entry::Configured {
            settings: sanma_settings(),
        },
        Entry::Started,
    ];
    let room = Room::restore(&left_first, 0, 1).unwrap_or_else(|e| panic!("{e}"));
    let seats = room.info().seats;
    assert!(matches!(seats[1], SeatInfo::Computer { .. }));
    assert!(matches!(seats[2], SeatInfo::Computer { .. }));
    assert_eq!(seats[3], SeatInfo::Empty);
}

/// Kita in a four-player room is refused with the rule's reason (kita is three-player
/// mahjong's), and the seat keeps its turn: the same frame still answers.
#[test]
fn a_kita_in_a_four_player_room_is_refused_and_changes_nothing() {
    let mut sim = Sim::started(36);
    let (seat, seq, _) = sim
        .choosing()
        .first()
        .cloned()
        .unwrap_or_else(|| panic!("nobody to choose"));
    kita_changes_nothing(&mut sim, seat, seq);
    assert_eq!(sim.refused, vec![(seat, Refusal::KitaOnlyInSanma)]);
    assert_eq!(
        sim.choosing().first().map(|c| (c.0, c.1)),
        Some((seat, seq))
    );
    // The match plays on to its end.
    sim.play_out();
}

/// A kita the rules do not allow at three (no North in the hand, in another seat's
/// moment, in answer to a discard) is refused with the rule's reason, and changes
/// nothing; the seat answers the same frame after.
#[test]
fn a_kita_the_rules_do_not_allow_is_refused_and_changes_nothing() {
    let mut sim = Sim::started_three(37);
    let (mut without_north, mut in_a_claim) = (false, false);
    for _ in 0..3_000 {
        if sim.room.over() || (without_north && in_a_claim) {
            break;
        }
        let Some((seat, seq, frame, legal)) = sim.choosing_frames().first().cloned() else {
            sim.step();
            continue;
        };
        let me = &frame.seats[seat.index()];
        let holds_north = me.hand.iter().chain(&me.drawn).any(|t| *t == north());
        let claim = frame.claim.is_some();
        let try_it = !legal.contains(&Action::Kita)
            && ((!claim && !holds_north && !without_north) || (claim && !in_a_claim));
        if try_it {
            let refused = sim.refused.len();
            kita_changes_nothing(&mut sim, seat, seq);
            assert_eq!(sim.refused.len(), refused + 1, "refused in words");
            let (who, why) = &sim.refused[refused];
            assert_eq!(*who, seat);
            if claim {
                in_a_claim = true;
                assert!(!matches!(why, Refusal::KitaOnlyInSanma), "{why:?}");
            } else {
                without_north = true;
                assert_eq!(*why, Refusal::KitaNeedsNorth);
            }
            // The seat still answers the same frame.
            let action = choose(&frame, &legal);
            let out = sim
                .room
                .act(seat, seq, action, sim.now)
                .unwrap_or_else(|p| panic!("{p:?}"));
            assert!(!out.entries.is_empty(), "the same frame answers");
            sim.take(out);
            continue;
        }
        sim.step();
    }
    assert!(without_north, "no turn without a North");
    assert!(in_a_claim, "no claim to answer");
    // An answer for the North seat, which was never offered anything, is ignored.
    let before = snapshot(&sim.room);
    for seq in [0, 1, u64::MAX] {
        let out = sim
            .room
            .act(NORTH, seq, Action::Kita, sim.now)
            .unwrap_or_else(|p| panic!("{p:?}"));
        assert_eq!(out, Outcome::default());
    }
    unchanged(&sim.room, &before);
    sim.play_out();
    north_untouched(&sim);
}

#[test]
fn a_restored_three_player_room_is_the_room_that_wrote_its_entries() {
    let mut sim = Sim::started_three(38);
    let mut checked = 0;
    for k in 0..600 {
        if sim.room.over() {
            break;
        }
        sim.step();
        if k % 29 == 0 {
            let restored =
                Room::restore(&sim.log, sim.now, 1_000_000).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(restored.entry_count(), sim.room.entry_count());
            let mut want = sim.room.info();
            for s in &mut want.seats {
                if let SeatInfo::Person { connected, .. } = s {
                    *connected = false;
                }
            }
            assert_eq!(restored.info(), want);
            checked += 1;
        }
    }
    assert!(checked > 5);
}

/// A three-player room restored in the middle of a hand (after kita) plays on to the
/// record it would have had without the restart.
#[test]
fn a_three_player_match_restored_mid_hand_ends_with_the_same_record() {
    let mut whole = Sim::started_three(39);
    whole.play_out();
    let mut broken = Sim::started_three(39);
    let mut steps = 0;
    while kitas(&broken.log) == 0 || steps < 100 {
        assert!(broken.step(), "stuck");
        steps += 1;
    }
    assert!(!broken.room.over());
    broken.room =
        Room::restore(&broken.log, broken.now, 1_000_000).unwrap_or_else(|e| panic!("{e}"));
    broken.frames = Default::default();
    for s in &Seat::ALL[..3] {
        let out = broken.room.attach(*s, broken.now);
        broken.take(out);
    }
    // Everyone is back: the room does not wait for the North seat.
    assert!(broken
        .room
        .deadline()
        .is_none_or(|d| d < broken.now + rinshan_server::room::RESUME_GRACE_MS));
    broken.play_out();
    assert!(broken.ended == whole.ended, "the records differ");
    north_untouched(&broken);
}

/// Sends a kita for `seat` answering frame `seq`: the room writes no entry and its state
/// is what it was (the refusal itself is the caller's to check).
fn kita_changes_nothing(sim: &mut Sim, seat: Seat, seq: u64) {
    let before = snapshot(&sim.room);
    let out = sim
        .room
        .act(seat, seq, Action::Kita, sim.now)
        .unwrap_or_else(|p| panic!("{p:?}"));
    assert!(out.entries.is_empty(), "nothing changed");
    sim.take(out);
    unchanged(&sim.room, &before);
}
