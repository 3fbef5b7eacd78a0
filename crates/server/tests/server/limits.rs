//! One address cannot fill the server (issue 41), on a real `rinshan-server` with its
//! limits set low by their flags: the pages one address holds at once, the rooms it opens
//! a minute, the rooms the server holds, rooms never started closed and purged (live, and
//! after a restart), finished rooms purged after their days (issue 57), and the address
//! behind a trusted reverse proxy. Each refusal is a problem in words
//! (`docs/PROTOCOL.md`), and each close the server starts has a code and a reason. Pages come from several loopback addresses
//! (127.0.0.0/8 is all this machine's), as pages from several homes would.

use std::net::Ipv4Addr;
use std::sync::Arc;
use std::time::Duration;

use crate::support::{settings, Finished, Page, Server, TempDir};
use rinshan_protocol::{ClientMsg, Problem, ServerMsg};
use rinshan_server::store::sqlite::SqliteStore;
use rinshan_server::store::Store;

fn home(n: u8) -> Ipv4Addr {
    Ipv4Addr::new(127, 0, 0, n)
}

/// A server on a throwaway store with `limits` (flags).
fn server(name: &str, limits: &[&str]) -> (Server, TempDir) {
    let data = TempDir::new(name);
    let store = data.0.to_string_lossy().to_string();
    let mut args = vec!["--data", store.as_str()];
    args.extend_from_slice(limits);
    let s = Server::start("127.0.0.1:0", &args, &data.0.join("server.log"));
    (s, data)
}

async fn from(addr: &str, n: u8) -> Option<Page> {
    Page::connect_from(addr, home(n)).await?.greet().await
}

/// A close frame's code and reason, as [`Page::close_frame`] reads them.
fn why(code: u16, reason: &str) -> Option<(u16, String)> {
    Some((code, reason.to_string()))
}

/// The problem a page is sent first, and the close frame that then lets it go.
async fn turned_away(mut page: Page) -> (Problem, Option<(u16, String)>) {
    let problem = match page.recv().await {
        Some(ServerMsg::Problem { problem }) => problem,
        other => panic!("expected a problem, got {other:?}"),
    };
    (problem, page.close_frame().await)
}

/// Opens a room; the welcome's token and invite, or the problem.
async fn open_room(page: &mut Page) -> Result<(String, String), Problem> {
    page.send(&ClientMsg::Create {
        name: "Ann".into(),
        settings: settings(),
    })
    .await;
    match page
        .until(|m| matches!(m, ServerMsg::Welcome { .. } | ServerMsg::Problem { .. }))
        .await
    {
        ServerMsg::Welcome {
            token: Some(token),
            invite: Some(invite),
            ..
        } => Ok((token, invite)),
        ServerMsg::Problem { problem } => Err(problem),
        other => panic!("{other:?}"),
    }
}

