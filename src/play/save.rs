//! Saved games: a match in progress as a few lines of text in a versioned envelope — the
//! seed, the set-up of its first hand (if any), the settings, and every move in the
//! engine's exact action words ([`crate::engine::action_code`]). Restoring replays the
//! moves through the engine, so the walls, hands, scores and the point in the turn come
//! back exactly, and a save that does not fit the rules is refused, never trusted.
//!
//! ```text
//! rinshan-save 1
//! seed 12345
//! settings rules=tenhou length=east level=normal speed=normal hints=0 autopass=0 autowin=0 lang=en
//! setup seat0=234m789m666p45s77z; turn=1          (only for a hand-made first hand)
//! moves 1w 1d6p 0x 2w 2d9s … +                    (+ is "next hand")
//! names Ann Bo%20Li - -                            (a match played with friends: each
//! seat 1                                            seat's name, - for a computer player;
//!                                                   and the seat the page played)
//! ```
//!
//! The computer players' choices are seeded by the match and the move
//! ([`super::MatchDriver::computer_choice`]), so a restored match goes on as it would
//! have.

use super::driver::Controller;
use super::scenario::Scenario;
use super::settings::Settings;
use crate::engine::action_code::{decode, encode};
use crate::engine::Action;
use crate::rules::{Seat, Seed};

/// The envelope's first word.
pub const SAVE_MAGIC: &str = "rinshan-save";
/// The format version this build writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// Why a saved game cannot be restored, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveError(pub String);

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SaveError {}

fn err<T>(text: impl Into<String>) -> Result<T, SaveError> {
    Err(SaveError(text.into()))
}

impl Controller {
    /// The match so far as a saved game (see the module documentation).
    pub fn save(&self) -> String {
        let (seed, setup) = (&self.m.seed, &self.setup);
        let people = self.people.as_deref().map(|names| (names, self.me));
        save_text(
            *seed,
            &self.m.settings,
            setup.as_ref(),
            &self.m.moves,
            people,
        )
    }

    /// The match a saved game describes, replayed move by move. A save from another
    /// version, a damaged one, or one whose moves the rules do not allow is an error in
    /// words.
    pub fn restore(text: &str) -> Result<Controller, SaveError> {
        let mut lines = text.lines();
        let header = lines.next().unwrap_or_default();
        let version = match header.split_once(' ') {
            Some((SAVE_MAGIC, v)) => v.trim().parse::<u32>().ok(),
            _ => return err("this is not a Rinshan saved game"),
        };
        match version {
            Some(SAVE_VERSION) => {}
            Some(v) => {
                return err(format!(
                    "this game was saved in format {v}; this version of Rinshan reads format {SAVE_VERSION}"
                ))
            }
            None => return err("the saved game's version is unreadable"),
        }
        let (mut seed, mut settings, mut setup, mut moves) = (None, None, None, None);
        let (mut names, mut me) = (None, Seat::ALL[0]);
        for line in lines {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "seed" => {
                    seed = Some(Seed(value.trim().parse().map_err(|_| {
                        SaveError("the saved game's seed is unreadable".into())
                    })?))
                }
                "settings" => {
                    let mut s = Settings::default();
                    for word in value.split_whitespace() {
                        let (name, v) = word.split_once('=').unwrap_or((word, ""));
                        if !s.set(name, v) {
                            return err(format!("the saved setting '{word}' is unknown"));
                        }
                    }
                    settings = Some(s);
                }
                "setup" => setup = Some(read_setup(value)?),
                "moves" => moves = Some(value),
                "names" => {
                    let words: Vec<String> = value.split_whitespace().map(read_name).collect();
                    names =
                        Some(<[String; 4]>::try_from(words).map_err(|_| {
                            SaveError("the saved game's names are not four".into())
                        })?);
                }
                "seat" => {
                    me = value
                        .trim()
                        .parse::<u8>()
                        .ok()
                        .and_then(Seat::new)
                        .ok_or_else(|| SaveError("the saved game's seat is unreadable".into()))?;
                }
                "" => {}
                other => return err(format!("the saved game has an unknown line '{other}'")),
            }
        }
        let (Some(seed), Some(settings), Some(moves)) = (seed, settings, moves) else {
            return err("the saved game is incomplete");
        };
        let mut ctrl = match setup {
            #[cfg(feature = "setups")]
            Some(mut s) => {
                s.seed = seed.0;
                Controller::from_scenario(settings.clone(), &s)
                    .map_err(|e| SaveError(format!("the saved game's first hand: {e}")))?
            }
            // (read_setup never gives one without set-ups.)
            #[cfg(not(feature = "setups"))]
            Some(_) => return err("the saved game begins from a hand-made table"),
            None => Controller::new(settings.clone(), seed),
        };
        // Settings a set-up overrides (its rules) are restored as they were played.
        ctrl.m.settings = settings;
        if let Some(names) = names {
            ctrl.played_with(names, me);
        }
        for (i, word) in moves.split_whitespace().enumerate() {
            ctrl.replay(word)
                .map_err(|e| SaveError(format!("move {} ({word}): {e}", i + 1)))?;
        }
        Ok(ctrl)
    }

    /// The match the saved game `text` describes, continued from this one, which is the
    /// match the save `earlier` restored: when `text` is `earlier` with more moves (the
    /// same lines but the moves, which go on from where `earlier`'s stop), only the new
    /// moves are replayed; otherwise the whole save is restored
    /// ([`Controller::restore`]). The worker that thinks for the Expert and the Phoenix
    /// player is asked about one save after another of the same match, and a late hand's
    /// save replays hundreds of moves. The answer is the same match either way.
    pub fn restore_after(mut self, earlier: &str, text: &str) -> Result<Controller, SaveError> {
        /// The save's lines but its moves, and its moves.
        fn parts(text: &str) -> (Vec<&str>, &str) {
            let mut moves = "";
            let rest = text
                .lines()
                .filter(|l| match l.strip_prefix("moves ") {
                    Some(m) => {
                        moves = m.trim_end();
                        false
                    }
                    None => true,
                })
                .collect();
            (rest, moves)
        }
        let (then, done) = parts(earlier);
        let (now, all) = parts(text);
        let new = match all.strip_prefix(done) {
            Some(new)
                if then == now && (done.is_empty() || new.is_empty() || new.starts_with(' ')) =>
            {
                new
            }
            _ => return Controller::restore(text),
        };
        let before = done.split_whitespace().count();
        for (i, word) in new.split_whitespace().enumerate() {
            self.replay(word)
                .map_err(|e| SaveError(format!("move {} ({word}): {e}", before + i + 1)))?;
        }
        Ok(self)
    }

    /// Replays one saved move, as the match made it.
    fn replay(&mut self, word: &str) -> Result<(), String> {
        if word == "+" {
            let before = self.m.moves.len();
            self.next_hand();
            return if self.m.moves.len() > before {
                Ok(())
            } else {
                Err("the hand was not over".into())
            };
        }
        let seat = word
            .get(..1)
            .and_then(|d| d.parse::<u8>().ok())
            .and_then(Seat::new)
            .ok_or("no seat")?;
        let action = word.get(1..).and_then(decode).ok_or("not an action")?;
        let legal = self.m.game.legal_actions(seat);
        if !legal.contains(&action) {
            return Err("the rules do not allow it there".into());
        }
        // A scripted seat's script moves on as it did when the move was first made.
        let claims = matches!(self.m.game.round().phase(), crate::engine::Phase::Claims(_));
        if seat != self.me() {
            self.scripts[seat.index()].answer(&legal, claims);
        }
        self.latest = self.apply(seat, action);
        Ok(())
    }
}

