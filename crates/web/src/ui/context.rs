//! The state the table's components share: the controller (plain Rust, kept out of the
//! reactive graph), the view it built last, the settings, and the player's selection.
//! Pacing lives here: after every change, a computer move is scheduled after the pause
//! the play speed asks for (none at instant speed).

use std::time::Duration;

use leptos::prelude::*;

use rinshan::engine::Action;
use rinshan::play::{Controller, Settings, Speed, Status, TableView};

/// How long one slice of computer moves at instant speed may run, in milliseconds: short
/// enough that a slow phone still answers a tap at once.
const INSTANT_SLICE_MS: f64 = 8.0;

/// Shared by every component of the table (provided by the app as context).
#[derive(Clone, Copy)]
pub struct TableContext {
    ctrl: StoredValue<Controller, LocalStorage>,
    /// What the table shows.
    pub view: RwSignal<TableView>,
    /// The player's settings.
    pub settings: RwSignal<Settings>,
    /// The hand tile the keyboard (or a tap) has selected, by its place in the prompt.
    pub selected: RwSignal<usize>,
    /// A tile lifted by a first tap (touch: a second tap discards it).
    pub lifted: RwSignal<Option<usize>>,
    /// A sentence for the player (why a tile is refused…), read out politely.
    pub message: RwSignal<Option<String>>,
    /// The keyboard shortcut overlay is open.
    pub help_open: RwSignal<bool>,
    /// The settings panel is open.
    pub settings_open: RwSignal<bool>,
    /// The hand's result is set aside to look at the table (the hands are revealed there).
    pub result_hidden: RwSignal<bool>,
    /// How the last press came: "mouse", "touch", "pen", or "" for the keyboard (a tap
    /// lifts a tile, a click discards it).
    pub pointer: StoredValue<String>,
    /// The player's moves so far (each act, each next hand, each new match), for saving
    /// after each.
    pub player_moves: RwSignal<u32>,
    /// A pending computer move is scheduled.
    scheduled: StoredValue<bool>,
}

/// The table in context.
pub fn use_table() -> TableContext {
    expect_context::<TableContext>()
}

impl TableContext {
    /// A table for `ctrl`, provided as context, with pacing started.
    pub fn provide(ctrl: Controller) -> TableContext {
        let view = RwSignal::new(ctrl.view());
        let settings = RwSignal::new(ctrl.settings().clone());
        let table = TableContext {
            ctrl: StoredValue::new_local(ctrl),
            view,
            settings,
            selected: RwSignal::new(usize::MAX),
            lifted: RwSignal::new(None),
            message: RwSignal::new(None),
            help_open: RwSignal::new(false),
            settings_open: RwSignal::new(false),
            result_hidden: RwSignal::new(false),
            pointer: StoredValue::new(String::from("mouse")),
            player_moves: RwSignal::new(0),
            scheduled: StoredValue::new(false),
        };
        provide_context(table);
        table.pace();
        table
    }

    fn refresh(self) {
        let v = self.ctrl.with_value(Controller::view);
        self.view.set(v);
        self.pace();
    }

    /// Schedules the next computer move if one is due, after the speed's pause. At instant
    /// speed the moves up to the player's next decision run in slices of a few
    /// milliseconds, each after the next frame — so the player's own discard is painted
    /// first, and no task keeps the page from answering (a slow phone included).
    fn pace(self) {
        if self.ctrl.with_value(Controller::is_watching) {
            return;
        }
        let status = self.ctrl.with_value(Controller::status);
        if status != Status::Computer || self.scheduled.get_value() {
            return;
        }
        let speed = self.ctrl.with_value(|c| c.settings().speed);
        self.scheduled.set_value(true);
        let delay = Duration::from_millis(u64::from(speed.delay_ms()));
        let run = move || {
            self.scheduled.set_value(false);
            self.ctrl.update_value(|c| {
                if speed == Speed::Instant {
                    let clock = web_sys::window().and_then(|w| w.performance());
                    let now = || clock.as_ref().map_or(0.0, |p| p.now());
                    let start = now();
                    // At least one move, then more while the slice lasts.
                    while c.step() && now() - start < INSTANT_SLICE_MS {}
                } else {
                    c.step();
                }
            });
            self.refresh();
        };
        if speed == Speed::Instant {
            // A task queued from the next animation frame runs after that frame is
            // painted: the player's own move shows before the computer players move.
            request_animation_frame(move || set_timeout(run, Duration::ZERO));
        } else {
            set_timeout(run, delay);
        }
    }

    /// Shows `view` (a tutorial's stepped table, which keeps its own controller).
    pub fn show(self, view: TableView) {
        self.view.set(view);
    }

    /// The player's choice; a refusal is shown in words.
    pub fn act(self, action: Action) {
        let result = self.ctrl.try_update_value(|c| c.act(action));
        match result {
            Some(Err(reason)) => {
                let lang = self.settings.with_untracked(|s| s.lang);
                self.message
                    .set(Some(rinshan::text::refusal(lang, &reason)));
            }
            _ => {
                self.message.set(None);
                self.lifted.set(None);
                self.player_moves.update(|n| *n += 1);
            }
        }
        self.refresh();
    }

    /// Chooses riichi, or takes it back.
    pub fn arm_riichi(self, on: bool) {
        self.ctrl.update_value(|c| c.arm_riichi(on));
        self.refresh();
    }

    /// Deals the next hand after a result.
    pub fn next_hand(self) {
        self.ctrl.update_value(Controller::next_hand);
        self.player_moves.update(|n| *n += 1);
        self.selected.set(usize::MAX);
        self.result_hidden.set(false);
        self.refresh();
    }

    /// Applies settings: speed, hints, automatic play and language at once; rules,
    /// length and level start a new match.
    pub fn apply_settings(self, s: Settings) {
        let restart = {
            let old = self.settings.get_untracked();
            old.rules != s.rules || old.length != s.length || old.level != s.level
        };
        self.settings.set(s.clone());
        if restart {
            self.new_match();
        } else {
            self.ctrl.update_value(|c| c.set_live_settings(&s));
            self.refresh();
        }
    }

    /// Starts a new match with the current settings and a fresh seed.
    pub fn new_match(self) {
        let settings = self.settings.get_untracked();
        let mut ctrl = Controller::new(settings, super::app::random_seed());
        super::app::attach_clock(&mut ctrl);
        self.ctrl.set_value(ctrl);
        self.player_moves.update(|n| *n += 1);
        self.selected.set(usize::MAX);
        self.message.set(None);
        self.refresh();
    }

    /// The match so far as a saved game ([`Controller::save`]).
    pub fn save_text(self) -> String {
        self.ctrl.with_value(Controller::save)
    }

    /// Decision times of the computer players so far (microseconds), for measurement.
    pub fn decision_times(self) -> Vec<f64> {
        self.ctrl.with_value(|c| c.decision_times().to_vec())
    }
}
