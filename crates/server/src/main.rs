//! `rinshan-server`: serves the built game and its rooms on one port.
//!
//! ```text
//! rinshan-server [--addr 127.0.0.1:8080] [--dist dist] [--data data]
//!                [--postgres "host=127.0.0.1 port=5432 user=rinshan dbname=rinshan"]
//!                [--predictable-seeds SEED]
//! ```
//!
//! `--predictable-seeds` deals the rooms from SEED, SEED+1… in the order they are opened,
//! so that a test or a demonstration gets the same deal every time. Never use it for real
//! play: whoever knows the seed knows every wall.
//!
//! Rooms are kept in SQLite in the `--data` folder (created if missing), or in PostgreSQL
//! with `--postgres` (several instances may share one database). The first line printed
//! is the address it listens on (`listening on http://…`), so a test can ask for port 0.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use rinshan_server::http::router;
use rinshan_server::hub::Hub;
use rinshan_server::store::postgres::PgStore;
use rinshan_server::store::sqlite::SqliteStore;
use rinshan_server::store::Store;

struct Options {
    addr: SocketAddr,
    dist: PathBuf,
    data: PathBuf,
    postgres: Option<String>,
    seeds: Option<u64>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
        dist: PathBuf::from("dist"),
        data: PathBuf::from("data"),
        postgres: None,
        seeds: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(name) = args.next() {
        let mut value = || args.next().ok_or(format!("{name} needs a value"));
        match name.as_str() {
            "--addr" => o.addr = value()?.parse().map_err(|e| format!("--addr: {e}"))?,
            "--dist" => o.dist = PathBuf::from(value()?),
            "--data" => o.data = PathBuf::from(value()?),
            "--postgres" => o.postgres = Some(value()?),
            "--predictable-seeds" => {
                o.seeds = Some(value()?.parse().map_err(|e| format!("--predictable-seeds: {e}"))?)
            }
            "--help" | "-h" => {
                return Err("usage: rinshan-server [--addr IP:PORT] [--dist DIR] [--data DIR] [--postgres CONNINFO] [--predictable-seeds SEED]".into())
            }
            other => return Err(format!("unknown option {other} (see --help)")),
        }
    }
    Ok(o)
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_target(false)
        .init();
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let store: Arc<dyn Store> = match &o.postgres {
        Some(conninfo) => match PgStore::open(conninfo).await {
            Ok(s) => Arc::new(s),
            Err(e) => {
                eprintln!("cannot use PostgreSQL: {e}");
                std::process::exit(1);
            }
        },
        None => match SqliteStore::open(&o.data) {
            Ok(s) => Arc::new(s),
            Err(e) => {
                eprintln!("cannot open the store in {}: {e}", o.data.display());
                std::process::exit(1);
            }
        },
    };
    if o.seeds.is_some() {
        tracing::warn!("rooms are dealt from predictable seeds: for tests and demonstrations only");
    }
    let hub = Hub::with_seeds(store, o.seeds);
    let listener = match tokio::net::TcpListener::bind(o.addr).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("cannot listen on {}: {e}", o.addr);
            std::process::exit(1);
        }
    };
    let local = listener.local_addr().map_or(o.addr, |a| a);
    println!("listening on http://{local}");
    tracing::info!(%local, dist = %o.dist.display(), "serving the game and its rooms");
    let app = router(hub, &o.dist);
    let shutdown = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    if let Err(e) = axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await
    {
        eprintln!("the server stopped: {e}");
        std::process::exit(1);
    }
}
