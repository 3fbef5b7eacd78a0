//! The deal (haipai): thirteen tiles to each player from the front of the live wall.

use serde::{Deserialize, Serialize};

use super::rng::Seed;
use super::ruleset::Ruleset;
use super::seat::Seat;
use super::tile::Tile;
use super::wall::Wall;

/// Tiles in each player's starting hand; the dealer's first draw makes the fourteenth.
pub const HAND_SIZE: usize = 13;

/// The starting position of a hand: the four hands and the wall they were dealt from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// The dealer (East) of this hand.
    pub dealer: Seat,
    /// Each seat's thirteen tiles, in the order dealt (index = seat number).
    pub hands: [Vec<Tile>; 4],
    /// The wall after the deal, with the first dora indicator revealed.
    pub wall: Wall,
}

impl Deal {
    /// Shuffles a wall from `seed` under `rules` and deals it, starting with `dealer`.
    pub fn from_seed(seed: Seed, rules: &Ruleset, dealer: Seat) -> Deal {
        Deal::of_wall(Wall::shuffled_for(seed, rules), dealer, rules)
    }

    /// Deals from a wall the way it is done at the table: three rounds of four tiles to
    /// each player in turn order from the dealer, then one tile each.
    pub fn from_wall(wall: Wall, dealer: Seat) -> Deal {
        Deal::of_wall(wall, dealer, &Ruleset::tenhou())
    }

    /// Deals from a wall to the seats `rules` seat (three in sanma; the North seat's hand
    /// then stays empty), as [`Deal::from_wall`] does.
    pub fn of_wall(mut wall: Wall, dealer: Seat, rules: &Ruleset) -> Deal {
        let mut hands: [Vec<Tile>; 4] = Default::default();
        let mut seat = dealer;
        for block in [4, 4, 4, 1] {
            for _ in 0..rules.seat_count() {
                for _ in 0..block {
                    // A fresh wall holds 122 live tiles (94 in sanma), far more than the
                    // 52 (39) dealt.
                    if let Some(tile) = wall.draw() {
                        hands[seat.index()].push(tile);
                    }
                }
                seat = rules.next_seat(seat);
            }
        }
        Deal {
            dealer,
            hands,
            wall,
        }
    }

    /// A seat's hand sorted the way players arrange it (suits in mpsz order, red five
    /// before plain five).
    pub fn sorted_hand(&self, seat: Seat) -> Vec<Tile> {
        let mut hand = self.hands[seat.index()].clone();
        super::small_sort::sort_small(&mut hand);
        hand
    }
}
