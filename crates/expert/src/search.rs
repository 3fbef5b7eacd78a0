//! The simulation itself. Each round of it deals one guess at the hidden tiles
//! ([`super::deal`]) and plays every candidate action out on that same deal, with the
//! same random choices afterwards ([`super::playout`]), so that candidates are compared
//! on equal luck and their difference is known far more precisely than either value.
//! Against a riichi, a discard is played out twice — the seat pushing to the end, and
//! folding from its next turn — and is worth the better of the two (the seat will choose
//! again then). Simulation goes on until the budget is spent, or sooner once one candidate
//! leads every other by [`Settings::stop_at`] standard errors. The best candidate is chosen
//! only when it beats Hard's choice by [`Settings::confidence`] standard errors of their
//! paired difference; otherwise Hard's choice stands.

use super::budget::Budget;
use super::candidates::Candidates;
use super::deal::deal;
use super::model::Plan;
use super::playout::{play_out, Stop};
use super::settings::{Horizon, Objective, Rollout, Settings};
use super::stats::{mean_se, paired};
use super::worth::{at_next_turn, game_state, outcome, Outcome};
use rinshan_engine::{Action, Hidden, Round, SeatView};
use rinshan_rules::{Rng, Seed};

/// Places are worth this many points where a hand is judged by place (so that values in
/// either objective read alike, and the points' tiebreak is small).
pub const POINTS_PER_PLACE: f64 = 10_000.0;

/// One candidate's simulated value.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    /// The action.
    pub action: Action,
    /// Hands simulated.
    pub hands: u32,
    /// Its mean value (points, or places as points: see [`POINTS_PER_PLACE`]).
    pub value: f64,
    /// Mean points moved.
    pub points: f64,
    /// Mean expected final place.
    pub place: f64,
    /// Mean value less Hard's choice's on the same deals…
    pub versus_hard: f64,
    /// …and its standard error.
    pub versus_hard_se: f64,
}

/// What a decision's simulation found.
#[derive(Clone, Debug, PartialEq)]
pub struct Search {
    /// Every candidate's estimate, in the candidates' order (Hard's choice first).
    pub estimates: Vec<Estimate>,
    /// Deals simulated (each candidate once per deal, or twice against a riichi).
    pub deals: u32,
    /// The action chosen.
    pub chosen: Action,
}

/// The value of one simulated hand under `objective`.
pub fn value(objective: Objective, o: &Outcome) -> f64 {
    match objective {
        Objective::Points => o.points,
        Objective::Place => -o.place * POINTS_PER_PLACE + 1e-3 * o.points,
    }
}

/// One way a candidate is played out: the candidate's index and the seat's plan after it.
type Arm = (usize, Plan);

/// The arms of `actions` from `view`: against a riichi (with the hand played out to its
/// end), each plain discard pushed and folded; everything else as the rollout plays.
fn arms(view: &SeatView, actions: &[Action], settings: &Settings) -> Vec<Arm> {
    let me = view.seat.index();
    let riichi_on_table = (0..4).any(|s| s != me && view.riichi[s]);
    let own = match settings.rollout {
        Rollout::Model => Plan::Model,
        Rollout::Level(l) => Plan::Level(l),
    };
    let mut out = Vec::new();
    for (i, a) in actions.iter().enumerate() {
        let plain = matches!(a, Action::Discard { riichi: false, .. });
        if riichi_on_table && plain && settings.horizon == Horizon::Hand && own == Plan::Model {
            out.push((i, Plan::Push));
            out.push((i, Plan::Fold));
        } else {
            out.push((i, own));
        }
    }
    out
}

/// For each of `actions` actions, its arm (of `arms`) of the highest mean value.
fn best_arms(values: &[Vec<f64>], arms: &[Arm], actions: usize) -> Vec<usize> {
    (0..actions)
        .map(|i| {
            (0..arms.len())
                .filter(|&j| arms[j].0 == i)
                .max_by(|&a, &b| mean_se(&values[a]).0.total_cmp(&mean_se(&values[b]).0))
                .unwrap_or(0)
        })
        .collect()
}

/// True when one of the `best` arms leads every other by `sigmas` standard errors of
/// their paired difference.
fn clear_leader(best: &[usize], values: &[Vec<f64>], sigmas: f64) -> bool {
    let means: Vec<f64> = best.iter().map(|&j| mean_se(&values[j]).0).collect();
    let Some(lead) = (0..best.len()).max_by(|&a, &b| means[a].total_cmp(&means[b])) else {
        return false;
    };
    (0..best.len()).filter(|&i| i != lead).all(|i| {
        let (d, se) = paired(&values[best[lead]], &values[best[i]]);
        d > sigmas * se
    })
}

