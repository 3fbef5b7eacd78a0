//! What a match would have been with no incident, for the tests that provoke one.

use super::*;

/// The `moves` line of a saved game.
pub fn moves_of(save: &str) -> String {
    save.lines()
        .find(|l| l.starts_with("moves "))
        .unwrap_or_default()
        .to_string()
}

/// The match's record (tenhou.net/6) from its saved game.
pub fn record_of(save: &str) -> String {
    let ctrl = rinshan::play::Controller::restore(save).unwrap_or_else(|e| panic!("{e}"));
    ctrl.export(rinshan::play::export::RecordFormat::Tenhou6)
}

/// The record (tenhou.net/6) the match in `save` would have had with no crash, no lost
/// connection and no second instance: its room played out from its seed in this process,
/// without a socket, by the same players under the same rules (the save's), computer
/// players where it had them. (The order in which two seats answered one discard is not
/// part of a record: the engine rules on their answers together.) The record is written
/// from the saved game of the seat `save` is the page of, as a record names computer
/// players (and a three-player match's empty North seat) from the page's own seat.
pub fn record_without_incident(save: &str) -> String {
    use rinshan_server::room::{Room, To};
    let seed: u64 = save
        .lines()
        .find_map(|l| l.strip_prefix("seed "))
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or_else(|| panic!("no seed in the save"));
    let saved = rinshan::play::Controller::restore(save).unwrap_or_else(|e| panic!("{e}"));
    let me = saved.me();
    let table = saved.settings();
    let room_settings = RoomSettings {
        rules: table.rules.clone(),
        length: table.length,
        level: table.level,
        ..settings()
    };
    let code = "c".repeat(22);
    let (mut room, _) = Room::open(room_settings, seed, code.clone(), code, "Ann".into(), 0)
        .unwrap_or_else(|p| panic!("{p:?}"));
    // The people after Ann, in their seats' order (each takes the first free seat).
    for s in &rinshan::rules::Seat::ALL[1..] {
        if let Some(name) = saved.person(*s) {
            let (seat, _) = room.join(name).unwrap_or_else(|p| panic!("{p:?}"));
            assert_eq!(seat, *s, "{name} sat elsewhere");
        }
    }
    let mut frames: [Option<(u64, SeatFrame)>; 4] = Default::default();
    let mut ended = None;
    let mut take = |out: rinshan_server::room::Outcome,
                    frames: &mut [Option<(u64, SeatFrame)>; 4]| {
        for o in out.out {
            let To::Seat(s) = o.to else { continue };
            match serde_json::from_str::<ServerMsg>(&o.text) {
                Ok(ServerMsg::Frame { seq, frame, .. }) => frames[s.index()] = Some((seq, *frame)),
                Ok(ServerMsg::Ended { save }) if s == me => ended = Some(save),
                _ => {}
            }
        }
    };
    let mut now = 0;
    // The people's pages connect (computer players and an empty North seat have none).
    for s in rinshan::rules::Seat::ALL {
        if saved.person(s).is_some() {
            let out = room.attach(s, now);
            take(out, &mut frames);
        }
    }
    let out = room
        .start(rinshan::rules::Seat::ALL[0], now)
        .unwrap_or_else(|p| panic!("{p:?}"));
    take(out, &mut frames);
    for _ in 0..50_000 {
        if room.over() {
            break;
        }
        now += 10;
        let choosing = rinshan::rules::Seat::ALL.into_iter().find_map(|s| {
            let (seq, f) = frames[s.index()].as_ref()?;
            f.choices.as_ref().map(|c| (s, *seq, choose(f, &c.legal)))
        });
        match choosing {
            Some((s, seq, action)) => {
                let out = room
                    .act(s, seq, action, now)
                    .unwrap_or_else(|p| panic!("{p:?}"));
                take(out, &mut frames);
            }
            None => {
                for s in rinshan::rules::Seat::ALL {
                    let Some(seq) = frames[s.index()]
                        .as_ref()
                        .filter(|(_, f)| f.result.is_some())
                        .map(|(q, _)| *q)
                    else {
                        continue;
                    };
                    let out = room
                        .next_hand(s, seq, now)
                        .unwrap_or_else(|p| panic!("{p:?}"));
                    take(out, &mut frames);
                }
            }
        }
    }
    record_of(&ended.unwrap_or_else(|| panic!("the match did not end")))
}

/// Waits for every player and asserts they all ended the same match, with the record it
/// would have had with no incident; returns how many times they had to reconnect.
pub async fn same_match_as_without_incident(
    players: Vec<tokio::task::JoinHandle<Played>>,
) -> usize {
    same_matches_as_without_incident(players, 4).await
}

/// [`same_match_as_without_incident`] for rooms of `per_room` players each, in the order
/// their players were given.
pub async fn same_matches_as_without_incident(
    players: Vec<tokio::task::JoinHandle<Played>>,
    per_room: usize,
) -> usize {
    let mut saves = Vec::new();
    let mut reconnects = 0;
    for p in players {
        let played = p.await.unwrap_or_else(|e| panic!("{e}"));
        reconnects += played.reconnects;
        saves.push(played.save.unwrap_or_default());
    }
    // Rooms of `per_room`, in the order their players were given.
    for room in saves.chunks(per_room) {
        let moves = moves_of(&room[0]);
        assert!(
            room.iter().all(|s| moves_of(s) == moves),
            "the pages of a room ended different matches"
        );
        assert!(
            record_of(&room[0]) == record_without_incident(&room[0]),
            "the record changed"
        );
    }
    reconnects
}
