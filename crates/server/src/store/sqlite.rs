//! The default store: SQLite in a data folder the server creates (`rooms.sqlite3`), for
//! one server instance. One thread owns the connection; writes that arrive together are
//! committed in one transaction (group commit), each acknowledged only once that
//! transaction is durable (WAL, `synchronous=FULL`: a power cut loses nothing
//! acknowledged, a killed process even less).

use std::path::Path;
use std::sync::mpsc;

use rusqlite::{params, Connection, OptionalExtension};
use tokio::sync::oneshot;

use super::{unix_now, Commit, RoomId, Store, StoreError, StoreFuture, STARTED_ENTRY};
use rinshan::rules::Seat;

/// What the store's thread is asked.
enum Job {
    Commit(Commit, oneshot::Sender<Result<(), StoreError>>),
    Load(RoomId, oneshot::Sender<Result<Vec<String>, StoreError>>),
    Find(
        Find,
        oneshot::Sender<Result<Option<(RoomId, Seat)>, StoreError>>,
    ),
    Unstarted(u64, u32, oneshot::Sender<Result<Vec<RoomId>, StoreError>>),
    Purge(RoomId, oneshot::Sender<Result<(), StoreError>>),
    Finished(u64, u32, oneshot::Sender<Result<Vec<RoomId>, StoreError>>),
    PurgeFinished(RoomId, u64, oneshot::Sender<Result<(), StoreError>>),
    IsPurged(RoomId, oneshot::Sender<Result<bool, StoreError>>),
    Ping(oneshot::Sender<Result<(), StoreError>>),
    /// Answered once every job before it is done; the thread then stops.
    Close(oneshot::Sender<Result<(), StoreError>>),
}

enum Find {
    Invite(String),
    Watch(String),
    Token([u8; 32]),
}

/// The SQLite store.
pub struct SqliteStore {
    jobs: mpsc::Sender<Job>,
}

fn failed(e: impl std::fmt::Display) -> StoreError {
    StoreError::Failed(e.to_string())
}

const SCHEMA: &str = "
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    CREATE TABLE IF NOT EXISTS rooms (
        id INTEGER PRIMARY KEY,
        invite TEXT NOT NULL UNIQUE,
        watch TEXT NOT NULL UNIQUE
    );
    CREATE TABLE IF NOT EXISTS entries (
        room INTEGER NOT NULL,
        n INTEGER NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (room, n)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS seats (
        token BLOB PRIMARY KEY,
        room INTEGER NOT NULL,
        seat INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS seats_by_room ON seats (room, seat);
    CREATE TABLE IF NOT EXISTS unstarted (
        room INTEGER PRIMARY KEY,
        opened_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS unstarted_by_time ON unstarted (opened_at, room);
    CREATE TABLE IF NOT EXISTS finished (
        room INTEGER PRIMARY KEY,
        ended_at INTEGER NOT NULL,
        purged_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS finished_by_time ON finished (ended_at, room)
        WHERE purged_at IS NULL;
";

/// Whether the database has the table `name`.
fn has_table(conn: &Connection, name: &str) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1",
        params![name],
        |r| r.get::<_, i64>(0),
    )
    .map(|n| n > 0)
}

impl SqliteStore {
    /// The store in `folder` (created if missing).
    pub fn open(folder: &Path) -> Result<SqliteStore, StoreError> {
        std::fs::create_dir_all(folder).map_err(failed)?;
        let conn = Connection::open(folder.join("rooms.sqlite3")).map_err(failed)?;
        let had_unstarted = has_table(&conn, "unstarted").map_err(failed)?;
        let had_finished = has_table(&conn, "finished").map_err(failed)?;
        conn.execute_batch(SCHEMA).map_err(failed)?;
        if !had_unstarted {
            // A store from before rooms never started were kept apart: its rooms without
            // a started match count as opened now.
            conn.execute(
                "INSERT OR IGNORE INTO unstarted (room, opened_at) SELECT id, ?1 FROM rooms r
                 WHERE NOT EXISTS (SELECT 1 FROM entries e WHERE e.room = r.id AND e.body = ?2)",
                params![i64::try_from(unix_now()).unwrap_or(i64::MAX), STARTED_ENTRY],
            )
            .map_err(failed)?;
        }
        if !had_finished {
            // A store from before finished rooms were kept apart: a match's end is not
            // told from its entries without replaying it, so its rooms whose match started
            // count as finished now (one still in play gets its real end when it ends).
            conn.execute(
                "INSERT OR IGNORE INTO finished (room, ended_at) SELECT DISTINCT room, ?1
                 FROM entries WHERE body = ?2",
                params![i64::try_from(unix_now()).unwrap_or(i64::MAX), STARTED_ENTRY],
            )
            .map_err(failed)?;
        }
        let (jobs, rx) = mpsc::channel();
        std::thread::Builder::new()
            .name("rinshan-sqlite".into())
            .spawn(move || serve(conn, rx))
            .map_err(failed)?;
        Ok(SqliteStore { jobs })
    }

    fn ask<T: Send + 'static>(
        &self,
        job: impl FnOnce(oneshot::Sender<Result<T, StoreError>>) -> Job,
    ) -> StoreFuture<'_, T> {
        let (tx, rx) = oneshot::channel();
        let sent = self.jobs.send(job(tx));
        Box::pin(async move {
            sent.map_err(|_| failed("the store's thread has stopped"))?;
            rx.await
                .map_err(|_| failed("the store's thread has stopped"))?
        })
    }
}

