//! A guess at what one seat cannot see, dealt at random but consistently with its view:
//! exactly the tiles it has not seen, each other seat's hand as developed as a hand that
//! far into the deal usually is, and a seat in riichi tenpai on waits outside its own pond
//! (it would be furiten there).

use super::model::keep;
use super::read::{Reader, Reading};
use rinshan_bots::yaku_path::open_yaku_path;
use rinshan_engine::{Hidden, SeatView};
use rinshan_rules::hand::counts_of;
use rinshan_rules::shanten::{acceptance_kinds, shanten_after_discards, Counts};
use rinshan_rules::wall::{DEAD_WALL_SIZE, INDICATOR_SLOTS};
use rinshan_rules::{Meld, Rng, Seat, Tile, TileKind};

/// Draws a seat in riichi may take beyond its turns to reach a tenpai that is not furiten.
const RIICHI_EXTRA_DRAWS: usize = 40;
/// Hands a seat in riichi (or with an open hand, which must keep a yaku in reach) is dealt
/// in all when one does not get there (the last is kept as it ends).
const TRIES: usize = 8;
/// A riichi on a single kind (a closed, edge or single wait) is kept this often, a wait on
/// two kinds or more always: players shape for two-sided waits before they declare, so
/// riichi waits are mostly two-sided (and middle tiles the likelier winning tiles).
const SINGLE_WAIT_KEPT: u64 = 40;

/// Deals what `view`'s seat cannot see: the other seats' concealed tiles, the live wall in
/// draw order and the dead wall's hidden slots. `None` when the view does not add up (its
/// unseen tiles are not as many as the hands and walls it shows need).
///
/// Each other hand starts as a random deal and is then played on by itself for a share
/// ([`Reading::developed`]) of the turns the seat has discarded — each turn a draw from the
/// unseen tiles and the discard that keeps the best shanten (among those, the least
/// connected tile, dora kept as players keep them), the tile let go back among the unseen —
/// so that it is about as far along as that seat's hand; a hand that has called is shaped
/// toward the yaku its melds point to and must keep one in reach; a seat in riichi is
/// played on until it is tenpai without waiting on a tile of its own pond, mostly on a
/// two-sided wait.
///
/// With `reading` of more than one guess, each other seat is dealt that many such hands
/// and one is kept, likelier the likelier its pond was from it ([`super::read`]).
pub fn deal(view: &SeatView, rng: &mut Rng, reading: Reading) -> Option<Hidden> {
    let mut pool = view.unseen_tiles();
    let me = view.seat;
    // The seats that play (three in sanma, whose North seat is empty), but this one.
    let others: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|&s| s != me && s.index() < view.rules.seat_count())
        .collect();
    let shown = view.dora_indicators.len().clamp(1, INDICATOR_SLOTS);
    let hands_size: usize = others.iter().map(|&s| view.hand_size(s)).sum();
    if pool.len() != hands_size + view.live_remaining + DEAD_WALL_SIZE - shown {
        return None;
    }
    rng.shuffle(&mut pool);
    let mut hidden = Hidden::default();
    for &o in &others {
        let size = view.hand_size(o);
        let i = o.index();
        let turns = (view.ponds[i].len() as f64 * reading.developed).round() as usize;
        let furiten: Vec<usize> = view.ponds[i]
            .iter()
            .map(|p| p.tile.kind().index())
            .collect();
        let riichi = view.riichi[i].then_some(furiten.as_slice());
        let reader = Reader::of(view, o);
        let (dora, yakuhai) = (&reader.dora, &reader.yakuhai);
        let seat = DevSeat {
            melds: view.melds[i].len(),
            turns,
            riichi,
            dora,
            yakuhai,
            aim: Aim::of(&view.melds[i], yakuhai),
            open: view.melds[i]
                .iter()
                .any(Meld::is_open)
                .then_some((view.melds[i].as_slice(), view.rules.open_tanyao)),
        };
        let hand = if reading.guesses <= 1 {
            guess(size, &seat, &mut pool, rng)
        } else {
            let mut guesses: Vec<(f64, Vec<Tile>)> = Vec::with_capacity(reading.guesses);
            for _ in 0..reading.guesses {
                let mut hand = guess(size, &seat, &mut pool, rng);
                let ll = reader.log_likelihood(&counts_of(hand.iter().copied()), rng);
                guesses.push((reading.sharpness * ll, hand.clone()));
                pool.append(&mut hand);
                rng.shuffle(&mut pool);
            }
            let kept = pick_weighted(&guesses, rng);
            let hand = std::mem::take(&mut guesses[kept].1);
            for t in &hand {
                if let Some(at) = pool.iter().position(|p| p == t) {
                    pool.swap_remove(at);
                }
            }
            hand
        };
        hidden.hands[i] = hand;
    }
    rng.shuffle(&mut pool);
    hidden.dead = pool.split_off(view.live_remaining);
    hidden.live = pool;
    Some(hidden)
}

