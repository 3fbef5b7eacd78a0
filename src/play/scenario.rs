//! A table set up by hand: every seat's tiles, melds and pond, the first draws and
//! replacement tiles, the dora indicator, who moves, and optionally a script of what each
//! seat does next. Browser tests start games from these; tutorial scenarios build on them.
//! The tiles not named are shuffled from `seed` into the rest of the wall, so a set-up
//! only names what matters.

use serde::{Deserialize, Serialize};

use super::script::{Script, ScriptError};
use crate::engine::{Position, Round, RoundSetup, SeatPosition};
use crate::rules::wall::{tile_set_of, DEAD_WALL_SIZE, INDICATOR_SLOTS, RINSHAN_SLOTS};
use crate::rules::{parse_mpsz, Rng, Ruleset, Seat, Seed, Tile, TileKind, Wall};

/// A hand-made table, as JSON (`{"seats": ["123m…", …], "draws": "7z1p", …}`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Scenario {
    /// The rule preset: `tenhou` (default), `mahjong_soul`, `ema`, `classic`, or the
    /// three-player `tenhou_sanma` and `mahjong_soul_sanma` (seat 3, North, is then empty).
    pub rules: Option<String>,
    /// Each seat (0 is the player at the bottom) in [`SeatPosition::parse`]'s text; a seat
    /// whose hand part holds `...` gets the rest of its hand dealt from the shuffle, an empty one all
    /// of it.
    pub seats: [String; 4],
    /// Seats already in riichi (their deposit paid); a pond tile marked `r` also says so.
    pub riichi: [bool; 4],
    /// The first tiles of the live wall, in draw order (mpsz).
    pub draws: String,
    /// How many tiles the live wall holds (default: every tile not placed elsewhere).
    pub live: Option<usize>,
    /// The first dora indicator (default: a tile from the shuffle).
    pub dora: Option<String>,
    /// The replacement tiles (rinshanpai) in draw order, at most four.
    pub rinshan: String,
    /// The dealer seat (0–3, default 0).
    pub dealer: u8,
    /// The round wind: `E` (default), `S`, `W` or `N`.
    pub round: Option<String>,
    /// Honba.
    pub honba: u32,
    /// Riichi deposits on the table.
    pub deposits: u32,
    /// Each seat's points (default: the rule set's starting points).
    pub points: Option<[i32; 4]>,
    /// The seat that moves first (draws, or discards if it holds 14 tiles).
    pub to_act: u8,
    /// The first go-around has not begun (double riichi, nine terminals possible).
    pub fresh: bool,
    /// What each seat does next, as [`Script`] words; computer players take over after.
    pub script: [String; 4],
    /// Seed for the tiles the set-up does not name.
    pub seed: u64,
    /// A tutorial scenario's title.
    pub title: Option<String>,
    /// How a tutorial widget presents the table (default: show it).
    pub mode: Mode,
    /// The question asked (ask mode) or the caption of the position.
    pub question: Option<String>,
    /// The explanation shown with the answer (ask mode) or under the position.
    pub explain: Option<String>,
    /// Ask mode: the expected choice of seat 0 as one script word (`3m`, `pon`, `kan:5p`,
    /// `skip`…). Without it the reader is asked to pick every legal call.
    pub answer: Option<String>,
    /// Compare mode: the rule presets to show side by side (two or more).
    pub compare: Vec<String>,
    /// Ask mode: what is asked (default: seat 0's choice of action).
    pub ask: AskKind,
    /// Ask mode, for `ask` `waits`, `yaku` or `han`: the choices offered (tiles in mpsz,
    /// yaku words such as `pinfu menzen-tsumo`, or numbers of han); the right ones are
    /// always among them.
    pub choices: Option<String>,
}

/// What ask mode asks about seat 0 at the scenario's question.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AskKind {
    /// Which actions are allowed (or, with `answer`, which one is right): discards and
    /// calls, judged by the engine.
    #[default]
    Actions,
    /// Which tiles complete seat 0's hand of 13 (none when it is not tenpai).
    Waits,
    /// Which yaku seat 0's win on the tile in question has.
    Yaku,
    /// How many han that win is worth (one choice).
    Han,
}

