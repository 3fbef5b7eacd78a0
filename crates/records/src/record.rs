//! A game record as Rinshan holds it: for each hand, where it started (dealer, round,
//! counters, points, the dealt hands, the dora and ura indicators) and every move in
//! table order — draws, replacement draws after a kan or a kita, discards with or without
//! riichi, chii/pon/daiminkan with the seat they called from, shouminkan, ankan and (three
//! players) kita — and how the
//! record says it ended, in the record's own words (Tenhou's names for endings and yaku,
//! its points text). The engine replays the moves ([`super::replay`]), so the record is
//! checked, not trusted.

use rinshan_engine::RoundSetup;
use rinshan_rules::{Ruleset, Seat, Tile, TileKind};

/// Which call took a discard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallKind {
    /// A run from the discard of the player on the left.
    Chii,
    /// A triplet.
    Pon,
    /// An open kan of a discard (three concealed tiles + the discard).
    Daiminkan,
}

/// One move of a recorded hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// A draw from the live wall.
    Draw(Tile),
    /// The replacement draw from the dead wall after a kan or a kita.
    Rinshan(Tile),
    /// A discard, declaring riichi or not.
    Discard {
        /// The tile.
        tile: Tile,
        /// With riichi.
        riichi: bool,
        /// The tile just drawn (tsumogiri).
        tsumogiri: bool,
    },
    /// A call of the discard just made.
    Call {
        /// Chii, pon or daiminkan.
        kind: CallKind,
        /// The discarded tile taken.
        called: Tile,
        /// The caller's own tiles of the meld.
        hand: Vec<Tile>,
        /// Who discarded it.
        from: Seat,
    },
    /// A shouminkan (added kan): the tile added to a pon.
    Shouminkan(Tile),
    /// An ankan (closed kan) of four tiles.
    Ankan(Vec<Tile>),
    /// A North set aside (kita, three players only): the others may ron it, otherwise a
    /// replacement draw ([`Move::Rinshan`]) follows.
    Kita,
}

impl Move {
    /// The kind of an ankan's tiles.
    pub fn ankan_kind(tiles: &[Tile]) -> Option<TileKind> {
        tiles.first().map(|t| t.kind())
    }
}

/// One win, as the record states it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedWin {
    /// The winner.
    pub seat: Seat,
    /// Who dealt in (the winner itself for tsumo).
    pub from: Seat,
    /// Who is liable (pao); the winner itself when nobody is.
    pub pao: Seat,
    /// The record's points text (Tenhou: `30符4飜7700点`, `満貫2000-4000点`, `役満16000点∀`).
    pub points: String,
    /// The record's yaku with their han (Tenhou: `立直(1飜)`, `ドラ(2飜)`, `大三元(役満)`).
    pub yaku: Vec<String>,
}

/// How a hand ended, as the record states it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ending {
    /// The record's name for it (Tenhou: `和了`, `流局`, `全員聴牌`, `全員不聴`, `流し満貫`,
    /// `九種九牌`, `四風連打`, `四家立直`, `三家和了`, `四槓散了`).
    pub name: String,
    /// The score changes, one list per win or payment (riichi deposits paid this hand
    /// are not in them).
    pub deltas: Vec<[i32; 4]>,
    /// The wins, in the record's order.
    pub wins: Vec<RecordedWin>,
    /// Who was tenpai at an exhaustive draw, when the record shows it (Tenhou's mjlog
    /// shows the tenpai hands; its tenhou.net/6 JSON only the payments).
    pub tenpai: Option<[bool; 4]>,
}

/// One hand of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedHand {
    /// Dealer, round wind, honba, deposits and points at the start.
    pub setup: RoundSetup,
    /// The hand number within its round wind (0 = the first).
    pub hand_number: u8,
    /// The dealt hands, by seat.
    pub starts: [Vec<Tile>; 4],
    /// The dora indicators revealed, in order.
    pub dora: Vec<Tile>,
    /// The ura-dora indicators, when the record shows them.
    pub ura: Vec<Tile>,
    /// Every move, in table order.
    pub moves: Vec<(Seat, Move)>,
    /// How it ended.
    pub ending: Ending,
}

impl RecordedHand {
    /// The hand's name: "East 1, 0 honba".
    pub fn label(&self) -> String {
        let wind = ["East", "South", "West", "North"]
            .get(self.setup.round_wind.index().saturating_sub(27))
            .copied()
            .unwrap_or("?");
        format!(
            "{wind} {}, {} honba",
            self.hand_number + 1,
            self.setup.honba
        )
    }
}

/// A whole game record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The record's title lines.
    pub title: Vec<String>,
    /// The players' names, by seat.
    pub names: [String; 4],
    /// The rule set's preset id the record is played under (`tenhou`, `tenhou_sanma`).
    pub rules: String,
    /// The hands, in order.
    pub hands: Vec<RecordedHand>,
}

impl Record {
    /// The rule set the record names (Tenhou's when it names none that exists).
    pub fn ruleset(&self) -> Ruleset {
        Ruleset::preset(&self.rules).unwrap_or_else(|_| {
            if self.is_three_player() {
                Ruleset::tenhou_sanma()
            } else {
                Ruleset::tenhou()
            }
        })
    }

    /// Whether the record is of a three-player game: its rules say so, or (rules it does
    /// not name) every hand deals nothing to the North seat.
    pub fn is_three_player(&self) -> bool {
        match Ruleset::preset(&self.rules) {
            Ok(r) => r.sanma.is_some(),
            Err(_) => {
                !self.hands.is_empty()
                    && self
                        .hands
                        .iter()
                        .all(|h| h.starts[3].is_empty() && !h.starts[0].is_empty())
            }
        }
    }

    /// The players at the table: 3 or 4.
    pub fn seat_count(&self) -> usize {
        if self.is_three_player() {
            3
        } else {
            4
        }
    }
}
