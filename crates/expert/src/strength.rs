//! Every player a seat can be given by name, for self-play, the mjai bot and the arena:
//! the three levels of `rinshan-bots` and the Expert with its budget — `easy`, `normal`,
//! `hard`, `expert` (the default budget), `expert-400` (400 simulations a decision) or
//! `expert-30ms` (a time budget).

use super::budget::Budget;
use super::expert::{Clock, Expert};
use super::settings::Settings;
use rinshan_bots::{Bot, Decide, Level};
use rinshan_rules::Seed;

/// A player by name.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Strength {
    /// One of the levels (Easy, Normal, Hard).
    Level(Level),
    /// The Expert with this budget.
    Expert(Budget),
}

impl Strength {
    /// Every name's first word, weakest first (for help texts).
    pub const NAMES: &'static str = "easy, normal, hard, expert, expert-N, expert-Nms";

    /// Reads a name (any case): a level's, `expert`, `expert-N` or `expert-Nms`.
    pub fn parse(name: &str) -> Option<Strength> {
        let lower = name.to_ascii_lowercase();
        if lower == "expert" {
            return Some(Strength::Expert(Budget::default()));
        }
        if let Some(budget) = lower.strip_prefix("expert-") {
            return Budget::parse(budget).map(Strength::Expert);
        }
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(&lower))
            .map(Strength::Level)
    }

    /// The name [`Strength::parse`] reads.
    pub fn text(&self) -> String {
        match self {
            Strength::Level(l) => l.name().to_ascii_lowercase(),
            Strength::Expert(b) if *b == Budget::default() => "expert".into(),
            Strength::Expert(b) => format!("expert-{}", b.text()),
        }
    }

    /// A player of this strength; `seed` decides its tie-breaks and simulations, `clock`
    /// (milliseconds) times an Expert's budget (the wall clock when `None`).
    pub fn player(&self, seed: Seed, clock: Option<Clock>) -> Box<dyn Decide + Send> {
        match self {
            Strength::Level(l) => Box::new(Bot::new(*l, seed)),
            Strength::Expert(budget) => {
                let expert = Expert::new(
                    seed,
                    Settings {
                        budget: *budget,
                        ..Settings::default()
                    },
                );
                Box::new(match clock {
                    Some(c) => expert.with_clock(c),
                    None => expert,
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for name in [
            "easy",
            "normal",
            "hard",
            "expert",
            "expert-400",
            "expert-30ms",
        ] {
            let s = Strength::parse(name).unwrap_or_else(|| panic!("{name}"));
            assert_eq!(s.text(), name);
        }
        assert_eq!(Strength::parse("Hard"), Some(Strength::Level(Level::Hard)));
        assert_eq!(
            Strength::parse("expert-400"),
            Some(Strength::Expert(Budget::Simulations(400)))
        );
        assert_eq!(Strength::parse("expert-fast"), None);
        assert_eq!(Strength::parse("master"), None);
    }
}
