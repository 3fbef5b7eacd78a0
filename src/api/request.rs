//! The plain-data shapes of the JavaScript API: what a caller sends to describe a win, and
//! the report it gets back.

use serde::{Deserialize, Serialize};

use crate::rules::points::Payment;
use crate::rules::win::{RiichiState, Win, WinMethod};
use crate::rules::{parse_mpsz, HandScore, Ruleset, Tile};

/// A win as a caller describes it. Only `tile` is required; winds are `"E" "S" "W" "N"`,
/// tiles in mpsz.
#[derive(Clone, Debug, Default, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(default, deny_unknown_fields)]
pub struct WinRequest {
    /// The winning tile, e.g. `"5p"` or `"0p"` for the red five.
    pub tile: String,
    /// Won by tsumo (default: ron).
    pub tsumo: bool,
    /// The winner's seat wind (default `"S"`; `"E"` is the dealer).
    pub seat: Option<String>,
    /// The round wind (default `"E"`).
    pub round: Option<String>,
    /// Riichi declared.
    pub riichi: bool,
    /// Double riichi declared.
    pub double_riichi: bool,
    /// Ippatsu.
    pub ippatsu: bool,
    /// Rinshan kaihou.
    pub rinshan: bool,
    /// Chankan.
    pub chankan: bool,
    /// Haitei (tsumo on the last tile).
    pub haitei: bool,
    /// Houtei (ron on the last discard).
    pub houtei: bool,
    /// Tenhou.
    pub tenhou: bool,
    /// Chiihou.
    pub chiihou: bool,
    /// Dora indicators in mpsz.
    pub dora: String,
    /// Ura-dora indicators in mpsz.
    pub ura: String,
    /// Honba counters.
    pub honba: u32,
    /// Riichi deposits on the table.
    pub deposits: u32,
    /// Rule set preset: `"tenhou"`, `"mahjong_soul"`, `"ema"` or `"classic"`.
    pub rules: Option<String>,
}

fn wind(text: Option<&str>, default: u8) -> Result<crate::rules::TileKind, String> {
    let n = match text {
        None => default,
        Some("E") => 0,
        Some("S") => 1,
        Some("W") => 2,
        Some("N") => 3,
        Some(other) => return Err(format!("'{other}' is not a wind (use E, S, W or N)")),
    };
    Ok(crate::rules::TileKind::wind(n))
}

/// The preset named `name` (see [`Ruleset::preset`]).
pub fn preset(name: &str) -> Result<Ruleset, String> {
    Ruleset::preset(name)
}

impl WinRequest {
    /// The win and rule set this request describes.
    pub fn to_win(&self) -> Result<(Win, Ruleset), String> {
        let tile: Tile = self.tile.parse().map_err(|e| format!("tile: {e}"))?;
        let method = if self.tsumo {
            WinMethod::Tsumo
        } else {
            WinMethod::Ron
        };
        let mut win = Win::new(tile, method, wind(self.seat.as_deref(), 1)?);
        win.round_wind = wind(self.round.as_deref(), 0)?;
        win.riichi = match (self.riichi, self.double_riichi) {
            (_, true) => RiichiState::DoubleRiichi,
            (true, false) => RiichiState::Riichi,
            _ => RiichiState::None,
        };
        win.ippatsu = self.ippatsu;
        win.rinshan = self.rinshan;
        win.chankan = self.chankan;
        win.haitei = self.haitei;
        win.houtei = self.houtei;
        win.tenhou = self.tenhou;
        win.chiihou = self.chiihou;
        win.dora_indicators = parse_mpsz(&self.dora).map_err(|e| format!("dora: {e}"))?;
        win.ura_indicators = parse_mpsz(&self.ura).map_err(|e| format!("ura: {e}"))?;
        win.honba = self.honba;
        win.riichi_deposits = self.deposits;
        let rules = preset(self.rules.as_deref().unwrap_or("tenhou"))?;
        Ok((win, rules))
    }
}

/// What a scored win reports, in words and numbers a page can show directly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ScoreReport {
    /// Yaku (or yakuman) with their han (or yakuman multiplier), e.g. `("Riichi", 1)`.
    pub yaku: Vec<(String, u8)>,
    /// True for a yakuman.
    pub yakuman: bool,
    /// Dora, red fives and ura dora.
    pub dora: u8,
    /// Total han, dora included (0 for a yakuman).
    pub han: u32,
    /// Fu, rounded.
    pub fu: u32,
    /// The wait in the reading that scored best ("ryanmen", "kanchan", …).
    pub wait: String,
    /// The limit name ("Mangan" …), if any.
    pub limit: Option<String>,
    /// Points as score tables write them: `7700`, `2000-3900`, `3900 all`.
    pub points: String,
    /// Everything the winner gains, honba and deposits included.
    pub gain: u32,
}

impl ScoreReport {
    /// The report of a score.
    pub fn new(s: &HandScore, win: &Win) -> ScoreReport {
        let mut yaku: Vec<(String, u8)> = s
            .yaku
            .iter()
            .map(|&(y, h)| (y.name().to_string(), h))
            .collect();
        yaku.extend(s.yakuman.iter().map(|&(y, m)| (y.name().to_string(), m)));
        let points = match s.payment {
            Payment::Ron { total } => total.to_string(),
            Payment::Tsumo { non_dealer, .. } if win.is_dealer() => format!("{non_dealer} all"),
            Payment::Tsumo { dealer, non_dealer } => format!("{non_dealer}-{dealer}"),
        };
        ScoreReport {
            yaku,
            yakuman: !s.yakuman.is_empty(),
            dora: s.dora + s.red_fives + s.ura_dora,
            han: s.han,
            fu: s.fu.total,
            wait: s.wait.name().to_string(),
            limit: s.limit.map(|l| l.name()),
            points,
            gain: s.gain,
        }
    }
}
