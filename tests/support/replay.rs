//! Replays tenhou.net/6 records through the round engine. Each hand is first put in
//! table order (who drew, called, discarded and declared what, in sequence) from the
//! seats' own lists; the wall is rebuilt from that order; then every recorded action is
//! sent to the engine, which must offer it among its legal actions, and the hand's result
//! is compared with the record's.

use rinshan::engine::{Action, Event, Position, Round, RoundSetup, SeatPosition};
use rinshan::rules::wall::tile_set;
use rinshan::rules::{Ruleset, Seat, Tile, TileKind, Wall};
use serde_json::Value;

use super::tenhou6::{call_parts, points_text, tile, yaku_name};

/// One recorded step, in table order.
#[derive(Clone, Debug, PartialEq)]
enum Step {
    /// A draw from the live wall.
    Draw(Tile),
    /// A replacement draw after a kan.
    Rinshan(Tile),
    /// A discard (the record's 60, the drawn tile, already resolved), with or without
    /// riichi.
    Discard { tile: Tile, riichi: bool },
    /// Chii, pon or daiminkan of the last discard: the called tile and the hand tiles.
    Call {
        letter: char,
        called: Tile,
        hand: Vec<Tile>,
    },
    /// Shouminkan with the added tile.
    Shouminkan(Tile),
    /// Ankan of a kind.
    Ankan(TileKind),
}

/// One hand of a record.
struct Hand<'a> {
    dealer: usize,
    setup: RoundSetup,
    dora: Vec<Tile>,
    ura: Vec<Tile>,
    starts: [Vec<Tile>; 4],
    draws: [&'a [Value]; 4],
    discards: [&'a [Value]; 4],
    result: &'a Value,
}

fn tiles_of(v: &Value) -> Option<Vec<Tile>> {
    v.as_array()?
        .iter()
        .map(|n| tile(n.as_i64()?))
        .collect::<Option<Vec<_>>>()
}

fn read_hand(v: &Value) -> Option<Hand<'_>> {
    let kyoku = v[0][0].as_u64()? as usize;
    let honba = v[0][1].as_u64()? as u32;
    let sticks = v[0][2].as_u64()? as u32;
    let scores = v[1].as_array()?;
    let mut points = [0i32; 4];
    for (p, s) in points.iter_mut().zip(scores) {
        *p = s.as_i64()? as i32;
    }
    let dealer = kyoku % 4;
    let setup = RoundSetup {
        dealer: Seat::new(dealer as u8)?,
        round_wind: TileKind::wind((kyoku / 4) as u8),
        honba,
        deposits: sticks,
        points,
    };
    let arr = |i: usize| v[i].as_array().map(|a| a.as_slice());
    Some(Hand {
        dealer,
        setup,
        dora: tiles_of(&v[2])?,
        ura: tiles_of(&v[3])?,
        starts: [
            tiles_of(&v[4])?,
            tiles_of(&v[7])?,
            tiles_of(&v[10])?,
            tiles_of(&v[13])?,
        ],
        draws: [arr(5)?, arr(8)?, arr(11)?, arr(14)?],
        discards: [arr(6)?, arr(9)?, arr(12)?, arr(15)?],
        result: &v[16],
    })
}

/// The seat a call string's called tile came from: the letter's position among the
/// tiles (0 = left, 1 = opposite, 2 or 3 = right).
fn call_source(caller: usize, pos: usize) -> usize {
    match pos {
        0 => (caller + 3) % 4,
        1 => (caller + 2) % 4,
        _ => (caller + 1) % 4,
    }
}

