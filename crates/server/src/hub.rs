//! The rooms live on this instance: each is one task (its actor) that owns the room's
//! state machine and the pages connected to it, takes their messages one at a time,
//! writes what they changed to the store, and only then sends the pages their messages.
//! A room not live here is loaded from the store when a page asks for it (after a
//! restart, or from another instance that died), and an idle room is put away.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::ws::Utf8Bytes;
use tokio::sync::{mpsc, oneshot};

use crate::codes::{fresh_code, fresh_number, token_digest};
use crate::room::{message_text, Entry, Outcome, Room, To};
use crate::store::{Commit, RoomId, Store, StoreError};
use rinshan::rules::Seat;
use rinshan_protocol::{ClientMsg, Problem, RoomSettings, ServerMsg};

/// How long a room with no page connected stays live before it is put away.
pub const IDLE: Duration = Duration::from_secs(60);

/// The most messages waiting for one page; a page that falls further behind is cut off
/// (it reconnects and gets the table as it is).
pub const PAGE_QUEUE: usize = 256;

/// What is sent to one page.
#[derive(Clone, Debug)]
pub enum Outbound {
    /// A message.
    Text(Utf8Bytes),
    /// Close the connection (after the messages before it).
    Close,
}

/// One page's connection, as a room sees it.
#[derive(Clone, Debug)]
pub struct Page {
    /// Its number on this instance.
    pub id: u64,
    /// Where its messages go.
    pub tx: mpsc::Sender<Outbound>,
}

impl Page {
    /// Queues `text`; false when the page is gone or too far behind.
    fn send(&self, text: &Utf8Bytes) -> bool {
        self.tx.try_send(Outbound::Text(text.clone())).is_ok()
    }

    fn problem(&self, problem: Problem) {
        let text = Utf8Bytes::from(message_text(&ServerMsg::Problem { problem }));
        let _ = self.tx.try_send(Outbound::Text(text));
    }

    fn close(&self) {
        let _ = self.tx.try_send(Outbound::Close);
    }
}

/// What a room's actor is asked.
pub enum Cmd {
    /// A player takes a seat (by the invite link).
    Join {
        /// Their name.
        name: String,
        /// The seat and its new token, or why not.
        reply: oneshot::Sender<Result<(Seat, String), Problem>>,
    },
    /// A page connects for a seat.
    Attach {
        /// The seat.
        seat: Seat,
        /// The page.
        page: Page,
        /// A new seat's token, for its welcome.
        token: Option<String>,
    },
    /// A watcher's page connects.
    Watch {
        /// The page.
        page: Page,
    },
    /// A page's message.
    Client {
        /// The page's number.
        page: u64,
        /// Its message.
        msg: ClientMsg,
    },
    /// A page disconnected.
    Gone {
        /// The page's number.
        page: u64,
    },
}

/// The rooms of this instance.
pub struct Hub {
    store: Arc<dyn Store>,
    rooms: Mutex<HashMap<RoomId, mpsc::Sender<Cmd>>>,
    /// Loads one room at a time (so that a room is never loaded twice).
    loading: tokio::sync::Mutex<()>,
    started: Instant,
    pages: std::sync::atomic::AtomicU64,
    /// Deal rooms from this seed on (tests and demonstrations only: anyone who knows the
    /// seed knows the walls).
    predictable: Option<std::sync::atomic::AtomicU64>,
}

/// A page's place in a room.
pub struct Seated {
    /// The room's actor.
    pub room: mpsc::Sender<Cmd>,
    /// The seat (`None`: watching).
    pub seat: Option<Seat>,
    /// A new seat's token.
    pub token: Option<String>,
}

impl Hub {
    /// A hub over `store`.
    pub fn new(store: Arc<dyn Store>) -> Arc<Hub> {
        Hub::with_seeds(store, None)
    }

