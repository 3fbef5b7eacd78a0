//! Hints for the player, all from the rules core: shanten, the waits of a tenpai hand with
//! how many of each are still unseen, what each discard leaves, furiten, and a warning
//! when a tile would complete the hand but cannot win (furiten, or no yaku).

use super::view::{Blocked, DiscardHint, Hints, WaitHint};
use crate::bots::shape::discard_shapes;
use crate::engine::{Action, Event, Round};
use crate::rules::shanten::{shanten, shape_shanten};
use crate::rules::waits::waits;
use crate::rules::{Seat, Tile};

/// The hints for `seat`'s hand now.
pub fn hints(round: &Round, seat: Seat) -> Hints {
    let p = round.player(seat);
    let visible = round.view(seat).visible();
    let melds = p.melds.len();
    if p.hand.len() % 3 == 2 {
        let mut discards: Vec<DiscardHint> = discard_shapes(&p.hand, melds, &visible)
            .into_iter()
            .map(|(tile, s)| DiscardHint {
                tile,
                shanten: s.shanten,
                improving: s.ukeire,
            })
            .collect();
        crate::rules::small_sort::sort_small_by_key(&mut discards, |d| {
            (d.shanten, std::cmp::Reverse(d.improving), d.tile)
        });
        Hints {
            shanten: discards.first().map_or(8, |d| d.shanten),
            waits: Vec::new(),
            furiten: round.is_furiten(seat),
            discards,
        }
    } else {
        let counts = p.counts();
        let held = p.held();
        let n = shanten(&counts, melds, &held);
        let waits = if n == 0 {
            waits(&counts, melds, &held)
                .into_iter()
                .map(|kind| WaitHint {
                    kind,
                    unseen: 4u8.saturating_sub(visible[kind.index()]),
                    no_yaku: round.ron_value(seat, Tile::new(kind)).is_none(),
                })
                .collect()
        } else {
            Vec::new()
        };
        Hints {
            shanten: n,
            waits,
            furiten: round.is_furiten(seat),
            discards: Vec::new(),
        }
    }
}

/// A win `seat` could not take since its own last move: the latest discard by another
/// player that completes its hand although no ron was offered — furiten, or no yaku — or,
/// in its own turn, the drawn tile completing the hand without a tsumo offered (no yaku).
pub fn blocked_win(round: &Round, seat: Seat) -> Option<Blocked> {
    let p = round.player(seat);
    let melds = p.melds.len();
    let legal = round.legal_actions(seat);
    for e in round.log().iter().rev() {
        match e {
            Event::Discarded { seat: s, tile, .. } if *s != seat => {
                let mut c = p.counts();
                c[tile.kind().index()] += 1;
                if shape_shanten(&c, melds) != -1 || legal.contains(&Action::Ron) {
                    return None;
                }
                return Some(if round.ron_value(seat, *tile).is_some() {
                    Blocked::Furiten(*tile)
                } else {
                    Blocked::NoYaku(*tile)
                });
            }
            Event::Drew { seat: s, tile, .. } if *s == seat => {
                let complete = shape_shanten(&p.counts(), melds) == -1;
                if complete && !legal.is_empty() && !legal.contains(&Action::Tsumo) {
                    return Some(Blocked::NoYaku(*tile));
                }
            }
            Event::Discarded { seat: s, .. }
            | Event::Called { seat: s, .. }
            | Event::Kan { seat: s, .. }
                if *s == seat =>
            {
                return None
            }
            _ => {}
        }
    }
    None
}