/// Puts the hand's steps in table order.
fn linearise(h: &Hand) -> Result<Vec<(usize, Step)>, String> {
    let mut steps = Vec::new();
    let mut di = [0usize; 4];
    let mut ci = [0usize; 4];
    let mut last_draw: [Option<Tile>; 4] = [None; 4];
    let mut seat = h.dealer;
    let mut rinshan = false;
    // Acquire: the seat takes its next draw (unless it just called).
    let mut acquire = true;
    loop {
        if acquire {
            let Some(entry) = h.draws[seat].get(di[seat]) else {
                break;
            };
            let n = entry
                .as_i64()
                .ok_or_else(|| format!("seat {seat}: expected a draw, got {entry}"))?;
            let t = tile(n).ok_or_else(|| format!("bad tile {n}"))?;
            di[seat] += 1;
            last_draw[seat] = Some(t);
            steps.push((
                seat,
                if rinshan {
                    Step::Rinshan(t)
                } else {
                    Step::Draw(t)
                },
            ));
            rinshan = false;
        }
        let Some(act) = h.discards[seat].get(ci[seat]) else {
            break;
        };
        ci[seat] += 1;
        // A discard is a tile number (60: the tile just drawn), `r` + number for riichi.
        let discarded_tile = |n: i64| -> Result<Tile, String> {
            if n == 60 {
                last_draw[seat].ok_or_else(|| "tsumogiri without a draw".to_string())
            } else {
                tile(n).ok_or_else(|| format!("bad tile {n}"))
            }
        };
        let (n, riichi) = match act {
            Value::Number(n) => (n.as_i64().unwrap_or(-1), false),
            Value::String(s) if s.starts_with('r') => {
                (s[1..].parse().map_err(|_| format!("bad riichi {s}"))?, true)
            }
            Value::String(s) => {
                let (letter, pos, ts) = call_parts(s).ok_or_else(|| format!("bad kan {s}"))?;
                let step = match letter {
                    'k' => Step::Shouminkan(ts[pos]),
                    'a' => Step::Ankan(ts[0].kind()),
                    _ => return Err(format!("unknown declaration {s}")),
                };
                steps.push((seat, step));
                rinshan = true;
                acquire = true;
                continue;
            }
            other => return Err(format!("unreadable discard {other}")),
        };
        if n == 0 && !riichi {
            // Placeholder after a daiminkan: the replacement draw follows.
            rinshan = true;
            acquire = true;
            continue;
        }
        let discarded = discarded_tile(n)?;
        steps.push((
            seat,
            Step::Discard {
                tile: discarded,
                riichi,
            },
        ));
        // Who claims the discard: a seat whose next entry calls this tile from here.
        let claimer = (1..4).map(|d| (seat + d) % 4).find(|&k| {
            h.draws[k]
                .get(di[k])
                .and_then(Value::as_str)
                .and_then(call_parts)
                .is_some_and(|(_, pos, ts)| ts[pos] == discarded && call_source(k, pos) == seat)
        });
        match claimer {
            Some(k) => {
                let s = h.draws[k][di[k]].as_str().unwrap_or_default();
                let (letter, pos, ts) = call_parts(s).ok_or("bad call")?;
                let mut hand = ts.clone();
                hand.remove(pos);
                di[k] += 1;
                steps.push((
                    k,
                    Step::Call {
                        letter,
                        called: ts[pos],
                        hand,
                    },
                ));
                seat = k;
                acquire = false;
            }
            None => {
                seat = (seat + 1) % 4;
                acquire = true;
            }
        }
    }
    Ok(steps)
}

/// The wall the record implies: the live draws in order, then the unseen tiles; the
/// dead wall with the recorded replacement tiles and indicators, unseen tiles elsewhere.
fn build_wall(h: &Hand, steps: &[(usize, Step)]) -> Result<Wall, String> {
    let (mut live, mut rinshan) = (Vec::new(), Vec::new());
    for (_, step) in steps {
        match step {
            Step::Draw(t) => live.push(*t),
            Step::Rinshan(t) => rinshan.push(*t),
            _ => {}
        }
    }
    let mut unseen = tile_set(Ruleset::tenhou().red_fives);
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
            .ok_or_else(|| format!("more {} than the set holds", t.name()))?;
        unseen.remove(i);
    }
    let mut unseen = unseen.into_iter();
    let mut fill = |given: Option<&Tile>| given.copied().or_else(|| unseen.next());
    let mut live_wall = live;
    while live_wall.len() < 70 {
        live_wall.push(fill(None).ok_or("ran out of tiles")?);
    }
    let mut dead = Vec::with_capacity(14);
    for i in 0..4 {
        dead.push(fill(rinshan.get(i)).ok_or("ran out of tiles")?);
    }
    for i in 0..5 {
        dead.push(fill(h.dora.get(i)).ok_or("ran out of tiles")?);
    }
    for i in 0..5 {
        dead.push(fill(h.ura.get(i)).ok_or("ran out of tiles")?);
    }
    let dead: [Tile; 14] = dead.try_into().map_err(|_| "dead wall size")?;
    Ok(Wall::from_parts(live_wall, dead))
}

