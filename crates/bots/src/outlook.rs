//! A hand's prospects after a discard (13 tiles beside its melds): how likely it is to win
//! before the hand ends and what the win is worth. Tenpai hands are valued wait by wait
//! (live tiles, furiten, the yaku a ron needs, riichi or not); a 1-shanten hand looks one
//! draw ahead to the tenpai each useful tile gives; at Hard, a 2-shanten hand looks two
//! draws ahead (each useful tile, the discard that keeps most acceptance, then the
//! 1-shanten road from there); slower hands count their tile acceptance and a typical
//! road from there. This is the expected-value discard of the
//! strategy literature: win chance times value, not tile count alone.

use super::memo::Memo;
use super::skill::Style;
use super::speed::chances;
use super::value::Valuer;
use rinshan_rules::shanten::{acceptance_kinds, shanten_after_discards, shape_shanten, Counts};
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
    /// A hand with no road to a win (no tenpai it can reach has a yaku, or no wait is live).
    fn no_road(shanten: i8, acceptance: u32) -> Outlook {
        Outlook {
            shanten,
            acceptance,
            win: 0.0,
            value: 0.0,
            tenpai_at_end: 0.0,
            riichi: false,
            tenpai_rate: 0.0,
        }
    }

    /// Expected gain: win chance times value (and `bonus`), plus tenpai at a draw at
    /// `tenpai_worth` points.
    pub fn expected(&self, bonus: f64, tenpai_worth: f64) -> f64 {
        self.win * (self.value + bonus) + tenpai_worth * self.tenpai_at_end
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

/// A hand's road to a win summed up over its useful draws: the chance per turn of the
/// next step, then of the win once tenpai, and the win's average value.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Road {
    step: f64,
    tenpai_rate: f64,
    value: f64,
    riichi: bool,
}

/// A hand as the planner remembers it: the count of each kind, the red fives, the melds.
type HandKey = [u8; 36];

fn hand_key(tiles: &[Tile], melds: &[Meld]) -> HandKey {
    let mut key = [0u8; 36];
    for t in tiles {
        key[t.kind().index()] += 1;
        key[34] += u8::from(t.is_red());
    }
    key[35] = melds.len() as u8;
    key
}

