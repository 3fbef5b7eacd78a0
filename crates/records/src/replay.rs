//! The importer as a validator: each recorded hand is replayed through the round engine
//! from the wall the record implies (its draws in order, its replacement tiles, dora and
//! ura indicators). Every recorded move must be among the engine's legal actions at that
//! moment, and the hand must end as recorded — the same kind of ending, winners, yaku,
//! fu, han, liability (pao) and every seat's score change. A difference is a
//! [`Mismatch`] naming the hand, the move and the rule.

use super::record::{CallKind, Ending, Move, Record, RecordedHand};
use super::recorder::liable_seat;
use super::tenhou_names::{abort_name, read_yaku, Named};
use rinshan_engine::{Action, Event, IllegalAction, Phase, Position, Refusal, Round, SeatPosition};
use rinshan_rules::sanma::SANMA_REPLACEMENTS;
use rinshan_rules::small_sort::sort_small;
use rinshan_rules::wall::{tile_set_of, DEAD_WALL_SIZE, INDICATOR_SLOTS, RINSHAN_SLOTS};
use rinshan_rules::{Ruleset, Seat, Tile, Wall};

/// Where a record and the engine disagree. Wording it, in either language, is
/// `rinshan-text`'s `mismatch`; this crate only says what happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The hand, counted from 1.
    pub hand: usize,
    /// The hand's round wind, 0 (East) to 3 (North).
    pub wind: u8,
    /// The hand's number within its round wind (0 = the first).
    pub hand_number: u8,
    /// The hand's honba.
    pub honba: u32,
    /// The move, counted from 1, when a move was refused.
    pub step: Option<usize>,
    /// What went wrong.
    pub problem: Problem,
}

/// What a [`Mismatch`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The engine refused a recorded move, by the rule the refusal names.
    Refused {
        /// Who made the move.
        seat: Seat,
        /// The move as the engine was asked to take it.
        action: Action,
        /// The rule that refuses it.
        refusal: Refusal,
    },
    /// A recorded chii or pon does not show two tiles from the caller's hand.
    CallWithoutTiles {
        /// The caller.
        seat: Seat,
        /// Chii or pon.
        kind: CallKind,
    },
    /// The record ends before the hand does.
    EndsEarly,
    /// The record is of a game with another number of players than the rules being
    /// checked against (a three-player record under four-player rules, or the reverse).
    Players {
        /// Players at the record's table (3 or 4).
        record: usize,
        /// Players the rules seat (3 or 4).
        rules: usize,
    },
    /// The record and the engine disagree about the wall or the result: a fact stated
    /// with both sides' figures (in English, like the record's own reader errors).
    Differs(String),
}

/// The round a recorded hand starts from: its set-up, the wall its draws imply and each
/// seat's starting hand, the dealer to act. The error says why it cannot start.
pub fn starting_round(h: &RecordedHand, rules: &Ruleset) -> Result<Round, String> {
    let position = Position {
        setup: h.setup.clone(),
        wall: implied_wall(h, rules)?,
        seats: std::array::from_fn(|i| SeatPosition::with_hand(h.starts[i].clone())),
        to_act: h.setup.dealer,
        fresh: true,
    };
    Round::from_position(rules.clone(), position).map_err(|e| format!("the hand cannot start: {e}"))
}

