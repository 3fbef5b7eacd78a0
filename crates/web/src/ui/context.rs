//! The state the table's components share: the controller (plain Rust, kept out of the
//! reactive graph), the view it built last, the settings, and the player's selection.
//! Pacing lives here: after every change, a computer move is scheduled after the pause
//! the play speed asks for (none at instant speed).
//!
//! On the friends page (feature `friends`) a table may instead be a seat of a match on a
//! server: its view is drawn from the seat's frames, and the player's choices are sent
//! as answers ([`TableContext::remote`]). The game's own build carries none of that.

use std::time::Duration;

use leptos::prelude::*;

use rinshan::engine::Action;
use rinshan::play::{Controller, Settings, Speed, Status, TableView};
use rinshan::rules::Seed;

/// A seat of a match on a server: its frames, and where its answers go.
#[cfg(feature = "friends")]
#[derive(Clone)]
struct Remote {
    table: StoredValue<rinshan::play::remote::RemoteTable, LocalStorage>,
    send: std::rc::Rc<dyn Fn(rinshan::play::remote::Answer)>,
}

/// How a table asks for the Expert's choice (true while its controller waits for it).
type AskExpert = fn(TableContext) -> bool;

thread_local! {
    /// How a table asks for the Expert's choices, where the page offers the Expert
    /// ([`TableContext::offer_expert`]: the game's page). Elsewhere — a tutorial's tables
    /// in the embedding module — nothing refers to it, so that module carries none of it.
    static EXPERT: std::cell::Cell<Option<AskExpert>> = const { std::cell::Cell::new(None) };
}

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
    /// The hints panel with each discard's chance of dealing in, from the Expert's worker,
    /// for the player's discard the table shows ([`TableContext::read_hints`]).
    pub hints_read: RwSignal<Option<String>>,
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
    /// A seat of a match on a server, if the table is one.
    #[cfg(feature = "friends")]
    remote: StoredValue<Option<Remote>, LocalStorage>,
}

/// The table in context.
pub fn use_table() -> TableContext {
    expect_context::<TableContext>()
}

impl TableContext {
    /// A table for `ctrl`, provided as context, with pacing started.
    pub fn provide(ctrl: Controller) -> TableContext {
        let view = ctrl.view();
        let settings = RwSignal::new(ctrl.settings().clone());
        let table = TableContext::around(ctrl, view, settings);
        provide_context(table);
        table.pace();
        table
    }

    fn around(ctrl: Controller, view: TableView, settings: RwSignal<Settings>) -> TableContext {
        TableContext {
            ctrl: StoredValue::new_local(ctrl),
            view: RwSignal::new(view),
            settings,
            selected: RwSignal::new(usize::MAX),
            lifted: RwSignal::new(None),
            message: RwSignal::new(None),
            hints_read: RwSignal::new(None),
            help_open: RwSignal::new(false),
            settings_open: RwSignal::new(false),
            result_hidden: RwSignal::new(false),
            pointer: StoredValue::new(String::from("mouse")),
            player_moves: RwSignal::new(0),
            scheduled: StoredValue::new(false),
            #[cfg(feature = "friends")]
            remote: StoredValue::new_local(None),
        }
    }

    /// The table of a seat of a match on a server: drawn from the seat's frames (kept by
    /// the friends page in `table`), its choices sent as answers by `send`; `settings` are
    /// the page's. (Its controller only stands in: it is never played.)
    #[cfg(feature = "friends")]
    pub fn remote(
        table: StoredValue<rinshan::play::remote::RemoteTable, LocalStorage>,
        view: TableView,
        settings: RwSignal<Settings>,
        send: std::rc::Rc<dyn Fn(rinshan::play::remote::Answer)>,
    ) -> TableContext {
        let stand_in = Controller::new(settings.get_untracked(), rinshan::rules::Seed(0));
        let context = TableContext::around(stand_in, view, settings);
        context.remote.set_value(Some(Remote { table, send }));
        context
    }

    /// Whether the table is a seat of a match on a server.
    pub fn is_remote(self) -> bool {
        #[cfg(feature = "friends")]
        return self.remote.with_value(Option::is_some);
        #[cfg(not(feature = "friends"))]
        false
    }

    /// On a server's match: the answer `f` makes, sent. False on a match in this page.
    #[cfg(feature = "friends")]
    fn answer(
        self,
        f: impl FnOnce(&mut rinshan::play::remote::RemoteTable) -> Option<rinshan::play::remote::Answer>,
    ) -> bool {
        let Some(r) = self.remote.get_value() else {
            return false;
        };
        if let Some(a) = r.table.try_update_value(f).flatten() {
            (r.send)(a);
        }
        self.refresh();
        true
    }

    fn refresh(self) {
        #[cfg(feature = "friends")]
        if let Some(r) = self.remote.get_value() {
            if let Some(v) = r.table.with_value(rinshan::play::remote::RemoteTable::view) {
                self.view.set(v);
            }
            return;
        }
        let v = self.ctrl.with_value(Controller::view);
        let discarding = v.hints.as_ref().is_some_and(|h| !h.discards.is_empty());
        self.view.set(v);
        self.read_hints(discarding);
        self.pace();
    }

