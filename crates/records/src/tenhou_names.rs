//! The names Tenhou writes in its records: every yaku and yakuman (double riichi is
//! 両立直 there; ダブル立直, which some converters write, is read too), the dora
//! entries (Tenhou counts kita with ドラ; 抜きドラ, which converters of three-player
//! Mahjong Soul records write, is read too), and every way a hand ends.

use rinshan_engine::AbortReason;
use rinshan_rules::{Yaku, Yakuman};

/// One entry of a win's yaku list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    /// A yaku.
    Yaku(Yaku),
    /// A yakuman.
    Yakuman(Yakuman),
    /// Dora (ドラ), red fives (赤ドラ), ura dora (裏ドラ) or kita (抜きドラ): han, not a
    /// yaku.
    Dora,
}

/// Tenhou's names for the yaku (the seat and round winds are written `自風 東`,
/// `場風 南`…, see [`yaku_name`]).
const YAKU: [(&str, Yaku); 29] = [
    ("門前清自摸和", Yaku::MenzenTsumo),
    ("立直", Yaku::Riichi),
    ("両立直", Yaku::DoubleRiichi),
    ("一発", Yaku::Ippatsu),
    ("槍槓", Yaku::Chankan),
    ("嶺上開花", Yaku::RinshanKaihou),
    ("海底摸月", Yaku::Haitei),
    ("河底撈魚", Yaku::Houtei),
    ("平和", Yaku::Pinfu),
    ("断幺九", Yaku::Tanyao),
    ("一盃口", Yaku::Iipeikou),
    ("役牌 白", Yaku::Haku),
    ("役牌 發", Yaku::Hatsu),
    ("役牌 中", Yaku::Chun),
    ("七対子", Yaku::Chiitoitsu),
    ("混全帯幺九", Yaku::Chanta),
    ("純全帯幺九", Yaku::Junchan),
    ("一気通貫", Yaku::Ittsuu),
    ("三色同順", Yaku::SanshokuDoujun),
    ("三色同刻", Yaku::SanshokuDoukou),
    ("三槓子", Yaku::Sankantsu),
    ("対々和", Yaku::Toitoi),
    ("三暗刻", Yaku::Sanankou),
    ("小三元", Yaku::Shousangen),
    ("混老頭", Yaku::Honroutou),
    ("二盃口", Yaku::Ryanpeikou),
    ("混一色", Yaku::Honitsu),
    ("清一色", Yaku::Chinitsu),
    ("ダブル立直", Yaku::DoubleRiichi),
];

/// Tenhou's names for the yakuman.
const YAKUMAN: [(&str, Yakuman); 17] = [
    ("天和", Yakuman::Tenhou),
    ("地和", Yakuman::Chiihou),
    ("大三元", Yakuman::Daisangen),
    ("四暗刻", Yakuman::Suuankou),
    ("四暗刻単騎", Yakuman::SuuankouTanki),
    ("字一色", Yakuman::Tsuuiisou),
    ("緑一色", Yakuman::Ryuuiisou),
    ("清老頭", Yakuman::Chinroutou),
    ("九蓮宝燈", Yakuman::Chuuren),
    ("純正九蓮宝燈", Yakuman::JunseiChuuren),
    ("国士無双", Yakuman::Kokushi),
    ("国士無双１３面", Yakuman::Kokushi13),
    ("大四喜", Yakuman::Daisuushii),
    ("小四喜", Yakuman::Shousuushii),
    ("四槓子", Yakuman::Suukantsu),
    ("国士無双13面", Yakuman::Kokushi13),
    ("四暗刻単騎待ち", Yakuman::SuuankouTanki),
];

/// The winds as Tenhou writes them after 自風 / 場風.
pub const WINDS: [&str; 4] = ["東", "南", "西", "北"];

/// What a yaku entry's name (without its `(n飜)`) stands for.
pub fn read_yaku(name: &str) -> Option<Named> {
    if matches!(name, "ドラ" | "赤ドラ" | "裏ドラ" | "抜きドラ") {
        return Some(Named::Dora);
    }
    if let Some(w) = name.strip_prefix("自風 ") {
        return WINDS.contains(&w).then_some(Named::Yaku(Yaku::SeatWind));
    }
    if let Some(w) = name.strip_prefix("場風 ") {
        return WINDS.contains(&w).then_some(Named::Yaku(Yaku::RoundWind));
    }
    // As converters of Mahjong Soul records write the wind yaku (tensoul's three-player
    // records: `役牌:自風牌(1飜)`, `役牌:場風牌(1飜)`).
    match name {
        "役牌:自風牌" => return Some(Named::Yaku(Yaku::SeatWind)),
        "役牌:場風牌" => return Some(Named::Yaku(Yaku::RoundWind)),
        _ => {}
    }
    YAKU.iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, y)| Named::Yaku(y))
        .or_else(|| {
            YAKUMAN
                .iter()
                .find(|(n, _)| *n == name)
                .map(|&(_, y)| Named::Yakuman(y))
        })
}

/// Tenhou's name for a yaku; the wind yaku need the seat's and the round's wind (0 = East).
pub fn yaku_name(y: Yaku, seat_wind: usize, round_wind: usize) -> String {
    match y {
        Yaku::SeatWind => format!("自風 {}", WINDS[seat_wind % 4]),
        Yaku::RoundWind => format!("場風 {}", WINDS[round_wind % 4]),
        _ => YAKU
            .iter()
            .find(|(_, x)| *x == y)
            .map_or("?", |(n, _)| n)
            .to_string(),
    }
}

/// Tenhou's name for a yakuman.
pub fn yakuman_name(y: Yakuman) -> &'static str {
    YAKUMAN
        .iter()
        .find(|(_, x)| *x == y)
        .map_or("?", |(n, _)| n)
}

/// Every ending name Tenhou writes, with what it means.
pub const ENDINGS: [(&str, &str); 10] = [
    ("和了", "a win"),
    ("流局", "an exhaustive draw"),
    ("全員聴牌", "an exhaustive draw, all tenpai"),
    ("全員不聴", "an exhaustive draw, nobody tenpai"),
    ("流し満貫", "nagashi mangan"),
    ("九種九牌", "an abort: nine terminals"),
    ("四風連打", "an abort: four winds"),
    ("四家立直", "an abort: four riichi"),
    ("三家和了", "an abort: three rons"),
    ("四槓散了", "an abort: four kans"),
];

/// Tenhou's name for an abortive draw.
pub fn abort_name(reason: AbortReason) -> &'static str {
    match reason {
        AbortReason::NineTerminals => "九種九牌",
        AbortReason::FourWinds => "四風連打",
        AbortReason::FourRiichi => "四家立直",
        AbortReason::TripleRon => "三家和了",
        AbortReason::FourKans => "四槓散了",
    }
}
