//! The hub's faults are loud and stay in their room (issue 41), on an in-memory store
//! that can be made to fail: a room whose task panics unwinds that task alone (whatever
//! the profile: `[profile.release]` unwinds too), is marked broken and its pages are told
//! so while the other rooms play on; a room whose history cannot be read back is marked
//! broken, said so in words, and not read again; one room's load never waits for
//! another's. A page too far behind to be sent its next message is cut off, counted and
//! comes back, whoever the message was for (issue 57: only a seat's own page was, and a
//! problem was dropped in silence).

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rinshan::rules::Seat;
use rinshan_protocol::{ClientMsg, Close, Problem, RoomSettings, ServerMsg};
use rinshan_server::codes::token_digest;
use rinshan_server::hub::{Cmd, Hub, Outbound, Page, Seated};
use rinshan_server::limits::AddressKey;
use rinshan_server::store::{Commit, RoomId, Store, StoreError, StoreFuture};
use tokio::sync::{mpsc, Notify};

/// A store in memory that can be told to panic on a commit holding some text, or to hold
/// a room's load until it is let go.
#[derive(Default)]
struct MemStore {
    entries: Mutex<HashMap<RoomId, Vec<String>>>,
    invites: Mutex<HashMap<String, RoomId>>,
    tokens: Mutex<HashMap<[u8; 32], (RoomId, Seat)>>,
    panic_on: Mutex<Option<String>>,
    hold: Mutex<Option<(RoomId, Arc<Notify>)>>,
    loads: Mutex<Vec<RoomId>>,
}

fn ok<T: Send + 'static>(v: T) -> StoreFuture<'static, T> {
    Box::pin(async move { Ok(v) })
}

impl Store for MemStore {
    fn commit(&self, c: Commit) -> StoreFuture<'_, ()> {
        if let Some(marker) = self.panic_on.lock().ok().and_then(|p| p.clone()) {
            if c.entries.iter().any(|e| e.contains(&marker)) {
                panic!("the store was told to fail on {marker}");
            }
        }
        if let Ok(mut all) = self.entries.lock() {
            let list = all.entry(c.room).or_default();
            if list.len() as u64 != c.first {
                return Box::pin(async { Err(StoreError::Conflict) });
            }
            list.extend(c.entries.iter().cloned());
        }
        if let (Some(o), Ok(mut inv)) = (&c.opened, self.invites.lock()) {
            inv.insert(o.invite.clone(), c.room);
        }
        if let Ok(mut t) = self.tokens.lock() {
            for (d, s) in &c.tokens {
                t.insert(*d, (c.room, *s));
            }
        }
        ok(())
    }

    fn load(&self, room: RoomId) -> StoreFuture<'_, Vec<String>> {
        if let Ok(mut l) = self.loads.lock() {
            l.push(room);
        }
        let held = self
            .hold
            .lock()
            .ok()
            .and_then(|h| h.clone())
            .filter(|(r, _)| *r == room)
            .map(|(_, n)| n);
        let entries = self
            .entries
            .lock()
            .ok()
            .and_then(|e| e.get(&room).cloned())
            .unwrap_or_default();
        Box::pin(async move {
            if let Some(n) = held {
                n.notified().await;
            }
            Ok(entries)
        })
    }

    fn find_invite(&self, code: &str) -> StoreFuture<'_, Option<RoomId>> {
        ok(self.invites.lock().ok().and_then(|i| i.get(code).copied()))
    }

    fn find_watch(&self, _code: &str) -> StoreFuture<'_, Option<RoomId>> {
        ok(None)
    }

    fn find_token(&self, digest: [u8; 32]) -> StoreFuture<'_, Option<(RoomId, Seat)>> {
        ok(self
            .tokens
            .lock()
            .ok()
            .and_then(|t| t.get(&digest).copied()))
    }

    fn claim(&self, _room: RoomId) -> StoreFuture<'_, bool> {
        ok(true)
    }

    fn release(&self, _room: RoomId) -> StoreFuture<'_, ()> {
        ok(())
    }

    fn unstarted_before(&self, _cutoff: u64, _limit: u32) -> StoreFuture<'_, Vec<RoomId>> {
        ok(Vec::new())
    }

    fn purge(&self, _room: RoomId) -> StoreFuture<'_, ()> {
        ok(())
    }

    fn finished_before(&self, _cutoff: u64, _limit: u32) -> StoreFuture<'_, Vec<RoomId>> {
        ok(Vec::new())
    }

    fn purge_finished(&self, _room: RoomId, _at: u64) -> StoreFuture<'_, ()> {
        ok(())
    }

    fn is_purged(&self, _room: RoomId) -> StoreFuture<'_, bool> {
        ok(false)
    }

    fn ping(&self) -> StoreFuture<'_, ()> {
        ok(())
    }

    fn close(&self) -> StoreFuture<'_, ()> {
        ok(())
    }
}

/// A page of the test's: its number and what it is sent.
struct TestPage {
    page: Page,
    rx: mpsc::Receiver<Outbound>,
}

impl TestPage {
    fn new(id: u64) -> TestPage {
        TestPage::with_queue(id, 256)
    }

