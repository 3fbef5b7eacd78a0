//! Three-player hands (sanma) checked against riichienv-core's three-player evaluator
//! (`HandEvaluator3P`): Rinshan plays random hands under Mahjong Soul's three-player rules
//! (tsumo loss, kita, double yakuman as the evaluator counts them), and
//! at every moment a tile completes a hand's shape both engines are asked the same
//! question — may it win, and for how much — with the same tiles, melds, kita and
//! circumstances (Rinshan's own `Round::win_context`):
//!
//! - a tsumo: Rinshan offers it exactly when riichienv-core's `is_win` is true;
//! - a ron (furiten aside, which riichienv-core's evaluator does not know): the same;
//! - every win either takes: the same han (13 a yakuman), fu below yakuman, and payment
//!   (ron total, or each payer's share of a tsumo: tsumo loss, 200-point honba).
//!
//! Prints the counts and the first disagreements; exits with an error if any.

use riichienv_core::hand_evaluator_3p::HandEvaluator3P;
use riichienv_core::types::{Conditions, Meld as PeerMeld, MeldType, Wind};

use rinshan::engine::{Action, Phase, Refusal, Round, RoundSetup};
use rinshan::rules::hand::counts_of;
use rinshan::rules::points::Payment;
use rinshan::rules::shanten::is_complete;
use rinshan::rules::{
    score, Hand, MeldKind, RiichiState, Rng, Ruleset, Seat, Seed, Tile, Win, WinMethod,
};

/// The seat's concealed tiles with `tile` (a ron's) make a complete shape.
fn completes_shape(round: &Round, seat: Seat, tile: Option<Tile>) -> bool {
    let p = round.player(seat);
    let counts = counts_of(p.hand.iter().copied().chain(tile));
    is_complete(&counts, p.melds.len())
}

/// The 136-numbering of tiles (4 per kind, the red fives 16, 52 and 88), given out one
/// copy at a time.
struct Ids {
    used: [u8; 34],
}

impl Ids {
    fn new() -> Ids {
        Ids { used: [0; 34] }
    }

    fn id(&mut self, t: Tile) -> u8 {
        let k = t.kind().index();
        let base = 4 * k as u8;
        if t.is_red() {
            return base;
        }
        // Copy 0 of a five is its red one.
        let first = u8::from(matches!(k, 4 | 13 | 22));
        let copy = (first + self.used[k]).min(3);
        self.used[k] += 1;
        base + copy
    }
}

/// How both engines judged one moment.
#[derive(Default)]
pub struct Tally {
    pub hands: usize,
    pub kitas: usize,
    pub asked: usize,
    pub wins: usize,
    pub disagree: Vec<String>,
}

/// riichienv-core's verdict on `seat` winning on `tile` with Rinshan's circumstances.
fn peer_verdict(round: &Round, seat: Seat, win: &Win) -> riichienv_core::types::WinResult {
    let p = round.player(seat);
    let mut ids = Ids::new();
    let melds: Vec<PeerMeld> = p
        .melds
        .iter()
        .map(|m| {
            let kind = match m.kind() {
                MeldKind::Chii => MeldType::Chi,
                MeldKind::Pon => MeldType::Pon,
                MeldKind::Daiminkan => MeldType::Daiminkan,
                MeldKind::Shouminkan => MeldType::Kakan,
                MeldKind::Ankan => MeldType::Ankan,
            };
            let tiles: Vec<u8> = m.tiles().iter().map(|&t| ids.id(t)).collect();
            let from = m.from().map_or(-1, |s| s.index() as i8);
            PeerMeld::new(kind, tiles, m.is_open(), from, None)
        })
        .collect();
    let mut concealed = p.hand.clone();
    // A tsumo's tile is in the hand already: the evaluator is given the 13 others.
    if win.is_tsumo() {
        if let Some(i) = concealed.iter().rposition(|&t| t == win.tile) {
            concealed.remove(i);
        }
    }
    let hand: Vec<u8> = concealed.iter().map(|&t| ids.id(t)).collect();
    let tile = ids.id(win.tile);
    let indicators = |v: &[Tile]| v.iter().map(|&t| indicator_id(t)).collect::<Vec<u8>>();
    let conditions = Conditions {
        tsumo: win.is_tsumo(),
        riichi: win.riichi != RiichiState::None,
        double_riichi: win.riichi == RiichiState::DoubleRiichi,
        ippatsu: win.ippatsu,
        haitei: win.haitei,
        houtei: win.houtei,
        rinshan: win.rinshan,
        chankan: win.chankan,
        tsumo_first_turn: win.tenhou || win.chiihou,
        player_wind: Wind::from((win.seat_wind.index() - 27) as u8),
        round_wind: Wind::from((win.round_wind.index() - 27) as u8),
        riichi_sticks: 0,
        honba: win.honba,
        kita_count: win.kita,
        is_sanma: true,
        num_players: 3,
    };
    HandEvaluator3P::new(hand, melds).calc(
        tile,
        indicators(&win.dora_indicators),
        // The evaluator counts any ura it is given: a hand without riichi has none.
        if win.riichi == RiichiState::None {
            Vec::new()
        } else {
            indicators(&win.ura_indicators)
        },
        Some(conditions),
    )
}

