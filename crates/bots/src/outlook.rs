//! A hand's prospects after a discard (13 tiles beside its melds): how likely it is to win
//! before the hand ends and what the win is worth. Tenpai hands are valued wait by wait
//! (live tiles, furiten, the yaku a ron needs, riichi or not); a 1-shanten hand looks one
//! draw ahead to the tenpai each useful tile gives; slower hands count their tile
//! acceptance and a typical road from there. This is the expected-value discard of the
//! strategy literature: win chance times value, not tile count alone.

use std::collections::HashMap;

use super::skill::Style;
use super::speed::chances;
use super::value::Valuer;
use rinshan_rules::shanten::{shape_shanten, Counts};
use rinshan_rules::{Meld, Tile, TileKind};

/// A hand's prospects.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outlook {
    /// Shanten (0 = tenpai).
    pub shanten: i8,
    /// Unseen tiles that bring the hand closer (for tenpai: live winning tiles).
    pub acceptance: u32,
    /// Chance of winning before the hand ends.
    pub win: f64,
    /// Average points of the win.
    pub value: f64,
    /// Chance of being tenpai when the wall runs out.
    pub tenpai_at_end: f64,
    /// For a closed tenpai hand: riichi is worth more than staying quiet.
    pub riichi: bool,
    /// Per-turn chance of winning once tenpai (for a tenpai hand: now).
    pub tenpai_rate: f64,
}

impl Outlook {
    /// Expected gain: win chance times value, plus what tenpai at a draw is worth.
    pub fn expected(&self, bonus: f64) -> f64 {
        self.win * (self.value + bonus) + 1500.0 * self.tenpai_at_end
    }
}

/// A tenpai hand's waits, summed up.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Tenpai {
    rate: f64,
    value: f64,
    live: u32,
    riichi: bool,
}

/// Works out outlooks for one seat at one decision, remembering tenpai hands it has seen.
pub struct Planner<'v> {
    /// Scores hypothetical wins.
    pub valuer: Valuer<'v>,
    /// The style.
    pub style: Style,
    /// Chance in each turn from now that the hand ends for a reason other than this
    /// seat's win.
    pub hazard: Vec<f64>,
    /// A closed tenpai hand may declare riichi (points and wall allow it, not yet in riichi).
    pub can_riichi: bool,
    riichi_plan: Option<bool>,
    tenpai: HashMap<[u8; 36], Option<Tenpai>>,
    pond: [bool; 34],
}

/// Kinds that can matter to `c`: held, or a number within two of a held number of the
/// same suit; every terminal and honour for a closed hand that may go for kokushi.
fn relevant(c: &Counts, closed13: bool) -> [bool; 34] {
    let mut r = [false; 34];
    for k in 0..34 {
        if c[k] == 0 {
            continue;
        }
        r[k] = true;
        if k < 27 {
            let (lo, hi) = (k / 9 * 9, k / 9 * 9 + 8);
            for near in &mut r[k.saturating_sub(2).max(lo)..=(k + 2).min(hi)] {
                *near = true;
            }
        }
    }
    if closed13 {
        let orphans = rinshan_rules::shanten::KOKUSHI_KINDS;
        let held = orphans.iter().filter(|&&k| c[k] > 0).count();
        if held >= 9 {
            for k in orphans {
                r[k] = true;
            }
        }
    }
    r
}

fn counts_of(tiles: &[Tile]) -> Counts {
    let mut c = [0u8; 34];
    for t in tiles {
        c[t.kind().index()] += 1;
    }
    c
}

/// `tiles` without one tile of `kind` (a plain one before a red five).
pub fn without(tiles: &[Tile], kind: TileKind) -> Vec<Tile> {
    let mut out = tiles.to_vec();
    let at = out
        .iter()
        .position(|t| t.kind() == kind && !t.is_red())
        .or_else(|| out.iter().position(|t| t.kind() == kind));
    if let Some(i) = at {
        out.remove(i);
    }
    out
}

