//! The rule set: every rule that differs between rule sets is one field here, with named
//! presets. Later parts of the rules core add their options to this one type.

use serde::{Deserialize, Serialize};

/// How many fives of each suit are painted red (akadora). Each red five is one dora.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RedFives {
    /// Red 5 man in the set (0..=4).
    pub man: u8,
    /// Red 5 pin in the set (0..=4).
    pub pin: u8,
    /// Red 5 sou in the set (0..=4).
    pub sou: u8,
}

impl RedFives {
    /// No red fives (older Japanese rules).
    pub const NONE: RedFives = RedFives {
        man: 0,
        pin: 0,
        sou: 0,
    };
    /// One red five in each suit, the common online standard.
    pub const ONE_EACH: RedFives = RedFives {
        man: 1,
        pin: 1,
        sou: 1,
    };
}

/// The rule set a hand is played under. Presets: [`Ruleset::tenhou`],
/// [`Ruleset::mahjong_soul`], [`Ruleset::ema`], [`Ruleset::classic`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruleset {
    /// A short name shown to players ("Tenhou", "EMA", …).
    pub name: String,
    /// Red fives in the tile set.
    pub red_fives: RedFives,
}

impl Ruleset {
    /// Tenhou's ranked rules: one red five per suit.
    pub fn tenhou() -> Ruleset {
        Ruleset {
            name: "Tenhou".into(),
            red_fives: RedFives::ONE_EACH,
        }
    }

    /// Mahjong Soul's ranked rules: one red five per suit.
    pub fn mahjong_soul() -> Ruleset {
        Ruleset {
            name: "Mahjong Soul".into(),
            red_fives: RedFives::ONE_EACH,
        }
    }

    /// The EMA Riichi Competition Rules: one red five per suit.
    pub fn ema() -> Ruleset {
        Ruleset {
            name: "EMA".into(),
            red_fives: RedFives::ONE_EACH,
        }
    }

    /// Older Japanese rules, as the seed texts on pon and kan describe them: no red fives.
    pub fn classic() -> Ruleset {
        Ruleset {
            name: "Classic".into(),
            red_fives: RedFives::NONE,
        }
    }

    /// All presets, for tests and the rule-set picker.
    pub fn presets() -> Vec<Ruleset> {
        vec![
            Ruleset::tenhou(),
            Ruleset::mahjong_soul(),
            Ruleset::ema(),
            Ruleset::classic(),
        ]
    }
}

impl Default for Ruleset {
    fn default() -> Ruleset {
        Ruleset::tenhou()
    }
}
