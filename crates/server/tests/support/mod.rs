//! What the server's tests share: a real server process on a loopback port with a
//! throwaway store, pages that speak the protocol over a real WebSocket, a player that
//! answers its frames as a person might (and comes back after a lost connection), and the
//! check that no frame shows its page anything its seat may not see.

#![allow(dead_code)]

pub mod leaks;
pub mod postgres;
pub mod sim;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use rinshan::engine::Action;
use rinshan::play::frame::SeatFrame;
use rinshan::rules::hand::counts_of;
use rinshan::rules::shanten::shape_shanten;
use rinshan_protocol::{ClientMsg, RoomSettings, ServerMsg, VERSION};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A folder removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        let n: u64 = rinshan_server::codes::fresh_number().unwrap_or(0);
        let p = std::env::temp_dir().join(format!("rinshan-{name}-{n:x}"));
        std::fs::create_dir_all(&p).unwrap_or_else(|e| panic!("{e}"));
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        // RINSHAN_KEEP_TEMP=1 keeps stores and logs to look at.
        if std::env::var_os("RINSHAN_KEEP_TEMP").is_some() {
            return;
        }
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A running `rinshan-server` process.
pub struct Server {
    pub child: Child,
    pub addr: String,
    /// What it prints after its first line.
    stdout: BufReader<std::process::ChildStdout>,
}

impl Server {
    /// Starts the server on `addr` (port 0: any free port) with `args` (the store), its
    /// log appended to `log`.
    pub fn start(addr: &str, args: &[&str], log: &Path) -> Server {
        Server::start_env(addr, args, log, &[])
    }

    /// [`Server::start`] with environment variables set (`RUST_LOG`).
    pub fn start_env(addr: &str, args: &[&str], log: &Path, env: &[(&str, &str)]) -> Server {
        let dist = std::env::temp_dir();
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .unwrap_or_else(|e| panic!("{e}"));
        let mut child = Command::new(env!("CARGO_BIN_EXE_rinshan-server"))
            .args(["--addr", addr, "--dist"])
            .arg(&dist)
            .args(args)
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .stderr(log)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start the server: {e}"));
        let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
        let mut stdout = BufReader::new(stdout);
        let mut line = String::new();
        stdout
            .read_line(&mut line)
            .unwrap_or_else(|e| panic!("{e}"));
        let addr = line
            .trim()
            .strip_prefix("listening on http://")
            .unwrap_or_else(|| panic!("the server said {line:?}"))
            .to_string();
        Server {
            child,
            addr,
            stdout,
        }
    }

    /// The next line the server printed (after the first, its address).
    pub fn next_line(&mut self) -> String {
        let mut line = String::new();
        self.stdout
            .read_line(&mut line)
            .unwrap_or_else(|e| panic!("{e}"));
        line.trim().to_string()
    }

    /// Starts the server with a SQLite store in `data`.
    pub fn sqlite(addr: &str, data: &Path) -> Server {
        let log = data.join("server.log");
        let data = data.to_string_lossy().to_string();
        Server::start(addr, &["--data", &data], &log)
    }

    /// Kills the process at once (SIGKILL: nothing is flushed, nothing said goodbye).
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// One page's connection.
pub struct Page {
    pub ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

/// How long a test waits for any one message.
pub const PATIENCE: Duration = Duration::from_secs(20);

impl Page {
    /// Connects to `addr` (not yet greeted).
    pub async fn connect(addr: &str) -> Option<Page> {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .ok()?;
        Some(Page { ws })
    }

    /// Connects to `addr` from the loopback address `source` (the whole of 127.0.0.0/8 is
    /// this machine's), as a page from another network would.
    pub async fn connect_from(addr: &str, source: std::net::Ipv4Addr) -> Option<Page> {
        let socket = tokio::net::TcpSocket::new_v4().ok()?;
        socket.bind(std::net::SocketAddr::from((source, 0))).ok()?;
        let stream = socket.connect(addr.parse().ok()?).await.ok()?;
        let (ws, _) = tokio_tungstenite::client_async(
            format!("ws://{addr}/ws"),
            MaybeTlsStream::Plain(stream),
        )
        .await
        .ok()?;
        Some(Page { ws })
    }

