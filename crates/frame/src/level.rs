//! How strong a computer player is: the levels a player chooses from. The players
//! themselves are in the crates above (`rinshan-bots` plays Easy, Normal and Hard;
//! `rinshan-expert` and `rinshan-models` the Expert and the Phoenix player).

use serde::{Deserialize, Serialize};

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Shanten only, riichi always, no calls, no defence.
    Easy,
    /// Shanten and tile acceptance, riichi, yakuhai pon.
    Normal,
    /// Everything, defence and kan judgement included.
    Hard,
    /// Simulation (the `rinshan-expert` crate); a `rinshan_bots::Bot` of this level
    /// decides as Hard.
    Expert,
    /// The network trained on the Phoenix room's games (the `rinshan-models` crate's
    /// player); a `rinshan_bots::Bot` of this level decides as Hard.
    Phoenix,
}

impl Level {
    /// Every level `rinshan-bots` plays itself, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// Every level a player can choose at the table: `rinshan-bots`' three (weakest first),
    /// the Phoenix room's player (as strong as Hard, measured) and the Expert.
    pub const CHOICES: [Level; 5] = [
        Level::Easy,
        Level::Normal,
        Level::Hard,
        Level::Phoenix,
        Level::Expert,
    ];

    /// The level's name as players see it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
            Level::Phoenix => "Phoenix",
        }
    }

    /// Whether the level's choices are made outside this crate, by a player the game
    /// loads when it is picked (the Expert's simulation, the Phoenix player's network):
    /// where nothing is loaded, a `rinshan_bots::Bot` of the level decides as Hard.
    pub fn decided_elsewhere(self) -> bool {
        matches!(self, Level::Expert | Level::Phoenix)
    }
}