impl AskKind {
    /// The kind's name in the scenario notation.
    pub fn name(self) -> &'static str {
        match self {
            AskKind::Actions => "actions",
            AskKind::Waits => "waits",
            AskKind::Yaku => "yaku",
            AskKind::Han => "han",
        }
    }

    /// The kind a name in the notation stands for.
    pub fn from_name(name: &str) -> Option<AskKind> {
        [
            AskKind::Actions,
            AskKind::Waits,
            AskKind::Yaku,
            AskKind::Han,
        ]
        .into_iter()
        .find(|k| k.name() == name)
    }
}

/// How a tutorial widget presents a scenario.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Render the position; next/back step through the seats' scripts.
    #[default]
    Show,
    /// The reader picks seat 0's legal calls or right discard; the engine checks it.
    Ask,
    /// Play the position on against the computer players.
    Play,
    /// The same position and scripts under each preset in `compare`, side by side.
    Compare,
}

impl Mode {
    /// The mode's name in the scenario notation.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Show => "show",
            Mode::Ask => "ask",
            Mode::Play => "play",
            Mode::Compare => "compare",
        }
    }
}

/// A set-up that cannot be played, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError(pub String);

impl std::fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ScenarioError {}

impl From<ScriptError> for ScenarioError {
    fn from(e: ScriptError) -> ScenarioError {
        ScenarioError(e.to_string())
    }
}

fn seat_of(n: u8, what: &str) -> Result<Seat, ScenarioError> {
    Seat::new(n).ok_or_else(|| ScenarioError(format!("{what} must be a seat from 0 to 3, not {n}")))
}

fn tiles_of(text: &str, what: &str) -> Result<Vec<Tile>, ScenarioError> {
    parse_mpsz(text).map_err(|e| ScenarioError(format!("{what}: {e}")))
}

/// Takes one `tile` out of `pool`: the same tile if there, else one of its kind (a plain
/// five standing in for a red one, or the other way round); false when none is left.
fn take(pool: &mut Vec<Tile>, tile: Tile) -> bool {
    let i = pool
        .iter()
        .position(|&t| t == tile)
        .or_else(|| pool.iter().position(|t| t.kind() == tile.kind()));
    match i {
        Some(i) => {
            pool.swap_remove(i);
            true
        }
        None => false,
    }
}

impl Scenario {
    /// The rule set the set-up names.
    pub fn rule_set(&self) -> Result<Ruleset, ScenarioError> {
        Ruleset::preset(self.rules.as_deref().unwrap_or("tenhou")).map_err(ScenarioError)
    }

