//! One source for what is legal and why not. [`Round::check`] decides any action for any
//! seat, returning the [`Refusal`] that names the rule; [`Round::legal_actions`] is the
//! candidate actions of the moment filtered by that same check, so the list and the
//! reasons cannot disagree.
//!
//! The checks themselves live with their rules: [`turn_checks`](super::turn_checks)
//! (discards, riichi, tsumo, nine terminals), [`kan_checks`](super::kan_checks) (ankan,
//! shouminkan, the kan limits) and [`claim_checks`](super::claim_checks) (ron, pon, chii,
//! daiminkan on a discard or a kan tile).

use super::action::Action;
use super::claim_checks::ClaimOn;
use super::claims::ClaimWindow;
use super::event::Event;
use super::refusal::Refusal;
use super::round::{Phase, Round};
use super::turn_checks::TurnContext;
use rinshan_rules::Seat;

/// The actions that answer another seat's discard or kan.
pub(crate) fn is_claim(action: &Action) -> bool {
    matches!(
        action,
        Action::Pon { .. } | Action::Chii { .. } | Action::Daiminkan | Action::Ron
    )
}

impl Round {
    /// Whether `seat` may take `action` now: `Ok`, or the rule that forbids it.
    /// [`Round::legal_actions`] lists exactly the candidates this accepts (in their
    /// [canonical](Action::canonical) form: a chii named with its tiles the other way
    /// round is the same chii).
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        let action = &action.canonical();
        match &self.phase {
            Phase::Ended => Err(Refusal::HandOver),
            Phase::Draw { seat: s } => match action {
                _ if is_claim(action) => self.check_passed_claim(seat, action),
                _ if *s != seat => Err(Refusal::NotYourTurn),
                Action::Draw => Ok(()),
                Action::Skip => Err(Refusal::NothingToPass),
                _ => Err(Refusal::DrawFirst),
            },
            Phase::Turn { seat: s, .. } if *s != seat => Err(if is_claim(action) {
                Refusal::NoDiscardToClaim
            } else {
                Refusal::NotYourTurn
            }),
            Phase::Turn { .. } => self.check_turn(&self.turn_context(seat), action),
            Phase::Claims(window) => self.check_in_window(window, seat, action),
        }
    }

    /// Why `seat` may not take `action` now; `None` when it may (see [`Round::check`]).
    pub fn refusal(&self, seat: Seat, action: &Action) -> Option<Refusal> {
        self.check(seat, action).err()
    }

    /// The first seat (in seat order) that may act now, with its legal actions: the
    /// player to ask next when bots play every seat. `None` when nobody may (the hand is
    /// over).
    pub fn to_act(&self) -> Option<(Seat, Vec<Action>)> {
        Seat::ALL
            .into_iter()
            .map(|s| (s, self.legal_actions(s)))
            .find(|(_, legal)| !legal.is_empty())
    }

    /// Every action `seat` may take now (empty when it is not that seat's moment): the
    /// moment's candidates that [`Round::check`] accepts, in a fixed order.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        match &self.phase {
            Phase::Draw { seat: s } if *s == seat => vec![Action::Draw],
            Phase::Turn { seat: s, .. } if *s == seat => {
                let ctx = self.turn_context(seat);
                self.turn_candidates(&ctx)
                    .into_iter()
                    .filter(|a| self.check_turn(&ctx, a).is_ok())
                    .collect()
            }
            // Worked out by the same checks when the window opened; nothing they read
            // changes while it is open.
            Phase::Claims(window) => window.options(seat),
            _ => Vec::new(),
        }
    }

    /// The tile a claim answers now: the open window's, or the discard that has just
    /// passed without one (the next seat has not drawn yet). `None` in a turn, at the
    /// start of a hand and once it is over.
    pub fn claim_in_question(&self) -> Option<ClaimOn> {
        match &self.phase {
            Phase::Claims(window) => Some(window.claim_on()),
            // What a passed discard leaves after it: a kan dora turned, a riichi paid.
            Phase::Draw { .. } => self.log.iter().rev().find_map(|e| match e {
                Event::DoraRevealed { .. } | Event::RiichiAccepted { .. } => None,
                Event::Discarded { seat, tile, .. } => Some(Some(ClaimOn {
                    discarder: *seat,
                    tile: *tile,
                    kan: None,
                    kita: false,
                })),
                _ => Some(None),
            })?,
            _ => None,
        }
    }

    /// A claim on the discard that has just passed: refused by the rule that kept it from
    /// being offered (chii from a seat not on the discarder's left, a pon without two
    /// of the tile, furiten…), whether or not a window opened for someone else; a claim
    /// the window offered and the seat passed, or one with no discard before it, has
    /// no discard to claim now.
    fn check_passed_claim(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        match self.claim_in_question() {
            Some(on) => self
                .check_claim(seat, &on, action)
                .and(Err(Refusal::NoDiscardToClaim)),
            None => Err(Refusal::NoDiscardToClaim),
        }
    }

    /// A seat's action while others answer a discard (or a kan tile).
    fn check_in_window(
        &self,
        window: &ClaimWindow,
        seat: Seat,
        action: &Action,
    ) -> Result<(), Refusal> {
        if seat == window.discarder {
            return Err(if is_claim(action) {
                Refusal::OwnDiscard
            } else {
                Refusal::NotYourTurn
            });
        }
        if window.has_answered(seat) {
            return Err(Refusal::AlreadyAnswered);
        }
        let waiting = window.is_waiting_for(seat);
        match action {
            Action::Skip if waiting => Ok(()),
            Action::Skip => Err(Refusal::NothingToPass),
            _ if is_claim(action) => self.check_claim(seat, &window.claim_on(), action),
            _ if waiting => Err(Refusal::AnswerTheDiscardFirst),
            _ => Err(Refusal::NotYourTurn),
        }
    }

    /// The context of `seat`'s turn (call it only in that seat's turn).
    pub(crate) fn turn_context(&self, seat: Seat) -> TurnContext {
        match &self.phase {
            Phase::Turn {
                drawn,
                call,
                rinshan,
                ..
            } => TurnContext::new(self, seat, *drawn, call.clone(), *rinshan),
            _ => TurnContext::new(self, seat, None, None, false),
        }
    }
}
