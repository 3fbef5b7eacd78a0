//! The course for new players (`www/learn/`, English, and `www/learn/ja/`, Japanese):
//! every page's tables are read from the pages themselves, so a typo in a scenario fails
//! here, not in front of a reader. Each scenario parses, builds and plays to its
//! question; each expected answer is a legal choice there, and a question's named
//! choices hold every right one; every chapter ends with a question; the Japanese pages
//! hold the same tables as the English ones; the pages link to each other. Then each
//! teaching point is checked against the engine: what an explanation says (this tile
//! completes the hand, that win has pinfu, this ron is furiten) is what the rules make
//! of the position.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use rinshan::engine::{Action, FuritenCause, Refusal, Round};
use rinshan::play::ask::{Choices, Question};
use rinshan::play::stepper::Stepper;
use rinshan::play::{AskKind, Mode, Scenario, Settings};
use rinshan::rules::points::Payment;
use rinshan::rules::{HandScore, Seat, Tile, Yaku};
use rinshan::text::Lang;

/// The chapters, in order (the contents and the pagers follow it).
const CHAPTERS: [&str; 13] = [
    "tiles",
    "hands",
    "turn",
    "calls",
    "tenpai",
    "riichi",
    "furiten",
    "yaku",
    "yaku-shapes",
    "yaku-open",
    "dora",
    "points",
    "first-match",
];

fn learn_dir(lang: Lang) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("www/learn");
    match lang {
        Lang::En => root,
        Lang::Ja => root.join("ja"),
    }
}

