//! Tiles and the `mpsz` notation.

use rinshan::rules::{format_mpsz, parse_mpsz, MpszError, Suit, Tile, TileKind};

/// The set has 34 kinds (9 per suit, 4 winds, 3 dragons) and three red fives: 37 faces.
#[test]
fn there_are_37_faces_34_kinds_and_3_red_fives() {
    assert_eq!(TileKind::all().count(), 34);
    let faces: Vec<Tile> = Tile::all_faces().collect();
    assert_eq!(faces.len(), 37);
    assert_eq!(faces.iter().filter(|t| t.is_red()).count(), 3);
}

/// Every one of the 37 faces survives printing and reading back, alone and all together.
#[test]
fn mpsz_round_trips_every_face() {
    let faces: Vec<Tile> = Tile::all_faces().collect();
    for &tile in &faces {
        let text = tile.to_string();
        assert_eq!(parse_mpsz(&text), Ok(vec![tile]), "{text}");
        assert_eq!(text.parse::<Tile>(), Ok(tile));
    }
    let all = format_mpsz(&faces);
    assert_eq!(all, "1234056789m1234056789p1234056789s1234567z");
    assert_eq!(parse_mpsz(&all), Ok(faces));
}

/// `0` is the red five of its suit (the mpsz convention).
#[test]
fn zero_is_the_red_five() {
    let tiles = parse_mpsz("0m0p0s").unwrap_or_default();
    let expected: Vec<Tile> = [Suit::Man, Suit::Pin, Suit::Sou]
        .into_iter()
        .filter_map(Tile::red_five)
        .collect();
    assert_eq!(tiles, expected);
    assert!(tiles.iter().all(|t| t.kind().number() == 5 && t.is_red()));
}

#[test]
fn canonical_strings_round_trip() {
    for text in [
        "123m406p55z",
        "19m19p19s1234567z",
        "11122233344455s",
        "0m",
        "",
    ] {
        let tiles = parse_mpsz(text).unwrap_or_default();
        assert_eq!(format_mpsz(&tiles), text);
    }
}

#[test]
fn groups_may_be_separated_by_spaces() {
    assert_eq!(parse_mpsz("123m 456p"), parse_mpsz("123m456p"));
}

/// Errors name the offending character, counted from 1.
#[test]
fn bad_strings_report_the_offending_position() {
    let cases: [(&str, MpszError); 7] = [
        (
            "12x",
            MpszError::UnexpectedChar {
                position: 3,
                found: 'x',
            },
        ),
        ("123m45", MpszError::MissingSuit { position: 5 }),
        (
            "m",
            MpszError::EmptyGroup {
                position: 1,
                suit: 'm',
            },
        ),
        (
            "123mp",
            MpszError::EmptyGroup {
                position: 5,
                suit: 'p',
            },
        ),
        (
            "1238z",
            MpszError::NoSuchHonor {
                position: 4,
                digit: '8',
            },
        ),
        (
            "0z",
            MpszError::NoSuchHonor {
                position: 1,
                digit: '0',
            },
        ),
        (
            "1 2m",
            MpszError::UnexpectedChar {
                position: 2,
                found: ' ',
            },
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(parse_mpsz(text), Err(expected), "{text}");
    }
}

#[test]
fn error_messages_are_words_a_player_understands() {
    let err = parse_mpsz("123m9z")
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert_eq!(
        err,
        "character 5: there is no honour tile '9z' (honours are 1z to 7z)"
    );
    let err = parse_mpsz("5é")
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.starts_with("character 2: 'é'"), "{err}");
}

#[test]
fn one_tile_parse_rejects_more_or_fewer() {
    assert_eq!(
        "12m".parse::<Tile>(),
        Err(MpszError::NotOneTile { count: 2 })
    );
    assert_eq!("".parse::<Tile>(), Err(MpszError::NotOneTile { count: 0 }));
}

/// Accessible names, as the UI announces them.
#[test]
fn tiles_have_spoken_names() {
    let name = |s: &str| s.parse::<Tile>().map(|t| t.name()).unwrap_or_default();
    assert_eq!(name("5p"), "5 pin");
    assert_eq!(name("0m"), "red 5 man");
    assert_eq!(name("9s"), "9 sou");
    assert_eq!(name("1z"), "East wind");
    assert_eq!(name("4z"), "North wind");
    assert_eq!(name("5z"), "White dragon");
    assert_eq!(name("6z"), "Green dragon");
    assert_eq!(name("7z"), "Red dragon");
}

/// Dora indicator rule: the dora is the next tile in sequence; 9 wraps to 1, North to
/// East, red dragon to white dragon.
#[test]
fn dora_follows_its_indicator_with_wrap_around() {
    let dora = |s: &str| {
        s.parse::<Tile>()
            .map(|t| t.kind().dora_from_indicator().to_string())
            .unwrap_or_default()
    };
    assert_eq!(dora("3m"), "4m");
    assert_eq!(dora("9p"), "1p");
    assert_eq!(dora("4z"), "1z");
    assert_eq!(dora("5z"), "6z");
    assert_eq!(dora("7z"), "5z");
}

/// A sorted hand reads the way players arrange it: man, pin, sou, honours; red five just
/// before the plain fives.
#[test]
fn sorting_puts_red_five_before_plain_five() {
    let mut tiles = parse_mpsz("5z55m0m4m").unwrap_or_default();
    tiles.sort();
    assert_eq!(format_mpsz(&tiles), "4055m5z");
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    fn any_face() -> impl Strategy<Value = Tile> {
        let faces: Vec<Tile> = Tile::all_faces().collect();
        proptest::sample::select(faces)
    }

    proptest! {
        /// Any sequence of tiles prints and reads back unchanged.
        #[test]
        fn format_then_parse_is_identity(tiles in proptest::collection::vec(any_face(), 0..20)) {
            prop_assert_eq!(parse_mpsz(&format_mpsz(&tiles)), Ok(tiles));
        }

        /// Arbitrary text never panics the parser.
        #[test]
        fn parser_never_panics(text in ".{0,40}") {
            let _ = parse_mpsz(&text);
        }
    }
}

/// In JSON (the server's messages) a tile is its `mpsz` code; anything else is an error,
/// never a tile.
#[test]
fn tiles_in_json_are_their_codes() {
    for t in Tile::all_faces() {
        let json = serde_json::to_string(&t).unwrap_or_default();
        assert_eq!(json, format!("\"{}\"", t.code()));
        assert_eq!(serde_json::from_str::<Tile>(&json).ok(), Some(t));
    }
    assert_eq!(
        serde_json::to_string(&"0p".parse::<Tile>().ok()).unwrap_or_default(),
        "\"0p\""
    );
    for bad in [
        "\"8z\"",
        "\"55m\"",
        "\"\"",
        "5",
        "{\"kind\":4,\"red\":false}",
    ] {
        assert!(serde_json::from_str::<Tile>(bad).is_err(), "{bad}");
    }
}
