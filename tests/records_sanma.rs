//! Three-player (sanma) game records through the records crate, in both of Tenhou's
//! formats. What the formats say of three players, from Tenhou's own three-player
//! Phoenix records 2021010217gm-00b9-0000-3eb2e915 (tenhou.net/6 JSON, room `三鳳南喰赤`)
//! and 2009060321gm-00b9-0000-75b25bcf (mjlog XML):
//! - tenhou.net/6: four seats' lists kept, the North seat's empty (score 0, no dealt
//!   hand, no draws, no discards, its name empty); the hand number is the dealer plus 4
//!   × the round wind (South 1 is `[4, …]`); a North set aside is `"f44"` in the discards and
//!   its replacement the next draw; a tsumo's points text names each payer's share (with
//!   tsumo loss the same as at four: `30符2飜500-1000点`), its changes have no fourth
//!   payer; noten payments total 2,000;
//! - mjlog: `GO` type 185 (bit 0x10), `UN n3=""`, `INIT ten="350,350,350,0" hai3=""`, a
//!   kita as `N` whose `m` is the North's id << 8 | 0x20 (`m="31520"` is id 123), its
//!   replacement the next draw; `sc` with a fourth `0,0`.
//!
//! Tested here: self-played matches under both three-player presets written in each
//! format, read back the same and replayed by the engine without a mismatch; a small
//! three-player log written by hand from the format; malformed three-player records are
//! errors or typed mismatches, never a panic; and, when present on this machine, real
//! three-player records (not in the repository: they carry no licence of their own).

use rinshan::bots::{Bot, Level};
use rinshan::engine::{Action, Game, Refusal};
use rinshan::records::replay::fu_han;
use rinshan::records::tenhou_names::{read_yaku, Named};
use rinshan::records::{
    check, mjlog, mjlog_write, recorded_hand, tenhou6, tenhou6_write, HandStart, Move, Problem,
    Record, RecordedHand,
};
use rinshan::rules::{Ruleset, Seat, Seed, Tile};
use rinshan::text::mismatches::mismatch;
use rinshan::text::Lang;

