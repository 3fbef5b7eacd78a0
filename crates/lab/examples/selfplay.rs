//! Self-play: `cargo run --release -p rinshan-lab --example selfplay -- [games] [hero] [others] [seed]
//! [jobs] [cpu]`, e.g. `-- 1000 hard easy 1`. Plays East-South games (Tenhou rules) with one
//! `hero` bot against three `others` (`easy`, `normal`, `hard`, `expert`, `expert-N` for N
//! simulations a decision, `expert-Nms` for a time budget: see `Strength`; or
//! `person=WEIGHTS`, the player of `rinshan_models::person`, with `,call=P` or `,riichi=P`
//! after it for other thresholds), the hero's seat
//! rotating game by game, and prints per
//! level: seats played, average placement with its 95 % confidence interval, the share of
//! each place, win and deal-in rates per hand, average hand value, calls and riichi per
//! hand, average final points, and decision time p50/p99/max (decisions with a choice;
//! the process starts cold, so the maximum includes the first decision), then the
//! decisions per second (their count over their summed time). `jobs` threads
//! (default 1) share the games; the figures do not depend on it. With `cpu` after the
//! jobs, decisions are timed by the thread's own CPU time (`CLOCK_THREAD_CPUTIME_ID`), so
//! the machine's other work does not count, and an Expert's time budget is CPU time too;
//! otherwise both are the wall clock. Exits with an error if any bot ever attempts an
//! illegal action.
//!
//! Two more options compare a change with the build before it on the same deals (game `g`
//! of a seed is the same walls and seats in every series): `out=FILE` writes the hero's
//! result in each game (`game seat place points`), and `against=FILE` reads such a file
//! from an earlier series of the same seed and levels and prints the paired difference of
//! place and points with their 95 % intervals, and how many games came out the same.

use std::time::Instant;

use rinshan_bots::{Decide, Level};
use rinshan_expert::Strength;
use rinshan_lab::paired::{paired, parse_results, HeroResult};
use rinshan_lab::selfplay::{series_game_with, LevelReport, Series, SeriesGame};
use rinshan_models::person::{Person, Thresholds};
use rinshan_models::Model;
use rinshan_rules::Seed;
use std::sync::Arc;

/// A player of the series: a level (`Strength`), or `person=WEIGHTS`, the player of
/// `rinshan_models::person` with a weights file that `lab train` and `lab
/// train-choices` wrote.
#[derive(Clone)]
enum Who {
    Strength(Strength),
    Person(Arc<Model>, Thresholds),
}

impl PartialEq for Who {
    fn eq(&self, o: &Who) -> bool {
        match (self, o) {
            (Who::Strength(a), Who::Strength(b)) => a == b,
            (Who::Person(a, x), Who::Person(b, y)) => Arc::ptr_eq(a, b) && x == y,
            _ => false,
        }
    }
}

impl Who {
    fn parse(s: &str) -> Result<Who, String> {
        if let Some(spec) = s.strip_prefix("person=") {
            let mut parts = spec.split(',');
            let path = parts.next().unwrap_or_default();
            let mut thresholds = Thresholds::default();
            for part in parts {
                let value = |name: &str| -> Option<f32> { part.strip_prefix(name)?.parse().ok() };
                match (value("call="), value("riichi=")) {
                    (Some(t), _) => thresholds.call = t,
                    (_, Some(t)) => thresholds.riichi = t,
                    _ => return Err(format!("no option '{part}' of person= (call=P, riichi=P)")),
                }
            }
            let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            let model = Model::read(&bytes).map_err(|e| format!("{path}: {e}"))?;
            return Ok(Who::Person(Arc::new(model), thresholds));
        }
        Strength::parse(s)
            .map(Who::Strength)
            .ok_or_else(|| format!("no player '{s}' ({}, person=WEIGHTS)", Strength::NAMES))
    }

    fn text(&self) -> String {
        match self {
            Who::Strength(s) => s.text(),
            Who::Person(_, t) if *t == Thresholds::default() => "person".into(),
            Who::Person(_, t) => format!("person c{} r{}", t.call, t.riichi),
        }
    }

