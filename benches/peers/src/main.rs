//! Rinshan against its peers, on the same inputs, in one process (release build):
//!
//! - shanten of random 14-tile hands and of 14-tile hands all in one suit, against
//!   xiangting (whose replacement number is shanten + 1);
//! - whole hands of random legal play (a fresh deal, every seat choosing uniformly among
//!   its legal actions until the hand ends), against riichienv-core's game state;
//! - scoring riichienv-core's own 816 winning-hand cases (its `benches/data/agari_4p.json`,
//!   read from the crate's source in the cargo registry), against its hand evaluator.
//!
//! Each measure is repeated; the range over repeats is printed for both sides, with the
//! ratio of the medians (above 1: Rinshan is faster).
//!
//! Run: `cargo run --release --manifest-path benches/peers/Cargo.toml`

mod sanma;

use std::collections::HashMap;
use std::hint::black_box;
use std::time::Instant;

use riichienv_core::hand_evaluator::HandEvaluator;
use riichienv_core::rule::GameRule;
use riichienv_core::state::legal_actions::GameStateLegalActions;
use riichienv_core::state::GameState;
use riichienv_core::types::{Conditions, Meld as PeerMeld, MeldType, Wind};

use rinshan::engine::random_play::play_random_hand;
use rinshan::rules::samples::{one_suit_hands, random_hands};
use rinshan::rules::shanten::{prepare_tables, shape_shanten};
use rinshan::rules::{
    score, Hand, Meld, RiichiState, Rng, Ruleset, Seat, Seed, Tile, TileKind, Win, WinMethod,
};

const REPEATS: usize = 7;

/// Times `ours` and `peer` (each doing `work` units) `REPEATS` times, alternating, so a
/// busy moment of the machine falls on both sides alike; returns each side's times per
/// unit in nanoseconds, sorted.
fn compare(work: usize, mut ours: impl FnMut(), mut peer: impl FnMut()) -> (Vec<f64>, Vec<f64>) {
    ours(); // warm up
    peer();
    let mut a = Vec::new();
    let mut b = Vec::new();
    for _ in 0..REPEATS {
        let t = Instant::now();
        ours();
        a.push(t.elapsed().as_nanos() as f64 / work as f64);
        let t = Instant::now();
        peer();
        b.push(t.elapsed().as_nanos() as f64 / work as f64);
    }
    a.sort_by(f64::total_cmp);
    b.sort_by(f64::total_cmp);
    (a, b)
}

fn median(v: &[f64]) -> f64 {
    v[v.len() / 2]
}

fn range(v: &[f64]) -> String {
    fn fmt(x: f64) -> String {
        if x >= 100.0 {
            format!("{x:.0}")
        } else {
            format!("{x:.1}")
        }
    }
    format!("{}-{}", fmt(v[0]), fmt(v[v.len() - 1]))
}

fn row(measure: &str, unit: &str, ours: &[f64], peer_name: &str, peer: &[f64], per_second: bool) {
    if per_second {
        let inv = |v: &[f64]| -> Vec<f64> {
            let mut w: Vec<f64> = v.iter().map(|ns| 1e9 / ns).collect();
            w.sort_by(f64::total_cmp);
            w
        };
        let (o, p) = (inv(ours), inv(peer));
        println!(
            "| {measure} | {} {unit} | {peer_name}: {} {unit} | {:.2}x |",
            range(&o),
            range(&p),
            median(&o) / median(&p)
        );
    } else {
        println!(
            "| {measure} | {} {unit} | {peer_name}: {} {unit} | {:.2}x |",
            range(ours),
            range(peer),
            median(peer) / median(ours)
        );
    }
}

/// The first pass over fresh hands in a fresh process, before anything else has asked a
/// shanten: Rinshan's first shanten builds its suit tables (timed apart), then each side
/// counts the random hands once, then the one-suit hands once, every hand's suit patterns
/// met for the first time. A table that is filled hand by hand pays here.
fn first_pass_rows() {
    let random = random_hands(4096);
    let flush = one_suit_hands(4096);
    let t = Instant::now();
    black_box(shape_shanten(black_box(&random[0]), 0));
    println!(
        "(Rinshan's first shanten in this process, its tables' build included: {:.1} ms)",
        t.elapsed().as_secs_f64() * 1e3
    );
    for (name, hands) in [
        ("shanten, random 14-tile hands, first pass", &random),
        ("shanten, one-suit 14-tile hands, first pass", &flush),
    ] {
        let t = Instant::now();
        for h in hands {
            black_box(shape_shanten(black_box(h), 0));
        }
        let ours = t.elapsed().as_nanos() as f64 / hands.len() as f64;
        let t = Instant::now();
        for h in hands {
            black_box(xiangting::calculate_replacement_number(
                black_box(h),
                xiangting::PlayerCount::Four,
            ))
            .ok();
        }
        let peer = t.elapsed().as_nanos() as f64 / hands.len() as f64;
        row(name, "ns", &[ours], "xiangting 6", &[peer], false);
    }
}