/// One recorded win.
struct Winner {
    seat: usize,
    from: usize,
    /// The liable seat (the winner's own when nobody is).
    pao: usize,
    fu_han: Option<(u32, u32)>,
    yaku: Vec<&'static str>,
}

/// What the record says about the end of the hand.
struct Outcome {
    name: String,
    deltas: Option<[i32; 4]>,
    wins: Vec<Winner>,
}

fn outcome(result: &Value) -> Result<Outcome, String> {
    let name = result[0].as_str().unwrap_or_default().to_string();
    let mut deltas = None;
    let mut wins = Vec::new();
    let mut i = 1;
    while let Some(d) = result.get(i).and_then(Value::as_array) {
        let mut sum = deltas.unwrap_or([0i32; 4]);
        for (s, v) in sum.iter_mut().zip(d) {
            *s += v.as_i64().unwrap_or(0) as i32;
        }
        deltas = Some(sum);
        if let Some(w) = result.get(i + 1).and_then(Value::as_array) {
            let num = |j: usize| w.get(j).and_then(Value::as_u64).unwrap_or(9) as usize;
            let (_, fu_han) = points_text(w.get(3).and_then(Value::as_str).unwrap_or(""));
            let mut yaku = Vec::new();
            for y in w.iter().skip(4).filter_map(Value::as_str) {
                let n = y.split('(').next().unwrap_or(y);
                if matches!(n, "ドラ" | "赤ドラ" | "裏ドラ") {
                    continue;
                }
                yaku.push(yaku_name(n).ok_or_else(|| format!("unknown yaku {n}"))?);
            }
            yaku.sort();
            wins.push(Winner {
                seat: num(0),
                from: num(1),
                pao: num(2),
                fu_han,
                yaku,
            });
        }
        i += 2;
    }
    Ok(Outcome { name, deltas, wins })
}

fn apply(r: &mut Round, seat: usize, a: Action, at: &str) -> Result<Vec<Event>, String> {
    let s = Seat::ALL[seat];
    r.apply(s, a.clone()).map_err(|e| {
        format!(
            "{at}: seat {seat} {a} refused: {e} (legal: {:?})",
            r.legal_actions(s)
        )
    })
}

/// Answers an open claim window as the record goes on: the next step's call, the
/// recorded rons when the hand ends here, otherwise a skip.
fn answer_claims(
    r: &mut Round,
    next: Option<&(usize, Step)>,
    ends_here: bool,
    out: &Outcome,
    discarder: usize,
    at: &str,
) -> Result<Vec<Event>, String> {
    let mut events = Vec::new();
    for k in (1..4).map(|d| (discarder + d) % 4) {
        let legal = r.legal_actions(Seat::ALL[k]);
        if legal.is_empty() || !matches!(r.phase(), rinshan::engine::Phase::Claims(_)) {
            continue;
        }
        let ron = ends_here
            && (out.name == "三家和了"
                || out.wins.iter().any(|w| w.seat == k && w.from == discarder));
        let action = if ron {
            Action::Ron
        } else {
            match next {
                Some((seat, Step::Call { letter, hand, .. })) if *seat == k => {
                    let mut want = hand.clone();
                    want.sort();
                    match letter {
                        'm' => Action::Daiminkan,
                        'p' | 'c' => legal
                            .iter()
                            .find(|a| match a {
                                Action::Pon { tiles } if *letter == 'p' => {
                                    let mut t = tiles.to_vec();
                                    t.sort();
                                    t == want
                                }
                                Action::Chii { tiles } if *letter == 'c' => {
                                    let mut t = tiles.to_vec();
                                    t.sort();
                                    t == want
                                }
                                _ => false,
                            })
                            .cloned()
                            .ok_or_else(|| {
                                format!(
                                    "{at}: seat {k} may not call {letter} with {want:?}: {legal:?}"
                                )
                            })?,
                        _ => return Err(format!("{at}: unknown call {letter}")),
                    }
                }
                _ => Action::Skip,
            }
        };
        events.extend(apply(r, k, action, at)?);
    }
    Ok(events)
}