/// What resuming with `token` gets: `Ok` for a welcome, or the problem.
async fn resume(addr: &str, n: u8, token: &str) -> Result<(), Problem> {
    let mut p = from(addr, n).await.unwrap_or_else(|| panic!("no server"));
    p.send(&ClientMsg::Resume {
        token: token.to_string(),
    })
    .await;
    match p
        .until(|m| matches!(m, ServerMsg::Welcome { .. } | ServerMsg::Problem { .. }))
        .await
    {
        ServerMsg::Welcome { .. } => Ok(()),
        ServerMsg::Problem { problem } => Err(problem),
        other => panic!("{other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_holds_only_its_share_of_pages() {
    let (s, _data) = server("pages", &["--limit-pages-per-address", "3"]);
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(from(&s.addr, 2).await.unwrap_or_else(|| panic!("refused")));
    }
    let fourth = Page::connect_from(&s.addr, home(2))
        .await
        .unwrap_or_else(|| panic!("no server"));
    // Refused in words, and closed with a code and reason that say why (1008 Policy
    // Violation: the browser saw 1005, no code, before).
    assert_eq!(
        turned_away(fourth).await,
        (
            Problem::TooManyConnections,
            why(1008, "too_many_connections")
        )
    );
    // Another address is not counted with it.
    assert!(from(&s.addr, 3).await.is_some());
    // A page that goes gives its place back.
    drop(held.pop());
    let mut back = None;
    for _ in 0..100 {
        back = from(&s.addr, 2).await;
        if back.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(back.is_some(), "the place was given back");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_opens_only_its_share_of_rooms_a_minute() {
    let (s, _data) = server("rooms", &["--limit-rooms-per-address-minute", "2"]);
    for _ in 0..2 {
        let mut p = from(&s.addr, 4).await.unwrap_or_else(|| panic!("refused"));
        assert!(open_room(&mut p).await.is_ok());
    }
    let mut p = from(&s.addr, 4).await.unwrap_or_else(|| panic!("refused"));
    assert_eq!(open_room(&mut p).await.err(), Some(Problem::TooManyRooms));
    // The page stays connected, and another address opens its own.
    p.send(&ClientMsg::Hello {
        version: rinshan_protocol::VERSION,
    })
    .await;
    let mut q = from(&s.addr, 5).await.unwrap_or_else(|| panic!("refused"));
    assert!(open_room(&mut q).await.is_ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_opens_only_so_many_rooms_and_still_serves_them() {
    let (s, _data) = server("open", &["--limit-open-rooms", "2"]);
    let mut hosts = Vec::new();
    let mut invites = Vec::new();
    for n in 6..8 {
        let mut p = from(&s.addr, n).await.unwrap_or_else(|| panic!("refused"));
        let (_, invite) = open_room(&mut p).await.unwrap_or_else(|p| panic!("{p:?}"));
        invites.push(invite);
        hosts.push(p);
    }
    let mut late = from(&s.addr, 8).await.unwrap_or_else(|| panic!("refused"));
    assert_eq!(open_room(&mut late).await.err(), Some(Problem::ServerFull));
    // A room already open takes its players as ever.
    late.send(&ClientMsg::Join {
        invite: invites[0].clone(),
        name: "Bo".into(),
    })
    .await;
    assert!(matches!(
        late.until(|m| matches!(m, ServerMsg::Welcome { .. } | ServerMsg::Problem { .. }))
            .await,
        ServerMsg::Welcome { .. }
    ));
}

/// A room whose match never starts is closed after `--unstarted-room-secs` (its page is
/// told so, and its seat tokens stop working), and one not live on the server (after a
/// restart) is purged from the store all the same; a match in play is never touched.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rooms_never_started_are_closed_and_purged() {
    let data = TempDir::new("unstarted");
    let store = data.0.to_string_lossy().to_string();
    let args = ["--data", store.as_str(), "--unstarted-room-secs", "2"];
    let log = data.0.join("server.log");
    let mut s = Server::start("127.0.0.1:0", &args, &log);
    let addr = s.addr.clone();
    // A: a room whose host waits for ever. B: a match in play (computer players).
    let mut a = from(&addr, 9).await.unwrap_or_else(|| panic!("refused"));
    let (token_a, invite_a) = open_room(&mut a).await.unwrap_or_else(|p| panic!("{p:?}"));
    let mut b = from(&addr, 10).await.unwrap_or_else(|| panic!("refused"));
    let (token_b, _) = open_room(&mut b).await.unwrap_or_else(|p| panic!("{p:?}"));
    b.send(&ClientMsg::Start).await;
    b.until(|m| matches!(m, ServerMsg::Frame { .. })).await;
    let closed = a.until(|m| matches!(m, ServerMsg::Problem { .. })).await;
    assert_eq!(
        closed,
        ServerMsg::Problem {
            problem: Problem::Expired
        }
    );
    assert_eq!(a.close_frame().await, why(4410, "expired"));
    assert_eq!(resume(&addr, 9, &token_a).await, Err(Problem::BadToken));
    let mut j = from(&addr, 11).await.unwrap_or_else(|| panic!("refused"));
    j.send(&ClientMsg::Join {
        invite: invite_a,
        name: "Bo".into(),
    })
    .await;
    assert!(matches!(
        j.until(|m| matches!(m, ServerMsg::Problem { .. })).await,
        ServerMsg::Problem {
            problem: Problem::NoSuchRoom
        }
    ));
    // C: opened, then the server dies before its match starts; the restarted server never
    // loads it, and purges it all the same.
    let mut c = from(&addr, 12).await.unwrap_or_else(|| panic!("refused"));
    let (token_c, _) = open_room(&mut c).await.unwrap_or_else(|p| panic!("{p:?}"));
    s.kill();
    drop(c);
    let s = Server::start(&addr, &args, &log);
    tokio::time::sleep(Duration::from_millis(3_500)).await;
    let rooms = rusqlite::Connection::open(data.0.join("rooms.sqlite3"))
        .and_then(|db| {
            db.query_row(
                "SELECT (SELECT count(*) FROM rooms), (SELECT count(*) FROM unstarted),
                        (SELECT count(*) FROM seats)",
                [],
                |r| {
                    Ok((
                        r.get::<_, i64>(0)?,
                        r.get::<_, i64>(1)?,
                        r.get::<_, i64>(2)?,
                    ))
                },
            )
        })
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        rooms,
        (1, 0, 1),
        "only the match in play is kept (rooms, unstarted, seats)"
    );
    assert_eq!(resume(&s.addr, 12, &token_c).await, Err(Problem::BadToken));
    assert_eq!(resume(&s.addr, 10, &token_b).await, Ok(()));
}

/// A greeted page through a proxy that saw `xff`.
async fn forwarded(addr: &str, xff: &str) -> Page {
    Page::connect_forwarded(addr, xff)
        .await
        .unwrap_or_else(|| panic!("no server"))
        .greet()
        .await
        .unwrap_or_else(|| panic!("refused"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_trusted_proxy_s_forwarded_address_is_the_page_s() {
    let (s, _data) = server(
        "proxy",
        &[
            "--trust-proxy",
            "127.0.0.1",
            "--limit-pages-per-address",
            "1",
        ],
    );
    let _one = forwarded(&s.addr, "203.0.113.1").await;
    // Another home behind the same proxy has its own share.
    let _two = forwarded(&s.addr, "198.51.100.2, 203.0.113.2").await;
    // The first home again: past its share.
    let again = Page::connect_forwarded(&s.addr, "203.0.113.1")
        .await
        .unwrap_or_else(|| panic!("no server"));
    assert_eq!(
        turned_away(again).await,
        (
            Problem::TooManyConnections,
            why(1008, "too_many_connections")
        )
    );
}

/// Every close the server starts says why in its close frame (`docs/PROTOCOL.md`,
/// "Closes"): an outdated page, a flood, a message past what the server reads at all, a
/// seat taken over by another page, a player who leaves their seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_close_the_server_starts_says_why() {
    let (s, _data) = server("closes", &[]);
    let mut old = Page::connect_from(&s.addr, home(20))
        .await
        .unwrap_or_else(|| panic!("no server"));
    old.send(&ClientMsg::Hello { version: 0 }).await;
    assert_eq!(old.close_frame().await, why(4426, "outdated"));

    let mut flood = from(&s.addr, 21).await.unwrap_or_else(|| panic!("refused"));
    for _ in 0..200 {
        flood.send_text(r#"{"type":"hints","on":true}"#).await;
    }
    assert_eq!(flood.close_frame().await, why(1008, "flood"));

    let mut big = from(&s.addr, 22).await.unwrap_or_else(|| panic!("refused"));
    big.send_text(&"x".repeat(rinshan_server::http::MAX_WS_MESSAGE + 1))
        .await;
    assert_eq!(big.close_frame().await, why(1009, "too_large"));

    let mut host = from(&s.addr, 23).await.unwrap_or_else(|| panic!("refused"));
    let (token, _) = open_room(&mut host)
        .await
        .unwrap_or_else(|p| panic!("{p:?}"));
    let mut again = from(&s.addr, 23).await.unwrap_or_else(|| panic!("refused"));
    again.send(&ClientMsg::Resume { token }).await;
    again
        .until(|m| matches!(m, ServerMsg::Welcome { .. }))
        .await;
    assert_eq!(host.close_frame().await, why(4409, "replaced"));
    again.send(&ClientMsg::Leave).await;
    assert_eq!(again.close_frame().await, why(1000, "left"));
}

/// Whether room `room` of the SQLite store in `data` was purged as a finished room, and
/// how many entries it has.
fn finished_room(data: &std::path::Path, room: i64) -> (bool, i64) {
    rusqlite::Connection::open(data.join("rooms.sqlite3"))
        .and_then(|db| {
            db.query_row(
                "SELECT (SELECT purged_at IS NOT NULL FROM finished WHERE room = ?1),
                        (SELECT count(*) FROM entries WHERE room = ?1)",
                [room],
                |r| Ok((r.get::<_, Option<bool>>(0)?, r.get::<_, i64>(1)?)),
            )
        })
        .map(|(purged, entries)| (purged.unwrap_or(false), entries))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// What a page speaking `version` is told when it sends `msg`: `Ok` for a welcome, or the
/// problem.
async fn asks(addr: &str, n: u8, version: u32, msg: ClientMsg) -> Result<(), Problem> {
    let mut p = Page::connect_from(addr, home(n))
        .await
        .unwrap_or_else(|| panic!("no server"));
    p.send(&ClientMsg::Hello { version }).await;
    p.until(|m| matches!(m, ServerMsg::Hello { .. })).await;
    p.send(&msg).await;
    match p
        .until(|m| matches!(m, ServerMsg::Welcome { .. } | ServerMsg::Problem { .. }))
        .await
    {
        ServerMsg::Welcome { .. } => Ok(()),
        ServerMsg::Problem { problem } => Err(problem),
        other => panic!("{other:?}"),
    }
}

/// A finished room is purged by the server's own sweep once its match ended longer ago
/// than `--finished-room-days` (30 by default), and one that ended since stays whole
/// (issue 57: finished rooms were kept for ever). A page that comes back to the purged
/// room, by its seat token or its links, is told so in words (`purged`); a page of
/// protocol version 2, which cannot read that problem, is told what it was told before
/// (`bad_token` for its seat, `no_such_room` for a link).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_rooms_are_purged_after_their_days() {
    let data = TempDir::new("finished");
    let (old, recent) = (Finished::of(21), Finished::of(22));
    {
        let store: Arc<dyn Store> =
            Arc::new(SqliteStore::open(&data.0).unwrap_or_else(|e| panic!("{e}")));
        old.write(&store, 21, 31).await;
        recent.write(&store, 22, 1).await;
        store.close().await.unwrap_or_else(|e| panic!("{e}"));
    }
    // The sweep runs every second: a quarter of the time rooms never started are kept.
    let store = data.0.to_string_lossy().to_string();
    let args = ["--data", store.as_str(), "--unstarted-room-secs", "4"];
    let s = Server::start("127.0.0.1:0", &args, &data.0.join("server.log"));
    for _ in 0..200 {
        if finished_room(&data.0, 21).0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        finished_room(&data.0, 21),
        (true, 0),
        "purged: no entry left"
    );
    assert_eq!(
        finished_room(&data.0, 22),
        (false, 2),
        "ended a day ago: whole"
    );
    let v = rinshan_protocol::VERSION;
    let resume = || ClientMsg::Resume {
        token: old.token.clone(),
    };
    let watch = || ClientMsg::Watch {
        watch: old.watch.clone(),
    };
    let join = ClientMsg::Join {
        invite: old.invite.clone(),
        name: "Bo".into(),
    };
    assert_eq!(asks(&s.addr, 30, v, resume()).await, Err(Problem::Purged));
    assert_eq!(asks(&s.addr, 30, v, watch()).await, Err(Problem::Purged));
    assert_eq!(asks(&s.addr, 30, v, join).await, Err(Problem::Purged));
    assert_eq!(asks(&s.addr, 31, 2, resume()).await, Err(Problem::BadToken));
    assert_eq!(
        asks(&s.addr, 31, 2, watch()).await,
        Err(Problem::NoSuchRoom)
    );
    let log = std::fs::read_to_string(data.0.join("server.log")).unwrap_or_default();
    assert!(
        log.contains("purged rooms whose match ended long ago"),
        "{log}"
    );
}
