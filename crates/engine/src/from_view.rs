//! A round rebuilt from one seat's view with what that seat cannot see filled in: the
//! other seats' concealed tiles and the walls. A player that looks ahead by simulation
//! deals those tiles at random (consistently with the view) and plays the hand on from
//! here; tests fill them in with the truth and get the same table back.
//!
//! What the view does not show is taken at its most usual: nobody is in temporary or
//! riichi furiten beyond their own discards, no ippatsu is pending, a drawn tile is no
//! kan replacement, and an open kan's dora not yet turned is turned already.

use super::claim_checks::ClaimOn;
use super::claims::ClaimWindow;
use super::kuikae::kuikae_forbidden;
use super::player::Riichi;
use super::position::{Position, PositionError, SeatPosition};
use super::round::{CallTurn, Phase, Round, RoundSetup};
use super::view::SeatView;
use rinshan_rules::wall::{tile_set_of, DEAD_WALL_SIZE, INDICATOR_SLOTS, RINSHAN_SLOTS};
use rinshan_rules::{Seat, Tile, TileKind, Wall};

/// What one seat cannot see, filled in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hidden {
    /// Every other seat's concealed tiles (the viewing seat's own entry is ignored: the
    /// view holds them).
    pub hands: [Vec<Tile>; 4],
    /// The live wall in draw order, as many tiles as the view says are left.
    pub live: Vec<Tile>,
    /// The dead wall's tiles that are not shown, in slot order: the four replacement
    /// tiles, the dora indicators not yet revealed, the five ura-dora indicators (14 less
    /// the indicators the view shows).
    pub dead: Vec<Tile>,
}

impl SeatView {
    /// Every tile this seat cannot see (in the other hands or the walls), red fives told
    /// apart: the rule set's full set less its hand, every meld, every pond tile not
    /// called away, the dora indicators and the Norths set aside (kita; the set is sanma's
    /// 108 tiles in sanma). A tile seen more often than the set holds is ignored.
    pub fn unseen_tiles(&self) -> Vec<Tile> {
        let mut pool = tile_set_of(&self.rules);
        let north = Tile::new(TileKind::wind(3));
        let kita = std::iter::repeat_n(north, usize::from(self.kita.iter().sum::<u8>()));
        let seen = self
            .hand
            .iter()
            .chain(self.melds.iter().flatten().flat_map(|m| m.tiles().iter()))
            .chain(
                self.ponds
                    .iter()
                    .flatten()
                    .filter(|p| !p.called)
                    .map(|p| &p.tile),
            )
            .chain(self.dora_indicators.iter())
            .copied()
            .chain(kita);
        for t in seen {
            if let Some(i) = pool.iter().position(|x| *x == t) {
                pool.swap_remove(i);
            }
        }
        // Not the standard library's sort: see rinshan_rules::small_sort (the same order).
        rinshan_rules::small_sort::sort_small(&mut pool);
        pool
    }

    /// How many concealed tiles `seat` holds now: 13 less three per meld, and one more
    /// for this seat in its own turn; none for the empty North seat of a three-player
    /// table.
    pub fn hand_size(&self, seat: Seat) -> usize {
        if seat == self.seat {
            return self.hand.len();
        }
        if seat.index() >= self.rules.seat_count() {
            return 0;
        }
        13usize.saturating_sub(3 * self.melds[seat.index()].len())
    }
}

impl Round {
    /// The round `view` shows, with `hidden` filled in: the same seats, melds, ponds,
    /// points, riichi, dora and wall size, and the same moment — the seat's own turn (after
    /// a call, with the same tiles it may not discard), or the claim window on the tile
    /// it is offered (a riichi declared with that tile not yet paid for). Refused when the
    /// tiles do not fit (a hand of the wrong size, a wall of the wrong length, a tile more
    /// than the set holds).
    pub fn from_view(view: &SeatView, hidden: Hidden) -> Result<Round, PositionError> {
        let me = view.seat;
        let err = |s: String| Err(PositionError(s));
        if hidden.live.len() != view.live_remaining {
            return err(format!(
                "a live wall of {} tiles where the view has {}",
                hidden.live.len(),
                view.live_remaining
            ));
        }
        let shown = view.dora_indicators.len().clamp(1, INDICATOR_SLOTS);
        if hidden.dead.len() != DEAD_WALL_SIZE - shown {
            return err(format!(
                "{} hidden dead-wall tiles where {} are needed",
                hidden.dead.len(),
                DEAD_WALL_SIZE - shown
            ));
        }
        // The dead wall in slot order, the revealed indicators in their slots.
        let mut rest = hidden.dead.into_iter();
        let mut dead: Vec<Tile> = rest.by_ref().take(RINSHAN_SLOTS).collect();
        dead.extend(view.dora_indicators.iter().take(shown).copied());
        dead.extend(rest);
        let dead: [Tile; DEAD_WALL_SIZE] = match dead.try_into() {
            Ok(d) => d,
            Err(_) => return err("no dead wall".into()),
        };
        // A riichi declared with the tile on offer is paid once the tile passes.
        let unpaid = view
            .claim
            .and_then(|(from, _)| view.ponds[from.index()].last().map(|p| (from, p.riichi)))
            .filter(|(_, riichi)| *riichi)
            .map(|(from, _)| from);
        let mut hands = hidden.hands;
        hands[me.index()] = view.hand.clone();
        let seats: [SeatPosition; 4] = std::array::from_fn(|i| SeatPosition {
            hand: std::mem::take(&mut hands[i]),
            melds: view.melds[i].clone(),
            pond: view.ponds[i].clone(),
            riichi: view.riichi[i] && unpaid != Some(Seat::ALL[i]),
            kita: view.kita[i],
        });
        let to_act = match view.claim {
            Some((from, _)) => view.rules.next_seat(from),
            None => me,
        };
        let position = Position {
            setup: RoundSetup {
                dealer: view.dealer,
                round_wind: view.round_wind,
                honba: view.honba,
                deposits: view.deposits,
                points: view.points,
            },
            wall: Wall::from_parts(hidden.live, dead),
            seats,
            to_act,
            fresh: true,
        };
        let mut round = Round::from_position(view.rules.clone(), position)?;
        if let Some(from) = unpaid {
            round.players[from.index()].riichi = Some(Riichi {
                double: false,
                accepted: false,
            });
        }
        match view.claim {
            Some((discarder, tile)) => {
                let window = ClaimWindow::open(
                    &round,
                    ClaimOn {
                        discarder,
                        tile,
                        kan: None,
                        kita: false,
                    },
                );
                if window.is_empty() {
                    round.after_discard(discarder);
                } else {
                    round.phase = Phase::Claims(window);
                }
            }
            None if matches!(round.phase, Phase::Turn { .. }) => {
                let call = match (view.drawn, view.my_melds().last()) {
                    (None, Some(meld)) if meld.is_open() => meld.called().map(|called| CallTurn {
                        forbidden: kuikae_forbidden(view.rules.kuikae, meld, called),
                        called: Some(called),
                        with: None,
                    }),
                    _ => None,
                };
                round.phase = Phase::Turn {
                    seat: me,
                    drawn: view.drawn,
                    call,
                    rinshan: false,
                };
            }
            None => {}
        }
        Ok(round)
    }

