//! `rinshan-mjai [--level easy|normal|hard] [--seat N] [--seed N] [--rules tenhou|...]
//! [--stats]`: a Rinshan computer player as an mjai bot. Reads mjai events from standard
//! input — one JSON object or a list of objects per line — and writes one action per line
//! to standard output. With `--stats`, each `end_game` (and the end of input) writes one
//! JSON line to standard error with the time of every decision that had a choice
//! (microseconds, from the line's arrival to its answer: the table rebuilt and the bot's
//! choice). A table the engine could not rebuild is reported there too, and answered with
//! a tsumogiri or a pass.

use std::io::{BufRead, Write};
use std::time::Instant;

use rinshan_bots::Level;
use rinshan_mjai::MjaiPlayer;
use rinshan_rules::{Ruleset, Seat, Seed};

struct Options {
    level: Level,
    seat: Option<Seat>,
    seed: u64,
    rules: Ruleset,
    stats: bool,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        level: Level::Hard,
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
                o.level = Level::ALL
                    .into_iter()
                    .find(|l| l.name().eq_ignore_ascii_case(&v))
                    .ok_or(format!("no level '{v}' (easy, normal, hard)"))?;
            }
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
                return Err("usage: rinshan-mjai [--level easy|normal|hard] [--seat N] [--seed N] [--rules tenhou|mahjong_soul|ema|classic] [--stats]".into())
            }
            other => return Err(format!("unknown option '{other}' (try --help)")),
        }
    }
    Ok(o)
}

fn report(times: &mut Vec<f64>, problems: &mut Vec<String>) {
    let line = serde_json::json!({
        "type": "rinshan_stats",
        "decision_us": times,
        "problems": problems,
    });
    eprintln!("{line}");
    times.clear();
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
    let mut player = MjaiPlayer::new(o.level, Seed(o.seed), o.seat, o.rules);
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut times: Vec<f64> = Vec::new();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let start = Instant::now();
        let answer = player.answer_line(&line);
        let took = start.elapsed().as_secs_f64() * 1e6;
        let action = match answer {
            Ok(a) => {
                if a.decided {
                    times.push(took);
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
            report(&mut times, &mut player.problems);
        } else if !o.stats {
            for p in player.problems.drain(..) {
                eprintln!("rinshan-mjai: {p}");
            }
        }
    }
    if o.stats && (!times.is_empty() || !player.problems.is_empty()) {
        report(&mut times, &mut player.problems);
    }
}
