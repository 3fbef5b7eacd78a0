//! Everything Rinshan says in words, in one place: the table's labels, actions, the
//! refusals that name a rule, the narration of what happens, hand results as players read
//! them and the match summary — in English (with the romanised Japanese terms players
//! use: riichi, pon, shouminkan…) and in Japanese. Every function takes the [`Lang`]; each
//! message is one exhaustive `match`, so a missing translation is a compile error.
//!
//! The game, the tutorial widgets, the record viewer and the JavaScript API all take
//! their words from here; numbers that depend on the rules (the dead wall's size, kans
//! left) come from the [`Ruleset`](rinshan_rules::Ruleset) or the round, never from a
//! literal. Errors about malformed input (tile strings, scenarios, records, saves) are
//! worded by the parser that finds them, in English.

#![warn(missing_docs)]

pub mod actions;
pub mod coach;
pub mod friends;
pub mod labels;
pub mod mismatches;
pub mod names;
pub mod narration;
pub mod pages;
pub mod phrases;
pub mod refusals;
pub mod results;
pub mod rooms;
pub mod side;
pub mod widgets;

pub use actions::action;
pub use labels::{deposits_label, text, Msg};
pub use mismatches::mismatch;
pub use names::{
    abort_word, level_line, level_word, limit_word, meld_label, meld_word, opponents_word,
    place_name, round_name, tile_name, wind_number, wind_word, yaku_word, yakuman_word,
};
pub use narration::{narrate, DeadWallNow, Viewer};
pub use pages::{page_text, PageMsg};
pub use refusals::refusal;
pub use rinshan_frame::lang;
pub use rinshan_frame::Lang;
pub use side::Side;
