//! Every game of a corpus replayed through the engine ([`rinshan_records::check`]): each
//! draw, call and kan must be one the engine allows, and each hand must end as Tenhou
//! recorded it (the kind of ending, the winners, yaku, fu and han, who was tenpai, every
//! score change). The counts say how much was read.

use rinshan_records::{mjlog, CallKind, Move, Record};
use rinshan_rules::Ruleset;

/// What one or many games held, and where the engine disagreed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games read.
    pub games: usize,
    /// Hands read.
    pub hands: usize,
    /// Chii, pon and daiminkan.
    pub calls: usize,
    /// Kans of every kind (daiminkan, added kan, closed kan).
    pub kans: usize,
    /// Wins.
    pub wins: usize,
    /// Exhaustive draws.
    pub exhaustive: usize,
    /// Abortive draws (nagashi mangan counted with the exhaustive draws).
    pub aborts: usize,
    /// Each disagreement: the game's name and what differed.
    pub disagreements: Vec<String>,
}

impl Tally {
    /// Adds another tally's counts and disagreements.
    pub fn add(&mut self, other: Tally) {
        self.games += other.games;
        self.hands += other.hands;
        self.calls += other.calls;
        self.kans += other.kans;
        self.wins += other.wins;
        self.exhaustive += other.exhaustive;
        self.aborts += other.aborts;
        self.disagreements.extend(other.disagreements);
    }

    /// One line of counts.
    pub fn summary(&self) -> String {
        format!(
            "{} games, {} hands ({} wins, {} exhaustive draws, {} abortive draws), {} calls, {} kans: {} disagreements",
            self.games,
            self.hands,
            self.wins,
            self.exhaustive,
            self.aborts,
            self.calls,
            self.kans,
            self.disagreements.len()
        )
    }
}

/// Counts what `record` holds.
fn count(record: &Record, t: &mut Tally) {
    t.games += 1;
    t.hands += record.hands.len();
    for h in &record.hands {
        for (_, m) in &h.moves {
            match m {
                Move::Call { kind, .. } => {
                    t.calls += 1;
                    t.kans += usize::from(*kind == CallKind::Daiminkan);
                }
                Move::Shouminkan(_) | Move::Ankan(_) => t.kans += 1,
                _ => {}
            }
        }
        match h.ending.name.as_str() {
            "和了" => t.wins += h.ending.wins.len(),
            "流局" | "全員聴牌" | "全員不聴" | "流し満貫" => t.exhaustive += 1,
            _ => t.aborts += 1,
        }
    }
}

/// Reads one mjlog game and replays it under Tenhou's rules.
pub fn game(name: &str, text: &str) -> Tally {
    let mut t = Tally::default();
    match mjlog::read(text) {
        Err(e) => {
            t.games += 1;
            t.disagreements.push(format!("{name}: unreadable: {e}"));
        }
        Ok(record) => {
            count(&record, &mut t);
            let rules = Ruleset::tenhou();
            for m in rinshan_records::check(&record, &rules) {
                t.disagreements.push(format!("{name}: {m:?}"));
            }
        }
    }
    t
}
