//! The messages between a Rinshan page and a Rinshan server, for playing with friends:
//! JSON text frames over one WebSocket. `docs/PROTOCOL.md` is the readable account; this
//! crate is its one definition, used by the server, the page and the load generator.
//!
//! - [`ClientMsg`]: what a page may ask, decoded by [`decode`] (size limit first, then
//!   JSON; never a panic, every failure a [`Problem`]);
//! - [`ServerMsg`]: what the server sends: the room ([`RoomInfo`]), each seat's own
//!   [`SeatFrame`](rinshan_frame::SeatFrame) with its clock, refusals, the match's
//!   saved game at its end, and problems;
//! - [`RoomSettings`]: what the host chooses (rule preset, length, computer level,
//!   thinking time), checked by [`RoomSettings::check`];
//! - [`Close`]: how the server closes a connection (WebSocket's close code, and why);
//! - [`VERSION`]: a page greets the server with the version it speaks; one older than
//!   [`OLDEST_PAGE`] is told to reload, and one that is served is never sent a problem
//!   newer than its version ([`since`]).

pub mod client;
pub mod close;
pub mod server;
pub mod settings;

pub use client::{decode, encode_client, valid_name, ClientMsg, MAX_MESSAGE};
pub use close::Close;
pub use rinshan_frame::Problem;
pub use server::{frame_text, Clock, RoomInfo, SeatInfo, ServerMsg};
pub use settings::RoomSettings;

/// The protocol version this build speaks: 2 since three-player rooms, whose actions,
/// events, refusals (kita) and problem (`no_north_seat`) a version-1 page cannot read; 3
/// since the problem `purged` (a finished room the server no longer keeps), which the
/// server tells a version-2 page as the problem it told before ([`since`]).
pub const VERSION: u32 = 3;

/// The oldest page version the server still serves; an older page is told to reload.
pub const OLDEST_PAGE: u32 = 2;

/// The version of the protocol that brought the problem `p`: a page that speaks an older
/// one cannot read it, and is told what it was told before.
pub fn since(p: Problem) -> u32 {
    match p {
        Problem::Purged => 3,
        Problem::NoNorthSeat => 2,
        _ => 1,
    }
}

/// The length of invite codes, watch codes and seat tokens: 22 characters of base64url,
/// 132 random bits.
pub const CODE_LEN: usize = 22;

/// True for a string of the form of an invite code, watch code or seat token (22
/// characters of `A-Z a-z 0-9 - _`). Anything else is not looked up at all.
pub fn is_code(s: &str) -> bool {
    s.len() == CODE_LEN
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_came_with_a_version_this_build_speaks() {
        for p in Problem::ALL {
            assert!((1..=VERSION).contains(&since(p)), "{p:?}");
        }
        // Pages still served that cannot read `purged`: the server tells them otherwise.
        assert!(since(Problem::Purged) > OLDEST_PAGE);
    }
}
