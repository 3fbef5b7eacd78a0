//! The Easy player: it wins whenever it can, discards for the lowest shanten (ties broken
//! at random), declares riichi whenever it can, never calls and never folds — a beginner
//! who knows how to build a hand and nothing else.

use super::shape::{discard_shapes, Shape};
use rinshan_engine::{Action, SeatView};
use rinshan_rules::{Rng, Tile};

/// Easy's turn: riichi when allowed, else a random discard among the lowest shanten.
pub fn turn(view: &SeatView, legal: &[Action], rng: &mut Rng) -> Option<Action> {
    if let Some(riichi) = legal
        .iter()
        .find(|a| matches!(a, Action::Discard { riichi: true, .. }))
    {
        return Some(riichi.clone());
    }
    let discards: Vec<Tile> = crate::plain_discards(legal);
    let shapes = discard_shapes(&view.hand, view.my_melds().len(), &view.visible());
    let shape_of = |t: Tile| {
        shapes
            .iter()
            .find(|(d, _)| *d == t)
            .map(|(_, s)| *s)
            .unwrap_or(Shape {
                shanten: 8,
                ukeire: 0,
            })
    };
    let best = discards.iter().map(|&t| shape_of(t).shanten).min()?;
    let tied: Vec<Tile> = discards
        .iter()
        .copied()
        .filter(|&t| shape_of(t).shanten == best)
        .collect();
    let pick = tied[rng.below(tied.len() as u64) as usize];
    Some(Action::Discard {
        tile: pick,
        riichi: false,
    })
}
