//! A game of Rinshan's computer players written as an mjai log (every tile shown), as the
//! game's own export writes it: the logs the bot is tested on, and a way to give other
//! mjai tools Rinshan's games.

use rinshan_bots::{Bot, Level};
use rinshan_engine::Game;
use rinshan_records::HandStart;
use rinshan_rules::{Ruleset, Seed};

/// One East-South game (Tenhou rules) of bots of `levels` (by seat) dealt from `seed`, as
/// mjai JSON lines. An error if a bot attempts an illegal action.
pub fn selfplay_log(seed: u64, levels: [Level; 4]) -> Result<String, String> {
    let mut game = Game::new(Seed(seed), Ruleset::tenhou());
    let mut bots: [Bot; 4] =
        std::array::from_fn(|i| Bot::new(levels[i], Seed(seed.wrapping_add(1 + i as u64))));
    let mut hands = Vec::new();
    let mut start = HandStart::of(game.round());
    let mut steps = 0u32;
    while !game.is_over() {
        steps += 1;
        if steps > 200_000 {
            return Err("the game does not end".into());
        }
        if game.round().is_over() {
            hands.push((start, game.round().log().to_vec()));
            game.finish_hand();
            start = HandStart::of(game.round());
            continue;
        }
        let (seat, legal) = game.round().to_act().ok_or("nobody can act")?;
        let view = game.round().view(seat);
        let a = bots[seat.index()].decide(&view, &legal);
        game.apply(seat, a).map_err(|e| e.to_string())?;
    }
    let names = std::array::from_fn(|i| format!("Rinshan {}", levels[i].name()));
    Ok(rinshan_records::mjai::write(&names, &hands, true))
}
