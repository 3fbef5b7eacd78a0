//! The languages Rinshan speaks.

use serde::{Deserialize, Serialize};

/// The language of the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English, with the romanised Japanese terms (riichi, pon, shouminkan…).
    #[default]
    En,
    /// Japanese.
    Ja,
}

impl Lang {
    /// Both languages, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];

    /// The language named by a BCP 47 tag's primary subtag (`"ja"`, `"ja-JP"` → Japanese;
    /// anything else English).
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("ja") {
            Lang::Ja
        } else {
            Lang::En
        }
    }
}
