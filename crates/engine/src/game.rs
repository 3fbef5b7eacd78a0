//! A whole game (East-only or East-South) around the hands: seat winds and the dealer's
//! rotation, dealer repeats (renchan), honba, riichi deposits carried over, the endings
//! (last hand, bankruptcy, the last dealer stopping in the lead, the extension round),
//! and the final placement with uma and oka. Deterministic: the game's seed gives every
//! hand's wall. In sanma a round has three hands (East, South and West deal) and the empty
//! North seat is never placed above a player.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::error::IllegalAction;
use super::event::Event;
use super::result::{Ending, HandResult};
use super::round::{Round, RoundSetup};
use rinshan_rules::{GameLength, Rng, Ruleset, Seat, Seed, TileKind};

/// Where a game stands between hands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// The round: 0 East, 1 South, 2 West (extension), 3 North.
    pub wind: u8,
    /// The hand within the round (0–3; 0–2 in sanma); the dealer is seat `hand`.
    pub hand: u8,
    /// Honba (continuance counters).
    pub honba: u32,
    /// Riichi deposits on the table.
    pub deposits: u32,
    /// Each seat's points.
    pub points: [i32; 4],
}

impl GameState {
    /// East 1 with everyone on the starting points.
    pub fn start(rules: &Ruleset) -> GameState {
        GameState {
            wind: 0,
            hand: 0,
            honba: 0,
            deposits: 0,
            points: RoundSetup::first(rules).points,
        }
    }

    /// The dealer of the current hand.
    pub fn dealer(&self) -> Seat {
        Seat::ALL[usize::from(self.hand % 4)]
    }

    /// The hand's table state for the round engine.
    pub fn setup(&self) -> RoundSetup {
        RoundSetup {
            dealer: self.dealer(),
            round_wind: TileKind::wind(self.wind % 4),
            honba: self.honba,
            deposits: self.deposits,
            points: self.points,
        }
    }

    /// The hand's name, e.g. "East 1, 2 honba".
    pub fn name(&self) -> String {
        let wind = ["East", "South", "West", "North"][usize::from(self.wind % 4)];
        format!("{wind} {}, {} honba", self.hand + 1, self.honba)
    }
}

/// Seats in final order: most points first, ties to the seat nearer the first dealer.
pub fn placement(points: &[i32; 4]) -> [Seat; 4] {
    placement_of(points, 4)
}

/// Seats in final order at a table of `seats` players: most points first, ties to the
/// seat nearer the first dealer; seats that do not play (sanma's North) last.
pub fn placement_of(points: &[i32; 4], seats: usize) -> [Seat; 4] {
    let mut order = Seat::ALL;
    rinshan_rules::small_sort::sort_small_by_key(&mut order, |s| {
        (
            s.index() >= seats,
            std::cmp::Reverse(points[s.index()]),
            s.index(),
        )
    });
    order
}

/// What follows a hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AfterHand {
    /// The next hand is played from this state.
    Next(GameState),
    /// The game is over, with this final state.
    Over(GameState),
}

/// What follows a hand with `result` from `state`.
///
/// The dealer keeps the deal after winning, after an abortive draw, and (by option) when
/// tenpai at an exhaustive draw; honba go up after a dealer repeat or any draw and back
/// to zero after another player's win. The game ends when a player falls below zero
/// (option), after the last hand, or in the last hand when the dealer keeps the deal in
/// first place (option); with the extension option it goes on until someone reaches the
/// target points, at most one more round.
pub fn after_hand(rules: &Ruleset, state: &GameState, result: &HandResult) -> AfterHand {
    let g = &rules.game;
    let dealer = state.dealer();
    let drawn = !matches!(result.ending, Ending::Won);
    let keeps = result.won(dealer)
        || matches!(result.ending, Ending::Aborted(_))
        || (g.dealer_repeats_when_tenpai && result.tenpai_at_draw(dealer));
    let mut next = state.clone();
    for (p, d) in next.points.iter_mut().zip(result.deltas) {
        *p += d;
    }
    next.deposits = result.deposits_left;
    next.honba = if keeps || drawn { state.honba + 1 } else { 0 };
    if g.bankruptcy && next.points.iter().any(|&p| p < 0) {
        return AfterHand::Over(next);
    }
    let last_wind = match g.length {
        GameLength::EastOnly => 0,
        GameLength::EastSouth => 1,
    };
    let extension = state.wind > last_wind;
    let last_hand = rules.seat_count() as u8 - 1;
    let final_stage = extension || (state.wind == last_wind && state.hand == last_hand);
    if final_stage {
        let reached = next.points.iter().any(|&p| p >= g.target_points);
        let leading = placement_of(&next.points, rules.seat_count())[0] == dealer;
        if keeps {
            // A repeating dealer plays on, unless stopping in the lead is allowed.
            let enough = reached || !g.extension;
            return if g.last_dealer_stops_when_leading && leading && enough {
                AfterHand::Over(next)
            } else {
                AfterHand::Next(next)
            };
        }
        let out_of_hands = extension && state.hand == last_hand;
        if !g.extension || reached || out_of_hands {
            return AfterHand::Over(next);
        }
    }
    if !keeps {
        next.hand += 1;
        if next.hand > last_hand {
            next.hand = 0;
            next.wind += 1;
        }
    }
    AfterHand::Next(next)
}

