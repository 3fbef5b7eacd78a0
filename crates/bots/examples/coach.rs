//! `cargo run -p rinshan-bots --example coach -- RECORD.json SEAT`: the coach's review of
//! one seat (0-3) of a tenhou.net/6 record: every decision with Hard's advice and the
//! verdict, the marked ones first counted.

use rinshan_bots::coach::{review, Verdict};
use rinshan_rules::{Ruleset, Seat};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: coach RECORD.json SEAT");
        std::process::exit(2);
    };
    let seat = args
        .get(1)
        .and_then(|s| s.parse::<u8>().ok())
        .and_then(Seat::new)
        .unwrap_or(Seat::ALL[0]);
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let record = match rinshan_records::tenhou6::read(&text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let decisions = review(&record, seat, &Ruleset::tenhou());
    let marked = decisions
        .iter()
        .filter(|d| matches!(d.verdict, Verdict::Mistake(_)))
        .count();
    println!(
        "{} decisions, {} the same as Hard's, {marked} marked",
        decisions.len(),
        decisions
            .iter()
            .filter(|d| d.verdict == Verdict::Agrees)
            .count()
    );
    for d in &decisions {
        if d.verdict == Verdict::Agrees {
            continue;
        }
        println!(
            "hand {:>2} step {:>3} {:?} [{}]: played {:?} / Hard {:?}  shapes {:?} / {:?}  worth {:.0} / {:.0}  danger {:?}  {:?}",
            d.hand + 1,
            d.step,
            d.kind,
            d.hand_text,
            d.played,
            d.advised,
            d.played_shape.map(|s| (s.shanten, s.ukeire)),
            d.advised_shape.map(|s| (s.shanten, s.ukeire)),
            d.played_worth,
            d.advised_worth,
            d.danger.iter().map(|(s, a, b)| (s.index(), (a * 100.0).round(), (b * 100.0).round())).collect::<Vec<_>>(),
            d.verdict
        );
    }
}
