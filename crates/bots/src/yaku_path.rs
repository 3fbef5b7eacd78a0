//! Whether an open hand still has a way to a yaku: a computer player never makes a call
//! that leaves its hand without one (an open hand cannot win on menzen tsumo, riichi or
//! pinfu).

use rinshan_engine::SeatView;
use rinshan_rules::shanten::Counts;
use rinshan_rules::{Meld, TileKind};

/// The kinds that are yakuhai for this seat: the dragons, its seat wind and the round
/// wind.
pub fn yakuhai_kinds(view: &SeatView) -> Vec<TileKind> {
    let mut out: Vec<TileKind> = TileKind::all().filter(|k| k.is_dragon()).collect();
    out.push(view.seat_wind);
    if view.round_wind != view.seat_wind {
        out.push(view.round_wind);
    }
    out
}

/// True when a hand of concealed `counts` and `melds` can still reach a yaku although
/// open: a yakuhai triplet (declared, concealed, or a concealed pair to call), tanyao
/// (where open tanyao counts) with every meld of simples, a one-suit hand (honitsu or
/// chinitsu) or all triplets (toitoi).
pub fn open_yaku_path(
    counts: &Counts,
    melds: &[Meld],
    yakuhai: &[TileKind],
    open_tanyao: bool,
) -> bool {
    if melds
        .iter()
        .any(|m| !m.is_sequence() && yakuhai.contains(&m.first_kind()))
        || yakuhai.iter().any(|k| counts[k.index()] >= 2)
    {
        return true;
    }
    let concealed_total: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    // Tanyao: melds of simples only, and at most two terminals or honours to discard.
    let meld_simple = melds
        .iter()
        .all(|m| m.tiles().iter().all(|t| !t.kind().is_terminal_or_honor()));
    let concealed_ends: u32 = TileKind::all()
        .filter(|k| k.is_terminal_or_honor())
        .map(|k| u32::from(counts[k.index()]))
        .sum();
    if open_tanyao && meld_simple && concealed_ends <= 2 {
        return true;
    }
    // One suit (with honours): every meld in it and at most three stray tiles.
    for suit in 0..3 {
        let in_suit = |k: TileKind| k.is_honor() || k.index() / 9 == suit;
        if melds.iter().all(|m| in_suit(m.first_kind())) {
            let stray: u32 = TileKind::all()
                .filter(|&k| !in_suit(k))
                .map(|k| u32::from(counts[k.index()]))
                .sum();
            if stray <= 3 {
                return true;
            }
        }
    }
    // Toitoi: every meld a triplet and enough pairs in hand.
    if melds.iter().all(|m| !m.is_sequence()) {
        let pairs = counts.iter().filter(|&&n| n >= 2).count();
        let needed = 5 - melds.len();
        if pairs >= needed && concealed_total > 0 {
            return true;
        }
    }
    false
}