    /// Connects with `X-Forwarded-For: forwarded`, as through a reverse proxy.
    pub async fn connect_forwarded(addr: &str, forwarded: &str) -> Option<Page> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = format!("ws://{addr}/ws").into_client_request().ok()?;
        request
            .headers_mut()
            .insert("x-forwarded-for", forwarded.parse().ok()?);
        let (ws, _) = tokio_tungstenite::connect_async(request).await.ok()?;
        Some(Page { ws })
    }

    /// Says hello on a page connected some other way.
    pub async fn greet(mut self) -> Option<Page> {
        self.send(&ClientMsg::Hello { version: VERSION }).await;
        match self.recv().await? {
            ServerMsg::Hello { .. } => Some(self),
            ServerMsg::Problem { .. } => None,
            other => panic!("greeted with {other:?}"),
        }
    }

    /// Connects and says hello.
    pub async fn greeted(addr: &str) -> Option<Page> {
        let mut p = Page::connect(addr).await?;
        p.send(&ClientMsg::Hello { version: VERSION }).await;
        match p.recv().await? {
            ServerMsg::Hello { .. } => Some(p),
            other => panic!("greeted with {other:?}"),
        }
    }

    pub async fn send(&mut self, msg: &ClientMsg) {
        let text = serde_json::to_string(msg).unwrap_or_default();
        self.send_text(&text).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        let _ = self.ws.send(Message::text(text)).await;
    }

    /// The next message as text; `None` when the connection closed.
    pub async fn recv_text(&mut self) -> Option<String> {
        loop {
            let next = tokio::time::timeout(PATIENCE, self.ws.next())
                .await
                .unwrap_or_else(|_| panic!("no message within {PATIENCE:?}"));
            match next? {
                Ok(Message::Text(t)) => return Some(t.to_string()),
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => continue,
            }
        }
    }

    /// The next message; `None` when the connection closed.
    pub async fn recv(&mut self) -> Option<ServerMsg> {
        let text = self.recv_text().await?;
        Some(serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}")))
    }

    /// Reads on until the server closes the connection: its close frame's code and reason
    /// (messages before it are passed over), or `None` when the connection ended without
    /// a close frame.
    pub async fn close_frame(&mut self) -> Option<(u16, String)> {
        loop {
            let next = tokio::time::timeout(PATIENCE, self.ws.next())
                .await
                .unwrap_or_else(|_| panic!("not closed within {PATIENCE:?}"));
            match next? {
                Ok(Message::Close(Some(f))) => {
                    return Some((u16::from(f.code), f.reason.to_string()))
                }
                Ok(Message::Close(None)) | Err(_) => return None,
                Ok(_) => continue,
            }
        }
    }

