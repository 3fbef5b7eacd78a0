//! Choosing by expected value, as the strategy books reason: each discard is worth its
//! hand's win chance times value ([`super::outlook`]) less what it risks — the chance it
//! deals in to each opponent times their tenpai chance times the cost ([`super::danger`],
//! [`super::threat`]) — and a hand kept on the attack also risks the discards still to
//! come, so it either pushes (when its prospects pay for that) or folds. Riichi or dama
//! is settled the same way, and calls too ([`super::calls`]): the option worth more.

use super::danger::{deal_in, genbutsu};
use super::outlook::{Outlook, Planner};
use super::placement::Placement;
pub use super::skill::Skill;
use super::speed::ending_hazard;
use super::table::Table;
use super::threat::{threats, Threat};
use super::value::Valuer;
use rinshan_engine::{Action, SeatView};
use rinshan_rules::shanten::shanten_after_discards;
use rinshan_rules::{Meld, Tile, TileKind};

/// One decision's reading of the table.
pub struct Judge<'v> {
    skill: Skill,
    planner: Planner<'v>,
    threats: [Threat; 4],
    safe: [[bool; 34]; 4],
    bonus: f64,
    tenpai_worth: f64,
    placement: Option<Placement>,
}

/// A discard and what it is worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weighed {
    /// The tile.
    pub tile: Tile,
    /// The hand's prospects after it.
    pub outlook: Outlook,
    /// Expected gain of the hand (win chance × value, tenpai at a draw).
    pub gain: f64,
    /// Expected loss from this discard dealing in.
    pub risk: f64,
    /// Expected loss from the discards still to come if the hand keeps attacking.
    pub future: f64,
    /// The better of attacking and folding after it.
    pub worth: f64,
}

impl<'v> Judge<'v> {
    /// Reads `table` with `skill`.
    pub fn new(table: &'v Table<'v>, skill: Skill) -> Judge<'v> {
        let mut threats = threats(table);
        if !skill.read_open_hands {
            for th in threats.iter_mut().filter(|th| !th.riichi) {
                th.tenpai = 0.0;
            }
        }
        // The hand ends sooner the later it is, and sooner still with threats on the
        // table (an opponent's tenpai wins about one turn in twenty beyond the average, a
        // riichi as often as the level reckons).
        let turn = (70.0 - table.view.live_remaining as f64) / 4.0;
        let extra = threats.iter().map(|th| skill.hazard_of(th)).sum::<f64>();
        let hazard = (0..20)
            .map(|k| ending_hazard(turn + k as f64) + extra)
            .collect();
        let safe = std::array::from_fn(|o| genbutsu(table.view, o));
        // A win also ends the hand: what the others would have won from this seat (its
        // deal-ins and its share of their tsumo, about a thousand points a hand on
        // average) is saved, and a dealer keeps the deal.
        let ends_hand = skill.ends_hand * if table.dealer { 1.5 } else { 1.0 };
        let bonus = 300.0 * f64::from(table.view.honba)
            + 1000.0 * f64::from(table.view.deposits)
            + ends_hand;
        let placement = if skill.placement {
            Placement::of(table)
        } else {
            None
        };
        if let Some(p) = &placement {
            for (o, th) in threats.iter_mut().enumerate() {
                if o != table.me {
                    th.loss = p.loss(o, th.loss);
                }
            }
        }
        Judge {
            skill,
            planner: Planner::new(Valuer::new(table), skill.style, hazard),
            threats,
            safe,
            bonus,
            tenpai_worth: skill.style.tenpai_worth
                + if table.dealer {
                    skill.style.dealer_keeps
                } else {
                    0.0
                },
            placement,
        }
    }

    fn table(&self) -> &'v Table<'v> {
        self.planner.valuer.table()
    }

    /// Values closed tenpai hands only with riichi (`Some(true)`) or only without.
    pub fn plan_riichi(&mut self, plan: Option<bool>) {
        self.planner.set_riichi_plan(plan);
    }

    /// Expected loss from discarding `kind` now.
    pub fn risk(&self, kind: TileKind) -> f64 {
        let t = self.table();
        (0..4)
            .filter(|&o| o != t.me && self.threats[o].tenpai > 0.0)
            .map(|o| {
                let th = &self.threats[o];
                th.tenpai * deal_in(t, kind, &self.safe[o]) * th.focus(kind) * th.loss
            })
            .sum()
    }

    /// Expected loss from the discards still to come while attacking. A hand that can
    /// still fold risks only the next discard or two (it weighs again every turn); a riichi
    /// is committed to every discard until the hand ends.
    fn future_risk(&self, committed: bool) -> f64 {
        let t = self.table();
        let turns = |th: &Threat| {
            let free = self.skill.free_turns_against(th);
            t.draws_left.min(if committed { 6.0 } else { free })
        };
        self.threats
            .iter()
            .map(|th| th.tenpai * th.loss * self.skill.future_danger * turns(th))
            .sum()
    }

    /// True when some opponent may be tenpai.
    pub fn threatened(&self) -> bool {
        self.threats.iter().any(|th| th.tenpai > 0.0)
    }

    /// Expected gain of a hand with `outlook` (in places in the last hand).
    fn gain(&self, outlook: &Outlook) -> f64 {
        match &self.placement {
            Some(p) => {
                outlook.win * p.gain(outlook.value + self.bonus)
                    + 0.3 * 1500.0 * outlook.tenpai_at_end
            }
            None => outlook.expected(self.bonus, self.tenpai_worth),
        }
    }

    /// Weighs keeping `tiles` (after the discard `tile`) beside `melds`.
    pub fn weigh(&mut self, tile: Tile, tiles: &[Tile], melds: &[Meld]) -> Weighed {
        self.weigh_at(tile, tiles, melds, true)
    }

    /// [`Judge::weigh`], looking ahead only when `deep`.
    fn weigh_at(&mut self, tile: Tile, tiles: &[Tile], melds: &[Meld], deep: bool) -> Weighed {
        let outlook = self.planner.outlook_at(tiles, melds, deep);
        let gain = self.gain(&outlook);
        let risk = self.risk(tile.kind());
        let future = self.future_risk(false);
        let worth = (gain - future).max(self.skill.folded_share * gain) - risk;
        Weighed {
            tile,
            outlook,
            gain,
            risk,
            future,
            worth,
        }
    }

    /// The best of `discards` from `hand` beside `melds` (ties: the safer, then the less
    /// useful tile).
    pub fn best_discard(
        &mut self,
        hand: &[Tile],
        melds: &[Meld],
        discards: &[Tile],
    ) -> Option<Weighed> {
        let t = self.table();
        let mut best: Option<Weighed> = None;
        for w in self.weigh_all(hand, melds, discards) {
            let better = match &best {
                None => true,
                Some(b) => {
                    w.worth > b.worth + 1e-6
                        || ((w.worth - b.worth).abs() <= 1e-6
                            && (w.risk, keep(w.tile, t)) < (b.risk, keep(b.tile, t)))
                }
            };
            if better {
                best = Some(w);
            }
        }
        best
    }

    /// Every one of `discards` from `hand` beside `melds`, weighed.
    pub fn weigh_all(&mut self, hand: &[Tile], melds: &[Meld], discards: &[Tile]) -> Vec<Weighed> {
        let after = shanten_after_discards(
            &rinshan_rules::hand::counts_of(hand.iter().copied()),
            melds.len(),
        );
        let rests: Vec<(Tile, Vec<Tile>, i8)> = discards
            .iter()
            .map(|&d| (d, without_exact(hand, d), after[d.kind().index()]))
            .collect();
        // Going back a step (a worse shanten for more acceptance or value) is rarely right:
        // its prospects count only in part, and only roughly (folding is judged by risk).
        let fastest = rests.iter().map(|r| r.2).min().unwrap_or(0);
        rests
            .iter()
            .map(|(d, rest, s)| {
                let mut w = self.weigh_at(*d, rest, melds, *s == fastest);
                if w.outlook.shanten > fastest {
                    w.gain *= self.skill.back_off;
                    w.worth = (w.gain - w.future).max(self.skill.folded_share * w.gain) - w.risk;
                }
                w
            })
            .collect()
    }

    /// What the hand is worth as it stands (13 tiles, no discard now).
    pub fn standing(&mut self, hand: &[Tile], melds: &[Meld]) -> f64 {
        let outlook = self.planner.outlook(hand, melds);
        let gain = self.gain(&outlook);
        (gain - self.future_risk(false)).max(self.skill.folded_share * gain)
    }
}

