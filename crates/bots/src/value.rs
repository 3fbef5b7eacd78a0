//! What a hand is worth: a complete hand is scored by the rules themselves (every yaku,
//! fu and dora, red fives included), by ron and by tsumo, with riichi when the hand will
//! declare it — and then the ura dora it may turn up and its ippatsu chance. A hand still
//! short of tenpai is valued by its dora and the yaku it can still reach.

use super::memo::Memo;
use super::table::Table;
use super::yaku_path::open_yaku_path;
use rinshan_rules::points::{basic_points, payment};
use rinshan_rules::shanten::Counts;
use rinshan_rules::{score, Hand, Meld, RiichiState, Tile, TileKind, Win, WinMethod};

/// Share of riichi wins that come with ippatsu (a win before the riichi player's next
/// discard, no call in between): 21.8 % of 4,145 riichi wins in arena games.
const IPPATSU: f64 = 0.2;

/// Points a win brings the winner (honba and deposits aside), by ron and by tsumo;
/// `None` where it has no yaku.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WinValue {
    /// By ron (`None`: no yaku for a ron).
    pub ron: Option<f64>,
    /// By tsumo (`None`: no yaku even by tsumo).
    pub tsumo: Option<f64>,
}

/// Scores hypothetical wins of one seat, remembering each answer for the decision.
pub struct Valuer<'t> {
    table: &'t Table<'t>,
    cache: Memo<u64, WinValue>,
}

fn key(tiles: &[Tile], melds: &[Meld], win: Tile, riichi: bool) -> u64 {
    // FNV-1a over the tiles (sorted), the melds' first kinds and the circumstances.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u64| {
        h ^= b;
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    let mut sorted: Vec<Tile> = tiles.to_vec();
    // Not the standard library's sort: see rinshan_rules::small_sort (the same order).
    rinshan_rules::small_sort::sort_small(&mut sorted);
    for t in sorted {
        eat(t.kind().index() as u64 * 2 + u64::from(t.is_red()));
    }
    eat(99);
    for m in melds {
        eat(m.first_kind().index() as u64 * 8 + m.kind() as u64);
    }
    eat(200 + win.kind().index() as u64 * 2 + u64::from(win.is_red()));
    eat(u64::from(riichi));
    h
}

/// Points of a limit-free hand of `han` and `fu` for the winner.
pub fn points(han: u32, fu: u32, dealer: bool, tsumo: bool, t: &Table) -> f64 {
    let (basic, _) = basic_points(han, fu, &t.view.rules);
    f64::from(payment(basic, dealer, tsumo, 0).total(dealer))
}