    /// Messages until one `want` accepts.
    pub async fn until(&mut self, want: impl Fn(&ServerMsg) -> bool) -> ServerMsg {
        loop {
            let m = self
                .recv()
                .await
                .unwrap_or_else(|| panic!("closed while waiting"));
            if want(&m) {
                return m;
            }
        }
    }
}

/// Settings the tests' rooms use: East-only under Tenhou's rules, long thinking time (the
/// players answer at once; nobody should run out of time on a busy machine).
pub fn settings() -> RoomSettings {
    RoomSettings {
        move_secs: 60,
        bank_secs: 300,
        ..RoomSettings::default()
    }
}

/// A player who takes every win, sets every North aside it may (kita, three players
/// only), makes every kan, calls one pon or chii in three (by the discards on the table),
/// declares riichi when it can, and otherwise discards toward the lowest shanten: calls,
/// passes, kans, kita and riichi all happen. Its choice depends on the table only, as a
/// person's would.
pub fn choose(frame: &SeatFrame, legal: &[Action]) -> Action {
    let find = |f: fn(&Action) -> bool| legal.iter().find(|a| f(a)).cloned();
    let call = frame.seats.iter().map(|p| p.pond.len()).sum::<usize>() % 3 == 0;
    let me = frame.me().map_or(0, |s| s.index());
    let part = &frame.seats[me];
    let shanten_without = |t: &rinshan::rules::Tile| {
        let mut tiles: Vec<_> = part.hand.iter().chain(&part.drawn).copied().collect();
        if let Some(i) = tiles.iter().position(|x| x == t) {
            tiles.remove(i);
        }
        shape_shanten(&counts_of(tiles.iter().copied()), part.melds.len())
    };
    let best_discard = legal
        .iter()
        .filter_map(|a| match a {
            Action::Discard {
                tile,
                riichi: false,
            } => Some((shanten_without(tile), a)),
            _ => None,
        })
        .min_by_key(|(s, _)| *s)
        .map(|(_, a)| a.clone());
    find(|a| matches!(a, Action::Tsumo | Action::Ron))
        .or_else(|| find(|a| matches!(a, Action::Kita)))
        .or_else(|| {
            find(|a| {
                matches!(
                    a,
                    Action::Ankan { .. } | Action::Shouminkan { .. } | Action::Daiminkan
                )
            })
        })
        .or_else(|| {
            find(|a| matches!(a, Action::Pon { .. } | Action::Chii { .. })).filter(|_| call)
        })
        .or_else(|| find(|a| matches!(a, Action::Skip)))
        .or_else(|| find(|a| matches!(a, Action::Discard { riichi: true, .. })))
        .or(best_discard)
        .or_else(|| legal.first().cloned())
        .unwrap_or(Action::Skip)
}

/// What one player saw of a match.
#[derive(Default)]
pub struct Played {
    /// Every message received, as text, in order.
    pub texts: Vec<String>,
    /// The saved game at the end.
    pub save: Option<String>,
    /// How many times the player had to reconnect.
    pub reconnects: usize,
    /// The problems the server sent.
    pub problems: Vec<rinshan_protocol::Problem>,
}

/// Plays a seat to the end of the match: answers every frame with [`choose`], presses
/// "Next hand" after each result, and when the connection is lost reconnects (as the page
/// does, with its seat token) until `addrs` (tried in turn) answers again.
pub async fn play(addrs: Vec<String>, page: Page, token: String) -> Played {
    play_counted(addrs, page, token, Arc::default()).await
}

/// [`play`], adding every message received to `seen` (so that a test can act at a point
/// of the match rather than after a time: the rooms play as fast as the machine goes).
pub async fn play_counted(
    addrs: Vec<String>,
    mut page: Page,
    token: String,
    seen: Arc<AtomicUsize>,
) -> Played {
    let mut played = Played::default();
    let mut which = 0;
    loop {
        let Some(text) = next_text(&mut page).await else {
            // Lost: come back with the token, to whichever instance answers.
            played.reconnects += 1;
            page = reconnect(&addrs, &mut which, &token).await;
            continue;
        };
        seen.fetch_add(1, Ordering::Relaxed);
        played.texts.push(text.clone());
        let msg: ServerMsg = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        match msg {
            ServerMsg::Frame { seq, frame, .. } => {
                if let Some(c) = &frame.choices {
                    let action = choose(&frame, &c.legal);
                    page.send(&ClientMsg::Act { seq, action }).await;
                } else if frame.result.is_some() && frame.standings.is_none() {
                    page.send(&ClientMsg::Next { seq }).await;
                }
            }
            ServerMsg::Ended { save } => {
                played.save = Some(save);
                return played;
            }
            ServerMsg::Refused { refusal, .. } => panic!("refused: {refusal:?}"),
            ServerMsg::Problem { problem } => {
                // A server going away says so before the connection closes (stopping to
                // restart, or putting the room away), and so does a seat taken over by
                // another page (this player then takes it back).
                assert!(
                    matches!(
                        problem,
                        rinshan_protocol::Problem::Unavailable
                            | rinshan_protocol::Problem::Restarting
                            | rinshan_protocol::Problem::Replaced
                    ),
                    "{text}"
                );
                played.problems.push(problem);
            }
            _ => {}
        }
    }
}

/// Waits until `seen` reaches `n` (at most a minute).
pub async fn wait_for(seen: &AtomicUsize, n: usize) {
    for _ in 0..6_000 {
        if seen.load(Ordering::Relaxed) >= n {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("{} messages, not {n}", seen.load(Ordering::Relaxed));
}

async fn next_text(page: &mut Page) -> Option<String> {
    loop {
        let next = tokio::time::timeout(PATIENCE * 3, page.ws.next())
            .await
            .ok()??;
        match next {
            Ok(Message::Text(t)) => return Some(t.to_string()),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => continue,
        }
    }
}

async fn reconnect(addrs: &[String], which: &mut usize, token: &str) -> Page {
    for _ in 0..400 {
        let addr = &addrs[*which % addrs.len()];
        if let Some(mut p) = Page::greeted(addr).await {
            p.send(&ClientMsg::Resume {
                token: token.to_string(),
            })
            .await;
            match p.recv().await {
                Some(ServerMsg::Welcome { .. }) => return p,
                Some(ServerMsg::Problem { .. }) | None => {}
                Some(other) => panic!("resumed with {other:?}"),
            }
        }
        *which += 1;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("could not come back to the seat");
}

/// [`settings`] for three players, under Tenhou's three-player rules.
pub fn sanma_settings() -> RoomSettings {
    RoomSettings {
        rules: "tenhou_sanma".into(),
        ..settings()
    }
}

/// Four pages in one room (the first opened it), the match started. Returns the pages
/// and their tokens, and the room's watch code.
pub async fn four_players(addr: &str) -> (Vec<(Page, String)>, String) {
    players_in_room(addr, settings(), &["Bo", "Cy", "Di"]).await
}

/// Three pages in one three-player room (the first opened it), the match started.
pub async fn three_players(addr: &str) -> (Vec<(Page, String)>, String) {
    players_in_room(addr, sanma_settings(), &["Bo", "Cy"]).await
}

/// Ann's room with `settings` and `others` seated after her, every page connected, the
/// match started (computer players in the seats left empty). Returns the pages and
/// their tokens, and the room's watch code.
pub async fn players_in_room(
    addr: &str,
    settings: RoomSettings,
    others: &[&str],
) -> (Vec<(Page, String)>, String) {
    let mut host = Page::greeted(addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    host.send(&ClientMsg::Create {
        name: "Ann".into(),
        settings,
    })
    .await;
    let ServerMsg::Welcome {
        token: Some(token),
        invite: Some(invite),
        watch,
        ..
    } = host.until(|m| matches!(m, ServerMsg::Welcome { .. })).await
    else {
        panic!("no welcome");
    };
    let mut pages = vec![(host, token)];
    for &name in others {
        let mut p = Page::greeted(addr)
            .await
            .unwrap_or_else(|| panic!("no server"));
        p.send(&ClientMsg::Join {
            invite: invite.clone(),
            name: name.into(),
        })
        .await;
        let ServerMsg::Welcome {
            token: Some(token), ..
        } = p.until(|m| matches!(m, ServerMsg::Welcome { .. })).await
        else {
            panic!("no welcome");
        };
        pages.push((p, token));
    }
    // Everyone is seated and connected; the host starts.
    let connected = |room: &rinshan_protocol::RoomInfo| {
        room.seats
            .iter()
            .filter(|s| {
                matches!(
                    s,
                    rinshan_protocol::SeatInfo::Person {
                        connected: true,
                        ..
                    }
                )
            })
            .count()
    };
    pages[0]
        .0
        .until(|m| matches!(m, ServerMsg::Room { room } if connected(room) == 1 + others.len()))
        .await;
    pages[0].0.send(&ClientMsg::Start).await;
    // The match has started (its start is in the store) before anyone plays: a test that
    // kills the server after some messages must not lose a start never acknowledged. The
    // room's message comes before the first frames, which stay for the players.
    pages[0]
        .0
        .until(|m| matches!(m, ServerMsg::Room { room } if room.started))
        .await;
    (pages, watch)
}

/// The entry that ends room `room`'s match, its number `first`, at `at` (seconds since
/// 1970), as a store is given it.
pub fn ended(room: i64, first: u64, at: u64) -> rinshan_server::store::Commit {
    rinshan_server::store::Commit {
        room,
        first,
        entries: vec!["the end".into()],
        ended: Some(at),
        ..Default::default()
    }
}

/// A finished room written straight into a store, for the purge of finished rooms: its
/// invite, watch code and seat token (22 characters each, as the protocol's codes are).
pub struct Finished {
    pub invite: String,
    pub watch: String,
    pub token: String,
}

impl Finished {
    /// Room `room`'s codes (made from its number).
    pub fn of(room: i64) -> Finished {
        Finished {
            invite: format!("i{room:021}"),
            watch: format!("w{room:021}"),
            token: format!("t{room:021}"),
        }
    }

    /// Opens room `room` in `store` (one entry), then starts and ends its match (one
    /// more), `ended_days_ago`.
    pub async fn write(
        &self,
        store: &Arc<dyn rinshan_server::store::Store>,
        room: i64,
        ended_days_ago: u64,
    ) {
        use rinshan_server::store::{unix_now, Commit, Opened};
        let opened = Commit {
            room,
            first: 0,
            entries: vec!["opened".into()],
            opened: Some(Opened {
                invite: self.invite.clone(),
                watch: self.watch.clone(),
                at: 0,
            }),
            tokens: vec![(
                rinshan_server::codes::token_digest(&self.token),
                rinshan::rules::Seat::ALL[0],
            )],
            ..Commit::default()
        };
        let at = unix_now() - ended_days_ago * 24 * 60 * 60;
        let end = Commit {
            started: true,
            ..ended(room, 1, at)
        };
        for c in [opened, end] {
            store.commit(c).await.unwrap_or_else(|e| panic!("{e}"));
        }
    }
}

/// `GET path` on the server: the status code and the body.
pub async fn http_get(addr: &str, path: &str) -> (u16, String) {
    http_get_with(addr, path, &[]).await
}

/// [`http_get`] with `headers` (name, value).
pub async fn http_get_with(addr: &str, path: &str, headers: &[(&str, &str)]) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = TcpStream::connect(addr)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    let extra: String = headers
        .iter()
        .map(|(name, value)| format!("{name}: {value}\r\n"))
        .collect();
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Connection: close\r\n\r\n");
    s.write_all(request.as_bytes())
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    let mut answer = String::new();
    tokio::time::timeout(PATIENCE, s.read_to_string(&mut answer))
        .await
        .unwrap_or_else(|_| panic!("no answer to GET {path}"))
        .unwrap_or_else(|e| panic!("{e}"));
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// Sends the process `signal` (`TERM`, `INT`) and waits for it to exit, at most `within`;
/// its exit status, or `None` when it did not exit in time.
pub fn signal_and_wait(child: &mut Child, signal: &str, within: Duration) -> Option<i32> {
    let sent = Command::new("kill")
        .args([format!("-{signal}"), child.id().to_string()])
        .status()
        .unwrap_or_else(|e| panic!("kill: {e}"));
    assert!(sent.success(), "kill -{signal} failed");
    let until = std::time::Instant::now() + within;
    while std::time::Instant::now() < until {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status.code().unwrap_or(-1));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    None
}

/// Two rooms of four players playing on `addr` (each page coming back to it when cut off),
/// and the count of messages their pages have received.
pub async fn two_rooms_playing(
    addr: &str,
) -> (Vec<tokio::task::JoinHandle<Played>>, Arc<AtomicUsize>) {
    let seen = Arc::new(AtomicUsize::new(0));
    // Both rooms are set up before anyone plays: a room playing while the other is set up
    // could finish its match before the test means to interrupt it.
    let mut pages = four_players(addr).await.0;
    pages.extend(four_players(addr).await.0);
    let players = pages
        .into_iter()
        .map(|(p, token)| {
            let counted = play_counted(vec![addr.to_string()], p, token, seen.clone());
            tokio::spawn(counted)
        })
        .collect();
    (players, seen)
}

/// The `moves` line of a saved game.
pub fn moves_of(save: &str) -> String {
    save.lines()
        .find(|l| l.starts_with("moves "))
        .unwrap_or_default()
        .to_string()
}

/// The match's record (tenhou.net/6) from its saved game.
pub fn record_of(save: &str) -> String {
    let ctrl = rinshan::play::Controller::restore(save).unwrap_or_else(|e| panic!("{e}"));
    ctrl.export(rinshan::play::export::RecordFormat::Tenhou6)
}

/// The record (tenhou.net/6) the match in `save` would have had with no crash, no lost
/// connection and no second instance: its room played out from its seed in this process,
/// without a socket, by the same players under the same rules (the save's), computer
/// players where it had them. (The order in which two seats answered one discard is not
/// part of a record: the engine rules on their answers together.) The record is written
/// from the saved game of the seat `save` is the page of, as a record names computer
/// players (and a three-player match's empty North seat) from the page's own seat.
pub fn record_without_incident(save: &str) -> String {
    use rinshan_server::room::{Room, To};
    let seed: u64 = save
        .lines()
        .find_map(|l| l.strip_prefix("seed "))
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or_else(|| panic!("no seed in the save"));
    let saved = rinshan::play::Controller::restore(save).unwrap_or_else(|e| panic!("{e}"));
    let me = saved.me();
    let table = saved.settings();
    let room_settings = RoomSettings {
        rules: table.rules.clone(),
        length: table.length,
        level: table.level,
        ..settings()
    };
    let code = "c".repeat(22);
    let (mut room, _) = Room::open(room_settings, seed, code.clone(), code, "Ann".into(), 0)
        .unwrap_or_else(|p| panic!("{p:?}"));
    // The people after Ann, in their seats' order (each takes the first free seat).
    for s in &rinshan::rules::Seat::ALL[1..] {
        if let Some(name) = saved.person(*s) {
            let (seat, _) = room.join(name).unwrap_or_else(|p| panic!("{p:?}"));
            assert_eq!(seat, *s, "{name} sat elsewhere");
        }
    }
    let mut frames: [Option<(u64, SeatFrame)>; 4] = Default::default();
    let mut ended = None;
    let mut take = |out: rinshan_server::room::Outcome,
                    frames: &mut [Option<(u64, SeatFrame)>; 4]| {
        for o in out.out {
            let To::Seat(s) = o.to else { continue };
            match serde_json::from_str::<ServerMsg>(&o.text) {
                Ok(ServerMsg::Frame { seq, frame, .. }) => frames[s.index()] = Some((seq, *frame)),
                Ok(ServerMsg::Ended { save }) if s == me => ended = Some(save),
                _ => {}
            }
        }
    };
    let mut now = 0;
    // The people's pages connect (computer players and an empty North seat have none).
    for s in rinshan::rules::Seat::ALL {
        if saved.person(s).is_some() {
            let out = room.attach(s, now);
            take(out, &mut frames);
        }
    }
    let out = room
        .start(rinshan::rules::Seat::ALL[0], now)
        .unwrap_or_else(|p| panic!("{p:?}"));
    take(out, &mut frames);
    for _ in 0..50_000 {
        if room.over() {
            break;
        }
        now += 10;
        let choosing = rinshan::rules::Seat::ALL.into_iter().find_map(|s| {
            let (seq, f) = frames[s.index()].as_ref()?;
            f.choices.as_ref().map(|c| (s, *seq, choose(f, &c.legal)))
        });
        match choosing {
            Some((s, seq, action)) => {
                let out = room
                    .act(s, seq, action, now)
                    .unwrap_or_else(|p| panic!("{p:?}"));
                take(out, &mut frames);
            }
            None => {
                for s in rinshan::rules::Seat::ALL {
                    let Some(seq) = frames[s.index()]
                        .as_ref()
                        .filter(|(_, f)| f.result.is_some())
                        .map(|(q, _)| *q)
                    else {
                        continue;
                    };
                    let out = room
                        .next_hand(s, seq, now)
                        .unwrap_or_else(|p| panic!("{p:?}"));
                    take(out, &mut frames);
                }
            }
        }
    }
    record_of(&ended.unwrap_or_else(|| panic!("the match did not end")))
}

/// Waits for every player and asserts they all ended the same match, with the record it
/// would have had with no incident; returns how many times they had to reconnect.
pub async fn same_match_as_without_incident(
    players: Vec<tokio::task::JoinHandle<Played>>,
) -> usize {
    same_matches_as_without_incident(players, 4).await
}

/// [`same_match_as_without_incident`] for rooms of `per_room` players each, in the order
/// their players were given.
pub async fn same_matches_as_without_incident(
    players: Vec<tokio::task::JoinHandle<Played>>,
    per_room: usize,
) -> usize {
    let mut saves = Vec::new();
    let mut reconnects = 0;
    for p in players {
        let played = p.await.unwrap_or_else(|e| panic!("{e}"));
        reconnects += played.reconnects;
        saves.push(played.save.unwrap_or_default());
    }
    // Rooms of `per_room`, in the order their players were given.
    for room in saves.chunks(per_room) {
        let moves = moves_of(&room[0]);
        assert!(
            room.iter().all(|s| moves_of(s) == moves),
            "the pages of a room ended different matches"
        );
        assert!(
            record_of(&room[0]) == record_without_incident(&room[0]),
            "the record changed"
        );
    }
    reconnects
}
