//! What the server sends a page: its greeting, the room (who sits where, who is
//! connected), the seat's own frame of the table with its clock, a refused action, the
//! match's saved game at its end, and problems in words ([`Problem`]).

use serde::{Deserialize, Serialize};

use super::{Problem, RoomSettings};
use rinshan_engine::Refusal;
use rinshan_frame::{Level, SeatFrame};
use rinshan_rules::Seat;

/// One message to a page; a JSON object whose `type` names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// The answer to `hello`: the version the server speaks.
    Hello {
        /// The server's [`crate::VERSION`].
        version: u32,
    },
    /// The page is in a room: its seat (none for a watcher), and for a seated player the
    /// seat token to come back with and the room's invite and watch codes.
    Welcome {
        /// The page's seat; `None` when watching.
        seat: Option<Seat>,
        /// The seat token (only to the seat's own page; keep it to come back).
        token: Option<String>,
        /// The invite code, for the invite link (only to seated players).
        invite: Option<String>,
        /// The watch code, for the watch link.
        watch: String,
        /// The room.
        room: RoomInfo,
    },
    /// The room changed: a seat taken or left, a player connected or cut off, the
    /// settings, the match started or ended.
    Room {
        /// The room now.
        room: RoomInfo,
    },
    /// The table as this page may see it. `seq` numbers this page's frames; an answer
    /// (`act`, `next`) names the frame it answers.
    Frame {
        /// This frame's number.
        seq: u64,
        /// The table as the page's seat (or a watcher) may see it.
        frame: Box<SeatFrame>,
        /// The seat's own thinking time, when it is to choose.
        clock: Option<Clock>,
    },
    /// The action sent for frame `seq` is not allowed: the engine's reason. The seat
    /// keeps its turn.
    Refused {
        /// The frame it answered.
        seq: u64,
        /// Why.
        refusal: Refusal,
    },
    /// The match is over: its saved game, from which the page writes the match's story,
    /// its records (tenhou.net/6, mjai) and the coach's review.
    Ended {
        /// The saved game (see `rinshan::play::save`), with the players' names and the
        /// page's own seat.
        save: String,
    },
    /// The server could not do what the page asked.
    Problem {
        /// Why.
        problem: Problem,
    },
}

/// A frame message as the server writes it: [`ServerMsg::Frame`] around a frame already
/// serialised (a room writes each frame once, for its fingerprint and for its pages).
/// What [`frame_text`] writes reads back as `ServerMsg::Frame`.
#[derive(Serialize)]
#[serde(tag = "type", rename = "frame")]
struct FrameOut<'a> {
    seq: u64,
    frame: &'a serde_json::value::RawValue,
    clock: Option<Clock>,
}

/// The text of the frame message numbered `seq` for `frame_json` (a
/// [`SeatFrame`] written with `serde_json`) and the seat's `clock`; an error in words
/// when `frame_json` is not JSON.
pub fn frame_text(seq: u64, frame_json: &str, clock: Option<Clock>) -> Result<String, String> {
    let frame: &serde_json::value::RawValue =
        serde_json::from_str(frame_json).map_err(|e| format!("a frame is not JSON: {e}"))?;
    serde_json::to_string(&FrameOut { seq, frame, clock })
        .map_err(|e| format!("a frame message cannot be written: {e}"))
}

/// A seat's thinking time when a frame is sent: the time left for this move, then the
/// bank. The page counts both down; the server enforces them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// Milliseconds left of this move's own time.
    pub move_ms: u32,
    /// Milliseconds left in the bank.
    pub bank_ms: u32,
}

/// Who sits in one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatInfo {
    /// Nobody yet (a computer player takes it when the match starts).
    Empty,
    /// A player.
    Person {
        /// Their name.
        name: String,
        /// They opened the room.
        host: bool,
        /// A page of theirs is connected.
        connected: bool,
        /// They have been away long enough that a computer player plays for them.
        away: bool,
    },
    /// A computer player.
    Computer {
        /// Its level.
        level: Level,
    },
}

/// A room as everyone in it (and every watcher) sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomInfo {
    /// The settings.
    pub settings: RoomSettings,
    /// The four seats (East first at the start of the match). In a three-player room
    /// ([`RoomSettings::seats`]) the North seat, the last, is no seat: it stays
    /// [`SeatInfo::Empty`] for the whole match.
    pub seats: [SeatInfo; 4],
    /// The match has started.
    pub started: bool,
    /// The match is over.
    pub over: bool,
    /// How many pages are watching.
    pub watchers: u32,
}

impl RoomInfo {
    /// The seats that play, East first: three in a three-player room (no North seat),
    /// else four.
    pub fn playing(&self) -> &'static [Seat] {
        self.settings.seats()
    }

    /// The seats' names for the table: players' names, empty for computer players (the
    /// table names those by their level).
    pub fn names(&self) -> [String; 4] {
        self.seats.clone().map(|s| match s {
            SeatInfo::Person { name, .. } => name,
            SeatInfo::Empty | SeatInfo::Computer { .. } => String::new(),
        })
    }

    /// The computer players' levels, by seat.
    pub fn levels(&self) -> [Option<Level>; 4] {
        self.seats.clone().map(|s| match s {
            SeatInfo::Computer { level } => Some(level),
            SeatInfo::Empty | SeatInfo::Person { .. } => None,
        })
    }
}
