//! The local history of finished matches: for each, when it ended, the rule set, and each
//! seat's placement, points and final score (the standings of the engine's
//! `engine::game::standings`, which apply uma and oka), and the player's own figures (hands,
//! wins, deal-ins, riichi, calls). Kept as short text, newest first, at most
//! [`HISTORY_LENGTH`] matches; a line that cannot be read is left out rather than failing
//! the whole history, and said ([`History::read`]: the page keeps such a text aside). From it, the player's record over time ([`History::summary`]).

use std::fmt::Write as _;

use super::story::SeatFigures;
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
    /// The player's figures over the match (older entries have none).
    pub mine: Option<SeatFigures>,
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
            mine: None,
        }
    }

    /// The same, with the player's figures.
    pub fn with_figures(mut self, mine: SeatFigures) -> HistoryEntry {
        self.mine = Some(mine);
        self
    }

    fn line(&self) -> String {
        let mut line = format!("{} {} {}", self.id, self.date, self.rules);
        for s in &self.seats {
            let _ = write!(line, " {}:{}:{}", s.place, s.points, s.score);
        }
        if let Some(f) = &self.mine {
            let _ = write!(
                line,
                " f:{}:{}:{}:{}:{}:{}",
                f.hands, f.wins, f.deal_ins, f.riichi, f.calls, f.win_points
            );
        }
        line
    }

    /// The player's figures word (`f:hands:wins:deal-ins:riichi:calls:win-points`).
    fn read_figures(w: &str) -> Option<SeatFigures> {
        let mut n = w
            .strip_prefix("f:")?
            .split(':')
            .map(|x| x.parse::<u32>().ok());
        let mut next = || n.next().flatten();
        let f = SeatFigures {
            hands: next()?,
            wins: next()?,
            deal_ins: next()?,
            riichi: next()?,
            calls: next()?,
            win_points: next()?,
        };
        (next().is_none() && f.wins <= f.hands && f.deal_ins <= f.hands).then_some(f)
    }

    fn read(line: &str) -> Option<HistoryEntry> {
        let mut words = line.split(' ');
        let id = words.next().filter(|w| !w.is_empty())?.to_string();
        let date = words.next()?.to_string();
        let rules = words.next()?.to_string();
        let mut seats = Vec::with_capacity(4);
        let mut mine = None;
        for w in words {
            if w.starts_with("f:") {
                mine = Some(HistoryEntry::read_figures(w)?);
                continue;
            }
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
            mine,
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

/// Why a stored history could not be read whole (what could be read is still read).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryProblem {
    /// Its first line is not this version's header: another version's history, or text
    /// that is no history at all (nothing of it is read).
    NotAHistory,
    /// This many of its lines could not be read (each left out).
    UnreadableLines(usize),
}

impl std::fmt::Display for HistoryProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HistoryProblem::NotAHistory => write!(f, "its first line is not '{HEADER}'"),
            HistoryProblem::UnreadableLines(1) => f.write_str("1 line cannot be read"),
            HistoryProblem::UnreadableLines(n) => write!(f, "{n} lines cannot be read"),
        }
    }
}

impl History {
    /// Reads the history's text: every line that can be read, and what could not be (a
    /// page keeps such a text aside and tells the player, rather than writing over it).
    /// Empty text is an empty history; an entry met again, or past [`HISTORY_LENGTH`], is
    /// left out as [`History::record`] would, which is no problem.
    pub fn read(text: &str) -> (History, Option<HistoryProblem>) {
        if text.trim().is_empty() {
            return (History::default(), None);
        }
        let mut lines = text.lines();
        if lines.next().map(str::trim) != Some(HEADER) {
            return (History::default(), Some(HistoryProblem::NotAHistory));
        }
        let mut entries: Vec<HistoryEntry> = Vec::new();
        let mut unreadable = 0;
        for line in lines.filter(|l| !l.trim().is_empty()) {
            let Some(entry) = HistoryEntry::read(line) else {
                unreadable += 1;
                continue;
            };
            if entries.len() < HISTORY_LENGTH && !entries.iter().any(|e| e.id == entry.id) {
                entries.push(entry);
            }
        }
        let problem = (unreadable > 0).then_some(HistoryProblem::UnreadableLines(unreadable));
        (History { entries }, problem)
    }

    /// Reads the history's text as [`History::read`] does, without saying what could not
    /// be read (what is shown of a history the page has already checked).
    pub fn parse(text: &str) -> History {
        History::read(text).0
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

/// The player's record over their kept matches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordSummary {
    /// Matches kept.
    pub games: u32,
    /// The average place, in hundredths (250 is 2.50); 0 without matches.
    pub average_place: u32,
    /// Hands won per hand played, in tenths of a percent (over the matches with figures).
    pub win_rate: u32,
    /// Hands dealt in per hand played, in tenths of a percent.
    pub deal_in_rate: u32,
    /// Hands played in the matches with figures.
    pub hands: u32,
    /// The places, oldest match first.
    pub places: Vec<u8>,
    /// The players at those matches' tables: 4, or 3 (sanma).
    pub players: usize,
}

impl HistoryEntry {
    /// The players at this match's table: 3 for a three-player preset, else 4.
    pub fn players(&self) -> usize {
        crate::rules::Ruleset::preset(&self.rules).map_or(4, |r| r.seat_count())
    }
}

impl History {
    /// The player's record over the kept matches at tables of `players` (4, or 3): a
    /// place among three is not a place among four, so the two are kept apart (seat 0 is
    /// the player).
    pub fn summary(&self, players: usize) -> RecordSummary {
        let entries: Vec<&HistoryEntry> = self
            .entries
            .iter()
            .filter(|e| e.players() == players)
            .collect();
        let games = entries.len() as u32;
        let places: Vec<u8> = entries.iter().rev().map(|e| e.seats[0].place).collect();
        let place_sum: u32 = places.iter().map(|&p| u32::from(p)).sum();
        let figures = entries.iter().filter_map(|e| e.mine);
        let (hands, wins, deal_ins) = figures.fold((0, 0, 0), |(h, w, d), f| {
            (h + f.hands, w + f.wins, d + f.deal_ins)
        });
        let per_mille = |n: u32| (1000 * n).checked_div(hands).unwrap_or(0);
        RecordSummary {
            games,
            average_place: (100 * place_sum).checked_div(games).unwrap_or(0),
            win_rate: per_mille(wins),
            deal_in_rate: per_mille(deal_ins),
            hands,
            places,
            players,
        }
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
