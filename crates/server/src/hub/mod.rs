//! The rooms live on this instance: each is one task (its actor, in `actor.rs`) that owns the
//! room's state machine and the pages connected to it, takes their messages one at a
//! time, writes what they changed to the store, and only then sends the pages their
//! messages. A room not live here is loaded from the store when a page asks for it (after
//! a restart, or from another instance that died), one room's load never waiting for
//! another's; an idle room is put away, and a room whose match never starts is closed and
//! purged after the server's time for such rooms ([`Hub::sweep`] purges those nobody
//! visits, and the match of a room finished longer ago than the server keeps them).
//!
//! Faults are loud: a store that fails is logged with the room's number (never a code or a
//! token), a room that cannot be read back or that refuses its own entry is logged and
//! marked broken (its pages are told so), and a room whose task panics unwinds that task
//! alone and is marked broken the same way. A stopping server ([`Hub::shutdown`]) lets
//! each room finish the message in hand, tells every page to come back, and leaves the
//! store with everything it acknowledged.

mod actor;

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use axum::extract::ws::Utf8Bytes;
use tokio::sync::mpsc::error::TrySendError;
use tokio::sync::{mpsc, oneshot, watch, Notify};

use crate::codes::{fresh_code, fresh_number, token_digest};
use crate::limits::{AddressKey, Gate, Limits};
use crate::metrics::Metrics;
use crate::room::{message_text, Entry, Room};
use crate::store::{unix_now, Commit, Opened, RoomId, Store};
use actor::Actor;
use rinshan::rules::Seat;
use rinshan_protocol::close::NORMAL_CLOSURE;
use rinshan_protocol::{ClientMsg, Close, Problem, RoomSettings, ServerMsg};

/// How long a room with no page connected stays live before it is put away.
pub const IDLE: Duration = Duration::from_secs(60);

/// The most messages waiting for one page; a page that falls further behind is cut off
/// ([`Hub::deliver`]: it reconnects and gets the table as it is).
pub const PAGE_QUEUE: usize = 256;

/// How many rooms one sweep purges at most of each kind, never started or finished, before
/// it lists more.
const SWEEP_BATCH: u32 = 200;

/// Locks `m`. A lock poisoned by a panic elsewhere is an error, logged with `what`; the
/// data behind it (maps of rooms, addresses) is whole after any single insert or removal,
/// so the server carries on with it.
pub fn lock<'a, T>(m: &'a Mutex<T>, what: &'static str) -> MutexGuard<'a, T> {
    m.lock().unwrap_or_else(|poisoned| {
        tracing::error!(
            what,
            "a lock was poisoned by a panic: carrying on with its data"
        );
        poisoned.into_inner()
    })
}

/// What is sent to one page.
#[derive(Clone, Debug)]
pub enum Outbound {
    /// A message.
    Text(Utf8Bytes),
    /// A frame message ([`rinshan_protocol::ServerMsg::Frame`]): each allows the page one
    /// answer outside its rate limit.
    Frame(Utf8Bytes),
    /// Close the connection (after the messages before it) with this close frame.
    Close(Close),
}

/// The close that follows the problem `p` ([`Close::after`]); a problem that does not
/// usually close the connection, were it to close one, closes it normally with its code
/// as the reason.
pub fn close_after(p: Problem) -> Close {
    Close::after(p).unwrap_or(Close {
        code: NORMAL_CLOSURE,
        reason: p.code(),
    })
}

/// One page's connection, as a room sees it.
#[derive(Clone, Debug)]
pub struct Page {
    /// Its number on this instance.
    pub id: u64,
    /// Where its messages go.
    pub tx: mpsc::Sender<Outbound>,
    /// Cuts it off when a message cannot be queued: its queue is full.
    cut: Arc<Cut>,
}

/// How a page is cut off: apart from its queue, which is full.
#[derive(Debug, Default)]
struct Cut {
    /// The close it is cut off with; set once.
    why: OnceLock<Close>,
    notify: Notify,
}

impl Page {
    /// The page numbered `id`, whose messages go to `tx`.
    pub fn new(id: u64, tx: mpsc::Sender<Outbound>) -> Page {
        Page {
            id,
            tx,
            cut: Arc::default(),
        }
    }

