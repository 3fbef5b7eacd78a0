//! `rinshan-server`: serves the built game and its rooms on one port.
//!
//! ```text
//! rinshan-server [--addr 127.0.0.1:8080] [--dist dist] [--data data]
//!                [--postgres "host=127.0.0.1 port=5432 user=rinshan dbname=rinshan"]
//!                [--limit-pages-per-address 64] [--limit-rooms-per-address-minute 20]
//!                [--limit-open-rooms 10000] [--unstarted-room-secs 7200]
//!                [--finished-room-days 30]
//!                [--trust-proxy IP[,IP…]] [--predictable-seeds SEED]
//!                [--metrics-addr IP:PORT] [--metrics-token TOKEN | --metrics-token-file FILE]
//! ```
//!
//! Rooms are kept in SQLite in the `--data` folder (created if missing), or in PostgreSQL
//! with `--postgres` (several instances may share one database). The first line printed
//! is the address it listens on (`listening on http://…`), so a test can ask for port 0;
//! with `--metrics-addr`, the second is the metrics' (`metrics on http://…/metrics`).
//!
//! `/metrics` (Prometheus) is the operator's (`docs/SCALING.md`): without a flag it is
//! served on the game's port to this machine only (a client at a loopback address, as
//! `--trust-proxy` has it; others get 403); `--metrics-token` (or `--metrics-token-file`,
//! which keeps it off the command line that `ps` shows) asks every client for
//! `Authorization: Bearer TOKEN` (others get 401); `--metrics-addr` serves it on a
//! listener of its own, to whoever reaches that address (and the token, if given), and no
//! longer on the game's port.
//!
//! The limits (`docs/SCALING.md`; 0 turns one off): pages one address may hold connected,
//! rooms one address may open a minute, rooms live on this instance, and how long a room
//! whose match never starts is kept before it is closed and purged. `--trust-proxy` names
//! the reverse proxies whose `X-Forwarded-For` gives a page's address.
//!
//! `--finished-room-days` is how long a room whose match has ended is kept (0: for ever):
//! then its match is purged from the store, and its links and seat tokens say so.
//! Players keep what their browser kept at the match's end (`docs/SCALING.md`).
//!
//! `--predictable-seeds` deals the rooms from SEED, SEED+1… in the order they are opened,
//! so that a test or a demonstration gets the same deal every time. Never use it for real
//! play: whoever knows the seed knows every wall.
//!
//! Logs go to standard error, at the levels `RUST_LOG` sets (`info` when unset; e.g.
//! `RUST_LOG=info,rinshan_server=debug,tower_http=debug` adds every connection and
//! request). Interrupted (Ctrl-C) or terminated (SIGTERM), it stops taking pages, lets
//! every room finish the message in hand, tells every page to come back, makes the store
//! durable and exits with status 0.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use rinshan_server::http::{listener, metrics_router, router, MetricsAccess};
use rinshan_server::hub::{Hub, HubOptions};
use rinshan_server::limits::Limits;
use rinshan_server::store::postgres::PgStore;
use rinshan_server::store::sqlite::SqliteStore;
use rinshan_server::store::Store;
use tracing_subscriber::filter::Targets;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;

/// How long a stop waits for the rooms and pages to finish.
const STOP_WAIT: Duration = Duration::from_secs(5);

struct Options {
    addr: SocketAddr,
    dist: PathBuf,
    data: PathBuf,
    postgres: Option<String>,
    hub: HubOptions,
    metrics_addr: Option<SocketAddr>,
    metrics_token: Option<String>,
}

const USAGE: &str = "usage: rinshan-server [--addr IP:PORT] [--dist DIR] [--data DIR] \
[--postgres CONNINFO] [--limit-pages-per-address N] [--limit-rooms-per-address-minute N] \
[--limit-open-rooms N] [--unstarted-room-secs N] [--finished-room-days N] \
[--trust-proxy IP[,IP...]] \
[--predictable-seeds SEED] [--metrics-addr IP:PORT] \
[--metrics-token TOKEN | --metrics-token-file FILE]";