/// A player's name as one word of the saved game: `-` for none (a computer player),
/// spaces and `%` (and a lone `-`) percent-encoded.
fn name_word(name: &str) -> String {
    match name {
        "" => "-".into(),
        "-" => "%2D".into(),
        _ => name.replace('%', "%25").replace(' ', "%20"),
    }
}

/// A name read back from [`name_word`].
fn read_name(word: &str) -> String {
    match word {
        "-" => String::new(),
        _ => word
            .replace("%20", " ")
            .replace("%2D", "-")
            .replace("%25", "%"),
    }
}

/// A saved game's hand-made first hand. A build without set-ups (the game page's first
/// download, which loads the build with them when a save or the address has one) cannot
/// read it, and says so.
fn read_setup(value: &str) -> Result<Scenario, SaveError> {
    #[cfg(feature = "setups")]
    return Scenario::parse_scenario(value)
        .map_err(|e| SaveError(format!("the saved game's first hand: {e}")));
    #[cfg(not(feature = "setups"))]
    {
        let _ = value;
        Err(SaveError(
            "the saved game begins from a hand-made table, which this build does not read".into(),
        ))
    }
}

/// Writes a hand-made first hand's line (a build without set-ups never has one).
fn write_setup(out: &mut String, setup: &Scenario) {
    #[cfg(feature = "setups")]
    out.push_str(&format!("setup {}\n", setup.to_scenario()));
    #[cfg(not(feature = "setups"))]
    let _ = (out, setup);
}

/// The saved game of a match (see the module documentation): its seed, settings and
/// hand-made first hand, every move (`None` for "next hand"), and for a match played with
/// friends each seat's name (empty for a computer player) with the seat of the page it is
/// for.
pub fn save_text(
    seed: Seed,
    settings: &Settings,
    setup: Option<&Scenario>,
    moves: &[Option<(Seat, Action)>],
    people: Option<(&[String; 4], Seat)>,
) -> String {
    let mut out = format!(
        "{SAVE_MAGIC} {SAVE_VERSION}\nseed {}\nsettings {}\n",
        seed.0,
        settings.words()
    );
    if let Some(s) = setup {
        write_setup(&mut out, s);
    }
    let moves: Vec<String> = moves
        .iter()
        .map(|m| match m {
            Some((seat, action)) => format!("{}{}", seat.index(), encode(action)),
            None => "+".into(),
        })
        .collect();
    out.push_str(&format!("moves {}\n", moves.join(" ")));
    if let Some((names, me)) = people {
        let words: Vec<String> = names.iter().map(|n| name_word(n)).collect();
        out.push_str(&format!("names {}\nseat {}\n", words.join(" "), me.index()));
    }
    out
}