    /// Builds the round and the seats' scripts. Errors name what cannot be: five of a
    /// tile, a hand of the wrong size, a meld that could not have been called, a script
    /// word that is not an action.
    pub fn build(&self) -> Result<(Round, [Script; 4]), ScenarioError> {
        let rules = self.rule_set()?;
        let dealer = seat_of(self.dealer, "dealer")?;
        let to_act = seat_of(self.to_act, "to_act")?;
        let round_wind = match self.round.as_deref().unwrap_or("E") {
            "E" => TileKind::wind(0),
            "S" => TileKind::wind(1),
            "W" => TileKind::wind(2),
            "N" => TileKind::wind(3),
            other => {
                return Err(ScenarioError(format!(
                    "round '{other}' is not E, S, W or N"
                )))
            }
        };
        let mut seats: [SeatPosition; 4] = Default::default();
        let mut fill = [false; 4];
        let players = rules.seat_count();
        for (i, text) in self.seats.iter().enumerate() {
            // A three-player table's North seat stays empty: nothing is dealt to it.
            let dealt = i < players && (text.trim().is_empty() || text.contains("..."));
            fill[i] = dealt;
            let mut seat = SeatPosition::parse_at(&text.replace("...", " "), Seat::ALL[i], players)
                .map_err(|e| ScenarioError(format!("seat {i}: {e}")))?;
            seat.riichi |= self.riichi[i];
            seats[i] = seat;
        }
        let draws = tiles_of(&self.draws, "draws")?;
        let rinshan = tiles_of(&self.rinshan, "rinshan")?;
        if rinshan.len() > RINSHAN_SLOTS {
            return Err(ScenarioError(format!(
                "rinshan: at most {RINSHAN_SLOTS} replacement tiles, not {}",
                rinshan.len()
            )));
        }
        let dora = match &self.dora {
            Some(text) => Some(
                text.parse::<Tile>()
                    .map_err(|e| ScenarioError(format!("dora: {e}")))?,
            ),
            None => None,
        };
        // Every named tile comes out of the set; what is left is shuffled.
        let mut pool = tile_set_of(&rules);
        let named = seats
            .iter()
            .flat_map(SeatPosition::tiles)
            .chain(draws.iter().copied())
            .chain(rinshan.iter().copied())
            .chain(dora);
        for t in named {
            if rules.sanma.is_some() && crate::rules::sanma::not_in_sanma(t.kind()) {
                return Err(ScenarioError(format!(
                    "three-player mahjong has no {} (no 2- to 8-man)",
                    t.kind().name()
                )));
            }
            if !take(&mut pool, t) {
                return Err(ScenarioError(format!(
                    "more than four {} on the table",
                    t.kind().name()
                )));
            }
        }
        crate::rules::small_sort::sort_small(&mut pool);
        Rng::new(Seed(self.seed)).shuffle(&mut pool);
        let mut rest = pool.into_iter();
        // Seats written with `...` (or left empty) get the rest of their hand dealt.
        for (i, seat) in seats.iter_mut().enumerate() {
            if !fill[i] {
                continue;
            }
            // A dealt hand has 13 tiles (less three a meld); the seat to act draws first.
            let want = 13 - 3 * seat.melds.len().min(4);
            while seat.hand.len() < want {
                let t = rest
                    .next()
                    .ok_or_else(|| ScenarioError("no tiles left to deal".into()))?;
                seat.hand.push(t);
            }
        }
        let mut dead: Vec<Tile> = rinshan.clone();
        dead.extend(rest.by_ref().take(RINSHAN_SLOTS - rinshan.len()));
        dead.push(match dora {
            Some(d) => d,
            None => rest
                .next()
                .ok_or_else(|| ScenarioError("no tile left for the dora indicator".into()))?,
        });
        dead.extend(rest.by_ref().take(2 * INDICATOR_SLOTS - 1));
        let dead: [Tile; DEAD_WALL_SIZE] = dead
            .try_into()
            .map_err(|_| ScenarioError("not enough tiles left for the dead wall".into()))?;
        let mut live = draws;
        let left: Vec<Tile> = rest.collect();
        let fill = match self.live {
            Some(n) if n < live.len() => {
                return Err(ScenarioError(format!(
                    "live: a live wall of {n} cannot hold the {} draws named",
                    live.len()
                )))
            }
            Some(n) if n - live.len() > left.len() => {
                return Err(ScenarioError(format!(
                    "live: only {} tiles are left for a live wall of {n}",
                    live.len() + left.len()
                )))
            }
            Some(n) => n - live.len(),
            None => left.len(),
        };
        live.extend_from_slice(&left[..fill]);
        let setup = RoundSetup {
            dealer,
            round_wind,
            honba: self.honba,
            deposits: self.deposits,
            points: self.points.unwrap_or(RoundSetup::first(&rules).points),
        };
        let position = Position {
            setup,
            wall: Wall::from_parts(live, dead),
            seats,
            to_act,
            fresh: self.fresh,
        };
        let round =
            Round::from_position(rules, position).map_err(|e| ScenarioError(e.to_string()))?;
        if let Some(a) = &self.answer {
            Script::parse(a).map_err(|e| ScenarioError(format!("answer: {e}")))?;
        }
        if self.mode == Mode::Compare && self.compare.len() < 2 {
            return Err(ScenarioError(
                "compare: name two or more rule presets to compare".into(),
            ));
        }
        let mut players = Vec::new();
        for id in &self.compare {
            let r = Ruleset::preset(id).map_err(|e| ScenarioError(format!("compare: {e}")))?;
            players.push(r.seat_count());
        }
        if players.windows(2).any(|w| w[0] != w[1]) {
            return Err(ScenarioError(
                "compare: the rule presets must seat as many players (all three or all four)"
                    .into(),
            ));
        }
        let mut scripts: [Script; 4] = Default::default();
        for (i, text) in self.script.iter().enumerate() {
            scripts[i] =
                Script::parse(text).map_err(|e| ScenarioError(format!("script {i}: {e}")))?;
        }
        Ok((round, scripts))
    }
}
