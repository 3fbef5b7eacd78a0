//! The coach: a recorded game replayed through the engine, and every decision one seat
//! made — its discards (folding included), riichi, calls, kans and wins — set beside what
//! the Hard player would have done in the same seat, seeing only what that seat saw. For
//! each decision it gives both choices' shanten and tiles accepted, the danger of both
//! tiles against every player in riichi, what each choice is worth by Hard's reckoning,
//! and a verdict: a choice that clearly loses is marked with a [`Reason`] (a key, which
//! the table puts into words in its languages).

use super::calls::claim_options;
use super::danger::{deal_in, genbutsu};
use super::judge::{Judge, Weighed};
use super::shape::{discard_shapes, shape, Shape};
use super::skill::Skill;
use super::table::Table;
use super::{Bot, Level};
use rinshan_engine::{Action, SeatView};
use rinshan_records::replay::{replay_into, starting_round};
use rinshan_records::{Record, RecordedHand};
use rinshan_rules::hand::counts_of;
use rinshan_rules::{Ruleset, Seat, Seed, Tile};

/// A choice is marked when it is worth at least this many points less than Hard's…
const CLEAR_LOSS: f64 = 300.0;
/// …and at least this share of what Hard's choice is worth (for hands worth much).
const CLEAR_SHARE: f64 = 0.25;
/// Riichi against dama (the same tile) is marked only from this loss.
const RIICHI_LOSS: f64 = 1000.0;
/// From this shanten on, a hand's shape choices are not marked.
const HOPELESS: i8 = 4;
/// A discard counts as a fold when it risks at least this many points less.
const FOLD_SAVING: f64 = 100.0;

/// What kind of decision it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecisionKind {
    /// Which tile to discard (riichi, folding and pushing included).
    Discard,
    /// Whether to call another player's discard (chii, pon, open kan) or pass.
    Call,
    /// Whether to declare a kan on one's own turn.
    Kan,
    /// Whether to win (tsumo or ron).
    Win,
    /// Whether to abort with nine terminals and honours.
    NineTerminals,
}

/// Why a choice is marked as losing clearly. One line each, for the table to word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A win was there (tsumo or ron) and was let pass.
    MissedWin,
    /// The tile was dangerous against a threat when the hand was not worth the risk (a
    /// safer tile was there).
    DangerousDiscard,
    /// The discard gave up a hand worth pushing with: folding cost more than it saved.
    NeedlessFold,
    /// The discard left the hand further from tenpai than it had to.
    SlowerHand,
    /// The discard kept the same shanten but clearly fewer tiles that help.
    FewerTiles,
    /// The discard threw away value (dora, red fives, a yaku) for no speed.
    LostValue,
    /// Riichi was declared where staying quiet (dama) was clearly worth more.
    NeedlessRiichi,
    /// Riichi was not declared where it was clearly worth more.
    MissedRiichi,
    /// The call was worth clearly less than passing (it gave up riichi or value for too
    /// little speed, or left no yaku).
    NeedlessCall,
    /// Passing was worth clearly less than the call.
    MissedCall,
}

impl Reason {
    /// Every reason, in the order above.
    pub const ALL: [Reason; 10] = [
        Reason::MissedWin,
        Reason::DangerousDiscard,
        Reason::NeedlessFold,
        Reason::SlowerHand,
        Reason::FewerTiles,
        Reason::LostValue,
        Reason::NeedlessRiichi,
        Reason::MissedRiichi,
        Reason::NeedlessCall,
        Reason::MissedCall,
    ];
}

/// The verdict on one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The same choice as Hard's.
    Agrees,
    /// Another choice than Hard's, but not a clear loss.
    Fine,
    /// A choice that clearly loses, and why.
    Mistake(Reason),
}

/// One decision of the reviewed seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The hand, counted from 0 in the record.
    pub hand: usize,
    /// Where the decision is in the hand's replay: the index of the engine action about
    /// to be taken, passes on discards counted (the record viewer, which does not count
    /// passes, maps it to its own step).
    pub step: usize,
    /// What kind of decision.
    pub kind: DecisionKind,
    /// What the seat did.
    pub played: Action,
    /// What Hard would do.
    pub advised: Action,
    /// Shanten and tiles accepted after the seat's choice (discards and calls).
    pub played_shape: Option<Shape>,
    /// Shanten and tiles accepted after Hard's choice.
    pub advised_shape: Option<Shape>,
    /// Against every player in riichi: the seat, and the chance that the seat's tile and
    /// Hard's tile deal in (if they are tenpai, as riichi is).
    pub danger: Vec<(Seat, f64, f64)>,
    /// What the seat's choice is worth by Hard's reckoning (expected points).
    pub played_worth: f64,
    /// What Hard's choice is worth.
    pub advised_worth: f64,
    /// The verdict.
    pub verdict: Verdict,
    /// The seat's concealed tiles and melds at the decision, in mpsz (`123m 456p+`).
    pub hand_text: String,
}

