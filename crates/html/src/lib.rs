//! The table's display parts as HTML: what is only shown, never clicked — seats, ponds,
//! melds, the centre with its dead wall, the narration, hand results, the match's story
//! with its chart, the player's record. Each part is written from the plain view data
//! ([`rinshan::play::view`]) into a string the web crate sets as one element's inner HTML,
//! so the browser build carries plain string code instead of a component per tile; words
//! come from `rinshan-text`, every text and attribute is escaped, every tile and group has
//! an accessible name. Interactive parts are markup too where that is lighter (the hand's
//! buttons, the settings form), their events handled once on their container by the web
//! crate; the call prompt stays a leptos component.

#![warn(missing_docs)]

pub mod board;
pub mod chart;
pub mod coach;

pub mod escape;
pub mod gallery;
pub mod hand;
pub mod hand_result;
pub mod inline;
pub mod panels;
pub mod parts;
pub mod record;
pub mod settings;
pub mod story;

pub mod tiles;

pub use escape::Html;
