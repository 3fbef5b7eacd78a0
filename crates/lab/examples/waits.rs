//! Is there more in a riichi pond than Hard's suji-and-kabe reckoning reads from it?
//! `cargo run --release -p rinshan-lab --example waits -- [train-games] [test-games]
//! [seed] [weights-file]` plays games of four Hard bots; at each seat's draw, for each other seat in
//! riichi and each tile of the drawing seat's hand that is not safe against it
//! ([`genbutsu`]), it records whether the tile is one of the riichi hand's waits and a few
//! things the pond shows about the tile: Hard's own chance ([`deal_in`]), the kind's place
//! in its suit, its distance to the riichi tile and to the hand-discards just before it, the
//! early discards around it, how much of the pond is of its suit, the copies unseen, dora.
//! It fits a logistic model of the wait on the first games (Newton's method, a little
//! ridge) and prints, on the other games, the Brier score of Hard's chance and of the model
//! with the difference and its 95 % interval over games (positive: the model is better),
//! the area under the ROC curve of each (how well it ranks the waits above the other
//! tiles, whatever its calibration) and the fitted weights, which it writes (one a line)
//! to `weights-file` when given, for the oracle's `wait-model=FILE`. The games of the two parts are dealt from different seeds.
//! This measures what a wait model could learn beyond the table from a corpus this size;
//! the Expert's own deals do not use it.

// The oracle uses the rest of it.
#[allow(dead_code)]
#[path = "wait_model/mod.rs"]
mod wait_model;

use rinshan_bots::danger::{deal_in, genbutsu};
use rinshan_bots::table::Table;
use rinshan_bots::{Bot, Level};
use rinshan_engine::Game;
use rinshan_expert::stats::mean_se;
use rinshan_rules::hand::counts_of;
use rinshan_rules::shanten::acceptance_kinds;
use rinshan_rules::{Ruleset, Seed};
use wait_model::{dot, features, sigmoid, NAMES};

/// One row: the features, the outcome and Hard's chance.
type Row = (Vec<f64>, f64, f64);