/// Replays one hand; returns a description of every difference from the record.
pub fn replay_hand(v: &Value, label: &str) -> Result<(), String> {
    let h = read_hand(v).ok_or_else(|| format!("{label}: unreadable hand"))?;
    let steps = linearise(&h).map_err(|e| format!("{label}: {e}"))?;
    let wall = build_wall(&h, &steps).map_err(|e| format!("{label}: {e}"))?;
    let out = outcome(h.result).map_err(|e| format!("{label}: {e}"))?;
    let position = Position {
        setup: h.setup.clone(),
        wall,
        seats: std::array::from_fn(|i| SeatPosition::with_hand(h.starts[i].clone())),
        to_act: Seat::ALL[h.dealer],
        fresh: true,
    };
    let mut r = Round::from_position(Ruleset::tenhou(), position)
        .map_err(|e| format!("{label}: position: {e}"))?;
    let mut events: Vec<Event> = Vec::new();
    for (i, (seat, step)) in steps.iter().enumerate() {
        let at = format!("{label} step {i} ({step:?})");
        let last = i + 1 == steps.len();
        let next = steps.get(i + 1);
        match step {
            Step::Draw(t) => {
                let ev = apply(&mut r, *seat, Action::Draw, &at)?;
                if !ev
                    .iter()
                    .any(|e| matches!(e, Event::Drew { tile, .. } if tile == t))
                {
                    return Err(format!("{at}: drew something else: {ev:?}"));
                }
                events.extend(ev);
            }
            Step::Rinshan(t) => {
                let drew = events.iter().rev().find_map(|e| match e {
                    Event::Drew {
                        tile,
                        rinshan: true,
                        ..
                    } => Some(*tile),
                    _ => None,
                });
                if drew != Some(*t) {
                    return Err(format!("{at}: the replacement tile was {drew:?}"));
                }
            }
            Step::Discard { tile, riichi } => {
                let ev = apply(
                    &mut r,
                    *seat,
                    Action::Discard {
                        tile: *tile,
                        riichi: *riichi,
                    },
                    &at,
                )?;
                events.extend(ev);
                events.extend(answer_claims(&mut r, next, last, &out, *seat, &at)?);
            }
            Step::Call { .. } => {} // made while answering the discard
            Step::Shouminkan(t) => {
                events.extend(apply(&mut r, *seat, Action::Shouminkan { tile: *t }, &at)?);
                events.extend(answer_claims(&mut r, next, last, &out, *seat, &at)?);
            }
            Step::Ankan(kind) => {
                events.extend(apply(&mut r, *seat, Action::Ankan { kind: *kind }, &at)?);
                events.extend(answer_claims(&mut r, next, last, &out, *seat, &at)?);
            }
        }
    }
    // The hand's last move, when it is not a discard or a kan.
    if !r.is_over() {
        let seat = steps.last().map(|(s, _)| *s).unwrap_or(h.dealer);
        let at = format!("{label} end");
        let action = match out.name.as_str() {
            "和了" => Action::Tsumo,
            "九種九牌" => Action::KyuushuKyuuhai,
            // The wall ran out: the next seat's draw ends the hand.
            _ => Action::Draw,
        };
        let seat = match action {
            Action::Draw => match r.phase() {
                rinshan::engine::Phase::Draw { seat } => seat.index(),
                _ => seat,
            },
            _ => seat,
        };
        events.extend(apply(&mut r, seat, action, &at)?);
    }
    if !r.is_over() {
        return Err(format!(
            "{label}: the engine's hand has not ended ({:?})",
            r.phase()
        ));
    }
    compare(&events, &out, &r, label)
}

