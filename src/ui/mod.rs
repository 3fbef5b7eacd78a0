//! The leptos component tree: renders what the rules core says and sends actions back.
//! It never decides a rule itself.

pub mod app;
pub mod gallery;
pub mod table;
pub mod tile_view;

pub use app::App;
