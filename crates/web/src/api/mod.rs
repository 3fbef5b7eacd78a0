//! The JavaScript API for tutorial pages and other embedders, built with wasm-bindgen.
//! Every function takes plain strings or objects and returns plain objects (through
//! serde-wasm-bindgen), or throws an `Error` whose message says what was wrong in words.
//!
//! They are built into the embedding module `rinshan.js` (not into the game's own
//! download):
//!
//! ```js
//! import load, { score_hand } from "./rinshan.js";
//! await load();
//! const s = score_hand("123m456p789s23s55z", { tile: "1s", riichi: true });
//! s.points; // "1300"
//! ```

pub mod elements;
#[cfg(feature = "api")]
pub mod table;
#[cfg(feature = "api")]
pub mod win_object;

#[cfg(feature = "api")]
mod functions;
#[cfg(feature = "api")]
pub use functions::*;
