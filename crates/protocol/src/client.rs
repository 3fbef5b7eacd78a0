//! What a page may ask of the server, and the one way the server reads it: [`decode`],
//! which checks the size first, then the JSON, and answers every failure with a
//! [`Problem`] (never a panic: property-tested on arbitrary text).

use serde::{Deserialize, Serialize};

use super::{Problem, RoomSettings};
use rinshan_engine::Action;

/// The longest message a page may send, in bytes (the longest real one, a `create` with
/// a 24-character name, is under 300).
pub const MAX_MESSAGE: usize = 2048;

/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// One message from a page. Each is a JSON object whose `type` names it, e.g.
/// `{"type":"act","seq":12,"action":{"Discard":{"tile":"5m","riichi":false}}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// The first message: the protocol version the page speaks.
    Hello {
        /// The page's [`crate::VERSION`].
        version: u32,
    },
    /// Opens a room with these settings; the page's player takes the first seat and is
    /// its host.
    Create {
        /// The player's name.
        name: String,
        /// The room's settings.
        settings: RoomSettings,
    },
    /// Takes the first free seat of the room the invite code names.
    Join {
        /// The invite code (from the invite link).
        invite: String,
        /// The player's name.
        name: String,
    },
    /// Returns to one's seat (after a reload, a lost connection or a server restart).
    Resume {
        /// The seat token the server gave when the seat was taken.
        token: String,
    },
    /// Watches a room: public information only.
    Watch {
        /// The watch code (from the watch link).
        watch: String,
    },
    /// The host changes the room's settings (before the match starts).
    Settings {
        /// The new settings.
        settings: RoomSettings,
    },
    /// The host starts the match; empty seats are taken by computer players.
    Start,
    /// The seat's choice at the decision its frame `seq` offered. An answer to any other
    /// frame (late, repeated) is ignored.
    Act {
        /// The frame that offered the choice.
        seq: u64,
        /// One of the frame's legal actions.
        action: Action,
    },
    /// The seat has read the hand's result (frame `seq`) and is ready for the next hand.
    Next {
        /// The frame that showed the result.
        seq: u64,
    },
    /// Asks for the seat's hints (shanten, waits, each discard) in its frames, or stops.
    Hints {
        /// On or off.
        on: bool,
    },
    /// Leaves the room before the match starts (the seat becomes free).
    Leave,
}

/// A page's message as its wire text. No message of the protocol fails to write (its
/// fields are strings, numbers and the engine's actions: `every_message_reads_back` writes
/// every kind), but a page that met a failure says so rather than send an empty message.
pub fn encode_client(msg: &ClientMsg) -> Result<String, serde_json::Error> {
    serde_json::to_string(msg)
}

/// The message `text` says, or why it cannot be read: [`Problem::TooLarge`] past
/// [`MAX_MESSAGE`] bytes, [`Problem::UnknownMessage`] for an object whose `type` names no
/// message, [`Problem::BadSettings`] for a `create` or `settings` message that is well
/// formed but for its `settings` (an unknown level or length, a negative or non-number
/// time), [`Problem::Malformed`] for anything else that is not a message.
pub fn decode(text: &str) -> Result<ClientMsg, Problem> {
    if text.len() > MAX_MESSAGE {
        return Err(Problem::TooLarge);
    }
    serde_json::from_str(text).map_err(|_| {
        let known = |t: &str| KNOWN_TYPES.contains(&t);
        match serde_json::from_str::<serde_json::Value>(text) {
            Ok(serde_json::Value::Object(o)) => match o.get("type").and_then(|t| t.as_str()) {
                // An object with a `type` string this protocol does not name.
                Some(t) if !known(t) => Problem::UnknownMessage,
                Some("create" | "settings") if only_the_settings_are_wrong(&o) => {
                    Problem::BadSettings
                }
                _ => Problem::Malformed,
            },
            _ => Problem::Malformed,
        }
    })
}

/// Whether a `create` or `settings` message that did not read reads with good settings in
/// place of its own: then the settings were what was wrong.
fn only_the_settings_are_wrong(message: &serde_json::Map<String, serde_json::Value>) -> bool {
    let Ok(good) = serde_json::to_value(RoomSettings::default()) else {
        return false;
    };
    let mut message = message.clone();
    match message.get_mut("settings") {
        Some(settings) => *settings = good,
        None => return false,
    }
    serde_json::from_value::<ClientMsg>(serde_json::Value::Object(message)).is_ok()
}

