//! One live room's task: takes its pages' messages one at a time, asks the room what they
//! change, writes that to the store, and only then sends the pages their messages. It
//! keeps the room's time (clocks, the wait for "Next hand"), puts the room away when no
//! page has been connected for a while, closes it when its match never started in the
//! server's time for that, and stops when the server stops. A panic in the room unwinds
//! this task only.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::Utf8Bytes;
use futures_util::FutureExt;
use tokio::sync::mpsc;

use super::{Cmd, Hub, Outbound, Page, IDLE};
use crate::codes::{fresh_code, token_digest};
use crate::room::{Entry, Outcome, Room, To};
use crate::store::{unix_now, Commit, RoomId, StoreError};
use rinshan::rules::Seat;
use rinshan_protocol::{ClientMsg, Close, Problem};

/// One live room.
pub(super) struct Actor {
    id: RoomId,
    room: Room,
    hub: Arc<Hub>,
    seats: [Option<Page>; 4],
    watchers: Vec<Page>,
    /// When this instance loaded (or opened) the room, in seconds since 1970.
    loaded_at: u64,
    /// The room's match had ended when it was loaded, or its end has been written since.
    end_written: bool,
}

/// Why an actor stops.
enum Stop {
    /// Idle, or its store failed: put away; the store has all it acknowledged.
    PutAway,
    /// The room cannot go on (it refused its own entry, or one cannot be written).
    Broken(String),
    /// The room's task panicked.
    Panicked(String),
    /// Its match never started in the server's time for that: closed and purged.
    Expired,
    /// The server is stopping.
    Shutdown,
}

impl Actor {
    pub(super) fn new(id: RoomId, room: Room, hub: Arc<Hub>) -> Actor {
        Actor {
            id,
            hub,
            seats: Default::default(),
            watchers: Vec::new(),
            loaded_at: unix_now(),
            end_written: room.over(),
            room,
        }
    }

    /// Serves the room until it stops; `me` is the room's own sender in the hub.
    pub(super) async fn run(mut self, mut rx: mpsc::Receiver<Cmd>, me: mpsc::Sender<Cmd>) {
        let served = AssertUnwindSafe(self.serve(&mut rx)).catch_unwind().await;
        let stop = served.unwrap_or_else(|panic| {
            let why = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic without a message".into());
            Stop::Panicked(why)
        });
        self.finish(stop, rx, &me).await;
        self.hub.actor_done();
    }

    /// When the room is closed for never starting, if it has not started.
    fn expiry(&self) -> Option<tokio::time::Instant> {
        let keep = self.hub.gate.limits().unstarted_secs;
        if self.room.started() || keep == 0 {
            return None;
        }
        let opened = match self.room.opened_at() {
            0 => self.loaded_at,
            at => at,
        };
        let left = (opened + keep).saturating_sub(unix_now());
        Some(tokio::time::Instant::now() + Duration::from_secs(left))
    }

