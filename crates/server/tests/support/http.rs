//! Plain HTTP requests to the server.

use super::*;

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
