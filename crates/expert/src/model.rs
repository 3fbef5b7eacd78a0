//! How every seat plays in the Expert's simulations: a cheap model of a player, fast
//! enough to play hundreds of hands out in a decision's time. It wins whenever it can,
//! builds for the lowest shanten (among equal ones it lets go the least connected tile,
//! and near tenpai the one of those that keeps most tiles to draw; at tenpai the widest
//! wait),
//! declares riichi on every closed tenpai (as majiang-ai does), calls toward a yaku when
//! the call takes a step (a closed hand only from two steps away, a yakuhai pon always),
//! never declares a kan, and folds against a riichi when it is not tenpai: then it
//! discards the safest tile it holds (genbutsu, then suji and honours by copies seen) and
//! calls nothing.
//!
//! A seat sees only what its own seat would in the simulated hand: its hand, the melds,
//! ponds, riichi and dora on the table.

use rinshan_bots::yaku_path::open_yaku_path;
use rinshan_engine::claims::called_meld;
use rinshan_engine::{Action, Round};
use rinshan_rules::shanten::{acceptance_kinds, shanten_after_discards, shape_shanten, Counts};
use rinshan_rules::{Meld, Rng, Seat, Tile, TileKind};

/// From this many steps from tenpai on, a discard weighs the tiles each choice still
/// accepts…
const ACCEPTANCE_FROM: i8 = 2;
/// …among this many of the least useful tiles (a cheap reading of shape elsewhere).
const ACCEPTANCE_OF: usize = 3;

/// How a seat plays the rest of a simulated hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// As the model plays (it folds against a riichi unless tenpai).
    Model,
    /// Never folds.
    Push,
    /// Folds from now on: the safest tile every turn, no call, no riichi.
    Fold,
    /// As a level of `rinshan-bots` plays, from the seat's view of the simulated hand (a
    /// hundred times slower than the model; `playout` seats the bot).
    Level(rinshan_bots::Level),
}

/// The action `seat` takes among `legal` in `round`, playing by `plan`.
pub fn act(round: &Round, seat: Seat, legal: &[Action], plan: Plan, rng: &mut Rng) -> Action {
    let first = legal.first().cloned().unwrap_or(Action::Skip);
    if legal.len() <= 1 {
        return first;
    }
    if let Some(win) = legal
        .iter()
        .find(|a| matches!(a, Action::Tsumo | Action::Ron))
    {
        return win.clone();
    }
    let claim = legal.contains(&Action::Skip);
    if claim {
        claim_answer(round, seat, legal, plan)
    } else {
        turn(round, seat, legal, plan, rng).unwrap_or(first)
    }
}

/// Seats other than `seat` in riichi.
fn riichi_seats(round: &Round, seat: Seat) -> Vec<Seat> {
    Seat::ALL
        .into_iter()
        .filter(|&s| s != seat && round.player(s).riichi.is_some())
        .collect()
}

/// True when `plan` folds now, `shanten` steps from tenpai.
fn folds(plan: Plan, threats: &[Seat], shanten: i8) -> bool {
    match plan {
        Plan::Fold => true,
        Plan::Push => false,
        Plan::Model | Plan::Level(_) => !threats.is_empty() && shanten >= 1,
    }
}

/// One's own turn: a discard (with riichi when tenpai and closed).
fn turn(round: &Round, seat: Seat, legal: &[Action], plan: Plan, rng: &mut Rng) -> Option<Action> {
    let p = round.player(seat);
    let discards: Vec<Tile> = rinshan_bots::plain_discards(legal);
    if p.riichi.is_some() || discards.is_empty() {
        // In riichi the drawn tile goes (a kan is never declared).
        return discards.first().map(|&tile| Action::Discard {
            tile,
            riichi: false,
        });
    }
    let counts = p.counts();
    let melds = p.melds.len();
    let after = shanten_after_discards(&counts, melds);
    let best = discards
        .iter()
        .map(|t| after[t.kind().index()])
        .min()
        .unwrap_or(i8::MAX);
    let threats = riichi_seats(round, seat);
    let tile = if folds(plan, &threats, best) {
        safest(round, &threats, &discards, &counts)
    } else if best == 0 {
        widest_wait(round, seat, &discards, &counts, melds, &after)
    } else {
        let dora = dora_counts(round);
        let yakuhai = yakuhai(round, seat);
        // The least useful tiles first (red fives kept; ties at random)…
        let mut ties: Vec<(i32, Tile)> = discards
            .iter()
            .filter(|t| after[t.kind().index()] == best)
            .map(|&t| {
                let score = 8 * keep(&counts, t.kind(), &dora, &yakuhai)
                    + if t.is_red() { 40 } else { 0 }
                    + rng.below(8) as i32;
                (score, t)
            })
            .collect();
        ties.sort_by_key(|(score, _)| *score);
        // …and near tenpai, of the few least useful, the one that keeps most tiles to draw.
        let mut pick = ties.first().copied();
        if best <= ACCEPTANCE_FROM {
            let mut most = -1;
            for &(score, t) in ties.iter().take(ACCEPTANCE_OF) {
                let mut c = counts;
                c[t.kind().index()] -= 1;
                let (_, kinds) = acceptance_kinds(&c, melds);
                let tiles: i32 = (0..34)
                    .filter(|&k| kinds[k])
                    .map(|k| 4 - i32::from(c[k].min(4)))
                    .sum();
                if tiles > most {
                    most = tiles;
                    pick = Some((score, t));
                }
            }
        }
        pick.map(|(_, t)| t)?
    };
    let riichi = Action::Discard { tile, riichi: true };
    if plan != Plan::Fold && legal.contains(&riichi) {
        return Some(riichi);
    }
    Some(Action::Discard {
        tile,
        riichi: false,
    })
}

