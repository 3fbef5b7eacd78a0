//! The three kans, resolved completely: who may declare which kan and when, the chankan
//! window on an added kan (and, where the rule set allows, kokushi robbing an ankan), the
//! replacement draw with the dead wall kept at 14, kan dora timing, and the four-kan limit.

use super::action::Action;
use super::claims::ClaimWindow;
use super::event::{AbortReason, Event};
use super::round::{Phase, Round};
use rinshan_rules::waits::waits;
use rinshan_rules::{FourKans, KanDoraTiming, Meld, MeldKind, RiichiAnkan, Seat, Tile, TileKind};

impl Round {
    /// `seat` may make a kan at all: a tile is left in the live wall to replenish the dead
    /// wall, and fewer than four kans have been made this hand — or, where a fifth kan
    /// aborts the hand, four by one other player.
    pub(super) fn kans_allowed(&self, seat: Seat) -> bool {
        if self.wall.live_remaining() == 0 {
            return false;
        }
        match self.kans.len() {
            0..=3 => true,
            4 => {
                self.rules.abortive_draws.four_kans == FourKans::FifthKanAborts
                    && self.kans.iter().all(|&s| s == self.kans[0] && s != seat)
            }
            _ => false,
        }
    }

    /// The shouminkan and ankan `seat` may declare in its own turn after drawing `drawn`
    /// (never in a turn that began with a call: the caller checks that).
    pub(super) fn kan_actions(&self, seat: Seat, drawn: Tile) -> Vec<Action> {
        if !self.kans_allowed(seat) {
            return Vec::new();
        }
        let p = &self.players[seat.index()];
        let counts = p.counts();
        let mut out = Vec::new();
        for kind in TileKind::all().filter(|k| counts[k.index()] == 4) {
            if p.riichi.is_none() || self.riichi_ankan_ok(seat, kind, drawn) {
                out.push(Action::Ankan { kind });
            }
        }
        for meld in p.melds.iter().filter(|m| m.kind() == MeldKind::Pon) {
            if let Some(&tile) = p.hand.iter().find(|t| t.kind() == meld.first_kind()) {
                out.push(Action::Shouminkan { tile });
            }
        }
        out
    }

    /// After riichi an ankan must not change the waits; Tenhou's rule also wants the kan
    /// made with the tile just drawn.
    fn riichi_ankan_ok(&self, seat: Seat, kind: TileKind, drawn: Tile) -> bool {
        if self.rules.riichi_ankan == RiichiAnkan::DrawnTileWaitsUnchanged && drawn.kind() != kind {
            return false;
        }
        let p = &self.players[seat.index()];
        let held = p.held();
        let mut before = p.counts();
        before[drawn.kind().index()] -= 1;
        let mut held_before = held;
        held_before[drawn.kind().index()] -= 1;
        let mut after = p.counts();
        after[kind.index()] -= 4;
        let waits_before = waits(&before, p.melds.len(), &held_before);
        let waits_after = waits(&after, p.melds.len() + 1, &held);
        !waits_before.is_empty() && waits_before == waits_after
    }

    /// `seat` may claim `tile` for a daiminkan: three of its kind concealed, and a kan is
    /// still possible.
    pub(super) fn daiminkan_possible(&self, seat: Seat, tile: Tile) -> bool {
        self.kans_allowed(seat) && self.players[seat.index()].counts()[tile.kind().index()] == 3
    }

    /// Adds `tile` to the player's pon. Other players may rob it (chankan) before the kan
    /// is completed.
    pub(super) fn declare_shouminkan(&mut self, seat: Seat, tile: Tile) {
        self.rinshan_pao_from = None;
        self.flush_pending_dora();
        let p = &mut self.players[seat.index()];
        let Some(i) = p
            .melds
            .iter()
            .position(|m| m.kind() == MeldKind::Pon && m.first_kind() == tile.kind())
        else {
            return;
        };
        let Some(kan) = p.melds[i].with_added(tile) else {
            return;
        };
        p.take(tile);
        p.melds[i] = kan.clone();
        self.log.push(Event::Kan {
            seat,
            meld: kan.clone(),
        });
        self.open_kan_window(seat, kan, tile);
    }

