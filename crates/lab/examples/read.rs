//! How well do the Expert's deals guess the hidden hands? `cargo run --release -p
//! rinshan-lab --example read -- [games] [seed] [deals] [guesses] [sharpness]
//! [developed] [blind-developed]` plays games of four Hard bots; at each discard of any
//! seat it deals `deals` guesses of the hidden tiles blindly ([`Reading::BLIND`], each hand
//! developed for the share `blind-developed` of its seat's turns) and as many reading the
//! discards (`guesses` hands for each other seat developed for the share `developed`, one
//! kept by the likelihood to the power `sharpness`), and scores each against the true
//! hands: the Brier score of "this seat is tenpai" for every other seat not in riichi, and
//! of "this tile of my hand wins for that seat" for every other seat that is tenpai or in
//! riichi (the danger a discard runs), and the mean error of the dealt shanten (and its
//! bias), and where the true hand's likelihood ranks among the guesses' (0.5: the reading
//! tells nothing). It prints both, and the read deals' gain with its 95 % interval over
//! games (lower Brier and error are better). Beside them, the Brier score of Hard's own
//! reckoning of the same danger against riichi (`rinshan_bots::danger::deal_in`).

use rinshan_bots::danger::{deal_in, genbutsu};
use rinshan_bots::table::Table;
use rinshan_bots::{Bot, Level};
use rinshan_engine::{Game, Hidden, SeatView};
use rinshan_expert::deal::deal;
use rinshan_expert::read::{Reader, Reading, DEVELOPED};
use rinshan_expert::stats::mean_se;
use rinshan_rules::hand::counts_of;
use rinshan_rules::shanten::acceptance_kinds;
use rinshan_rules::{Rng, Ruleset, Seat, Seed};

/// Brier sums and counts for one way of dealing.
#[derive(Default, Clone, Copy)]
struct Score {
    tenpai: (f64, f64),
    danger: (f64, f64),
    shanten: (f64, f64),
    bias: (f64, f64),
    rank: (f64, f64),
    riichi_danger: (f64, f64),
}

impl Score {
    fn add(a: &mut (f64, f64), v: f64) {
        a.0 += v;
        a.1 += 1.0;
    }
}

/// The Brier score of Hard's reckoning of the danger of `view`'s tiles against each seat
/// in riichi ([`deal_in`]), for comparison: summed into `out`.
fn hard_danger(view: &SeatView, truth: &Hidden, out: &mut (f64, f64)) {
    let table = Table::new(view);
    for o in (0..4).filter(|&o| o != table.me && view.riichi[o]) {
        let safe = genbutsu(view, o);
        let counts = counts_of(truth.hands[o].iter().copied());
        let (s, waits) = acceptance_kinds(&counts, view.melds[o].len());
        for t in &view.hand {
            let truth = f64::from(u8::from(s == 0 && waits[t.kind().index()]));
            Score::add(out, (deal_in(&table, t.kind(), &safe) - truth).powi(2));
        }
    }
}

