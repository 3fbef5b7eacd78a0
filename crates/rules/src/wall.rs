//! The wall: the 136-tile set, the live wall players draw from, and the 14-tile dead wall
//! (rinshan replacement tiles and dora indicator slots).
//!
//! The dead wall always holds 14 tiles. Each kan takes one replacement tile (rinshan) from
//! it and, under the usual rule, the last tile of the live wall moves to the dead wall to
//! keep it at 14, so the haitei (last drawable) tile moves one earlier.
//!
//! The dead wall is modelled as fixed slots, which is all any rule looks at: four
//! replacement tiles in the order they are drawn, five dora indicators in the order they
//! are revealed, and under each indicator its ura-dora indicator.
//!
//! In sanma (108 tiles, see [`crate::sanma`]) the dead wall gives eight replacement draws
//! (four kans, four kita): the fifth to the eighth are the tiles the first replacements
//! moved in from the live wall's end, the earliest moved first, so the dead wall still
//! holds 14 and each replacement still shortens the live wall by one.

use serde::{Deserialize, Serialize};

use super::rng::{Rng, Seed};
use super::ruleset::{DeadWall, RedFives, Ruleset};
use super::sanma::{not_in_sanma, SANMA_REPLACEMENTS};
use super::tile::{Suit, Tile, TileKind};

/// Tiles in a full set: 34 kinds, four copies each.
pub const TILE_COUNT: usize = 136;
/// Tiles in the dead wall (wanpai), always.
pub const DEAD_WALL_SIZE: usize = 14;
/// Replacement tiles (rinshanpai) in the dead wall: one per kan, four kans at most.
pub const RINSHAN_SLOTS: usize = 4;
/// Dora indicator slots: the first indicator plus one per kan.
pub const INDICATOR_SLOTS: usize = 5;
/// Tiles in the live wall before the deal.
pub const LIVE_WALL_SIZE: usize = TILE_COUNT - DEAD_WALL_SIZE;

/// The full 136-tile set in kind order, with `red` of each suit's fives painted red.
/// A count above four is read as four.
pub fn tile_set(red: RedFives) -> Vec<Tile> {
    let mut tiles = Vec::with_capacity(TILE_COUNT);
    for kind in TileKind::all() {
        let reds = match (kind.suit(), kind.number()) {
            (Suit::Man, 5) => red.man,
            (Suit::Pin, 5) => red.pin,
            (Suit::Sou, 5) => red.sou,
            _ => 0,
        }
        .min(4);
        for copy in 0..4 {
            match Tile::red_five(kind.suit()) {
                Some(red_tile) if copy < reds => tiles.push(red_tile),
                _ => tiles.push(Tile::new(kind)),
            }
        }
    }
    tiles
}

/// The tile set `rules` play with: 136 tiles, or 108 in sanma (no 2- to 8-man).
pub fn tile_set_of(rules: &Ruleset) -> Vec<Tile> {
    let mut tiles = tile_set(rules.red_fives);
    if rules.sanma.is_some() {
        tiles.retain(|t| !not_in_sanma(t.kind()));
    }
    tiles
}

/// The wall of one hand: the live wall in draw order and the dead wall's slots, with
/// cursors for what has been drawn, moved and revealed. Tiles never leave the wall except
/// through [`Wall::draw`] and [`Wall::draw_rinshan`], so all 136 are always accounted for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wall {
    /// The live wall in draw order; the last tile is the haitei tile while none have moved.
    live: Vec<Tile>,
    /// Tiles drawn from the front of the live wall.
    drawn: usize,
    /// Tiles moved from the back of the live wall into the dead wall (one per kan).
    moved: usize,
    /// Replacement tiles, in draw order.
    rinshan: [Tile; RINSHAN_SLOTS],
    /// Replacement tiles drawn.
    rinshan_drawn: usize,
    /// Dora indicators, in reveal order.
    indicators: [Tile; INDICATOR_SLOTS],
    /// Ura-dora indicators, each under the dora indicator of the same index.
    ura_indicators: [Tile; INDICATOR_SLOTS],
    /// Dora indicators revealed so far (the first one is revealed at the start of the hand).
    revealed: usize,
    /// Kans made before an explicit position began: the first replacement slots hold the
    /// tiles that were moved in from the live wall for them, and are not drawn again.
    #[serde(default)]
    kans_before: usize,
    /// Replacement draws the dead wall gives: 4, or 8 in sanma.
    #[serde(default = "four_replacements")]
    replacements: usize,
    /// Replacement draws made before an explicit position began beyond the four slots
    /// (sanma's fifth to eighth, after kans and kita): their tiles had been moved in from
    /// the live wall and drawn, so the position's live wall no longer holds them.
    #[serde(default)]
    moved_in_before: usize,
}

