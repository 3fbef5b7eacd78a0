//! What a model is given: one seat's view ([`SeatView`], the type the computer players
//! see) as planes over the 34 tile kinds, the seats counted from the viewer (0 = itself,
//! 1 = the next seat to play, 2 = opposite, 3 = the one before). Nothing else goes in, so
//! nothing hidden can (the lab's `tests/features.rs` encodes two rounds that differ only in
//! what the seat cannot see and gets the same input).
//!
//! Every value is a multiple of 1/[`SCALE`] between 0 and 255/[`SCALE`], so an input is
//! kept exactly as bytes ([`to_bytes`], [`from_bytes`]): the lab holds millions of them.

use rinshan_bots::danger::genbutsu;
use rinshan_engine::SeatView;
use rinshan_rules::TileKind;

/// Planes per tile kind.
pub const CHANNELS: usize = 56;
/// Every value of the input is a whole number of 1/SCALE.
pub const SCALE: f32 = 60.0;
/// The input's length.
pub const INPUT: usize = CHANNELS * 34;

/// The plane of the 34 kinds `c` in `x`.
fn plane(x: &mut [f32], c: usize) -> &mut [f32] {
    &mut x[c * 34..(c + 1) * 34]
}

/// `v` to the nearest 1/SCALE that a byte holds.
fn q(v: f32) -> f32 {
    (v * SCALE).round().clamp(0.0, 255.0) / SCALE
}

/// An input as bytes (each value times SCALE).
pub fn to_bytes(x: &[f32]) -> Vec<u8> {
    x.iter()
        .map(|v| (v * SCALE).round().clamp(0.0, 255.0) as u8)
        .collect()
}

/// Bytes back to the input.
pub fn from_bytes(b: &[u8]) -> Vec<f32> {
    b.iter().map(|&v| f32::from(v) / SCALE).collect()
}

/// The kind a dora indicator points to.
fn dora_of(indicator: TileKind) -> usize {
    let k = indicator.index();
    match k {
        0..=26 => k / 9 * 9 + (k % 9 + 1) % 9,
        27..=30 => 27 + (k - 27 + 1) % 4,
        _ => 31 + (k - 31 + 1) % 3,
    }
}

/// Encodes `view`: `CHANNELS` planes of 34, kind by kind.
pub fn encode(view: &SeatView) -> Vec<f32> {
    let mut x = vec![0f32; INPUT];
    let me = view.seat.index();
    let rel = |r: usize| (me + r) % 4;
    // 0-3: own tiles (drawn tile included), 1 to 4 copies; 4: the drawn tile; 5: a red
    // five held.
    let mut own = [0u8; 34];
    for t in &view.hand {
        own[t.kind().index()] += 1;
        if t.is_red() {
            plane(&mut x, 5)[t.kind().index()] = 1.0;
        }
    }
    for (k, &held) in own.iter().enumerate() {
        for n in 0..held.min(4) {
            plane(&mut x, n as usize)[k] = 1.0;
        }
    }
    if let Some(t) = view.drawn {
        plane(&mut x, 4)[t.kind().index()] = 1.0;
    }
    // 6: dora (one per indicator pointing at the kind).
    for t in &view.dora_indicators {
        plane(&mut x, 6)[dora_of(t.kind())] += 1.0;
    }
    // 7-10: copies visible to the seat, 1 to 4.
    let seen = view.visible();
    for (k, &copies) in seen.iter().enumerate() {
        for n in 0..copies.min(4) {
            plane(&mut x, 7 + n as usize)[k] = 1.0;
        }
    }
    // 11: the tile offered to claim.
    if let Some((_, t)) = view.claim {
        plane(&mut x, 11)[t.kind().index()] = 1.0;
    }
    // 12-35: per seat from the viewer, six planes: pond copies (/4), tsumogiri copies
    // (/4), the riichi tile, the first six discards, meld copies (/4), and for the others
    // what is safe against them (genbutsu).
    for r in 0..4 {
        let s = rel(r);
        let base = 12 + 6 * r;
        for (i, p) in view.ponds[s].iter().enumerate() {
            let k = p.tile.kind().index();
            plane(&mut x, base)[k] += 0.25;
            if p.tsumogiri {
                plane(&mut x, base + 1)[k] += 0.25;
            }
            if p.riichi {
                plane(&mut x, base + 2)[k] = 1.0;
            }
            if i < 6 {
                plane(&mut x, base + 3)[k] = 1.0;
            }
        }
        for m in &view.melds[s] {
            for t in m.tiles() {
                plane(&mut x, base + 4)[t.kind().index()] += 0.25;
            }
        }
        if r > 0 {
            let safe = genbutsu(view, s);
            for (y, &ok) in plane(&mut x, base + 5).iter_mut().zip(&safe) {
                if ok {
                    *y = 1.0;
                }
            }
        }
    }
    // 36-38: the others' riichi; 39-42: the dealer by seat; 43: the live wall left;
    // 44: own wind; 45: the round wind; 46-49: points by seat; 50: honba; 51: deposits;
    // 52: own turns so far.
    let fill = |x: &mut [f32], c: usize, v: f32| plane(x, c).iter_mut().for_each(|y| *y = q(v));
    for r in 1..4 {
        if view.riichi[rel(r)] {
            fill(&mut x, 35 + r, 1.0);
        }
    }
    for r in 0..4 {
        if view.dealer.index() == rel(r) {
            fill(&mut x, 39 + r, 1.0);
        }
    }
    fill(&mut x, 43, view.live_remaining as f32 / 70.0);
    plane(&mut x, 44)[view.seat_wind.index()] = 1.0;
    plane(&mut x, 45)[view.round_wind.index()] = 1.0;
    for r in 0..4 {
        fill(
            &mut x,
            46 + r,
            view.points[rel(r)].clamp(0, 100_000) as f32 / 50_000.0,
        );
    }
    fill(&mut x, 50, view.honba.min(10) as f32 / 10.0);
    fill(&mut x, 51, view.deposits.min(10) as f32 / 10.0);
    fill(&mut x, 52, view.ponds[me].len() as f32 / 24.0);
    // 53-55: each other seat's last six discards taken from the hand (not tsumogiri): what
    // a hand gave up lately says most about its shape.
    for r in 1..4 {
        let pond = &view.ponds[rel(r)];
        for p in pond.iter().rev().take(6).filter(|p| !p.tsumogiri) {
            plane(&mut x, 52 + r)[p.tile.kind().index()] = 1.0;
        }
    }
    x
}
