//! A scenario's round driven by action words — the JavaScript API's `RinshanTable`, in
//! plain Rust: list a seat's legal actions as words, apply a word and get the events,
//! ask why a word is refused (the engine's refusal, with its stable kind), read the state.
//! Words are the script words of [`crate::play::script::word`], `draw` included, so every
//! word [`ScenarioRound::legal`] returns is accepted by [`ScenarioRound::refusal`] and
//! [`ScenarioRound::apply`].

use serde::Serialize;

use crate::engine::{Action, Ending, Event, HandResult, Phase, Refusal, Round};
use crate::play::ask::step_action;
use crate::play::script::{parse_word, word, Step};
use crate::play::Scenario;
use crate::rules::{format_mpsz, MeldKind, Seat, Tile};
use crate::text::narration::{event_sentences, DeadWallNow, Viewer};
use crate::text::{abort_word, action, refusal, Lang};

/// One action a seat may take.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ActionInfo {
    /// The word to pass to `apply` (`"3m"`, `"pon"`, `"kan:5p"`…).
    pub word: String,
    /// The action in words ("Pon with 5 pin and 5 pin").
    pub text: String,
}

/// Every legal action of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ActionList {
    /// The actions, in the engine's order.
    pub actions: Vec<ActionInfo>,
}

/// Why an action is refused: the rule's stable kind (for a program to branch on) and the
/// rule in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct RefusalInfo {
    /// The rule's stable name: `"kuikae"`, `"already-in-riichi"`, `"furiten"`…
    pub kind: String,
    /// The rule in words.
    pub text: String,
}

impl RefusalInfo {
    /// The refusal `r`, in `lang`.
    pub fn new(r: &Refusal, lang: Lang) -> RefusalInfo {
        RefusalInfo {
            kind: r.kind().into(),
            text: refusal(lang, r),
        }
    }
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct EventInfo {
    /// What kind: `drew`, `discarded`, `called`, `kan`, `dora`, `riichi`, `won`, `draw`,
    /// `abort`, `points`, or `other`.
    pub kind: String,
    /// The seat it concerns (0–3), if one.
    pub seat: Option<u8>,
    /// The tiles it concerns, in mpsz.
    pub tiles: String,
    /// In words.
    pub text: String,
}

/// The events an action caused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct EventList {
    /// In order.
    pub events: Vec<EventInfo>,
}

/// One meld on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct MeldState {
    /// `chii`, `pon`, `daiminkan`, `shouminkan` or `ankan`.
    pub kind: String,
    /// Its tiles, in mpsz.
    pub tiles: String,
    /// The seat the called tile came from (none for an ankan).
    pub from: Option<u8>,
}

/// One seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct SeatState {
    /// Concealed tiles (mpsz), the drawn tile included.
    pub hand: String,
    /// The tile just drawn, if it is this seat's turn.
    pub drawn: Option<String>,
    /// Melds in the order they were made.
    pub melds: Vec<MeldState>,
    /// Discards (mpsz), called ones included.
    pub pond: String,
    /// In riichi.
    pub riichi: bool,
    /// Points.
    pub points: i32,
}

/// The table as it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct TableState {
    /// The rule set's name.
    pub rules: String,
    /// `draw`, `turn`, `claims` (a discard or an added kan being answered) or `ended`.
    pub phase: String,
    /// The seats that may act now.
    pub to_act: Vec<u8>,
    /// The four seats, 0 first.
    pub seats: Vec<SeatState>,
    /// The dora indicators turned over (mpsz).
    pub dora_indicators: String,
    /// Tiles left in the live wall.
    pub live: usize,
    /// Kan dora indicators still to be turned over.
    pub pending_kan_dora: usize,
    /// How the hand ended, once it has.
    pub result: Option<ResultInfo>,
}

/// One win at the end of a hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct WinInfo {
    /// The winner.
    pub seat: u8,
    /// Who dealt in (none for tsumo).
    pub from: Option<u8>,
    /// The winning tile.
    pub tile: String,
    /// Yaku and yakuman names (romanised, as the rules call them).
    pub yaku: Vec<String>,
    /// Han (dora included; 0 for a yakuman).
    pub han: u32,
    /// Fu.
    pub fu: u32,
}