/// Scores `deals` guesses of `view`'s hidden tiles against `truth`.
fn score(view: &SeatView, truth: &Hidden, dealt: &[Hidden], out: &mut Score, rng: &mut Rng) {
    let me = view.seat;
    let mine: Vec<usize> = view.hand.iter().map(|t| t.kind().index()).collect();
    for o in Seat::ALL.into_iter().filter(|&o| o != me) {
        let i = o.index();
        let melds = view.melds[i].len();
        let read = |h: &[rinshan_rules::Tile]| {
            let counts = counts_of(h.iter().copied());
            let (s, waits) = acceptance_kinds(&counts, melds);
            (s, waits)
        };
        let (true_shanten, true_waits) = read(&truth.hands[i]);
        let n = dealt.len() as f64;
        let mut tenpai = 0.0;
        let mut shanten = 0.0;
        let mut bias = 0.0;
        let mut wins = [0.0f64; 34];
        for d in dealt {
            let (s, w) = read(&d.hands[i]);
            shanten += f64::from((s - true_shanten).abs());
            bias += f64::from(s - true_shanten);
            if s == 0 {
                tenpai += 1.0;
                for k in 0..34 {
                    wins[k] += f64::from(u8::from(w[k]));
                }
            }
        }
        Score::add(&mut out.shanten, shanten / n);
        // Where the true hand's likelihood falls among the guesses' (0.5: no better).
        let reader = Reader::of(view, o);
        let true_ll = reader.log_likelihood(&counts_of(truth.hands[i].iter().copied()), rng);
        if !reader.pond.is_empty() {
            let below: f64 = dealt
                .iter()
                .map(|d| {
                    let ll = reader.log_likelihood(&counts_of(d.hands[i].iter().copied()), rng);
                    if ll < true_ll {
                        1.0
                    } else if ll == true_ll {
                        0.5
                    } else {
                        0.0
                    }
                })
                .sum();
            Score::add(&mut out.rank, below / n);
        }
        Score::add(&mut out.bias, bias / n);
        if !view.riichi[i] {
            let t = f64::from(u8::from(true_shanten == 0));
            Score::add(&mut out.tenpai, (tenpai / n - t).powi(2));
        }
        if true_shanten == 0 || view.riichi[i] {
            for &k in &mine {
                let t = f64::from(u8::from(true_shanten == 0 && true_waits[k]));
                Score::add(&mut out.danger, (wins[k] / n - t).powi(2));
                if view.riichi[i] {
                    Score::add(&mut out.riichi_danger, (wins[k] / n - t).powi(2));
                }
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: f64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let games = arg(0, 10.0) as u64;
    let seed = arg(1, 1.0) as u64;
    let deals = arg(2, 32.0) as usize;
    let reading = Reading {
        guesses: arg(3, 8.0) as usize,
        sharpness: arg(4, 1.0),
        developed: arg(5, DEVELOPED),
    };
    let blind = Reading {
        developed: arg(6, DEVELOPED),
        ..Reading::BLIND
    };
    let mut per_game: Vec<[Score; 2]> = Vec::new();
    let mut decisions = 0u64;
    let mut hard_all = (0.0, 0.0);
    for g in 0..games {
        let mut game = Game::new(Seed(seed * 1_000_003 + g), Ruleset::tenhou());
        let mut bots: Vec<Bot> = (0..4)
            .map(|i| Bot::new(Level::Hard, Seed(g * 4 + i)))
            .collect();
        let mut rng = Rng::new(Seed(seed ^ g << 20));
        let mut scores = [Score::default(); 2];
        let mut hard = (0.0, 0.0);
        while let Some((s, legal)) = game.next_turn() {
            let view = game.round().view(s);
            if view.drawn.is_some() {
                decisions += 1;
                let truth = game.round().hidden_from(s);
                hard_danger(&view, &truth, &mut hard);
                for (j, r) in [blind, reading].into_iter().enumerate() {
                    let dealt: Vec<Hidden> = (0..deals)
                        .filter_map(|_| deal(&view, &mut rng, r))
                        .collect();
                    score(&view, &truth, &dealt, &mut scores[j], &mut rng);
                }
            }
            let action = bots[s.index()].decide(&view, &legal);
            if game.apply(s, action).is_err() {
                break;
            }
        }
        per_game.push(scores);
        hard_all.0 += hard.0;
        hard_all.1 += hard.1;
    }
    println!(
        "{games} games (seed {seed}), {decisions} decisions, {deals} deals each; \
         reading {} guesses, sharpness {}",
        reading.guesses, reading.sharpness
    );
    println!(
        "riichi danger by Hard's reckoning (deal_in): {:.4}",
        hard_all.0 / hard_all.1.max(1.0)
    );
    type Part = fn(&Score) -> (f64, f64);
    let parts: [(&str, Part); 6] = [
        ("tenpai Brier", |s| s.tenpai),
        ("danger Brier", |s| s.danger),
        ("riichi danger", |s| s.riichi_danger),
        ("shanten error", |s| s.shanten),
        ("shanten bias", |s| s.bias),
        ("true hand rank", |s| s.rank),
    ];
    for (name, part) in parts {
        let mean = |j: usize| {
            let (sum, n) = per_game
                .iter()
                .map(|g| part(&g[j]))
                .fold((0.0, 0.0), |a, b| (a.0 + b.0, a.1 + b.1));
            sum / n.max(1.0)
        };
        let gains: Vec<f64> = per_game
            .iter()
            .filter(|g| part(&g[0]).1 > 0.0)
            .map(|g| {
                let (b, r) = (part(&g[0]), part(&g[1]));
                b.0 / b.1 - r.0 / r.1
            })
            .collect();
        let (gain, se) = mean_se(&gains);
        println!(
            "{name:14} blind {:.4}  read {:.4}  gain {gain:+.4} ± {:.4}",
            mean(0),
            mean(1),
            1.96 * se
        );
    }
}