/// An indicator's id (any copy of its kind, the red one only for a red five: only its
/// kind counts, and it is not one of the hand's copies).
fn indicator_id(t: Tile) -> u8 {
    4 * t.kind().index() as u8 + u8::from(!t.is_red() && matches!(t.kind().index(), 4 | 13 | 22))
}

/// Compares one moment; `offered` is Rinshan's answer (the action is legal).
fn compare(round: &Round, seat: Seat, win: &Win, offered: bool, why: &str, t: &mut Tally) {
    let peer = peer_verdict(round, seat, win);
    t.asked += 1;
    let p = round.player(seat);
    let what = || {
        format!(
            "seat {} hand {:?} melds {:?} kita {} on {} ({}) [{why}]",
            seat.index(),
            p.hand.iter().map(|x| x.code()).collect::<Vec<_>>(),
            p.melds.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
            win.kita,
            win.tile.code(),
            if win.is_tsumo() { "tsumo" } else { "ron" }
        )
    };
    if offered != peer.is_win {
        t.disagree.push(format!(
            "{}: Rinshan {} it, riichienv-core {} (han {} fu {} yaku {:?})",
            what(),
            if offered { "allows" } else { "refuses" },
            if peer.is_win { "allows" } else { "refuses" },
            peer.han,
            peer.fu,
            peer.yaku
        ));
        return;
    }
    if !offered {
        return;
    }
    t.wins += 1;
    let mut concealed = p.hand.clone();
    if win.is_tsumo() {
        if let Some(i) = concealed.iter().rposition(|&x| x == win.tile) {
            concealed.remove(i);
        }
    }
    let Ok(hand) = Hand::new(concealed, p.melds.clone()) else {
        t.disagree.push(format!("{}: not a hand", what()));
        return;
    };
    let ours = match score(&hand, win, round.rules()) {
        Ok(s) => s,
        Err(e) => {
            t.disagree
                .push(format!("{}: Rinshan offers it but scores {e}", what()));
            return;
        }
    };
    let han = if ours.yakuman.is_empty() {
        ours.han
    } else {
        13 * ours.yakuman.iter().map(|(_, n)| u32::from(*n)).sum::<u32>()
    };
    // Each payment as both engines name it: a ron's total, or a tsumo's (dealer's share,
    // each non-dealer's share); a dealer's own tsumo has only the second.
    let ours_pay = match ours.payment {
        Payment::Ron { total } => (total, 0),
        Payment::Tsumo { non_dealer, .. } if win.is_dealer() => (0, non_dealer),
        Payment::Tsumo { dealer, non_dealer } => (dealer, non_dealer),
    };
    let peer_pay = match (win.is_tsumo(), win.is_dealer()) {
        (false, _) => (peer.ron_agari, 0),
        (true, true) => (0, peer.tsumo_agari_ko),
        (true, false) => (peer.tsumo_agari_oya, peer.tsumo_agari_ko),
    };
    let fu_counts = ours.yakuman.is_empty() && peer.han < 13;
    if han.min(13) != peer.han.min(13)
        || (fu_counts && ours.fu.total != peer.fu)
        || ours_pay != peer_pay
    {
        t.disagree.push(format!(
            "{}: Rinshan {} han {} fu pays {:?} [{:?}], riichienv-core {} han {} fu pays {:?} [{:?}]",
            what(),
            han,
            ours.fu.total,
            ours_pay,
            ours.yaku.iter().map(|(y, n)| format!("{}:{n}", y.name())).collect::<Vec<_>>(),
            peer.han,
            peer.fu,
            peer_pay,
            peer.yaku
        ));
    }
}

