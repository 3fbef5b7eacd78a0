//! The store for several server instances: PostgreSQL, the same tables as SQLite's.
//!
//! A room is owned by one instance at a time through a session-level advisory lock on
//! its number, held on a connection of its own: when an instance dies, its connection
//! closes, PostgreSQL releases its locks at once, and another instance claims the room
//! when its pages reconnect there. An instance that loses that connection stops
//! (crash-only: it can no longer know which rooms are its own). Should two instances ever
//! write one room, the second write of an entry number fails ([`StoreError::Conflict`]),
//! so a room's history cannot fork.
//!
//! Writes arriving together are committed in one transaction (group commit), each in a
//! savepoint of its own so that one conflict does not undo the others. A server that
//! stops ([`Store::close`]) has its writes flushed first, and its connections' end is
//! then no loss.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use tokio::sync::{mpsc, oneshot};
use tokio_postgres::{Client, NoTls};

use super::{Commit, RoomId, Store, StoreError, StoreFuture, STARTED_ENTRY};
use rinshan::rules::Seat;

fn failed(e: impl std::fmt::Display) -> StoreError {
    StoreError::Failed(e.to_string())
}

const SCHEMA: &str = "
    CREATE TABLE IF NOT EXISTS rooms (
        id BIGINT PRIMARY KEY,
        invite TEXT NOT NULL UNIQUE,
        watch TEXT NOT NULL UNIQUE
    );
    CREATE TABLE IF NOT EXISTS entries (
        room BIGINT NOT NULL,
        n BIGINT NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (room, n)
    );
    CREATE TABLE IF NOT EXISTS seats (
        token BYTEA PRIMARY KEY,
        room BIGINT NOT NULL,
        seat SMALLINT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS seats_by_room ON seats (room, seat);
";

/// Rooms whose match has not started, by when they were opened; made apart from the
/// tables above so that a store made before it can be told whether it had it.
const UNSTARTED: &str = "
    CREATE TABLE unstarted (
        room BIGINT PRIMARY KEY,
        opened_at BIGINT NOT NULL
    );
    CREATE INDEX unstarted_by_time ON unstarted (opened_at, room);
";

/// Finished rooms, by when their match ended, and when each was purged; made apart too.
const FINISHED: &str = "
    CREATE TABLE finished (
        room BIGINT PRIMARY KEY,
        ended_at BIGINT NOT NULL,
        purged_at BIGINT
    );
    CREATE INDEX finished_by_time ON finished (ended_at, room) WHERE purged_at IS NULL;
";

type Reply = oneshot::Sender<Result<(), StoreError>>;

/// What the writer is asked.
enum Write {
    /// A commit.
    Commit(Commit, Reply),
    /// Answered once every commit before it is written; the writer then stops.
    Close(Reply),
}

/// The PostgreSQL store.
pub struct PgStore {
    reads: Client,
    locks: Client,
    writes: mpsc::UnboundedSender<Write>,
    /// The server is stopping: its connections' end is expected.
    stopping: Arc<AtomicBool>,
}

/// Connects to `conninfo` (e.g. `host=127.0.0.1 port=5432 user=rinshan dbname=rinshan`),
/// driving the connection on the runtime; when `vital`, the process stops if it ends
/// while the server is not stopping.
async fn connect(
    conninfo: &str,
    vital: bool,
    stopping: Arc<AtomicBool>,
) -> Result<Client, StoreError> {
    let (client, connection) = tokio_postgres::connect(conninfo, NoTls)
        .await
        .map_err(failed)?;
    tokio::spawn(async move {
        let ended = connection.await;
        if stopping.load(Ordering::SeqCst) {
            tracing::debug!("a database connection closed as the server stops");
        } else if vital {
            tracing::error!(
                ?ended,
                "lost the database connection that holds this instance's rooms: stopping"
            );
            std::process::exit(2);
        }
    });
    Ok(client)
}

impl PgStore {
    /// Connects (three connections: reads, writes, room ownership) and creates the
    /// tables if they are missing.
    pub async fn open(conninfo: &str) -> Result<PgStore, StoreError> {
        let stopping = Arc::new(AtomicBool::new(false));
        let reads = connect(conninfo, false, stopping.clone()).await?;
        let writer = connect(conninfo, true, stopping.clone()).await?;
        let locks = connect(conninfo, true, stopping.clone()).await?;
        // Instances starting together create the tables one at a time.
        locks
            .batch_execute(&format!("SELECT pg_advisory_lock(0); {SCHEMA}"))
            .await
            .map_err(failed)?;
        let made = async {
            let has = locks
                .query_one("SELECT to_regclass('unstarted') IS NOT NULL", &[])
                .await?
                .try_get::<_, bool>(0)?;
            if !has {
                // A store from before rooms never started were kept apart: its rooms
                // without a started match count as opened now.
                let now = i64::try_from(super::unix_now()).unwrap_or(i64::MAX);
                locks.batch_execute(UNSTARTED).await?;
                locks
                    .execute(
                        "INSERT INTO unstarted (room, opened_at) SELECT id, $1 FROM rooms r
                         WHERE NOT EXISTS
                             (SELECT 1 FROM entries e WHERE e.room = r.id AND e.body = $2)",
                        &[&now, &STARTED_ENTRY],
                    )
                    .await?;
            }
            let has = locks
                .query_one("SELECT to_regclass('finished') IS NOT NULL", &[])
                .await?
                .try_get::<_, bool>(0)?;
            if !has {
                // A store from before finished rooms were kept apart: a match's end is not
                // told from its entries without replaying it, so its rooms whose match
                // started count as finished now (one still in play gets its real end when
                // it ends).
                let now = i64::try_from(super::unix_now()).unwrap_or(i64::MAX);
                locks.batch_execute(FINISHED).await?;
                locks
                    .execute(
                        "INSERT INTO finished (room, ended_at)
                         SELECT DISTINCT room, $1::BIGINT FROM entries WHERE body = $2",
                        &[&now, &STARTED_ENTRY],
                    )
                    .await?;
            }
            Ok::<(), tokio_postgres::Error>(())
        }
        .await;
        let unlocked = locks.batch_execute("SELECT pg_advisory_unlock(0);").await;
        made.map_err(failed)?;
        unlocked.map_err(failed)?;
        let (writes, queue) = mpsc::unbounded_channel();
        tokio::spawn(write_loop(writer, queue));
        Ok(PgStore {
            reads,
            locks,
            writes,
            stopping,
        })
    }
}

async fn write_loop(mut client: Client, mut queue: mpsc::UnboundedReceiver<Write>) {
    while let Some(first) = queue.recv().await {
        let mut batch = vec![first];
        while let Ok(more) = queue.try_recv() {
            batch.push(more);
        }
        let mut commits = Vec::new();
        let mut closing = Vec::new();
        for w in batch {
            match w {
                Write::Commit(c, reply) => commits.push((c, reply)),
                Write::Close(reply) => closing.push(reply),
            }
        }
        let answers = if commits.is_empty() {
            Vec::new()
        } else {
            write_all(&mut client, &commits).await
        };
        for ((_, reply), answer) in commits.into_iter().zip(answers) {
            let _ = reply.send(answer);
        }
        if !closing.is_empty() {
            for reply in closing {
                let _ = reply.send(Ok(()));
            }
            return;
        }
    }
}

async fn write_all(client: &mut Client, batch: &[(Commit, Reply)]) -> Vec<Result<(), StoreError>> {
    let mut results = Vec::new();
    let tx = match client.transaction().await {
        Ok(tx) => tx,
        Err(e) => return batch.iter().map(|_| Err(failed(&e))).collect(),
    };
    let mut tx = tx;
    for (c, _) in batch {
        let result = match tx.savepoint("one").await {
            Ok(sp) => match write(&sp, c).await {
                Ok(()) => sp.commit().await.map_err(failed),
                Err(e) => {
                    let _ = sp.rollback().await;
                    Err(e)
                }
            },
            Err(e) => Err(failed(e)),
        };
        results.push(result);
    }
    match tx.commit().await {
        Ok(()) => results,
        Err(e) => results.into_iter().map(|_| Err(failed(&e))).collect(),
    }
}

async fn write(tx: &tokio_postgres::Transaction<'_>, c: &Commit) -> Result<(), StoreError> {
    let conflict = |e: tokio_postgres::Error| {
        if e.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION) {
            StoreError::Conflict
        } else {
            failed(e)
        }
    };
    if let Some(o) = &c.opened {
        tx.execute(
            "INSERT INTO rooms (id, invite, watch) VALUES ($1, $2, $3)",
            &[&c.room, &o.invite, &o.watch],
        )
        .await
        .map_err(conflict)?;
        let at = i64::try_from(o.at).unwrap_or(i64::MAX);
        tx.execute(
            "INSERT INTO unstarted (room, opened_at) VALUES ($1, $2)",
            &[&c.room, &at],
        )
        .await
        .map_err(conflict)?;
    }
    if c.started {
        tx.execute("DELETE FROM unstarted WHERE room = $1", &[&c.room])
            .await
            .map_err(failed)?;
    }
    if let Some(at) = c.ended {
        // The real end replaces the one an older store's rooms were given.
        let at = i64::try_from(at).unwrap_or(i64::MAX);
        tx.execute(
            "INSERT INTO finished (room, ended_at) VALUES ($1, $2)
             ON CONFLICT (room) DO UPDATE SET ended_at = excluded.ended_at",
            &[&c.room, &at],
        )
        .await
        .map_err(failed)?;
    }
    for (i, body) in c.entries.iter().enumerate() {
        let n = i64::try_from(c.first + i as u64).map_err(failed)?;
        tx.execute(
            "INSERT INTO entries (room, n, body) VALUES ($1, $2, $3)",
            &[&c.room, &n, body],
        )
        .await
        .map_err(conflict)?;
    }
    for seat in &c.revoked {
        let s = seat.index() as i16;
        tx.execute(
            "DELETE FROM seats WHERE room = $1 AND seat = $2",
            &[&c.room, &s],
        )
        .await
        .map_err(failed)?;
    }
    for (digest, seat) in &c.tokens {
        let s = seat.index() as i16;
        tx.execute(
            "INSERT INTO seats (token, room, seat) VALUES ($1, $2, $3)",
            &[&&digest[..], &c.room, &s],
        )
        .await
        .map_err(conflict)?;
    }
    Ok(())
}