/// One guess at a seat's `size` concealed tiles, taken from `pool` and developed as far as
/// the seat's turns ([`develop`]), dealt again (up to [`TRIES`] times) when a riichi or an
/// open hand does not get where it must.
fn guess(size: usize, seat: &DevSeat, pool: &mut Vec<Tile>, rng: &mut Rng) -> Vec<Tile> {
    let mut hand: Vec<Tile> = pool.split_off(pool.len() - size);
    for tries in 1.. {
        if develop(&mut hand, seat, pool, rng) || tries == TRIES {
            break;
        }
        pool.append(&mut hand);
        rng.shuffle(pool);
        hand = pool.split_off(pool.len() - size);
    }
    hand
}

/// An index of `weighted` (log-weights first) drawn with chances in proportion to the
/// weights.
pub fn pick_weighted<T>(weighted: &[(f64, T)], rng: &mut Rng) -> usize {
    let top = weighted
        .iter()
        .map(|w| w.0)
        .fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = weighted.iter().map(|w| (w.0 - top).exp()).collect();
    let total: f64 = weights.iter().sum();
    let mut at = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (i, w) in weights.iter().enumerate() {
        if at < *w {
            return i;
        }
        at -= w;
    }
    weighted.len().saturating_sub(1)
}

/// The yaku an open hand's melds point to, which its concealed tiles are shaped toward.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Aim {
    /// None needed beyond shape (a closed hand, or a yakuhai triplet shown).
    Free,
    /// All simples: terminals and honours go first.
    Simples,
    /// One suit (0 man, 1 pin, 2 sou) with honours: other suits go first.
    Suit(usize),
    /// A yakuhai pair to pon: those pairs are kept.
    YakuhaiPair,
}

impl Aim {
    /// What `melds` point to for a seat with `yakuhai`.
    fn of(melds: &[Meld], yakuhai: &[bool; 34]) -> Aim {
        if !melds.iter().any(Meld::is_open)
            || melds
                .iter()
                .any(|m| !m.is_sequence() && yakuhai[m.first_kind().index()])
        {
            return Aim::Free;
        }
        if melds
            .iter()
            .all(|m| m.tiles().iter().all(|t| !t.kind().is_terminal_or_honor()))
        {
            return Aim::Simples;
        }
        let suits: Vec<usize> = melds
            .iter()
            .filter(|m| !m.first_kind().is_honor())
            .map(|m| m.first_kind().index() / 9)
            .collect();
        match suits.first() {
            Some(&s) if suits.iter().all(|&x| x == s) => Aim::Suit(s),
            None => Aim::Suit(0),
            _ => Aim::YakuhaiPair,
        }
    }

    /// How much the aim adds to the worth of keeping a tile of `kind` (held `n` times).
    fn keep(self, kind: TileKind, n: u8, yakuhai: &[bool; 34]) -> i32 {
        match self {
            Aim::Free => 0,
            Aim::Simples if kind.is_terminal_or_honor() => -100,
            Aim::Suit(s) if !kind.is_honor() && kind.index() / 9 != s => -100,
            Aim::YakuhaiPair if yakuhai[kind.index()] && n >= 2 => 100,
            _ => 0,
        }
    }
}

/// What a hand is developed toward: one other seat as its view shows it.
struct DevSeat<'a> {
    /// Its melds.
    melds: usize,
    /// Its discards so far: the turns it has played.
    turns: usize,
    /// In riichi: the kinds of its own pond (it waits on none of them).
    riichi: Option<&'a [usize]>,
    /// Dora by kind.
    dora: &'a Counts,
    /// Its yakuhai.
    yakuhai: &'a [bool; 34],
    /// The yaku its open melds point to.
    aim: Aim,
    /// Its melds and whether open tanyao counts, when it has called: it must keep a yaku
    /// in reach (a guess that does not is dealt again, as a riichi's is).
    open: Option<(&'a [Meld], bool)>,
}

