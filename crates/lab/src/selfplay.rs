//! Self-play: whole games between computer players, with the figures that tell the levels
//! apart — placement, win and deal-in rates, hand value, calls and decision time. Any
//! action the engine refuses is an error: a bot must only ever choose a legal action.

use rinshan_engine::{Event, Game};
use rinshan_rules::points::payment;
use rinshan_rules::{Ruleset, Seat, Seed};

use rinshan_bots::{Bot, Decide, Level};

/// What one seat did in one game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatStats {
    /// Final place (1–4).
    pub place: u8,
    /// Hands played.
    pub hands: u32,
    /// Hands won.
    pub wins: u32,
    /// Hands lost by dealing in.
    pub deal_ins: u32,
    /// Points of the hands won (without honba and deposits).
    pub win_points: u64,
    /// Chii, pon and daiminkan made.
    pub calls: u32,
    /// Riichi declared.
    pub riichi: u32,
    /// Points at the end of the game (leftover deposits with first place).
    pub points: i32,
    /// Time of each decision with a choice (two or more legal actions), in microseconds.
    pub decision_us: Vec<f64>,
}

/// Plays one game between bots of `levels` (seat order), from `seed`. `clock` returns the
/// time in microseconds (the caller's clock: native or browser).
pub fn play_game(
    seed: Seed,
    rules: Ruleset,
    levels: [Level; 4],
    clock: &mut dyn FnMut() -> f64,
) -> Result<[SeatStats; 4], String> {
    let mut bots: [Bot; 4] = std::array::from_fn(|i| Bot::new(levels[i], seat_seed(seed, i)));
    let [a, b, c, d] = &mut bots;
    play_game_with(seed, rules, [a, b, c, d], clock)
}

/// The seed of seat `i`'s player (its tie-breaks) in the game dealt from `seed`.
pub fn seat_seed(seed: Seed, i: usize) -> Seed {
    Seed(seed.0.wrapping_add(1 + i as u64))
}

/// Plays one game from `seed` between `players` (seat order): [`play_game`] for any
/// players, the levels' bots or others ([`Decide`]).
pub fn play_game_with(
    seed: Seed,
    rules: Ruleset,
    players: [&mut dyn Decide; 4],
    clock: &mut dyn FnMut() -> f64,
) -> Result<[SeatStats; 4], String> {
    let mut game = Game::new(seed, rules);
    let mut stats: [SeatStats; 4] = Default::default();
    let mut steps = 0u32;
    while !game.is_over() {
        steps += 1;
        if steps > 200_000 {
            return Err("the game does not end".into());
        }
        if game.round().is_over() {
            let dealer = game.state().dealer();
            let Some(result) = game.finish_hand() else {
                return Err("a finished hand has no result".into());
            };
            for s in &mut stats {
                s.hands += 1;
            }
            for w in &result.wins {
                let st = &mut stats[w.seat.index()];
                st.wins += 1;
                let is_dealer = w.seat == dealer;
                st.win_points += u64::from(
                    payment(w.score.basic, is_dealer, w.from.is_none(), 0).total(is_dealer),
                );
                if let Some(from) = w.from {
                    stats[from.index()].deal_ins += 1;
                }
            }
            continue;
        }
        let Some((seat, legal)) = Seat::ALL
            .into_iter()
            .map(|s| (s, game.legal_actions(s)))
            .find(|(_, legal)| !legal.is_empty())
        else {
            return Err("nobody can act: the engine's phases are inconsistent".into());
        };
        let view = game.round().view(seat);
        let start = clock();
        let action = players[seat.index()].decide(&view, &legal);
        if legal.len() > 1 {
            stats[seat.index()].decision_us.push(clock() - start);
        }
        let events = game
            .apply(seat, action.clone())
            .map_err(|e| format!("illegal action attempted: {e}"))?;
        for e in events {
            match e {
                Event::Called { seat, .. } => stats[seat.index()].calls += 1,
                Event::RiichiAccepted { seat } => stats[seat.index()].riichi += 1,
                _ => {}
            }
        }
    }
    let standings = game.standings().ok_or("the game has no standings")?;
    for st in standings {
        stats[st.seat.index()].place = st.place;
        stats[st.seat.index()].points = st.points;
    }
    Ok(stats)
}