fn shanten_rows() {
    let tables = Instant::now();
    let patterns = prepare_tables();
    println!(
        "(Rinshan's suit tables: {patterns} patterns built in {:.1} ms, once per process)",
        tables.elapsed().as_secs_f64() * 1e3
    );
    for (name, hands) in [
        ("shanten, random 14-tile hands", random_hands(4096)),
        (
            "shanten, 14-tile hands all in one suit",
            one_suit_hands(4096),
        ),
    ] {
        // Both sides must agree before either is timed.
        for h in &hands {
            let peer = xiangting::calculate_replacement_number(h, xiangting::PlayerCount::Four)
                .map(|r| i16::from(r) - 1)
                .unwrap_or(99);
            assert_eq!(i16::from(shape_shanten(h, 0)), peer, "{h:?}");
        }
        let (ours, peer) = compare(
            hands.len() * 20,
            || {
                for _ in 0..20 {
                    for h in &hands {
                        black_box(shape_shanten(black_box(h), 0));
                    }
                }
            },
            || {
                for _ in 0..20 {
                    for h in &hands {
                        black_box(xiangting::calculate_replacement_number(
                            black_box(h),
                            xiangting::PlayerCount::Four,
                        ))
                        .ok();
                    }
                }
            },
        );
        row(name, "ns", &ours, "xiangting 6", &peer, false);
    }
}

/// `hands` hands of random legal play in riichienv-core's engine, from `seed`. Its game
/// state deals the next hand itself when one ends, so games are played on and each
/// change of hand (round, dealer, honba, or the game's end) counts one hand: like
/// Rinshan's side, each hand includes one deal.
fn peer_hands(seed: u64, hands: u64) -> usize {
    let mut rng = Rng::new(Seed(seed ^ 0xbe7c));
    let mut n = 0;
    let mut played = 0;
    let mut game = 0;
    let mut actions = HashMap::new();
    while played < hands {
        let mut s = GameState::new(1, true, Some(seed + game), 0, GameRule::default_tenhou());
        game += 1;
        let mut at = (s.round_wind, s.kyoku_idx, s.oya, s.honba);
        while !s.is_done && played < hands && n < 5000 * hands as usize {
            actions.clear();
            for &pid in &s.active_players.clone() {
                let legal = s._get_legal_actions_internal(pid);
                if legal.is_empty() {
                    continue;
                }
                let pick = legal[rng.below(legal.len() as u64) as usize].clone();
                actions.insert(pid, pick);
            }
            if actions.is_empty() {
                break;
            }
            s.step(&actions);
            n += 1;
            let now = (s.round_wind, s.kyoku_idx, s.oya, s.honba);
            if now != at || s.is_done {
                played += 1;
                at = now;
            }
        }
    }
    n
}

fn play_rows() {
    const HANDS: u64 = 400;
    let (ours, peer) = compare(
        HANDS as usize,
        || {
            for seed in 0..HANDS {
                black_box(play_random_hand(seed));
            }
        },
        || {
            black_box(peer_hands(1, HANDS));
        },
    );
    row(
        "random legal play, whole hands",
        "hands/s",
        &ours,
        "riichienv-core 0.4.11",
        &peer,
        true,
    );
}

#[derive(serde::Deserialize)]
struct Cases {
    cases: Vec<Case>,
}

#[derive(serde::Deserialize)]
struct Case {
    tiles_136: Vec<u8>,
    melds: Vec<CaseMeld>,
    win_tile_136: u8,
    dora_indicators: Vec<u8>,
    ura_indicators: Vec<u8>,
    conditions: CaseConditions,
    expected: Expected,
}

