//! What one seat may know of the table now, built from the engine. The frame itself is
//! plain data in `rinshan-frame` (re-exported here), so that the protocol carries it
//! without the table: this module builds it — the public table, the seat's own concealed
//! tiles, its choices with the engine's reason for every discard it may not make, its
//! hints, and the latest events as that seat saw them.
//!
//! The table view is built from a frame alone ([`super::view_builder`]): a match played
//! in this page and one played on a server, which sends each seat its own frame, are drawn
//! by the same code, and a frame built for one seat holds nothing that seat may not see —
//! no other seat's concealed tile, no wall tile, no ura-dora indicator before a riichi win
//! shows it, not even which other seats could call a discard.

pub use rinshan_frame::frame::{Choices, FrameOptions, Reveal, SeatFrame, SeatPart, Sight};

use super::hints::{blocked_win, hints};
use crate::bots::shape::best_shanten_after_discard;
use crate::engine::{AbortReason, Action, Ending, Event, Game, HandResult, Phase, Refusal, Round};
use crate::rules::{DeadWall, Seat, Tile};
use crate::text::wind_number;

/// The frame of `game` for `options.sight`, with the `latest` events of the action
/// just taken (as the engine logged them) and the live wall's size after the deal.
pub fn build(game: &Game, options: FrameOptions, latest: &[Event], live_start: usize) -> SeatFrame {
    let r = game.round();
    let state = game.state();
    let over = r.is_over();
    let result = r.result();
    let sight = options.sight;
    let me = sight.seat();
    let shown = shown_at_end(r, result.as_ref(), options.reveal);
    let seats = Seat::ALL.map(|seat| {
        let face_up = sight == Sight::All || me == Some(seat) || (over && shown[seat.index()]);
        seat_part(r, seat, face_up, acting(r, sight, seat))
    });
    let wall = r.wall();
    let (live, dead_size) = r.wall_sizes();
    let choices = me
        .filter(|_| !over && !game.is_over())
        .map(|s| (s, game.legal_actions(s)))
        .filter(|(_, legal)| !legal.is_empty())
        .map(|(s, legal)| choices(r, s, legal));
    SeatFrame {
        sight,
        rules_name: r.rules().name.clone(),
        dead_rule: r.rules().dead_wall,
        round: (state.wind, state.hand),
        honba: r.setup().honba,
        deposits: r.deposits(),
        dealer: r.setup().dealer,
        seats,
        players: r.rules().seat_count(),
        live,
        live_start,
        dead_size,
        dora_indicators: wall.dora_indicators().to_vec(),
        replacements_taken: wall.rinshan_drawn(),
        moved_in: match r.rules().dead_wall {
            DeadWall::Replenished => wall.moved_to_dead_wall(),
            DeadWall::NotReplenished => 0,
        },
        pending_kan_dora: r.pending_kan_dora(),
        turn: match r.phase() {
            Phase::Turn { seat, .. } if !over => Some(*seat),
            _ => None,
        },
        claim: match r.phase() {
            Phase::Claims(w) if !over => Some((w.discarder, w.tile)),
            _ => None,
        },
        last_discarder: r.log().iter().rev().find_map(|e| match e {
            Event::Discarded { seat, .. } => Some(*seat),
            _ => None,
        }),
        choices,
        blocked: me.filter(|_| !over).and_then(|s| blocked_win(r, s)),
        hints: me.filter(|_| options.hints && !over).map(|s| hints(r, s)),
        latest: latest
            .iter()
            .map(|e| match sight {
                Sight::All => e.clone(),
                Sight::Seat(_) | Sight::Public => e.seen_by(me),
            })
            .collect(),
        result,
        standings: game.standings(),
    }
}

/// Whether `sight` sees `seat` as the one to move.
fn acting(r: &Round, sight: Sight, seat: Seat) -> bool {
    if r.is_over() {
        return false;
    }
    let turn = matches!(r.phase(), Phase::Turn { seat: s, .. } if *s == seat);
    match sight {
        Sight::All => !r.legal_actions(seat).is_empty(),
        Sight::Seat(me) if me == seat => turn || !r.legal_actions(seat).is_empty(),
        Sight::Seat(_) | Sight::Public => turn,
    }
}