/// Simulates `candidates` (at least two) from `view` with `settings`; `seed` decides the
/// deals and the simulated players' choices, `clock` (milliseconds) the time budget.
pub fn search(
    view: &SeatView,
    candidates: &Candidates,
    settings: &Settings,
    seed: Seed,
    clock: &mut dyn FnMut() -> f64,
) -> Search {
    search_dealt(view, candidates, settings, seed, clock, &mut |rng| {
        deal(view, rng, settings.reading)
    })
}

/// [`search`] with the hidden tiles of each simulated hand dealt by `dealer` instead of
/// [`deal`]'s guess from the view: for measuring what the guess costs (the oracle deals
/// the true hands, reading them perfectly).
pub fn search_dealt(
    view: &SeatView,
    candidates: &Candidates,
    settings: &Settings,
    seed: Seed,
    clock: &mut dyn FnMut() -> f64,
    dealer: &mut dyn FnMut(&mut Rng) -> Option<Hidden>,
) -> Search {
    let start = clock();
    let me = view.seat;
    let state = game_state(view);
    let actions = &candidates.actions;
    let arms = arms(view, actions, settings);
    let others = match settings.rollout {
        Rollout::Model => Plan::Model,
        Rollout::Level(l) => Plan::Level(l),
    };
    let until = (settings.horizon == Horizon::NextTurn).then_some(me);
    let k = arms.len();
    let mut rng = Rng::new(seed);
    // values[j][d]: arm j's value on deal d; outcomes summed beside.
    let mut values: Vec<Vec<f64>> = vec![Vec::new(); k];
    let mut sums: Vec<(f64, f64)> = vec![(0.0, 0.0); k];
    let mut failures = 0u32;
    loop {
        let deals = values[0].len() as u32;
        let spent = match settings.budget {
            Budget::Simulations(n) => deals as usize * k >= n as usize,
            Budget::Millis(ms) => clock() - start >= ms,
        };
        if (spent && deals >= 1) || failures > 50 {
            break;
        }
        if deals >= settings.min_deals
            && deals.is_multiple_of(8)
            && clear_leader(
                &best_arms(&values, &arms, actions.len()),
                &values,
                settings.stop_at,
            )
        {
            break;
        }
        let Some(hidden) = dealer(&mut rng) else {
            failures += 1;
            continue;
        };
        let play_seed = rng.next_u64();
        let Ok(base) = Round::from_view(view, hidden) else {
            failures += 1;
            continue;
        };
        let mut row = Vec::with_capacity(k);
        for &(i, plan) in &arms {
            let mut round = base.clone();
            let mut play_rng = Rng::new(Seed(play_seed));
            let mut plans = [others; 4];
            plans[me.index()] = plan;
            if round.apply(me, actions[i].clone()).is_err() {
                break;
            }
            match play_out(&mut round, &plans, &mut play_rng, until) {
                Stop::Ended => row.push(outcome(view, &state, &round)),
                Stop::Turn => row.push(at_next_turn(view, &state, &mut round)),
                Stop::Broken => break,
            }
        }
        if row.len() < k {
            failures += 1;
            continue;
        }
        for (j, o) in row.iter().enumerate() {
            values[j].push(value(settings.objective, o));
            sums[j].0 += o.points;
            sums[j].1 += o.place;
        }
    }
    let deals = values[0].len() as u32;
    let n = f64::from(deals.max(1));
    let best = best_arms(&values, &arms, actions.len());
    let estimates: Vec<Estimate> = best
        .iter()
        .enumerate()
        .map(|(i, &j)| {
            let (versus_hard, versus_hard_se) = paired(&values[j], &values[best[0]]);
            Estimate {
                action: actions[i].clone(),
                hands: deals,
                value: mean_se(&values[j]).0,
                points: sums[j].0 / n,
                place: sums[j].1 / n,
                versus_hard,
                versus_hard_se,
            }
        })
        .collect();
    let chosen = overrule(&estimates, settings.confidence)
        .map_or_else(|| candidates.hard().clone(), |e| e.action.clone());
    Search {
        estimates,
        deals,
        chosen,
    }
}

/// The estimate of highest value among those that beat Hard's choice by `confidence`
/// standard errors of their paired difference, if any ([`Settings::confidence`]).
pub fn overrule(estimates: &[Estimate], confidence: f64) -> Option<&Estimate> {
    estimates
        .iter()
        .filter(|e| e.versus_hard > confidence * e.versus_hard_se)
        .max_by(|a, b| a.value.total_cmp(&b.value))
}
