//! Why an action was refused, in words a player understands.

use std::fmt;

use super::action::Action;
use rinshan_rules::Seat;

/// An action the rules do not allow at this moment. The round's state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction {
    /// Who tried it.
    pub seat: Seat,
    /// What they tried.
    pub action: Action,
    /// Why it is not allowed, as a sentence naming the rule.
    pub reason: String,
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.action, self.reason)
    }
}

impl std::error::Error for IllegalAction {}
