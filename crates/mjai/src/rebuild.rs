//! The seat's table rebuilt through the engine, so that a bot decides from the engine's
//! own [`SeatView`] and legal actions, exactly as in Rinshan's own games.
//!
//! Tiles hidden from the seat are given values consistent with everything it saw: each
//! tile a player is seen to take out of its hand (a discard from the hand, the tiles of a
//! call or kan) is put in that player's dealt hand or an earlier draw, a tsumogiri discard
//! fixes the draw it came from, and whatever stays hidden is filled from the tiles nobody
//! has seen. The hand is then replayed move by move from the wall this implies; every
//! move must be legal in the engine. Another player's riichi cannot be replayed (its
//! hidden hand is not known to be tenpai): it is played as a plain discard, and the
//! seat's view is told of it afterwards ([`view_of`]). Nothing of what was filled in
//! reaches the view: it shows the seat's own tiles and the table only (a kan's new dora
//! indicator only once the seat has been told of it).

use super::hand_log::{HandLog, Seen};
use rinshan_engine::{Action, Phase, Round, SeatView};
use rinshan_records::replay::starting_round;
use rinshan_records::{CallKind, Ending, Move, RecordedHand};
use rinshan_rules::small_sort::sort_small;
use rinshan_rules::wall::tile_set;
use rinshan_rules::{Ruleset, Seat, Tile};

/// A hidden or shown tile of one player, by where it came from.
struct Slots {
    /// The value of each slot: the dealt tiles first (13), then one per draw.
    value: Vec<Option<Tile>>,
    /// Slots in the player's hand now.
    held: Vec<usize>,
    /// Hidden slots and a tile each must not be: a draw followed by a discard from the
    /// hand is not that discard's tile (it would make the discard a tsumogiri), and a
    /// tile held at a tsumogiri discard is not the tile discarded (the engine calls a
    /// discard tsumogiri only when no tile like it stays in the hand).
    not: Vec<(usize, Tile)>,
}

impl Slots {
    /// The player takes `tile` out of its hand: a slot already showing it, else the
    /// earliest hidden slot, which becomes that tile — not the draw `drawn` while another
    /// will do (a discard from the hand is not the tile just drawn).
    fn take(&mut self, tile: Tile, drawn: Option<usize>) -> Result<(), String> {
        let hidden = |avoid: Option<usize>, strict: bool| {
            self.held.iter().position(|&s| {
                self.value[s].is_none()
                    && Some(s) != avoid
                    && !(strict && self.not.contains(&(s, tile)))
            })
        };
        // The constraints on tiles are preferences: a log whose tsumogiri flag means only
        // "the tile just drawn" (majiang-core's) may hold a like tile in the hand.
        let at = self
            .held
            .iter()
            .position(|&s| self.value[s] == Some(tile))
            .or_else(|| hidden(drawn, true))
            .or_else(|| hidden(None, true))
            .or_else(|| hidden(drawn, false))
            .or_else(|| hidden(None, false))
            .ok_or_else(|| format!("{} is not in the hand", tile.name()))?;
        let slot = self.held.remove(at);
        self.value[slot] = Some(tile);
        Ok(())
    }

    /// A tsumogiri discard of `tile`: the slot of the draw just made.
    fn take_drawn(&mut self, tile: Tile, drawn: Option<usize>) -> Result<(), String> {
        match drawn.and_then(|d| self.held.iter().position(|&s| s == d)) {
            Some(at) if self.value[self.held[at]].is_none_or(|v| v == tile) => {
                let slot = self.held.remove(at);
                self.value[slot] = Some(tile);
                Ok(())
            }
            _ => self.take(tile, None),
        }
    }
}

