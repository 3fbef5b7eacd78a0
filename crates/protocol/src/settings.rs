//! What the host of a room chooses: the rule preset, East-only or East-South, the level
//! of the computer players who take empty seats (and play for a player who is away), and
//! the thinking time: seconds a move plus a bank of seconds per seat (Tenhou and Mahjong
//! Soul give about 5 s a move and a bank of 10–20 s).

use serde::{Deserialize, Serialize};

use super::Problem;
use rinshan_frame::{Level, Settings};
use rinshan_rules::{GameLength, Ruleset};

/// The most seconds a move may be given.
pub const MAX_MOVE_SECS: u32 = 60;
/// The largest bank, in seconds.
pub const MAX_BANK_SECS: u32 = 300;

/// A room's settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomSettings {
    /// The rule preset's id (`tenhou`, `mahjongsoul`, `ema`, `classic`).
    pub rules: String,
    /// East-only or East-South.
    pub length: GameLength,
    /// The computer players' level: Easy, Normal or Hard. The server does not seat the
    /// Expert, whose simulation would cost a core a tenth of a second a decision (the
    /// game runs it in the player's own browser).
    pub level: Level,
    /// Seconds each decision may take before the bank is used (1–60).
    pub move_secs: u32,
    /// Seconds each seat may use beyond that over the whole match (0–300).
    pub bank_secs: u32,
}

impl Default for RoomSettings {
    fn default() -> RoomSettings {
        RoomSettings {
            rules: "tenhou".into(),
            length: GameLength::EastOnly,
            level: Level::Normal,
            move_secs: 5,
            bank_secs: 20,
        }
    }
}

impl RoomSettings {
    /// `Ok` when every setting is one the server plays.
    pub fn check(&self) -> Result<(), Problem> {
        let known =
            Ruleset::PRESET_IDS.contains(&self.rules.as_str()) && Level::ALL.contains(&self.level);
        let times =
            (1..=MAX_MOVE_SECS).contains(&self.move_secs) && self.bank_secs <= MAX_BANK_SECS;
        if known && times {
            Ok(())
        } else {
            Err(Problem::BadSettings)
        }
    }

    /// The table's settings for this room (rules, length, level; the rest as a page's
    /// defaults): what the match is dealt with and what its saved game records.
    pub fn table_settings(&self) -> Settings {
        Settings {
            rules: self.rules.clone(),
            length: self.length,
            level: self.level,
            ..Settings::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_allowed_and_limits_hold() {
        assert_eq!(RoomSettings::default().check(), Ok(()));
        let bad = [
            RoomSettings {
                rules: "nope".into(),
                ..Default::default()
            },
            RoomSettings {
                move_secs: 0,
                ..Default::default()
            },
            RoomSettings {
                move_secs: MAX_MOVE_SECS + 1,
                ..Default::default()
            },
            RoomSettings {
                bank_secs: MAX_BANK_SECS + 1,
                ..Default::default()
            },
            RoomSettings {
                level: Level::Expert,
                ..Default::default()
            },
        ];
        for s in bad {
            assert_eq!(s.check(), Err(Problem::BadSettings), "{s:?}");
        }
    }

    #[test]
    fn every_preset_is_a_room_setting() {
        for id in Ruleset::PRESET_IDS {
            let s = RoomSettings {
                rules: id.to_string(),
                ..Default::default()
            };
            assert_eq!(s.check(), Ok(()));
            assert_eq!(
                s.table_settings().rule_set().name,
                Ruleset::preset(id).map(|r| r.name).unwrap_or_default()
            );
        }
    }
}
