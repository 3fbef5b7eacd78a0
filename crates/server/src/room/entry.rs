//! A room's durable history: every change that must survive the server, one [`Entry`]
//! each, written to the store before anyone hears of it. A room is the fold of its
//! entries ([`super::Room::restore`]); the live room applies the very same entries as it
//! makes them, so a restarted server resumes every room at the same step.

use serde::{Deserialize, Serialize};

use rinshan::engine::Action;
use rinshan::rules::Seat;
use rinshan_protocol::RoomSettings;

/// Who made a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum By {
    /// The seat's player.
    Player,
    /// The room itself: a draw, or the one action the rules leave (the discard after
    /// riichi).
    Auto,
    /// A computer player: in an empty seat, or for a player who is away.
    Computer,
    /// The room, when the seat's thinking time ran out: the safe default (pass a call,
    /// discard the drawn tile).
    Timeout,
}

/// One durable change to a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "snake_case")]
pub enum Entry {
    /// The room was opened by a player, who takes seat 0.
    Opened {
        /// The settings.
        settings: RoomSettings,
        /// The match's seed (every wall follows from it); told to nobody before the end.
        seed: u64,
        /// The invite code.
        invite: String,
        /// The watch code.
        watch: String,
        /// The opener's name.
        name: String,
    },
    /// A player took a seat.
    Joined {
        /// The seat.
        seat: Seat,
        /// Their name.
        name: String,
    },
    /// A player left their seat before the match started.
    Left {
        /// The seat.
        seat: Seat,
    },
    /// The host changed the settings.
    Configured {
        /// The new settings.
        settings: RoomSettings,
    },
    /// The match started; empty seats went to computer players.
    Started,
    /// A move in the current hand.
    Acted {
        /// Whose.
        seat: Seat,
        /// The move.
        action: Action,
        /// Milliseconds the seat's player thought (the bank pays what exceeds the move's
        /// own time).
        spent_ms: u32,
        /// Who made it.
        by: By,
    },
    /// The next hand was dealt (or the match ended) after a hand's result.
    Dealt,
}

impl Entry {
    /// The entry as the store keeps it (JSON).
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// An entry read back from the store.
    pub fn from_text(text: &str) -> Result<Entry, String> {
        serde_json::from_str(text).map_err(|e| format!("a room entry is unreadable: {e}"))
    }
}
