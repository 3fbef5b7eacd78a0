//! Every example in the README works as written: each tile string (`tiles="…"`) reads as
//! inline tiles, each scenario (a `scenario="…"` attribute, a text block of the notation,
//! an embed address's fragment, a string given to `setAttribute("scenario", …)` or to
//! `new RinshanTable(…)`) reads and builds a table that can exist, and each hand or tile
//! string the JavaScript API section passes to a function reads. What a teacher copies
//! from the README works.

use rinshan::play::tile_marks::parse_marked;
use rinshan::play::Scenario;
use rinshan::rules::{parse_mpsz, Hand};

const README: &str = include_str!("../README.md");

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// Every value written `name="…"` or `name='…'` (as HTML writes attributes).
fn attributes(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    for quote in ['"', '\''] {
        let open = format!(" {name}={quote}");
        let mut rest = README;
        while let Some(at) = rest.find(&open) {
            let value = &rest[at + open.len()..];
            let end = value.find(quote).expect("a closing quote");
            out.push(unescape(&value[..end]));
            rest = &value[end..];
        }
    }
    out
}

/// The fenced code blocks in `lang`.
fn blocks(lang: &str) -> Vec<&'static str> {
    let open = format!("```{lang}\n");
    README
        .split(open.as_str())
        .skip(1)
        .map(|b| &b[..b.find("```").expect("a closing fence")])
        .collect()
}

/// The string that follows each `open` (`shanten("`) in the README's code.
fn string_arguments(open: &str) -> Vec<String> {
    README
        .match_indices(open)
        .map(|(at, _)| {
            let value = &README[at + open.len()..];
            value[..value.find('"').expect("a closing quote")]
                .replace("\\n", "\n")
                .replace("\\\"", "\"")
        })
        .collect()
}

/// `%XX` escapes decoded (an embed address's fragment).
fn percent_decoded(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 3 <= bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).expect("ASCII");
            out.push(u8::from_str_radix(hex, 16).expect("a %XX escape"));
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).expect("UTF-8")
}

/// Every scenario the README writes, with where it was found.
fn scenarios() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = attributes("scenario")
        .into_iter()
        .map(|s| ("scenario attribute".into(), s))
        .collect();
    for b in blocks("text") {
        if b.lines()
            .any(|l| l.contains('=') && l.starts_with(|c: char| c.is_ascii_lowercase()))
        {
            out.push(("text block".into(), b.to_string()));
        }
    }
    for (at, _) in README.match_indices("embed.html") {
        let rest = &README[at..];
        let end = rest.find(['"', ' ', '\n', ')']).unwrap_or(rest.len());
        if let Some((_, fragment)) = rest[..end].split_once('#') {
            out.push(("embed address".into(), percent_decoded(fragment)));
        }
    }
    for s in string_arguments("setAttribute(\"scenario\", \"") {
        out.push(("setAttribute".into(), s));
    }
    for s in string_arguments("new RinshanTable(\"") {
        out.push(("RinshanTable".into(), s));
    }
    out
}

#[test]
fn every_tile_string_reads() {
    let tiles = attributes("tiles");
    assert!(tiles.len() >= 8, "{tiles:?}");
    for t in &tiles {
        let marked = parse_marked(t).unwrap_or_else(|e| panic!("tiles=\"{t}\": {e}"));
        assert!(!marked.is_empty(), "tiles=\"{t}\" draws nothing");
    }
}

#[test]
fn every_scenario_builds_a_table_that_can_exist() {
    let all = scenarios();
    for kind in [
        "scenario attribute",
        "text block",
        "embed address",
        "setAttribute",
        "RinshanTable",
    ] {
        assert!(
            all.iter().any(|(k, _)| k == kind),
            "no {kind} found in the README"
        );
    }
    for (kind, text) in &all {
        let setup = if text.trim_start().starts_with('{') {
            serde_json::from_str::<Scenario>(text).map_err(|e| e.to_string())
        } else {
            Scenario::parse_scenario(text).map_err(|e| e.to_string())
        };
        let setup = setup.unwrap_or_else(|e| panic!("{kind} {text:?}: {e}"));
        setup
            .build()
            .unwrap_or_else(|e| panic!("{kind} {text:?} cannot exist: {e}"));
    }
}

#[test]
fn every_hand_and_tile_string_of_the_api_examples_reads() {
    let mut n = 0;
    for f in ["shanten", "waits", "score_hand"] {
        for hand in string_arguments(&format!("{f}(\"")) {
            Hand::parse(&hand).unwrap_or_else(|e| panic!("{f}(\"{hand}\"): {e}"));
            n += 1;
        }
    }
    for tiles in string_arguments("parse_tiles(\"") {
        parse_mpsz(&tiles).unwrap_or_else(|e| panic!("parse_tiles(\"{tiles}\"): {e}"));
        n += 1;
    }
    assert!(n >= 4, "{n} API examples found");
}
