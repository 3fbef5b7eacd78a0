//! The player's settings: rule preset, game length, the computer players' level, play
//! speed, hints, automatic passing and winning, language.

use serde::{Deserialize, Serialize};

use crate::lang::Lang;
use crate::level::Level;
use rinshan_rules::{GameLength, Ruleset};

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

    /// The speed's name in addresses and saved games (`instant`, `fast`, `normal`, `slow`).
    pub fn name(self) -> &'static str {
        match self {
            Speed::Instant => "instant",
            Speed::Fast => "fast",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
        }
    }

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
    /// The sounds' volume, 0 to 100 (a page's preference, kept apart from the match's
    /// settings: see [`Settings::sound_words`]).
    pub volume: u8,
    /// Sounds muted (the volume kept for when they are on again).
    pub mute: bool,
}

/// The sounds' volume unless the player sets another.
pub const DEFAULT_VOLUME: u8 = 60;

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
            volume: DEFAULT_VOLUME,
            mute: false,
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

    /// Whether `other` plays the same match as these settings: the same rules, length and
    /// computer players (what a match keeps from its start to its end; the rest applies
    /// at once).
    pub fn same_match(&self, other: &Settings) -> bool {
        self.rules == other.rules && self.length == other.length && self.level == other.level
    }

    /// Sets one setting from its name and value as the address and saved games write
    /// them (`rules=ema`, `length=south`, `level=hard`, `speed=instant`, `hints=1`,
    /// `autopass=1`, `autowin=1`, `lang=ja`), and the sounds' as the page keeps them
    /// (`volume=0`…`volume=100`, `mute=1`); false for a name or value it does not know.
    pub fn set(&mut self, name: &str, value: &str) -> bool {
        let on = matches!(value, "1" | "true");
        let off = matches!(value, "0" | "false");
        match name {
            "rules" if Ruleset::PRESET_IDS.contains(&value) => self.rules = value.into(),
            "length" if value == "south" => self.length = GameLength::EastSouth,
            "length" if value == "east" => self.length = GameLength::EastOnly,
            "level" => match Level::CHOICES
                .into_iter()
                .find(|x| x.name().eq_ignore_ascii_case(value))
            {
                Some(l) => self.level = l,
                None => return false,
            },
            "speed" => match Speed::ALL.into_iter().find(|x| x.name() == value) {
                Some(sp) => self.speed = sp,
                None => return false,
            },
            "hints" | "autopass" | "autowin" | "mute" if on || off => match name {
                "hints" => self.hints = on,
                "autopass" => self.auto_pass = on,
                "mute" => self.mute = on,
                _ => self.auto_win = on,
            },
            "volume" => match value.parse::<u8>() {
                Ok(v) if v <= 100 => self.volume = v,
                _ => return false,
            },
            "lang" if value == "ja" => self.lang = Lang::Ja,
            "lang" if value == "en" => self.lang = Lang::En,
            _ => return false,
        }
        true
    }

    /// The sounds' settings as `name=value` words (`volume=60 mute=0`), read back by
    /// [`Settings::set`]: the page keeps them for every match, so they are not among
    /// [`Settings::words`], which saved games carry.
    pub fn sound_words(&self) -> String {
        format!("volume={} mute={}", self.volume, u8::from(self.mute))
    }

    /// The sounds' loudness now, 0 to 1: none when muted.
    pub fn loudness(&self) -> f64 {
        if self.mute {
            0.0
        } else {
            f64::from(self.volume.min(100)) / 100.0
        }
    }

    /// Every setting of the match as `name=value` words, read back by [`Settings::set`]
    /// (not the sounds': [`Settings::sound_words`]).
    pub fn words(&self) -> String {
        let flag = |b: bool| if b { "1" } else { "0" };
        format!(
            "rules={} length={} level={} speed={} hints={} autopass={} autowin={} lang={}",
            self.rules,
            if self.length == GameLength::EastSouth {
                "south"
            } else {
                "east"
            },
            self.level.name().to_ascii_lowercase(),
            self.speed.name(),
            flag(self.hints),
            flag(self.auto_pass),
            flag(self.auto_win),
            if self.lang == Lang::Ja { "ja" } else { "en" },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Issue 46: the volume and mute are read back from the words the page keeps, a
    // volume outside 0-100 or not a number is refused (the setting stays), and the
    // match's words (saved games) do not carry them.
    #[test]
    fn sound_words_read_back_and_stay_out_of_the_match_words() {
        let mut s = Settings::default();
        assert_eq!(s.sound_words(), "volume=60 mute=0");
        assert!(s.set("volume", "35") && s.set("mute", "1"));
        let mut t = Settings::default();
        for w in s.sound_words().split(' ') {
            let (name, value) = w.split_once('=').unwrap_or((w, ""));
            assert!(t.set(name, value), "{w}");
        }
        assert_eq!((t.volume, t.mute), (35, true));
        assert_eq!(t.loudness(), 0.0);
        assert!(t.set("mute", "0"));
        assert!((t.loudness() - 0.35).abs() < 1e-9);
        for bad in ["101", "-1", "loud", ""] {
            assert!(!t.set("volume", bad), "{bad}");
        }
        assert_eq!(t.volume, 35);
        assert!(!s.words().contains("volume") && !s.words().contains("mute"));
    }
}
