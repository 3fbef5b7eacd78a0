//! The table's phrases with something in them: seats, ponds and hands named for
//! assistive technology, the dead wall, hints, the record viewer's lines and the
//! tutorial's verdicts. Fixed words are [`super::labels`]'.

use super::labels::{text, Msg};
use super::lang::Lang;
use super::names::{kind_name, level_word, tile_name, wind_word};
use rinshan_bots::Level;
use rinshan_rules::{Tile, TileKind};

fn en(lang: Lang) -> bool {
    lang == Lang::En
}

/// A seat by the centre, for assistive technology: "The player on your right (Hard): South,
/// dealer, 25000 points, riichi, to move, thinking".
pub struct SeatLabel<'a> {
    /// How the seat is named ("The player on your right").
    pub who: &'a str,
    /// A computer player's level.
    pub level: Option<Level>,
    /// Its wind, 0 East … 3 North.
    pub wind: u8,
    /// It deals this hand.
    pub dealer: bool,
    /// Its points.
    pub points: i32,
    /// In riichi.
    pub riichi: bool,
    /// Its move now.
    pub acting: bool,
    /// Thinking about its move (the Expert).
    pub thinking: bool,
}

impl SeatLabel<'_> {
    /// The label in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let level = self
            .level
            .map(|l| format!(" ({})", level_word(lang, l)))
            .unwrap_or_default();
        let wind = wind_word(lang, self.wind);
        let sep = if en(lang) { ", " } else { "、" };
        let mut out = format!(
            "{}{level}{} {wind}",
            self.who,
            if en(lang) { ":" } else { "：" }
        );
        if self.dealer {
            out.push_str(sep);
            out.push_str(text(lang, Msg::Dealer));
        }
        out.push_str(sep);
        out.push_str(&match lang {
            Lang::En => format!("{} points", self.points),
            Lang::Ja => format!("{}点", self.points),
        });
        if self.riichi {
            out.push_str(sep);
            out.push_str(if en(lang) { "riichi" } else { "リーチ" });
        }
        if self.acting {
            out.push_str(sep);
            out.push_str(if en(lang) { "to move" } else { "手番" });
        }
        if self.thinking {
            out.push_str(sep);
            out.push_str(if en(lang) { "thinking" } else { "思考中" });
        }
        out
    }
}

/// "Discards of the player opposite" / "対面の河".
pub fn pond_label(lang: Lang, who: &str) -> String {
    match lang {
        Lang::En => format!("Discards of {who}"),
        Lang::Ja => format!("{who}の河"),
    }
}

/// "Hand of the player opposite" / "対面の手牌".
pub fn hand_label(lang: Lang, who: &str) -> String {
    match lang {
        Lang::En => format!("Hand of {who}"),
        Lang::Ja => format!("{who}の手牌"),
    }
}

/// "Melds of the player opposite" / "対面の副露".
pub fn melds_label(lang: Lang, who: &str) -> String {
    match lang {
        Lang::En => format!("Melds of {who}"),
        Lang::Ja => format!("{who}の副露"),
    }
}

/// The Norths a seat has set aside (kita, three-player mahjong): "2 Norths set aside
/// (kita)" / "抜き北 2枚".
pub fn kita_label(lang: Lang, n: u8) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 North set aside (kita)".into(),
        (Lang::En, n) => format!("{n} Norths set aside (kita)"),
        (Lang::Ja, n) => format!("抜き北 {n}枚"),
    }
}

/// A shouminkan's added tile: "5 pin, added".
pub fn added_tile(lang: Lang, tile: Tile) -> String {
    match lang {
        Lang::En => format!("{}, added", tile_name(lang, tile)),
        Lang::Ja => format!("{}（加槓）", tile_name(lang, tile)),
    }
}

/// The winning tile set apart: "4 sou, winning tile".
pub fn winning_tile(lang: Lang, tile: Tile) -> String {
    match lang {
        Lang::En => format!("{}, winning tile", tile_name(lang, tile)),
        Lang::Ja => format!("{}（和了牌）", tile_name(lang, tile)),
    }
}