/// What a decision has worked out about one hand (each part once asked).
#[derive(Clone, Copy, Debug, Default)]
struct Known {
    tenpai: Option<Option<Tenpai>>,
    road: Option<Option<Road>>,
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
    known: Memo<HandKey, Known>,
    pond: [bool; 34],
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
        // Riichi's conditions as the engine checks them: another draw of one's own (at
        // least as many tiles left as there are players).
        let can_riichi = !t.view.riichi[me]
            && t.view.points[me] >= 1000
            && t.view.live_remaining >= t.view.rules.seats().len();
        Planner {
            valuer,
            style,
            hazard,
            can_riichi,
            riichi_plan: None,
            known: Memo::default(),
            pond,
        }
    }

    /// Values a closed tenpai hand only with riichi (`Some(true)`) or only without
    /// (`Some(false)`), instead of the better of the two.
    pub fn set_riichi_plan(&mut self, plan: Option<bool>) {
        if plan != self.riichi_plan {
            self.riichi_plan = plan;
            self.known.clear();
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
        let (s, kinds) = acceptance_kinds(&c, n_melds);
        let t = self.valuer.table();
        let u = t.unseen_total;
        let turns = self.turns();
        let closed = melds.iter().all(|m| !m.is_open());
        if s <= 0 {
            let Some(tp) = self.tenpai_of(tiles, melds) else {
                return Outlook::no_road(0, 0);
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
        let improving = self.useful(&kinds);
        let acceptance = self.accepted(&kinds);
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
            let Some(road) = self.one_shanten_road(tiles, melds, Some(&improving)) else {
                // No useful tile leads to a tenpai that can win: a hand without a yaku,
                // which can still be tenpai at a draw.
                return self.no_win(1, acceptance, &[step]);
            };
            return self.along(1, acceptance, &[road.step + calls / u], &road);
        }
        if s == 2 && self.style.second_step && deep {
            // Two draws ahead: each useful tile, the discard that keeps most acceptance,
            // then the 1-shanten road from there.
            let road = self.two_shanten_road(tiles, melds, &improving);
            // An open hand calls for its second step too, as often beside its draws as
            // for the first.
            let calls_share = if acceptance > 0 {
                1.0 + calls / f64::from(acceptance)
            } else {
                1.0
            };
            let Some((next, road)) = road else {
                return self.no_win(2, acceptance, &[step, 18.0 / u]);
            };
            return self.along(
                2,
                acceptance,
                &[step * next, road.step * calls_share],
                &road,
            );
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
        if value <= 0.0 {
            return self.no_win(s, acceptance, &steps[..steps.len() - 1]);
        }
        let (win, end) = chances(&steps, &self.hazard, turns);
        Outlook {
            shanten: s,
            acceptance,
            win,
            value,
            tenpai_at_end: end,
            riichi: closed,
            tenpai_rate: typical_tenpai,
        }
    }

    /// A 1-shanten hand's road to a win (`improving`: the kinds that make it tenpai, when
    /// known): for each useful draw the tenpai worth most after it, summed up; `None` when
    /// no draw leads to a tenpai that can win. Remembered for the decision.
    fn one_shanten_road(
        &mut self,
        tiles: &[Tile],
        melds: &[Meld],
        improving: Option<&[usize]>,
    ) -> Option<Road> {
        let key = hand_key(tiles, melds);
        if let Some(r) = self.known.get(&key).and_then(|k| k.road) {
            return r;
        }
        let r = match improving {
            Some(kinds) => self.one_shanten_road_uncached(tiles, melds, kinds),
            None => {
                let kinds = self.useful(&acceptance_kinds(&counts_of(tiles), melds.len()).1);
                self.one_shanten_road_uncached(tiles, melds, &kinds)
            }
        };
        self.known.entry(key).or_default().road = Some(r);
        r
    }

    fn one_shanten_road_uncached(
        &mut self,
        tiles: &[Tile],
        melds: &[Meld],
        improving: &[usize],
    ) -> Option<Road> {
        let t = self.valuer.table();
        let u = t.unseen_total;
        let turns = self.turns();
        let n_melds = melds.len();
        let (mut weight, mut rate_sum, mut value_sum) = (0.0, 0.0, 0.0);
        let mut riichi_votes = 0.0;
        for &k in improving {
            let n = f64::from(t.unseen[k]);
            let mut with = tiles.to_vec();
            with.push(Tile::new(
                TileKind::new(k as u8).unwrap_or(TileKind::wind(0)),
            ));
            let after = shanten_after_discards(&counts_of(&with), n_melds);
            let mut best: Option<(f64, Tenpai)> = None;
            for (d, _) in after.iter().enumerate().filter(|(_, &s)| s == 0) {
                let kind = TileKind::new(d as u8).unwrap_or(TileKind::wind(0));
                let rest = without(&with, kind);
                if let Some(tp) = self.tenpai_of(&rest, melds).filter(|tp| tp.rate > 0.0) {
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
            Some(Road {
                step: weight / u,
                tenpai_rate: rate_sum / weight,
                value: value_sum / rate_sum,
                riichi: riichi_votes * 2.0 > weight,
            })
        } else {
            None
        }
    }

    /// A 2-shanten hand's road: for each useful draw, the discard that keeps most
    /// acceptance and the 1-shanten road from there, summed up. Returns the share of
    /// useful draws that lead somewhere (a 1-shanten hand that can win) and the road
    /// averaged over them.
    fn two_shanten_road(
        &mut self,
        tiles: &[Tile],
        melds: &[Meld],
        improving: &[usize],
    ) -> Option<(f64, Road)> {
        let t = self.valuer.table();
        let n_melds = melds.len();
        let (mut all, mut weight) = (0.0, 0.0);
        let (mut step_sum, mut rate_sum, mut value_sum, mut riichi_votes) = (0.0, 0.0, 0.0, 0.0);
        for &k in improving {
            let n = f64::from(t.unseen[k]);
            all += n;
            let kind = TileKind::new(k as u8).unwrap_or(TileKind::wind(0));
            let mut with = tiles.to_vec();
            with.push(Tile::new(kind));
            let mut wc = counts_of(&with);
            let after = shanten_after_discards(&wc, n_melds);
            let mut best: Option<(u32, usize)> = None;
            for d in 0..34 {
                if after[d] != 1 || d == k {
                    continue;
                }
                wc[d] -= 1;
                let a = self.accepted(&acceptance_kinds(&wc, n_melds).1);
                if best.is_none_or(|(b, _)| a > b) {
                    best = Some((a, d));
                }
                wc[d] += 1;
            }
            let Some((_, d)) = best else { continue };
            let rest = without(&with, TileKind::new(d as u8).unwrap_or(TileKind::wind(0)));
            let Some(road) = self.one_shanten_road(&rest, melds, None) else {
                continue;
            };
            weight += n;
            step_sum += n * road.step;
            rate_sum += n * road.step * road.tenpai_rate;
            value_sum += n * road.step * road.tenpai_rate * road.value;
            if road.riichi {
                riichi_votes += n;
            }
        }
        if weight <= 0.0 || rate_sum <= 0.0 {
            return None;
        }
        let step = step_sum / weight;
        let tenpai_rate = rate_sum / step_sum;
        Some((
            weight / all,
            Road {
                step,
                tenpai_rate,
                value: value_sum / rate_sum,
                riichi: riichi_votes * 2.0 > weight,
            },
        ))
    }

    /// A hand that cannot win (no yaku, or no live wait) but may still be tenpai when the
    /// wall runs out, `steps` (each a chance per turn) from tenpai: the noten payments
    /// count any tenpai, with a yaku or without (Tenhou, Mahjong Soul, EMA).
    fn no_win(&self, shanten: i8, acceptance: u32, steps: &[f64]) -> Outlook {
        let mut all = steps.to_vec();
        all.push(0.0);
        let (_, end) = chances(&all, &self.hazard, self.turns());
        Outlook {
            tenpai_at_end: end,
            ..Outlook::no_road(shanten, acceptance)
        }
    }

    /// The outlook of a hand of `shanten` taking `steps` (each a chance per turn) to
    /// reach the start of `road`, then following it to the win.
    fn along(&self, shanten: i8, acceptance: u32, steps: &[f64], road: &Road) -> Outlook {
        let mut all = steps.to_vec();
        all.push(road.tenpai_rate);
        let (win, end) = chances(&all, &self.hazard, self.turns());
        Outlook {
            shanten,
            acceptance,
            win,
            value: road.value,
            tenpai_at_end: end,
            riichi: road.riichi,
            tenpai_rate: road.tenpai_rate,
        }
    }

    /// Of `kinds` (those that lower the shanten), the ones still unseen.
    fn useful(&self, kinds: &[bool; 34]) -> Vec<usize> {
        let t = self.valuer.table();
        (0..34).filter(|&k| kinds[k] && t.unseen[k] > 0).collect()
    }

    /// Unseen tiles of `kinds` (those that lower the shanten): the tile acceptance.
    fn accepted(&self, kinds: &[bool; 34]) -> u32 {
        let t = self.valuer.table();
        (0..34)
            .filter(|&k| kinds[k])
            .map(|k| u32::from(t.unseen[k]))
            .sum()
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

    /// A tenpai hand's waits summed up: `None` when the hand is not tenpai as an
    /// exhaustive draw counts it (its waits only on tiles the seat holds all of); a rate
    /// of 0 when no wait can win (no yaku, or none left), which still counts at a draw:
    /// the noten payments ask for tenpai, not for a yaku (Tenhou, Mahjong Soul, EMA).
    fn tenpai_of(&mut self, tiles: &[Tile], melds: &[Meld]) -> Option<Tenpai> {
        let key = hand_key(tiles, melds);
        if let Some(v) = self.known.get(&key).and_then(|k| k.tenpai) {
            return v;
        }
        let v = self.tenpai_uncached(tiles, melds);
        self.known.entry(key).or_default().tenpai = Some(v);
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
        let u = t.unseen_total;
        let (now, kinds) = acceptance_kinds(&c, melds.len());
        if now != 0 {
            return None;
        }
        let waits: Vec<usize> = (0..34).filter(|&k| kinds[k] && held[k] < 4).collect();
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
        best.or(Some(Tenpai {
            rate: 0.0,
            value: 0.0,
            live: 0,
            riichi: false,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::skill::Skill;
    use crate::table::Table;
    use crate::test_view::bare_view;
    use crate::value::Valuer;
    use rinshan_engine::SeatView;
    use rinshan_rules::{parse_mpsz, Seat};

    fn view(hand: &str, melds: Vec<Meld>) -> SeatView {
        let hand = parse_mpsz(hand).unwrap_or_default();
        let mut all: [Vec<Meld>; 4] = Default::default();
        all[1] = melds;
        SeatView {
            seat: Seat::ALL[1],
            seat_wind: TileKind::wind(1),
            hand,
            melds: all,
            dora_indicators: parse_mpsz("1z").unwrap_or_default(),
            live_remaining: 60,
            ..bare_view()
        }
    }

    fn outlook_of(v: &SeatView) -> Outlook {
        let table = Table::new(v);
        let mut planner = Planner::new(Valuer::new(&table), Skill::HARD.style, vec![0.02; 20]);
        let melds = v.melds[1].clone();
        planner.outlook(&v.hand, &melds)
    }

    /// An open hand needs a yaku to win (EMA 2016, 8.1: a hand without yaku cannot
    /// win; riichi is only for a closed hand): two steps from tenpai, after a pon of
    /// nine man, with no tanyao (a terminal), no yakuhai and no one-suit hand in reach,
    /// the hand has no road to a win; the same tiles closed can win with riichi.
    #[test]
    fn a_two_shanten_open_hand_without_a_yaku_has_no_road() {
        let nines = parse_mpsz("999m").unwrap_or_default();
        let Ok(pon) = Meld::pon(nines.clone(), nines[0], Seat::ALL[0]) else {
            panic!("a pon of nine man");
        };
        let open = outlook_of(&view("13p57p24s68s33z", vec![pon]));
        assert_eq!(open.shanten, 2);
        assert!(open.acceptance > 0);
        assert_eq!(open.win, 0.0);
        let closed = outlook_of(&view("999m13p57p24s68s33z", Vec::new()));
        assert_eq!(closed.shanten, 2);
        assert!(closed.win > 0.0 && closed.value >= 1000.0, "{closed:?}");
    }

    /// Noten payments (Tenhou, Mahjong Soul, EMA): at an exhaustive draw every tenpai hand
    /// is paid, with a yaku or without ("formal tenpai"; the engine counts shanten 0 by the
    /// held tiles alone). An open hand without a yaku cannot win, but its tenpai still
    /// counts when the wall runs out, the more so the fewer draws are left, and a hand one
    /// step from that tenpai may still reach it.
    #[test]
    fn an_open_tenpai_without_a_yaku_still_counts_at_a_draw() {
        let nines = parse_mpsz("999m").unwrap_or_default();
        let Ok(pon) = Meld::pon(nines.clone(), nines[0], Seat::ALL[0]) else {
            panic!("a pon of nine man");
        };
        let early = outlook_of(&view("123p456s78s44z", vec![pon.clone()]));
        assert_eq!(early.shanten, 0);
        assert_eq!(early.win, 0.0);
        assert!(early.tenpai_at_end > 0.0, "{early:?}");
        let mut late_view = view("123p456s78s44z", vec![pon.clone()]);
        late_view.live_remaining = 8;
        let late = outlook_of(&late_view);
        assert!(
            late.tenpai_at_end > early.tenpai_at_end,
            "{late:?} {early:?}"
        );
        // One step away, the hand may still reach that tenpai before the draw.
        let one_away = outlook_of(&view("123p456s79s4z6z", vec![pon]));
        assert_eq!(one_away.shanten, 1);
        assert_eq!(one_away.win, 0.0);
        assert!(
            one_away.tenpai_at_end > 0.0 && one_away.tenpai_at_end < early.tenpai_at_end,
            "{one_away:?} {early:?}"
        );
    }

    /// Tile efficiency (the strategy books): two steps from tenpai, a hand whose blocks
    /// are two-sided waits wins more often than the same hand with closed waits (kanchan)
    /// in their place, and a hand with dora is worth more.
    #[test]
    fn a_two_shanten_hand_counts_shape_and_dora() {
        let two_sided = outlook_of(&view("234m567p34s67s135z", Vec::new()));
        let closed_waits = outlook_of(&view("234m567p35s68s135z", Vec::new()));
        assert_eq!(two_sided.shanten, 2);
        assert_eq!(closed_waits.shanten, 2);
        assert!(
            two_sided.win > closed_waits.win,
            "{two_sided:?} {closed_waits:?}"
        );
        let mut with_dora = view("234m567p34s67s135z", Vec::new());
        with_dora.dora_indicators = parse_mpsz("1m").unwrap_or_default();
        let dora = outlook_of(&with_dora);
        assert!(dora.value > two_sided.value, "{dora:?} {two_sided:?}");
    }
}