/// A seat's final standing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// The seat.
    pub seat: Seat,
    /// 1 to 4.
    pub place: u8,
    /// Points at the end, leftover deposits included (they go to first place).
    pub points: i32,
    /// The final score in points: points less the return points, plus uma, plus the oka
    /// for first place.
    pub score: i32,
}

/// The final standings: placement (ties by seat), leftover deposits to first place,
/// uma and oka. In sanma the fourth is the empty North seat, with no points and no score.
pub fn standings(rules: &Ruleset, state: &GameState) -> [Standing; 4] {
    let g = &rules.game;
    let players = rules.seat_count();
    let order = placement_of(&state.points, players);
    let oka = players as i32 * (g.return_points - rules.starting_points);
    std::array::from_fn(|i| {
        let seat = order[i];
        if i >= players {
            return Standing {
                seat,
                place: i as u8 + 1,
                points: 0,
                score: 0,
            };
        }
        let mut points = state.points[seat.index()];
        if i == 0 {
            points += 1000 * state.deposits as i32;
        }
        let mut score = points - g.return_points + 1000 * g.uma[i];
        if i == 0 {
            score += oka;
        }
        Standing {
            seat,
            place: i as u8 + 1,
            points,
            score,
        }
    })
}

/// A game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    rules: Ruleset,
    seed: Seed,
    state: GameState,
    round: Round,
    hands_played: u32,
    results: Vec<HandResult>,
    over: bool,
}

impl Game {
    /// A new game from `seed`: every hand's wall follows from it.
    pub fn new(seed: Seed, rules: Ruleset) -> Game {
        let setup = GameState::start(&rules).setup();
        Game::from_round(seed, Round::from_seed(hand_seed(seed, 0), rules, setup))
    }

    /// A game whose first hand is `round` (an explicit position): the game state is read
    /// from the round's set-up (its dealer gives the hand number, its round wind the
    /// round), and later hands are dealt from `seed`.
    pub fn from_round(seed: Seed, round: Round) -> Game {
        let setup = round.setup().clone();
        let rules = round.rules().clone();
        let state = GameState {
            wind: (setup.round_wind.index() - TileKind::wind(0).index()) as u8,
            hand: setup.dealer.index() as u8,
            honba: setup.honba,
            deposits: setup.deposits,
            points: setup.points,
        };
        Game {
            rules,
            seed,
            state,
            round,
            hands_played: 0,
            results: Vec::new(),
            over: false,
        }
    }

    /// The hand being played (or just finished).
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// Where the game stands.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The rule set.
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// The results of the hands played so far.
    pub fn results(&self) -> &[HandResult] {
        &self.results
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Every action `seat` may take now.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.over {
            Vec::new()
        } else {
            self.round.legal_actions(seat)
        }
    }

    /// The seat to act next and its legal actions ([`Round::to_act`]), once any hand that
    /// is over has been finished ([`Game::finish_hand`]); `None` when the game is over.
    /// Bots playing every seat loop on it: `while let Some((seat, legal)) =
    /// game.next_turn()`.
    pub fn next_turn(&mut self) -> Option<(Seat, Vec<Action>)> {
        while !self.over && self.round.is_over() {
            self.finish_hand()?;
        }
        if self.over {
            return None;
        }
        self.round.to_act()
    }

    /// Applies an action in the current hand (see [`Round::apply`]).
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, IllegalAction> {
        self.round.apply(seat, action)
    }

    /// Once the current hand is over: records its result and deals the next hand, or ends
    /// the game. Returns the result, or `None` while the hand is still being played.
    pub fn finish_hand(&mut self) -> Option<HandResult> {
        if self.over {
            return None;
        }
        let result = self.round.result()?;
        self.results.push(result.clone());
        self.hands_played += 1;
        match after_hand(&self.rules, &self.state, &result) {
            AfterHand::Next(next) => {
                self.state = next;
                self.round = Round::from_seed(
                    hand_seed(self.seed, self.hands_played),
                    self.rules.clone(),
                    self.state.setup(),
                );
            }
            AfterHand::Over(last) => {
                self.state = last;
                self.over = true;
            }
        }
        Some(result)
    }

    /// The final standings, once the game is over.
    pub fn standings(&self) -> Option<[Standing; 4]> {
        self.over.then(|| standings(&self.rules, &self.state))
    }
}

/// The seed of the game's `n`-th hand.
fn hand_seed(seed: Seed, n: u32) -> Seed {
    let mut rng = Rng::new(Seed(
        seed.0 ^ u64::from(n).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    ));
    Seed(rng.next_u64())
}
