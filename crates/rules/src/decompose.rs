//! Reading a complete hand: every way to split it into four melds and a pair, seven pairs
//! or thirteen orphans, and for each, which group the winning tile completed (the wait).
//!
//! Scoring tries every reading and keeps the best, as the rules require ("the highest-
//! scoring interpretation of the hand wins").

use super::hand::Hand;
use super::meld::{Meld, MeldKind};
use super::shanten::{Counts, KOKUSHI_KINDS};
use super::tile::TileKind;

/// The shape of one group of a standard hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Three in a row of one suit (shuntsu).
    Sequence,
    /// Three of a kind (koutsu).
    Triplet,
    /// A declared kan (kantsu): a triplet plus the fourth tile.
    Kan,
}

/// One group of a standard hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Group {
    /// Sequence, triplet or kan.
    pub shape: Shape,
    /// The kind of a triplet or kan; the lowest kind of a sequence.
    pub first: TileKind,
    /// True for a declared meld that opens the hand (chii, pon, daiminkan, shouminkan).
    pub open: bool,
    /// True for a triplet or kan that counts as concealed (ankou/ankan) for fu and
    /// sanankou: formed from concealed tiles (or an ankan), and not completed by ron.
    pub concealed: bool,
}

impl Group {
    /// True for triplets and kans.
    pub fn is_triplet_like(&self) -> bool {
        self.shape != Shape::Sequence
    }

    /// True if any tile of the group is a terminal or honour.
    pub fn has_terminal_or_honor(&self) -> bool {
        match self.shape {
            Shape::Sequence => matches!(self.first.number(), 1 | 7),
            _ => self.first.is_terminal_or_honor(),
        }
    }

    /// True if any tile of the group is a terminal (1 or 9).
    pub fn has_terminal(&self) -> bool {
        match self.shape {
            Shape::Sequence => matches!(self.first.number(), 1 | 7),
            _ => self.first.is_terminal(),
        }
    }

    /// The kinds in the group (one per distinct kind).
    pub fn kinds(&self) -> impl Iterator<Item = TileKind> {
        let first = self.first.index() as u8;
        let n = if self.shape == Shape::Sequence { 3 } else { 1 };
        (first..first + n).filter_map(TileKind::new)
    }
}

/// How the winning tile completed the hand (machi).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Wait {
    /// Two-sided wait on a sequence (e.g. 34 waiting on 2 or 5).
    Ryanmen,
    /// Closed wait: the middle of a sequence (e.g. 24 waiting on 3).
    Kanchan,
    /// Edge wait: 12 waiting on 3, or 89 waiting on 7.
    Penchan,
    /// Dual pon wait: one of two pairs becomes a triplet.
    Shanpon,
    /// Single wait on the pair.
    Tanki,
    /// Kokushi musou waiting on any of its 13 kinds.
    Kokushi13,
}

impl Wait {
    /// The name players use.
    pub fn name(self) -> &'static str {
        match self {
            Wait::Ryanmen => "ryanmen",
            Wait::Kanchan => "kanchan",
            Wait::Penchan => "penchan",
            Wait::Shanpon => "shanpon",
            Wait::Tanki => "tanki",
            Wait::Kokushi13 => "13-sided",
        }
    }
}

/// The overall form of a complete hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// Four groups (declared melds included) and a pair.
    Standard {
        /// The pair (jantou).
        pair: TileKind,
        /// The four groups.
        groups: Vec<Group>,
    },
    /// Seven different pairs.
    Chiitoitsu {
        /// The seven pairs' kinds.
        pairs: Vec<TileKind>,
    },
    /// Thirteen orphans: one of each terminal and honour plus a pair of one of them.
    Kokushi {
        /// The kind held twice.
        pair: TileKind,
    },
}

/// One reading of a complete hand with its wait.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The form, with groups marked open/concealed as this wait makes them.
    pub form: Form,
    /// How the winning tile completed it.
    pub wait: Wait,
}

/// Splits concealed counts into groups, collecting every complete split.
fn split(c: &mut Counts, start: usize, groups: &mut Vec<Group>, out: &mut Vec<Vec<Group>>) {
    let Some(i) = (start..34).find(|&i| c[i] > 0) else {
        out.push(groups.clone());
        return;
    };
    let Some(kind) = TileKind::new(i as u8) else {
        return;
    };
    if c[i] >= 3 {
        c[i] -= 3;
        groups.push(Group {
            shape: Shape::Triplet,
            first: kind,
            open: false,
            concealed: true,
        });
        split(c, i, groups, out);
        groups.pop();
        c[i] += 3;
    }
    if !kind.is_honor() && kind.number() <= 7 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        groups.push(Group {
            shape: Shape::Sequence,
            first: kind,
            open: false,
            concealed: true,
        });
        split(c, i, groups, out);
        groups.pop();
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
    }
}

