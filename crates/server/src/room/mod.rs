//! A room: who sits where, the match it plays, the seats' clocks, and every message its
//! pages are sent — a plain state machine over the engine, with no socket, no store and
//! no clock of its own (every call is given the time), so it is tested without a socket
//! and replayed exactly from its store.
//!
//! Every durable change is an [`Entry`]: a call returns the entries it made (to be written
//! before anything is sent) and the messages for the pages ([`Outcome`]). A room restored
//! from its entries is the room that made them ([`Room::restore`]).
//!
//! What each page is sent is its seat's [`SeatFrame`] (a watcher's shows public
//! information only), numbered per page; a frame that would show a seat nothing new is not
//! sent, so that nobody learns from the traffic that another seat had a call to make.

pub mod clock;
pub mod entry;
pub mod table;

use std::hash::{Hash, Hasher};

use rinshan::bots::Bot;
use rinshan::engine::{Action, Event, Phase};
use rinshan::play::frame::{FrameOptions, Reveal, SeatFrame, Sight};
use rinshan::rules::{Seat, Seed};
use rinshan_protocol::{Problem, RoomInfo, RoomSettings, SeatInfo, ServerMsg};

use clock::SeatClock;
pub use entry::{By, Entry};
use table::Table;

/// How long the players of a room loaded after a server start have to come back before a
/// computer player plays for them (their clocks do not run meanwhile): a restart is not
/// noticed by anyone whose page reconnects within it.
pub const RESUME_GRACE_MS: u64 = 20_000;

/// How long the table waits after a hand's result for the players to press "Next hand".
pub const NEXT_HAND_WAIT_MS: u64 = 20_000;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Occupant {
    /// Nobody yet.
    Empty,
    /// A player, by name.
    Person(String),
    /// A computer player (of the room's level).
    Computer,
}

/// A player's connection to the room.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Presence {
    /// A page of theirs is connected.
    connected: bool,
    /// A computer player plays for them.
    away: bool,
}

/// What one page has been sent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Delivery {
    /// The number of the last frame sent.
    seq: u64,
    /// A fingerprint of that frame, so that an unchanged one is not sent again.
    last: u64,
    /// The frame whose choices are open to an answer.
    offered: Option<u64>,
}

/// Who a message is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    /// The page of one seat.
    Seat(Seat),
    /// Every watcher.
    Watchers,
    /// Every page of the room, seats and watchers.
    Everyone,
}

/// One message for the room's pages, as JSON text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outgoing {
    /// Who it is for.
    pub to: To,
    /// The message.
    pub text: String,
}

/// What a call did: the entries to write before anything is sent, then the messages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Durable changes, in order.
    pub entries: Vec<Entry>,
    /// Messages, in order.
    pub out: Vec<Outgoing>,
}

impl Outcome {
    fn send(&mut self, to: To, msg: &ServerMsg) {
        self.out.push(Outgoing {
            to,
            text: message_text(msg),
        });
    }
}

/// A message as the pages receive it.
pub fn message_text(msg: &ServerMsg) -> String {
    serde_json::to_string(msg).unwrap_or_default()
}

/// A room.
#[derive(Clone, Debug)]
pub struct Room {
    settings: RoomSettings,
    seed: u64,
    invite: String,
    watch: String,
    seats: [Occupant; 4],
    table: Option<Box<Table>>,
    presence: [Presence; 4],
    clocks: [SeatClock; 4],
    hints: [bool; 4],
    ready: [bool; 4],
    /// When the table stops waiting for "Next hand".
    next_by: Option<u64>,
    /// Until when the players of a room loaded from the store may come back.
    grace_until: Option<u64>,
    delivery: [Delivery; 4],
    watched: Delivery,
    watchers: u32,
    /// The events the frames show (the latest that showed anything).
    latest: Vec<Event>,
    /// Entries so far (the next entry's number).
    entries: u64,
}

impl Room {
    /// A new room opened by `name`, who takes seat 0 (and is its host).
    pub fn open(
        settings: RoomSettings,
        seed: u64,
        invite: String,
        watch: String,
        name: String,
    ) -> Result<(Room, Outcome), Problem> {
        settings.check()?;
        let opened = Entry::Opened {
            settings,
            seed,
            invite,
            watch,
            name,
        };
        let mut room = Room::empty();
        room.apply(&opened).map_err(|_| Problem::BadSettings)?;
        Ok((
            room,
            Outcome {
                entries: vec![opened],
                out: Vec::new(),
            },
        ))
    }

