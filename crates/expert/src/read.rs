//! Reading a seat's discards: how likely its pond is, had its concealed tiles been a
//! guessed hand. Asked to ([`Reading`]), [`super::deal`] deals several guesses for each
//! other seat and keeps one with a chance that grows with this likelihood, so that a seat
//! whose late discards were middle tiles is dealt a hand whose every other tile was worth
//! more to it (closer to tenpai, its waits away from what it let go), as a player reads a
//! pond.
//!
//! Each guess is first developed for a share of the seat's turns ([`DEVELOPED`]). The
//! `read` example measures how well deals guess the true hands; the oracle, whether the
//! Expert chooses better for it. So far neither a truer development nor the reading has
//! made its choices better (see [`Reading::guesses`] and [`DEVELOPED`]), so the default
//! deal is blind.
//!
//! The pond is read back from the guessed hand, newest discard first. Each discard was
//! chosen from the hand left after it with the discarded tile added (exactly so for the
//! newest); a discard from the hand (not the tile just drawn) means one tile of what is
//! left was drawn that turn, so going back one turn takes a tile of the hand out at random
//! and puts the discard back. Each choice is scored by how a player discards (Hard's
//! way: the best shanten kept, the least connected tile let go) and its chance taken from
//! a softmax of the scores ([`TEMPERATURE`]). Not read: discards after the seat's own
//! riichi (forced), discards once another seat had declared riichi (the seat may have
//! been folding, which is another way of choosing), and for a hand that has called, all
//! but its newest discard (when it called is not in the view).

use super::model::keep;
use rinshan_engine::{PondTile, SeatView};
use rinshan_rules::shanten::{shanten_after_discards, Counts};
use rinshan_rules::{Rng, Seat, TileKind};

/// How [`super::deal`] guesses the other seats' hands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reading {
    /// A guessed hand is played on by itself for this share of the seat's turns
    /// ([`DEVELOPED`]).
    pub developed: f64,
    /// Hands guessed for each other seat, one kept: 1 deals blindly (the default: eight
    /// kept by their likelihood gave, in the oracle, +0.070 ± 0.104 places a game
    /// developed for 0.4 of the turns (so that the kept guesses' shanten is the seat's
    /// on average), +0.031 ± 0.104 for all of them, +0.045 ± 0.097 at sharpness 0.3,
    /// against the blind deal's +0.095 ± 0.080, at about twice the time a decision).
    pub guesses: usize,
    /// How much the likelihood counts: a guess is kept with a chance in proportion to its
    /// likelihood raised to this power (0 deals blindly, 1 is the plain posterior).
    pub sharpness: f64,
}

impl Reading {
    /// Blind: one guess for each seat, as far along as its turns, whatever it let go.
    pub const BLIND: Reading = Reading {
        developed: DEVELOPED,
        guesses: 1,
        sharpness: 0.0,
    };
}

/// The share of its turns a guess at a seat's hand is developed for by default: all of
/// them. A guess so developed is dealt tenpai more often than the seat is (the `read`
/// example, Hard in every seat: dealt minus true shanten −0.38; at 0.6 it is 0.00, and the
/// Brier score of "this seat is tenpai" falls from 0.084 to 0.052), yet the oracle found
/// the Expert's choices no better for the truer guess (−0.01 ± 0.12 places a game over
/// Hard at 0.6 against +0.095 ± 0.080 at 1.0, on the same 6,518 decisions), so the
/// default stays.
pub const DEVELOPED: f64 = 1.0;

/// How many of `seat`'s discards (from its oldest) came before any other seat's riichi
/// declaration, reckoned by turn order from `dealer` (a call that skipped turns may move
/// it by one).
pub fn before_riichi(ponds: &[Vec<PondTile>; 4], seat: Seat, dealer: Seat) -> usize {
    let order = |s: Seat| (s.index() + 4 - dealer.index()) % 4;
    Seat::ALL
        .into_iter()
        .filter(|&s| s != seat)
        .filter_map(|s| {
            let r = ponds[s.index()].iter().position(|p| p.riichi)?;
            Some(r + usize::from(order(s) > order(seat)))
        })
        .min()
        .unwrap_or(usize::MAX)
}

/// The score a discard loses for each step of shanten it gives up over the best (in the
/// same units as eight times the model's `keep` worth): so much that a player building a
/// hand all but never does it (measured by the `read` example: the true hand's
/// likelihood ranks above 62.6 % of blind guesses at 120, 63.6 % at 400 and 1,000).
pub const SHANTEN_STEP: f64 = 1000.0;
/// The softmax temperature over discard scores: smaller is a sharper reading (4 to 48
/// rank the true hand alike: 63.3 % to 63.9 %).
pub const TEMPERATURE: f64 = 24.0;

