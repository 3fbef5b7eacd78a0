//! `cargo run -p rinshan-bots --example weigh -- HAND [DORA_INDICATOR] [LIVE]`: how the
//! Hard player weighs each discard of a 14-tile closed hand (mpsz, `0` a red five) on an
//! empty table: win chance, value, shanten and acceptance after it.

use rinshan_bots::judge::{without_exact, Judge};
use rinshan_bots::skill::Skill;
use rinshan_bots::table::Table;
use rinshan_engine::SeatView;
use rinshan_rules::{parse_mpsz, Ruleset, Seat, TileKind};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let hand =
        parse_mpsz(args.first().map_or("123m456p789s1122z", String::as_str)).unwrap_or_default();
    let dora = parse_mpsz(args.get(1).map_or("1z", String::as_str)).unwrap_or_default();
    let live: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(60);
    let view = SeatView {
        seat: Seat::ALL[1],
        dealer: Seat::ALL[0],
        round_wind: TileKind::wind(0),
        seat_wind: TileKind::wind(1),
        honba: 0,
        deposits: 0,
        points: [25000; 4],
        hand: hand.clone(),
        drawn: hand.last().copied(),
        melds: Default::default(),
        ponds: Default::default(),
        riichi: [false; 4],
        dora_indicators: dora,
        live_remaining: live,
        claim: None,
        rules: Ruleset::tenhou(),
        kita: [0; 4],
    };
    let table = Table::new(&view);
    let mut judge = Judge::new(&table, Skill::HARD);
    let mut seen = Vec::new();
    for &d in &hand {
        if seen.contains(&d) {
            continue;
        }
        seen.push(d);
        let w = judge.weigh(d, &without_exact(&hand, d), &[]);
        println!(
            "{:>4}  shanten {} acc {:>2}  win {:.3}  value {:>6.0}  riichi {}  gain {:>6.0}  worth {:>6.0}",
            d.code(),
            w.outlook.shanten,
            w.outlook.acceptance,
            w.outlook.win,
            w.outlook.value,
            w.outlook.riichi,
            w.gain,
            w.worth
        );
    }
}
