//! The checks of a claim on another player's discard (or, for chankan, on a tile added to
//! a kan): ron with its yaku and furiten, and the calls — only ron on a kan tile or on
//! the last discard, no calls after riichi, chii only from the player on the left, pon
//! and daiminkan with the tiles they need, a discarded fourth tile never added to a pon,
//! and no call that would leave only kuikae-forbidden tiles to discard.

use super::action::Action;
use super::claims::called_meld;
use super::refusal::Refusal;
use super::round::Round;
use rinshan_rules::{Meld, MeldKind, Seat, Tile, WinMethod, Yakuman};

/// The tile being claimed: a discard, or the tile of a kan being declared (chankan).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimOn {
    /// Who discarded it (or declares the kan).
    pub discarder: Seat,
    /// The tile.
    pub tile: Tile,
    /// For a chankan chance: the kan being declared.
    pub kan: Option<Meld>,
    /// A North set aside (kita): only ron, which is not chankan.
    pub kita: bool,
}

/// Every pair of tiles in `hand` that runs with `called` (red fives told apart).
fn chii_pairs(hand: &[Tile], called: Tile) -> Vec<[Tile; 2]> {
    let k = called.kind();
    if k.is_honor() {
        return Vec::new();
    }
    let n = i32::from(k.number());
    let mut out = Vec::new();
    for (lo, hi) in [(-2, -1), (-1, 1), (1, 2)] {
        if !(1..=9).contains(&(n + lo)) || !(1..=9).contains(&(n + hi)) {
            continue;
        }
        let kind_at = |d: i32| rinshan_rules::TileKind::new((k.index() as i32 + d) as u8);
        let (Some(a), Some(b)) = (kind_at(lo), kind_at(hi)) else {
            continue;
        };
        let mut firsts: Vec<Tile> = hand.iter().copied().filter(|t| t.kind() == a).collect();
        let mut seconds: Vec<Tile> = hand.iter().copied().filter(|t| t.kind() == b).collect();
        rinshan_rules::small_sort::sort_small(&mut firsts);
        firsts.dedup();
        rinshan_rules::small_sort::sort_small(&mut seconds);
        seconds.dedup();
        for &x in &firsts {
            for &y in &seconds {
                out.push([x, y]);
            }
        }
    }
    out
}

/// Every distinct pair of tiles in `hand` matching `called` (a pon with or without a red
/// five is a different choice).
fn pon_pairs(hand: &[Tile], called: Tile) -> Vec<[Tile; 2]> {
    let mut same: Vec<Tile> = hand
        .iter()
        .copied()
        .filter(|t| t.kind() == called.kind())
        .collect();
    rinshan_rules::small_sort::sort_small(&mut same);
    let mut out: Vec<[Tile; 2]> = Vec::new();
    for i in 0..same.len() {
        for j in i + 1..same.len() {
            let pair = [same[i], same[j]];
            if !out.contains(&pair) {
                out.push(pair);
            }
        }
    }
    out
}

/// True when `hand` holds both `tiles` (two copies when they are equal).
fn holds_both(hand: &[Tile], tiles: &[Tile; 2]) -> bool {
    let n = |t: Tile| hand.iter().filter(|&&x| x == t).count();
    if tiles[0] == tiles[1] {
        n(tiles[0]) >= 2
    } else {
        n(tiles[0]) >= 1 && n(tiles[1]) >= 1
    }
}

impl Round {
    /// False when no claim of `seat` on `on` can pass [`Round::check_claim`]: the tile
    /// does not complete its hand (`completes`), it holds fewer than two of the tile's kind, and it may
    /// not chii the tile (not the discarder's next seat, sanma, or no tile of the suit
    /// within two of it). A quick test: true is only a maybe.
    pub(crate) fn might_claim(&self, seat: Seat, on: &ClaimOn, completes: bool) -> bool {
        let p = self.player(seat);
        let counts = p.counts();
        let k = on.tile.kind().index();
        if completes || counts[k] >= 2 {
            return true;
        }
        if on.tile.kind().is_honor()
            || self.rules.sanma.is_some()
            || seat != self.rules.next_seat(on.discarder)
        {
            return false;
        }
        let suit = k - k % 9;
        (k.saturating_sub(2).max(suit)..=(k + 2).min(suit + 8)).any(|j| j != k && counts[j] > 0)
    }

    /// The claims `seat` could make on `on`, in the order the table offers them: ron,
    /// then (on a discard) daiminkan, each pon and each chii. [`Round::check_claim`]
    /// decides which are legal.
    pub(crate) fn claim_candidates(&self, seat: Seat, on: &ClaimOn) -> Vec<Action> {
        let mut out = Vec::with_capacity(8);
        out.push(Action::Ron);
        if on.kan.is_some() {
            return out;
        }
        let hand = &self.player(seat).hand;
        out.push(Action::Daiminkan);
        out.extend(
            pon_pairs(hand, on.tile)
                .into_iter()
                .map(|tiles| Action::Pon { tiles }),
        );
        out.extend(
            chii_pairs(hand, on.tile)
                .into_iter()
                .map(|tiles| Action::Chii { tiles }),
        );
        out
    }

