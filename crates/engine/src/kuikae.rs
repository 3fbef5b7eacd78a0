//! Kuikae (swap-calling): right after a chii or pon the caller may not discard the tile
//! they called, nor, after a chii, the tile at the other end of the run it would complete
//! (suji kuikae), under rule sets that forbid it; `Kuikae::SujiAllowed` forbids only the
//! called tile (the `Ruleset` option says which preset plays which).

use rinshan_rules::{Kuikae, Meld, Tile, TileKind};

/// The kinds a player may not discard right after calling `called` into `meld`.
pub fn kuikae_forbidden(rule: Kuikae, meld: &Meld, called: Tile) -> Vec<TileKind> {
    let mut out = Vec::new();
    if rule == Kuikae::Allowed {
        return out;
    }
    out.push(called.kind());
    if rule == Kuikae::Forbidden && meld.is_sequence() {
        let first = meld.first_kind();
        let n = first.number();
        // Called at the low end: the tile above the run; at the high end: below it.
        if called.kind() == first && n + 3 <= 9 {
            out.extend(TileKind::new(first.index() as u8 + 3));
        } else if called.kind().index() == first.index() + 2 && n >= 2 {
            out.extend(TileKind::new(first.index() as u8 - 1));
        }
    }
    out
}