fn options() -> Result<Options, String> {
    let mut o = Options {
        addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
        dist: PathBuf::from("dist"),
        data: PathBuf::from("data"),
        postgres: None,
        hub: HubOptions {
            seeds: None,
            limits: Limits::default(),
        },
        metrics_addr: None,
        metrics_token: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(name) = args.next() {
        let mut value = || args.next().ok_or(format!("{name} needs a value"));
        let limits = &mut o.hub.limits;
        match name.as_str() {
            "--addr" => o.addr = value()?.parse().map_err(|e| format!("--addr: {e}"))?,
            "--dist" => o.dist = PathBuf::from(value()?),
            "--data" => o.data = PathBuf::from(value()?),
            "--postgres" => o.postgres = Some(value()?),
            "--limit-pages-per-address" => limits.pages_per_address = number(&name, value()?)?,
            "--limit-rooms-per-address-minute" => {
                limits.rooms_per_address_minute = number(&name, value()?)?
            }
            "--limit-open-rooms" => limits.open_rooms = number(&name, value()?)?,
            "--unstarted-room-secs" => limits.unstarted_secs = number(&name, value()?)?,
            "--finished-room-days" => limits.finished_days = number(&name, value()?)?,
            "--trust-proxy" => {
                for ip in value()?.split(',') {
                    let ip: IpAddr = ip
                        .trim()
                        .parse()
                        .map_err(|e| format!("--trust-proxy {ip}: {e}"))?;
                    limits.trusted_proxies.push(ip);
                }
            }
            "--predictable-seeds" => o.hub.seeds = Some(number(&name, value()?)?),
            "--metrics-addr" => {
                o.metrics_addr = Some(value()?.parse().map_err(|e| format!("{name}: {e}"))?)
            }
            "--metrics-token" => o.metrics_token = Some(token(&name, value()?)?),
            "--metrics-token-file" => {
                let path = value()?;
                let text =
                    std::fs::read_to_string(&path).map_err(|e| format!("{name} {path}: {e}"))?;
                o.metrics_token = Some(token(&name, text)?);
            }
            "--help" | "-h" => return Err(USAGE.into()),
            other => return Err(format!("unknown option {other} (see --help)")),
        }
    }
    Ok(o)
}

/// A token for the metrics: what was given, without the spaces and line end around it
/// (a file's last line end), never empty.
fn token(name: &str, v: String) -> Result<String, String> {
    let t = v.trim();
    if t.is_empty() || t.chars().any(char::is_whitespace) {
        return Err(format!("{name}: a token is one word, not empty"));
    }
    Ok(t.to_string())
}

fn number<T: std::str::FromStr>(name: &str, v: String) -> Result<T, String>
where
    T::Err: std::fmt::Display,
{
    v.parse().map_err(|e| format!("{name} {v}: {e}"))
}

/// Logs to standard error at the levels `RUST_LOG` sets (`info` without it).
fn start_logging() {
    let wanted = std::env::var("RUST_LOG").ok();
    let parsed = wanted.as_deref().map(str::parse::<Targets>);
    let filter = match &parsed {
        Some(Ok(t)) => t.clone(),
        _ => Targets::new().with_default(tracing::Level::INFO),
    };
    tracing_subscriber::registry()
        .with(
            tracing_subscriber::fmt::layer()
                .with_writer(std::io::stderr)
                .with_target(false),
        )
        .with(filter)
        .init();
    if let Some(Err(e)) = parsed {
        tracing::warn!(error = %e, "RUST_LOG is not understood: logging at the info level");
    }
}

/// Listens for SIGINT and SIGTERM from now on: resolves when the process is asked to stop,
/// with which. Called before the port is listened on, so that a signal the moment the
/// server answers stops it cleanly instead of killing it (a signal no handler listens for
/// yet kills the process).
fn stop_signal() -> impl std::future::Future<Output = &'static str> {
    use tokio::signal::unix::{signal, Signal, SignalKind};
    let listen = |kind: SignalKind, name: &str| match signal(kind) {
        Ok(s) => Some(s),
        Err(e) => {
            tracing::error!(error = %e, "cannot listen for {name}");
            None
        }
    };
    async fn received(s: &mut Option<Signal>) {
        match s {
            Some(s) => {
                s.recv().await;
            }
            None => std::future::pending().await,
        }
    }
    let mut interrupt = listen(SignalKind::interrupt(), "SIGINT");
    let mut terminate = listen(SignalKind::terminate(), "SIGTERM");
    async move {
        tokio::select! {
            () = received(&mut interrupt) => "interrupted",
            () = received(&mut terminate) => "terminated",
        }
    }
}

