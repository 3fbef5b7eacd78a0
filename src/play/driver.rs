//! A whole match for one player at the bottom seat against three computer players. The
//! [`Controller`] owns the match (a [`MatchDriver`]: the game, its seed, settings and
//! moves, who moves next and the computer players' choices, as a server's rooms play),
//! scripted seats and the pacing; it moves the computer seats one step at a time (the UI
//! paces the steps) and takes the player's choices. What the table shows is built from it in
//! [`super::view_builder`]; tables that are watched rather than played (tutorials, a
//! record under review) are stepped by [`super::watch`].

use super::match_driver::MatchDriver;
use super::scenario::{Scenario, ScenarioError};
use super::script::Script;
use super::settings::Settings;
use crate::engine::{Action, Event, Game, Phase, Refusal, Round};
use crate::rules::{Seat, Seed};

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

/// A computer move the engine refused (a computer player must only choose among the
/// legal actions, so this is a fault of that player): the seat, the move, and the rule
/// that refused it. The controller plays the seat's fallback instead (see
/// [`Controller::refused_moves`]), so that the match goes on.
#[derive(Clone, Debug, PartialEq)]
pub struct RefusedMove {
    /// The seat whose move it was.
    pub seat: Seat,
    /// The move the engine refused.
    pub action: Action,
    /// Why.
    pub refusal: Refusal,
}

impl std::fmt::Display for RefusedMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the engine refused seat {}'s computer move {:?} ({}): its fallback was played",
            self.seat.index(),
            self.action,
            self.refusal.kind()
        )
    }
}

/// A match in progress at one table.
pub struct Controller {
    /// The match: its game, seed, settings and moves (shared with a server's rooms).
    pub(super) m: MatchDriver,
    pub(super) me: Seat,
    pub(super) scripts: [Script; 4],
    pub(super) riichi_armed: bool,
    pub(super) latest: Vec<Event>,
    /// The set-up the match's first hand came from, for saving.
    pub(super) setup: Option<Scenario>,
    pub(super) clock: Option<Box<dyn FnMut() -> f64>>,
    pub(super) decision_us: Vec<f64>,
    pub(super) watching: bool,
    /// A watched table shown as one seat saw it: the other hands face down.
    pub(super) others_hidden: bool,
    /// The match's story, told once it is over.
    pub(super) told: std::cell::OnceCell<super::story::MatchStory>,
    /// In a match played with friends on a server: each seat's player's name (empty for
    /// a computer player).
    pub(super) people: Option<Box<[String; 4]>>,
    /// The choices of a level decided elsewhere (the Expert, the Phoenix player: see
    /// `Level::decided_elsewhere`) are made outside the controller
    /// ([`Controller::awaiting`]); without, such a seat decides as Hard does.
    pub(super) expert_elsewhere: bool,
    /// The seat and moment last asked about elsewhere ([`Controller::ask`]).
    pub(super) asked: Option<(Seat, usize)>,
    /// Computer moves the engine refused, not yet taken by [`Controller::refused_moves`].
    pub(super) refused: Vec<RefusedMove>,
    /// Seats played by a player of the caller's rather than the match's level
    /// ([`Controller::seat_player`]).
    pub(super) players: [Option<Box<dyn crate::bots::Decide>>; 4],
    /// The computer players' choice ([`MatchDriver::computer_choice`]) for a match that is
    /// played; `None` for a table that is only watched, where nobody moves on their own:
    /// a page that only watches (the embedding module's widgets) then carries no computer
    /// player in its download.
    pub(super) computers: Option<Computers>,
}

/// How the computer players choose: [`MatchDriver::computer_choice`].
type Computers = fn(&MatchDriver, Seat, &[Action]) -> Action;

impl Controller {
    /// A new match from `seed` with `settings`.
    pub fn new(settings: Settings, seed: Seed) -> Controller {
        let game = Game::new(seed, settings.rule_set());
        Controller::around(game, settings, (seed, None), Default::default()).played()
    }

    /// An empty table to watch, whose view is shown from elsewhere (a tutorial widget's):
    /// see [`Controller::watch`]. It has no computer players.
    pub fn to_watch(settings: Settings) -> Controller {
        let game = Game::new(Seed(0), settings.rule_set());
        let mut c = Controller::around(game, settings, (Seed(0), None), Default::default());
        c.watch();
        c
    }

    /// A set-up table to watch (a tutorial's show, compare and ask modes): see
    /// [`Controller::watch`]. It has no computer players.
    pub fn scenario_to_watch(
        settings: Settings,
        setup: &Scenario,
    ) -> Result<Controller, ScenarioError> {
        let mut c = Controller::set_up(settings, setup)?;
        c.watch();
        Ok(c)
    }

