//! Building rounds from explicit positions for engine tests.

use rinshan::engine::{Round, RoundSetup};
use rinshan::rules::hand::counts_of;
use rinshan::rules::{parse_mpsz, Ruleset, Seat, Tile, TileKind, Wall};

/// Parses mpsz or panics with the text (test input only).
pub fn tiles(s: &str) -> Vec<Tile> {
    parse_mpsz(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// One tile.
pub fn t(s: &str) -> Tile {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// A seat by number.
pub fn seat(n: u8) -> Seat {
    Seat::new(n).unwrap_or(Seat::ALL[0])
}

/// A round where seat `to_act` moves next: hands (13 tiles, 14 for a seat about to
/// discard), the live wall in draw order, and a dead wall whose first dora indicator is
/// `indicator` (its ura-dora indicator is another copy of the same tile when one is free,
/// so tests know both); the other dead-wall tiles are filled with spare copies.
pub fn position(
    rules: Ruleset,
    hands: [&str; 4],
    live: &str,
    indicator: &str,
    to_act: u8,
) -> Round {
    position_with_rinshan(rules, hands, live, indicator, "", to_act)
}

/// As [`position`], with the first replacement tiles (rinshanpai) given in draw order.
pub fn position_with_rinshan(
    rules: Ruleset,
    hands: [&str; 4],
    live: &str,
    indicator: &str,
    rinshan_tiles: &str,
    to_act: u8,
) -> Round {
    let hands: [Vec<Tile>; 4] = hands.map(tiles);
    let live = tiles(live);
    let ind = t(indicator);
    let replacements = tiles(rinshan_tiles);
    let mut used = counts_of(
        hands
            .iter()
            .flatten()
            .copied()
            .chain(live.iter().copied())
            .chain(replacements.iter().copied())
            .chain([ind]),
    );
    let ura = if used[ind.kind().index()] < 4 {
        used[ind.kind().index()] += 1;
        Some(ind)
    } else {
        None
    };
    let mut spare = TileKind::all().flat_map(|k| {
        let free = 4u8.saturating_sub(used[k.index()]);
        used[k.index()] = 4;
        std::iter::repeat_n(Tile::new(k), free as usize)
    });
    let mut dead = [ind; 14];
    for (i, slot) in dead.iter_mut().enumerate() {
        *slot = match (i, ura) {
            (0..=3, _) if i < replacements.len() => replacements[i],
            (4, _) => ind,
            (9, Some(u)) => u,
            _ => spare.next().unwrap_or(ind),
        };
    }
    let setup = RoundSetup::first(&rules);
    Round::from_position(
        rules,
        setup,
        Wall::from_parts(live, dead),
        hands,
        seat(to_act),
        false,
    )
    .unwrap_or_else(|e| panic!("bad position: {e}"))
}

/// Applies an action that must be legal.
pub fn apply(r: &mut Round, s: u8, a: rinshan::engine::Action) -> Vec<rinshan::engine::Event> {
    r.apply(seat(s), a.clone())
        .unwrap_or_else(|e| panic!("seat {s} {a}: {e}"))
}

/// The seat draws and discards the tile it drew.
pub fn draw_and_throw(r: &mut Round, s: u8) {
    apply(r, s, rinshan::engine::Action::Draw);
    let drawn = r.player(seat(s)).hand.last().copied().unwrap_or(t("1z"));
    apply(
        r,
        s,
        rinshan::engine::Action::Discard {
            tile: drawn,
            riichi: false,
        },
    );
}

/// The yaku names of every win among `events`.
pub fn won_yaku(events: &[rinshan::engine::Event]) -> Vec<&'static str> {
    events
        .iter()
        .filter_map(|e| match e {
            rinshan::engine::Event::Won { score, .. } => {
                Some(score.yaku.iter().map(|(y, _)| y.name()).collect::<Vec<_>>())
            }
            _ => None,
        })
        .flatten()
        .collect()
}
