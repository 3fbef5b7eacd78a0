//! Computer players. A bot sees only its seat's [`SeatView`] and answers with one of the
//! legal actions the engine offered — the same interface as a human player.
//!
//! Three levels:
//! - [`Level::Easy`]: takes any win, discards for the lowest shanten (ties at random),
//!   declares riichi whenever it can, never calls, never folds.
//! - [`Level::Normal`]: discards by shanten and tile acceptance, riichi, pon of yakuhai.
//! - [`Level::Hard`]: as Normal, keeps dora and a yaku in open hands, calls for tenpai or
//!   a shorter road only with a yaku, folds against riichi with safe tiles when its own
//!   hand is weak, and declares kans as the rule texts advise (an ankan that keeps the
//!   shape and waits, no kan with an undeveloped hand, no daiminkan that opens a hand for
//!   nothing).

pub mod safety;
pub mod selfplay;
pub mod shape;
pub mod yaku_path;

use serde::{Deserialize, Serialize};

use rinshan_engine::claims::called_meld;
use rinshan_engine::{Action, SeatView};
use rinshan_rules::hand::counts_of;
use rinshan_rules::shanten::shape_shanten;
use rinshan_rules::{Rng, Seed, Tile, TileKind};
use shape::{best_shanten_after_discard, discard_shapes, keep_value};
use yaku_path::{open_yaku_path, yakuhai_kinds};

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Shanten only, riichi always, no calls, no defence.
    Easy,
    /// Shanten and tile acceptance, riichi, yakuhai pon.
    Normal,
    /// Everything, defence and kan judgement included.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The level's name as players see it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
        }
    }
}

/// A computer player.
#[derive(Clone, Debug)]
pub struct Bot {
    level: Level,
    rng: Rng,
}

impl Bot {
    /// A bot of `level`; `seed` decides its tie-breaks, so games stay reproducible.
    pub fn new(level: Level, seed: Seed) -> Bot {
        Bot {
            level,
            rng: Rng::new(seed),
        }
    }

    /// The bot's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Chooses one of `legal` (never anything else) from what `view` shows.
    pub fn decide(&mut self, view: &SeatView, legal: &[Action]) -> Action {
        let fallback = legal.first().cloned().unwrap_or(Action::Skip);
        if legal.len() <= 1 {
            return fallback;
        }
        if let Some(win) = legal
            .iter()
            .find(|a| matches!(a, Action::Tsumo | Action::Ron))
        {
            return win.clone();
        }
        let choice = if view.claim.is_some() {
            self.claim(view, legal)
        } else {
            self.turn(view, legal)
        };
        match choice {
            Some(a) if legal.contains(&a) => a,
            _ => fallback,
        }
    }

    /// Answering another player's discard.
    fn claim(&mut self, view: &SeatView, legal: &[Action]) -> Option<Action> {
        let skip = Some(Action::Skip);
        let (discarder, tile) = view.claim?;
        let yakuhai = yakuhai_kinds(view);
        let counts = counts_of(view.hand.iter().copied());
        let melds = view.my_melds().len();
        let pon = legal
            .iter()
            .find(|a| matches!(a, Action::Pon { .. }))
            .cloned();
        match self.level {
            Level::Easy => skip,
            Level::Normal => {
                if yakuhai.contains(&tile.kind()) && pon.is_some() {
                    pon
                } else {
                    skip
                }
            }
            Level::Hard => {
                let now = shape_shanten(&counts, melds);
                if threatened(view) && now >= 1 {
                    return skip;
                }
                // A yakuhai pon gives the hand its yaku; take it unless the hand is far
                // off and the pair is better kept.
                if yakuhai.contains(&tile.kind()) && pon.is_some() && now <= 3 {
                    return pon;
                }
                let open_already = view.my_melds().iter().any(|m| m.is_open());
                // Dora and red fives held: a valuable hand may open for speed.
                let dora_held = view
                    .hand
                    .iter()
                    .filter(|t| {
                        t.is_red()
                            || view
                                .dora_indicators
                                .iter()
                                .any(|i| i.kind().dora_from_indicator() == t.kind())
                    })
                    .count();
                let mut best: Option<(i8, Action)> = None;
                for a in legal {
                    let (used, new_meld) = match a {
                        Action::Pon { tiles } | Action::Chii { tiles } => {
                            let chii = matches!(a, Action::Chii { .. });
                            (tiles.to_vec(), called_meld(*tiles, tile, discarder, chii))
                        }
                        _ => continue,
                    };
                    let Some(new_meld) = new_meld else { continue };
                    let mut c = counts;
                    for t in &used {
                        c[t.kind().index()] -= 1;
                    }
                    let after = best_shanten_after_discard(&c, melds + 1);
                    let mut all_melds = view.my_melds().to_vec();
                    all_melds.push(new_meld);
                    let yaku = open_yaku_path(&c, &all_melds, &yakuhai, view.rules.open_tanyao);
                    // Open a closed hand only for tenpai, or for 1-shanten with two dora;
                    // an open hand calls whenever it gets closer.
                    let worth = if open_already {
                        after < now
                    } else {
                        after < now && (after == 0 || (after == 1 && dora_held >= 2))
                    };
                    if yaku && worth && best.as_ref().is_none_or(|(s, _)| after < *s) {
                        best = Some((after, a.clone()));
                    }
                }
                if let Some((_, a)) = best {
                    return Some(a);
                }
                // Daiminkan only on an open hand with a yaku, close to done, keeping shape.
                if legal.contains(&Action::Daiminkan) && open_already && now <= 1 {
                    let mut c = counts;
                    c[tile.kind().index()] -= 3;
                    let yaku =
                        open_yaku_path(&c, view.my_melds(), &yakuhai, view.rules.open_tanyao);
                    if yaku && shape_shanten(&c, melds + 1) <= now {
                        return Some(Action::Daiminkan);
                    }
                }
                skip
            }
        }
    }

