//! What one seat may know of the table now, as plain data: the public table (points,
//! melds, ponds, riichi, dora indicators, the walls' sizes), the seat's own concealed
//! tiles, what it may do now with the engine's reason for every discard it may not make,
//! its hints, and the latest events as that seat saw them.
//!
//! The table controller builds a frame from the engine (`rinshan::play::frame::build`)
//! and draws the table from a frame alone: a match played in the page and one played on a
//! server, which sends each seat its own frame, are drawn by the same code, and a frame
//! built for one seat holds nothing that seat may not see — no other seat's concealed
//! tile, no wall tile, no ura-dora indicator before a riichi win shows it, not even which
//! other seats could call a discard.

use serde::{Deserialize, Serialize};

use crate::hints::{Blocked, Hints};
use rinshan_engine::{Action, Event, HandResult, PondTile, Refusal, Standing};
use rinshan_rules::{DeadWall, Meld, Seat, Tile};

/// Who looks at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sight {
    /// The player in this seat: its own concealed tiles; the others' only when the hand
    /// ends, as [`Reveal`] says.
    Seat(Seat),
    /// A watcher of a match between other people: public information only, concealed
    /// hands as the rules reveal them at the end of a hand.
    Public,
    /// Everyone's tiles face up (a tutorial's table, a record under review).
    All,
}

impl Sight {
    /// The seat whose own tiles this sight sees, if any.
    #[inline]
    pub fn seat(self) -> Option<Seat> {
        match self {
            Sight::Seat(s) => Some(s),
            Sight::Public | Sight::All => None,
        }
    }
}

/// Which concealed hands are shown once a hand is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reveal {
    /// Every hand (a match against the computer, where seeing them teaches).
    Everyone,
    /// Those the rules lay open: the winners', the tenpai hands at an exhaustive draw, the
    /// nine-terminals hand that aborted the deal and the four riichi hands of a four-riichi
    /// draw (a match between people, where the others keep their hands to themselves).
    ByRules,
}

/// How a frame is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameOptions {
    /// Who looks.
    pub sight: Sight,
    /// Which hands the end of a hand lays open.
    pub reveal: Reveal,
    /// Work out the seat's hints (shanten, waits, each discard).
    pub hints: bool,
}

/// One seat of the table as a frame shows it (seats are in seat order, East first at the
/// start of the match).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPart {
    /// Its wind this hand (0 East … 3 North).
    pub wind: u8,
    /// Its points.
    pub points: i32,
    /// It has declared riichi.
    pub riichi: bool,
    /// It is to move, as far as the sight may know: the seat whose turn it is, or the
    /// frame's own seat when it may call. Which other seats could call a discard is not
    /// shown (it would tell what they hold).
    pub acting: bool,
    /// Its concealed tiles when the sight sees them, sorted, without the drawn tile.
    pub hand: Vec<Tile>,
    /// The tile just drawn, when the sight sees it.
    pub drawn: Option<Tile>,
    /// The drawn tile came from the dead wall.
    pub drawn_rinshan: bool,
    /// Concealed tiles the sight does not see.
    pub hidden: usize,
    /// Its melds.
    pub melds: Vec<Meld>,
    /// Its pond, every discard in order (called ones marked).
    pub pond: Vec<PondTile>,
    /// Norths it has set aside (kita, three-player mahjong), each a dora.
    #[serde(default)]
    pub kita: u8,
}

/// What the frame's seat may do now: the engine's legal actions, and the engine's reason
/// for every discard of its hand that is not among them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choices {
    /// The legal actions.
    pub legal: Vec<Action>,
    /// Discards of the hand's tiles that are refused, with the rule that refuses each:
    /// plain ones, and those declaring riichi when riichi can be chosen.
    pub refused: Vec<(Action, Refusal)>,
    /// Why riichi is refused to a closed hand that a discard would leave tenpai (too few
    /// points, too few tiles left…); `None` when riichi is not in question.
    pub riichi_refusal: Option<Refusal>,
}

impl Choices {
    /// The engine's reason for refusing `action`, if this frame carries one.
    #[inline]
    pub fn refusal(&self, action: &Action) -> Option<Refusal> {
        self.refused
            .iter()
            .find(|(a, _)| a == action)
            .map(|(_, r)| r.clone())
    }
}

/// Everything one sight may know of the table now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatFrame {
    /// Who looks.
    pub sight: Sight,
    /// The rule set's name.
    pub rules_name: String,
    /// The rule set's dead-wall rule.
    pub dead_rule: DeadWall,
    /// Round wind (0 East …) and hand number (0–3).
    pub round: (u8, u8),
    /// Honba.
    pub honba: u32,
    /// Riichi deposits on the table.
    pub deposits: u32,
    /// The dealer.
    pub dealer: Seat,
    /// The four seats, in seat order.
    pub seats: [SeatPart; 4],
    /// The players at the table: 4, or 3 in sanma, whose North seat stays empty.
    #[serde(default = "four")]
    pub players: usize,
    /// Tiles left in the live wall.
    pub live: usize,
    /// Tiles the live wall held after the deal.
    pub live_start: usize,
    /// The dead wall's tiles now.
    pub dead_size: usize,
    /// Dora indicators turned over.
    pub dora_indicators: Vec<Tile>,
    /// Replacement tiles taken from the dead wall by kans.
    pub replacements_taken: usize,
    /// Tiles moved from the live wall's end into the dead wall (replenishing rule).
    pub moved_in: usize,
    /// Open-kan indicators waiting for the kan player's discard.
    pub pending_kan_dora: u8,
    /// The seat whose turn it is (to draw or discard), outside claim windows.
    pub turn: Option<Seat>,
    /// The discard (or added kan tile) other seats may claim now, and who made it.
    pub claim: Option<(Seat, Tile)>,
    /// Who made the last discard.
    pub last_discarder: Option<Seat>,
    /// What the frame's seat may do, when it is to move.
    pub choices: Option<Choices>,
    /// A win the frame's seat cannot take now, and why.
    pub blocked: Option<Blocked>,
    /// The frame's seat's hints, when asked for.
    pub hints: Option<Hints>,
    /// The latest action's events, as the sight saw them (another seat's draw without
    /// its tile).
    pub latest: Vec<Event>,
    /// The hand's result, once it is over.
    pub result: Option<HandResult>,
    /// The final standings, once the match is over.
    pub standings: Option<[Standing; 4]>,
}

/// Four players, in frames written before three-player tables.
fn four() -> usize {
    4
}

impl SeatFrame {
    /// The frame's seat, when it looks from one.
    #[inline]
    pub fn me(&self) -> Option<Seat> {
        self.sight.seat()
    }

    /// The hand is over.
    #[inline]
    pub fn hand_over(&self) -> bool {
        self.result.is_some()
    }
}