    /// Whether `seat` may make the claim `action` on `on`, asked of any discard: an open
    /// claim window's, or one that passed without one (to explain why nobody could call
    /// it). Chii from a seat not on the discarder's left is refused for that before the
    /// rules of the moment (the last discard, riichi) are asked.
    pub fn check_claim(&self, seat: Seat, on: &ClaimOn, action: &Action) -> Result<(), Refusal> {
        if seat == on.discarder {
            return Err(Refusal::OwnDiscard);
        }
        if matches!(action, Action::Ron) {
            return self.check_ron(seat, on);
        }
        if on.kan.is_some() {
            return Err(Refusal::ChankanOnlyRon);
        }
        if on.kita {
            return Err(Refusal::KitaOnlyRon);
        }
        // The seat the discard came from rules chii out before anything of the moment
        // (the last discard, riichi) does.
        if matches!(action, Action::Chii { .. }) {
            if self.rules.sanma.is_some() {
                return Err(Refusal::NoChiiInSanma);
            }
            if seat != self.rules.next_seat(on.discarder) {
                return Err(Refusal::ChiiOnlyFromLeft);
            }
        }
        if self.wall.live_remaining() == 0 {
            return Err(Refusal::LastDiscardOnlyRon);
        }
        let p = self.player(seat);
        if p.riichi.is_some() {
            return Err(Refusal::RiichiNoCalls);
        }
        let kind = on.tile.kind();
        let held = p.counts()[kind.index()];
        match action {
            Action::Chii { tiles } => {
                if !holds_both(&p.hand, tiles)
                    || called_meld(*tiles, on.tile, on.discarder, true).is_none()
                {
                    return Err(Refusal::ChiiNeedsRun { tile: on.tile });
                }
                self.leaves_a_discard(seat, on, tiles, true)
            }
            Action::Pon { tiles } => {
                if held < 2 {
                    return Err(Refusal::PonNeedsTwo { kind, held });
                }
                if let Some(&t) = tiles.iter().find(|t| t.kind() != kind) {
                    return Err(Refusal::NotInHand { tile: t });
                }
                if !holds_both(&p.hand, tiles) {
                    return Err(Refusal::NotInHand { tile: tiles[1] });
                }
                self.leaves_a_discard(seat, on, tiles, false)
            }
            Action::Daiminkan => {
                let pon = p
                    .melds
                    .iter()
                    .any(|m| m.kind() == MeldKind::Pon && m.first_kind() == kind);
                if pon {
                    return Err(Refusal::DiscardedFourthToPon { kind });
                }
                if held != 3 {
                    return Err(Refusal::DaiminkanNeedsThree { kind, held });
                }
                self.kan_limit(seat)
            }
            _ => Err(Refusal::NoDiscardToClaim),
        }
    }

    /// Ron on `on`: the tile completes the hand with a yaku, the player is not furiten,
    /// and a closed kan is robbed only by kokushi musou where the rules allow it.
    fn check_ron(&self, seat: Seat, on: &ClaimOn) -> Result<(), Refusal> {
        let score = self.win_score(seat, on.tile, WinMethod::Ron, false, on.kan.is_some())?;
        if let Some(cause) = self.furiten_cause(seat) {
            return Err(Refusal::Furiten { cause });
        }
        if on.kan.as_ref().is_some_and(|m| m.kind() == MeldKind::Ankan) {
            let kokushi = score
                .yakuman
                .iter()
                .any(|(y, _)| matches!(y, Yakuman::Kokushi | Yakuman::Kokushi13));
            if !kokushi {
                return Err(Refusal::OnlyKokushiRobsAnkan);
            }
            if !self.rules.kokushi_robs_ankan {
                return Err(Refusal::KokushiMayNotRobAnkan);
            }
        }
        Ok(())
    }

    /// A call is allowed only if some tile could still be discarded after it (kuikae).
    fn leaves_a_discard(
        &self,
        seat: Seat,
        on: &ClaimOn,
        tiles: &[Tile; 2],
        chii: bool,
    ) -> Result<(), Refusal> {
        let Some(meld) = called_meld(*tiles, on.tile, on.discarder, chii) else {
            return Err(Refusal::ChiiNeedsRun { tile: on.tile });
        };
        let forbidden = self.kuikae_forbidden(&meld, on.tile);
        let mut rest = self.player(seat).hand.clone();
        for t in tiles {
            if let Some(i) = rest.iter().position(|x| x == t) {
                rest.remove(i);
            }
        }
        if rest.iter().any(|t| !forbidden.contains(&t.kind())) {
            Ok(())
        } else {
            Err(Refusal::KuikaeLeavesNoDiscard)
        }
    }
}