    /// Resolves when the page is cut off ([`Hub::deliver`]), with the close to send it.
    pub async fn cut_off(&self) -> Close {
        self.cut.notify.notified().await;
        self.cut.why.get().copied().unwrap_or(Close::BEHIND)
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

/// How a hub is set up.
#[derive(Clone, Debug, Default)]
pub struct HubOptions {
    /// Deal rooms from this seed on (tests and demonstrations only: anyone who knows the
    /// seed knows the walls).
    pub seeds: Option<u64>,
    /// What one address may take, and how long a room never started is kept.
    pub limits: Limits,
}

/// The rooms of this instance.
pub struct Hub {
    store: Arc<dyn Store>,
    rooms: Mutex<HashMap<RoomId, mpsc::Sender<Cmd>>>,
    /// A lock per room being loaded (so that a room is never loaded twice, and no room's
    /// load waits for another's).
    loading: Mutex<HashMap<RoomId, Arc<tokio::sync::Mutex<()>>>>,
    /// Rooms that cannot go on (their history cannot be read back, or they failed).
    broken: Mutex<HashSet<RoomId>>,
    started: Instant,
    pages: AtomicU64,
    /// Pages connected now.
    connected: AtomicI64,
    predictable: Option<AtomicU64>,
    gate: Arc<Gate>,
    /// What Prometheus reads.
    pub metrics: Metrics,
    stopping: watch::Sender<bool>,
    /// Rooms' actors running.
    actors: AtomicI64,
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
    /// A hub over `store` with the default limits.
    pub fn new(store: Arc<dyn Store>) -> Arc<Hub> {
        Hub::with_options(store, HubOptions::default())
    }

    /// A hub over `store` whose rooms are dealt from `seed`, `seed + 1`… in the order they
    /// are opened, when given: for tests and demonstrations that need the same deal every
    /// time, never for real play (anyone who knows the seed knows every wall).
    pub fn with_seeds(store: Arc<dyn Store>, seed: Option<u64>) -> Arc<Hub> {
        Hub::with_options(
            store,
            HubOptions {
                seeds: seed,
                ..HubOptions::default()
            },
        )
    }

    /// A hub over `store` set up by `options`.
    pub fn with_options(store: Arc<dyn Store>, options: HubOptions) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            rooms: Mutex::new(HashMap::new()),
            loading: Mutex::new(HashMap::new()),
            broken: Mutex::new(HashSet::new()),
            started: Instant::now(),
            pages: AtomicU64::new(0),
            connected: AtomicI64::new(0),
            predictable: options.seeds.map(AtomicU64::new),
            gate: Gate::new(options.limits),
            metrics: Metrics::default(),
            stopping: watch::channel(false).0,
            actors: AtomicI64::new(0),
        })
    }

    /// The seed of a new room's match.
    fn seed(&self) -> Option<u64> {
        match &self.predictable {
            Some(next) => Some(next.fetch_add(1, Ordering::Relaxed)),
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
        self.pages.fetch_add(1, Ordering::Relaxed)
    }

    /// The per-address limits.
    pub fn gate(&self) -> &Arc<Gate> {
        &self.gate
    }

    /// How many rooms are live here.
    pub fn live_rooms(&self) -> usize {
        lock(&self.rooms, "the live rooms").len()
    }

    /// A page connected (`+1`) or went (`-1`).
    pub fn page_count(&self, change: i64) {
        let now = self.connected.fetch_add(change, Ordering::SeqCst) + change;
        self.metrics.pages.set(now);
    }

    /// Whether the server is stopping.
    pub fn is_stopping(&self) -> bool {
        *self.stopping.borrow()
    }

    /// Told when the server starts stopping.
    pub fn stopping(&self) -> watch::Receiver<bool> {
        self.stopping.subscribe()
    }

    /// Queues `message` for `page` (of the room `room`, when it is in one). Every page is
    /// treated alike, whoever the message is for (a seat, every page of a room, a page
    /// joining, a problem for one page):
    ///
    /// - a page whose queue is full has fallen [`PAGE_QUEUE`] messages behind (a
    ///   connection too slow, or a page that stopped reading): rather than play on out of
    ///   step, it is cut off ([`Page::cut_off`]; a warning logged, and counted in
    ///   `rinshan_pages_cut_off_total`), reconnects by itself and resumes with the table
    ///   as it is;
    /// - a page that has gone is passed over (logged at `debug`): its departure is on its
    ///   way to its room.
    pub fn deliver(&self, room: Option<RoomId>, page: &Page, message: Outbound) {
        let why = match &message {
            Outbound::Close(why) => *why,
            Outbound::Text(_) | Outbound::Frame(_) => Close::BEHIND,
        };
        match page.tx.try_send(message) {
            Ok(()) => {}
            Err(TrySendError::Closed(_)) => {
                tracing::debug!(room, page = page.id, "a message for a page that has gone");
            }
            Err(TrySendError::Full(_)) => {
                // Once: what else it was to be sent meanwhile cannot be queued either.
                if page.cut.why.set(why).is_ok() {
                    tracing::warn!(
                        room,
                        page = page.id,
                        queue = PAGE_QUEUE,
                        "a page fell too far behind its messages: cut off (it reconnects and resumes)"
                    );
                    self.metrics.pages_cut_off.inc();
                    page.cut.notify.notify_one();
                }
            }
        }
    }

    /// Sends `page` (of the room `room`) the problem `p`, then closes its connection with
    /// the close that follows it ([`close_after`]).
    pub fn send_away(&self, room: Option<RoomId>, page: &Page, p: Problem) {
        self.tell(room, page, p);
        self.deliver(room, page, Outbound::Close(close_after(p)));
    }

    /// Sends `page` (of the room `room`) the problem `p` (counted for the metrics); a page
    /// too far behind to be sent it is cut off ([`Hub::deliver`]).
    pub fn tell(&self, room: Option<RoomId>, page: &Page, p: Problem) {
        self.metrics.problem(p);
        let text = Utf8Bytes::from(message_text(&ServerMsg::Problem { problem: p }));
        self.deliver(room, page, Outbound::Text(text));
    }

    /// Whether the server can serve now: not stopping, and its store answering.
    pub async fn ready(&self) -> Result<(), &'static str> {
        if self.is_stopping() {
            return Err("stopping");
        }
        match tokio::time::timeout(Duration::from_secs(2), self.store.ping()).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "the store does not answer");
                Err("the store does not answer")
            }
            Err(_) => Err("the store does not answer"),
        }
    }

    /// Opens a room for `name` with `settings`, for a page from `from`; they take seat 0.
    pub async fn create(
        self: &Arc<Self>,
        name: &str,
        settings: RoomSettings,
        from: AddressKey,
    ) -> Result<Seated, Problem> {
        if self.is_stopping() {
            return Err(Problem::Restarting);
        }
        let name = rinshan_protocol::valid_name(name).ok_or(Problem::BadName)?;
        settings.check()?;
        let most = self.gate.limits().open_rooms;
        if most > 0 && self.live_rooms() >= most {
            tracing::warn!(
                rooms = most,
                "refused a new room: the server holds its limit"
            );
            return Err(Problem::ServerFull);
        }
        self.gate.open_room(from).inspect_err(|_| {
            tracing::info!(address = %from, "refused a new room: too many from this address");
        })?;
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
        let Some((id, seed, invite, watch, token)) = fresh() else {
            tracing::error!("the system's random source failed: no room opened");
            return Err(Problem::Unavailable);
        };
        let at = unix_now();
        let (room, out) = Room::open(settings, seed, invite.clone(), watch.clone(), name, at)?;
        match self.store.claim(id).await {
            Ok(true) => {}
            Ok(false) => return Err(Problem::Unavailable),
            Err(e) => {
                tracing::error!(room = id, error = %e, "could not claim a new room");
                return Err(Problem::Unavailable);
            }
        }
        let entries = match out.entries.iter().map(Entry::to_text).collect() {
            Ok(entries) => entries,
            Err(why) => {
                tracing::error!(room = id, %why, "could not open a room");
                self.release(id).await;
                return Err(Problem::Unavailable);
            }
        };
        let commit = Commit {
            room: id,
            first: 0,
            entries,
            opened: Some(Opened { invite, watch, at }),
            started: false,
            ended: None,
            tokens: vec![(token_digest(&token), Seat::ALL[0])],
            revoked: Vec::new(),
        };
        if let Err(e) = self.store.commit(commit).await {
            tracing::error!(room = id, error = %e, "could not open a room");
            self.release(id).await;
            return Err(Problem::Unavailable);
        }
        tracing::info!(room = id, "room opened");
        self.metrics.rooms_opened.inc();
        let tx = self.spawn(id, room);
        Ok(Seated {
            room: tx,
            seat: Some(Seat::ALL[0]),
            token: Some(token),
        })
    }

    /// The live room an invite code (`watching` false) or a watch code opens.
    async fn room_by_code(
        self: &Arc<Self>,
        code: &str,
        watching: bool,
    ) -> Result<mpsc::Sender<Cmd>, Problem> {
        if self.is_stopping() {
            return Err(Problem::Restarting);
        }
        if !rinshan_protocol::is_code(code) {
            return Err(Problem::NoSuchRoom);
        }
        let found = match watching {
            false => self.store.find_invite(code).await,
            true => self.store.find_watch(code).await,
        };
        let id = found
            .map_err(|e| self.store_failed(None, &e, "could not look up a room's code"))?
            .ok_or(Problem::NoSuchRoom)?;
        self.live(id).await
    }

    /// Takes a seat in the room `invite` opens.
    pub async fn join(self: &Arc<Self>, invite: &str, name: &str) -> Result<Seated, Problem> {
        let room = self.room_by_code(invite, false).await?;
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
        if self.is_stopping() {
            return Err(Problem::Restarting);
        }
        if !rinshan_protocol::is_code(token) {
            return Err(Problem::BadToken);
        }
        let (id, seat) = self
            .store
            .find_token(token_digest(token))
            .await
            .map_err(|e| self.store_failed(None, &e, "could not look up a seat token"))?
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
        let room = self.room_by_code(code, true).await?;
        Ok(Seated {
            room,
            seat: None,
            token: None,
        })
    }

    /// Logs a store's failure (with the room's number when there is one, never a code or
    /// a token); the page is told the server is busy.
    fn store_failed(
        &self,
        room: Option<RoomId>,
        e: &crate::store::StoreError,
        what: &'static str,
    ) -> Problem {
        match room {
            Some(room) => tracing::error!(room, error = %e, "{what}"),
            None => tracing::error!(error = %e, "{what}"),
        }
        Problem::Unavailable
    }

    fn running(&self, id: RoomId) -> Option<mpsc::Sender<Cmd>> {
        let rooms = lock(&self.rooms, "the live rooms");
        rooms.get(&id).filter(|tx| !tx.is_closed()).cloned()
    }

    /// Whether room `id` was marked broken.
    pub fn is_broken(&self, id: RoomId) -> bool {
        lock(&self.broken, "the broken rooms").contains(&id)
    }

    fn mark_broken(&self, id: RoomId) {
        lock(&self.broken, "the broken rooms").insert(id);
    }

    /// Runs `work` holding room `id`'s own loading lock (no other room's).
    async fn one_at_a_time<T>(&self, id: RoomId, work: impl std::future::Future<Output = T>) -> T {
        let gate = lock(&self.loading, "the rooms being loaded")
            .entry(id)
            .or_default()
            .clone();
        let result = {
            let _held = gate.lock().await;
            work.await
        };
        let mut loading = lock(&self.loading, "the rooms being loaded");
        // The map's and this one: nobody else waits for it.
        if Arc::strong_count(&gate) <= 2 {
            loading.remove(&id);
        }
        result
    }

    /// The live room `id`: loaded from the store (and claimed) if it is not live here.
    async fn live(self: &Arc<Self>, id: RoomId) -> Result<mpsc::Sender<Cmd>, Problem> {
        if self.is_broken(id) {
            return Err(Problem::BrokenRoom);
        }
        if let Some(tx) = self.running(id) {
            return Ok(tx);
        }
        self.one_at_a_time(id, self.load(id)).await
    }

    async fn load(self: &Arc<Self>, id: RoomId) -> Result<mpsc::Sender<Cmd>, Problem> {
        if let Some(tx) = self.running(id) {
            return Ok(tx);
        }
        if self.is_broken(id) {
            return Err(Problem::BrokenRoom);
        }
        // Another instance may own it: then this one cannot serve it now.
        match self.store.claim(id).await {
            Ok(true) => {}
            Ok(false) => return Err(Problem::Unavailable),
            Err(e) => return Err(self.store_failed(Some(id), &e, "could not claim a room")),
        }
        let texts = match self.store.load(id).await {
            Ok(texts) => texts,
            Err(e) => {
                self.release(id).await;
                return Err(self.store_failed(Some(id), &e, "could not read a room"));
            }
        };
        if texts.is_empty() {
            self.release(id).await;
            // A finished room purged (its codes and tokens are kept to say so), or a room
            // never started purged whole between the look-up and the load.
            return Err(match self.store.is_purged(id).await {
                Ok(true) => Problem::Purged,
                Ok(false) => Problem::NoSuchRoom,
                Err(e) => self.store_failed(Some(id), &e, "could not read a room"),
            });
        }
        let restored = texts
            .iter()
            .map(|t| Entry::from_text(t))
            .collect::<Result<Vec<_>, _>>()
            .and_then(|entries| Room::restore(&entries, self.now(), seq_from()));
        match restored {
            Ok(room) => {
                tracing::info!(room = id, entries = room.entry_count(), "room loaded");
                Ok(self.spawn(id, room))
            }
            Err(why) => {
                tracing::error!(room = id, %why, "a room cannot be read back: marked broken");
                self.mark_broken(id);
                self.release(id).await;
                Err(Problem::BrokenRoom)
            }
        }
    }

    async fn release(&self, id: RoomId) {
        if let Err(e) = self.store.release(id).await {
            tracing::error!(room = id, error = %e, "could not give up a room");
        }
    }

    fn spawn(self: &Arc<Self>, id: RoomId, room: Room) -> mpsc::Sender<Cmd> {
        let (tx, rx) = mpsc::channel(64);
        let live = {
            let mut rooms = lock(&self.rooms, "the live rooms");
            rooms.insert(id, tx.clone());
            rooms.len()
        };
        self.metrics
            .rooms
            .set(i64::try_from(live).unwrap_or(i64::MAX));
        self.actors.fetch_add(1, Ordering::SeqCst);
        let actor = Actor::new(id, room, self.clone());
        tokio::spawn(actor.run(rx, tx.clone()));
        tx
    }

    fn put_away(&self, id: RoomId, tx: &mpsc::Sender<Cmd>) {
        let live = {
            let mut rooms = lock(&self.rooms, "the live rooms");
            if rooms.get(&id).is_some_and(|t| t.same_channel(tx)) {
                rooms.remove(&id);
            }
            rooms.len()
        };
        self.metrics
            .rooms
            .set(i64::try_from(live).unwrap_or(i64::MAX));
    }

    fn actor_done(&self) {
        self.actors.fetch_sub(1, Ordering::SeqCst);
    }

    /// Purges the rooms never started that were opened longer ago than the server keeps
    /// them and are not live here (a live one closes itself); how many it purged.
    pub async fn purge_unstarted(self: &Arc<Self>) -> usize {
        let keep = self.gate.limits().unstarted_secs;
        if keep == 0 {
            return 0;
        }
        let cutoff = unix_now().saturating_sub(keep);
        let ids = match self.store.unstarted_before(cutoff, SWEEP_BATCH).await {
            Ok(ids) => ids,
            Err(e) => {
                tracing::error!(error = %e, "could not list the rooms never started");
                return 0;
            }
        };
        let purged = self.purge_each(ids, |id| self.store.purge(id)).await;
        if purged > 0 {
            tracing::info!(rooms = purged, "purged rooms whose match never started");
        }
        purged
    }

    /// Purges the match of the rooms whose match ended longer ago than the server keeps
    /// them (`--finished-room-days`) and that are not live here (one being watched is
    /// purged once it is put away); how many it purged. Their codes and seat tokens'
    /// digests stay, so that a page that comes back with them is told [`Problem::Purged`].
    pub async fn purge_finished(self: &Arc<Self>) -> usize {
        let days = self.gate.limits().finished_days;
        if days == 0 {
            return 0;
        }
        let now = unix_now();
        let cutoff = now.saturating_sub(days.saturating_mul(24 * 60 * 60));
        let ids = match self.store.finished_before(cutoff, SWEEP_BATCH).await {
            Ok(ids) => ids,
            Err(e) => {
                tracing::error!(error = %e, "could not list the finished rooms");
                return 0;
            }
        };
        let purged = self
            .purge_each(ids, |id| self.store.purge_finished(id, now))
            .await;
        if purged > 0 {
            tracing::info!(
                rooms = purged,
                days,
                "purged rooms whose match ended long ago"
            );
        }
        purged
    }

    /// Purges each of `ids` with `purge` that is not live here, each while this instance
    /// owns it and nobody loads it; how many it purged.
    async fn purge_each<'a>(
        self: &'a Arc<Self>,
        ids: Vec<RoomId>,
        purge: impl Fn(RoomId) -> crate::store::StoreFuture<'a, ()>,
    ) -> usize {
        let mut purged = 0;
        for id in ids {
            if self.running(id).is_some() {
                continue;
            }
            let done = self
                .one_at_a_time(id, async {
                    if self.running(id).is_some() || !self.store.claim(id).await.unwrap_or(false) {
                        return false;
                    }
                    let result = purge(id).await;
                    self.release(id).await;
                    match result {
                        Ok(()) => true,
                        Err(e) => {
                            tracing::error!(room = id, error = %e, "could not purge a room");
                            false
                        }
                    }
                })
                .await;
            purged += usize::from(done);
        }
        purged
    }

    /// Purges the rooms never started and the finished ones kept long enough, and forgets
    /// idle addresses, every `every`, until the server stops.
    pub async fn sweep(self: Arc<Self>, every: Duration) {
        let mut stopping = self.stopping();
        loop {
            tokio::select! {
                () = tokio::time::sleep(every) => {}
                _ = stopping.changed() => return,
            }
            while self.purge_unstarted().await >= SWEEP_BATCH as usize {}
            while self.purge_finished().await >= SWEEP_BATCH as usize {}
            self.gate.prune();
        }
    }

    /// Stops: no new room or page is taken; every room finishes the message in hand,
    /// tells its pages to come back (the problem `restarting`) and stops, within `wait`.
    /// True when every room and page had stopped within it.
    pub async fn shutdown(&self, wait: Duration) -> bool {
        self.stopping.send_replace(true);
        let all_done = async {
            while self.actors.load(Ordering::SeqCst) > 0
                || self.connected.load(Ordering::SeqCst) > 0
            {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        };
        tokio::time::timeout(wait, all_done).await.is_ok()
    }

    /// Makes every write acknowledged so far durable and stops the store.
    pub async fn close_store(&self) {
        if let Err(e) = self.store.close().await {
            tracing::error!(error = %e, "could not close the store");
        }
    }
}

/// Where a restored room numbers its pages' frames from: the time in milliseconds since
/// 1970, past any number it sent before (see [`Room::restore`]).
fn seq_from() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A lock poisoned by a panic elsewhere is logged as an error and its data carried on
    /// with, never taken for empty (a poisoned map of live rooms read as empty would load
    /// a second copy of a room that is live).
    #[test]
    fn a_poisoned_lock_keeps_its_data() {
        let rooms = Arc::new(Mutex::new(vec![1, 2, 3]));
        let poisoner = rooms.clone();
        let _ = std::thread::spawn(move || {
            let _held = poisoner.lock();
            panic!("a panic while the lock is held");
        })
        .join();
        assert!(rooms.is_poisoned());
        assert_eq!(*lock(&rooms, "a test's list"), vec![1, 2, 3]);
    }
}
