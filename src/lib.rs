//! Rinshan: a Riichi mahjong table in the browser.
//!
//! Layers, each depending only on those before it:
//! - [`rules`]: the pure rules (tiles, wall, deal, …), no web dependencies;
//! - [`engine`]: the round engine, a deterministic state machine over the rules;
//! - [`bots`]: the computer players, deciding from one seat's view;
//! - [`records`]: game records (tenhou.net/6 JSON) read, written and checked by the engine;
//! - [`play`]: the table controller between the engine and the UI (no web dependencies);
//! - [`art`]: the tile artwork as SVG markup, also pure;
//! - [`ui`]: the leptos component tree that renders the table and calls into the rules;
//! - [`review_api`]: the records' JavaScript API (the `review` feature: the record viewer's
//!   module `rinshan-review.js`);
//! - [`api`]: the JavaScript API for tutorial pages and other embedders (the `api` feature:
//!   built into the embedding module `rinshan.js`, left out of the game's own download).

#![warn(missing_docs)]

#[cfg(feature = "api")]
pub mod api;
pub mod art;
pub mod bots;
pub mod engine;
#[cfg(feature = "measure")]
pub mod measure;
pub mod play;
pub mod records;
#[cfg(feature = "review")]
pub mod review_api;
pub mod rules;
pub mod ui;
