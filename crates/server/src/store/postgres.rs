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
//! savepoint of its own so that one conflict does not undo the others.

use tokio::sync::{mpsc, oneshot};
use tokio_postgres::{Client, NoTls};

use super::{Commit, RoomId, Store, StoreError, StoreFuture};
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

type Reply = oneshot::Sender<Result<(), StoreError>>;

/// The PostgreSQL store.
pub struct PgStore {
    reads: Client,
    locks: Client,
    writes: mpsc::UnboundedSender<(Commit, Reply)>,
}

/// Connects to `conninfo` (e.g. `host=127.0.0.1 port=5432 user=rinshan dbname=rinshan`),
/// driving the connection on the runtime; when `vital`, the process stops if it ends.
async fn connect(conninfo: &str, vital: bool) -> Result<Client, StoreError> {
    let (client, connection) = tokio_postgres::connect(conninfo, NoTls)
        .await
        .map_err(failed)?;
    tokio::spawn(async move {
        let ended = connection.await;
        if vital {
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
        let reads = connect(conninfo, false).await?;
        let writer = connect(conninfo, true).await?;
        let locks = connect(conninfo, true).await?;
        // Instances starting together create the tables one at a time.
        locks
            .batch_execute(&format!(
                "SELECT pg_advisory_lock(0); {SCHEMA} SELECT pg_advisory_unlock(0);"
            ))
            .await
            .map_err(failed)?;
        let (writes, queue) = mpsc::unbounded_channel();
        tokio::spawn(write_loop(writer, queue));
        Ok(PgStore {
            reads,
            locks,
            writes,
        })
    }
}

async fn write_loop(mut client: Client, mut queue: mpsc::UnboundedReceiver<(Commit, Reply)>) {
    while let Some(first) = queue.recv().await {
        let mut batch = vec![first];
        while let Ok(more) = queue.try_recv() {
            batch.push(more);
        }
        let answers = write_all(&mut client, &batch).await;
        for ((_, reply), answer) in batch.into_iter().zip(answers) {
            let _ = reply.send(answer);
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
    if let Some((invite, watch)) = &c.opened {
        tx.execute(
            "INSERT INTO rooms (id, invite, watch) VALUES ($1, $2, $3)",
            &[&c.room, invite, watch],
        )
        .await
        .map_err(conflict)?;
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
        let sent = self.writes.send((commit, tx));
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
}
