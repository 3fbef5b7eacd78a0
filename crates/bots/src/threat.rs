//! How threatening each opponent is: the chance they are tenpai and what dealing in to
//! them would cost. A riichi is tenpai; an open hand is the likelier tenpai the more it
//! has called and the later it is; a closed hand without riichi may be a quiet (dama)
//! tenpai late in the hand. The cost counts riichi's han and ura, the dora and yakuhai an
//! open hand shows, a one-suit hand in the making, and the dealer's half again. An open
//! hand all in one suit (with honours) waits in that suit or on honours.

use super::table::Table;
use rinshan_rules::TileKind;

/// One opponent as a danger.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Threat {
    /// Chance they are tenpai now.
    pub tenpai: f64,
    /// Points this seat would pay dealing in to them.
    pub loss: f64,
    /// The suit (0 man, 1 pin, 2 sou) an open one-suit hand is collecting.
    pub one_suit: Option<usize>,
    /// They declared riichi.
    pub riichi: bool,
}

impl Threat {
    /// How much likelier a wait on `kind` is than the danger tables say, for this hand.
    pub fn focus(&self, kind: TileKind) -> f64 {
        match self.one_suit {
            Some(s) if kind.is_honor() || kind.index() / 9 == s => 1.6,
            Some(_) => 0.15,
            None => 1.0,
        }
    }
}

/// Ron points of `han` (a fractional han is a mix of the two hands around it; a typical
/// fu), non-dealer or dealer.
fn ron_points(han: f64, dealer: bool) -> f64 {
    const BY_HAN: [f64; 14] = [
        1000.0, 1000.0, 2000.0, 3900.0, 7700.0, 8000.0, 12000.0, 12000.0, 16000.0, 16000.0,
        16000.0, 24000.0, 24000.0, 32000.0,
    ];
    let h = han.clamp(1.0, 13.0);
    let lo = h.floor() as usize;
    let hi = (lo + 1).min(13);
    let base = BY_HAN[lo] + (BY_HAN[hi] - BY_HAN[lo]) * (h - lo as f64);
    if dealer {
        base * 1.5
    } else {
        base
    }
}

/// Every opponent's threat (the seat itself gets none).
pub fn threats(t: &Table) -> [Threat; 4] {
    let v = t.view;
    std::array::from_fn(|o| {
        if o == t.me {
            return Threat::default();
        }
        let melds = &v.melds[o];
        let open: Vec<_> = melds.iter().filter(|m| m.is_open()).collect();
        let turn = v.ponds[o].len() as f64;
        let dealer = v.dealer.index() == o;
        // Dora and red fives on show in their melds, yakuhai they called.
        let mut shown = 0.0;
        for m in melds {
            for x in m.tiles() {
                shown += f64::from(t.dora[x.kind().index()]) + f64::from(u8::from(x.is_red()));
            }
            if !m.is_sequence() {
                let k = m.first_kind();
                let seat_wind = TileKind::wind(((o + 4 - v.dealer.index()) % 4) as u8);
                if k.is_dragon() || k == seat_wind || k == v.round_wind {
                    shown += 1.0;
                }
            }
        }
        // An open hand whose melds are all one suit or honours.
        let one_suit = if open.is_empty() {
            None
        } else {
            let suits: Vec<usize> = open
                .iter()
                .filter(|m| !m.first_kind().is_honor())
                .map(|m| m.first_kind().index() / 9)
                .collect();
            let other_discards = |s: usize| {
                v.ponds[o]
                    .iter()
                    .filter(|p| !p.tile.kind().is_honor() && p.tile.kind().index() / 9 != s)
                    .count()
            };
            match suits.first() {
                Some(&s)
                    if suits.iter().all(|&x| x == s)
                        && other_discards(s) * 2 >= v.ponds[o].len() =>
                {
                    Some(s)
                }
                _ => None,
            }
        };
        if v.riichi[o] {
            // A riichi's value: riichi, ura, tsumo and the dora it holds average about
            // 5,600 points off the dealer (Tenhou-style games and majiang-ai alike).
            let han = 3.45 + 0.6 * shown;
            return Threat {
                tenpai: 1.0,
                loss: ron_points(han, dealer),
                one_suit: None,
                riichi: true,
            };
        }
        let (tenpai, han) = match open.len() {
            0 => (((turn - 7.0) * 0.03).clamp(0.0, 0.25), 2.5),
            n => {
                let base = [0.0, 0.15, 0.35, 0.6, 1.0][n.min(4)];
                (
                    (base + 0.025 * turn).min(0.95),
                    1.3 + shown + if one_suit.is_some() { 2.0 } else { 0.0 },
                )
            }
        };
        Threat {
            tenpai,
            loss: ron_points(han, dealer),
            one_suit,
            riichi: false,
        }
    })
}
