//! One page's connection: the protocol over a real WebSocket.

use super::*;

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