/// One seat as a frame shows it; its concealed tiles only when `face_up`.
fn seat_part(r: &Round, seat: Seat, face_up: bool, acting: bool) -> SeatPart {
    let p = r.player(seat);
    let (drawn, rinshan) = match r.phase() {
        Phase::Turn {
            seat: s,
            drawn: Some(t),
            rinshan,
            ..
        } if *s == seat => (Some(*t), *rinshan),
        _ => (None, false),
    };
    let (hand, drawn, hidden) = if face_up {
        (sorted_without(&p.hand, drawn), drawn, 0)
    } else {
        (Vec::new(), None, p.hand.len())
    };
    SeatPart {
        wind: wind_number(r.seat_wind(seat)),
        points: p.points,
        riichi: p.riichi.is_some(),
        acting,
        hand,
        drawn_rinshan: rinshan && drawn.is_some(),
        drawn,
        hidden,
        melds: p.melds.clone(),
        pond: p.pond.clone(),
        kita: p.kita,
    }
}

/// Which seats' hands the end of the hand lays open.
fn shown_at_end(r: &Round, result: Option<&HandResult>, reveal: Reveal) -> [bool; 4] {
    let Some(result) = result else {
        return [false; 4];
    };
    if reveal == Reveal::Everyone {
        return [true; 4];
    }
    let mut shown = Seat::ALL.map(|s| result.won(s));
    match &result.ending {
        Ending::ExhaustiveDraw { tenpai, .. } => shown = *tenpai,
        Ending::Aborted(AbortReason::FourRiichi) => {
            shown = Seat::ALL.map(|s| r.player(s).riichi.is_some());
        }
        Ending::Aborted(AbortReason::NineTerminals) => {
            // The hand that declared it: the seat whose turn it was, the last to draw.
            let declarer = r.log().iter().rev().find_map(|e| match e {
                Event::Drew { seat, .. } => Some(*seat),
                _ => None,
            });
            if let Some(s) = declarer {
                shown[s.index()] = true;
            }
        }
        Ending::Won | Ending::Aborted(_) => {}
    }
    shown
}

/// What `seat` may do now, with the engine's reasons for the discards it may not make.
fn choices(r: &Round, seat: Seat, legal: Vec<Action>) -> Choices {
    let p = r.player(seat);
    let turn = matches!(r.phase(), Phase::Turn { seat: s, .. } if *s == seat);
    // A discard declaring riichi is asked only when riichi can be chosen at all.
    let can_riichi = legal
        .iter()
        .any(|a| matches!(a, Action::Discard { riichi: true, .. }));
    let mut refused = Vec::new();
    if turn {
        let mut tiles = p.hand.clone();
        crate::rules::small_sort::sort_small(&mut tiles);
        tiles.dedup();
        for tile in tiles {
            for riichi in [false, true] {
                let want = Action::Discard { tile, riichi };
                if (riichi && !can_riichi) || legal.contains(&want) {
                    continue;
                }
                if let Some(reason) = r.refusal(seat, &want) {
                    refused.push((want, reason));
                }
            }
        }
    }
    let riichi_refusal = (turn && !can_riichi && p.is_closed())
        .then(|| riichi_refusal(r, seat))
        .flatten();
    Choices {
        legal,
        refused,
        riichi_refusal,
    }
}

/// Why riichi is refused to a player whose hand could be tenpai after a discard (an open
/// hand, under 1000 points, too few tiles left); `None` when riichi is not in question
/// (already declared, or no tenpai-keeping discard).
fn riichi_refusal(r: &Round, seat: Seat) -> Option<Refusal> {
    let p = r.player(seat);
    if p.riichi.is_some() || best_shanten_after_discard(&p.counts(), p.melds.len()) != 0 {
        return None;
    }
    let held = p.held();
    let keeps = p.hand.iter().copied().find(|t| {
        let mut c = p.counts();
        c[t.kind().index()] -= 1;
        let mut h = held;
        h[t.kind().index()] -= 1;
        crate::rules::shanten::shanten(&c, p.melds.len(), &h) == 0
    })?;
    r.refusal(
        seat,
        &Action::Discard {
            tile: keeps,
            riichi: true,
        },
    )
}

/// The hand sorted, less one copy of `drawn` (shown apart).
pub(super) fn sorted_without(hand: &[Tile], drawn: Option<Tile>) -> Vec<Tile> {
    let mut tiles = hand.to_vec();
    if let Some(d) = drawn {
        if let Some(i) = tiles.iter().rposition(|&t| t == d) {
            tiles.remove(i);
        }
    }
    crate::rules::small_sort::sort_small(&mut tiles);
    tiles
}
