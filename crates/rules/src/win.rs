//! The circumstances of a win: how and when it happened, and the table state scoring
//! needs (winds, dora indicators, counters). Impossible combinations are rejected.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::tile::{Tile, TileKind};

/// Won on one's own draw (tsumo) or on another player's tile (ron).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinMethod {
    /// Self-drawn win.
    Tsumo,
    /// Win on a discard, or on a tile added to a kan (chankan).
    Ron,
}

/// Riichi state of the winner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RiichiState {
    /// No riichi.
    #[default]
    None,
    /// Riichi (1 han).
    Riichi,
    /// Riichi declared on the first uninterrupted turn (2 han).
    DoubleRiichi,
}

/// Everything about a win that is not the hand itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Win {
    /// The winning tile (it is not part of the hand passed to scoring).
    pub tile: Tile,
    /// Tsumo or ron.
    pub method: WinMethod,
    /// The winner's seat wind (East = dealer).
    pub seat_wind: TileKind,
    /// The round (prevailing) wind.
    pub round_wind: TileKind,
    /// Riichi or double riichi.
    pub riichi: RiichiState,
    /// Won within one uninterrupted go-around after riichi.
    pub ippatsu: bool,
    /// Tsumo on a kan replacement tile.
    pub rinshan: bool,
    /// Ron on a tile added to a pon (shouminkan), or on an ankan with kokushi.
    pub chankan: bool,
    /// Tsumo on the last tile of the live wall.
    pub haitei: bool,
    /// Ron on the last discard.
    pub houtei: bool,
    /// Dealer's tsumo on the first draw of the hand (before any call).
    pub tenhou: bool,
    /// Non-dealer's tsumo on their first draw (before any call).
    pub chiihou: bool,
    /// Dora indicators revealed at the moment of the win.
    pub dora_indicators: Vec<Tile>,
    /// Ura-dora indicators (counted only with riichi).
    pub ura_indicators: Vec<Tile>,
    /// Honba (continuance counters): 300 points per counter on top of the win.
    pub honba: u32,
    /// Riichi deposits on the table, collected by the winner (1000 each).
    pub riichi_deposits: u32,
    /// North tiles the winner has set aside (kita, sanma only): each is a dora.
    #[serde(default)]
    pub kita: u8,
}

impl Win {
    /// A plain win with nothing special: no riichi, East round, no indicators.
    pub fn new(tile: Tile, method: WinMethod, seat_wind: TileKind) -> Win {
        Win {
            tile,
            method,
            seat_wind,
            round_wind: TileKind::wind(0),
            riichi: RiichiState::None,
            ippatsu: false,
            rinshan: false,
            chankan: false,
            haitei: false,
            houtei: false,
            tenhou: false,
            chiihou: false,
            dora_indicators: Vec::new(),
            ura_indicators: Vec::new(),
            honba: 0,
            riichi_deposits: 0,
            kita: 0,
        }
    }

    /// True when the winner is the dealer (East).
    pub fn is_dealer(&self) -> bool {
        self.seat_wind == TileKind::wind(0)
    }

    /// True for a tsumo.
    pub fn is_tsumo(&self) -> bool {
        self.method == WinMethod::Tsumo
    }

    /// Rejects circumstances that cannot happen together.
    pub fn validate(&self) -> Result<(), ImpossibleWin> {
        use ImpossibleWin::*;
        let tsumo = self.is_tsumo();
        let checks = [
            (self.chankan && tsumo, ChankanByTsumo),
            (self.rinshan && !tsumo, RinshanByRon),
            (self.haitei && !tsumo, HaiteiByRon),
            (self.houtei && tsumo, HouteiByTsumo),
            (self.rinshan && self.haitei, RinshanAndHaitei),
            (self.chankan && self.houtei, ChankanAndHoutei),
            (
                self.ippatsu && self.riichi == RiichiState::None,
                IppatsuWithoutRiichi,
            ),
            ((self.tenhou || self.chiihou) && !tsumo, FirstDrawByRon),
            (self.tenhou && !self.is_dealer(), TenhouForNonDealer),
            (self.chiihou && self.is_dealer(), ChiihouForDealer),
            (
                (self.tenhou || self.chiihou) && (self.rinshan || self.riichi != RiichiState::None),
                FirstDrawAfterCall,
            ),
            (
                !self.seat_wind.is_wind() || !self.round_wind.is_wind(),
                NotAWind,
            ),
        ];
        match checks.into_iter().find(|(bad, _)| *bad) {
            Some((_, why)) => Err(why),
            None => Ok(()),
        }
    }
}

/// A combination of circumstances no real win can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImpossibleWin {
    /// Chankan is a ron on the added tile, never a tsumo.
    ChankanByTsumo,
    /// Rinshan kaihou is a tsumo on the replacement tile.
    RinshanByRon,
    /// Haitei is a tsumo on the last wall tile.
    HaiteiByRon,
    /// Houtei is a ron on the last discard.
    HouteiByTsumo,
    /// The replacement draw is never the haitei tile.
    RinshanAndHaitei,
    /// No kan can be declared once the live wall is empty, so chankan never meets houtei.
    ChankanAndHoutei,
    /// Ippatsu needs riichi.
    IppatsuWithoutRiichi,
    /// Tenhou and chiihou are wins on one's own first draw.
    FirstDrawByRon,
    /// Tenhou is the dealer's.
    TenhouForNonDealer,
    /// Chiihou is a non-dealer's.
    ChiihouForDealer,
    /// Tenhou and chiihou need a first draw with no call and no riichi before it.
    FirstDrawAfterCall,
    /// Seat and round winds must be wind tiles.
    NotAWind,
}

impl fmt::Display for ImpossibleWin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            ImpossibleWin::ChankanByTsumo => {
                "chankan is won by ron on the added tile, not by tsumo"
            }
            ImpossibleWin::RinshanByRon => "rinshan kaihou is won by tsumo on the replacement tile",
            ImpossibleWin::HaiteiByRon => {
                "haitei is a tsumo on the last wall tile; a ron on the last discard is houtei"
            }
            ImpossibleWin::HouteiByTsumo => {
                "houtei is a ron on the last discard; a tsumo on the last tile is haitei"
            }
            ImpossibleWin::RinshanAndHaitei => "a replacement tile is never the haitei tile",
            ImpossibleWin::ChankanAndHoutei => {
                "no kan can be made once the wall is empty, so chankan cannot be houtei"
            }
            ImpossibleWin::IppatsuWithoutRiichi => "ippatsu needs riichi",
            ImpossibleWin::FirstDrawByRon => "tenhou and chiihou are won on one's own first draw",
            ImpossibleWin::TenhouForNonDealer => {
                "tenhou is the dealer's first-draw win; a non-dealer's is chiihou"
            }
            ImpossibleWin::ChiihouForDealer => {
                "chiihou is a non-dealer's first-draw win; the dealer's is tenhou"
            }
            ImpossibleWin::FirstDrawAfterCall => {
                "tenhou and chiihou need a first draw before any call or riichi"
            }
            ImpossibleWin::NotAWind => "seat and round wind must be wind tiles",
        };
        f.write_str(text)
    }
}

impl std::error::Error for ImpossibleWin {}
