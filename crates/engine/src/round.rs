//! One hand (kyoku) at a four-player table: a deterministic state machine. Every seat asks
//! [`Round::legal_actions`] what it may do and sends one through [`Round::apply`], which
//! returns the events it caused or an [`IllegalAction`] saying which rule forbids it.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::claim_checks::ClaimOn;
use super::claims::ClaimWindow;
use super::error::IllegalAction;
use super::event::{AbortReason, Event};
use super::player::{Player, PondTile, Riichi};
use super::position::{Position, PositionError};
use super::refusal::Refusal;
use rinshan_rules::noten::noten_payments_at;
use rinshan_rules::shanten::{is_complete, shanten};
use rinshan_rules::{
    score, Deal, Hand, HandScore, Meld, RiichiState, Ruleset, ScoreError, Seat, Seed, Tile,
    TileKind, Wall, Win, WinMethod,
};

/// The table state a round starts from, besides the tiles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundSetup {
    /// The dealer (East).
    pub dealer: Seat,
    /// The round (prevailing) wind.
    pub round_wind: TileKind,
    /// Honba (continuance counters).
    pub honba: u32,
    /// Riichi deposits already on the table.
    pub deposits: u32,
    /// Each seat's points.
    pub points: [i32; 4],
}

impl RoundSetup {
    /// East 1, no counters, everyone on the rule set's starting points (an empty North
    /// seat in sanma on none).
    pub fn first(rules: &Ruleset) -> RoundSetup {
        RoundSetup {
            dealer: Seat::ALL[0],
            round_wind: TileKind::wind(0),
            honba: 0,
            deposits: 0,
            points: std::array::from_fn(|i| {
                if i < rules.seat_count() {
                    rules.starting_points
                } else {
                    0
                }
            }),
        }
    }
}

/// What a call leaves the caller unable to discard this turn (kuikae).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CallTurn {
    /// Kinds the caller may not discard right after the call.
    pub forbidden: Vec<TileKind>,
    /// The tile called.
    #[serde(default)]
    pub called: Option<Tile>,
    /// The two tiles the call showed from the hand.
    #[serde(default)]
    pub with: Option<[Tile; 2]>,
}

/// Where the round is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// `seat` draws next.
    Draw {
        /// Whose turn it is.
        seat: Seat,
    },
    /// `seat` holds a tile more than a hand and must discard (or win, or abort).
    Turn {
        /// Whose turn it is.
        seat: Seat,
        /// The tile just drawn (`None` after a call).
        drawn: Option<Tile>,
        /// Set when the turn began with a chii or pon.
        call: Option<CallTurn>,
        /// The drawn tile is a kan replacement tile (rinshan).
        rinshan: bool,
    },
    /// Other players answer a discard.
    Claims(ClaimWindow),
    /// The round is over.
    Ended,
}

/// One hand in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub(super) rules: Ruleset,
    pub(super) setup: RoundSetup,
    pub(super) wall: Wall,
    pub(super) players: [Player; 4],
    pub(super) phase: Phase,
    pub(super) log: Vec<Event>,
    /// A call has been made this hand (ends the first uninterrupted go-around).
    pub(super) calls_made: bool,
    pub(super) deposits: u32,
    /// Who made each kan this hand, in order.
    pub(super) kans: Vec<Seat>,
    /// Open-kan dora indicators still to be turned over (after the kan player's discard).
    pub(super) pending_dora: u8,
    /// Four kans by several players: the hand aborts once the fourth kan player's discard
    /// passes.
    pub(super) four_kan_abort: bool,
    /// The discarder of the tile just claimed for a daiminkan, until the kan player's
    /// turn ends (rinshan pao).
    pub(super) rinshan_pao_from: Option<Seat>,
}

impl Round {
    /// A round dealt from `seed` under `rules`.
    pub fn from_seed(seed: Seed, rules: Ruleset, setup: RoundSetup) -> Round {
        let deal = Deal::from_seed(seed, &rules, setup.dealer);
        let [h0, h1, h2, h3] = deal.hands;
        Round::from_parts(rules, setup, deal.wall, [h0, h1, h2, h3], true)
    }

