//! The coach's words (the record viewer's "review with advice"): why a choice is marked
//! (one line per [`Reason`]), the verdicts, what was played beside what Hard would do,
//! shanten and tiles accepted, and the chance of dealing in against each riichi. Only the
//! record viewer's module uses them, so the game's download does not carry them.

use super::actions::action;
use super::lang::Lang;
use rinshan_bots::coach::{Reason, Verdict};
use rinshan_engine::Action;

/// A fixed label of the coach's panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachMsg {
    /// The button that starts the review, and the panel's name.
    ReviewWithAdvice,
    /// Jumps to the next marked decision.
    NextMark,
    /// Jumps to the previous marked decision.
    PreviousMark,
    /// The seat reviewed (the select's label).
    SeatReviewed,
    /// The list of the seat's decisions (its accessible name).
    Decisions,
    /// A decision's verdict when it is Hard's own choice.
    Agrees,
    /// A decision's verdict when it differs from Hard's without losing clearly.
    Fine,
    /// The keys of the coach.
    Keys,
    /// Said when no decision of the seat is marked.
    NoMarks,
    /// The header of a marked decision's line (for assistive technology and the eye).
    Marked,
    /// A decision Hard would mark that many Phoenix players make (so it is no mark).
    Common,
}

/// A label of the coach's panel in words.
pub fn coach_text(lang: Lang, msg: CoachMsg) -> &'static str {
    use CoachMsg::*;
    match (lang, msg) {
        (Lang::En, ReviewWithAdvice) => "Review with advice",
        (Lang::En, NextMark) => "Next mark",
        (Lang::En, PreviousMark) => "Previous mark",
        (Lang::En, SeatReviewed) => "Advice for",
        (Lang::En, Decisions) => "Decisions and advice",
        (Lang::En, Agrees) => "Same as Hard",
        (Lang::En, Fine) => "Not Hard's choice, but no clear loss",
        (Lang::En, Keys) => "Keys: N next mark · P previous mark",
        (Lang::En, NoMarks) => "No choice of this seat loses clearly.",
        (Lang::En, Common) => {
            "Hard would mark it, but many Phoenix players make this choice: not marked."
        }
        (Lang::En, Marked) => "Marked",
        (Lang::Ja, ReviewWithAdvice) => "アドバイス付きで検討",
        (Lang::Ja, NextMark) => "次の指摘",
        (Lang::Ja, PreviousMark) => "前の指摘",
        (Lang::Ja, SeatReviewed) => "検討する席",
        (Lang::Ja, Decisions) => "選択とアドバイス",
        (Lang::Ja, Agrees) => "Hardと同じ",
        (Lang::Ja, Fine) => "Hardとは違うが、明確な損ではない",
        (Lang::Ja, Keys) => "キー：N 次の指摘 · P 前の指摘",
        (Lang::Ja, NoMarks) => "この席に明確な損の選択はありません。",
        (Lang::Ja, Common) => "Hardは指摘しますが、鳳凰卓ではよくある選択なので指摘しません。",
        (Lang::Ja, Marked) => "指摘",
    }
}

