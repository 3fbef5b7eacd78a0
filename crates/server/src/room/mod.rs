//! A room: who sits where, the match it plays, the seats' clocks, and every message its
//! pages are sent — a plain state machine over the engine, with no socket, no store and
//! no clock of its own (every call is given the time), so it is tested without a socket
//! and replayed exactly from its store.
//!
//! Every durable change is an [`Entry`]: a call returns the entries it made (to be written
//! before anything is sent) and the messages for the pages ([`Outcome`]). A room restored
//! from its entries is the room that made them ([`Room::restore`]).
//!
//! A three-player room (a three-player rule preset) keeps the engine's four seats, but its
//! North seat (index 3) is no seat: nobody joins it, no computer player fills it, nobody
//! waits on it; the match starts with East, South and West ([`RoomSettings::seats`]).
//!
//! What each page is sent is its seat's [`SeatFrame`](rinshan::play::frame::SeatFrame) (a watcher's shows public
//! information only), numbered per page; a frame that would show a seat nothing new is not
//! sent, so that nobody learns from the traffic that another seat had a call to make.

pub mod clock;
pub mod entry;
mod frames;
pub mod table;
mod turns;

use rinshan::engine::Event;
use rinshan::play::frame::Sight;
use rinshan::rules::{Seat, Seed};
use rinshan_protocol::{Problem, RoomInfo, RoomSettings, SeatInfo, ServerMsg};

use clock::SeatClock;
pub use entry::{By, Entry};
use table::Table;

/// How long the players of a room loaded after a server start have to come back before
/// their clocks run again without them (a seat whose page is back has its clock at once,
/// in the frame it is sent): a restart costs nobody any of their thinking time.
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
    /// A computer player plays for them: their time ran out while they were cut off, and
    /// they have not come back since.
    away: bool,
}

/// What one page has been sent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Delivery {
    /// The number of the last frame sent.
    seq: u64,
    /// A fingerprint of that frame and of the clock it showed, so that an unchanged one is
    /// not sent again.
    last: u64,
    /// The decision open to an answer, if one is.
    offered: Option<Offer>,
}

/// A decision a seat's frames offer: the first frame that offered it and the moves made
/// in the match when it was offered. The same decision may be shown again (hints turned
/// on, the page back after a reload, its clock started after a restart): an answer to any
/// of those frames is the answer to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Offer {
    first: u64,
    moves: usize,
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
    /// The page joining now (a seat's page attaching, or a watcher's): its welcome, and a
    /// watcher's first frames.
    Joining,
}

/// One message for the room's pages, as JSON text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outgoing {
    /// Who it is for.
    pub to: To,
    /// The message.
    pub text: String,
    /// It is a frame ([`ServerMsg::Frame`]): each allows the page one answer.
    pub frame: bool,
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
            frame: false,
        });
    }

    /// Sends `to` the frame message `text` ([`rinshan_protocol::frame_text`]).
    fn frame(&mut self, to: To, text: String) {
        self.out.push(Outgoing {
            to,
            text,
            frame: true,
        });
    }
}

/// A message as the pages receive it. A message that cannot be written (a fault: every
/// message is plain data) is logged as an error and sent as the problem `unavailable`.
pub fn message_text(msg: &ServerMsg) -> String {
    serde_json::to_string(msg).unwrap_or_else(|e| {
        tracing::error!(error = %e, "a message to a page cannot be written");
        r#"{"type":"problem","problem":"unavailable"}"#.to_string()
    })
}

/// A room.
#[derive(Clone, Debug)]
pub struct Room {
    settings: RoomSettings,
    seed: u64,
    invite: String,
    watch: String,
    /// When the room was opened (seconds since 1970).
    opened_at: u64,
    seats: [Occupant; 4],
    table: Option<Box<Table>>,
    presence: [Presence; 4],
    clocks: [SeatClock; 4],
    hints: [bool; 4],
    ready: [bool; 4],
    /// When the table stops waiting for "Next hand".
    next_by: Option<u64>,
    /// Until when the players of a room loaded from the store may come back before their
    /// clocks run without them.
    grace_until: Option<u64>,
    delivery: [Delivery; 4],
    watched: Delivery,
    watchers: u32,
    /// The events the frames show (the latest that showed anything).
    latest: Vec<Event>,
    /// Entries so far (the next entry's number).
    entries: u64,
    /// Why the room cannot go on: it refused an entry it made itself (a fault of the
    /// server's, which the room's actor logs and reports).
    broken: Option<String>,
}

impl Room {
    /// A new room opened by `name`, who takes seat 0 (and is its host), at `at` (seconds
    /// since 1970).
    pub fn open(
        settings: RoomSettings,
        seed: u64,
        invite: String,
        watch: String,
        name: String,
        at: u64,
    ) -> Result<(Room, Outcome), Problem> {
        settings.check()?;
        let opened = Entry::Opened {
            settings,
            seed,
            invite,
            watch,
            name,
            at,
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
            opened_at: 0,
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
            broken: None,
        }
    }