fn four_replacements() -> usize {
    RINSHAN_SLOTS
}

impl Wall {
    /// A wall shuffled from `seed`: the same seed gives the same wall on every platform.
    /// The first dora indicator is revealed.
    pub fn shuffled(seed: Seed, red: RedFives) -> Wall {
        let mut tiles = tile_set(red);
        Rng::new(seed).shuffle(&mut tiles);
        Wall::from_set_order(&tiles)
    }

    /// A wall of the tile set `rules` play with, shuffled from `seed` (the same seed gives
    /// the same wall on every platform), giving the replacement draws they allow.
    pub fn shuffled_for(seed: Seed, rules: &Ruleset) -> Wall {
        let mut tiles = tile_set_of(rules);
        Rng::new(seed).shuffle(&mut tiles);
        Wall::from_set_order(&tiles).for_rules(rules)
    }

    /// The same wall giving the replacement draws `rules` allow: eight in sanma.
    pub fn for_rules(mut self, rules: &Ruleset) -> Wall {
        self.replacements = if rules.sanma.is_some() {
            SANMA_REPLACEMENTS
        } else {
            RINSHAN_SLOTS
        };
        self
    }

    /// A wall laid out explicitly, for scenarios, tutorials and record replays: the live
    /// wall in draw order (any length) and the 14 dead-wall tiles (4 replacement tiles,
    /// 5 dora indicators, 5 ura-dora indicators). The first indicator is revealed.
    pub fn from_parts(live: Vec<Tile>, dead: [Tile; DEAD_WALL_SIZE]) -> Wall {
        Wall::from_set_order(&[live.as_slice(), dead.as_slice()].concat())
    }

    /// Lays out tiles in order: all but the last 14 are the live wall in draw order (122
    /// for a full set), the last 14 the dead wall (4 replacement tiles, 5 dora indicators, 5 ura indicators).
    fn from_set_order(tiles: &[Tile]) -> Wall {
        let (live, dead) = tiles.split_at(tiles.len() - DEAD_WALL_SIZE);
        let mut rinshan = [Tile::new(TileKind::wind(0)); RINSHAN_SLOTS];
        let mut indicators = [Tile::new(TileKind::wind(0)); INDICATOR_SLOTS];
        let mut ura_indicators = indicators;
        rinshan.copy_from_slice(&dead[..RINSHAN_SLOTS]);
        indicators.copy_from_slice(&dead[RINSHAN_SLOTS..RINSHAN_SLOTS + INDICATOR_SLOTS]);
        ura_indicators.copy_from_slice(&dead[RINSHAN_SLOTS + INDICATOR_SLOTS..]);
        Wall {
            live: live.to_vec(),
            drawn: 0,
            moved: 0,
            rinshan,
            rinshan_drawn: 0,
            indicators,
            ura_indicators,
            revealed: 1,
            kans_before: 0,
            replacements: RINSHAN_SLOTS,
            moved_in_before: 0,
        }
    }

    /// The wall of a position in which `kans` kans (at most four) have already been made:
    /// their indicators are revealed, and the dead wall's first `kans` replacement slots
    /// hold the tiles moved in from the live wall for them, so the next replacement tile
    /// is slot `kans`. The dead wall still holds 14 tiles.
    pub fn after_kans(self, kans: usize) -> Wall {
        self.after_replacements(kans, 0)
    }