impl<'t> Valuer<'t> {
    /// A valuer for the seat reading `table`.
    pub fn new(table: &'t Table<'t>) -> Valuer<'t> {
        Valuer {
            table,
            cache: Memo::default(),
        }
    }

    /// The table.
    pub fn table(&self) -> &'t Table<'t> {
        self.table
    }

    /// The value of winning on `win` with `concealed` (without the winning tile) beside
    /// `melds`; with `riichi`, the riichi han, the expected ura dora and the ippatsu chance
    /// are in it.
    pub fn win(&mut self, concealed: &[Tile], melds: &[Meld], win: Tile, riichi: bool) -> WinValue {
        let k = key(concealed, melds, win, riichi);
        if let Some(v) = self.cache.get(&k) {
            return *v;
        }
        let v = self.score(concealed, melds, win, riichi);
        self.cache.insert(k, v);
        v
    }

    fn score(&self, concealed: &[Tile], melds: &[Meld], tile: Tile, riichi: bool) -> WinValue {
        let t = self.table;
        let Ok(hand) = Hand::new(concealed.to_vec(), melds.to_vec()) else {
            return WinValue {
                ron: None,
                tsumo: None,
            };
        };
        let ura = if riichi {
            self.expected_ura(concealed, melds, tile) + IPPATSU
        } else {
            0.0
        };
        let one = |method: WinMethod| -> Option<f64> {
            let mut win = Win::new(tile, method, t.view.seat_wind);
            win.round_wind = t.view.round_wind;
            win.dora_indicators = t.view.dora_indicators.clone();
            if riichi {
                win.riichi = RiichiState::Riichi;
            }
            let s = score(&hand, &win, &t.view.rules).ok()?;
            let tsumo = method == WinMethod::Tsumo;
            let base = f64::from(payment(s.basic, t.dealer, tsumo, 0).total(t.dealer));
            if ura <= 0.0 || !s.yakuman.is_empty() {
                return Some(base);
            }
            let more = points(s.han + 1, s.fu.total, t.dealer, tsumo, t);
            Some(base + ura.min(1.0) * (more - base).max(0.0))
        };
        WinValue {
            ron: one(WinMethod::Ron),
            tsumo: one(WinMethod::Tsumo),
        }
    }

    /// Expected ura dora of a riichi hand: each indicator points at each kind with the
    /// chance that an unseen tile is the kind before it.
    fn expected_ura(&self, concealed: &[Tile], melds: &[Meld], win: Tile) -> f64 {
        let t = self.table;
        let mut held = [0u8; 34];
        for k in concealed
            .iter()
            .chain(melds.iter().flat_map(|m| m.tiles().iter()))
            .chain(std::iter::once(&win))
            .map(|x| x.kind())
        {
            held[k.index()] += 1;
        }
        let mut e = 0.0;
        for i in TileKind::all() {
            // Indicator i points at the kind after it.
            let n = held[i.dora_from_indicator().index()];
            if n > 0 {
                e += f64::from(n) * f64::from(t.unseen[i.index()]) / t.unseen_total;
            }
        }
        e * t.view.dora_indicators.len() as f64
    }

    /// A rough value of a hand still short of tenpai (`counts` its concealed tiles,
    /// `reds` its red fives): its dora, the yaku it is on its way to (riichi for a closed
    /// hand, yakuhai, tanyao, a one-suit hand), counted at 30 fu. 0 when an open hand has
    /// no way to a yaku.
    pub fn rough(&self, counts: &Counts, reds: u32, melds: &[Meld]) -> f64 {
        let t = self.table;
        let open = melds.iter().any(|m| m.is_open());
        let yakuhai: Vec<TileKind> = TileKind::all()
            .filter(|k| t.yakuhai[k.index()] > 0)
            .collect();
        if open && !open_yaku_path(counts, melds, &yakuhai, t.view.rules.open_tanyao) {
            return 0.0;
        }
        let mut han = f64::from(reds);
        let mut tiles = *counts;
        for m in melds {
            for x in m.tiles() {
                tiles[x.kind().index()] += 1;
                han += f64::from(u8::from(x.is_red()));
            }
        }
        for ((&n, &dora), &yakuhai) in tiles.iter().zip(&t.dora).zip(&t.yakuhai) {
            han += f64::from(dora) * f64::from(n);
            if n >= 3 {
                han += f64::from(yakuhai);
            } else if n == 2 && yakuhai > 0 {
                han += 0.4 * f64::from(yakuhai);
            }
        }
        if !open {
            han += 1.4; // riichi, with tsumo, ippatsu and ura on average
        }
        let ends: u32 = TileKind::all()
            .filter(|k| k.is_terminal_or_honor())
            .map(|k| u32::from(tiles[k.index()]))
            .sum();
        if ends <= 1 {
            han += 0.7; // tanyao in reach
        }
        // A one-suit hand (honitsu): counted in full when no tile of another suit is
        // left, in part when one is.
        for suit in 0..3 {
            let other: u32 = (0..27)
                .filter(|k| k / 9 != suit)
                .map(|k| u32::from(tiles[k]))
                .sum();
            let full = if open { 2.0 } else { 3.0 };
            han += match other {
                0 => full,
                1 => 0.4 * full,
                _ => 0.0,
            };
        }
        let han = han.max(1.0);
        let lo = points(han.floor() as u32, 30, t.dealer, false, t);
        let hi = points(han.floor() as u32 + 1, 30, t.dealer, false, t);
        lo + (hi - lo) * han.fract()
    }
}