/// Answering a discard: a chii or pon toward a yaku that takes a step, or a pass.
fn claim_answer(round: &Round, seat: Seat, legal: &[Action], plan: Plan) -> Action {
    let p = round.player(seat);
    let counts = p.counts();
    let melds = p.melds.len();
    let now = shape_shanten(&counts, melds);
    let threats = riichi_seats(round, seat);
    if folds(plan, &threats, now) || plan == Plan::Fold {
        return Action::Skip;
    }
    let rinshan_engine::Phase::Claims(window) = round.phase() else {
        return Action::Skip;
    };
    let (from, called) = (window.discarder, window.tile);
    let yakuhai = yakuhai(round, seat);
    let yakuhai_kinds: Vec<TileKind> = TileKind::all().filter(|k| yakuhai[k.index()]).collect();
    let open = p.melds.iter().any(Meld::is_open);
    let mut best: Option<(i8, Action)> = None;
    for a in legal {
        let (tiles, chii) = match a {
            Action::Chii { tiles } => (*tiles, true),
            Action::Pon { tiles } => (*tiles, false),
            _ => continue,
        };
        let yakuhai_pon = !chii && yakuhai[called.kind().index()];
        // A closed hand near tenpai keeps its riichi, unless a yakuhai pon gives a yaku.
        if !open && now <= 1 && !yakuhai_pon {
            continue;
        }
        let mut rest = counts;
        for t in tiles {
            rest[t.kind().index()] = rest[t.kind().index()].saturating_sub(1);
        }
        let Some(meld) = called_meld(tiles, called, from, chii) else {
            continue;
        };
        let mut after_melds = p.melds.clone();
        after_melds.push(meld);
        let step = shanten_after_discards(&rest, melds + 1)
            .into_iter()
            .min()
            .unwrap_or(i8::MAX);
        if step >= now
            || !open_yaku_path(
                &rest,
                &after_melds,
                &yakuhai_kinds,
                round.rules().open_tanyao,
            )
        {
            continue;
        }
        if best.as_ref().is_none_or(|(s, _)| step < *s) {
            best = Some((step, a.clone()));
        }
    }
    best.map_or(Action::Skip, |(_, a)| a)
}

/// Copies of each kind that count as dora.
fn dora_counts(round: &Round) -> Counts {
    let mut dora = [0u8; 34];
    for i in round.wall().dora_indicators() {
        dora[i.kind().dora_from_indicator().index()] += 1;
    }
    dora
}

/// The kinds a triplet of which is a yaku for `seat`.
fn yakuhai(round: &Round, seat: Seat) -> [bool; 34] {
    let mut y = [false; 34];
    for k in TileKind::all().filter(|k| k.is_dragon()) {
        y[k.index()] = true;
    }
    y[round.seat_wind(seat).index()] = true;
    y[round.setup().round_wind.index()] = true;
    y
}

