//! More than one machine (issue 32): two server instances share one PostgreSQL (a real
//! one, Debian's, started by the test on a loopback port). A room lives on the instance
//! that opened it; when that instance is killed mid-hand, its pages reconnect to the other,
//! which takes the room over from the database and plays on, nothing lost: the record is
//! the one the match would have had anyway.

mod support;

use std::sync::atomic::AtomicUsize;
use std::sync::Arc;

use rinshan_protocol::{ClientMsg, Problem, ServerMsg};
use support::postgres::Postgres;
use support::{
    four_players, play_counted, same_match_as_without_incident, wait_for, Page, Server, TempDir,
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
    drop(b);
}
