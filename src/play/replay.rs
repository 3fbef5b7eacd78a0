//! A match replayed from its start — the seed, or the hand-made first hand — through its
//! moves: what the records of the match and its story are read from, so both are exactly
//! what was played.

use super::driver::Controller;
use crate::engine::{Game, Round};

impl Controller {
    /// Replays the match from its start and hands each hand to `each`: its round as dealt
    /// and as it ended (the last one as far as it has gone).
    pub(crate) fn replay_hands(&self, mut each: impl FnMut(&Round, &Round)) {
        let seed = self.m.seed;
        // (A build without set-ups never has one.)
        #[cfg(feature = "setups")]
        let first = self.setup.as_ref().and_then(|s| s.build().ok());
        #[cfg(not(feature = "setups"))]
        let first: Option<(Round, ())> = None;
        let mut game = match first {
            Some((round, _)) => Game::from_round(seed, round),
            None => Game::new(seed, self.m.game.rules().clone()),
        };
        let mut first = game.round().clone();
        for m in &self.m.moves {
            match m {
                Some((seat, action)) => {
                    if game.apply(*seat, action.clone()).is_err() {
                        break; // cannot happen: every move was legal when it was made
                    }
                }
                None => {
                    each(&first, game.round());
                    game.finish_hand();
                    first = game.round().clone();
                }
            }
        }
        if !game.is_over() && !game.round().log().is_empty() {
            each(&first, game.round());
        }
    }
}
