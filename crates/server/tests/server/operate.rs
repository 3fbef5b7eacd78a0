//! What an operator expects of a server they run (issue 41), on a real `rinshan-server`:
//! SIGTERM in the middle of a hand stops it cleanly (no new pages, every room finishes
//! its message in hand, every page told to come back, the store durable, exit status 0
//! within a few seconds) and the pages resume on the restarted server with the record
//! the match would have had anyway; `/api/health` tells alive, `/api/health/ready` ready;
//! `/metrics` counts rooms, pages, moves, store writes and problems by code, and is the
//! operator's alone (issue 57): this machine's by default, or whoever has the token, or a
//! port of its own; the log follows `RUST_LOG`, with each connection's peer address and
//! each request, and never a code or a token.

use std::time::Duration;

use crate::support::{
    four_players, http_get, http_get_with, play, same_match_as_without_incident, signal_and_wait,
    two_rooms_playing, wait_for, Page, Server, TempDir,
};
use rinshan_protocol::{Problem, ServerMsg};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_mid_hand_stops_cleanly_and_every_page_resumes_with_nothing_lost() {
    let data = TempDir::new("term");
    let mut server = Server::sqlite("127.0.0.1:0", &data.0);
    let addr = server.addr.clone();
    let (players, seen) = two_rooms_playing(&addr).await;
    wait_for(&seen, 120).await;
    let status = tokio::task::block_in_place(|| {
        signal_and_wait(&mut server.child, "TERM", Duration::from_secs(8))
    });
    assert_eq!(
        status,
        Some(0),
        "a clean stop within a few seconds, status 0"
    );
    // The pages keep trying; the server comes back on the same port and store.
    let _server = Server::sqlite(&addr, &data.0);
    let mut played = Vec::new();
    for p in players {
        played.push(p.await.unwrap_or_else(|e| panic!("{e}")));
    }
    let told = played
        .iter()
        .filter(|p| p.problems.contains(&Problem::Restarting))
        .count();
    let problems: Vec<_> = played
        .iter()
        .map(|p| (p.problems.clone(), p.reconnects))
        .collect();
    assert_eq!(
        told, 8,
        "every page was told the server restarts: {problems:?}"
    );
    assert!(played.iter().all(|p| p.reconnects >= 1));
    let again: Vec<_> = played
        .into_iter()
        .map(|p| tokio::spawn(async move { p }))
        .collect();
    same_match_as_without_incident(again).await;
    let log = std::fs::read_to_string(data.0.join("server.log")).unwrap_or_default();
    assert!(log.contains("terminated: stopping"), "{log}");
    assert!(
        log.contains("stopped: the store holds everything it acknowledged"),
        "{log}"
    );
    assert!(!log.contains("panicked"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_metrics_and_logs_tell_an_operator_what_they_need() {
    let data = TempDir::new("operate");
    let store = data.0.to_string_lossy().to_string();
    let log = data.0.join("server.log");
    let server = Server::start_env(
        "127.0.0.1:0",
        &["--data", &store],
        &log,
        &[("RUST_LOG", "info,rinshan_server=debug,tower_http=debug")],
    );
    let addr = server.addr.clone();
    assert_eq!(http_get(&addr, "/api/health").await, (200, "ok".into()));
    assert_eq!(
        http_get(&addr, "/api/health/ready").await,
        (200, "ready".into())
    );
    // A bad message, then a whole match.
    let mut p = Page::connect(&addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    p.send_text("{not json").await;
    assert!(matches!(
        p.recv().await,
        Some(ServerMsg::Problem {
            problem: Problem::Malformed
        })
    ));
    let (pages, _) = four_players(&addr).await;
    let tokens: Vec<String> = pages.iter().map(|(_, t)| t.clone()).collect();
    let players: Vec<_> = pages
        .into_iter()
        .map(|(p, token)| tokio::spawn(play(vec![addr.clone()], p, token)))
        .collect();
    for p in players {
        assert!(p.await.unwrap_or_else(|e| panic!("{e}")).save.is_some());
    }
    let (status, metrics) = http_get(&addr, "/metrics").await;
    assert_eq!(status, 200);
    let value = |name: &str| -> f64 {
        metrics
            .lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
            .unwrap_or_else(|| panic!("no {name} in\n{metrics}"))
    };
    assert_eq!(value("rinshan_rooms_opened_total"), 1.0);
    assert_eq!(value("rinshan_rooms"), 1.0);
    // The players' pages close as their matches end: counted, whatever is left.
    assert!(value("rinshan_pages") >= 0.0);
    assert!(value("rinshan_moves_total{by=\"player\"}") > 50.0);
    assert!(value("rinshan_moves_total{by=\"auto\"}") > 50.0);
    assert!(value("rinshan_store_commit_seconds_count") > 50.0);
    assert_eq!(value("rinshan_problems_total{code=\"malformed\"}"), 1.0);
    drop(server);
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(
        text.contains("page connected") && text.contains("peer=127.0.0.1"),
        "{text}"
    );
    assert!(
        text.contains("finished processing request"),
        "requests are traced"
    );
    assert!(text.contains("room opened"));
    for t in &tokens {
        assert!(!text.contains(t.as_str()), "the log shows a seat token");
    }
}

/// A page not yet in a room is told to come back too when the server stops (a page in a
/// room is told by its room, as above).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopping_server_tells_a_page_outside_a_room_to_come_back() {
    let data = TempDir::new("stopping");
    let mut server = Server::sqlite("127.0.0.1:0", &data.0);
    let mut waiting = Page::greeted(&server.addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    let status = tokio::task::block_in_place(|| {
        signal_and_wait(&mut server.child, "INT", Duration::from_secs(8))
    });
    assert_eq!(status, Some(0));
    assert!(matches!(
        waiting.recv().await,
        Some(ServerMsg::Problem {
            problem: Problem::Restarting
        })
    ));
    assert_eq!(
        waiting.close_frame().await,
        Some((1012, "restarting".to_string()))
    );
}

/// A server on a throwaway store with `flags`, and its store's folder (with its log).
fn started(name: &str, flags: &[&str]) -> (Server, TempDir) {
    let data = TempDir::new(name);
    let store = data.0.to_string_lossy().to_string();
    let mut args = vec!["--data", store.as_str()];
    args.extend_from_slice(flags);
    let s = Server::start("127.0.0.1:0", &args, &data.0.join("server.log"));
    (s, data)
}

/// The status of `GET /metrics` on `addr` with `headers`, and whether the body is the
/// metrics.
async fn metrics_status(addr: &str, headers: &[(&str, &str)]) -> (u16, bool) {
    let (status, body) = http_get_with(addr, "/metrics", headers).await;
    (status, body.contains("rinshan_rooms "))
}

/// Without a flag, `/metrics` answers this machine alone: a client at a loopback address,
/// as `--trust-proxy` has it. A public client forwarded by a trusted proxy, or a request
/// through a proxy the server was not told to trust (which could be forwarding anyone),
/// gets 403.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_are_this_machine_s_alone_by_default() {
    let public = [("X-Forwarded-For", "203.0.113.5")];
    let (s, _data) = started("metrics-local", &["--trust-proxy", "127.0.0.1"]);
    assert_eq!(metrics_status(&s.addr, &[]).await, (200, true));
    assert_eq!(metrics_status(&s.addr, &public).await, (403, false));
    let loopback = [("X-Forwarded-For", "127.0.0.1")];
    assert_eq!(metrics_status(&s.addr, &loopback).await, (200, true));
    // Not told to trust the proxy: whoever it forwards is refused.
    let (s, _data) = started("metrics-untrusted", &[]);
    assert_eq!(metrics_status(&s.addr, &public).await, (403, false));
    assert_eq!(metrics_status(&s.addr, &[]).await, (200, true));
}

/// With `--metrics-token` (here from a file, which keeps it off the command line), every
/// client must send it as a bearer token, this machine too; with it, any address may read
/// the metrics. The log never shows it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_ask_for_the_operator_s_token() {
    let secret = "kq3-metrics-Token_for-the-test";
    let dir = TempDir::new("metrics-token-file");
    let file = dir.0.join("token");
    std::fs::write(&file, format!("{secret}\n")).unwrap_or_else(|e| panic!("{e}"));
    let file = file.to_string_lossy().to_string();
    let (s, data) = started(
        "metrics-token",
        &["--metrics-token-file", &file, "--trust-proxy", "127.0.0.1"],
    );
    let bearer = format!("Bearer {secret}");
    assert_eq!(metrics_status(&s.addr, &[]).await, (401, false));
    let wrong = [("Authorization", "Bearer kq3-metrics-Token_for-the-tesT")];
    assert_eq!(metrics_status(&s.addr, &wrong).await, (401, false));
    let basic = [("Authorization", "Basic a3EzOnNlY3JldA==")];
    assert_eq!(metrics_status(&s.addr, &basic).await, (401, false));
    let right = [("Authorization", bearer.as_str())];
    assert_eq!(metrics_status(&s.addr, &right).await, (200, true));
    let from_afar = [
        ("Authorization", bearer.as_str()),
        ("X-Forwarded-For", "203.0.113.5"),
    ];
    assert_eq!(metrics_status(&s.addr, &from_afar).await, (200, true));
    drop(s);
    let log = std::fs::read_to_string(data.0.join("server.log")).unwrap_or_default();
    assert!(log.contains("serving the metrics"), "{log}");
    assert!(!log.contains(secret), "the log shows the token");
}

/// With `--metrics-addr`, the metrics have a listener of their own (its address is the
/// second line the server prints), open to whoever reaches it (the operator keeps that
/// address private) or to the token's holder when one is given, and the game's port no
/// longer serves them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_may_have_a_port_of_their_own() {
    let metrics_addr = |s: &mut Server| {
        let line = s.next_line();
        line.strip_prefix("metrics on http://")
            .and_then(|a| a.strip_suffix("/metrics"))
            .unwrap_or_else(|| panic!("the server said {line:?}"))
            .to_string()
    };
    let (mut s, _data) = started("metrics-addr", &["--metrics-addr", "127.0.0.1:0"]);
    let m = metrics_addr(&mut s);
    assert_ne!(m, s.addr);
    assert_eq!(metrics_status(&s.addr, &[]).await.0, 404);
    assert_eq!(http_get(&s.addr, "/api/health").await, (200, "ok".into()));
    assert_eq!(metrics_status(&m, &[]).await, (200, true));
    let public = [("X-Forwarded-For", "203.0.113.5")];
    assert_eq!(metrics_status(&m, &public).await, (200, true));
    assert_eq!(
        http_get(&m, "/api/health").await.0,
        404,
        "the metrics alone"
    );
    // With a token as well, it is asked for there.
    let (mut s, _data) = started(
        "metrics-addr-token",
        &[
            "--metrics-addr",
            "127.0.0.1:0",
            "--metrics-token",
            "zz-9-plural-z-alpha",
        ],
    );
    let m = metrics_addr(&mut s);
    assert_eq!(metrics_status(&m, &[]).await, (401, false));
    let right = [("Authorization", "Bearer zz-9-plural-z-alpha")];
    assert_eq!(metrics_status(&m, &right).await, (200, true));
    assert_eq!(metrics_status(&s.addr, &right).await.0, 404);
}