/// How a hand ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ResultInfo {
    /// `won`, `exhaustive-draw` or `aborted`.
    pub ending: String,
    /// The abortive draw's name, for `aborted`.
    pub abort: Option<String>,
    /// The wins, nearest the discarder first.
    pub wins: Vec<WinInfo>,
    /// Each seat's score change, seat 0 first.
    pub deltas: Vec<i32>,
}

/// A word that cannot be used now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordError {
    /// The word is not an action word (or the seat is not 0–3): what is wrong, in words.
    Malformed(String),
    /// The engine refuses the action the word names.
    Refused(Refusal),
}

impl WordError {
    /// The error in words (English, as the API's thrown `Error` says it).
    pub fn words(&self) -> String {
        match self {
            WordError::Malformed(m) => m.clone(),
            WordError::Refused(r) => refusal(Lang::En, r),
        }
    }
}

/// A scenario's round, driven by action words.
#[derive(Clone, Debug)]
pub struct ScenarioRound {
    round: Round,
}

/// The seat numbered `n`, or what is wrong.
pub fn seat_of(n: u8) -> Result<Seat, WordError> {
    Seat::new(n).ok_or_else(|| WordError::Malformed(format!("seat must be 0 to 3, not {n}")))
}

impl ScenarioRound {
    /// The scenario's round (its scripts are not played: apply actions yourself).
    pub fn new(setup: &Scenario) -> Result<ScenarioRound, String> {
        let (round, _) = setup.build().map_err(|e| e.to_string())?;
        Ok(ScenarioRound { round })
    }

    /// A round as it stands, driven by words from here.
    pub fn from_round(round: Round) -> ScenarioRound {
        ScenarioRound { round }
    }

    /// The round.
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// The legal actions of `seat` now, as words with their English text.
    pub fn legal(&self, seat: Seat) -> ActionList {
        ActionList {
            actions: self
                .round
                .legal_actions(seat)
                .iter()
                .map(|a| ActionInfo {
                    word: word(a),
                    text: action(Lang::En, a),
                })
                .collect(),
        }
    }

    /// The legal action `text` names for `seat`, or why it cannot be taken.
    pub fn resolve(&self, seat: Seat, text: &str) -> Result<Action, WordError> {
        let step = parse_word(text).map_err(|e| WordError::Malformed(e.to_string()))?;
        let legal = self.round.legal_actions(seat);
        let found = match &step {
            None => legal.iter().find(|a| **a == Action::Draw).cloned(),
            Some(s) => s.pick(&legal),
        };
        if let Some(a) = found {
            return Ok(a);
        }
        let probe = self.concrete(seat, step.as_ref());
        match self.round.check(seat, &probe) {
            Err(r) => Err(WordError::Refused(r)),
            // The word names a legal action in another form than offered (cannot happen
            // while `pick` matches every legal action's word).
            Ok(()) => Ok(probe),
        }
    }

    /// Why `text` is refused to `seat` now (`None` when it is allowed); an error when the
    /// word is not an action word.
    pub fn refusal(&self, seat: Seat, text: &str) -> Result<Option<Refusal>, String> {
        match self.resolve(seat, text) {
            Ok(_) => Ok(None),
            Err(WordError::Refused(r)) => Ok(Some(r)),
            Err(WordError::Malformed(m)) => Err(m),
        }
    }

    /// Applies `text` for `seat` and returns the events it caused (nothing changes when it
    /// is refused).
    pub fn apply(&mut self, seat: Seat, text: &str) -> Result<EventList, WordError> {
        let a = self.resolve(seat, text)?;
        let events = self
            .round
            .apply(seat, a)
            .map_err(|e| WordError::Refused(e.refusal))?;
        let dead = self.dead_wall_now();
        Ok(EventList {
            events: events.iter().map(|e| event_info(e, dead)).collect(),
        })
    }

    /// The action a step stands for, made concrete to ask the engine about it.
    fn concrete(&self, seat: Seat, step: Option<&Step>) -> Action {
        // A discard that has just passed is asked about as one would claim it.
        let claimed = self.round.claim_in_question().map(|on| on.tile);
        step.map_or(Action::Draw, |s| step_action(&self.round, seat, s, claimed))
    }

    fn dead_wall_now(&self) -> DeadWallNow {
        DeadWallNow {
            rule: self.round.rules().dead_wall,
            size: self.round.wall_sizes().1,
        }
    }

