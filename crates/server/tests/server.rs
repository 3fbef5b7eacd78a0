//! A real `rinshan-server` on a loopback port with a throwaway SQLite store (issue 32):
//! four pages play a whole match with calls, kans and riichi while a fifth watches, and no
//! page is ever sent what its seat may not see; bad input is answered in words and
//! disturbs no other page or room; a server killed with SIGKILL in the middle of a hand is
//! started again and every page plays on to the record the match would have had anyway.
//! The limits (`server/limits.rs`), what an operator expects (`server/operate.rs`) and
//! rooms for three (`server/three_players.rs`) run on their own servers in the same test
//! binary.

mod support;

/// One address cannot fill the server: the limits by their flags.
#[path = "server/limits.rs"]
mod limits;
/// What an operator expects: stopping, health, metrics and logs.
#[path = "server/operate.rs"]
mod operate;
/// Rooms for three: hidden information, a kill mid-hand, bad input.
#[path = "server/three_players.rs"]
mod three_players;

use std::sync::Arc;

use rinshan::rules::Seat;
use rinshan_protocol::{ClientMsg, Problem, ServerMsg, VERSION};
use support::{
    four_players, leaks, moves_of, play, same_match_as_without_incident, two_rooms_playing,
    wait_for, Page, Played, Server, TempDir,
};

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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_players_play_a_whole_match_and_nobody_sees_what_is_not_theirs() {
    let data = TempDir::new("match");
    let began = i64::try_from(rinshan_server::store::unix_now()).unwrap_or(0);
    // A known deal (the players choose by the table alone, so the match is the same every
    // time) in which chii, pon, riichi and passes all happen: a random deal now and then
    // ends the match before one of them has.
    let store = data.0.to_string_lossy().to_string();
    let args = ["--data", store.as_str(), "--predictable-seeds", "1"];
    let server = Server::start("127.0.0.1:0", &args, &data.0.join("server.log"));
    let addr = server.addr.clone();
    let (pages, watch) = four_players(&addr).await;
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
    // Every page's save is the same match, told from its own seat.
    for (i, save) in saves.iter().enumerate() {
        assert_eq!(moves_of(save), moves_of(&saves[0]));
        assert!(save.ends_with(&format!("seat {i}\n")), "{save}");
        let ctrl = rinshan::play::Controller::restore(save).unwrap_or_else(|e| panic!("{e}"));
        assert!(ctrl.game().is_over());
        assert_eq!(
            ctrl.player_names(),
            ["Ann", "Bo", "Cy", "Di"].map(String::from)
        );
    }
    let moves = moves_of(&saves[0]);
    // Chii, pon, riichi and passes all happened (their move codes: c, p, r, x).
    for code in ['c', 'p', 'r', 'x'] {
        assert!(
            (0..4).any(|s| moves.contains(&format!(" {s}{code}"))),
            "no {code} in {moves}"
        );
    }
    // The hidden-information check, frame by frame, for every seat and the watcher.
    let mut frames = 0;
    for (i, p) in played.iter().enumerate() {
        frames += leaks::check(Some(Seat::ALL[i]), &p.texts, &saves[0]);
    }
    let watcher_frames = leaks::check(None, &watched, &saves[0]);
    assert!(
        watcher_frames > 100,
        "the watcher saw {watcher_frames} frames"
    );
    assert!(frames > 400, "{frames} frames checked");
    // The match's end is in the store, for the purge of finished rooms (issue 57).
    let ended = rusqlite::Connection::open(data.0.join("rooms.sqlite3"))
        .and_then(|db| {
            db.query_row(
                "SELECT count(*), max(ended_at) FROM finished WHERE purged_at IS NULL",
                [],
                |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)),
            )
        })
        .unwrap_or_else(|e| panic!("{e}"));
    let now = i64::try_from(rinshan_server::store::unix_now()).unwrap_or(i64::MAX);
    assert_eq!(ended.0, 1, "one finished room");
    assert!(
        (began..=now).contains(&ended.1),
        "ended at {}, during the test",
        ended.1
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_problem_in_words_and_disturbs_no_one() {
    let data = TempDir::new("bad");
    let server = Server::sqlite("127.0.0.1:0", &data.0);
    let addr = server.addr.clone();
    // A match plays on the same server throughout.
    let (pages, _) = four_players(&addr).await;
    let tokens: Vec<String> = pages.iter().map(|(_, t)| t.clone()).collect();
    let match_in_play: Vec<_> = pages
        .into_iter()
        .map(|(p, token)| tokio::spawn(play(vec![addr.clone()], p, token)))
        .collect();

    let problem = |m: Option<ServerMsg>| match m {
        Some(ServerMsg::Problem { problem }) => problem,
        other => panic!("expected a problem, got {other:?}"),
    };
    // Before hello: malformed JSON is malformed; a real message must wait for hello.
    let mut p = Page::connect(&addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    p.send_text("{not json").await;
    assert_eq!(problem(p.recv().await), Problem::Malformed);
    p.send_text(r#"{"type":"watch","watch":"xxxxxxxxxxxxxxxxxxxxxx"}"#)
        .await;
    assert_eq!(problem(p.recv().await), Problem::HelloFirst);
    // An older page is told to reload, and let go.
    p.send(&ClientMsg::Hello { version: 0 }).await;
    assert_eq!(problem(p.recv().await), Problem::Outdated);
    assert!(p.recv().await.is_none(), "an outdated page is disconnected");

    let mut p = Page::greeted(&addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    p.send_text(r#"{"type":"dance","steps":3}"#).await;
    assert_eq!(problem(p.recv().await), Problem::UnknownMessage);
    p.send_text(&format!(
        r#"{{"type":"join","invite":"{}","name":"x"}}"#,
        "y".repeat(3000)
    ))
    .await;
    assert_eq!(problem(p.recv().await), Problem::TooLarge);
    let _ = futures_util::SinkExt::send(
        &mut p.ws,
        tokio_tungstenite::tungstenite::Message::binary(vec![1u8, 2, 3]),
    )
    .await;
    assert_eq!(problem(p.recv().await), Problem::Malformed);
    p.send_text(r#"{"type":"act","seq":1,"action":"Skip"}"#)
        .await;
    assert_eq!(problem(p.recv().await), Problem::NotInRoom);
    // Codes and tokens: a made-up one opens nothing.
    p.send(&ClientMsg::Join {
        invite: "A".repeat(22),
        name: "Eve".into(),
    })
    .await;
    assert_eq!(problem(p.recv().await), Problem::NoSuchRoom);
    p.send(&ClientMsg::Resume {
        token: "B".repeat(22),
    })
    .await;
    assert_eq!(problem(p.recv().await), Problem::BadToken);
    p.send(&ClientMsg::Resume {
        token: "short".into(),
    })
    .await;
    assert_eq!(problem(p.recv().await), Problem::BadToken);
    p.send(&ClientMsg::Create {
        name: String::new(),
        settings: support::settings(),
    })
    .await;
    assert_eq!(problem(p.recv().await), Problem::BadName);
    let bad = rinshan_protocol::RoomSettings {
        move_secs: 0,
        ..support::settings()
    };
    p.send(&ClientMsg::Create {
        name: "Eve".into(),
        settings: bad,
    })
    .await;
    assert_eq!(problem(p.recv().await), Problem::BadSettings);
    // The page is still connected and served after all that.
    p.send(&ClientMsg::Hello { version: VERSION }).await;

    // A long message: a problem, and the page stays. One past what the server reads at
    // all (1 MiB): the connection is closed.
    let mut big = Page::greeted(&addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    big.send_text(&"x".repeat(100_000)).await;
    assert_eq!(problem(big.recv().await), Problem::TooLarge);
    big.send_text(r#"{"type":"leave"}"#).await;
    assert_eq!(problem(big.recv().await), Problem::NotInRoom);
    big.send_text(&"x".repeat(2 << 20)).await;
    while let Some(m) = big.recv().await {
        assert!(
            matches!(
                m,
                ServerMsg::Problem {
                    problem: Problem::TooLarge
                }
            ),
            "{m:?}"
        );
    }

    // A flood: a problem, then the connection is closed.
    let mut flood = Page::greeted(&addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    for _ in 0..200 {
        flood.send_text(r#"{"type":"hints","on":true}"#).await;
    }
    let mut flooded = false;
    while let Some(m) = flood.recv().await {
        flooded |= matches!(
            m,
            ServerMsg::Problem {
                problem: Problem::Flood
            }
        );
    }
    assert!(flooded, "no flood problem before the close");

    // A seat token acts for its one seat: it brings the page back to Bo's seat only, and a
    // second page with it takes the seat over from the first.
    let mut thief = Page::greeted(&addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    thief
        .send(&ClientMsg::Resume {
            token: tokens[1].clone(),
        })
        .await;
    match thief
        .until(|m| matches!(m, ServerMsg::Welcome { .. }))
        .await
    {
        ServerMsg::Welcome { seat, token, .. } => {
            assert_eq!(seat, Some(Seat::ALL[1]));
            assert!(
                token.is_none(),
                "a resumed seat is not sent its token again"
            );
        }
        _ => unreachable!(),
    }
    drop(thief);

    // The match went on regardless, to its end.
    for p in match_in_play {
        let played = p.await.unwrap_or_else(|e| panic!("{e}"));
        assert!(played.save.is_some());
    }
    // The log names no token and no panic.
    let log = std::fs::read_to_string(data.0.join("server.log")).unwrap_or_default();
    assert!(!log.is_empty(), "the server logs");
    for t in &tokens {
        assert!(!log.contains(t.as_str()), "the log shows a seat token");
    }
    assert!(!log.contains("panicked"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_hand_resumes_every_room_and_the_record_is_unchanged() {
    let data = TempDir::new("kill");
    let server = Server::sqlite("127.0.0.1:0", &data.0);
    let addr = server.addr.clone();
    let server = Arc::new(std::sync::Mutex::new(server));
    // Two rooms play at once; both must come back.
    let (players, seen) = two_rooms_playing(&addr).await;
    // Mid-hand: once some 120 messages have reached the pages, SIGKILL, and start it
    // again on the same port with the same store.
    wait_for(&seen, 120).await;
    let data_dir = data.0.clone();
    {
        let mut s = server.lock().unwrap_or_else(|e| e.into_inner());
        s.kill();
        *s = Server::sqlite(&addr, &data_dir);
    }
    let reconnects = same_match_as_without_incident(players).await;
    assert!(
        reconnects >= 8,
        "every page came back after the restart ({reconnects})"
    );
}
