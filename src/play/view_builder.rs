//! The table as the player sees it, built from a [`SeatFrame`] alone: every seat in
//! screen order, the walls, the prompt with each tile's discard or the engine's refusal
//! and the call buttons, hints and warnings. Every ruling in it comes from the engine,
//! through the frame; the match driver here and a server's room (whose frames arrive over
//! the network) are drawn by this one builder.

use super::driver::{Controller, Status};
use super::frame::{self, FrameOptions, Reveal, SeatFrame, SeatPart, Sight};
use super::layout::{dead_wall, meld_tiles, pond_rows};
use super::view::{CallChoice, CallKind, MeldShown, Prompt, SeatShown, TableView, TileChoice};
use crate::bots::Level;
use crate::engine::{Action, Event};
use crate::rules::{Meld, Seat, Tile};
use crate::text::names::bot_name;
use crate::text::Side;

/// What a page adds to a frame to draw it: where it is seen from, who sits where, and the
/// player's own state of mind.
#[derive(Clone, Debug)]
pub struct Presentation {
    /// The seat drawn at the bottom (the frame's own seat, or the one a watcher follows).
    pub bottom: Seat,
    /// Each seat's name, in seat order (empty: named by where it sits).
    pub names: [String; 4],
    /// Each computer player's level, in seat order (`None` for people).
    pub levels: [Option<Level>; 4],
    /// The player may choose now: the prompt is shown.
    pub prompting: bool,
    /// The seat whose choice is being thought about elsewhere (the Expert, in a worker).
    pub thinking: Option<Seat>,
    /// The player chose riichi: only the discards that declare it are offered.
    pub riichi_armed: bool,
    /// The match's story, once it is over.
    pub story: Option<super::story::MatchStory>,
}

impl TableView {
    /// The table `frame` shows, drawn as `p` says.
    pub fn of(frame: SeatFrame, p: Presentation) -> TableView {
        let players = frame.players;
        let seats = std::array::from_fn(|k| {
            let seat = Seat::ALL
                .into_iter()
                .find(|&s| Side::at(p.bottom, s, players) == Side::ALL[k])
                .unwrap_or(Seat::ALL[(p.bottom.index() + k) % 4]);
            seat_shown(&frame, &p, seat)
        });
        let prompt = frame
            .choices
            .as_ref()
            .filter(|_| p.prompting)
            .zip(frame.me())
            .map(|(_, me)| prompt(&frame, me, p.riichi_armed));
        TableView {
            rules_name: frame.rules_name,
            round: frame.round,
            players,
            honba: frame.honba,
            deposits: frame.deposits,
            seats,
            live: frame.live,
            dead_size: frame.dead_size,
            dead_rule: frame.dead_rule,
            live_start: frame.live_start,
            dead_wall: dead_wall(
                &frame.dora_indicators,
                frame.replacements_taken,
                frame.moved_in,
            ),
            dora_indicators: frame.dora_indicators,
            new_indicators: frame
                .latest
                .iter()
                .filter(|e| matches!(e, Event::DoraRevealed { .. }))
                .count(),
            pending_kan_dora: frame.pending_kan_dora,
            prompt,
            blocked: frame.blocked,
            hints: frame.hints,
            latest: frame.latest,
            result: frame.result,
            standings: frame.standings,
            story: p.story,
        }
    }
}

fn seat_shown(frame: &SeatFrame, p: &Presentation, seat: Seat) -> SeatShown {
    let part: &SeatPart = &frame.seats[seat.index()];
    let fresh = |m: &Meld| {
        frame.latest.iter().any(|e| match e {
            Event::Called { seat: s, meld } | Event::Kan { seat: s, meld } => {
                *s == seat && meld == m
            }
            _ => false,
        })
    };
    let players = frame.players;
    SeatShown {
        seat,
        side: Side::at(p.bottom, seat, players),
        wind: part.wind,
        points: part.points,
        dealer: frame.dealer == seat,
        riichi: part.riichi,
        acting: part.acting,
        thinking: p.thinking == Some(seat),
        level: p.levels[seat.index()],
        name: p.names[seat.index()].clone(),
        hidden: part.hidden,
        hand: part.hand.clone(),
        drawn: part.drawn,
        drawn_rinshan: part.drawn_rinshan,
        melds: part
            .melds
            .iter()
            .map(|m| MeldShown {
                kind: m.kind(),
                tiles: meld_tiles(m, seat, players),
                faces: m.tiles().to_vec(),
                from: m.from().map(|f| Side::at(p.bottom, f, players)),
                fresh: fresh(m),
            })
            .collect(),
        pond: pond_rows(&part.pond, frame.last_discarder == Some(seat)),
        kita: part.kita,
        empty: players == 3 && seat == Seat::ALL[3],
    }
}

