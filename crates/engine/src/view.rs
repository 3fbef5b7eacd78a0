//! What one seat can see: its own concealed tiles, everything on the table (melds,
//! ponds, riichi sticks, dora indicators, points, the wall's size) and nothing else —
//! no other hand and no wall tile. Computer players decide from this view alone.

use serde::{Deserialize, Serialize};

use super::event::Event;
use super::player::PondTile;
use super::round::{Phase, Round};
use rinshan_rules::sanma::not_in_sanma;
use rinshan_rules::{Meld, Ruleset, Seat, Tile, TileKind};

/// One seat's view of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// Whose view this is.
    pub seat: Seat,
    /// The dealer.
    pub dealer: Seat,
    /// The round wind.
    pub round_wind: TileKind,
    /// This seat's wind.
    pub seat_wind: TileKind,
    /// Honba.
    pub honba: u32,
    /// Riichi deposits on the table.
    pub deposits: u32,
    /// Every seat's points.
    pub points: [i32; 4],
    /// This seat's concealed tiles.
    pub hand: Vec<Tile>,
    /// The tile this seat just drew, in its own turn.
    pub drawn: Option<Tile>,
    /// Every seat's melds.
    pub melds: [Vec<Meld>; 4],
    /// Every seat's pond.
    pub ponds: [Vec<PondTile>; 4],
    /// Which seats have declared riichi.
    pub riichi: [bool; 4],
    /// The dora indicators revealed.
    pub dora_indicators: Vec<Tile>,
    /// Tiles left in the live wall.
    pub live_remaining: usize,
    /// The tile other seats may claim now, and who discarded (or added) it.
    pub claim: Option<(Seat, Tile)>,
    /// The rule set.
    pub rules: Ruleset,
    /// North tiles each seat has set aside (kita, sanma).
    #[serde(default)]
    pub kita: [u8; 4],
}

impl SeatView {
    /// Tiles of each kind this seat can see: its own hand, every meld, every pond tile
    /// not called away (a called one is in a meld), the dora indicators and the Norths
    /// set aside (kita). In sanma the kinds the set does not have (2- to 8-man) count as
    /// all four seen, so that what is left unseen is what the wall may hold.
    pub fn visible(&self) -> [u8; 34] {
        let mut seen = [0u8; 34];
        let tiles = self
            .hand
            .iter()
            .chain(self.melds.iter().flatten().flat_map(|m| m.tiles().iter()))
            .chain(
                self.ponds
                    .iter()
                    .flatten()
                    .filter(|p| !p.called)
                    .map(|p| &p.tile),
            )
            .chain(self.dora_indicators.iter());
        for t in tiles {
            let n = &mut seen[t.kind().index()];
            *n = (*n + 1).min(4);
        }
        let north = &mut seen[TileKind::wind(3).index()];
        *north = (*north + self.kita.iter().sum::<u8>()).min(4);
        if self.rules.sanma.is_some() {
            for k in TileKind::all().filter(|k| not_in_sanma(*k)) {
                seen[k.index()] = 4;
            }
        }
        seen
    }

    /// This seat's melds.
    pub fn my_melds(&self) -> &[Meld] {
        &self.melds[self.seat.index()]
    }
}

impl Event {
    /// The event as `viewer` may know it: another seat's draw without its tile
    /// ([`Event::DrewUnseen`]); everything else is seen by everyone. `None` is a watcher,
    /// who sees nobody's draw.
    pub fn seen_by(&self, viewer: Option<Seat>) -> Event {
        match self {
            Event::Drew { seat, rinshan, .. } if viewer != Some(*seat) => Event::DrewUnseen {
                seat: *seat,
                rinshan: *rinshan,
            },
            other => other.clone(),
        }
    }
}

impl Round {
    /// What `seat` can see now.
    pub fn view(&self, seat: Seat) -> SeatView {
        let me = self.player(seat);
        let (drawn, claim) = match self.phase() {
            Phase::Turn { seat: s, drawn, .. } if *s == seat => (*drawn, None),
            Phase::Claims(w) => (None, Some((w.discarder, w.tile))),
            _ => (None, None),
        };
        SeatView {
            seat,
            dealer: self.setup.dealer,
            round_wind: self.setup.round_wind,
            seat_wind: self.seat_wind(seat),
            honba: self.setup.honba,
            deposits: self.deposits(),
            points: Seat::ALL.map(|s| self.player(s).points),
            hand: me.hand.clone(),
            drawn,
            melds: Seat::ALL.map(|s| self.player(s).melds.clone()),
            ponds: Seat::ALL.map(|s| self.player(s).pond.clone()),
            riichi: Seat::ALL.map(|s| self.player(s).riichi.is_some()),
            dora_indicators: self.wall().dora_indicators().to_vec(),
            live_remaining: self.wall().live_remaining(),
            claim,
            rules: self.rules().clone(),
            kita: Seat::ALL.map(|s| self.player(s).kita),
        }
    }
}