/// The rows of `games` games of four Hard dealt from `seed`, by game.
fn rows(games: u64, seed: u64) -> Vec<Vec<Row>> {
    let mut out = Vec::new();
    for g in 0..games {
        let mut game = Game::new(Seed(seed * 1_000_003 + g), Ruleset::tenhou());
        let mut bots: Vec<Bot> = (0..4)
            .map(|i| Bot::new(Level::Hard, Seed(g * 4 + i)))
            .collect();
        let mut these = Vec::new();
        while let Some((s, legal)) = game.next_turn() {
            let view = game.round().view(s);
            if view.drawn.is_some() && (0..4).any(|o| view.riichi[o] && o != s.index()) {
                let truth = game.round().hidden_from(s);
                let table = Table::new(&view);
                for o in (0..4).filter(|&o| o != s.index() && view.riichi[o]) {
                    let safe = genbutsu(&view, o);
                    let counts = counts_of(truth.hands[o].iter().copied());
                    let (sh, waits) = acceptance_kinds(&counts, view.melds[o].len());
                    for t in &view.hand {
                        let k = t.kind().index();
                        if safe[k] {
                            continue;
                        }
                        let f = features(&table, &view, o, t.kind(), &safe);
                        let y = f64::from(u8::from(sh == 0 && waits[k]));
                        let hard = deal_in(&table, t.kind(), &safe);
                        these.push((f, y, hard));
                    }
                }
            }
            let action = bots[s.index()].decide(&view, &legal);
            if game.apply(s, action).is_err() {
                break;
            }
        }
        out.push(these);
    }
    out
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for c in 0..n {
        let p = (c..n)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .unwrap_or(c);
        a.swap(c, p);
        b.swap(c, p);
        let (top, rest) = a.split_at_mut(c + 1);
        let pivot = &top[c];
        for (r, row) in rest.iter_mut().enumerate() {
            let f = row[c] / pivot[c];
            for (x, p) in row[c..].iter_mut().zip(&pivot[c..]) {
                *x -= f * p;
            }
            b[c + 1 + r] -= f * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for c in (0..n).rev() {
        let s: f64 = (c + 1..n).map(|j| a[c][j] * x[j]).sum();
        x[c] = (b[c] - s) / a[c][c];
    }
    x
}

/// A ridge logistic fit of `rows` by Newton's method.
fn fit(rows: &[Row]) -> Vec<f64> {
    let n = NAMES.len();
    let mut w = vec![0.0; n];
    w[1] = 1.0;
    for _ in 0..25 {
        let mut h = vec![vec![0.0; n]; n];
        let mut g = vec![0.0; n];
        for (f, y, _) in rows {
            let p = sigmoid(dot(f, &w));
            let s = p * (1.0 - p);
            for i in 0..n {
                g[i] += (p - y) * f[i];
                for j in 0..n {
                    h[i][j] += s * f[i] * f[j];
                }
            }
        }
        for i in 0..n {
            h[i][i] += 1.0;
            g[i] += w[i] * 1.0;
        }
        let step = solve(h, g);
        for (wi, si) in w.iter_mut().zip(step) {
            *wi -= si;
        }
    }
    w
}

/// The area under the ROC curve of `scored` (score, outcome): the chance that a wait
/// scores above a tile that is not (ties half).
fn auc(mut scored: Vec<(f64, f64)>) -> f64 {
    scored.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (mut below, mut pairs, mut negatives) = (0.0, 0.0, 0.0);
    let mut i = 0;
    while i < scored.len() {
        let j = (i..scored.len())
            .find(|&j| scored[j].0 != scored[i].0)
            .unwrap_or(scored.len());
        let pos: f64 = scored[i..j].iter().map(|r| r.1).sum();
        let neg = (j - i) as f64 - pos;
        below += pos * (negatives + neg / 2.0);
        pairs += pos;
        negatives += neg;
        i = j;
    }
    below / (pairs * negatives).max(1.0)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let (train_games, test_games, seed) = (arg(0, 400), arg(1, 200), arg(2, 31));
    let save = args.get(3);
    let train: Vec<Row> = rows(train_games, seed).into_iter().flatten().collect();
    let w = fit(&train);
    let test = rows(test_games, seed + 1);
    let (mut hard, mut model, mut n) = (0.0, 0.0, 0.0);
    let mut gains = Vec::new();
    for game in &test {
        if game.is_empty() {
            continue;
        }
        let (mut h, mut m) = (0.0, 0.0);
        for (f, y, c) in game {
            let p = sigmoid(dot(f, &w));
            h += (c - y).powi(2);
            m += (p - y).powi(2);
        }
        hard += h;
        model += m;
        n += game.len() as f64;
        gains.push((h - m) / game.len() as f64);
    }
    let flat: Vec<&Row> = test.iter().flatten().collect();
    let model_scores = flat.iter().map(|(f, y, _)| (dot(f, &w), *y)).collect();
    let hard_scores = flat.iter().map(|(_, y, c)| (*c, *y)).collect();
    let base = test.iter().flatten().map(|r| r.1).sum::<f64>() / n.max(1.0);
    let (gain, se) = mean_se(&gains);
    println!(
        "{} training rows ({train_games} games, seed {seed}); {n} test rows ({test_games} games, seed {}), waits {:.3} of them",
        train.len(),
        seed + 1,
        base
    );
    println!(
        "Brier: Hard's chance {:.4}, the model {:.4}, a constant {:.4}; gain over games {gain:+.4} ± {:.4}",
        hard / n.max(1.0),
        model / n.max(1.0),
        base * (1.0 - base),
        1.96 * se
    );
    println!(
        "AUC: Hard's chance {:.3}, the model {:.3}",
        auc(hard_scores),
        auc(model_scores)
    );
    for (name, wi) in NAMES.iter().zip(&w) {
        println!("  {name:36} {wi:+.3}");
    }
    if let Some(path) = save {
        let text: String = w.iter().map(|x| format!("{x}\n")).collect();
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("could not write {path}: {e}");
        }
    }
}
