//! The frame message is the protocol's (issue 44): the server writes a frame once (for its
//! fingerprint and for its pages) and `frame_text` puts it in its message, which reads
//! back as `ServerMsg::Frame` with the same frame, number and clock; what is not JSON is
//! an error in words, never a message.

use rinshan::engine::{Action, Game};
use rinshan::play::frame::{self, FrameOptions, Reveal, Sight};
use rinshan::rules::{Ruleset, Seat, Seed};
use rinshan_protocol::{frame_text, Clock, ServerMsg};

#[test]
fn a_frame_message_reads_back_as_the_frame_it_was_written_from() {
    let mut game = Game::new(Seed(44), Ruleset::tenhou());
    let events = game
        .apply(Seat::ALL[0], Action::Draw)
        .unwrap_or_else(|e| panic!("{e}"));
    for sight in [
        Sight::Seat(Seat::ALL[0]),
        Sight::Seat(Seat::ALL[2]),
        Sight::Public,
    ] {
        let options = FrameOptions {
            sight,
            reveal: Reveal::ByRules,
            hints: true,
        };
        let frame = frame::build(&game, options, &events, 70);
        let json = serde_json::to_string(&frame).unwrap_or_else(|e| panic!("{e}"));
        let clock = Some(Clock {
            move_ms: 5_000,
            bank_ms: 12_000,
        });
        let text = frame_text(7, &json, clock).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            text.starts_with(r#"{"type":"frame","seq":7,"frame":{"#),
            "{text}"
        );
        let read: ServerMsg = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            read,
            ServerMsg::Frame {
                seq: 7,
                frame: Box::new(frame),
                clock,
            }
        );
    }
    let no_clock = frame_text(1, "{}", None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        no_clock,
        r#"{"type":"frame","seq":1,"frame":{},"clock":null}"#
    );
}

#[test]
fn what_is_not_json_is_an_error_in_words() {
    for bad in ["", "{", "frame", "{\"a\":1}}"] {
        let e = frame_text(1, bad, None).expect_err(bad);
        assert!(e.starts_with("a frame is not JSON"), "{e}");
    }
}
