//! The table's words in two languages: English with the romanised Japanese terms players
//! use, and Japanese. One exhaustive `match` per message, so a missing translation is a
//! compile error. Tile names stay the accessible English names in both (screen readers
//! read them; the faces themselves carry the Japanese).

use serde::{Deserialize, Serialize};

use crate::engine::AbortReason;
use crate::rules::points::Limit;
use crate::rules::{MeldKind, Tile, TileKind, Yaku, Yakuman};

/// The language of the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English, with the romanised Japanese terms (riichi, pon, shouminkan…).
    #[default]
    En,
    /// Japanese.
    Ja,
}

/// A fixed piece of the table's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Msg {
    Ron,
    Tsumo,
    Riichi,
    CancelRiichi,
    Pon,
    Chii,
    Kan,
    Skip,
    NineTerminals,
    NextHand,
    NewMatch,
    SaveUnreadable,
    SaveKept,
    ExportSave,
    StorageUnavailable,
    StorageFull,
    PastMatches,
    GameRecord,
    DownloadTenhou,
    DownloadMjai,
    CopyRecord,
    RecordCopied,
    CopyRefused,
    ReviewRecord,
    ReviewThisMatch,
    NoPastMatches,
    Settings,
    Help,
    Close,
    YourHand,
    DrawnTile,
    Wall,
    LiveWall,
    DeadWall,
    DoraIndicators,
    UraIndicators,
    Honba,
    Deposits,
    Dealer,
    Points,
    Tenpai,
    Noten,
    ExhaustiveDraw,
    AbortiveDraw,
    HandResult,
    MatchOver,
    Place,
    FinalScore,
    Fu,
    Han,
    Dora,
    UraDora,
    RedFives,
    RuleSet,
    GameLength,
    EastOnly,
    EastSouth,
    Opponents,
    Speed,
    Instant,
    Fast,
    Normal,
    Slow,
    Hints,
    AutoPass,
    AutoWin,
    Language,
    Shortcuts,
    ChooseRiichiDiscard,
    Furiten,
    NoYakuWarning,
    Waits,
    Shanten,
    Unseen,
    Improves,
    Discard,
    Log,
    ScoreChanges,
    NagashiMangan,
    Winner,
    DealtIn,
    Liable,
    YourTurn,
    Table,
    ChooseCall,
    Complete,
    Wins,
    ViewTable,
    ShowResult,
}