impl<'v> Planner<'v> {
    /// A planner valuing with `valuer` in `style`; `hazard` as in [`super::speed`].
    pub fn new(valuer: Valuer<'v>, style: Style, hazard: Vec<f64>) -> Planner<'v> {
        let t = valuer.table();
        let mut pond = [false; 34];
        for p in &t.view.ponds[t.me] {
            pond[p.tile.kind().index()] = true;
        }
        let me = t.me;
        let can_riichi =
            !t.view.riichi[me] && t.view.points[me] >= 1000 && t.view.live_remaining >= 4;
        Planner {
            valuer,
            style,
            hazard,
            can_riichi,
            riichi_plan: None,
            tenpai: HashMap::new(),
            pond,
        }
    }

    /// Values a closed tenpai hand only with riichi (`Some(true)`) or only without
    /// (`Some(false)`), instead of the better of the two.
    pub fn set_riichi_plan(&mut self, plan: Option<bool>) {
        if plan != self.riichi_plan {
            self.riichi_plan = plan;
            self.tenpai.clear();
        }
    }

    fn turns(&self) -> f64 {
        self.valuer.table().draws_left
    }

    /// The outlook of `tiles` (13 concealed tiles, or fewer beside melds) with `melds`.
    pub fn outlook(&mut self, tiles: &[Tile], melds: &[Meld]) -> Outlook {
        self.outlook_at(tiles, melds, true)
    }

    /// [`Planner::outlook`]; a 1-shanten hand looks ahead only when `deep` (otherwise it
    /// counts its acceptance and a typical road, as slower hands do).
    pub fn outlook_at(&mut self, tiles: &[Tile], melds: &[Meld], deep: bool) -> Outlook {
        let c = counts_of(tiles);
        let n_melds = melds.len();
        let s = shape_shanten(&c, n_melds);
        let t = self.valuer.table();
        let u = t.unseen_total;
        let turns = self.turns();
        let closed = melds.iter().all(|m| !m.is_open());
        let relevant = relevant(&c, closed && tiles.len() == 13);
        if s <= 0 {
            let Some(tp) = self.tenpai_of(tiles, melds) else {
                return Outlook {
                    shanten: 0,
                    acceptance: 0,
                    win: 0.0,
                    value: 0.0,
                    tenpai_at_end: 0.0,
                    riichi: false,
                    tenpai_rate: 0.0,
                };
            };
            let (win, end) = chances(&[tp.rate], &self.hazard, turns);
            return Outlook {
                shanten: 0,
                acceptance: tp.live,
                win,
                value: tp.value,
                tenpai_at_end: end,
                riichi: tp.riichi,
                tenpai_rate: tp.rate,
            };
        }
        // Tile acceptance: unseen tiles that lower the shanten.
        let mut acceptance = 0u32;
        let mut improving: Vec<usize> = Vec::new();
        let mut x = c;
        for k in 0..34 {
            if !relevant[k] || t.unseen[k] == 0 || x[k] >= 4 {
                continue;
            }
            x[k] += 1;
            if shape_shanten(&x, n_melds) < s {
                acceptance += u32::from(t.unseen[k]);
                improving.push(k);
            }
            x[k] -= 1;
        }
        // An open hand also takes steps by calling: a pon from any player's discard, a
        // chii from the left player's (each discard is the tile about as often as a draw
        // would be, and a player discards what they do not need about half the time).
        let calls = if closed {
            0.0
        } else {
            self.call_steps(&c, n_melds, s)
        };
        let step = (f64::from(acceptance) + calls) / u;
        if s == 1 && self.style.lookahead && deep {
            // One draw ahead: the best tenpai each useful tile gives.
            let (mut weight, mut rate_sum, mut value_sum) = (0.0, 0.0, 0.0);
            let mut riichi_votes = 0.0;
            for &k in &improving {
                let n = f64::from(t.unseen[k]);
                let mut with = tiles.to_vec();
                with.push(Tile::new(
                    TileKind::new(k as u8).unwrap_or(TileKind::wind(0)),
                ));
                let wc = counts_of(&with);
                let mut best: Option<(f64, Tenpai)> = None;
                for d in 0..34 {
                    if wc[d] == 0 {
                        continue;
                    }
                    let mut after = wc;
                    after[d] -= 1;
                    if shape_shanten(&after, n_melds) != 0 {
                        continue;
                    }
                    let kind = TileKind::new(d as u8).unwrap_or(TileKind::wind(0));
                    let rest = without(&with, kind);
                    if let Some(tp) = self.tenpai_of(&rest, melds) {
                        let ev = chances(
                            &[tp.rate],
                            self.hazard.get(1..).unwrap_or(&[]),
                            (turns - 1.0).max(0.0),
                        )
                        .0 * tp.value;
                        if best.is_none_or(|(b, _)| ev > b) {
                            best = Some((ev, tp));
                        }
                    }
                }
                if let Some((_, tp)) = best {
                    weight += n;
                    rate_sum += n * tp.rate;
                    value_sum += n * tp.rate * tp.value;
                    if tp.riichi {
                        riichi_votes += n;
                    }
                }
            }
            if weight > 0.0 && rate_sum > 0.0 {
                let q = rate_sum / weight;
                let value = value_sum / rate_sum;
                let (win, end) = chances(&[(weight + calls) / u, q], &self.hazard, turns);
                return Outlook {
                    shanten: 1,
                    acceptance,
                    win,
                    value,
                    tenpai_at_end: end,
                    riichi: riichi_votes * 2.0 > weight,
                    tenpai_rate: q,
                };
            }
            // No useful tile leads to a tenpai that can win: a hand without a yaku.
            return Outlook {
                shanten: 1,
                acceptance,
                win: 0.0,
                value: 0.0,
                tenpai_at_end: 0.0,
                riichi: false,
                tenpai_rate: 0.0,
            };
        }
        // Slower hands: their acceptance, then a typical road (about 18 useful tiles at
        // 1-shanten, a two-sided wait at tenpai).
        let typical_tenpai = 5.0 / u
            * (1.0
                + if closed {
                    self.style.ron_riichi
                } else {
                    self.style.ron_dama
                });
        let mut steps = vec![step];
        for later in (1..s).rev() {
            steps.push(if later == 1 { 18.0 / u } else { 30.0 / u });
        }
        steps.push(typical_tenpai);
        let reds = tiles.iter().filter(|t| t.is_red()).count() as u32;
        let value = self.valuer.rough(&c, reds, melds);
        let (win, end) = chances(&steps, &self.hazard, turns);
        Outlook {
            shanten: s,
            acceptance,
            win: if value > 0.0 { win } else { 0.0 },
            value,
            tenpai_at_end: end,
            riichi: closed,
            tenpai_rate: typical_tenpai,
        }
    }

    /// Unseen tiles (weighted by how often a call can take them) whose pon or chii
    /// would bring `c` (shanten `s`, beside `melds` melds) closer.
    fn call_steps(&self, c: &Counts, melds: usize, s: i8) -> f64 {
        let t = self.valuer.table();
        let mut sum = 0.0;
        let mut x = *c;
        for k in 0..34 {
            let n = f64::from(t.unseen[k]);
            if n == 0.0 {
                continue;
            }
            // Pon: two in hand.
            if x[k] >= 2 {
                x[k] -= 2;
                let better = shape_shanten(&x, melds + 1) < s;
                x[k] += 2;
                if better {
                    sum += n * 1.5;
                    continue;
                }
            }
            // Chii: two tiles that run with k in the same suit.
            if k < 27 {
                let pos = k % 9;
                let mut chii = false;
                for (a, b) in [(-2i32, -1i32), (-1, 1), (1, 2)] {
                    let (pa, pb) = (pos as i32 + a, pos as i32 + b);
                    if !(0..9).contains(&pa) || !(0..9).contains(&pb) {
                        continue;
                    }
                    let (ka, kb) = ((k as i32 + a) as usize, (k as i32 + b) as usize);
                    if x[ka] == 0 || x[kb] == 0 {
                        continue;
                    }
                    x[ka] -= 1;
                    x[kb] -= 1;
                    chii |= shape_shanten(&x, melds + 1) < s;
                    x[ka] += 1;
                    x[kb] += 1;
                    if chii {
                        break;
                    }
                }
                if chii {
                    sum += n * 0.5;
                }
            }
        }
        sum
    }

    /// A tenpai hand's waits summed up (`None` when no wait can win: no yaku, or waits
    /// only on tiles the seat holds all of).
    fn tenpai_of(&mut self, tiles: &[Tile], melds: &[Meld]) -> Option<Tenpai> {
        let mut key = [0u8; 36];
        for t in tiles {
            key[t.kind().index()] += 1;
            key[34] += u8::from(t.is_red());
        }
        key[35] = melds.len() as u8;
        if let Some(v) = self.tenpai.get(&key) {
            return *v;
        }
        let v = self.tenpai_uncached(tiles, melds);
        self.tenpai.insert(key, v);
        v
    }

    fn tenpai_uncached(&mut self, tiles: &[Tile], melds: &[Meld]) -> Option<Tenpai> {
        let t = self.valuer.table();
        let c = counts_of(tiles);
        let mut held = c;
        for m in melds {
            for x in m.tiles() {
                held[x.kind().index()] += 1;
            }
        }
        let closed = melds.iter().all(|m| !m.is_open());
        let relevant = relevant(&c, closed && tiles.len() == 13);
        let u = t.unseen_total;
        let mut waits: Vec<usize> = Vec::new();
        let mut x = c;
        for k in 0..34 {
            if !relevant[k] || held[k] >= 4 {
                continue;
            }
            x[k] += 1;
            if shape_shanten(&x, melds.len()) == -1 {
                waits.push(k);
            }
            x[k] -= 1;
        }
        if waits.is_empty() {
            return None;
        }
        let furiten = waits.iter().any(|&k| self.pond[k]);
        let mut best: Option<Tenpai> = None;
        let in_riichi = t.view.riichi[t.me];
        let plans: &[bool] = match (in_riichi, closed && self.can_riichi, self.riichi_plan) {
            (true, _, _) => &[true],
            (false, true, Some(true)) => &[true],
            (false, true, Some(false)) => &[false],
            (false, true, None) if self.style.dama => &[true, false],
            (false, true, None) => &[true],
            (false, false, _) => &[false],
        };
        for &riichi in plans {
            let ron_share = if riichi {
                self.style.ron_riichi
            } else {
                self.style.ron_dama
            };
            let (mut rate, mut value_sum, mut live) = (0.0, 0.0, 0u32);
            for &k in &waits {
                let n = f64::from(t.unseen[k]);
                live += u32::from(t.unseen[k]);
                if n == 0.0 {
                    continue;
                }
                let tile = Tile::new(TileKind::new(k as u8).unwrap_or(TileKind::wind(0)));
                let v = self.valuer.win(tiles, melds, tile, riichi);
                let tsumo_rate = n / u;
                if let Some(p) = v.tsumo {
                    rate += tsumo_rate;
                    value_sum += tsumo_rate * p;
                }
                if let (Some(p), false) = (v.ron, furiten) {
                    rate += tsumo_rate * ron_share;
                    value_sum += tsumo_rate * ron_share * p;
                }
            }
            if rate <= 0.0 {
                continue;
            }
            let tp = Tenpai {
                rate,
                value: value_sum / rate,
                live,
                riichi,
            };
            let ev = |x: &Tenpai| chances(&[x.rate], &self.hazard, self.turns()).0 * x.value;
            if best.is_none_or(|b| ev(&tp) > ev(&b)) {
                best = Some(tp);
            }
        }
        best
    }
}
