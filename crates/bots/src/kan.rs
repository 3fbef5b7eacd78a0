//! Kan judgement, as the rule texts advise: "there is little point in going kan with an
//! undeveloped hand". An ankan after riichi is declared whenever offered (the engine
//! offers it only when the waits stay the same); otherwise an ankan or shouminkan only
//! with a developed hand (1-shanten or better) whose shape it keeps, and not while another
//! player is in riichi (a kan turns a dora for them too). An open kan on a discard only on
//! an open hand with a yaku, close to done, keeping its shape.

use super::yaku_path::{open_yaku_path, yakuhai_kinds};
use rinshan_engine::{Action, SeatView};
use rinshan_rules::hand::counts_of;
use rinshan_rules::shanten::shape_shanten;

/// Someone else is in riichi.
pub fn threatened(view: &SeatView) -> bool {
    (0..4).any(|s| s != view.seat.index() && view.riichi[s])
}

/// The ankan or shouminkan to declare on one's own turn, if any; `now` is the best
/// shanten one discard reaches.
pub fn own_kan(view: &SeatView, legal: &[Action], now: i8) -> Option<Action> {
    let counts = counts_of(view.hand.iter().copied());
    let melds = view.my_melds().len();
    let in_riichi = view.riichi[view.seat.index()];
    for a in legal {
        match a {
            Action::Ankan { kind } => {
                if in_riichi {
                    return Some(a.clone());
                }
                let mut c = counts;
                c[kind.index()] -= 4;
                if now <= 1 && !threatened(view) && shape_shanten(&c, melds + 1) <= now {
                    return Some(a.clone());
                }
            }
            Action::Shouminkan { tile } => {
                let mut c = counts;
                c[tile.kind().index()] -= 1;
                if now <= 1 && !threatened(view) && shape_shanten(&c, melds) <= now {
                    return Some(a.clone());
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether to claim the discard for an open kan (daiminkan).
pub fn open_kan(view: &SeatView, legal: &[Action]) -> bool {
    let Some((_, tile)) = view.claim else {
        return false;
    };
    if !legal.contains(&Action::Daiminkan) || !view.my_melds().iter().any(|m| m.is_open()) {
        return false;
    }
    let counts = counts_of(view.hand.iter().copied());
    let melds = view.my_melds().len();
    let now = shape_shanten(&counts, melds);
    if now > 1 {
        return false;
    }
    let mut c = counts;
    c[tile.kind().index()] -= 3;
    let yakuhai = yakuhai_kinds(view);
    open_yaku_path(&c, view.my_melds(), &yakuhai, view.rules.open_tanyao)
        && shape_shanten(&c, melds + 1) <= now
}