    /// When the player has a discard to choose and hints are shown, on the game's page:
    /// asks the Expert's worker for the hints panel with each discard's chance of dealing
    /// in ([`super::expert::phoenix_hints`]), kept in `hints_read` unless the match has
    /// moved on when it comes. Without the model's weights (offline before their first
    /// use), the page's own hints stay.
    fn read_hints(self, discarding: bool) {
        if self.hints_read.with_untracked(Option::is_some) {
            self.hints_read.set(None);
        }
        if !discarding || !TableContext::expert_offered() {
            return;
        }
        let save = self.save_text();
        let lang = self.settings.with_untracked(|s| s.lang.tag());
        leptos::task::spawn_local(async move {
            let html = super::expert::phoenix_hints(save.clone(), lang).await;
            if html.is_some() && self.save_text() == save {
                self.hints_read.set(html);
            }
        });
    }

    /// Schedules the next computer move if one is due, after the speed's pause. At instant
    /// speed the moves up to the player's next decision run in slices of a few
    /// milliseconds, each after the next frame — so the player's own discard is painted
    /// first, and no task keeps the page from answering (a slow phone included).
    fn pace(self) {
        let expert = EXPERT.with(std::cell::Cell::get);
        if self.ctrl.with_value(Controller::is_watching) || expert.is_some_and(|ask| ask(self)) {
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

    /// Lets this page's tables ask the page's worker for the Expert's choices (the game's
    /// page, whose loader offers the Expert: see [`super::expert`]).
    pub fn offer_expert() {
        EXPERT.with(|e| e.set(Some(TableContext::ask_expert)));
    }

    /// Whether this page's tables ask a worker for the Expert's choices.
    pub fn expert_offered() -> bool {
        EXPERT.with(std::cell::Cell::get).is_some()
    }

    /// When the controller waits for the Expert's choice ([`Controller::awaiting`]): asks
    /// the page's worker for it (once: [`Controller::ask`]), and applies the answer when it
    /// comes — an answer for a moment the match has left is dropped. Should the worker
    /// fail, the seat's choice is Hard's, and the player is told. True while the
    /// controller waits.
    fn ask_expert(self) -> bool {
        let mut ask = None;
        self.ctrl.update_value(|c| ask = c.ask());
        let Some(question) = ask else {
            return false;
        };
        if let Some((seat, moment, save)) = question {
            leptos::task::spawn_local(async move {
                let choice = super::expert::think(save, seat.index()).await;
                if choice.is_none() {
                    self.tell(rinshan::text::Msg::LevelUnavailable);
                }
                self.ctrl
                    .update_value(|c| _ = c.answer(seat, moment, choice));
                self.refresh();
            });
        }
        true
    }

    /// Tells the player `msg` (in the table's message line).
    pub fn tell(self, msg: rinshan::text::Msg) {
        let lang = self.settings.with_untracked(|s| s.lang);
        self.message
            .set(Some(rinshan::text::text(lang, msg).to_string()));
    }

    /// Shows `view` (a tutorial's stepped table, which keeps its own controller).
    pub fn show(self, view: TableView) {
        self.view.set(view);
    }

    /// The player's choice; a refusal is shown in words (on a server's match, when the
    /// server answers).
    pub fn act(self, action: Action) {
        #[cfg(feature = "friends")]
        if self.answer(|t| t.choose(action.clone())) {
            self.message.set(None);
            self.lifted.set(None);
            return;
        }
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
        #[cfg(feature = "friends")]
        if self.answer(|t| {
            t.arm_riichi(on);
            None
        }) {
            return;
        }
        self.ctrl.update_value(|c| c.arm_riichi(on));
        self.refresh();
    }

    /// Deals the next hand after a result (on a server's match: says the result has been
    /// read; the server deals when everyone has).
    pub fn next_hand(self) {
        #[cfg(feature = "friends")]
        if self.answer(rinshan::play::remote::RemoteTable::next_hand) {
            return;
        }
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
        if restart && !self.is_remote() {
            self.new_match();
        } else {
            self.ctrl.update_value(|c| c.set_live_settings(&s));
            self.refresh();
        }
    }

    /// Starts a new match with the current settings and a fresh seed (after a match with
    /// friends: the friends page, to open a new room).
    pub fn new_match(self) {
        #[cfg(feature = "friends")]
        if self.is_remote() {
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_href("friends.html#new");
            }
            return;
        }
        let settings = self.settings.get_untracked();
        let mut ctrl = Controller::new(settings, random_seed());
        attach_page(&mut ctrl);
        self.ctrl.set_value(ctrl);
        self.player_moves.update(|n| *n += 1);
        self.selected.set(usize::MAX);
        self.message.set(None);
        self.refresh();
    }

    /// The match so far as a saved game ([`Controller::save`]); a server's match, once
    /// over, as the server sent it.
    pub fn save_text(self) -> String {
        #[cfg(feature = "friends")]
        if let Some(r) = self.remote.get_value() {
            return r
                .table
                .with_value(|t| t.save().unwrap_or_default().to_string());
        }
        self.ctrl.with_value(Controller::save)
    }

    /// Decision times of the computer players so far (microseconds), for measurement.
    pub fn decision_times(self) -> Vec<f64> {
        self.ctrl.with_value(|c| c.decision_times().to_vec())
    }
}

/// A fresh seed.
pub fn random_seed() -> Seed {
    let high = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let low = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    Seed((high << 32) | low)
}

/// Times the computer players' decisions with the page's clock, and lets the page's
/// worker think for the Expert's seats where the page offers it (the game's page: see
/// `super::app::App`; elsewhere its seats decide as Hard).
pub fn attach_page(ctrl: &mut Controller) {
    if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
        ctrl.set_clock(Box::new(move || perf.now() * 1000.0));
    }
    ctrl.think_elsewhere(TableContext::expert_offered());
}
