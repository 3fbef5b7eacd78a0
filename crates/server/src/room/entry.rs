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
    /// A computer player: in an empty seat, or for a player who is away (their time ran out
    /// while they were cut off: that move's `spent_ms` is the time their clock ran).
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
        /// When it was opened, in seconds since 1970 (0 in rooms opened before rooms
        /// recorded it).
        #[serde(default)]
        at: u64,
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
    /// A seat asked for hints in its frames, or stopped.
    Hints {
        /// The seat.
        seat: Seat,
        /// On or off.
        on: bool,
    },
}

impl Entry {
    /// The entry as the store keeps it (JSON), or why it cannot be written (then nothing
    /// of the change it belongs to is written or sent).
    pub fn to_text(&self) -> Result<String, String> {
        serde_json::to_string(self).map_err(|e| format!("a room entry cannot be written: {e}"))
    }

    /// Whether the entry is a move a player made (or their clock made for them): the
    /// first of the moves one frame shows, as the room plays on from there.
    pub fn starts_a_turn(&self) -> bool {
        match self {
            Entry::Acted { by, spent_ms, .. } => match by {
                By::Player | By::Timeout => true,
                By::Computer => *spent_ms > 0,
                By::Auto => false,
            },
            _ => false,
        }
    }

    /// An entry read back from the store.
    pub fn from_text(text: &str) -> Result<Entry, String> {
        serde_json::from_str(text).map_err(|e| format!("a room entry is unreadable: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_store_knows_the_started_entry_by_its_text() {
        assert_eq!(
            Entry::Started.to_text().as_deref(),
            Ok(crate::store::STARTED_ENTRY)
        );
        let opened = r#"{"e":"opened","settings":{"rules":"tenhou","length":"EastOnly","level":"Normal","move_secs":5,"bank_secs":20},"seed":1,"invite":"i","watch":"w","name":"Ann"}"#;
        // An entry written before rooms recorded when they were opened reads as opened at 0.
        assert!(matches!(
            Entry::from_text(opened),
            Ok(Entry::Opened { at: 0, .. })
        ));
    }
}
