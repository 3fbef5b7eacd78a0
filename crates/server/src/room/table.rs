//! The match a room plays: the table controller's match driver
//! ([`rinshan::play::MatchDriver`]: the game from the room's seed, every move in order,
//! who moves next, a computer player's choice, the next hand), the one a match against
//! the computer plays on, with the events not yet shown to the room's pages.

use rinshan::engine::{Action, Event, Refusal};
use rinshan::play::save::save_text;
use rinshan::play::{MatchDriver, Settings};
use rinshan::rules::{Seat, Seed};

/// A match in play.
#[derive(Clone, Debug)]
pub struct Table {
    /// The match.
    pub play: MatchDriver,
    /// Events since the frames were last built.
    pub fresh: Vec<Event>,
}

impl Table {
    /// The match dealt from `seed` with `settings`.
    pub fn new(seed: Seed, settings: Settings) -> Table {
        Table {
            play: MatchDriver::new(seed, settings),
            fresh: Vec::new(),
        }
    }

    /// `seat` takes `action`, if the rules allow it now.
    pub fn act(&mut self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        let events = self.play.act(seat, action)?;
        self.fresh.extend(events);
        Ok(())
    }

    /// After a hand's result: deals the next hand, or ends the match (whose last frame
    /// still shows the last hand, with that hand's wall).
    pub fn deal_next(&mut self) {
        self.play.deal_next();
        self.fresh.clear();
    }

    /// The match as a saved game for the page of `me` (with every seat's name).
    pub fn save(&self, names: &[String; 4], me: Seat) -> String {
        let p = &self.play;
        save_text(p.seed, &p.settings, None, &p.moves, Some((names, me)))
    }
}