/// Why a choice is marked, in one line.
pub fn reason(lang: Lang, r: Reason) -> &'static str {
    use Reason::*;
    match (lang, r) {
        (Lang::En, MissedWin) => "A win was there, and it was let pass.",
        (Lang::En, DangerousDiscard) => {
            "A dangerous tile against riichi from a hand not worth the risk: a safer tile was there."
        }
        (Lang::En, NeedlessFold) => "This folds a hand worth pushing: folding costs more than it saves.",
        (Lang::En, SlowerHand) => "This discard leaves the hand further from tenpai than it has to.",
        (Lang::En, FewerTiles) => "Same shanten, but clearly fewer tiles accepted.",
        (Lang::En, LostValue) => "This throws away value (dora, a red five, a yaku) for no speed.",
        (Lang::En, NeedlessRiichi) => "Riichi, where staying quiet (dama) is clearly worth more.",
        (Lang::En, MissedRiichi) => "No riichi, where riichi is clearly worth more.",
        (Lang::En, NeedlessCall) => "This call is worth clearly less than letting the tile pass.",
        (Lang::En, MissedCall) => "Letting the tile pass is worth clearly less than calling it.",
        (Lang::Ja, MissedWin) => "和了れたのに見逃しました。",
        (Lang::Ja, DangerousDiscard) => {
            "押す価値のない手で、リーチに危険な牌を切りました。より安全な牌がありました。"
        }
        (Lang::Ja, NeedlessFold) => "押す価値のある手でオリています。オリの損が得より大きい。",
        (Lang::Ja, SlowerHand) => "必要以上に聴牌から遠ざかる打牌です。",
        (Lang::Ja, FewerTiles) => "向聴数は同じですが、受け入れが明らかに少なくなります。",
        (Lang::Ja, LostValue) => "速さが変わらないのに、打点（ドラ・赤・役）を捨てています。",
        (Lang::Ja, NeedlessRiichi) => "ダマの方が明らかに得な場面でのリーチです。",
        (Lang::Ja, MissedRiichi) => "リーチの方が明らかに得な場面でリーチしていません。",
        (Lang::Ja, NeedlessCall) => "この鳴きは、見送るより明らかに損です。",
        (Lang::Ja, MissedCall) => "見送りは、鳴くより明らかに損です。",
    }
}

/// A verdict in words: the reason of a mark, or whether it is Hard's choice.
pub fn verdict(lang: Lang, v: Verdict) -> &'static str {
    match v {
        Verdict::Agrees => coach_text(lang, CoachMsg::Agrees),
        Verdict::Fine => coach_text(lang, CoachMsg::Fine),
        Verdict::Mistake(r) => reason(lang, r),
    }
}

/// Where a decision is: "Hand 2, step 14" / "第2局 14手目" (hands counted from 1).
pub fn decision_place(lang: Lang, hand: usize, step: usize) -> String {
    match lang {
        Lang::En => format!("Hand {}, step {step}", hand + 1),
        Lang::Ja => format!("第{}局 {step}手目", hand + 1),
    }
}

/// What the seat did: "Played: Discard 5 man" / "実際：5萬を切る".
pub fn played(lang: Lang, a: &Action) -> String {
    match lang {
        Lang::En => format!("Played: {}", action(lang, a)),
        Lang::Ja => format!("実際：{}", action(lang, a)),
    }
}

/// What Hard would do: "Hard would: Discard Red dragon" / "Hardなら：中を切る".
pub fn hard_would(lang: Lang, a: &Action) -> String {
    match lang {
        Lang::En => format!("Hard would: {}", action(lang, a)),
        Lang::Ja => format!("Hardなら：{}", action(lang, a)),
    }
}

/// A hand's shape after a choice: "2-shanten, 34 tiles accepted", "tenpai, 8 tiles
/// accepted" / "2向聴・受け入れ34枚", "聴牌・受け入れ8枚".
pub fn shape(lang: Lang, shanten: i8, accepted: u32) -> String {
    match (lang, shanten) {
        (Lang::En, s) if s < 0 => "complete".into(),
        (Lang::Ja, s) if s < 0 => "和了形".into(),
        (Lang::En, 0) => format!("tenpai, {accepted} tiles accepted"),
        (Lang::Ja, 0) => format!("聴牌・受け入れ{accepted}枚"),
        (Lang::En, s) => format!("{s}-shanten, {accepted} tiles accepted"),
        (Lang::Ja, s) => format!("{s}向聴・受け入れ{accepted}枚"),
    }
}

/// A chance as a whole percent: 0.143 → "14%" (below one percent but not nothing:
/// "<1%").
pub fn percent(chance: f64) -> String {
    let p = (chance * 100.0).round();
    if p < 1.0 && chance > 0.0 {
        "<1%".into()
    } else {
        format!("{p:.0}%")
    }
}