/// What the engine's mismatches say, one per line.
fn words(record: &Record, rules: &Ruleset) -> String {
    check(record, rules)
        .iter()
        .map(|m| mismatch(Lang::En, m))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One three-player match of computer players (Easy, Normal, Hard, rotating with the
/// seed), recorded hand by hand as it is played.
fn played_match(seed: u64, preset: &str) -> Record {
    let rules = Ruleset::preset(preset).unwrap_or_else(|e| panic!("{e}"));
    let mut game = Game::new(Seed(seed), rules);
    let mut bots: [Bot; 4] = std::array::from_fn(|i| {
        Bot::new(
            Level::ALL[(i + seed as usize) % Level::ALL.len()],
            Seed(seed * 7 + i as u64),
        )
    });
    let mut record = Record {
        title: vec!["Rinshan".into(), format!("seed {seed}")],
        names: ["A".into(), "B".into(), "C".into(), String::new()],
        rules: preset.into(),
        hands: Vec::new(),
    };
    let mut start = HandStart::of(game.round());
    for _ in 0..400_000 {
        if game.is_over() {
            return record;
        }
        if game.round().is_over() {
            record.hands.push(recorded_hand(&start, game.round()));
            game.finish_hand().expect("a finished hand has a result");
            start = HandStart::of(game.round());
            continue;
        }
        let (seat, legal) = game.round().to_act().expect("someone can act");
        assert!(seat.index() < 3, "the empty North seat never acts");
        let view = game.round().view(seat);
        let action = bots[seat.index()].decide(&view, &legal);
        game.apply(seat, action).expect("the bot's action is legal");
    }
    panic!("match {seed} does not end");
}

/// The dealt hands, each in tile order (an mjlog deal is written by tile id).
fn sorted(starts: &[Vec<Tile>; 4]) -> Vec<Vec<(usize, bool)>> {
    starts
        .iter()
        .map(|h| {
            let mut v: Vec<_> = h.iter().map(|t| (t.kind().index(), t.is_red())).collect();
            v.sort_unstable();
            v
        })
        .collect()
}

/// Moves with each meld's own tiles in tile order (their order carries no meaning).
fn plain(moves: &[(Seat, Move)]) -> Vec<(Seat, Move)> {
    let key = |t: &Tile| (t.kind().index(), t.is_red());
    moves
        .iter()
        .cloned()
        .map(|(s, mut m)| {
            if let Move::Call { hand, .. } | Move::Ankan(hand) = &mut m {
                hand.sort_by_key(key);
            }
            (s, m)
        })
        .collect()
}

/// A hand as mjlog can say it: deals by tile, melds' own tiles in order, each win's
/// seats, fu and han and yaku by name (the mjlog reader words the points text itself and
/// adds who was tenpai at a draw).
fn as_mjlog_says(h: &RecordedHand) -> String {
    let wins: Vec<String> = h
        .ending
        .wins
        .iter()
        .map(|w| {
            let mut names: Vec<String> = w
                .yaku
                .iter()
                .filter_map(|y| read_yaku(y.split('(').next().unwrap_or(y)))
                .filter(|n| *n != Named::Dora)
                .map(|n| format!("{n:?}"))
                .collect();
            names.sort();
            format!(
                "{:?} {:?} {:?} {:?} {names:?}",
                w.seat,
                w.from,
                w.pao,
                fu_han(&w.points)
            )
        })
        .collect();
    let ura = if h.ending.name == "和了" {
        h.ura.clone()
    } else {
        Vec::new()
    };
    // The payments added up by seat (mjlog writes an abort's zero changes, tenhou.net/6
    // none).
    let total = h.ending.deltas.iter().fold([0; 4], |mut t, d| {
        for (x, y) in t.iter_mut().zip(d) {
            *x += y;
        }
        t
    });
    format!(
        "{:?} {} {:?} {:?} {ura:?} {:?} {} {total:?} {wins:?}",
        h.setup,
        h.hand_number,
        sorted(&h.starts),
        h.dora,
        plain(&h.moves),
        h.ending.name,
    )
}

/// Where two records first differ, in words.
fn first_difference(a: &Record, b: &Record) -> String {
    for (i, (x, y)) in a.hands.iter().zip(&b.hands).enumerate() {
        if x == y {
            continue;
        }
        if let Some(j) =
            (0..x.moves.len().max(y.moves.len())).find(|&j| x.moves.get(j) != y.moves.get(j))
        {
            return format!(
                "hand {i} move {j}: {:?} vs {:?}; before: {:?}",
                x.moves.get(j),
                y.moves.get(j),
                &x.moves[j.saturating_sub(6)..j]
            );
        }
        return format!("hand {i}: {:?} vs {:?}", x.ending, y.ending);
    }
    format!(
        "{} hands vs {}; {:?} vs {:?}",
        a.hands.len(),
        b.hands.len(),
        (&a.title, &a.names),
        (&b.title, &b.names)
    )
}

/// What a set of records holds, to show the round trips cover three-player play.
#[derive(Default, Debug)]
struct Tally {
    hands: usize,
    kita: usize,
    ron_on_kita: usize,
    kans: usize,
    riichi: usize,
    exhaustive: usize,
    tsumo: usize,
    // Hands with more than four replacement draws (the fifth to eighth come from the live
    // wall's end).
    past_four_replacements: usize,
}

impl Tally {
    fn add(&mut self, r: &Record) {
        for h in &r.hands {
            self.hands += 1;
            for (_, m) in &h.moves {
                match m {
                    Move::Kita => self.kita += 1,
                    Move::Ankan(_) | Move::Shouminkan(_) => self.kans += 1,
                    Move::Call {
                        kind: rinshan::records::CallKind::Daiminkan,
                        ..
                    } => self.kans += 1,
                    Move::Discard { riichi: true, .. } => self.riichi += 1,
                    _ => {}
                }
            }
            if matches!(h.moves.last(), Some((_, Move::Kita))) && h.ending.name == "和了" {
                self.ron_on_kita += 1;
            }
            if matches!(h.ending.name.as_str(), "流局" | "全員聴牌" | "全員不聴") {
                self.exhaustive += 1;
            }
            self.tsumo += h.ending.wins.iter().filter(|w| w.seat == w.from).count();
            let replacements = h
                .moves
                .iter()
                .filter(|(_, m)| matches!(m, Move::Rinshan(_)))
                .count();
            self.past_four_replacements += usize::from(replacements > 4);
        }
    }
}

/// Self-played three-player matches (60 under each of Tenhou's and Mahjong Soul's
/// three-player rules), written as tenhou.net/6 JSON and as mjlog XML: each reads back as written (the JSON
/// exactly; the mjlog as far as it can say it) and the engine replays what was read with
/// no mismatch.
#[test]
fn played_three_player_matches_round_trip_in_both_formats_and_replay() {
    let mut tally = Tally::default();
    for preset in ["tenhou_sanma", "mahjong_soul_sanma"] {
        let rules = Ruleset::preset(preset).unwrap_or_else(|e| panic!("{e}"));
        for seed in 0..60 {
            let record = played_match(seed, preset);
            let name = format!("{preset} match {seed}");
            assert!(record.is_three_player(), "{name}");
            tally.add(&record);

            // tenhou.net/6: the same record (the format names no platform: it reads as
            // Tenhou's three-player rules).
            let text = tenhou6_write::write(&record);
            let mut read = tenhou6::read(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(read.rules, "tenhou_sanma", "{name}");
            read.rules = record.rules.clone();
            if read != record {
                panic!(
                    "{name}: tenhou.net/6 export then import differs: {}",
                    first_difference(&record, &read)
                );
            }
            assert_eq!(words(&read, &rules), "", "{name}: tenhou.net/6");

            // mjlog.
            let xml = mjlog_write::write(&record);
            assert!(
                xml.contains("<GO type=\"185\"") && xml.contains(" n3=\"\""),
                "{name}"
            );
            let mut read = mjlog::read(&xml).unwrap_or_else(|e| panic!("{name}: {e}"));
            read.rules = record.rules.clone();
            assert_eq!(read.names, record.names, "{name}");
            assert_eq!(read.hands.len(), record.hands.len(), "{name}");
            for (i, (a, b)) in record.hands.iter().zip(&read.hands).enumerate() {
                assert_eq!(
                    as_mjlog_says(a),
                    as_mjlog_says(b),
                    "{name}: hand {i} read back from mjlog differs"
                );
            }
            assert_eq!(words(&read, &rules), "", "{name}: mjlog");
        }
    }
    eprintln!("three-player round trips: {tally:?}");
    // (A ron on a North set aside is rare in play: the hand-written log below has one.)
    assert!(tally.hands >= 500, "{tally:?}");
    assert!(
        tally.kita > 100
            && tally.kans > 0
            && tally.riichi > 100
            && tally.exhaustive > 0
            && tally.tsumo > 0
            && tally.past_four_replacements > 0,
        "the matches should show kita, kans, riichi, tsumo, exhaustive draws and hands with \
         more than four replacement draws: {tally:?}"
    );
}

/// A three-player tenhou.net/6 log written by hand from the format (not copied from a
/// record). Hand 1 (East 1): the dealer sets a North aside (`"f44"`), draws its
/// replacement (8s, then 3s), and later deals in 9s to seat 1's 1-9 pin straight waiting
/// on 9s alone: 40 fu (menzen ron 10, a closed triplet of 1s 8, the single wait 2), 2 han,
/// 2,600 points. Hand 2 (South 1, hand number 4): the dealer sets a North aside at once
/// and seat 2, waiting on North alone with a straight, rons it: 40 fu 2 han, 2,600 — a
/// ron on a kita is not chankan ("抜いた北は役満以外でも和了可能").
const HAND_WRITTEN: &str = r#"{
  "title": ["hand-written", "three players"],
  "name": ["A", "B", "C", ""],
  "rule": {"disp": "三般南喰赤", "aka": 1},
  "log": [
    [[0, 0, 0], [35000, 35000, 35000, 0], [41], [],
     [11, 19, 21, 29, 31, 39, 41, 42, 43, 44, 45, 46, 36], [38, 33, 11], ["f44", 41, 39],
     [21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 31, 31, 39], [19], [60],
     [22, 23, 24, 25, 26, 27, 28, 32, 33, 34, 35, 36, 37], [29], [60],
     [], [], [],
     ["和了", [-2600, 2600, 0, 0], [1, 0, 1, "40符2飜2600点", "一気通貫(2飜)"]]],
    [[4, 0, 0], [32400, 37600, 35000, 0], [41], [],
     [44, 11, 19, 21, 29, 31, 39, 42, 43, 45, 46, 36, 37], [38], ["f44"],
     [32, 34, 35, 36, 38, 41, 41, 42, 46, 47, 47, 19, 11], [], [],
     [21, 22, 23, 24, 25, 26, 27, 28, 29, 33, 33, 33, 44], [], [],
     [], [], [],
     ["和了", [-2600, 0, 2600, 0], [2, 0, 2, "40符2飜2600点", "一気通貫(2飜)"]]]
  ]
}"#;

#[test]
fn a_hand_written_three_player_log_reads_and_replays() {
    let record = tenhou6::read(HAND_WRITTEN).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(record.rules, "tenhou_sanma");
    assert!(record.is_three_player());
    // South 1 is hand number 0 of the South wind, dealt by seat 0.
    let south = &record.hands[1];
    assert_eq!((south.setup.round_wind.index(), south.hand_number), (28, 0));
    // The kita and its replacement draw, in table order.
    let seat0 = Seat::ALL[0];
    assert_eq!(
        record.hands[0].moves[..3],
        [
            (
                seat0,
                Move::Draw("8s".parse().unwrap_or_else(|e| panic!("{e}")))
            ),
            (seat0, Move::Kita),
            (
                seat0,
                Move::Rinshan("3s".parse().unwrap_or_else(|e| panic!("{e}")))
            ),
        ]
    );
    assert_eq!(words(&record, &Ruleset::tenhou_sanma()), "");
    // Written again, it reads back the same, in both formats.
    let again = tenhou6::read(&tenhou6_write::write(&record)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again, record);
    let xml = mjlog_write::write(&record);
    // The kita of hand 2 is the dealer's only North, id 120: m = 120 << 8 | 0x20.
    assert!(xml.contains("<N who=\"0\" m=\"30752\" />"), "{xml}");
    let read = mjlog::read(&xml).unwrap_or_else(|e| panic!("{e}"));
    for (a, b) in record.hands.iter().zip(&read.hands) {
        assert_eq!(as_mjlog_says(a), as_mjlog_says(b));
    }
    assert_eq!(words(&read, &Ruleset::tenhou_sanma()), "");
}

/// A record of one game checked under the other game's rules is one typed mismatch per
/// hand, never a guess at the tiles.
#[test]
fn a_three_player_record_under_four_player_rules_is_a_typed_mismatch() {
    let record = tenhou6::read(HAND_WRITTEN).unwrap_or_else(|e| panic!("{e}"));
    let found = check(&record, &Ruleset::tenhou());
    assert_eq!(found.len(), 2);
    assert!(found.iter().all(|m| m.problem
        == Problem::Players {
            record: 3,
            rules: 4
        }));
    assert!(mismatch(Lang::En, &found[0]).contains("3-player"));
    assert!(mismatch(Lang::Ja, &found[0]).contains("3人打ち"));
}

/// Malformed three-player records are errors in words or typed mismatches.
#[test]
fn malformed_three_player_records_are_errors_or_mismatches() {
    // The North seat deals (kyoku 3 is the fourth seat's deal).
    let north_deals = HAND_WRITTEN.replacen("[[0, 0, 0]", "[[3, 0, 0]", 1);
    assert!(tenhou6::read(&north_deals).is_err());
    // The North seat holds tiles in a three-player room.
    let north_holds = HAND_WRITTEN.replacen("[], [], [],", "[11], [], [],", 1);
    assert!(tenhou6::read(&north_holds).is_err());
    // A kita of another tile.
    let not_north = HAND_WRITTEN.replacen("\"f44\"", "\"f45\"", 1);
    assert!(tenhou6::read(&not_north).is_err());
    // A kita of a North the hand does not hold: the engine refuses it.
    let no_north = HAND_WRITTEN.replacen(
        "[11, 19, 21, 29, 31, 39, 41, 42, 43, 44, 45, 46, 36]",
        "[11, 19, 21, 29, 31, 39, 41, 42, 43, 47, 45, 46, 36]",
        1,
    );
    let record = tenhou6::read(&no_north).unwrap_or_else(|e| panic!("{e}"));
    let found = check(&record, &Ruleset::tenhou_sanma());
    assert!(
        matches!(
            found.first().map(|m| &m.problem),
            Some(Problem::Refused {
                action: Action::Kita,
                refusal: Refusal::KitaNeedsNorth,
                ..
            })
        ),
        "{found:?}"
    );
    // mjlog: a kita in a four-player room, a kita of another tile, a three-player deal to
    // the North seat.
    let init = "<INIT seed=\"0,0,0,0,0,135\" ten=\"350,350,350,0\" oya=\"0\" hai0=\"0,32,36,40,44,48,52,56,60,64,68,72,120\" hai1=\"1,33,37,41,45,49,53,57,61,65,69,73,121\" hai2=\"2,34,38,42,46,50,54,58,62,66,70,74,108\" hai3=\"\"/>";
    for text in [
        format!("<mjloggm><GO type=\"169\"/>{init}<T76/><N who=\"0\" m=\"30752\"/>"),
        format!(
            "<mjloggm><GO type=\"185\"/>{init}<T76/><N who=\"0\" m=\"{}\"/>",
            (124 << 8) | 0x20
        ),
        format!(
            "<mjloggm><GO type=\"185\"/>{}",
            init.replace("hai3=\"\"", "hai3=\"3\"")
        ),
        format!(
            "<mjloggm><GO type=\"185\"/>{}",
            init.replace("oya=\"0\"", "oya=\"3\"")
                .replace("seed=\"0", "seed=\"3")
        ),
    ] {
        assert!(mjlog::read(&text).is_err(), "{text}");
    }
    // The kita as Tenhou writes it reads as one.
    let kita = format!("<mjloggm><GO type=\"185\"/>{init}<T76/><N who=\"0\" m=\"30752\"/><T77/>");
    let read = mjlog::read(&kita).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read.rules, "tenhou_sanma");
    assert_eq!(read.hands[0].moves[1], (Seat::ALL[0], Move::Kita));
    assert!(matches!(read.hands[0].moves[2], (_, Move::Rinshan(_))));
}

/// Cut or damaged anywhere, a three-player record is read and checked without a panic.
#[test]
fn damaged_three_player_records_never_panic() {
    let rules = Ruleset::tenhou_sanma();
    let record = tenhou6::read(HAND_WRITTEN).unwrap_or_else(|e| panic!("{e}"));
    let xml = mjlog_write::write(&record);
    for text in [HAND_WRITTEN.to_string(), xml] {
        let chars: Vec<char> = text.chars().collect();
        for at in 0..chars.len() {
            let cut: String = chars[..at].iter().collect();
            if let Ok(r) = rinshan::records::read(&cut) {
                let _ = check(&r, &rules);
            }
            for with in ['0', '3', '4', '9', ']', '"', 'f', '<', '/'] {
                let mut damaged = chars.clone();
                damaged[at] = with;
                let damaged: String = damaged.into_iter().collect();
                if let Ok(r) = rinshan::records::read(&damaged) {
                    let _ = check(&r, &rules);
                    let _ = check(&r, &Ruleset::tenhou());
                }
            }
        }
    }
}

/// Real three-player Tenhou records, when a folder of them (tenhou.net/6 JSON or mjlog
/// XML, one game a file) is named by `RINSHAN_SANMA_RECORDS`: each is read and replayed
/// under Tenhou's three-player rules with no mismatch (every mismatch is printed), and
/// written again reads back the same. They are not in the repository: they carry no
/// licence of their own. Without the variable nothing is checked.
#[test]
fn real_three_player_records_replay_when_present() {
    let Ok(dir) = std::env::var("RINSHAN_SANMA_RECORDS") else {
        return;
    };
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    let (mut games, mut hands, mut mismatches) = (0, 0, 0);
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let name = f.display();
        let record = match rinshan::records::read(&text) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{name}: not read: {e}");
                mismatches += 1;
                continue;
            }
        };
        let rules = record.ruleset();
        let found = check(&record, &rules);
        games += 1;
        hands += record.hands.len();
        mismatches += found.len();
        for m in &found {
            eprintln!("{name}: {}", mismatch(Lang::En, m));
        }
        // Written again in each format, it reads back: the same record from the JSON.
        let again = tenhou6::read(&tenhou6_write::write(&record)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again.hands, record.hands, "{name}");
        let xml = mjlog::read(&mjlog_write::write(&record)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(xml.hands.len(), record.hands.len(), "{name}");
    }
    eprintln!("{games} real three-player records, {hands} hands, {mismatches} mismatches");
    assert_eq!(mismatches, 0);
}

/// Names that converters of three-player Mahjong Soul records write (tensoul's tenhou.net/6
/// output: `抜きドラ(2飜)` for kita dora, `役牌:自風牌(1飜)` and `役牌:場風牌(1飜)` for the
/// wind yaku) are read as what they are; Tenhou itself counts kita with `ドラ`.
#[test]
fn converter_names_of_three_player_records_are_known() {
    use rinshan::rules::Yaku;
    assert_eq!(read_yaku("抜きドラ"), Some(Named::Dora));
    assert_eq!(read_yaku("役牌:自風牌"), Some(Named::Yaku(Yaku::SeatWind)));
    assert_eq!(read_yaku("役牌:場風牌"), Some(Named::Yaku(Yaku::RoundWind)));
}