    fn empty() -> Room {
        Room {
            settings: RoomSettings::default(),
            seed: 0,
            invite: String::new(),
            watch: String::new(),
            seats: [
                Occupant::Empty,
                Occupant::Empty,
                Occupant::Empty,
                Occupant::Empty,
            ],
            table: None,
            presence: Default::default(),
            clocks: Default::default(),
            hints: [false; 4],
            ready: [false; 4],
            next_by: None,
            grace_until: None,
            delivery: Default::default(),
            watched: Delivery::default(),
            watchers: 0,
            latest: Vec::new(),
            entries: 0,
        }
    }

    /// The room its entries describe, as it stood after the last one; nobody is
    /// connected, and a match in play waits [`RESUME_GRACE_MS`] for its players.
    pub fn restore(entries: &[Entry], now: u64) -> Result<Room, String> {
        let mut room = Room::empty();
        for (i, e) in entries.iter().enumerate() {
            room.apply(e).map_err(|why| format!("entry {i}: {why}"))?;
        }
        if room.entries == 0 {
            return Err("the room has no entries".into());
        }
        if let Some(t) = &mut room.table {
            room.latest = std::mem::take(&mut t.fresh);
            if !t.game.is_over() {
                room.grace_until = Some(now + RESUME_GRACE_MS);
            }
        }
        Ok(room)
    }

    /// The invite code.
    pub fn invite(&self) -> &str {
        &self.invite
    }

    /// The watch code.
    pub fn watch_code(&self) -> &str {
        &self.watch
    }

    /// How many entries the room has (the next entry's number).
    pub fn entry_count(&self) -> u64 {
        self.entries
    }

