//! The lab's commands. `cargo run --release -p rinshan-lab -- replay CORPUS [--split
//! all|train|test] [--limit N]` replays every game of a corpus (a folder of mjlog files or
//! a git snapshot holding them under `dataset/raw/`) through the engine and prints the
//! counts and every disagreement. `lab mjlog RECORD` prints a tenhou.net/6 record as mjlog
//! XML (how `tests/fixtures/mjlog/chankan.xml` was made from `tests/fixtures/tenhou6`);
//! `lab mjlog --play PRESET SEED` prints a match of computer players as mjlog (how
//! `tests/fixtures/mjlog/sanma.xml` was made). `lab baseline
//! CORPUS [--split test] [--limit N]` measures how Hard reads and chooses on the real
//! players' decisions (`rinshan_lab::baseline`). `lab train CORPUS ...` (feature `train`)
//! trains the network of `rinshan_models` on the training split and writes its weights;
//! `lab evaluate CORPUS --weights FILE` measures a weights file, run by `rinshan_models`
//! as it ships, on the test split. `lab train-choices CORPUS --weights FILE --out FILE`
//! (feature `train`) fits the riichi and call heads on a trained network and writes the
//! weights with them; `lab evaluate-choices CORPUS --weights FILE` measures those heads
//! on the test split. `lab style CORPUS` prints how the split's players play (win,
//! deal-in, call and riichi rates, the average win), beside which self-play sets a level.

use rinshan_lab::corpus::{Corpus, Split};
use rinshan_lab::parallel::in_parts;
use rinshan_lab::replay::{self, Tally};
use std::path::PathBuf;
use std::time::Instant;