    /// The table now.
    pub fn state(&self) -> TableState {
        let r = &self.round;
        let seats = Seat::ALL
            .iter()
            .map(|&s| {
                let p = r.player(s);
                let drawn = match r.phase() {
                    Phase::Turn {
                        seat,
                        drawn: Some(t),
                        ..
                    } if *seat == s => Some(t.code()),
                    _ => None,
                };
                let mut hand = p.hand.clone();
                crate::rules::small_sort::sort_small(&mut hand);
                SeatState {
                    hand: format_mpsz(&hand),
                    drawn,
                    melds: p
                        .melds
                        .iter()
                        .map(|m| MeldState {
                            kind: meld_kind(m.kind()).into(),
                            tiles: format_mpsz(m.tiles()),
                            from: m.from().map(|f| f.index() as u8),
                        })
                        .collect(),
                    pond: format_mpsz(&p.pond.iter().map(|t| t.tile).collect::<Vec<Tile>>()),
                    riichi: p.riichi.is_some(),
                    points: p.points,
                }
            })
            .collect();
        let phase = match r.phase() {
            Phase::Draw { .. } => "draw",
            Phase::Turn { .. } => "turn",
            Phase::Claims(_) => "claims",
            Phase::Ended => "ended",
        };
        TableState {
            rules: r.rules().name.clone(),
            phase: phase.into(),
            to_act: Seat::ALL
                .iter()
                .filter(|&&s| !r.legal_actions(s).is_empty())
                .map(|s| s.index() as u8)
                .collect(),
            seats,
            dora_indicators: format_mpsz(r.wall().dora_indicators()),
            live: r.wall_sizes().0,
            pending_kan_dora: usize::from(r.pending_kan_dora()),
            result: r.result().as_ref().map(result_info),
        }
    }
}

fn meld_kind(k: MeldKind) -> &'static str {
    match k {
        MeldKind::Chii => "chii",
        MeldKind::Pon => "pon",
        MeldKind::Daiminkan => "daiminkan",
        MeldKind::Shouminkan => "shouminkan",
        MeldKind::Ankan => "ankan",
    }
}

/// One event for scripts: its kind, seat and tiles, and the narration's words with seats
/// by number.
fn event_info(e: &Event, dead: DeadWallNow) -> EventInfo {
    let (kind, seat, tiles) = match e {
        Event::Drew { seat, tile, .. } => ("drew", Some(*seat), tile.code()),
        Event::Discarded { seat, tile, .. } => ("discarded", Some(*seat), tile.code()),
        Event::Called { seat, meld } => ("called", Some(*seat), format_mpsz(meld.tiles())),
        Event::Kan { seat, meld } => ("kan", Some(*seat), format_mpsz(meld.tiles())),
        Event::Kita { seat, tile } => ("kita", Some(*seat), tile.code()),
        Event::DoraRevealed { indicator } => ("dora", None, indicator.code()),
        Event::RiichiAccepted { seat } => ("riichi", Some(*seat), String::new()),
        Event::Won { seat, tile, .. } => ("won", Some(*seat), tile.code()),
        Event::ExhaustiveDraw { .. } => ("draw", None, String::new()),
        Event::AbortiveDraw { .. } => ("abort", None, String::new()),
        Event::PointsChanged { .. } => ("points", None, String::new()),
        _ => ("other", None, String::new()),
    };
    EventInfo {
        kind: kind.into(),
        seat: seat.map(|s| s.index() as u8),
        tiles,
        text: event_sentences(Lang::En, e, Viewer::Numbered, dead).join(". "),
    }
}

fn result_info(res: &HandResult) -> ResultInfo {
    let (ending, abort) = match &res.ending {
        Ending::Won => ("won", None),
        Ending::ExhaustiveDraw { .. } => ("exhaustive-draw", None),
        Ending::Aborted(r) => ("aborted", Some(abort_word(Lang::En, *r).to_string())),
    };
    ResultInfo {
        ending: ending.into(),
        abort,
        wins: res
            .wins
            .iter()
            .map(|w| WinInfo {
                seat: w.seat.index() as u8,
                from: w.from.map(|f| f.index() as u8),
                tile: w.tile.code(),
                yaku: crate::text::results::yaku_names(Lang::En, &w.score),
                han: w.score.han,
                fu: w.score.fu.total,
            })
            .collect(),
        deltas: res.deltas.to_vec(),
    }
}
