//! Three-player self-play: `cargo run --release -p rinshan-lab --example sanma_selfplay --
//! [games] [seed] [jobs]`, e.g. `-- 1000 1 2`. Plays East-South games under Tenhou's
//! three-player rules with one Easy, one Normal and one Hard player at every table, their
//! seats rotating through the six orders game by game (game `g` dealt from `seed ×
//! 1,000,003 + g`), and prints per level its average placement (1 to 3) with the 95 %
//! interval, its share of first places, and its win and deal-in rates per hand. Exits with an error if any player ever attempts an illegal action.

use rinshan_bots::Level;
use rinshan_lab::parallel::in_parts;
use rinshan_lab::selfplay::{play_game, SeatStats};
use rinshan_rules::{Ruleset, Seed};

const LEVELS: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];
const ORDERS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let games = arg(0, 1000);
    let seed = arg(1, 1);
    let jobs = arg(2, 1) as usize;
    let ids: Vec<u64> = (0..games).collect();
    let parts = in_parts(
        &ids,
        jobs,
        |_, run| -> Result<Vec<(usize, [SeatStats; 4])>, String> {
            let mut out = Vec::new();
            for &g in run {
                let order = ORDERS[(g % 6) as usize];
                let levels = [
                    LEVELS[order[0]],
                    LEVELS[order[1]],
                    LEVELS[order[2]],
                    Level::Easy, // the empty North seat: never asked
                ];
                let game_seed = Seed(seed.wrapping_mul(1_000_003).wrapping_add(g));
                let mut clock = || 0.0;
                let stats = play_game(game_seed, Ruleset::tenhou_sanma(), levels, &mut clock)
                    .map_err(|e| format!("game {g}: {e}"))?;
                out.push(((g % 6) as usize, stats));
                if (g + 1) % 50 == 0 {
                    eprintln!("game {} of {games}", g + 1);
                }
            }
            Ok(out)
        },
    );
    let mut places: [Vec<f64>; 3] = Default::default();
    let mut hands = [0u32; 3];
    let mut wins = [0u32; 3];
    let mut deal_ins = [0u32; 3];
    for part in parts {
        let results = match part {
            Some(Ok(r)) => r,
            Some(Err(e)) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
            None => {
                eprintln!("a worker panicked");
                std::process::exit(1);
            }
        };
        for (o, stats) in results {
            for (seat, &level) in ORDERS[o].iter().enumerate() {
                let s = &stats[seat];
                places[level].push(f64::from(s.place));
                hands[level] += s.hands;
                wins[level] += s.wins;
                deal_ins[level] += s.deal_ins;
            }
        }
    }
    println!("{games} three-player games (Tenhou 3P, East-South), seed {seed}, no illegal action");
    println!("| level | average place (1-3) | firsts | win rate | deal-in rate |");
    println!("|---|---|---|---|---|");
    for (i, level) in LEVELS.iter().enumerate() {
        let p = &places[i];
        let n = p.len().max(1) as f64;
        let mean = p.iter().sum::<f64>() / n;
        let var = p.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let ci = 1.96 * (var / n).sqrt();
        let firsts = p.iter().filter(|&&x| x == 1.0).count() as f64 / n;
        let h = f64::from(hands[i].max(1));
        println!(
            "| {} | {mean:.3} ± {ci:.3} | {:.1} % | {:.1} % | {:.1} % |",
            level.name(),
            100.0 * firsts,
            100.0 * f64::from(wins[i]) / h,
            100.0 * f64::from(deal_ins[i]) / h
        );
    }
}
