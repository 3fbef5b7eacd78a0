//! Rinshan: a Riichi mahjong table, in plain Rust (no web dependencies).
//!
//! The layers below are crates of their own, re-exported here under their layer's name,
//! each depending only on those before it:
//! - [`rules`] (`rinshan-rules`): the pure rules (tiles, wall, hands, scoring, Ruleset);
//! - [`engine`] (`rinshan-engine`): one hand and one match as a deterministic state
//!   machine;
//! - [`records`] (`rinshan-records`): game records, read, written and checked by the
//!   engine;
//! - [`bots`] (`rinshan-bots`): the computer players, deciding from one seat's view;
//! - [`text`] (`rinshan-text`): every word the table says, in English and Japanese.
//!
//! This crate adds the table above them:
//! - [`play`]: the table controller between the engine and a UI: a match against three
//!   computer players, scenarios and their tutorial stepping, saved games;
//! - [`art`]: the tile artwork as SVG markup;
//! - [`api`]: the JavaScript API's plain-Rust core (its requests and reports).
//!
//! The browser (leptos components, the wasm-bindgen API) is the `rinshan-web` crate, the
//! only one with web dependencies.

#![warn(missing_docs)]

pub mod api;
pub mod art;
pub mod play;

pub use rinshan_bots as bots;
pub use rinshan_engine as engine;
pub use rinshan_records as records;
pub use rinshan_rules as rules;
pub use rinshan_text as text;