    /// A round from an explicit position (see [`Position`]): used by tutorials, tests and
    /// record replays. A position that cannot occur is refused.
    pub fn from_position(rules: Ruleset, position: Position) -> Result<Round, PositionError> {
        position.check_under(&rules)?;
        let Position {
            setup,
            wall,
            seats,
            to_act,
            fresh,
        } = position;
        let kans: Vec<Seat> = seats
            .iter()
            .enumerate()
            .flat_map(|(i, s)| {
                s.melds
                    .iter()
                    .filter(|m| m.kind().is_kan())
                    .map(move |_| Seat::ALL[i])
            })
            .collect();
        let kita: usize = seats.iter().map(|s| usize::from(s.kita)).sum();
        let wall = wall.for_rules(&rules).after_replacements(kans.len(), kita);
        // A call, a kan (even concealed) or a kita interrupts the first go-around;
        // discards alone do not (each seat that has discarded has had its first turn).
        let played = seats.iter().any(|s| !s.melds.is_empty() || s.kita > 0);
        let hands = std::array::from_fn(|i| seats[i].hand.clone());
        let mut round = Round::from_parts(rules, setup, wall, hands, fresh && !played);
        for (p, s) in round.players.iter_mut().zip(seats) {
            p.has_discarded |= !s.pond.is_empty();
            p.riichi = Position::riichi_of(&s);
            p.melds = s.melds;
            p.pond = s.pond;
            p.kita = s.kita;
        }
        round.kans = kans;
        round.log.clear();
        let p = &round.players[to_act.index()];
        round.phase = if p.hand.len() + 3 * p.melds.len() == 14 {
            Phase::Turn {
                seat: to_act,
                drawn: p.hand.last().copied(),
                call: None,
                rinshan: false,
            }
        } else {
            Phase::Draw { seat: to_act }
        };
        Ok(round)
    }

    fn from_parts(
        rules: Ruleset,
        setup: RoundSetup,
        wall: Wall,
        hands: [Vec<Tile>; 4],
        fresh: bool,
    ) -> Round {
        let players = std::array::from_fn(|i| Player {
            hand: hands[i].clone(),
            points: setup.points[i],
            has_discarded: !fresh,
            ..Player::default()
        });
        let indicator = wall.dora_indicators()[0];
        Round {
            deposits: setup.deposits,
            log: vec![Event::Dealt {
                dealer: setup.dealer,
                indicator,
            }],
            phase: Phase::Draw { seat: setup.dealer },
            calls_made: !fresh,
            kans: Vec::new(),
            pending_dora: 0,
            four_kan_abort: false,
            rinshan_pao_from: None,
            rules,
            setup,
            wall,
            players,
        }
    }

    /// Where the round is.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Everything that has happened, in order.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// One seat's state.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    /// The wall.
    pub fn wall(&self) -> &Wall {
        &self.wall
    }

    /// The live and dead walls' sizes as the table shows them under the rule set's
    /// dead-wall rule.
    pub fn wall_sizes(&self) -> (usize, usize) {
        self.wall.shown_sizes(self.rules.dead_wall)
    }

    /// The rule set.
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// Riichi deposits on the table.
    pub fn deposits(&self) -> u32 {
        self.deposits
    }

    /// The seat's wind this hand.
    pub fn seat_wind(&self, seat: Seat) -> TileKind {
        self.rules.seat_wind(seat, self.setup.dealer)
    }