/// The chance of dealing in against one riichi: "Deal-in chance against Seat 1 (B): 14%
/// played, 0% Hard's" / "1番席 (B) への放銃率：実際 14%、Hard 0%". `seat` is the seat's
/// name as the viewer lists it.
pub fn deal_in_against(lang: Lang, seat: &str, played: f64, hard: f64) -> String {
    let (p, h) = (percent(played), percent(hard));
    match lang {
        Lang::En => format!("Deal-in chance against {seat}: {p} played, {h} Hard's"),
        Lang::Ja => format!("{seat}への放銃率：実際 {p}、Hard {h}"),
    }
}

/// What the Phoenix players would do (the action's words: its tiles follow): "Phoenix
/// players: Discard 5 man" / "鳳凰卓なら：5萬を打牌".
pub fn phoenix_would(lang: Lang, a: &Action) -> String {
    match lang {
        Lang::En => format!("Phoenix players: {}", action(lang, a)),
        Lang::Ja => format!("鳳凰卓なら：{}", action(lang, a)),
    }
}

/// How likely the seat's choice was among the Phoenix players, and the chance its discard
/// deals in: "Your choice: 8% of them · deal-in chance 3%" / "あなたの選択：8%・放銃率 3%".
pub fn phoenix_chances(lang: Lang, played: Option<f64>, deal_in: Option<f64>) -> String {
    let mut out = match (lang, played) {
        (Lang::En, Some(p)) => format!("Your choice: {} of them", percent(p)),
        (Lang::Ja, Some(p)) => format!("あなたの選択：{}", percent(p)),
        (_, None) => String::new(),
    };
    if let Some(d) = deal_in {
        if !out.is_empty() {
            out.push_str(if lang == Lang::En { " · " } else { "・" });
        }
        out.push_str(&deal_in_chance(lang, d));
    }
    out
}

/// A discard's chance of dealing in, by the reading model: "deal-in chance 3%" /
/// "放銃率 3%" (the coach's, and the hints' beside each discard).
pub fn deal_in_chance(lang: Lang, chance: f64) -> String {
    match lang {
        Lang::En => format!("deal-in chance {}", percent(chance)),
        Lang::Ja => format!("放銃率 {}", percent(chance)),
    }
}

/// How far the review has gone: "Reviewing… 3 of 9 hands" / "検討中… 9局中3局".
pub fn reviewing(lang: Lang, done: usize, hands: usize) -> String {
    match lang {
        Lang::En => format!("Reviewing… {done} of {hands} hands"),
        Lang::Ja => format!("検討中… {hands}局中{done}局"),
    }
}

/// How far the Phoenix players' opinions have come, hand by hand: "What Phoenix players
/// would do… 2 of 9 hands" / "鳳凰卓の打ち方と比較中… 9局中2局".
pub fn asking_phoenix(lang: Lang, done: usize, hands: usize) -> String {
    match lang {
        Lang::En => format!("What Phoenix players would do… {done} of {hands} hands"),
        Lang::Ja => format!("鳳凰卓の打ち方と比較中… {hands}局中{done}局"),
    }
}

/// How far the Expert's check of the marks has gone: "The Expert checks the marks… 1 of
/// 3" / "達人が指摘を確認中… 3件中1件".
pub fn checking(lang: Lang, done: usize, marks: usize) -> String {
    match lang {
        Lang::En => format!("The Expert checks the marks… {done} of {marks}"),
        Lang::Ja => format!("達人が指摘を確認中… {marks}件中{done}件"),
    }
}

/// Points with their sign and thousands: +1,240 / −310 / 0.
fn signed_points(points: f64) -> String {
    let p = points.round() as i64;
    let digits = p.unsigned_abs().to_string();
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    match p {
        0 => grouped,
        p if p > 0 => format!("+{grouped}"),
        _ => format!("−{grouped}"),
    }
}