    fn with_queue(id: u64, size: usize) -> TestPage {
        let (tx, rx) = mpsc::channel(size);
        TestPage {
            page: Page::new(id, tx),
            rx,
        }
    }

    /// Fills the page's queue, as a page that stopped reading would have it.
    fn fall_behind(&self) {
        let filler = Outbound::Text("{}".into());
        while self.page.tx.try_send(filler.clone()).is_ok() {}
    }

    /// Whether the page is cut off (within 5 s), with the close it was cut off with.
    async fn cut_off(&self) -> Option<Close> {
        tokio::time::timeout(Duration::from_secs(5), self.page.cut_off())
            .await
            .ok()
    }

    /// Messages until one `want` accepts (within 5 s).
    async fn until(&mut self, want: impl Fn(&ServerMsg) -> bool) -> ServerMsg {
        loop {
            let next = tokio::time::timeout(Duration::from_secs(5), self.rx.recv())
                .await
                .unwrap_or_else(|_| panic!("nothing within 5 s"));
            if let Some(Outbound::Text(t) | Outbound::Frame(t)) = next {
                let m: ServerMsg =
                    serde_json::from_str(t.as_str()).unwrap_or_else(|e| panic!("{e}: {t}"));
                if want(&m) {
                    return m;
                }
            }
        }
    }
}

fn from(last: u8) -> AddressKey {
    AddressKey::of(IpAddr::V4(Ipv4Addr::new(192, 0, 2, last)))
}

/// Opens a room as `name` and connects the host's page; returns the seated place, the
/// host's token and the page.
async fn open(hub: &Arc<Hub>, name: &str, page: u64, who: u8) -> (Seated, String, TestPage) {
    let seated = hub
        .create(name, RoomSettings::default(), from(who))
        .await
        .unwrap_or_else(|p| panic!("{p:?}"));
    let token = seated.token.clone().unwrap_or_default();
    let mut p = TestPage::new(page);
    seated
        .room
        .send(Cmd::Attach {
            seat: Seat::ALL[0],
            page: p.page.clone(),
            token: None,
        })
        .await
        .unwrap_or_else(|_| panic!("the room is gone"));
    p.until(|m| matches!(m, ServerMsg::Welcome { .. })).await;
    (seated, token, p)
}

