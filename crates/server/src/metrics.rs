//! What the server exposes to Prometheus at `/metrics` (OpenMetrics text, by the
//! `prometheus-client` crate): rooms and pages now, the moves made (whose rate is the
//! actions a second), how long the store takes to make a change durable, the problems
//! pages were sent, by code, and the pages cut off for falling too far behind. Counts
//! only: no room, code, token or address.

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;

use crate::room::By;
use rinshan_protocol::Problem;

/// A label: its name and value.
type Label = [(&'static str, &'static str); 1];

/// The server's metrics.
#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    /// Rooms live on this instance.
    pub rooms: Gauge,
    /// Pages (WebSocket connections) connected.
    pub pages: Gauge,
    moves: Family<Label, Counter>,
    problems: Family<Label, Counter>,
    /// Rooms opened.
    pub rooms_opened: Counter,
    /// Seconds the store took to make one change durable (the room waits for it before
    /// anyone hears of the change).
    pub store_commit: Histogram,
    /// Pages cut off because their queue of messages was full: each was too far behind
    /// (a connection too slow, or a page that stopped reading), and reconnects.
    pub pages_cut_off: Counter,
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::with_prefix("rinshan");
        let rooms = Gauge::default();
        let pages = Gauge::default();
        let moves = Family::<Label, Counter>::default();
        let problems = Family::<Label, Counter>::default();
        let rooms_opened = Counter::default();
        let pages_cut_off = Counter::default();
        // 0.1 ms to about 3 s.
        let store_commit = Histogram::new(exponential_buckets(0.0001, 2.0, 15));
        registry.register("rooms", "Rooms live on this instance", rooms.clone());
        registry.register("pages", "Pages connected to this instance", pages.clone());
        registry.register(
            "moves",
            "Moves made in matches, by who made them (player, timeout, computer, auto)",
            moves.clone(),
        );
        registry.register(
            "problems",
            "Problems sent to pages, by code",
            problems.clone(),
        );
        registry.register("rooms_opened", "Rooms opened", rooms_opened.clone());
        registry.register(
            "pages_cut_off",
            "Pages cut off because they fell too far behind their messages (each reconnects)",
            pages_cut_off.clone(),
        );
        registry.register(
            "store_commit_seconds",
            "Time the store took to make one change durable",
            store_commit.clone(),
        );
        Metrics {
            registry,
            rooms,
            pages,
            moves,
            problems,
            rooms_opened,
            store_commit,
            pages_cut_off,
        }
    }
}

impl Metrics {
    /// Counts a move.
    pub fn moved(&self, by: By) {
        let who = match by {
            By::Player => "player",
            By::Timeout => "timeout",
            By::Computer => "computer",
            By::Auto => "auto",
        };
        self.moves.get_or_create(&[("by", who)]).inc();
    }

    /// Counts a problem sent to a page.
    pub fn problem(&self, p: Problem) {
        self.problems.get_or_create(&[("code", p.code())]).inc();
    }

    /// The metrics as Prometheus reads them (OpenMetrics text).
    pub fn render(&self) -> String {
        let mut text = String::new();
        if let Err(e) = encode(&mut text, &self.registry) {
            tracing::error!(error = %e, "the metrics cannot be written");
        }
        text
    }
}

/// The content type of [`Metrics::render`].
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_metrics_read_as_openmetrics() {
        let m = Metrics::default();
        m.rooms.set(3);
        m.moved(By::Player);
        m.moved(By::Player);
        m.problem(Problem::Flood);
        m.store_commit.observe(0.002);
        let text = m.render();
        for line in [
            "rinshan_rooms 3",
            "rinshan_moves_total{by=\"player\"} 2",
            "rinshan_problems_total{code=\"flood\"} 1",
            "rinshan_store_commit_seconds_count 1",
            "# EOF",
        ] {
            assert!(text.contains(line), "no {line:?} in\n{text}");
        }
    }
}
