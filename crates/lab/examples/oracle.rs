//! Where the Expert and Hard disagree, which is right? `cargo run --release -p
//! rinshan-lab --example oracle -- [games] [expert-N] [seed] [shuffles] [options]`
//! plays games of four Hard bots; at each decision of the rotating hero seat it asks the Expert too, and where the
//! two differ it plays the hand out from the real table — the true hands, the walls
//! shuffled anew each time, every seat played by Hard — after each of the two choices, on
//! the same shuffles. It prints, per kind of decision, how often they differed and the
//! mean difference in value (the Expert's measure: places at 10,000 points a place) with
//! its 95 % interval, and the same by how the Expert's choice differs (riskier, slower…).
//! Then, from the same searches, what each confidence of [`SWEEP`] would have gained (the
//! choice it would make played out the same way): how sure the Expert should be before it
//! overrules Hard, and each game's gain at the Expert's own confidence (to pair two runs).
//! The game itself follows Hard's choice. Options set the Expert's `Settings` and `Width`:
//! `next-turn` (the horizon), `points` (the objective), `rollout=hard|normal`,
//! `confidence=X`, `quiet`, `read=G,S,D` (the deals read the discards: see
//! `rinshan_expert::read::Reading`), and `read-hands`: the Expert's simulations are dealt the
//! opponents' true hands (only the walls shuffled), which measures what its guess of the
//! hidden tiles costs. `read-hands=riichi` and `read-hands=tenpai` deal the true hand only
//! to the seats in riichi, or to the seats whose hand is tenpai, and the others as the
//! Expert deals them: what a perfect read of those seats alone would be worth.
//! `wait-model=FILE` deals by the riichi wait model the `waits` example fitted (its
//! weights in `FILE`): for a table with a seat in riichi, `wait-guesses=N` (16) deals are
//! dealt and one kept, weighted toward the model's chance of each kind being a wait.
//! `reading-model=FILE` does the same with the reading of `rinshan_models` (a safetensors
//! file that `lab train` wrote, trained on the Phoenix room): its chance that each kind
//! deals in to the seat in riichi.

#[path = "wait_model/mod.rs"]
mod wait_model;

use rinshan_bots::danger::genbutsu;
use rinshan_bots::table::Table;
use rinshan_bots::{Bot, Decide, Level};
use rinshan_engine::{Action, Game, Hidden, Phase, Round, SeatView};
use rinshan_expert::candidates::{candidates, Width};
use rinshan_expert::deal::{deal, pick_weighted};
use rinshan_expert::read::Reading;
use rinshan_expert::search::{overrule, search_dealt, value, POINTS_PER_PLACE};
use rinshan_expert::stats::mean_se;
use rinshan_expert::worth::{game_state, outcome};
use rinshan_expert::{Expert, Horizon, Objective, Rollout, Settings, Strength};
use rinshan_models::Model;
use rinshan_rules::hand::counts_of;
use rinshan_rules::shanten::{acceptance_kinds, shape_shanten};
use rinshan_rules::{Rng, Ruleset, Seat, Seed, Tile, TileKind};
use wait_model::WaitModel;

/// Plays `round` to its end with Hard in every seat.
fn hard_to_end(round: &mut Round, seed: u64) {
    let mut bots: Vec<Bot> = (0..4)
        .map(|i| Bot::new(Level::Hard, Seed(seed + i)))
        .collect();
    for _ in 0..2000 {
        let Some((s, legal)) = round.to_act() else {
            return;
        };
        let view = round.view(s);
        let a = bots[s.index()].decide(&view, &legal);
        if round.apply(s, a).is_err() {
            return;
        }
    }
}

/// The true hidden tiles with the walls (live and dead) shuffled anew by `rng`.
fn reshuffled(view: &SeatView, truth: &Hidden, rng: &mut Rng) -> Hidden {
    let mut hidden = truth.clone();
    let mut tiles: Vec<_> = hidden.live.drain(..).chain(hidden.dead.drain(..)).collect();
    rng.shuffle(&mut tiles);
    hidden.dead = tiles.split_off(view.live_remaining);
    hidden.live = tiles;
    hidden
}

