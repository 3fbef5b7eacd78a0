//! One source for what is legal and why: over many random positions (random legal play,
//! calls and kans taken eagerly, every preset, the three-player ones included), for every candidate action of every seat,
//! the action is among `legal_actions` exactly when `check` accepts it — so the list and
//! the refusals cannot disagree (a chii or pon named with its tiles the other way round is
//! the same action, in its canonical form) — and every legal action's word (the JavaScript API's) is
//! accepted by `refusal` and `apply`.

use proptest::prelude::*;
use rinshan::api::table::ScenarioRound;
use rinshan::engine::{Action, Round, RoundSetup};
use rinshan::play::script::word;
use rinshan::rules::{Rng, Ruleset, Seat, Seed, Tile, TileKind};

/// Every action one might try for a seat now, legal or not: the draw, pass, wins, the
/// kans, the abort, each tile's discard with and without riichi (and one tile not in the
/// hand), every pair of hand tiles as a pon or a chii, each kind as an ankan, each tile as
/// a shouminkan.
fn candidates(r: &Round, seat: Seat) -> Vec<Action> {
    let hand = &r.player(seat).hand;
    let mut out = vec![
        Action::Draw,
        Action::Skip,
        Action::Tsumo,
        Action::Ron,
        Action::Daiminkan,
        Action::KyuushuKyuuhai,
        Action::Kita,
    ];
    let absent = Tile::all_faces().find(|t| !hand.contains(t));
    for &tile in hand.iter().chain(absent.iter()) {
        out.push(Action::Discard {
            tile,
            riichi: false,
        });
        out.push(Action::Discard { tile, riichi: true });
        out.push(Action::Shouminkan { tile });
        out.push(Action::Ankan { kind: tile.kind() });
    }
    for (i, &a) in hand.iter().enumerate() {
        for &b in &hand[i + 1..] {
            out.push(Action::Pon { tiles: [a, b] });
            out.push(Action::Chii { tiles: [a, b] });
            out.push(Action::Chii { tiles: [b, a] });
        }
    }
    out.push(Action::Ankan {
        kind: TileKind::wind(0),
    });
    out
}

/// The agreement at one position, for every seat.
fn agrees(r: &Round) -> Result<(), TestCaseError> {
    let words = ScenarioRound::from_round(r.clone());
    for seat in Seat::ALL {
        let legal = r.legal_actions(seat);
        let tried = candidates(r, seat);
        for a in &legal {
            prop_assert!(
                tried.iter().any(|t| t.canonical() == *a),
                "{a:?} is legal but not a candidate"
            );
            prop_assert_eq!(r.check(seat, a), Ok(()), "legal {:?} refused", a);
            let w = word(a);
            prop_assert_eq!(
                words.refusal(seat, &w),
                Ok(None),
                "the word '{}' of legal {:?} is refused",
                &w,
                a
            );
            let mut applied = words.clone();
            prop_assert!(applied.apply(seat, &w).is_ok(), "'{}' does not apply", &w);
        }
        for a in &tried {
            prop_assert_eq!(
                legal.contains(&a.canonical()),
                r.check(seat, a).is_ok(),
                "{:?} for seat {}: legal_actions and check disagree ({:?})",
                a,
                seat.index(),
                r.check(seat, a)
            );
        }
    }
    Ok(())
}

/// Takes calls, kans and wins often so that positions reach them.
fn pick(actions: &[Action], rng: &mut Rng) -> Action {
    let eager: Vec<&Action> = actions
        .iter()
        .filter(|a| {
            matches!(
                a,
                Action::Daiminkan
                    | Action::Shouminkan { .. }
                    | Action::Ankan { .. }
                    | Action::Pon { .. }
                    | Action::Kita
                    | Action::Chii { .. }
                    | Action::Discard { riichi: true, .. }
            )
        })
        .collect();
    if !eager.is_empty() && rng.below(2) > 0 {
        return eager[rng.below(eager.len() as u64) as usize].clone();
    }
    // Wins end the hand: take them rarely, to see more positions first.
    let rest: Vec<&Action> = actions
        .iter()
        .filter(|a| !matches!(a, Action::Tsumo | Action::Ron) || rng.below(8) == 0)
        .collect();
    let from = if rest.is_empty() {
        actions.iter().collect()
    } else {
        rest
    };
    from[rng.below(from.len() as u64) as usize].clone()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn legal_actions_are_exactly_what_check_accepts(seed in any::<u64>(), preset in 0usize..6) {
        let presets = Ruleset::presets();
        let rules = presets[preset].clone();
        let setup = RoundSetup::first(&rules);
        let mut r = Round::from_seed(Seed(seed), rules, setup);
        let mut rng = Rng::new(Seed(seed ^ 0x5eed));
        for _ in 0..400 {
            agrees(&r)?;
            let Some((seat, actions)) = Seat::ALL
                .iter()
                .map(|&s| (s, r.legal_actions(s)))
                .find(|(_, a)| !a.is_empty())
            else {
                break;
            };
            let a = pick(&actions, &mut rng);
            prop_assert!(r.apply(seat, a.clone()).is_ok(), "{:?} was offered", a);
        }
    }
}
