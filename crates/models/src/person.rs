//! A computer player that chooses as the Phoenix room's players did: the network's
//! discard policy, its riichi head and its call head ([`crate::choices`]), each taken at
//! its most likely answer. What the heads do not cover it takes as those players nearly
//! always do or as Hard does:
//!
//! - a win (tsumo or ron) is always taken (Hard takes every one);
//! - a call, once the head says call, is the one that lowers the hand's shanten most
//!   ([`crate::choices::best_call`]), or Hard's if Hard calls too;
//! - a kan in its own turn and the nine-terminals abort are Hard's choice;
//! - of a kind's copies it discards a plain one before a red five, and with riichi it
//!   discards the riichi kind its policy likes best.

use super::choices::{best_call, is_call};
use super::Model;
use rinshan_bots::{Bot, Decide, Level};
use rinshan_engine::{Action, SeatView};
use rinshan_rules::Seed;
use std::sync::Arc;

/// The player: a model (shared between seats) and Hard for what the model leaves.
pub struct Person {
    model: Arc<Model>,
    hard: Bot,
}

impl Person {
    /// A player of `model`; `seed` decides Hard's tie-breaks.
    pub fn new(model: Arc<Model>, seed: Seed) -> Person {
        Person {
            model,
            hard: Bot::new(Level::Hard, seed),
        }
    }

    fn claim(&mut self, view: &SeatView, legal: &[Action]) -> Option<Action> {
        let p = self.model.call_chance(view, legal)?;
        if p <= 0.5 {
            return Some(Action::Skip);
        }
        let hard = self.hard.decide(view, legal);
        if is_call(&hard) {
            return Some(hard);
        }
        best_call(view, legal)
    }

    fn turn(&mut self, view: &SeatView, legal: &[Action]) -> Option<Action> {
        if legal.iter().any(|a| {
            matches!(
                a,
                Action::Ankan { .. } | Action::Shouminkan { .. } | Action::KyuushuKyuuhai
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
            .is_some_and(|p| p > 0.5);
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