/// Which seats' true hands the Expert's simulations are dealt (`read-hands`).
#[derive(Clone, Copy, PartialEq)]
enum Known {
    /// None: the Expert's own deal.
    None,
    /// Every other seat's.
    All,
    /// The seats in riichi.
    Riichi,
    /// The seats whose hand is tenpai.
    Tenpai,
}

/// Which other seats of `view` `known` gives their true hand.
fn known_seats(view: &SeatView, truth: &Hidden, known: Known) -> [bool; 4] {
    std::array::from_fn(|i| {
        i != view.seat.index()
            && match known {
                Known::None => false,
                Known::All => true,
                Known::Riichi => view.riichi[i],
                Known::Tenpai => {
                    let counts = counts_of(truth.hands[i].iter().copied());
                    shape_shanten(&counts, view.melds[i].len()) <= 0
                }
            }
    })
}

/// The Expert's deal for `view`, except that the seats in `fixed` hold their true hands
/// (from `truth`). The true tiles those seats need are taken from the walls first, then
/// from the other dealt hands, each in exchange for a tile the dealt hand had that the true
/// one lacks, so every unseen tile is dealt exactly once.
fn partly_true(
    view: &SeatView,
    truth: &Hidden,
    fixed: [bool; 4],
    reading: Reading,
    rng: &mut Rng,
) -> Option<Hidden> {
    let mut hidden = deal(view, rng, reading)?;
    let mut spare: Vec<Tile> = Vec::new();
    let mut need: Vec<Tile> = Vec::new();
    for i in (0..4).filter(|&i| fixed[i]) {
        spare.append(&mut hidden.hands[i]);
        need.extend(truth.hands[i].iter().copied());
        hidden.hands[i] = truth.hands[i].clone();
    }
    need.retain(|t| match spare.iter().position(|s| s == t) {
        Some(at) => {
            spare.swap_remove(at);
            false
        }
        None => true,
    });
    for t in need {
        let Hidden { hands, live, dead } = &mut hidden;
        let slot = live
            .iter_mut()
            .chain(dead.iter_mut())
            .chain(
                hands
                    .iter_mut()
                    .enumerate()
                    .filter(|(i, _)| !fixed[*i])
                    .flat_map(|(_, h)| h.iter_mut()),
            )
            .find(|x| **x == t)?;
        *slot = spare.pop()?;
    }
    debug_assert!({
        let mut dealt: Vec<Tile> = hidden.hands.iter().flatten().copied().collect();
        dealt.extend(hidden.live.iter().chain(hidden.dead.iter()).copied());
        let mut unseen = view.unseen_tiles();
        dealt.sort_unstable();
        unseen.sort_unstable();
        dealt == unseen
    });
    Some(hidden)
}

/// For each other seat of `view` in riichi, `model`'s chance that each kind is its wait
/// (`None` for the kinds safe against it).
fn wait_chances(view: &SeatView, model: &WaitModel) -> Vec<(usize, [Option<f64>; 34])> {
    let table = Table::new(view);
    (0..4)
        .filter(|&o| o != view.seat.index() && view.riichi[o])
        .map(|o| {
            let safe = genbutsu(view, o);
            let chances = std::array::from_fn(|k| {
                let kind = TileKind::new(k as u8)?;
                (!safe[k]).then(|| model.chance(&table, o, kind, &safe).clamp(0.001, 0.999))
            });
            (o, chances)
        })
        .collect()
}

/// For each other seat of `view` in riichi, the trained reading's chance that each kind
/// deals in to it (`None` for the kinds safe against it).
fn reading_chances(view: &SeatView, model: &Model) -> Vec<(usize, [Option<f64>; 34])> {
    let me = view.seat.index();
    if !(0..4).any(|o| o != me && view.riichi[o]) {
        return Vec::new();
    }
    let read = model.read_view(view);
    (0..4)
        .filter(|&o| o != me && view.riichi[o])
        .map(|o| {
            let safe = genbutsu(view, o);
            let r = (o + 4 - me) % 4;
            let chances = std::array::from_fn(|k| {
                (!safe[k]).then(|| f64::from(read.deal_in[r][k]).clamp(0.001, 0.999))
            });
            (o, chances)
        })
        .collect()
}

