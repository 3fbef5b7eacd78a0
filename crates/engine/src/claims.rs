//! The claim window after a discard: every other seat answers (ron, pon, chii or skip),
//! then claims resolve by priority: ron beats pon, which beats chii; chii only by the
//! next player; several rons per the rule set. A player who lets a winning tile pass
//! becomes furiten (until their next discard, or for the rest of the hand in riichi).

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::round::Round;
use rinshan_rules::{Meld, MultipleRon, Seat, Tile, WinMethod};

/// The open window after a discard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimWindow {
    /// Who discarded.
    pub discarder: Seat,
    /// The discarded tile (or the tile added to a kan).
    pub tile: Tile,
    /// Set for a chankan window: the kan being declared, completed if nobody robs it.
    pub kan: Option<Meld>,
    /// Each seat's possible claims (empty: the seat is not asked).
    options: [Vec<Action>; 4],
    /// Each asked seat's answer, once given.
    answers: [Option<Action>; 4],
}

/// Every pair of tiles in `hand` that runs with `called` (red fives told apart).
fn chii_pairs(hand: &[Tile], called: Tile) -> Vec<[Tile; 2]> {
    let k = called.kind();
    if k.is_honor() {
        return Vec::new();
    }
    let n = i32::from(k.number());
    let mut out = Vec::new();
    for (lo, hi) in [(-2, -1), (-1, 1), (1, 2)] {
        if !(1..=9).contains(&(n + lo)) || !(1..=9).contains(&(n + hi)) {
            continue;
        }
        let kind_at = |d: i32| rinshan_rules::TileKind::new((k.index() as i32 + d) as u8);
        let (Some(a), Some(b)) = (kind_at(lo), kind_at(hi)) else {
            continue;
        };
        let mut firsts: Vec<Tile> = hand.iter().copied().filter(|t| t.kind() == a).collect();
        let mut seconds: Vec<Tile> = hand.iter().copied().filter(|t| t.kind() == b).collect();
        rinshan_rules::small_sort::sort_small(&mut firsts);
        firsts.dedup();
        rinshan_rules::small_sort::sort_small(&mut seconds);
        seconds.dedup();
        for &x in &firsts {
            for &y in &seconds {
                out.push([x, y]);
            }
        }
    }
    out
}

/// Every distinct pair of tiles in `hand` matching `called` (a pon with or without a red
/// five is a different choice).
fn pon_pairs(hand: &[Tile], called: Tile) -> Vec<[Tile; 2]> {
    let mut same: Vec<Tile> = hand
        .iter()
        .copied()
        .filter(|t| t.kind() == called.kind())
        .collect();
    rinshan_rules::small_sort::sort_small(&mut same);
    let mut out: Vec<[Tile; 2]> = Vec::new();
    for i in 0..same.len() {
        for j in i + 1..same.len() {
            let pair = [same[i], same[j]];
            if !out.contains(&pair) {
                out.push(pair);
            }
        }
    }
    out
}

impl ClaimWindow {
    /// Opens the window for `tile` discarded by `discarder`, working out each other
    /// seat's options.
    pub(super) fn open(round: &Round, discarder: Seat, tile: Tile) -> ClaimWindow {
        let last_discard = round.wall.live_remaining() == 0;
        let options = std::array::from_fn(|i| {
            let seat = Seat::ALL[i];
            if seat == discarder {
                return Vec::new();
            }
            let p = &round.players[i];
            let mut opts = Vec::new();
            if round
                .win_score(seat, tile, WinMethod::Ron, false, false)
                .is_some()
                && !round.furiten(seat)
            {
                opts.push(Action::Ron);
            }
            // No calls but ron on the last discard; no calls after riichi.
            if !last_discard && p.riichi.is_none() {
                if round.daiminkan_possible(seat, tile) {
                    opts.push(Action::Daiminkan);
                }
                for tiles in pon_pairs(&p.hand, tile) {
                    if round_call_leaves_discard(round, seat, discarder, &tiles, tile, false) {
                        opts.push(Action::Pon { tiles });
                    }
                }
                if seat == discarder.next() {
                    for tiles in chii_pairs(&p.hand, tile) {
                        if round_call_leaves_discard(round, seat, discarder, &tiles, tile, true) {
                            opts.push(Action::Chii { tiles });
                        }
                    }
                }
            }
            if !opts.is_empty() {
                opts.push(Action::Skip);
            }
            opts
        });
        ClaimWindow {
            discarder,
            tile,
            kan: None,
            options,
            answers: Default::default(),
        }
    }

    /// Opens a chankan window on `kan` (a shouminkan, or an ankan where kokushi may rob
    /// it): other seats may only ron the kan tile, or skip.
    pub(super) fn open_chankan(
        round: &Round,
        declarer: Seat,
        kan: Meld,
        tile: Tile,
    ) -> ClaimWindow {
        let closed = kan.kind() == rinshan_rules::MeldKind::Ankan;
        let options = std::array::from_fn(|i| {
            let seat = Seat::ALL[i];
            if seat == declarer {
                return Vec::new();
            }
            match round
                .win_score(seat, tile, WinMethod::Ron, false, true)
                .filter(|_| !round.furiten(seat))
            {
                // Only kokushi musou may rob a closed kan.
                Some(s)
                    if !closed
                        || s.yakuman.iter().any(|(y, _)| {
                            matches!(
                                y,
                                rinshan_rules::Yakuman::Kokushi | rinshan_rules::Yakuman::Kokushi13
                            )
                        }) =>
                {
                    vec![Action::Ron, Action::Skip]
                }
                _ => Vec::new(),
            }
        });
        ClaimWindow {
            discarder: declarer,
            tile,
            kan: Some(kan),
            options,
            answers: Default::default(),
        }
    }

