//! The lab's commands. `cargo run --release -p rinshan-lab -- replay CORPUS [--split
//! all|train|test] [--limit N]` replays every game of a corpus (a folder of mjlog files or
//! a git snapshot holding them under `dataset/raw/`) through the engine and prints the
//! counts and every disagreement. `lab mjlog RECORD` prints a tenhou.net/6 record as mjlog
//! XML (how `tests/fixtures/mjlog` was made from `tests/fixtures/tenhou6`). `lab baseline
//! CORPUS [--split test] [--limit N]` measures how Hard reads and chooses on the real
//! players' decisions (`rinshan_lab::baseline`).

use rinshan_lab::corpus::{Corpus, Split};
use rinshan_lab::replay::{self, Tally};
use std::path::PathBuf;
use std::time::Instant;

fn usage() -> ! {
    eprintln!("usage: lab replay CORPUS [--split all|train|test] [--limit N] [--threads N]");
    eprintln!("       lab mjlog RECORD.json");
    eprintln!("       lab baseline CORPUS [--split all|train|test] [--limit N] [--threads N]");
    eprintln!("       lab train-policy CORPUS [--train-games N] [--test-games N] [--epochs N] [--hidden 512,256] [--seed N] [--out FILE]   (feature train)");
    std::process::exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("replay") => replay_command(&args[1..]),
        Some("mjlog") => mjlog_command(&args[1..]),
        Some("baseline") => baseline_command(&args[1..]),
        #[cfg(feature = "train")]
        Some("train-policy") => train_command(&args[1..]),
        _ => usage(),
    }
}

/// The value after `flag`, if given.
fn flag<'a>(args: &'a [String], flag: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == flag)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

fn replay_command(args: &[String]) {
    let (corpus, names, threads) = corpus_args(args, Split::All);
    let started = Instant::now();
    let total = names.len();
    let chunk = total.div_ceil(threads.max(1)).max(1);
    let done = std::sync::atomic::AtomicUsize::new(0);
    let tally = std::thread::scope(|scope| {
        let workers: Vec<_> = names
            .chunks(chunk)
            .map(|part| {
                let (corpus, done) = (&corpus, &done);
                scope.spawn(move || {
                    let mut t = Tally::default();
                    let read = corpus.read(part, |name, text| {
                        let g = replay::game(name, text);
                        for d in &g.disagreements {
                            println!("{d}");
                        }
                        t.add(g);
                        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        if n % 1000 == 0 {
                            eprintln!(
                                "{n}/{total} games, {:.0} s",
                                started.elapsed().as_secs_f64()
                            );
                        }
                    });
                    if let Err(e) = read {
                        t.disagreements.push(format!("the corpus: {e}"));
                    }
                    t
                })
            })
            .collect();
        let mut all = Tally::default();
        for w in workers {
            match w.join() {
                Ok(t) => all.add(t),
                Err(_) => all.disagreements.push("a worker panicked".into()),
            }
        }
        all
    });
    println!("{}", tally.summary());
    eprintln!("in {:.0} s", started.elapsed().as_secs_f64());
    if !tally.disagreements.is_empty() {
        std::process::exit(1)
    }
}

fn mjlog_command(args: &[String]) {
    let Some(path) = args.first() else { usage() };
    let record = std::fs::read_to_string(path)
        .map_err(|e| format!("{path}: {e}"))
        .and_then(|text| rinshan_records::tenhou6::read(&text));
    match record {
        Ok(r) => println!("{}", rinshan_records::mjlog_write::write(&r)),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1)
        }
    }
}

/// The corpus, the split's record names (at most `--limit`) and the worker count.
fn corpus_args(args: &[String], default_split: Split) -> (Corpus, Vec<String>, usize) {
    let Some(path) = args.first().filter(|a| !a.starts_with("--")) else {
        usage()
    };
    let corpus = Corpus::at(&PathBuf::from(path));
    let Some(split) = flag(args, "--split").map_or(Some(default_split), Split::parse) else {
        usage()
    };
    let limit = flag(args, "--limit")
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX);
    let threads: usize = flag(args, "--threads")
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let mut names = corpus.names(split).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(1)
    });
    names.truncate(limit);
    (corpus, names, threads.max(1))
}

