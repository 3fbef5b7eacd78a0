//! The scenario notation (`play::scenario`) and the parsers a tutorial page feeds with
//! hand-written text: known answers, positions that cannot exist named as such, and
//! property tests that throw random and truncated text at every parser — each gives a
//! value or an error, never a panic.

use proptest::prelude::*;
use rinshan::engine::SeatPosition;
use rinshan::play::script::Script;
use rinshan::play::tile_marks::parse_marked;
use rinshan::play::{Mode, Scenario};
use rinshan::rules::{parse_mpsz, Hand, Seat};

fn build_error(text: &str) -> String {
    let setup = Scenario::parse_scenario(text).expect("the notation reads");
    setup
        .build()
        .expect_err("the position cannot exist")
        .to_string()
}

#[test]
fn the_notation_reads_every_field() {
    let s = Scenario::parse_scenario(
        "seat0=234m789m666p45s77z; seat1=...|1m9p*\nturn=1; draws=6p; dora=3m; rinshan=1z\n\
         script1=6p; mode=compare; compare=tenhou ema; rules=ema; riichi=2; honba=1; \
         deposits=1; points=25000 25000 24000 25000; dealer=1; round=S; fresh=0; seed=7; \
         title=Daiminkan; question=Which calls?; explain=Pon or kan; answer=kan",
    )
    .unwrap();
    assert_eq!(s.seats[0], "234m789m666p45s77z");
    assert_eq!(s.seats[1], "...|1m9p*");
    assert_eq!(
        (s.to_act, s.dealer, s.honba, s.deposits, s.seed),
        (1, 1, 1, 1, 7)
    );
    assert_eq!(s.mode, Mode::Compare);
    assert_eq!(s.compare, ["tenhou", "ema"]);
    assert_eq!(s.riichi, [false, false, true, false]);
    assert_eq!(s.points, Some([25000, 25000, 24000, 25000]));
    assert_eq!(s.answer.as_deref(), Some("kan"));
    assert_eq!(s.round.as_deref(), Some("S"));
}

#[test]
fn prose_may_hold_semicolons_and_unknown_keys_are_named() {
    let s = Scenario::parse_scenario("explain=Pon it; or let it pass; turn=1").unwrap();
    assert_eq!(s.explain.as_deref(), Some("Pon it; or let it pass"));
    assert_eq!(s.to_act, 1);
    let s = Scenario::parse_scenario("question=a;; b=c").unwrap();
    assert_eq!(s.question.as_deref(), Some("a; b=c"));
    let e = Scenario::parse_scenario("seat0=123m; tunr=1")
        .unwrap_err()
        .to_string();
    assert!(e.contains("'tunr' is not a scenario key"), "{e}");
    let e = Scenario::parse_scenario("turn=1; turn=2")
        .unwrap_err()
        .to_string();
    assert!(e.contains("given twice"), "{e}");
    let e = Scenario::parse_scenario("honba=lots")
        .unwrap_err()
        .to_string();
    assert!(e.contains("not a number"), "{e}");
    let e = Scenario::parse_scenario("just words")
        .unwrap_err()
        .to_string();
    assert!(e.contains("not key=value"), "{e}");
}

#[test]
fn positions_that_cannot_exist_are_named() {
    // Four of each tile: a fifth is impossible.
    assert!(build_error("seat0=234m789m666p66p45s7z").contains("more than four 6 pin"));
    // Thirteen tiles (fourteen for the seat to move) less three per meld.
    let e = build_error("seat0=1112345678999m12p; turn=1");
    assert!(e.contains("seat 0 has 15 concealed tiles"), "{e}");
    // Chii only from the player on the left; nobody calls their own discard.
    let e = Scenario::parse_scenario("seat0=123m456p789s1z chii:234s<2")
        .unwrap()
        .build()
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("only be called from the player on the left"),
        "{e}"
    );
    let e = build_error("seat1=123m456p789s1z pon:777z<1");
    assert!(e.contains("cannot call its own discard"), "{e}");
    // Riichi needs a closed hand; a hand has at most four kans.
    let e = build_error("seat0=123m456p789s7z pon:777s<1 |1zr");
    assert!(e.contains("riichi with an open hand"), "{e}");
    let e = build_error(
        "seat0=1z ankan:1111m ankan:2222m ankan:3333m ankan:4444m; seat1=1p ankan:5555m ankan:6666m ankan:7777m ankan:8888m",
    );
    assert!(e.contains("kans on the table"), "{e}");
    // Compare mode needs presets that exist; an answer must be an action word.
    assert!(build_error("mode=compare; compare=tenhou").contains("two or more"));
    assert!(build_error("mode=compare; compare=tenhou wrc").contains("compare:"));
    assert!(build_error("answer=hold").contains("answer:"));
}