/// The `type` of every [`ClientMsg`].
const KNOWN_TYPES: [&str; 11] = [
    "hello", "create", "join", "resume", "watch", "settings", "start", "act", "next", "hints",
    "leave",
];

/// A player's name as the room shows it: trimmed, 1 to [`MAX_NAME_CHARS`] characters,
/// none of them invisible ([`hidden_in_a_name`]); `None` otherwise.
pub fn valid_name(name: &str) -> Option<String> {
    let name = name.trim();
    let chars = name.chars().count();
    let ok = (1..=MAX_NAME_CHARS).contains(&chars) && !name.chars().any(hidden_in_a_name);
    ok.then(|| name.to_string())
}

/// Characters a name may not hold, because they do not show as themselves: control
/// characters (Unicode's category Cc), format characters (Cf: the zero-width space and
/// joiners, the byte-order mark, the right-to-left and other direction overrides and
/// isolates, which spoof how a name reads beside another's), line and paragraph
/// separators (Zl, Zp) and private-use characters (Co), which no two devices draw alike.
pub fn hidden_in_a_name(c: char) -> bool {
    use unicode_properties::{GeneralCategory as G, UnicodeGeneralCategory};
    matches!(
        c.general_category(),
        G::Control | G::Format | G::LineSeparator | G::ParagraphSeparator | G::PrivateUse
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use rinshan_rules::Tile;

    #[test]
    fn every_message_reads_back() {
        let tile: Tile = "5m".parse().unwrap_or_else(|e| panic!("{e}"));
        let all = [
            ClientMsg::Hello { version: 1 },
            ClientMsg::Create {
                name: "Ann".into(),
                settings: RoomSettings::default(),
            },
            ClientMsg::Join {
                invite: "a".repeat(22),
                name: "Bo".into(),
            },
            ClientMsg::Resume {
                token: "t".repeat(22),
            },
            ClientMsg::Watch {
                watch: "w".repeat(22),
            },
            ClientMsg::Settings {
                settings: RoomSettings::default(),
            },
            ClientMsg::Start,
            ClientMsg::Act {
                seq: 3,
                action: Action::Discard {
                    tile,
                    riichi: false,
                },
            },
            ClientMsg::Next { seq: 9 },
            ClientMsg::Hints { on: true },
            ClientMsg::Leave,
        ];
        assert_eq!(all.len(), KNOWN_TYPES.len());
        for (m, t) in all.iter().zip(KNOWN_TYPES) {
            let text = encode_client(m).unwrap_or_else(|e| panic!("{m:?}: {e}"));
            assert!(text.contains(&format!("\"type\":\"{t}\"")), "{text}");
            assert!(text.len() < 300, "{text}");
            assert_eq!(decode(&text).as_ref(), Ok(m));
        }
    }

    #[test]
    fn the_wire_form_is_the_documented_one() {
        let text = r#"{"type":"act","seq":12,"action":{"Discard":{"tile":"0p","riichi":true}}}"#;
        let Ok(ClientMsg::Act { seq, action }) = decode(text) else {
            panic!("{text} not read");
        };
        assert_eq!(seq, 12);
        assert_eq!(
            action,
            Action::Discard {
                tile: "0p".parse().unwrap_or_else(|e| panic!("{e}")),
                riichi: true
            }
        );
    }

    /// Kita (three players only) is an action like any other: `"Kita"`, with nothing
    /// more; any other form of it is not a message.
    #[test]
    fn kita_reads_and_its_wrong_forms_are_malformed() {
        assert_eq!(
            decode(r#"{"type":"act","seq":4,"action":"Kita"}"#),
            Ok(ClientMsg::Act {
                seq: 4,
                action: Action::Kita
            })
        );
        let text = serde_json::to_string(&ClientMsg::Act {
            seq: 4,
            action: Action::Kita,
        })
        .unwrap_or_default();
        assert_eq!(text, r#"{"type":"act","seq":4,"action":"Kita"}"#);
        for bad in [
            r#"{"type":"act","seq":4,"action":"kita"}"#,
            r#"{"type":"act","seq":4,"action":{"Kita":{"tile":"4z"}}}"#,
            r#"{"type":"act","seq":4,"action":"Kita","seat":3}"#,
            r#"{"type":"act","seq":-1,"action":"Kita"}"#,
            r#"{"type":"act","action":"Kita"}"#,
            r#"{"type":"act","seq":4,"action":["Kita"]}"#,
        ] {
            assert_eq!(decode(bad), Err(Problem::Malformed), "{bad}");
        }
    }

    #[test]
    fn bad_messages_are_problems() {
        assert_eq!(decode("not json"), Err(Problem::Malformed));
        assert_eq!(decode("[1,2]"), Err(Problem::Malformed));
        assert_eq!(decode(r#"{"type":"act"}"#), Err(Problem::Malformed));
        assert_eq!(
            decode(r#"{"type":"hello","version":1,"x":2}"#),
            Err(Problem::Malformed)
        );
        assert_eq!(
            decode(r#"{"type":"act","seq":1,"action":{"Discard":{"tile":"9z","riichi":false}}}"#),
            Err(Problem::Malformed)
        );
        assert_eq!(decode(r#"{"type":"dance"}"#), Err(Problem::UnknownMessage));
        let long = format!(
            r#"{{"type":"hello","version":1,"pad":"{}"}}"#,
            "x".repeat(3000)
        );
        assert_eq!(decode(&long), Err(Problem::TooLarge));
    }

    /// Settings that are not the server's are `bad_settings`, however they are wrong
    /// (PROTOCOL.md: "settings"); a message that is wrong elsewhere stays `malformed`.
    #[test]
    fn wrong_settings_are_bad_settings_not_malformed() {
        let create =
            |settings: &str| format!(r#"{{"type":"create","name":"Ann","settings":{settings}}}"#);
        let good = r#"{"rules":"tenhou","length":"EastOnly","level":"Normal","move_secs":5,"bank_secs":20}"#;
        assert!(matches!(
            decode(&create(good)),
            Ok(ClientMsg::Create { .. })
        ));
        for bad in [
            good.replace("Normal", "Grandmaster"),
            good.replace("EastOnly", "NorthOnly"),
            good.replace("\"move_secs\":5", "\"move_secs\":-5"),
            good.replace("\"move_secs\":5", "\"move_secs\":\"five\""),
            good.replace("\"move_secs\":5", "\"move_secs\":2.5"),
            good.replace("\"bank_secs\":20", "\"bank_secs\":null"),
            good.replace(",\"bank_secs\":20", ""),
            good.replace("}", ",\"colour\":\"red\"}"),
            "[]".to_string(),
            "7".to_string(),
        ] {
            assert_eq!(decode(&create(&bad)), Err(Problem::BadSettings), "{bad}");
            let change = format!(r#"{{"type":"settings","settings":{bad}}}"#);
            assert_eq!(decode(&change), Err(Problem::BadSettings), "{bad}");
        }
        // Wrong outside the settings: still malformed.
        assert_eq!(
            decode(&format!(
                r#"{{"type":"create","name":7,"settings":{good}}}"#
            )),
            Err(Problem::Malformed)
        );
        assert_eq!(
            decode(r#"{"type":"create","name":"Ann"}"#),
            Err(Problem::Malformed)
        );
        assert_eq!(
            decode(&format!(r#"{{"type":"settings","settings":{good},"x":1}}"#)),
            Err(Problem::Malformed)
        );
    }

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(valid_name("  Ann "), Some("Ann".into()));
        assert_eq!(valid_name("麻雀太郎"), Some("麻雀太郎".into()));
        assert_eq!(valid_name(""), None);
        assert_eq!(valid_name("   "), None);
        assert_eq!(valid_name("a\u{0}b"), None);
        // What spoofs how a name reads beside another's (Unicode's format characters).
        for spoof in [
            "Ann\u{200B}",   // zero-width space
            "A\u{200D}nn",   // zero-width joiner
            "\u{202E}nnA",   // right-to-left override
            "Ann\u{2066}x",  // left-to-right isolate
            "\u{FEFF}Ann",   // byte-order mark
            "An\u{00AD}n",   // soft hyphen
            "Ann\u{2028}Bo", // line separator
            "Ann\u{E000}",   // private use
        ] {
            assert_eq!(valid_name(spoof), None, "{spoof:?}");
        }
        // What a name may well hold: letters of any script, marks, emoji, inner spaces.
        for fine in [
            "Ann Lee",
            "Zoë",
            "أحمد",
            "김민준",
            "🀄 Ann",
            "ｱﾝ",
            "e\u{301}",
        ] {
            assert_eq!(valid_name(fine), Some(fine.to_string()), "{fine:?}");
        }
        assert_eq!(valid_name(&"x".repeat(25)), None);
        assert!(valid_name(&"字".repeat(24)).is_some());
    }
}
