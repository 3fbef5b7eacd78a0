//! The result of a hand, as a player reads it at the end: how it ended, the winners with
//! yaku, han, fu and points, every seat's score change, the honba and the deposits, and
//! the dora and ura-dora indicators that were revealed.

use serde::{Deserialize, Serialize};

use super::event::{AbortReason, Event};
use super::round::Round;
use rinshan_rules::{HandScore, Seat, Tile};

/// How a hand ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// One or more players won.
    Won,
    /// The live wall ran out (ryuukyoku), with who was tenpai and who had nagashi mangan.
    ExhaustiveDraw {
        /// Tenpai seats.
        tenpai: [bool; 4],
        /// Seats paid for nagashi mangan.
        nagashi: Vec<Seat>,
    },
    /// An abortive draw.
    Aborted(AbortReason),
}

/// One win.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WinResult {
    /// The winner.
    pub seat: Seat,
    /// Who dealt in (`None` for tsumo).
    pub from: Option<Seat>,
    /// The winning tile.
    pub tile: Tile,
    /// Yaku, han, fu, dora, points.
    pub score: HandScore,
    /// The player liable for the win (pao), if any.
    pub liable: Option<Seat>,
}

/// Everything a hand's end shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    /// How it ended.
    pub ending: Ending,
    /// The wins, nearest the discarder first.
    pub wins: Vec<WinResult>,
    /// Each seat's total score change this hand, riichi deposits paid included.
    pub deltas: [i32; 4],
    /// The honba counters the hand was played with.
    pub honba: u32,
    /// Riichi deposits left on the table for the next hand.
    pub deposits_left: u32,
    /// The dora indicators revealed.
    pub dora_indicators: Vec<Tile>,
    /// The ura-dora indicators, shown when a player in riichi won (empty otherwise).
    pub ura_indicators: Vec<Tile>,
}

impl HandResult {
    /// True when `seat` won.
    pub fn won(&self, seat: Seat) -> bool {
        self.wins.iter().any(|w| w.seat == seat)
    }

    /// True when `seat` was tenpai at an exhaustive draw.
    pub fn tenpai_at_draw(&self, seat: Seat) -> bool {
        matches!(&self.ending, Ending::ExhaustiveDraw { tenpai, .. } if tenpai[seat.index()])
    }
}

impl Round {
    /// The hand's result, once it is over.
    pub fn result(&self) -> Option<HandResult> {
        if !self.is_over() {
            return None;
        }
        let mut deltas = [0i32; 4];
        let mut wins = Vec::new();
        let mut ending = None;
        let mut nagashi = Vec::new();
        for e in &self.log {
            match e {
                Event::PointsChanged { deltas: d } => {
                    for (t, x) in deltas.iter_mut().zip(d) {
                        *t += x;
                    }
                }
                Event::Won {
                    seat,
                    from,
                    tile,
                    score,
                } => {
                    let liable = self.players[seat.index()]
                        .liability
                        .filter(|l| score.yakuman.iter().any(|(y, _)| *y == l.yakuman))
                        .map(|l| l.liable);
                    wins.push(WinResult {
                        seat: *seat,
                        from: *from,
                        tile: *tile,
                        score: (**score).clone(),
                        liable,
                    });
                    ending = Some(Ending::Won);
                }
                Event::ExhaustiveDraw { tenpai } => {
                    ending = Some(Ending::ExhaustiveDraw {
                        tenpai: *tenpai,
                        nagashi: Vec::new(),
                    })
                }
                Event::NagashiMangan { seat } => nagashi.push(*seat),
                Event::AbortiveDraw { reason } => ending = Some(Ending::Aborted(*reason)),
                _ => {}
            }
        }
        let mut ending = ending?;
        if let Ending::ExhaustiveDraw { nagashi: n, .. } = &mut ending {
            *n = nagashi;
        }
        let riichi_win = wins
            .iter()
            .any(|w| self.players[w.seat.index()].riichi.is_some());
        Some(HandResult {
            ending,
            wins,
            deltas,
            honba: self.setup.honba,
            deposits_left: self.deposits,
            dora_indicators: self.wall.dora_indicators().to_vec(),
            ura_indicators: if riichi_win {
                self.wall.ura_indicators().to_vec()
            } else {
                Vec::new()
            },
        })
    }
}