/// How much a tile of `kind` is worth keeping for the hand's shape (tiles beside it, a
/// pair, a yakuhai, dora): the least worth goes first among discards of equal shanten.
pub(crate) fn keep(counts: &Counts, kind: TileKind, dora: &Counts, yakuhai: &[bool; 34]) -> i32 {
    let k = kind.index();
    let n = i32::from(counts[k]);
    let mut v = 6 * i32::from(dora[k]);
    if kind.is_honor() {
        v += if n >= 2 { 12 } else { 0 } + if yakuhai[k] { 2 } else { 0 };
        return v;
    }
    let number = i32::from(kind.number());
    let near = |d: i32| -> i32 {
        let m = number + d;
        if (1..=9).contains(&m) {
            i32::from(counts[(k as i32 + d) as usize] > 0)
        } else {
            0
        }
    };
    v += if n >= 2 { 8 } else { 0 };
    v += 4 * (near(-1) + near(1)) + 2 * (near(-2) + near(2));
    v += 3 - (5 - number).abs().min(3);
    v
}

/// Copies of each kind `seat` can see: its hand, every meld, every pond, the dora
/// indicators.
fn visible(round: &Round, seat: Seat) -> Counts {
    let mut seen = round.player(seat).counts();
    for s in Seat::ALL {
        let p = round.player(s);
        for t in p.melds.iter().flat_map(|m| m.tiles().iter()) {
            seen[t.kind().index()] += 1;
        }
        for t in p.pond.iter().filter(|t| !t.called) {
            seen[t.tile.kind().index()] += 1;
        }
    }
    for t in round.wall().dora_indicators() {
        seen[t.kind().index()] += 1;
    }
    seen
}

/// Among discards that keep tenpai, the one waiting on most unseen tiles.
fn widest_wait(
    round: &Round,
    seat: Seat,
    discards: &[Tile],
    counts: &Counts,
    melds: usize,
    after: &[i8; 34],
) -> Tile {
    let seen = visible(round, seat);
    let mut best: Option<(i32, Tile)> = None;
    for &t in discards.iter().filter(|t| after[t.kind().index()] == 0) {
        let mut c = *counts;
        c[t.kind().index()] -= 1;
        let (_, waits) = acceptance_kinds(&c, melds);
        let live: i32 = (0..34)
            .filter(|&k| waits[k])
            .map(|k| 4 - i32::from(seen[k].min(4)))
            .sum();
        let score = 2 * live - i32::from(t.is_red());
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, t));
        }
    }
    best.map_or(discards[0], |(_, t)| t)
}

/// The discard least likely to deal in to `threats` (ties: the least useful tile).
fn safest(round: &Round, threats: &[Seat], discards: &[Tile], counts: &Counts) -> Tile {
    let seen = if threats.is_empty() {
        [0u8; 34]
    } else {
        visible(round, threats[0].next())
    };
    let dora = dora_counts(round);
    let mut best: Option<(f64, Tile)> = None;
    for &t in discards {
        let danger: f64 = threats
            .iter()
            .map(|&o| danger(round, o, t.kind(), &seen))
            .sum();
        let score = danger + 0.001 * f64::from(keep(counts, t.kind(), &dora, &[false; 34]));
        if best.is_none_or(|(s, _)| score < s) {
            best = Some((score, t));
        }
    }
    best.map_or(discards[0], |(_, t)| t)
}

/// Roughly how likely `kind` deals in to `o`, who is in riichi: nothing for genbutsu (their
/// own discards, and tiles discarded after their riichi), little for an honour with
/// copies seen or a suji tile, most for a middle tile with nothing known.
fn danger(round: &Round, o: Seat, kind: TileKind, seen: &Counts) -> f64 {
    let pond = &round.player(o).pond;
    let k = kind.index();
    if pond.iter().any(|p| p.tile.kind() == kind) {
        return 0.0;
    }
    if let Some(r) = pond.iter().position(|p| p.riichi) {
        let passed = Seat::ALL.into_iter().any(|s| {
            round
                .player(s)
                .pond
                .iter()
                .skip(r + 1)
                .any(|p| p.tile.kind() == kind)
        });
        if passed {
            return 0.0;
        }
    }
    if kind.is_honor() {
        return match seen[k] {
            3.. => 0.005,
            2 => 0.02,
            _ => 0.05,
        };
    }
    let n = kind.number();
    // The same suit's `m` in their pond.
    let discarded = |m: u8| {
        pond.iter()
            .any(|p| p.tile.kind().index() as i32 == k as i32 + i32::from(m) - i32::from(n))
    };
    let low = n < 4 || discarded(n - 3);
    let high = n > 6 || discarded(n + 3);
    let base = match n {
        1 | 9 => 0.03,
        2 | 8 => 0.05,
        3 | 7 => 0.07,
        _ => 0.10,
    };
    match (low, high) {
        (true, true) => base * 0.35,
        (true, false) | (false, true) => base * 0.7,
        _ => base,
    }
}
