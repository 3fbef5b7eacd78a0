//! The server's one port: the rooms' WebSocket at `/ws`, the health checks, the metrics,
//! and the built game (the `dist` folder) for everything else, so that one address serves
//! the game and play with friends.
//!
//! - `/api/health`: the process is alive (`ok`);
//! - `/api/health/ready`: it takes pages now (`ready`; 503 with the reason while it
//!   stops, or when its store does not answer);
//! - `/metrics`: Prometheus' metrics ([`crate::metrics`]), to whom [`MetricsAccess`]
//!   lets read them: by default only to the machine itself; with `--metrics-token`, to
//!   whoever sends the token; with `--metrics-addr`, on a listener of its own
//!   ([`metrics_router`]) and no longer on the game's port.
//!
//! Every socket sets `TCP_NODELAY` ([`listener`]): a frame is sent the moment the room
//! has it, never held back by Nagle's algorithm for the page's delayed ACK.

use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::sync::Arc;

use axum::extract::{ConnectInfo, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::{ListenerExt, TapIo};
use axum::Router;
use tokio::net::{TcpListener, TcpStream};
use tower_http::services::ServeDir;
use tower_http::trace::TraceLayer;

use crate::hub::Hub;
use crate::limits::client_address;
use sha2::{Digest, Sha256};

/// The largest WebSocket message the server reads at all; past it the connection is
/// closed: the page is sent the problem and a close frame that say why (the rest of such a
/// message is never read, and the socket is kept a second so that the page reads them
/// before it closes on that unread rest). Messages past the protocol's own limit (2 KiB)
/// but under this one are read whole, answered with a problem, and the page stays
/// connected.
pub const MAX_WS_MESSAGE: usize = 1024 * 1024;

/// The listener the server accepts on: `tcp` with `TCP_NODELAY` set on every connection.
pub fn listener(tcp: TcpListener) -> TapIo<TcpListener, fn(&mut TcpStream)> {
    tcp.tap_io(send_at_once)
}

fn send_at_once(stream: &mut TcpStream) {
    if let Err(e) = stream.set_nodelay(true) {
        tracing::warn!(error = %e, "could not set TCP_NODELAY on a connection");
    }
}

/// Who may read `/metrics` (`docs/SCALING.md`, "Metrics"). The counts tell nothing of a
/// room or a player, but they tell how busy the server is and what it refuses: an
/// operator's, not the world's.
#[derive(Clone, PartialEq, Eq)]
pub enum MetricsAccess {
    /// The machine itself (the default): a client whose address, as the limits take it
    /// ([`client_address`], through a `--trust-proxy`), is a loopback address, and that
    /// did not come through a proxy the server does not trust (a request forwarded by
    /// one, `X-Forwarded-For`, `Forwarded` or `X-Real-IP`, may come from anywhere: a
    /// reverse proxy on the same machine, not named by `--trust-proxy`, would otherwise
    /// pass the world's requests as the machine's own). Anyone else is answered 403.
    Loopback,
    /// Whoever sends `Authorization: Bearer TOKEN` (`--metrics-token`, compared in
    /// constant time), from any address; anyone else is answered 401.
    Token(String),
    /// Whoever reaches the listener (`--metrics-addr` without a token: the operator keeps
    /// that address private).
    Anyone,
}

impl std::fmt::Debug for MetricsAccess {
    /// Never the token: it is logged with the server's setup.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MetricsAccess::Loopback => f.write_str("Loopback"),
            MetricsAccess::Token(_) => f.write_str("Token(..)"),
            MetricsAccess::Anyone => f.write_str("Anyone"),
        }
    }
}

/// The headers a proxy adds to say whom it forwards.
const FORWARDING: [&str; 3] = ["x-forwarded-for", "forwarded", "x-real-ip"];