    /// A hub over `store` whose rooms are dealt from `seed`, `seed + 1`… in the order they
    /// are opened, when given: for tests and demonstrations that need the same deal every
    /// time, never for real play (anyone who knows the seed knows every wall).
    pub fn with_seeds(store: Arc<dyn Store>, seed: Option<u64>) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            rooms: Mutex::new(HashMap::new()),
            loading: tokio::sync::Mutex::new(()),
            started: Instant::now(),
            pages: Default::default(),
            predictable: seed.map(std::sync::atomic::AtomicU64::new),
        })
    }

    /// The seed of a new room's match.
    fn seed(&self) -> Option<u64> {
        match &self.predictable {
            Some(next) => Some(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)),
            None => fresh_number(),
        }
    }

    /// Milliseconds since the hub started: the time rooms are given.
    pub fn now(&self) -> u64 {
        u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn at(&self, ms: u64) -> tokio::time::Instant {
        tokio::time::Instant::from_std(self.started + Duration::from_millis(ms))
    }

    /// A new page number.
    pub fn page_id(&self) -> u64 {
        self.pages
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    /// How many rooms are live here.
    pub fn live_rooms(&self) -> usize {
        self.rooms.lock().map(|r| r.len()).unwrap_or(0)
    }

    /// Opens a room for `name` with `settings`; they take seat 0.
    pub async fn create(
        self: &Arc<Self>,
        name: &str,
        settings: RoomSettings,
    ) -> Result<Seated, Problem> {
        let name = rinshan_protocol::valid_name(name).ok_or(Problem::BadName)?;
        settings.check()?;
        let fresh = || -> Option<(i64, u64, String, String, String)> {
            let id = i64::try_from(fresh_number()? >> 1).ok()?;
            Some((
                id,
                self.seed()?,
                fresh_code()?,
                fresh_code()?,
                fresh_code()?,
            ))
        };
        let (id, seed, invite, watch, token) = fresh().ok_or(Problem::Unavailable)?;
        let (room, out) = Room::open(settings, seed, invite.clone(), watch.clone(), name)?;
        if !self.store.claim(id).await.unwrap_or(false) {
            return Err(Problem::Unavailable);
        }
        let commit = Commit {
            room: id,
            first: 0,
            entries: out.entries.iter().map(Entry::to_text).collect(),
            opened: Some((invite, watch)),
            tokens: vec![(token_digest(&token), Seat::ALL[0])],
            revoked: Vec::new(),
        };
        if let Err(e) = self.store.commit(commit).await {
            tracing::error!(room = id, error = %e, "could not open a room");
            let _ = self.store.release(id).await;
            return Err(Problem::Unavailable);
        }
        tracing::info!(room = id, "room opened");
        let tx = self.spawn(id, room);
        Ok(Seated {
            room: tx,
            seat: Some(Seat::ALL[0]),
            token: Some(token),
        })
    }

    /// Takes a seat in the room `invite` opens.
    pub async fn join(self: &Arc<Self>, invite: &str, name: &str) -> Result<Seated, Problem> {
        if !rinshan_protocol::is_code(invite) {
            return Err(Problem::NoSuchRoom);
        }
        let id = self
            .store
            .find_invite(invite)
            .await
            .map_err(|_| Problem::Unavailable)?
            .ok_or(Problem::NoSuchRoom)?;
        let room = self.live(id).await?;
        let (reply, answer) = oneshot::channel();
        room.send(Cmd::Join {
            name: name.to_string(),
            reply,
        })
        .await
        .map_err(|_| Problem::Unavailable)?;
        let (seat, token) = answer.await.map_err(|_| Problem::Unavailable)??;
        Ok(Seated {
            room,
            seat: Some(seat),
            token: Some(token),
        })
    }

    /// Returns to the seat a token acts for.
    pub async fn resume(self: &Arc<Self>, token: &str) -> Result<Seated, Problem> {
        if !rinshan_protocol::is_code(token) {
            return Err(Problem::BadToken);
        }
        let (id, seat) = self
            .store
            .find_token(token_digest(token))
            .await
            .map_err(|_| Problem::Unavailable)?
            .ok_or(Problem::BadToken)?;
        let room = self.live(id).await?;
        Ok(Seated {
            room,
            seat: Some(seat),
            token: None,
        })
    }

    /// Watches the room a watch code shows.
    pub async fn watch(self: &Arc<Self>, code: &str) -> Result<Seated, Problem> {
        if !rinshan_protocol::is_code(code) {
            return Err(Problem::NoSuchRoom);
        }
        let id = self
            .store
            .find_watch(code)
            .await
            .map_err(|_| Problem::Unavailable)?
            .ok_or(Problem::NoSuchRoom)?;
        let room = self.live(id).await?;
        Ok(Seated {
            room,
            seat: None,
            token: None,
        })
    }

    fn running(&self, id: RoomId) -> Option<mpsc::Sender<Cmd>> {
        let rooms = self.rooms.lock().ok()?;
        rooms.get(&id).filter(|tx| !tx.is_closed()).cloned()
    }

    /// The live room `id`: loaded from the store (and claimed) if it is not live here.
    async fn live(self: &Arc<Self>, id: RoomId) -> Result<mpsc::Sender<Cmd>, Problem> {
        if let Some(tx) = self.running(id) {
            return Ok(tx);
        }
        let _one = self.loading.lock().await;
        if let Some(tx) = self.running(id) {
            return Ok(tx);
        }
        // Another instance may own it: then this one cannot serve it now.
        if !self.store.claim(id).await.unwrap_or(false) {
            return Err(Problem::Unavailable);
        }
        let loaded = async {
            let texts = self.store.load(id).await.map_err(|e| e.to_string())?;
            let entries = texts
                .iter()
                .map(|t| Entry::from_text(t))
                .collect::<Result<Vec<_>, _>>()?;
            Room::restore(&entries, self.now())
        }
        .await;
        match loaded {
            Ok(room) => {
                tracing::info!(room = id, entries = room.entry_count(), "room loaded");
                Ok(self.spawn(id, room))
            }
            Err(why) => {
                tracing::error!(room = id, %why, "could not load a room");
                let _ = self.store.release(id).await;
                Err(Problem::NoSuchRoom)
            }
        }
    }

    fn spawn(self: &Arc<Self>, id: RoomId, room: Room) -> mpsc::Sender<Cmd> {
        let (tx, rx) = mpsc::channel(64);
        if let Ok(mut rooms) = self.rooms.lock() {
            rooms.insert(id, tx.clone());
        }
        let actor = Actor {
            id,
            room,
            hub: self.clone(),
            seats: Default::default(),
            watchers: Vec::new(),
        };
        tokio::spawn(actor.run(rx));
        tx
    }

    fn put_away(&self, id: RoomId, tx: &mpsc::Sender<Cmd>) {
        if let Ok(mut rooms) = self.rooms.lock() {
            if rooms.get(&id).is_some_and(|t| t.same_channel(tx)) {
                rooms.remove(&id);
            }
        }
    }
}

/// One live room.
struct Actor {
    id: RoomId,
    room: Room,
    hub: Arc<Hub>,
    seats: [Option<Page>; 4],
    watchers: Vec<Page>,
}

/// Why an actor stops.
enum Stop {
    /// Idle, or its store failed: put away; the store has all it acknowledged.
    PutAway,
}

impl Actor {
    async fn run(mut self, mut rx: mpsc::Receiver<Cmd>) {
        let me = self
            .hub
            .rooms
            .lock()
            .ok()
            .and_then(|r| r.get(&self.id).cloned());
        let mut idle_since = Some(Instant::now());
        loop {
            let deadline = self.room.deadline().map(|d| self.hub.at(d));
            let idle_end = idle_since.map(|t| tokio::time::Instant::from_std(t + IDLE));
            let result = tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => Err(Stop::PutAway),
                },
                () = sleep_until(deadline) => {
                    let out = self.room.tick(self.hub.now());
                    self.deliver(out, Vec::new(), Vec::new()).await
                }
                () = sleep_until(idle_end) => Err(Stop::PutAway),
            };
            if result.is_err() {
                break;
            }
            let connected = self.seats.iter().any(Option::is_some) || !self.watchers.is_empty();
            idle_since = match (connected, idle_since) {
                (true, _) => None,
                (false, None) => Some(Instant::now()),
                (false, since) => since,
            };
        }
        if let Some(tx) = &me {
            self.hub.put_away(self.id, tx);
        }
        rx.close();
        for page in self.seats.iter().flatten().chain(&self.watchers) {
            page.problem(Problem::Unavailable);
            page.close();
        }
        let _ = self.hub.store.release(self.id).await;
        tracing::info!(room = self.id, "room put away");
    }

    async fn handle(&mut self, cmd: Cmd) -> Result<(), Stop> {
        let now = self.hub.now();
        match cmd {
            Cmd::Join { name, reply } => {
                let Some(token) = fresh_code() else {
                    let _ = reply.send(Err(Problem::Unavailable));
                    return Ok(());
                };
                match self.room.join(&name) {
                    Ok((seat, out)) => {
                        let tokens = vec![(token_digest(&token), seat)];
                        self.deliver(out, tokens, Vec::new()).await?;
                        let _ = reply.send(Ok((seat, token)));
                    }
                    Err(p) => {
                        let _ = reply.send(Err(p));
                    }
                }
            }
            Cmd::Attach { seat, page, token } => {
                if let Some(old) = self.seats[seat.index()].replace(page.clone()) {
                    old.problem(Problem::Replaced);
                    old.close();
                }
                let welcome = ServerMsg::Welcome {
                    seat: Some(seat),
                    token,
                    invite: Some(self.room.invite().to_string()),
                    watch: self.room.watch_code().to_string(),
                    room: self.room.info(),
                };
                page.send(&Utf8Bytes::from(message_text(&welcome)));
                let out = self.room.attach(seat, now);
                self.deliver(out, Vec::new(), Vec::new()).await?;
            }
            Cmd::Watch { page } => {
                let welcome = ServerMsg::Welcome {
                    seat: None,
                    token: None,
                    invite: None,
                    watch: self.room.watch_code().to_string(),
                    room: self.room.info(),
                };
                page.send(&Utf8Bytes::from(message_text(&welcome)));
                let (out, first) = self.room.watcher_joined();
                for text in first {
                    page.send(&Utf8Bytes::from(text));
                }
                self.watchers.push(page);
                self.deliver(out, Vec::new(), Vec::new()).await?;
            }
            Cmd::Gone { page } => {
                if let Some(seat) = self.seat_of(page) {
                    self.seats[seat.index()] = None;
                    let out = self.room.detach(seat, now);
                    self.deliver(out, Vec::new(), Vec::new()).await?;
                } else if let Some(i) = self.watchers.iter().position(|p| p.id == page) {
                    self.watchers.swap_remove(i);
                    let out = self.room.watcher_left();
                    self.deliver(out, Vec::new(), Vec::new()).await?;
                }
            }
            Cmd::Client { page, msg } => {
                let Some(seat) = self.seat_of(page) else {
                    if let Some(w) = self.watchers.iter().find(|p| p.id == page) {
                        w.problem(Problem::Watching);
                    }
                    return Ok(());
                };
                let result = match msg {
                    ClientMsg::Settings { settings } => self.room.configure(seat, settings),
                    ClientMsg::Start => self.room.start(seat, now),
                    ClientMsg::Act { seq, action } => self.room.act(seat, seq, action, now),
                    ClientMsg::Next { seq } => self.room.next_hand(seat, seq, now),
                    ClientMsg::Hints { on } => Ok(self.room.set_hints(seat, on, now)),
                    ClientMsg::Leave => {
                        let out = self.room.leave(seat);
                        if out.is_ok() {
                            if let Some(p) = self.seats[seat.index()].take() {
                                p.close();
                            }
                            let out = out.unwrap_or_default();
                            return self.deliver(out, Vec::new(), vec![seat]).await;
                        }
                        out
                    }
                    ClientMsg::Hello { .. }
                    | ClientMsg::Create { .. }
                    | ClientMsg::Join { .. }
                    | ClientMsg::Resume { .. }
                    | ClientMsg::Watch { .. } => Err(Problem::AlreadyInRoom),
                };
                match result {
                    Ok(out) => self.deliver(out, Vec::new(), Vec::new()).await?,
                    Err(p) => {
                        if let Some(page) = &self.seats[seat.index()] {
                            page.problem(p);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn seat_of(&self, page: u64) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .find(|s| self.seats[s.index()].as_ref().is_some_and(|p| p.id == page))
    }

    /// Writes what `out` changed (with new tokens and revoked seats) to the store, then
    /// sends its messages. When the store fails nothing is sent and the room is put away:
    /// its pages reconnect and find it as the store has it.
    async fn deliver(
        &mut self,
        out: Outcome,
        tokens: Vec<([u8; 32], Seat)>,
        revoked: Vec<Seat>,
    ) -> Result<(), Stop> {
        let written = out.entries.len() as u64;
        let commit = Commit {
            room: self.id,
            first: self.room.entry_count() - written,
            entries: out.entries.iter().map(Entry::to_text).collect(),
            opened: None,
            tokens,
            revoked,
        };
        if !commit.is_empty() {
            if let Err(e) = self.hub.store.commit(commit).await {
                match e {
                    StoreError::Conflict => {
                        tracing::warn!(room = self.id, "another instance wrote this room")
                    }
                    StoreError::Failed(why) => {
                        tracing::error!(room = self.id, %why, "could not write a room")
                    }
                }
                return Err(Stop::PutAway);
            }
        }
        for o in out.out {
            let text = Utf8Bytes::from(o.text);
            match o.to {
                To::Seat(s) => {
                    if let Some(page) = &self.seats[s.index()] {
                        if !page.send(&text) {
                            page.close();
                        }
                    }
                }
                To::Watchers => self.watchers.retain(|p| p.send(&text)),
                To::Everyone => {
                    for page in self.seats.iter().flatten() {
                        page.send(&text);
                    }
                    self.watchers.retain(|p| p.send(&text));
                }
            }
        }
        Ok(())
    }
}

/// Sleeps until `at`, or for ever.
async fn sleep_until(at: Option<tokio::time::Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}
