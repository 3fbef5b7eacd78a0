//! `rinshan-arena [--tenhou6 DIR] < games.jsonl`: the arena's referee check. Each input
//! line is one arena game, `{"game": n, "paipu": {…}}` with majiang-core's record of it;
//! the record is read into Rinshan's record model and replayed through Rinshan's engine
//! (`rinshan_records::check`: every move must be legal and every hand must end with the
//! same kind of ending, winners, yaku, fu, han, liability and score changes). One line
//! out per game: `{"game": n, "hands": h, "mismatches": ["…", …]}`. With `--tenhou6`,
//! each game is also written there as a tenhou.net/6 log (`game-n.json`), which Rinshan's
//! record viewer and Tenhou's own open.

mod paipu;

use std::io::{BufRead, Write};

use rinshan_rules::Ruleset;
use serde_json::{json, Value};

fn main() {
    let mut args = std::env::args().skip(1);
    let mut tenhou6_dir: Option<String> = None;
    while let Some(a) = args.next() {
        match a.as_str() {
            "--tenhou6" => tenhou6_dir = args.next(),
            other => {
                eprintln!("unknown option '{other}' (rinshan-arena [--tenhou6 DIR] < games.jsonl)");
                std::process::exit(2);
            }
        }
    }
    let rules = Ruleset::tenhou();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for (n, line) in stdin.lock().lines().enumerate() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let v: Value = match serde_json::from_str(&line) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("line {}: not JSON: {e}", n + 1);
                continue;
            }
        };
        let game = v["game"].clone();
        let result = match paipu::read(&v["paipu"]) {
            Ok(record) => {
                if let Some(dir) = &tenhou6_dir {
                    let path = format!("{dir}/game-{}.json", game.as_i64().unwrap_or(n as i64));
                    if let Err(e) =
                        std::fs::write(&path, rinshan_records::tenhou6_write::write(&record))
                    {
                        eprintln!("{path}: {e}");
                    }
                }
                let mismatches: Vec<String> = rinshan_records::check(&record, &rules)
                    .iter()
                    .map(|m| rinshan_text::mismatch(rinshan_text::Lang::En, m))
                    .collect();
                json!({"game": game, "hands": record.hands.len(), "mismatches": mismatches})
            }
            Err(e) => {
                json!({"game": game, "hands": 0, "mismatches": [format!("unreadable record: {e}")]})
            }
        };
        if writeln!(out, "{result}").is_err() {
            break;
        }
    }
}
