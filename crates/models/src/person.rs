//! A computer player that chooses as the Phoenix room's players did: the network's
//! discard policy (its most likely discard), its riichi head and its call head
//! ([`crate::choices`], each above its [`Thresholds`]). What the heads do not cover it
//! takes as those players nearly always do or as Hard does:
//!
//! - a win (tsumo or ron) is always taken (Hard takes every one);
//! - a call, once the head says call, is the one that lowers the hand's shanten most
//!   ([`crate::choices::best_call`]), or Hard's if Hard calls too (Hard is asked once a
//!   discard: its answer is also one of the head's inputs);
//! - a kan in its own turn, the nine-terminals abort and a kita (three players) are
//!   Hard's choice;
//! - of a kind's copies it discards a plain one before a red five, and with riichi it
//!   discards the riichi kind its policy likes best.

use super::choices::is_call;
use super::Model;
use rinshan_bots::{Bot, Decide, Level};
use rinshan_engine::{Action, SeatView};
use rinshan_rules::Seed;
use std::sync::Arc;

/// The chances above which the player calls and declares riichi. The heads are
/// calibrated (LAB.md), so at 0.5 the player would take the Phoenix players' more likely
/// answer each time, and call less often than they did (a call the head gives 0.45 is
/// still made 45 times in 100 by those players): four players calling at 0.5 made 0.446
/// calls a hand, at 0.40 0.515, at 0.33 0.587, and at 0.35, the default, 0.564, where the
/// test split's players made 0.565 (600 self-play games each; docs/LAB.md). Riichi at 0.5
/// is already within a point of theirs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    /// Call when the call head's chance is above this.
    pub call: f32,
    /// Declare riichi when the riichi head's chance is above this.
    pub riichi: f32,
}

impl Default for Thresholds {
    fn default() -> Thresholds {
        Thresholds {
            call: 0.35,
            riichi: 0.5,
        }
    }
}

/// The player: a model (shared between seats) and Hard for what the model leaves.
pub struct Person {
    model: Arc<Model>,
    hard: Bot,
    thresholds: Thresholds,
}

impl Person {
    /// A player of `model`; `seed` decides Hard's tie-breaks.
    pub fn new(model: Arc<Model>, seed: Seed) -> Person {
        Person {
            model,
            hard: Bot::new(Level::Hard, seed),
            thresholds: Thresholds::default(),
        }
    }

    /// The same player with other thresholds.
    pub fn with_thresholds(self, thresholds: Thresholds) -> Person {
        Person { thresholds, ..self }
    }

    fn claim(&mut self, view: &SeatView, legal: &[Action]) -> Option<Action> {
        // Hard's answer is one of the call head's inputs and the call made when it calls
        // too: asked once.
        let hard = self.hard.decide(view, legal);
        let (p, best) = self.model.call_choice(view, legal, &hard)?;
        if p <= self.thresholds.call {
            return Some(Action::Skip);
        }
        Some(if is_call(&hard) { hard } else { best })
    }

    fn turn(&mut self, view: &SeatView, legal: &[Action]) -> Option<Action> {
        if legal.iter().any(|a| {
            matches!(
                a,
                Action::Ankan { .. }
                    | Action::Shouminkan { .. }
                    | Action::KyuushuKyuuhai
                    | Action::Kita
            )
        }) {
            let hard = self.hard.decide(view, legal);
            if !matches!(hard, Action::Discard { .. }) {
                return Some(hard);
            }
        }
        let (y, h) = self.model.net_all(&super::features::encode(view));
        let riichi = self
            .model
            .riichi_from(view, legal, &y, h)
            .is_some_and(|p| p > self.thresholds.riichi);
        legal
            .iter()
            .filter(|a| matches!(a, Action::Discard { riichi: r, .. } if *r == riichi))
            .max_by(|a, b| {
                let key = |a: &Action| match a {
                    Action::Discard { tile, .. } => (y[tile.kind().index()], !tile.is_red()),
                    _ => (f32::NEG_INFINITY, false),
                };
                let (ka, kb) = (key(a), key(b));
                ka.0.total_cmp(&kb.0).then(ka.1.cmp(&kb.1))
            })
            .cloned()
    }
}

impl Decide for Person {
    fn decide(&mut self, view: &SeatView, legal: &[Action]) -> Action {
        let forced = legal.len() <= 1;
        let win = legal
            .iter()
            .any(|a| matches!(a, Action::Tsumo | Action::Ron));
        let chosen = if forced || win {
            None
        } else if view.claim.is_some() {
            self.claim(view, legal)
        } else {
            self.turn(view, legal)
        };
        match chosen {
            Some(a) if legal.contains(&a) => a,
            // The only action, a win (Hard takes every one, as the Phoenix players nearly
            // always did), no head for it (weights without the choice heads) or nothing
            // it knows: Hard's choice.
            _ => self.hard.decide(view, legal),
        }
    }
}