/// The Expert's deal reweighted toward `chances` ([`wait_chances`]): `guesses` deals,
/// one kept with the weight that moves each kind's share of deals waiting on it (each
/// kind taken alone) from what the deals give to the model's chance.
fn wait_weighted(
    view: &SeatView,
    chances: &[(usize, [Option<f64>; 34])],
    guesses: usize,
    reading: Reading,
    rng: &mut Rng,
) -> Option<Hidden> {
    if chances.is_empty() {
        return deal(view, rng, reading);
    }
    let mut deals: Vec<Hidden> = (0..guesses)
        .filter_map(|_| deal(view, rng, reading))
        .collect();
    let mut log_weights = vec![0.0; deals.len()];
    for (o, chance) in chances {
        let waits: Vec<[bool; 34]> = deals
            .iter()
            .map(|d| {
                let (s, w) = acceptance_kinds(
                    &counts_of(d.hands[*o].iter().copied()),
                    view.melds[*o].len(),
                );
                if s == 0 {
                    w
                } else {
                    [false; 34]
                }
            })
            .collect();
        for (k, p) in chance.iter().enumerate() {
            let Some(p) = *p else { continue };
            let q =
                (waits.iter().filter(|w| w[k]).count() as f64 + 0.5) / (deals.len() as f64 + 1.0);
            for (lw, w) in log_weights.iter_mut().zip(&waits) {
                *lw += if w[k] {
                    (p / q).ln()
                } else {
                    ((1.0 - p) / (1.0 - q)).ln()
                };
            }
        }
    }
    if deals.is_empty() {
        return None;
    }
    let weighted: Vec<(f64, ())> = log_weights.into_iter().map(|w| (w, ())).collect();
    let kept = pick_weighted(&weighted, rng);
    Some(deals.swap_remove(kept))
}

/// The value for `view`'s seat of playing `a` from the true round, the walls reshuffled.
fn oracle(view: &SeatView, truth: &Hidden, a: &Action, shuffle: u64) -> Option<f64> {
    let hidden = reshuffled(view, truth, &mut Rng::new(Seed(shuffle)));
    let mut round = Round::from_view(view, hidden).ok()?;
    round.apply(view.seat, a.clone()).ok()?;
    hard_to_end(&mut round, shuffle);
    Some(value(
        Objective::Place,
        &outcome(view, &game_state(view), &round),
    ))
}

fn kind(view: &SeatView, a: &Action) -> &'static str {
    let riichi_on_table = (0..4).any(|s| s != view.seat.index() && view.riichi[s]);
    let south = view.round_wind != rinshan_rules::TileKind::wind(0);
    match (a, south) {
        (_, false) if view.claim.is_some() => "call E",
        (_, true) if view.claim.is_some() => "call S",
        (_, false) if riichi_on_table => "vs riichi E",
        (_, true) if riichi_on_table => "vs riichi S",
        (Action::Discard { .. }, false) => "discard E",
        (Action::Discard { .. }, true) => "discard S",
        _ => "other",
    }
}