/// The text of `msg` in `lang`.
pub fn text(lang: Lang, msg: Msg) -> &'static str {
    use Msg::*;
    match lang {
        Lang::En => match msg {
            Ron => "Ron",
            Tsumo => "Tsumo",
            Riichi => "Riichi",
            CancelRiichi => "Cancel riichi",
            Pon => "Pon",
            Chii => "Chii",
            Kan => "Kan",
            Skip => "Skip",
            NineTerminals => "Nine terminals (abort)",
            NextHand => "Next hand",
            NewMatch => "New match",
            SaveUnreadable => "Your saved match could not be restored",
            SaveKept => "A new match was dealt; the old save is kept aside.",
            ExportSave => "Export the old save",
            StorageUnavailable => "This browser does not let Rinshan save anything (a private window?): the match will be lost on reload.",
            StorageFull => "The browser's storage for Rinshan is full: the match is no longer being saved.",
            PastMatches => "Past matches",
            GameRecord => "Game record",
            DownloadTenhou => "Download (tenhou.net/6)",
            DownloadMjai => "Download (mjai)",
            CopyRecord => "Copy (tenhou.net/6)",
            RecordCopied => "The game record is on the clipboard.",
            CopyRefused => "The browser did not allow copying: use Download instead.",
            ReviewRecord => "Review a game record…",
            ReviewThisMatch => "Replay this match",
            NoPastMatches => "No finished matches yet.",
            Settings => "Settings",
            Help => "Keyboard shortcuts",
            Close => "Close",
            YourHand => "Your hand",
            DrawnTile => "drawn tile",
            Wall => "Wall",
            LiveWall => "Tiles left in the wall",
            DeadWall => "Dead wall",
            DoraIndicators => "Dora indicators",
            UraIndicators => "Ura-dora indicators",
            Honba => "honba",
            Deposits => "riichi sticks",
            Dealer => "dealer",
            Points => "Points",
            Tenpai => "Tenpai",
            Noten => "Noten",
            ExhaustiveDraw => "Exhaustive draw (ryuukyoku)",
            AbortiveDraw => "Abortive draw",
            HandResult => "Hand result",
            MatchOver => "Match over",
            Place => "Place",
            FinalScore => "Score with uma",
            Fu => "fu",
            Han => "han",
            Dora => "Dora",
            UraDora => "Ura dora",
            RedFives => "Red fives",
            RuleSet => "Rules",
            GameLength => "Game length",
            EastOnly => "East only (tonpuusen)",
            EastSouth => "East-South (hanchan)",
            Opponents => "Computer players",
            Speed => "Play speed",
            Instant => "Instant",
            Fast => "Fast",
            Normal => "Normal",
            Slow => "Slow",
            Hints => "Hints",
            AutoPass => "Pass calls automatically",
            AutoWin => "Win automatically",
            Language => "Language",
            Shortcuts => "Keyboard shortcuts",
            ChooseRiichiDiscard => "Riichi: choose a discard that keeps the hand tenpai",
            Furiten => "Furiten: you cannot win by ron (a wait is in your pond, or you let a winning tile pass)",
            NoYakuWarning => "No yaku: this hand cannot win on",
            Waits => "Waits",
            Shanten => "Shanten",
            Unseen => "unseen",
            Improves => "tiles improve",
            Discard => "Discard",
            Log => "What happened",
            ScoreChanges => "Score changes",
            NagashiMangan => "Nagashi mangan",
            Winner => "Winner",
            DealtIn => "dealt in",
            Liable => "liable (pao)",
            YourTurn => "Your turn",
            Table => "Mahjong table",
            ChooseCall => "Calls",
            Complete => "Complete hand",
            Wins => "tiles win",
            ViewTable => "View the table",
            ShowResult => "Show the result",
        },
        Lang::Ja => match msg {
            Ron => "ロン",
            Tsumo => "ツモ",
            Riichi => "リーチ",
            CancelRiichi => "リーチ取消",
            Pon => "ポン",
            Chii => "チー",
            Kan => "カン",
            Skip => "スキップ",
            NineTerminals => "九種九牌（流局）",
            NextHand => "次の局へ",
            NewMatch => "新しい対局",
            SaveUnreadable => "保存された対局を復元できませんでした",
            SaveKept => "新しい対局を配りました。古い保存データは別に残してあります。",
            ExportSave => "古い保存データを書き出す",
            StorageUnavailable => "このブラウザでは保存できません（プライベートウィンドウ？）。再読み込みすると対局は失われます。",
            StorageFull => "ブラウザの保存領域がいっぱいです。対局は保存されていません。",
            PastMatches => "過去の対局",
            GameRecord => "牌譜",
            DownloadTenhou => "ダウンロード（tenhou.net/6）",
            DownloadMjai => "ダウンロード（mjai）",
            CopyRecord => "コピー（tenhou.net/6）",
            RecordCopied => "牌譜をクリップボードにコピーしました。",
            CopyRefused => "ブラウザがコピーを許可しませんでした。ダウンロードをお使いください。",
            ReviewRecord => "牌譜を再生する…",
            ReviewThisMatch => "この対局を再生する",
            NoPastMatches => "終了した対局はまだありません。",
            Settings => "設定",
            Help => "キーボード操作",
            Close => "閉じる",
            YourHand => "あなたの手牌",
            DrawnTile => "ツモ牌",
            Wall => "山",
            LiveWall => "残り枚数",
            DeadWall => "王牌",
            DoraIndicators => "ドラ表示牌",
            UraIndicators => "裏ドラ表示牌",
            Honba => "本場",
            Deposits => "供託",
            Dealer => "親",
            Points => "点数",
            Tenpai => "聴牌",
            Noten => "不聴",
            ExhaustiveDraw => "流局",
            AbortiveDraw => "途中流局",
            HandResult => "局の結果",
            MatchOver => "対局終了",
            Place => "順位",
            FinalScore => "ウマ込み得点",
            Fu => "符",
            Han => "翻",
            Dora => "ドラ",
            UraDora => "裏ドラ",
            RedFives => "赤ドラ",
            RuleSet => "ルール",
            GameLength => "対局の長さ",
            EastOnly => "東風戦",
            EastSouth => "半荘戦",
            Opponents => "コンピューター",
            Speed => "速さ",
            Instant => "瞬時",
            Fast => "速い",
            Normal => "普通",
            Slow => "遅い",
            Hints => "ヒント",
            AutoPass => "鳴きを自動でスキップ",
            AutoWin => "自動で和了",
            Language => "言語",
            Shortcuts => "キーボード操作",
            ChooseRiichiDiscard => "リーチ：聴牌を保つ牌を切ってください",
            Furiten => "フリテン：ロンできません",
            NoYakuWarning => "役なし：和了できない牌",
            Waits => "待ち",
            Shanten => "向聴",
            Unseen => "残り",
            Improves => "枚で前進",
            Discard => "打",
            Log => "経過",
            ScoreChanges => "点数移動",
            NagashiMangan => "流し満貫",
            Winner => "和了",
            DealtIn => "放銃",
            Liable => "責任払い",
            YourTurn => "あなたの番",
            Table => "卓",
            ChooseCall => "鳴き",
            Complete => "和了形",
            Wins => "枚で和了",
            ViewTable => "卓を見る",
            ShowResult => "結果を見る",
        },
    }
}

