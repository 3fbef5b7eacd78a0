//! Where a seat sits, seen from the player at the bottom of the table, and how the table
//! names the player there.

use serde::{Deserialize, Serialize};

use super::lang::Lang;
use rinshan_rules::Seat;

/// Where a seat sits, seen from the player at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The player.
    Me,
    /// The player on the right (shimocha), who plays after the player.
    Right,
    /// The player opposite (toimen).
    Opposite,
    /// The player on the left (kamicha), who plays before the player.
    Left,
}

impl Side {
    /// In screen order: bottom, right, top, left.
    pub const ALL: [Side; 4] = [Side::Me, Side::Right, Side::Opposite, Side::Left];

    /// The side `seat` sits on for a player in `me`.
    pub fn of(me: Seat, seat: Seat) -> Side {
        Side::ALL[usize::from(seat.distance_from(me))]
    }

    /// The side `seat` sits on for a player in `me` at a table of `seats` players. At
    /// three (sanma) the player after `me` sits on the right and the one before on the
    /// left; nobody sits opposite, which is where the empty North seat is kept.
    pub fn at(me: Seat, seat: Seat, seats: usize) -> Side {
        let north = Seat::ALL[3];
        match seats {
            3 if seat == north => Side::Opposite,
            3 => match seat.distance_among(me, 3) {
                0 => Side::Me,
                1 => Side::Right,
                _ => Side::Left,
            },
            _ => Side::of(me, seat),
        }
    }

    /// "you", "the player on your right"…
    pub fn who(self, lang: Lang) -> &'static str {
        match (lang, self) {
            (Lang::En, Side::Me) => "you",
            (Lang::En, Side::Right) => "the player on your right",
            (Lang::En, Side::Opposite) => "the player opposite",
            (Lang::En, Side::Left) => "the player on your left",
            (Lang::Ja, Side::Me) => "あなた",
            (Lang::Ja, Side::Right) => "下家",
            (Lang::Ja, Side::Opposite) => "対面",
            (Lang::Ja, Side::Left) => "上家",
        }
    }

    /// The same with a capital letter, for the start of a sentence or a label.
    pub fn title(self, lang: Lang) -> String {
        capitalised(self.who(lang))
    }
}

/// `text` with its first letter in capitals (Japanese has none, and is unchanged).
pub fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At three (riichi.wiki, "Sanma": seats East, South and West), the player after you
    /// sits on your right and the one before you on your left: West is East's kamicha and
    /// South is West's shimocha. The empty North seat is drawn opposite.
    #[test]
    fn three_seats_sit_right_and_left() {
        let [east, south, west, north] = Seat::ALL;
        assert_eq!(Side::at(east, south, 3), Side::Right);
        assert_eq!(Side::at(east, west, 3), Side::Left);
        assert_eq!(Side::at(west, east, 3), Side::Right);
        assert_eq!(Side::at(west, south, 3), Side::Left);
        assert_eq!(Side::at(south, south, 3), Side::Me);
        assert_eq!(Side::at(south, north, 3), Side::Opposite);
        // Four players: as before.
        assert_eq!(Side::at(east, west, 4), Side::Opposite);
        assert_eq!(Side::at(east, north, 4), Side::Left);
    }
}