impl Store for PgStore {
    fn commit(&self, commit: Commit) -> StoreFuture<'_, ()> {
        let (tx, rx) = oneshot::channel();
        let sent = self.writes.send(Write::Commit(commit, tx));
        Box::pin(async move {
            sent.map_err(|_| failed("the store's writer has stopped"))?;
            rx.await
                .map_err(|_| failed("the store's writer has stopped"))?
        })
    }

    fn load(&self, room: RoomId) -> StoreFuture<'_, Vec<String>> {
        Box::pin(async move {
            let rows = self
                .reads
                .query(
                    "SELECT body FROM entries WHERE room = $1 ORDER BY n",
                    &[&room],
                )
                .await
                .map_err(failed)?;
            rows.iter().map(|r| r.try_get(0).map_err(failed)).collect()
        })
    }

    fn find_invite(&self, code: &str) -> StoreFuture<'_, Option<RoomId>> {
        let code = code.to_string();
        Box::pin(async move {
            let row = self
                .reads
                .query_opt("SELECT id FROM rooms WHERE invite = $1", &[&code])
                .await
                .map_err(failed)?;
            row.map(|r| r.try_get(0).map_err(failed)).transpose()
        })
    }

    fn find_watch(&self, code: &str) -> StoreFuture<'_, Option<RoomId>> {
        let code = code.to_string();
        Box::pin(async move {
            let row = self
                .reads
                .query_opt("SELECT id FROM rooms WHERE watch = $1", &[&code])
                .await
                .map_err(failed)?;
            row.map(|r| r.try_get(0).map_err(failed)).transpose()
        })
    }

    fn find_token(&self, digest: [u8; 32]) -> StoreFuture<'_, Option<(RoomId, Seat)>> {
        Box::pin(async move {
            let row = self
                .reads
                .query_opt(
                    "SELECT room, seat FROM seats WHERE token = $1",
                    &[&&digest[..]],
                )
                .await
                .map_err(failed)?;
            let Some(row) = row else { return Ok(None) };
            let room: i64 = row.try_get(0).map_err(failed)?;
            let seat: i16 = row.try_get(1).map_err(failed)?;
            Ok(u8::try_from(seat)
                .ok()
                .and_then(Seat::new)
                .map(|s| (room, s)))
        })
    }

    fn claim(&self, room: RoomId) -> StoreFuture<'_, bool> {
        Box::pin(async move {
            let row = self
                .locks
                .query_one("SELECT pg_try_advisory_lock($1)", &[&room])
                .await
                .map_err(failed)?;
            row.try_get(0).map_err(failed)
        })
    }

    fn release(&self, room: RoomId) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.locks
                .execute("SELECT pg_advisory_unlock($1)", &[&room])
                .await
                .map_err(failed)?;
            Ok(())
        })
    }

    fn unstarted_before(&self, cutoff: u64, limit: u32) -> StoreFuture<'_, Vec<RoomId>> {
        Box::pin(async move {
            let cutoff = i64::try_from(cutoff).unwrap_or(i64::MAX);
            let rows = self
                .reads
                .query(
                    "SELECT room FROM unstarted WHERE opened_at < $1
                     ORDER BY opened_at, room LIMIT $2",
                    &[&cutoff, &i64::from(limit)],
                )
                .await
                .map_err(failed)?;
            rows.iter().map(|r| r.try_get(0).map_err(failed)).collect()
        })
    }

    fn purge(&self, room: RoomId) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            // One statement: all of it or none.
            self.reads
                .execute(
                    "WITH e AS (DELETE FROM entries WHERE room = $1),
                          s AS (DELETE FROM seats WHERE room = $1),
                          u AS (DELETE FROM unstarted WHERE room = $1),
                          f AS (DELETE FROM finished WHERE room = $1)
                     DELETE FROM rooms WHERE id = $1",
                    &[&room],
                )
                .await
                .map_err(failed)?;
            Ok(())
        })
    }

    fn finished_before(&self, cutoff: u64, limit: u32) -> StoreFuture<'_, Vec<RoomId>> {
        Box::pin(async move {
            let cutoff = i64::try_from(cutoff).unwrap_or(i64::MAX);
            let rows = self
                .reads
                .query(
                    "SELECT room FROM finished WHERE purged_at IS NULL AND ended_at < $1
                     ORDER BY ended_at, room LIMIT $2",
                    &[&cutoff, &i64::from(limit)],
                )
                .await
                .map_err(failed)?;
            rows.iter().map(|r| r.try_get(0).map_err(failed)).collect()
        })
    }

    fn purge_finished(&self, room: RoomId, at: u64) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let at = i64::try_from(at).unwrap_or(i64::MAX);
            // One statement: all of it or none.
            self.reads
                .execute(
                    "WITH e AS (DELETE FROM entries WHERE room = $1)
                     UPDATE finished SET purged_at = $2 WHERE room = $1",
                    &[&room, &at],
                )
                .await
                .map_err(failed)?;
            Ok(())
        })
    }

    fn is_purged(&self, room: RoomId) -> StoreFuture<'_, bool> {
        Box::pin(async move {
            let row = self
                .reads
                .query_opt(
                    "SELECT purged_at IS NOT NULL FROM finished WHERE room = $1",
                    &[&room],
                )
                .await
                .map_err(failed)?;
            row.map_or(Ok(false), |r| r.try_get(0).map_err(failed))
        })
    }

    fn ping(&self) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.reads.simple_query("SELECT 1").await.map_err(failed)?;
            Ok(())
        })
    }

    fn close(&self) -> StoreFuture<'_, ()> {
        self.stopping.store(true, Ordering::SeqCst);
        let (tx, rx) = oneshot::channel();
        let sent = self.writes.send(Write::Close(tx));
        Box::pin(async move {
            sent.map_err(|_| failed("the store's writer has stopped"))?;
            rx.await
                .map_err(|_| failed("the store's writer has stopped"))?
        })
    }
}
