//! One page's WebSocket connection: reads its messages (each checked by the protocol's
//! decoder, a flood cut off), greets it, puts it in a room through the hub, forwards its
//! messages to the room's actor, and writes to it what the room sends. It only translates:
//! every decision is the room's.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;

use crate::hub::{Cmd, Hub, Outbound, Page, Seated, PAGE_QUEUE};
use crate::room::message_text;
use rinshan_protocol::{decode, ClientMsg, Problem, ServerMsg, OLDEST_PAGE, VERSION};

/// How often the server pings a page.
pub const PING_EVERY: Duration = Duration::from_secs(20);

/// A page not heard from for this long (not even a pong) is taken to be gone.
pub const SILENCE: Duration = Duration::from_secs(45);

/// Messages a page may send in a burst, and per second after it: a person sends a few a
/// minute; more is a flood, and the connection is closed.
pub const BURST: f64 = 30.0;
/// See [`BURST`].
pub const PER_SECOND: f64 = 10.0;

/// How a frame message starts (the room writes it so).
const FRAME_START: &str = "{\"type\":\"frame\"";

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
    /// Greeted: it may open, join, resume or watch a room.
    Greeted,
    /// In a room.
    InRoom(mpsc::Sender<Cmd>),
}

fn text(msg: &ServerMsg) -> Message {
    Message::Text(Utf8Bytes::from(message_text(msg)))
}

fn problem(p: Problem) -> Message {
    text(&ServerMsg::Problem { problem: p })
}

/// Whether a read failed on a message past the WebSocket limit.
fn too_large(e: axum::Error) -> bool {
    matches!(
        e.into_inner().downcast_ref::<tungstenite::Error>(),
        Some(tungstenite::Error::Capacity(_))
    )
}

/// Closes the connection the way WebSocket asks: a close frame, then what the page still
/// sends is read and dropped until it closes too (at most a second), so that the last
/// message reaches it (a socket closed on unread data is reset, and the page would lose
/// the problem it was sent).
async fn farewell(
    sink: &mut futures_util::stream::SplitSink<WebSocket, Message>,
    stream: &mut futures_util::stream::SplitStream<WebSocket>,
) {
    let _ = sink.send(Message::Close(None)).await;
    let drain = async {
        while let Some(Ok(m)) = stream.next().await {
            if matches!(m, Message::Close(_)) {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(Duration::from_secs(1), drain).await;
}

/// Serves one page until it goes.
pub async fn serve(socket: WebSocket, hub: Arc<Hub>) {
    let id = hub.page_id();
    let (tx, mut rx) = mpsc::channel::<Outbound>(PAGE_QUEUE);
    let me = Page { id, tx };
    let (mut sink, mut stream) = socket.split();
    let mut stage = Stage::Greeting;
    let mut bucket = Bucket::new();
    let mut ping = tokio::time::interval(PING_EVERY);
    let mut heard = Instant::now();
    let mut answers: u32 = 0;
    loop {
        tokio::select! {
            incoming = stream.next() => {
                let msg = match incoming {
                    Some(Ok(msg)) => msg,
                    Some(Err(e)) => {
                        // A message past the WebSocket limit is said so before the close.
                        if too_large(e) {
                            let _ = sink.send(problem(Problem::TooLarge)).await;
                            farewell(&mut sink, &mut stream).await;
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
                    let _ = sink.send(problem(Problem::Flood)).await;
                    farewell(&mut sink, &mut stream).await;
                    break;
                }
                let reply = match decoded {
                    Ok(msg) => on_message(&hub, &me, &mut stage, msg).await,
                    Err(p) => Some(p),
                };
                if let Some(p) = reply {
                    let close = p == Problem::Outdated;
                    if sink.send(problem(p)).await.is_err() {
                        break;
                    }
                    if close {
                        farewell(&mut sink, &mut stream).await;
                        break;
                    }
                }
            }
            outgoing = rx.recv() => match outgoing {
                Some(Outbound::Text(t)) => {
                    if t.as_str().starts_with(FRAME_START) {
                        answers = (answers + 1).min(ANSWERS_HELD);
                    }
                    if sink.send(Message::Text(t)).await.is_err() {
                        break;
                    }
                }
                Some(Outbound::Close) | None => break,
            },
            _ = ping.tick() => {
                if heard.elapsed() > SILENCE || sink.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
        }
    }
    let _ = sink.close().await;
    if let Stage::InRoom(room) = stage {
        let _ = room.send(Cmd::Gone { page: id }).await;
    }
}

/// Acts on one message; the problem to answer with, if any.
async fn on_message(
    hub: &Arc<Hub>,
    me: &Page,
    stage: &mut Stage,
    msg: ClientMsg,
) -> Option<Problem> {
    match (&*stage, msg) {
        (Stage::Greeting, ClientMsg::Hello { version }) => {
            if !(OLDEST_PAGE..=VERSION).contains(&version) {
                return Some(Problem::Outdated);
            }
            *stage = Stage::Greeted;
            let hello = Utf8Bytes::from(message_text(&ServerMsg::Hello { version: VERSION }));
            let _ = me.tx.send(Outbound::Text(hello)).await;
            None
        }
        (Stage::Greeting, _) => Some(Problem::HelloFirst),
        (Stage::Greeted, ClientMsg::Create { name, settings }) => {
            enter(me, stage, hub.create(&name, settings).await).await
        }
        (Stage::Greeted, ClientMsg::Join { invite, name }) => {
            enter(me, stage, hub.join(&invite, &name).await).await
        }
        (Stage::Greeted, ClientMsg::Resume { token }) => {
            enter(me, stage, hub.resume(&token).await).await
        }
        (Stage::Greeted, ClientMsg::Watch { watch }) => {
            enter(me, stage, hub.watch(&watch).await).await
        }
        (Stage::Greeted, ClientMsg::Hello { .. }) => None,
        (Stage::Greeted, _) => Some(Problem::NotInRoom),
        (Stage::InRoom(room), msg) => {
            if room.send(Cmd::Client { page: me.id, msg }).await.is_err() {
                // The room was put away: the page reconnects and finds it again.
                let _ = me.tx.send(Outbound::Close).await;
                return Some(Problem::Unavailable);
            }
            None
        }
    }
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
