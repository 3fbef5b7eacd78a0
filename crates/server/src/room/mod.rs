//! A room: who sits where, the match it plays, the seats' clocks, and every message its
//! pages are sent — a plain state machine over the engine, with no socket, no store and
//! no clock of its own (every call is given the time), so it is tested without a socket
//! and replayed exactly from its store.
//!
//! Every durable change is an [`Entry`]: a call returns the entries it made (to be written
//! before anything is sent) and the messages for the pages ([`Outcome`]). A room restored
//! from its entries is the room that made them ([`Room::restore`]).
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
use frames::frame_message;
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
}