    /// The wall of a position in which `kans` kans and `kita` kita (sanma) have already
    /// been made, each followed by its replacement draw: as [`Wall::after_kans`], a kita
    /// turning no indicator. In sanma the fifth to eighth replacement draws are tiles that
    /// had been moved in from the live wall's end: once drawn before the position they are
    /// in a hand, not in the position's live wall, and the next one moved in is the live
    /// wall's last tile. Call after [`Wall::for_rules`]; at most the replacement draws the
    /// rules allow are counted.
    pub fn after_replacements(mut self, kans: usize, kita: usize) -> Wall {
        // Counted from the start of the hand: those the wall already knows of are not
        // added twice.
        let before = (kans + kita)
            .min(self.replacements)
            .saturating_sub(self.rinshan_drawn);
        let slots = before.min(RINSHAN_SLOTS.saturating_sub(self.rinshan_drawn));
        let kans = kans.min(RINSHAN_SLOTS).saturating_sub(self.rinshan_drawn);
        self.kans_before += slots;
        self.moved_in_before += before - slots;
        self.rinshan_drawn += before;
        self.revealed = (self.revealed + kans).min(INDICATOR_SLOTS);
        self
    }

    /// Tiles left to draw in the live wall.
    pub fn live_remaining(&self) -> usize {
        self.live.len() - self.drawn - self.moved
    }

    /// Tiles in the dead wall: 14 under the replenishing rule, whatever has happened.
    pub fn dead_wall_size(&self) -> usize {
        RINSHAN_SLOTS - self.rinshan_drawn.min(RINSHAN_SLOTS)
            + 2 * INDICATOR_SLOTS
            + self.moved
            + self.kans_before
            - self.moved_in_drawn()
    }

    /// Replacement tiles drawn that had been moved in from the live wall (sanma's fifth to
    /// eighth).
    fn moved_in_drawn(&self) -> usize {
        self.rinshan_drawn
            .saturating_sub(RINSHAN_SLOTS)
            .saturating_sub(self.moved_in_before)
    }

    /// Tiles in the live and dead walls as the table shows them under `rule`. Replenished,
    /// the tiles moved behind the dead wall belong to it (14 always); not replenished, they
    /// stay at the end of the live wall, out of reach, and the dead wall shrinks by one
    /// per kan, so the hand ends when the two total 14. The draws are the same either way.
    pub fn shown_sizes(&self, rule: DeadWall) -> (usize, usize) {
        match rule {
            DeadWall::Replenished => (self.live_remaining(), self.dead_wall_size()),
            DeadWall::NotReplenished => (
                self.live_remaining() + self.moved + self.kans_before,
                DEAD_WALL_SIZE.saturating_sub(self.rinshan_drawn),
            ),
        }
    }

    /// Draws the next tile from the live wall, or `None` when it is empty (exhaustive draw).
    pub fn draw(&mut self) -> Option<Tile> {
        if self.live_remaining() == 0 {
            return None;
        }
        let tile = self.live[self.drawn];
        self.drawn += 1;
        Some(tile)
    }

    /// Draws a replacement tile from the dead wall after a kan (or a kita) and moves the
    /// last live tile into the dead wall to keep it at 14. `None` when no replacement tile
    /// is left or the live wall is empty (no kan is possible then).
    pub fn draw_rinshan(&mut self) -> Option<Tile> {
        if self.rinshan_drawn >= self.replacements || self.live_remaining() == 0 {
            return None;
        }
        let tile = match self.rinshan.get(self.rinshan_drawn) {
            Some(t) => *t,
            // Sanma's fifth to eighth: the tiles moved in, the earliest first.
            None => *self.live.get(self.live.len() - 1 - self.moved_in_drawn())?,
        };
        self.rinshan_drawn += 1;
        self.moved += 1;
        Some(tile)
    }

