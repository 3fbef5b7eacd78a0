//! Self-play harness: `cargo run --release --example selfplay -- [games] [hero] [others]
//! [seed]`, e.g. `-- 1000 hard easy 1`. Plays East-South games (Tenhou rules) with one
//! `hero` bot against three `others`, the hero's seat rotating game by game, and prints
//! per level: average placement, win rate, deal-in rate, average hand value, calls per
//! hand, riichi per hand and decision time p50/p99. Exits with an error if any bot ever
//! attempts an illegal action.

use std::collections::BTreeMap;
use std::time::Instant;

use rinshan::bots::selfplay::{play_game, LevelReport};
use rinshan::bots::Level;
use rinshan::rules::{Ruleset, Seed};

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
    let mut reports: BTreeMap<&str, LevelReport> = BTreeMap::new();
    let started = Instant::now();
    for g in 0..games {
        let mut levels = [others; 4];
        levels[(g % 4) as usize] = hero;
        let stats = match play_game(
            Seed(seed.wrapping_mul(1_000_003).wrapping_add(g)),
            Ruleset::tenhou(),
            levels,
            &mut clock,
        ) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("game {g}: {e}");
                std::process::exit(1);
            }
        };
        for (i, s) in stats.iter().enumerate() {
            let name = if i == (g % 4) as usize {
                "hero"
            } else {
                "others"
            };
            let key = if hero == others { "all" } else { name };
            reports.entry(key).or_default().add(s);
        }
    }
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
    for (key, r) in &mut reports {
        let label = match *key {
            "hero" => format!("{} (hero)", hero.name()),
            "others" => others.name().to_string(),
            _ => hero.name().to_string(),
        };
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