fn usage() -> ! {
    eprintln!("usage: lab replay CORPUS [--split all|train|test] [--limit N] [--threads N]");
    eprintln!("       lab mjlog RECORD.json | lab mjlog --play PRESET SEED");
    eprintln!("       lab baseline CORPUS [--split all|train|test] [--limit N] [--threads N]");
    eprintln!("       lab train CORPUS [--train-games N] [--test-games N] [--epochs N] [--trunk 64] [--layers 4] [--squeeze 32] [--hidden 256] [--local] [--lr 0.001] [--seed N] [--out FILE]   (feature train)");
    eprintln!("       lab plot TRAIN_LOG EVALUATE_LOG > picture.svg");
    eprintln!("       lab style CORPUS [--split test] [--limit N] [--threads N]");
    eprintln!("       lab evaluate CORPUS --weights FILE [--split test] [--limit N] [--threads N]");
    eprintln!("       lab train-choices CORPUS --weights FILE --out FILE [--train-games N] [--test-games N] [--units 64] [--epochs 8] [--lr 0.001] [--seed N]   (feature train)");
    eprintln!("       lab evaluate-choices CORPUS --weights FILE [--split test] [--limit N] [--threads N]");
    eprintln!("       lab choices-golden WEIGHTS   (feature train: the heads' golden outputs, beside the file)");
    std::process::exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("replay") => replay_command(&args[1..]),
        Some("mjlog") => mjlog_command(&args[1..]),
        Some("baseline") => baseline_command(&args[1..]),
        #[cfg(feature = "train")]
        Some("train") => train_command(&args[1..]),
        Some("evaluate") => evaluate_command(&args[1..]),
        #[cfg(feature = "train")]
        Some("train-choices") => train_choices_command(&args[1..]),
        Some("evaluate-choices") => evaluate_choices_command(&args[1..]),
        #[cfg(feature = "train")]
        Some("choices-golden") => println!(
            "wrote {}",
            choices_golden(args.get(1).map_or_else(|| usage(), String::as_str))
        ),
        Some("plot") => plot_command(&args[1..]),
        Some("style") => style_command(&args[1..]),
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
    let done = std::sync::atomic::AtomicUsize::new(0);
    let mut tally = Tally::default();
    for part in in_parts(&names, threads, |_, run| {
        let mut t = Tally::default();
        let read = corpus.read(run, |name, text| {
            let g = replay::game(name, text);
            for d in &g.disagreements {
                println!("{d}");
            }
            t.add(g);
            let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            if n.is_multiple_of(1000) {
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
    }) {
        match part {
            Some(t) => tally.add(t),
            None => tally.disagreements.push("a worker panicked".into()),
        }
    }
    println!("{}", tally.summary());
    eprintln!("in {:.0} s", started.elapsed().as_secs_f64());
    if !tally.disagreements.is_empty() {
        std::process::exit(1)
    }
}

fn mjlog_command(args: &[String]) {
    let record = match args {
        [play, preset, seed] if play == "--play" => match seed.parse() {
            Ok(seed) => rinshan_lab::selfplay::recorded_match(preset, seed),
            Err(e) => Err(format!("--play {preset} {seed}: {e}")),
        },
        [path] => std::fs::read_to_string(path)
            .map_err(|e| format!("{path}: {e}"))
            .and_then(|text| rinshan_records::tenhou6::read(&text)),
        _ => usage(),
    };
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
    let done = std::sync::atomic::AtomicUsize::new(0);
    let mut all = Baseline::default();
    let mut skipped = 0;
    for (b, s) in in_parts(&names, threads, |first, run| {
        let mut b = Baseline::default();
        let mut skipped = 0;
        let rules = rinshan_rules::Ruleset::tenhou();
        let read = corpus.read(run, |_, text| {
            let Ok(record) = rinshan_records::mjlog::read(text) else {
                skipped += 1;
                return;
            };
            let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let mut hard = hard_players(first + n);
            skipped += each_decision(&record, &rules, |_, d| {
                b.add(d, &mut hard[d.seat.index()]);
            });
            if (n + 1).is_multiple_of(200) {
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
    .into_iter()
    .flatten()
    {
        all.merge(b);
        skipped += s;
    }
    println!("{total} games ({skipped} hands skipped)");
    print!("{}", all.report());
    eprintln!("in {:.0} s", started.elapsed().as_secs_f64());
}

/// `count` names spread evenly over `names`, so every month is in.
#[cfg(feature = "train")]
fn spread(names: &[String], count: usize) -> Vec<String> {
    let step = (names.len() as f64 / count.max(1) as f64).max(1.0);
    (0..count.min(names.len()))
        .map(|i| names[(i as f64 * step) as usize].clone())
        .collect()
}

/// The decisions of `names` as samples, with progress on stderr.
fn read_samples(
    corpus: &Corpus,
    names: &[String],
    threads: usize,
) -> rinshan_lab::samples::Samples {
    let started = Instant::now();
    let total = names.len();
    let progress = |n: usize| {
        if n.is_multiple_of(500) || n == total {
            eprintln!(
                "read {n}/{total} games, {:.0} s",
                started.elapsed().as_secs_f64()
            );
        }
    };
    rinshan_lab::samples::samples(corpus, names, threads, &progress)
}

#[cfg(feature = "train")]
fn train_command(args: &[String]) {
    use rinshan_lab::train::{evaluate, logits, round_to_half, save_half, train, Trainable};
    use rinshan_models::net::Shape;
    let (corpus, train_names, threads) = corpus_args(args, Split::Train);
    let number = |f: &str, d: usize| flag(args, f).and_then(|n| n.parse().ok()).unwrap_or(d);
    let train_games = number("--train-games", 1000);
    let test_games = number("--test-games", 300);
    let epochs = number("--epochs", 2);
    let seed = number("--seed", 1) as u64;
    let lr: f64 = flag(args, "--lr")
        .and_then(|n| n.parse().ok())
        .unwrap_or(1e-3);
    let shape = Shape {
        trunk: number("--trunk", 64),
        layers: number("--layers", 4),
        squeeze: number("--squeeze", 32),
        hidden: number("--hidden", 256),
        local: args.iter().any(|a| a == "--local"),
    };
    let started = Instant::now();
    let train_set = read_samples(&corpus, &spread(&train_names, train_games), threads);
    let test_names = corpus.names(Split::Test).unwrap_or_default();
    let test_set = read_samples(&corpus, &spread(&test_names, test_games), threads);
    println!(
        "{train_games} training games: {} discards; {test_games} test games: {} discards ({:.0} s)",
        train_set.len(),
        test_set.len(),
        started.elapsed().as_secs_f64()
    );
    println!("{shape:?}, learning rate {lr}, seed {seed}");
    let vars = candle_nn::VarMap::new();
    let out = flag(args, "--out");
    let run = Trainable::new(&vars, shape).and_then(|net| {
        println!("samples seen, train loss (discard, tenpai, deal-in), seconds");
        train(
            &net,
            &vars,
            &train_set,
            epochs,
            lr,
            seed,
            100_000,
            |p| {
                println!(
                    "{}, {:.4}, {:.4}, {:.4}, {:.0}",
                    p.seen, p.train.0, p.train.1, p.train.2, p.seconds
                );
            },
            |e| {
                // Measured as saved: every weight in half precision.
                round_to_half(&vars)?;
                let mut scores = evaluate(&net, &test_set)?;
                println!(
                    "epoch {e} on the test games ({:.0} s):",
                    started.elapsed().as_secs_f64()
                );
                print!("{}", scores.report());
                if let Some(out) = out {
                    save_half(&vars, out)?;
                    let views = rinshan_lab::golden::views(8);
                    let inputs: Vec<Vec<f32>> =
                        views.iter().map(rinshan_models::features::encode).collect();
                    let golden = rinshan_lab::golden::write(&views, &logits(&net, &inputs)?);
                    let path = format!("{}.golden", out.trim_end_matches(".safetensors"));
                    std::fs::write(&path, golden)?;
                    println!("saved {out} and {path}");
                }
                Ok(())
            },
        )
    });
    if let Err(e) = run {
        eprintln!("{e}");
        std::process::exit(1)
    }
}

fn evaluate_command(args: &[String]) {
    use rinshan_lab::samples::Scores;
    use rinshan_models::features::from_bytes;
    let (corpus, names, threads) = corpus_args(args, Split::Test);
    let (_, model) = model_arg(args);
    println!("{:?}", model.shape());
    let started = Instant::now();
    // A few hundred games at a time, so the samples never all sit in memory.
    let mut all = Scores::default();
    let mut forward_seconds = 0.0;
    for part in names.chunks(400) {
        let s = read_samples(&corpus, part, threads);
        let idx: Vec<usize> = (0..s.len()).collect();
        for (sc, t) in in_parts(&idx, threads, |_, run| {
            let mut sc = Scores::default();
            let mut spent = 0.0;
            for &i in run {
                let x = from_bytes(s.input(i));
                let clock = Instant::now();
                let y = model.net_logits(&x);
                spent += clock.elapsed().as_secs_f64();
                sc.add(&s, i, &y);
            }
            (sc, spent)
        })
        .into_iter()
        .flatten()
        {
            all.merge(sc);
            forward_seconds += t;
        }
        eprintln!(
            "{} discards, {:.0} s",
            all.discard.1,
            started.elapsed().as_secs_f64()
        );
    }
    println!(
        "{} games; the forward pass took {:.2} ms a view (mean, one thread each)",
        names.len(),
        1e3 * forward_seconds / all.discard.1.max(1) as f64
    );
    print!("{}", all.report());
}

/// The weights file at `--weights`, read by `rinshan_models`, or the process ends.
fn model_arg(args: &[String]) -> (String, rinshan_models::Model) {
    let Some(path) = flag(args, "--weights") else {
        usage()
    };
    let model = std::fs::read(path)
        .map_err(|e| e.to_string())
        .and_then(|b| rinshan_models::Model::read(&b).map_err(|e| e.to_string()))
        .unwrap_or_else(|e| {
            eprintln!("{path}: {e}");
            std::process::exit(1)
        });
    (path.to_string(), model)
}

/// Progress on stderr every 200 games read.
fn games_progress(total: usize) -> impl Fn(usize) + Sync {
    let started = Instant::now();
    move |n: usize| {
        if n.is_multiple_of(200) || n == total {
            eprintln!(
                "read {n}/{total} games, {:.0} s",
                started.elapsed().as_secs_f64()
            );
        }
    }
}

#[cfg(feature = "train")]
fn train_choices_command(args: &[String]) {
    use rinshan_lab::choices::choice_rows;
    use rinshan_lab::train_choices::{fit, save_with, Fit};
    let (corpus, train_names, threads) = corpus_args(args, Split::Train);
    let (path, model) = model_arg(args);
    let Some(out) = flag(args, "--out") else {
        usage()
    };
    let number = |f: &str, d: usize| flag(args, f).and_then(|n| n.parse().ok()).unwrap_or(d);
    let train_games = number("--train-games", 4000);
    let test_games = number("--test-games", 300);
    let fit_with = Fit {
        units: number("--units", 64),
        epochs: number("--epochs", 8),
        lr: flag(args, "--lr")
            .and_then(|n| n.parse().ok())
            .unwrap_or(1e-3),
        seed: number("--seed", 1) as u64,
    };
    let started = Instant::now();
    let test_names = corpus.names(Split::Test).unwrap_or_default();
    let [train, test] = [(&train_names, train_games), (&test_names, test_games)].map(|(n, c)| {
        let names = spread(n, c);
        let progress = games_progress(names.len());
        choice_rows(&corpus, &names, threads, &model, &progress)
    });
    println!(
        "{train_games} training games: {} riichi and {} call decisions; {test_games} test games: {} and {} ({:.0} s)",
        train.riichi.len(),
        train.call.len(),
        test.riichi.len(),
        test.call.len(),
        started.elapsed().as_secs_f64()
    );
    println!("{fit_with:?}");
    let mut heads = std::collections::HashMap::new();
    for (name, tr, te) in [
        ("riichi", &train.riichi, &test.riichi),
        ("call", &train.call, &test.call),
    ] {
        println!("{name}: epoch, train loss, test loss, test agreement");
        match fit(name, tr, te, fit_with, |e| {
            println!(
                "{name}, {}, {:.4}, {:.4}, {:.1} %",
                e.epoch,
                e.train_loss,
                e.test_loss,
                100.0 * e.test_agreement
            );
        }) {
            Ok(h) => heads.extend(h),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1)
            }
        }
    }
    if let Err(e) = save_with(&path, heads, out) {
        eprintln!("{out}: {e}");
        std::process::exit(1)
    }
    let golden = choices_golden(out);
    println!(
        "saved {out} and {golden} ({:.0} s)",
        started.elapsed().as_secs_f64()
    );
}

/// Writes the golden outputs of the choice heads in the weights file `path` beside it
/// (`NAME.choices.golden`) and returns that file's name; the process ends on an error.
#[cfg(feature = "train")]
fn choices_golden(path: &str) -> String {
    use rinshan_models::choices::{CALL_EXTRAS, RIICHI_EXTRAS};
    let golden = format!("{}.choices.golden", path.trim_end_matches(".safetensors"));
    let (_, model) = model_arg(&["--weights".to_string(), path.to_string()]);
    let hidden = model.shape().hidden;
    let dims = [
        ("riichi", hidden + RIICHI_EXTRAS),
        ("call", hidden + CALL_EXTRAS),
    ];
    let written = candle_core::safetensors::load(path, &candle_core::Device::Cpu)
        .and_then(|heads| rinshan_lab::train_choices::head_golden(&heads, &dims, 4))
        .and_then(|text| std::fs::write(&golden, text).map_err(candle_core::Error::wrap));
    if let Err(e) = written {
        eprintln!("{golden}: {e}");
        std::process::exit(1)
    }
    golden
}

fn evaluate_choices_command(args: &[String]) {
    use rinshan_lab::choices::choice_scores;
    let (corpus, names, threads) = corpus_args(args, Split::Test);
    let (path, model) = model_arg(args);
    if !model.has_choices() {
        eprintln!("{path}: no riichi and call heads (lab train-choices adds them)");
        std::process::exit(1)
    }
    let started = Instant::now();
    let progress = games_progress(names.len());
    let mut scores = choice_scores(&corpus, &names, threads, &model, &progress);
    println!(
        "{} games ({:.0} s)",
        names.len(),
        started.elapsed().as_secs_f64()
    );
    print!("{}", scores.report());
}

fn style_command(args: &[String]) {
    use rinshan_lab::style::Style;
    let (corpus, names, threads) = corpus_args(args, Split::Test);
    let mut all = Style::default();
    for part in in_parts(&names, threads, |_, run| {
        let mut st = Style::default();
        let _ = corpus.read(run, |_, text| {
            if let Ok(record) = rinshan_records::mjlog::read(text) {
                st.add(&record);
            }
        });
        st
    })
    .into_iter()
    .flatten()
    {
        all.merge(part);
    }
    println!("{} games: {}", names.len(), all.line());
}

fn plot_command(args: &[String]) {
    use rinshan_lab::plot::{reliability, svg, training_points};
    let [train, eval] = args else { usage() };
    let read = |p: &String| {
        std::fs::read_to_string(p).unwrap_or_else(|e| {
            eprintln!("{p}: {e}");
            std::process::exit(1)
        })
    };
    let (train, eval) = (read(train), read(eval));
    print!(
        "{}",
        svg(
            &training_points(&train),
            &reliability(&eval, "tenpai"),
            &reliability(&eval, "deal-in")
        )
    );
}