/// A round's name: "East 2" / "東2局".
pub fn round_name(lang: Lang, wind: u8, hand: u8) -> String {
    match lang {
        Lang::En => format!("{} {}", wind_word(lang, wind), hand + 1),
        Lang::Ja => format!("{}{}局", wind_word(lang, wind), hand + 1),
    }
}

/// A wind's name: "East" / "東".
pub fn wind_word(lang: Lang, wind: u8) -> &'static str {
    let i = usize::from(wind % 4);
    match lang {
        Lang::En => ["East", "South", "West", "North"][i],
        Lang::Ja => ["東", "南", "西", "北"][i],
    }
}

/// The wind of a wind tile kind, as a number 0–3 (East first).
pub fn wind_number(kind: TileKind) -> u8 {
    (kind.index() - TileKind::wind(0).index()) as u8
}

/// Where a seat sits, seen from the player at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The player.
    Me,
    /// The player on the right (shimocha), who plays after the player.
    Right,
    /// The player opposite (toimen).
    Opposite,
    /// The player on the left (kamicha), who plays before the player.
    Left,
}

impl Side {
    /// In screen order: bottom, right, top, left.
    pub const ALL: [Side; 4] = [Side::Me, Side::Right, Side::Opposite, Side::Left];

    /// The side `seat` sits on for a player in `me`.
    pub fn of(me: crate::rules::Seat, seat: crate::rules::Seat) -> Side {
        Side::ALL[usize::from(seat.distance_from(me))]
    }

    /// "you", "the player on your right"…
    pub fn who(self, lang: Lang) -> &'static str {
        match (lang, self) {
            (Lang::En, Side::Me) => "you",
            (Lang::En, Side::Right) => "the player on your right",
            (Lang::En, Side::Opposite) => "the player opposite",
            (Lang::En, Side::Left) => "the player on your left",
            (Lang::Ja, Side::Me) => "あなた",
            (Lang::Ja, Side::Right) => "下家",
            (Lang::Ja, Side::Opposite) => "対面",
            (Lang::Ja, Side::Left) => "上家",
        }
    }

    /// The side of `seat` among the shown seats (the player's own when absent).
    pub fn of_seat(seats: &[crate::play::view::SeatShown; 4], seat: crate::rules::Seat) -> Side {
        seats
            .iter()
            .find(|s| s.seat == seat)
            .map_or(Side::Me, |s| s.side)
    }

    /// The same with a capital letter, for the start of a sentence or a label.
    pub fn title(self, lang: Lang) -> String {
        let w = self.who(lang);
        let mut c = w.chars();
        match c.next() {
            Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
            None => String::new(),
        }
    }
}

/// The call's name: "Pon", "Daiminkan"… / "ポン", "大明槓"…
pub fn meld_word(lang: Lang, kind: MeldKind) -> &'static str {
    match lang {
        Lang::En => kind.name(),
        Lang::Ja => match kind {
            MeldKind::Chii => "チー",
            MeldKind::Pon => "ポン",
            MeldKind::Daiminkan => "大明槓",
            MeldKind::Shouminkan => "加槓",
            MeldKind::Ankan => "暗槓",
        },
    }
}

/// Plural of a tile kind's name for a meld ("red dragons", "5 pin", "East winds").
fn kind_plural(kind: TileKind) -> String {
    let name = kind.name();
    if kind.is_honor() {
        let mut n = name.to_ascii_lowercase();
        if kind.is_wind() {
            // Wind names keep their capital: "East winds".
            n = name.clone();
        }
        format!("{n}s")
    } else {
        name
    }
}

/// A meld's accessible name: "Pon of red dragons from the player opposite", "Chii of 3-4-5
/// man from the player on your left", "Ankan of 9 sou". `from` is where the called tile
/// came from, seen from the player at the bottom.
pub fn meld_label(lang: Lang, kind: MeldKind, tiles: &[Tile], from: Option<Side>) -> String {
    let first = tiles
        .iter()
        .map(|t| t.kind())
        .min()
        .unwrap_or(TileKind::wind(0));
    let what = if kind == MeldKind::Chii {
        let suit = first.suit().name();
        let n = first.number();
        format!("{}-{}-{} {suit}", n, n + 1, n + 2)
    } else {
        kind_plural(first)
    };
    match lang {
        Lang::En => match from {
            Some(side) => format!("{} of {what} from {}", kind.name(), side.who(lang)),
            None => format!("{} of {what}", kind.name()),
        },
        Lang::Ja => match from {
            Some(side) => format!(
                "{}（{what}、{}から）",
                meld_word(lang, kind),
                side.who(lang)
            ),
            None => format!("{}（{what}）", meld_word(lang, kind)),
        },
    }
}