    /// Replacement tiles drawn so far (one per completed kan).
    pub fn rinshan_drawn(&self) -> usize {
        self.rinshan_drawn
    }

    /// Tiles moved from the end of the live wall into the dead wall, one per kan, to keep
    /// it at 14 (kans made before an explicit position included).
    pub fn moved_to_dead_wall(&self) -> usize {
        self.moved + self.kans_before
    }

    /// Reveals the next dora indicator (kan dora) and returns it; `None` once all five are up.
    pub fn reveal_indicator(&mut self) -> Option<Tile> {
        if self.revealed == INDICATOR_SLOTS {
            return None;
        }
        self.revealed += 1;
        Some(self.indicators[self.revealed - 1])
    }

    /// The dora indicators revealed so far, in reveal order.
    pub fn dora_indicators(&self) -> &[Tile] {
        &self.indicators[..self.revealed]
    }

    /// The ura-dora indicators under the revealed dora indicators (seen only by a riichi
    /// winner at the end of the hand).
    pub fn ura_indicators(&self) -> &[Tile] {
        &self.ura_indicators[..self.revealed]
    }

    /// Every tile still in the wall, live then dead, for checking that all 136 tiles (108
    /// in sanma) are accounted for.
    pub fn remaining_tiles(&self) -> Vec<Tile> {
        let mut tiles = self.live[self.drawn..self.live.len() - self.moved_in_drawn()].to_vec();
        tiles.extend_from_slice(&self.rinshan[..self.kans_before]);
        tiles.extend_from_slice(&self.rinshan[self.rinshan_drawn.min(RINSHAN_SLOTS)..]);
        tiles.extend_from_slice(&self.indicators);
        tiles.extend_from_slice(&self.ura_indicators);
        tiles
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_set_has_136_tiles_four_of_each_kind() {
        let set = tile_set(RedFives::ONE_EACH);
        assert_eq!(set.len(), TILE_COUNT);
        for kind in TileKind::all() {
            assert_eq!(set.iter().filter(|t| t.kind() == kind).count(), 4, "{kind}");
        }
        assert_eq!(set.iter().filter(|t| t.is_red()).count(), 3);
    }

    #[test]
    fn red_five_counts_follow_the_ruleset_and_cap_at_four() {
        let set = tile_set(RedFives {
            man: 0,
            pin: 2,
            sou: 9,
        });
        let reds = |suit| {
            set.iter()
                .filter(|t| t.is_red() && t.kind().suit() == suit)
                .count()
        };
        assert_eq!(
            (reds(Suit::Man), reds(Suit::Pin), reds(Suit::Sou)),
            (0, 2, 4)
        );
    }

    /// Kan rule: "The last tile from the wall is added to the dead wall, so that the dead
    /// wall contains 14 tiles at all times" — and the haitei tile moves one earlier.
    #[test]
    fn rinshan_draw_keeps_dead_wall_at_14_and_shortens_live_wall() {
        let mut wall = Wall::shuffled(Seed(3), RedFives::ONE_EACH);
        assert_eq!(wall.live_remaining(), LIVE_WALL_SIZE);
        assert_eq!(wall.dead_wall_size(), DEAD_WALL_SIZE);
        for kans in 1..=RINSHAN_SLOTS {
            assert!(wall.draw_rinshan().is_some());
            assert_eq!(wall.dead_wall_size(), DEAD_WALL_SIZE);
            assert_eq!(wall.live_remaining(), LIVE_WALL_SIZE - kans);
        }
        assert_eq!(wall.draw_rinshan(), None, "only four replacement tiles");
    }

    #[test]
    fn draws_stop_at_the_moved_haitei_boundary() {
        let mut wall = Wall::shuffled(Seed(4), RedFives::NONE);
        wall.draw_rinshan();
        let mut count = 0;
        while wall.draw().is_some() {
            count += 1;
        }
        assert_eq!(count, LIVE_WALL_SIZE - 1);
        assert_eq!(
            wall.draw_rinshan(),
            None,
            "no kan replacement once the live wall is empty"
        );
    }

    /// Sanma: "The dead wall accommodates 8 rinshan draws rather than four", and "for each
    /// Kita or Kan call, the Haiteihai is moved to the dead wall" (riichi.wiki, "Sanma"):
    /// 108 tiles, 55 draws after the deal of 39, the dead wall at 14, every tile once.
    #[test]
    fn a_sanma_wall_gives_eight_replacements_and_keeps_the_dead_wall_at_14() {
        let rules = Ruleset::tenhou_sanma();
        assert_eq!(tile_set_of(&rules).len(), 108);
        let mut wall = Wall::shuffled_for(Seed(6), &rules);
        for _ in 0..39 {
            assert!(wall.draw().is_some());
        }
        assert_eq!(wall.live_remaining(), 55);
        let mut seen = Vec::new();
        for n in 1..=SANMA_REPLACEMENTS {
            let tile = wall.draw_rinshan();
            assert!(tile.is_some(), "replacement {n}");
            seen.extend(tile);
            assert_eq!(wall.dead_wall_size(), DEAD_WALL_SIZE);
            assert_eq!(wall.live_remaining(), 55 - n);
            let mut all = wall.remaining_tiles();
            all.extend(&seen);
            assert_eq!(all.len(), 108 - 39, "every tile once after {n}");
        }
        assert_eq!(wall.draw_rinshan(), None, "eight replacement draws");
        let mut all = wall.remaining_tiles();
        all.extend(&seen);
        all.sort();
        let mut expected = tile_set_of(&rules);
        let mut dealt = Wall::shuffled_for(Seed(6), &rules);
        for t in (0..39).filter_map(|_| dealt.draw()) {
            if let Some(i) = expected.iter().position(|x| *x == t) {
                expected.remove(i);
            }
        }
        expected.sort();
        assert_eq!(all, expected, "the wall holds exactly the tiles not dealt");
    }

    #[test]
    fn first_indicator_is_revealed_and_at_most_five() {
        let mut wall = Wall::shuffled(Seed(5), RedFives::NONE);
        assert_eq!(wall.dora_indicators().len(), 1);
        for n in 2..=INDICATOR_SLOTS {
            assert!(wall.reveal_indicator().is_some());
            assert_eq!(wall.dora_indicators().len(), n);
            assert_eq!(wall.ura_indicators().len(), n);
        }
        assert_eq!(wall.reveal_indicator(), None);
    }

    /// A three-player position after three kans and three kita (six replacement draws;
    /// riichi.wiki, "Sanma": the dead wall gives eight, the fifth to eighth being tiles
    /// moved in from the live wall): the first four came from the four slots, the fifth
    /// and sixth are in hands; two remain, each the live wall's last tile moved in, the
    /// dead wall stays at 14 and only the kans turned indicators.
    #[test]
    fn a_sanma_position_after_six_replacement_draws_has_two_left() {
        let rules = crate::Ruleset::tenhou_sanma();
        let tiles = tile_set_of(&rules);
        let (live, dead) = tiles.split_at(tiles.len() - DEAD_WALL_SIZE);
        let live = live[..20].to_vec();
        let dead: [Tile; DEAD_WALL_SIZE] = dead.try_into().unwrap_or_else(|_| unreachable!());
        let mut w = Wall::from_parts(live.clone(), dead)
            .for_rules(&rules)
            .after_replacements(3, 3);
        assert_eq!((w.rinshan_drawn(), w.dead_wall_size()), (6, 14));
        assert_eq!(w.dora_indicators().len(), 4, "three kan dora, no kita dora");
        assert_eq!(w.live_remaining(), 20);
        assert_eq!(w.draw_rinshan(), Some(live[19]));
        assert_eq!((w.live_remaining(), w.dead_wall_size()), (19, 14));
        assert_eq!(w.draw_rinshan(), Some(live[18]));
        assert_eq!(w.draw_rinshan(), None, "eight replacement draws in all");
        assert_eq!(w.remaining_tiles().len(), 18 + DEAD_WALL_SIZE);
    }
}