/// How the Expert's choice differs from Hard's.
fn direction(view: &SeatView, legal: &[Action], mine: &Action, hard: &Action) -> &'static str {
    use rinshan_bots::judge::Judge;
    use rinshan_bots::skill::Skill;
    use rinshan_bots::table::Table;
    match (mine, hard) {
        (Action::Skip, _) => "pass where Hard calls",
        (_, Action::Skip) => "call where Hard passes",
        (
            Action::Discard {
                tile: a,
                riichi: ra,
            },
            Action::Discard {
                tile: b,
                riichi: rb,
            },
        ) => {
            if a == b {
                return if *ra {
                    "riichi where Hard stays dama"
                } else {
                    "dama where Hard declares"
                };
            }
            if *ra && !rb {
                return "riichi (another tile)";
            }
            if *rb && !ra {
                return "no riichi (another tile)";
            }
            let table = Table::new(view);
            let mut judge = Judge::new(&table, Skill::HARD);
            let plain: Vec<_> = rinshan_bots::plain_discards(legal);
            let w = judge.weigh_all(&view.hand, view.my_melds(), &plain);
            let get = |t| w.iter().find(|x| x.tile == t).copied();
            match (get(*a), get(*b)) {
                (Some(x), Some(y)) if x.outlook.shanten > y.outlook.shanten => "slower discard",
                (Some(x), Some(y)) if x.risk > y.risk + 50.0 => "riskier discard",
                (Some(x), Some(y)) if x.risk + 50.0 < y.risk => "safer discard",
                _ => "other discard",
            }
        }
        _ => "other",
    }
}

/// `G,S,D`: `G` guesses for each other seat, kept by their likelihood to the power `S`,
/// each developed for the share `D` of the seat's turns.
fn parse_reading(text: &str) -> Option<Reading> {
    let mut parts = text.split(',').map(str::parse::<f64>);
    let mut next = || parts.next().and_then(Result::ok);
    Some(Reading {
        guesses: next()? as usize,
        sharpness: next()?,
        developed: next()?,
    })
}

