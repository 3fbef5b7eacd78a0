//! Playing with friends (the friends page's module, `rinshan-friends`, feature
//! `friends`): the connection to the server ([`link`]), the page's state and the server's
//! messages ([`app`]), the forms before a room ([`lobby`]), the room and its strip during
//! the match ([`room_screen`]), the page's preferences ([`prefs`]) and what this browser
//! keeps ([`store`]). The table itself is the game's: the same components over a
//! `TableContext` fed by the seat's frames.

pub mod app;
pub mod link;
pub mod lobby;
pub mod prefs;
pub mod room_screen;
pub mod store;
