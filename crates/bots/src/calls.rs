//! Calls on another player's discard, judged by value: passing is worth what the hand is
//! worth as it stands; a chii or pon is worth the best discard after it (an open hand:
//! no riichi, a yaku needed, but a step taken now and more to take by calling). The call
//! is made when it is worth clearly more, and only when the hand after it can still win
//! (a yaku in reach).

use super::judge::{without_exact, Judge};
use super::skill::Skill;
use super::table::Table;
use rinshan_engine::claims::called_meld;
use rinshan_engine::kuikae::kuikae_forbidden;
use rinshan_engine::{Action, SeatView};
use rinshan_rules::Tile;

/// Another player's discard: the call (chii, pon) worth more than passing, if any.
pub fn claim(view: &SeatView, legal: &[Action], skill: Skill) -> Option<Action> {
    let options = claim_options(view, legal, skill);
    let stay = options
        .iter()
        .find(|(a, _)| *a == Action::Skip)
        .map_or(0.0, |(_, v)| *v);
    let best = options
        .into_iter()
        .filter(|(a, _)| *a != Action::Skip)
        .max_by(|a, b| a.1.total_cmp(&b.1));
    match best {
        Some((a, v)) if v > stay * skill.call_margin + 100.0 => Some(a),
        _ => Some(Action::Skip),
    }
}

/// What passing and each chii or pon among `legal` is worth (a call: its best discard
/// after it).
pub fn claim_options(view: &SeatView, legal: &[Action], skill: Skill) -> Vec<(Action, f64)> {
    let Some((from, called)) = view.claim else {
        return Vec::new();
    };
    let table = Table::new(view);
    let mut judge = Judge::new(&table, skill);
    let melds = view.my_melds().to_vec();
    let mut out = vec![(Action::Skip, judge.standing(&view.hand, &melds))];
    for a in legal {
        let (tiles, chii) = match a {
            Action::Chii { tiles } => (*tiles, true),
            Action::Pon { tiles } => (*tiles, false),
            _ => continue,
        };
        let Some(meld) = called_meld(tiles, called, from, chii) else {
            continue;
        };
        let forbidden = kuikae_forbidden(view.rules.kuikae, &meld, called);
        let mut rest = view.hand.clone();
        for t in tiles {
            rest = without_exact(&rest, t);
        }
        let mut after = melds.clone();
        after.push(meld);
        let mut discards: Vec<Tile> = Vec::new();
        for &t in &rest {
            if !forbidden.contains(&t.kind()) && !discards.contains(&t) {
                discards.push(t);
            }
        }
        // A call is made only toward a win: an open hand without a yaku cannot win, and
        // its tenpai at a draw (which still counts for the noten payments) is no reason
        // to open the hand.
        if let Some(w) = judge
            .best_discard(&rest, &after, &discards)
            .filter(|w| w.outlook.value > 0.0)
        {
            out.push((a.clone(), w.worth));
        }
    }
    out
}
