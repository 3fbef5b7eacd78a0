//! One page's WebSocket connection: reads its messages (each checked by the protocol's
//! decoder, a flood cut off), greets it, puts it in a room through the hub, forwards its
//! messages to the room's actor, and writes to it what the room sends. It only translates:
//! every decision is the room's.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;

use crate::hub::{close_after, Cmd, Hub, Outbound, Page, Seated, PAGE_QUEUE};
use crate::limits::{AddressKey, Admission};
use crate::room::message_text;
use rinshan_protocol::{decode, since, ClientMsg, Close, Problem, ServerMsg, OLDEST_PAGE, VERSION};

/// How often the server pings a page.
pub const PING_EVERY: Duration = Duration::from_secs(20);

/// A page not heard from for this long (not even a pong) is taken to be gone.
pub const SILENCE: Duration = Duration::from_secs(45);

/// Messages a page may send in a burst, and per second after it: a person sends a few a
/// minute; more is a flood, and the connection is closed.
pub const BURST: f64 = 30.0;
/// See [`BURST`].
pub const PER_SECOND: f64 = 10.0;

/// Answers (`act`, `next`) a page may owe for frames it was sent: each frame allows one
/// answer outside the bucket, up to this many.
const ANSWERS_HELD: u32 = 16;

/// A token bucket.
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn new() -> Bucket {
        Bucket {
            tokens: BURST,
            at: Instant::now(),
        }
    }

    /// Takes one token; false when the page has sent too much.
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * PER_SECOND;
        self.tokens = (self.tokens + refill).min(BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Where the conversation with a page stands.
enum Stage {
    /// It must say `hello` first.
    Greeting,
    /// Greeted, speaking this version of the protocol: it may open, join, resume or watch
    /// a room.
    Greeted(u32),
    /// In a room.
    InRoom(mpsc::Sender<Cmd>),
}

fn text(msg: &ServerMsg) -> Message {
    Message::Text(Utf8Bytes::from(message_text(msg)))
}

/// The problem `p` as a message (counted for the metrics).
fn problem(hub: &Hub, p: Problem) -> Message {
    hub.metrics.problem(p);
    text(&ServerMsg::Problem { problem: p })
}

/// How long a page in a room waits for its room to say that the server stops, before
/// saying so itself.
const RESTART_WAIT: Duration = Duration::from_secs(2);

/// Sleeps until `at`, or for ever.
async fn sleep_until(at: Option<tokio::time::Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

/// Whether a read failed on a message past the WebSocket limit.
fn too_large(e: axum::Error) -> bool {
    matches!(
        e.into_inner().downcast_ref::<tungstenite::Error>(),
        Some(tungstenite::Error::Capacity(_))
    )
}

/// How long a page is given to answer the server's close frame.
const FAREWELL_WAIT: Duration = Duration::from_secs(1);

/// Closes the connection the way WebSocket asks: a close frame with its code and reason
/// (`docs/PROTOCOL.md`, "Closes"), then what the page still sends is read and dropped
/// until it closes too (at most a second), so that the last message reaches it (a socket
/// closed on unread data is reset, and the page would lose the problem it was sent).
async fn farewell(
    sink: &mut futures_util::stream::SplitSink<WebSocket, Message>,
    stream: &mut futures_util::stream::SplitStream<WebSocket>,
    close: Close,
) {
    let frame = CloseFrame {
        code: close.code,
        reason: Utf8Bytes::from_static(close.reason),
    };
    let _ = sink.send(Message::Close(Some(frame))).await;
    let drain = async {
        while let Some(Ok(m)) = stream.next().await {
            if matches!(m, Message::Close(_)) {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(FAREWELL_WAIT, drain).await;
}

/// Turns away a page its address may not open (too many from it): says why, and closes.
pub async fn turn_away(socket: WebSocket, hub: Arc<Hub>, why: Problem) {
    let (mut sink, mut stream) = socket.split();
    let _ = sink.send(problem(&hub, why)).await;
    farewell(&mut sink, &mut stream, close_after(why)).await;
}

/// Serves one page, from `ip` and admitted under its address's limit, until it goes.
pub async fn serve(socket: WebSocket, hub: Arc<Hub>, ip: IpAddr, admission: Admission) {
    let id = hub.page_id();
    hub.page_count(1);
    tracing::debug!(page = id, peer = %ip, "page connected");
    let from = admission.address();
    let (tx, mut rx) = mpsc::channel::<Outbound>(PAGE_QUEUE);
    let me = Page::new(id, tx);
    let (mut sink, mut stream) = socket.split();
    let mut stage = Stage::Greeting;
    let mut bucket = Bucket::new();
    let mut ping = tokio::time::interval(PING_EVERY);
    let mut heard = Instant::now();
    let mut answers: u32 = 0;
    let mut stopping = hub.stopping();
    // When the server stops: a page in a room is told by its room (after the message in
    // hand), one in none by itself; either way it is closed as a server that restarts.
    let mut restarting: Option<tokio::time::Instant> = None;
    let restart_close = close_after(Problem::Restarting);
    loop {
        if restarting.is_none() && *stopping.borrow_and_update() {
            if !matches!(stage, Stage::InRoom(_)) {
                let _ = sink.send(problem(&hub, Problem::Restarting)).await;
                farewell(&mut sink, &mut stream, restart_close).await;
                break;
            }
            restarting = Some(tokio::time::Instant::now() + RESTART_WAIT);
        }
        tokio::select! {
            incoming = stream.next() => {
                let msg = match incoming {
                    Some(Ok(msg)) => msg,
                    Some(Err(e)) => {
                        // A message past the WebSocket limit is said so before the close. The
                        // rest of it is never read, and the page cannot be heard any more:
                        // the socket is kept for the time a page is given to answer, for one
                        // closed at once on that unread rest is reset, and the reset takes
                        // with it the problem and the close frame the page has not read yet.
                        if too_large(e) {
                            let _ = sink.send(problem(&hub, Problem::TooLarge)).await;
                            farewell(&mut sink, &mut stream, close_after(Problem::TooLarge)).await;
                            tokio::time::sleep(FAREWELL_WAIT).await;
                        }
                        break;
                    }
                    None => break,
                };
                heard = Instant::now();
                let body = match msg {
                    Message::Text(t) => t,
                    Message::Binary(_) => Utf8Bytes::from_static("binary"),
                    Message::Ping(_) | Message::Pong(_) => continue,
                    Message::Close(_) => break,
                };
                let decoded = decode(body.as_str());
                // An answer to a frame the page was sent is never a flood, however fast
                // the player; anything else comes out of the bucket.
                let answer = matches!(decoded, Ok(ClientMsg::Act { .. } | ClientMsg::Next { .. }));
                if answer && answers > 0 {
                    answers -= 1;
                } else if !bucket.take() {
                    tracing::info!(page = id, peer = %ip, "a page flooded the server: closed");
                    let _ = sink.send(problem(&hub, Problem::Flood)).await;
                    farewell(&mut sink, &mut stream, close_after(Problem::Flood)).await;
                    break;
                }
                let reply = match decoded {
                    Ok(msg) => on_message(&hub, &me, from, &mut stage, msg).await,
                    Err(p) => Some(p),
                };
                if let Some(p) = reply {
                    let close = p == Problem::Outdated;
                    if sink.send(problem(&hub, p)).await.is_err() {
                        break;
                    }
                    if close {
                        farewell(&mut sink, &mut stream, close_after(p)).await;
                        break;
                    }
                }
            }
            outgoing = rx.recv() => match outgoing {
                Some(Outbound::Text(t)) => {
                    if sink.send(Message::Text(t)).await.is_err() {
                        break;
                    }
                }
                Some(Outbound::Frame(t)) => {
                    answers = (answers + 1).min(ANSWERS_HELD);
                    if sink.send(Message::Text(t)).await.is_err() {
                        break;
                    }
                }
                Some(Outbound::Close(why)) => {
                    farewell(&mut sink, &mut stream, why).await;
                    break;
                }
                // Never: this task holds a sender of its own queue.
                None => break,
            },
            // Too far behind its messages for the next to be queued ([`Hub::deliver`]).
            why = me.cut_off() => {
                farewell(&mut sink, &mut stream, why).await;
                break;
            }
            _ = ping.tick() => {
                if heard.elapsed() > SILENCE {
                    tracing::debug!(page = id, peer = %ip, "a page was silent too long: closed");
                    farewell(&mut sink, &mut stream, Close::SILENT).await;
                    break;
                }
                if sink.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
            _ = stopping.changed() => {}
            () = sleep_until(restarting) => {
                let _ = sink.send(problem(&hub, Problem::Restarting)).await;
                farewell(&mut sink, &mut stream, restart_close).await;
                break;
            }
        }
    }
    let _ = sink.close().await;
    if let Stage::InRoom(room) = stage {
        let _ = room.send(Cmd::Gone { page: id }).await;
    }
    tracing::debug!(page = id, peer = %ip, "page gone");
    hub.page_count(-1);
    drop(admission);
}

/// Acts on one message; the problem to answer with, if any.
async fn on_message(
    hub: &Arc<Hub>,
    me: &Page,
    from: AddressKey,
    stage: &mut Stage,
    msg: ClientMsg,
) -> Option<Problem> {
    match (&*stage, msg) {
        (Stage::Greeting, ClientMsg::Hello { version }) => {
            if !(OLDEST_PAGE..=VERSION).contains(&version) {
                return Some(Problem::Outdated);
            }
            *stage = Stage::Greeted(version);
            let hello = Utf8Bytes::from(message_text(&ServerMsg::Hello { version: VERSION }));
            hub.deliver(None, me, Outbound::Text(hello));
            None
        }
        (Stage::Greeting, _) => Some(Problem::HelloFirst),
        (Stage::Greeted(_), ClientMsg::Create { name, settings }) => {
            enter(me, stage, hub.create(&name, settings, from).await).await
        }
        (Stage::Greeted(v), ClientMsg::Join { invite, name }) => {
            let v = *v;
            let seated = hub.join(&invite, &name).await;
            enter(me, stage, readable(v, seated, Problem::NoSuchRoom)).await
        }
        (Stage::Greeted(v), ClientMsg::Resume { token }) => {
            let v = *v;
            let seated = hub.resume(&token).await;
            enter(me, stage, readable(v, seated, Problem::BadToken)).await
        }
        (Stage::Greeted(v), ClientMsg::Watch { watch }) => {
            let v = *v;
            let seated = hub.watch(&watch).await;
            enter(me, stage, readable(v, seated, Problem::NoSuchRoom)).await
        }
        (Stage::Greeted(_), ClientMsg::Hello { .. }) => None,
        (Stage::Greeted(_), _) => Some(Problem::NotInRoom),
        (Stage::InRoom(room), msg) => {
            if room.send(Cmd::Client { page: me.id, msg }).await.is_err() {
                // The room was put away (or the server stops): the page reconnects and
                // finds it again.
                let p = match hub.is_stopping() {
                    true => Problem::Restarting,
                    false => Problem::Unavailable,
                };
                hub.deliver(None, me, Outbound::Close(close_after(p)));
                return Some(p);
            }
            None
        }
    }
}

/// `seated`, as a page speaking `version` can read it: a problem newer than that version
/// ([`since`]) is told as `older`, what such a page was told before (a purged room was a
/// seat token not known, or a link to no room).
fn readable(
    version: u32,
    seated: Result<Seated, Problem>,
    older: Problem,
) -> Result<Seated, Problem> {
    seated.map_err(|p| if since(p) > version { older } else { p })
}

/// Puts the page in the room it was given.
async fn enter(me: &Page, stage: &mut Stage, seated: Result<Seated, Problem>) -> Option<Problem> {
    let seated = match seated {
        Ok(s) => s,
        Err(p) => return Some(p),
    };
    let cmd = match seated.seat {
        Some(seat) => Cmd::Attach {
            seat,
            page: me.clone(),
            token: seated.token,
        },
        None => Cmd::Watch { page: me.clone() },
    };
    if seated.room.send(cmd).await.is_err() {
        return Some(Problem::Unavailable);
    }
    *stage = Stage::InRoom(seated.room);
    None
}
