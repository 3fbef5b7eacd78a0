//! What the host of a room chooses: the rule preset (which also says whether three or
//! four play), East-only or East-South, the level of the computer players who take empty
//! seats (and play for a player who is away), and the thinking time: seconds a move plus a
//! bank of seconds per seat (Tenhou and Mahjong Soul give about 5 s a move and a bank of
//! 10–20 s).

use serde::{Deserialize, Serialize};

use super::Problem;
use rinshan_frame::{Level, Settings};
use rinshan_rules::{GameLength, Ruleset, Seat};

/// The most seconds a move may be given.
pub const MAX_MOVE_SECS: u32 = 60;
/// The largest bank, in seconds.
pub const MAX_BANK_SECS: u32 = 300;

/// A room's settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomSettings {
    /// The rule preset's id, one of [`Ruleset::PRESET_IDS`]: `tenhou`, `mahjong_soul`,
    /// `ema`, `classic` for four players; `tenhou_sanma`, `mahjong_soul_sanma` for three
    /// (the North seat stays empty: [`RoomSettings::seats`]).
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

    /// How many play: 3 under a three-player preset, else 4 (an unknown preset, which
    /// [`RoomSettings::check`] refuses, counts as four).
    pub fn seat_count(&self) -> usize {
        Ruleset::preset(&self.rules).map_or(4, |r| r.seat_count())
    }

    /// The seats that play, East first: all four, or East, South and West in a
    /// three-player room, whose North seat (index 3) nobody takes, no computer player
    /// fills and the match never waits on.
    pub fn seats(&self) -> &'static [Seat] {
        &Seat::ALL[..self.seat_count().min(Seat::ALL.len())]
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
            let rules = s.table_settings().rule_set();
            assert_eq!(
                rules.name,
                Ruleset::preset(id).map(|r| r.name).unwrap_or_default()
            );
            assert_eq!(s.seat_count(), rules.seat_count());
            assert_eq!(s.seats(), rules.seats());
        }
    }

    /// The two three-player presets make three-player rooms: East, South and West play.
    #[test]
    fn three_player_presets_seat_three() {
        for id in ["tenhou_sanma", "mahjong_soul_sanma"] {
            let s = RoomSettings {
                rules: id.to_string(),
                ..Default::default()
            };
            assert_eq!(s.check(), Ok(()));
            assert_eq!(s.seat_count(), 3);
            assert_eq!(s.seats(), &Seat::ALL[..3]);
        }
        assert_eq!(RoomSettings::default().seats(), &Seat::ALL[..]);
    }
}