/// The wall a recorded hand implies: the live draws in order, then the tiles nobody saw;
/// in the dead wall the recorded replacement tiles and indicators. Under three-player
/// rules the set is 108 tiles and the dead wall gives eight replacements, the fifth to the
/// eighth being the tiles the first four moved in from the live wall's end (see
/// [`Wall`]): they are laid there, the fifth last.
pub fn implied_wall(h: &RecordedHand, rules: &Ruleset) -> Result<Wall, String> {
    let (mut live, mut rinshan) = (Vec::new(), Vec::new());
    for (_, m) in &h.moves {
        match m {
            Move::Draw(t) => live.push(*t),
            Move::Rinshan(t) => rinshan.push(*t),
            _ => {}
        }
    }
    let mut unseen = tile_set_of(rules);
    let seen = h
        .starts
        .iter()
        .flatten()
        .chain(&live)
        .chain(&rinshan)
        .chain(&h.dora)
        .chain(&h.ura);
    for t in seen {
        let i = unseen
            .iter()
            .position(|u| u == t)
            .ok_or_else(|| format!("the record holds more {} than the set", t.name()))?;
        unseen.swap_remove(i);
    }
    rinshan_rules::small_sort::sort_small_by_key(&mut unseen, |t| (t.kind().index(), t.is_red()));
    let mut unseen = unseen.into_iter();
    let mut fill = |given: Option<&Tile>| {
        given
            .copied()
            .or_else(|| unseen.next())
            .ok_or_else(|| "the record draws more tiles than the wall holds".to_string())
    };
    let too_many = || "the record draws more tiles than the wall holds".to_string();
    let replacements = if rules.sanma.is_some() {
        SANMA_REPLACEMENTS
    } else {
        RINSHAN_SLOTS
    };
    // The live wall once the hands are dealt: 70 tiles, 55 at three players.
    let live_size = (tile_set_of(rules).len() - DEAD_WALL_SIZE)
        .checked_sub(13 * rules.seat_count())
        .ok_or_else(too_many)?;
    // The replacements moved in from the live wall's end (sanma's fifth to eighth).
    let moved_in = rinshan.get(RINSHAN_SLOTS..).unwrap_or_default();
    if live.len() + moved_in.len() > live_size
        || rinshan.len() > replacements
        || h.dora.len() > INDICATOR_SLOTS
        || h.ura.len() > INDICATOR_SLOTS
    {
        return Err(too_many());
    }
    let mut live_wall: Vec<Option<Tile>> = vec![None; live_size];
    for (slot, t) in live_wall.iter_mut().zip(&live) {
        *slot = Some(*t);
    }
    for (k, t) in moved_in.iter().enumerate() {
        if let Some(slot) = live_wall.get_mut(live_size - 1 - k) {
            *slot = Some(*t);
        }
    }
    let live_wall = live_wall
        .iter()
        .map(|t| fill(t.as_ref()))
        .collect::<Result<Vec<Tile>, String>>()?;
    let mut dead = Vec::with_capacity(DEAD_WALL_SIZE);
    for i in 0..RINSHAN_SLOTS {
        dead.push(fill(rinshan.get(i))?);
    }
    for i in 0..INDICATOR_SLOTS {
        dead.push(fill(h.dora.get(i))?);
    }
    for i in 0..INDICATOR_SLOTS {
        dead.push(fill(h.ura.get(i))?);
    }
    let dead: [Tile; DEAD_WALL_SIZE] = dead.try_into().map_err(|_| "the dead wall".to_string())?;
    Ok(Wall::from_parts(live_wall, dead).for_rules(rules))
}

/// Checks every hand of `record` under `rules`; no mismatches means the engine agrees
/// with every move and every result.
pub fn check(record: &Record, rules: &Ruleset) -> Vec<Mismatch> {
    record
        .hands
        .iter()
        .enumerate()
        .filter_map(|(i, h)| check_hand(h, i + 1, rules).err())
        .collect()
}

/// The players a recorded hand seats: 3 when nothing is dealt to the North seat.
fn players_of(h: &RecordedHand) -> usize {
    if h.starts[3].is_empty() && h.moves.iter().all(|(s, _)| s.index() < 3) {
        3
    } else {
        4
    }
}

/// The round being replayed, with every engine action it has taken.
struct Taped<'t> {
    round: Round,
    tape: &'t mut Vec<(Seat, Action)>,
}

impl Taped<'_> {
    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let events = self.round.apply(seat, action.clone())?;
        self.tape.push((seat, action));
        Ok(events)
    }
}

/// Replays one hand; returns the engine's events, or the first mismatch.
pub fn check_hand(
    h: &RecordedHand,
    number: usize,
    rules: &Ruleset,
) -> Result<Vec<Event>, Mismatch> {
    replay_into(h, number, rules, &mut Vec::new())
}

