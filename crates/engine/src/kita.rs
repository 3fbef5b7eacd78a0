//! Kita (nukidora), three-player mahjong only: a North tile set aside in one's own turn,
//! counted as dora, replaced from the dead wall. The rules, as Tenhou (riichi.wiki,
//! "Tenhou.net rules", 三人打ち) and Mahjong Soul (riichi.wiki, "Majsoul", 3P) play them:
//! - in one's own turn, with a North in the hand; not right after a pon (「ポンの直後は
//!   抜けない」: the turn must begin with a draw, a kan's replacement included), not on the
//!   last tile of the live wall (no replacement could follow), and after riichi only the
//!   North just drawn (a North kept in a riichi hand is part of its waits);
//! - another player may ron the North set aside (「抜いた北は役満以外でも和了可能」) with any
//!   hand that has a yaku; that ron is not chankan, and letting it pass makes a player
//!   furiten as letting a discard pass does;
//! - once nobody rons, it interrupts the first go-around like a call (「抜きは鳴きと同じ扱い
//!   (一発/地和/九種/両立直は消える)」) and every ippatsu, and the player draws a replacement
//!   tile, which shortens the live wall by one; a win on it is rinshan kaihou where
//!   [`Sanma::kita_rinshan`](rinshan_rules::Sanma::kita_rinshan) says so;
//! - it reveals no kan dora (open-kan dora still waiting are turned first, as at a kan),
//!   is no kan for the four-kan limit, and is no part of the hand's shape.

use super::action::Action;
use super::claim_checks::ClaimOn;
use super::claims::ClaimWindow;
use super::event::Event;
use super::refusal::Refusal;
use super::round::{Phase, Round};
use rinshan_rules::{Seat, Tile, TileKind};

/// The North tile.
pub(crate) fn north() -> Tile {
    Tile::new(TileKind::wind(3))
}

impl Round {
    /// Whether `seat`, in its turn, may set a North aside now: `drawn` is the tile it
    /// drew (`None` in the turn of a call), `after_call` set when the turn began with one.
    pub(crate) fn check_kita(
        &self,
        seat: Seat,
        drawn: Option<Tile>,
        after_call: bool,
    ) -> Result<(), Refusal> {
        if self.rules.sanma.is_none() {
            return Err(Refusal::KitaOnlyInSanma);
        }
        let p = self.player(seat);
        if !p.hand.iter().any(|t| t.kind() == north().kind()) {
            return Err(Refusal::KitaNeedsNorth);
        }
        if drawn.is_none() || after_call {
            return Err(Refusal::KitaAfterCall);
        }
        if self.wall.live_remaining() == 0 {
            return Err(Refusal::WallEmptyNoKita);
        }
        if p.riichi.is_some() && drawn.map(|t| t.kind()) != Some(north().kind()) {
            return Err(Refusal::RiichiKitaNotDrawn);
        }
        Ok(())
    }

    /// Sets a North of `seat`'s hand aside; the others may ron it before the replacement
    /// draw.
    pub(super) fn declare_kita(&mut self, seat: Seat) {
        self.rinshan_pao_from = None;
        self.flush_pending_dora();
        let tile = north();
        let p = &mut self.players[seat.index()];
        p.take(tile);
        p.kita += 1;
        self.log.push(Event::Kita { seat, tile });
        let on = ClaimOn {
            discarder: seat,
            tile,
            kan: None,
            kita: true,
        };
        let window = ClaimWindow::open(self, on);
        if window.is_empty() {
            self.let_pass(&window);
            self.complete_kita(seat);
        } else {
            self.phase = Phase::Claims(window);
        }
    }

    /// Nobody ronned the North: the first go-around and every ippatsu end, and the player
    /// draws the replacement tile.
    pub(super) fn complete_kita(&mut self, seat: Seat) {
        self.calls_made = true;
        for p in &mut self.players {
            p.ippatsu = false;
        }
        let rinshan = self.rules.sanma.is_some_and(|s| s.kita_rinshan);
        match self.wall.draw_rinshan() {
            Some(tile) => self.give_drawn(seat, tile, rinshan),
            // Unreachable while `check_kita` keeps a live tile to move in.
            None => self.phase = Phase::Ended,
        }
    }
}

/// The kita action, when the hand holds a North (the checks decide the rest).
pub(crate) fn kita_candidate(hand: &[Tile]) -> Option<Action> {
    hand.iter()
        .any(|t| t.kind() == north().kind())
        .then_some(Action::Kita)
}
