//! The choices beside the discard, as a Phoenix player makes them: riichi or not, and a
//! call (chii, pon or open kan) or a pass. Each is a small head over the network's dense
//! units ([`crate::net::Net::forward_all`]; the trunk is the one the discard and the reading
//! were trained with, left as it was) and a few inputs of its own that the trunk does not
//! see:
//!
//! - riichi ([`riichi_extras`]): the best riichi discard's wait (copies of its winning
//!   kinds the seat cannot see, a count of kinds), what a win on it is worth with riichi
//!   and without (where it has a yaku without), how much of the policy's discard goes to
//!   the kinds riichi allows, and whether the seat kept a quiet tenpai last turn;
//! - call ([`call_extras`]): which calls are offered, whose discard it is, the hand's
//!   shanten before and after the best of the calls offered, and whether that call
//!   leaves a way to a yaku, what the hand is worth before and after it, and Hard's own
//!   answer.
//!
//! A head is dense layers named `riichi0`, `riichi1`, … (or `call0`, …) with ReLU between
//! them, the last with one output: the logit of riichi (of calling).

use super::net::Dense;
use super::weights::{ModelError, Weights};
use rinshan_bots::judge::without_exact;
use rinshan_bots::table::Table;
use rinshan_bots::value::Valuer;
use rinshan_bots::{Bot, Level};
use rinshan_engine::{Action, SeatView};
use rinshan_rules::hand::counts_of;
use rinshan_rules::shanten::{shape_shanten, Counts};
use rinshan_rules::waits::waits;
use rinshan_rules::{Meld, Seed, Tile};

/// The riichi head's own inputs.
pub const RIICHI_EXTRAS: usize = 9;
/// The call head's own inputs.
pub const CALL_EXTRAS: usize = 14;

/// A chii, pon or open kan: what the call head decides for or against.
pub fn is_call(a: &Action) -> bool {
    matches!(
        a,
        Action::Chii { .. } | Action::Pon { .. } | Action::Daiminkan
    )
}

fn without(counts: &Counts, tiles: &[Tile]) -> Counts {
    let mut c = *counts;
    for t in tiles {
        let k = t.kind().index();
        c[k] = c[k].saturating_sub(1);
    }
    c
}