#[derive(serde::Deserialize)]
struct CaseMeld {
    meld_type: String,
    tiles: Vec<u8>,
    opened: bool,
    from_who: i8,
}

#[derive(serde::Deserialize)]
struct CaseConditions {
    tsumo: bool,
    riichi: bool,
    double_riichi: bool,
    ippatsu: bool,
    haitei: bool,
    houtei: bool,
    rinshan: bool,
    chankan: bool,
    tsumo_first_turn: bool,
    player_wind: u8,
    round_wind: u8,
    honba: u32,
}

#[derive(serde::Deserialize)]
struct Expected {
    han: u32,
    fu: u32,
}

/// Where cargo unpacked riichienv-core's source (its bench data lives there).
fn peer_source_dir() -> Option<std::path::PathBuf> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = std::process::Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--manifest-path"])
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
        .output()
        .ok()?;
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).ok()?;
    let manifest = meta["packages"]
        .as_array()?
        .iter()
        .find(|p| p["name"] == "riichienv-core")?["manifest_path"]
        .as_str()?
        .to_string();
    std::path::Path::new(&manifest)
        .parent()
        .map(|p| p.to_path_buf())
}

/// A tile of the 136-tile numbering (4 per kind; 16, 52 and 88 are the red fives).
fn tile136(id: u8) -> Tile {
    let kind = TileKind::new(id / 4).unwrap_or(TileKind::wind(0));
    match (id, Tile::red_five(kind.suit())) {
        (16 | 52 | 88, Some(red)) => red,
        _ => Tile::new(kind),
    }
}

fn our_case(c: &Case) -> Option<(Hand, Win)> {
    let from = Seat::ALL[3];
    let melds: Vec<Meld> = c
        .melds
        .iter()
        .map(|m| {
            let tiles: Vec<Tile> = m.tiles.iter().map(|&t| tile136(t)).collect();
            let called = tiles[0];
            match m.meld_type.as_str() {
                "chi" => Meld::chii(tiles, called, from),
                "pon" => Meld::pon(tiles, called, from),
                "daiminkan" => Meld::daiminkan(tiles, called, from),
                "kakan" => Meld::shouminkan(tiles.clone(), called, from, tiles[1]),
                _ => Meld::ankan(tiles),
            }
            .ok()
        })
        .collect::<Option<_>>()?;
    let concealed: Vec<Tile> = c.tiles_136.iter().map(|&t| tile136(t)).collect();
    let hand = Hand::new(concealed, melds).ok()?;
    let k = &c.conditions;
    let method = if k.tsumo {
        WinMethod::Tsumo
    } else {
        WinMethod::Ron
    };
    let mut win = Win::new(
        tile136(c.win_tile_136),
        method,
        TileKind::wind(k.player_wind),
    );
    win.round_wind = TileKind::wind(k.round_wind);
    win.riichi = if k.double_riichi {
        RiichiState::DoubleRiichi
    } else if k.riichi {
        RiichiState::Riichi
    } else {
        RiichiState::None
    };
    win.ippatsu = k.ippatsu;
    win.haitei = k.haitei;
    win.houtei = k.houtei;
    win.rinshan = k.rinshan;
    win.chankan = k.chankan;
    win.tenhou = k.tsumo_first_turn && k.player_wind == 0;
    win.chiihou = k.tsumo_first_turn && k.player_wind != 0;
    win.dora_indicators = c.dora_indicators.iter().map(|&t| tile136(t)).collect();
    win.ura_indicators = c.ura_indicators.iter().map(|&t| tile136(t)).collect();
    win.honba = k.honba;
    Some((hand, win))
}

fn peer_case(c: &Case) -> (HandEvaluator, u8, Vec<u8>, Vec<u8>, Conditions) {
    let melds: Vec<PeerMeld> = c
        .melds
        .iter()
        .map(|m| {
            let kind = match m.meld_type.as_str() {
                "chi" => MeldType::Chi,
                "pon" => MeldType::Pon,
                "daiminkan" => MeldType::Daiminkan,
                "kakan" => MeldType::Kakan,
                _ => MeldType::Ankan,
            };
            PeerMeld::new(kind, m.tiles.clone(), m.opened, m.from_who, None)
        })
        .collect();
    let k = &c.conditions;
    let conditions = Conditions {
        tsumo: k.tsumo,
        riichi: k.riichi,
        double_riichi: k.double_riichi,
        ippatsu: k.ippatsu,
        haitei: k.haitei,
        houtei: k.houtei,
        rinshan: k.rinshan,
        chankan: k.chankan,
        tsumo_first_turn: k.tsumo_first_turn,
        player_wind: Wind::from(k.player_wind),
        round_wind: Wind::from(k.round_wind),
        riichi_sticks: 0,
        honba: k.honba,
        kita_count: 0,
        is_sanma: false,
        num_players: 4,
    };
    (
        HandEvaluator::new(c.tiles_136.clone(), melds),
        c.win_tile_136,
        c.dora_indicators.clone(),
        c.ura_indicators.clone(),
        conditions,
    )
}

