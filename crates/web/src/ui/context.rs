//! The state the table's components share: where its frames come from (kept out of the
//! reactive graph), the view built last, the settings, and the player's selection.
//! Pacing lives here: after every change, a computer move is scheduled after the pause
//! the play speed asks for (none at instant speed).
//!
//! Where a table's frames come from is its `Source`: a match in this page against the
//! computer, or on the friends page (feature `friends`) a seat of a match on a server,
//! drawn from the seat's frames with the player's choices sent as answers
//! (`TableContext::remote`). Every action of the table asks its source; no component
//! asks which it is. The game's own build carries no remote source.

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

/// Where a table's frames come from, and where the player's choices go.
enum Source {
    /// A match in this page against the computer: its controller.
    Local(Box<Controller>),
    /// A seat of a match on a server.
    #[cfg(feature = "friends")]
    Remote(Remote),
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
    source: StoredValue<Source, LocalStorage>,
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
    /// for the player's discard the table shows (`TableContext::read_hints`).
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
    /// The table's element (the game screen's), which announces its cues.
    pub root: NodeRef<leptos::html::Div>,
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
        let table = TableContext::around(Source::Local(Box::new(ctrl)), view, settings);
        provide_context(table);
        table.pace();
        table
    }

    fn around(source: Source, view: TableView, settings: RwSignal<Settings>) -> TableContext {
        settings.update_untracked(super::cues::load_sound);
        TableContext {
            source: StoredValue::new_local(source),
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
            root: NodeRef::new(),
        }
    }

    /// Shows `v`, announcing first the cues it brings (so that the page's motion sees
    /// where each tile leaves from: [`super::cues`]).
    fn set_view(self, v: TableView) {
        let cues = self
            .view
            .with_untracked(|old| rinshan::play::cue::between(old, &v));
        if !cues.is_empty() {
            let root: Option<web_sys::Element> = self.root.get_untracked().map(Into::into);
            self.settings
                .with_untracked(|s| super::cues::send(root.as_ref(), &cues, s));
        }
        self.view.set(v);
    }

    /// Announces the room's clock running low for the player ([`super::cues`]).
    pub fn time_low(self) {
        let root: Option<web_sys::Element> = self.root.get_untracked().map(Into::into);
        self.settings
            .with_untracked(|s| super::cues::announce(root.as_ref(), "time-low@me", s));
    }

    /// The table of a seat of a match on a server: drawn from the seat's frames (kept by
    /// the friends page in `table`), its choices sent as answers by `send`; `settings` are
    /// the page's.
    #[cfg(feature = "friends")]
    pub fn remote(
        table: StoredValue<rinshan::play::remote::RemoteTable, LocalStorage>,
        view: TableView,
        settings: RwSignal<Settings>,
        send: std::rc::Rc<dyn Fn(rinshan::play::remote::Answer)>,
    ) -> TableContext {
        TableContext::around(Source::Remote(Remote { table, send }), view, settings)
    }

    /// What `f` makes of the match in this page; `None` for a seat of a match on a server.
    #[inline(always)] // The game's download measured smaller so (benches/size/game.sh).
    fn local<T>(self, f: impl FnOnce(&mut Controller) -> T) -> Option<T> {
        self.source
            .try_update_value(|s| match s {
                Source::Local(c) => Some(f(c)),
                #[cfg(feature = "friends")]
                Source::Remote(_) => None,
            })
            .flatten()
    }

    /// A seat of a match on a server, if the table is one.
    #[cfg(feature = "friends")]
    fn remote_seat(self) -> Option<Remote> {
        self.source.with_value(|s| match s {
            Source::Remote(r) => Some(r.clone()),
            Source::Local(_) => None,
        })
    }

    /// Where the match is reviewed once over: the record viewer's page for a match in this
    /// page, or for a match played with friends (which the friends page keeps).
    pub fn review_address(self) -> &'static str {
        #[cfg(feature = "friends")]
        if self.remote_seat().is_some() {
            return "review.html#friends";
        }
        "review.html#match"
    }

    /// Whether the match's rules, length and level are fixed (a room's, chosen before it
    /// started): the settings panel shows them but does not offer to change them.
    pub fn match_settings_fixed(self) -> bool {
        #[cfg(feature = "friends")]
        return self.remote_seat().is_some();
        #[cfg(not(feature = "friends"))]
        false
    }

    /// On a server's match: the answer `f` makes, sent. False on a match in this page.
    #[cfg(feature = "friends")]
    fn answer(
        self,
        f: impl FnOnce(&mut rinshan::play::remote::RemoteTable) -> Option<rinshan::play::remote::Answer>,
    ) -> bool {
        let Some(r) = self.remote_seat() else {
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
        if let Some(r) = self.remote_seat() {
            if let Some(v) = r.table.with_value(rinshan::play::remote::RemoteTable::view) {
                self.set_view(v);
            }
            return;
        }
        let Some((v, refused)) = self.local(|c| (c.view(), c.refused_moves())) else {
            return;
        };
        // A computer move the engine refused is a computer player's fault: logged as an
        // error (the browser tests fail on any), while its fallback kept the match going.
        for r in refused {
            leptos::logging::error!("{r}");
        }
        let discarding = v.hints.as_ref().is_some_and(|h| !h.discards.is_empty());
        self.set_view(v);
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
        let watching = self.local(|c| c.is_watching()).unwrap_or(true);
        if watching || expert.is_some_and(|ask| ask(self)) {
            return;
        }
        let Some((status, speed)) = self.local(|c| (c.status(), c.settings().speed)) else {
            return;
        };
        if status != Status::Computer || self.scheduled.get_value() {
            return;
        }
        self.scheduled.set_value(true);
        let delay = Duration::from_millis(u64::from(speed.delay_ms()));
        let run = move || {
            self.scheduled.set_value(false);
            self.local(|c| {
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
        let Some(question) = self.local(Controller::ask).flatten() else {
            return false;
        };
        if let Some((seat, moment, save)) = question {
            leptos::task::spawn_local(async move {
                let choice = super::expert::think(save, seat.index()).await;
                if choice.is_none() {
                    self.tell(rinshan::text::Msg::LevelUnavailable);
                }
                self.local(|c| c.answer(seat, moment, choice));
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
        self.set_view(view);
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
        let result = self.local(|c| c.act(action));
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
        self.local(|c| c.arm_riichi(on));
        self.refresh();
    }

    /// Deals the next hand after a result (on a server's match: says the result has been
    /// read; the server deals when everyone has).
    pub fn next_hand(self) {
        #[cfg(feature = "friends")]
        if self.answer(rinshan::play::remote::RemoteTable::next_hand) {
            return;
        }
        self.local(Controller::next_hand);
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
            if old.sound_words() != s.sound_words() {
                super::cues::keep_sound(&s);
            }
            !old.same_match(&s)
        };
        self.settings.set(s.clone());
        // Rules, length and opponents start a new match at once only when nothing would
        // be lost; under way, they wait for the next match (the form says so).
        if restart && !self.match_settings_fixed() && !self.under_way() {
            self.new_match();
        } else {
            self.local(|c| c.set_live_settings(&s));
            self.refresh();
        }
    }

    /// Whether the match in this page is under way: ending it would lose what was played
    /// ([`Controller::under_way`]; never for a server's match, which this page does not end).
    pub fn under_way(self) -> bool {
        self.local(|c| c.under_way()).unwrap_or(false)
    }

    /// Whether the rules, length or opponents chosen differ from the match in play's (they
    /// apply from the next match). Follows the settings and the table.
    pub fn next_match_differs(self) -> bool {
        self.view.track();
        let s = self.settings.get();
        self.local(|c| !c.settings().same_match(&s))
            .unwrap_or(false)
    }

    /// The rule preset of the match in play (the settings may already name the next
    /// match's).
    pub fn match_rules(self) -> String {
        self.local(|c| c.settings().rules.clone())
            .unwrap_or_else(|| self.settings.with_untracked(|s| s.rules.clone()))
    }

    /// Starts a new match with the current settings and a fresh seed (after a match with
    /// friends: the friends page, to open a new room).
    pub fn new_match(self) {
        #[cfg(feature = "friends")]
        if self.remote_seat().is_some() {
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_href("friends.html#new");
            }
            return;
        }
        let settings = self.settings.get_untracked();
        let mut ctrl = Controller::new(settings, random_seed());
        attach_page(&mut ctrl);
        self.source.set_value(Source::Local(Box::new(ctrl)));
        self.player_moves.update(|n| *n += 1);
        self.selected.set(usize::MAX);
        self.message.set(None);
        self.refresh();
    }

    /// The match so far as a saved game ([`Controller::save`]); a server's match, once
    /// over, as the server sent it.
    pub fn save_text(self) -> String {
        #[cfg(feature = "friends")]
        if let Some(r) = self.remote_seat() {
            return r
                .table
                .with_value(|t| t.save().unwrap_or_default().to_string());
        }
        self.local(|c| c.save()).unwrap_or_default()
    }

    /// Decision times of the computer players so far (microseconds), for measurement.
    pub fn decision_times(self) -> Vec<f64> {
        self.local(|c| c.decision_times().to_vec())
            .unwrap_or_default()
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
