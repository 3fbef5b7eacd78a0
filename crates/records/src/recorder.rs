//! A record of play: a hand's start is noted when it is dealt, and its moves and ending
//! are read from the round's event log when it is over (or as far as it has gone), with
//! the ending in Tenhou's words — its ending names, its yaku names with their han, its
//! points text — so a match played here exports as Tenhou would have written it.

use super::record::{CallKind, Ending, Move, RecordedHand, RecordedWin};
use super::tenhou_names::{abort_name, yaku_name, yakuman_name};
use rinshan_engine::{Event, Round, RoundSetup};
use rinshan_rules::points::{payment_under, Limit, Payment};
use rinshan_rules::scoring::HandScore;
use rinshan_rules::{MeldKind, Ruleset, Seat, Tile};

/// A hand as it was dealt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandStart {
    setup: RoundSetup,
    starts: [Vec<Tile>; 4],
}

impl HandStart {
    /// Notes the dealt hands of a round that has not begun.
    pub fn of(round: &Round) -> HandStart {
        HandStart {
            setup: round.setup().clone(),
            starts: std::array::from_fn(|i| round.player(Seat::ALL[i]).hand.clone()),
        }
    }

    /// Dealer, round wind, counters and points at the deal.
    pub fn setup(&self) -> &RoundSetup {
        &self.setup
    }

    /// The dealt hands, by seat.
    pub fn starts(&self) -> &[Vec<Tile>; 4] {
        &self.starts
    }
}

/// Who pays for `seat`'s win (made from `from`, or by tsumo) under pao, as Tenhou's
/// records write it: the liable player when the win is the yakuman they are liable for,
/// otherwise the winner itself. A ron off the liable player's own discard is written with
/// nobody liable: they pay it all, as for any ron (four such wins in Tenhou's Phoenix
/// room, 2023-2024, carry no liability).
pub fn liable_seat(round: &Round, seat: Seat, from: Option<Seat>, score: &HandScore) -> Seat {
    round
        .player(seat)
        .liability
        .filter(|l| score.yakuman.iter().any(|(y, _)| *y == l.yakuman))
        .filter(|l| from != Some(l.liable))
        .map_or(seat, |l| l.liable)
}

/// Tenhou's points text for a win (`30符4飜7700点`, `満貫2000-4000点`, `役満16000点∀`),
/// without the honba.
pub fn points_text(score: &HandScore, dealer: bool, tsumo: bool) -> String {
    points_text_under(score, dealer, tsumo, &Ruleset::tenhou())
}

/// [`points_text`] under `rules`: each payer's share as the rules have it paid. At three
/// players with tsumo loss a payer's share is what it is at four (Tenhou's three-player
/// Phoenix record 2021010217gm-00b9-0000-3eb2e915 writes `30符2飜500-1000点` and
/// `30符4飜3900点∀` for tsumo wins paid 500 + 1000 and 3900 twice).
pub fn points_text_under(score: &HandScore, dealer: bool, tsumo: bool, rules: &Ruleset) -> String {
    let pay = payment_under(score.basic, dealer, tsumo, 0, rules);
    let amount = match pay {
        Payment::Ron { total } => total.to_string(),
        Payment::Tsumo { non_dealer, .. } if dealer => format!("{non_dealer}点∀"),
        Payment::Tsumo {
            dealer: d,
            non_dealer,
        } => format!("{non_dealer}-{d}"),
    };
    let head = match score.limit {
        None => format!("{}符{}飜", score.fu.total, score.han),
        Some(Limit::Mangan) => "満貫".into(),
        Some(Limit::Haneman) => "跳満".into(),
        Some(Limit::Baiman) => "倍満".into(),
        Some(Limit::Sanbaiman) => "三倍満".into(),
        Some(Limit::KazoeYakuman | Limit::Yakuman(_)) => "役満".into(),
    };
    if amount.ends_with('∀') {
        format!("{head}{amount}")
    } else {
        format!("{head}{amount}点")
    }
}

/// Tenhou's yaku list for a win: each yaku with its han, then the dora. Kita dora are
/// counted with the dora, as Tenhou writes them (its three-player record
/// 2021010217gm-00b9-0000-3eb2e915: a hand with one North set aside and no dora tile
/// shows `ドラ(1飜)`).
fn yaku_list(score: &HandScore, seat_wind: usize, round_wind: usize, riichi: bool) -> Vec<String> {
    if !score.yakuman.is_empty() {
        return score
            .yakuman
            .iter()
            .map(|(y, _)| format!("{}(役満)", yakuman_name(*y)))
            .collect();
    }
    let mut out: Vec<String> = score
        .yaku
        .iter()
        .map(|(y, han)| format!("{}({han}飜)", yaku_name(*y, seat_wind, round_wind)))
        .collect();
    for (name, han, always) in [
        ("ドラ", score.dora.saturating_add(score.kita), false),
        ("赤ドラ", score.red_fives, false),
        ("裏ドラ", score.ura_dora, riichi),
    ] {
        if han > 0 || always {
            out.push(format!("{name}({han}飜)"));
        }
    }
    out
}

