//! The published Riichi score tables, every han/fu pair, dealer and non-dealer, ron and
//! tsumo (e.g. the EMA Riichi Competition Rules annex A-1 and the tables every Japanese
//! rule book prints), and the limit hands.

use rinshan::rules::points::{basic_points, payment, Limit, Payment};
use rinshan::rules::Ruleset;

const FU: [u32; 11] = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

/// Non-dealer ron, han 1..=4 ("-" where no hand can score it).
const NON_DEALER_RON: [[&str; 4]; 11] = [
    ["-", "-", "-", "-"],
    ["-", "1600", "3200", "6400"],
    ["1000", "2000", "3900", "7700"],
    ["1300", "2600", "5200", "8000"],
    ["1600", "3200", "6400", "8000"],
    ["2000", "3900", "7700", "8000"],
    ["2300", "4500", "8000", "8000"],
    ["2600", "5200", "8000", "8000"],
    ["2900", "5800", "8000", "8000"],
    ["3200", "6400", "8000", "8000"],
    ["3600", "7100", "8000", "8000"],
];

/// Dealer ron.
const DEALER_RON: [[&str; 4]; 11] = [
    ["-", "-", "-", "-"],
    ["-", "2400", "4800", "9600"],
    ["1500", "2900", "5800", "11600"],
    ["2000", "3900", "7700", "12000"],
    ["2400", "4800", "9600", "12000"],
    ["2900", "5800", "11600", "12000"],
    ["3400", "6800", "12000", "12000"],
    ["3900", "7700", "12000", "12000"],
    ["4400", "8700", "12000", "12000"],
    ["4800", "9600", "12000", "12000"],
    ["5300", "10600", "12000", "12000"],
];

/// Non-dealer tsumo: non-dealers pay – the dealer pays.
const NON_DEALER_TSUMO: [[&str; 4]; 11] = [
    ["-", "400-700", "700-1300", "1300-2600"],
    ["-", "-", "800-1600", "1600-3200"],
    ["300-500", "500-1000", "1000-2000", "2000-3900"],
    ["400-700", "700-1300", "1300-2600", "2000-4000"],
    ["400-800", "800-1600", "1600-3200", "2000-4000"],
    ["500-1000", "1000-2000", "2000-3900", "2000-4000"],
    ["600-1200", "1200-2300", "2000-4000", "2000-4000"],
    ["700-1300", "1300-2600", "2000-4000", "2000-4000"],
    ["800-1500", "1500-2900", "2000-4000", "2000-4000"],
    ["800-1600", "1600-3200", "2000-4000", "2000-4000"],
    ["900-1800", "1800-3600", "2000-4000", "2000-4000"],
];

/// Dealer tsumo: each player pays.
const DEALER_TSUMO: [[&str; 4]; 11] = [
    ["-", "700", "1300", "2600"],
    ["-", "-", "1600", "3200"],
    ["500", "1000", "2000", "3900"],
    ["700", "1300", "2600", "4000"],
    ["800", "1600", "3200", "4000"],
    ["1000", "2000", "3900", "4000"],
    ["1200", "2300", "4000", "4000"],
    ["1300", "2600", "4000", "4000"],
    ["1500", "2900", "4000", "4000"],
    ["1600", "3200", "4000", "4000"],
    ["1800", "3600", "4000", "4000"],
];

fn text(p: Payment) -> String {
    match p {
        Payment::Ron { total } => total.to_string(),
        Payment::Tsumo {
            dealer: 0,
            non_dealer,
        } => non_dealer.to_string(),
        Payment::Tsumo { dealer, non_dealer } => format!("{non_dealer}-{dealer}"),
    }
}

fn check_table(table: &[[&str; 4]; 11], dealer: bool, tsumo: bool) {
    let rules = Ruleset::tenhou();
    let mut checked = 0;
    for (row, fu) in table.iter().zip(FU) {
        for (han, want) in (1..=4).zip(row) {
            if *want == "-" {
                continue;
            }
            let (basic, _) = basic_points(han, fu, &rules);
            assert_eq!(
                text(payment(basic, dealer, tsumo, 0)),
                *want,
                "{han} han {fu} fu"
            );
            checked += 1;
        }
    }
    assert!(checked > 30);
}

