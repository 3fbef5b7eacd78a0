//! Seats at the table and the winds they hold.

use serde::{Deserialize, Serialize};

use super::tile::TileKind;

/// One of the four seats at the table, numbered 0..4 in turn order (counter-clockwise, the
/// direction play passes). Seat 0 is the first dealer (East in the first hand); the seat
/// winds of a hand are counted from that hand's dealer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Seat(u8);

impl Seat {
    /// The four seats in turn order.
    pub const ALL: [Seat; 4] = [Seat(0), Seat(1), Seat(2), Seat(3)];

    /// The seat numbered `n` (0..4).
    pub const fn new(n: u8) -> Option<Seat> {
        if n < 4 {
            Some(Seat(n))
        } else {
            None
        }
    }

    /// The seat number 0..4, for array indexing.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat that plays after this one (shimocha, on this seat's right).
    pub const fn next(self) -> Seat {
        Seat((self.0 + 1) % 4)
    }

    /// How many seats after `from` this seat sits in turn order: 1 is the right-hand
    /// player (shimocha), 2 opposite (toimen), 3 on the left (kamicha).
    pub const fn distance_from(self, from: Seat) -> u8 {
        (self.0 + 4 - from.0) % 4
    }

    /// How many seats after `from` this seat sits in turn order at a table of `seats`
    /// players (4, or 3 in sanma, where the North seat is empty): at three, 1 is the
    /// right-hand player and 2 the left-hand one.
    pub const fn distance_among(self, from: Seat, seats: u8) -> u8 {
        (self.0 + seats - from.0 % seats) % seats
    }

    /// This seat's wind in a hand where `dealer` is East (jikaze).
    pub const fn wind(self, dealer: Seat) -> TileKind {
        TileKind::wind(self.distance_from(dealer))
    }
}

impl TryFrom<u8> for Seat {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Seat::new(value).ok_or_else(|| format!("seat {value} is not in 0..4"))
    }
}

impl From<Seat> for u8 {
    fn from(seat: Seat) -> u8 {
        seat.0
    }
}