/// Figures for one level over many games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LevelReport {
    /// Seats played at this level.
    pub seats: u32,
    /// Sum of places.
    pub places: u64,
    /// How many games ended in each place (first to fourth).
    pub place_counts: [u64; 4],
    /// Sum of final points.
    pub points: i64,
    /// Hands played.
    pub hands: u64,
    /// Hands won.
    pub wins: u64,
    /// Deal-ins.
    pub deal_ins: u64,
    /// Points of the hands won.
    pub win_points: u64,
    /// Calls made.
    pub calls: u64,
    /// Riichi declared.
    pub riichi: u64,
    /// Every decision's time in microseconds.
    pub decision_us: Vec<f64>,
}

impl LevelReport {
    /// Both reports together (a series where hero and others play the same level).
    pub fn merged(&self, other: &LevelReport) -> LevelReport {
        let mut all = self.clone();
        all.seats += other.seats;
        all.places += other.places;
        for (a, b) in all.place_counts.iter_mut().zip(other.place_counts) {
            *a += b;
        }
        all.points += other.points;
        all.hands += other.hands;
        all.wins += other.wins;
        all.deal_ins += other.deal_ins;
        all.win_points += other.win_points;
        all.calls += other.calls;
        all.riichi += other.riichi;
        all.decision_us.extend_from_slice(&other.decision_us);
        all
    }

    /// Adds one seat's game.
    pub fn add(&mut self, s: &SeatStats) {
        self.seats += 1;
        self.places += u64::from(s.place);
        if let Some(n) = self
            .place_counts
            .get_mut(usize::from(s.place).wrapping_sub(1))
        {
            *n += 1;
        }
        self.points += i64::from(s.points);
        self.hands += u64::from(s.hands);
        self.wins += u64::from(s.wins);
        self.deal_ins += u64::from(s.deal_ins);
        self.win_points += s.win_points;
        self.calls += u64::from(s.calls);
        self.riichi += u64::from(s.riichi);
        self.decision_us.extend_from_slice(&s.decision_us);
    }

    /// Average final place.
    pub fn average_place(&self) -> f64 {
        self.places as f64 / f64::from(self.seats.max(1))
    }

    /// Half the width of the 95 % confidence interval of the average place (normal
    /// approximation: 1.96 standard errors of the placements).
    pub fn place_ci95(&self) -> f64 {
        let n: u64 = self.place_counts.iter().sum();
        if n < 2 {
            return 0.0;
        }
        let mean = self.average_place();
        let var = (0..4)
            .map(|i| self.place_counts[i] as f64 * ((i + 1) as f64 - mean).powi(2))
            .sum::<f64>()
            / (n - 1) as f64;
        1.96 * (var / n as f64).sqrt()
    }

    /// Average final points per game.
    pub fn average_points(&self) -> f64 {
        self.points as f64 / f64::from(self.seats.max(1))
    }

    /// Riichi declared per hand.
    pub fn riichi_per_hand(&self) -> f64 {
        self.riichi as f64 / self.hands.max(1) as f64
    }

    /// Share of hands won.
    pub fn win_rate(&self) -> f64 {
        self.wins as f64 / self.hands.max(1) as f64
    }

    /// Share of hands lost by dealing in.
    pub fn deal_in_rate(&self) -> f64 {
        self.deal_ins as f64 / self.hands.max(1) as f64
    }

    /// Average points of a won hand.
    pub fn average_win(&self) -> f64 {
        self.win_points as f64 / self.wins.max(1) as f64
    }

    /// Calls per hand.
    pub fn calls_per_hand(&self) -> f64 {
        self.calls as f64 / self.hands.max(1) as f64
    }

    /// The decision time at quantile `q` (0–1), in microseconds.
    pub fn decision_quantile(&mut self, q: f64) -> f64 {
        if self.decision_us.is_empty() {
            return 0.0;
        }
        self.decision_us.sort_by(f64::total_cmp);
        let i = ((self.decision_us.len() - 1) as f64 * q).round() as usize;
        self.decision_us[i]
    }
}

/// The figures of a series of games: one `hero` bot against three `others`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Series {
    /// The hero's seats.
    pub hero: LevelReport,
    /// The other three seats of every game.
    pub others: LevelReport,
}

