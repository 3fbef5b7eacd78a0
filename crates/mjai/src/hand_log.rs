//! What one seat knows of the hand being played, as the mjai events told it: the deal (its
//! own tiles; other seats' tiles are hidden unless the log is a full record), every move in
//! table order with the tiles that were shown, the dora indicators, who declared riichi
//! and the points after each riichi deposit.

use super::event::MjaiEvent;
use rinshan_engine::RoundSetup;
use rinshan_records::CallKind;
use rinshan_rules::{Seat, Tile, TileKind};

/// One move as the seat saw it; `None` is a tile hidden from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seen {
    /// A draw from the live wall.
    Draw(Option<Tile>),
    /// The replacement draw after a kan.
    Rinshan(Option<Tile>),
    /// A discard.
    Discard {
        /// The tile.
        tile: Tile,
        /// Riichi was declared with it.
        riichi: bool,
        /// The tile just drawn.
        tsumogiri: bool,
    },
    /// A chii, pon or daiminkan of the discard just made.
    Call {
        /// Which call.
        kind: CallKind,
        /// The discard taken.
        called: Tile,
        /// The caller's own tiles of the meld.
        hand: Vec<Tile>,
        /// The discarder.
        from: Seat,
    },
    /// A tile added to a pon (shouminkan).
    Shouminkan(Tile),
    /// A closed kan of these four tiles.
    Ankan(Vec<Tile>),
}

/// The hand so far, from one seat's events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandLog {
    /// Dealer, round wind, honba, deposits and points at the deal.
    pub setup: RoundSetup,
    /// The dealt hands, `None` where hidden.
    pub starts: [Vec<Option<Tile>>; 4],
    /// The dora indicators shown, in order.
    pub dora: Vec<Tile>,
    /// Every move, in table order.
    pub moves: Vec<(Seat, Seen)>,
    /// Seats whose riichi was declared and whose riichi discard is still to come.
    pub reach_declared: [bool; 4],
    /// Seats in riichi (their riichi discard made).
    pub riichi: [bool; 4],
    /// Every seat's points now (riichi deposits paid taken off).
    pub scores: [i32; 4],
    /// Riichi deposits on the table now.
    pub deposits: u32,
}

impl HandLog {
    /// The hand a `start_kyoku` event deals; `None` for any other event.
    pub fn start(event: &MjaiEvent) -> Option<HandLog> {
        let MjaiEvent::StartKyoku {
            bakaze,
            kyoku: _,
            honba,
            kyotaku,
            oya,
            scores,
            dora_marker,
            tehais,
        } = event
        else {
            return None;
        };
        Some(HandLog {
            setup: RoundSetup {
                dealer: *oya,
                round_wind: *bakaze,
                honba: *honba,
                deposits: *kyotaku,
                points: *scores,
            },
            starts: tehais.clone(),
            dora: vec![*dora_marker],
            moves: Vec::new(),
            reach_declared: [false; 4],
            riichi: [false; 4],
            scores: *scores,
            deposits: *kyotaku,
        })
    }

    /// The hand's number within its round (0 for the first hand), from the dealer.
    pub fn hand_number(&self) -> u8 {
        self.setup.dealer.index() as u8
    }

    /// The round wind as 0 (East) to 3 (North).
    pub fn round_number(&self) -> usize {
        self.setup.round_wind.index() - TileKind::wind(0).index()
    }

    /// True when `seat`'s last move is a kan, so its next draw is the replacement tile.
    fn kan_just_made(&self, seat: Seat) -> bool {
        matches!(
            self.moves.last(),
            Some((s, Seen::Call { kind: CallKind::Daiminkan, .. }
                | Seen::Shouminkan(_)
                | Seen::Ankan(_))) if *s == seat
        )
    }

    /// Follows one event of the hand.
    pub fn follow(&mut self, event: &MjaiEvent) {
        match event {
            MjaiEvent::Tsumo { actor, pai } => {
                let seen = if self.kan_just_made(*actor) {
                    Seen::Rinshan(*pai)
                } else {
                    Seen::Draw(*pai)
                };
                self.moves.push((*actor, seen));
            }
            MjaiEvent::Dahai {
                actor,
                pai,
                tsumogiri,
            } => {
                let i = actor.index();
                let riichi = std::mem::take(&mut self.reach_declared[i]);
                self.riichi[i] |= riichi;
                self.moves.push((
                    *actor,
                    Seen::Discard {
                        tile: *pai,
                        riichi,
                        tsumogiri: *tsumogiri,
                    },
                ));
            }
            MjaiEvent::Reach { actor } => self.reach_declared[actor.index()] = true,
            MjaiEvent::ReachAccepted { actor, scores } => {
                match scores {
                    Some(s) => self.scores = *s,
                    None => self.scores[actor.index()] -= 1000,
                }
                self.deposits += 1;
            }
            MjaiEvent::Call {
                kind,
                actor,
                target,
                pai,
                consumed,
            } => self.moves.push((
                *actor,
                Seen::Call {
                    kind: *kind,
                    called: *pai,
                    hand: consumed.clone(),
                    from: *target,
                },
            )),
            MjaiEvent::Kakan { actor, pai } => self.moves.push((*actor, Seen::Shouminkan(*pai))),
            MjaiEvent::Ankan { actor, consumed } => {
                self.moves.push((*actor, Seen::Ankan(consumed.clone())))
            }
            MjaiEvent::Dora { dora_marker } => self.dora.push(*dora_marker),
            _ => {}
        }
    }
}