impl MetricsAccess {
    /// Whether the request from `peer` with `headers` may read the metrics; the status to
    /// answer it with when not.
    fn check(
        &self,
        peer: SocketAddr,
        headers: &HeaderMap,
        trusted: &[IpAddr],
    ) -> Result<(), StatusCode> {
        match self {
            MetricsAccess::Anyone => Ok(()),
            MetricsAccess::Token(token) => {
                let given = headers
                    .get(header::AUTHORIZATION)
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.trim().split_once(' '))
                    .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
                    .map(|(_, t)| t.trim());
                match given {
                    Some(given) if same_secret(given, token) => Ok(()),
                    _ => Err(StatusCode::UNAUTHORIZED),
                }
            }
            MetricsAccess::Loopback => {
                let forwarded = FORWARDING.iter().any(|h| headers.contains_key(*h));
                let from_trusted = trusted.contains(&peer.ip());
                let ip = client_address(peer, headers, trusted);
                if ip.to_canonical().is_loopback() && (from_trusted || !forwarded) {
                    Ok(())
                } else {
                    Err(StatusCode::FORBIDDEN)
                }
            }
        }
    }
}

/// Whether `given` is `secret`, in a time that does not depend on where they differ: both
/// are hashed first (so their lengths do not show either), then every byte of the digests
/// compared.
fn same_secret(given: &str, secret: &str) -> bool {
    let a = Sha256::digest(given.as_bytes());
    let b = Sha256::digest(secret.as_bytes());
    let differ = a.iter().zip(b.iter()).fold(0u8, |d, (x, y)| d | (x ^ y));
    std::hint::black_box(differ) == 0
}

/// The router: `/ws`, the health checks, `/metrics` (when `metrics` says who may read
/// them; `None`: they are served elsewhere, [`metrics_router`]), and the files of `dist`;
/// each request traced (at the `debug` level of `tower_http`:
/// `RUST_LOG=tower_http=debug`).
pub fn router(hub: Arc<Hub>, dist: &Path, metrics: Option<MetricsAccess>) -> Router {
    let game = Router::new()
        .route("/ws", get(upgrade))
        .route("/api/health", get(|| async { "ok" }))
        .route("/api/health/ready", get(ready));
    let game = match metrics {
        Some(access) => game.merge(metrics_routes(access)),
        None => game,
    };
    game.fallback_service(ServeDir::new(dist))
        .layer(TraceLayer::new_for_http())
        .with_state(hub)
}

/// The router of a listener for the metrics alone (`--metrics-addr`): `/metrics`, read by
/// whom `access` lets; nothing else.
pub fn metrics_router(hub: Arc<Hub>, access: MetricsAccess) -> Router {
    metrics_routes(access)
        .layer(TraceLayer::new_for_http())
        .with_state(hub)
}

fn metrics_routes(access: MetricsAccess) -> Router<Arc<Hub>> {
    let access = Arc::new(access);
    Router::new().route(
        "/metrics",
        get(
            move |hub: State<Arc<Hub>>, peer: ConnectInfo<SocketAddr>, headers: HeaderMap| {
                metrics(hub, peer, headers, access.clone())
            },
        ),
    )
}

async fn ready(State(hub): State<Arc<Hub>>) -> Response {
    match hub.ready().await {
        Ok(()) => "ready".into_response(),
        Err(why) => (StatusCode::SERVICE_UNAVAILABLE, why).into_response(),
    }
}

