//! The table controller: a whole match for one player at the bottom seat against three
//! computer players. It owns the [`Game`], the computer players, scripted seats and the
//! settings; it moves the computer seats one step at a time (the UI paces the steps),
//! takes the player's choices, and builds the [`TableView`] the UI draws — every ruling
//! in it (what may be discarded, which calls exist, why something is refused) comes from
//! the engine.

use super::hints::{blocked_win, hints};
use super::layout::{dead_wall, meld_tiles, pond_rows};
use super::script::Script;
use super::settings::Settings;
use super::setup::{SetupError, TableSetup};
use super::text::{wind_number, Side};
use super::view::{CallChoice, CallKind, MeldShown, Prompt, SeatShown, TableView, TileChoice};
use crate::bots::shape::best_shanten_after_discard;
use crate::bots::Bot;
use crate::engine::{Action, Event, Game, Phase, Round};
use crate::rules::{DeadWall, Meld, Seat, Seed, Tile};

/// Whose move it is, as the UI needs to know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The player must choose (the prompt says what).
    Player,
    /// A computer seat (or an automatic move of the player's: the draw, a pass, a win
    /// when set to automatic, the forced discard after riichi) comes next: call
    /// [`Controller::step`], after the pause the play speed asks for.
    Computer,
    /// The hand is over: show the result, then [`Controller::next_hand`].
    HandOver,
    /// The match is over: show the standings.
    MatchOver,
}

/// A match in progress at one table.
pub struct Controller {
    pub(super) game: Game,
    me: Seat,
    bots: [Bot; 4],
    pub(super) scripts: [Script; 4],
    pub(super) settings: Settings,
    riichi_armed: bool,
    pub(super) latest: Vec<Event>,
    live_start: usize,
    /// The match's seed, and the set-up its first hand came from, for saving.
    pub(super) origin: (Seed, Option<TableSetup>),
    /// Every move so far, for saving: (seat, action), or `None` for "next hand".
    pub(super) moves: Vec<Option<(Seat, Action)>>,
    clock: Option<Box<dyn FnMut() -> f64>>,
    decision_us: Vec<f64>,
    watching: bool,
    /// A watched table shown as one seat saw it: the other hands face down.
    others_hidden: bool,
}

impl Controller {
    /// A new match from `seed` with `settings`.
    pub fn new(settings: Settings, seed: Seed) -> Controller {
        let game = Game::new(seed, settings.rule_set());
        Controller::around(game, settings, (seed, None), Default::default())
    }

    /// A match whose first hand is a set-up table (later hands are dealt from its seed).
    /// The set-up names the rule preset; the settings give the rest.
    pub fn from_setup(
        mut settings: Settings,
        setup: &TableSetup,
    ) -> Result<Controller, SetupError> {
        let (round, scripts) = setup.build()?;
        settings.rules = setup.rules.clone().unwrap_or_else(|| "tenhou".into());
        let seed = Seed(setup.seed);
        let game = Game::from_round(seed, round);
        Ok(Controller::around(
            game,
            settings,
            (seed, Some(setup.clone())),
            scripts,
        ))
    }

    fn around(
        game: Game,
        settings: Settings,
        origin: (Seed, Option<TableSetup>),
        scripts: [Script; 4],
    ) -> Controller {
        let seed = origin.0;
        let bots = std::array::from_fn(|i| {
            Bot::new(settings.level, Seed(seed.0.wrapping_add(1 + i as u64)))
        });
        let live_start = game.round().wall().live_remaining();
        Controller {
            game,
            me: Seat::ALL[0],
            bots,
            scripts,
            settings,
            riichi_armed: false,
            latest: Vec::new(),
            live_start,
            clock: None,
            decision_us: Vec::new(),
            watching: false,
            others_hidden: false,
            origin,
            moves: Vec::new(),
        }
    }

    /// Makes this a table to watch (a tutorial's show and compare modes): every hand is
    /// face up, nobody moves on their own, and [`Controller::advance`] takes the scripted
    /// steps one at a time.
    pub fn watch(&mut self) {
        self.watching = true;
    }

    /// A table to watch around `game` as it stands (a game record under review, see
    /// [`super::review`]): every hand face up, nobody moves on their own.
    pub(super) fn reviewing(game: Game, settings: Settings) -> Controller {
        let mut c = Controller::around(game, settings, (Seed(0), None), Default::default());
        c.watching = true;
        c
    }

