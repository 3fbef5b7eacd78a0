//! The checks of a player's own turn, after the draw or a call: which discards are
//! allowed (kuikae, the hand fixed after riichi), riichi's conditions, tsumo, and the
//! nine-terminals abort. Kans are checked in [`kan_checks`](super::kan_checks).

use super::action::Action;
use super::legality::is_claim;
use super::refusal::Refusal;
use super::round::{CallTurn, Round};
use rinshan_rules::shanten::{shanten, shape_shanten};
use rinshan_rules::{Seat, Tile, TileKind, WinMethod};

/// What a turn's checks share, worked out once per turn: the drawn tile, the call the
/// turn began with, and riichi's conditions other than the discard.
pub(crate) struct TurnContext {
    pub(crate) seat: Seat,
    /// The tile just drawn (`None` after a call).
    pub(crate) drawn: Option<Tile>,
    /// Set when the turn began with a chii or pon.
    pub(crate) call: Option<CallTurn>,
    /// The drawn tile is a replacement tile.
    pub(crate) rinshan: bool,
    /// Riichi's conditions that do not depend on the discard.
    riichi: Result<(), Refusal>,
    /// The tiles in the seat's hand.
    held: TileSet,
    /// By shape, some discard may leave the hand tenpai (one count for the whole hand
    /// instead of one per discard, made the first time a riichi discard is checked).
    riichi_shape: std::cell::OnceCell<bool>,
}

impl TurnContext {
    pub(crate) fn new(
        round: &Round,
        seat: Seat,
        drawn: Option<Tile>,
        call: Option<CallTurn>,
        rinshan: bool,
    ) -> TurnContext {
        let riichi = round.riichi_conditions(seat);
        let held = round
            .player(seat)
            .hand
            .iter()
            .fold(TileSet::default(), |set, &t| set.with(t));
        TurnContext {
            seat,
            drawn,
            call,
            rinshan,
            riichi,
            held,
            riichi_shape: std::cell::OnceCell::new(),
        }
    }

    /// True when the seat's hand holds `tile` (a red five told apart).
    fn holds(&self, tile: Tile) -> bool {
        self.held.has(tile)
    }

    /// Whether some discard may leave the hand tenpai by shape (riichi's conditions met).
    fn riichi_shape(&self, round: &Round) -> bool {
        *self.riichi_shape.get_or_init(|| {
            let p = round.player(self.seat);
            self.riichi.is_ok() && shape_shanten(&p.counts(), p.melds.len()) <= 0
        })
    }
}

/// A set of tiles: one bit per kind, red fives in a word of their own.
#[derive(Clone, Copy, Default)]
struct TileSet {
    plain: u64,
    red: u64,
}

impl TileSet {
    fn with(self, t: Tile) -> TileSet {
        let bit = 1u64 << t.kind().index();
        if t.is_red() {
            TileSet {
                red: self.red | bit,
                ..self
            }
        } else {
            TileSet {
                plain: self.plain | bit,
                ..self
            }
        }
    }

    fn has(self, t: Tile) -> bool {
        let bit = 1u64 << t.kind().index();
        (if t.is_red() { self.red } else { self.plain }) & bit != 0
    }
}

/// Nine or more kinds of terminals and honours among `hand`.
fn terminal_kinds(hand: &[Tile]) -> u8 {
    let mut seen = [false; 34];
    for t in hand.iter().filter(|t| t.kind().is_terminal_or_honor()) {
        seen[t.kind().index()] = true;
    }
    seen.iter().filter(|&&s| s).count() as u8
}

impl Round {
    /// The actions a turn could hold, in the order the table offers them: tsumo, the
    /// kans, the nine-terminals abort, then each distinct tile's discard (plain, then with
    /// riichi). [`Round::check_turn`] decides which are legal.
    pub(crate) fn turn_candidates(&self, ctx: &TurnContext) -> Vec<Action> {
        let p = self.player(ctx.seat);
        let mut out = Vec::with_capacity(4 + 2 * p.hand.len());
        out.push(Action::Tsumo);
        let counts = p.counts();
        out.extend(
            TileKind::all()
                .filter(|k| counts[k.index()] == 4)
                .map(|kind| Action::Ankan { kind }),
        );
        for meld in p
            .melds
            .iter()
            .filter(|m| m.kind() == rinshan_rules::MeldKind::Pon)
        {
            if let Some(&tile) = p.hand.iter().find(|t| t.kind() == meld.first_kind()) {
                out.push(Action::Shouminkan { tile });
            }
        }
        out.push(Action::KyuushuKyuuhai);
        out.extend(super::kita::kita_candidate(&p.hand));
        let mut seen = TileSet::default();
        for &tile in &p.hand {
            // Each distinct tile once, where it first appears.
            if seen.has(tile) {
                continue;
            }
            seen = seen.with(tile);
            out.push(Action::Discard {
                tile,
                riichi: false,
            });
            out.push(Action::Discard { tile, riichi: true });
        }
        out
    }

    /// Whether the turn's player may take `action` now.
    pub(crate) fn check_turn(&self, ctx: &TurnContext, action: &Action) -> Result<(), Refusal> {
        match action {
            Action::Draw => Err(Refusal::AlreadyDrawn),
            Action::Skip => Err(Refusal::NothingToPass),
            _ if is_claim(action) => Err(Refusal::NoDiscardToClaim),
            Action::Discard {
                tile,
                riichi: false,
            } => self.check_discard(ctx, *tile),
            Action::Discard { tile, riichi: true } => self.check_riichi_discard(ctx, *tile),
            Action::Tsumo => self.check_tsumo(ctx),
            Action::Ankan { kind } => self.check_ankan(ctx, *kind),
            Action::Shouminkan { tile } => self.check_shouminkan(ctx, *tile),
            Action::KyuushuKyuuhai => self.check_nine_terminals(ctx),
            Action::Kita => self.check_kita(ctx.seat, ctx.drawn, ctx.call.is_some()),
            // Every claim was answered above.
            _ => Err(Refusal::NoDiscardToClaim),
        }
    }

