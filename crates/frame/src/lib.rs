//! The plain data a Rinshan table is played through, below every layer that builds or
//! shows it, one concept per file:
//! - [`frame`]: what one seat may know of the table now and what it may do (a
//!   [`SeatFrame`]), with its [`hints`];
//! - [`settings`]: what a player sets for a match (rule preset, length, level, speed,
//!   hints, automatic passing and winning, language);
//! - [`level`]: how strong a computer player is;
//! - [`lang`]: the languages Rinshan speaks;
//! - [`problem`]: why a server refused what a page asked.
//!
//! Nothing here builds a frame or says a word: the table controller (`rinshan`) builds
//! frames from the engine, the text crate says everything in words, and the protocol
//! (`rinshan-protocol`) carries these types between a page and a server without depending
//! on either.

pub mod frame;
pub mod hints;
pub mod lang;
pub mod level;
pub mod problem;
pub mod settings;

pub use frame::SeatFrame;
pub use lang::Lang;
pub use level::Level;
pub use problem::Problem;
pub use settings::{Settings, Speed};