    fn player(&self, seed: Seed, clock: Option<rinshan_expert::expert::Clock>) -> Box<dyn Decide> {
        match self {
            Who::Strength(s) => s.player(seed, clock),
            Who::Person(m, t) => Box::new(Person::new(m.clone(), seed).with_thresholds(*t)),
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(100);
    let strength = |i: usize, default: Level| match args.get(i) {
        None => Who::Strength(Strength::Level(default)),
        Some(s) => Who::parse(s).unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2);
        }),
    };
    let hero = strength(1, Level::Hard);
    let others = strength(2, Level::Easy);
    let seed: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let jobs: u64 = args
        .get(4)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
        .clamp(1, 64);
    let options = args.get(5..).unwrap_or_default();
    let cpu = options.iter().any(|s| s == "cpu");
    let option = |name: &str| options.iter().find_map(|s| s.strip_prefix(name));
    let out = option("out=");
    // The earlier series is read first, so that a bad file stops before the games.
    let before = match option("against=").map(|f| (f, std::fs::read_to_string(f))) {
        None => None,
        Some((f, Ok(text))) => match parse_results(&text) {
            Ok(r) => Some((f, r)),
            Err(e) => {
                eprintln!("{f}: {e}");
                std::process::exit(2);
            }
        },
        Some((f, Err(e))) => {
            eprintln!("{f}: {e}");
            std::process::exit(2);
        }
    };
    let (hero, others) = (&hero, &others);
    let started = Instant::now();
    let results: Vec<Result<Vec<(u64, SeriesGame)>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|j| {
                scope.spawn(move || {
                    let epoch = Instant::now();
                    let mut clock = move || {
                        if cpu {
                            rinshan_mjai::cpu_clock::thread_cpu_us()
                        } else {
                            epoch.elapsed().as_secs_f64() * 1e6
                        }
                    };
                    // An Expert's budget runs on the same clock, in milliseconds.
                    let mut make = |is_hero: bool, seed| -> Box<dyn Decide> {
                        let budget_clock: rinshan_expert::expert::Clock = if cpu {
                            Box::new(|| rinshan_mjai::cpu_clock::thread_cpu_us() / 1e3)
                        } else {
                            let epoch = Instant::now();
                            Box::new(move || epoch.elapsed().as_secs_f64() * 1e3)
                        };
                        let who = if is_hero { &hero } else { &others };
                        who.player(seed, Some(budget_clock))
                    };
                    (j..games)
                        .step_by(jobs as usize)
                        .map(|g| series_game_with(g, seed, &mut make, &mut clock).map(|s| (g, s)))
                        .collect::<Result<Vec<_>, String>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a self-play thread panicked".into()))
            })
            .collect()
    });
    let mut series = Series::default();
    let mut heroes: Vec<HeroResult> = Vec::new();
    for r in results {
        match r {
            Ok(played) => played.iter().for_each(|(g, s)| {
                series.add(s);
                let me = &s.stats[s.hero_seat];
                heroes.push(HeroResult {
                    game: *g,
                    seat: s.hero_seat as u8,
                    place: me.place,
                    points: me.points,
                });
            }),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        }
    }
    println!(
        "{games} East-South games (Tenhou rules): hero {} vs three {}, seed {seed}, {jobs} job(s), {:.1} s{}",
        hero.text(),
        others.text(),
        started.elapsed().as_secs_f64(),
        if cpu { " (decision times: thread CPU time)" } else { "" }
    );
    println!(
        "{:<18} {:>5} {:>13} {:>19} {:>6} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>8}",
        "level",
        "seats",
        "avg place",
        "1st/2nd/3rd/4th %",
        "win",
        "deal-in",
        "avg win",
        "calls/h",
        "riichi/h",
        "points",
        "p50 µs",
        "p99 µs",
        "max µs"
    );
    let rows: Vec<(String, LevelReport)> = if hero == others {
        vec![(hero.text(), series.hero.merged(&series.others))]
    } else {
        vec![
            (format!("{} (hero)", hero.text()), series.hero),
            (others.text(), series.others),
        ]
    };
    for (label, mut r) in rows {
        let shares: Vec<String> = r
            .place_counts
            .iter()
            .map(|&n| format!("{:.0}", 100.0 * n as f64 / f64::from(r.seats.max(1))))
            .collect();
        let (p50, p99, max) = (
            r.decision_quantile(0.5),
            r.decision_quantile(0.99),
            r.decision_quantile(1.0),
        );
        println!(
            "{:<18} {:>5} {:>6.3} ± {:.3} {:>19} {:>5.1}% {:>6.1}% {:>7.0} {:>7.3} {:>7.3} {:>7.0} {:>7.1} {:>7.1} {:>8.1}",
            label,
            r.seats,
            r.average_place(),
            r.place_ci95(),
            shares.join("/"),
            100.0 * r.win_rate(),
            100.0 * r.deal_in_rate(),
            r.average_win(),
            r.calls_per_hand(),
            r.riichi_per_hand(),
            r.average_points(),
            p50,
            p99,
            max
        );
        // Decisions per second of the level's own thinking (its decisions' times summed):
        // with a fixed number of simulations, the same positions in every build.
        let spent: f64 = r.decision_us.iter().sum();
        println!(
            "{:<18} {} decisions with a choice in {:.2} s: {:.1} decisions/s",
            "",
            r.decision_us.len(),
            spent / 1e6,
            r.decision_us.len() as f64 / (spent / 1e6).max(1e-9)
        );
    }
    heroes.sort_by_key(|h| h.game);
    if let Some(f) = out {
        let text: String = heroes.iter().map(|h| format!("{h}\n")).collect();
        if let Err(e) = std::fs::write(f, text) {
            eprintln!("{f}: {e}");
            std::process::exit(1);
        }
    }
    if let Some((f, before)) = before {
        match paired(&before, &heroes) {
            Some(p) => println!(
                "paired against {f}: {} games ({} the same), place {:.3} -> {:.3}: {:+.4} ± {:.4}, points {:+.0} ± {:.0}",
                p.games, p.identical, p.places.0, p.places.1, p.place_diff, p.place_ci95, p.points_diff, p.points_ci95
            ),
            None => println!("paired against {f}: no game in common (another seed or fewer games?)"),
        }
    }
}
