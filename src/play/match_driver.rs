//! The match driver that a page's match against the computer ([`super::Controller`]) and
//! a server's room (`rinshan-server`'s `Room`) are both built on: the engine's game from
//! the match's seed, every move in order (what saved games and records are written from),
//! the live wall's size after the deal, and the parts of driving a match that do not
//! depend on who sits where: which seat moves next, a seat's only legal action taken for
//! it, a computer player's choice and the next hand. What differs stays above it: the
//! controller's pacing, scripts, automatic moves and a thinker elsewhere; the room's
//! clocks, its store and who is connected.
//!
//! A computer player's tie-breaks are seeded by the match's seed, the move's number and
//! the seat, so that a match restored from its moves goes on as it would have, and the
//! same match driven by the controller or by a room makes the same moves.

use super::settings::Settings;
use crate::bots::Bot;
use crate::engine::{Action, Event, Game, Refusal};
use crate::rules::{Seat, Seed};

/// A match in play.
#[derive(Clone, Debug)]
pub struct MatchDriver {
    /// The game.
    pub game: Game,
    /// Its seed (later hands are dealt from it).
    pub seed: Seed,
    /// The settings it was dealt with (its rules, length and level; a page's live
    /// settings too).
    pub settings: Settings,
    /// Every move so far; `None` is "next hand".
    pub moves: Vec<Option<(Seat, Action)>>,
    /// The live wall's size after this hand's deal.
    pub live_start: usize,
}

impl MatchDriver {
    /// The match dealt from `seed` with `settings`.
    pub fn new(seed: Seed, settings: Settings) -> MatchDriver {
        let game = Game::new(seed, settings.rule_set());
        MatchDriver::around(game, seed, settings)
    }

    /// The match `game` (its first hand possibly set up by hand), dealt on from `seed`.
    pub fn around(game: Game, seed: Seed, settings: Settings) -> MatchDriver {
        let live_start = game.round().wall().live_remaining();
        MatchDriver {
            game,
            seed,
            settings,
            moves: Vec::new(),
            live_start,
        }
    }

    /// `seat` takes `action`, if the rules allow it now (it is kept in its canonical
    /// form): what happened, or the rule that forbids it, and nothing changes.
    pub fn act(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        let events = self
            .game
            .apply(seat, action.clone())
            .map_err(|e| e.refusal)?;
        self.moves.push(Some((seat, action.canonical())));
        Ok(events)
    }

    /// After a hand's result: deals the next hand, or ends the match (whose last hand
    /// still shows, with its wall). Nothing when the hand is not over.
    pub fn deal_next(&mut self) -> bool {
        if !self.game.round().is_over() || self.game.is_over() {
            return false;
        }
        self.game.finish_hand();
        self.moves.push(None);
        if !self.game.is_over() {
            self.live_start = self.game.round().wall().live_remaining();
        }
        true
    }

    /// The seat that moves next without waiting for a person, with its legal actions:
    /// the first seat in seat order that has a move to make and either has only one legal
    /// action (the draw, the one discard left in riichi…: taken for it) or is one that
    /// `plays_itself` says moves without a person's answer (a computer player, an
    /// automatic move). `None` when every seat with a move waits for a person, or none
    /// has one (the hand is over).
    pub fn next_mover(
        &self,
        plays_itself: &dyn Fn(Seat, &[Action]) -> bool,
    ) -> Option<(Seat, Vec<Action>)> {
        Seat::ALL
            .into_iter()
            .map(|s| (s, self.game.legal_actions(s)))
            .find(|(s, legal)| legal.len() == 1 || (!legal.is_empty() && plays_itself(*s, legal)))
    }

    /// A computer player's choice for `seat` among `legal` (at the match's level), from
    /// its own view only. Its tie-breaks come from the match's seed and the move's number.
    pub fn computer_choice(&self, seat: Seat, legal: &[Action]) -> Action {
        let n = self.moves.len() as u64;
        let seed = self.seed.0 ^ (n << 8 | seat.index() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut bot = Bot::new(self.settings.level, Seed(seed));
        bot.decide(&self.game.round().view(seat), legal)
    }
}