#[test]
fn merjong_marks_lay_tiles_sideways_stacked_and_face_down() {
    let t = parse_marked("5'0''55s-X11Xm").unwrap();
    let names: Vec<String> = t.iter().map(|m| m.name()).collect();
    assert_eq!(
        names,
        [
            "5 sou, sideways",
            "red 5 sou, added on top",
            "5 sou",
            "5 sou",
            "face-down tile",
            "1 man",
            "1 man",
            "face-down tile"
        ]
    );
    assert!(t[4].gap);
    let t = parse_marked("33\"3p").unwrap();
    assert!(t[1].sideways && t[2].stacked && !t[3].sideways);
    assert!(parse_marked("''5m").is_err());
    assert!(parse_marked("12").unwrap_err().contains("no suit"));
    assert!(parse_marked("5''5m")
        .unwrap_err()
        .contains("sideways tile before it"));
}

fn setup_strategy() -> impl Strategy<Value = Scenario> {
    let word = "[a-z0-9 .:<|*']{0,12}";
    (
        proptest::array::uniform4(word),
        proptest::array::uniform4(word),
        (0u8..4, 0u8..4, 0u32..5, 0u32..3, any::<u64>()),
        (word, word, proptest::option::of("[a-zA-Z;=.,? ]{1,20}")),
        (proptest::array::uniform4(any::<bool>()), any::<bool>()),
        prop_oneof![
            Just(Mode::Show),
            Just(Mode::Ask),
            Just(Mode::Play),
            Just(Mode::Compare)
        ],
    )
        .prop_map(|(seats, script, nums, texts, flags, mode)| {
            let trim = |s: String| s.trim().to_string();
            Scenario {
                seats: seats.map(trim),
                script: script.map(trim),
                to_act: nums.0,
                dealer: nums.1,
                honba: nums.2,
                deposits: nums.3,
                seed: nums.4,
                draws: trim(texts.0),
                rinshan: trim(texts.1),
                question: texts.2.map(trim).filter(|q| !q.is_empty()),
                riichi: flags.0,
                fresh: flags.1,
                mode,
                ..Scenario::default()
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// Writing a scenario and reading it back gives the same scenario.
    #[test]
    fn notation_round_trips(s in setup_strategy()) {
        let text = s.to_scenario();
        let back = Scenario::parse_scenario(&text);
        prop_assert_eq!(back.as_ref().ok(), Some(&s), "{}", text);
    }

    /// Random text: every parser answers with a value or an error.
    #[test]
    fn random_text_never_panics(text in "[ -~\n]{0,80}") {
        if let Ok(s) = Scenario::parse_scenario(&text) {
            let _ = s.build();
        }
        let _ = parse_mpsz(&text);
        let _ = Hand::parse(&text);
        let _ = Script::parse(&text);
        let _ = parse_marked(&text);
        for seat in Seat::ALL {
            let _ = SeatPosition::parse(&text, seat);
        }
    }

    /// Every prefix of real scenarios and tile strings, and single-character damage to
    /// them, gives a value or an error.
    #[test]
    fn truncated_and_damaged_text_never_panics(cut in 0usize..400, at in 0usize..400, c in "[ -~]") {
        let samples = [
            "mode=ask; turn=1; draws=6p; script1=6p\nseat0=234m789m666p45s77z; seat1=...",
            "seat0=234m678p99s45s pon:777s<1; seat1=...|1m7s*; turn=0; draws=7s; rinshan=2z; script0=kan:7s 2z",
            "seat2=ankan:1111z kan:2222z<3 kan:3333z<1 ankan:6666z ...; seat0=555m234p678s99m88s; turn=1; draws=5m",
            "seat0=567m234p789p3334s|1zr; answer=3s; mode=ask; turn=0; draws=3s",
            "5'0''55s-X11Xm 33\"3p 123m456p789s1122z chii:406p ankan:1111s",
        ];
        for text in samples {
            let mut damaged: Vec<char> = text.chars().collect();
            let i = at % damaged.len();
            damaged[i] = c.chars().next().unwrap_or(' ');
            let damaged: String = damaged.into_iter().collect();
            let prefix: String = text.chars().take(cut % (text.len() + 1)).collect();
            for t in [prefix.as_str(), damaged.as_str()] {
                if let Ok(s) = Scenario::parse_scenario(t) {
                    let _ = s.build();
                }
                let _ = parse_marked(t);
                let _ = Hand::parse(t);
                let _ = parse_mpsz(t);
                let _ = Script::parse(t);
                let _ = SeatPosition::parse(t, Seat::ALL[0]);
            }
        }
    }
}

/// A three-player scenario (issue 45: "the tutorial's scenarios and the editor accept
/// three-player tables"): the 108-tile set, the North seat left empty, and Norths already
/// set aside written as `kita` words. Each counts as a dora when the hand wins
/// (riichi.wiki, "Sanma": "each North removed counts as one dora").
#[test]
fn a_three_player_scenario_keeps_its_kita_and_leaves_the_north_seat_empty() {
    use rinshan::engine::{Action, Phase};
    let setup = Scenario::parse_scenario(
        "rules=tenhou_sanma; seat0=123p456p789s234s5z kita kita; seat1=...; seat2=...; \
         draws=5z; dora=9s; turn=0",
    )
    .unwrap();
    let (mut r, _) = setup.build().unwrap();
    assert_eq!(r.player(Seat::ALL[0]).kita, 2);
    assert!(r.player(Seat::ALL[3]).hand.is_empty(), "nobody sits North");
    assert_eq!(r.setup().points, [35_000, 35_000, 35_000, 0]);
    // Every tile of the 108 is somewhere: 13 + 13 + 13 in hand, two Norths aside, the
    // walls (two replacement draws already taken, the dead wall still 14).
    let in_hands: usize = Seat::ALL.iter().map(|&s| r.player(s).hand.len()).sum();
    assert_eq!(in_hands + 2 + r.wall().remaining_tiles().len(), 108);
    assert_eq!(r.wall().dead_wall_size(), 14);
    assert_eq!(r.wall().rinshan_drawn(), 2);
    r.apply(Seat::ALL[0], Action::Draw).unwrap();
    assert!(matches!(r.phase(), Phase::Turn { .. }));
    r.apply(Seat::ALL[0], Action::Tsumo).unwrap();
    let result = r.result().expect("the hand is won");
    let score = &result.wins[0].score;
    // Menzen tsumo and two kita: 3 han 30 fu, the dealer's 2,000 from each of the two
    // others (tsumo loss: the absent North pays nothing).
    assert_eq!((score.kita, score.han), (2, 3));
    assert_eq!(result.deltas, [4_000, -2_000, -2_000, 0]);
}

/// Three-player positions that cannot exist are named as such.
#[test]
fn three_player_positions_that_cannot_exist_are_named() {
    // Sanma plays without the 2- to 8-man.
    let e = build_error("rules=tenhou_sanma; seat0=123p456p789s5m5z5z5z");
    assert!(e.contains("three-player mahjong has no 5 man"), "{e}");
    // The North seat is empty.
    let e = build_error("rules=tenhou_sanma; seat3=123p456p789s1z5z5z5z");
    assert!(e.contains("no North seat"), "{e}");
    // Kita is three-player mahjong's alone.
    let e = build_error("seat0=123p456p789s5z5z kita");
    assert!(e.contains("only three-player mahjong"), "{e}");
    // No chii, no call from the empty North seat, nobody there to deal or to riichi.
    let e = build_error("rules=tenhou_sanma; seat0=123p456p789s5z chii:123p");
    assert!(e.contains("no chii"), "{e}");
    let e = build_error("rules=tenhou_sanma; seat0=123p456p789s5z pon:111z<3");
    assert!(e.contains("called from the North seat"), "{e}");
    let e = build_error("rules=tenhou_sanma; dealer=3");
    assert!(e.contains("no North seat to deal"), "{e}");
    let e = build_error("rules=tenhou_sanma; riichi=3");
    assert!(e.contains("no North seat"), "{e}");
    // A comparison is between tables of the same size.
    let e = build_error("mode=compare; compare=tenhou tenhou_sanma");
    assert!(e.contains("as many players"), "{e}");
    // Called tiles come from the three-player kamicha: West (seat 2) is East's left.
    let s = SeatPosition::parse_at("123p456p7s pon:777z", Seat::ALL[0], 3).unwrap();
    assert_eq!(s.melds[0].from(), Some(Seat::ALL[2]));
}
