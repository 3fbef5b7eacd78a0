//! How the hand-written Hard player reads and chooses on real decisions: the reference the
//! models trained on the corpus are measured against, on the same games.
//!
//! - Choices: at each decision of a Phoenix player, Hard is asked on the same view and
//!   legal actions; agreement is counted for the discard (the kind discarded), riichi or
//!   not (where a riichi was legal), and call or pass (where a chii, pon or kan was legal
//!   and a ron was not).
//! - Reading: at each of a seat's turns, for each opponent in riichi (and tenpai), each
//!   kind of the seat's hand that is not safe against them (genbutsu) is scored by Hard's
//!   deal-in chance (`rinshan_bots::danger::deal_in`) and labelled by whether it is one of
//!   the riichi hand's waits; for each opponent not in riichi, Hard's chance that they are
//!   tenpai (`rinshan_bots::threat`) against whether they were.

use super::choices::is_call;
use super::decisions::{Choice, Decision};
use super::metrics::{auc, auc_brier, rate, reliability_lines};
use rinshan_bots::danger::{deal_in, genbutsu};
use rinshan_bots::table::Table;
use rinshan_bots::threat::threats;
use rinshan_bots::{Bot, Level};
use rinshan_engine::Action;
use rinshan_rules::{Seed, TileKind};

/// Counts gathered over decisions.
#[derive(Default)]
pub struct Baseline {
    /// Discards: (agreed, all).
    pub discard: (usize, usize),
    /// Riichi or not where a riichi was legal.
    pub riichi: (usize, usize),
    /// Where a riichi was legal: [player riichi][Hard riichi] counts.
    pub riichi_table: [[usize; 2]; 2],
    /// Call or pass where a call was legal and a ron was not.
    pub call: (usize, usize),
    /// Hard's deal-in chance and whether the tile was a riichi hand's wait.
    pub waits: Vec<(f64, bool)>,
    /// Hard's tenpai chance for an opponent not in riichi and whether they were.
    pub tenpai: Vec<(f64, bool)>,
}

impl Baseline {
    /// Adds one decision, asking `hard` (the deciding seat's Hard player) what it would do.
    pub fn add(&mut self, d: &Decision, hard: &mut Bot) {
        let mine = hard.decide(&d.view, &d.legal);
        match d.choice {
            Choice::Turn => {
                if let Action::Discard { tile, riichi } = &d.taken {
                    let same =
                        matches!(&mine, Action::Discard { tile: t, .. } if t.kind() == tile.kind());
                    self.discard.0 += usize::from(same);
                    self.discard.1 += 1;
                    if d.legal
                        .iter()
                        .any(|a| matches!(a, Action::Discard { riichi: true, .. }))
                    {
                        let hard_riichi = matches!(mine, Action::Discard { riichi: true, .. });
                        self.riichi.0 += usize::from(hard_riichi == *riichi);
                        self.riichi.1 += 1;
                        self.riichi_table[usize::from(*riichi)][usize::from(hard_riichi)] += 1;
                    }
                }
                self.read(d);
            }
            Choice::Claim => {
                if d.legal.iter().any(is_call) && !d.legal.contains(&Action::Ron) {
                    self.call.0 += usize::from(is_call(&mine) == is_call(&d.taken));
                    self.call.1 += 1;
                }
            }
        }
    }

    fn read(&mut self, d: &Decision) {
        let view = &d.view;
        let table = Table::new(view);
        let th = threats(&table);
        let me = view.seat.index();
        let mut kinds: Vec<TileKind> = view.hand.iter().map(|t| t.kind()).collect();
        kinds.sort_by_key(|k| k.index());
        kinds.dedup();
        for o in (0..4).filter(|&o| o != me) {
            if view.riichi[o] {
                if !d.hidden.tenpai[o] {
                    continue;
                }
                let safe = genbutsu(view, o);
                for &k in kinds.iter().filter(|k| !safe[k.index()]) {
                    let wait = d.hidden.waits[o].contains(&k);
                    self.waits.push((deal_in(&table, k, &safe), wait));
                }
            } else {
                self.tenpai.push((th[o].tenpai, d.hidden.tenpai[o]));
            }
        }
    }

    /// Adds another's counts.
    pub fn merge(&mut self, o: Baseline) {
        for (a, b) in [
            (&mut self.discard, o.discard),
            (&mut self.riichi, o.riichi),
            (&mut self.call, o.call),
        ] {
            a.0 += b.0;
            a.1 += b.1;
        }
        for i in 0..2 {
            for j in 0..2 {
                self.riichi_table[i][j] += o.riichi_table[i][j];
            }
        }
        self.waits.extend(o.waits);
        self.tenpai.extend(o.tenpai);
    }

    /// The figures, as lines of text.
    pub fn report(&mut self) -> String {
        let pct = |(h, n): (usize, usize)| {
            let (p, e) = rate(h, n);
            format!("{:.1} % ± {:.1} ({h} of {n})", 100.0 * p, 100.0 * e)
        };
        let mut out = format!(
            "Hard agrees with the player: discard {}; riichi or not {}; call or pass {}\n",
            pct(self.discard),
            pct(self.riichi),
            pct(self.call)
        );
        let t = self.riichi_table;
        out += &format!(
            "riichi where legal: both {}, the player only {}, Hard only {}, neither {}\n",
            t[1][1], t[1][0], t[0][1], t[0][0]
        );
        let wait_auc = auc(&mut self.waits);
        out += &format!(
            "riichi waits: AUC {} over {} tiles ({} waits)\n",
            wait_auc.map_or("-".into(), |a| format!("{a:.3}")),
            self.waits.len(),
            self.waits.iter().filter(|p| p.1).count()
        );
        out += &format!(
            "tenpai without riichi: {} over {} (tenpai {})\n",
            auc_brier(&mut self.tenpai),
            self.tenpai.len(),
            self.tenpai.iter().filter(|p| p.1).count()
        );
        out += &reliability_lines(
            "tenpai reliability (chance bin: count, mean chance, share tenpai):",
            &self.tenpai,
        );
        out
    }
}

/// Four Hard players for one game, seeded by the game's place in the run.
pub fn hard_players(game: usize) -> [Bot; 4] {
    std::array::from_fn(|s| Bot::new(Level::Hard, Seed((game * 4 + s) as u64)))
}
