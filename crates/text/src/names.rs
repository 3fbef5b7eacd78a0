//! Names of the things on the table: tiles, winds and rounds, melds, yaku and yakuman,
//! limits, abortive draws, placements, computer players' levels. English uses the rules'
//! own romanised names (`Yaku::name`, `Tile::name`…); Japanese is written here.

use super::lang::Lang;
use super::side::Side;
use rinshan_bots::Level;
use rinshan_engine::AbortReason;
use rinshan_rules::points::Limit;
use rinshan_rules::{MeldKind, Suit, Tile, TileKind, Yaku, Yakuman};

/// A tile kind's name: "5 pin", "Red dragon" / "5筒", "中".
pub fn kind_name(lang: Lang, kind: TileKind) -> String {
    match lang {
        Lang::En => kind.name(),
        Lang::Ja => {
            if kind.is_honor() {
                ["東", "南", "西", "北", "白", "發", "中"][kind.index() - 27].to_string()
            } else {
                let suit = match kind.suit() {
                    Suit::Man => "萬",
                    Suit::Pin => "筒",
                    _ => "索",
                };
                format!("{}{suit}", kind.number())
            }
        }
    }
}

/// A tile's name, as the table says it and screen readers read it: "red 5 pin" / "赤5筒".
pub fn tile_name(lang: Lang, tile: Tile) -> String {
    match (lang, tile.is_red()) {
        (Lang::En, _) => tile.name(),
        (Lang::Ja, true) => format!("赤{}", kind_name(lang, tile.kind())),
        (Lang::Ja, false) => kind_name(lang, tile.kind()),
    }
}

/// Several tiles' names in a list: "5 pin, 6 pin" / "5筒・6筒".
pub fn tile_list(lang: Lang, tiles: &[Tile]) -> String {
    let names: Vec<String> = tiles.iter().map(|&t| tile_name(lang, t)).collect();
    names.join(match lang {
        Lang::En => ", ",
        Lang::Ja => "・",
    })
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
    (kind.index().saturating_sub(TileKind::wind(0).index()) % 4) as u8
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
fn kind_plural(lang: Lang, kind: TileKind) -> String {
    let name = kind_name(lang, kind);
    match lang {
        Lang::En if kind.is_wind() => format!("{name}s"),
        Lang::En if kind.is_honor() => format!("{}s", name.to_ascii_lowercase()),
        _ => name,
    }
}

/// What a meld is made of: "3-4-5 man", "red dragons" / "345萬", "中".
fn meld_what(lang: Lang, kind: MeldKind, first: TileKind) -> String {
    if kind != MeldKind::Chii {
        return kind_plural(lang, first);
    }
    let n = first.number();
    match lang {
        Lang::En => format!("{}-{}-{} {}", n, n + 1, n + 2, first.suit().name()),
        Lang::Ja => {
            let suit = kind_name(lang, first);
            let suit: String = suit.chars().skip(1).collect();
            format!("{}{}{}{suit}", n, n + 1, n + 2)
        }
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
    let what = meld_what(lang, kind, first);
    match (lang, from) {
        (Lang::En, Some(side)) => format!("{} of {what} from {}", kind.name(), side.who(lang)),
        (Lang::En, None) => format!("{} of {what}", kind.name()),
        (Lang::Ja, Some(side)) => format!(
            "{}（{what}、{}から）",
            meld_word(lang, kind),
            side.who(lang)
        ),
        (Lang::Ja, None) => format!("{}（{what}）", meld_word(lang, kind)),
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

/// A computer player's level: "Easy" / "初級"….
pub fn level_word(lang: Lang, level: Level) -> &'static str {
    match (lang, level) {
        (Lang::En, _) => level.name(),
        (Lang::Ja, Level::Easy) => "初級",
        (Lang::Ja, Level::Normal) => "中級",
        (Lang::Ja, Level::Hard) => "上級",
        (Lang::Ja, Level::Expert) => "達人",
        (Lang::Ja, Level::Phoenix) => "鳳凰",
    }
}

/// What a level does and how strong it is, in one line, measured against majiang-ai (an
/// open browser AI): the average place of one seat of the level against three of it over
/// East-South games, 1 best and 4 worst (README, "Against an outside AI":
/// `benches/arena/results-2026-11-27.md`; the Phoenix level: docs/LAB.md).
pub fn level_line(lang: Lang, level: Level) -> &'static str {
    match (lang, level) {
        (Lang::En, Level::Easy) => "Easy: goes for the quickest hand, riichi whenever it can, no calls, no defence. 3.30 (96 games).",
        (Lang::En, Level::Normal) => "Normal: weighs each discard's value against its risk of dealing in; calls only a yakuhai pon. 2.57 (396 games).",
        (Lang::En, Level::Hard) => "Hard: also looks a draw or two ahead, chooses riichi or dama, calls by value and speed. 2.43 (396 games).",
        (Lang::En, Level::Phoenix) => "Phoenix: plays as Tenhou's Phoenix-room players do, learned from their games. 2.57 (120 games).",
        (Lang::En, Level::Expert) => "Expert: Hard's reckoning, with each doubtful move played out many times; the strongest. 2.37 (396 games).",
        (Lang::Ja, Level::Easy) => "初級：最短の和了を目指す。リーチできればリーチ、鳴きも守備もなし。3.30（96戦）。",
        (Lang::Ja, Level::Normal) => "中級：打牌ごとに和了の価値と放銃の危険を比べる。鳴きは役牌のポンのみ。2.57（396戦）。",
        (Lang::Ja, Level::Hard) => "上級：さらに1〜2巡先を読み、リーチかダマかを選び、価値と速さで鳴く。2.43（396戦）。",
        (Lang::Ja, Level::Phoenix) => "鳳凰：天鳳の鳳凰卓の打ち手の牌譜から学んだ打ち方。2.57（120戦）。",
        (Lang::Ja, Level::Expert) => "達人：上級の判断に加え、迷う手は何度も打ち切って決める。最も強い。2.37（396戦）。",
    }
}

/// The computer players' level as the bar above the table says it: "Normal opponents" /
/// "相手：中級".
pub fn opponents_word(lang: Lang, level: Level) -> String {
    match lang {
        Lang::En => format!("{} opponents", level_word(lang, level)),
        Lang::Ja => format!("相手：{}", level_word(lang, level)),
    }
}

/// How many computer players' names there are.
pub const BOT_NAMES: usize = 12;

/// A computer player's short name, `i` of [`BOT_NAMES`]: the same name in both scripts.
pub fn bot_name(lang: Lang, i: usize) -> &'static str {
    const EN: [&str; BOT_NAMES] = [
        "Aoi", "Haru", "Kai", "Mio", "Nao", "Ren", "Rin", "Sora", "Taki", "Yuki", "Emi", "Jun",
    ];
    const JA: [&str; BOT_NAMES] = [
        "アオイ",
        "ハル",
        "カイ",
        "ミオ",
        "ナオ",
        "レン",
        "リン",
        "ソラ",
        "タキ",
        "ユキ",
        "エミ",
        "ジュン",
    ];
    match lang {
        Lang::En => EN[i % BOT_NAMES],
        Lang::Ja => JA[i % BOT_NAMES],
    }
}