    /// The computer players play the seats that are not the player's.
    fn played(mut self) -> Controller {
        self.computers = Some(MatchDriver::computer_choice);
        self
    }

    /// A match whose first hand is a set-up table (later hands are dealt from its seed).
    /// The set-up names the rule preset; the settings give the rest.
    pub fn from_scenario(
        settings: Settings,
        setup: &Scenario,
    ) -> Result<Controller, ScenarioError> {
        Ok(Controller::set_up(settings, setup)?.played())
    }

    fn set_up(mut settings: Settings, setup: &Scenario) -> Result<Controller, ScenarioError> {
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

    pub(super) fn around(
        game: Game,
        settings: Settings,
        origin: (Seed, Option<Scenario>),
        scripts: [Script; 4],
    ) -> Controller {
        let (seed, setup) = origin;
        Controller {
            m: MatchDriver::around(game, seed, settings),
            me: Seat::ALL[0],
            scripts,
            riichi_armed: false,
            latest: Vec::new(),
            setup,
            clock: None,
            decision_us: Vec::new(),
            watching: false,
            others_hidden: false,
            told: std::cell::OnceCell::new(),
            people: None,
            expert_elsewhere: false,
            asked: None,
            refused: Vec::new(),
            players: Default::default(),
            computers: None,
        }
    }

    /// Computer moves the engine refused since the last call (each a fault of a computer
    /// player, which must choose among the legal actions: the page logs them as errors).
    /// Each time the seat's fallback was played instead (a pass where passing is legal,
    /// else the first legal action), so the match went on.
    pub fn refused_moves(&mut self) -> Vec<RefusedMove> {
        std::mem::take(&mut self.refused)
    }

    /// Seats `seat` with `player` (any [`crate::bots::Decide`]) rather than the match's
    /// level, from its next decision; its moves are checked as every computer move is.
    /// Not kept in a save (which replays the moves made).
    pub fn seat_player(&mut self, seat: Seat, player: Box<dyn crate::bots::Decide>) {
        self.players[seat.index()] = Some(player);
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.m.settings
    }

    /// Changes the settings that apply mid-match (speed, hints, automatic passing and
    /// winning, language). Rules, length and level apply from the next match.
    pub fn set_live_settings(&mut self, s: &Settings) {
        self.m.settings.speed = s.speed;
        self.m.settings.hints = s.hints;
        self.m.settings.auto_pass = s.auto_pass;
        self.m.settings.auto_win = s.auto_win;
        self.m.settings.lang = s.lang;
    }

    /// Whether the match is under way: not over, and something has been played (a hand
    /// has ended, or a tile has been discarded in this one). Ending such a match loses
    /// what was played, so the table asks first or waits for the next match.
    pub fn under_way(&self) -> bool {
        !self.m.game.is_over()
            && (!self.m.game.results().is_empty()
                || Seat::ALL
                    .into_iter()
                    .any(|s| self.round().player(s).has_discarded))
    }

    /// The game (for tests and records).
    pub fn game(&self) -> &Game {
        &self.m.game
    }

    /// The player's seat.
    pub fn me(&self) -> Seat {
        self.me
    }

    /// A match played with friends on a server, as its saved game says: the players'
    /// names by seat (empty for a computer player) and the seat this page played.
    pub fn played_with(&mut self, names: [String; 4], me: Seat) {
        self.people = Some(Box::new(names));
        self.me = me;
    }

    /// The name of the player in `seat` in a match played with friends (`None` for a
    /// computer player, and in a match against the computer).
    pub fn person(&self, seat: Seat) -> Option<&str> {
        let name = self.people.as_ref()?[seat.index()].as_str();
        (!name.is_empty()).then_some(name)
    }

    /// The name (an index of the text crate's computer players' names) of the computer
    /// player in `seat`: three different names drawn from the match's seed; `None` for
    /// the player, a person of a match played with friends and at watched tables.
    pub fn name_of(&self, seat: Seat) -> Option<usize> {
        if seat == self.me || self.watching || self.person(seat).is_some() {
            return None;
        }
        let k = seat.distance_from(self.me) as u64;
        let names = crate::text::names::BOT_NAMES as u64;
        Some(((self.m.seed.0 % names + 5 * k) % names) as usize)
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

    pub(super) fn round(&self) -> &Round {
        self.m.game.round()
    }

    /// Whose move it is.
    pub fn status(&self) -> Status {
        if self.m.game.is_over() {
            return Status::MatchOver;
        }
        if self.round().is_over() {
            return Status::HandOver;
        }
        let others = Seat::ALL
            .into_iter()
            .any(|s| s != self.me && !self.m.game.legal_actions(s).is_empty());
        let mine = self.m.game.legal_actions(self.me);
        if others || mine.len() == 1 || self.automatic(&mine).is_some() {
            Status::Computer
        } else if mine.is_empty() {
            // Nobody can move: cannot happen while the engine's phases are consistent.
            Status::HandOver
        } else {
            Status::Player
        }
    }

    /// The player's move when it needs no choice (see [`automatic`]).
    fn automatic(&self, legal: &[Action]) -> Option<Action> {
        let in_riichi = self.round().player(self.me).riichi.is_some();
        automatic(&self.m.settings, legal, in_riichi)
    }

    /// One computer step: a computer seat's move (its draw and its decision count as one
    /// step), or the player's automatic move; the first in seat order
    /// ([`MatchDriver::next_mover`], as a server's room moves). Returns false when there
    /// is none to make, or the controller waits for a choice made elsewhere.
    pub fn step(&mut self) -> bool {
        if self.status() != Status::Computer || self.awaiting().is_some() {
            return false;
        }
        let me = self.me;
        let next = self.m.next_mover(&|s, legal| {
            if s == me {
                self.automatic(legal).is_some()
            } else {
                !self.thinks_elsewhere(s, legal)
            }
        });
        let Some((seat, legal)) = next else {
            return false;
        };
        let action = if seat == me {
            self.automatic(&legal)
                .unwrap_or_else(|| legal.first().cloned().unwrap_or(Action::Skip))
        } else {
            self.decide(seat, &legal)
        };
        let Some(mut events) = self.play(seat, action.clone(), &legal) else {
            return false;
        };
        // A computer's draw and its discard are one step (unless the Expert thinks about
        // the discard: then the step ends with the draw).
        if seat != me && action == Action::Draw {
            let legal = self.m.game.legal_actions(seat);
            if !legal.is_empty() && !self.round().is_over() && !self.thinks_elsewhere(seat, &legal)
            {
                let action = self.decide(seat, &legal);
                events.extend(self.play(seat, action, &legal).unwrap_or_default());
            }
        }
        self.latest = events;
        true
    }

    /// Whether `seat`'s choice among `legal` is made outside the controller (in the
    /// page's worker, when the page said so): a computer seat of a level decided elsewhere
    /// with a real choice and no scripted step left.
    fn thinks_elsewhere(&self, seat: Seat, legal: &[Action]) -> bool {
        self.expert_elsewhere
            && self.m.settings.level.decided_elsewhere()
            && !self.watching
            && seat != self.me
            && legal.len() > 1
            && self.scripts[seat.index()].is_done()
    }

    /// Lets the Expert's and the Phoenix player's choices be made outside the controller
    /// (the game page's worker, which simulates or runs the network): from now on the
    /// controller waits for them. Off by default, where
    /// no page thinks for them (the JavaScript API, tests), their seats decide as Hard.
    pub fn think_elsewhere(&mut self, on: bool) {
        self.expert_elsewhere = on;
    }

    /// The seat whose choice the controller waits for, made elsewhere (the Expert's, in a
    /// worker): give it with [`Controller::answer`]. `None` when [`Controller::step`]
    /// moves on by itself.
    pub fn awaiting(&self) -> Option<Seat> {
        if self.status() != Status::Computer {
            return None;
        }
        Seat::ALL
            .into_iter()
            .filter(|&s| s != self.me)
            .map(|s| (s, self.m.game.legal_actions(s)))
            .find(|(_, legal)| !legal.is_empty())
            .filter(|(s, legal)| self.thinks_elsewhere(*s, legal))
            .map(|(s, _)| s)
    }

    /// What to ask the thinker elsewhere about the choice the controller waits for
    /// ([`Controller::awaiting`]): `None` when it waits for none; else, the first time for
    /// that choice, the seat, the moment (see [`Controller::moment`]) and the saved match
    /// to think about, and `Some(None)` after that (the question has been asked).
    pub fn ask(&mut self) -> Option<Option<(Seat, usize, String)>> {
        let seat = self.awaiting()?;
        let moment = self.moment();
        if self.asked == Some((seat, moment)) {
            return Some(None);
        }
        self.asked = Some((seat, moment));
        Some(Some((seat, moment, self.save())))
    }

    /// How many moves the match has had: an answer made elsewhere names the moment it
    /// was asked for, so that one arriving after the match moved on is not applied.
    pub fn moment(&self) -> usize {
        self.m.moves.len()
    }

    /// The choice of `seat` that the controller waits for ([`Controller::awaiting`]), made
    /// elsewhere at `moment`: the `choice`-th of its legal actions. A choice that is not
    /// one (`None`: the thinker failed) is the seat's level's own decision (Hard's). False,
    /// and nothing changes, when the controller is not waiting for `seat` at `moment`.
    pub fn answer(&mut self, seat: Seat, moment: usize, choice: Option<usize>) -> bool {
        if self.awaiting() != Some(seat) || moment != self.moment() {
            return false;
        }
        let legal = self.m.game.legal_actions(seat);
        let action = match choice.and_then(|i| legal.get(i)) {
            Some(a) => a.clone(),
            None => self.decide(seat, &legal),
        };
        self.latest = self.play(seat, action, &legal).unwrap_or_default();
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

    /// A computer seat's choice: its script's next step, if it has one; else the match's
    /// computer player's ([`MatchDriver::computer_choice`]), timed with the clock.
    fn decide(&mut self, seat: Seat, legal: &[Action]) -> Action {
        let claims = matches!(self.round().phase(), Phase::Claims(_));
        if let Some(a) = self.scripts[seat.index()].answer(legal, claims) {
            return a;
        }
        let start = self.clock.as_mut().map(|c| c());
        let action = match (self.players[seat.index()].as_mut(), self.computers) {
            (Some(p), _) => p.decide(&self.m.game.round().view(seat), legal),
            (None, Some(choose)) => choose(&self.m, seat, legal),
            // A watched table (nobody moves on their own there): the first legal action.
            (None, None) => legal.first().cloned().unwrap_or(Action::Skip),
        };
        if let (Some(start), Some(clock)) = (start, self.clock.as_mut()) {
            self.decision_us.push(clock() - start);
        }
        action
    }

    /// Applies a move the controller made itself (a computer's, a script's, one replayed
    /// from a save or a record): what happened. One the engine refuses changes nothing and
    /// is kept for [`Controller::refused_moves`], never dropped in silence.
    pub(super) fn apply(&mut self, seat: Seat, action: Action) -> Vec<Event> {
        match self.m.act(seat, &action) {
            Ok(events) => events,
            Err(refusal) => {
                self.refused.push(RefusedMove {
                    seat,
                    action,
                    refusal,
                });
                Vec::new()
            }
        }
    }

    /// Plays a computer move (or the player's automatic one) chosen among `legal`. A move
    /// the engine refuses is kept for [`Controller::refused_moves`] and the seat's
    /// fallback is played instead: a pass where passing is legal, else the first legal
    /// action (which the engine accepts: `legal` is its own list). `None` when even that
    /// is refused, and nothing moved.
    fn play(&mut self, seat: Seat, action: Action, legal: &[Action]) -> Option<Vec<Event>> {
        let before = self.refused.len();
        let events = self.apply(seat, action);
        if self.refused.len() == before {
            return Some(events);
        }
        let fallback = legal
            .iter()
            .find(|a| **a == Action::Skip)
            .or_else(|| legal.first())?
            .clone();
        let events = self.apply(seat, fallback);
        (self.refused.len() == before + 1).then_some(events)
    }

    /// The player's choice. An action the engine does not allow now is refused with the
    /// rule that forbids it, and nothing changes.
    pub fn act(&mut self, action: Action) -> Result<(), Refusal> {
        if self.status() != Status::Player {
            return Err(Refusal::NotYourTurn);
        }
        let events = self.m.act(self.me, &action)?;
        self.riichi_armed = false;
        self.latest = events;
        Ok(())
    }

    /// Chooses riichi (then only tenpai-keeping discards are enabled), or takes it back.
    /// Ignored when no riichi discard is legal.
    pub fn arm_riichi(&mut self, on: bool) {
        let can = self
            .m
            .game
            .legal_actions(self.me)
            .iter()
            .any(|a| matches!(a, Action::Discard { riichi: true, .. }));
        self.riichi_armed = on && can;
    }

    /// After a hand's result: deals the next hand, or ends the match.
    pub fn next_hand(&mut self) {
        if self.status() != Status::HandOver {
            return;
        }
        if self.m.deal_next() {
            self.riichi_armed = false;
            self.latest.clear();
        }
    }
}

/// The player's move when it needs no choice: the draw, passing a call (automatic passing
/// on, no win offered), a win (automatic winning on), the one discard left after riichi.
/// A match against the computer and one played on a server answer alike.
pub fn automatic(settings: &Settings, legal: &[Action], in_riichi: bool) -> Option<Action> {
    if legal == [Action::Draw] {
        return Some(Action::Draw);
    }
    if settings.auto_win {
        if let Some(win) = legal
            .iter()
            .find(|a| matches!(a, Action::Tsumo | Action::Ron))
        {
            return Some(win.clone());
        }
    }
    if settings.auto_pass && legal.contains(&Action::Skip) && !legal.contains(&Action::Ron) {
        return Some(Action::Skip);
    }
    if in_riichi && legal.len() == 1 && matches!(legal[0], Action::Discard { .. }) {
        return Some(legal[0].clone());
    }
    None
}