/// The dead wall for assistive technology: its size (from the rules and the round, never
/// a literal), the replacement tiles taken, the tiles moved in, the kan dora pending.
pub fn dead_wall_label(lang: Lang, size: usize, taken: usize, moved: usize, pending: u8) -> String {
    let head = text(lang, Msg::DeadWall);
    match lang {
        Lang::En => format!(
            "{head}: {size} tiles; {taken} replacement tiles taken, {moved} moved in from the live wall{}",
            if pending > 0 {
                format!("; {pending} kan dora to turn after the discard")
            } else {
                String::new()
            }
        ),
        Lang::Ja => format!(
            "{head}：{size}枚、嶺上牌{taken}枚使用、山から{moved}枚補充{}",
            if pending > 0 {
                format!("、打牌後にめくるカンドラ{pending}枚")
            } else {
                String::new()
            }
        ),
    }
}

/// "2-shanten", "Tenpai", "Complete hand" / "2向聴", "聴牌", "和了形".
pub fn shanten_words(lang: Lang, n: i8) -> String {
    match (n, lang) {
        (i8::MIN..=-1, _) => text(lang, Msg::Complete).to_string(),
        (0, _) => text(lang, Msg::Tenpai).to_string(),
        (n, Lang::En) => format!("{n}-shanten"),
        (n, Lang::Ja) => format!("{n}{}", text(lang, Msg::Shanten)),
    }
}

/// A wait in the hints: "6 pin: 3 unseen, no yaku".
pub fn wait_label(lang: Lang, kind: TileKind, unseen: u8, no_yaku: bool) -> String {
    let name = kind_name(lang, kind);
    match lang {
        Lang::En => format!(
            "{name}: {unseen} {}{}",
            text(lang, Msg::Unseen),
            if no_yaku { ", no yaku" } else { "" }
        ),
        Lang::Ja => format!(
            "{name}：{}{unseen}枚{}",
            text(lang, Msg::Unseen),
            if no_yaku { "、役なし" } else { "" }
        ),
    }
}

/// A set-up table from the address that could not be dealt.
pub fn setup_failed(lang: Lang, error: &str) -> String {
    match lang {
        Lang::En => {
            format!("This table could not be set up ({error}); a new match was dealt instead.")
        }
        Lang::Ja => {
            format!("この卓は用意できませんでした（{error}）。代わりに新しい対局を配りました。")
        }
    }
}

/// A scenario that cannot be shown, in place of its widget.
pub fn scenario_error(lang: Lang, error: &str) -> String {
    match lang {
        Lang::En => format!("This scenario cannot be shown: {error}"),
        Lang::Ja => format!("この場面は表示できません：{error}"),
    }
}

/// A record that cannot be read.
pub fn record_unreadable(lang: Lang, error: &str) -> String {
    match lang {
        Lang::En => format!("This record cannot be read: {error}"),
        Lang::Ja => format!("この牌譜は読めません：{error}"),
    }
}

/// The player's record of past matches, when it cannot be read whole: `unreadable` is
/// how many of its lines could not be read, `None` when it is not a history of this
/// version at all. Said with what the page did: shown what it could, kept the text aside.
pub fn history_unreadable(lang: Lang, unreadable: Option<usize>) -> String {
    let why = match (lang, unreadable) {
        (Lang::En, None) => "it is not a record of this version".to_string(),
        (Lang::En, Some(1)) => "1 line cannot be read".to_string(),
        (Lang::En, Some(n)) => format!("{n} lines cannot be read"),
        (Lang::Ja, None) => "この版の記録ではありません".to_string(),
        (Lang::Ja, Some(n)) => format!("{n}行を読めません"),
    };
    match lang {
        Lang::En => format!(
            "{} ({why}). {}",
            text(lang, Msg::HistoryUnreadable),
            text(lang, Msg::HistoryKept)
        ),
        Lang::Ja => format!(
            "{}（{why}）。{}",
            text(lang, Msg::HistoryUnreadable),
            text(lang, Msg::HistoryKept)
        ),
    }
}

