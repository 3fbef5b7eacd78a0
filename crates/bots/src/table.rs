//! The table as one seat sees it, worked out once per decision: the tiles it cannot see,
//! how many draws it has left, which kinds are dora or yakuhai for it, and where it stands
//! in the game. Everything comes from the seat's [`SeatView`] alone.

use rinshan_engine::SeatView;
use rinshan_rules::shanten::Counts;
use rinshan_rules::TileKind;

/// One seat's reading of the table.
pub struct Table<'v> {
    /// The seat's view.
    pub view: &'v SeatView,
    /// The seat's index.
    pub me: usize,
    /// Copies of each kind the seat cannot see (in the wall or in other hands).
    pub unseen: Counts,
    /// All tiles the seat cannot see.
    pub unseen_total: f64,
    /// Draws the seat can still expect from the live wall.
    pub draws_left: f64,
    /// Han each kind is worth as dora (one per indicator pointing at it).
    pub dora: Counts,
    /// Han a triplet of each kind is worth as yakuhai for this seat (a double wind is 2).
    pub yakuhai: Counts,
    /// The seat is the dealer.
    pub dealer: bool,
}

impl<'v> Table<'v> {
    /// Reads the table from `view`.
    pub fn new(view: &'v SeatView) -> Table<'v> {
        let visible = view.visible();
        let mut unseen = [0u8; 34];
        for (u, v) in unseen.iter_mut().zip(visible) {
            *u = 4u8.saturating_sub(v);
        }
        let unseen_total = unseen.iter().map(|&n| f64::from(n)).sum::<f64>().max(1.0);
        let mut dora = [0u8; 34];
        for i in &view.dora_indicators {
            dora[view.rules.dora_of(i.kind()).index()] += 1;
        }
        let mut yakuhai = [0u8; 34];
        for k in TileKind::all().filter(|k| k.is_dragon()) {
            yakuhai[k.index()] = 1;
        }
        yakuhai[view.seat_wind.index()] += 1;
        yakuhai[view.round_wind.index()] += 1;
        Table {
            view,
            me: view.seat.index(),
            unseen,
            unseen_total,
            draws_left: view.live_remaining as f64 / 4.0,
            dora,
            yakuhai,
            dealer: view.seat == view.dealer,
        }
    }

    /// The seat's place now (1–4; ties to the seat nearer the first dealer, as at the end).
    pub fn place(&self) -> usize {
        let p = &self.view.points;
        1 + (0..4)
            .filter(|&s| s != self.me && (p[s] > p[self.me] || (p[s] == p[self.me] && s < self.me)))
            .count()
    }

    /// True in what may be the game's last hand: the last round's fourth hand (South 4 in
    /// an East-South game) or later.
    pub fn last_hand(&self) -> bool {
        let round = self.view.round_wind.index() - TileKind::wind(0).index();
        let last = match self.view.rules.game.length {
            rinshan_rules::GameLength::EastOnly => 0,
            rinshan_rules::GameLength::EastSouth => 1,
        };
        round > last || (round == last && self.view.dealer.index() == 3)
    }
}
