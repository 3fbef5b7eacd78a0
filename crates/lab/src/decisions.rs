//! The decisions of a real game: each hand of a record is replayed through the engine
//! (as `rinshan_records::check` does), and at every moment a seat had a choice — a discard
//! (with riichi or not), a call or a pass, a win or not, a kan — the lab gets that seat's
//! view (the [`SeatView`] the computer players see), its legal actions, what the player
//! did, and what the table hid: each opponent's hand, for the labels a model of hands is
//! fitted to. Inputs are built from the view alone; [`Hidden`] is only for labels.

use rinshan_engine::{Action, Round, SeatView};
use rinshan_records::replay::{replay_into, starting_round};
use rinshan_records::Record;
use rinshan_rules::shanten::shape_shanten;
use rinshan_rules::waits::waits;
use rinshan_rules::{Ruleset, Seat, TileKind};

/// What kind of choice it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// In the seat's own turn: a discard (riichi or not), a tsumo, a kan, an abort.
    Turn,
    /// Answering another seat's discard or added kan: a call, a ron or a pass.
    Claim,
}

/// What the table hid from the seat, for labels only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hidden {
    /// Each seat's hand is tenpai (a real wait left, as at an exhaustive draw).
    pub tenpai: [bool; 4],
    /// Each seat's waits (empty when not tenpai).
    pub waits: [Vec<TileKind>; 4],
}

/// One decision of a real player.
#[derive(Clone, Debug)]
pub struct Decision {
    /// Whose decision.
    pub seat: Seat,
    /// Own turn or a claim.
    pub choice: Choice,
    /// What the seat saw.
    pub view: SeatView,
    /// What it could do.
    pub legal: Vec<Action>,
    /// What it did.
    pub taken: Action,
    /// What it could not see.
    pub hidden: Hidden,
}

fn hidden(round: &Round) -> Hidden {
    let mut tenpai = [false; 4];
    let mut w: [Vec<TileKind>; 4] = Default::default();
    for s in Seat::ALL {
        let p = round.player(s);
        let counts = p.counts();
        if shape_shanten(&counts, p.melds.len()) == 0 {
            w[s.index()] = waits(&counts, p.melds.len(), &p.counts());
            tenpai[s.index()] = !w[s.index()].is_empty();
        }
    }
    Hidden { tenpai, waits: w }
}

/// Calls `each` with every decision of `record`'s hands that replay without a mismatch,
/// in table order; returns how many hands could not be replayed.
pub fn each_decision(
    record: &Record,
    rules: &Ruleset,
    mut each: impl FnMut(usize, &Decision),
) -> usize {
    let mut skipped = 0;
    for (i, h) in record.hands.iter().enumerate() {
        let mut tape = Vec::new();
        if replay_into(h, i + 1, rules, &mut tape).is_err() {
            skipped += 1;
            continue;
        }
        let Ok(mut round) = starting_round(h, rules) else {
            skipped += 1;
            continue;
        };
        for (seat, action) in tape {
            let legal = round.legal_actions(seat);
            if legal.len() > 1 {
                let choice = if round.view(seat).claim.is_some() {
                    Choice::Claim
                } else {
                    Choice::Turn
                };
                each(
                    i,
                    &Decision {
                        seat,
                        choice,
                        view: round.view(seat),
                        legal,
                        taken: action.clone(),
                        hidden: hidden(&round),
                    },
                );
            }
            if round.apply(seat, action).is_err() {
                break;
            }
        }
    }
    skipped
}

/// Every decision of the games `names` of `corpus` (Tenhou's rules), read with `threads`
/// workers: each worker gathers its games' decisions into a `T` with `add`, and the
/// workers' `T`s are merged in the games' order with `merge`. `progress` hears the count
/// of games read. A record that cannot be read adds nothing.
pub fn gather<T: Default + Send>(
    corpus: &super::corpus::Corpus,
    names: &[String],
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
    add: impl Fn(&mut T, &Decision) + Sync,
    merge: impl Fn(&mut T, T),
) -> T {
    let rules = Ruleset::tenhou();
    let done = std::sync::atomic::AtomicUsize::new(0);
    let mut all = T::default();
    for part in super::parallel::in_parts(names, threads, |_, run| {
        let mut mine = T::default();
        let _ = corpus.read(run, |_, text| {
            if let Ok(record) = rinshan_records::mjlog::read(text) {
                each_decision(&record, &rules, |_, d| add(&mut mine, d));
            }
            progress(done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1);
        });
        mine
    })
    .into_iter()
    .flatten()
    {
        merge(&mut all, part);
    }
    all
}
