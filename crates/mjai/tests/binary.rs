//! The `rinshan-mjai` program itself: a recorded log on standard input, as seat 1 sees it,
//! gets exactly one JSON action per line on standard output, and `--stats` reports the
//! decisions' times on standard error with no problem.

mod support;

use std::io::Write;
use std::process::{Command, Stdio};

use support::{lines, masked};

const FIXTURE: &str = include_str!("fixtures/selfplay-hard-normal-easy-hard.mjson");

#[test]
fn the_program_answers_every_line_once() {
    let input: String = lines(FIXTURE)
        .iter()
        .map(|l| masked(l, 1).to_string() + "\n")
        .collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_rinshan-mjai"))
        .args(["--level", "hard", "--stats"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    child
        .stdin
        .take()
        .map(|mut s| s.write_all(input.as_bytes()))
        .unwrap_or_else(|| panic!("no stdin"))
        .unwrap_or_else(|e| panic!("{e}"));
    let out = child.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
    assert!(out.status.success());
    let answers: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(answers.len(), input.lines().count());
    assert!(answers.iter().all(|a| a["type"].is_string()));
    assert!(answers.iter().any(|a| a["type"] == "dahai"));
    let stats: serde_json::Value = String::from_utf8_lossy(&out.stderr)
        .lines()
        .find_map(|l| serde_json::from_str(l).ok())
        .unwrap_or_else(|| panic!("no stats line"));
    assert_eq!(stats["type"], "rinshan_stats");
    assert_eq!(stats["problems"].as_array().map(Vec::len), Some(0));
    assert!(stats["decision_us"]
        .as_array()
        .is_some_and(|t| !t.is_empty()));
}