/// Tenhou writes one list of changes per win; the engine pays a double ron at once. Each
/// later winner's list is its own gain from the discarder; the first winner's list is the
/// rest, so the lists still add up to what was paid.
fn split_double_ron(deltas: &mut Vec<[i32; 4]>, log: &[Event]) {
    let wins: Vec<(Seat, Option<Seat>, i32, i32)> = log
        .iter()
        .filter_map(|e| match e {
            Event::Won {
                seat, from, score, ..
            } => Some((*seat, *from, score.gain as i32, score.deposits as i32)),
            _ => None,
        })
        .collect();
    if wins.len() < 2 || deltas.len() != 1 {
        return;
    }
    let mut first = deltas[0];
    let mut rest = Vec::new();
    for &(seat, from, gain, deposits) in &wins[1..] {
        let mut d = [0i32; 4];
        d[seat.index()] = gain;
        if let Some(f) = from {
            d[f.index()] -= gain - deposits;
        }
        for (x, y) in first.iter_mut().zip(d) {
            *x -= y;
        }
        rest.push(d);
    }
    deltas[0] = first;
    deltas.extend(rest);
}

/// The hand so far (all of it once the round is over), read from its event log.
pub fn recorded_hand(start: &HandStart, round: &Round) -> RecordedHand {
    let setup = start.setup.clone();
    let dealer = setup.dealer;
    let rules = round.rules();
    let seats = rules.seats();
    let round_wind = usize::from(setup.round_wind.index().saturating_sub(27) as u8);
    // The seat whose next draw replaces a North it set aside.
    let mut kita_draw: Option<Seat> = None;
    let mut moves = Vec::new();
    let mut dora = Vec::new();
    let mut name = String::new();
    let mut deltas = Vec::new();
    let mut wins = Vec::new();
    let mut riichi_win = false;
    for e in round.log() {
        match e {
            Event::Dealt { indicator, .. } | Event::DoraRevealed { indicator } => {
                dora.push(*indicator)
            }
            Event::Drew {
                seat,
                tile,
                rinshan,
            } => {
                // A kita's replacement comes from the dead wall whether or not the rules
                // score it as rinshan kaihou.
                let after_kita = kita_draw.take() == Some(*seat);
                let replacement = *rinshan || after_kita;
                moves.push((
                    *seat,
                    if replacement {
                        Move::Rinshan(*tile)
                    } else {
                        Move::Draw(*tile)
                    },
                ))
            }
            Event::Kita { seat, .. } => {
                kita_draw = Some(*seat);
                moves.push((*seat, Move::Kita));
            }
            Event::Discarded {
                seat,
                tile,
                tsumogiri,
                riichi,
            } => moves.push((
                *seat,
                Move::Discard {
                    tile: *tile,
                    riichi: *riichi,
                    tsumogiri: *tsumogiri,
                },
            )),
            Event::Called { seat, meld } => {
                let kind = match meld.kind() {
                    MeldKind::Chii => CallKind::Chii,
                    MeldKind::Pon => CallKind::Pon,
                    _ => CallKind::Daiminkan,
                };
                let called = meld.called().unwrap_or(meld.tiles()[0]);
                let mut hand = meld.tiles().to_vec();
                if let Some(i) = hand.iter().position(|t| *t == called) {
                    hand.remove(i);
                }
                let from = meld.from().unwrap_or(*seat);
                moves.push((
                    *seat,
                    Move::Call {
                        kind,
                        called,
                        hand,
                        from,
                    },
                ));
            }
            Event::Kan { seat, meld } => moves.push((
                *seat,
                match (meld.kind(), meld.added()) {
                    (MeldKind::Shouminkan, Some(t)) => Move::Shouminkan(t),
                    _ => Move::Ankan(meld.tiles().to_vec()),
                },
            )),
            Event::Won {
                seat, from, score, ..
            } => {
                name = "和了".into();
                let riichi = round.player(*seat).riichi.is_some();
                riichi_win |= riichi;
                let seat_wind = rules.seat_distance(*seat, dealer);
                let pao = liable_seat(round, *seat, *from, score);
                wins.push(RecordedWin {
                    seat: *seat,
                    from: from.unwrap_or(*seat),
                    pao,
                    points: points_text_under(score, *seat == dealer, from.is_none(), rules),
                    yaku: yaku_list(score, seat_wind, round_wind, riichi),
                });
            }
            Event::ExhaustiveDraw { tenpai } => {
                // Everyone at the table: three players in sanma.
                let of = |want: bool| seats.iter().all(|s| tenpai[s.index()] == want);
                name = if of(true) {
                    "全員聴牌"
                } else if of(false) {
                    "全員不聴"
                } else {
                    "流局"
                }
                .into();
            }
            Event::NagashiMangan { .. } => name = "流し満貫".into(),
            Event::AbortiveDraw { reason } => name = abort_name(*reason).into(),
            // Once the hand has ended, each payment is one list of changes (the riichi
            // deposits paid during the hand are not in them, as in Tenhou's records).
            Event::PointsChanged { deltas: d } if !name.is_empty() => deltas.push(*d),
            _ => {}
        }
    }
    split_double_ron(&mut deltas, round.log());
    let ura = if riichi_win {
        round.wall().ura_indicators().to_vec()
    } else {
        Vec::new()
    };
    RecordedHand {
        hand_number: dealer.index() as u8,
        setup,
        starts: start.starts.clone(),
        dora,
        ura,
        moves,
        ending: Ending {
            name,
            deltas,
            wins,
            tenpai: None,
        },
    }
}
