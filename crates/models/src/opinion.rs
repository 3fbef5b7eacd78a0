//! What a Phoenix player would make of one decision (the coach's "what a strong player
//! would do"): the Phoenix player's own choice ([`crate::person::Person`]), how likely the
//! seat's choice was among those players (the policy over the discards offered, times the
//! riichi head's answer; or the call head's), and the chance that the discard played
//! deals in, by the reading (against any of the three others).

use super::person::Person;
use super::Model;
use rinshan_bots::Decide;
use rinshan_engine::{Action, SeatView};
use rinshan_rules::Seed;
use std::sync::Arc;

/// The model's opinion of one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Opinion {
    /// What the Phoenix player would do.
    pub choice: Action,
    /// How likely the seat's own choice was among the Phoenix players: `None` for a
    /// decision the model does not weigh (a win, a kan in one's own turn, the
    /// nine-terminals abort).
    pub played: Option<f32>,
    /// The chance that the seat's discard deals in (a discard only).
    pub deal_in: Option<f32>,
}

/// The opinion of `model` on the seat's choice `played` among `legal`, from `view`.
pub fn opinion(model: &Arc<Model>, view: &SeatView, legal: &[Action], played: &Action) -> Opinion {
    let choice = Person::new(model.clone(), Seed(0)).decide(view, legal);
    let mut out = Opinion {
        choice,
        played: None,
        deal_in: None,
    };
    if view.claim.is_some() {
        out.played = match played {
            Action::Ron => None,
            a => model.call_chance(view, legal).map(|p| {
                if super::choices::is_call(a) {
                    p
                } else {
                    1.0 - p
                }
            }),
        };
        return out;
    }
    let Action::Discard { tile, riichi } = played else {
        return out;
    };
    let reading = model.read_view(view);
    let kind = tile.kind().index();
    // The policy over the kinds this seat may discard (with or without riichi, as played).
    let offered = |k: usize| {
        legal
            .iter()
            .any(|a| matches!(a, Action::Discard { tile: t, riichi: r } if t.kind().index() == k && r == riichi))
    };
    let total: f32 = (0..34)
        .filter(|&k| offered(k))
        .map(|k| reading.discard[k])
        .sum();
    let riichi_factor = match model.riichi_chance(view, legal) {
        Some(p) if *riichi => p,
        Some(p) => 1.0 - p,
        None => 1.0,
    };
    if total > 0.0 {
        out.played = Some(riichi_factor * reading.discard[kind] / total);
    }
    out.deal_in = Some(reading.deal_in_any(kind));
    out
}