/// The store's thread: takes every job waiting, commits the writes among them in one
/// transaction, then answers; stops after a [`Job::Close`], with every write before it
/// durable.
fn serve(mut conn: Connection, jobs: mpsc::Receiver<Job>) {
    while let Ok(first) = jobs.recv() {
        let mut batch = vec![first];
        batch.extend(jobs.try_iter());
        let mut commits = Vec::new();
        let mut closing = None;
        for job in batch {
            match job {
                Job::Commit(c, reply) => commits.push((c, reply)),
                Job::Load(room, reply) => {
                    let _ = reply.send(load(&conn, room).map_err(failed));
                }
                Job::Find(f, reply) => {
                    let _ = reply.send(find(&conn, &f).map_err(failed));
                }
                Job::Unstarted(cutoff, limit, reply) => {
                    let _ = reply.send(unstarted(&conn, cutoff, limit).map_err(failed));
                }
                Job::Purge(room, reply) => {
                    let _ = reply.send(purge(&mut conn, room).map_err(failed));
                }
                Job::Finished(cutoff, limit, reply) => {
                    let _ = reply.send(finished(&conn, cutoff, limit).map_err(failed));
                }
                Job::PurgeFinished(room, at, reply) => {
                    let _ = reply.send(purge_finished(&mut conn, room, at).map_err(failed));
                }
                Job::IsPurged(room, reply) => {
                    let _ = reply.send(is_purged(&conn, room).map_err(failed));
                }
                Job::Ping(reply) => {
                    let ping = conn.query_row("SELECT 1", [], |r| r.get::<_, i64>(0));
                    let _ = reply.send(ping.map(|_| ()).map_err(failed));
                }
                Job::Close(reply) => closing = Some(reply),
            }
        }
        if !commits.is_empty() {
            write_all(&mut conn, commits);
        }
        if let Some(reply) = closing {
            // WAL with synchronous=FULL: every commit above is already on disk; fold the
            // log into the database so that the file alone is the store.
            let checkpoint = conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);");
            let _ = reply.send(checkpoint.map_err(failed));
            return;
        }
    }
}

