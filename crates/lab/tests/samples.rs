//! The extractor on records the repository may hold (issue 42, goal 6: "the extractor and
//! the mjlog reader are tested on records the repository may hold"): the tenhou.net/6
//! fixture games, written as mjlog by Rinshan's writer into a folder named as Tenhou names
//! its files, read back as a corpus and turned into samples. Every sample must agree
//! with the rules: the discard was legal and in the hand, a seat is labelled tenpai
//! exactly when it has waits, a seat in riichi is tenpai (riichi is declared only in
//! tenpai and the hand does not change after it), and a seat furiten by its own discards
//! is labelled as dealing in on no kind.

use rinshan_lab::corpus::{Corpus, Split};
use rinshan_lab::samples::samples;
use rinshan_models::features::INPUT;
use std::path::{Path, PathBuf};

fn fixture_games() -> Vec<PathBuf> {
    let root =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/tenhou6/random-games");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("the fixture folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

/// The fixture games written as mjlog into a folder `tag` of their own, as a corpus
/// (its folder, to remove) and its record names.
fn fixture_corpus(tag: &str) -> (Corpus, Vec<String>, PathBuf) {
    let dir = std::env::temp_dir().join(format!("rinshan-lab-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let games = fixture_games();
    assert!(!games.is_empty());
    for (i, f) in games.iter().enumerate() {
        let text = std::fs::read_to_string(f).expect("a fixture");
        let record = rinshan_records::tenhou6::read(&text).expect("a fixture record");
        let xml = rinshan_records::mjlog_write::write(&record);
        // Tenhou's file names: the date and hour, then the game's id.
        std::fs::write(dir.join(format!("2024050112gm-00a9-0000-{i:08x}.xml")), xml)
            .expect("written");
    }
    let corpus = Corpus::at(&dir);
    let names = corpus.names(Split::Test).expect("the folder's records");
    assert_eq!(names.len(), games.len());
    (corpus, names, dir)
}

#[test]
fn samples_of_fixture_games_agree_with_the_rules() {
    let (corpus, names, dir) = fixture_corpus("samples");
    let s = samples(&corpus, &names, 2, &|_| {});
    let _ = std::fs::remove_dir_all(&dir);
    assert!(s.len() > 100 * names.len(), "{} samples", s.len());
    assert_eq!(s.x.len(), s.len() * INPUT);
    let (mut tenpai, mut riichi_waits) = (0, 0);
    for i in 0..s.len() {
        let d = usize::from(s.discard[i]);
        assert!(
            s.legal[i] >> d & 1 == 1,
            "sample {i}: the discard was legal"
        );
        assert!(
            s.hand[i] >> d & 1 == 1,
            "sample {i}: the discard was in the hand"
        );
        for r in 0..3 {
            assert_eq!(s.tenpai[i][r], s.waits[i][r] != 0, "sample {i}, seat +{r}");
            tenpai += usize::from(s.tenpai[i][r]);
            if s.in_riichi[i][r] {
                assert!(s.tenpai[i][r], "sample {i}: a seat in riichi is tenpai");
                riichi_waits += s.waits[i][r].count_ones() as usize;
            }
            if s.furiten[i][r] {
                assert!((0..34).all(|k| !s.deals_in(i, r, k)), "sample {i}: furiten");
            }
        }
    }
    assert!(
        tenpai > 0 && riichi_waits > 0,
        "{tenpai} tenpai, {riichi_waits} riichi waits"
    );
}

/// The riichi and call decisions as the choice heads read them, on the fixture games:
/// each row is the committed network's dense units and the head's own inputs, and those
/// inputs agree with the rules. A riichi is legal only in tenpai (so the best riichi
/// discard has a winning kind), and a chii only of the discard of the player to one's
/// left, the one before in turn order (riichi.wiki, Chii); a call is one of those
/// offered.
#[test]
fn choice_rows_of_fixture_games_agree_with_the_rules() {
    use rinshan_lab::choices::choice_rows;
    use rinshan_models::choices::{CALL_EXTRAS, RIICHI_EXTRAS};
    let model =
        rinshan_models::Model::read(include_bytes!("../../models/weights/phoenix.safetensors"))
            .expect("the committed weights");
    let hidden = model.shape().hidden;
    let (corpus, names, dir) = fixture_corpus("choices");
    let rows = choice_rows(&corpus, &names, 2, &model, &|_| {});
    let _ = std::fs::remove_dir_all(&dir);
    let (r, c) = (&rows.riichi, &rows.call);
    assert_eq!(r.dim, hidden + RIICHI_EXTRAS);
    assert_eq!(c.dim, hidden + CALL_EXTRAS);
    assert_eq!(r.x.len(), r.len() * r.dim);
    assert_eq!(c.x.len(), c.len() * c.dim);
    let yes = |rows: &rinshan_lab::choices::Rows| rows.y.iter().filter(|&&y| y).count();
    assert!(
        yes(r) > 0 && yes(r) < r.len() && yes(c) > 0 && yes(c) < c.len(),
        "riichi {} of {}, calls {} of {}",
        yes(r),
        r.len(),
        yes(c),
        c.len()
    );
    for (i, row) in r.x.chunks_exact(r.dim).enumerate() {
        let e = &row[hidden..];
        assert!(e[1] > 0.0, "riichi row {i}: a riichi discard leaves a wait");
        assert!(e[5] > 0.0, "riichi row {i}: some discard allows riichi");
        assert!((0.0..=1.0).contains(&e[6]), "riichi row {i}: a chance");
        assert!(e[3] >= 0.0 && e[3] <= 1.0, "riichi row {i}: a share");
    }
    for (i, row) in c.x.chunks_exact(c.dim).enumerate() {
        let e = &row[hidden..];
        assert!(e[..3].contains(&1.0), "call row {i}: a call offered");
        assert_eq!(
            e[3..6].iter().sum::<f32>(),
            1.0,
            "call row {i}: one discarder"
        );
        if e[0] == 1.0 {
            assert_eq!(e[5], 1.0, "call row {i}: a chii only from the seat before");
        }
        assert!(
            e[7] >= e[6] - 1.0 / 7.0 - 1e-6,
            "call row {i}: a call lowers shanten by one at most"
        );
    }
}