    /// Shows a watched table as `seat` saw it: its hand at the bottom, the others face
    /// down (until the hand is over).
    pub fn show_only(&mut self, seat: Seat) {
        self.me = seat;
        self.others_hidden = true;
    }

    /// True for a table to watch (see [`Controller::watch`]).
    pub fn is_watching(&self) -> bool {
        self.watching
    }

    /// One scripted step of a watched table: the next action a script names, with the
    /// draw before it; seats with nothing scripted let discards pass, except seat 0 (the
    /// reader's), whose choices the table then shows. Returns false when no scripted
    /// action comes next (a draw before the missing action may have been taken).
    pub fn advance(&mut self) -> bool {
        let mut events = Vec::new();
        let mut acted = false;
        for _ in 0..16 {
            if self.round().is_over() {
                break;
            }
            let movers: Vec<(Seat, Vec<Action>)> = Seat::ALL
                .into_iter()
                .map(|s| (s, self.game.legal_actions(s)))
                .filter(|(_, legal)| !legal.is_empty())
                .collect();
            let Some((first, first_legal)) = movers.first().cloned() else {
                break;
            };
            if matches!(self.round().phase(), Phase::Claims(_)) {
                if acted {
                    break;
                }
                let mut answers = Vec::new();
                for (seat, legal) in &movers {
                    let script = &mut self.scripts[seat.index()];
                    if script.is_done() && *seat == self.me {
                        return false;
                    }
                    answers.push((*seat, script.answer(legal, true).unwrap_or(Action::Skip)));
                }
                for (seat, action) in answers {
                    acted |= action != Action::Skip;
                    events.extend(self.apply(seat, action));
                }
            } else if first_legal == [Action::Draw] {
                // Seat 0 draws to face its question; other seats only toward a scripted move.
                if self.scripts[first.index()].is_done() && first != self.me {
                    break;
                }
                events.extend(self.apply(first, Action::Draw));
            } else {
                if acted {
                    break;
                }
                match self.scripts[first.index()].answer(&first_legal, false) {
                    Some(action) => {
                        events.extend(self.apply(first, action));
                        acted = true;
                    }
                    None => break,
                }
            }
        }
        if acted {
            self.latest = events;
        }
        acted
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Changes the settings that apply mid-match (speed, hints, automatic passing and
    /// winning, language). Rules, length and level apply from the next match.
    pub fn set_live_settings(&mut self, s: &Settings) {
        self.settings.speed = s.speed;
        self.settings.hints = s.hints;
        self.settings.auto_pass = s.auto_pass;
        self.settings.auto_win = s.auto_win;
        self.settings.lang = s.lang;
    }

    /// The game (for tests and records).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The player's seat.
    pub fn me(&self) -> Seat {
        self.me
    }

    /// Gives the controller a clock (microseconds) to time the computer players'
    /// decisions with; see [`Controller::decision_times`].
    pub fn set_clock(&mut self, clock: Box<dyn FnMut() -> f64>) {
        self.clock = Some(clock);
    }

    /// Every computer decision's time so far, in microseconds (with a clock set).
    pub fn decision_times(&self) -> &[f64] {
        &self.decision_us
    }

    fn round(&self) -> &Round {
        self.game.round()
    }

    /// Whose move it is.
    pub fn status(&self) -> Status {
        if self.game.is_over() {
            return Status::MatchOver;
        }
        if self.round().is_over() {
            return Status::HandOver;
        }
        let others = Seat::ALL
            .into_iter()
            .any(|s| s != self.me && !self.game.legal_actions(s).is_empty());
        let mine = self.game.legal_actions(self.me);
        if others || self.automatic(&mine).is_some() {
            Status::Computer
        } else if mine.is_empty() {
            // Nobody can move: cannot happen while the engine's phases are consistent.
            Status::HandOver
        } else {
            Status::Player
        }
    }

    /// The player's move when it needs no choice: the draw, passing a call (automatic
    /// passing on, no win offered), a win (automatic winning on), the one discard left
    /// after riichi.
    fn automatic(&self, legal: &[Action]) -> Option<Action> {
        if legal == [Action::Draw] {
            return Some(Action::Draw);
        }
        if self.settings.auto_win {
            if let Some(win) = legal
                .iter()
                .find(|a| matches!(a, Action::Tsumo | Action::Ron))
            {
                return Some(win.clone());
            }
        }
        if self.settings.auto_pass && legal.contains(&Action::Skip) && !legal.contains(&Action::Ron)
        {
            return Some(Action::Skip);
        }
        let in_riichi = self.round().player(self.me).riichi.is_some();
        if in_riichi && legal.len() == 1 && matches!(legal[0], Action::Discard { .. }) {
            return Some(legal[0].clone());
        }
        None
    }

    /// One computer step: a computer seat's move (its draw and its decision count as one
    /// step), or the player's automatic move. Returns false when there is none to make.
    pub fn step(&mut self) -> bool {
        if self.status() != Status::Computer {
            return false;
        }
        let other = Seat::ALL
            .into_iter()
            .filter(|&s| s != self.me)
            .map(|s| (s, self.game.legal_actions(s)))
            .find(|(_, legal)| !legal.is_empty());
        let mut events = Vec::new();
        match other {
            Some((seat, legal)) => {
                let action = self.decide(seat, &legal);
                events.extend(self.apply(seat, action));
                // A computer's draw and its discard are one step.
                if legal == [Action::Draw] {
                    let legal = self.game.legal_actions(seat);
                    if !legal.is_empty() && !self.round().is_over() {
                        let action = self.decide(seat, &legal);
                        events.extend(self.apply(seat, action));
                    }
                }
            }
            None => {
                let legal = self.game.legal_actions(self.me);
                if let Some(action) = self.automatic(&legal) {
                    events.extend(self.apply(self.me, action));
                }
            }
        }
        self.latest = events;
        true
    }

    /// Runs computer steps until the player must choose or the hand ends (instant speed
    /// and tests); at most `limit` steps.
    pub fn run(&mut self, limit: usize) {
        for _ in 0..limit {
            if !self.step() {
                break;
            }
        }
    }

    fn decide(&mut self, seat: Seat, legal: &[Action]) -> Action {
        let claims = matches!(self.round().phase(), Phase::Claims(_));
        if let Some(a) = self.scripts[seat.index()].answer(legal, claims) {
            return a;
        }
        let view = self.round().view(seat);
        let start = self.clock.as_mut().map(|c| c());
        let action = self.bots[seat.index()].decide(&view, legal);
        if let (Some(start), Some(clock)) = (start, self.clock.as_mut()) {
            self.decision_us.push(clock() - start);
        }
        action
    }

    pub(super) fn apply(&mut self, seat: Seat, action: Action) -> Vec<Event> {
        // Every action here comes from the engine's legal list, so it is never refused.
        match self.game.apply(seat, action.clone()) {
            Ok(events) => {
                self.moves.push(Some((seat, action)));
                events
            }
            Err(_) => Vec::new(),
        }
    }

    /// The player's choice. An action the engine does not allow now is refused with its
    /// reason, and nothing changes.
    pub fn act(&mut self, action: Action) -> Result<(), String> {
        if self.status() != Status::Player {
            return Err("it is not your move".into());
        }
        let events = self
            .game
            .apply(self.me, action.clone())
            .map_err(|e| e.reason.clone())?;
        self.moves.push(Some((self.me, action)));
        self.riichi_armed = false;
        self.latest = events;
        Ok(())
    }

    /// Chooses riichi (then only tenpai-keeping discards are enabled), or takes it back.
    /// Ignored when no riichi discard is legal.
    pub fn arm_riichi(&mut self, on: bool) {
        let can = self
            .game
            .legal_actions(self.me)
            .iter()
            .any(|a| matches!(a, Action::Discard { riichi: true, .. }));
        self.riichi_armed = on && can;
    }

    /// After a hand's result: deals the next hand, or ends the match.
    pub fn next_hand(&mut self) {
        if self.status() != Status::HandOver || self.game.is_over() {
            return;
        }
        self.game.finish_hand();
        self.moves.push(None);
        self.riichi_armed = false;
        self.latest.clear();
        self.live_start = self.round().wall().live_remaining();
    }

    /// The table as the player sees it now.
    pub fn view(&self) -> TableView {
        let r = self.round();
        let over = r.is_over();
        let state = self.game.state();
        let last_discarder = r.log().iter().rev().find_map(|e| match e {
            Event::Discarded { seat, .. } => Some(*seat),
            _ => None,
        });
        let status = self.status();
        let seats = std::array::from_fn(|k| {
            let seat = Seat::ALL[(self.me.index() + k) % 4];
            self.seat_shown(seat, over, last_discarder == Some(seat))
        });
        let wall = r.wall();
        let moved_in = match r.rules().dead_wall {
            DeadWall::Replenished => wall.moved_to_dead_wall(),
            DeadWall::NotReplenished => 0,
        };
        TableView {
            rules_name: r.rules().name.clone(),
            round: (state.wind, state.hand),
            honba: r.setup().honba,
            deposits: r.deposits(),
            seats,
            live: r.wall_sizes().0,
            live_start: self.live_start,
            dead_wall: dead_wall(wall.dora_indicators(), wall.rinshan_drawn(), moved_in),
            dora_indicators: wall.dora_indicators().to_vec(),
            new_indicators: self
                .latest
                .iter()
                .filter(|e| matches!(e, Event::DoraRevealed { .. }))
                .count(),
            pending_kan_dora: r.pending_kan_dora(),
            prompt: (status == Status::Player && !self.watching).then(|| self.prompt()),
            blocked: if over { None } else { blocked_win(r, self.me) },
            hints: (self.settings.hints && !over).then(|| hints(r, self.me)),
            latest: self.latest.clone(),
            result: r.result(),
            standings: self.game.standings(),
        }
    }

    fn seat_shown(&self, seat: Seat, over: bool, last_discarder: bool) -> SeatShown {
        let r = self.round();
        let p = r.player(seat);
        let (drawn, rinshan) = match r.phase() {
            Phase::Turn {
                seat: s,
                drawn: Some(t),
                rinshan,
                ..
            } if *s == seat => (Some(*t), *rinshan),
            _ => (None, false),
        };
        let face_up = seat == self.me || over || (self.watching && !self.others_hidden);
        let (hand, drawn) = if face_up {
            (sorted_without(&p.hand, drawn), drawn)
        } else {
            (Vec::new(), None)
        };
        let fresh = |m: &Meld| {
            self.latest.iter().any(|e| match e {
                Event::Called { seat: s, meld } | Event::Kan { seat: s, meld } => {
                    *s == seat && meld == m
                }
                _ => false,
            })
        };
        SeatShown {
            seat,
            side: Side::of(self.me, seat),
            wind: wind_number(r.seat_wind(seat)),
            points: p.points,
            dealer: r.setup().dealer == seat,
            riichi: p.riichi.is_some(),
            acting: !over && !r.legal_actions(seat).is_empty(),
            level: (seat != self.me).then(|| self.bots[seat.index()].level()),
            hidden: if face_up { 0 } else { p.hand.len() },
            hand,
            drawn,
            drawn_rinshan: rinshan && drawn.is_some(),
            melds: p
                .melds
                .iter()
                .map(|m| MeldShown {
                    kind: m.kind(),
                    tiles: meld_tiles(m, seat),
                    faces: m.tiles().to_vec(),
                    from: m.from().map(|f| Side::of(self.me, f)),
                    fresh: fresh(m),
                })
                .collect(),
            pond: pond_rows(&p.pond, last_discarder),
        }
    }

    /// What the player may do now: each tile with its discard or the engine's reason, and
    /// the call buttons.
    fn prompt(&self) -> Prompt {
        let r = self.round();
        let legal = self.game.legal_actions(self.me);
        let p = r.player(self.me);
        let (turn, drawn) = match r.phase() {
            Phase::Turn { seat, drawn, .. } if *seat == self.me => (true, *drawn),
            _ => (false, None),
        };
        let mut tiles: Vec<(Tile, bool)> = sorted_without(&p.hand, drawn)
            .into_iter()
            .map(|t| (t, false))
            .collect();
        tiles.extend(drawn.map(|t| (t, true)));
        let tiles = tiles
            .into_iter()
            .map(|(tile, is_drawn)| {
                let want = Action::Discard {
                    tile,
                    riichi: self.riichi_armed,
                };
                let ok = turn && legal.contains(&want);
                TileChoice {
                    tile,
                    drawn: is_drawn,
                    action: ok.then(|| want.clone()),
                    refusal: (turn && !ok).then(|| r.refusal(self.me, &want)).flatten(),
                }
            })
            .collect();
        let claim = r
            .view(self.me)
            .claim
            .map(|(s, t)| (Side::of(self.me, s), t));
        Prompt {
            tiles,
            calls: self.calls(&legal, turn),
            riichi_armed: self.riichi_armed,
            claim,
        }
    }

    fn calls(&self, legal: &[Action], turn: bool) -> Vec<CallChoice> {
        let r = self.round();
        let p = r.player(self.me);
        let choice = |kind, action: Option<Action>, tiles: Vec<Tile>| CallChoice {
            kind,
            action,
            tiles,
            refusal: None,
        };
        let mut out = Vec::new();
        let same_kind = |k: crate::rules::TileKind| -> Vec<Tile> {
            p.hand.iter().copied().filter(|t| t.kind() == k).collect()
        };
        for a in legal {
            match a {
                Action::Ron => out.push(choice(CallKind::Ron, Some(a.clone()), Vec::new())),
                Action::Tsumo => out.push(choice(CallKind::Tsumo, Some(a.clone()), Vec::new())),
                Action::Pon { tiles } => {
                    out.push(choice(CallKind::Pon, Some(a.clone()), tiles.to_vec()))
                }
                Action::Chii { tiles } => {
                    out.push(choice(CallKind::Chii, Some(a.clone()), tiles.to_vec()))
                }
                Action::Daiminkan => {
                    let kind = self.claim().map(|(_, t)| t.kind());
                    let tiles = kind.map(same_kind).unwrap_or_default();
                    out.push(choice(CallKind::Kan, Some(a.clone()), tiles));
                }
                Action::Ankan { kind } => {
                    out.push(choice(CallKind::Kan, Some(a.clone()), same_kind(*kind)))
                }
                Action::Shouminkan { tile } => {
                    out.push(choice(CallKind::Kan, Some(a.clone()), vec![*tile]))
                }
                Action::KyuushuKyuuhai => {
                    out.push(choice(CallKind::NineTerminals, Some(a.clone()), Vec::new()))
                }
                _ => {}
            }
        }
        if turn {
            let can_riichi = legal
                .iter()
                .any(|a| matches!(a, Action::Discard { riichi: true, .. }));
            if self.riichi_armed {
                out.push(choice(CallKind::CancelRiichi, None, Vec::new()));
            } else if can_riichi {
                out.push(choice(CallKind::Riichi, None, Vec::new()));
            } else if let Some(reason) = self.riichi_refusal().filter(|_| p.is_closed()) {
                out.push(CallChoice {
                    refusal: Some(reason),
                    ..choice(CallKind::Riichi, None, Vec::new())
                });
            }
        }
        if legal.contains(&Action::Skip) {
            out.push(choice(CallKind::Skip, Some(Action::Skip), Vec::new()));
        }
        out
    }

    /// The discard (or added kan tile) being answered, and who made it.
    fn claim(&self) -> Option<(Seat, Tile)> {
        match self.round().phase() {
            Phase::Claims(w) => Some((w.discarder, w.tile)),
            _ => None,
        }
    }

    /// Why riichi is refused to a player whose hand could be tenpai after a discard (an
    /// open hand, under 1000 points, too few tiles left); `None` when riichi is not in
    /// question (already declared, or no tenpai-keeping discard).
    fn riichi_refusal(&self) -> Option<String> {
        let r = self.round();
        let p = r.player(self.me);
        if p.riichi.is_some() || best_shanten_after_discard(&p.counts(), p.melds.len()) != 0 {
            return None;
        }
        let held = p.held();
        let keeps = p.hand.iter().copied().find(|t| {
            let mut c = p.counts();
            c[t.kind().index()] -= 1;
            let mut h = held;
            h[t.kind().index()] -= 1;
            crate::rules::shanten::shanten(&c, p.melds.len(), &h) == 0
        })?;
        r.refusal(
            self.me,
            &Action::Discard {
                tile: keeps,
                riichi: true,
            },
        )
    }
}

/// The hand sorted, less one copy of `drawn` (shown apart).
fn sorted_without(hand: &[Tile], drawn: Option<Tile>) -> Vec<Tile> {
    let mut tiles = hand.to_vec();
    if let Some(d) = drawn {
        if let Some(i) = tiles.iter().rposition(|&t| t == d) {
            tiles.remove(i);
        }
    }
    crate::rules::small_sort::sort_small(&mut tiles);
    tiles
}
