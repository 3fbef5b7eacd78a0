//! The Rinshan server's load generator: holds N rooms of four players connected to one
//! server over loopback, speaking the same protocol as the pages, and reports what the
//! server bore (docs/SCALING.md).
//!
//! ```text
//! rinshan-loadgen [--addr 127.0.0.1:8080] [--rooms 2000] [--pause-ms 1000]
//!                 [--seconds 120] [--ramp-per-sec 100] [--pid SERVER_PID]
//!                 [--one-address]
//! ```
//!
//! Each room's four players connect from a loopback address of their own (127.1.0.0 and
//! on, another for each match the room plays: the whole of 127.0.0.0/8 is this
//! machine's), as friends at one home would, so
//! that the server's limits per address stay on as they would be for real players;
//! `--one-address` connects every player from 127.0.0.1 (the server must then be started
//! with its per-address limits off). Every socket sets `TCP_NODELAY`, as browsers do.
//!
//! Each player answers its frames after a pause like a person's (uniform between half and
//! one and a half times `--pause-ms`; `--pause-ms 0` answers at once, to find the most
//! actions a second the server takes), takes every win, passes every call and discards
//! its drawn tile. A room whose match ends opens again. It reports the rooms held, the
//! actions a second, the time from a discard to every seat's frame showing it (p50, p99,
//! max), the problems and lost connections, and with `--pid` the server's memory per room
//! and its CPU.

mod report;

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use rinshan::engine::Action;
use rinshan_protocol::{ClientMsg, RoomSettings, VERSION};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

#[derive(Clone, Debug)]
struct Options {
    addr: String,
    rooms: usize,
    pause_ms: u64,
    seconds: u64,
    ramp_per_sec: u64,
    pid: Option<u32>,
    one_address: bool,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        addr: "127.0.0.1:8080".into(),
        rooms: 2000,
        pause_ms: 1000,
        seconds: 120,
        ramp_per_sec: 100,
        pid: None,
        one_address: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(name) = args.next() {
        let mut value = || args.next().ok_or(format!("{name} needs a value"));
        let number = |v: String| v.parse::<u64>().map_err(|e| format!("{name}: {e}"));
        match name.as_str() {
            "--addr" => o.addr = value()?,
            "--rooms" => o.rooms = number(value()?)? as usize,
            "--pause-ms" => o.pause_ms = number(value()?)?,
            "--seconds" => o.seconds = number(value()?)?,
            "--ramp-per-sec" => o.ramp_per_sec = number(value()?)?.max(1),
            "--pid" => o.pid = Some(number(value()?)? as u32),
            "--one-address" => o.one_address = true,
            other => return Err(format!("unknown option {other}")),
        }
    }
    let ip = o.addr.split(':').next().unwrap_or("");
    if !matches!(ip, "127.0.0.1" | "localhost" | "[::1]") {
        return Err("the load generator talks to loopback addresses only".into());
    }
    Ok(o)
}

/// What every player adds to.
#[derive(Default)]
struct Tally {
    /// Answers sent.
    actions: AtomicU64,
    /// Problems received.
    problems: AtomicU64,
    /// Connections lost.
    lost: AtomicU64,
    /// Matches finished.
    matches: AtomicU64,
    /// Rooms with a match in play now.
    playing: AtomicU64,
    /// Microseconds from a discard to the last of the four frames showing it.
    latencies: Mutex<Vec<u32>>,
}

/// A room's pending discard: when it was sent, the discards on the table once it is
/// shown, and which seats have been shown it.
#[derive(Default)]
struct Pending {
    sent: Option<Instant>,
    target: usize,
    seen: [bool; 4],
}

/// The loopback address room `n`'s players connect from (`None`: the system's choice).
fn home(o: &Options, n: usize) -> Option<Ipv4Addr> {
    if o.one_address || !o.addr.starts_with("127.") {
        return None;
    }
    let n = u32::try_from(n).ok()?;
    // 127.1.0.0 + n: past 127.0.0.1, and 16 million rooms before 127.255.255.255.
    Some(Ipv4Addr::from(0x7F01_0000u32.checked_add(n)?))
}

/// A WebSocket to the server from `from`, with `TCP_NODELAY` (as a browser's).
async fn connect(addr: &str, from: Option<Ipv4Addr>) -> Option<Ws> {
    let server: SocketAddr = tokio::net::lookup_host(addr).await.ok()?.next()?;
    let socket = match server {
        SocketAddr::V4(_) => TcpSocket::new_v4().ok()?,
        SocketAddr::V6(_) => TcpSocket::new_v6().ok()?,
    };
    if let (Some(ip), SocketAddr::V4(_)) = (from, server) {
        socket.bind(SocketAddr::from((ip, 0))).ok()?;
    }
    let stream = socket.connect(server).await.ok()?;
    stream.set_nodelay(true).ok()?;
    let (ws, _) =
        tokio_tungstenite::client_async(format!("ws://{addr}/ws"), MaybeTlsStream::Plain(stream))
            .await
            .ok()?;
    Some(ws)
}

