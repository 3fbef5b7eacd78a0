//! The table as the player sees it, built from the match driver's state: every seat in
//! screen order, the walls, the prompt with each tile's discard or the engine's refusal
//! and the call buttons, hints and warnings. Every ruling in it comes from the engine.

use super::driver::{Controller, Status};
use super::hints::{blocked_win, hints};
use super::layout::{dead_wall, meld_tiles, pond_rows};
use super::view::{CallChoice, CallKind, MeldShown, Prompt, SeatShown, TableView, TileChoice};
use crate::bots::shape::best_shanten_after_discard;
use crate::engine::{Action, Event, Phase, Refusal};
use crate::rules::{DeadWall, Meld, Seat, Tile};
use crate::text::names::bot_name;
use crate::text::{wind_number, Side};

impl Controller {
    /// The table as the player sees it now.
    pub fn view(&self) -> TableView {
        let r = self.round();
        let over = r.is_over();
        let state = self.game.state();
        let last_discarder = r.log().iter().rev().find_map(|e| match e {
            Event::Discarded { seat, .. } => Some(*seat),
            _ => None,
        });
        let status = self.status();
        let seats = std::array::from_fn(|k| {
            let seat = Seat::ALL[(self.me.index() + k) % 4];
            self.seat_shown(seat, over, last_discarder == Some(seat))
        });
        let wall = r.wall();
        let moved_in = match r.rules().dead_wall {
            DeadWall::Replenished => wall.moved_to_dead_wall(),
            DeadWall::NotReplenished => 0,
        };
        TableView {
            rules_name: r.rules().name.clone(),
            round: (state.wind, state.hand),
            honba: r.setup().honba,
            deposits: r.deposits(),
            seats,
            live: r.wall_sizes().0,
            dead_size: r.wall_sizes().1,
            dead_rule: r.rules().dead_wall,
            live_start: self.live_start,
            dead_wall: dead_wall(wall.dora_indicators(), wall.rinshan_drawn(), moved_in),
            dora_indicators: wall.dora_indicators().to_vec(),
            new_indicators: self
                .latest
                .iter()
                .filter(|e| matches!(e, Event::DoraRevealed { .. }))
                .count(),
            pending_kan_dora: r.pending_kan_dora(),
            prompt: (status == Status::Player && !self.watching).then(|| self.prompt()),
            blocked: if over { None } else { blocked_win(r, self.me) },
            hints: (self.settings.hints && !over).then(|| hints(r, self.me)),
            latest: self.latest.clone(),
            result: r.result(),
            standings: self.game.standings(),
            story: self
                .game
                .is_over()
                .then(|| self.told.get_or_init(|| self.story()).clone()),
        }
    }

    fn seat_shown(&self, seat: Seat, over: bool, last_discarder: bool) -> SeatShown {
        let r = self.round();
        let p = r.player(seat);
        let (drawn, rinshan) = match r.phase() {
            Phase::Turn {
                seat: s,
                drawn: Some(t),
                rinshan,
                ..
            } if *s == seat => (Some(*t), *rinshan),
            _ => (None, false),
        };
        let face_up = seat == self.me || over || (self.watching && !self.others_hidden);
        let (hand, drawn) = if face_up {
            (sorted_without(&p.hand, drawn), drawn)
        } else {
            (Vec::new(), None)
        };
        let fresh = |m: &Meld| {
            self.latest.iter().any(|e| match e {
                Event::Called { seat: s, meld } | Event::Kan { seat: s, meld } => {
                    *s == seat && meld == m
                }
                _ => false,
            })
        };
        SeatShown {
            seat,
            side: Side::of(self.me, seat),
            wind: wind_number(r.seat_wind(seat)),
            points: p.points,
            dealer: r.setup().dealer == seat,
            riichi: p.riichi.is_some(),
            acting: !over && !r.legal_actions(seat).is_empty(),
            level: (seat != self.me).then(|| self.bots[seat.index()].level()),
            name: self
                .name_of(seat)
                .map_or_else(String::new, |i| bot_name(self.settings.lang, i).to_string()),
            hidden: if face_up { 0 } else { p.hand.len() },
            hand,
            drawn,
            drawn_rinshan: rinshan && drawn.is_some(),
            melds: p
                .melds
                .iter()
                .map(|m| MeldShown {
                    kind: m.kind(),
                    tiles: meld_tiles(m, seat),
                    faces: m.tiles().to_vec(),
                    from: m.from().map(|f| Side::of(self.me, f)),
                    fresh: fresh(m),
                })
                .collect(),
            pond: pond_rows(&p.pond, last_discarder),
        }
    }

