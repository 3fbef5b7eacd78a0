//! The reading's chance that a discard deals in (what the game's hints show beside each
//! discard, and the coach beside each discard played) follows the furiten rule: "a player
//! may not win by ron while one of their waits lies in their own pond" (riichi.wiki,
//! Furiten; the EMA rules, and `crates/engine/src/furiten.rs`). So against a lone riichi,
//! a tile of a kind in the riichi player's own pond (genbutsu) cannot deal in to that
//! player: the reading says 0 for it (the network was not trained on those tiles, so the
//! rules decide them), while a middle tile that nobody has discarded reads as a real
//! danger.

use rinshan_bots::Decide;
use rinshan_engine::{Action, SeatView};
use rinshan_lab::selfplay::play_game_with;
use rinshan_models::person::Person;
use rinshan_models::Model;
use rinshan_rules::{Ruleset, Seed};
use std::sync::Arc;

/// A Phoenix player that, whenever it has a discard to choose while exactly one other
/// seat is in riichi, notes the reading's chance of dealing in to that seat for each kind
/// it holds: those of the riichi player's pond, and the middle tiles (4 to 6) no seat has
/// discarded.
struct Watching {
    person: Person,
    model: Arc<Model>,
    safe: Vec<f32>,
    live: Vec<f32>,
}

impl Decide for Watching {
    fn decide(&mut self, view: &SeatView, legal: &[Action]) -> Action {
        let riichi: Vec<usize> = (0..4).filter(|&s| view.riichi[s]).collect();
        let me = view.seat.index();
        if let ([s], None, false) = (riichi.as_slice(), view.claim, view.riichi[me]) {
            let reading = self.model.read_view(view);
            let r = (s + 4 - me) % 4;
            let in_pond =
                |seat: usize, k: usize| view.ponds[seat].iter().any(|p| p.tile.kind().index() == k);
            for k in 0..34 {
                if !view.hand.iter().any(|t| t.kind().index() == k) {
                    continue;
                }
                if in_pond(*s, k) {
                    self.safe.push(reading.deal_in[r][k]);
                } else if k < 27 && (3..6).contains(&(k % 9)) && !(0..4).any(|p| in_pond(p, k)) {
                    self.live.push(reading.deal_in[r][k]);
                }
            }
        }
        self.person.decide(view, legal)
    }
}

fn mean(v: &[f32]) -> f32 {
    v.iter().sum::<f32>() / v.len().max(1) as f32
}

#[test]
fn against_a_lone_riichi_its_own_discards_read_as_safe() {
    let model = Arc::new(
        Model::read(include_bytes!("../weights/phoenix.safetensors")).expect("the weights"),
    );
    let mut p: Vec<Watching> = (0..4)
        .map(|i| Watching {
            person: Person::new(model.clone(), Seed(i)),
            model: model.clone(),
            safe: Vec::new(),
            live: Vec::new(),
        })
        .collect();
    for g in 0..3 {
        let [a, b, c, d] = p.as_mut_slice() else {
            unreachable!("four players")
        };
        let players: [&mut dyn Decide; 4] = [a, b, c, d];
        play_game_with(Seed(20 + g), Ruleset::tenhou(), players, &mut || 0.0)
            .expect("every action legal");
    }
    let safe: Vec<f32> = p.iter().flat_map(|w| w.safe.iter().copied()).collect();
    let live: Vec<f32> = p.iter().flat_map(|w| w.live.iter().copied()).collect();
    let l = mean(&live);
    assert!(
        safe.len() >= 50 && live.len() >= 20,
        "{} genbutsu and {} live middle tiles seen",
        safe.len(),
        live.len()
    );
    assert!(
        safe.iter().all(|&p| p == 0.0),
        "a genbutsu read as dealing in: {safe:?}"
    );
    assert!(l > 0.03, "live middle tiles read at {l} on average");
    println!(
        "against a lone riichi: {} genbutsu read at 0, {} live middle tiles at {l:.4} on average",
        safe.len(),
        live.len()
    );
}
