//! The server's one port: the rooms' WebSocket at `/ws`, the health checks, the metrics,
//! and the built game (the `dist` folder) for everything else, so that one address serves
//! the game and play with friends.
//!
//! - `/api/health`: the process is alive (`ok`);
//! - `/api/health/ready`: it takes pages now (`ready`; 503 with the reason while it
//!   stops, or when its store does not answer);
//! - `/metrics`: Prometheus' metrics ([`crate::metrics`]).
//!
//! Every socket sets `TCP_NODELAY` ([`listener`]): a frame is sent the moment the room
//! has it, never held back by Nagle's algorithm for the page's delayed ACK.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use axum::extract::{ConnectInfo, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::{ListenerExt, TapIo};
use axum::Router;
use tokio::net::{TcpListener, TcpStream};
use tower_http::services::ServeDir;
use tower_http::trace::TraceLayer;

use crate::hub::Hub;
use crate::limits::client_address;

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

/// The router: `/ws`, the health checks, `/metrics`, and the files of `dist`; each
/// request traced (at the `debug` level of `tower_http`: `RUST_LOG=tower_http=debug`).
pub fn router(hub: Arc<Hub>, dist: &Path) -> Router {
    Router::new()
        .route("/ws", get(upgrade))
        .route("/api/health", get(|| async { "ok" }))
        .route("/api/health/ready", get(ready))
        .route("/metrics", get(metrics))
        .fallback_service(ServeDir::new(dist))
        .layer(TraceLayer::new_for_http())
        .with_state(hub)
}

async fn ready(State(hub): State<Arc<Hub>>) -> Response {
    match hub.ready().await {
        Ok(()) => "ready".into_response(),
        Err(why) => (StatusCode::SERVICE_UNAVAILABLE, why).into_response(),
    }
}

async fn metrics(State(hub): State<Arc<Hub>>) -> Response {
    (
        [(header::CONTENT_TYPE, crate::metrics::CONTENT_TYPE)],
        hub.metrics.render(),
    )
        .into_response()
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
