//! Why an action is refused, in words a player understands and naming the rule: kuikae,
//! riichi's conditions, whose turn it is, what a win needs. The table shows these for
//! every tile and call it greys out, so the UI never decides a rule itself.

use super::action::Action;
use super::claims::called_meld;
use super::round::{Phase, Round};
use rinshan_rules::shanten::is_complete;
use rinshan_rules::{Meld, MeldKind, RiichiAnkan, Seat, Tile, WinMethod, Yakuman};

impl Round {
    /// Why `seat` may not take `action` now, in words naming the rule (kuikae, riichi,
    /// furiten, whose turn it is…); `None` when the action is legal. The UI shows this for
    /// every tile and call it greys out, so it never decides a rule itself.
    pub fn refusal(&self, seat: Seat, action: &Action) -> Option<String> {
        if self.legal_actions(seat).contains(action) {
            None
        } else {
            Some(self.why_illegal(seat, action))
        }
    }

    /// The rule that forbids `action` to `seat` now (called for an action known illegal).
    pub(super) fn why_illegal(&self, seat: Seat, action: &Action) -> String {
        if let Phase::Claims(w) = &self.phase {
            if w.discarder != seat && is_claim(action) {
                return self.claim_refusal(seat, w.discarder, w.tile, w.kan.as_ref(), action);
            }
        }
        let mine = match &self.phase {
            Phase::Draw { seat: s } | Phase::Turn { seat: s, .. } => *s == seat,
            Phase::Claims(w) => w.is_waiting_for(seat),
            Phase::Ended => return "the hand is over".into(),
        };
        if !mine {
            return "it is not your turn to act".into();
        }
        let p = &self.players[seat.index()];
        match (action, &self.phase) {
            (_, Phase::Draw { .. }) => "draw a tile first".into(),
            (Action::Draw, _) => "you have already drawn".into(),
            (Action::Discard { tile, .. }, _) if !p.hand.contains(tile) => {
                format!("{} is not in your hand", tile.name())
            }
            (Action::Discard { tile, .. }, Phase::Turn { call: Some(c), .. })
                if c.forbidden.contains(&tile.kind()) =>
            {
                format!(
                    "kuikae: right after a call you may not discard {}",
                    tile.name()
                )
            }
            (Action::Discard { riichi: false, .. }, _) if p.riichi.is_some() => {
                "after riichi you must discard the tile you drew".into()
            }
            (Action::Discard { riichi: true, .. }, _) if !p.is_closed() => {
                "riichi needs a closed hand".into()
            }
            (Action::Discard { riichi: true, .. }, _) if p.points < 1000 => {
                "riichi needs 1000 points for the deposit".into()
            }
            (Action::Discard { riichi: true, .. }, _) if self.wall.live_remaining() < 4 => {
                "riichi needs at least four tiles left in the wall".into()
            }
            (Action::Discard { riichi: true, tile }, _) => {
                format!("discarding {} does not leave the hand tenpai", tile.name())
            }
            (Action::Ankan { .. } | Action::Shouminkan { .. }, Phase::Turn { call, drawn, .. }) => {
                self.kan_refusal(seat, action, call.is_some(), *drawn)
            }
            (Action::Tsumo, Phase::Turn { drawn: Some(_), .. }) => {
                if self.complete_with(seat, None) {
                    "the hand is complete but has no yaku: a win needs at least one".into()
                } else {
                    "the hand is not complete".into()
                }
            }
            (Action::Tsumo | Action::Ron, _) => {
                "the hand is not a winning hand with a yaku here".into()
            }
            (Action::Chii { .. }, _) => {
                "chii takes the discard of the player on your left, with two tiles that make a run"
                    .into()
            }
            _ => "that is not possible now".into(),
        }
    }

    /// True when `seat`'s concealed tiles, with `added` when given (another seat's tile),
    /// make a complete hand.
    fn complete_with(&self, seat: Seat, added: Option<Tile>) -> bool {
        let p = &self.players[seat.index()];
        let mut c = p.counts();
        if let Some(t) = added {
            c[t.kind().index()] += 1;
        }
        is_complete(&c, p.melds.len())
    }

    /// Why no more kan may be declared now, if so: the live wall is empty, or the four-kan
    /// limit is reached.
    fn kan_limit(&self, seat: Seat) -> Option<String> {
        if self.wall.live_remaining() == 0 {
            return Some("no kan once the live wall is empty: the last tile has been drawn".into());
        }
        if self.kans_allowed(seat) {
            return None;
        }
        Some(if self.kans.iter().all(|&s| s == self.kans[0]) {
            "four kans are already declared: no fifth kan (one player's four kans do not abort the hand, but nobody may make a fifth)".into()
        } else {
            "four kans by different players: no further kan (the hand is aborted unless the fourth kan's discard is ronned)".into()
        })
    }

