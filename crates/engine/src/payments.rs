//! Who pays for a win: the usual ron and tsumo payments, liability (pao) for daisangen
//! and daisuushii, and rinshan pao after a daiminkan. Settling a hand also hands out the
//! honba and the riichi deposits.

use super::event::Event;
use super::round::{Phase, Round};
use rinshan_rules::points::{round_up_100, Payment};
use rinshan_rules::{HandScore, Seat, Tile, Yakuman};

/// A player's liability for another's yakuman (pao): set when `liable`'s discard was
/// called for the meld that made the yakuman certain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Liability {
    /// The yakuman the called meld made certain.
    pub yakuman: Yakuman,
    /// Who fed the meld.
    pub liable: Seat,
}

impl Round {
    /// After `seat` called a pon or daiminkan from `discarder`: with three dragon melds
    /// (daisangen) or four wind melds (daisuushii) on the table, the discarder becomes
    /// liable, where the rule set has pao.
    pub(super) fn note_liability(&mut self, seat: Seat, discarder: Seat) {
        let p = &self.players[seat.index()];
        let melds_of = |pred: fn(rinshan_rules::TileKind) -> bool| {
            p.melds
                .iter()
                .filter(|m| !m.is_sequence() && pred(m.first_kind()))
                .count()
        };
        let yakuman = if self.rules.pao.daisangen && melds_of(|k| k.is_dragon()) == 3 {
            Yakuman::Daisangen
        } else if self.rules.pao.daisuushii && melds_of(|k| k.is_wind()) == 4 {
            Yakuman::Daisuushii
        } else {
            return;
        };
        if p.liability.is_none() {
            self.players[seat.index()].liability = Some(Liability {
                yakuman,
                liable: discarder,
            });
        }
    }

    /// The points each seat pays for `winner`'s win (honba included, deposits not),
    /// `from` being the discarder (`None` for tsumo).
    fn win_payments(&self, winner: Seat, score: &HandScore, from: Option<Seat>) -> [i32; 4] {
        let dealer = self.setup.dealer;
        let honba = self.setup.honba;
        let mut pays = [0u32; 4];
        let ron_mult = if winner == dealer { 6 } else { 4 };
        // A ron's honba: 100 points a counter from each other player's share (300 at four
        // players, 200 in sanma).
        let seats = self.rules.seats();
        let ron_honba = 100 * (seats.len() as u32 - 1) * honba;
        let pao = self.players[winner.index()].liability.and_then(|l| {
            score
                .yakuman
                .iter()
                .find(|(y, _)| *y == l.yakuman)
                .map(|&(_, m)| (l.liable, 8000 * u32::from(m)))
        });
        let rinshan_pao = match (from, self.rinshan_pao_from) {
            (None, Some(discarder)) if self.rules.pao.rinshan => Some(discarder),
            _ => None,
        };
        match (pao, from, rinshan_pao) {
            // Liability on a tsumo: the liable player pays that yakuman in full and the
            // honba; any further yakuman is paid as a tsumo by everyone.
            (Some((liable, part)), None, _) => {
                pays[liable.index()] += round_up_100(part * ron_mult) + ron_honba;
                let rest = score.basic.saturating_sub(part);
                if rest > 0 {
                    add_tsumo(&mut pays, seats, winner, dealer, rest);
                }
            }
            // Liability on a ron by someone else: the liable player and the discarder
            // share that yakuman, the liable player pays the honba ("the liable player
            // pays the full value of any honba": riichi.wiki, Sekinin barai; a Tenhou
            // Phoenix-room daisangen at 2 honba: 16,600 from the liable player, 16,000
            // from the discarder), the discarder the rest of the hand.
            (Some((liable, part)), Some(discarder), _) if liable != discarder => {
                let full = round_up_100(part * ron_mult);
                pays[liable.index()] += full / 2 + ron_honba;
                let rest = score.basic.saturating_sub(part);
                pays[discarder.index()] += full - full / 2 + round_up_100(rest * ron_mult);
            }
            // Rinshan pao: the discarder of the kan tile pays as for a ron.
            (_, None, Some(discarder)) => {
                pays[discarder.index()] += round_up_100(score.basic * ron_mult) + ron_honba;
            }
            (_, Some(discarder), _) => pays[discarder.index()] += score.payment.total(false),
            (_, None, None) => match score.payment {
                Payment::Tsumo {
                    dealer: d,
                    non_dealer,
                } => {
                    // The seats that play (in sanma the absent North pays nothing: tsumo
                    // loss, or its share already split into these payments).
                    for &other in seats.iter().filter(|&&s| s != winner) {
                        pays[other.index()] += if other == dealer { d } else { non_dealer };
                    }
                }
                // A tsumo is always scored as one.
                Payment::Ron { .. } => {}
            },
        }
        let mut deltas = [0i32; 4];
        for (i, p) in pays.iter().enumerate() {
            deltas[i] -= *p as i32;
            deltas[winner.index()] += *p as i32;
        }
        deltas
    }

    /// Pays out wins on `tile` (`from` = the discarder, `None` for tsumo) and ends the
    /// round. Each score says what its winner gains: on a multiple ron only the first
    /// winner (nearest the discarder) is scored with the honba and the deposits.
    pub(super) fn settle_wins(
        &mut self,
        wins: &[(Seat, HandScore)],
        from: Option<Seat>,
        tile: Tile,
    ) {
        let mut deltas = [0i32; 4];
        for (seat, score) in wins {
            for (d, w) in deltas.iter_mut().zip(self.win_payments(*seat, score, from)) {
                *d += w;
            }
            deltas[seat.index()] += score.deposits as i32;
            self.log.push(Event::Won {
                seat: *seat,
                from,
                tile,
                score: Box::new(score.clone()),
            });
        }
        self.deposits = 0;
        for (p, d) in self.players.iter_mut().zip(deltas) {
            p.points += d;
        }
        self.log.push(Event::PointsChanged { deltas });
        self.phase = Phase::Ended;
    }
}

/// A tsumo payment of `basic` points by the other `seats`: the dealer pays double, or
/// everyone pays double when the winner is the dealer.
fn add_tsumo(pays: &mut [u32; 4], seats: &[Seat], winner: Seat, dealer: Seat, basic: u32) {
    for &other in seats.iter().filter(|&&s| s != winner) {
        let mult = if other == dealer || winner == dealer {
            2
        } else {
            1
        };
        pays[other.index()] += round_up_100(basic * mult);
    }
}