    /// True once the round has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Ended
    }

    /// Applies `action` for `seat`, returning the events it caused. An action that is not
    /// legal now is refused with the rule that forbids it, and nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let action = action.canonical();
        if let Err(refusal) = self.check(seat, &action) {
            return Err(IllegalAction {
                seat,
                action,
                refusal,
            });
        }
        let start = self.log.len();
        match (&self.phase, action) {
            (Phase::Draw { .. }, Action::Draw) => self.draw(seat),
            (Phase::Turn { .. }, Action::Discard { tile, riichi }) => {
                self.discard(seat, tile, riichi)
            }
            (
                Phase::Turn {
                    drawn: Some(tile),
                    rinshan,
                    ..
                },
                Action::Tsumo,
            ) => {
                let (tile, rinshan) = (*tile, *rinshan);
                if let Ok(score) = self.win_score(seat, tile, WinMethod::Tsumo, rinshan, false) {
                    self.settle_wins(&[(seat, score)], None, tile);
                }
            }
            (Phase::Turn { .. }, Action::Shouminkan { tile }) => {
                self.declare_shouminkan(seat, tile)
            }
            (Phase::Turn { .. }, Action::Ankan { kind }) => self.declare_ankan(seat, kind),
            (Phase::Turn { .. }, Action::KyuushuKyuuhai) => self.abort(AbortReason::NineTerminals),
            (Phase::Turn { .. }, Action::Kita) => self.declare_kita(seat),
            (Phase::Claims(_), answer) => self.answer_claim(seat, answer),
            _ => {}
        }
        Ok(self.log[start..].to_vec())
    }

    /// The score `seat` would get winning by ron on `tile` now, furiten aside: `None` when
    /// the tile does not complete the hand or the win would have no yaku. Used by hints.
    pub fn ron_value(&self, seat: Seat, tile: Tile) -> Option<HandScore> {
        self.win_score(seat, tile, WinMethod::Ron, false, false)
            .ok()
    }

    /// The score `seat` would get for a tsumo with the tile just drawn; `None` when the
    /// hand is not complete or has no yaku (a complete hand without yaku cannot win).
    pub fn tsumo_value(&self, seat: Seat) -> Option<HandScore> {
        match &self.phase {
            Phase::Turn {
                seat: s,
                drawn: Some(tile),
                call: None,
                rinshan,
            } if *s == seat => self
                .win_score(seat, *tile, WinMethod::Tsumo, *rinshan, false)
                .ok(),
            _ => None,
        }
    }

    /// Kan dora indicators still to be turned over (an open kan's, under the "after the
    /// discard" timing, until the kan player discards or makes another kan).
    pub fn pending_kan_dora(&self) -> u8 {
        self.pending_dora
    }

    /// The round's table state: dealer, round wind, honba, deposits and points at its start.
    pub fn setup(&self) -> &RoundSetup {
        &self.setup
    }

    /// The seat's first turn of an uninterrupted go-around.
    pub(super) fn first_turn(&self, seat: Seat) -> bool {
        !self.calls_made && !self.players[seat.index()].has_discarded
    }

    /// The score of `seat` winning on `tile` now: the hand complete with a yaku (and,
    /// where atozuke is forbidden, an open hand's yaku settled before the win). Furiten is
    /// the ron check's.
    pub(super) fn win_score(
        &self,
        seat: Seat,
        tile: Tile,
        method: WinMethod,
        rinshan: bool,
        chankan: bool,
    ) -> Result<HandScore, Refusal> {
        // Most hands are not complete: say so before the win's circumstances are gathered
        // (the same refusal `score_win` gives).
        if !self.completes_with(seat, tile, method) {
            return Err(Refusal::NotComplete {
                tile: (method == WinMethod::Ron).then_some(tile),
            });
        }
        let win = self.win_context(seat, tile, method, rinshan, chankan);
        self.score_win(seat, &win)
    }

    /// True when `seat`'s hand is complete with `tile`: added to it for a ron, already in
    /// it for a tsumo.
    pub(super) fn completes_with(&self, seat: Seat, tile: Tile, method: WinMethod) -> bool {
        let p = &self.players[seat.index()];
        let mut counts = p.counts();
        if method == WinMethod::Ron {
            counts[tile.kind().index()] += 1;
        }
        is_complete(&counts, p.melds.len())
    }

    /// The score of `seat` winning as `win` describes, or why it is no win.
    pub(super) fn score_win(&self, seat: Seat, win: &Win) -> Result<HandScore, Refusal> {
        let p = &self.players[seat.index()];
        let not_complete = Refusal::NotComplete {
            tile: (win.method == WinMethod::Ron).then_some(win.tile),
        };
        // Most hands are not complete: the shape check is far cheaper than scoring.
        let mut counts = p.counts();
        if win.method == WinMethod::Ron {
            counts[win.tile.kind().index()] += 1;
        }
        if !is_complete(&counts, p.melds.len()) {
            return Err(not_complete);
        }
        let mut concealed = p.hand.clone();
        if win.method == WinMethod::Tsumo {
            let i = concealed
                .iter()
                .position(|&t| t == win.tile)
                .ok_or(not_complete.clone())?;
            concealed.remove(i);
        }
        let settled = self.rules.atozuke || yaku_settled_before(p, &concealed, win);
        let hand = Hand::new(concealed, p.melds.clone()).map_err(|_| not_complete.clone())?;
        let scored = score(&hand, win, &self.rules).map_err(|e| match e {
            ScoreError::NoYaku => Refusal::NoYaku,
            _ => not_complete,
        })?;
        let big_yaku = !scored.yakuman.is_empty() || scored.yaku.iter().any(|&(_, han)| han >= 2);
        if settled || big_yaku {
            Ok(scored)
        } else {
            Err(Refusal::YakuNotSettled)
        }
    }

    /// The circumstances of a win by `seat` on `tile` now (`rinshan`: a replacement tile;
    /// `chankan`: a kan tile robbed), as scoring is given them: winds, riichi, ippatsu,
    /// the last tile, the first draw, indicators, honba, deposits, kita. A replacement
    /// tile is never the haitei tile. Public for outside checks (the peer comparison).
    pub fn win_context(
        &self,
        seat: Seat,
        tile: Tile,
        method: WinMethod,
        rinshan: bool,
        chankan: bool,
    ) -> Win {
        let p = &self.players[seat.index()];
        let mut win = Win::new(tile, method, self.seat_wind(seat));
        win.round_wind = self.setup.round_wind;
        win.riichi = match p.riichi {
            Some(Riichi { double: true, .. }) => RiichiState::DoubleRiichi,
            Some(_) => RiichiState::Riichi,
            None => RiichiState::None,
        };
        win.ippatsu = p.ippatsu;
        let last = self.wall.live_remaining() == 0;
        win.rinshan = rinshan;
        win.chankan = chankan;
        win.haitei = last && method == WinMethod::Tsumo && !rinshan;
        win.houtei = last && method == WinMethod::Ron;
        let first = method == WinMethod::Tsumo && self.first_turn(seat);
        win.tenhou = first && seat == self.setup.dealer;
        win.chiihou = first && seat != self.setup.dealer;
        win.dora_indicators = self.wall.dora_indicators().to_vec();
        win.ura_indicators = self.wall.ura_indicators().to_vec();
        win.honba = self.setup.honba;
        win.riichi_deposits = self.deposits;
        win.kita = p.kita;
        win
    }

    fn draw(&mut self, seat: Seat) {
        match self.wall.draw() {
            Some(tile) => self.give_drawn(seat, tile, false),
            None => self.exhaustive_draw(),
        }
    }

    /// `seat` takes `tile` from the wall (a replacement tile when `rinshan`) and its turn
    /// begins.
    pub(super) fn give_drawn(&mut self, seat: Seat, tile: Tile, rinshan: bool) {
        self.players[seat.index()].hand.push(tile);
        self.log.push(Event::Drew {
            seat,
            tile,
            rinshan,
        });
        self.phase = Phase::Turn {
            seat,
            drawn: Some(tile),
            call: None,
            rinshan,
        };
    }

    fn discard(&mut self, seat: Seat, tile: Tile, riichi: bool) {
        let drawn = match &self.phase {
            Phase::Turn { drawn, .. } => *drawn,
            _ => None,
        };
        let first = self.first_turn(seat);
        self.rinshan_pao_from = None;
        let p = &mut self.players[seat.index()];
        p.take(tile);
        let tsumogiri = drawn == Some(tile) && !p.hand.contains(&tile);
        p.pond.push(PondTile {
            tile,
            tsumogiri,
            riichi,
            called: false,
        });
        // Temporary furiten ends with the player's own discard; ippatsu ends with the
        // first discard after the riichi discard.
        p.temporary_furiten = false;
        p.ippatsu = riichi;
        p.has_discarded = true;
        if riichi {
            p.riichi = Some(Riichi {
                double: first,
                accepted: false,
            });
        }
        self.log.push(Event::Discarded {
            seat,
            tile,
            tsumogiri,
            riichi,
        });
        // An open kan's indicator turns over after the kan player's discard; a ron on
        // that discard already counts it.
        self.flush_pending_dora();
        // Whom the tile would complete decides both who is asked and who turns furiten
        // if it passes: worked out once for both.
        let completes = self.completed_by(seat, tile);
        let window = ClaimWindow::open_knowing(
            self,
            ClaimOn {
                discarder: seat,
                tile,
                kan: None,
                kita: false,
            },
            completes,
        );
        if window.is_empty() {
            self.let_pass_knowing(&window, completes);
            self.after_discard(seat);
        } else {
            self.phase = Phase::Claims(window);
        }
    }

    /// The discard passed: pay a riichi deposit, then the next player draws (or the
    /// hand ends when the live wall is empty).
    pub(super) fn after_discard(&mut self, discarder: Seat) {
        self.pay_pending_riichi(discarder);
        let abort = if self.four_kan_abort && self.kans.last() == Some(&discarder) {
            Some(AbortReason::FourKans)
        } else if self.rules.abortive_draws.four_winds && self.four_winds() {
            Some(AbortReason::FourWinds)
        } else if self.rules.abortive_draws.four_riichi
            // (Never in sanma: the empty North seat declares nothing.)
            && self.players.iter().all(|p| p.riichi.is_some())
        {
            Some(AbortReason::FourRiichi)
        } else {
            None
        };
        if let Some(reason) = abort {
            self.abort(reason);
            return;
        }
        if self.wall.live_remaining() == 0 {
            self.exhaustive_draw();
        } else {
            self.phase = Phase::Draw {
                seat: self.rules.next_seat(discarder),
            };
        }
    }

    /// Ends the hand in an abortive draw.
    pub(super) fn abort(&mut self, reason: AbortReason) {
        self.log.push(Event::AbortiveDraw { reason });
        self.phase = Phase::Ended;
    }

    /// Suufon renda: the first four discards of an uninterrupted go-around are the same
    /// wind (never in sanma, which has three first discards and no three-wind draw).
    fn four_winds(&self) -> bool {
        if self.calls_made {
            return false;
        }
        let first: Vec<Tile> = self
            .players
            .iter()
            .filter_map(|p| match p.pond.as_slice() {
                [only] => Some(only.tile),
                _ => None,
            })
            .collect();
        first.len() == 4
            && first[0].kind().is_wind()
            && first.iter().all(|t| t.kind() == first[0].kind())
    }

    /// A riichi declaration tile that was not ronned: the deposit is paid now.
    pub(super) fn pay_pending_riichi(&mut self, seat: Seat) {
        let p = &mut self.players[seat.index()];
        if let Some(r) = p.riichi.as_mut().filter(|r| !r.accepted) {
            r.accepted = true;
            p.points -= 1000;
            self.deposits += 1;
            let mut deltas = [0; 4];
            deltas[seat.index()] = -1000;
            self.log.push(Event::RiichiAccepted { seat });
            self.log.push(Event::PointsChanged { deltas });
        }
    }

    /// The live wall is empty and the last discard passed: tenpai players share 3000
    /// points (2000 in sanma) from the noten players — unless someone has nagashi mangan
    /// (where the rule set has it), who is paid a mangan as if by tsumo instead (in sanma
    /// with tsumo loss), honba and deposits aside.
    fn exhaustive_draw(&mut self) {
        let seats = self.rules.seat_count();
        let tenpai: [bool; 4] = std::array::from_fn(|i| {
            let p = &self.players[i];
            if i >= seats {
                return false;
            }
            // Whose copies leave a wait empty: every own tile, or only the concealed ones.
            let own = if self.rules.karaten_in_melds_is_tenpai {
                p.counts()
            } else {
                p.held()
            };
            shanten(&p.counts(), p.melds.len(), &own) == 0
        });
        self.log.push(Event::ExhaustiveDraw { tenpai });
        let nagashi: Vec<Seat> = self
            .rules
            .seats()
            .iter()
            .copied()
            .filter(|&s| self.rules.nagashi_mangan && self.players[s.index()].nagashi())
            .collect();
        let mut deltas = if nagashi.is_empty() {
            noten_payments_at(&tenpai, seats)
        } else {
            [0i32; 4]
        };
        for &seat in &nagashi {
            self.log.push(Event::NagashiMangan { seat });
            for &other in self.rules.seats().iter().filter(|&&o| o != seat) {
                let pay = if seat == self.setup.dealer || other == self.setup.dealer {
                    4000
                } else {
                    2000
                };
                deltas[other.index()] -= pay;
                deltas[seat.index()] += pay;
            }
        }
        for (p, d) in self.players.iter_mut().zip(deltas) {
            p.points += d;
        }
        self.log.push(Event::PointsChanged { deltas });
        self.phase = Phase::Ended;
    }

    /// Lays a called meld down for `seat` and gives it the turn.
    pub(super) fn make_call(
        &mut self,
        seat: Seat,
        discarder: Seat,
        meld: Meld,
        hand_tiles: [Tile; 2],
        forbidden: Vec<TileKind>,
    ) {
        for t in hand_tiles {
            self.players[seat.index()].take(t);
        }
        if let Some(last) = self.players[discarder.index()].pond.last_mut() {
            last.called = true;
        }
        for p in &mut self.players {
            p.ippatsu = false;
        }
        self.calls_made = true;
        let pon = !meld.is_sequence();
        let called = meld.called().unwrap_or(hand_tiles[0]);
        self.players[seat.index()].melds.push(meld.clone());
        self.log.push(Event::Called { seat, meld });
        if pon {
            self.note_liability(seat, discarder);
        }
        self.phase = Phase::Turn {
            seat,
            drawn: None,
            call: Some(CallTurn {
                forbidden,
                called: Some(called),
                with: Some(hand_tiles),
            }),
            rinshan: false,
        };
    }

    /// The kinds a player may not discard after calling `called` with `meld` (kuikae,
    /// under this round's rules: see [`crate::kuikae`]).
    pub(super) fn kuikae_forbidden(&self, meld: &Meld, called: Tile) -> Vec<TileKind> {
        crate::kuikae::kuikae_forbidden(self.rules.kuikae, meld, called)
    }
}

/// Atozuke forbidden: an open hand's yakuhai counts only when it was settled before the
/// win — its first open meld a dragon or active wind triplet, or such a triplet concealed
/// in `concealed` (the hand without the winning tile). A closed hand is always settled.
fn yaku_settled_before(p: &Player, concealed: &[Tile], win: &Win) -> bool {
    let yakuhai = |k: TileKind| k.is_dragon() || k == win.seat_wind || k == win.round_wind;
    p.is_closed()
        || p.melds
            .iter()
            .find(|m| m.is_open())
            .is_some_and(|m| !m.is_sequence() && yakuhai(m.first_kind()))
        || rinshan_rules::hand::counts_of(concealed.iter().copied())
            .iter()
            .enumerate()
            .any(|(i, &n)| n >= 3 && TileKind::new(i as u8).is_some_and(yakuhai))
}
