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

    /// The language's BCP 47 tag (`"en"`, `"ja"`): [`Lang::from_tag`] reads it back.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_read_back() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), lang);
        }
        assert_eq!(Lang::from_tag("ja-JP"), Lang::Ja);
        assert_eq!(Lang::from_tag("fr"), Lang::En);
    }
}