fn read(lang: Lang, file: &str) -> String {
    let path = learn_dir(lang).join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

/// The value of attribute `name` in the tag text `tag`.
fn attr(tag: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let at = tag.find(&key)? + key.len();
    let len = tag[at..].find('"')?;
    Some(unescape(&tag[at..at + len]))
}

/// Every `<rinshan-table>` of a page: its id and its scenario text, in page order.
fn tables(page: &str) -> Vec<(String, String)> {
    page.split("<rinshan-table")
        .skip(1)
        .map(|rest| {
            let tag = &rest[..rest.find('>').expect("the tag closes")];
            let id = attr(tag, "id").expect("every course table has an id");
            let scenario = attr(tag, "scenario").unwrap_or_else(|| panic!("{id}: no scenario"));
            (id, scenario)
        })
        .collect()
}

/// Every table of the course, by language, page and id.
fn course(lang: Lang) -> BTreeMap<(String, String), Scenario> {
    let mut out = BTreeMap::new();
    for page in CHAPTERS {
        for (id, text) in tables(&read(lang, &format!("{page}.html"))) {
            let s = Scenario::parse_scenario(&text)
                .unwrap_or_else(|e| panic!("{lang:?} {page} {id}: {e}"));
            out.insert((page.to_string(), id), s);
        }
    }
    out
}

/// The English scenario with this id.
fn scenario(id: &str) -> Scenario {
    course(Lang::En)
        .into_iter()
        .find(|((_, i), _)| i == id)
        .unwrap_or_else(|| panic!("no table {id}"))
        .1
}

/// The scenario played to its last step (the question, or the end of its scripts).
fn played(id: &str) -> Stepper {
    let mut s = Stepper::new(&scenario(id), None, Settings::default())
        .unwrap_or_else(|e| panic!("{id}: {e}"));
    s.go_to(s.total());
    s
}

fn question(id: &str, lang: Lang) -> Question {
    Question::at(&scenario(id), played(id).round(), lang).unwrap_or_else(|e| panic!("{id}: {e}"))
}

fn right(q: &Question) -> Vec<&str> {
    q.options
        .iter()
        .filter(|o| o.legal)
        .map(|o| o.label.as_str())
        .collect()
}

fn tile(s: &str) -> Tile {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn me() -> Seat {
    Seat::ALL[0]
}

/// The round after seat 0 discards `discard` (with riichi when `riichi`).
fn after_discard(r: &Round, discard: &str, riichi: bool) -> Round {
    let mut r = r.clone();
    r.apply(
        me(),
        Action::Discard {
            tile: tile(discard),
            riichi,
        },
    )
    .unwrap_or_else(|e| panic!("discard {discard}: {e:?}"));
    r
}

fn yaku_of(s: &HandScore) -> Vec<Yaku> {
    s.yaku.iter().map(|(y, _)| *y).collect()
}

/// Every scenario of both languages parses, builds and plays to its question; an ask's
/// expected answers are legal choices there; a question's named choices hold every
/// right one (so the author listed them, not the engine).
#[test]
fn every_course_scenario_plays_to_its_question_with_its_answer_legal() {
    for lang in [Lang::En, Lang::Ja] {
        let all = course(lang);
        assert!(all.len() >= 25, "{lang:?}: {} tables", all.len());
        for ((page, id), setup) in &all {
            let at = format!("{lang:?} {page} {id}");
            setup.build().unwrap_or_else(|e| panic!("{at}: {e}"));
            let mut s = Stepper::new(setup, None, Settings::default())
                .unwrap_or_else(|e| panic!("{at}: {e}"));
            s.go_to(s.total());
            match setup.mode {
                Mode::Show | Mode::Compare => assert!(s.total() > 0, "{at}: nothing to step"),
                Mode::Play => {}
                Mode::Ask => {
                    assert!(setup.question.is_some() && setup.explain.is_some(), "{at}");
                    let q = Question::at(setup, s.round(), lang)
                        .unwrap_or_else(|e| panic!("{at}: {e}"));
                    assert!(!q.options.is_empty(), "{at}: no choices");
                    assert!(q.options.iter().any(|o| o.legal), "{at}: no right choice");
                    if let Some(answer) = &setup.answer {
                        for word in answer.split_whitespace() {
                            let named: Vec<_> =
                                q.options.iter().filter(|o| o.is_answer(word)).collect();
                            assert!(!named.is_empty(), "{at}: the answer {word} is not a choice");
                            assert!(
                                named.iter().all(|o| o.legal),
                                "{at}: the answer {word} is refused: {:?}",
                                named.iter().map(|o| &o.reason).collect::<Vec<_>>()
                            );
                        }
                    }
                    let named = Choices::read(setup.ask, setup.choices.as_deref())
                        .unwrap_or_else(|e| panic!("{at}: {e}"));
                    let listed = q.options.iter().filter(|o| o.legal).all(|o| match &named {
                        Choices::Actions => true,
                        Choices::Tiles(kinds) => {
                            kinds.is_empty() || o.tile.is_some_and(|t| kinds.contains(&t.kind()))
                        }
                        Choices::Yaku(yaku) => yaku
                            .iter()
                            .any(|&y| rinshan::text::yaku_word(lang, y) == o.label),
                        Choices::Han(hans) => hans
                            .iter()
                            .any(|&h| rinshan::text::phrases::han_count(lang, h) == o.label),
                    });
                    assert!(
                        listed,
                        "{at}: a right choice is missing from the scenario's choices"
                    );
                }
            }
        }
    }
}

/// Every chapter but the last ends with a question (an ask table); the last ends with a
/// hand played against the computer and the link into the game.
#[test]
fn every_chapter_ends_with_a_question() {
    for lang in [Lang::En, Lang::Ja] {
        for page in CHAPTERS {
            let html = read(lang, &format!("{page}.html"));
            let (id, text) = tables(&html)
                .pop()
                .unwrap_or_else(|| panic!("{page}: no table"));
            let mode = Scenario::parse_scenario(&text)
                .map(|s| s.mode)
                .unwrap_or_default();
            if page == "first-match" {
                assert_eq!(mode, Mode::Play, "{lang:?} {page} {id}");
                assert!(
                    html.contains("?hints=1"),
                    "{lang:?}: the first match has hints on"
                );
            } else {
                assert_eq!(
                    mode,
                    Mode::Ask,
                    "{lang:?} {page}: the last table {id} asks nothing"
                );
            }
        }
    }
}

/// The Japanese pages hold the English pages' tables, in the same order, with only the
/// words for the reader translated.
#[test]
fn the_japanese_pages_hold_the_same_tables() {
    let strip = |s: &Scenario| Scenario {
        question: None,
        explain: None,
        title: None,
        ..s.clone()
    };
    for page in CHAPTERS {
        let en = tables(&read(Lang::En, &format!("{page}.html")));
        let ja = tables(&read(Lang::Ja, &format!("{page}.html")));
        let ids = |t: &[(String, String)]| t.iter().map(|(i, _)| i.clone()).collect::<Vec<_>>();
        assert_eq!(ids(&en), ids(&ja), "{page}");
        for ((id, e), (_, j)) in en.iter().zip(&ja) {
            let (e, j) = (
                Scenario::parse_scenario(e).unwrap(),
                Scenario::parse_scenario(j).unwrap(),
            );
            assert_eq!(strip(&e), strip(&j), "{page} {id}");
            assert_eq!(e.question.is_some(), j.question.is_some(), "{page} {id}");
            assert_eq!(e.explain.is_some(), j.explain.is_some(), "{page} {id}");
        }
    }
}

/// The contents list every chapter in order; each chapter's pager links the chapters
/// before and after it; each page links its twin in the other language; every local
/// link of the course leads to a file of the site.
#[test]
fn the_pages_link_in_order_and_to_each_other() {
    for lang in [Lang::En, Lang::Ja] {
        let index = read(lang, "index.html");
        let mut at = 0;
        for page in CHAPTERS {
            let link = format!("href=\"{page}.html\"");
            let found = index[at..]
                .find(&link)
                .unwrap_or_else(|| panic!("{lang:?}: {page} not in the contents, in order"));
            at += found + link.len();
        }
        for (i, page) in CHAPTERS.iter().enumerate() {
            let html = read(lang, &format!("{page}.html"));
            if i > 0 {
                assert!(
                    html.contains(&format!("rel=\"prev\" href=\"{}.html\"", CHAPTERS[i - 1])),
                    "{lang:?} {page}"
                );
            }
            if let Some(next) = CHAPTERS.get(i + 1) {
                assert!(
                    html.contains(&format!("rel=\"next\" href=\"{next}.html\"")),
                    "{lang:?} {page}"
                );
            }
            let twin = match lang {
                Lang::En => format!("href=\"ja/{page}.html\" hreflang=\"ja\""),
                Lang::Ja => format!("href=\"../{page}.html\" hreflang=\"en\""),
            };
            assert!(html.contains(&twin), "{lang:?} {page}: no link to its twin");
        }
        for file in CHAPTERS
            .iter()
            .map(|p| format!("{p}.html"))
            .chain(["index.html".to_string()])
        {
            let html = read(lang, &file);
            for link in html
                .split("href=\"")
                .skip(1)
                .map(|r| &r[..r.find('"').unwrap_or(0)])
            {
                let path = link.split(['#', '?']).next().unwrap_or("");
                if path.is_empty() || link.starts_with("data:") {
                    continue;
                }
                assert!(
                    leads_somewhere(&learn_dir(lang), path),
                    "{lang:?} {file}: '{link}' leads nowhere"
                );
            }
        }
    }
}

/// True when the local link `path`, from the folder `dir` of www/, names a file the build
/// serves: a file of www/ (a folder by its index.html), or the site's root, the game's
/// page, which Trunk builds from the repository's index.html.
fn leads_somewhere(dir: &Path, path: &str) -> bool {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut target = PathBuf::new();
    for c in dir.join(path).components() {
        match c {
            std::path::Component::ParentDir => {
                target.pop();
            }
            std::path::Component::CurDir => {}
            other => target.push(other),
        }
    }
    if target == root.join("www") {
        return root.join("index.html").exists();
    }
    if path.ends_with('/') || path.is_empty() {
        target.join("index.html").exists()
    } else {
        target.exists()
    }
}

// The teaching points, against the engine.

#[test]
fn tiles_the_honour_is_the_one_tile_without_a_partner() {
    let q = question("q-tiles", Lang::En);
    let riichi = q
        .options
        .iter()
        .find(|o| o.label == "Riichi")
        .expect("riichi");
    assert!(
        !riichi.legal,
        "the hand is not tenpai: only the honour is the answer"
    );
    assert_eq!(
        q.pick(
            q.options
                .iter()
                .position(|o| o.label == "Discard Green dragon")
                .unwrap(),
            ""
        )
        .unwrap()
        .split('.')
        .next(),
        Some("Right")
    );
}

#[test]
fn hands_a_closed_win_on_the_own_draw_has_menzen_tsumo() {
    let s = played("w-hands-tsumo");
    let result = s.round().result().expect("the hand is won");
    assert_eq!(yaku_of(&result.wins[0].score), [Yaku::MenzenTsumo]);
    let q = question("q-hands", Lang::En);
    assert!(right(&q).contains(&"Tsumo"));
}

#[test]
fn turn_a_round_of_draws_and_discards_and_the_lone_north() {
    let s = played("w-turn-round");
    assert_eq!(s.total(), 4);
    assert_eq!(s.view().seats[0].pond.len(), 1);
    let r = played("q-turn").round().clone();
    let after = after_discard(&r, "4z", false);
    assert!(after.player(me()).hand.len() == 13);
    // Not tenpai after the North either: riichi is no answer the reader could miss.
    let q = question("q-turn", Lang::En);
    assert!(
        !q.options
            .iter()
            .find(|o| o.label == "Riichi")
            .unwrap()
            .legal
    );
}

#[test]
fn calls_a_pon_skips_the_player_between_and_the_left_discard_may_be_pon_or_chii() {
    let mut s = played("w-calls-pon");
    s.go_to(2);
    let meld = &s.view().seats[0].melds[0];
    assert_eq!(meld.kind, rinshan::rules::MeldKind::Pon);
    assert!(
        s.view().seats[3].pond.is_empty(),
        "the player on the left never played"
    );
    let q = question("q-calls", Lang::En);
    assert_eq!(
        right(&q),
        [
            "Pon",
            "Chii with 3 pin and 5 pin",
            "Chii with 5 pin and 6 pin",
            "Pass"
        ]
    );
}

#[test]
fn tenpai_the_east_is_the_one_discard_to_tenpai_and_the_waits_are_one_four_seven() {
    let q = question("q-tenpai-discard", Lang::En);
    let r = played("q-tenpai-discard").round().clone();
    let tenpai: Vec<&str> = q
        .options
        .iter()
        .filter(|o| o.is_discard())
        .filter(|o| {
            let after = after_discard(&r, &o.tile.unwrap().code(), false);
            let p = after.player(me());
            !rinshan::rules::waits::waits(&p.counts(), p.melds.len(), &p.held()).is_empty()
        })
        .map(|o| o.label.as_str())
        .collect();
    assert_eq!(tenpai, ["Discard East wind"]);
    assert_eq!(
        right(&question("q-tenpai", Lang::En)),
        ["1 sou", "4 sou", "7 sou"]
    );
}

#[test]
fn riichi_gives_the_yaku_the_hand_lacks_and_ippatsu_comes_before_the_next_discard() {
    let r = played("q-riichi").round().clone();
    let plain = after_discard(&r, "9m", false);
    for wait in ["2s", "5s"] {
        assert!(
            plain.ron_value(me(), tile(wait)).is_none(),
            "no yaku for a ron on {wait}"
        );
    }
    let riichi = after_discard(&r, "9m", true);
    assert!(riichi.ron_value(me(), tile("2s")).is_some());
    // Menzen tsumo, though, is there without riichi (the yaku chapter's first table).
    assert!(played("w-yaku-tsumo").round().tsumo_value(me()).is_some());
    let s = played("w-riichi-ippatsu");
    let result = s.round().result().expect("won");
    let yaku = yaku_of(&result.wins[0].score);
    assert_eq!(&yaku[..3], [Yaku::Riichi, Yaku::Ippatsu, Yaku::MenzenTsumo]);
}

#[test]
fn furiten_the_own_pond_forbids_ron_on_every_wait_but_not_tsumo() {
    let q = question("q-furiten", Lang::En);
    assert_eq!(right(&q), ["Pass"]);
    let r = played("q-furiten").round().clone();
    assert_eq!(
        r.check(me(), &Action::Ron),
        Err(Refusal::Furiten {
            cause: FuritenCause::OwnDiscard
        })
    );
    let q = question("w-furiten-tsumo", Lang::En);
    assert!(right(&q).contains(&"Tsumo"));
    let score = played("w-furiten-tsumo").round().tsumo_value(me()).unwrap();
    assert_eq!(
        yaku_of(&score),
        [Yaku::MenzenTsumo, Yaku::Pinfu, Yaku::Tanyao]
    );
}

#[test]
fn yaku_each_hand_to_try_has_the_yaku_its_explanation_names() {
    // Open tanyao (kuitan) wins by ron under Tenhou's rules.
    let r = played("w-yaku-tanyao").round().clone();
    assert_eq!(
        yaku_of(&r.ron_value(me(), tile("5s")).unwrap()),
        [Yaku::Tanyao]
    );
    // Pinfu: the 5 sou leaves the two-sided wait (pinfu on both tiles), the 8 sou a
    // closed wait without it; both are tenpai.
    let r = played("w-yaku-pinfu").round().clone();
    let two_sided = after_discard(&r, "5s", false);
    for wait in ["6s", "9s"] {
        assert!(yaku_of(&two_sided.ron_value(me(), tile(wait)).unwrap()).contains(&Yaku::Pinfu));
    }
    let closed = after_discard(&r, "8s", false);
    assert!(
        closed.ron_value(me(), tile("6s")).is_none(),
        "no pinfu, no yaku for a ron"
    );
    // Yakuhai: the pon is the answer.
    assert_eq!(
        question("w-yaku-yakuhai", Lang::En)
            .options
            .iter()
            .filter(|o| o.is_answer("pon"))
            .count(),
        1
    );
    let q = question("q-yaku", Lang::En);
    assert_eq!(right(&q), ["Menzen tsumo", "Pinfu", "Tanyao"]);
    assert_eq!(played("q-yaku").round().tsumo_value(me()).unwrap().han, 3);
}

#[test]
fn yaku_of_shapes_iipeikou_sanshoku_ittsu_chiitoitsu() {
    let r = played("w-shapes-iipeikou").round().clone();
    let kept = after_discard(&r, "5m", false);
    assert!(yaku_of(&kept.ron_value(me(), tile("6s")).unwrap()).contains(&Yaku::Iipeikou));
    let broken = after_discard(&r, "2m", false);
    assert!(!yaku_of(&broken.ron_value(me(), tile("6s")).unwrap()).contains(&Yaku::Iipeikou));
    // Sanshoku: the 2 pin completes the open hand without a yaku, the 5 pin with one.
    let r = played("w-shapes-sanshoku").round().clone();
    assert_eq!(r.check(me(), &Action::Ron), Err(Refusal::NoYaku));
    assert_eq!(
        yaku_of(&r.ron_value(me(), tile("5p")).unwrap()),
        [Yaku::SanshokuDoujun]
    );
    let r = played("w-shapes-ittsu").round().clone();
    let ittsu = r.ron_value(me(), tile("8p")).unwrap();
    assert_eq!((yaku_of(&ittsu), ittsu.han), (vec![Yaku::Ittsuu], 2));
    // Seven pairs: two 3 man are in the ponds, no red dragon is.
    let s = played("w-shapes-chiitoitsu");
    let seen = |code: &str| {
        s.round()
            .rules()
            .seats()
            .iter()
            .flat_map(|&seat| s.round().player(seat).pond.iter().map(|p| p.tile))
            .filter(|t| t.code() == code)
            .count()
    };
    assert_eq!((seen("3m"), seen("7z")), (2, 0));
    let after = after_discard(s.round(), "3m", false);
    assert_eq!(
        yaku_of(&after.ron_value(me(), tile("7z")).unwrap()),
        [Yaku::Chiitoitsu]
    );
    let q = question("q-yaku-shapes", Lang::En);
    assert_eq!(right(&q), ["Pinfu", "Iipeikou", "Sanshoku doujun"]);
}

#[test]
fn open_hands_toitoi_honitsu_and_their_han() {
    let q = question("w-open-toitoi", Lang::En);
    assert!(right(&q).contains(&"Pon"));
    let r = played("w-open-honitsu").round().clone();
    let after = after_discard(&r, "3m", false);
    for wait in ["4s", "7s"] {
        let yaku = yaku_of(&after.ron_value(me(), tile(wait)).unwrap());
        assert!(
            yaku.contains(&Yaku::Honitsu) && yaku.contains(&Yaku::Haku),
            "{wait}: {yaku:?}"
        );
    }
    let q = question("q-yaku-open", Lang::En);
    assert_eq!(right(&q), ["Yakuhai (haku)", "Toitoi", "Honitsu"]);
    let s = played("q-yaku-open");
    let on = s.round().claim_in_question().unwrap();
    let score = s.round().ron_value(me(), on.tile).unwrap();
    assert_eq!(score.han, 5);
    assert_eq!(score.limit, Some(rinshan::rules::points::Limit::Mangan));
}

#[test]
fn dora_are_no_yaku_and_the_points_question_is_a_mangan() {
    let r = played("q-dora").round().clone();
    assert_eq!(r.check(me(), &Action::Ron), Err(Refusal::NoYaku));
    assert_eq!(right(&question("q-dora", Lang::En)), ["Pass"]);
    let q = question("q-points", Lang::En);
    assert_eq!(right(&q), ["5 han"]);
    let score = played("q-points").round().tsumo_value(me()).unwrap();
    assert_eq!(score.dora, 2);
    assert_eq!(
        score.payment,
        Payment::Tsumo {
            dealer: 4000,
            non_dealer: 2000
        }
    );
    let q = question("q-points", Lang::Ja);
    assert_eq!(right(&q), ["5翻"]);
    assert_eq!(scenario("q-points").ask, AskKind::Han);
}