/// Plays `hands` random three-player hands, comparing every winnable moment. Under Mahjong
/// Soul's three-player rules, whose double yakuman (suuankou tanki, kokushi's 13-sided
/// wait…) riichienv-core's evaluator always counts; under Tenhou's the one difference is
/// that (Tenhou counts them single).
pub fn check(hands: u64) -> Tally {
    let rules = Ruleset::mahjong_soul_sanma();
    let mut t = Tally::default();
    for seed in 0..hands {
        let mut round = Round::from_seed(Seed(seed), rules.clone(), RoundSetup::first(&rules));
        let mut rng = Rng::new(Seed(seed ^ 0x3a3a));
        t.hands += 1;
        let mut steps = 0;
        while !round.is_over() && steps < 3000 {
            steps += 1;
            let Some((seat, legal)) = round.to_act() else {
                break;
            };
            // Every seat that could win now is asked (tsumo in its turn, ron in a window).
            match round.phase().clone() {
                Phase::Turn {
                    seat: s,
                    drawn: Some(tile),
                    call: None,
                    rinshan,
                } => {
                    let win = round.win_context(s, tile, WinMethod::Tsumo, rinshan, false);
                    if completes_shape(&round, s, None) {
                        let offered = round.legal_actions(s).contains(&Action::Tsumo);
                        compare(&round, s, &win, offered, "tsumo", &mut t);
                    }
                }
                Phase::Claims(w) => {
                    for &s in rules.seats() {
                        // Each seat once, before it answers.
                        if s == w.discarder
                            || w.has_answered(s)
                            || !completes_shape(&round, s, Some(w.tile))
                        {
                            continue;
                        }
                        let furiten =
                            matches!(round.check(s, &Action::Ron), Err(Refusal::Furiten { .. }));
                        if furiten {
                            continue;
                        }
                        let chankan = w.kan.is_some();
                        let win = round.win_context(s, w.tile, WinMethod::Ron, false, chankan);
                        // An ankan may be robbed by kokushi alone: riichienv-core's
                        // evaluator does not know whose kan it is, so those are skipped.
                        if w.kan.as_ref().is_some_and(|m| m.kind() == MeldKind::Ankan) {
                            continue;
                        }
                        let offered = round.legal_actions(s).contains(&Action::Ron);
                        compare(&round, s, &win, offered, "ron", &mut t);
                    }
                }
                _ => {}
            }
            // Wins, kita and calls often, so that random hands reach them.
            let eager: Vec<&Action> = legal
                .iter()
                .filter(|a| {
                    matches!(
                        a,
                        Action::Tsumo
                            | Action::Ron
                            | Action::Kita
                            | Action::Pon { .. }
                            | Action::Ankan { .. }
                            | Action::Shouminkan { .. }
                            | Action::Daiminkan
                    )
                })
                .collect();
            let pick = if !eager.is_empty() && rng.below(4) > 0 {
                eager[rng.below(eager.len() as u64) as usize].clone()
            } else {
                legal[rng.below(legal.len() as u64) as usize].clone()
            };
            if pick == Action::Kita {
                t.kitas += 1;
            }
            if round.apply(seat, pick).is_err() {
                break;
            }
        }
    }
    t
}
