//! Thinking time, kept by the room: each decision has the room's seconds a move, and
//! what it takes beyond them comes out of the seat's bank for the whole match. When both
//! run out the room plays the safe default for the seat. Time a seat spends cut off from
//! the server, or while the server itself was down, is never taken from it: a decision's
//! time starts when the seat is there to make it.

use rinshan_protocol::{Clock, RoomSettings};

/// One seat's clock.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatClock {
    /// Milliseconds left in the bank.
    pub bank_ms: u64,
    /// When the decision now before the seat began (room time, milliseconds), if one is.
    pub since: Option<u64>,
}

impl SeatClock {
    /// A full bank.
    pub fn new(settings: &RoomSettings) -> SeatClock {
        SeatClock {
            bank_ms: u64::from(settings.bank_secs) * 1000,
            since: None,
        }
    }

    /// When the decision before the seat must be made by.
    pub fn deadline(&self, move_ms: u64) -> Option<u64> {
        self.since.map(|t| t + move_ms + self.bank_ms)
    }

    /// Milliseconds the decision has taken at `now`.
    pub fn spent(&self, now: u64) -> u64 {
        self.since.map_or(0, |t| now.saturating_sub(t))
    }

    /// Pays for a decision that took `spent` milliseconds: what exceeds the move's own
    /// time comes out of the bank.
    pub fn pay(&mut self, spent: u64, move_ms: u64) {
        self.bank_ms = self.bank_ms.saturating_sub(spent.saturating_sub(move_ms));
        self.since = None;
    }

    /// The clock as the seat's page shows it at `now`.
    pub fn shown(&self, now: u64, move_ms: u64) -> Option<Clock> {
        let spent = self.since.map(|t| now.saturating_sub(t))?;
        let move_left = move_ms.saturating_sub(spent);
        let bank_left = self.bank_ms.saturating_sub(spent.saturating_sub(move_ms));
        Some(Clock {
            move_ms: u32::try_from(move_left).unwrap_or(u32::MAX),
            bank_ms: u32::try_from(bank_left).unwrap_or(u32::MAX),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(move_secs: u32, bank_secs: u32) -> RoomSettings {
        RoomSettings {
            move_secs,
            bank_secs,
            ..RoomSettings::default()
        }
    }

    #[test]
    fn the_move_time_is_free_and_the_rest_comes_from_the_bank() {
        let mut c = SeatClock::new(&settings(5, 20));
        c.since = Some(1000);
        assert_eq!(c.deadline(5000), Some(26_000));
        c.pay(4000, 5000);
        assert_eq!(c.bank_ms, 20_000);
        c.since = Some(50_000);
        c.pay(12_000, 5000);
        assert_eq!(c.bank_ms, 13_000);
        assert_eq!(c.since, None);
    }

    /// majiang-server's v1.2.3 fixed a server that timed out at once when a room had
    /// seconds a move and no bank: here a decision still has its move's time.
    #[test]
    fn a_room_without_a_bank_still_gives_each_move_its_time() {
        let mut c = SeatClock::new(&settings(5, 0));
        c.since = Some(100);
        assert_eq!(c.deadline(5000), Some(5100));
        assert_eq!(
            c.shown(2100, 5000).map(|k| (k.move_ms, k.bank_ms)),
            Some((3000, 0))
        );
    }

    #[test]
    fn the_page_is_shown_what_is_left() {
        let mut c = SeatClock::new(&settings(5, 20));
        c.since = Some(0);
        assert_eq!(
            c.shown(7000, 5000).map(|k| (k.move_ms, k.bank_ms)),
            Some((0, 18_000))
        );
        assert_eq!(
            c.shown(30_000, 5000).map(|k| (k.move_ms, k.bank_ms)),
            Some((0, 0))
        );
        c.since = None;
        assert_eq!(c.shown(1, 5000), None);
    }
}
