//! The three kans, resolved completely: who may declare which kan and when, the chankan
//! window on an added kan (and, where the rule set allows, kokushi robbing an ankan), the
//! replacement draw with the dead wall kept at 14, kan dora timing, and the four-kan limit.

use super::claim_checks::ClaimOn;
use super::claims::ClaimWindow;
use super::event::{AbortReason, Event};
use super::round::{Phase, Round};
use rinshan_rules::{FourKans, KanDoraTiming, Meld, MeldKind, Seat, Tile, TileKind};

impl Round {
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

    /// Opens the chankan window on a kan being declared; with nobody able to rob it, the
    /// kan tile passes (see [`super::furiten`]) and the kan is completed.
    fn open_kan_window(&mut self, seat: Seat, kan: Meld, tile: Tile) {
        let on = ClaimOn {
            discarder: seat,
            tile,
            kan: Some(kan.clone()),
            kita: false,
        };
        let window = ClaimWindow::open(self, on);
        if window.is_empty() {
            self.let_pass(&window);
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
