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