/// The groups of the declared melds.
fn meld_groups(melds: &[Meld]) -> Vec<Group> {
    melds
        .iter()
        .map(|m| Group {
            shape: match m.kind() {
                MeldKind::Chii => Shape::Sequence,
                MeldKind::Pon => Shape::Triplet,
                _ => Shape::Kan,
            },
            first: m.first_kind(),
            open: m.is_open(),
            concealed: m.kind() == MeldKind::Ankan,
        })
        .collect()
}

/// Every reading of `hand` (which must hold the winning tile among its concealed tiles)
/// won on `win`; `ron` marks a win on another player's tile, which makes a triplet it
/// completes count as open. Empty when the hand is not complete.
pub fn readings(hand: &Hand, win: TileKind, ron: bool) -> Vec<Reading> {
    readings_of(&hand.concealed_counts(), hand.melds(), win, ron)
}

/// [`readings`] of concealed tiles `counts` (the winning tile among them) beside the
/// declared `melds`.
pub fn readings_of(counts: &Counts, melds: &[Meld], win: TileKind, ron: bool) -> Vec<Reading> {
    let counts = *counts;
    let need = 4usize.saturating_sub(melds.len());
    let mut out = Vec::new();
    if counts[win.index()] == 0 {
        return out;
    }
    let declared = meld_groups(melds);
    for p in 0..34 {
        if counts[p] < 2 {
            continue;
        }
        let Some(pair) = TileKind::new(p as u8) else {
            continue;
        };
        let mut c = counts;
        c[p] -= 2;
        // Only a pair that leaves nothing but melds can be the hand's pair.
        if !super::shanten::all_in_melds(&c) {
            continue;
        }
        let mut splits = Vec::new();
        split(&mut c, 0, &mut Vec::new(), &mut splits);
        for concealed in splits.into_iter().filter(|s| s.len() == need) {
            let base: Vec<Group> = concealed
                .iter()
                .copied()
                .chain(declared.iter().copied())
                .collect();
            if pair == win {
                out.push(Reading {
                    form: Form::Standard {
                        pair,
                        groups: base.clone(),
                    },
                    wait: Wait::Tanki,
                });
            }
            let mut seen = Vec::new();
            for (gi, g) in concealed.iter().enumerate() {
                if seen.contains(g) {
                    continue;
                }
                seen.push(*g);
                let wait = match g.shape {
                    Shape::Triplet if g.first == win => Wait::Shanpon,
                    Shape::Sequence => {
                        let offset = win.index() as i32 - g.first.index() as i32;
                        match (offset, g.first.number()) {
                            (1, _) => Wait::Kanchan,
                            (0, 7) | (2, 1) => Wait::Penchan,
                            (0, _) | (2, _) => Wait::Ryanmen,
                            _ => continue,
                        }
                    }
                    _ => continue,
                };
                let mut groups = base.clone();
                if wait == Wait::Shanpon && ron {
                    groups[gi].concealed = false;
                }
                out.push(Reading {
                    form: Form::Standard { pair, groups },
                    wait,
                });
            }
        }
    }
    if melds.is_empty() {
        if counts.iter().filter(|&&n| n == 2).count() == 7 {
            let pairs = (0..34u8)
                .filter(|&k| counts[k as usize] == 2)
                .filter_map(TileKind::new)
                .collect();
            out.push(Reading {
                form: Form::Chiitoitsu { pairs },
                wait: Wait::Tanki,
            });
        }
        let all_orphans = KOKUSHI_KINDS.iter().all(|&k| counts[k] >= 1);
        let pair = KOKUSHI_KINDS.iter().find(|&&k| counts[k] == 2);
        let total: u8 = counts.iter().sum();
        if let (true, Some(&p), 14) = (all_orphans, pair, total) {
            if let Some(pair) = TileKind::new(p as u8) {
                let wait = if pair == win {
                    Wait::Kokushi13
                } else {
                    Wait::Tanki
                };
                out.push(Reading {
                    form: Form::Kokushi { pair },
                    wait,
                });
            }
        }
    }
    out
}