/// The hand as a record whose every tile has a value: hidden tiles assigned as described
/// in the module's text. Each seat's dealt tiles, then the moves with every draw shown.
pub fn filled_hand(log: &HandLog, rules: &Ruleset) -> Result<RecordedHand, String> {
    let mut slots: Vec<Slots> = log
        .starts
        .iter()
        .map(|s| Slots {
            value: s.clone(),
            held: (0..s.len()).collect(),
            not: Vec::new(),
        })
        .collect();
    // Which slot each draw move is.
    let mut draw_slot: Vec<Option<(usize, usize)>> = vec![None; log.moves.len()];
    let mut last_draw: [Option<usize>; 4] = [None; 4];
    for (i, (seat, m)) in log.moves.iter().enumerate() {
        let p = seat.index();
        let s = &mut slots[p];
        match m {
            Seen::Draw(t) | Seen::Rinshan(t) => {
                s.value.push(*t);
                let slot = s.value.len() - 1;
                s.held.push(slot);
                draw_slot[i] = Some((p, slot));
                last_draw[p] = Some(slot);
            }
            Seen::Discard {
                tile, tsumogiri, ..
            } => {
                if *tsumogiri {
                    s.take_drawn(*tile, last_draw[p])?;
                    for h in s.held.clone() {
                        if s.value[h].is_none() {
                            s.not.push((h, *tile));
                        }
                    }
                } else {
                    s.take(*tile, last_draw[p])?;
                    if let Some(d) = last_draw[p] {
                        s.not.push((d, *tile));
                    }
                }
                last_draw[p] = None;
            }
            Seen::Call { hand, .. } => {
                for t in hand {
                    s.take(*t, None)?;
                }
                last_draw[p] = None;
            }
            Seen::Shouminkan(t) => s.take(*t, None)?,
            Seen::Ankan(tiles) => {
                for t in tiles {
                    s.take(*t, None)?;
                }
            }
        }
    }
    // The tiles nobody has seen fill the rest, in the set's order.
    let mut pool = tile_set(rules.red_fives);
    let shown = slots
        .iter()
        .flat_map(|s| s.value.iter().flatten())
        .chain(&log.dora);
    for t in shown {
        let at = pool
            .iter()
            .position(|u| u == t)
            .ok_or_else(|| format!("more {} than the set holds", t.name()))?;
        pool.swap_remove(at);
    }
    sort_small(&mut pool);
    for s in &mut slots {
        let not = &s.not;
        for (slot, v) in s.value.iter_mut().enumerate() {
            if v.is_some() {
                continue;
            }
            let avoid = |t: &Tile| not.contains(&(slot, *t));
            let at = pool
                .iter()
                .position(|t| !avoid(t))
                .or(if pool.is_empty() { None } else { Some(0) })
                .ok_or("more tiles than the set holds")?;
            *v = Some(pool.remove(at));
        }
    }
    let value = |p: usize, slot: usize| slots[p].value[slot].ok_or("a tile left unfilled");
    let mut starts: [Vec<Tile>; 4] = Default::default();
    for (p, start) in starts.iter_mut().enumerate() {
        for slot in 0..log.starts[p].len() {
            start.push(value(p, slot)?);
        }
    }
    let mut moves = Vec::with_capacity(log.moves.len());
    for (i, (seat, m)) in log.moves.iter().enumerate() {
        let drawn = match draw_slot[i] {
            Some((p, slot)) => Some(value(p, slot)?),
            None => None,
        };
        let mv = match (m, drawn) {
            (Seen::Draw(_), Some(t)) => Move::Draw(t),
            (Seen::Rinshan(_), Some(t)) => Move::Rinshan(t),
            (
                Seen::Discard {
                    tile,
                    riichi,
                    tsumogiri,
                },
                _,
            ) => Move::Discard {
                tile: *tile,
                riichi: *riichi,
                tsumogiri: *tsumogiri,
            },
            (
                Seen::Call {
                    kind,
                    called,
                    hand,
                    from,
                },
                _,
            ) => Move::Call {
                kind: *kind,
                called: *called,
                hand: hand.clone(),
                from: *from,
            },
            (Seen::Shouminkan(t), _) => Move::Shouminkan(*t),
            (Seen::Ankan(tiles), _) => Move::Ankan(tiles.clone()),
            _ => return Err("a draw without its tile".into()),
        };
        moves.push((*seat, mv));
    }
    Ok(RecordedHand {
        setup: log.setup.clone(),
        hand_number: log.hand_number(),
        starts,
        dora: log.dora.clone(),
        ura: Vec::new(),
        moves,
        ending: Ending {
            name: String::new(),
            deltas: Vec::new(),
            wins: Vec::new(),
            tenpai: None,
        },
    })
}

