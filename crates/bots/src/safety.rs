//! How dangerous a discard is against players in riichi, as defensive play reads it:
//! genbutsu (a tile in the riichi player's own pond) is safe; honours get safer as more
//! copies are visible; suji (the tile three away is in the pond) and kabe (a wall of
//! visible tiles that rules out the two-sided wait) make number tiles safer.

use rinshan_engine::SeatView;
use rinshan_rules::shanten::Counts;
use rinshan_rules::TileKind;

/// Danger of discarding `kind` now: 0 (safe) up to about 15; the highest over every
/// opponent in riichi, 0 when nobody is in riichi.
pub fn danger(kind: TileKind, view: &SeatView, visible: &Counts) -> u32 {
    (0..4)
        .filter(|&o| o != view.seat.index() && view.riichi[o])
        .map(|o| danger_against(kind, view, o, visible))
        .max()
        .unwrap_or(0)
}

fn danger_against(kind: TileKind, view: &SeatView, opponent: usize, visible: &Counts) -> u32 {
    let pond = &view.ponds[opponent];
    let in_pond = |k: TileKind| pond.iter().any(|p| p.tile.kind() == k);
    if in_pond(kind) {
        return 0;
    }
    if kind.is_honor() {
        return match visible[kind.index()] {
            3.. => 1,
            2 => 3,
            _ => 6,
        };
    }
    let n = kind.number();
    let at = |d: i8| TileKind::new((kind.index() as i8 + d) as u8);
    let low_suji = n > 3 && at(-3).is_some_and(in_pond);
    let high_suji = n < 7 && at(3).is_some_and(in_pond);
    let suji = match n {
        1..=3 => high_suji,
        7..=9 => low_suji,
        _ => low_suji && high_suji,
    };
    let half_suji = low_suji || high_suji;
    let mut d: u32 = match (n, suji, half_suji) {
        (1 | 9, true, _) => 2,
        (2 | 8, true, _) => 3,
        (3 | 7, true, _) => 4,
        (_, true, _) => 5,
        (4..=6, false, true) => 9,
        (1 | 9, false, _) => 6,
        (2 | 8, false, _) => 8,
        (3 | 7, false, _) => 10,
        _ => 13,
    };
    // Kabe: all four of a neighbour visible rules out the two-sided waits through it.
    let walled = |d: i8| at(d).is_some_and(|k| visible[k.index()] >= 4);
    let kabe = match n {
        1..=3 => walled(1),
        7..=9 => walled(-1),
        _ => walled(1) && walled(-1),
    };
    if kabe {
        d /= 2;
    }
    d
}