/// Plays `games` East-South games (Tenhou rules) of one `hero` bot against three
/// `others`, the hero's seat rotating game by game; game `g` is dealt from
/// `seed × 1,000,003 + g`. Stops at the first error (an illegal action attempted).
pub fn play_series(
    games: u64,
    seed: u64,
    hero: Level,
    others: Level,
    clock: &mut dyn FnMut() -> f64,
) -> Result<Series, String> {
    let mut series = Series::default();
    for g in 0..games {
        series.add(&series_game(g, seed, hero, others, clock)?);
    }
    Ok(series)
}

/// One game of a series: which seat the hero played, and every seat's figures.
#[derive(Clone, Debug, PartialEq)]
pub struct SeriesGame {
    /// The hero's seat (game `g` puts it at seat `g mod 4`).
    pub hero_seat: usize,
    /// Every seat's figures.
    pub stats: [SeatStats; 4],
}

impl Series {
    /// Adds one game's figures.
    pub fn add(&mut self, game: &SeriesGame) {
        for (i, s) in game.stats.iter().enumerate() {
            if i == game.hero_seat {
                self.hero.add(s);
            } else {
                self.others.add(s);
            }
        }
    }
}

/// Game `g` of the series [`play_series`] plays: the hero at seat `g mod 4`, dealt from
/// `seed × 1,000,003 + g`, so a series can be split between threads and still give the
/// same figures; and two series from one seed deal the same walls (a paired comparison).
pub fn series_game(
    g: u64,
    seed: u64,
    hero: Level,
    others: Level,
    clock: &mut dyn FnMut() -> f64,
) -> Result<SeriesGame, String> {
    let mut make = |is_hero: bool, seat_seed: Seed| -> Box<dyn Decide> {
        Box::new(Bot::new(if is_hero { hero } else { others }, seat_seed))
    };
    series_game_with(g, seed, &mut make, clock)
}

/// [`series_game`] for any players: `make(is_hero, seed)` gives the hero's player or one
/// of the others', its tie-breaks from `seed` (the seed a level's bot in that seat gets).
pub fn series_game_with(
    g: u64,
    seed: u64,
    make: &mut dyn FnMut(bool, Seed) -> Box<dyn Decide>,
    clock: &mut dyn FnMut() -> f64,
) -> Result<SeriesGame, String> {
    let hero_seat = (g % 4) as usize;
    let game_seed = Seed(seed.wrapping_mul(1_000_003).wrapping_add(g));
    let mut players: [Box<dyn Decide>; 4] =
        std::array::from_fn(|i| make(i == hero_seat, seat_seed(game_seed, i)));
    let [a, b, c, d] = &mut players;
    let stats = play_game_with(
        game_seed,
        Ruleset::tenhou(),
        [a.as_mut(), b.as_mut(), c.as_mut(), d.as_mut()],
        clock,
    )
    .map_err(|e| format!("game {g}: {e}"))?;
    Ok(SeriesGame { hero_seat, stats })
}

