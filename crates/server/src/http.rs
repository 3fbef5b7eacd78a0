//! The server's one port: the rooms' WebSocket at `/ws`, `/api/health`, and the built
//! game (the `dist` folder) for everything else, so that one address serves the game and
//! play with friends.

use std::path::Path;
use std::sync::Arc;

use axum::extract::{State, WebSocketUpgrade};
use axum::response::Response;
use axum::routing::get;
use axum::Router;
use tower_http::services::ServeDir;

use crate::hub::Hub;

/// The largest WebSocket message the server reads at all; past it the connection is
/// closed (the server tries to say why first, but the rest of such a message is never
/// read, so the page may not hear it). Messages past the protocol's own limit (2 KiB) but
/// under this one are read whole, answered with a problem, and the page stays connected.
pub const MAX_WS_MESSAGE: usize = 1024 * 1024;

/// The router: `/ws`, `/api/health`, and the files of `dist`.
pub fn router(hub: Arc<Hub>, dist: &Path) -> Router {
    Router::new()
        .route("/ws", get(upgrade))
        .route("/api/health", get(|| async { "ok" }))
        .fallback_service(ServeDir::new(dist))
        .with_state(hub)
}

async fn upgrade(ws: WebSocketUpgrade, State(hub): State<Arc<Hub>>) -> Response {
    // Small buffers: a page's messages are small, and the server holds thousands of pages.
    ws.read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .max_write_buffer_size(4 * 1024 * 1024)
        .max_message_size(MAX_WS_MESSAGE)
        .max_frame_size(MAX_WS_MESSAGE)
        .on_upgrade(move |socket| crate::page::serve(socket, hub))
}