fn unstarted(conn: &Connection, cutoff: u64, limit: u32) -> rusqlite::Result<Vec<RoomId>> {
    let cutoff = i64::try_from(cutoff).unwrap_or(i64::MAX);
    let mut stmt = conn.prepare_cached(
        "SELECT room FROM unstarted WHERE opened_at < ?1 ORDER BY opened_at, room LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![cutoff, limit], |r| r.get::<_, i64>(0))?;
    rows.collect()
}

fn purge(conn: &mut Connection, room: RoomId) -> rusqlite::Result<()> {
    let tx = conn.transaction()?;
    tx.execute("DELETE FROM entries WHERE room = ?1", params![room])?;
    tx.execute("DELETE FROM seats WHERE room = ?1", params![room])?;
    tx.execute("DELETE FROM unstarted WHERE room = ?1", params![room])?;
    tx.execute("DELETE FROM finished WHERE room = ?1", params![room])?;
    tx.execute("DELETE FROM rooms WHERE id = ?1", params![room])?;
    tx.commit()
}

fn finished(conn: &Connection, cutoff: u64, limit: u32) -> rusqlite::Result<Vec<RoomId>> {
    let cutoff = i64::try_from(cutoff).unwrap_or(i64::MAX);
    let mut stmt = conn.prepare_cached(
        "SELECT room FROM finished WHERE purged_at IS NULL AND ended_at < ?1
         ORDER BY ended_at, room LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![cutoff, limit], |r| r.get::<_, i64>(0))?;
    rows.collect()
}

fn purge_finished(conn: &mut Connection, room: RoomId, at: u64) -> rusqlite::Result<()> {
    let at = i64::try_from(at).unwrap_or(i64::MAX);
    let tx = conn.transaction()?;
    tx.execute("DELETE FROM entries WHERE room = ?1", params![room])?;
    tx.execute(
        "UPDATE finished SET purged_at = ?2 WHERE room = ?1",
        params![room, at],
    )?;
    tx.commit()
}

fn is_purged(conn: &Connection, room: RoomId) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT purged_at IS NOT NULL FROM finished WHERE room = ?1",
        params![room],
        |r| r.get::<_, bool>(0),
    )
    .optional()
    .map(|p| p.unwrap_or(false))
}

/// Writes the commits in one transaction; a commit that fails (a conflict) is left out
/// and told so, the others are written.
fn write_all(
    conn: &mut Connection,
    commits: Vec<(Commit, oneshot::Sender<Result<(), StoreError>>)>,
) {
    let mut tx = match conn.transaction() {
        Ok(tx) => tx,
        Err(e) => {
            for (_, reply) in commits {
                let _ = reply.send(Err(failed(&e)));
            }
            return;
        }
    };
    let mut answers = Vec::new();
    for (c, reply) in commits {
        let result = match tx.savepoint() {
            Ok(mut sp) => match write(&mut sp, &c) {
                Ok(()) => sp.commit().map_err(failed),
                Err(e) => Err(e),
            },
            Err(e) => Err(failed(e)),
        };
        answers.push((reply, result));
    }
    let done = tx.commit().map_err(failed);
    for (reply, result) in answers {
        let _ = reply.send(match (&done, result) {
            (Ok(()), r) => r,
            (Err(e), _) => Err(e.clone()),
        });
    }
}

fn write(tx: &mut rusqlite::Savepoint<'_>, c: &Commit) -> Result<(), StoreError> {
    let conflict = |e: rusqlite::Error| match e.sqlite_error_code() {
        Some(rusqlite::ErrorCode::ConstraintViolation) => StoreError::Conflict,
        _ => failed(e),
    };
    if let Some(o) = &c.opened {
        tx.execute(
            "INSERT INTO rooms (id, invite, watch) VALUES (?1, ?2, ?3)",
            params![c.room, o.invite, o.watch],
        )
        .map_err(conflict)?;
        tx.execute(
            "INSERT INTO unstarted (room, opened_at) VALUES (?1, ?2)",
            params![c.room, i64::try_from(o.at).unwrap_or(i64::MAX)],
        )
        .map_err(conflict)?;
    }
    if c.started {
        tx.execute("DELETE FROM unstarted WHERE room = ?1", params![c.room])
            .map_err(failed)?;
    }
    if let Some(at) = c.ended {
        // The real end replaces the one an older store's rooms were given.
        tx.execute(
            "INSERT INTO finished (room, ended_at) VALUES (?1, ?2)
             ON CONFLICT (room) DO UPDATE SET ended_at = excluded.ended_at",
            params![c.room, i64::try_from(at).unwrap_or(i64::MAX)],
        )
        .map_err(failed)?;
    }
    for (i, body) in c.entries.iter().enumerate() {
        let n = i64::try_from(c.first + i as u64).map_err(failed)?;
        tx.execute(
            "INSERT INTO entries (room, n, body) VALUES (?1, ?2, ?3)",
            params![c.room, n, body],
        )
        .map_err(conflict)?;
    }
    for seat in &c.revoked {
        tx.execute(
            "DELETE FROM seats WHERE room = ?1 AND seat = ?2",
            params![c.room, seat.index() as i64],
        )
        .map_err(failed)?;
    }
    for (digest, seat) in &c.tokens {
        tx.execute(
            "INSERT INTO seats (token, room, seat) VALUES (?1, ?2, ?3)",
            params![&digest[..], c.room, seat.index() as i64],
        )
        .map_err(conflict)?;
    }
    Ok(())
}

