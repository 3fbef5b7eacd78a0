//! Where rooms are kept: one [`Store`] trait, two stores behind it — SQLite in a data
//! folder (the default: one server, nothing to install) and PostgreSQL (several server
//! instances sharing one database, a room owned by one instance at a time).
//!
//! A store keeps, per room, its entries in order (numbered from 0: the pair room and
//! number is unique, so two instances can never both write a room's next entry), its
//! invite and watch codes for lookup, the digests of its seat tokens, while its match
//! has not started when it was opened (so that a room never started can be purged), and
//! once its match has ended when it ended (so that a finished room can be purged after the
//! server's time for them). A [`Commit`] is written whole or not at all, and only then
//! acknowledged.
//!
//! Two purges: a room never started goes whole ([`Store::purge`]); a finished room loses
//! its match (every entry: names, settings, seed, moves) but keeps its codes and its seat
//! tokens' digests, random codes that tell nothing of the players, so that whoever comes
//! back with them is told the room was purged rather than that there never was one
//! ([`Store::purge_finished`], [`Store::is_purged`]).

pub mod postgres;
pub mod sqlite;

use std::future::Future;
use std::pin::Pin;

use rinshan::rules::Seat;

/// Seconds since 1970, as the store keeps times.
pub fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A room's number in the store.
pub type RoomId = i64;

/// A future a store returns.
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

/// What went wrong in a store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// Another instance wrote the room's next entry (it owns the room now).
    Conflict,
    /// The store could not be read or written.
    Failed(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Conflict => f.write_str("another instance wrote this room"),
            StoreError::Failed(why) => write!(f, "the store failed: {why}"),
        }
    }
}

/// A new room, as the store indexes it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Opened {
    /// Its invite code.
    pub invite: String,
    /// Its watch code.
    pub watch: String,
    /// When it was opened (seconds since 1970).
    pub at: u64,
}

/// One atomic write to a room.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Commit {
    /// The room.
    pub room: RoomId,
    /// The number of the first entry (the room's entries before them).
    pub first: u64,
    /// The entries, as text.
    pub entries: Vec<String>,
    /// For a new room: its codes and when it was opened.
    pub opened: Option<Opened>,
    /// The room's match started with these entries (it is no longer one to purge).
    pub started: bool,
    /// The room's match ended with these entries, at this time (seconds since 1970): the
    /// room is purged some time after ([`Store::finished_before`]).
    pub ended: Option<u64>,
    /// New seat tokens, by digest.
    pub tokens: Vec<([u8; 32], Seat)>,
    /// Seats whose tokens stop working (a player who left).
    pub revoked: Vec<Seat>,
}

impl Commit {
    /// True when there is nothing to write.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
            && self.tokens.is_empty()
            && self.revoked.is_empty()
            && self.ended.is_none()
    }
}

/// The entry that starts a room's match, as the store keeps it (to tell, in a store made
/// before stores kept unstarted rooms apart, which rooms never started).
pub const STARTED_ENTRY: &str = r#"{"e":"started"}"#;

/// A room store.
pub trait Store: Send + Sync + 'static {
    /// Writes `commit`; resolves once it is durable.
    fn commit(&self, commit: Commit) -> StoreFuture<'_, ()>;

    /// Every entry of `room`, in order.
    fn load(&self, room: RoomId) -> StoreFuture<'_, Vec<String>>;

    /// The room an invite code opens.
    fn find_invite(&self, code: &str) -> StoreFuture<'_, Option<RoomId>>;

    /// The room a watch code shows.
    fn find_watch(&self, code: &str) -> StoreFuture<'_, Option<RoomId>>;

    /// The room and seat a seat token (by digest) acts for.
    fn find_token(&self, digest: [u8; 32]) -> StoreFuture<'_, Option<(RoomId, Seat)>>;

    /// Makes this instance the owner of `room`, if no other instance is (always true for a
    /// store only one instance uses).
    fn claim(&self, room: RoomId) -> StoreFuture<'_, bool>;

    /// Gives up owning `room` (its pages will find it on whichever instance they reach).
    fn release(&self, room: RoomId) -> StoreFuture<'_, ()>;

    /// The rooms whose match has not started and that were opened before `cutoff`
    /// (seconds since 1970), oldest first, at most `limit` of them.
    fn unstarted_before(&self, cutoff: u64, limit: u32) -> StoreFuture<'_, Vec<RoomId>>;

    /// Deletes everything of `room`: its entries, codes and seat tokens.
    fn purge(&self, room: RoomId) -> StoreFuture<'_, ()>;

    /// The rooms whose match ended before `cutoff` (seconds since 1970) and that are not
    /// purged yet, the longest ended first, at most `limit` of them.
    fn finished_before(&self, cutoff: u64, limit: u32) -> StoreFuture<'_, Vec<RoomId>>;

    /// Purges the finished room `room`: deletes its entries (its match: names, settings,
    /// seed, every move) and marks it purged at `at` (seconds since 1970); keeps its codes
    /// and its seat tokens' digests, so that they are known as a purged room's.
    fn purge_finished(&self, room: RoomId, at: u64) -> StoreFuture<'_, ()>;

    /// Whether `room` is a finished room that was purged ([`Store::purge_finished`]).
    fn is_purged(&self, room: RoomId) -> StoreFuture<'_, bool>;

    /// Resolves when the store answers (the server's readiness).
    fn ping(&self) -> StoreFuture<'_, ()>;

    /// Makes every write acknowledged so far durable and stops the store (a server that
    /// stops): what is asked of it afterwards fails.
    fn close(&self) -> StoreFuture<'_, ()>;
}
