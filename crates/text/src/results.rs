//! A hand's result in words: the heading (who won, or which draw), how each win came
//! (ron from whom, or tsumo), its yaku with their han and the dora counted apart, its
//! total, and who is liable; and a recorded ending as the record viewer shows it.

use super::labels::{text, Msg};
use super::lang::Lang;
use super::names::{abort_word, limit_word, yaku_word, yakuman_word};
use rinshan_engine::{Ending, HandResult, WinResult};
use rinshan_rules::{HandScore, Seat};

/// How the result names a seat (the table: by side; scripts: by number).
pub type Namer<'a> = &'a dyn Fn(Seat) -> String;

/// The result's heading: "Winner: You", "Exhaustive draw (ryuukyoku)", "Abortive draw:
/// Four riichi (suucha riichi)".
pub fn heading(lang: Lang, r: &HandResult, name: Namer) -> String {
    let colon = if lang == Lang::En { ": " } else { "：" };
    match &r.ending {
        Ending::Won => r
            .wins
            .iter()
            .map(|w| format!("{}{colon}{}", text(lang, Msg::Winner), name(w.seat)))
            .collect::<Vec<_>>()
            .join(" · "),
        Ending::ExhaustiveDraw { .. } => text(lang, Msg::ExhaustiveDraw).to_string(),
        Ending::Aborted(reason) => format!(
            "{}{colon}{}",
            text(lang, Msg::AbortiveDraw),
            abort_word(lang, *reason)
        ),
    }
}

/// How a win came: "Ron · The player opposite dealt in", "Tsumo".
pub fn how(lang: Lang, w: &WinResult, name: Namer) -> String {
    match (lang, w.from) {
        (Lang::En, Some(f)) => format!("Ron · {} {}", name(f), text(lang, Msg::DealtIn)),
        (Lang::Ja, Some(f)) => format!("ロン · {}が{}", name(f), text(lang, Msg::DealtIn)),
        (_, None) => text(lang, Msg::Tsumo).to_string(),
    }
}

/// The yaku and yakuman of a win, each with its value ("Riichi", "1 han"), then dora, red
/// fives and ura dora counted apart.
pub fn yaku_lines(lang: Lang, s: &HandScore) -> Vec<(String, String)> {
    let han = text(lang, Msg::Han);
    let mut lines: Vec<(String, String)> = s
        .yakuman
        .iter()
        .map(|(y, n)| {
            (
                yakuman_word(lang, *y).to_string(),
                if *n > 1 {
                    format!("{n}×")
                } else {
                    String::new()
                },
            )
        })
        .collect();
    lines.extend(
        s.yaku
            .iter()
            .map(|(y, h)| (yaku_word(lang, *y).to_string(), format!("{h} {han}"))),
    );
    for (msg, n) in [
        (Msg::Dora, s.dora),
        (Msg::RedFives, s.red_fives),
        (Msg::UraDora, s.ura_dora),
        (Msg::KitaDora, s.kita),
    ] {
        if n > 0 {
            lines.push((text(lang, msg).to_string(), format!("{n} {han}")));
        }
    }
    lines
}

/// The names of a win's yakuman and yaku, in that order.
pub fn yaku_names(lang: Lang, s: &HandScore) -> Vec<String> {
    s.yakuman
        .iter()
        .map(|(y, _)| yakuman_word(lang, *y).to_string())
        .chain(s.yaku.iter().map(|(y, _)| yaku_word(lang, *y).to_string()))
        .collect()
}

/// A win's total: "3 han 30 fu Mangan · 8000 points" (a yakuman: its limit and points).
pub fn total(lang: Lang, s: &HandScore) -> String {
    let value = if s.yakuman.is_empty() {
        format!(
            "{} {} {} {}",
            s.han,
            text(lang, Msg::Han),
            s.fu.total,
            text(lang, Msg::Fu)
        )
    } else {
        String::new()
    };
    let limit = s.limit.map(|l| limit_word(lang, l)).unwrap_or_default();
    let points = match lang {
        Lang::En => format!("{} points", s.gain),
        Lang::Ja => format!("{}点", s.gain),
    };
    format!("{value} {limit} · {points}")
}

/// Who pays for a win under pao: "liable (pao): The player on your left".
pub fn liable(lang: Lang, seat: Seat, name: Namer) -> String {
    let colon = if lang == Lang::En { ": " } else { "：" };
    format!("{}{colon}{}", text(lang, Msg::Liable), name(seat))
}

/// One recorded win for [`recorded_ending`]: winner, who paid, the record's points and
/// yaku (in the record's own words).
pub struct RecordedWinWords<'a> {
    /// The winner.
    pub seat: Seat,
    /// The discarder, or the winner for a tsumo.
    pub from: Seat,
    /// The record's points text.
    pub points: &'a str,
    /// The record's yaku.
    pub yaku: &'a [String],
}