/// riichienv-core's own winning-hand cases, read from its crate source.
fn load_cases() -> Option<Cases> {
    let dir = peer_source_dir()?;
    let text = std::fs::read_to_string(dir.join("benches/data/agari_4p.json")).ok()?;
    serde_json::from_str(&text).ok()
}

/// The cases where Rinshan's han or fu differ from what riichienv-core expects.
fn scoring_differences() {
    let Some(cases) = load_cases() else {
        return;
    };
    // Tenhou's rules by default; `--mahjong-soul` for double yakuman as riichienv-core counts them.
    let rules = if std::env::args().any(|a| a == "--mahjong-soul") {
        Ruleset::mahjong_soul()
    } else {
        Ruleset::tenhou()
    };
    for (i, c) in cases.cases.iter().enumerate() {
        let Some((h, w)) = our_case(c) else { continue };
        match score(&h, &w, &rules) {
            Ok(s) if !agrees(&s, &c.expected) => {
                let names: Vec<String> = if s.yakuman.is_empty() {
                    s.yaku
                        .iter()
                        .map(|(y, n)| format!("{}:{n}", y.name()))
                        .collect()
                } else {
                    s.yakuman
                        .iter()
                        .map(|(y, n)| format!("{}×{n}", y.name()))
                        .collect()
                };
                println!(
                    "case {i}: {h} + {} ({}) — Rinshan {} han {} fu [{}; dora {} ura {} red {}], riichienv-core {} han {} fu",
                    w.tile, if w.is_tsumo() { "tsumo" } else { "ron" }, counted_han(&s), s.fu.total,
                    names.join(", "), s.dora, s.ura_dora, s.red_fives, c.expected.han, c.expected.fu
                );
            }
            Ok(_) => {}
            Err(e) => println!(
                "case {i}: {h} — Rinshan refuses: {e}; riichienv-core {} han {} fu",
                c.expected.han, c.expected.fu
            ),
        }
    }
}

/// Han as riichienv-core counts them: 13 per yakuman (times its multiplier).
fn counted_han(s: &rinshan::rules::HandScore) -> u32 {
    if s.yakuman.is_empty() {
        s.han
    } else {
        13 * s.yakuman.iter().map(|(_, n)| u32::from(*n)).sum::<u32>()
    }
}

/// Rinshan's score gives the han (and, below yakuman, the fu) riichienv-core expects.
fn agrees(s: &rinshan::rules::HandScore, e: &Expected) -> bool {
    counted_han(s) == e.han && (!s.yakuman.is_empty() || s.fu.total == e.fu)
}

/// Rinshan's side of the scoring measure alone, many times (for profiling).
fn scoring_ours_only() {
    let Some(cases) = load_cases() else {
        return;
    };
    let rules = Ruleset::tenhou();
    let ours: Vec<(Hand, Win)> = cases.cases.iter().filter_map(our_case).collect();
    for _ in 0..2000 {
        for (h, w) in &ours {
            black_box(score(h, w, &rules)).ok();
        }
    }
}