    /// The room its entries describe, as it stood after the last one; nobody is
    /// connected, and a match in play waits [`RESUME_GRACE_MS`] for its players before
    /// their clocks run without them.
    ///
    /// Each page's frames are numbered on from `seq_from`, which the caller makes larger
    /// than any number the room sent before (the server gives the time in milliseconds
    /// since 1970: a page is never sent a thousand frames a second), so that a page's
    /// frame numbers only ever grow. The frames' latest events are those since the last
    /// move a player (or their clock) made, as the frame sent after it showed them.
    pub fn restore(entries: &[Entry], now: u64, seq_from: u64) -> Result<Room, String> {
        let mut room = Room::empty();
        for (i, e) in entries.iter().enumerate() {
            if e.starts_a_turn() {
                if let Some(t) = &mut room.table {
                    t.fresh.clear();
                }
            }
            room.apply(e).map_err(|why| format!("entry {i}: {why}"))?;
        }
        if room.entries == 0 {
            return Err("the room has no entries".into());
        }
        if let Some(t) = &mut room.table {
            room.latest = std::mem::take(&mut t.fresh);
            if !t.play.game.is_over() {
                room.grace_until = Some(now + RESUME_GRACE_MS);
            }
        }
        for d in room.delivery.iter_mut().chain([&mut room.watched]) {
            d.seq = seq_from;
        }
        Ok(room)
    }

    /// Why the room cannot go on, if it cannot: it refused an entry it made itself, or a
    /// frame could not be written (faults, which its actor logs and stops on).
    pub fn broken(&self) -> Option<&str> {
        self.broken.as_deref()
    }

    /// Marks the room broken (the first reason is kept).
    fn break_on(&mut self, why: String) {
        self.broken.get_or_insert(why);
    }

    /// When the room was opened (seconds since 1970; 0 for a room opened before rooms
    /// recorded it): a room whose match never starts is closed some time after.
    pub fn opened_at(&self) -> u64 {
        self.opened_at
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

    /// The seats that play, East first: three in a three-player room (no North seat),
    /// else four.
    pub fn playing(&self) -> &'static [Seat] {
        self.settings.seats()
    }

    /// The match has started.
    pub fn started(&self) -> bool {
        self.table.is_some()
    }