fn load(conn: &Connection, room: RoomId) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare_cached("SELECT body FROM entries WHERE room = ?1 ORDER BY n")?;
    let rows = stmt.query_map(params![room], |r| r.get::<_, String>(0))?;
    rows.collect()
}

fn find(conn: &Connection, f: &Find) -> rusqlite::Result<Option<(RoomId, Seat)>> {
    let seat0 = Seat::ALL[0];
    match f {
        Find::Invite(code) => conn
            .query_row(
                "SELECT id FROM rooms WHERE invite = ?1",
                params![code],
                |r| r.get(0),
            )
            .optional()
            .map(|o| o.map(|id| (id, seat0))),
        Find::Watch(code) => conn
            .query_row(
                "SELECT id FROM rooms WHERE watch = ?1",
                params![code],
                |r| r.get(0),
            )
            .optional()
            .map(|o| o.map(|id| (id, seat0))),
        Find::Token(digest) => conn
            .query_row(
                "SELECT room, seat FROM seats WHERE token = ?1",
                params![&digest[..]],
                |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)),
            )
            .optional()
            .map(|o| {
                o.and_then(|(room, seat)| {
                    let seat = u8::try_from(seat).ok().and_then(Seat::new)?;
                    Some((room, seat))
                })
            }),
    }
}

impl Store for SqliteStore {
    fn commit(&self, commit: Commit) -> StoreFuture<'_, ()> {
        self.ask(|tx| Job::Commit(commit, tx))
    }

    fn load(&self, room: RoomId) -> StoreFuture<'_, Vec<String>> {
        self.ask(|tx| Job::Load(room, tx))
    }

    fn find_invite(&self, code: &str) -> StoreFuture<'_, Option<RoomId>> {
        let f = self.ask(|tx| Job::Find(Find::Invite(code.to_string()), tx));
        Box::pin(async move { Ok(f.await?.map(|(room, _)| room)) })
    }

    fn find_watch(&self, code: &str) -> StoreFuture<'_, Option<RoomId>> {
        let f = self.ask(|tx| Job::Find(Find::Watch(code.to_string()), tx));
        Box::pin(async move { Ok(f.await?.map(|(room, _)| room)) })
    }

    fn find_token(&self, digest: [u8; 32]) -> StoreFuture<'_, Option<(RoomId, Seat)>> {
        self.ask(|tx| Job::Find(Find::Token(digest), tx))
    }

    fn claim(&self, _room: RoomId) -> StoreFuture<'_, bool> {
        Box::pin(async { Ok(true) })
    }

    fn release(&self, _room: RoomId) -> StoreFuture<'_, ()> {
        Box::pin(async { Ok(()) })
    }

    fn unstarted_before(&self, cutoff: u64, limit: u32) -> StoreFuture<'_, Vec<RoomId>> {
        self.ask(|tx| Job::Unstarted(cutoff, limit, tx))
    }

    fn purge(&self, room: RoomId) -> StoreFuture<'_, ()> {
        self.ask(|tx| Job::Purge(room, tx))
    }

    fn finished_before(&self, cutoff: u64, limit: u32) -> StoreFuture<'_, Vec<RoomId>> {
        self.ask(|tx| Job::Finished(cutoff, limit, tx))
    }

    fn purge_finished(&self, room: RoomId, at: u64) -> StoreFuture<'_, ()> {
        self.ask(|tx| Job::PurgeFinished(room, at, tx))
    }

    fn is_purged(&self, room: RoomId) -> StoreFuture<'_, bool> {
        self.ask(|tx| Job::IsPurged(room, tx))
    }

    fn ping(&self) -> StoreFuture<'_, ()> {
        self.ask(Job::Ping)
    }

    fn close(&self) -> StoreFuture<'_, ()> {
        self.ask(Job::Close)
    }
}