/// Replays one hand like [`check_hand`], writing every engine action taken — passes on
/// discards included — to `tape`, as far as the engine allowed the record's moves.
pub fn replay_into(
    h: &RecordedHand,
    number: usize,
    rules: &Ruleset,
    tape: &mut Vec<(Seat, Action)>,
) -> Result<Vec<Event>, Mismatch> {
    let miss = |step: Option<usize>, problem: Problem| Mismatch {
        hand: number,
        wind: h.setup.round_wind.index().saturating_sub(27) as u8,
        hand_number: h.hand_number,
        honba: h.setup.honba,
        step,
        problem,
    };
    let players = players_of(h);
    if players != rules.seat_count() {
        return Err(miss(
            None,
            Problem::Players {
                record: players,
                rules: rules.seat_count(),
            },
        ));
    }
    let round = starting_round(h, rules).map_err(|e| miss(None, Problem::Differs(e)))?;
    let mut r = Taped { round, tape };
    let mut events: Vec<Event> = Vec::new();
    let ending = &h.ending;
    for (i, (seat, m)) in h.moves.iter().enumerate() {
        let step = Some(i + 1);
        let last = i + 1 == h.moves.len();
        let next = h.moves.get(i + 1);
        let apply = |r: &mut Taped, seat: Seat, a: Action| -> Result<Vec<Event>, Mismatch> {
            r.apply(seat, a.clone())
                .map_err(|e| miss(step, refused(seat, a, e)))
        };
        match m {
            Move::Draw(t) => {
                let ev = apply(&mut r, *seat, Action::Draw)?;
                if !ev
                    .iter()
                    .any(|e| matches!(e, Event::Drew { tile, .. } if tile == t))
                {
                    return Err(miss(
                        step,
                        Problem::Differs(format!("the wall gave another tile than {}", t.name())),
                    ));
                }
                events.extend(ev);
            }
            Move::Rinshan(t) => {
                // The draw the kan or kita just made (a kita's is a replacement even where
                // the rules do not score it as rinshan kaihou).
                let drew = events.iter().rev().find_map(|e| match e {
                    Event::Drew { tile, .. } => Some(*tile),
                    _ => None,
                });
                if drew != Some(*t) {
                    return Err(miss(
                        step,
                        Problem::Differs(format!("the replacement tile was not {}", t.name())),
                    ));
                }
            }
            Move::Discard { tile, riichi, .. } => {
                events.extend(apply(
                    &mut r,
                    *seat,
                    Action::Discard {
                        tile: *tile,
                        riichi: *riichi,
                    },
                )?);
                events.extend(answer_claims(
                    &mut r, next, last, ending, *seat, step, &miss,
                )?);
            }
            Move::Call { .. } => {} // made while the discard's claims were answered
            Move::Shouminkan(t) => {
                events.extend(apply(&mut r, *seat, Action::Shouminkan { tile: *t })?);
                events.extend(answer_claims(
                    &mut r, next, last, ending, *seat, step, &miss,
                )?);
            }
            Move::Ankan(tiles) => {
                let kind = Move::ankan_kind(tiles)
                    .ok_or_else(|| miss(step, Problem::Differs("an empty ankan".into())))?;
                events.extend(apply(&mut r, *seat, Action::Ankan { kind })?);
                events.extend(answer_claims(
                    &mut r, next, last, ending, *seat, step, &miss,
                )?);
            }
            // The North set aside may be ronned like a discard.
            Move::Kita => {
                events.extend(apply(&mut r, *seat, Action::Kita)?);
                events.extend(answer_claims(
                    &mut r, next, last, ending, *seat, step, &miss,
                )?);
            }
        }
    }
    if ending.name.is_empty() {
        return Err(miss(None, Problem::EndsEarly));
    }
    // The hand's last move when it is not a discard or a kan: a tsumo, nine terminals,
    // or the draw that finds the wall empty.
    if !r.round.is_over() {
        let action = match ending.name.as_str() {
            "和了" => Action::Tsumo,
            "九種九牌" => Action::KyuushuKyuuhai,
            _ => Action::Draw,
        };
        let mover = match (&action, r.round.phase()) {
            (Action::Draw, Phase::Draw { seat }) => *seat,
            _ => h.moves.last().map_or(h.setup.dealer, |(s, _)| *s),
        };
        let ev = r
            .apply(mover, action.clone())
            .map_err(|e| miss(None, refused(mover, action, e)))?;
        events.extend(ev);
    }
    if !r.round.is_over() {
        return Err(miss(None, Problem::EndsEarly));
    }
    let problems = compare(&events, ending, &r.round);
    if problems.is_empty() {
        Ok(events)
    } else {
        Err(miss(None, Problem::Differs(problems.join("; "))))
    }
}