/// How much a tile is worth keeping beyond shape (a tiebreak): dora and red fives most,
/// then tiles near the middle.
fn keep(tile: Tile, t: &Table) -> i32 {
    let k = tile.kind();
    let mut v = 10 * i32::from(t.dora[k.index()]) + if tile.is_red() { 10 } else { 0 };
    if k.is_honor() {
        v += 2 * i32::from(t.yakuhai[k.index()]);
    } else {
        v += 4 - (5 - i32::from(k.number())).abs();
    }
    -v
}

/// `hand` without one copy of exactly `tile`.
pub fn without_exact(hand: &[Tile], tile: Tile) -> Vec<Tile> {
    let mut out = hand.to_vec();
    if let Some(i) = out.iter().position(|t| *t == tile) {
        out.remove(i);
    }
    out
}

/// The seat's turn: the discard (with riichi or not) worth most among `legal`.
pub fn turn(view: &SeatView, legal: &[Action], skill: Skill) -> Option<Action> {
    let table = Table::new(view);
    let mut judge = Judge::new(&table, skill);
    let melds = view.my_melds().to_vec();
    let plain: Vec<Tile> = crate::plain_discards(legal);
    let best = judge.best_discard(&view.hand, &melds, &plain)?;
    let riichi = Action::Discard {
        tile: best.tile,
        riichi: true,
    };
    if best.outlook.shanten == 0 && best.outlook.riichi && legal.contains(&riichi) {
        // Against a threat, riichi also gives up folding later: it must pay for every
        // discard to come, where staying quiet pays for the next ones only.
        if skill.style.dama && judge.threatened() {
            let rest = without_exact(&view.hand, best.tile);
            judge.plan_riichi(Some(true));
            let with = judge.weigh(best.tile, &rest, &melds);
            judge.plan_riichi(Some(false));
            let without = judge.weigh(best.tile, &rest, &melds);
            judge.plan_riichi(None);
            let committed = with.gain - judge.future_risk(true);
            if committed < without.worth + without.risk {
                return Some(Action::Discard {
                    tile: best.tile,
                    riichi: false,
                });
            }
        }
        return Some(riichi);
    }
    Some(Action::Discard {
        tile: best.tile,
        riichi: false,
    })
}
