//! What the load generator measures besides its own counts: the server's memory (resident
//! set, from /proc) and CPU time over the measuring window, and the report it prints.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// The resident memory of process `pid`, in KiB.
pub fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

/// CPU time (user and system) of process `pid`, in clock ticks.
fn cpu_ticks(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command's closing parenthesis: utime is the 12th, stime the 13th.
    let rest = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    Some(f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?)
}

/// The measuring window, while it is open.
pub struct Window {
    at: Instant,
    actions: u64,
    ticks: Option<u64>,
}

/// What the window measured.
pub struct Measured {
    pub seconds: f64,
    pub actions: u64,
    /// The server's CPU over the window, in cores (1.0 = one core busy).
    pub cores: Option<f64>,
    /// The server's resident memory at the end of the window, in KiB.
    pub rss_kib: Option<u64>,
}

impl Window {
    pub fn open(actions: &AtomicU64, pid: Option<u32>) -> Window {
        Window {
            at: Instant::now(),
            actions: actions.load(Ordering::Relaxed),
            ticks: pid.and_then(cpu_ticks),
        }
    }

    pub fn close(self, actions: &AtomicU64, pid: Option<u32>) -> Measured {
        let seconds = self.at.elapsed().as_secs_f64();
        // Linux counts CPU time in ticks of 1/100 s (USER_HZ).
        let cores = match (self.ticks, pid.and_then(cpu_ticks)) {
            (Some(a), Some(b)) => Some((b - a) as f64 / 100.0 / seconds),
            _ => None,
        };
        Measured {
            seconds,
            actions: actions.load(Ordering::Relaxed) - self.actions,
            cores,
            rss_kib: pid.and_then(rss_kib),
        }
    }
}

/// Everything the run found.
pub struct Report {
    pub rooms: usize,
    pub held: u64,
    pub pause_ms: u64,
    pub window: Measured,
    pub latencies: Vec<u32>,
    pub problems: u64,
    pub lost: u64,
    pub matches: u64,
    pub idle_rss_kib: Option<u64>,
    /// Where the players connect from, in words.
    pub addresses: String,
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    f64::from(sorted[i.min(sorted.len() - 1)]) / 1000.0
}

/// Prints the report as a Markdown table.
pub fn print(r: &Report) {
    let mut l = r.latencies.clone();
    l.sort_unstable();
    let w = &r.window;
    println!("| measure | value |");
    println!("|---|---|");
    println!(
        "| rooms asked for | {} ({} sockets) |",
        r.rooms,
        r.rooms * 4
    );
    println!("| rooms held through the window | {} |", r.held);
    println!("| players' addresses | {} |", r.addresses);
    println!(
        "| players' pause | {} ms (uniform {}–{} ms) |",
        r.pause_ms,
        r.pause_ms / 2,
        r.pause_ms * 3 / 2
    );
    println!("| window | {:.1} s |", w.seconds);
    println!("| actions a second | {:.0} |", w.actions as f64 / w.seconds);
    println!(
        "| discard to every seat's frame (ms) | p50 {:.1}, p99 {:.1}, max {:.1} over {} discards |",
        percentile(&l, 0.5),
        percentile(&l, 0.99),
        percentile(&l, 1.0),
        l.len()
    );
    println!(
        "| problems, lost connections | {}, {} |",
        r.problems, r.lost
    );
    println!("| matches finished | {} |", r.matches);
    if let Some(c) = w.cores {
        println!("| server CPU | {:.2} cores |", c);
    }
    if let (Some(idle), Some(loaded)) = (r.idle_rss_kib, w.rss_kib) {
        let per_room = (loaded.saturating_sub(idle)) as f64 / r.rooms.max(1) as f64;
        println!(
            "| server memory | {:.0} MiB idle, {:.0} MiB loaded: {:.1} KiB a room |",
            idle as f64 / 1024.0,
            loaded as f64 / 1024.0,
            per_room
        );
    }
}
