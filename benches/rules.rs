//! Speed of the rules core: shanten of random 14-tile hands and of hands all in one suit
//! (a flush in the making, once the slowest case), tile acceptance of a 13-tile hand (the
//! suit-by-suit count against a shanten count per kind drawn), and full scoring of
//! typical winning hands. Run with `cargo bench --bench rules`.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use std::hint::black_box;

use rinshan::rules::samples::{one_suit_hands, random_hands};
use rinshan::rules::shanten::{acceptance_kinds, shape_shanten, Counts};
use rinshan::rules::{score, Hand, RiichiState, Ruleset, Tile, TileKind, Win, WinMethod};

/// Typical winning hands, each with its winning tile and circumstances.
fn winning_hands() -> Vec<(Hand, Win)> {
    let cases = [
        ("123m456p234s78s55p", "9s", true, true),
        ("234m456p345s67s88p", "5s", false, false),
        ("123m789p789s99m11z", "1z", false, false),
        ("112233m456p78s99p", "9s", true, false),
        ("123m456p78s55p kan:7777z", "9s", false, true),
        ("234m567p345s34s88p", "2s", true, false),
        ("1122m3344p5566s7z", "7z", false, true),
        ("555z666z77z123m45p", "3p", false, false),
    ];
    cases
        .iter()
        .filter_map(|&(h, t, riichi, tsumo)| {
            let hand = Hand::parse(h).ok()?;
            let tile: Tile = t.parse().ok()?;
            let method = if tsumo {
                WinMethod::Tsumo
            } else {
                WinMethod::Ron
            };
            let mut win = Win::new(tile, method, TileKind::wind(1));
            if riichi {
                win.riichi = RiichiState::Riichi;
            }
            win.dora_indicators = "3m".parse::<Tile>().ok().into_iter().collect();
            Some((hand, win))
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let hands = random_hands(4096);
    let mut i = 0;
    c.bench_function("shanten of a random 14-tile hand", |b| {
        b.iter(|| {
            i = (i + 1) % hands.len();
            black_box(shape_shanten(black_box(&hands[i]), 0))
        })
    });
    let flushes = one_suit_hands(4096);
    let mut f = 0;
    c.bench_function("shanten of a 14-tile hand all in one suit", |b| {
        b.iter(|| {
            f = (f + 1) % flushes.len();
            black_box(shape_shanten(black_box(&flushes[f]), 0))
        })
    });
    // 13-tile hands: a random 14-tile hand without its last kind.
    let thirteen: Vec<Counts> = hands
        .iter()
        .map(|h| {
            let mut c = *h;
            if let Some(k) = (0..34).rev().find(|&k| c[k] > 0) {
                c[k] -= 1;
            }
            c
        })
        .collect();
    let mut a = 0;
    c.bench_function(
        "tile acceptance of a 13-tile hand (acceptance_kinds)",
        |b| {
            b.iter(|| {
                a = (a + 1) % thirteen.len();
                black_box(acceptance_kinds(black_box(&thirteen[a]), 0))
            })
        },
    );
    let mut n = 0;
    c.bench_function(
        "tile acceptance of a 13-tile hand (a shanten per kind)",
        |b| {
            b.iter(|| {
                n = (n + 1) % thirteen.len();
                let hand = black_box(&thirteen[n]);
                let now = shape_shanten(hand, 0);
                let mut kinds = [false; 34];
                for (k, better) in kinds.iter_mut().enumerate() {
                    let mut x = *hand;
                    if x[k] < 4 {
                        x[k] += 1;
                        *better = shape_shanten(&x, 0) < now;
                    }
                }
                black_box((now, kinds))
            })
        },
    );
    let wins = winning_hands();
    let rules = Ruleset::tenhou();
    let mut j = 0;
    c.bench_function("full scoring of a typical winning hand", |b| {
        b.iter_batched(
            || {
                j = (j + 1) % wins.len();
                &wins[j]
            },
            |(hand, win)| black_box(score(hand, win, &rules)),
            BatchSize::SmallInput,
        )
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
