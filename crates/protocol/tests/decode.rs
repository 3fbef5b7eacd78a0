//! The message decoder never panics and answers every input with a message or a problem
//! (issue 32: "the message decoder is property-tested to never panic").

use proptest::prelude::*;
use rinshan_protocol::{decode, ClientMsg, Problem, MAX_MESSAGE};

/// Pieces real messages are made of, so that random ones come near to being messages.
const PIECES: [&str; 28] = [
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"type\"",
    "\"act\"",
    "\"hello\"",
    "\"join\"",
    "\"create\"",
    "\"seq\"",
    "\"action\"",
    "\"Discard\"",
    "\"tile\"",
    "\"5m\"",
    "\"0p\"",
    "\"riichi\"",
    "true",
    "null",
    "12",
    "-1",
    "1e99",
    "18446744073709551616",
    "\"name\"",
    "\"\\u0000\"",
    "\"settings\"",
    "\"Pon\"",
];

fn near_json() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(PIECES.to_vec()), 0..40).prop_map(|p| p.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn any_text_is_a_message_or_a_problem(text in any::<String>()) {
        let _ = decode(&text);
    }

    #[test]
    fn near_messages_are_a_message_or_a_problem(text in near_json()) {
        match decode(&text) {
            Ok(m) => {
                // What decodes, encodes back to the same message.
                let again = serde_json::to_string(&m).unwrap_or_default();
                prop_assert_eq!(decode(&again), Ok(m));
            }
            Err(p) => prop_assert!(matches!(p, Problem::Malformed | Problem::UnknownMessage | Problem::TooLarge)),
        }
    }

    #[test]
    fn long_text_is_too_large_before_it_is_read(extra in 1usize..5000) {
        let text = "{".repeat(MAX_MESSAGE + extra);
        prop_assert_eq!(decode(&text), Err(Problem::TooLarge));
    }
}

#[test]
fn deeply_nested_json_is_malformed_not_a_crash() {
    let text = format!("{}{}", "[".repeat(1000), "]".repeat(1000));
    assert!(text.len() <= MAX_MESSAGE);
    assert_eq!(decode(&text), Err(Problem::Malformed));
}

#[test]
fn hello_reads() {
    assert_eq!(
        decode(r#"{"type":"hello","version":1}"#),
        Ok(ClientMsg::Hello { version: 1 })
    );
}