    /// One's own turn: kans, riichi, the discard.
    fn turn(&mut self, view: &SeatView, legal: &[Action]) -> Option<Action> {
        let counts = counts_of(view.hand.iter().copied());
        let melds = view.my_melds().len();
        let visible = view.visible();
        let now = best_shanten_after_discard(&counts, melds);
        if legal.contains(&Action::KyuushuKyuuhai) && self.level != Level::Easy {
            return Some(Action::KyuushuKyuuhai);
        }
        if self.level == Level::Hard {
            if let Some(kan) = self.kan(view, legal, now) {
                return Some(kan);
            }
        }
        let discards: Vec<Tile> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Discard {
                    tile,
                    riichi: false,
                } => Some(*tile),
                _ => None,
            })
            .collect();
        let riichi: Vec<Tile> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Discard { tile, riichi: true } => Some(*tile),
                _ => None,
            })
            .collect();
        let shapes = discard_shapes(&view.hand, melds, &visible);
        let shape_of = |t: Tile| {
            shapes
                .iter()
                .find(|(d, _)| *d == t)
                .map(|(_, s)| *s)
                .unwrap_or(shape::Shape {
                    shanten: 8,
                    ukeire: 0,
                })
        };
        if self.level == Level::Easy {
            if let Some(&t) = riichi.first() {
                return Some(Action::Discard {
                    tile: t,
                    riichi: true,
                });
            }
            let best = discards.iter().map(|&t| shape_of(t).shanten).min()?;
            let tied: Vec<Tile> = discards
                .iter()
                .copied()
                .filter(|&t| shape_of(t).shanten == best)
                .collect();
            let pick = tied[self.rng.below(tied.len() as u64) as usize];
            return Some(Action::Discard {
                tile: pick,
                riichi: false,
            });
        }
        let dora: Vec<TileKind> = view
            .dora_indicators
            .iter()
            .map(|t| t.kind().dora_from_indicator())
            .collect();
        let yakuhai = yakuhai_kinds(view);
        let open = view.my_melds().iter().any(|m| m.is_open());
        // Riichi with the discard that leaves the most winning tiles.
        if !riichi.is_empty() && (self.level == Level::Normal || !threatened(view) || now == 0) {
            let pick = riichi.iter().copied().max_by_key(|&t| shape_of(t).ukeire)?;
            if shape_of(pick).ukeire > 0 || self.level == Level::Normal {
                return Some(Action::Discard {
                    tile: pick,
                    riichi: true,
                });
            }
        }
        // Against riichi, only a tenpai hand pushes; anything slower folds.
        let fold = self.level == Level::Hard && threatened(view) && now >= 1;
        let score = |t: Tile| -> (i64, i64, i64, i64) {
            let s = shape_of(t);
            let mut c = counts;
            c[t.kind().index()] -= 1;
            let keeps_yaku = !open
                || self.level != Level::Hard
                || open_yaku_path(&c, view.my_melds(), &yakuhai, view.rules.open_tanyao);
            let danger = if self.level == Level::Hard {
                i64::from(safety::danger(t.kind(), view, &visible))
            } else {
                0
            };
            let value = i64::from(keep_value(t, &dora, &yakuhai, &counts));
            if fold {
                (danger, i64::from(s.shanten), -i64::from(s.ukeire), value)
            } else {
                (
                    i64::from(!keeps_yaku),
                    i64::from(s.shanten),
                    -i64::from(s.ukeire),
                    value + danger / 4,
                )
            }
        };
        let pick = discards.iter().copied().min_by_key(|&t| score(t))?;
        Some(Action::Discard {
            tile: pick,
            riichi: false,
        })
    }

    /// Kan judgement (Hard): an ankan after riichi whenever offered (the engine offers it
    /// only when the waits stay the same); otherwise an ankan or shouminkan only with a
    /// developed hand (1-shanten or better) whose shape it keeps, and not under threat.
    fn kan(&mut self, view: &SeatView, legal: &[Action], now: i8) -> Option<Action> {
        let counts = counts_of(view.hand.iter().copied());
        let melds = view.my_melds().len();
        let in_riichi = view.riichi[view.seat.index()];
        for a in legal {
            match a {
                Action::Ankan { kind } => {
                    if in_riichi {
                        return Some(a.clone());
                    }
                    let mut c = counts;
                    c[kind.index()] -= 4;
                    if now <= 1 && !threatened(view) && shape_shanten(&c, melds + 1) <= now {
                        return Some(a.clone());
                    }
                }
                Action::Shouminkan { tile } => {
                    let mut c = counts;
                    c[tile.kind().index()] -= 1;
                    if now <= 1 && !threatened(view) && shape_shanten(&c, melds) <= now {
                        return Some(a.clone());
                    }
                }
                _ => {}
            }
        }
        None
    }
}

/// Someone else is in riichi.
fn threatened(view: &SeatView) -> bool {
    (0..4).any(|s| s != view.seat.index() && view.riichi[s])
}