async fn send(ws: &mut Ws, msg: &ClientMsg) -> bool {
    let text = serde_json::to_string(msg).unwrap_or_default();
    ws.send(Message::text(text)).await.is_ok()
}

/// A message as the load generator reads it: the few fields its players need (the rest
/// of a frame is skipped unread, so that thousands of players do not weigh on the machine
/// they share with the server).
#[derive(serde::Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Msg {
    Welcome {
        invite: Option<String>,
    },
    Frame {
        seq: u64,
        frame: Frame,
    },
    Ended {},
    Problem {},
    #[serde(other)]
    Other,
}

#[derive(serde::Deserialize)]
struct Frame {
    seats: Vec<Part>,
    sight: rinshan::play::frame::Sight,
    choices: Option<Choices>,
    result: Option<serde::de::IgnoredAny>,
    standings: Option<serde::de::IgnoredAny>,
}

#[derive(serde::Deserialize)]
struct Part {
    drawn: Option<rinshan::rules::Tile>,
    pond: Vec<serde::de::IgnoredAny>,
}

#[derive(serde::Deserialize)]
struct Choices {
    legal: Vec<Action>,
}

async fn recv(ws: &mut Ws) -> Option<Msg> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(t)) => {
                return Some(serde_json::from_str(t.as_str()).unwrap_or(Msg::Other))
            }
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => {}
        }
    }
}

/// A greeted page in a room: the welcome's invite code.
async fn enter(addr: &str, from: Option<Ipv4Addr>, msg: ClientMsg) -> Option<(Ws, Option<String>)> {
    let mut ws = connect(addr, from).await?;
    if !send(&mut ws, &ClientMsg::Hello { version: VERSION }).await {
        return None;
    }
    send(&mut ws, &msg).await;
    loop {
        match recv(&mut ws).await? {
            Msg::Welcome { invite } => return Some((ws, invite)),
            Msg::Problem {} => return None,
            _ => {}
        }
    }
}

/// The load generator's player: every win, no call, the drawn tile (or the last tile it
/// may discard).
fn choose(frame: &Frame, legal: &[Action]) -> Action {
    if let Some(win) = legal
        .iter()
        .find(|a| matches!(a, Action::Tsumo | Action::Ron))
    {
        return win.clone();
    }
    if legal.contains(&Action::Skip) {
        return Action::Skip;
    }
    let me = frame.sight.seat().map_or(0, |s| s.index());
    if let Some(t) = frame.seats.get(me).and_then(|p| p.drawn) {
        let a = Action::Discard {
            tile: t,
            riichi: false,
        };
        if legal.contains(&a) {
            return a;
        }
    }
    legal
        .iter()
        .rev()
        .find(|a| matches!(a, Action::Discard { riichi: false, .. }))
        .or(legal.first())
        .cloned()
        .unwrap_or(Action::Skip)
}