    /// The match is over.
    pub fn over(&self) -> bool {
        self.table.as_ref().is_some_and(|t| t.play.game.is_over())
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
                at,
            } => {
                if self.entries != 0 {
                    return Err("a room is opened only once".into());
                }
                self.opened_at = *at;
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
                if !self.playing().contains(seat) {
                    return Err(format!("seat {} is not one of the room's", seat.index()));
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
                if let Some(s) = self.seated_outside(settings) {
                    return Err(format!("seat {} is taken and has no place", s.index()));
                }
                self.settings = settings.clone();
                self.clocks = [SeatClock::new(settings); 4];
            }
            Entry::Started => {
                if self.started() {
                    return Err("the match started twice".into());
                }
                // Computer players take the empty seats that play (never a three-player
                // room's North seat).
                for s in self.playing() {
                    let o = &mut self.seats[s.index()];
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
                    // A computer player's move pays what the seat's own clock ran before
                    // it (a player cut off past their time), else nothing.
                    By::Player | By::Timeout | By::Computer => {
                        clock.pay(u64::from(*spent_ms), move_ms)
                    }
                    By::Auto => clock.since = None,
                }
            }
            Entry::Hints { seat, on } => self.hints[seat.index()] = *on,
            Entry::Dealt => {
                let t = self.table.as_mut().ok_or("a deal before the match")?;
                if !t.play.game.round().is_over() || t.play.game.is_over() {
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

    /// Makes an entry: applies it and keeps it for the store. Every entry made here was
    /// checked first; should the room still refuse one (a fault), it is not kept, and the
    /// room is marked [`broken`](Room::broken) with the reason, for its actor to log and
    /// to stop on.
    fn commit(&mut self, e: Entry, out: &mut Outcome) {
        match self.apply(&e) {
            Ok(()) => out.entries.push(e),
            Err(why) => self.break_on(format!("the room refused its own entry {e:?}: {why}")),
        }
    }

    /// The first seat taken that `settings` would have no place for: a player or computer
    /// in the North seat of a room changing to three-player rules.
    fn seated_outside(&self, settings: &RoomSettings) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .find(|s| !settings.seats().contains(s) && self.seats[s.index()] != Occupant::Empty)
    }

    /// A player takes the first free seat that plays (a three-player room's North seat is
    /// never one: with East, South and West taken the room is full).
    pub fn join(&mut self, name: &str) -> Result<(Seat, Outcome), Problem> {
        if self.started() {
            return Err(Problem::AlreadyStarted);
        }
        let name = rinshan_protocol::valid_name(name).ok_or(Problem::BadName)?;
        let seat = self
            .playing()
            .iter()
            .copied()
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

    /// The host changes the settings before the match. Three-player rules are refused
    /// while a player sits in the North seat ([`Problem::NoNorthSeat`]: they must leave
    /// first).
    pub fn configure(&mut self, seat: Seat, settings: RoomSettings) -> Result<Outcome, Problem> {
        if self.host() != Some(seat) {
            return Err(Problem::NotHost);
        }
        if self.started() {
            return Err(Problem::AlreadyStarted);
        }
        settings.check()?;
        if self.seated_outside(&settings).is_some() {
            return Err(Problem::NoNorthSeat);
        }
        let mut out = Outcome::default();
        self.commit(Entry::Configured { settings }, &mut out);
        self.room_changed(&mut out);
        Ok(out)
    }

    /// The host starts the match: computer players take the empty seats that play (in a
    /// three-player room, East, South and West only).
    pub fn start(&mut self, seat: Seat, now: u64) -> Result<Outcome, Problem> {
        if self.host() != Some(seat) {
            return Err(Problem::NotHost);
        }
        if self.started() {
            return Err(Problem::AlreadyStarted);
        }
        let mut out = Outcome::default();
        self.commit(Entry::Started, &mut out);
        // Whoever is not here when the match starts has their clock like everyone: a
        // computer player plays for them once their time has run out.
        self.room_changed(&mut out);
        self.advance(now, &mut out);
        Ok(out)
    }

    /// A page of the player in `seat` connected: they are back (a computer player no
    /// longer plays for them), and their page is sent the room and the table as it is, in
    /// one frame: a decision of theirs still open is offered again, with their clock as it
    /// stands.
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
            // The new page has been sent nothing: its frame goes whatever the last one was.
            self.delivery[seat.index()].last = 0;
            self.advance(now, &mut out);
            if self.over() {
                self.tell_ended(Some(seat), &mut out);
            }
        }
        out
    }

    /// The page of the player in `seat` disconnected: everyone is told at once. A dropped
    /// connection costs no more than the seat's time: its clock runs on as usual (the
    /// move's time, then its bank), and only when that has run out does a computer player
    /// play for it (and then at once, until a page of theirs is back).
    pub fn detach(&mut self, seat: Seat, _now: u64) -> Outcome {
        let mut out = Outcome::default();
        self.presence[seat.index()].connected = false;
        self.room_changed(&mut out);
        out
    }

    /// The welcome of the page joining now ([`To::Joining`]): its seat (none for a
    /// watcher) and, for a seat, its token, with the room's codes and the room.
    pub fn welcome(&self, seat: Option<Seat>, token: Option<String>, out: &mut Outcome) {
        let welcome = ServerMsg::Welcome {
            seat,
            token,
            invite: seat.map(|_| self.invite().to_string()),
            watch: self.watch_code().to_string(),
            room: self.info(),
        };
        out.send(To::Joining, &welcome);
    }

    /// A watcher's page connected: the messages it starts with (the table as everyone may
    /// see it, and the match's end if it is over, to [`To::Joining`]), then the room for
    /// everyone.
    pub fn watcher_joined(&mut self) -> Outcome {
        self.watchers += 1;
        let mut out = Outcome::default();
        if let Some(t) = &self.table {
            let frame = self.frame_of(t, Sight::Public);
            let text = frames::frame_json(&frame)
                .and_then(|json| rinshan_protocol::frame_text(self.watched.seq, &json, None));
            match text {
                Ok(text) => out.frame(To::Joining, text),
                Err(why) => {
                    self.break_on(why);
                    return out;
                }
            }
            if t.play.game.is_over() {
                out.send(
                    To::Joining,
                    &ServerMsg::Ended {
                        save: t.save(&self.names(), Seat::ALL[0]),
                    },
                );
            }
        }
        self.room_changed(&mut out);
        out
    }

    /// A watcher's page disconnected.
    pub fn watcher_left(&mut self) -> Outcome {
        self.watchers = self.watchers.saturating_sub(1);
        let mut out = Outcome::default();
        self.room_changed(&mut out);
        out
    }

    /// The player in `seat` asks for hints in their frames, or stops: a setting of the
    /// seat's that the room keeps (an entry), so that a page back after a restart has its
    /// hints in its first frame. Asking for what is already set changes nothing.
    pub fn set_hints(&mut self, seat: Seat, on: bool, now: u64) -> Outcome {
        let mut out = Outcome::default();
        if self.hints[seat.index()] == on {
            return out;
        }
        self.commit(Entry::Hints { seat, on }, &mut out);
        if self.started() {
            self.send_frames(now, &mut out);
        }
        out
    }
}