/// The simulation's values of a decision's two choices (the Expert's second opinion on a
/// mark): each choice's average final place and the points the hand moved for the seat,
/// over `hands` simulated hands, and whether the seat's choice loses clearly (the mark
/// stands) or not (it is withdrawn). "By simulation (750 hands): played 2.61 average
/// place (−1,240 points), Hard's 2.48 (−310): a clear loss."
pub fn simulated(
    lang: Lang,
    hands: u32,
    played: (f64, f64),
    hard: (f64, f64),
    clear: bool,
) -> String {
    let ((pp, ppts), (hp, hpts)) = (played, hard);
    let (ppts, hpts) = (signed_points(ppts), signed_points(hpts));
    match lang {
        Lang::En => format!(
            "By simulation ({hands} hands): played {pp:.2} average place ({ppts} points), Hard's {hp:.2} ({hpts}): {}",
            if clear { "a clear loss." } else { "no clear loss, so not marked." }
        ),
        Lang::Ja => format!(
            "シミュレーション（{hands}局）：実際 平均順位{pp:.2}（{ppts}点）、Hard {hp:.2}（{hpts}点）：{}",
            if clear { "明確な損。" } else { "明確な損ではないため指摘しません。" }
        ),
    }
}

/// The review's count: "2 marks in 31 decisions" / "31の選択のうち指摘2件".
pub fn marks_count(lang: Lang, marks: usize, decisions: usize) -> String {
    match lang {
        Lang::En => format!(
            "{marks} mark{} in {decisions} decision{}",
            if marks == 1 { "" } else { "s" },
            if decisions == 1 { "" } else { "s" }
        ),
        Lang::Ja => format!("{decisions}の選択のうち指摘{marks}件"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The simulation's line gives both choices' place and points, signed and grouped,
    /// and says whether the mark stands, in both languages.
    #[test]
    fn the_simulated_values_are_said_in_words() {
        let en = simulated(Lang::En, 750, (2.613, -1240.4), (2.48, 310.0), true);
        assert_eq!(
            en,
            "By simulation (750 hands): played 2.61 average place (−1,240 points), Hard's 2.48 (+310): a clear loss."
        );
        let ja = simulated(Lang::Ja, 40, (2.5, 0.0), (2.5, -12_345.0), false);
        assert_eq!(
            ja,
            "シミュレーション（40局）：実際 平均順位2.50（0点）、Hard 2.50（−12,345点）：明確な損ではないため指摘しません。"
        );
        assert_eq!(
            checking(Lang::En, 1, 3),
            "The Expert checks the marks… 1 of 3"
        );
        assert_eq!(
            asking_phoenix(Lang::Ja, 2, 9),
            "鳳凰卓の打ち方と比較中… 9局中2局"
        );
    }

    /// Every reason is one line in English and in Japanese, each its own.
    #[test]
    fn every_reason_has_english_and_japanese_words() {
        let mut seen = Vec::new();
        for r in Reason::ALL {
            let (en, ja) = (reason(Lang::En, r), reason(Lang::Ja, r));
            assert!(
                en.is_ascii() && en.ends_with('.') && !en.contains('\n'),
                "{r:?}: {en}"
            );
            assert!(
                !ja.is_ascii() && ja.ends_with('。') && !ja.contains('\n'),
                "{r:?}: {ja}"
            );
            assert!(
                !seen.contains(&en) && !seen.contains(&ja),
                "{r:?} repeats a line"
            );
            seen.extend([en, ja]);
            assert_eq!(verdict(Lang::En, Verdict::Mistake(r)), en);
        }
    }

    #[test]
    fn shapes_and_chances_in_words() {
        assert_eq!(shape(Lang::En, 2, 34), "2-shanten, 34 tiles accepted");
        assert_eq!(shape(Lang::En, 0, 8), "tenpai, 8 tiles accepted");
        assert_eq!(shape(Lang::Ja, 1, 20), "1向聴・受け入れ20枚");
        assert_eq!(percent(0.143), "14%");
        assert_eq!(percent(0.0), "0%");
        assert_eq!(percent(0.002), "<1%");
        assert_eq!(
            deal_in_against(Lang::En, "Seat 1 (B)", 0.143, 0.0),
            "Deal-in chance against Seat 1 (B): 14% played, 0% Hard's"
        );
        assert_eq!(marks_count(Lang::En, 1, 2), "1 mark in 2 decisions");
    }
}
