//! Self-play harness: `cargo run --release --example selfplay -- [games] [hero] [others]
//! [seed]`, e.g. `-- 1000 hard easy 1`. Plays East-South games (Tenhou rules) with one
//! `hero` bot against three `others`, the hero's seat rotating game by game, and prints
//! per level: average placement, win rate, deal-in rate, average hand value, calls per
//! hand, riichi per hand and decision time p50/p99. Exits with an error if any bot ever
//! attempts an illegal action.

use std::time::Instant;

use rinshan::bots::selfplay::{play_series, LevelReport};
use rinshan::bots::Level;

fn level(s: &str) -> Option<Level> {
    Level::ALL
        .into_iter()
        .find(|l| l.name().eq_ignore_ascii_case(s))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(100);
    let hero = args.get(1).and_then(|s| level(s)).unwrap_or(Level::Hard);
    let others = args.get(2).and_then(|s| level(s)).unwrap_or(Level::Easy);
    let seed: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let epoch = Instant::now();
    let mut clock = move || epoch.elapsed().as_secs_f64() * 1e6;
    let started = Instant::now();
    let series = match play_series(games, seed, hero, others, &mut clock) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    println!(
        "{games} East-South games (Tenhou rules): hero {} vs three {}, seed {seed}, {:.1} s",
        hero.name(),
        others.name(),
        started.elapsed().as_secs_f64()
    );
    println!(
        "{:<16} {:>6} {:>9} {:>8} {:>8} {:>9} {:>8} {:>8} {:>9} {:>9}",
        "level",
        "seats",
        "avg place",
        "win",
        "deal-in",
        "avg win",
        "calls/h",
        "riichi/h",
        "p50 µs",
        "p99 µs"
    );
    let rows: Vec<(String, LevelReport)> = if hero == others {
        vec![(hero.name().to_string(), series.hero.merged(&series.others))]
    } else {
        vec![
            (format!("{} (hero)", hero.name()), series.hero),
            (others.name().to_string(), series.others),
        ]
    };
    for (label, mut r) in rows {
        let p50 = r.decision_quantile(0.5);
        let p99 = r.decision_quantile(0.99);
        println!(
            "{:<16} {:>6} {:>9.3} {:>7.1}% {:>7.1}% {:>9.0} {:>8.3} {:>8.3} {:>9.1} {:>9.1}",
            label,
            r.seats,
            r.average_place(),
            100.0 * r.win_rate(),
            100.0 * r.deal_in_rate(),
            r.average_win(),
            r.calls_per_hand(),
            r.riichi as f64 / r.hands.max(1) as f64,
            p50,
            p99
        );
    }
}
