//! More than one machine (issue 32): two server instances share one PostgreSQL (a real
//! one, Debian's, started by the test on a loopback port). A room lives on the instance
//! that opened it; when that instance is killed mid-hand, its pages reconnect to the other,
//! which takes the room over from the database and plays on, nothing lost: the record is
//! the one the match would have had anyway. The other, interrupted, stops cleanly.

mod support;

use std::sync::atomic::AtomicUsize;
use std::sync::Arc;

use rinshan_protocol::{ClientMsg, Problem, ServerMsg};
use support::postgres::Postgres;
use support::{
    four_players, play_counted, same_match_as_without_incident, signal_and_wait, wait_for, Page,
    Server, TempDir,
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_of_a_killed_instance_plays_on_on_the_other() {
    let pg = Postgres::start();
    let logs = TempDir::new("pg");
    let args = ["--postgres", pg.conninfo.as_str()];
    let mut a = Server::start("127.0.0.1:0", &args, &logs.0.join("a.log"));
    let b = Server::start("127.0.0.1:0", &args, &logs.0.join("b.log"));

    let (pages, watch) = four_players(&a.addr).await;
    // While instance A owns the room, B does not serve it (one owner at a time).
    let mut elsewhere = Page::greeted(&b.addr)
        .await
        .unwrap_or_else(|| panic!("no instance B"));
    elsewhere
        .send(&ClientMsg::Watch {
            watch: watch.clone(),
        })
        .await;
    assert!(
        matches!(
            elsewhere.recv().await,
            Some(ServerMsg::Problem {
                problem: Problem::Unavailable
            })
        ),
        "B served a room A owns"
    );
    let addrs = vec![a.addr.clone(), b.addr.clone()];
    let seen = Arc::new(AtomicUsize::new(0));
    let players: Vec<_> = pages
        .into_iter()
        .map(|(p, token)| tokio::spawn(play_counted(addrs.clone(), p, token, seen.clone())))
        .collect();
    // Mid-hand (some 60 messages in): kill A. Its pages find the room on B.
    wait_for(&seen, 60).await;
    a.kill();
    let reconnects = same_match_as_without_incident(players).await;
    assert!(reconnects >= 4, "the pages came back on B ({reconnects})");
    // And B now serves the room: a watcher is shown the finished match.
    let mut w = Page::greeted(&b.addr)
        .await
        .unwrap_or_else(|| panic!("no instance B"));
    w.send(&ClientMsg::Watch { watch }).await;
    assert!(matches!(
        w.recv().await,
        Some(ServerMsg::Welcome { seat: None, .. })
    ));
    // An instance stopped with Ctrl-C stops cleanly: its database connections' end is
    // expected, not "lost" (issue 41: it logged an error and exited with status 2).
    let mut b = b;
    let status = tokio::task::block_in_place(|| {
        signal_and_wait(&mut b.child, "INT", std::time::Duration::from_secs(8))
    });
    assert_eq!(status, Some(0));
    let log = std::fs::read_to_string(logs.0.join("b.log")).unwrap_or_default();
    assert!(!log.contains("lost the database connection"), "{log}");
    assert!(log.contains("interrupted: stopping"), "{log}");
}
