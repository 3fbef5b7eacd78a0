//! Words only the embeddable widgets say — inline tiles in prose and the parts a table
//! widget shows on their own. They are functions rather than [`Msg`] entries,
//! so the game's download, which never says them, does not carry them.

use super::labels::{text, Msg};
use super::lang::Lang;
use super::names::tile_name;
use rinshan_rules::Tile;

/// One tile of an inline tile string, for assistive technology: "6 pin", "6 pin,
/// sideways", "7 sou, added on top", "face-down tile" / "6筒", "6筒（横）",
/// "7索（加槓）", "伏せた牌".
pub fn marked_tile(lang: Lang, face: Option<Tile>, sideways: bool, stacked: bool) -> String {
    let face = face.map_or_else(
        || text(lang, Msg::FaceDown).to_string(),
        |t| tile_name(lang, t),
    );
    match (lang, stacked, sideways) {
        (Lang::En, true, _) => format!("{face}, added on top"),
        (Lang::En, false, true) => format!("{face}, sideways"),
        (Lang::Ja, true, _) => format!("{face}（加槓）"),
        (Lang::Ja, false, true) => format!("{face}（横）"),
        (_, false, false) => face,
    }
}

/// The separator between the tiles' names in one accessible name.
pub fn list_separator(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ", ",
        Lang::Ja => "、",
    }
}

/// An inline tile string that cannot be read, with the parser's reason (in English, as
/// every parser words its errors): "Tiles '12q': 'q' is not a tile, a suit or a mark".
pub fn tiles_unreadable(lang: Lang, tiles: &str, error: &str) -> String {
    match lang {
        Lang::En => format!("Tiles '{tiles}': {error}"),
        Lang::Ja => format!("牌の文字列「{tiles}」を読めません：{error}"),
    }
}

/// The widget's name for assistive technology when it shows parts of the table rather
/// than the whole board: "Parts of the table" / "卓の一部".
pub fn table_parts(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Parts of the table",
        Lang::Ja => "卓の一部",
    }
}

/// An attribute value a widget does not know: "show: 'hnad' is not one of table, hand,
/// melds, ponds, dora".
pub fn unknown_option(lang: Lang, attribute: &str, value: &str, known: &str) -> String {
    match lang {
        Lang::En => format!("{attribute}: '{value}' is not one of {known}"),
        Lang::Ja => format!("{attribute}：「{value}」は {known} のいずれでもありません"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_tile_names_in_both_languages() {
        let six: Tile = "6p".parse().unwrap();
        assert_eq!(
            marked_tile(Lang::En, Some(six), true, false),
            "6 pin, sideways"
        );
        assert_eq!(
            marked_tile(Lang::En, Some(six), false, true),
            "6 pin, added on top"
        );
        assert_eq!(marked_tile(Lang::En, None, false, false), "face-down tile");
        assert_eq!(marked_tile(Lang::Ja, Some(six), true, false), "6筒（横）");
        assert_eq!(marked_tile(Lang::Ja, None, false, false), "伏せた牌");
    }
}
