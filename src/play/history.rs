//! The local history of finished matches: for each, when it ended, the rule set, and each
//! seat's placement, points and final score (the standings of the engine's
//! `engine::game::standings`, which apply uma and oka). Kept as short text, newest first,
//! at most [`HISTORY_LENGTH`] matches; a line that cannot be read is left out rather than
//! failing the whole history.

use std::fmt::Write as _;

use crate::engine::Standing;

/// How many finished matches the history keeps.
pub const HISTORY_LENGTH: usize = 20;

/// The first line of the history's text (its format version).
const HEADER: &str = "rinshan-history 1";

/// One seat's end of a finished match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatEnd {
    /// 1 to 4.
    pub place: u8,
    /// Points at the end.
    pub points: i32,
    /// The final score (points less the return, uma and oka), in points.
    pub score: i32,
}

/// One finished match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryEntry {
    /// Tells one match from another (the same match recorded twice is one entry).
    pub id: String,
    /// When it ended (ISO 8601, as the browser writes it).
    pub date: String,
    /// The rule set's preset name (`tenhou`, `mahjongsoul`, `ema`).
    pub rules: String,
    /// Each seat's end, by seat (seat 0 is the player).
    pub seats: [SeatEnd; 4],
}

impl HistoryEntry {
    /// The entry for a match that ended with `standings`.
    pub fn new(id: &str, date: &str, rules: &str, standings: &[Standing; 4]) -> HistoryEntry {
        let mut seats = [SeatEnd {
            place: 0,
            points: 0,
            score: 0,
        }; 4];
        for s in standings {
            if let Some(end) = seats.get_mut(s.seat.index()) {
                *end = SeatEnd {
                    place: s.place,
                    points: s.points,
                    score: s.score,
                };
            }
        }
        HistoryEntry {
            id: word(id),
            date: word(date),
            rules: word(rules),
            seats,
        }
    }

    fn line(&self) -> String {
        let mut line = format!("{} {} {}", self.id, self.date, self.rules);
        for s in &self.seats {
            let _ = write!(line, " {}:{}:{}", s.place, s.points, s.score);
        }
        line
    }

    fn read(line: &str) -> Option<HistoryEntry> {
        let mut words = line.split(' ');
        let id = words.next().filter(|w| !w.is_empty())?.to_string();
        let date = words.next()?.to_string();
        let rules = words.next()?.to_string();
        let mut seats = Vec::with_capacity(4);
        for w in words {
            let mut parts = w.split(':');
            let place: u8 = parts.next()?.parse().ok()?;
            let points = parts.next()?.parse().ok()?;
            let score = parts.next()?.parse().ok()?;
            if !(1..=4).contains(&place) || parts.next().is_some() {
                return None;
            }
            seats.push(SeatEnd {
                place,
                points,
                score,
            });
        }
        Some(HistoryEntry {
            id,
            date,
            rules,
            seats: seats.try_into().ok()?,
        })
    }
}

/// One word of a history line: spaces would split it, so they become `_`.
fn word(text: &str) -> String {
    let w: String = text
        .chars()
        .map(|c| if c.is_whitespace() { '_' } else { c })
        .collect();
    if w.is_empty() {
        "-".into()
    } else {
        w
    }
}

/// The finished matches, newest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    /// Newest first, at most [`HISTORY_LENGTH`].
    pub entries: Vec<HistoryEntry>,
}

impl History {
    /// Reads the history's text; lines that cannot be read are left out, and text that
    /// is not a history at all reads as an empty one.
    pub fn parse(text: &str) -> History {
        let mut lines = text.lines();
        if lines.next().map(str::trim) != Some(HEADER) {
            return History::default();
        }
        let mut entries: Vec<HistoryEntry> = Vec::new();
        for entry in lines.filter_map(HistoryEntry::read) {
            if entries.len() < HISTORY_LENGTH && !entries.iter().any(|e| e.id == entry.id) {
                entries.push(entry);
            }
        }
        History { entries }
    }

    /// The history as text.
    pub fn to_text(&self) -> String {
        let mut text = String::from(HEADER);
        for e in &self.entries {
            text.push('\n');
            text.push_str(&e.line());
        }
        text
    }

    /// Puts `entry` first, unless a match with its id is already recorded; the oldest
    /// entries beyond [`HISTORY_LENGTH`] are dropped. Returns whether it was added.
    pub fn record(&mut self, entry: HistoryEntry) -> bool {
        if self.entries.iter().any(|e| e.id == entry.id) {
            return false;
        }
        self.entries.insert(0, entry);
        self.entries.truncate(HISTORY_LENGTH);
        true
    }
}

/// A short, stable id for the match a saved game holds (64-bit FNV-1a over its seed,
/// set-up and moves, in hex; the settings line is left out, so changing the play speed
/// after the end does not make it another match).
pub fn match_id(save_text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for line in save_text.lines().filter(|l| !l.starts_with("settings ")) {
        for b in line.bytes().chain([b'\n']) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}
