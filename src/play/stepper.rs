//! The tutorial driver: a scenario stepped through forward and back (show and compare
//! modes). Step 0 is the position as written, each further step one scripted action;
//! going back replays from the start, since the engine is deterministic. The reader's
//! choices in ask mode are [`super::ask`]'s.

use super::driver::Controller;
use super::scenario::{Scenario, ScenarioError};
use super::settings::Settings;
use super::view::TableView;
use crate::engine::{Action, Round};
use crate::rules::Seat;
use crate::text::{action, Lang};

/// A scenario's table, stepped through its scripts: step 0 is the position as written,
/// each further step one scripted action. Going back replays from the start (the engine
/// is deterministic), so every step is exactly what the scripts make of the position.
pub struct Stepper {
    setup: Scenario,
    settings: Settings,
    ctrl: Controller,
    at: usize,
    total: usize,
}

impl Stepper {
    /// The scenario's table under `preset` (or the scenario's own rules), at step 0.
    pub fn new(
        setup: &Scenario,
        preset: Option<&str>,
        settings: Settings,
    ) -> Result<Stepper, ScenarioError> {
        let mut setup = setup.clone();
        if let Some(p) = preset {
            setup.rules = Some(p.to_string());
        }
        let mut probe = Stepper::build(&setup, &settings)?;
        let mut total = 0;
        while total < 200 && probe.advance() {
            total += 1;
        }
        let mut stepper = Stepper {
            ctrl: Stepper::build(&setup, &settings)?,
            setup,
            settings,
            at: 0,
            total,
        };
        stepper.settle();
        Ok(stepper)
    }

    fn build(setup: &Scenario, settings: &Settings) -> Result<Controller, ScenarioError> {
        Controller::scenario_to_watch(settings.clone(), setup)
    }

    /// The step shown (0 is the position as written).
    pub fn at(&self) -> usize {
        self.at
    }

    /// How many scripted steps the scenario has.
    pub fn total(&self) -> usize {
        self.total
    }

    /// The next step; false at the last one.
    pub fn forward(&mut self) -> bool {
        if self.at < self.total && self.ctrl.advance() {
            self.at += 1;
            self.settle();
            true
        } else {
            false
        }
    }

    /// The step before; false at step 0.
    pub fn back(&mut self) -> bool {
        if self.at == 0 {
            return false;
        }
        self.go_to(self.at - 1);
        true
    }

    /// Shows step `n` (at most the last), replaying from the position.
    pub fn go_to(&mut self, n: usize) {
        if let Ok(c) = Stepper::build(&self.setup, &self.settings) {
            self.ctrl = c;
            self.at = 0;
        }
        while self.at < n.min(self.total) && self.forward() {}
        self.settle();
    }

    /// At the last step, seat 0's own draw before its question (the scripts have run out).
    fn settle(&mut self) {
        if self.at == self.total {
            self.ctrl.advance();
        }
    }

    /// The table at this step.
    pub fn view(&self) -> TableView {
        self.ctrl.view()
    }

    /// The round at this step.
    pub fn round(&self) -> &Round {
        self.ctrl.game().round()
    }

    /// The rule set's name.
    pub fn rules_name(&self) -> String {
        self.round().rules().name.clone()
    }

    /// What each seat that must choose now may do, in words (`"Pon with 5 pin and 5
    /// pin"`, `"Pass"`; every discard as one `"Discard"`).
    pub fn choices(&self, lang: Lang) -> Vec<(Seat, Vec<String>)> {
        let r = self.round();
        Seat::ALL
            .into_iter()
            .filter_map(|s| {
                let legal = r.legal_actions(s);
                if legal.is_empty() || legal == [Action::Draw] {
                    return None;
                }
                let mut words: Vec<String> = legal
                    .iter()
                    .filter(|a| !matches!(a, Action::Discard { .. } | Action::Draw))
                    .map(|a| action(lang, a))
                    .collect();
                if legal.iter().any(|a| matches!(a, Action::Discard { .. })) {
                    words.push(crate::text::text(lang, crate::text::Msg::Discard).into());
                }
                Some((s, words))
            })
            .collect()
    }
}