/// The riichi head's inputs at a turn where `legal` offers a riichi discard (`None` when
/// it does not), for the riichi discard whose wait has the most copies the seat cannot
/// see: those copies (/12), its count of winning kinds (/5), the mean value of a ron on
/// its waits without riichi (0 for a wait with no yaku; /8,000), the share of its waits
/// with a yaku without riichi, the mean value of a ron with riichi (/8,000, with the
/// expected ura dora and ippatsu as Hard values them); and how many of the hand's kinds
/// can be discarded with riichi (/14); then from the network's discard logits
/// (`logits`, the first 34 of its outputs), the chance its policy gives to discarding a
/// kind that riichi allows, and whether its first choice is one; and whether the hand
/// was tenpai already before this turn's draw (so the seat kept a quiet tenpai at its
/// last discard: it is not in riichi).
pub fn riichi_extras(
    view: &SeatView,
    legal: &[Action],
    logits: &[f32],
) -> Option<[f32; RIICHI_EXTRAS]> {
    let hand = counts_of(view.hand.iter().copied());
    let seen = view.visible();
    let melds = view.my_melds();
    let mut counted = hand;
    for m in melds {
        for t in m.tiles() {
            counted[t.kind().index()] = counted[t.kind().index()].saturating_add(1);
        }
    }
    let table = Table::new(view);
    let mut valuer = Valuer::new(&table);
    let mut best: Option<(u32, [f32; RIICHI_EXTRAS])> = None;
    let mut offered = 0;
    for a in legal {
        let Action::Discard { tile, riichi: true } = a else {
            continue;
        };
        offered += 1;
        let w = waits(&without(&hand, &[*tile]), melds.len(), &counted);
        let unseen: u32 = w
            .iter()
            .map(|k| u32::from(4u8.saturating_sub(seen[k.index()])))
            .sum();
        if best.as_ref().is_some_and(|b| b.0 >= unseen) {
            continue;
        }
        let concealed = without_exact(&view.hand, *tile);
        let (mut dama, mut with_yaku, mut riichi) = (0.0, 0.0, 0.0);
        for k in &w {
            let win = Tile::new(*k);
            if let Some(v) = valuer.win(&concealed, melds, win, false).ron {
                dama += v;
                with_yaku += 1.0;
            }
            riichi += valuer.win(&concealed, melds, win, true).ron.unwrap_or(0.0);
        }
        let n = w.len().max(1) as f64;
        let per = |v: f64| ((v / n / 8000.0) as f32).min(3.0);
        best = Some((
            unseen,
            [
                (unseen as f32 / 12.0).min(1.0),
                (w.len() as f32 / 5.0).min(1.0),
                per(dama),
                (with_yaku / n) as f32,
                per(riichi),
                0.0,
                0.0,
                0.0,
                0.0,
            ],
        ));
    }
    let (_, mut x) = best?;
    x[5] = offered as f32 / 14.0;
    let mut held = [false; 34];
    for t in &view.hand {
        held[t.kind().index()] = true;
    }
    let mut allowed = [false; 34];
    for a in legal {
        if let Action::Discard { tile, riichi: true } = a {
            allowed[tile.kind().index()] = true;
        }
    }
    let kinds = || (0..34).filter(|&k| held[k] && k < logits.len());
    let top = kinds().max_by(|&a, &b| logits[a].total_cmp(&logits[b]))?;
    let (mut all, mut ok) = (0f32, 0f32);
    for k in kinds() {
        let e = (logits[k] - logits[top]).exp();
        all += e;
        if allowed[k] {
            ok += e;
        }
    }
    x[6] = ok / all.max(f32::MIN_POSITIVE);
    x[7] = f32::from(u8::from(allowed[top]));
    if let Some(drawn) = view.drawn {
        let before = without(&hand, &[drawn]);
        x[8] = f32::from(u8::from(
            shape_shanten(&before, melds.len()) == 0
                && !waits(&before, melds.len(), &counted).is_empty(),
        ));
    }
    Some(x)
}

/// The call head's inputs where `legal` offers a chii, pon or open kan (`None` when it
/// offers none): which of the three are offered (0 or 1 each), whose discard it is (the
/// next seat, opposite, the one before: one of three), the hand's shape shanten now and
/// the best after one of the calls offered (each /7 from -1), whether that call lowers
/// it; for that call (of those as low, the one worth most) whether the open hand can
/// still reach a yaku and its rough worth (Hard's: dora and the yaku it is on its way to,
/// /8,000), the hand's worth as it is (/8,000), the called tile's dora (/2); and whether
/// Hard would call (its whole reckoning of speed, worth and danger, as one input).
pub fn call_extras(view: &SeatView, legal: &[Action]) -> Option<[f32; CALL_EXTRAS]> {
    call_inputs(view, legal, &hard_answer(view, legal)).map(|c| c.0)
}

/// Of the calls `legal` offers, the one that lowers the hand's shanten most (of those as
/// low, the one worth most): the call a player who calls makes.
pub fn best_call(view: &SeatView, legal: &[Action]) -> Option<Action> {
    call_inputs(view, legal, &hard_answer(view, legal)).map(|c| c.1)
}

/// Hard's answer to a discard (its choices do not depend on its seed).
fn hard_answer(view: &SeatView, legal: &[Action]) -> Action {
    Bot::new(Level::Hard, Seed(0)).decide(view, legal)
}

