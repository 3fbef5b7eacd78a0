//! Tutorial widgets: a scenario rendered live (show, ask, play and compare modes), in the
//! page's language and with the parts of the table its author chose. Each is mounted into
//! its own element (the custom elements put them in a shadow root) and keeps its own
//! table; every verdict comes from the engine through [`rinshan::play::ask`] and
//! [`rinshan::play::stepper`]. A scenario to play on against the computer is played by
//! the game's own module, loaded on demand ([`play_slot`]). Inline tiles for prose are
//! HTML written by [`rinshan_html::inline`].

pub mod ask;
pub mod board;
pub mod play_slot;
pub mod show;
pub mod widget;