fn baseline_command(args: &[String]) {
    use rinshan_lab::baseline::{hard_players, Baseline};
    use rinshan_lab::decisions::each_decision;
    let (corpus, names, threads) = corpus_args(args, Split::Test);
    let started = Instant::now();
    let total = names.len();
    let chunk = total.div_ceil(threads).max(1);
    let done = std::sync::atomic::AtomicUsize::new(0);
    let mut all = Baseline::default();
    let mut skipped = 0;
    std::thread::scope(|scope| {
        let workers: Vec<_> = names
            .chunks(chunk)
            .enumerate()
            .map(|(w, part)| {
                let (corpus, done) = (&corpus, &done);
                scope.spawn(move || {
                    let mut b = Baseline::default();
                    let mut skipped = 0;
                    let rules = rinshan_rules::Ruleset::tenhou();
                    let read = corpus.read(part, |_, text| {
                        let Ok(record) = rinshan_records::mjlog::read(text) else {
                            skipped += 1;
                            return;
                        };
                        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let mut hard = hard_players(w * chunk + n);
                        skipped += each_decision(&record, &rules, |_, d| {
                            b.add(d, &mut hard[d.seat.index()]);
                        });
                        if (n + 1) % 200 == 0 {
                            eprintln!(
                                "{}/{total} games, {:.0} s",
                                n + 1,
                                started.elapsed().as_secs_f64()
                            );
                        }
                    });
                    if let Err(e) = read {
                        eprintln!("{e}");
                    }
                    (b, skipped)
                })
            })
            .collect();
        for w in workers {
            if let Ok((b, s)) = w.join() {
                all.merge(b);
                skipped += s;
            }
        }
    });
    println!("{total} games ({skipped} hands skipped)");
    print!("{}", all.report());
    eprintln!("in {:.0} s", started.elapsed().as_secs_f64());
}

#[cfg(feature = "train")]
fn train_command(args: &[String]) {
    use rinshan_lab::train::{discard_examples, train, Policy};
    let (corpus, train_names, threads) = corpus_args(args, Split::Train);
    let number = |f: &str, d: usize| flag(args, f).and_then(|n| n.parse().ok()).unwrap_or(d);
    let train_games = number("--train-games", 1000);
    let test_games = number("--test-games", 300);
    let epochs = number("--epochs", 8);
    let seed = number("--seed", 1) as u64;
    let hidden: Vec<usize> = flag(args, "--hidden")
        .unwrap_or("512,256")
        .split(',')
        .filter_map(|n| n.parse().ok())
        .collect();
    // Evenly spread over the split, so every month is in.
    let spread = |names: &[String], n: usize| -> Vec<String> {
        let step = (names.len() as f64 / n.max(1) as f64).max(1.0);
        (0..n.min(names.len()))
            .map(|i| names[(i as f64 * step) as usize].clone())
            .collect()
    };
    let started = Instant::now();
    let train_set = discard_examples(&corpus, &spread(&train_names, train_games), threads);
    let test_names = corpus.names(Split::Test).unwrap_or_default();
    let test_set = discard_examples(&corpus, &spread(&test_names, test_games), threads);
    println!(
        "{train_games} training games: {} discards; {test_games} test games: {} discards ({:.0} s)",
        train_set.len(),
        test_set.len(),
        started.elapsed().as_secs_f64()
    );
    let vars = candle_nn::VarMap::new();
    let run = Policy::new(&vars, &hidden).and_then(|policy| {
        println!("hidden layers {hidden:?}; epoch, train loss, test loss, test top-1, seconds");
        train(
            &policy,
            &vars,
            &train_set,
            &test_set,
            epochs,
            seed,
            |e, ep| {
                println!(
                    "{e}, {:.4}, {:.4}, {:.4}, {:.0}",
                    ep.train_loss, ep.test.0, ep.test.1, ep.seconds
                );
            },
        )
    });
    if let Err(e) = run {
        eprintln!("{e}");
        std::process::exit(1)
    }
    if let Some(out) = flag(args, "--out") {
        if let Err(e) = vars.save(out) {
            eprintln!("{out}: {e}");
            std::process::exit(1)
        }
    }
}