    /// The host: the first seat with a player.
    pub fn host(&self) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .find(|s| matches!(self.seats[s.index()], Occupant::Person(_)))
    }

    /// Who sits in `seat`.
    pub fn occupant(&self, seat: Seat) -> &Occupant {
        &self.seats[seat.index()]
    }

    /// The match has started.
    pub fn started(&self) -> bool {
        self.table.is_some()
    }

    /// The match is over.
    pub fn over(&self) -> bool {
        self.table.as_ref().is_some_and(|t| t.game.is_over())
    }

    /// The room as its pages see it.
    pub fn info(&self) -> RoomInfo {
        let host = self.host();
        RoomInfo {
            settings: self.settings.clone(),
            seats: Seat::ALL.map(|s| match &self.seats[s.index()] {
                Occupant::Empty => SeatInfo::Empty,
                Occupant::Computer => SeatInfo::Computer {
                    level: self.settings.level,
                },
                Occupant::Person(name) => SeatInfo::Person {
                    name: name.clone(),
                    host: host == Some(s),
                    connected: self.presence[s.index()].connected,
                    away: self.presence[s.index()].away,
                },
            }),
            started: self.started(),
            over: self.over(),
            watchers: self.watchers,
        }
    }

    fn names(&self) -> [String; 4] {
        Seat::ALL.map(|s| match &self.seats[s.index()] {
            Occupant::Person(name) => name.clone(),
            Occupant::Empty | Occupant::Computer => String::new(),
        })
    }

    /// Applies one entry: the one way the room changes durably, live and in a restore.
    fn apply(&mut self, e: &Entry) -> Result<(), String> {
        match e {
            Entry::Opened {
                settings,
                seed,
                invite,
                watch,
                name,
            } => {
                if self.entries != 0 {
                    return Err("a room is opened only once".into());
                }
                self.settings = settings.clone();
                self.seed = *seed;
                self.invite = invite.clone();
                self.watch = watch.clone();
                self.seats[0] = Occupant::Person(name.clone());
                self.clocks = [SeatClock::new(settings); 4];
            }
            Entry::Joined { seat, name } => {
                if self.seats[seat.index()] != Occupant::Empty || self.started() {
                    return Err(format!("seat {} is not free", seat.index()));
                }
                self.seats[seat.index()] = Occupant::Person(name.clone());
            }
            Entry::Left { seat } => {
                if self.started() {
                    return Err("nobody leaves a match in play".into());
                }
                self.seats[seat.index()] = Occupant::Empty;
                self.presence[seat.index()] = Presence::default();
            }
            Entry::Configured { settings } => {
                if self.started() {
                    return Err("the settings are fixed once the match starts".into());
                }
                self.settings = settings.clone();
                self.clocks = [SeatClock::new(settings); 4];
            }
            Entry::Started => {
                if self.started() {
                    return Err("the match started twice".into());
                }
                for o in &mut self.seats {
                    if *o == Occupant::Empty {
                        *o = Occupant::Computer;
                    }
                }
                self.table = Some(Box::new(Table::new(
                    Seed(self.seed),
                    self.settings.table_settings(),
                )));
            }
            Entry::Acted {
                seat,
                action,
                spent_ms,
                by,
            } => {
                let t = self.table.as_mut().ok_or("a move before the match")?;
                t.act(*seat, action).map_err(|r| {
                    format!(
                        "the rules refuse {action:?} by seat {}: {r:?}",
                        seat.index()
                    )
                })?;
                let move_ms = self.settings_move_ms();
                let clock = &mut self.clocks[seat.index()];
                match by {
                    By::Player | By::Timeout => clock.pay(u64::from(*spent_ms), move_ms),
                    By::Auto | By::Computer => clock.since = None,
                }
            }
            Entry::Dealt => {
                let t = self.table.as_mut().ok_or("a deal before the match")?;
                if !t.game.round().is_over() || t.game.is_over() {
                    return Err("a deal while the hand is in play".into());
                }
                t.deal_next();
                self.ready = [false; 4];
                self.next_by = None;
                self.latest.clear();
            }
        }
        self.entries += 1;
        Ok(())
    }

    fn settings_move_ms(&self) -> u64 {
        u64::from(self.settings.move_secs) * 1000
    }

    /// Makes an entry: applies it and keeps it for the store.
    fn commit(&mut self, e: Entry, out: &mut Outcome) {
        match self.apply(&e) {
            Ok(()) => out.entries.push(e),
            // Every entry made here was checked first; one the room refuses is not kept.
            Err(_) => debug_assert!(false, "the room refused its own entry {e:?}"),
        }
    }

    /// A player takes the first free seat.
    pub fn join(&mut self, name: &str) -> Result<(Seat, Outcome), Problem> {
        if self.started() {
            return Err(Problem::AlreadyStarted);
        }
        let name = rinshan_protocol::valid_name(name).ok_or(Problem::BadName)?;
        let seat = Seat::ALL
            .into_iter()
            .find(|s| self.seats[s.index()] == Occupant::Empty)
            .ok_or(Problem::RoomFull)?;
        let mut out = Outcome::default();
        self.commit(Entry::Joined { seat, name }, &mut out);
        self.room_changed(&mut out);
        Ok((seat, out))
    }

    /// A player leaves their seat before the match starts.
    pub fn leave(&mut self, seat: Seat) -> Result<Outcome, Problem> {
        if self.started() {
            return Err(Problem::AlreadyStarted);
        }
        let mut out = Outcome::default();
        self.commit(Entry::Left { seat }, &mut out);
        self.room_changed(&mut out);
        Ok(out)
    }

    /// The host changes the settings before the match.
    pub fn configure(&mut self, seat: Seat, settings: RoomSettings) -> Result<Outcome, Problem> {
        if self.host() != Some(seat) {
            return Err(Problem::NotHost);
        }
        if self.started() {
            return Err(Problem::AlreadyStarted);
        }
        settings.check()?;
        let mut out = Outcome::default();
        self.commit(Entry::Configured { settings }, &mut out);
        self.room_changed(&mut out);
        Ok(out)
    }

    /// The host starts the match: computer players take the empty seats.
    pub fn start(&mut self, seat: Seat, now: u64) -> Result<Outcome, Problem> {
        if self.host() != Some(seat) {
            return Err(Problem::NotHost);
        }
        if self.started() {
            return Err(Problem::AlreadyStarted);
        }
        let mut out = Outcome::default();
        self.commit(Entry::Started, &mut out);
        for s in Seat::ALL {
            // Whoever is not here when the match starts is played for until they come.
            let p = &mut self.presence[s.index()];
            p.away = matches!(self.seats[s.index()], Occupant::Person(_)) && !p.connected;
        }
        self.room_changed(&mut out);
        self.advance(now, &mut out);
        Ok(out)
    }

    /// A page of the player in `seat` connected: they are back (a computer player no
    /// longer plays for them), and their page is sent the room and the table as it is.
    pub fn attach(&mut self, seat: Seat, now: u64) -> Outcome {
        let mut out = Outcome::default();
        self.presence[seat.index()] = Presence {
            connected: true,
            away: false,
        };
        let everyone_back = Seat::ALL.into_iter().all(|s| {
            !matches!(self.seats[s.index()], Occupant::Person(_))
                || self.presence[s.index()].connected
        });
        if everyone_back {
            self.grace_until = None;
        }
        self.room_changed(&mut out);
        if self.started() {
            self.advance(now, &mut out);
            self.resend(seat, now, &mut out);
            if self.over() {
                self.tell_ended(Some(seat), &mut out);
            }
        }
        out
    }

    /// The page of the player in `seat` disconnected: everyone is told at once, and while
    /// they are away a computer player plays for them, without their bank.
    pub fn detach(&mut self, seat: Seat, now: u64) -> Outcome {
        let mut out = Outcome::default();
        let p = &mut self.presence[seat.index()];
        p.connected = false;
        p.away = self.table.is_some();
        self.clocks[seat.index()].since = None;
        self.room_changed(&mut out);
        self.advance(now, &mut out);
        out
    }

    /// A watcher's page connected: the messages it starts with.
    pub fn watcher_joined(&mut self) -> (Outcome, Vec<String>) {
        self.watchers += 1;
        let mut out = Outcome::default();
        self.room_changed(&mut out);
        let mut first = Vec::new();
        if let Some(t) = &self.table {
            let frame = self.frame_of(t, Sight::Public);
            let json = serde_json::to_string(&frame).unwrap_or_default();
            first.push(frame_message(self.watched.seq, &json, None));
            if t.game.is_over() {
                first.push(message_text(&ServerMsg::Ended {
                    save: t.save(&self.names(), Seat::ALL[0]),
                }));
            }
        }
        (out, first)
    }

    /// A watcher's page disconnected.
    pub fn watcher_left(&mut self) -> Outcome {
        self.watchers = self.watchers.saturating_sub(1);
        let mut out = Outcome::default();
        self.room_changed(&mut out);
        out
    }

    /// The player in `seat` asks for hints in their frames, or stops.
    pub fn set_hints(&mut self, seat: Seat, on: bool, now: u64) -> Outcome {
        self.hints[seat.index()] = on;
        let mut out = Outcome::default();
        if self.started() {
            self.send_frames(now, &mut out);
        }
        out
    }

    /// The player in `seat` answers frame `seq` with `action`. An answer to another frame
    /// (late, repeated, after a time-out) is ignored; an action the rules do not allow is
    /// refused with the rule's reason, and the seat keeps its turn.
    pub fn act(
        &mut self,
        seat: Seat,
        seq: u64,
        action: Action,
        now: u64,
    ) -> Result<Outcome, Problem> {
        let Some(t) = &self.table else {
            return Err(Problem::NotStarted);
        };
        let mut out = Outcome::default();
        if self.delivery[seat.index()].offered != Some(seq) {
            return Ok(out);
        }
        if let Some(refusal) = t.game.round().refusal(seat, &action) {
            out.send(To::Seat(seat), &ServerMsg::Refused { seq, refusal });
            return Ok(out);
        }
        let spent = self.clocks[seat.index()].spent(now);
        self.commit(
            Entry::Acted {
                seat,
                action,
                spent_ms: u32::try_from(spent).unwrap_or(u32::MAX),
                by: By::Player,
            },
            &mut out,
        );
        self.delivery[seat.index()].offered = None;
        self.advance(now, &mut out);
        Ok(out)
    }

    /// The player in `seat` has read the hand's result shown in frame `seq`.
    pub fn next_hand(&mut self, seat: Seat, seq: u64, now: u64) -> Result<Outcome, Problem> {
        if self.table.is_none() {
            return Err(Problem::NotStarted);
        }
        let mut out = Outcome::default();
        if self.delivery[seat.index()].seq == seq {
            self.ready[seat.index()] = true;
            self.advance(now, &mut out);
        }
        Ok(out)
    }

    /// When the room next needs [`Room::tick`]: a seat's time running out, the end of the
    /// wait for "Next hand", the end of the grace after a restart.
    pub fn deadline(&self) -> Option<u64> {
        if self.table.as_ref().is_none_or(|t| t.game.is_over()) {
            return None;
        }
        let move_ms = self.settings_move_ms();
        let clocks = self.clocks.iter().filter_map(|c| c.deadline(move_ms));
        clocks.chain(self.next_by).chain(self.grace_until).min()
    }

    /// What is due at `now`: the end of the grace after a restart (players not back are
    /// played for), decisions out of time (the safe default), the end of the wait for
    /// "Next hand".
    pub fn tick(&mut self, now: u64) -> Outcome {
        let mut out = Outcome::default();
        if self.table.is_none() {
            return out;
        }
        if self.grace_until.is_some_and(|g| g <= now) {
            self.grace_until = None;
            let mut changed = false;
            for s in Seat::ALL {
                let p = &mut self.presence[s.index()];
                if matches!(self.seats[s.index()], Occupant::Person(_)) && !p.connected {
                    p.away = true;
                    changed = true;
                }
            }
            if changed {
                self.room_changed(&mut out);
            }
        }
        let move_ms = self.settings_move_ms();
        for s in Seat::ALL {
            let due = self.clocks[s.index()]
                .deadline(move_ms)
                .is_some_and(|d| d <= now);
            if !due {
                continue;
            }
            let Some(t) = &self.table else { break };
            let legal = t.game.legal_actions(s);
            if let Some(action) = safe_default(t, s, &legal) {
                let spent = self.clocks[s.index()].spent(now);
                self.commit(
                    Entry::Acted {
                        seat: s,
                        action,
                        spent_ms: u32::try_from(spent).unwrap_or(u32::MAX),
                        by: By::Timeout,
                    },
                    &mut out,
                );
                self.delivery[s.index()].offered = None;
            } else {
                self.clocks[s.index()].since = None;
            }
        }
        if self.next_by.is_some_and(|n| n <= now) {
            self.ready = [true; 4];
        }
        self.advance(now, &mut out);
        out
    }

    /// Whether a computer player makes `seat`'s decisions now.
    fn played_for(&self, seat: Seat) -> bool {
        match self.seats[seat.index()] {
            Occupant::Computer => true,
            Occupant::Person(_) => self.presence[seat.index()].away,
            Occupant::Empty => false,
        }
    }

    /// Plays on from here: the draws and the moves the rules leave no choice in, the
    /// computer players' decisions, the next hand once everyone is ready; then starts the
    /// clocks of the players who must choose, and sends every page what changed.
    fn advance(&mut self, now: u64, out: &mut Outcome) {
        let waiting = self.grace_until.is_some();
        let mut dealt = false;
        // Bounded: a whole match is a few thousand moves.
        for _ in 0..100_000 {
            let Some(t) = &self.table else { return };
            if t.game.is_over() {
                break;
            }
            if t.game.round().is_over() {
                let everyone = Seat::ALL
                    .into_iter()
                    .all(|s| self.ready[s.index()] || self.played_for(s));
                if everyone {
                    self.commit(Entry::Dealt, out);
                    dealt = true;
                    continue;
                }
                if self.next_by.is_none() && !waiting {
                    self.next_by = Some(now + NEXT_HAND_WAIT_MS);
                }
                break;
            }
            let mut moved = None;
            for s in Seat::ALL {
                let legal = t.game.legal_actions(s);
                if legal.is_empty() {
                    continue;
                }
                let (action, by) = if legal.len() == 1 {
                    (legal[0].clone(), By::Auto)
                } else if self.played_for(s) {
                    (self.computer_move(t, s, &legal), By::Computer)
                } else {
                    continue;
                };
                moved = Some((s, action, by));
                break;
            }
            let Some((seat, action, by)) = moved else {
                break;
            };
            self.commit(
                Entry::Acted {
                    seat,
                    action,
                    spent_ms: 0,
                    by,
                },
                out,
            );
        }
        // The clocks of the players who must choose now (not while the room waits for its
        // players after a restart).
        if let Some(t) = &self.table {
            for s in Seat::ALL {
                let choosing = !t.game.legal_actions(s).is_empty();
                let played_for = self.played_for(s);
                let c = &mut self.clocks[s.index()];
                if choosing && !waiting && !played_for {
                    c.since.get_or_insert(now);
                } else {
                    c.since = None;
                }
            }
        }
        self.send_frames(now, out);
        if dealt && self.over() {
            self.tell_ended(None, out);
            self.room_changed(out);
        }
    }

    /// A computer player's decision for `seat`, from its own view only. Its tie-breaks
    /// come from the match's seed and the move's number, so a restored room decides as the
    /// room before it would have.
    fn computer_move(&self, t: &Table, seat: Seat, legal: &[Action]) -> Action {
        let n = t.moves.len() as u64;
        let seed = self.seed ^ (n << 8 | seat.index() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut bot = Bot::new(self.settings.level, Seed(seed));
        bot.decide(&t.game.round().view(seat), legal)
    }

    fn frame_of(&self, t: &Table, sight: Sight) -> SeatFrame {
        let hints = sight.seat().is_some_and(|s| self.hints[s.index()]);
        let options = FrameOptions {
            sight,
            reveal: Reveal::ByRules,
            hints,
        };
        SeatFrame::of(&t.game, options, &self.latest, t.live_start)
    }

    /// Sends each page its frame, where it shows something new.
    fn send_frames(&mut self, now: u64, out: &mut Outcome) {
        let Some(t) = &mut self.table else { return };
        let fresh = std::mem::take(&mut t.fresh);
        if !fresh.is_empty() {
            self.latest = fresh;
        }
        for s in Seat::ALL {
            if matches!(self.seats[s.index()], Occupant::Person(_)) {
                self.send_frame(s, now, false, out);
            }
        }
        if self.watchers > 0 {
            let Some(t) = &self.table else { return };
            let json = serde_json::to_string(&self.frame_of(t, Sight::Public)).unwrap_or_default();
            let print = fingerprint(&json);
            if print != self.watched.last {
                self.watched.seq += 1;
                self.watched.last = print;
                out.out.push(Outgoing {
                    to: To::Watchers,
                    text: frame_message(self.watched.seq, &json, None),
                });
            }
        }
    }

    /// Sends `seat` its frame: always when `force`, else only when it shows something new.
    fn send_frame(&mut self, seat: Seat, now: u64, force: bool, out: &mut Outcome) {
        let Some(t) = &self.table else { return };
        let frame = self.frame_of(t, Sight::Seat(seat));
        let json = serde_json::to_string(&frame).unwrap_or_default();
        let print = fingerprint(&json);
        let d = &mut self.delivery[seat.index()];
        if !force && print == d.last {
            return;
        }
        d.seq += 1;
        d.last = print;
        d.offered = frame.choices.is_some().then_some(d.seq);
        let clock = self.clocks[seat.index()].shown(now, u64::from(self.settings.move_secs) * 1000);
        out.out.push(Outgoing {
            to: To::Seat(seat),
            text: frame_message(d.seq, &json, clock),
        });
    }

    /// Sends `seat` the table as it is (a page that has just connected).
    fn resend(&mut self, seat: Seat, now: u64, out: &mut Outcome) {
        self.send_frame(seat, now, true, out);
    }

    fn tell_ended(&self, only: Option<Seat>, out: &mut Outcome) {
        let Some(t) = &self.table else { return };
        let names = self.names();
        for s in Seat::ALL {
            let person = matches!(self.seats[s.index()], Occupant::Person(_));
            if person && only.is_none_or(|o| o == s) {
                out.send(
                    To::Seat(s),
                    &ServerMsg::Ended {
                        save: t.save(&names, s),
                    },
                );
            }
        }
        if only.is_none() && self.watchers > 0 {
            out.send(
                To::Watchers,
                &ServerMsg::Ended {
                    save: t.save(&names, Seat::ALL[0]),
                },
            );
        }
    }

    fn room_changed(&self, out: &mut Outcome) {
        out.send(To::Everyone, &ServerMsg::Room { room: self.info() });
    }
}

