//! Furiten: a player may not win by ron while one of their waits lies in their own pond,
//! after letting a tile that completed their hand pass since their own last discard
//! (temporary furiten), or for the rest of the hand after letting one pass in riichi.
//!
//! "The furiten rule does not consider yaku": a tile that completes the hand makes its
//! player furiten when it passes even if that win would have had no yaku and so was never
//! offered (riichi.wiki, Furiten; Tenhou and Mahjong Soul play it so). The EMA rules say
//! the same ("temporarily furiten, even if the passed tile gives him no yaku"); that EMA
//! ends it at the player's next draw or call rather than their discard changes nothing in
//! play, since no other player discards between the two. A tile added to a pon (a chankan
//! chance) passes like a discard; the tile of a closed kan passes only the kokushi hands
//! that could have robbed it.

use super::claims::ClaimWindow;
use super::refusal::FuritenCause;
use super::round::Round;
use super::Action;
use rinshan_rules::shanten::is_complete;
use rinshan_rules::waits::waits;
use rinshan_rules::{MeldKind, Seat, Tile};

impl Round {
    /// Why `seat` may not ron now, if it is furiten: of several causes, the one that
    /// lasts longest (a win passed in riichi, for the rest of the hand; a wait in the own
    /// pond, until the waits change; a win passed, until the next discard), since that is
    /// what keeps the player from winning by ron. A player furiten by their own discard
    /// who lets a winning tile pass is told about their pond, not the passed tile.
    pub fn furiten_cause(&self, seat: Seat) -> Option<FuritenCause> {
        let p = self.player(seat);
        if p.riichi_furiten {
            return Some(FuritenCause::PassedWinInRiichi);
        }
        let w = waits(&p.counts(), p.melds.len(), &p.held());
        if p.discarded_any(&w) {
            return Some(FuritenCause::OwnDiscard);
        }
        p.temporary_furiten.then_some(FuritenCause::PassedWin)
    }

    /// True when `seat` may not win by ron now (furiten).
    pub fn is_furiten(&self, seat: Seat) -> bool {
        self.furiten_cause(seat).is_some()
    }

    /// True when `tile` completes `seat`'s concealed hand (yaku aside).
    pub(crate) fn completes(&self, seat: Seat, tile: Tile) -> bool {
        let p = self.player(seat);
        let mut c = p.counts();
        c[tile.kind().index()] += 1;
        is_complete(&c, p.melds.len())
    }

    /// The tile of `window` passed without a ron: every other seat it would have
    /// completed becomes furiten, until its own next discard, or for the rest of the hand
    /// in riichi.
    pub(crate) fn let_pass(&mut self, window: &ClaimWindow) {
        let completes = self.completed_by(window.discarder, window.tile);
        self.let_pass_knowing(window, completes);
    }

    /// Which seats' concealed hands `tile` completes (yaku aside), the discarder's never.
    pub(crate) fn completed_by(&self, discarder: Seat, tile: Tile) -> [bool; 4] {
        std::array::from_fn(|i| {
            let seat = Seat::ALL[i];
            seat != discarder && i < self.rules.seat_count() && self.completes(seat, tile)
        })
    }

    /// [`Round::let_pass`] when it is known which seats' hands the tile completes
    /// ([`Round::completed_by`]).
    pub(crate) fn let_pass_knowing(&mut self, window: &ClaimWindow, completes: [bool; 4]) {
        let closed_kan = window
            .kan
            .as_ref()
            .is_some_and(|m| m.kind() == MeldKind::Ankan);
        let seats = self.rules.seats();
        for &seat in seats.iter().filter(|&&s| s != window.discarder) {
            let passed = if closed_kan {
                window.offered(seat, &Action::Ron)
            } else {
                completes[seat.index()]
            };
            if passed {
                let p = &mut self.players[seat.index()];
                p.temporary_furiten = true;
                p.riichi_furiten |= p.riichi.is_some();
            }
        }
    }
}