#[test]
fn non_dealer_ron_table() {
    check_table(&NON_DEALER_RON, false, false);
}

#[test]
fn dealer_ron_table() {
    check_table(&DEALER_RON, true, false);
}

#[test]
fn non_dealer_tsumo_table() {
    check_table(&NON_DEALER_TSUMO, false, true);
}

#[test]
fn dealer_tsumo_table() {
    check_table(&DEALER_TSUMO, true, true);
}

/// Limits: mangan 8000/12000, haneman 12000/18000, baiman 16000/24000, sanbaiman
/// 24000/36000, yakuman 32000/48000.
#[test]
fn limit_hands() {
    let rules = Ruleset::tenhou();
    let cases: [(u32, Limit, &str, &str, &str, &str); 9] = [
        (5, Limit::Mangan, "8000", "12000", "2000-4000", "4000"),
        (6, Limit::Haneman, "12000", "18000", "3000-6000", "6000"),
        (7, Limit::Haneman, "12000", "18000", "3000-6000", "6000"),
        (8, Limit::Baiman, "16000", "24000", "4000-8000", "8000"),
        (10, Limit::Baiman, "16000", "24000", "4000-8000", "8000"),
        (
            11,
            Limit::Sanbaiman,
            "24000",
            "36000",
            "6000-12000",
            "12000",
        ),
        (
            12,
            Limit::Sanbaiman,
            "24000",
            "36000",
            "6000-12000",
            "12000",
        ),
        (
            13,
            Limit::KazoeYakuman,
            "32000",
            "48000",
            "8000-16000",
            "16000",
        ),
        (
            20,
            Limit::KazoeYakuman,
            "32000",
            "48000",
            "8000-16000",
            "16000",
        ),
    ];
    for (han, limit, ron, dealer_ron, tsumo, dealer_tsumo) in cases {
        let (basic, got) = basic_points(han, 30, &rules);
        assert_eq!(got, Some(limit), "{han} han");
        assert_eq!(text(payment(basic, false, false, 0)), ron);
        assert_eq!(text(payment(basic, true, false, 0)), dealer_ron);
        assert_eq!(text(payment(basic, false, true, 0)), tsumo);
        assert_eq!(text(payment(basic, true, true, 0)), dealer_tsumo);
    }
}

/// Mangan also applies below 5 han once basic points pass 2000: 4 han 40 fu, 3 han 70 fu.
#[test]
fn mangan_by_basic_points() {
    let rules = Ruleset::tenhou();
    assert_eq!(basic_points(4, 40, &rules), (2000, Some(Limit::Mangan)));
    assert_eq!(basic_points(3, 70, &rules), (2000, Some(Limit::Mangan)));
    assert_eq!(basic_points(4, 30, &rules), (1920, None));
    assert_eq!(basic_points(3, 60, &rules), (1920, None));
}

/// Kiriage mangan (rule option): 4 han 30 fu and 3 han 60 fu round up to mangan.
#[test]
fn kiriage_mangan_option() {
    let rules = Ruleset {
        kiriage_mangan: true,
        ..Ruleset::tenhou()
    };
    assert_eq!(basic_points(4, 30, &rules), (2000, Some(Limit::Mangan)));
    assert_eq!(basic_points(3, 60, &rules), (2000, Some(Limit::Mangan)));
    assert_eq!(basic_points(3, 50, &rules), (1600, None));
}

/// Kazoe yakuman off (EMA): 13 han or more is sanbaiman.
#[test]
fn kazoe_capped_at_sanbaiman_under_ema() {
    assert_eq!(
        basic_points(13, 40, &Ruleset::ema()),
        (6000, Some(Limit::Sanbaiman))
    );
    assert_eq!(
        basic_points(13, 40, &Ruleset::tenhou()),
        (8000, Some(Limit::KazoeYakuman))
    );
}

/// Honba: 300 per counter on a ron, 100 from each payer on a tsumo.
#[test]
fn honba_add_300_per_counter() {
    assert_eq!(text(payment(480, false, false, 2)), "2600");
    assert_eq!(text(payment(480, false, true, 2)), "700-1200");
    assert_eq!(text(payment(480, true, true, 1)), "1100");
    assert_eq!(payment(480, false, true, 2).total(false), 2600);
}
