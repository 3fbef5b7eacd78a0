//! How the Expert simulates: its budget, what a simulated hand is judged by, how far each
//! simulation looks, who plays the simulated seats, and how sure it must be to overrule
//! Hard. Every option is one field, documented here.

use super::budget::Budget;
use super::read::Reading;
use rinshan_bots::Level;

/// What a simulated hand is judged by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    /// The expected final place (the match standing; the points only as a tiebreak).
    Place,
    /// The points the hand moves.
    Points,
}

/// How far one simulation looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Horizon {
    /// To the end of the hand.
    Hand,
    /// To the seat's next turn, where Hard's reckoning of its best discard (expected
    /// points) stands for the rest of the hand: far less spread between simulations, and
    /// no reliance on the model for the seat's own later play.
    NextTurn,
}

/// Who plays the simulated seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// The cheap model (`model`): hundreds of hands in a decision's time.
    Model,
    /// A level of `rinshan-bots` in every seat: its own judgement, at a hundred times the
    /// cost (for measuring what the model's simplicity costs).
    Level(Level),
}

/// How the Expert simulates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// How much simulation a decision gets.
    pub budget: Budget,
    /// What a simulated hand is judged by.
    pub objective: Objective,
    /// How far each simulation looks.
    pub horizon: Horizon,
    /// Who plays the simulated seats.
    pub rollout: Rollout,
    /// Standard errors (of the paired difference) by which the best candidate must beat
    /// Hard's choice to be chosen instead.
    pub confidence: f64,
    /// Standard errors by which a leader must beat every other candidate to stop early…
    pub stop_at: f64,
    /// …after at least this many deals.
    pub min_deals: u32,
    /// How each deal reads the other seats' discards ([`super::read`]).
    pub reading: Reading,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            budget: Budget::default(),
            objective: Objective::Place,
            horizon: Horizon::Hand,
            rollout: Rollout::Model,
            confidence: 2.0,
            stop_at: 4.0,
            min_deals: 24,
            reading: Reading::BLIND,
        }
    }
}