/// The saved match, when it cannot be read for the viewer.
pub fn saved_match_unreadable(lang: Lang, error: &str) -> String {
    match lang {
        Lang::En => format!("The saved match cannot be read: {error}"),
        Lang::Ja => format!("保存された対局を読めません：{error}"),
    }
}

/// One mismatch between a record and the engine, as the viewer lists it.
pub fn mismatch_line(lang: Lang, mismatch: &str) -> String {
    match lang {
        Lang::En => format!("Mismatch: {mismatch}"),
        Lang::Ja => format!("不一致：{mismatch}"),
    }
}

/// A seat in the viewer's choice of view: "Seat 2 (Name)".
pub fn seat_choice(lang: Lang, seat: usize, name: &str) -> String {
    let name = if name.is_empty() {
        String::new()
    } else {
        format!(" ({name})")
    };
    match lang {
        Lang::En => format!("Seat {seat}{name}"),
        Lang::Ja => format!("{seat}番席{name}"),
    }
}

/// "Step 3 of 9".
pub fn step_count(lang: Lang, at: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("Step {at} of {total}"),
        Lang::Ja => format!("{total}手中{at}手目"),
    }
}

/// The rule set's heading over a table: "Tenhou rules" / "天鳳ルール" (a preset's name in
/// Japanese as players write it; EMA stays EMA, and a name not a preset's as it is).
pub fn rules_heading(lang: Lang, rules: &str) -> String {
    match lang {
        Lang::En => format!("{rules} rules"),
        Lang::Ja => {
            let (name, three) = match rules.strip_suffix(" 3P") {
                Some(name) => (name, "三人打ち"),
                None => (rules, ""),
            };
            let name = match name {
                "Tenhou" => "天鳳",
                "Mahjong Soul" => "雀魂",
                "Classic" => "クラシック",
                other => other,
            };
            format!("{name}{three}ルール")
        }
    }
}

/// "You may: Pon with …, Pass".
pub fn may_do(lang: Lang, who: &str, choices: &[String]) -> String {
    match lang {
        Lang::En => format!("{who} may: {}", choices.join(", ")),
        Lang::Ja => format!("{who}の選択肢：{}", choices.join("、")),
    }
}

/// "You won: Riichi, Tanyao".
pub fn won_with(lang: Lang, who: &str, yaku: &[String]) -> String {
    match lang {
        Lang::En => format!("{who} won: {}", yaku.join(", ")),
        Lang::Ja => format!("{who}の和了：{}", yaku.join("、")),
    }
}