/// True when every tile of `seat` is shown in the log (its own seat, or any seat of a full
/// record): its riichi can be replayed as riichi.
fn fully_shown(log: &HandLog, seat: Seat) -> bool {
    log.starts[seat.index()].iter().all(Option::is_some)
        && log
            .moves
            .iter()
            .all(|(s, m)| *s != seat || !matches!(m, Seen::Draw(None) | Seen::Rinshan(None)))
}

/// The round at the moment of the log's last event, replayed through the engine. The claim
/// window a last discard or kan opened is left open: every seat that may answer still
/// can. An error names the move the engine refused.
pub fn rebuild(log: &HandLog, rules: &Ruleset) -> Result<Round, String> {
    let h = filled_hand(log, rules)?;
    let mut round = starting_round(&h, rules)?;
    let real_riichi: [bool; 4] = std::array::from_fn(|i| fully_shown(log, Seat::ALL[i]));
    let apply = |round: &mut Round, seat: Seat, a: Action, step: usize| {
        round
            .apply(seat, a.clone())
            .map(|_| ())
            .map_err(|e| format!("move {}: {e}", step + 1))
    };
    for (i, (seat, m)) in h.moves.iter().enumerate() {
        let last = i + 1 == h.moves.len();
        match m {
            Move::Draw(_) => apply(&mut round, *seat, Action::Draw, i)?,
            Move::Rinshan(t) => {
                let drew = round.log().iter().rev().find_map(|e| match e {
                    rinshan_engine::Event::Drew {
                        tile,
                        rinshan: true,
                        ..
                    } => Some(*tile),
                    _ => None,
                });
                if drew != Some(*t) {
                    return Err(format!("move {}: the replacement tile differs", i + 1));
                }
            }
            Move::Discard { tile, riichi, .. } => {
                let riichi = *riichi && real_riichi[seat.index()];
                apply(
                    &mut round,
                    *seat,
                    Action::Discard {
                        tile: *tile,
                        riichi,
                    },
                    i,
                )?;
            }
            Move::Call { .. } => continue,
            Move::Shouminkan(t) => apply(&mut round, *seat, Action::Shouminkan { tile: *t }, i)?,
            Move::Kita => apply(&mut round, *seat, Action::Kita, i)?,
            Move::Ankan(tiles) => {
                let kind = Move::ankan_kind(tiles).ok_or("an empty ankan")?;
                apply(&mut round, *seat, Action::Ankan { kind }, i)?;
            }
        }
        if !last && matches!(round.phase(), Phase::Claims(_)) {
            answer_window(&mut round, h.moves.get(i + 1), i + 1)?;
        }
    }
    Ok(round)
}

/// Answers an open claim window as the log goes on: the next move's call by its caller,
/// a pass by everyone else.
fn answer_window(
    round: &mut Round,
    next: Option<&(Seat, Move)>,
    step: usize,
) -> Result<(), String> {
    for seat in Seat::ALL {
        let legal = round.legal_actions(seat);
        if legal.is_empty() {
            continue;
        }
        let action = match next {
            Some((s, Move::Call { kind, hand, .. })) if *s == seat => {
                let mut want = hand.clone();
                sort_small(&mut want);
                legal
                    .iter()
                    .find(|a| match (a, kind) {
                        (Action::Daiminkan, CallKind::Daiminkan) => true,
                        (Action::Pon { tiles }, CallKind::Pon)
                        | (Action::Chii { tiles }, CallKind::Chii) => {
                            let mut t = tiles.to_vec();
                            sort_small(&mut t);
                            t == want
                        }
                        _ => false,
                    })
                    .cloned()
                    .ok_or_else(|| {
                        format!(
                            "move {}: seat {} may not make that call",
                            step + 1,
                            seat.index()
                        )
                    })?
            }
            _ => Action::Skip,
        };
        round
            .apply(seat, action.clone())
            .map_err(|e| format!("move {}: {e}", step + 1))?;
        if !matches!(round.phase(), Phase::Claims(_)) {
            break;
        }
    }
    Ok(())
}