    /// True when nobody can claim.
    pub fn is_empty(&self) -> bool {
        self.options.iter().all(Vec::is_empty)
    }

    /// The seat's options, or nothing once it has answered.
    pub fn options(&self, seat: Seat) -> Vec<Action> {
        if self.answers[seat.index()].is_some() {
            Vec::new()
        } else {
            self.options[seat.index()].clone()
        }
    }

    /// True while `seat` still has to answer.
    pub fn is_waiting_for(&self, seat: Seat) -> bool {
        !self.options[seat.index()].is_empty() && self.answers[seat.index()].is_none()
    }

    fn all_answered(&self) -> bool {
        Seat::ALL.iter().all(|&s| !self.is_waiting_for(s))
    }
}

/// The chii or pon made by showing `tiles` with `called` from `discarder`.
pub fn called_meld(tiles: [Tile; 2], called: Tile, discarder: Seat, chii: bool) -> Option<Meld> {
    let meld_tiles = vec![called, tiles[0], tiles[1]];
    let meld = if chii {
        Meld::chii(meld_tiles, called, discarder)
    } else {
        Meld::pon(meld_tiles, called, discarder)
    };
    meld.ok()
}

/// A call is offered only if some tile could still be discarded after it (kuikae).
fn round_call_leaves_discard(
    round: &Round,
    seat: Seat,
    discarder: Seat,
    tiles: &[Tile; 2],
    called: Tile,
    chii: bool,
) -> bool {
    let Some(meld) = called_meld(*tiles, called, discarder, chii) else {
        return false;
    };
    let forbidden = round.kuikae_forbidden(&meld, called);
    let mut rest = round.players[seat.index()].hand.clone();
    for t in tiles {
        if let Some(i) = rest.iter().position(|x| x == t) {
            rest.remove(i);
        }
    }
    rest.iter().any(|t| !forbidden.contains(&t.kind()))
}

impl Round {
    /// Records one seat's answer and resolves the window once everyone has answered.
    pub(super) fn answer_claim(&mut self, seat: Seat, answer: Action) {
        let super::round::Phase::Claims(window) = &mut self.phase else {
            return;
        };
        // Letting a winning tile pass makes a player furiten: until their next discard,
        // or for the rest of the hand after riichi.
        let passed_win =
            window.options[seat.index()].contains(&Action::Ron) && answer != Action::Ron;
        window.answers[seat.index()] = Some(answer);
        if passed_win {
            let p = &mut self.players[seat.index()];
            p.temporary_furiten = true;
            p.riichi_furiten |= p.riichi.is_some();
        }
        let super::round::Phase::Claims(window) = &self.phase else {
            return;
        };
        if window.all_answered() {
            let window = window.clone();
            self.resolve(window);
        }
    }

    fn resolve(&mut self, window: ClaimWindow) {
        let discarder = window.discarder;
        let tile = window.tile;
        // Seats in turn order from the discarder.
        let order: Vec<Seat> = (1..4u8)
            .filter_map(|d| Seat::new((discarder.index() as u8 + d) % 4))
            .collect();
        let answer = |s: Seat| window.answers[s.index()].clone();
        let rons: Vec<Seat> = order
            .iter()
            .copied()
            .filter(|&s| answer(s) == Some(Action::Ron))
            .collect();
        let chankan = window.kan.is_some();
        if !rons.is_empty() {
            let winners: Vec<Seat> = match self.rules.multiple_ron {
                MultipleRon::HeadBump => rons[..1].to_vec(),
                MultipleRon::DoubleRonTripleAborts if rons.len() == 3 => {
                    self.log.push(super::event::Event::AbortiveDraw {
                        reason: super::event::AbortReason::TripleRon,
                    });
                    self.phase = super::round::Phase::Ended;
                    return;
                }
                _ => rons,
            };
            // Honba and deposits go to the winner nearest the discarder only.
            let wins: Vec<_> = winners
                .into_iter()
                .enumerate()
                .filter_map(|(i, s)| {
                    let mut win = self.win_context(s, tile, WinMethod::Ron, false, chankan);
                    if i > 0 {
                        win.honba = 0;
                        win.riichi_deposits = 0;
                    }
                    self.score_win(s, &win).map(|sc| (s, sc))
                })
                .collect();
            self.settle_wins(&wins, Some(discarder), tile);
            return;
        }
        if let Some(kan) = window.kan {
            // Nobody robbed the kan: it is completed.
            self.complete_kan(discarder, kan);
            return;
        }
        for &s in &order {
            match answer(s) {
                Some(Action::Pon { tiles }) => {
                    self.call(s, discarder, tiles, tile, false);
                    return;
                }
                Some(Action::Daiminkan) => {
                    self.pay_pending_riichi(discarder);
                    self.claim_daiminkan(s, discarder, tile);
                    return;
                }
                _ => {}
            }
        }
        if let Some(Action::Chii { tiles }) = answer(discarder.next()) {
            self.call(discarder.next(), discarder, tiles, tile, true);
            return;
        }
        self.after_discard(discarder);
    }

    fn call(&mut self, seat: Seat, discarder: Seat, tiles: [Tile; 2], called: Tile, chii: bool) {
        if let Some(meld) = called_meld(tiles, called, discarder, chii) {
            // The riichi discard was not ronned, so its deposit is paid before the call.
            self.pay_pending_riichi(discarder);
            let forbidden = self.kuikae_forbidden(&meld, called);
            self.make_call(seat, discarder, meld, tiles, forbidden);
        }
    }
}
