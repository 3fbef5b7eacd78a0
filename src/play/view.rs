//! What the table shows, as plain data the controller builds from the engine: the UI
//! draws it and never works anything out itself. Seats are in screen order (the player
//! at the bottom, then right, opposite, left).

use serde::Serialize;

pub use rinshan_frame::hints::{Blocked, DiscardHint, Hints, WaitHint};

use super::layout::{DeadSpot, LaidTile, PondSpot};
use crate::bots::Level;
use crate::engine::{Action, Event, HandResult, Refusal, Standing};
use crate::rules::{DeadWall, MeldKind, Seat, Tile};
use crate::text::Side;

/// One meld as laid on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MeldShown {
    /// Chii, pon or which kan.
    pub kind: MeldKind,
    /// The tiles in the order they lie, the called one sideways.
    pub tiles: Vec<LaidTile>,
    /// All its tiles (for its name).
    pub faces: Vec<Tile>,
    /// Where the called tile came from, seen from the player.
    pub from: Option<Side>,
    /// Laid down (or completed) by the latest action: the UI animates it.
    pub fresh: bool,
}

/// One seat as the table shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatShown {
    /// The engine's seat.
    pub seat: Seat,
    /// Where it sits on screen.
    pub side: Side,
    /// Its wind this hand (0 East … 3 North).
    pub wind: u8,
    /// Its points.
    pub points: i32,
    /// It deals this hand.
    pub dealer: bool,
    /// It has declared riichi.
    pub riichi: bool,
    /// It is this seat's move.
    pub acting: bool,
    /// Its choice is being thought about (the Expert, in the page's worker).
    pub thinking: bool,
    /// The computer player's level (`None` for the player).
    pub level: Option<Level>,
    /// The computer player's short name (empty for the player, and at watched tables).
    pub name: String,
    /// Concealed tiles shown face up, sorted (the player's own; everyone's once the hand
    /// is over), without the drawn tile.
    pub hand: Vec<Tile>,
    /// The tile just drawn, shown apart (the player's own turn, or a revealed winner's).
    pub drawn: Option<Tile>,
    /// The drawn tile came from the dead wall (rinshan).
    pub drawn_rinshan: bool,
    /// Concealed tiles face down (other seats during play).
    pub hidden: usize,
    /// Melds, in the order they were made.
    pub melds: Vec<MeldShown>,
    /// The pond in rows.
    pub pond: Vec<Vec<PondSpot>>,
    /// Norths set aside (kita, three-player mahjong), shown beside the melds.
    pub kita: u8,
    /// Nobody sits here: the North seat of a three-player table, drawn as no seat at all.
    pub empty: bool,
}

/// A tile of the player's hand and whether it may be discarded now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TileChoice {
    /// The tile.
    pub tile: Tile,
    /// It is the tile just drawn (shown apart).
    pub drawn: bool,
    /// The discard to send when it is chosen; `None` when it may not be discarded.
    pub action: Option<Action>,
    /// The rule that forbids discarding it now (kuikae, riichi…).
    pub refusal: Option<Refusal>,
}

/// A kind of button in the call prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum CallKind {
    /// Win on the discard.
    Ron,
    /// Win on the draw.
    Tsumo,
    /// Declare riichi (then choose the discard).
    Riichi,
    /// Take back a riichi not yet made.
    CancelRiichi,
    /// Pon.
    Pon,
    /// Chii.
    Chii,
    /// Any kan.
    Kan,
    /// Kyuushu kyuuhai.
    NineTerminals,
    /// Set a North aside (kita, three-player mahjong).
    Kita,
    /// Let the discard pass.
    Skip,
}

/// One button of the prompt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CallChoice {
    /// What it is.
    pub kind: CallKind,
    /// The action it sends; `None` for Riichi/Cancel (which change the prompt) and for a
    /// button shown disabled.
    pub action: Option<Action>,
    /// The tiles it uses from the hand (a chii or pon variant, a kan's tiles).
    pub tiles: Vec<Tile>,
    /// Why it is shown but disabled (the engine's refusal).
    pub refusal: Option<Refusal>,
}

/// What the player may do now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Prompt {
    /// The hand's tiles (sorted, then the drawn tile), each allowed or not.
    pub tiles: Vec<TileChoice>,
    /// The buttons.
    pub calls: Vec<CallChoice>,
    /// Riichi chosen: only tenpai-keeping discards are enabled.
    pub riichi_armed: bool,
    /// The discard being answered (who, which tile), in a claim window.
    pub claim: Option<(Side, Tile)>,
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableView {
    /// The rule set's name.
    pub rules_name: String,
    /// Round wind (0 East …) and hand number (0–3).
    pub round: (u8, u8),
    /// The players at the table: 4, or 3 (sanma).
    pub players: usize,
    /// Honba.
    pub honba: u32,
    /// Riichi deposits on the table.
    pub deposits: u32,
    /// The seats in screen order: player, right, opposite, left.
    pub seats: [SeatShown; 4],
    /// Tiles left in the live wall.
    pub live: usize,
    /// Tiles the live wall held after the deal (for the shrinking bar).
    pub live_start: usize,
    /// The dead wall's stacks (top, bottom), from the live wall's end.
    pub dead_wall: Vec<[DeadSpot; 2]>,
    /// The dead wall's tiles now (14 while it is replenished).
    pub dead_size: usize,
    /// The rule set's dead-wall rule.
    pub dead_rule: DeadWall,
    /// Dora indicators turned over.
    pub dora_indicators: Vec<Tile>,
    /// Indicators turned over by the latest action (the UI flips them).
    pub new_indicators: usize,
    /// Open-kan indicators waiting for the kan player's discard.
    pub pending_kan_dora: u8,
    /// What the player may do, when it is their move.
    pub prompt: Option<Prompt>,
    /// A win the player cannot take now, and why.
    pub blocked: Option<Blocked>,
    /// Hints, when switched on.
    pub hints: Option<Hints>,
    /// The latest action's events, for the narration (and animation).
    pub latest: Vec<Event>,
    /// The hand's result, once over.
    pub result: Option<HandResult>,
    /// The final standings, once the match is over.
    pub standings: Option<[Standing; 4]>,
    /// The match's story (points after each hand, each player's figures), once it is over.
    pub story: Option<super::story::MatchStory>,
}
