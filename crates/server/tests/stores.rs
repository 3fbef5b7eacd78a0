//! Both stores keep the same contract (the `Store` trait), checked on each: SQLite in a
//! throwaway folder, PostgreSQL (Debian's, started by the test on a loopback port). A
//! commit is whole, a second writer of an entry is a conflict, a room never started is
//! listed by when it was opened until its match starts, a purge leaves nothing of a room,
//! a store made before rooms never started were kept apart counts its unstarted rooms as
//! opened now (issue 41), and a closed store refuses more work. A finished room is listed
//! by when its match ended until it is purged, which takes its match and keeps its codes
//! and seat tokens (known as a purged room's); a store made before finished rooms were
//! kept apart counts its started rooms as finished now; and the hub's sweep purges a
//! finished room older than the server keeps them and leaves a newer one (issue 57), on
//! each store.

mod support;

/// The hub over a store that fails.
#[path = "stores/failing.rs"]
mod failing;

use std::sync::Arc;

use rinshan::rules::Seat;
use rinshan_protocol::Problem;
use rinshan_server::hub::{Hub, HubOptions};
use rinshan_server::limits::Limits;
use rinshan_server::store::postgres::PgStore;
use rinshan_server::store::sqlite::SqliteStore;
use rinshan_server::store::{unix_now, Commit, Opened, Store, StoreError, STARTED_ENTRY};
use support::postgres::Postgres;
use support::{Finished, TempDir};

fn opened(room: i64, at: u64, entries: &[&str]) -> Commit {
    Commit {
        room,
        first: 0,
        entries: entries.iter().map(|e| e.to_string()).collect(),
        opened: Some(Opened {
            invite: format!("invite{room:016}"),
            watch: format!("watch0{room:016}"),
            at,
        }),
        started: false,
        ended: None,
        tokens: vec![([room as u8; 32], Seat::ALL[0])],
        revoked: Vec::new(),
    }
}

use support::ended;