/// A hand's recorded ending in one line, with seats by number: "Recorded ending: 和了;
/// seat 2 from seat 0: 3900 — 立直 ...", or that the record stops before it.
pub fn recorded_ending(lang: Lang, name: &str, wins: &[RecordedWinWords]) -> String {
    if name.is_empty() {
        return match lang {
            Lang::En => "The record stops before this hand ends.".into(),
            Lang::Ja => "牌譜はこの局の終わる前で途切れています。".into(),
        };
    }
    let mut line = match lang {
        Lang::En => format!("Recorded ending: {name}"),
        Lang::Ja => format!("記録された結果：{name}"),
    };
    for w in wins {
        line.push_str(&match lang {
            Lang::En => format!(
                "; seat {} from seat {}: {} — {}",
                w.seat.index(),
                w.from.index(),
                w.points,
                w.yaku.join(" ")
            ),
            Lang::Ja => format!(
                "；{}番席（{}番席から）：{} — {}",
                w.seat.index(),
                w.from.index(),
                w.points,
                w.yaku.join(" ")
            ),
        });
    }
    line
}

/// A win's points as players read them, the score table's value without honba and riichi
/// sticks: "Ron 3900", "1000-2000" (a non-dealer's tsumo: from each non-dealer, then from
/// the dealer), "2000 all" (the dealer's tsumo).
pub fn points_read(lang: Lang, basic: u32, dealer: bool, tsumo: bool) -> String {
    use rinshan_rules::points::{payment, Payment};
    match (lang, payment(basic, dealer, tsumo, 0)) {
        (Lang::En, Payment::Ron { total }) => format!("Ron {total}"),
        (Lang::En, Payment::Tsumo { non_dealer, .. }) if dealer => format!("{non_dealer} all"),
        (
            Lang::En,
            Payment::Tsumo {
                dealer: d,
                non_dealer,
            },
        ) => format!("{non_dealer}-{d}"),
        (Lang::Ja, Payment::Ron { total }) => format!("ロン {total}点"),
        (Lang::Ja, Payment::Tsumo { non_dealer, .. }) if dealer => format!("{non_dealer}点オール"),
        (
            Lang::Ja,
            Payment::Tsumo {
                dealer: d,
                non_dealer,
            },
        ) => format!("{non_dealer}-{d}点"),
    }
}

/// A win's value as players read it: fu and han, the limit's name when one is reached,
/// and the points — "30 fu 3 han · 1000-2000", "40 fu 4 han · Mangan · Ron 8000",
/// "Yakuman · 8000-16000" / 「30符3翻 · 1000-2000点」.
pub fn value(lang: Lang, s: &HandScore, dealer: bool, tsumo: bool) -> String {
    let mut parts = Vec::new();
    if s.yakuman.is_empty() {
        parts.push(match lang {
            Lang::En => format!("{} fu {} han", s.fu.total, s.han),
            Lang::Ja => format!("{}符{}翻", s.fu.total, s.han),
        });
    }
    if let Some(l) = s.limit {
        parts.push(limit_word(lang, l));
    }
    parts.push(points_read(lang, s.basic, dealer, tsumo));
    parts.join(" · ")
}

/// The honba paid with a win: "Honba ×2: +600".
pub fn honba_line(lang: Lang, honba: u32, points: u32) -> String {
    match lang {
        Lang::En => format!("{} ×{honba}: +{points}", text(lang, Msg::HonbaLine)),
        Lang::Ja => format!("{honba}本場：+{points}"),
    }
}

/// The riichi sticks a win collects: "Riichi sticks: +2000".
pub fn sticks_line(lang: Lang, points: u32) -> String {
    let colon = if lang == Lang::En { ": " } else { "：" };
    format!("{}{colon}+{points}", text(lang, Msg::DepositsLine))
}

/// A hand's short mark for a chart's axis: "E1", "E2-1" (one honba), "S4" / 「東1」「東2-1」.
pub fn hand_mark(lang: Lang, wind: u8, hand: u8, honba: u32) -> String {
    let w = match lang {
        Lang::En => ["E", "S", "W", "N"][usize::from(wind % 4)],
        Lang::Ja => ["東", "南", "西", "北"][usize::from(wind % 4)],
    };
    if honba == 0 {
        format!("{w}{}", hand + 1)
    } else {
        format!("{w}{}-{honba}", hand + 1)
    }
}

/// A signed score change: "+3900", "-1000", "0".
pub fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// A final score (uma and oka included) in thousands with one decimal, signed: 12300 →
/// "+12.3" (integer arithmetic: no float formatting).
pub fn thousands(score: i32) -> String {
    let sign = if score < 0 { "-" } else { "+" };
    let tenths = (score.unsigned_abs() + 50) / 100;
    format!("{sign}{}.{}", tenths / 10, tenths % 10)
}
