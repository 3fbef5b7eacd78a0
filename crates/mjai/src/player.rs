//! One seat played by a Rinshan computer player over mjai: it follows the events, and at
//! each moment where the seat may act — its draw, its discard after a call or a riichi
//! declaration, another player's discard or kan — it rebuilds the table through the engine
//! ([`super::rebuild`]), lets the bot choose among the engine's legal actions from the
//! seat's view, and answers with that action in mjai's words. Everywhere else it answers
//! `{"type":"none"}`.

use serde_json::{json, Value};

use super::event::MjaiEvent;
use super::hand_log::{HandLog, Seen};
use super::pai::pai;
use super::rebuild::{rebuild, view_of};
use rinshan_bots::{Bot, Decide, Level};
use rinshan_engine::{Action, SeatView};
use rinshan_records::CallKind;
use rinshan_rules::{Ruleset, Seat, Seed, Tile};

/// The answer to one line of events.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The mjai action (or `{"type":"none"}`).
    pub action: Value,
    /// The seat had a choice between two or more legal actions (a decision to time).
    pub decided: bool,
    /// The engine's legal actions at that moment (empty when the seat could not act).
    pub legal: Vec<Action>,
    /// The action chosen, as the engine knows it.
    pub chosen: Option<Action>,
}

impl Answer {
    fn none() -> Answer {
        Answer {
            action: json!({"type": "none"}),
            decided: false,
            legal: Vec::new(),
            chosen: None,
        }
    }
}

/// A seat played over mjai.
pub struct MjaiPlayer {
    bot: Box<dyn Decide + Send>,
    seat: Option<Seat>,
    rules: Ruleset,
    hand: Option<HandLog>,
    last: Option<MjaiEvent>,
    riichi_tile: Option<Tile>,
    /// Every time the table could not be rebuilt (the engine refused a move of the log),
    /// with the reason: the answer then falls back to a tsumogiri or a pass.
    pub problems: Vec<String>,
}

impl MjaiPlayer {
    /// A player of `level` (tie-breaks from `seed`) under `rules`; `seat` when known
    /// before the game (otherwise `start_game`'s `id` gives it).
    pub fn new(level: Level, seed: Seed, seat: Option<Seat>, rules: Ruleset) -> MjaiPlayer {
        MjaiPlayer::with_player(Box::new(Bot::new(level, seed)), seat, rules)
    }

    /// A seat played by `bot`, any player (a level's, or the Expert), under `rules`.
    pub fn with_player(
        bot: Box<dyn Decide + Send>,
        seat: Option<Seat>,
        rules: Ruleset,
    ) -> MjaiPlayer {
        MjaiPlayer {
            bot,
            seat,
            rules,
            hand: None,
            last: None,
            riichi_tile: None,
            problems: Vec::new(),
        }
    }

    /// The seat played, once known.
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    /// Reads one line — an event object, or a list of events (answered after the last)
    /// — and answers it.
    pub fn answer_line(&mut self, line: &str) -> Result<Answer, String> {
        let value: Value =
            serde_json::from_str(line).map_err(|e| format!("not JSON ({e}): {line}"))?;
        let events = match &value {
            Value::Array(list) => list.iter().collect::<Vec<_>>(),
            one => vec![one],
        };
        for v in events {
            self.follow(&MjaiEvent::from_json(v)?);
        }
        Ok(self.answer())
    }

    /// Follows one event.
    pub fn follow(&mut self, event: &MjaiEvent) {
        // The tile chosen with a riichi declaration waits only for the declaration's echo.
        if !matches!(event, MjaiEvent::Reach { actor } if Some(*actor) == self.seat) {
            self.riichi_tile = None;
        }
        match event {
            MjaiEvent::StartGame { id } => {
                if id.is_some() {
                    self.seat = *id;
                }
                self.hand = None;
            }
            MjaiEvent::StartKyoku { .. } => self.hand = HandLog::start(event),
            MjaiEvent::EndKyoku => self.hand = None,
            other => {
                if let Some(h) = &mut self.hand {
                    h.follow(other);
                }
            }
        }
        // A kan's new dora indicator may follow the discard a seat answers: the answer is
        // still to that discard.
        if !matches!(event, MjaiEvent::Dora { .. }) {
            self.last = Some(event.clone());
        }
    }

    /// What the seat does after the events followed so far.
    pub fn answer(&mut self) -> Answer {
        let (Some(me), Some(last)) = (self.seat, self.last.clone()) else {
            return Answer::none();
        };
        let mine = |s: &Seat| *s == me;
        match &last {
            MjaiEvent::Tsumo { actor, .. } if mine(actor) => self.decide(me, None),
            MjaiEvent::Call {
                actor,
                kind: CallKind::Chii | CallKind::Pon,
                ..
            } if mine(actor) => self.decide(me, None),
            MjaiEvent::Reach { actor } if mine(actor) => {
                let tile = self.riichi_tile.take();
                self.decide(me, Some(tile))
            }
            MjaiEvent::Dahai { actor, .. }
            | MjaiEvent::Kakan { actor, .. }
            | MjaiEvent::Ankan { actor, .. }
                if !mine(actor) =>
            {
                self.decide(me, None)
            }
            _ => Answer::none(),
        }
    }

