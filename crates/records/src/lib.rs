//! Game records in the formats players already use: the tenhou.net/6 JSON log (read and
//! written) — what Tenhou's log viewer and the review tools that read its JSON load —,
//! Tenhou's mjlog XML (read and written: what Tenhou keeps and players download), and
//! mjai JSON lines (written). Both of Tenhou's formats are read and written for four
//! players and for three (sanma: the North seat empty, kita among the moves); a record
//! says which ([`Record::is_three_player`], [`Record::ruleset`]).
//! Reading a record replays it through the engine ([`replay::check`]), so the importer
//! is also a record validator: every move must be legal under the record's rules and every
//! hand must end with the recorded score changes, or the [`replay::Mismatch`] says where
//! and why. Pure Rust, no web dependencies; the JSON is read by [`json`].

pub mod json;
pub mod mjai;
pub mod mjlog;
pub mod mjlog_write;
pub mod record;
pub mod recorder;
pub mod replay;
pub mod tenhou6;
pub mod tenhou6_write;
pub mod tenhou_names;

pub use record::{CallKind, Ending, Move, Record, RecordedHand, RecordedWin};
pub use recorder::{recorded_hand, HandStart};
pub use replay::{check, Mismatch, Problem};

/// Reads a record in either of Tenhou's formats: mjlog XML (it starts with `<`) or the
/// tenhou.net/6 JSON log.
pub fn read(text: &str) -> Result<Record, String> {
    if text.trim_start().starts_with('<') {
        mjlog::read(text)
    } else {
        tenhou6::read(text)
    }
}
