//! Every win in the real Tenhou game records (`tests/fixtures/tenhou6`, a copy of the
//! project's shared test data, played under Tenhou rules) scores exactly as the record
//! says: yaku, han, fu and points.

mod support;

use rinshan::rules::points::payment;
use rinshan::rules::{score, Ruleset};
use support::tenhou6::{record_files, wins_in};
use support::{payment_text, yaku_names};

#[test]
fn every_recorded_win_scores_as_recorded() {
    let files = record_files();
    assert!(
        files.len() >= 20,
        "the tenhou6 records in tests/fixtures are missing: {}",
        files.len()
    );
    let rules = Ruleset::tenhou();
    let mut checked = 0;
    let mut failures = Vec::new();
    for file in &files {
        for win in wins_in(file) {
            let win = match win {
                Ok(w) => w,
                Err(e) => {
                    failures.push(e);
                    continue;
                }
            };
            let scored = match score(&win.hand, &win.win, &rules) {
                Ok(s) => s,
                Err(e) => {
                    failures.push(format!(
                        "{}: {} + {}: {e}",
                        win.label, win.hand, win.win.tile
                    ));
                    continue;
                }
            };
            let mut got = yaku_names(&scored);
            got.sort();
            let mut want = win.yaku.clone();
            want.sort();
            let pay = payment_text(payment(
                scored.basic,
                win.win.is_dealer(),
                win.win.is_tsumo(),
                0,
            ));
            let dora =
                u32::from(scored.dora) + u32::from(scored.red_fives) + u32::from(scored.ura_dora);
            let fu_han_ok = win
                .fu_han
                .is_none_or(|(fu, han)| (scored.fu.total, scored.han) == (fu, han));
            if got != want
                || pay != win.points
                || !fu_han_ok
                || (scored.yakuman.is_empty() && dora != win.dora_han)
            {
                failures.push(format!(
                    "{}: {} + {}: got {got:?} {}fu {}han {pay} dora {dora}; record {want:?} {:?} {} dora {}",
                    win.label, win.hand, win.win.tile, scored.fu.total, scored.han, win.fu_han, win.points, win.dora_han
                ));
            }
            checked += 1;
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} wins differ:\n{}",
        failures.len(),
        checked + failures.len(),
        failures.join("\n")
    );
    eprintln!("{checked} recorded wins scored as recorded");
    assert!(checked >= 120, "only {checked} wins checked");
}