/// Answers a claim window as the record goes on: the next move's call, the recorded rons
/// when the hand ends here, otherwise a pass.
fn answer_claims(
    r: &mut Taped,
    next: Option<&(Seat, Move)>,
    ends_here: bool,
    ending: &Ending,
    discarder: Seat,
    step: Option<usize>,
    miss: &dyn Fn(Option<usize>, Problem) -> Mismatch,
) -> Result<Vec<Event>, Mismatch> {
    let mut events = Vec::new();
    let seats = r.round.rules().seat_count();
    for d in 1..seats {
        let k = Seat::ALL[(discarder.index() + d) % seats];
        if !matches!(r.round.phase(), Phase::Claims(_)) {
            break;
        }
        let legal = r.round.legal_actions(k);
        if legal.is_empty() {
            continue;
        }
        let ron = ends_here
            && (ending.name == "三家和了"
                || ending
                    .wins
                    .iter()
                    .any(|w| w.seat == k && w.from == discarder));
        let action = if ron {
            Action::Ron
        } else {
            match next {
                Some((s, Move::Call { kind, hand, .. })) if *s == k => {
                    let mut want = hand.clone();
                    sort_small(&mut want);
                    let same = |tiles: &[Tile]| {
                        let mut t = tiles.to_vec();
                        sort_small(&mut t);
                        t == want
                    };
                    match kind {
                        CallKind::Daiminkan => Action::Daiminkan,
                        CallKind::Pon | CallKind::Chii => legal
                            .iter()
                            .find(|a| match a {
                                Action::Pon { tiles } => *kind == CallKind::Pon && same(tiles),
                                Action::Chii { tiles } => *kind == CallKind::Chii && same(tiles),
                                _ => false,
                            })
                            .cloned()
                            // Not offered: made anyway, so the engine names the rule.
                            .or_else(|| match want.as_slice() {
                                [a, b] if *kind == CallKind::Pon => {
                                    Some(Action::Pon { tiles: [*a, *b] })
                                }
                                [a, b] => Some(Action::Chii { tiles: [*a, *b] }),
                                _ => None,
                            })
                            .ok_or_else(|| {
                                miss(
                                    step.map(|s| s + 1),
                                    Problem::CallWithoutTiles {
                                        seat: k,
                                        kind: *kind,
                                    },
                                )
                            })?,
                    }
                }
                _ => Action::Skip,
            }
        };
        let ev = r
            .apply(k, action.clone())
            .map_err(|e| miss(step.map(|s| s + 1), refused(k, action, e)))?;
        events.extend(ev);
    }
    Ok(events)
}

/// The engine's name for how the hand ended, in Tenhou's words.
fn ending_name(events: &[Event]) -> Option<&'static str> {
    events.iter().rev().find_map(|e| match e {
        Event::Won { .. } => Some("和了"),
        Event::AbortiveDraw { reason } => Some(abort_name(*reason)),
        Event::NagashiMangan { .. } => Some("流し満貫"),
        Event::ExhaustiveDraw { .. } => Some("流局"),
        _ => None,
    })
}

