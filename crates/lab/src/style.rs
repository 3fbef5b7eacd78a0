//! How a set of players plays, in the terms self-play reports a level's style
//! (`crate::selfplay::LevelReport`): per seat and hand, wins, deal-ins, calls
//! (chii, pon, open kan) and riichi, and the average value of a won hand (the payment
//! before honba and deposits). Read from game records, so that a computer player's
//! self-play can be set beside the Phoenix room's players.

use crate::selfplay::LevelReport;
use rinshan_records::record::{Move, Record};

/// How a set of players played: a [`LevelReport`] of seat-hands (`hands` counts each
/// seat of each hand), with the won hands whose value could not be read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Style {
    /// Wins, deal-ins, calls, riichi and won hands' values over seat-hands.
    pub report: LevelReport,
    /// Won hands whose value could not be read (counted as wins, not in the average).
    pub unread: u64,
}

/// A won hand's value from the record's points text (Tenhou's: `7700点` by ron,
/// `2000-4000点` by a non-dealer's tsumo, `4000点∀` by the dealer's), before honba.
pub fn win_value(points: &str) -> Option<u64> {
    let digits = points
        .rsplit(['符', '飜'])
        .next()?
        .trim_start_matches(|c: char| !c.is_ascii_digit());
    let paid = digits.strip_suffix('∀');
    let text = paid.unwrap_or(digits).strip_suffix('点')?;
    let number = |s: &str| s.parse::<u64>().ok();
    match (paid, text.split_once('-')) {
        (Some(_), _) => number(text).map(|x| 3 * x),
        (None, Some((other, dealer))) => Some(2 * number(other)? + number(dealer)?),
        (None, None) => number(text),
    }
}

impl Style {
    /// Adds every hand of `record`.
    pub fn add(&mut self, record: &Record) {
        let r = &mut self.report;
        for h in &record.hands {
            r.hands += 4;
            for (_, m) in &h.moves {
                match m {
                    Move::Call { .. } => r.calls += 1,
                    Move::Discard { riichi: true, .. } => r.riichi += 1,
                    _ => {}
                }
            }
            for w in &h.ending.wins {
                r.wins += 1;
                if w.from != w.seat {
                    r.deal_ins += 1;
                }
                match win_value(&w.points) {
                    Some(v) => r.win_points += v,
                    None => self.unread += 1,
                }
            }
        }
    }

    /// Adds another's.
    pub fn merge(&mut self, o: Style) {
        self.report = self.report.merged(&o.report);
        self.unread += o.unread;
    }

    /// The figures as one line: win and deal-in rates (% of seat-hands), average win,
    /// calls and riichi per seat-hand.
    pub fn line(&self) -> String {
        let r = &self.report;
        let read = r.wins - self.unread.min(r.wins);
        format!(
            "{} seat-hands: win {:.1} %, deal-in {:.1} %, average win {:.0}, calls/h {:.3}, riichi/h {:.3}{}",
            r.hands,
            100.0 * r.win_rate(),
            100.0 * r.deal_in_rate(),
            r.win_points as f64 / read.max(1) as f64,
            r.calls_per_hand(),
            r.riichi_per_hand(),
            if self.unread > 0 {
                format!(" ({} wins' values unread)", self.unread)
            } else {
                String::new()
            }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::win_value;

    #[test]
    fn values_read_as_tenhou_writes_them() {
        assert_eq!(win_value("30符4飜7700点"), Some(7700));
        assert_eq!(win_value("満貫2000-4000点"), Some(8000));
        assert_eq!(win_value("30符1飜300-500点"), Some(1100));
        assert_eq!(win_value("跳満6000点∀"), Some(18000));
        assert_eq!(win_value("役満32000点"), Some(32000));
        assert_eq!(win_value("no points"), None);
    }
}
