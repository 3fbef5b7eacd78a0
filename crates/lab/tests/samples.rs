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

#[test]
fn samples_of_fixture_games_agree_with_the_rules() {
    let dir = std::env::temp_dir().join(format!("rinshan-lab-samples-{}", std::process::id()));
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
    let s = samples(&corpus, &names, 2, &|_| {});
    let _ = std::fs::remove_dir_all(&dir);
    assert!(s.len() > 100 * games.len(), "{} samples", s.len());
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