#[tokio::main]
async fn main() {
    start_logging();
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let stop = stop_signal();
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
    if o.hub.seeds.is_some() {
        tracing::warn!("rooms are dealt from predictable seeds: for tests and demonstrations only");
    }
    let limits = o.hub.limits.clone();
    let hub = Hub::with_options(store, o.hub);
    let tcp = match tokio::net::TcpListener::bind(o.addr).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("cannot listen on {}: {e}", o.addr);
            std::process::exit(1);
        }
    };
    let local = tcp.local_addr().map_or(o.addr, |a| a);
    let access = match (o.metrics_token, o.metrics_addr) {
        (Some(token), _) => MetricsAccess::Token(token),
        (None, Some(_)) => MetricsAccess::Anyone,
        (None, None) => MetricsAccess::Loopback,
    };
    let metrics_tcp = match o.metrics_addr {
        Some(addr) => match tokio::net::TcpListener::bind(addr).await {
            Ok(l) => Some(l),
            Err(e) => {
                eprintln!("cannot listen on {addr} for the metrics: {e}");
                std::process::exit(1);
            }
        },
        None => None,
    };
    let metrics_local = metrics_tcp.as_ref().and_then(|l| l.local_addr().ok());
    // One write: a reader that stops after the first line never makes a later one fail.
    let mut said = format!("listening on http://{local}\n");
    if let Some(m) = metrics_local {
        said.push_str(&format!("metrics on http://{m}/metrics\n"));
    }
    {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(said.as_bytes()).and_then(|()| out.flush());
    }
    tracing::info!(%local, dist = %o.dist.display(), ?limits, "serving the game and its rooms");
    match metrics_local {
        Some(m) => {
            tracing::info!(metrics = %m, access = ?access, "serving the metrics on a port of their own")
        }
        None => tracing::info!(access = ?access, "serving the metrics on the game's port"),
    }
    // Rooms never started are looked for four times in the time they are kept (at most
    // a minute apart; finished rooms kept long enough are looked for, and idle addresses
    // forgotten, as often).
    let every = match limits.unstarted_secs {
        0 => Duration::from_secs(60),
        keep => Duration::from_secs((keep / 4).clamp(1, 60)),
    };
    tokio::spawn(hub.clone().sweep(every));
    let (app, metrics_app) = match metrics_tcp {
        Some(m) => (
            router(hub.clone(), &o.dist, None),
            Some((m, metrics_router(hub.clone(), access))),
        ),
        None => (router(hub.clone(), &o.dist, Some(access)), None),
    };
    let (stop_serving, stopped) = tokio::sync::watch::channel(false);
    let until_stopped = move || {
        let mut stopped = stopped.clone();
        async move {
            let _ = stopped.wait_for(|s| *s).await;
        }
    };
    if let Some((m, metrics_app)) = metrics_app {
        let until = until_stopped();
        tokio::spawn(async move {
            let served = axum::serve(
                listener(m),
                metrics_app.into_make_service_with_connect_info::<SocketAddr>(),
            )
            .with_graceful_shutdown(until)
            .await;
            if let Err(e) = served {
                tracing::error!(error = %e, "the metrics' listener stopped");
            }
        });
    }
    let until = until_stopped();
    let serving = tokio::spawn(async move {
        axum::serve(
            listener(tcp),
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(until)
        .await
    });
    tokio::select! {
        why = stop => {
            tracing::info!("{why}: stopping (no new pages; every room finishes its message in hand)");
        }
        result = serving => {
            let why = match result {
                Ok(Ok(())) => "the listener closed".to_string(),
                Ok(Err(e)) => e.to_string(),
                Err(e) => e.to_string(),
            };
            eprintln!("the server stopped: {why}");
            std::process::exit(1);
        }
    }
    stop_serving.send_replace(true);
    let all = hub.shutdown(STOP_WAIT).await;
    if !all {
        tracing::warn!("some rooms or pages had not stopped in {STOP_WAIT:?}: stopping anyway");
    }
    hub.close_store().await;
    tracing::info!("stopped: the store holds everything it acknowledged");
    std::process::exit(0);
}
