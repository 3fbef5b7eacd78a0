//! Which tile on screen is which: a hand that changes a tile at a time keeps the identity
//! of every tile that stays, so that a page can keep each tile's element from the draw to
//! the discard (a keyed list draws one new element for a draw and removes one for a
//! discard, and the drawn tile that joins the hand stays the element it was).
//!
//! The engine knows tiles by their faces (a kind, red or not); identity is the table's:
//! a tile that is in the list before and after keeps its key, one that arrives gets a new
//! key. Between equal faces the first kept key goes to the first place, so nothing
//! reorders without reason.

use crate::rules::Tile;

/// The keys of one list of tiles on screen (a hand, with its drawn tile last).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TileKeys {
    keyed: Vec<(u32, Tile)>,
    next: u32,
}

impl TileKeys {
    /// No tiles yet.
    pub fn new() -> TileKeys {
        TileKeys::default()
    }

    /// The list is now `tiles`: each with its key, a tile that was there keeping its own.
    pub fn update(&mut self, tiles: &[Tile]) -> &[(u32, Tile)] {
        let mut old: Vec<Option<(u32, Tile)>> = self.keyed.drain(..).map(Some).collect();
        for &tile in tiles {
            let kept = old
                .iter_mut()
                .find(|o| o.is_some_and(|(_, t)| t == tile))
                .and_then(Option::take);
            let key = match kept {
                Some((key, _)) => key,
                None => {
                    self.next = self.next.wrapping_add(1);
                    self.next
                }
            };
            self.keyed.push((key, tile));
        }
        &self.keyed
    }

    /// The keys as they are.
    pub fn keyed(&self) -> &[(u32, Tile)] {
        &self.keyed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::parse_mpsz;

    fn tiles(s: &str) -> Vec<Tile> {
        parse_mpsz(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    fn keys(k: &TileKeys) -> Vec<u32> {
        k.keyed().iter().map(|(key, _)| *key).collect()
    }

    #[test]
    fn a_draw_adds_one_key_and_a_discard_removes_one() {
        let mut k = TileKeys::new();
        k.update(&tiles("1123m456p789s112z"));
        let dealt = keys(&k);
        assert_eq!(dealt.len(), 13);
        // The draw: one new key, last.
        k.update(&tiles("1123m456p789s112z5z"));
        let drawn = keys(&k);
        assert_eq!(drawn[..13], dealt[..]);
        assert!(!dealt.contains(&drawn[13]));
        // Discarding the 3m from the hand: the drawn 5z joins the hand and keeps its key;
        // only the 3m's key is gone.
        k.update(&tiles("112m456p789s1125z"));
        let after = keys(&k);
        assert_eq!(after.len(), 13);
        assert!(after.contains(&drawn[13]));
        assert!(!after.contains(&drawn[3]));
        let gone: Vec<_> = drawn.iter().filter(|d| !after.contains(d)).collect();
        assert_eq!(gone, [&drawn[3]]);
    }

    #[test]
    fn equal_faces_keep_their_order_and_red_fives_are_their_own() {
        let mut k = TileKeys::new();
        k.update(&tiles("550m"));
        let before = keys(&k);
        k.update(&tiles("05m"));
        let after = keys(&k);
        // The red five keeps its key; the first plain five keeps the first plain key.
        assert_eq!(after, [before[2], before[0]]);
    }
}