    /// A plain discard: a tile of the hand; after riichi the tile just drawn; right after
    /// a call, not a kuikae tile.
    fn check_discard(&self, ctx: &TurnContext, tile: Tile) -> Result<(), Refusal> {
        let p = self.player(ctx.seat);
        if !ctx.holds(tile) {
            return Err(Refusal::NotInHand { tile });
        }
        if p.riichi.is_some() {
            if let Some(drawn) = ctx.drawn.filter(|&d| d != tile) {
                return Err(Refusal::RiichiDiscardsDrawnTile { drawn });
            }
        }
        if let Some(call) = &ctx.call {
            if call.forbidden.contains(&tile.kind()) {
                return Err(Refusal::Kuikae {
                    tile,
                    called: call.called.unwrap_or(tile),
                    with: call.with.unwrap_or([tile, tile]),
                });
            }
        }
        Ok(())
    }

    /// Riichi's conditions that do not depend on the discard: not yet declared, a closed
    /// hand, 1000 points for the deposit, and another draw of the seat's own: at least as
    /// many tiles left in the live wall as there are players (riichi.wiki, Riichi: "at
    /// least four tiles", three in sanma; Tenhou's three-player rooms accept riichi with
    /// three left).
    pub(crate) fn riichi_conditions(&self, seat: Seat) -> Result<(), Refusal> {
        let p = self.player(seat);
        if p.riichi.is_some() {
            return Err(Refusal::AlreadyInRiichi);
        }
        if !p.is_closed() {
            return Err(Refusal::RiichiNeedsClosedHand);
        }
        if p.points < 1000 {
            return Err(Refusal::RiichiNeedsPoints { points: p.points });
        }
        let left = self.wall.live_remaining();
        let needed = self.rules.seats().len();
        if left < needed {
            return Err(Refusal::RiichiNeedsAnotherDraw { left, needed });
        }
        Ok(())
    }

    /// A riichi declaration: riichi's conditions, and a discard that leaves the hand
    /// tenpai.
    fn check_riichi_discard(&self, ctx: &TurnContext, tile: Tile) -> Result<(), Refusal> {
        let p = self.player(ctx.seat);
        if p.riichi.is_some() {
            return Err(Refusal::AlreadyInRiichi);
        }
        if !ctx.holds(tile) {
            return Err(Refusal::NotInHand { tile });
        }
        ctx.riichi.clone()?;
        if !ctx.riichi_shape(self) || !self.tenpai_without(ctx.seat, tile) {
            return Err(Refusal::NotTenpaiAfterDiscard { tile });
        }
        Ok(())
    }

    /// Whether `seat` may declare riichi now with some discard: in its own turn, riichi's
    /// conditions, and a discard that leaves the hand tenpai (the riichi button, before a
    /// discard is chosen).
    pub fn check_riichi(&self, seat: Seat) -> Result<(), Refusal> {
        let Some(tile) = self.player(seat).hand.first().copied() else {
            return Err(Refusal::NoTenpaiDiscard);
        };
        // Whose turn it is, and riichi's own conditions, are the same for every discard.
        self.check(seat, &Action::Discard { tile, riichi: true })
            .or_else(|r| match r {
                Refusal::NotTenpaiAfterDiscard { .. } | Refusal::NotInHand { .. } => Ok(()),
                other => Err(other),
            })?;
        let ctx = self.turn_context(seat);
        let p = self.player(seat);
        if p.hand
            .iter()
            .any(|&t| self.check_riichi_discard(&ctx, t).is_ok())
        {
            Ok(())
        } else {
            Err(Refusal::NoTenpaiDiscard)
        }
    }

    /// True when `seat`'s hand is tenpai after discarding `tile` (real waits: never a
    /// tile the player holds all four of).
    fn tenpai_without(&self, seat: Seat, tile: Tile) -> bool {
        let p = self.player(seat);
        let mut c = p.counts();
        c[tile.kind().index()] -= 1;
        let mut held = p.held();
        held[tile.kind().index()] -= 1;
        shanten(&c, p.melds.len(), &held) == 0
    }

    /// Tsumo: a drawn tile (not a call's turn) that completes the hand with a yaku.
    fn check_tsumo(&self, ctx: &TurnContext) -> Result<(), Refusal> {
        match (ctx.drawn, &ctx.call) {
            (Some(tile), None) => self
                .win_score(ctx.seat, tile, WinMethod::Tsumo, ctx.rinshan, false)
                .map(drop),
            _ => Err(Refusal::TsumoNeedsDrawnTile),
        }
    }

    /// Kyuushu kyuuhai: where the rules have it, on the player's first uninterrupted turn,
    /// with nine kinds of terminals and honours.
    fn check_nine_terminals(&self, ctx: &TurnContext) -> Result<(), Refusal> {
        if !self.rules.abortive_draws.nine_terminals {
            return Err(Refusal::NineTerminalsNotInRules);
        }
        if ctx.drawn.is_none() || ctx.call.is_some() || !self.first_turn(ctx.seat) {
            return Err(Refusal::NineTerminalsFirstTurnOnly);
        }
        let kinds = terminal_kinds(&self.player(ctx.seat).hand);
        if kinds < 9 {
            return Err(Refusal::TooFewTerminals { kinds });
        }
        Ok(())
    }
}
