//! An action the rules refuse: who tried what, and the rule that forbids it.

use std::fmt;

use super::action::Action;
use super::refusal::Refusal;
use rinshan_rules::Seat;

/// An action the rules do not allow at this moment. The round's state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction {
    /// Who tried it.
    pub seat: Seat,
    /// What they tried.
    pub action: Action,
    /// The rule that forbids it (its words come from `rinshan-text`).
    pub refusal: Refusal,
}

impl fmt::Display for IllegalAction {
    /// For logs and programs: the action and the refusal's stable name. Players read the
    /// refusal in words from `rinshan-text`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "seat {} {:?} refused ({})",
            self.seat.index(),
            self.action,
            self.refusal.kind()
        )
    }
}

impl std::error::Error for IllegalAction {}