/// The confidences (standard errors over Hard's choice) the sweep reads off each search.
const SWEEP: [f64; 6] = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(20);
    let strength = args
        .get(1)
        .and_then(|s| Strength::parse(s))
        .unwrap_or(Strength::Expert(rinshan_expert::Budget::Simulations(200)));
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let reps: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(24);
    let Strength::Expert(budget) = strength else {
        eprintln!("the second argument must name an Expert (expert-N)");
        std::process::exit(2);
    };
    let mut settings = Settings {
        budget,
        ..Settings::default()
    };
    let mut width = Width::default();
    let mut known = Known::None;
    let mut model: Option<WaitModel> = None;
    let mut reading_model: Option<Model> = None;
    let mut wait_guesses = 16;
    for o in args.iter().skip(4) {
        match o.as_str() {
            "next-turn" => settings.horizon = Horizon::NextTurn,
            "points" => settings.objective = Objective::Points,
            "quiet" => width.quiet = true,
            "read-hands" => known = Known::All,
            "read-hands=riichi" => known = Known::Riichi,
            "read-hands=tenpai" => known = Known::Tenpai,
            "rollout=hard" => settings.rollout = Rollout::Level(Level::Hard),
            "rollout=normal" => settings.rollout = Rollout::Level(Level::Normal),
            _ => {
                if let Some(c) = o.strip_prefix("confidence=").and_then(|c| c.parse().ok()) {
                    settings.confidence = c;
                } else if let Some(path) = o.strip_prefix("wait-model=") {
                    model = WaitModel::load(path);
                    if model.is_none() {
                        eprintln!("no wait model in {path}");
                        std::process::exit(2);
                    }
                } else if let Some(path) = o.strip_prefix("reading-model=") {
                    match std::fs::read(path)
                        .map_err(|e| e.to_string())
                        .and_then(|b| Model::read(&b).map_err(|e| e.to_string()))
                    {
                        Ok(m) => reading_model = Some(m),
                        Err(e) => {
                            eprintln!("{path}: {e}");
                            std::process::exit(2);
                        }
                    }
                } else if let Some(n) = o.strip_prefix("wait-guesses=").and_then(|n| n.parse().ok())
                {
                    wait_guesses = n;
                } else if let Some(r) = o.strip_prefix("read=").and_then(parse_reading) {
                    settings.reading = r;
                } else {
                    eprintln!("unknown option {o}");
                    std::process::exit(2);
                }
            }
        }
    }
    let mut times: Vec<f64> = Vec::new();
    let mut sweep = vec![vec![0.0; games as usize]; SWEEP.len()];
    let mut changed = vec![0u64; SWEEP.len()];
    let mut rows: Vec<(&'static str, u64, Vec<f64>)> = Vec::new();
    let mut dirs: Vec<(&'static str, Vec<f64>)> = Vec::new();
    for g in 0..games {
        let hero = Seat::ALL[(g % 4) as usize];
        let mut game = Game::new(Seed(seed * 1_000_003 + g), Ruleset::tenhou());
        let mut bots: Vec<Bot> = (0..4)
            .map(|i| Bot::new(Level::Hard, Seed(g * 4 + i)))
            .collect();
        let mut expert = Expert::new(Seed(g), settings).with_width(width);
        while let Some((s, legal)) = game.next_turn() {
            let view = game.round().view(s);
            let hard = bots[s.index()].decide(&view, &legal);
            if s == hero && legal.len() > 1 && !matches!(game.round().phase(), Phase::Draw { .. }) {
                let k = kind(&view, &hard);
                let idx = match rows.iter().position(|r| r.0 == k) {
                    Some(i) => i,
                    None => {
                        rows.push((k, 0, Vec::new()));
                        rows.len() - 1
                    }
                };
                rows[idx].1 += 1;
                let truth = game.round().hidden_from(s);
                let clock = std::time::Instant::now();
                let fixed = known_seats(&view, &truth, known);
                let chances = match (&model, &reading_model) {
                    (_, Some(m)) => Some(reading_chances(&view, m)),
                    (Some(m), None) => Some(wait_chances(&view, m)),
                    (None, None) => None,
                };
                let (mine, last) = if known != Known::None || chances.is_some() {
                    // The Expert's search with some (or all) opponents' true hands dealt:
                    // what a perfect reading of those hands would choose.
                    let c = candidates(&view, &legal, &width);
                    if c.settled() {
                        (c.hard().clone(), None)
                    } else {
                        let epoch = std::time::Instant::now();
                        let mut wall = move || epoch.elapsed().as_secs_f64() * 1e3;
                        let found = search_dealt(
                            &view,
                            &c,
                            &settings,
                            Seed(g << 32 ^ rows[idx].1),
                            &mut wall,
                            &mut |rng| {
                                if known == Known::All {
                                    Some(reshuffled(&view, &truth, rng))
                                } else if let Some(chances) = &chances {
                                    wait_weighted(
                                        &view,
                                        chances,
                                        wait_guesses,
                                        settings.reading,
                                        rng,
                                    )
                                } else {
                                    partly_true(&view, &truth, fixed, settings.reading, rng)
                                }
                            },
                        );
                        let chosen = Some(&found.chosen)
                            .filter(|a| legal.contains(a))
                            .unwrap_or(c.hard())
                            .clone();
                        (chosen, Some(found))
                    }
                } else {
                    let mine = expert.decide(&view, &legal);
                    (mine, expert.last.clone())
                };
                times.push(clock.elapsed().as_secs_f64() * 1e3);
                // What each confidence in the sweep would have chosen, from the same search.
                let shuffles: Vec<u64> = (0..reps)
                    .map(|r| g << 20 ^ (rows[idx].1 << 8) ^ r)
                    .collect();
                let mut hard_values: Option<Vec<Option<f64>>> = None;
                let mut tried: Vec<(Action, f64)> = Vec::new();
                let mut gain = |a: &Action| -> f64 {
                    if *a == hard {
                        return 0.0;
                    }
                    if let Some((_, d)) = tried.iter().find(|(b, _)| b == a) {
                        return *d;
                    }
                    let base = hard_values.get_or_insert_with(|| {
                        shuffles
                            .iter()
                            .map(|&sh| oracle(&view, &truth, &hard, sh))
                            .collect()
                    });
                    let (mut diff, mut n) = (0.0, 0.0);
                    for (&sh, b) in shuffles.iter().zip(base.iter()) {
                        if let (Some(x), Some(y)) = (oracle(&view, &truth, a, sh), b) {
                            diff += x - y;
                            n += 1.0;
                        }
                    }
                    let d = if n > 0.0 { diff / n } else { 0.0 };
                    tried.push((a.clone(), d));
                    d
                };
                if let Some(search) = &last {
                    for (t, &c) in SWEEP.iter().enumerate() {
                        let choice = overrule(&search.estimates, c)
                            .map(|e| &e.action)
                            .filter(|a| legal.contains(a))
                            .unwrap_or(&hard);
                        if *choice != hard {
                            sweep[t][g as usize] += gain(choice);
                            changed[t] += 1;
                        }
                    }
                }
                if mine != hard {
                    let dir = direction(&view, &legal, &mine, &hard);
                    let didx = match dirs.iter().position(|r: &(&str, Vec<f64>)| r.0 == dir) {
                        Some(i) => i,
                        None => {
                            dirs.push((dir, Vec::new()));
                            dirs.len() - 1
                        }
                    };
                    let d = gain(&mine);
                    rows[idx].2.push(d);
                    dirs[didx].1.push(d);
                }
            }
            if game.apply(s, hard).is_err() {
                break;
            }
        }
    }
    println!(
        "{games} games of four Hard, seed {seed}; the Expert ({} {}) asked at the hero's decisions, {reps} shuffles each",
        strength.text(),
        args.get(4..).unwrap_or_default().join(" ")
    );
    for (d, diffs) in &dirs {
        let n = diffs.len() as f64;
        let mean = diffs.iter().sum::<f64>() / n.max(1.0);
        let var = diffs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        println!(
            "  {d:<32} {:>5}  {mean:>+8.1} ± {:.1}",
            diffs.len(),
            1.96 * (var / n.max(1.0)).sqrt()
        );
    }
    let all: Vec<f64> = rows.iter().flat_map(|r| r.2.iter().copied()).collect();
    for (k, asked, diffs) in &rows {
        let n = diffs.len() as f64;
        let mean = diffs.iter().sum::<f64>() / n.max(1.0);
        let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let ci = 1.96 * (var / n.max(1.0)).sqrt();
        println!(
            "{k:<16} asked {asked:>6}  differed {:>5}  Expert minus Hard {mean:>+8.1} ± {ci:.1} a difference",
            diffs.len()
        );
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q) as usize)
            .copied()
    };
    println!(
        "decision time (wall clock, ms): {} decisions, p50 {:.1}, p99 {:.1}, max {:.1}",
        times.len(),
        at(0.5).unwrap_or(0.0),
        at(0.99).unwrap_or(0.0),
        at(1.0).unwrap_or(0.0)
    );
    println!("by confidence (the same searches; places a game, 95 % over games):");
    for (t, c) in SWEEP.iter().enumerate() {
        let per_game: Vec<f64> = sweep[t].iter().map(|v| v / POINTS_PER_PLACE).collect();
        let (mean, se) = mean_se(&per_game);
        println!(
            "  confidence {c:>3.1}: overrules {:>5}  gains {mean:+.4} ± {:.4}",
            changed[t],
            1.96 * se
        );
    }
    // Each game's gain at the Expert's own confidence, to pair two runs on the same games.
    if let Some(t) = SWEEP.iter().position(|&c| c == settings.confidence) {
        let games: Vec<String> = sweep[t]
            .iter()
            .map(|v| format!("{:.4}", v / POINTS_PER_PLACE))
            .collect();
        println!(
            "by game at confidence {}: {}",
            settings.confidence,
            games.join(" ")
        );
    }
    let n = all.len() as f64;
    let mean = all.iter().sum::<f64>() / n.max(1.0);
    let var = all.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let per_game = |x: f64| x * n / POINTS_PER_PLACE / games as f64;
    println!(
        "in all: the Expert gains {:+.4} ± {:.4} places a game over Hard (positive: the Expert's choices are better)",
        per_game(mean),
        per_game(1.96 * (var / n.max(1.0)).sqrt())
    );
}
