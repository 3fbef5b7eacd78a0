//! Fu (minipoints): 20 base, closed ron 10, tsumo 2, groups, pair and wait, rounded up to
//! the next 10; with the fixed values of pinfu tsumo (20), chiitoitsu (25) and an open
//! hand with no fu at all (30).

use serde::{Deserialize, Serialize};

use super::decompose::{Form, Group, Reading, Shape, Wait};
use super::ruleset::Ruleset;
use super::tile::TileKind;
use super::win::Win;

/// Where fu came from, for showing the count to a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FuSource {
    /// The base 20 fu (fuutei).
    Base,
    /// Closed hand won by ron (menzen kafu).
    ClosedRon,
    /// Tsumo (not with pinfu).
    Tsumo,
    /// A triplet or kan; the kind, and whether concealed and a kan.
    Group {
        /// The kind of the triplet or kan.
        kind: TileKind,
        /// Concealed (ankou or ankan).
        concealed: bool,
        /// A kan rather than a triplet.
        kan: bool,
    },
    /// A yakuhai pair.
    Pair {
        /// The kind of the pair.
        kind: TileKind,
    },
    /// A kanchan, penchan or tanki wait.
    Wait,
    /// Chiitoitsu's fixed 25.
    Chiitoitsu,
    /// Pinfu tsumo's fixed 20.
    PinfuTsumo,
    /// An open hand that would score 20: raised to 30.
    OpenPinfu,
}

/// The fu of one reading: the parts and the rounded total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fu {
    /// Each contribution.
    pub parts: Vec<(FuSource, u32)>,
    /// The total, rounded up to 10 (25 stays 25 for chiitoitsu).
    pub total: u32,
}

/// Fu of a triplet or kan: 2 for simples, doubled for terminals/honours, doubled when
/// concealed, quadrupled for a kan (open kan 8/16, closed kan 16/32).
pub fn group_fu(group: &Group) -> u32 {
    let mut fu = 2;
    if group.first.is_terminal_or_honor() {
        fu *= 2;
    }
    if group.concealed {
        fu *= 2;
    }
    if group.shape == Shape::Kan {
        fu *= 4;
    }
    fu
}

/// Fu of the pair: 2 for a dragon, 2 for the seat wind, 2 for the round wind; a wind that
/// is both scores `rules.double_wind_pair_fu`.
pub fn pair_fu(pair: TileKind, win: &Win, rules: &Ruleset) -> u32 {
    if pair.is_dragon() {
        return 2;
    }
    match (pair == win.seat_wind, pair == win.round_wind) {
        (true, true) => u32::from(rules.double_wind_pair_fu),
        (true, false) | (false, true) => 2,
        (false, false) => 0,
    }
}

/// The fu of `reading`; `pinfu` says whether the reading scores pinfu.
pub fn count_fu(reading: &Reading, win: &Win, closed: bool, pinfu: bool, rules: &Ruleset) -> Fu {
    let (pair, groups) = match &reading.form {
        Form::Chiitoitsu { .. } => {
            return Fu {
                parts: vec![(FuSource::Chiitoitsu, 25)],
                total: 25,
            }
        }
        // Kokushi is a yakuman; fu do not matter. Count it like a plain closed hand.
        Form::Kokushi { pair } => (*pair, &[][..]),
        Form::Standard { pair, groups } => (*pair, &groups[..]),
    };
    if pinfu && win.is_tsumo() {
        return Fu {
            parts: vec![(FuSource::PinfuTsumo, 20)],
            total: 20,
        };
    }
    let mut parts = vec![(FuSource::Base, 20)];
    if closed && !win.is_tsumo() {
        parts.push((FuSource::ClosedRon, 10));
    }
    if win.is_tsumo() && !pinfu {
        parts.push((FuSource::Tsumo, 2));
    }
    for g in groups.iter().filter(|g| g.is_triplet_like()) {
        parts.push((
            FuSource::Group {
                kind: g.first,
                concealed: g.concealed,
                kan: g.shape == Shape::Kan,
            },
            group_fu(g),
        ));
    }
    let pf = pair_fu(pair, win, rules);
    if pf > 0 {
        parts.push((FuSource::Pair { kind: pair }, pf));
    }
    if matches!(reading.wait, Wait::Kanchan | Wait::Penchan | Wait::Tanki) {
        parts.push((FuSource::Wait, 2));
    }
    let raw: u32 = parts.iter().map(|(_, f)| f).sum();
    if raw == 20 && !closed {
        parts.push((FuSource::OpenPinfu, 10));
        return Fu { parts, total: 30 };
    }
    Fu {
        parts,
        total: raw.div_ceil(10) * 10,
    }
}
