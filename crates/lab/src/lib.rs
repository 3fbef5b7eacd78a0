//! Rinshan's lab: the development crate for work on real games and on the computer
//! players' strength. Nothing that ships depends on it (no browser build, no server
//! build); it depends on the layers it studies.
//!
//! - [`corpus`]: a corpus of Tenhou mjlog records, read from a folder or straight from a
//!   git snapshot of one (the Phoenix-room games of `Qualeafclover/riichi_nanimachi`), with
//!   the train/test split by date.
//! - [`replay`]: every game of a corpus replayed through the engine, with counts of what
//!   was read and every disagreement named.
//!
//! The corpus itself is never committed (it carries no licence), nor anything derived
//! from it record by record; what the lab writes from it are figures.

pub mod corpus;
pub mod replay;