    /// What the player may do now: each tile with its discard or the engine's reason, and
    /// the call buttons.
    fn prompt(&self) -> Prompt {
        let r = self.round();
        let legal = self.game.legal_actions(self.me);
        let p = r.player(self.me);
        let (turn, drawn) = match r.phase() {
            Phase::Turn { seat, drawn, .. } if *seat == self.me => (true, *drawn),
            _ => (false, None),
        };
        let mut tiles: Vec<(Tile, bool)> = sorted_without(&p.hand, drawn)
            .into_iter()
            .map(|t| (t, false))
            .collect();
        tiles.extend(drawn.map(|t| (t, true)));
        let tiles = tiles
            .into_iter()
            .map(|(tile, is_drawn)| {
                let want = Action::Discard {
                    tile,
                    riichi: self.riichi_armed,
                };
                let ok = turn && legal.contains(&want);
                TileChoice {
                    tile,
                    drawn: is_drawn,
                    action: ok.then(|| want.clone()),
                    refusal: (turn && !ok).then(|| r.refusal(self.me, &want)).flatten(),
                }
            })
            .collect();
        let claim = r
            .view(self.me)
            .claim
            .map(|(s, t)| (Side::of(self.me, s), t));
        Prompt {
            tiles,
            calls: self.calls(&legal, turn),
            riichi_armed: self.riichi_armed,
            claim,
        }
    }

    fn calls(&self, legal: &[Action], turn: bool) -> Vec<CallChoice> {
        let r = self.round();
        let p = r.player(self.me);
        let choice = |kind, action: Option<Action>, tiles: Vec<Tile>| CallChoice {
            kind,
            action,
            tiles,
            refusal: None,
        };
        let mut out = Vec::new();
        let same_kind = |k: crate::rules::TileKind| -> Vec<Tile> {
            p.hand.iter().copied().filter(|t| t.kind() == k).collect()
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
                    let kind = self.claim().map(|(_, t)| t.kind());
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
                _ => {}
            }
        }
        if turn {
            let can_riichi = legal
                .iter()
                .any(|a| matches!(a, Action::Discard { riichi: true, .. }));
            if self.riichi_armed {
                out.push(choice(CallKind::CancelRiichi, None, Vec::new()));
            } else if can_riichi {
                out.push(choice(CallKind::Riichi, None, Vec::new()));
            } else if let Some(reason) = self.riichi_refusal().filter(|_| p.is_closed()) {
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

    /// The discard (or added kan tile) being answered, and who made it.
    fn claim(&self) -> Option<(Seat, Tile)> {
        match self.round().phase() {
            Phase::Claims(w) => Some((w.discarder, w.tile)),
            _ => None,
        }
    }

    /// Why riichi is refused to a player whose hand could be tenpai after a discard (an
    /// open hand, under 1000 points, too few tiles left); `None` when riichi is not in
    /// question (already declared, or no tenpai-keeping discard).
    fn riichi_refusal(&self) -> Option<Refusal> {
        let r = self.round();
        let p = r.player(self.me);
        if p.riichi.is_some() || best_shanten_after_discard(&p.counts(), p.melds.len()) != 0 {
            return None;
        }
        let held = p.held();
        let keeps = p.hand.iter().copied().find(|t| {
            let mut c = p.counts();
            c[t.kind().index()] -= 1;
            let mut h = held;
            h[t.kind().index()] -= 1;
            crate::rules::shanten::shanten(&c, p.melds.len(), &h) == 0
        })?;
        r.refusal(
            self.me,
            &Action::Discard {
                tile: keeps,
                riichi: true,
            },
        )
    }
}

/// The hand sorted, less one copy of `drawn` (shown apart).
fn sorted_without(hand: &[Tile], drawn: Option<Tile>) -> Vec<Tile> {
    let mut tiles = hand.to_vec();
    if let Some(d) = drawn {
        if let Some(i) = tiles.iter().rposition(|&t| t == d) {
            tiles.remove(i);
        }
    }
    crate::rules::small_sort::sort_small(&mut tiles);
    tiles
}