/// Why a hand was aborted.
pub fn abort_word(lang: Lang, reason: AbortReason) -> &'static str {
    match (lang, reason) {
        (Lang::En, AbortReason::NineTerminals) => "Nine terminals and honours (kyuushu kyuuhai)",
        (Lang::En, AbortReason::TripleRon) => "Three rons on one discard (sanchahou)",
        (Lang::En, AbortReason::FourKans) => "Four kans by more than one player (suukaikan)",
        (Lang::En, AbortReason::FourWinds) => "Four winds discarded (suufon renda)",
        (Lang::En, AbortReason::FourRiichi) => "Four riichi (suucha riichi)",
        (Lang::Ja, AbortReason::NineTerminals) => "九種九牌",
        (Lang::Ja, AbortReason::TripleRon) => "三家和",
        (Lang::Ja, AbortReason::FourKans) => "四槓散了",
        (Lang::Ja, AbortReason::FourWinds) => "四風連打",
        (Lang::Ja, AbortReason::FourRiichi) => "四家立直",
    }
}

/// A yaku's name.
pub fn yaku_word(lang: Lang, yaku: Yaku) -> &'static str {
    use Yaku::*;
    match lang {
        Lang::En => yaku.name(),
        Lang::Ja => match yaku {
            Riichi => "立直",
            DoubleRiichi => "ダブル立直",
            Ippatsu => "一発",
            MenzenTsumo => "門前清自摸和",
            Pinfu => "平和",
            Tanyao => "断幺九",
            Iipeikou => "一盃口",
            SeatWind => "役牌（自風）",
            RoundWind => "役牌（場風）",
            Haku => "役牌（白）",
            Hatsu => "役牌（發）",
            Chun => "役牌（中）",
            RinshanKaihou => "嶺上開花",
            Chankan => "槍槓",
            Haitei => "海底摸月",
            Houtei => "河底撈魚",
            SanshokuDoujun => "三色同順",
            SanshokuDoukou => "三色同刻",
            Ittsuu => "一気通貫",
            Chanta => "混全帯幺九",
            Junchan => "純全帯幺九",
            Honroutou => "混老頭",
            Toitoi => "対々和",
            Sanankou => "三暗刻",
            Sankantsu => "三槓子",
            Shousangen => "小三元",
            Honitsu => "混一色",
            Chinitsu => "清一色",
            Ryanpeikou => "二盃口",
            Chiitoitsu => "七対子",
        },
    }
}

/// A yakuman's name.
pub fn yakuman_word(lang: Lang, yakuman: Yakuman) -> &'static str {
    use Yakuman::*;
    match lang {
        Lang::En => yakuman.name(),
        Lang::Ja => match yakuman {
            Kokushi => "国士無双",
            Kokushi13 => "国士無双十三面待ち",
            Suuankou => "四暗刻",
            SuuankouTanki => "四暗刻単騎",
            Daisangen => "大三元",
            Shousuushii => "小四喜",
            Daisuushii => "大四喜",
            Tsuuiisou => "字一色",
            Chinroutou => "清老頭",
            Ryuuiisou => "緑一色",
            Chuuren => "九蓮宝燈",
            JunseiChuuren => "純正九蓮宝燈",
            Suukantsu => "四槓子",
            Tenhou => "天和",
            Chiihou => "地和",
        },
    }
}

/// A limit's name.
pub fn limit_word(lang: Lang, limit: Limit) -> String {
    match lang {
        Lang::En => limit.name(),
        Lang::Ja => match limit {
            Limit::Mangan => "満貫".into(),
            Limit::Haneman => "跳満".into(),
            Limit::Baiman => "倍満".into(),
            Limit::Sanbaiman => "三倍満".into(),
            Limit::KazoeYakuman => "数え役満".into(),
            Limit::Yakuman(1) => "役満".into(),
            Limit::Yakuman(n) => format!("{n}倍役満"),
        },
    }
}

/// A placement (1 to 4) in words: "1st" … "4th", 「1位」….
pub fn place_name(lang: Lang, place: u8) -> String {
    match lang {
        Lang::En => {
            let suffix = match place {
                1 => "st",
                2 => "nd",
                3 => "rd",
                _ => "th",
            };
            format!("{place}{suffix}")
        }
        Lang::Ja => format!("{place}位"),
    }
}