/// Fu and han from a points text such as `30符4飜7700点` (none above mangan).
pub fn fu_han(points: &str) -> Option<(u32, u32)> {
    let fu_at = points.find('符')?;
    let han_at = points.find('飜')?;
    let fu = points[..fu_at].parse().ok()?;
    let han = points.get(fu_at + '符'.len_utf8()..han_at)?.parse().ok()?;
    Some((fu, han))
}

fn compare(events: &[Event], ending: &Ending, r: &Round) -> Vec<String> {
    let mut problems = Vec::new();
    let mut got = [0i32; 4];
    for e in events {
        match e {
            Event::PointsChanged { deltas } => {
                for (g, d) in got.iter_mut().zip(deltas) {
                    *g += d;
                }
            }
            // The record's changes leave out the riichi deposits paid this hand.
            Event::RiichiAccepted { seat } => got[seat.index()] += 1000,
            _ => {}
        }
    }
    let mut want = [0i32; 4];
    for d in &ending.deltas {
        for (w, x) in want.iter_mut().zip(d) {
            *w += x;
        }
    }
    if got != want {
        problems.push(format!(
            "the engine's score changes are {got:?}, the record's {want:?}"
        ));
    }
    let want_kind = match ending.name.as_str() {
        "全員聴牌" | "全員不聴" => "流局",
        n => n,
    };
    let kind = ending_name(events);
    if kind != Some(want_kind) {
        problems.push(format!(
            "the engine ends the hand as {}, the record as {want_kind}",
            kind.unwrap_or("nothing")
        ));
    }
    if let Some(want) = ending.tenpai {
        let tenpai = events.iter().find_map(|e| match e {
            Event::ExhaustiveDraw { tenpai } => Some(*tenpai),
            _ => None,
        });
        if tenpai != Some(want) {
            problems.push(format!(
                "the engine counts tenpai {tenpai:?}, the record {want:?}"
            ));
        }
    }
    let won: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Won {
                seat, from, score, ..
            } => Some((*seat, from.unwrap_or(*seat), score)),
            _ => None,
        })
        .collect();
    if won.len() != ending.wins.len() {
        problems.push(format!(
            "{} wins, the record has {}",
            won.len(),
            ending.wins.len()
        ));
    }
    for ((seat, from, score), w) in won.iter().zip(&ending.wins) {
        let ron = Some(*from).filter(|f| f != seat);
        let pao = liable_seat(r, *seat, ron, score);
        if (*seat, *from, pao) != (w.seat, w.from, w.pao) {
            problems.push(format!(
                "seat {} wins from seat {} (liable: seat {}), the record says seat {} from seat {} (liable: seat {})",
                seat.index(), from.index(), pao.index(), w.seat.index(), w.from.index(), w.pao.index()
            ));
        }
        let mut mine: Vec<Named> = score.yaku.iter().map(|(y, _)| Named::Yaku(*y)).collect();
        mine.extend(score.yakuman.iter().map(|(y, _)| Named::Yakuman(*y)));
        let mut theirs = Vec::new();
        for y in &w.yaku {
            let name = y.split('(').next().unwrap_or(y);
            match read_yaku(name) {
                Some(Named::Dora) => {}
                Some(n) => theirs.push(n),
                None => problems.push(format!("the record names an unknown yaku '{name}'")),
            }
        }
        let key = |n: &Named| format!("{n:?}");
        rinshan_rules::small_sort::sort_small_by_key(&mut mine, key);
        rinshan_rules::small_sort::sort_small_by_key(&mut theirs, key);
        if mine != theirs {
            problems.push(format!(
                "the engine's yaku are {mine:?}, the record's {theirs:?}"
            ));
        }
        if let Some((fu, han)) = fu_han(&w.points) {
            if (score.fu.total, score.han) != (fu, han) {
                problems.push(format!(
                    "the engine scores {} fu {} han, the record {fu} fu {han} han",
                    score.fu.total, score.han
                ));
            }
        }
    }
    problems
}

/// The engine's refusal of a recorded move.
fn refused(seat: Seat, action: Action, e: IllegalAction) -> Problem {
    Problem::Refused {
        seat,
        action,
        refusal: e.refusal,
    }
}
