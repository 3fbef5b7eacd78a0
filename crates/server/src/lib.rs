//! The Rinshan server: rooms where friends play each other over WebSocket, and the built
//! game on the same port.
//!
//! - [`room`]: a room as a plain state machine over the engine (seats, the match, the
//!   clocks, each page's frames), tested without a socket;
//! - [`store`]: where rooms are kept (SQLite by default, PostgreSQL for several
//!   instances), behind one trait;
//! - [`hub`]: the rooms live on this instance, one task each: a message in, the changes
//!   written, then the messages out;
//! - [`page`]: one page's connection, translating its messages;
//! - [`limits`]: what one address may take (pages, rooms a minute), and a page's address
//!   behind a trusted proxy;
//! - [`http`]: the port: `/ws`, the health checks, `/metrics` and the game's files;
//! - [`metrics`]: what Prometheus reads;
//! - [`codes`]: invite codes, watch codes and seat tokens.
//!
//! `docs/PROTOCOL.md` describes the messages, `docs/SCALING.md` what one machine holds.

#![warn(missing_docs)]

// A panic in one room must unwind that room's task alone (`hub::actor`); a build that
// aborts would take every room with it.
#[cfg(panic = "abort")]
compile_error!("the Rinshan server must be built to unwind on a panic (panic = \"unwind\")");

pub mod codes;
pub mod http;
pub mod hub;
pub mod limits;
pub mod metrics;
pub mod page;
pub mod room;
pub mod store;
