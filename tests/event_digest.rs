//! Seeded random hands, pinned event by event: every event of 1,500 hands of random legal
//! play under four rule sets (four-player Tenhou, Mahjong Soul and EMA, three-player
//! Mahjong Soul), and each seat's legal actions at every step, are folded into one
//! digest. A change made for speed must leave it as it is; a change of the rules
//! themselves changes it, and then the new digest is written here with the reason.

use rinshan::engine::{Round, RoundSetup};
use rinshan::rules::{Rng, Ruleset, Seat, Seed};

/// FNV-1a, 64 bits: stable across platforms and Rust versions.
fn fold(digest: &mut u64, text: &str) {
    for b in text.bytes() {
        *digest ^= u64::from(b);
        *digest = digest.wrapping_mul(0x0100_0000_01b3);
    }
}

fn digest_of(rules: &Ruleset, seeds: std::ops::Range<u64>) -> u64 {
    let mut digest = 0xcbf2_9ce4_8422_2325;
    for seed in seeds {
        let setup = RoundSetup::first(rules);
        let mut round = Round::from_seed(Seed(seed), rules.clone(), setup);
        let mut rng = Rng::new(Seed(seed ^ 0xbe7c));
        let mut steps = 0;
        while !round.is_over() && steps < 5000 {
            let mut chosen = None;
            for seat in Seat::ALL {
                let legal = round.legal_actions(seat);
                fold(&mut digest, &format!("{legal:?}"));
                if chosen.is_none() && !legal.is_empty() {
                    let pick = legal[rng.below(legal.len() as u64) as usize].clone();
                    chosen = Some((seat, pick));
                }
            }
            let Some((seat, pick)) = chosen else { break };
            let events = round.apply(seat, pick);
            assert!(events.is_ok(), "seed {seed}: {events:?}");
            steps += 1;
        }
        fold(&mut digest, &format!("{:?}", round.log()));
    }
    digest
}

#[test]
fn seeded_random_hands_play_event_for_event_as_pinned() {
    let digests = [
        digest_of(&Ruleset::tenhou(), 0..600),
        digest_of(&Ruleset::mahjong_soul(), 600..900),
        digest_of(&Ruleset::ema(), 900..1200),
        digest_of(&Ruleset::mahjong_soul_sanma(), 1200..1500),
    ];
    assert_eq!(
        digests,
        [
            0x9ca0_8f6f_4d8c_3ef6,
            0x7f7b_a33d_7708_7164,
            0x9b57_637c_3cfd_3549,
            0x0fb0_672c_f350_18f2,
        ],
        "{digests:#018x?}"
    );
}
