//! Rinshan in the browser: the leptos component tree (the game, the tutorial widgets, the
//! record viewer) and the wasm-bindgen JavaScript API, over the plain-Rust table of the
//! `rinshan` crate. The only crate with web dependencies; components render what the
//! rules say and never decide a rule.
//!
//! Six wasm modules are built from it, so that no page downloads what it does not run:
//! the game (`rinshan-game`, no features), the embedding module `rinshan.js`
//! (`rinshan-embed`, feature `api`), the widgets' `rinshan-widgets.js` (`rinshan-widgets`,
//! feature `widgets`: the widgets without the API's functions, for the custom elements),
//! the record viewer's `rinshan-review.js` (`rinshan-review`, feature `review`), the
//! friends page's `rinshan-friends.js` (`rinshan-friends`, feature `friends`) and the
//! Expert's `rinshan-expert.js` (`rinshan-expert`, feature `expert`), which the game's
//! worker loads when a seat is first given to the Expert or the Phoenix player (whose
//! network it also carries: `phoenix_api`).

#![warn(missing_docs)]

#[cfg(feature = "widgets")]
pub mod api;
#[cfg(feature = "expert")]
pub mod expert_api;
#[cfg(feature = "friends")]
pub mod friends;
#[cfg(feature = "measure")]
pub mod measure;
#[cfg(feature = "expert")]
pub mod phoenix_api;
#[cfg(feature = "review")]
pub mod records_api;
pub mod ui;
#[cfg(feature = "expert")]
mod worker_match;
