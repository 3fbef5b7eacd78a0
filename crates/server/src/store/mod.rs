//! Where rooms are kept: one [`Store`] trait, two stores behind it — SQLite in a data
//! folder (the default: one server, nothing to install) and PostgreSQL (several server
//! instances sharing one database, a room owned by one instance at a time).
//!
//! A store keeps, per room, its entries in order (numbered from 0: the pair room and
//! number is unique, so two instances can never both write a room's next entry), its
//! invite and watch codes for lookup, and the digests of its seat tokens. A
//! [`Commit`] is written whole or not at all, and only then acknowledged.

pub mod postgres;
pub mod sqlite;

use std::future::Future;
use std::pin::Pin;

use rinshan::rules::Seat;

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

/// One atomic write to a room.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Commit {
    /// The room.
    pub room: RoomId,
    /// The number of the first entry (the room's entries before them).
    pub first: u64,
    /// The entries, as text.
    pub entries: Vec<String>,
    /// For a new room: its invite and watch codes.
    pub opened: Option<(String, String)>,
    /// New seat tokens, by digest.
    pub tokens: Vec<([u8; 32], Seat)>,
    /// Seats whose tokens stop working (a player who left).
    pub revoked: Vec<Seat>,
}

impl Commit {
    /// True when there is nothing to write.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty() && self.tokens.is_empty() && self.revoked.is_empty()
    }
}

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
}
