//! Why an action is refused, in words a player understands and naming the rule: kuikae,
//! riichi's conditions, whose turn it is, what a win needs. The table shows these for
//! every tile and call it greys out, so the UI never decides a rule itself.

use super::action::Action;
use super::round::{Phase, Round};
use crate::rules::Seat;

impl Round {
    /// Why `seat` may not take `action` now, in words naming the rule (kuikae, riichi,
    /// furiten, whose turn it is…); `None` when the action is legal. The UI shows this for
    /// every tile and call it greys out, so it never decides a rule itself.
    pub fn refusal(&self, seat: Seat, action: &Action) -> Option<String> {
        if self.legal_actions(seat).contains(action) {
            None
        } else {
            Some(self.why_illegal(seat, action))
        }
    }

    /// The rule that forbids `action` to `seat` now (called for an action known illegal).
    pub(super) fn why_illegal(&self, seat: Seat, action: &Action) -> String {
        let mine = match &self.phase {
            Phase::Draw { seat: s } | Phase::Turn { seat: s, .. } => *s == seat,
            Phase::Claims(w) => w.is_waiting_for(seat),
            Phase::Ended => return "the hand is over".into(),
        };
        if !mine {
            return "it is not your turn to act".into();
        }
        let p = &self.players[seat.index()];
        match (action, &self.phase) {
            (_, Phase::Draw { .. }) => "draw a tile first".into(),
            (Action::Draw, _) => "you have already drawn".into(),
            (Action::Discard { tile, .. }, _) if !p.hand.contains(tile) => {
                format!("{} is not in your hand", tile.name())
            }
            (Action::Discard { tile, .. }, Phase::Turn { call: Some(c), .. })
                if c.forbidden.contains(&tile.kind()) =>
            {
                format!(
                    "kuikae: right after a call you may not discard {}",
                    tile.name()
                )
            }
            (Action::Discard { riichi: false, .. }, _) if p.riichi.is_some() => {
                "after riichi you must discard the tile you drew".into()
            }
            (Action::Discard { riichi: true, .. }, _) if !p.is_closed() => {
                "riichi needs a closed hand".into()
            }
            (Action::Discard { riichi: true, .. }, _) if p.points < 1000 => {
                "riichi needs 1000 points for the deposit".into()
            }
            (Action::Discard { riichi: true, .. }, _) if self.wall.live_remaining() < 4 => {
                "riichi needs at least four tiles left in the wall".into()
            }
            (Action::Discard { riichi: true, tile }, _) => {
                format!("discarding {} does not leave the hand tenpai", tile.name())
            }
            (Action::Tsumo | Action::Ron, _) => {
                "the hand is not a winning hand with a yaku here".into()
            }
            (Action::Chii { .. }, _) => {
                "chii takes the discard of the player on your left, with two tiles that make a run"
                    .into()
            }
            _ => "that is not possible now".into(),
        }
    }
}
