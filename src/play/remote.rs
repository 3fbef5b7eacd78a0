//! A table played on a server: the seat's frames come from the server (each built there by
//! [`frame::build`](super::frame::build), as a match here builds its own), the
//! player's choices go back as answers to the frame that offered them, and the table view
//! is drawn from the frame by the same builder as a match against the computer. Nothing
//! here rules on anything: an answer the server refuses comes back with the engine's
//! reason.

use super::frame::SeatFrame;
use super::settings::Settings;
use super::view::TableView;
use super::view_builder::Presentation;
use crate::bots::Level;
use crate::engine::Action;
use crate::rules::Seat;

/// What the page sends back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The choice made at frame `seq`.
    Act {
        /// The frame that offered it.
        seq: u64,
        /// The action.
        action: Action,
    },
    /// The hand's result (frame `seq`) has been read.
    Next {
        /// The frame that showed it.
        seq: u64,
    },
}

/// The table of one page of a room.
#[derive(Clone, Debug, Default)]
pub struct RemoteTable {
    frame: Option<SeatFrame>,
    seq: u64,
    names: [String; 4],
    levels: [Option<Level>; 4],
    riichi_armed: bool,
    /// The frame already answered (one answer to a frame).
    answered: Option<u64>,
    story: Option<super::story::MatchStory>,
    save: Option<String>,
}

impl RemoteTable {
    /// A table before its first frame.
    pub fn new() -> RemoteTable {
        RemoteTable::default()
    }

    /// Who sits where: each seat's name (a person's, or empty for a computer player) and
    /// each computer player's level.
    pub fn seat_people(&mut self, names: [String; 4], levels: [Option<Level>; 4]) {
        self.names = names;
        self.levels = levels;
    }

    /// Whether a frame has come.
    pub fn has_frame(&self) -> bool {
        self.frame.is_some()
    }

    /// The latest frame.
    pub fn frame(&self) -> Option<&SeatFrame> {
        self.frame.as_ref()
    }

    /// A new frame `seq` from the server; the answer the settings make at once, if any
    /// (automatic winning and passing, as at a table against the computer).
    pub fn receive(&mut self, seq: u64, frame: SeatFrame, settings: &Settings) -> Option<Answer> {
        self.seq = seq;
        self.answered = None;
        if frame.choices.is_none() {
            self.riichi_armed = false;
        }
        self.frame = Some(frame);
        let me = self.me()?;
        let f = self.frame.as_ref()?;
        let legal = &f.choices.as_ref()?.legal;
        let in_riichi = f.seats[me.index()].riichi;
        let action = super::driver::automatic(settings, legal, in_riichi)?;
        self.answer(action)
    }

    /// The seat of the page.
    pub fn me(&self) -> Option<Seat> {
        self.frame.as_ref()?.me()
    }

    /// The server refused the answer to frame `seq`: the seat may answer again.
    pub fn refused(&mut self, seq: u64) {
        if self.answered == Some(seq) {
            self.answered = None;
        }
    }

    fn answer(&mut self, action: Action) -> Option<Answer> {
        if self.answered == Some(self.seq) {
            return None;
        }
        self.answered = Some(self.seq);
        self.riichi_armed = false;
        Some(Answer::Act {
            seq: self.seq,
            action,
        })
    }

    /// The player's choice, sent as the answer to the frame on the table (the server
    /// rules on it). `None` when that frame was already answered.
    pub fn choose(&mut self, action: Action) -> Option<Answer> {
        self.answer(action)
    }

    /// The player has read the hand's result.
    pub fn next_hand(&mut self) -> Option<Answer> {
        let f = self.frame.as_ref()?;
        if f.result.is_none() || f.standings.is_some() || self.answered == Some(self.seq) {
            return None;
        }
        self.answered = Some(self.seq);
        Some(Answer::Next { seq: self.seq })
    }

    /// Chooses riichi (then only tenpai-keeping discards are enabled), or takes it back.
    pub fn arm_riichi(&mut self, on: bool) {
        let can = self
            .frame
            .as_ref()
            .and_then(|f| f.choices.as_ref())
            .is_some_and(|c| {
                c.legal
                    .iter()
                    .any(|a| matches!(a, Action::Discard { riichi: true, .. }))
            });
        self.riichi_armed = on && can;
    }

    /// The match is over: its saved game (with the names and this page's seat).
    pub fn ended(&mut self, save: String, story: Option<super::story::MatchStory>) {
        self.save = Some(save);
        self.story = story;
    }

    /// The match's saved game, once it is over.
    pub fn save(&self) -> Option<&str> {
        self.save.as_deref()
    }

    /// The table as the page shows it; `None` before the first frame.
    pub fn view(&self) -> Option<TableView> {
        let frame = self.frame.clone()?;
        let bottom = frame.me().unwrap_or(Seat::ALL[0]);
        let prompting = frame.choices.is_some() && self.answered != Some(self.seq);
        let presentation = Presentation {
            thinking: None,
            bottom,
            names: self.names.clone(),
            levels: self.levels,
            prompting,
            riichi_armed: self.riichi_armed,
            story: self.story.clone(),
        };
        Some(TableView::of(frame, presentation))
    }
}
