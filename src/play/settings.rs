//! The player's settings: rule preset, game length, the computer players' level, play
//! speed, hints, automatic passing and winning, language.

use serde::{Deserialize, Serialize};

use super::text::Lang;
use crate::bots::Level;
use crate::rules::{GameLength, Ruleset};

/// How fast the computer players move; the UI turns it into a delay per action.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Speed {
    /// No delay: the table jumps to the player's next decision (tests, fast players).
    Instant,
    /// A short pause per action.
    Fast,
    /// The usual pace.
    #[default]
    Normal,
    /// Slow enough to follow every step of a kan.
    Slow,
}

impl Speed {
    /// Every speed, fastest first.
    pub const ALL: [Speed; 4] = [Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow];

    /// The pause before each computer action, in milliseconds.
    pub fn delay_ms(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => 120,
            Speed::Normal => 380,
            Speed::Slow => 900,
        }
    }
}

/// Everything the player can set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The rule preset's id (see [`Ruleset::PRESET_IDS`]).
    pub rules: String,
    /// East-only or East-South.
    pub length: GameLength,
    /// The computer players' level.
    pub level: Level,
    /// Play speed.
    pub speed: Speed,
    /// Show hints (waits, shanten, what each discard leaves).
    pub hints: bool,
    /// Let calls (not wins) pass without asking.
    pub auto_pass: bool,
    /// Take every win at once without asking.
    pub auto_win: bool,
    /// The table's language.
    pub lang: Lang,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rules: "tenhou".into(),
            length: GameLength::EastOnly,
            level: Level::Normal,
            speed: Speed::Normal,
            hints: false,
            auto_pass: false,
            auto_win: false,
            lang: Lang::En,
        }
    }
}

impl Settings {
    /// The rule set these settings play: the preset with the chosen game length. An
    /// unknown preset id falls back to Tenhou's rules (settings are never an error).
    pub fn rule_set(&self) -> Ruleset {
        let mut rules = Ruleset::preset(&self.rules).unwrap_or_default();
        rules.game.length = self.length;
        rules
    }
}