async fn metrics(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    access: Arc<MetricsAccess>,
) -> Response {
    match access.check(peer, &headers, &hub.gate().limits().trusted_proxies) {
        Ok(()) => (
            [(header::CONTENT_TYPE, crate::metrics::CONTENT_TYPE)],
            hub.metrics.render(),
        )
            .into_response(),
        Err(StatusCode::UNAUTHORIZED) => (
            StatusCode::UNAUTHORIZED,
            [(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"))],
            "the metrics need the operator's token\n",
        )
            .into_response(),
        Err(status) => {
            tracing::debug!(%peer, "refused the metrics to a client not on this machine");
            (status, "the metrics are for this machine only\n").into_response()
        }
    }
}

async fn upgrade(
    ws: WebSocketUpgrade,
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let ip = client_address(peer, &headers, &hub.gate().limits().trusted_proxies);
    let admitted = hub.gate().admit(ip);
    if admitted.is_err() {
        tracing::info!(peer = %ip, "refused a page: too many from this address");
    }
    // Small buffers: a page's messages are small, and the server holds thousands of pages.
    ws.read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .max_write_buffer_size(4 * 1024 * 1024)
        .max_message_size(MAX_WS_MESSAGE)
        .max_frame_size(MAX_WS_MESSAGE)
        .on_upgrade(move |socket| async move {
            match admitted {
                Ok(admission) => crate::page::serve(socket, hub, ip, admission).await,
                Err(why) => crate::page::turn_away(socket, hub, why).await,
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::serve::Listener;

    #[test]
    fn a_secret_is_the_same_only_as_itself() {
        assert!(same_secret("s3cret-token", "s3cret-token"));
        assert!(!same_secret("s3cret-tokeN", "s3cret-token"));
        assert!(!same_secret("s3cret", "s3cret-token"));
        assert!(!same_secret("", "s3cret-token"));
    }

    #[test]
    fn the_metrics_are_the_machine_s_own_by_default() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap_or_else(|e| panic!("{e}"));
        let peer = |s: &str| SocketAddr::new(ip(s), 40000);
        let plain = HeaderMap::new();
        let mut forwarded = HeaderMap::new();
        forwarded.insert("x-forwarded-for", HeaderValue::from_static("203.0.113.5"));
        let local = MetricsAccess::Loopback;
        assert_eq!(local.check(peer("127.0.0.1"), &plain, &[]), Ok(()));
        assert_eq!(local.check(peer("::1"), &plain, &[]), Ok(()));
        assert_eq!(local.check(peer("::ffff:127.0.0.1"), &plain, &[]), Ok(()));
        assert_eq!(
            local.check(peer("192.0.2.1"), &plain, &[]),
            Err(StatusCode::FORBIDDEN)
        );
        // Through a proxy on this machine that the server was not told to trust.
        assert_eq!(
            local.check(peer("127.0.0.1"), &forwarded, &[]),
            Err(StatusCode::FORBIDDEN)
        );
        // Through one it trusts: the address the proxy saw.
        let trusted = [ip("127.0.0.1")];
        assert_eq!(
            local.check(peer("127.0.0.1"), &forwarded, &trusted),
            Err(StatusCode::FORBIDDEN)
        );
        assert_eq!(local.check(peer("127.0.0.1"), &plain, &trusted), Ok(()));
        // A token is asked of everyone, the machine itself too.
        let token = MetricsAccess::Token("s3cret".into());
        let mut bearer = HeaderMap::new();
        bearer.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("bearer s3cret"),
        );
        assert_eq!(token.check(peer("192.0.2.1"), &bearer, &[]), Ok(()));
        assert_eq!(
            token.check(peer("127.0.0.1"), &plain, &[]),
            Err(StatusCode::UNAUTHORIZED)
        );
        assert_eq!(format!("{token:?}"), "Token(..)", "never the token itself");
    }

    /// Nagle's algorithm held a second frame to the same page for the page's delayed ACK
    /// (about 40 ms): every connection the server accepts must have it off.
    #[tokio::test]
    async fn every_accepted_connection_sends_at_once() {
        let tcp = TcpListener::bind("127.0.0.1:0")
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        let addr = tcp.local_addr().unwrap_or_else(|e| panic!("{e}"));
        let mut l = listener(tcp);
        let client = tokio::spawn(TcpStream::connect(addr));
        let (accepted, _) = l.accept().await;
        assert!(accepted.nodelay().unwrap_or(false), "TCP_NODELAY is off");
        drop(client.await);
    }
}