fn scoring_rows() {
    let Some(dir) = peer_source_dir() else {
        println!("| scoring riichienv-core's 816 cases | (its source was not found) | | |");
        return;
    };
    let path = dir.join("benches/data/agari_4p.json");
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let Ok(cases) = serde_json::from_str::<Cases>(&text) else {
        println!(
            "| scoring riichienv-core's cases | ({} could not be read) | | |",
            path.display()
        );
        return;
    };
    let rules = Ruleset::tenhou();
    let ours: Vec<(Hand, Win)> = cases.cases.iter().filter_map(our_case).collect();
    let agree = cases
        .cases
        .iter()
        .filter_map(|c| our_case(c).map(|(h, w)| (c, h, w)))
        .filter(|(c, h, w)| score(h, w, &rules).is_ok_and(|s| agrees(&s, &c.expected)))
        .count();
    println!(
        "(scoring cases: {} read, {} converted, {agree} with the han and fu riichienv-core expects)",
        cases.cases.len(),
        ours.len()
    );
    let peer: Vec<_> = cases.cases.iter().map(peer_case).collect();
    let n = cases.cases.len();
    assert_eq!(ours.len(), n, "every case converts");
    let (ours_t, peer_t) = compare(
        n * 10,
        || {
            for _ in 0..10 {
                for (h, w) in &ours {
                    black_box(score(h, w, &rules)).ok();
                }
            }
        },
        || {
            for _ in 0..10 {
                for (he, tile, dora, ura, cond) in &peer {
                    black_box(he.calc(*tile, dora.clone(), ura.clone(), Some(cond.clone())));
                }
            }
        },
    );
    row(
        &format!("scoring riichienv-core's own {n} winning-hand cases"),
        "ns",
        &ours_t,
        "riichienv-core",
        &peer_t,
        false,
    );
}

fn main() {
    if std::env::args().any(|a| a == "--probe") {
        let (mut a, mut b) = (0, 0);
        for seed in 0..50 {
            a += play_random_hand(seed);
        }
        b += peer_hands(1, 50);
        println!(
            "actions per hand: rinshan {} riichienv steps {}",
            a / 50,
            b / 50
        );
        return;
    }
    // `--only shanten|play|scoring` runs one measure (for profiling).
    let only = std::env::args().skip_while(|a| a != "--only").nth(1);
    let wanted = |name: &str| only.as_deref().is_none_or(|o| o == name);
    println!("| measure | Rinshan | peer | ratio |");
    println!("|---|---|---|---|");
    // Three-player hands against riichienv-core's three-player evaluator (a check, not
    // a timing): `--only sanma` (HANDS=n, default 2000).
    if only.as_deref() == Some("sanma") {
        let hands = std::env::var("HANDS")
            .ok()
            .and_then(|h| h.parse().ok())
            .unwrap_or(2000);
        let t = sanma::check(hands);
        println!(
            "(sanma against riichienv-core's HandEvaluator3P: {} hands, {} kita, {} winnable moments asked, {} wins scored, {} disagreements)",
            t.hands,
            t.kitas,
            t.asked,
            t.wins,
            t.disagree.len()
        );
        for d in t.disagree.iter().take(20) {
            println!("  {d}");
        }
        if !t.disagree.is_empty() {
            std::process::exit(1);
        }
        return;
    }
    if wanted("shanten") {
        first_pass_rows();
        shanten_rows();
    }
    if wanted("play") {
        play_rows();
    }
    if only.as_deref() == Some("rinshan-play") {
        for seed in 0..4000 {
            black_box(play_random_hand(seed));
        }
    }
    // The peer's side of the same measure alone, for callgrind (4,000 hands).
    if only.as_deref() == Some("riichienv-play") {
        black_box(peer_hands(1, 4000));
    }
    // Each side's shanten loop alone, for `perf stat` (instructions and cycles).
    if only.as_deref() == Some("rinshan-shanten") {
        let hands = if std::env::var("ONE_SUIT").is_ok() {
            one_suit_hands(4096)
        } else {
            random_hands(4096)
        };
        prepare_tables();
        let reps: usize = std::env::var("REPS")
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(500);
        for _ in 0..reps {
            for h in &hands {
                black_box(shape_shanten(black_box(h), 0));
            }
        }
    }
    if only.as_deref() == Some("xiangting-shanten") {
        let hands = if std::env::var("ONE_SUIT").is_ok() {
            one_suit_hands(4096)
        } else {
            random_hands(4096)
        };
        let reps: usize = std::env::var("REPS")
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(500);
        for _ in 0..reps {
            for h in &hands {
                black_box(xiangting::calculate_replacement_number(
                    black_box(h),
                    xiangting::PlayerCount::Four,
                ))
                .ok();
            }
        }
    }
    if only.as_deref() == Some("scoring-differences") {
        scoring_differences();
    }
    if only.as_deref() == Some("rinshan-scoring") {
        scoring_ours_only();
    }
    if wanted("scoring") {
        scoring_rows();
    }
}
