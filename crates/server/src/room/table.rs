//! The match a room plays: the engine's game from the room's seed, every move in order
//! (what the saved game and the records are written from), the events not yet shown, and
//! the live wall's size after the deal.

use rinshan::engine::{Action, Event, Game, Refusal};
use rinshan::play::save::save_text;
use rinshan::play::Settings;
use rinshan::rules::{Seat, Seed};

/// A match in play.
#[derive(Clone, Debug)]
pub struct Table {
    /// The game.
    pub game: Game,
    /// Its seed.
    pub seed: Seed,
    /// The table settings it was dealt with (rules, length, level).
    pub settings: Settings,
    /// Every move so far; `None` is "next hand".
    pub moves: Vec<Option<(Seat, Action)>>,
    /// Events since the frames were last built.
    pub fresh: Vec<Event>,
    /// The live wall's size after this hand's deal.
    pub live_start: usize,
}

impl Table {
    /// The match dealt from `seed` with `settings`.
    pub fn new(seed: Seed, settings: Settings) -> Table {
        let game = Game::new(seed, settings.rule_set());
        let live_start = game.round().wall().live_remaining();
        Table {
            game,
            seed,
            settings,
            moves: Vec::new(),
            fresh: Vec::new(),
            live_start,
        }
    }

    /// `seat` takes `action`, if the rules allow it now.
    pub fn act(&mut self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        let events = self
            .game
            .apply(seat, action.clone())
            .map_err(|e| e.refusal)?;
        self.moves.push(Some((seat, action.canonical())));
        self.fresh.extend(events);
        Ok(())
    }

    /// After a hand's result: deals the next hand, or ends the match (whose last frame
    /// still shows the last hand, with that hand's wall).
    pub fn deal_next(&mut self) {
        self.game.finish_hand();
        self.moves.push(None);
        self.fresh.clear();
        if !self.game.is_over() {
            self.live_start = self.game.round().wall().live_remaining();
        }
    }

    /// The match as a saved game for the page of `me` (with every seat's name).
    pub fn save(&self, names: &[String; 4], me: Seat) -> String {
        save_text(
            self.seed,
            &self.settings,
            None,
            &self.moves,
            Some((names, me)),
        )
    }
}