fn compare(events: &[Event], out: &Outcome, r: &Round, label: &str) -> Result<(), String> {
    let mut got = [0i32; 4];
    for e in events {
        match e {
            Event::PointsChanged { deltas } => {
                for (g, d) in got.iter_mut().zip(deltas) {
                    *g += d;
                }
            }
            // The record's deltas leave out the riichi deposits paid this hand.
            Event::RiichiAccepted { seat } => got[seat.index()] += 1000,
            _ => {}
        }
    }
    let want = out.deltas.unwrap_or([0; 4]);
    let mut problems = Vec::new();
    // The hand's result says the same as its log.
    match r.result() {
        Some(res) => {
            let mut raw = res.deltas;
            for e in events {
                if let Event::RiichiAccepted { seat } = e {
                    raw[seat.index()] += 1000;
                }
            }
            if raw != got || res.wins.len() != out.wins.len() {
                problems.push(format!("result {res:?} disagrees with the log"));
            }
            let liable: Vec<usize> = res
                .wins
                .iter()
                .map(|w| w.liable.unwrap_or(w.seat).index())
                .collect();
            let recorded: Vec<usize> = out.wins.iter().map(|w| w.pao).collect();
            if liable != recorded {
                problems.push(format!("liable {liable:?}, record {recorded:?}"));
            }
        }
        None => problems.push("no result".into()),
    }
    if got != want {
        problems.push(format!("deltas {got:?}, record {want:?}"));
    }
    let kind = events.iter().rev().find_map(|e| match e {
        Event::Won { .. } => Some("和了"),
        Event::AbortiveDraw { reason } => Some(match reason {
            rinshan::engine::AbortReason::NineTerminals => "九種九牌",
            rinshan::engine::AbortReason::FourWinds => "四風連打",
            rinshan::engine::AbortReason::FourRiichi => "四家立直",
            rinshan::engine::AbortReason::TripleRon => "三家和了",
            rinshan::engine::AbortReason::FourKans => "四槓散了",
        }),
        Event::NagashiMangan { .. } => Some("流し満貫"),
        Event::ExhaustiveDraw { .. } => Some("流局"),
        _ => None,
    });
    let want_kind = match out.name.as_str() {
        "全員聴牌" | "全員不聴" => "流局",
        n => n,
    };
    if kind != Some(want_kind) {
        problems.push(format!("ended as {kind:?}, record {want_kind}"));
    }
    let won: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Won {
                seat, from, score, ..
            } => Some((seat.index(), from.map(|f| f.index()), score)),
            _ => None,
        })
        .collect();
    if won.len() != out.wins.len() {
        problems.push(format!("{} wins, record {}", won.len(), out.wins.len()));
    }
    for ((seat, from, score), w) in won.iter().zip(&out.wins) {
        let from = from.unwrap_or(*seat);
        let mut yaku: Vec<&str> = score
            .yaku
            .iter()
            .map(|(y, _)| y.name())
            .chain(score.yakuman.iter().map(|(y, _)| y.name()))
            .collect();
        yaku.sort();
        let pao = r
            .player(Seat::ALL[*seat])
            .liability
            .filter(|l| score.yakuman.iter().any(|(y, _)| *y == l.yakuman))
            .map_or(*seat, |l| l.liable.index());
        if (*seat, from, pao) != (w.seat, w.from, w.pao) {
            problems.push(format!(
                "win by {seat} from {from} (pao {pao}), record {} from {} (pao {})",
                w.seat, w.from, w.pao
            ));
        }
        if yaku != w.yaku {
            problems.push(format!("yaku {yaku:?}, record {:?}", w.yaku));
        }
        if let Some((fu, han)) = w.fu_han {
            if (score.fu.total, score.han) != (fu, han) {
                problems.push(format!(
                    "{} fu {} han, record {fu} fu {han} han",
                    score.fu.total, score.han
                ));
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{label}: {}", problems.join("; ")))
    }
}

/// Replays every hand of a record file; one error per hand that differs.
pub fn replay_file(path: &std::path::Path) -> (usize, Vec<String>) {
    let label = path
        .file_name()
        .map(|f| f.to_string_lossy().to_string())
        .unwrap_or_default();
    let game: Value = match std::fs::read_to_string(path)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
    {
        Some(g) => g,
        None => return (0, vec![format!("{label}: unreadable")]),
    };
    let mut hands = 0;
    let mut errors = Vec::new();
    for (i, hand) in game["log"].as_array().into_iter().flatten().enumerate() {
        hands += 1;
        if let Err(e) = replay_hand(hand, &format!("{label} hand {i}")) {
            errors.push(e);
        }
    }
    (hands, errors)
}