/// What the player in `me` may do now: each tile with its discard or the engine's reason,
/// and the call buttons.
fn prompt(frame: &SeatFrame, me: Seat, riichi_armed: bool) -> Prompt {
    let empty = Default::default();
    let choices = frame.choices.as_ref().unwrap_or(&empty);
    let part = &frame.seats[me.index()];
    let turn = frame.turn == Some(me);
    let mut tiles: Vec<(Tile, bool)> = part.hand.iter().map(|&t| (t, false)).collect();
    tiles.extend(part.drawn.map(|t| (t, true)));
    let tiles = tiles
        .into_iter()
        .map(|(tile, is_drawn)| {
            let want = Action::Discard {
                tile,
                riichi: riichi_armed,
            };
            let ok = turn && choices.legal.contains(&want);
            TileChoice {
                tile,
                drawn: is_drawn,
                action: ok.then(|| want.clone()),
                refusal: (turn && !ok).then(|| choices.refusal(&want)).flatten(),
            }
        })
        .collect();
    Prompt {
        tiles,
        calls: calls(frame, part, &choices.legal, turn, riichi_armed),
        riichi_armed,
        claim: frame
            .claim
            .map(|(s, t)| (Side::at(me, s, frame.players), t)),
    }
}

fn calls(
    frame: &SeatFrame,
    part: &SeatPart,
    legal: &[Action],
    turn: bool,
    riichi_armed: bool,
) -> Vec<CallChoice> {
    let choice = |kind, action: Option<Action>, tiles: Vec<Tile>| CallChoice {
        kind,
        action,
        tiles,
        refusal: None,
    };
    let mut out = Vec::new();
    let same_kind = |k: crate::rules::TileKind| -> Vec<Tile> {
        part.hand
            .iter()
            .chain(part.drawn.iter())
            .copied()
            .filter(|t| t.kind() == k)
            .collect()
    };
    for a in legal {
        match a {
            Action::Ron => out.push(choice(CallKind::Ron, Some(a.clone()), Vec::new())),
            Action::Tsumo => out.push(choice(CallKind::Tsumo, Some(a.clone()), Vec::new())),
            Action::Pon { tiles } => {
                out.push(choice(CallKind::Pon, Some(a.clone()), tiles.to_vec()))
            }
            Action::Chii { tiles } => {
                out.push(choice(CallKind::Chii, Some(a.clone()), tiles.to_vec()))
            }
            Action::Daiminkan => {
                let kind = frame.claim.map(|(_, t)| t.kind());
                let tiles = kind.map(same_kind).unwrap_or_default();
                out.push(choice(CallKind::Kan, Some(a.clone()), tiles));
            }
            Action::Ankan { kind } => {
                out.push(choice(CallKind::Kan, Some(a.clone()), same_kind(*kind)))
            }
            Action::Shouminkan { tile } => {
                out.push(choice(CallKind::Kan, Some(a.clone()), vec![*tile]))
            }
            Action::KyuushuKyuuhai => {
                out.push(choice(CallKind::NineTerminals, Some(a.clone()), Vec::new()))
            }
            Action::Kita => {
                let north = same_kind(crate::rules::TileKind::wind(3));
                out.push(choice(
                    CallKind::Kita,
                    Some(a.clone()),
                    north.into_iter().take(1).collect(),
                ))
            }
            _ => {}
        }
    }
    if turn {
        let can_riichi = legal
            .iter()
            .any(|a| matches!(a, Action::Discard { riichi: true, .. }));
        let refusal = frame
            .choices
            .as_ref()
            .and_then(|c| c.riichi_refusal.clone());
        if riichi_armed {
            out.push(choice(CallKind::CancelRiichi, None, Vec::new()));
        } else if can_riichi {
            out.push(choice(CallKind::Riichi, None, Vec::new()));
        } else if let Some(reason) = refusal {
            out.push(CallChoice {
                refusal: Some(reason),
                ..choice(CallKind::Riichi, None, Vec::new())
            });
        }
    }
    if legal.contains(&Action::Skip) {
        out.push(choice(CallKind::Skip, Some(Action::Skip), Vec::new()));
    }
    out
}

impl Controller {
    /// Who looks at this table: the player's seat, or everyone at a watched table.
    fn sight(&self) -> Sight {
        if self.watching && !self.others_hidden {
            Sight::All
        } else {
            Sight::Seat(self.me)
        }
    }

    /// What the player's seat (everyone, at a watched table) may know now.
    pub fn frame(&self) -> SeatFrame {
        let options = FrameOptions {
            sight: self.sight(),
            reveal: Reveal::Everyone,
            hints: self.m.settings.hints,
        };
        frame::build(&self.m.game, options, &self.latest, self.m.live_start)
    }

    /// The table as the player sees it now.
    pub fn view(&self) -> TableView {
        let names = Seat::ALL.map(|s| match (self.person(s), self.name_of(s)) {
            (Some(person), _) => person.to_string(),
            (None, Some(i)) => bot_name(self.m.settings.lang, i).to_string(),
            (None, None) => String::new(),
        });
        let computer = |s: Seat| s != self.me && self.person(s).is_none();
        let presentation = Presentation {
            bottom: self.me,
            names,
            levels: Seat::ALL.map(|s| computer(s).then_some(self.m.settings.level)),
            prompting: self.status() == Status::Player && !self.watching,
            thinking: self.awaiting(),
            riichi_armed: self.riichi_armed,
            story: self
                .m
                .game
                .is_over()
                .then(|| self.told.get_or_init(|| self.story()).clone()),
        };
        TableView::of(self.frame(), presentation)
    }
}
