//! One player against two at three players: `cargo run --release -p rinshan-lab --example
//! sanma_hero -- [games] [hero] [seed] [jobs] [others]`, e.g. `-- 300 expert-100 1 2`.
//! Plays East-South games under Tenhou's three-player rules with one `hero` (a name
//! `Strength` reads: `easy`, `normal`, `hard`, `expert`, `expert-N`, `expert-Nms`; or
//! `person=WEIGHTS`, the player of `rinshan_models::person`) against two `others` (default
//! `hard`), the hero at seat `g mod 3` in game `g` (East, South, West; the North seat is
//! empty and never asked), game `g` dealt from `seed × 1,000,003 + g` and every player's
//! tie-breaks from the seat's seed, as `sanma_selfplay` does. `jobs` threads (default 1)
//! share the games; the figures do not depend on it. Prints the hero's and the others'
//! average place (1 to 3) with the 95 % interval, the share of each place, win and deal-in
//! rates per hand and decision time p50/p99 (wall clock, decisions with a choice). Exits
//! with an error, naming the game, its seed, the seat and the action, if any player ever
//! attempts an illegal action.

use std::sync::{Arc, Mutex};
use std::time::Instant;

use rinshan_bots::{Decide, Level};
use rinshan_engine::{Action, SeatView};
use rinshan_expert::Strength;
use rinshan_lab::parallel::in_parts;
use rinshan_lab::selfplay::{play_game_with, seat_seed, LevelReport};
use rinshan_models::person::Person;
use rinshan_models::Model;
use rinshan_rules::{Ruleset, Seed};

/// A player by name: a `Strength`, or the Phoenix player with its weights.
enum Who {
    Strength(Strength),
    Person(Arc<Model>),
}

impl Who {
    fn parse(s: &str) -> Result<Who, String> {
        if let Some(path) = s.strip_prefix("person=") {
            let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            let model = Model::read(&bytes).map_err(|e| format!("{path}: {e}"))?;
            return Ok(Who::Person(Arc::new(model)));
        }
        Strength::parse(s)
            .map(Who::Strength)
            .ok_or_else(|| format!("no player '{s}' ({}, person=WEIGHTS)", Strength::NAMES))
    }

    fn text(&self) -> String {
        match self {
            Who::Strength(s) => s.text(),
            Who::Person(_) => "person".into(),
        }
    }

    fn player(&self, seed: Seed) -> Box<dyn Decide> {
        match self {
            Who::Strength(s) => s.player(seed, None),
            Who::Person(m) => Box::new(Person::new(m.clone(), seed)),
        }
    }
}

/// A player whose every choice is checked against the legal actions before the engine
/// sees it: the first illegal one is kept (with the seat), so the error can name it.
struct Checked {
    inner: Box<dyn Decide>,
    seat: usize,
    illegal: Arc<Mutex<Option<String>>>,
}

impl Decide for Checked {
    fn decide(&mut self, view: &SeatView, legal: &[Action]) -> Action {
        let action = self.inner.decide(view, legal);
        if !legal.contains(&action) {
            let mut slot = self.illegal.lock().unwrap_or_else(|e| e.into_inner());
            slot.get_or_insert_with(|| {
                format!("seat {} chose {action:?}, legal {legal:?}", self.seat)
            });
        }
        action
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(100);
    let who = |i: usize, default: &str| {
        Who::parse(args.get(i).map_or(default, String::as_str)).unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2);
        })
    };
    let hero = who(1, "hard");
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let jobs = args
        .get(3)
        .and_then(|s| s.parse::<usize>().ok())
        .unwrap_or(1)
        .clamp(1, 64);
    let others = who(4, "hard");
    let (hero, others) = (&hero, &others);
    let started = Instant::now();
    let ids: Vec<u64> = (0..games).collect();
    let parts = in_parts(
        &ids,
        jobs,
        |first, run| -> Result<(LevelReport, LevelReport), String> {
            let epoch = Instant::now();
            let mut clock = move || epoch.elapsed().as_secs_f64() * 1e6;
            let (mut mine, mut theirs) = (LevelReport::default(), LevelReport::default());
            for (k, &g) in run.iter().enumerate() {
                let hero_seat = (g % 3) as usize;
                let game_seed = Seed(seed.wrapping_mul(1_000_003).wrapping_add(g));
                let illegal = Arc::new(Mutex::new(None));
                let mut players: [Checked; 4] = std::array::from_fn(|i| Checked {
                    // The empty North seat (3) is never asked: a Hard bot stands in.
                    inner: if i == hero_seat {
                        hero.player(seat_seed(game_seed, i))
                    } else if i < 3 {
                        others.player(seat_seed(game_seed, i))
                    } else {
                        Box::new(rinshan_bots::Bot::new(Level::Hard, seat_seed(game_seed, i)))
                    },
                    seat: i,
                    illegal: illegal.clone(),
                });
                let [a, b, c, d] = &mut players;
                let stats =
                    play_game_with(game_seed, Ruleset::tenhou_sanma(), [a, b, c, d], &mut clock)
                        .map_err(|e| {
                            let what = illegal
                                .lock()
                                .map(|s| s.clone().unwrap_or_default())
                                .unwrap_or_default();
                            format!(
                                "game {g} (seed {}, hero at seat {hero_seat}): {e} {what}",
                                game_seed.0
                            )
                        })?;
                for (i, s) in stats.iter().enumerate().take(3) {
                    if i == hero_seat {
                        mine.add(s);
                    } else {
                        theirs.add(s);
                    }
                }
                let done = k + 1;
                if done % 10 == 0 || done == run.len() {
                    eprintln!(
                        "games {first}..: {done} of {} played, {:.0} s, hero {:.3}",
                        run.len(),
                        epoch.elapsed().as_secs_f64(),
                        mine.average_place()
                    );
                }
            }
            Ok((mine, theirs))
        },
    );
    let (mut mine, mut theirs) = (LevelReport::default(), LevelReport::default());
    for part in parts {
        match part {
            Some(Ok((m, t))) => {
                mine = mine.merged(&m);
                theirs = theirs.merged(&t);
            }
            Some(Err(e)) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
            None => {
                eprintln!("a worker panicked");
                std::process::exit(1);
            }
        }
    }
    println!(
        "{games} three-player games (Tenhou 3P, East-South): hero {} vs two {}, seed {seed}, {jobs} job(s), {:.0} s, no illegal action",
        hero.text(),
        others.text(),
        started.elapsed().as_secs_f64()
    );
    println!("| player | seats | average place (1-3), 95 % | 1st/2nd/3rd | win rate | deal-in rate | p50 / p99 ms |");
    println!("|---|---|---|---|---|---|---|");
    let rows = [
        (format!("{} (hero)", hero.text()), &mut mine),
        (others.text(), &mut theirs),
    ];
    for (label, r) in rows {
        let n = f64::from(r.seats.max(1));
        let shares: Vec<String> = r.place_counts[..3]
            .iter()
            .map(|&c| format!("{:.1} %", 100.0 * c as f64 / n))
            .collect();
        let (p50, p99) = (r.decision_quantile(0.5), r.decision_quantile(0.99));
        println!(
            "| {label} | {} | {:.3} ± {:.3} | {} | {:.1} % | {:.1} % | {:.2} / {:.1} |",
            r.seats,
            r.average_place(),
            r.place_ci95(),
            shares.join(" / "),
            100.0 * r.win_rate(),
            100.0 * r.deal_in_rate(),
            p50 / 1e3,
            p99 / 1e3
        );
    }
}