/// The call head's inputs ([`call_extras`]) and the best call ([`best_call`]) at once,
/// given Hard's answer `hard` to the same discard: what a player who asks Hard anyway
/// (the Phoenix player) computes once instead of three times.
pub fn call_inputs(
    view: &SeatView,
    legal: &[Action],
    hard: &Action,
) -> Option<([f32; CALL_EXTRAS], Action)> {
    let (from, called) = view.claim?;
    let hand = counts_of(view.hand.iter().copied());
    let reds = |tiles: &[Tile]| tiles.iter().filter(|t| t.is_red()).count() as u32;
    let melds = view.my_melds();
    let now = shape_shanten(&hand, melds.len());
    let table = Table::new(view);
    let valuer = Valuer::new(&table);
    let mut x = [0f32; CALL_EXTRAS];
    // The best call: lowest shanten after, then most worth.
    let mut best: Option<(i8, f64, &Action)> = None;
    for a in legal {
        let (slot, shown, meld) = match a {
            Action::Chii { tiles } => (
                0,
                tiles.to_vec(),
                Meld::chii(vec![tiles[0], tiles[1], called], called, from),
            ),
            Action::Pon { tiles } => (
                1,
                tiles.to_vec(),
                Meld::pon(vec![tiles[0], tiles[1], called], called, from),
            ),
            Action::Daiminkan => {
                let shown: Vec<Tile> = view
                    .hand
                    .iter()
                    .copied()
                    .filter(|t| t.kind() == called.kind())
                    .collect();
                let mut all = shown.clone();
                all.push(called);
                (2, shown, Meld::daiminkan(all, called, from))
            }
            _ => continue,
        };
        x[slot] = 1.0;
        let Ok(meld) = meld else { continue };
        let after = without(&hand, &shown);
        let mut open = melds.to_vec();
        open.push(meld);
        let s = shape_shanten(&after, open.len());
        let rest: Vec<Tile> = view
            .hand
            .iter()
            .copied()
            .filter(|t| !shown.contains(t))
            .collect();
        let worth = valuer.rough(&after, reds(&rest) + reds(&[called]), &open);
        if best.is_none_or(|b| (s, -worth) < (b.0, -b.1)) {
            best = Some((s, worth, a));
        }
    }
    let (after, worth, action) = best?;
    let r = (from.index() + 4 - view.seat.index()) % 4;
    if (1..4).contains(&r) {
        x[2 + r] = 1.0;
    }
    let scaled = |s: i8| (f32::from(s.max(-1)) + 1.0) / 7.0;
    let money = |v: f64| ((v / 8000.0) as f32).min(3.0);
    x[6] = scaled(now);
    x[7] = scaled(after);
    x[8] = f32::from(u8::from(after < now));
    x[9] = f32::from(u8::from(worth > 0.0));
    x[10] = money(worth);
    x[11] = money(valuer.rough(&hand, reds(&view.hand), melds));
    x[12] = (f32::from(table.dora[called.kind().index()]) / 2.0).min(1.0);
    x[13] = f32::from(u8::from(is_call(hard)));
    Some((x, action.clone()))
}

/// A choice's head: dense layers with ReLU between them, one logit out.
pub(crate) struct Head {
    layers: Vec<Dense>,
}

impl Head {
    /// The head `name` (layers `name0`, `name1`, …) reading `cin` values, or `None` when
    /// the weights hold none.
    pub(crate) fn read(w: &Weights, name: &str, cin: usize) -> Result<Option<Head>, ModelError> {
        let mut layers: Vec<Dense> = Vec::new();
        while w.has(&format!("{name}{}.weight", layers.len())) {
            let n = layers.last().map_or(cin, |d| d.cout);
            layers.push(Dense::read(w, &format!("{name}{}", layers.len()), n, None)?);
        }
        match layers.last() {
            None => Ok(None),
            Some(last) if last.cout == 1 => Ok(Some(Head { layers })),
            Some(last) => Err(ModelError::Shape {
                name: format!("{name}{}.weight", layers.len() - 1),
                found: vec![last.cout],
            }),
        }
    }

    /// The logit for `x`.
    pub(crate) fn logit(&self, x: &[f32]) -> f32 {
        let mut h = x.to_vec();
        for (i, d) in self.layers.iter().enumerate() {
            h = d.apply(&h);
            if i + 1 < self.layers.len() {
                h.iter_mut().for_each(|v| *v = v.max(0.0));
            }
        }
        h[0]
    }
}