/// A tutorial's verdict on the reader's choice.
pub enum Judged<'a> {
    /// The expected answer.
    Right,
    /// Legal, but not the answer expected.
    AllowedNotBest,
    /// Refused, with the rule in words.
    Refused(&'a str),
    /// Marked as allowed, and it is.
    MarkedRight,
    /// Left unmarked though allowed.
    Missed,
    /// Left unmarked, and it is refused, with the rule in words.
    LeftOutRightly(&'a str),
    /// Marked, and right, with why ("6 pin completes your hand").
    RightFor(&'a str),
    /// Marked (or picked), and wrong, with why (a pick: and the explanation).
    Wrong(&'a str),
    /// Left unmarked though right, with why.
    MissedFor(&'a str),
}

/// A tutorial's verdict on one choice, with the scenario's explanation where it applies:
/// a head ("Right", "Not allowed"), the reason after a colon, and for a pick the
/// explanation ("Right. {explain}", "Not allowed: {why}.", "Wrong: {why}. {explain}").
/// Built from parts rather than a `format!` a case: the browser download is smaller.
pub fn verdict(lang: Lang, judged: Judged, explain: &str) -> String {
    use Judged::*;
    let ja = usize::from(lang == Lang::Ja);
    let (head, why, with_explain) = match judged {
        Right => (["Right", "正解"], None, true),
        AllowedNotBest => (
            [
                "Allowed, but not the best choice here",
                "できますが、ここでの最善ではありません",
            ],
            None,
            true,
        ),
        Refused(why) => (["Not allowed", "できません"], Some(why), false),
        MarkedRight => (
            ["Right", "正解"],
            Some(["this is allowed", "これはできます"][ja]),
            false,
        ),
        Missed => (
            ["Missed", "見落とし"],
            Some(["this is allowed too", "これもできます"][ja]),
            false,
        ),
        LeftOutRightly(why) => (["Correctly left out", "正しく除外"], Some(why), false),
        RightFor(why) => (["Right", "正解"], Some(why), false),
        Wrong(why) => (["Wrong", "不正解"], Some(why), true),
        MissedFor(why) => (["Missed", "見落とし"], Some(why), false),
    };
    let mut out = head[ja].to_string();
    if let Some(why) = why {
        out.push_str([": ", "："][ja]);
        out.push_str(why);
    }
    out.push_str([".", "。"][ja]);
    if with_explain && !explain.is_empty() {
        if ja == 0 {
            out.push(' ');
        }
        out.push_str(explain);
    }
    out
}

/// Why a tile is one of the hand's waits: "6 pin completes your hand" / "6筒で和了形になります".
pub fn completes(lang: Lang, tile: Tile) -> String {
    match lang {
        Lang::En => format!("{} completes your hand", tile_name(lang, tile)),
        Lang::Ja => format!("{}で和了形になります", tile_name(lang, tile)),
    }
}

/// A yaku the win has, with its han here: "the hand has Pinfu, 1 han" / "平和があります（1翻）".
pub fn has_yaku(lang: Lang, yaku: &str, han: u8) -> String {
    match lang {
        Lang::En => format!("the hand has {yaku}, {han} han"),
        Lang::Ja => format!("{yaku}があります（{han}翻）"),
    }
}

/// A yaku the win has not: "the hand has no Iipeikou" / "一盃口はありません".
pub fn lacks_yaku(lang: Lang, yaku: &str) -> String {
    match lang {
        Lang::En => format!("the hand has no {yaku}"),
        Lang::Ja => format!("{yaku}はありません"),
    }
}

/// A count of han as a choice: "5 han" / "5翻".
pub fn han_count(lang: Lang, han: u32) -> String {
    match lang {
        Lang::En => format!("{han} han"),
        Lang::Ja => format!("{han}翻"),
    }
}

/// What a win is worth: "the win is worth 5 han" / "この和了は5翻です".
pub fn worth(lang: Lang, han: u32) -> String {
    match lang {
        Lang::En => format!("the win is worth {han} han"),
        Lang::Ja => format!("この和了は{han}翻です"),
    }
}

/// The summary after checking every mark: all right, or not quite.
pub fn checked(lang: Lang, all_right: bool, explain: &str) -> String {
    let head = match (lang, all_right) {
        (Lang::En, true) => "All right. ",
        (Lang::En, false) => "Not quite: see each choice. ",
        (Lang::Ja, true) => "全問正解。",
        (Lang::Ja, false) => "惜しい：各選択肢を見てください。",
    };
    let mut out = head.to_string();
    out.push_str(explain);
    out
}

/// A record's summary line: "9 hands; players: A, B, C, D."
pub fn record_summary(lang: Lang, hands: usize, players: &[String]) -> String {
    // A three-player record's North seat has no name: nobody sat there.
    let players: Vec<&str> = players
        .iter()
        .map(String::as_str)
        .filter(|p| !p.is_empty())
        .collect();
    match lang {
        Lang::En => format!(
            "{hands} hand{}; players: {}.",
            if hands == 1 { "" } else { "s" },
            players.join(", ")
        ),
        Lang::Ja => format!("{hands}局、対局者：{}。", players.join("、")),
    }
}