/// What a seat's discards are read against.
pub struct Reader<'a> {
    /// Its melds (concealed tiles are 13 − 3 × melds after a discard).
    pub melds: usize,
    /// Its pond, oldest first.
    pub pond: &'a [PondTile],
    /// How many of its pond's discards (from the oldest) are read: those before another
    /// seat's riichi.
    pub readable: usize,
    /// Dora by kind.
    pub dora: Counts,
    /// Its yakuhai.
    pub yakuhai: [bool; 34],
}

impl<'a> Reader<'a> {
    /// `seat`'s discards as `view` shows them.
    pub fn of(view: &'a SeatView, seat: Seat) -> Reader<'a> {
        let mut dora = [0u8; 34];
        for i in &view.dora_indicators {
            dora[i.kind().dora_from_indicator().index()] += 1;
        }
        let mut yakuhai = [false; 34];
        for k in TileKind::all().filter(|k| k.is_dragon()) {
            yakuhai[k.index()] = true;
        }
        yakuhai[seat.wind(view.dealer).index()] = true;
        yakuhai[view.round_wind.index()] = true;
        Reader {
            melds: view.melds[seat.index()].len(),
            pond: &view.ponds[seat.index()],
            readable: before_riichi(&view.ponds, seat, view.dealer),
            dora,
            yakuhai,
        }
    }

    /// The log-likelihood of the seat's readable discards had it now held `hand` (its
    /// concealed tiles, by kind); `rng` picks which tiles were drawn on the way back.
    pub fn log_likelihood(&self, hand: &Counts, rng: &mut Rng) -> f64 {
        let mut h = *hand;
        let mut total = 0.0;
        let last = self.pond.len();
        // A seat in riichi chose its discards up to the declaration tile only.
        let chosen = self
            .pond
            .iter()
            .position(|p| p.riichi)
            .map_or(last, |r| r + 1)
            .min(self.readable);
        // The whole pond back (ranks the true hand above 62 % of blind guesses, the newest
        // discard alone 52 %), but only the newest for a hand that has called.
        let first = if self.melds > 0 {
            last.saturating_sub(1)
        } else {
            0
        };
        for t in (first..last).rev() {
            let p = self.pond[t];
            let k = p.tile.kind().index();
            if h[k] >= 4 {
                break;
            }
            h[k] += 1;
            if t < chosen {
                total += self.log_chance(&h, p.tile.kind());
            }
            if p.tsumogiri {
                h[k] -= 1;
                continue;
            }
            // The tile drawn that turn is one of those kept (not the discard just put
            // back): out at random, and the hand is as it was a turn earlier.
            h[k] -= 1;
            let held: u32 = h.iter().map(|&n| u32::from(n)).sum();
            if held == 0 {
                break;
            }
            let mut at = rng.below(u64::from(held)) as u32;
            for n in h.iter_mut() {
                if at < u32::from(*n) {
                    *n -= 1;
                    break;
                }
                at -= u32::from(*n);
            }
            h[k] += 1;
        }
        total
    }

    /// The log of the chance that a player holding `decision` (with the tile to discard
    /// among it) let go of `kind`.
    fn log_chance(&self, decision: &Counts, kind: TileKind) -> f64 {
        let after = shanten_after_discards(decision, self.melds);
        let best = after.iter().copied().min().unwrap_or(i8::MAX);
        let scores: Vec<(TileKind, f64)> = TileKind::all()
            .filter(|k| decision[k.index()] > 0)
            .map(|k| {
                let lost = after[k.index()].saturating_sub(best);
                let worth = 8 * keep(decision, k, &self.dora, &self.yakuhai);
                (k, f64::from(worth) + SHANTEN_STEP * f64::from(lost))
            })
            .collect();
        let low = scores.iter().map(|s| s.1).fold(f64::INFINITY, f64::min);
        let mine = scores.iter().find(|s| s.0 == kind).map_or(low, |s| s.1);
        let norm: f64 = scores
            .iter()
            .map(|s| (-(s.1 - low) / TEMPERATURE).exp())
            .sum();
        -(mine - low) / TEMPERATURE - norm.ln()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::deal;
    use rinshan_bots::{Bot, Level};
    use rinshan_engine::Game;
    use rinshan_rules::hand::counts_of;
    use rinshan_rules::{parse_mpsz, Ruleset, Seed, Tile};

    fn tiles(text: &str) -> Vec<Tile> {
        parse_mpsz(text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    fn pond(text: &str, tsumogiri: bool) -> Vec<PondTile> {
        tiles(text)
            .into_iter()
            .map(|tile| PondTile {
                tile,
                tsumogiri,
                riichi: false,
                called: false,
            })
            .collect()
    }

    fn reader(pond: &[PondTile]) -> Reader<'_> {
        Reader {
            melds: 0,
            pond,
            readable: usize::MAX,
            dora: [0; 34],
            yakuhai: [false; 34],
        }
    }

    /// A seat that let a middle tile go from its hand kept tiles worth more to it: a hand
    /// of finished blocks beside that tile is several times likelier than one of loose honours,
    /// which a player builds from by letting the honours go first.
    #[test]
    fn a_middle_discard_reads_as_a_hand_of_blocks() {
        let discards = pond("5p", false);
        let read = reader(&discards);
        let mut rng = Rng::new(Seed(1));
        let blocks = read.log_likelihood(&counts_of(tiles("123m456m789m234s5s")), &mut rng);
        let loose = read.log_likelihood(&counts_of(tiles("123m456m789m1234z")), &mut rng);
        assert!(blocks <= 0.0 && loose <= 0.0, "{blocks} {loose}");
        assert!(blocks > loose + 4f64.ln(), "blocks {blocks}, loose {loose}");
    }

    /// Discards after the seat's own riichi are forced (the drawn tile goes unless it
    /// wins) and tell nothing: only the declaration and what came before is read.
    #[test]
    fn discards_after_riichi_are_not_read() {
        let mut before = pond("1z", false);
        before[0].riichi = true;
        let mut after = before.clone();
        after.extend(pond("5p5s", true));
        let hand = counts_of(tiles("123m456m789m234s5s"));
        let a = reader(&before).log_likelihood(&hand, &mut Rng::new(Seed(2)));
        let b = reader(&after).log_likelihood(&hand, &mut Rng::new(Seed(2)));
        assert_eq!(a, b);
    }

    /// A seat's discards from another seat's riichi on may be folding and are not read:
    /// East declares on its third discard; South, after East in turn order, has two
    /// discards before it, West's the same, and North — before East only from the next
    /// go-round — none counted past East's third turn either.
    #[test]
    fn discards_once_another_seat_declared_are_not_read() {
        let mut ponds: [Vec<PondTile>; 4] = Default::default();
        ponds[0] = pond("1z2z3z", false);
        ponds[0][2].riichi = true;
        for p in ponds.iter_mut().skip(1) {
            *p = pond("1m2m3m4m", false);
        }
        let dealer = Seat::ALL[0];
        assert_eq!(before_riichi(&ponds, Seat::ALL[1], dealer), 2);
        assert_eq!(before_riichi(&ponds, Seat::ALL[3], dealer), 2);
        assert_eq!(before_riichi(&ponds, Seat::ALL[0], dealer), usize::MAX);
        // With South the dealer, East plays last in each go-round: its third discard
        // came after South's, West's and North's third.
        let south = Seat::ALL[1];
        assert_eq!(before_riichi(&ponds, Seat::ALL[2], south), 3);
    }

    /// The reading tells something true: over a game of four Hard, the true hand's
    /// likelihood ranks above more than half of the blind guesses at the same moment.
    #[test]
    fn the_true_hand_reads_likelier_than_a_blind_guess() {
        let mut game = Game::new(Seed(5), Ruleset::tenhou());
        let mut bots: Vec<Bot> = (0..4)
            .map(|i| Bot::new(Level::Hard, Seed(10 + i)))
            .collect();
        let mut rng = Rng::new(Seed(6));
        let (mut above, mut compared) = (0.0, 0.0);
        let mut step = 0;
        while let Some((s, legal)) = game.next_turn() {
            step += 1;
            let view = game.round().view(s);
            if view.drawn.is_some() && step % 3 == 0 {
                let truth = game.round().hidden_from(s);
                for o in Seat::ALL.into_iter().filter(|&o| o != s) {
                    let read = Reader::of(&view, o);
                    if read.pond.len() < 4 || read.melds > 0 {
                        continue;
                    }
                    let of = |h: &[Tile], rng: &mut Rng| {
                        read.log_likelihood(&counts_of(h.iter().copied()), rng)
                    };
                    let true_ll = of(&truth.hands[o.index()], &mut rng);
                    for _ in 0..8 {
                        let Some(guess) = deal(&view, &mut rng, Reading::BLIND) else {
                            continue;
                        };
                        let ll = of(&guess.hands[o.index()], &mut rng);
                        above += if ll < true_ll {
                            1.0
                        } else if ll == true_ll {
                            0.5
                        } else {
                            0.0
                        };
                        compared += 1.0;
                    }
                }
            }
            let action = bots[s.index()].decide(&view, &legal);
            if game.apply(s, action).is_err() {
                break;
            }
        }
        assert!(compared > 1000.0, "{compared}");
        let share = above / compared;
        assert!(
            share > 0.55,
            "the true hand ranks above {share:.3} of blind guesses"
        );
    }
}