async fn keeps_the_contract(store: Arc<dyn Store>) {
    let ok = |r: Result<(), StoreError>| r.unwrap_or_else(|e| panic!("{e}"));
    ok(store.commit(opened(1, 100, &["a", "b"])).await);
    ok(store.commit(opened(2, 200, &["c"])).await);
    assert_eq!(store.load(1).await, Ok(vec!["a".into(), "b".into()]));
    assert_eq!(
        store.find_invite(&format!("invite{:016}", 1)).await,
        Ok(Some(1))
    );
    assert_eq!(store.find_token([1; 32]).await, Ok(Some((1, Seat::ALL[0]))));
    // Both unstarted, oldest first; the cut-off is strict.
    assert_eq!(store.unstarted_before(1_000, 10).await, Ok(vec![1, 2]));
    assert_eq!(store.unstarted_before(200, 10).await, Ok(vec![1]));
    assert_eq!(store.unstarted_before(1_000, 1).await, Ok(vec![1]));
    // Room 2's match starts: it is no longer one to purge.
    let start = Commit {
        room: 2,
        first: 1,
        entries: vec![STARTED_ENTRY.into()],
        started: true,
        ..Commit::default()
    };
    ok(store.commit(start).await);
    assert_eq!(store.unstarted_before(1_000, 10).await, Ok(vec![1]));
    // A second writer of entry 1 of room 1: a conflict, and nothing of it written.
    let again = Commit {
        room: 1,
        first: 1,
        entries: vec!["x".into(), "y".into()],
        ..Commit::default()
    };
    assert_eq!(store.commit(again).await, Err(StoreError::Conflict));
    assert_eq!(store.load(1).await, Ok(vec!["a".into(), "b".into()]));
    // A purge leaves nothing of room 1, and room 2 whole.
    ok(store.purge(1).await);
    assert_eq!(store.load(1).await, Ok(Vec::new()));
    assert_eq!(
        store.find_invite(&format!("invite{:016}", 1)).await,
        Ok(None)
    );
    assert_eq!(store.find_token([1; 32]).await, Ok(None));
    assert_eq!(store.unstarted_before(1_000, 10).await, Ok(Vec::new()));
    assert_eq!(store.load(2).await.map(|e| e.len()), Ok(2));
    // Finished rooms: listed by when their match ended, the longest ended first.
    ok(store.commit(opened(5, 500, &["e"])).await);
    ok(store.commit(opened(6, 600, &["f"])).await);
    ok(store.commit(ended(5, 1, 1_000)).await);
    ok(store.commit(ended(6, 1, 3_000)).await);
    assert_eq!(store.finished_before(2_000, 10).await, Ok(vec![5]));
    assert_eq!(store.finished_before(5_000, 10).await, Ok(vec![5, 6]));
    assert_eq!(store.finished_before(5_000, 1).await, Ok(vec![5]));
    assert_eq!(store.is_purged(5).await, Ok(false));
    // Room 5's match is purged: its entries go, its codes and seat token stay, known as a
    // purged room's; it is listed no more. Room 6, ended later, is whole.
    ok(store.purge_finished(5, 4_000).await);
    assert_eq!(store.load(5).await, Ok(Vec::new()));
    assert_eq!(store.is_purged(5).await, Ok(true));
    assert_eq!(
        store.find_invite(&format!("invite{:016}", 5)).await,
        Ok(Some(5))
    );
    assert_eq!(
        store.find_watch(&format!("watch0{:016}", 5)).await,
        Ok(Some(5))
    );
    assert_eq!(store.find_token([5; 32]).await, Ok(Some((5, Seat::ALL[0]))));
    assert_eq!(store.finished_before(5_000, 10).await, Ok(vec![6]));
    assert_eq!(store.load(6).await.map(|e| e.len()), Ok(2));
    assert_eq!(store.is_purged(6).await, Ok(false));
    // A room purged whole (never started) is no purged room: nothing of it is known.
    assert_eq!(store.is_purged(1).await, Ok(false));
    ok(store.ping().await);
    ok(store.close().await);
    assert!(store.commit(opened(3, 300, &["d"])).await.is_err());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_keeps_the_store_contract() {
    let dir = TempDir::new("store-sqlite");
    let store = SqliteStore::open(&dir.0).unwrap_or_else(|e| panic!("{e}"));
    keeps_the_contract(Arc::new(store)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_keeps_the_store_contract() {
    let pg = Postgres::start();
    let store = PgStore::open(&pg.conninfo)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    keeps_the_contract(Arc::new(store)).await;

    // A database from before rooms never started were kept apart.
    let (admin, conn) = tokio_postgres::connect(&pg.conninfo, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    tokio::spawn(conn);
    admin
        .batch_execute("CREATE DATABASE older")
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    let older = pg.conninfo.replace("dbname=postgres", "dbname=older");
    let (db, conn) = tokio_postgres::connect(&older, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    tokio::spawn(conn);
    db.batch_execute(&format!(
        "CREATE TABLE rooms (id BIGINT PRIMARY KEY, invite TEXT NOT NULL UNIQUE,
             watch TEXT NOT NULL UNIQUE);
         CREATE TABLE entries (room BIGINT NOT NULL, n BIGINT NOT NULL, body TEXT NOT NULL,
             PRIMARY KEY (room, n));
         CREATE TABLE seats (token BYTEA PRIMARY KEY, room BIGINT NOT NULL,
             seat SMALLINT NOT NULL);
         INSERT INTO rooms VALUES (1, 'i1', 'w1'), (2, 'i2', 'w2');
         INSERT INTO entries VALUES (1, 0, 'opened'), (2, 0, 'opened'),
             (2, 1, '{STARTED_ENTRY}');"
    ))
    .await
    .unwrap_or_else(|e| panic!("{e}"));
    let before = unix_now();
    let store = PgStore::open(&older)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(store.unstarted_before(before, 10).await, Ok(Vec::new()));
    assert_eq!(
        store.unstarted_before(unix_now() + 1, 10).await,
        Ok(vec![1])
    );
    assert_eq!(store.finished_before(before, 10).await, Ok(Vec::new()));
    assert_eq!(store.finished_before(unix_now() + 1, 10).await, Ok(vec![2]));
    let _ = store.close().await;

    // The hub's sweep of finished rooms, on a database of its own.
    admin
        .batch_execute("CREATE DATABASE swept")
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    let swept = pg.conninfo.replace("dbname=postgres", "dbname=swept");
    let store = PgStore::open(&swept)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    sweeps_finished_rooms(Arc::new(store)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_older_sqlite_store_counts_its_unstarted_rooms_as_opened_now() {
    let dir = TempDir::new("store-older");
    let db =
        rusqlite::Connection::open(dir.0.join("rooms.sqlite3")).unwrap_or_else(|e| panic!("{e}"));
    db.execute_batch(&format!(
        "CREATE TABLE rooms (id INTEGER PRIMARY KEY, invite TEXT NOT NULL UNIQUE,
             watch TEXT NOT NULL UNIQUE);
         CREATE TABLE entries (room INTEGER NOT NULL, n INTEGER NOT NULL, body TEXT NOT NULL,
             PRIMARY KEY (room, n)) WITHOUT ROWID;
         CREATE TABLE seats (token BLOB PRIMARY KEY, room INTEGER NOT NULL,
             seat INTEGER NOT NULL) WITHOUT ROWID;
         INSERT INTO rooms VALUES (1, 'i1', 'w1'), (2, 'i2', 'w2');
         INSERT INTO entries VALUES (1, 0, 'opened'), (2, 0, 'opened'), (2, 1, '{STARTED_ENTRY}');"
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    drop(db);
    let before = unix_now();
    let store = SqliteStore::open(&dir.0).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(store.unstarted_before(before, 10).await, Ok(Vec::new()));
    assert_eq!(
        store.unstarted_before(unix_now() + 1, 10).await,
        Ok(vec![1])
    );
    // Its rooms whose match started count as finished now (their end is not told from
    // their entries without replaying them).
    assert_eq!(store.finished_before(before, 10).await, Ok(Vec::new()));
    assert_eq!(store.finished_before(unix_now() + 1, 10).await, Ok(vec![2]));
    let _ = store.close().await;
}

/// The hub's sweep with the default retention (30 days): a finished room whose match
/// ended 31 days ago is purged, one that ended 29 days ago stays whole; whoever comes back
/// to the purged one (its seat token, its invite, its watch code) is told `purged`, and a
/// code the server never gave is still no room. With 0 days, nothing is ever purged.
async fn sweeps_finished_rooms(store: Arc<dyn Store>) {
    let (old, new, older) = (Finished::of(11), Finished::of(12), Finished::of(13));
    old.write(&store, 11, 31).await;
    new.write(&store, 12, 29).await;
    let hub = Hub::new(store.clone());
    assert_eq!(hub.gate().limits().finished_days, 30, "the default");
    assert_eq!(hub.purge_finished().await, 1);
    assert_eq!(store.is_purged(11).await, Ok(true));
    assert_eq!(store.load(11).await, Ok(Vec::new()));
    assert_eq!(store.is_purged(12).await, Ok(false));
    assert_eq!(store.load(12).await.map(|e| e.len()), Ok(2));
    assert_eq!(hub.purge_finished().await, 0, "a room is purged once");
    assert_eq!(hub.resume(&old.token).await.err(), Some(Problem::Purged));
    assert_eq!(
        hub.join(&old.invite, "Bo").await.err(),
        Some(Problem::Purged)
    );
    assert_eq!(hub.watch(&old.watch).await.err(), Some(Problem::Purged));
    let never = Finished::of(99);
    assert_eq!(
        hub.resume(&never.token).await.err(),
        Some(Problem::BadToken)
    );
    assert_eq!(
        hub.watch(&never.watch).await.err(),
        Some(Problem::NoSuchRoom)
    );
    // Kept for ever.
    older.write(&store, 13, 400).await;
    let keep = Hub::with_options(
        store.clone(),
        HubOptions {
            limits: Limits {
                finished_days: 0,
                ..Limits::default()
            },
            ..HubOptions::default()
        },
    );
    assert_eq!(keep.purge_finished().await, 0);
    assert_eq!(store.is_purged(13).await, Ok(false));
    let _ = store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sweep_purges_finished_rooms_older_than_kept_on_sqlite() {
    let dir = TempDir::new("store-swept");
    let store = SqliteStore::open(&dir.0).unwrap_or_else(|e| panic!("{e}"));
    sweeps_finished_rooms(Arc::new(store)).await;
}
