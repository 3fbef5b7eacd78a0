//! Where a game record and the engine disagree, in words: what the record viewer lists
//! and the JavaScript API's `check_record` reports. The checker
//! ([`rinshan_records::check`]) says what happened; this says it.

use super::actions::action;
use super::lang::Lang;
use super::names::round_name;
use super::refusals::refusal;
use rinshan_records::{CallKind, Mismatch, Problem};

/// The hand a mismatch is in: "East 4, 0 honba" / "東4局 0本場".
pub fn mismatch_hand(lang: Lang, m: &Mismatch) -> String {
    let round = round_name(lang, m.wind, m.hand_number);
    match lang {
        Lang::En => format!("{round}, {} honba", m.honba),
        Lang::Ja => format!("{round} {}本場", m.honba),
    }
}

/// The refused move: "seat 3 Discard Red dragon" / "席3：中を切る" (seats counted
/// from 0, the dealer of East 1, as records count them).
pub fn mismatch_move(lang: Lang, m: &Mismatch) -> Option<String> {
    let (seat, what) = match &m.problem {
        Problem::Refused {
            seat, action: a, ..
        } => (seat.index(), action(lang, a)),
        Problem::CallWithoutTiles { seat, kind } => (seat.index(), call_word(lang, *kind).into()),
        Problem::EndsEarly | Problem::Players { .. } | Problem::Differs(_) => return None,
    };
    Some(match lang {
        Lang::En => format!("seat {seat} {what}"),
        Lang::Ja => format!("席{seat}：{what}"),
    })
}

/// What the rules or the result say: the refusal's rule, or the disagreement.
pub fn mismatch_problem(lang: Lang, m: &Mismatch) -> String {
    match (&m.problem, lang) {
        (Problem::Refused { refusal: r, .. }, _) => refusal(lang, r),
        (Problem::CallWithoutTiles { .. }, Lang::En) => {
            "the call's own tiles are not two tiles".into()
        }
        (Problem::CallWithoutTiles { .. }, Lang::Ja) => {
            "鳴いた面子の手牌が2枚ではありません".into()
        }
        (Problem::EndsEarly, Lang::En) => "the record ends before the hand does".into(),
        (Problem::EndsEarly, Lang::Ja) => "局が終わる前に記録が終わっています".into(),
        (Problem::Players { record, rules }, Lang::En) => {
            format!("the record is of a {record}-player game, the rules are for {rules} players")
        }
        (Problem::Players { record, rules }, Lang::Ja) => {
            format!("{record}人打ちの記録を{rules}人打ちのルールで確かめています")
        }
        // The record's facts (tiles, score changes, yaku as the record names them) stay
        // as the checker states them, like a reader's error.
        (Problem::Differs(fact), _) => fact.clone(),
    }
}

/// The whole mismatch in one sentence: "hand 1 (East 4, 0 honba), move 12 (seat 3
/// Discard Red dragon): Red dragon is not in your hand".
pub fn mismatch(lang: Lang, m: &Mismatch) -> String {
    let hand = mismatch_hand(lang, m);
    let mut line = match lang {
        Lang::En => format!("hand {} ({hand})", m.hand),
        Lang::Ja => format!("第{}局（{hand}）", m.hand),
    };
    if let Some(step) = m.step {
        line.push_str(&match lang {
            Lang::En => format!(", move {step}"),
            Lang::Ja => format!("、{step}手目"),
        });
    }
    if let Some(what) = mismatch_move(lang, m) {
        line.push_str(&match lang {
            Lang::En => format!(" ({what})"),
            Lang::Ja => format!("（{what}）"),
        });
    }
    let problem = mismatch_problem(lang, m);
    line.push_str(&match lang {
        Lang::En => format!(": {problem}"),
        Lang::Ja => format!("：{problem}"),
    });
    line
}

fn call_word(lang: Lang, kind: CallKind) -> &'static str {
    match (kind, lang) {
        (CallKind::Chii, Lang::En) => "Chii",
        (CallKind::Pon, Lang::En) => "Pon",
        (CallKind::Daiminkan, Lang::En) => "Kan (daiminkan)",
        (CallKind::Chii, Lang::Ja) => "チー",
        (CallKind::Pon, Lang::Ja) => "ポン",
        (CallKind::Daiminkan, Lang::Ja) => "カン（大明槓）",
    }
}