fn settings(bank_secs: u32) -> ClientMsg {
    ClientMsg::Settings {
        settings: RoomSettings {
            bank_secs,
            ..RoomSettings::default()
        },
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_whose_task_panics_unwinds_alone_is_marked_broken_and_says_so() {
    let store = Arc::new(MemStore::default());
    let hub = Hub::new(store.clone());
    let (a, token_a, mut page_a) = open(&hub, "Ann", 1, 1).await;
    let (b, _, mut page_b) = open(&hub, "Bo", 2, 2).await;
    if let Ok(mut p) = store.panic_on.lock() {
        *p = Some("\"bank_secs\":299".into());
    }
    // Room A's next change panics in the middle of being written.
    let send = |room: &Seated, page: u64, msg: ClientMsg| {
        let room = room.room.clone();
        async move {
            let _ = room.send(Cmd::Client { page, msg }).await;
        }
    };
    send(&a, 1, settings(299)).await;
    let told = page_a
        .until(|m| matches!(m, ServerMsg::Problem { .. }))
        .await;
    assert_eq!(
        told,
        ServerMsg::Problem {
            problem: Problem::BrokenRoom
        }
    );
    // Room B plays on.
    send(&b, 2, settings(30)).await;
    page_b
        .until(|m| matches!(m, ServerMsg::Room { room } if room.settings.bank_secs == 30))
        .await;
    // Room A is said to be broken, and not loaded again.
    assert_eq!(hub.resume(&token_a).await.err(), Some(Problem::BrokenRoom));
    assert!(store.loads.lock().map(|l| l.is_empty()).unwrap_or(false));
    // And the hub still opens rooms.
    assert!(hub
        .create("Cy", RoomSettings::default(), from(3))
        .await
        .is_ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_that_cannot_be_read_back_is_marked_broken() {
    let store = Arc::new(MemStore::default());
    let token = "T".repeat(22);
    let room: RoomId = 7;
    // A history the room cannot follow: a move before the match started.
    let opened = r#"{"e":"opened","settings":{"rules":"tenhou","length":"EastOnly","level":"Normal","move_secs":5,"bank_secs":20},"seed":1,"invite":"iiiiiiiiiiiiiiiiiiiiii","watch":"wwwwwwwwwwwwwwwwwwwwww","name":"Ann","at":0}"#;
    let acted = r#"{"e":"acted","seat":0,"action":"Tsumo","spent_ms":0,"by":"player"}"#;
    if let (Ok(mut e), Ok(mut t)) = (store.entries.lock(), store.tokens.lock()) {
        e.insert(room, vec![opened.into(), acted.into()]);
        t.insert(token_digest(&token), (room, Seat::ALL[0]));
    }
    let hub = Hub::new(store.clone());
    assert_eq!(hub.resume(&token).await.err(), Some(Problem::BrokenRoom));
    assert!(hub.is_broken(room));
    assert_eq!(hub.resume(&token).await.err(), Some(Problem::BrokenRoom));
    assert_eq!(
        store.loads.lock().map(|l| l.len()).unwrap_or(0),
        1,
        "a broken room is read once"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_room_s_load_waits_for_another_s() {
    let store = Arc::new(MemStore::default());
    let first = Hub::new(store.clone());
    let (_, token_a, _) = open(&first, "Ann", 1, 1).await;
    let (_, token_b, _) = open(&first, "Bo", 2, 2).await;
    let room_a = store
        .tokens
        .lock()
        .ok()
        .and_then(|t| t.get(&token_digest(&token_a)).map(|(r, _)| *r))
        .unwrap_or_else(|| panic!("no room A"));
    // A restarted server (a new hub on the same store) loads both; A's load is slow.
    let gate = Arc::new(Notify::new());
    if let Ok(mut h) = store.hold.lock() {
        *h = Some((room_a, gate.clone()));
    }
    let second = Hub::new(store.clone());
    let slow = {
        let hub = second.clone();
        tokio::spawn(async move { hub.resume(&token_a).await.map(|s| s.seat) })
    };
    // Wait until A's load has begun.
    for _ in 0..500 {
        if store
            .loads
            .lock()
            .map(|l| l.contains(&room_a))
            .unwrap_or(false)
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    let quick = tokio::time::timeout(Duration::from_secs(5), second.resume(&token_b)).await;
    assert!(
        matches!(quick, Ok(Ok(_))),
        "room B came back while room A was still loading"
    );
    assert!(!slow.is_finished(), "room A is still loading");
    gate.notify_one();
    let a = slow.await.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.ok().flatten(), Some(Seat::ALL[0]));
}

/// The count of pages cut off, as `/metrics` shows it.
fn cut_off_count(hub: &Hub) -> String {
    hub.metrics
        .render()
        .lines()
        .find_map(|l| l.strip_prefix("rinshan_pages_cut_off_total "))
        .unwrap_or_default()
        .to_string()
}

/// A page whose queue is full when the room has a message for it is cut off (and counted,
/// once), whether the message is its own seat's, one for every page of the room, or the
/// welcome of a page joining; it stays in the room until its page goes, so that the room
/// counts its watchers right; the room plays on for the others.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_too_far_behind_is_cut_off_whoever_its_message_was_for() {
    let store = Arc::new(MemStore::default());
    let hub = Hub::new(store.clone());
    let (ann, _, mut host) = open(&hub, "Ann", 1, 1).await;
    // A watcher whose queue is full before its welcome (a page joining).
    let late = TestPage::with_queue(2, 1);
    late.fall_behind();
    let _ = ann
        .room
        .send(Cmd::Watch {
            page: late.page.clone(),
        })
        .await;
    assert_eq!(late.cut_off().await, Some(Close::BEHIND));
    host.until(|m| matches!(m, ServerMsg::Room { room } if room.watchers == 1))
        .await;
    // A seated player who stops reading: the room's next message is for every page.
    let invite = store
        .invites
        .lock()
        .ok()
        .and_then(|i| i.keys().next().cloned())
        .unwrap_or_else(|| panic!("no invite"));
    let bo = hub
        .join(&invite, "Bo")
        .await
        .unwrap_or_else(|p| panic!("{p:?}"));
    let mut slow = TestPage::new(3);
    let _ = bo
        .room
        .send(Cmd::Attach {
            seat: bo.seat.unwrap_or(Seat::ALL[1]),
            page: slow.page.clone(),
            token: None,
        })
        .await;
    slow.until(|m| matches!(m, ServerMsg::Welcome { .. })).await;
    slow.fall_behind();
    let _ = ann
        .room
        .send(Cmd::Client {
            page: 1,
            msg: settings(30),
        })
        .await;
    assert_eq!(slow.cut_off().await, Some(Close::BEHIND));
    // The room went on for the host.
    host.until(|m| matches!(m, ServerMsg::Room { room } if room.settings.bank_secs == 30))
        .await;
    assert_eq!(cut_off_count(&hub), "2", "each page is counted once");
    // The watcher cut off stayed in the room until its page went: then it is no longer
    // counted (before, it was dropped from the room's pages at once and counted for ever).
    let _ = ann.room.send(Cmd::Gone { page: 2 }).await;
    host.until(|m| matches!(m, ServerMsg::Room { room } if room.watchers == 0))
        .await;
}

/// A problem for a page whose queue is full is not dropped in silence: the page is cut off
/// (and counted), and reconnects rather than stay out of step.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_problem_for_a_page_too_far_behind_cuts_it_off() {
    let hub = Hub::new(Arc::new(MemStore::default()));
    let (ann, _, host) = open(&hub, "Ann", 1, 1).await;
    host.fall_behind();
    // "Next hand" before the match: the problem not_started, for the host's page alone.
    let _ = ann
        .room
        .send(Cmd::Client {
            page: 1,
            msg: ClientMsg::Next { seq: 1 },
        })
        .await;
    assert_eq!(host.cut_off().await, Some(Close::BEHIND));
    assert_eq!(cut_off_count(&hub), "1");
}
