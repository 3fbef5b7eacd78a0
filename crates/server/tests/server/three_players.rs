//! Rooms for three on a real `rinshan-server` (issue 45: "the same guarantees as
//! four-player rooms"): three pages play a whole three-player match with kita while a
//! fourth watches, and no page is ever sent what its seat may not see; a server killed
//! with SIGKILL in the middle of a hand resumes its three-player rooms (three people; two
//! people and a computer player) to the records they would have had anyway; joining a
//! full three-player room, three players with someone in the North seat, kita in a
//! four-player room or where the rules forbid it, and kita in a wrong form are answered
//! with a typed problem or refusal, change nothing, and panic nothing.

use std::sync::atomic::AtomicUsize;
use std::sync::Arc;

use crate::support::{
    choose, leaks, moves_of, play, play_counted, players_in_room, same_matches_as_without_incident,
    sanma_settings, settings, three_players, wait_for, Page, Played, Server, TempDir,
};
use rinshan::engine::{Action, Refusal};
use rinshan::rules::Seat;
use rinshan_protocol::{ClientMsg, Problem, RoomInfo, SeatInfo, ServerMsg};

/// Collects a watcher's messages until the match ends.
async fn watch_to_the_end(mut page: Page) -> Vec<String> {
    let mut texts = Vec::new();
    while let Some(t) = page.recv_text().await {
        let ended = t.contains("\"type\":\"ended\"");
        texts.push(t);
        if ended {
            break;
        }
    }
    texts
}

