//! Computer players. A bot sees only its seat's [`SeatView`] and answers with one of the
//! legal actions the engine offered — the same interface as a human player.
//!
//! Three levels, and the name of a fourth:
//! - [`Level::Easy`]: takes any win, discards for the lowest shanten (ties at random),
//!   declares riichi whenever it can, never calls, never folds ([`easy`]).
//! - [`Level::Normal`]: chooses each discard by expected value — its hand's chance to
//!   win times what the win is worth ([`outlook`]) — less the risk of dealing in to a
//!   riichi ([`danger`]); always riichi; no call but a yakuhai pon ([`judge`]).
//! - [`Level::Hard`]: as Normal, and looks a draw ahead from 1-shanten and two from
//!   2-shanten ([`outlook`]), reads open hands and late quiet hands as threats too
//!   ([`threat`]), stays dama when that is worth more, calls when the call is worth more
//!   than the closed hand, and declares kans as the rule texts advise ([`kan`]).
//! - [`Level::Expert`]: decides by simulation, in its own crate (`rinshan-expert`), which
//!   the game loads only when a player picks it. Here the level is only a name (settings,
//!   seat boards, records): a [`Bot`] of this level decides as Hard, which is what the
//!   Expert itself does when one action is clearly right.
//! - [`Level::Phoenix`]: plays as the Phoenix room's players did, by a network trained on
//!   their games (the `rinshan-models` crate, loaded only when a player picks it). Here, as
//!   for the Expert, the level is only a name: a [`Bot`] of this level decides as Hard.

pub mod calls;
pub mod coach;
pub mod danger;
pub mod easy;
pub mod judge;
pub mod kan;
pub mod kita;
pub mod memo;
pub mod outlook;
pub mod placement;
pub mod shape;
pub mod skill;
pub mod speed;
pub mod table;
#[cfg(test)]
mod test_view;
pub mod threat;
pub mod value;
pub mod yaku_path;

use rinshan_engine::{Action, SeatView};
use rinshan_rules::hand::counts_of;
use rinshan_rules::shanten::shape_shanten;
use rinshan_rules::{Rng, Seed};
use shape::best_shanten_after_discard;
use skill::Skill;
use yaku_path::yakuhai_kinds;

pub use rinshan_frame::Level;

/// The tiles the engine lets this seat discard without declaring riichi.
pub fn plain_discards(legal: &[Action]) -> Vec<rinshan_rules::Tile> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Discard {
                tile,
                riichi: false,
            } => Some(*tile),
            _ => None,
        })
        .collect()
}

/// A player for one seat: anything that chooses among the engine's legal actions from
/// the seat's view alone. The levels' [`Bot`] is one; players built on it in other crates
/// (the Expert, which simulates) are others, so that self-play and the mjai bot can seat
/// any of them.
pub trait Decide {
    /// Chooses one of `legal` (never anything else) from what `view` shows.
    fn decide(&mut self, view: &SeatView, legal: &[Action]) -> Action;
}

impl Decide for Bot {
    fn decide(&mut self, view: &SeatView, legal: &[Action]) -> Action {
        Bot::decide(self, view, legal)
    }
}

/// A computer player.
#[derive(Clone, Debug)]
pub struct Bot {
    level: Level,
    rng: Rng,
}

impl Bot {
    /// A bot of `level`; `seed` decides its tie-breaks, so games stay reproducible.
    pub fn new(level: Level, seed: Seed) -> Bot {
        Bot {
            level,
            rng: Rng::new(seed),
        }
    }

    /// The bot's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The level whose judgement it plays: its own, or Hard's for the levels decided
    /// elsewhere (see [`Level::decided_elsewhere`]).
    fn plays(&self) -> Level {
        match self.level {
            Level::Expert | Level::Phoenix => Level::Hard,
            l => l,
        }
    }

    /// Chooses one of `legal` (never anything else) from what `view` shows.
    pub fn decide(&mut self, view: &SeatView, legal: &[Action]) -> Action {
        let fallback = legal.first().cloned().unwrap_or(Action::Skip);
        if legal.len() <= 1 {
            return fallback;
        }
        if let Some(win) = legal
            .iter()
            .find(|a| matches!(a, Action::Tsumo | Action::Ron))
        {
            return win.clone();
        }
        let choice = if view.claim.is_some() {
            self.claim(view, legal)
        } else {
            self.turn(view, legal)
        };
        match choice {
            Some(a) if legal.contains(&a) => a,
            _ => fallback,
        }
    }

    /// What a level weighs in its choices (Easy weighs nothing: it is not asked).
    fn skill(&self) -> Skill {
        match self.plays() {
            Level::Hard => Skill::HARD,
            _ => Skill::NORMAL,
        }
    }

    /// Answering another player's discard.
    fn claim(&mut self, view: &SeatView, legal: &[Action]) -> Option<Action> {
        let skip = Some(Action::Skip);
        let (_, tile) = view.claim?;
        let pon = legal
            .iter()
            .find(|a| matches!(a, Action::Pon { .. }))
            .cloned();
        let yakuhai_pon = yakuhai_kinds(view).contains(&tile.kind()) && pon.is_some();
        match self.plays() {
            Level::Easy => skip,
            Level::Normal => {
                if yakuhai_pon {
                    pon
                } else if self.skill().judge_calls {
                    calls::claim(view, legal, self.skill())
                } else {
                    skip
                }
            }
            Level::Hard | Level::Expert | Level::Phoenix => {
                let counts = counts_of(view.hand.iter().copied());
                let now = shape_shanten(&counts, view.my_melds().len());
                // A yakuhai pon gives a slow hand its yaku and a step: take it unless
                // someone is in riichi.
                if yakuhai_pon && now >= 2 && !kan::threatened(view) {
                    return pon;
                }
                if kan::open_kan(view, legal) {
                    return Some(Action::Daiminkan);
                }
                calls::claim(view, legal, self.skill())
            }
        }
    }

    /// One's own turn: nine terminals, kans, riichi, the discard.
    fn turn(&mut self, view: &SeatView, legal: &[Action]) -> Option<Action> {
        if let Some(kita) = kita::kita(view, legal) {
            return Some(kita);
        }
        if self.plays() == Level::Easy {
            return easy::turn(view, legal, &mut self.rng);
        }
        let counts = counts_of(view.hand.iter().copied());
        let now = best_shanten_after_discard(&counts, view.my_melds().len());
        if legal.contains(&Action::KyuushuKyuuhai) {
            return Some(Action::KyuushuKyuuhai);
        }
        if self.plays() == Level::Hard {
            if let Some(kan) = kan::own_kan(view, legal, now) {
                return Some(kan);
            }
        }
        judge::turn(view, legal, self.skill())
    }
}
