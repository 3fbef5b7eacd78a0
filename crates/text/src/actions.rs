//! Actions in words — what a button, a tutorial's choice or the JavaScript API's action
//! list says — and the accessible names of the tiles a player can act on.

use super::labels::{text, Msg};
use super::lang::Lang;
use super::names::{kind_name, tile_list, tile_name};
use super::refusals::refusal;
use rinshan_engine::{Action, Refusal};

/// An action in words, tiles named: "Discard 3 man", "Riichi, discarding 5 pin", "Pon
/// with 5 pin and red 5 pin", "Kan (ankan) of 1 sou", "Pass".
pub fn action(lang: Lang, a: &Action) -> String {
    match lang {
        Lang::En => english(a),
        Lang::Ja => japanese(a),
    }
}

fn english(a: &Action) -> String {
    let en = Lang::En;
    let name = |t| tile_name(en, t);
    match a {
        Action::Draw => "Draw".into(),
        Action::Discard {
            tile,
            riichi: false,
        } => format!("Discard {}", name(*tile)),
        Action::Discard { tile, riichi: true } => format!("Riichi, discarding {}", name(*tile)),
        Action::Tsumo => "Tsumo".into(),
        Action::Ron => "Ron".into(),
        Action::Pon { tiles } => format!("Pon with {} and {}", name(tiles[0]), name(tiles[1])),
        Action::Chii { tiles } => format!("Chii with {} and {}", name(tiles[0]), name(tiles[1])),
        Action::Daiminkan => "Kan (daiminkan)".into(),
        Action::Ankan { kind } => format!("Kan (ankan) of {}", kind_name(en, *kind)),
        Action::Shouminkan { tile } => format!("Kan (shouminkan) adding {}", name(*tile)),
        Action::KyuushuKyuuhai => "Nine terminals (abort)".into(),
        Action::Skip => "Pass".into(),
        Action::Kita => "Kita (set North aside)".into(),
    }
}

fn japanese(a: &Action) -> String {
    let ja = Lang::Ja;
    let name = |t| tile_name(ja, t);
    match a {
        Action::Draw => "ツモ（山から）".into(),
        Action::Discard {
            tile,
            riichi: false,
        } => format!("{}を切る", name(*tile)),
        Action::Discard { tile, riichi: true } => format!("リーチ、{}を切る", name(*tile)),
        Action::Tsumo => "ツモ和了".into(),
        Action::Ron => "ロン".into(),
        Action::Pon { tiles } => format!("{}と{}でポン", name(tiles[0]), name(tiles[1])),
        Action::Chii { tiles } => format!("{}と{}でチー", name(tiles[0]), name(tiles[1])),
        Action::Daiminkan => "カン（大明槓）".into(),
        Action::Ankan { kind } => format!("{}を暗槓", kind_name(ja, *kind)),
        Action::Shouminkan { tile } => format!("{}を加槓", name(*tile)),
        Action::KyuushuKyuuhai => "九種九牌（流局）".into(),
        Action::Skip => "スキップ".into(),
        Action::Kita => "北抜き".into(),
    }
}

/// A call button's accessible name: its word, the hand's tiles it uses, and the rule that
/// refuses it when it is shown disabled ("Chii with 4 man, 6 man").
pub fn call_label(
    lang: Lang,
    word: &str,
    tiles: &[rinshan_rules::Tile],
    why: Option<&Refusal>,
) -> String {
    let mut label = word.to_string();
    if !tiles.is_empty() {
        match lang {
            Lang::En => label.push_str(&format!(" with {}", tile_list(lang, tiles))),
            Lang::Ja => label.push_str(&format!("（{}）", tile_list(lang, tiles))),
        }
    }
    if let Some(r) = why {
        match lang {
            Lang::En => label.push_str(&format!(" (not possible: {})", refusal(lang, r))),
            Lang::Ja => label.push_str(&format!("（できません：{}）", refusal(lang, r))),
        }
    }
    label
}

/// A tile of the player's hand as a button names it: "5 pin", "3 sou, drawn tile
/// (replacement tile from the dead wall)", "4 pin, cannot be discarded: kuikae…".
pub fn hand_tile_label(
    lang: Lang,
    tile: rinshan_rules::Tile,
    drawn: bool,
    rinshan: bool,
    why: Option<&Refusal>,
) -> String {
    let mut label = tile_name(lang, tile);
    let sep = match lang {
        Lang::En => ", ",
        Lang::Ja => "、",
    };
    if drawn {
        label.push_str(sep);
        label.push_str(text(lang, Msg::DrawnTile));
        if rinshan {
            label.push_str(match lang {
                Lang::En => " (replacement tile from the dead wall)",
                Lang::Ja => "（嶺上牌）",
            });
        }
    }
    if let Some(r) = why {
        label.push_str(sep);
        label.push_str(match lang {
            Lang::En => "cannot be discarded: ",
            Lang::Ja => "切れません：",
        });
        label.push_str(&refusal(lang, r));
    }
    label
}

/// A discard in a pond as it is named: "5 pin, riichi, tsumogiri, last discard".
pub fn pond_tile_label(
    lang: Lang,
    tile: rinshan_rules::Tile,
    sideways: bool,
    tsumogiri: bool,
    last: bool,
) -> String {
    let mut parts = vec![tile_name(lang, tile)];
    let marks: [(bool, &str, &str); 3] = [
        (sideways, "riichi", "リーチ"),
        (tsumogiri, "tsumogiri", "ツモ切り"),
        (last, "last discard", "最後の捨て牌"),
    ];
    for (on, en, ja) in marks {
        if on {
            parts.push(match lang {
                Lang::En => en.into(),
                Lang::Ja => ja.into(),
            });
        }
    }
    parts.join(match lang {
        Lang::En => ", ",
        Lang::Ja => "、",
    })
}