/// Reviews every hand of `record` for `seat` under `rules`. A hand the engine cannot
/// replay is reviewed as far as it goes.
pub fn review(record: &Record, seat: Seat, rules: &Ruleset) -> Vec<Decision> {
    record
        .hands
        .iter()
        .enumerate()
        .flat_map(|(i, h)| review_hand(h, i, seat, rules))
        .collect()
}

/// Reviews hand `index` of a record (`h`) for `seat`.
pub fn review_hand(h: &RecordedHand, index: usize, seat: Seat, rules: &Ruleset) -> Vec<Decision> {
    moments(h, index, seat, rules)
        .iter()
        .map(|m| decision(m.hand, m.step, &m.view, &m.legal, &m.played))
        .collect()
}

/// One decision of the reviewed seat as it stood: what the seat saw, what it could do and
/// what it did.
#[derive(Clone, Debug, PartialEq)]
pub struct Moment {
    /// The hand, counted from 0 in the record.
    pub hand: usize,
    /// The index of the engine action about to be taken (see [`Decision::step`]).
    pub step: usize,
    /// The seat's view.
    pub view: SeatView,
    /// The actions the engine offered (two or more).
    pub legal: Vec<Action>,
    /// What the seat did (one of them).
    pub played: Action,
}

/// Every decision `seat` made in hand `index` of a record (`h`), replayed through the
/// engine: the moments where it had a choice.
pub fn moments(h: &RecordedHand, index: usize, seat: Seat, rules: &Ruleset) -> Vec<Moment> {
    let mut tape = Vec::new();
    // A record that ends early or breaks a rule still gives the moves up to there.
    let _ = replay_into(h, index + 1, rules, &mut tape);
    let Ok(mut round) = starting_round(h, rules) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (step, (s, played)) in tape.into_iter().enumerate() {
        if s == seat {
            let legal = round.legal_actions(s);
            if legal.len() > 1 && legal.contains(&played) {
                out.push(Moment {
                    hand: index,
                    step,
                    view: round.view(s),
                    legal,
                    played: played.clone(),
                });
            }
        }
        if round.apply(s, played).is_err() {
            break;
        }
    }
    out
}

/// Weighs one decision: what Hard would do, and the verdict.
pub fn decision(
    hand: usize,
    step: usize,
    view: &SeatView,
    legal: &[Action],
    played: &Action,
) -> Decision {
    let advised = Bot::new(Level::Hard, Seed(0)).decide(view, legal);
    let wins = legal
        .iter()
        .any(|a| matches!(a, Action::Tsumo | Action::Ron));
    let claim = view.claim.is_some();
    let kind = if wins {
        DecisionKind::Win
    } else if claim {
        DecisionKind::Call
    } else if matches!(played, Action::Ankan { .. } | Action::Shouminkan { .. })
        || matches!(advised, Action::Ankan { .. } | Action::Shouminkan { .. })
    {
        DecisionKind::Kan
    } else if matches!(played, Action::KyuushuKyuuhai) || matches!(advised, Action::KyuushuKyuuhai)
    {
        DecisionKind::NineTerminals
    } else {
        DecisionKind::Discard
    };
    let mut d = Decision {
        hand,
        step,
        kind,
        played: played.clone(),
        advised: advised.clone(),
        played_shape: None,
        advised_shape: None,
        danger: Vec::new(),
        played_worth: 0.0,
        advised_worth: 0.0,
        verdict: if *played == advised {
            Verdict::Agrees
        } else {
            Verdict::Fine
        },
        hand_text: hand_text(view),
    };
    match kind {
        DecisionKind::Win => {
            if !matches!(played, Action::Tsumo | Action::Ron) {
                d.verdict = Verdict::Mistake(Reason::MissedWin);
            }
        }
        DecisionKind::Discard => weigh_discards(view, legal, &mut d),
        DecisionKind::Call => weigh_call(view, legal, &mut d),
        DecisionKind::Kan | DecisionKind::NineTerminals => {}
    }
    d
}

/// The seat's concealed tiles, then each meld, in mpsz.
fn hand_text(view: &SeatView) -> String {
    let mut hand = view.hand.clone();
    hand.sort();
    let mut out = rinshan_rules::format_mpsz(&hand);
    for m in view.my_melds() {
        out.push(' ');
        out.push_str(&m.to_string());
    }
    out
}

/// The tile and riichi flag of a discard.
fn discard_of(a: &Action) -> Option<(Tile, bool)> {
    match a {
        Action::Discard { tile, riichi } => Some((*tile, *riichi)),
        _ => None,
    }
}