/// Plays `hand` on by itself for the seat's turns, each a draw from `pool` and the discard
/// of the least useful tile among those that keep the best shanten; a seat in riichi on
/// until it is tenpai waiting on none of its own discards (a single wait kept only
/// [`SINGLE_WAIT_KEPT`] % of the time). False when a riichi hand did not get there.
fn develop(hand: &mut [Tile], seat: &DevSeat, pool: &mut [Tile], rng: &mut Rng) -> bool {
    if pool.is_empty() || hand.is_empty() {
        return true;
    }
    let turns = seat.turns;
    let limit = turns
        + if seat.riichi.is_some() {
            RIICHI_EXTRA_DRAWS
        } else {
            0
        };
    for turn in 0..=limit {
        if turn >= turns {
            if let Some((melds, open_tanyao)) = seat.open {
                let kinds: Vec<TileKind> = TileKind::all()
                    .filter(|k| seat.yakuhai[k.index()])
                    .collect();
                let counts = counts_of(hand.iter().copied());
                return open_yaku_path(&counts, melds, &kinds, open_tanyao);
            }
            let Some(pond) = seat.riichi else { return true };
            let counts = counts_of(hand.iter().copied());
            let (shanten, waits) = acceptance_kinds(&counts, seat.melds);
            let kinds = waits.iter().filter(|&&w| w).count();
            if shanten == 0
                && pond.iter().all(|&k| !waits[k])
                && (kinds >= 2 || rng.below(100) < SINGLE_WAIT_KEPT)
            {
                return true;
            }
            if turn == limit {
                return false;
            }
        }
        let at = rng.below(pool.len() as u64) as usize;
        let drawn = pool[at];
        let mut counts = counts_of(hand.iter().copied());
        counts[drawn.kind().index()] += 1;
        let after = shanten_after_discards(&counts, seat.melds);
        let best = after.iter().copied().min().unwrap_or(i8::MAX);
        // Among the tiles (the hand's and the drawn one) whose discard keeps the best
        // shanten, the least useful goes (ties at random).
        let worth = |t: &Tile| {
            let k = t.kind();
            8 * keep(&counts, k, seat.dora, seat.yakuhai)
                + 40 * i32::from(t.is_red())
                + seat.aim.keep(k, counts[k.index()], seat.yakuhai)
        };
        let mut let_go: Option<(i32, Option<usize>)> = None;
        for (j, t) in hand
            .iter()
            .map(Some)
            .chain(std::iter::once(None))
            .enumerate()
        {
            let tile = t.unwrap_or(&drawn);
            if after[tile.kind().index()] != best {
                continue;
            }
            let score = worth(tile) + rng.below(8) as i32;
            if let_go.is_none_or(|(s, _)| score < s) {
                let_go = Some((score, t.map(|_| j)));
            }
        }
        // The drawn tile itself goes back when it is the one let go.
        if let Some((_, Some(j))) = let_go {
            pool[at] = hand[j];
            hand[j] = drawn;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use rinshan_engine::random_play::each_choice;
    use rinshan_engine::{Action, Round, RoundSetup};
    use rinshan_rules::shanten::shape_shanten;
    use rinshan_rules::{Ruleset, Seed};

    /// The tiles dealt are exactly the tiles the seat cannot see, in hands of the right
    /// sizes and walls of the right lengths; a seat in riichi is dealt a tenpai that is
    /// not furiten on its own discards (nearly always: a few tries); and the guess
    /// rebuilds a round the engine accepts.
    #[test]
    fn a_deal_is_the_unseen_tiles_in_the_right_places() {
        deals_the_unseen_tiles(Ruleset::tenhou());
        // Three players: nothing dealt to the empty North seat (every deal was refused
        // when it was counted as a fourth hand, and the Expert played as Hard).
        deals_the_unseen_tiles(Ruleset::tenhou_sanma());
    }

    fn deals_the_unseen_tiles(rules: Ruleset) {
        let (mut riichi_hands, mut tenpai) = (0, 0);
        for hand in 0..150u64 {
            let mut round = Round::from_seed(Seed(hand), rules.clone(), RoundSetup::first(&rules));
            let mut rng = Rng::new(Seed(hand));
            let mut dealing = Rng::new(Seed(hand ^ 0xdea1));
            // Riichi whenever offered, otherwise at random.
            let pick = |legal: &[Action], rng: &mut Rng| {
                legal
                    .iter()
                    .find(|a| matches!(a, Action::Discard { riichi: true, .. }))
                    .cloned()
                    .unwrap_or_else(|| legal[rng.below(legal.len() as u64) as usize].clone())
            };
            each_choice(&mut round, &mut rng, pick, |round, seat, _| {
                let view = round.view(seat);
                let hidden =
                    deal(&view, &mut dealing, Reading::BLIND).unwrap_or_else(|| panic!("no deal"));
                let mut dealt: Vec<Tile> = hidden
                    .hands
                    .iter()
                    .flatten()
                    .chain(&hidden.live)
                    .chain(&hidden.dead)
                    .copied()
                    .collect();
                dealt.sort();
                assert_eq!(dealt, view.unseen_tiles());
                for o in Seat::ALL.into_iter().filter(|&o| o != seat) {
                    let h = &hidden.hands[o.index()];
                    assert_eq!(h.len(), view.hand_size(o));
                    if view.riichi[o.index()] {
                        let counts = counts_of(h.iter().copied());
                        let melds = view.melds[o.index()].len();
                        let (_, waits) = acceptance_kinds(&counts, melds);
                        let furiten = view.ponds[o.index()]
                            .iter()
                            .any(|p| waits[p.tile.kind().index()]);
                        riichi_hands += 1;
                        tenpai += usize::from(shape_shanten(&counts, melds) == 0 && !furiten);
                    }
                }
                let rebuilt =
                    Round::from_view(&view, hidden).unwrap_or_else(|e| panic!("hand {hand}: {e}"));
                assert_eq!(rebuilt.view(seat), view);
            })
            .unwrap_or_else(|e| panic!("hand {hand}: {e}"));
        }
        assert!(riichi_hands > 40, "{riichi_hands}");
        // Random play declares riichi with ponds no real hand has; nearly every guess
        // still gets there.
        assert!(
            tenpai * 100 >= riichi_hands * 95,
            "{tenpai} of {riichi_hands}"
        );
    }
}
