//! The match driver: a whole match for one player at the bottom seat against three
//! computer players. The [`Controller`] owns the [`Game`], the computer players, scripted
//! seats and the settings; it moves the computer seats one step at a time (the UI paces
//! the steps) and takes the player's choices. What the table shows is built from it in
//! [`super::view_builder`]; tables that are watched rather than played (tutorials, a
//! record under review) are stepped by [`super::watch`].

use super::scenario::{Scenario, ScenarioError};
use super::script::Script;
use super::settings::Settings;
use crate::bots::Bot;
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

/// A match in progress at one table.
pub struct Controller {
    pub(super) game: Game,
    pub(super) me: Seat,
    pub(super) bots: [Bot; 4],
    pub(super) scripts: [Script; 4],
    pub(super) settings: Settings,
    pub(super) riichi_armed: bool,
    pub(super) latest: Vec<Event>,
    pub(super) live_start: usize,
    /// The match's seed, and the set-up its first hand came from, for saving.
    pub(super) origin: (Seed, Option<Scenario>),
    /// Every move so far, for saving: (seat, action), or `None` for "next hand".
    pub(super) moves: Vec<Option<(Seat, Action)>>,
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
}

impl Controller {
    /// A new match from `seed` with `settings`.
    pub fn new(settings: Settings, seed: Seed) -> Controller {
        let game = Game::new(seed, settings.rule_set());
        Controller::around(game, settings, (seed, None), Default::default())
    }

    /// A match whose first hand is a set-up table (later hands are dealt from its seed).
    /// The set-up names the rule preset; the settings give the rest.
    pub fn from_scenario(
        mut settings: Settings,
        setup: &Scenario,
    ) -> Result<Controller, ScenarioError> {
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
            told: std::cell::OnceCell::new(),
            people: None,
            expert_elsewhere: false,
            asked: None,
        }
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
        Some(((self.origin.0 .0 % names + 5 * k) % names) as usize)
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

    /// The player's move when it needs no choice (see [`automatic`]).
    fn automatic(&self, legal: &[Action]) -> Option<Action> {
        let in_riichi = self.round().player(self.me).riichi.is_some();
        automatic(&self.settings, legal, in_riichi)
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
                if self.thinks_elsewhere(seat, &legal) {
                    // Waiting for the Expert's answer (see `awaiting`).
                    return false;
                }
                let action = self.decide(seat, &legal);
                events.extend(self.apply(seat, action));
                // A computer's draw and its discard are one step (unless the Expert
                // thinks about the discard: then the step ends with the draw).
                if legal == [Action::Draw] {
                    let legal = self.game.legal_actions(seat);
                    if !legal.is_empty()
                        && !self.round().is_over()
                        && !self.thinks_elsewhere(seat, &legal)
                    {
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

    /// Whether `seat`'s choice among `legal` is made outside the controller (in the
    /// page's worker, when the page said so): a computer seat of a level decided elsewhere
    /// with a real choice and no scripted step left.
    fn thinks_elsewhere(&self, seat: Seat, legal: &[Action]) -> bool {
        self.expert_elsewhere
            && self.settings.level.decided_elsewhere()
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
            .map(|s| (s, self.game.legal_actions(s)))
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
        self.moves.len()
    }

    /// The choice of `seat` that the controller waits for ([`Controller::awaiting`]), made
    /// elsewhere at `moment`: the `choice`-th of its legal actions. A choice that is not
    /// one (`None`: the thinker failed) is the seat's level's own decision (Hard's). False,
    /// and nothing changes, when the controller is not waiting for `seat` at `moment`.
    pub fn answer(&mut self, seat: Seat, moment: usize, choice: Option<usize>) -> bool {
        if self.awaiting() != Some(seat) || moment != self.moment() {
            return false;
        }
        let legal = self.game.legal_actions(seat);
        let action = match choice.and_then(|i| legal.get(i)) {
            Some(a) => a.clone(),
            None => self.decide(seat, &legal),
        };
        self.latest = self.apply(seat, action);
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

    /// The player's choice. An action the engine does not allow now is refused with the
    /// rule that forbids it, and nothing changes.
    pub fn act(&mut self, action: Action) -> Result<(), Refusal> {
        if self.status() != Status::Player {
            return Err(Refusal::NotYourTurn);
        }
        let events = self
            .game
            .apply(self.me, action.clone())
            .map_err(|e| e.refusal)?;
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