/// The safe default when a seat's time runs out: pass a call; in one's turn, discard the
/// drawn tile (or, after a call, the last tile the rules allow).
fn safe_default(t: &Table, seat: Seat, legal: &[Action]) -> Option<Action> {
    if legal.contains(&Action::Skip) {
        return Some(Action::Skip);
    }
    let drawn = match t.game.round().phase() {
        Phase::Turn { seat: s, drawn, .. } if *s == seat => *drawn,
        _ => None,
    };
    let plain = |a: &&Action| matches!(a, Action::Discard { riichi: false, .. });
    drawn
        .map(|tile| Action::Discard {
            tile,
            riichi: false,
        })
        .filter(|a| legal.contains(a))
        .or_else(|| legal.iter().rfind(plain).cloned())
        .or_else(|| legal.first().cloned())
}

/// A frame message, written around the frame's JSON (so that the frame is serialised
/// once, for its fingerprint and for the page).
fn frame_message(seq: u64, frame_json: &str, clock: Option<rinshan_protocol::Clock>) -> String {
    let clock = serde_json::to_string(&clock).unwrap_or_else(|_| "null".into());
    format!("{{\"type\":\"frame\",\"seq\":{seq},\"frame\":{frame_json},\"clock\":{clock}}}")
}

fn fingerprint(text: &str) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}
