//! `rinshan-mjai [--level easy|normal|hard|expert|expert-N|expert-Nms|phoenix] [--seat N]
//! [--seed N] [--rules tenhou|...] [--weights FILE] [--stats]`: a Rinshan computer player as
//! an mjai bot (`expert` thinks 100 ms a decision by the wall clock, `expert-400` simulates
//! 400 hands a decision, `expert-30ms` thinks 30 ms; `phoenix` is the Phoenix room's
//! player, `rinshan_models::person::Person`, with the committed weights or `--weights`). Reads mjai events from standard
//! input — one JSON object or a list of objects per line — and writes one action per line
//! to standard output. With `--stats`, each `end_game` (and the end of input) writes one
//! JSON line to standard error with the time of every decision that had a choice
//! (microseconds, from the line's arrival to its answer: the table rebuilt and the bot's
//! choice), by the wall clock and by the thread's CPU time (which the machine's other work
//! does not inflate). A table the engine could not rebuild is reported there too, and
//! answered with a tsumogiri or a pass.

use std::io::{BufRead, Write};
use std::time::Instant;

use rinshan_bots::Level;
use rinshan_expert::Strength;
use rinshan_mjai::MjaiPlayer;
use rinshan_models::person::Person;
use rinshan_models::Model;
use rinshan_rules::{Ruleset, Seat, Seed};
use std::sync::Arc;

struct Options {
    level: Strength,
    /// `--level phoenix`: the Phoenix room's player instead of `level`.
    phoenix: bool,
    weights: std::path::PathBuf,
    seat: Option<Seat>,
    seed: u64,
    rules: Ruleset,
    stats: bool,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        level: Strength::Level(Level::Hard),
        phoenix: false,
        weights: [
            env!("CARGO_MANIFEST_DIR"),
            "..",
            "models",
            "weights",
            "phoenix.safetensors",
        ]
        .iter()
        .collect(),
        seat: None,
        seed: 1,
        rules: Ruleset::tenhou(),
        stats: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--level" => {
                let v = value()?;
                o.phoenix = v == "phoenix";
                if !o.phoenix {
                    o.level = Strength::parse(&v)
                        .ok_or(format!("no level '{v}' ({}, phoenix)", Strength::NAMES))?;
                }
            }
            "--weights" => o.weights = value()?.into(),
            "--seat" => {
                let v = value()?;
                o.seat = Some(
                    v.parse::<u8>()
                        .ok()
                        .and_then(Seat::new)
                        .ok_or(format!("no seat '{v}' (0-3)"))?,
                );
            }
            "--seed" => {
                let v = value()?;
                o.seed = v.parse().map_err(|_| format!("'{v}' is not a seed"))?;
            }
            "--rules" => o.rules = Ruleset::preset(&value()?)?,
            "--stats" => o.stats = true,
            "--help" | "-h" => {
                return Err("usage: rinshan-mjai [--level easy|normal|hard|expert|expert-N|expert-Nms|phoenix] [--seat N] [--seed N] [--rules tenhou|mahjong_soul|ema|classic] [--weights FILE] [--stats]".into())
            }
            other => return Err(format!("unknown option '{other}' (try --help)")),
        }
    }
    Ok(o)
}

fn report(times: &mut Vec<f64>, cpu: &mut Vec<f64>, problems: &mut Vec<String>) {
    let line = serde_json::json!({
        "type": "rinshan_stats",
        "decision_us": times,
        "decision_cpu_us": cpu,
        "problems": problems,
    });
    eprintln!("{line}");
    times.clear();
    cpu.clear();
    problems.clear();
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let bot: Box<dyn rinshan_bots::Decide + Send> = if o.phoenix {
        let model = std::fs::read(&o.weights)
            .map_err(|e| e.to_string())
            .and_then(|b| Model::read(&b).map_err(|e| e.to_string()));
        match model {
            Ok(m) => Box::new(Person::new(Arc::new(m), Seed(o.seed))),
            Err(e) => {
                eprintln!("{}: {e}", o.weights.display());
                std::process::exit(2);
            }
        }
    } else {
        o.level.player(Seed(o.seed), None)
    };
    let mut player = MjaiPlayer::with_player(bot, o.seat, o.rules);
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut times: Vec<f64> = Vec::new();
    let mut cpu: Vec<f64> = Vec::new();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let start = Instant::now();
        let cpu_start = rinshan_mjai::cpu_clock::thread_cpu_us();
        let answer = player.answer_line(&line);
        let took = start.elapsed().as_secs_f64() * 1e6;
        let took_cpu = rinshan_mjai::cpu_clock::thread_cpu_us() - cpu_start;
        let action = match answer {
            Ok(a) => {
                if a.decided {
                    times.push(took);
                    cpu.push(took_cpu);
                }
                a.action
            }
            Err(e) => {
                player.problems.push(e);
                serde_json::json!({"type": "none"})
            }
        };
        if writeln!(out, "{action}").and_then(|_| out.flush()).is_err() {
            break;
        }
        if o.stats && line.contains("\"end_game\"") {
            report(&mut times, &mut cpu, &mut player.problems);
        } else if !o.stats {
            for p in player.problems.drain(..) {
                eprintln!("rinshan-mjai: {p}");
            }
        }
    }
    if o.stats && (!times.is_empty() || !player.problems.is_empty()) {
        report(&mut times, &mut cpu, &mut player.problems);
    }
}