    async fn serve(&mut self, rx: &mut mpsc::Receiver<Cmd>) -> Stop {
        let mut stopping = self.hub.stopping();
        let mut idle_since = Some(Instant::now());
        loop {
            if *stopping.borrow_and_update() {
                return Stop::Shutdown;
            }
            let deadline = self.room.deadline().map(|d| self.hub.at(d));
            let idle_end = idle_since.map(|t| tokio::time::Instant::from_std(t + IDLE));
            let expiry = self.expiry();
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
                () = sleep_until(expiry) => Err(Stop::Expired),
                _ = stopping.changed() => Err(Stop::Shutdown),
            };
            if let Err(stop) = result {
                return stop;
            }
            if let Some(why) = self.room.broken() {
                return Stop::Broken(why.to_string());
            }
            let connected = self.seats.iter().any(Option::is_some) || !self.watchers.is_empty();
            idle_since = match (connected, idle_since) {
                (true, _) => None,
                (false, None) => Some(Instant::now()),
                (false, since) => since,
            };
        }
    }

    /// Puts the room away, says why to its pages (and to any page that was on its way in)
    /// and gives the room up in the store.
    async fn finish(&mut self, stop: Stop, mut rx: mpsc::Receiver<Cmd>, me: &mpsc::Sender<Cmd>) {
        let id = self.id;
        let problem = match &stop {
            Stop::PutAway => {
                tracing::info!(room = id, "room put away");
                Problem::Unavailable
            }
            Stop::Broken(why) => {
                tracing::error!(room = id, %why, "the room cannot go on: marked broken");
                self.hub.mark_broken(id);
                Problem::BrokenRoom
            }
            Stop::Panicked(why) => {
                tracing::error!(
                    room = id,
                    panic = %why,
                    "the room's task panicked and unwound (the other rooms play on): marked broken"
                );
                self.hub.mark_broken(id);
                Problem::BrokenRoom
            }
            Stop::Expired => {
                match self.hub.store.purge(id).await {
                    Ok(()) => {
                        tracing::info!(room = id, "room closed and purged: its match never started")
                    }
                    Err(e) => tracing::error!(room = id, error = %e, "could not purge a room"),
                }
                Problem::Expired
            }
            Stop::Shutdown => Problem::Restarting,
        };
        self.hub.put_away(id, me);
        // The pages first, then the room's door: a message a page sends meanwhile still
        // finds the room (and is dropped), so the page hears why from the room itself.
        for page in self.seats.iter().flatten().chain(&self.watchers) {
            self.hub.send_away(Some(id), page, problem);
        }
        rx.close();
        // Whoever was on their way in is told too, never left waiting.
        while let Ok(cmd) = rx.try_recv() {
            match cmd {
                Cmd::Attach { page, .. } | Cmd::Watch { page } => {
                    self.hub.send_away(Some(id), &page, problem);
                }
                Cmd::Join { reply, .. } => {
                    let _ = reply.send(Err(problem));
                }
                Cmd::Client { .. } | Cmd::Gone { .. } => {}
            }
        }
        self.hub.release(id).await;
    }

    async fn handle(&mut self, cmd: Cmd) -> Result<(), Stop> {
        let now = self.hub.now();
        match cmd {
            Cmd::Join { name, reply } => {
                let Some(token) = fresh_code() else {
                    tracing::error!(room = self.id, "the system's random source failed");
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
                    self.hub.send_away(Some(self.id), &old, Problem::Replaced);
                }
                let mut out = Outcome::default();
                self.room.welcome(Some(seat), token, &mut out);
                let attached = self.room.attach(seat, now);
                out.entries.extend(attached.entries);
                out.out.extend(attached.out);
                self.deliver_to(out, Vec::new(), Vec::new(), Some(&page))
                    .await?;
            }
            Cmd::Watch { page } => {
                let mut out = Outcome::default();
                self.room.welcome(None, None, &mut out);
                let joined = self.room.watcher_joined();
                out.entries.extend(joined.entries);
                out.out.extend(joined.out);
                self.watchers.push(page.clone());
                self.deliver_to(out, Vec::new(), Vec::new(), Some(&page))
                    .await?;
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
                        self.hub.tell(Some(self.id), w, Problem::Watching);
                    }
                    return Ok(());
                };
                let result = match msg {
                    ClientMsg::Settings { settings } => self.room.configure(seat, settings),
                    ClientMsg::Start => self.room.start(seat, now),
                    ClientMsg::Act { seq, action } => self.room.act(seat, seq, action, now),
                    ClientMsg::Next { seq } => self.room.next_hand(seat, seq, now),
                    ClientMsg::Hints { on } => Ok(self.room.set_hints(seat, on, now)),
                    ClientMsg::Leave => match self.room.leave(seat) {
                        Ok(out) => {
                            if let Some(p) = self.seats[seat.index()].take() {
                                self.hub
                                    .deliver(Some(self.id), &p, Outbound::Close(Close::LEFT));
                            }
                            return self.deliver(out, Vec::new(), vec![seat]).await;
                        }
                        Err(p) => Err(p),
                    },
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
                            self.hub.tell(Some(self.id), page, p);
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
    /// sends its messages (a page too far behind to take one is cut off, and comes back:
    /// [`Hub::deliver`]). When the store fails nothing is sent and the room is put away:
    /// its pages reconnect and find it as the store has it.
    async fn deliver(
        &mut self,
        out: Outcome,
        tokens: Vec<([u8; 32], Seat)>,
        revoked: Vec<Seat>,
    ) -> Result<(), Stop> {
        self.deliver_to(out, tokens, revoked, None).await
    }

    /// [`Actor::deliver`], with the page joining now for the messages to [`To::Joining`].
    async fn deliver_to(
        &mut self,
        out: Outcome,
        tokens: Vec<([u8; 32], Seat)>,
        revoked: Vec<Seat>,
        joining: Option<&Page>,
    ) -> Result<(), Stop> {
        let written = out.entries.len() as u64;
        let entries = out
            .entries
            .iter()
            .map(Entry::to_text)
            .collect::<Result<Vec<_>, _>>()
            .map_err(Stop::Broken)?;
        let commit = Commit {
            room: self.id,
            first: self.room.entry_count() - written,
            entries,
            opened: None,
            started: out.entries.iter().any(|e| matches!(e, Entry::Started)),
            // The entries that end the match: the room is purged some time after.
            ended: (!self.end_written && self.room.over()).then(unix_now),
            tokens,
            revoked,
        };
        let ending = commit.ended.is_some();
        if !commit.is_empty() {
            let began = Instant::now();
            let written = self.hub.store.commit(commit).await;
            self.hub
                .metrics
                .store_commit
                .observe(began.elapsed().as_secs_f64());
            if let Err(e) = written {
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
        if ending {
            self.end_written = true;
            tracing::info!(room = self.id, "the room's match ended");
        }
        for e in &out.entries {
            if let Entry::Acted { by, .. } = e {
                self.hub.metrics.moved(*by);
            }
        }
        for o in out.out {
            let message = if o.frame {
                Outbound::Frame(Utf8Bytes::from(o.text))
            } else {
                Outbound::Text(Utf8Bytes::from(o.text))
            };
            // Each page alike (`Hub::deliver`): one too far behind is cut off, one gone is
            // passed over; either stays in the room until its page's departure reaches it.
            let room = Some(self.id);
            match o.to {
                To::Seat(s) => {
                    if let Some(page) = &self.seats[s.index()] {
                        self.hub.deliver(room, page, message);
                    }
                }
                To::Watchers => {
                    for page in &self.watchers {
                        self.hub.deliver(room, page, message.clone());
                    }
                }
                To::Everyone => {
                    for page in self.seats.iter().flatten().chain(&self.watchers) {
                        self.hub.deliver(room, page, message.clone());
                    }
                }
                To::Joining => {
                    if let Some(page) = joining {
                        self.hub.deliver(room, page, message);
                    }
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
