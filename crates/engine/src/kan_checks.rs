//! Who may declare which kan, and when: an ankan or shouminkan only after drawing (never
//! in the turn of a chii or pon), no kan once the live wall is empty, the four-kan limit,
//! and after riichi an ankan that keeps the waits (Tenhou: only with the tile just
//! drawn). The daiminkan's own conditions are a claim's ([`claim_checks`](super::claim_checks)).

use super::refusal::Refusal;
use super::round::Round;
use super::turn_checks::TurnContext;
use rinshan_rules::waits::waits;
use rinshan_rules::{FourKans, MeldKind, RiichiAnkan, Seat, Tile, TileKind};

impl Round {
    /// Whether `seat` may make any kan now: a tile is left in the live wall to replenish
    /// the dead wall, and fewer than four kans have been made this hand — or, where a
    /// fifth kan aborts the hand, four by one other player.
    pub(crate) fn kan_limit(&self, seat: Seat) -> Result<(), Refusal> {
        if self.wall.live_remaining() == 0 {
            return Err(Refusal::WallEmptyNoKan);
        }
        let one_player = self.kans.iter().all(|&s| Some(&s) == self.kans.first());
        let allowed = match self.kans.len() {
            0..=3 => true,
            4 => {
                self.rules.abortive_draws.four_kans == FourKans::FifthKanAborts
                    && one_player
                    && self.kans[0] != seat
            }
            _ => false,
        };
        if allowed {
            Ok(())
        } else {
            Err(Refusal::FourKans { one_player })
        }
    }

    /// The turn's kans are declared after a draw, never in a call's turn.
    fn kan_turn(&self, ctx: &TurnContext) -> Result<Tile, Refusal> {
        match (ctx.drawn, &ctx.call) {
            (Some(drawn), None) => {
                self.kan_limit(ctx.seat)?;
                Ok(drawn)
            }
            _ => Err(Refusal::KanAfterCall),
        }
    }

    /// An ankan of `kind`: four concealed, and after riichi the waits kept.
    pub(crate) fn check_ankan(&self, ctx: &TurnContext, kind: TileKind) -> Result<(), Refusal> {
        let drawn = self.kan_turn(ctx)?;
        let p = self.player(ctx.seat);
        let held = p.counts()[kind.index()];
        if held < 4 {
            return Err(Refusal::AnkanNeedsFour { kind, held });
        }
        if p.riichi.is_some() {
            if self.rules.riichi_ankan == RiichiAnkan::DrawnTileWaitsUnchanged
                && drawn.kind() != kind
            {
                return Err(Refusal::RiichiAnkanNotDrawnTile { kind });
            }
            if !self.ankan_keeps_waits(ctx.seat, kind, drawn) {
                return Err(Refusal::RiichiAnkanChangesWaits { kind });
            }
        }
        Ok(())
    }

    /// After riichi an ankan must not change the waits: the hand before the draw and the
    /// hand after the kan wait on the same tiles.
    fn ankan_keeps_waits(&self, seat: Seat, kind: TileKind, drawn: Tile) -> bool {
        let p = self.player(seat);
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

    /// A shouminkan adding `tile` to one of the player's pons.
    pub(crate) fn check_shouminkan(&self, ctx: &TurnContext, tile: Tile) -> Result<(), Refusal> {
        self.kan_turn(ctx)?;
        let p = self.player(ctx.seat);
        let kind = tile.kind();
        if !p
            .melds
            .iter()
            .any(|m| m.kind() == MeldKind::Pon && m.first_kind() == kind)
        {
            return Err(Refusal::NoPonToAdd { kind });
        }
        if !p.hand.contains(&tile) {
            return Err(Refusal::NotInHand { tile });
        }
        Ok(())
    }
}