/// What `seat` sees of the rebuilt `round`, with what the replay could not play told:
/// other players' riichi (the flag, the riichi tile in the pond), and everyone's points
/// and the deposits on the table as the events gave them.
pub fn view_of(round: &Round, log: &HandLog, seat: Seat) -> SeatView {
    let mut view = round.view(seat);
    for s in 0..4 {
        if !log.riichi[s] || view.riichi[s] {
            continue;
        }
        view.riichi[s] = true;
        // The riichi tile: the seat's discard made with the declaration.
        let mut nth = 0usize;
        let mut riichi_at = None;
        for (who, m) in &log.moves {
            if who.index() != s {
                continue;
            }
            if let Seen::Discard { riichi, .. } = m {
                if *riichi {
                    riichi_at = Some(nth);
                }
                nth += 1;
            }
        }
        if let Some(p) = riichi_at.and_then(|n| view.ponds[s].get_mut(n)) {
            p.riichi = true;
        }
    }
    view.points = log.scores;
    view.deposits = log.deposits;
    // An indicator the engine turned before the seat was told of it is not shown yet.
    view.dora_indicators = log.dora.clone();
    view
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::MjaiEvent;
    use serde_json::json;

    fn follow(log: &mut Option<HandLog>, v: serde_json::Value) {
        let e = MjaiEvent::from_json(&v).unwrap_or_else(|e| panic!("{e}"));
        match log {
            None => *log = HandLog::start(&e),
            Some(h) => h.follow(&e),
        }
    }

    /// majiang-core marks a discard tsumogiri whenever it is the tile just drawn, even
    /// with a like tile still in the hand (Rinshan's engine would not): seat 3 throws the
    /// drawn 1s and later a 1s from its hand. The table is still rebuilt, and seat 0 may
    /// answer.
    #[test]
    fn a_tsumogiri_with_a_like_tile_kept_is_rebuilt() {
        let hidden = vec!["?"; 13];
        let mut log = None;
        follow(
            &mut log,
            json!({"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0,
                "oya": 0, "dora_marker": "9p", "scores": [25000, 25000, 25000, 25000],
                "tehais": [["1m","2m","3m","4p","5p","6p","7s","8s","9s","E","E","S","W"],
                           hidden, hidden, hidden]}),
        );
        for v in [
            json!({"type": "tsumo", "actor": 0, "pai": "N"}),
            json!({"type": "dahai", "actor": 0, "pai": "N", "tsumogiri": true}),
            json!({"type": "tsumo", "actor": 1, "pai": "?"}),
            json!({"type": "dahai", "actor": 1, "pai": "9m", "tsumogiri": false}),
            json!({"type": "tsumo", "actor": 2, "pai": "?"}),
            json!({"type": "dahai", "actor": 2, "pai": "9m", "tsumogiri": false}),
            json!({"type": "tsumo", "actor": 3, "pai": "?"}),
            json!({"type": "dahai", "actor": 3, "pai": "1s", "tsumogiri": true}),
            json!({"type": "tsumo", "actor": 0, "pai": "P"}),
            json!({"type": "dahai", "actor": 0, "pai": "P", "tsumogiri": true}),
            json!({"type": "tsumo", "actor": 1, "pai": "?"}),
            json!({"type": "dahai", "actor": 1, "pai": "F", "tsumogiri": true}),
            json!({"type": "tsumo", "actor": 2, "pai": "?"}),
            json!({"type": "dahai", "actor": 2, "pai": "C", "tsumogiri": true}),
            json!({"type": "tsumo", "actor": 3, "pai": "?"}),
            json!({"type": "dahai", "actor": 3, "pai": "1s", "tsumogiri": false}),
        ] {
            follow(&mut log, v);
        }
        let log = log.unwrap_or_else(|| panic!("no hand"));
        let round = rebuild(&log, &Ruleset::tenhou()).unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(
            round.phase(),
            Phase::Claims(_) | Phase::Draw { .. }
        ));
        assert_eq!(view_of(&round, &log, Seat::ALL[0]).ponds[3].len(), 2);
    }
}