/// Decision times of Hard players over `hands` hands in which one seat (rotating) is dealt
/// a flush in the making: its 13 tiles all of one suit, or all but three (every other hand).
/// Those are the hands whose shanten was once slowest, and the Hard player chases them.
/// Every seat's every decision is timed with `clock` (microseconds); hand `h` is dealt from
/// `seed + h`. An illegal action attempted is an error.
pub fn flush_decision_times(
    hands: u64,
    seed: u64,
    clock: &mut dyn FnMut() -> f64,
) -> Result<Vec<f64>, String> {
    use rinshan_engine::{Position, Round, RoundSetup, SeatPosition};
    use rinshan_rules::wall::{tile_set, DEAD_WALL_SIZE};
    use rinshan_rules::Rng;

    let rules = Ruleset::tenhou();
    let mut times = Vec::new();
    for h in 0..hands {
        let mut rng = Rng::new(Seed(seed.wrapping_add(h)));
        let mut set = tile_set(rules.red_fives);
        rng.shuffle(&mut set);
        let suit = (h % 3) as usize;
        let flush_seat = (h % 4) as usize;
        let off_suit = if h % 2 == 0 { 0 } else { 3 };
        // The flush seat's tiles first, then everything else in shuffled order.
        let (mut suited, mut rest): (Vec<_>, Vec<_>) =
            set.into_iter().partition(|t| t.kind().index() / 9 == suit);
        let mut hand: Vec<_> = suited.drain(..13 - off_suit).collect();
        hand.extend(rest.drain(..off_suit));
        rest.extend(suited);
        rng.shuffle(&mut rest);
        let mut seats: [SeatPosition; 4] = Default::default();
        for (i, seat) in seats.iter_mut().enumerate() {
            seat.hand = if i == flush_seat {
                hand.clone()
            } else {
                rest.drain(..13).collect()
            };
        }
        let dead: [_; DEAD_WALL_SIZE] = rest
            .drain(..DEAD_WALL_SIZE)
            .collect::<Vec<_>>()
            .try_into()
            .map_err(|_| "no dead wall".to_string())?;
        let position = Position {
            setup: RoundSetup::first(&rules),
            wall: rinshan_rules::Wall::from_parts(rest, dead),
            seats,
            to_act: Seat::ALL[0],
            fresh: true,
        };
        let mut round = Round::from_position(rules.clone(), position).map_err(|e| e.to_string())?;
        let mut bots: [Bot; 4] =
            std::array::from_fn(|i| Bot::new(Level::Hard, Seed(seed ^ (h << 8) ^ i as u64)));
        let mut steps = 0;
        while !round.is_over() {
            steps += 1;
            if steps > 5_000 {
                return Err(format!("hand {h} does not end"));
            }
            let Some((seat, legal)) = Seat::ALL
                .into_iter()
                .map(|s| (s, round.legal_actions(s)))
                .find(|(_, legal)| !legal.is_empty())
            else {
                return Err(format!("nobody can act in hand {h}"));
            };
            let view = round.view(seat);
            let start = clock();
            let action = bots[seat.index()].decide(&view, &legal);
            times.push(clock() - start);
            round
                .apply(seat, action)
                .map_err(|e| format!("illegal action attempted: {e}"))?;
        }
    }
    Ok(times)
}

/// A match of computer players from `seed` under the preset `preset` (Easy, Normal and
/// Hard in turn by seat, and Easy again at a fourth seat), recorded hand by hand as it is
/// played: what `lab mjlog --play` writes, and how `tests/fixtures/mjlog/sanma.xml` was
/// made. An action the engine refuses is an error, as in every self-played game.
pub fn recorded_match(preset: &str, seed: u64) -> Result<rinshan_records::Record, String> {
    use rinshan_records::recorder::HandStart;
    use rinshan_records::{recorded_hand, Record};
    let rules = Ruleset::preset(preset).map_err(|e| e.to_string())?;
    let mut game = Game::new(Seed(seed), rules);
    let levels = [Level::Easy, Level::Normal, Level::Hard, Level::Easy];
    let mut bots: [Bot; 4] = std::array::from_fn(|i| Bot::new(levels[i], seat_seed(Seed(seed), i)));
    let three = game.round().rules().seats().len() == 3;
    let mut record = Record {
        title: vec!["Rinshan".into(), format!("{preset}, seed {seed}")],
        names: ["Easy", "Normal", "Hard", if three { "" } else { "Easy" }].map(String::from),
        rules: preset.into(),
        hands: Vec::new(),
    };
    let mut start = HandStart::of(game.round());
    for _ in 0..1_000_000 {
        if game.is_over() {
            return Ok(record);
        }
        if game.round().is_over() {
            record.hands.push(recorded_hand(&start, game.round()));
            game.finish_hand()
                .ok_or_else(|| "a finished hand has no result".to_string())?;
            start = HandStart::of(game.round());
            continue;
        }
        let (seat, legal) = game
            .round()
            .to_act()
            .ok_or_else(|| "nobody can act in a hand in play".to_string())?;
        let action = bots[seat.index()].decide(&game.round().view(seat), &legal);
        game.apply(seat, action.clone())
            .map_err(|e| format!("seat {} {action:?}: {:?}", seat.index(), e.refusal))?;
    }
    Err(format!("the match from seed {seed} does not end"))
}