/// True when `loss` (advised worth less played worth) is a clear loss.
fn clear(loss: f64, advised: f64) -> bool {
    loss >= CLEAR_LOSS && loss >= CLEAR_SHARE * advised.abs()
}

fn weigh_discards(view: &SeatView, legal: &[Action], d: &mut Decision) {
    let (Some((mine, my_riichi)), Some((hard, hard_riichi))) =
        (discard_of(&d.played), discard_of(&d.advised))
    else {
        return;
    };
    let melds = view.my_melds().to_vec();
    let shapes = discard_shapes(&view.hand, melds.len(), &view.visible());
    let shape_of = |t: Tile| shapes.iter().find(|(x, _)| *x == t).map(|(_, s)| *s);
    d.played_shape = shape_of(mine);
    d.advised_shape = shape_of(hard);
    let table = Table::new(view);
    for o in (0..4).filter(|&o| o != table.me && view.riichi[o]) {
        let safe = genbutsu(view, o);
        d.danger.push((
            Seat::ALL[o],
            deal_in(&table, mine.kind(), &safe),
            deal_in(&table, hard.kind(), &safe),
        ));
    }
    let plain: Vec<Tile> = crate::plain_discards(legal);
    // Each choice weighed with its own riichi plan, so that riichi or dama is judged too.
    let worth = |tile: Tile, riichi: bool| -> Option<Weighed> {
        let mut judge = Judge::new(&table, Skill::HARD);
        let riichi_possible = legal
            .iter()
            .any(|a| matches!(a, Action::Discard { riichi: true, .. }));
        if riichi_possible {
            judge.plan_riichi(Some(riichi));
        }
        judge
            .weigh_all(&view.hand, &melds, &plain)
            .into_iter()
            .find(|w| w.tile == tile)
    };
    let (Some(p), Some(a)) = (worth(mine, my_riichi), worth(hard, hard_riichi)) else {
        return;
    };
    d.played_worth = p.worth;
    d.advised_worth = a.worth;
    let loss = a.worth - p.worth;
    if d.played == d.advised || !clear(loss, a.worth) {
        return;
    }
    let reason = if mine == hard {
        // Riichi or dama is a matter of judgement: marked only when far apart.
        if loss < RIICHI_LOSS {
            return;
        }
        if my_riichi {
            Reason::NeedlessRiichi
        } else {
            Reason::MissedRiichi
        }
    } else if p.risk - a.risk >= 0.5 * loss {
        Reason::DangerousDiscard
    } else if a.risk - p.risk >= FOLD_SAVING && a.gain - p.gain >= loss {
        Reason::NeedlessFold
    } else if p.outlook.shanten.min(a.outlook.shanten) >= HOPELESS {
        // Both far from tenpai: shape choices there are matters of taste.
        return;
    } else if p.outlook.shanten > a.outlook.shanten {
        Reason::SlowerHand
    } else if p.outlook.acceptance * 4 < a.outlook.acceptance * 3 {
        Reason::FewerTiles
    } else {
        Reason::LostValue
    };
    d.verdict = Verdict::Mistake(reason);
}

fn weigh_call(view: &SeatView, legal: &[Action], d: &mut Decision) {
    let options = claim_options(view, legal, Skill::HARD);
    let worth_of = |a: &Action| options.iter().find(|(x, _)| x == a).map(|(_, v)| *v);
    d.played_shape = call_shape(view, &d.played);
    d.advised_shape = call_shape(view, &d.advised);
    let (Some(p), Some(a)) = (worth_of(&d.played), worth_of(&d.advised)) else {
        return;
    };
    d.played_worth = p;
    d.advised_worth = a;
    if d.played == d.advised || !clear(a - p, a) {
        return;
    }
    d.verdict = Verdict::Mistake(if d.played == Action::Skip {
        Reason::MissedCall
    } else {
        Reason::NeedlessCall
    });
}

/// Shanten and tiles accepted after passing (the hand as it is) or after a call (its
/// tiles laid down, before the discard that follows).
fn call_shape(view: &SeatView, a: &Action) -> Option<Shape> {
    let melds = view.my_melds().len();
    let visible = view.visible();
    match a {
        Action::Skip => Some(shape(
            &counts_of(view.hand.iter().copied()),
            melds,
            &visible,
        )),
        Action::Chii { tiles } | Action::Pon { tiles } => {
            let mut rest = view.hand.clone();
            for t in tiles {
                if let Some(i) = rest.iter().position(|x| x == t) {
                    rest.remove(i);
                }
            }
            // The best discard after the call.
            discard_shapes(&rest, melds + 1, &visible)
                .into_iter()
                .map(|(_, s)| s)
                .min_by_key(|s| (s.shanten, std::cmp::Reverse(s.ukeire)))
        }
        _ => None,
    }
}
