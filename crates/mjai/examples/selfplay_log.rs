//! `cargo run -p rinshan-mjai --example selfplay_log -- SEED LEVEL LEVEL LEVEL LEVEL`:
//! prints one game of Rinshan's computer players (levels by seat) as an mjai log.

use rinshan_bots::Level;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed = args.first().and_then(|s| s.parse().ok()).unwrap_or(1);
    let level = |i: usize| {
        args.get(1 + i)
            .and_then(|s| {
                Level::ALL
                    .into_iter()
                    .find(|l| l.name().eq_ignore_ascii_case(s))
            })
            .unwrap_or(Level::Hard)
    };
    match rinshan_mjai::selfplay_log::selfplay_log(seed, [level(0), level(1), level(2), level(3)]) {
        Ok(log) => print!("{log}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
