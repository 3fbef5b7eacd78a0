//! How a set of players plays, in the terms self-play reports a level's style
//! (`rinshan_bots::selfplay::LevelReport`): per seat and hand, wins, deal-ins, calls
//! (chii, pon, open kan) and riichi, and the average value of a won hand (the payment
//! before honba and deposits). Read from game records, so that a computer player's
//! self-play can be set beside the Phoenix room's players.

use rinshan_records::record::{Move, Record};

/// Counts over seat-hands.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Style {
    /// Seat-hands (four a hand).
    pub seat_hands: u64,
    /// Hands won.
    pub wins: u64,
    /// Hands lost by dealing in.
    pub deal_ins: u64,
    /// Chii, pon and open kan.
    pub calls: u64,
    /// Riichi declared.
    pub riichi: u64,
    /// The won hands' values, summed.
    pub win_points: u64,
    /// Won hands whose value could not be read.
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
        for h in &record.hands {
            self.seat_hands += 4;
            for (_, m) in &h.moves {
                match m {
                    Move::Call { .. } => self.calls += 1,
                    Move::Discard { riichi: true, .. } => self.riichi += 1,
                    _ => {}
                }
            }
            for w in &h.ending.wins {
                self.wins += 1;
                if w.from != w.seat {
                    self.deal_ins += 1;
                }
                match win_value(&w.points) {
                    Some(v) => self.win_points += v,
                    None => self.unread += 1,
                }
            }
        }
    }

    /// Adds another's.
    pub fn merge(&mut self, o: Style) {
        self.seat_hands += o.seat_hands;
        self.wins += o.wins;
        self.deal_ins += o.deal_ins;
        self.calls += o.calls;
        self.riichi += o.riichi;
        self.win_points += o.win_points;
        self.unread += o.unread;
    }

    /// The figures as one line: win and deal-in rates (% of seat-hands), average win,
    /// calls and riichi per seat-hand.
    pub fn line(&self) -> String {
        let h = self.seat_hands.max(1) as f64;
        let read = (self.wins - self.unread.min(self.wins)).max(1) as f64;
        format!(
            "{} seat-hands: win {:.1} %, deal-in {:.1} %, average win {:.0}, calls/h {:.3}, riichi/h {:.3}{}",
            self.seat_hands,
            100.0 * self.wins as f64 / h,
            100.0 * self.deal_ins as f64 / h,
            self.win_points as f64 / read,
            self.calls as f64 / h,
            self.riichi as f64 / h,
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