    /// Why an ankan or shouminkan in `seat`'s turn is refused.
    fn kan_refusal(
        &self,
        seat: Seat,
        action: &Action,
        after_call: bool,
        drawn: Option<Tile>,
    ) -> String {
        let p = &self.players[seat.index()];
        if after_call || drawn.is_none() {
            return "a kan is declared only after drawing a tile, not in the turn of a chii or pon"
                .into();
        }
        if let Some(limit) = self.kan_limit(seat) {
            return limit;
        }
        match action {
            Action::Ankan { kind } => {
                if p.counts()[kind.index()] < 4 {
                    return format!("an ankan needs all four {} in your hand", kind.name());
                }
                let drawn = drawn.map(|t| t.kind());
                if self.rules.riichi_ankan == RiichiAnkan::DrawnTileWaitsUnchanged
                    && drawn != Some(*kind)
                {
                    return format!(
                        "riichi: an ankan must use the tile just drawn under these rules, and the {} was not",
                        kind.name()
                    );
                }
                format!(
                    "riichi: an ankan of {} would change the hand's waits (or its reading), which riichi forbids",
                    kind.name()
                )
            }
            Action::Shouminkan { tile } => {
                let has_pon = p
                    .melds
                    .iter()
                    .any(|m| m.kind() == MeldKind::Pon && m.first_kind() == tile.kind());
                if !has_pon {
                    format!(
                        "a shouminkan adds a fourth tile to one of your pons; you have no pon of {}",
                        tile.kind().name()
                    )
                } else {
                    format!("{} is not in your hand", tile.name())
                }
            }
            _ => "that is not possible now".into(),
        }
    }

    /// Why `seat` may not make `action` (pon, chii, daiminkan, ron) on `tile`, discarded
    /// (or, with `kan`, added to a kan) by another seat. Also asked of a discard that
    /// opened no window at all, to explain why nobody could call it.
    pub fn claim_refusal(
        &self,
        seat: Seat,
        discarder: Seat,
        tile: Tile,
        kan: Option<&Meld>,
        action: &Action,
    ) -> String {
        let p = &self.players[seat.index()];
        let name = tile.kind().name();
        if matches!(action, Action::Ron) {
            return self.ron_refusal(seat, tile, kan);
        }
        if kan.is_some() {
            return "on a kan being declared only ron may be called (chankan)".into();
        }
        if self.wall.live_remaining() == 0 {
            return "no calls but ron on the last discard of the hand".into();
        }
        if p.riichi.is_some() {
            return "after riichi you may not call (only ron)".into();
        }
        let have = p.counts()[tile.kind().index()];
        if matches!(action, Action::Chii { .. }) && seat != discarder.next() {
            return "chii may only be called on the discard of the player on your left".into();
        }
        match action {
            Action::Daiminkan => {
                let pon = p
                    .melds
                    .iter()
                    .any(|m| m.kind() == MeldKind::Pon && m.first_kind() == tile.kind());
                if pon {
                    format!("a discarded fourth tile cannot be added to your pon of {name}: a shouminkan is made only with a tile you drew yourself")
                } else if have != 3 {
                    format!("a daiminkan needs three {name} concealed in your hand, and you hold {have}")
                } else {
                    self.kan_limit(seat)
                        .unwrap_or_else(|| "that is not possible now".into())
                }
            }
            Action::Pon { .. } if have < 2 => {
                format!("pon needs two {name} in your hand, and you hold {have}")
            }
            Action::Pon { .. } | Action::Chii { .. } if self.kuikae_blocks(seat, discarder, action, tile) => {
                "kuikae: after this call every tile left in your hand would be one you may not discard, so the call is not allowed".into()
            }
            Action::Chii { .. } => {
                "chii takes the discard of the player on your left, with two tiles of your hand that make a run with it".into()
            }
            _ => "that is not possible now".into(),
        }
    }

    /// True when the chii or pon `action` on `tile` would leave only kuikae-forbidden tiles.
    fn kuikae_blocks(&self, seat: Seat, discarder: Seat, action: &Action, tile: Tile) -> bool {
        let (tiles, chii) = match action {
            Action::Pon { tiles } => (*tiles, false),
            Action::Chii { tiles } => (*tiles, true),
            _ => return false,
        };
        let p = &self.players[seat.index()];
        if tiles.iter().any(|t| !p.hand.contains(t)) {
            return false;
        }
        let Some(meld) = called_meld(tiles, tile, discarder, chii) else {
            return false;
        };
        let forbidden = self.kuikae_forbidden(&meld, tile);
        let mut rest = p.hand.clone();
        for t in tiles {
            if let Some(i) = rest.iter().position(|x| *x == t) {
                rest.remove(i);
            }
        }
        rest.iter().all(|t| forbidden.contains(&t.kind()))
    }

    /// Why `seat` may not ron `tile` now.
    fn ron_refusal(&self, seat: Seat, tile: Tile, kan: Option<&Meld>) -> String {
        if !self.complete_with(seat, Some(tile)) {
            return format!("{} does not complete your hand", tile.name());
        }
        let value = self.win_score(seat, tile, WinMethod::Ron, false, kan.is_some());
        let Some(value) = value else {
            return "the hand is complete but has no yaku: a win needs at least one".into();
        };
        if self.furiten(seat) {
            return "furiten: a player who discarded one of their winning tiles, or let one pass since their last discard (for the rest of the hand after riichi), may not ron".into();
        }
        let kokushi = value
            .yakuman
            .iter()
            .any(|(y, _)| matches!(y, Yakuman::Kokushi | Yakuman::Kokushi13));
        match kan {
            Some(m) if m.kind() == MeldKind::Ankan && !kokushi => {
                "only kokushi musou may rob a closed kan (ankan)".into()
            }
            Some(m) if m.kind() == MeldKind::Ankan && !self.rules.kokushi_robs_ankan => {
                "these rules do not let kokushi musou rob a closed kan (ankan)".into()
            }
            _ => "that is not possible now".into(),
        }
    }
}

/// The actions that answer another seat's discard or kan.
fn is_claim(action: &Action) -> bool {
    matches!(
        action,
        Action::Pon { .. } | Action::Chii { .. } | Action::Daiminkan | Action::Ron
    )
}