/// Whether a saved game's `moves` line has a move of `seat` (its digit) with the code
/// `code` (`b` kita, `p` pon, `c` chii…).
fn has_move(moves: &str, seat: usize, code: char) -> bool {
    moves.contains(&format!(" {seat}{code}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_play_a_whole_match_and_nobody_sees_what_is_not_theirs() {
    let data = TempDir::new("match3");
    // A known deal (the players choose by the table alone): kita, pon, riichi and passes
    // all happen in it.
    let store = data.0.to_string_lossy().to_string();
    let args = ["--data", store.as_str(), "--predictable-seeds", "1"];
    let server = Server::start("127.0.0.1:0", &args, &data.0.join("server.log"));
    let addr = server.addr.clone();
    let (pages, watch) = three_players(&addr).await;
    let mut watcher = Page::greeted(&addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    watcher.send(&ClientMsg::Watch { watch }).await;
    let watching = tokio::spawn(watch_to_the_end(watcher));
    let players: Vec<_> = pages
        .into_iter()
        .map(|(p, token)| tokio::spawn(play(vec![addr.clone()], p, token)))
        .collect();
    let mut played: Vec<Played> = Vec::new();
    for p in players {
        played.push(p.await.unwrap_or_else(|e| panic!("{e}")));
    }
    let watched = watching.await.unwrap_or_else(|e| panic!("{e}"));

    let saves: Vec<String> = played
        .iter()
        .map(|p| p.save.clone().unwrap_or_default())
        .collect();
    for (i, save) in saves.iter().enumerate() {
        assert_eq!(moves_of(save), moves_of(&saves[0]));
        assert!(save.ends_with(&format!("seat {i}\n")), "{save}");
        let ctrl = rinshan::play::Controller::restore(save).unwrap_or_else(|e| panic!("{e}"));
        assert!(ctrl.game().is_over());
        assert_eq!(ctrl.settings().rules, "tenhou_sanma");
        assert_eq!(
            &ctrl.player_names()[..3],
            ["Ann", "Bo", "Cy"].map(String::from)
        );
    }
    let moves = moves_of(&saves[0]);
    // Kita, pon, riichi and passes happened (move codes b, p, r, x); no chii at three, and
    // the North seat never moved.
    for code in ['b', 'p', 'r', 'x'] {
        assert!(
            (0..3).any(|s| has_move(&moves, s, code)),
            "no {code} in {moves}"
        );
    }
    assert!(!(0..3).any(|s| has_move(&moves, s, 'c')), "a chii: {moves}");
    assert!(!moves.contains(" 3"), "the North seat moved: {moves}");
    // Nobody's page was ever told of a North player.
    for p in &played {
        for text in &p.texts {
            if let Ok(ServerMsg::Room { room }) = serde_json::from_str::<ServerMsg>(text) {
                assert_eq!(room.seats[3], SeatInfo::Empty, "{text}");
            }
        }
    }
    // The hidden-information check, frame by frame, for every seat and the watcher.
    let mut frames = 0;
    for (i, p) in played.iter().enumerate() {
        frames += leaks::check(Some(Seat::ALL[i]), &p.texts, &saves[0]);
    }
    let watcher_frames = leaks::check(None, &watched, &saves[0]);
    assert!(
        watcher_frames > 80,
        "the watcher saw {watcher_frames} frames"
    );
    assert!(frames > 300, "{frames} frames checked");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_hand_resumes_its_three_player_rooms_with_the_same_records() {
    let data = TempDir::new("kill3");
    let server = Server::sqlite("127.0.0.1:0", &data.0);
    let addr = server.addr.clone();
    let server = Arc::new(std::sync::Mutex::new(server));
    // Two rooms for three: three people; two people and a computer player in West. Both
    // are set up before anyone plays.
    let people = three_players(&addr).await.0;
    let with_computer = players_in_room(&addr, sanma_settings(), &["Bo"]).await.0;
    let seen = Arc::new(AtomicUsize::new(0));
    let spawn = |pages: Vec<(Page, String)>| -> Vec<_> {
        pages
            .into_iter()
            .map(|(p, token)| {
                tokio::spawn(play_counted(vec![addr.clone()], p, token, seen.clone()))
            })
            .collect()
    };
    let (people, with_computer) = (spawn(people), spawn(with_computer));
    // Mid-hand: SIGKILL, and start again on the same port with the same store.
    wait_for(&seen, 100).await;
    {
        let mut s = server.lock().unwrap_or_else(|e| e.into_inner());
        s.kill();
        *s = Server::sqlite(&addr, &data.0);
    }
    let reconnects = same_matches_as_without_incident(people, 3).await
        + same_matches_as_without_incident(with_computer, 2).await;
    assert!(
        reconnects >= 5,
        "every page came back after the restart ({reconnects})"
    );
}

/// A problem the page is sent next, skipping the room's changes.
async fn next_problem(p: &mut Page) -> Problem {
    match p.until(|m| !matches!(m, ServerMsg::Room { .. })).await {
        ServerMsg::Problem { problem } => problem,
        other => panic!("expected a problem, got {other:?}"),
    }
}

/// Opens a room for `name` with `settings`: the page, its token and the invite code.
async fn open(
    addr: &str,
    name: &str,
    settings: rinshan_protocol::RoomSettings,
) -> (Page, String, String) {
    let mut p = Page::greeted(addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    p.send(&ClientMsg::Create {
        name: name.into(),
        settings,
    })
    .await;
    match p.until(|m| matches!(m, ServerMsg::Welcome { .. })).await {
        ServerMsg::Welcome {
            invite: Some(invite),
            token: Some(token),
            ..
        } => (p, token, invite),
        other => panic!("{other:?}"),
    }
}

/// Takes a seat with `invite`: the page, its seat and its token, or the problem.
async fn join(
    addr: &str,
    invite: &str,
    name: &str,
) -> Result<(Page, Seat, String), (Page, Problem)> {
    let mut p = Page::greeted(addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    p.send(&ClientMsg::Join {
        invite: invite.into(),
        name: name.into(),
    })
    .await;
    match p.recv().await {
        Some(ServerMsg::Welcome {
            seat: Some(seat),
            token: Some(token),
            ..
        }) => Ok((p, seat, token)),
        Some(ServerMsg::Problem { problem }) => Err((p, problem)),
        other => panic!("{other:?}"),
    }
}

/// The room as the page hears of it once `want` holds.
async fn room_once(p: &mut Page, want: impl Fn(&RoomInfo) -> bool) -> RoomInfo {
    match p
        .until(|m| matches!(m, ServerMsg::Room { room } if want(room)))
        .await
    {
        ServerMsg::Room { room } => room,
        _ => unreachable!(),
    }
}

/// Plays `page`'s seat (answering with [`choose`]) until a frame offers it a decision in
/// which `kita` is not allowed, sends `kita` for it, and returns the refusal; then answers
/// the same frame with its choice, which is taken.
async fn refused_kita(page: &mut Page) -> Refusal {
    loop {
        let msg = page.recv().await.unwrap_or_else(|| panic!("closed"));
        let ServerMsg::Frame { seq, frame, .. } = msg else {
            continue;
        };
        let Some(choices) = &frame.choices else {
            if frame.result.is_some() && frame.standings.is_none() {
                page.send(&ClientMsg::Next { seq }).await;
            }
            continue;
        };
        let action = choose(&frame, &choices.legal);
        if choices.legal.contains(&Action::Kita) {
            page.send(&ClientMsg::Act { seq, action }).await;
            continue;
        }
        page.send(&ClientMsg::Act {
            seq,
            action: Action::Kita,
        })
        .await;
        let refusal = match page.until(|m| !matches!(m, ServerMsg::Room { .. })).await {
            ServerMsg::Refused { seq: s, refusal } if s == seq => refusal,
            other => panic!("expected a refusal, got {other:?}"),
        };
        // A kita in a wrong form is not read at all.
        page.send_text(&format!(
            r#"{{"type":"act","seq":{seq},"action":{{"Kita":{{"tile":"4z"}}}}}}"#
        ))
        .await;
        assert_eq!(next_problem(page).await, Problem::Malformed);
        // The seat kept its decision: the same frame answers.
        page.send(&ClientMsg::Act { seq, action }).await;
        return refusal;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_in_rooms_for_three_gets_a_typed_answer_and_changes_nothing() {
    let data = TempDir::new("bad3");
    let server = Server::sqlite("127.0.0.1:0", &data.0);
    let addr = server.addr.clone();

    // A full three-player room: the North seat is no seat to take.
    let (ann, ann_token, invite) = open(&addr, "Ann", sanma_settings()).await;
    let mut pages = vec![(ann, ann_token)];
    for name in ["Bo", "Cy"] {
        let (p, seat, token) = join(&addr, &invite, name)
            .await
            .unwrap_or_else(|(_, problem)| panic!("{problem:?}"));
        assert_ne!(seat, Seat::ALL[3]);
        pages.push((p, token));
    }
    let (mut di, problem) = match join(&addr, &invite, "Di").await {
        Err(refused) => refused,
        Ok((_, seat, _)) => panic!("Di took seat {seat:?}"),
    };
    assert_eq!(problem, Problem::RoomFull);
    // The page is still served, and in no room.
    di.send_text(r#"{"type":"start"}"#).await;
    assert_eq!(next_problem(&mut di).await, Problem::NotInRoom);

    // A four-player room with a player in North cannot become a room for three.
    let (mut eve, _, invite4) = open(&addr, "Eve", settings()).await;
    let mut four = Vec::new();
    for name in ["Fay", "Gus", "Hal"] {
        let (p, _, _) = join(&addr, &invite4, name)
            .await
            .unwrap_or_else(|(_, problem)| panic!("{problem:?}"));
        four.push(p);
    }
    eve.send(&ClientMsg::Settings {
        settings: sanma_settings(),
    })
    .await;
    assert_eq!(next_problem(&mut eve).await, Problem::NoNorthSeat);
    // Nothing changed: the room is still full with four.
    match join(&addr, &invite4, "Ivy").await {
        Err((_, problem)) => assert_eq!(problem, Problem::RoomFull),
        Ok(_) => panic!("a fifth seat"),
    }
    // Hal (North) leaves; then the room may be for three, and is full at three.
    four[2].send(&ClientMsg::Leave).await;
    room_once(&mut eve, |r| r.seats[3] == SeatInfo::Empty).await;
    eve.send(&ClientMsg::Settings {
        settings: sanma_settings(),
    })
    .await;
    let room = room_once(&mut eve, |r| r.settings == sanma_settings()).await;
    assert_eq!(room.playing(), &Seat::ALL[..3]);
    match join(&addr, &invite4, "Hal").await {
        Err((_, problem)) => assert_eq!(problem, Problem::RoomFull),
        Ok(_) => panic!("North taken"),
    }

    // Kita in a four-player room: refused with the rule's reason. Jo plays with three
    // computer players.
    let (mut jo, _, _) = open(&addr, "Jo", settings()).await;
    jo.send(&ClientMsg::Start).await;
    assert_eq!(refused_kita(&mut jo).await, Refusal::KitaOnlyInSanma);

    // Kita where the rules of three forbid it: refused with the rule's reason, and the
    // match's record is the one it would have had anyway. Bo and Cy play on meanwhile.
    let (mut ann, ann_token) = pages.remove(0);
    ann.send(&ClientMsg::Start).await;
    let mut players: Vec<_> = pages
        .into_iter()
        .map(|(p, token)| tokio::spawn(play(vec![addr.clone()], p, token)))
        .collect();
    let refusal = refused_kita(&mut ann).await;
    assert!(!matches!(refusal, Refusal::KitaOnlyInSanma), "{refusal:?}");
    players.insert(0, tokio::spawn(play(vec![addr.clone()], ann, ann_token)));
    same_matches_as_without_incident(players, 3).await;

    // The log names no panic.
    let log = std::fs::read_to_string(data.0.join("server.log")).unwrap_or_default();
    assert!(!log.contains("panicked"), "{log}");
    drop(jo);
}
