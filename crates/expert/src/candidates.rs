//! Which actions the Expert simulates: the few that Hard's own reckoning does not rule
//! out. A win is always taken and a decision with one sensible action is made at once
//! (Hard's choice, with no simulation), as is a quiet discard (no riichi to declare, no
//! opponent who may be tenpai: a matter of shape, unless [`Width::quiet`]); otherwise the
//! discards Hard values within [`Width::margin`] of its best (at most [`Width::discards`]
//! of them), each with and without riichi where riichi is allowed, the safest tile when an
//! opponent may be tenpai, and on another player's discard passing and the calls Hard
//! would consider (those that keep a yaku in reach).

use rinshan_bots::calls::claim_options;
use rinshan_bots::judge::Judge;
use rinshan_bots::skill::Skill;
use rinshan_bots::table::Table;
use rinshan_bots::{Bot, Level};
use rinshan_engine::{Action, SeatView};
use rinshan_rules::{Seed, Tile};

/// How wide the Expert looks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Width {
    /// Discards simulated at most (riichi and dama of the same tile count as one).
    pub discards: usize,
    /// A discard is simulated when Hard values it within this many points of its best…
    pub margin: f64,
    /// …or within this share of its best's worth.
    pub share: f64,
    /// Calls simulated at most beside passing.
    pub calls: usize,
    /// Quiet discards (no riichi to declare, no opponent who may be tenpai) are simulated
    /// too.
    pub quiet: bool,
}

impl Default for Width {
    fn default() -> Width {
        Width {
            discards: 4,
            margin: 1_500.0,
            share: 0.3,
            calls: 2,
            quiet: false,
        }
    }
}

/// The actions worth simulating, and Hard's choice among them.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidates {
    /// The actions, Hard's choice first.
    pub actions: Vec<Action>,
}

impl Candidates {
    /// Hard's choice.
    pub fn hard(&self) -> &Action {
        &self.actions[0]
    }

    /// True when there is nothing to simulate: one sensible action.
    pub fn settled(&self) -> bool {
        self.actions.len() <= 1
    }
}

/// The candidates among `legal` (never anything else) from what `view` shows.
pub fn candidates(view: &SeatView, legal: &[Action], width: &Width) -> Candidates {
    let hard = Bot::new(Level::Hard, Seed(0)).decide(view, legal);
    let mut actions = vec![hard.clone()];
    let win = legal
        .iter()
        .any(|a| matches!(a, Action::Tsumo | Action::Ron));
    if legal.len() > 1 && !win {
        if view.claim.is_some() {
            calls(view, legal, width, &mut actions);
        } else if matches!(hard, Action::Discard { .. }) && !view.riichi[view.seat.index()] {
            discards(view, legal, width, &mut actions);
        }
    }
    Candidates { actions }
}

/// Adds `a` unless it is there already.
fn push(actions: &mut Vec<Action>, a: Action) {
    if !actions.contains(&a) {
        actions.push(a);
    }
}

/// The discards worth simulating, with and without riichi.
fn discards(view: &SeatView, legal: &[Action], width: &Width, actions: &mut Vec<Action>) {
    let plain: Vec<Tile> = rinshan_bots::plain_discards(legal);
    let table = Table::new(view);
    let mut judge = Judge::new(&table, Skill::HARD);
    let melds = view.my_melds().to_vec();
    let mut weighed = judge.weigh_all(&view.hand, &melds, &plain);
    weighed.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    let Some(top) = weighed.first().map(|w| w.worth) else {
        return;
    };
    let floor = top - width.margin.max(width.share * top.abs());
    let mut tiles: Vec<Tile> = weighed
        .iter()
        .filter(|w| w.worth >= floor)
        .take(width.discards)
        .map(|w| w.tile)
        .collect();
    // A quiet discard (no riichi to declare, nobody who may be tenpai) is a matter of
    // shape, which Hard's reckoning reads well: it is simulated only when asked.
    let riichi_possible = legal
        .iter()
        .any(|a| matches!(a, Action::Discard { riichi: true, .. }));
    if !width.quiet && !riichi_possible && !judge.threatened() {
        return;
    }
    // Against a threat, folding is always a candidate: the safest tile.
    if judge.threatened() {
        if let Some(safe) = weighed.iter().min_by(|a, b| a.risk.total_cmp(&b.risk)) {
            if !tiles.contains(&safe.tile) {
                tiles.push(safe.tile);
            }
        }
    }
    for tile in tiles {
        for riichi in [true, false] {
            let a = Action::Discard { tile, riichi };
            if legal.contains(&a) {
                push(actions, a);
            }
        }
    }
}

/// Passing and the calls worth simulating.
fn calls(view: &SeatView, legal: &[Action], width: &Width, actions: &mut Vec<Action>) {
    let mut options = claim_options(view, legal, Skill::HARD);
    options.sort_by(|a, b| b.1.total_cmp(&a.1));
    push(actions, Action::Skip);
    for (a, _) in options
        .into_iter()
        .filter(|(a, _)| *a != Action::Skip)
        .take(width.calls)
    {
        push(actions, a);
    }
}