    /// Lays down four concealed tiles of `kind` as an ankan (the hand stays closed).
    pub(super) fn declare_ankan(&mut self, seat: Seat, kind: TileKind) {
        self.rinshan_pao_from = None;
        self.flush_pending_dora();
        let p = &mut self.players[seat.index()];
        let tiles: Vec<Tile> = p
            .hand
            .iter()
            .copied()
            .filter(|t| t.kind() == kind)
            .collect();
        let Ok(kan) = Meld::ankan(tiles.clone()) else {
            return;
        };
        for t in tiles {
            p.take(t);
        }
        p.melds.push(kan.clone());
        self.log.push(Event::Kan {
            seat,
            meld: kan.clone(),
        });
        if self.rules.kokushi_robs_ankan {
            self.open_kan_window(seat, kan, Tile::new(kind));
        } else {
            self.complete_kan(seat, kan);
        }
    }

    fn open_kan_window(&mut self, seat: Seat, kan: Meld, tile: Tile) {
        let window = ClaimWindow::open_chankan(self, seat, kan.clone(), tile);
        if window.is_empty() {
            self.complete_kan(seat, kan);
        } else {
            self.phase = Phase::Claims(window);
        }
    }

    /// Claims `tile` from `discarder` for a daiminkan with three concealed tiles.
    pub(super) fn claim_daiminkan(&mut self, seat: Seat, discarder: Seat, tile: Tile) {
        let p = &mut self.players[seat.index()];
        let mut tiles: Vec<Tile> = p
            .hand
            .iter()
            .copied()
            .filter(|t| t.kind() == tile.kind())
            .collect();
        tiles.push(tile);
        let Ok(kan) = Meld::daiminkan(tiles.clone(), tile, discarder) else {
            return;
        };
        for t in &tiles[..3] {
            p.take(*t);
        }
        p.melds.push(kan.clone());
        if let Some(last) = self.players[discarder.index()].pond.last_mut() {
            last.called = true;
        }
        self.log.push(Event::Called {
            seat,
            meld: kan.clone(),
        });
        self.note_liability(seat, discarder);
        self.complete_kan(seat, kan);
        self.rinshan_pao_from = Some(discarder);
    }

    /// Completes a kan: it interrupts every ippatsu and the first go-around, turns over
    /// the new dora indicator now or after the discard (per kind and rule set), and the
    /// player draws the replacement tile, the last live tile moving to the dead wall.
    pub(super) fn complete_kan(&mut self, seat: Seat, kan: Meld) {
        self.kans.push(seat);
        if self.kans.len() == 5 {
            // A fifth kan against one player's four (only where the rule set allows it)
            // ends the hand at once.
            self.abort(AbortReason::FourKans);
            return;
        }
        self.calls_made = true;
        for p in &mut self.players {
            p.ippatsu = false;
        }
        let immediate =
            kan.kind() == MeldKind::Ankan || self.rules.open_kan_dora == KanDoraTiming::Immediate;
        self.pending_dora += 1;
        if immediate {
            self.flush_pending_dora();
        }
        if self.kans.len() == 4
            && self.kans.iter().any(|&s| s != seat)
            && self.rules.abortive_draws.four_kans != FourKans::NoAbort
        {
            self.four_kan_abort = true;
        }
        match self.wall.draw_rinshan() {
            Some(tile) => self.give_drawn(seat, tile, true),
            // Unreachable while `kans_allowed` guards every kan; end the hand rather than
            // leave it without a move.
            None => self.phase = Phase::Ended,
        }
    }

    /// Turns over the kan dora indicators still pending.
    pub(super) fn flush_pending_dora(&mut self) {
        for _ in 0..self.pending_dora {
            if let Some(indicator) = self.wall.reveal_indicator() {
                self.log.push(Event::DoraRevealed { indicator });
            }
        }
        self.pending_dora = 0;
    }
}