    /// What `seat` cannot see now, as it is: the truth [`Round::from_view`] rebuilds this
    /// round from (for tests, and for checking a guess against the real table).
    pub fn hidden_from(&self, seat: Seat) -> Hidden {
        let hands = std::array::from_fn(|i| {
            if i == seat.index() {
                Vec::new()
            } else {
                self.players[i].hand.clone()
            }
        });
        let wall = self.wall();
        let remaining = wall.remaining_tiles();
        let (live, dead) = remaining.split_at(wall.live_remaining());
        // The dead wall as it lies: the four replacement slots (the tiles moved in from
        // the live wall for the kans made, then those not drawn), the five indicators,
        // the five ura indicators; the revealed indicators are the view's.
        let mut dead = dead.to_vec();
        dead.drain(RINSHAN_SLOTS..RINSHAN_SLOTS + wall.dora_indicators().len());
        let live = live.to_vec();
        Hidden { hands, live, dead }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random_play::each_choice;
    use crate::Action;
    use rinshan_rules::{Rng, Ruleset, Seed};

    /// At every moment of random hands where a seat has a choice, the round rebuilt from
    /// its view and the truth it cannot see shows it the same table and offers it the same
    /// actions; the rebuilt round plays on to the end of the hand. Four players, and three
    /// (with kita: the Norths set aside, their replacement draws, the three-seat order).
    #[test]
    fn a_view_and_the_truth_rebuild_the_same_table() {
        rebuilds_the_same_table(Ruleset::tenhou());
        rebuilds_the_same_table(Ruleset::tenhou_sanma());
    }

    fn rebuilds_the_same_table(rules: Ruleset) {
        let mut checked = 0;
        for hand in 0..200u64 {
            let mut round = Round::from_seed(Seed(hand), rules.clone(), RoundSetup::first(&rules));
            let mut rng = Rng::new(Seed(hand ^ 0x5eed));
            // At random, but taking kans, pons and riichi half the time they are offered,
            // so that those moments come up often.
            let pick = |legal: &[Action], rng: &mut Rng| {
                legal
                    .iter()
                    .find(|a| {
                        matches!(
                            a,
                            Action::Ankan { .. }
                                | Action::Kita
                                | Action::Pon { .. }
                                | Action::Discard { riichi: true, .. }
                        )
                    })
                    .filter(|_| rng.below(2) == 0)
                    .cloned()
                    .unwrap_or_else(|| legal[rng.below(legal.len() as u64) as usize].clone())
            };
            each_choice(&mut round, &mut rng, pick, |round, seat, legal| {
                let view = round.view(seat);
                let rebuilt = Round::from_view(&view, round.hidden_from(seat))
                    .unwrap_or_else(|e| panic!("hand {hand}: {e}"));
                assert_eq!(rebuilt.view(seat), view, "hand {hand}");
                assert_eq!(rebuilt.legal_actions(seat), legal, "hand {hand}: {view:?}");
                checked += 1;
            })
            .unwrap_or_else(|e| panic!("hand {hand}: {e}"));
        }
        assert!(checked > 2000, "{checked}");
    }

    /// Tiles that do not fit the view are refused, not dealt: a live wall one tile short,
    /// another seat's hand one tile long.
    #[test]
    fn tiles_that_do_not_fit_are_refused() {
        let rules = Ruleset::tenhou();
        let mut round = Round::from_seed(Seed(3), rules.clone(), RoundSetup::first(&rules));
        let dealer = Seat::ALL[0];
        round
            .apply(dealer, Action::Draw)
            .unwrap_or_else(|e| panic!("{e}"));
        let view = round.view(dealer);
        let truth = round.hidden_from(dealer);
        assert!(Round::from_view(&view, truth.clone()).is_ok());
        let mut short = truth.clone();
        short.live.pop();
        assert!(Round::from_view(&view, short).is_err());
        let mut long = truth;
        let extra = long.hands[1][0];
        long.hands[1].push(extra);
        assert!(Round::from_view(&view, long).is_err());
    }
}