/// Whole-room work: open the room, seat four players, start, play; again when it ends.
async fn room(n: usize, o: Arc<Options>, tally: Arc<Tally>, stop: Instant) {
    let mut generation = 0;
    while Instant::now() < stop {
        // Each match of the room is another group of friends, at another address (so that
        // a room answering at once never opens more rooms a minute than a home may).
        let from = home(&o, n + o.rooms * generation);
        generation += 1;
        let settings = RoomSettings {
            move_secs: 60,
            bank_secs: 300,
            ..RoomSettings::default()
        };
        let Some((host, Some(invite))) = enter(
            &o.addr,
            from,
            ClientMsg::Create {
                name: "Host".into(),
                settings,
            },
        )
        .await
        else {
            tally.lost.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        };
        let mut pages = vec![host];
        for name in ["P1", "P2", "P3"] {
            match enter(
                &o.addr,
                from,
                ClientMsg::Join {
                    invite: invite.clone(),
                    name: name.into(),
                },
            )
            .await
            {
                Some((ws, _)) => pages.push(ws),
                None => {
                    tally.lost.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
        if pages.len() < 4 {
            continue;
        }
        send(&mut pages[0], &ClientMsg::Start).await;
        tally.playing.fetch_add(1, Ordering::Relaxed);
        let pending = Arc::new(Mutex::new(Pending::default()));
        let players: Vec<_> = pages
            .into_iter()
            .enumerate()
            .map(|(i, ws)| {
                tokio::spawn(player(
                    i,
                    ws,
                    o.clone(),
                    tally.clone(),
                    pending.clone(),
                    stop,
                ))
            })
            .collect();
        let mut ended = false;
        for p in players {
            ended |= p.await.unwrap_or(false);
        }
        tally.playing.fetch_sub(1, Ordering::Relaxed);
        if ended {
            tally.matches.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// One player; true when its match ended.
async fn player(
    seat: usize,
    mut ws: Ws,
    o: Arc<Options>,
    tally: Arc<Tally>,
    pending: Arc<Mutex<Pending>>,
    stop: Instant,
) -> bool {
    let mut rng = (seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ std::process::id() as u64;
    loop {
        let left = stop.saturating_duration_since(Instant::now());
        let msg = match tokio::time::timeout(left, recv(&mut ws)).await {
            Err(_) => {
                let _ = ws.close(None).await;
                return false;
            }
            Ok(None) => {
                tally.lost.fetch_add(1, Ordering::Relaxed);
                return false;
            }
            Ok(Some(m)) => m,
        };
        match msg {
            Msg::Frame { seq, frame } => {
                let discards: usize = frame.seats.iter().map(|p| p.pond.len()).sum();
                if let Ok(mut p) = pending.lock() {
                    if let Some(sent) = p.sent {
                        if discards >= p.target && !p.seen[seat] {
                            p.seen[seat] = true;
                            if p.seen.iter().all(|s| *s) {
                                let us =
                                    u32::try_from(sent.elapsed().as_micros()).unwrap_or(u32::MAX);
                                if let Ok(mut l) = tally.latencies.lock() {
                                    l.push(us);
                                }
                                p.sent = None;
                            }
                        }
                    }
                }
                let answer = if let Some(c) = &frame.choices {
                    let action = choose(&frame, &c.legal);
                    Some((
                        ClientMsg::Act {
                            seq,
                            action: action.clone(),
                        },
                        matches!(action, Action::Discard { .. }),
                    ))
                } else if frame.result.is_some() && frame.standings.is_none() {
                    Some((ClientMsg::Next { seq }, false))
                } else {
                    None
                };
                let Some((msg, discard)) = answer else {
                    continue;
                };
                if o.pause_ms > 0 {
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    let pause = o.pause_ms / 2 + rng % o.pause_ms.max(1);
                    tokio::time::sleep(Duration::from_millis(pause)).await;
                }
                if discard {
                    if let Ok(mut p) = pending.lock() {
                        *p = Pending {
                            sent: Some(Instant::now()),
                            target: discards + 1,
                            seen: [false; 4],
                        };
                    }
                }
                if !send(&mut ws, &msg).await {
                    tally.lost.fetch_add(1, Ordering::Relaxed);
                    return false;
                }
                tally.actions.fetch_add(1, Ordering::Relaxed);
            }
            Msg::Ended {} => {
                let _ = ws.close(None).await;
                return true;
            }
            Msg::Problem {} => {
                tally.problems.fetch_add(1, Ordering::Relaxed);
            }
            _ => {}
        }
    }
}

#[tokio::main]
async fn main() {
    let o = match options() {
        Ok(o) => Arc::new(o),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let tally = Arc::new(Tally::default());
    let idle = o.pid.and_then(report::rss_kib);
    let start = Instant::now();
    let ramp = Duration::from_secs_f64(o.rooms as f64 / o.ramp_per_sec as f64);
    let stop = start + ramp + Duration::from_secs(o.seconds);
    eprintln!(
        "opening {} rooms ({} a second), then {} s of play, answering after {} ms",
        o.rooms, o.ramp_per_sec, o.seconds, o.pause_ms
    );
    let mut rooms = Vec::new();
    for i in 0..o.rooms {
        let at = start + Duration::from_secs_f64(i as f64 / o.ramp_per_sec as f64);
        tokio::time::sleep_until(at.into()).await;
        rooms.push(tokio::spawn(room(i, o.clone(), tally.clone(), stop)));
    }
    // The measurement: the steady part, after every room is open.
    tokio::time::sleep_until((start + ramp).into()).await;
    let settle = Duration::from_secs(o.seconds.min(10) / 2);
    tokio::time::sleep(settle).await;
    if let Ok(mut l) = tally.latencies.lock() {
        l.clear();
    }
    let window = report::Window::open(&tally.actions, o.pid);
    tokio::time::sleep_until((stop - Duration::from_millis(500)).into()).await;
    let held = tally.playing.load(Ordering::Relaxed);
    let w = window.close(&tally.actions, o.pid);
    // The players stop at the window's end; their rooms are not waited for.
    drop(rooms);
    let latencies = tally
        .latencies
        .lock()
        .map(|l| l.clone())
        .unwrap_or_default();
    report::print(&report::Report {
        rooms: o.rooms,
        held,
        pause_ms: o.pause_ms,
        window: w,
        latencies,
        problems: tally.problems.load(Ordering::Relaxed),
        lost: tally.lost.load(Ordering::Relaxed),
        matches: tally.matches.load(Ordering::Relaxed),
        idle_rss_kib: idle,
        addresses: match home(&o, 0) {
            Some(_) => "one loopback address a room (127.1.0.0 on)".into(),
            None => "one address for every room".into(),
        },
    });
    std::process::exit(0);
}
