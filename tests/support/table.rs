//! Building rounds from explicit positions for engine tests.

use rinshan::engine::{Position, Round, RoundSetup, SeatPosition};
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
    let seats = [0, 1, 2, 3].map(|i| SeatPosition::with_hand(tiles(hands[i])));
    table(rules, seats, live, indicator, rinshan_tiles, to_act, false)
}

/// One seat written as text (see [`SeatPosition::parse`]); panics on a typo (test input).
pub fn seat_text(text: &str, s: u8) -> SeatPosition {
    SeatPosition::parse(text, seat(s)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A round from four seats (see [`seat_text`]), the live wall, the first indicator and
/// the replacement tiles, as [`position_with_rinshan`] fills the dead wall; `fresh` when
/// the first go-around has not begun.
pub fn table(
    rules: Ruleset,
    seats: [SeatPosition; 4],
    live: &str,
    indicator: &str,
    rinshan_tiles: &str,
    to_act: u8,
    fresh: bool,
) -> Round {
    let setup = RoundSetup::first(&rules);
    table_in(
        rules,
        setup,
        seats,
        live,
        indicator,
        rinshan_tiles,
        to_act,
        fresh,
    )
}

/// As [`table`], with the table's dealer, honba, deposits and points.
#[allow(clippy::too_many_arguments)]
pub fn table_in(
    rules: Ruleset,
    setup: RoundSetup,
    seats: [SeatPosition; 4],
    live: &str,
    indicator: &str,
    rinshan_tiles: &str,
    to_act: u8,
    fresh: bool,
) -> Round {
    let live = tiles(live);
    let ind = t(indicator);
    let replacements = tiles(rinshan_tiles);
    let mut used = counts_of(
        seats
            .iter()
            .flat_map(SeatPosition::tiles)
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
    let sanma = rules.sanma.is_some();
    let in_set = move |k: &TileKind| !sanma || !rinshan::rules::sanma::not_in_sanma(*k);
    let mut spare = TileKind::all().filter(in_set).flat_map(|k| {
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
    Round::from_position(
        rules,
        Position {
            setup,
            wall: Wall::from_parts(live, dead),
            seats,
            to_act: seat(to_act),
            fresh,
        },
    )
    .unwrap_or_else(|e| panic!("bad position: {e}"))
}

/// Discarding `tile` (without riichi).
pub fn discard(tile: &str) -> rinshan::engine::Action {
    rinshan::engine::Action::Discard {
        tile: t(tile),
        riichi: false,
    }
}

/// Declaring riichi with the discard of `tile`.
pub fn riichi(tile: &str) -> rinshan::engine::Action {
    rinshan::engine::Action::Discard {
        tile: t(tile),
        riichi: true,
    }
}

/// Applies an action that must be legal.
pub fn apply(r: &mut Round, s: u8, a: rinshan::engine::Action) -> Vec<rinshan::engine::Event> {
    r.apply(seat(s), a.clone())
        .unwrap_or_else(|e| panic!("seat {s} {a:?}: {e}"))
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