    /// Rebuilds the table and lets the bot choose. `riichi` is set when the seat's riichi
    /// was just declared: its discard must be a riichi discard (the tile chosen with the
    /// declaration, when there was one).
    fn decide(&mut self, me: Seat, riichi: Option<Option<Tile>>) -> Answer {
        let Some(hand) = &self.hand else {
            return Answer::none();
        };
        let round = match rebuild(hand, &self.rules) {
            Ok(r) => r,
            Err(e) => {
                self.problems.push(e);
                return fallback(hand, me);
            }
        };
        let mut legal = round.legal_actions(me);
        if legal.is_empty() {
            return Answer::none();
        }
        let view = view_of(&round, hand, me);
        if let Some(chosen) = riichi {
            legal.retain(|a| matches!(a, Action::Discard { riichi: true, .. }));
            if let Some(t) = chosen {
                let a = Action::Discard {
                    tile: t,
                    riichi: true,
                };
                if legal.contains(&a) {
                    legal = vec![a];
                }
            }
            if legal.is_empty() {
                self.problems
                    .push("riichi was declared but no riichi discard is legal".into());
                return fallback(hand, me);
            }
        }
        let action = self.bot.decide(&view, &legal);
        let decided = legal.len() > 1;
        if let Action::Discard {
            tile, riichi: true, ..
        } = action
        {
            if riichi.is_none() {
                self.riichi_tile = Some(tile);
                return Answer {
                    action: json!({"type": "reach", "actor": me.index()}),
                    decided,
                    legal,
                    chosen: Some(action),
                };
            }
        }
        Answer {
            action: to_mjai(&action, &view),
            decided,
            legal,
            chosen: Some(action),
        }
    }
}

/// The answer when the table could not be rebuilt: discard the tile just drawn, or pass.
fn fallback(hand: &HandLog, me: Seat) -> Answer {
    match hand.moves.last() {
        Some((s, Seen::Draw(Some(t)) | Seen::Rinshan(Some(t)))) if *s == me => Answer {
            action: json!({"type": "dahai", "actor": me.index(), "pai": pai(*t), "tsumogiri": true}),
            decided: false,
            legal: Vec::new(),
            chosen: None,
        },
        _ => Answer::none(),
    }
}

fn pais(tiles: &[Tile]) -> Value {
    Value::Array(tiles.iter().map(|t| Value::from(pai(*t))).collect())
}

/// The engine's action in mjai's words, for the seat whose view this is.
pub fn to_mjai(action: &Action, view: &SeatView) -> Value {
    let me = view.seat.index();
    let of_kind = |k: rinshan_rules::TileKind, n: usize| -> Vec<Tile> {
        view.hand
            .iter()
            .copied()
            .filter(|t| t.kind() == k)
            .take(n)
            .collect()
    };
    match action {
        Action::Discard { tile, .. } => json!({
            "type": "dahai", "actor": me, "pai": pai(*tile),
            "tsumogiri": view.drawn == Some(*tile),
        }),
        Action::Tsumo => json!({
            "type": "hora", "actor": me, "target": me,
            "pai": view.drawn.map(pai).unwrap_or_default(),
        }),
        Action::Ron => match view.claim {
            Some((from, tile)) => json!({
                "type": "hora", "actor": me, "target": from.index(), "pai": pai(tile),
            }),
            None => json!({"type": "none"}),
        },
        Action::Chii { tiles } | Action::Pon { tiles } => match view.claim {
            Some((from, tile)) => json!({
                "type": if matches!(action, Action::Chii { .. }) { "chi" } else { "pon" },
                "actor": me, "target": from.index(), "pai": pai(tile), "consumed": pais(tiles),
            }),
            None => json!({"type": "none"}),
        },
        Action::Daiminkan => match view.claim {
            Some((from, tile)) => json!({
                "type": "daiminkan", "actor": me, "target": from.index(), "pai": pai(tile),
                "consumed": pais(&of_kind(tile.kind(), 3)),
            }),
            None => json!({"type": "none"}),
        },
        Action::Shouminkan { tile } => {
            let pon: Vec<Tile> = view
                .my_melds()
                .iter()
                .find(|m| m.kind() == rinshan_rules::MeldKind::Pon && m.first_kind() == tile.kind())
                .map(|m| m.tiles().to_vec())
                .unwrap_or_default();
            json!({"type": "kakan", "actor": me, "pai": pai(*tile), "consumed": pais(&pon)})
        }
        Action::Ankan { kind } => {
            json!({"type": "ankan", "actor": me, "consumed": pais(&of_kind(*kind, 4))})
        }
        Action::KyuushuKyuuhai => {
            json!({"type": "ryukyoku", "actor": me, "reason": "kyushukyuhai"})
        }
        Action::Kita => json!({"type": "kita", "actor": me, "pai": "N"}),
        Action::Skip | Action::Draw => json!({"type": "none"}),
    }
}
