//! A match as a game record, finished or in progress: replayed from its start (the seed,
//! or the hand-made first hand) through its moves, each hand noted as dealt and read from
//! the round's event log, so the record is exactly what was played.

use super::driver::Controller;
use crate::engine::Event;
use crate::records::{mjai, recorded_hand, tenhou6_write, HandStart, Record};
use crate::rules::Seat;

/// The formats a match exports to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordFormat {
    /// tenhou.net/6 JSON (what Tenhou's log viewer loads).
    Tenhou6,
    /// mjai JSON lines.
    Mjai,
}

impl RecordFormat {
    /// The format a name stands for: `tenhou6` or `mjai`.
    pub fn named(name: &str) -> Result<RecordFormat, String> {
        match name {
            "tenhou6" => Ok(RecordFormat::Tenhou6),
            "mjai" => Ok(RecordFormat::Mjai),
            other => Err(format!(
                "'{other}' is not a record format: use \"tenhou6\" or \"mjai\""
            )),
        }
    }
}

impl Controller {
    /// Every hand so far: how it was dealt and its event log.
    pub fn hand_logs(&self) -> Vec<(HandStart, Vec<Event>)> {
        let mut hands = Vec::new();
        self.replay_hands(|first, last| hands.push((HandStart::of(first), last.log().to_vec())));
        hands
    }

    /// The match as a game record.
    pub fn record(&self) -> Record {
        let mut record = Record {
            title: vec!["Rinshan".into(), format!("seed {}", self.m.seed.0)],
            names: self.player_names(),
            rules: self.m.settings.rules.clone(),
            hands: Vec::new(),
        };
        self.replay_hands(|first, last| {
            record
                .hands
                .push(recorded_hand(&HandStart::of(first), last))
        });
        record
    }

    /// The match as text in `format`; an mjai log ends with `end_game` once the match is
    /// over.
    pub fn export(&self, format: RecordFormat) -> String {
        match format {
            RecordFormat::Tenhou6 => tenhou6_write::write(&self.record()),
            RecordFormat::Mjai => mjai::write(
                &self.player_names(),
                &self.hand_logs(),
                self.m.game.is_over(),
            ),
        }
    }

    /// The names a record gives the four seats: in a match against the computer the
    /// player is "You" and the computer players are named by where they sit; in one
    /// played with friends each person by their name and each computer player by its.
    pub fn player_names(&self) -> [String; 4] {
        if self.people.is_some() {
            return Seat::ALL.map(|s| match (self.person(s), self.name_of(s)) {
                (Some(person), _) => person.to_string(),
                (None, Some(i)) => crate::text::names::bot_name(crate::text::Lang::En, i).into(),
                (None, None) => "You".into(),
            });
        }
        if self.m.game.rules().seat_count() == 3 {
            // Three players: nobody sits opposite, and the North seat is empty.
            return ["You".into(), "Right".into(), "Left".into(), String::new()];
        }
        [
            "You".into(),
            "Right".into(),
            "Opposite".into(),
            "Left".into(),
        ]
    }
}
