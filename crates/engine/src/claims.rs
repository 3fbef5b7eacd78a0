//! The claim window after a discard: every other seat answers (ron, pon, chii or skip),
//! then claims resolve by priority: ron beats pon, which beats chii; chii only by the
//! next player; several rons per the rule set. A player who lets a winning tile pass
//! becomes furiten (until their next discard, or for the rest of the hand in riichi).

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::claim_checks::ClaimOn;
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
    /// A window on a North set aside (kita): only ron; the replacement draw follows if
    /// nobody rons.
    #[serde(default)]
    pub kita: bool,
    /// Each seat's possible claims (empty: the seat is not asked).
    options: [Vec<Action>; 4],
    /// Each asked seat's answer, once given.
    answers: [Option<Action>; 4],
}

impl ClaimWindow {
    /// Opens the window on `on` (a discard, or a kan tile for chankan): each other seat's
    /// options are its claim candidates that the claim checks accept, and pass when it
    /// has any.
    pub(super) fn open(round: &Round, on: ClaimOn) -> ClaimWindow {
        let completes = round.completed_by(on.discarder, on.tile);
        ClaimWindow::open_knowing(round, on, completes)
    }

    /// [`ClaimWindow::open`] when it is known which seats' hands the tile completes
    /// ([`Round::completed_by`]).
    pub(super) fn open_knowing(round: &Round, on: ClaimOn, completes: [bool; 4]) -> ClaimWindow {
        let options = std::array::from_fn(|i| {
            let seat = Seat::ALL[i];
            if seat == on.discarder || i >= round.rules.seat_count() {
                return Vec::new();
            }
            // Most seats can claim nothing: a ron needs the tile to complete the hand, a
            // pon or kan two of its kind, a chii a tile of its suit within two of it.
            // Only those that might are asked every candidate's check.
            if !round.might_claim(seat, &on, completes[i]) {
                return Vec::new();
            }
            let mut opts: Vec<Action> = round
                .claim_candidates(seat, &on)
                .into_iter()
                .filter(|a| round.check_claim(seat, &on, a).is_ok())
                .collect();
            if !opts.is_empty() {
                opts.push(Action::Skip);
            }
            opts
        });
        ClaimWindow {
            discarder: on.discarder,
            tile: on.tile,
            kan: on.kan,
            kita: on.kita,
            options,
            answers: Default::default(),
        }
    }

    /// The tile this window answers, for the claim checks.
    pub fn claim_on(&self) -> ClaimOn {
        ClaimOn {
            discarder: self.discarder,
            tile: self.tile,
            kan: self.kan.clone(),
            kita: self.kita,
        }
    }

    /// True once `seat` has answered.
    pub fn has_answered(&self, seat: Seat) -> bool {
        self.answers[seat.index()].is_some()
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

    /// True when the window offered `action` to `seat` (answered or not).
    pub fn offered(&self, seat: Seat, action: &Action) -> bool {
        self.options[seat.index()].contains(action)
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

impl Round {
    /// Records one seat's answer and resolves the window once everyone has answered.
    pub(super) fn answer_claim(&mut self, seat: Seat, answer: Action) {
        let super::round::Phase::Claims(window) = &mut self.phase else {
            return;
        };
        // Letting an offered ron pass makes the player furiten at once; a tile that would
        // have completed a hand without a yaku does so when the window closes
        // (`let_pass`).
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
        let n = self.rules.seat_count();
        let order: Vec<Seat> = (1..n)
            .map(|d| Seat::ALL[(discarder.index() + d) % n])
            .collect();
        let answer = |s: Seat| window.answers[s.index()].clone();
        let rons: Vec<Seat> = order
            .iter()
            .copied()
            .filter(|&s| answer(s) == Some(Action::Ron))
            .collect();
        let chankan = window.kan.is_some();
        if rons.is_empty() {
            // The tile passes: every seat it would have completed is furiten now.
            self.let_pass(&window);
        } else {
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
                    self.score_win(s, &win).ok().map(|sc| (s, sc))
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
        if window.kita {
            // Nobody ronned the North: the replacement draw.
            self.complete_kita(discarder);
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
        let left = self.rules.next_seat(discarder);
        if let Some(Action::Chii { tiles }) = answer(left) {
            self.call(left, discarder, tiles, tile, true);
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
