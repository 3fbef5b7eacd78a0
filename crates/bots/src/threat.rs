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

/// Chance that a hand without riichi is tenpai, by its open melds (0 to 4): from the turn
/// `.0` (its discards so far) it grows by `.1` a turn, up to `.2`. Open hands as measured
/// over 800 arena games against majiang-ai (`node benches/arena/tenpai.mjs`): one call is
/// rarely tenpai before the sixth turn and about two in five from the twelfth; two calls
/// half the time by the tenth; three calls four times in five. majiang-ai declares riichi
/// on every closed tenpai, where people sometimes stay quiet (dama) late in a hand, so a
/// closed hand counts a little from the eleventh turn.
const TENPAI_BY_CALLS: [(f64, f64, f64); 5] = [
    (10.0, 0.02, 0.12),
    (3.0, 0.045, 0.44),
    (1.5, 0.065, 0.66),
    (-19.0, 0.03, 0.88),
    (-1.0, 1.0, 1.0),
];

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
        let n = open.len().min(4);
        let (from, per_turn, most) = TENPAI_BY_CALLS[n];
        // An open hand's ron off a non-dealer averaged about 2,800 points whether it
        // showed nothing or one yakuhai or dora, and about 4,700, 8,300 and 8,500 with
        // two, three and four on show (1,789 rons over 939 arena games, `node
        // benches/arena/tenpai.mjs`): its hidden tanyao, dora and red fives make up for
        // what it does not show.
        let han = if n == 0 {
            2.5
        } else {
            (1.3 + shown + if one_suit.is_some() { 2.0 } else { 0.0 }).max(2.3)
        };
        Threat {
            tenpai: ((turn - from) * per_turn).clamp(0.0, most),
            loss: ron_points(han, dealer),
            one_suit,
            riichi: false,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_view::bare_view;
    use rinshan_engine::{PondTile, SeatView};
    use rinshan_rules::{parse_mpsz, Meld, Seat};

    /// Seat 1's threat to seat 0 after `turn` discards of plain tiles, with `pons` open
    /// pons of non-dora, non-yakuhai tiles.
    fn open_threat(pons: usize, turn: usize) -> Threat {
        let tiles = |s: &str| parse_mpsz(s).unwrap_or_default();
        let mut melds = Vec::new();
        for s in ["222p", "333s", "777m", "888p"].iter().take(pons) {
            let t = tiles(s);
            if let Ok(m) = Meld::pon(t.clone(), t[0], Seat::ALL[2]) {
                melds.push(m);
            }
        }
        let mut all: [Vec<Meld>; 4] = Default::default();
        all[1] = melds;
        let mut view = SeatView {
            melds: all,
            dora_indicators: tiles("1z"),
            ..bare_view()
        };
        for t in tiles("19m19p19s1234567z").into_iter().cycle().take(turn) {
            view.ponds[1].push(PondTile {
                tile: t,
                tsumogiri: false,
                riichi: false,
                called: false,
            });
        }
        threats(&Table::new(&view))[1]
    }

    /// Reading hands without riichi, as measured over 800 arena games against majiang-ai
    /// (`benches/arena/tenpai.mjs`): a hand with one call is rarely tenpai in its first
    /// turns (5 % at the fourth discard) and about two in five from the twelfth; each
    /// further call makes tenpai likelier (two calls: over half by the tenth discard;
    /// three: about four in five); four calls leave a single-tile wait, always tenpai.
    #[test]
    fn open_hands_read_by_calls_and_turn() {
        assert!(open_threat(1, 4).tenpai < 0.1);
        let late = open_threat(1, 12).tenpai;
        assert!((0.3..=0.5).contains(&late), "{late}");
        assert!(open_threat(2, 10).tenpai > 0.5);
        assert!(open_threat(2, 10).tenpai > open_threat(1, 10).tenpai);
        assert!(open_threat(3, 8).tenpai > 0.75);
        assert_eq!(open_threat(4, 8).tenpai, 1.0);
        // A closed hand without riichi: almost never tenpai early (majiang-ai always
        // declares); a little late, for the players who stay quiet.
        assert_eq!(open_threat(0, 8).tenpai, 0.0);
        assert!(open_threat(0, 16).tenpai <= 0.15);
    }

    /// Dealing in to an open hand that shows no dora and no yakuhai still costs about
    /// 2,800 points off a non-dealer, as one showing a yakuhai does (arena games against
    /// majiang-ai): not the 1,000 of a bare one-han hand.
    #[test]
    fn an_open_hand_showing_nothing_still_costs_a_hand_of_two_han() {
        let loss = open_threat(1, 10).loss;
        assert!((2500.0..=3200.0).contains(&loss), "{loss}");
    }
}
