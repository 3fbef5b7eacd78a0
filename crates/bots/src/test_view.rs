//! Tests' table: the view of seat 0, the dealer, at the start of an East round under
//! Tenhou's rules, with nothing in hand or on the table; a test sets what it needs with
//! struct update syntax.

use rinshan_engine::SeatView;
use rinshan_rules::{Ruleset, Seat, TileKind};

/// Seat 0's view of an empty table (40 tiles left in the live wall, no dora indicator).
pub fn bare_view() -> SeatView {
    SeatView {
        seat: Seat::ALL[0],
        dealer: Seat::ALL[0],
        round_wind: TileKind::wind(0),
        seat_wind: TileKind::wind(0),
        honba: 0,
        deposits: 0,
        points: [25000; 4],
        hand: Vec::new(),
        drawn: None,
        melds: Default::default(),
        ponds: Default::default(),
        riichi: [false; 4],
        dora_indicators: Vec::new(),
        live_remaining: 40,
        claim: None,
        rules: Ruleset::tenhou(),
        kita: [0; 4],
    }
}
