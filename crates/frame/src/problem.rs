//! Why a Rinshan server refused what a page asked: one variant per reason, with a stable
//! code for programs. The text crate says each in words (`rinshan_text::rooms::problem`).

use serde::{Deserialize, Serialize};

/// Why the server refused a message. The page shows it in words (`rinshan_text::rooms::problem`); programs
/// read its code (the variant's name in snake_case, e.g. `"no_such_room"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Problem {
    /// The message is not JSON, or not of any message's shape.
    Malformed,
    /// The message's `type` names no message of this protocol.
    UnknownMessage,
    /// The message is longer than the server reads.
    TooLarge,
    /// Too many messages in too short a time: the connection is closed.
    Flood,
    /// The page speaks an older version of the protocol: it must reload.
    Outdated,
    /// The first message must say which version the page speaks (`hello`).
    HelloFirst,
    /// The message needs a room, and this connection is in none.
    NotInRoom,
    /// This connection is already in a room.
    AlreadyInRoom,
    /// No room has this invite or watch code.
    NoSuchRoom,
    /// Every seat of the room is taken.
    RoomFull,
    /// A three-player room has no North seat: nobody takes it, and a room cannot change
    /// to three-player rules while a player sits there.
    NoNorthSeat,
    /// The seat token is unknown (or its room has ended).
    BadToken,
    /// A player's name must have 1 to 24 characters, none of them invisible (control or
    /// format characters, line separators, private use).
    BadName,
    /// The room's settings are out of range (an unknown rule preset, a thinking time).
    BadSettings,
    /// Only the host may do that (change the settings, start the match).
    NotHost,
    /// The match has already started.
    AlreadyStarted,
    /// The match has not started yet.
    NotStarted,
    /// A watcher cannot play.
    Watching,
    /// The seat was taken over by the same player on another page.
    Replaced,
    /// The server is busy (its store cannot be written): try again shortly.
    Unavailable,
    /// The page's address (its network) holds as many connections as the server allows
    /// one address.
    TooManyConnections,
    /// The page's address has opened as many rooms in the last minute as the server allows.
    TooManyRooms,
    /// The server holds as many rooms as it is allowed to: no new room now.
    ServerFull,
    /// The room was closed because its match never started in the time the server keeps
    /// such rooms.
    Expired,
    /// The room's history cannot be read back into a room (a server fault, logged): its
    /// match cannot go on.
    BrokenRoom,
    /// The server is stopping to restart: the page reconnects by itself.
    Restarting,
    /// The room's match ended longer ago than the server keeps finished rooms, and the
    /// room was purged: its codes and seat tokens are known, its match no longer is.
    Purged,
}

impl Problem {
    /// Every problem, for tests and documentation.
    pub const ALL: [Problem; 27] = [
        Problem::Malformed,
        Problem::UnknownMessage,
        Problem::TooLarge,
        Problem::Flood,
        Problem::Outdated,
        Problem::HelloFirst,
        Problem::NotInRoom,
        Problem::AlreadyInRoom,
        Problem::NoSuchRoom,
        Problem::RoomFull,
        Problem::NoNorthSeat,
        Problem::BadToken,
        Problem::BadName,
        Problem::BadSettings,
        Problem::NotHost,
        Problem::AlreadyStarted,
        Problem::NotStarted,
        Problem::Watching,
        Problem::Replaced,
        Problem::Unavailable,
        Problem::TooManyConnections,
        Problem::TooManyRooms,
        Problem::ServerFull,
        Problem::Expired,
        Problem::BrokenRoom,
        Problem::Restarting,
        Problem::Purged,
    ];

    /// The problem's code, as the protocol writes it (`"no_such_room"`).
    pub fn code(self) -> &'static str {
        use Problem::*;
        match self {
            Malformed => "malformed",
            UnknownMessage => "unknown_message",
            TooLarge => "too_large",
            Flood => "flood",
            Outdated => "outdated",
            HelloFirst => "hello_first",
            NotInRoom => "not_in_room",
            AlreadyInRoom => "already_in_room",
            NoSuchRoom => "no_such_room",
            RoomFull => "room_full",
            NoNorthSeat => "no_north_seat",
            BadToken => "bad_token",
            BadName => "bad_name",
            BadSettings => "bad_settings",
            NotHost => "not_host",
            AlreadyStarted => "already_started",
            NotStarted => "not_started",
            Watching => "watching",
            Replaced => "replaced",
            Unavailable => "unavailable",
            TooManyConnections => "too_many_connections",
            TooManyRooms => "too_many_rooms",
            ServerFull => "server_full",
            Expired => "expired",
            BrokenRoom => "broken_room",
            Restarting => "restarting",
            Purged => "purged",
        }
    }
}
