//! No page is sent what its seat may not see (issue 32). The match is replayed through the
//! engine from its saved game, moment by moment; every frame a page received is matched
//! to the moment it shows (the same public table, the same own hand), and then:
//!
//! - another seat's concealed tiles appear only once the rules lay that hand open (the
//!   winner's, the tenpai hands of an exhaustive draw), and a watcher sees none;
//! - no other seat's draw is shown with its tile;
//! - the dora indicators are exactly those turned over, and ura-dora indicators appear
//!   only with a riichi win;
//! - every tile written anywhere in the frame (the wall's order, a dead-wall tile or a
//!   concealed tile under any name included) is of a kind the seat can see at that moment:
//!   its own hand, the melds, the ponds, the indicators, the hands laid open.

use rinshan::engine::action_code::decode;
use rinshan::engine::{Ending, Event, Game, HandResult, Phase, Round};
use rinshan::play::frame::SeatFrame;
use rinshan::play::Settings;
use rinshan::rules::{Seat, Seed, Tile};
use rinshan_protocol::ServerMsg;
use serde_json::Value;

/// One moment of the match, as the engine had it.
struct Moment {
    key: Key,
    /// How many of each kind the sight may see now.
    visible: [u8; 34],
    dora: Vec<Tile>,
    ura_shown: bool,
}

/// What identifies a moment in a frame: the hand, the public table, the own tiles. The
/// tile open to claims tells a North just set aside (kita, which leaves ponds and melds
/// as they were) from the moment before it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Key {
    round: (u8, u8),
    honba: u32,
    ponds: [usize; 4],
    melds: [usize; 4],
    live: usize,
    dora: usize,
    own: Vec<Tile>,
    over: bool,
    claim: Option<(Seat, Tile)>,
}

fn sorted(mut tiles: Vec<Tile>) -> Vec<Tile> {
    tiles.sort_by_key(|t| (t.kind(), t.is_red()));
    tiles
}

/// The seats whose hands the rules lay open at the end of a hand.
fn laid_open(r: &Round, res: &HandResult) -> [bool; 4] {
    match &res.ending {
        Ending::Won => Seat::ALL.map(|s| res.won(s)),
        Ending::ExhaustiveDraw { tenpai, .. } => *tenpai,
        Ending::Aborted(_) => Seat::ALL.map(|s| r.player(s).riichi.is_some()),
    }
}

fn moment(game: &Game, sight: Option<Seat>) -> Moment {
    let r = game.round();
    let state = game.state();
    let result = r.result();
    let mut visible = match sight {
        Some(s) => r.view(s).visible(),
        None => {
            // A watcher: what every seat sees but no hand.
            let v = r.view(Seat::ALL[0]);
            let mut seen = v.visible();
            for t in &v.hand {
                seen[t.kind().index()] -= 1;
            }
            seen
        }
    };
    let mut ura_shown = false;
    if let Some(res) = &result {
        let open = laid_open(r, res);
        // An abort may lay a declarer's hand open: allow every hand the rules could show.
        let any_abort = matches!(res.ending, Ending::Aborted(_));
        for s in Seat::ALL {
            if open[s.index()] || any_abort {
                for t in &r.player(s).hand {
                    visible[t.kind().index()] = 4;
                }
            }
        }
        for t in &res.ura_indicators {
            visible[t.kind().index()] = 4;
            ura_shown = true;
        }
    }
    let own = sight.map_or_else(Vec::new, |s| sorted(r.player(s).hand.clone()));
    Moment {
        key: Key {
            round: (state.wind, state.hand),
            honba: r.setup().honba,
            ponds: Seat::ALL.map(|s| r.player(s).pond.len()),
            melds: Seat::ALL.map(|s| r.player(s).melds.len()),
            live: r.wall().live_remaining(),
            dora: r.wall().dora_indicators().len(),
            own,
            over: r.is_over(),
            claim: match r.phase() {
                Phase::Claims(w) if !r.is_over() => Some((w.discarder, w.tile)),
                _ => None,
            },
        },
        visible,
        dora: r.wall().dora_indicators().to_vec(),
        ura_shown,
    }
}

/// Every moment of the match in `save`, as `sight` could see it.
fn moments(save: &str, sight: Option<Seat>) -> Vec<Moment> {
    let line = |key: &str| {
        save.lines()
            .find_map(|l| l.strip_prefix(key).map(str::trim))
            .unwrap_or_else(|| panic!("the save has no {key}"))
            .to_string()
    };
    let seed: u64 = line("seed ").parse().unwrap_or_else(|e| panic!("{e}"));
    let mut settings = Settings::default();
    for word in line("settings ").split_whitespace() {
        let (k, v) = word.split_once('=').unwrap_or((word, ""));
        settings.set(k, v);
    }
    let mut game = Game::new(Seed(seed), settings.rule_set());
    let mut out = vec![moment(&game, sight)];
    for word in line("moves ").split_whitespace() {
        if word == "+" {
            game.finish_hand();
        } else {
            let seat = word[..1]
                .parse::<u8>()
                .ok()
                .and_then(Seat::new)
                .unwrap_or_else(|| panic!("{word}"));
            let action = decode(&word[1..]).unwrap_or_else(|| panic!("{word}"));
            game.apply(seat, action)
                .unwrap_or_else(|e| panic!("{word}: {e:?}"));
        }
        out.push(moment(&game, sight));
    }
    out
}

fn key_of(f: &SeatFrame) -> Key {
    let own = f.me().map_or_else(Vec::new, |s| {
        let p = &f.seats[s.index()];
        sorted(p.hand.iter().chain(&p.drawn).copied().collect())
    });
    Key {
        round: f.round,
        honba: f.honba,
        ponds: std::array::from_fn(|i| f.seats[i].pond.len()),
        melds: std::array::from_fn(|i| f.seats[i].melds.len()),
        live: f.live,
        dora: f.dora_indicators.len(),
        own,
        over: f.result.is_some(),
        claim: f.claim,
    }
}

/// Every string in `v` that is a tile's code.
fn tiles_in(v: &Value, out: &mut Vec<Tile>) {
    match v {
        Value::String(s) if s.len() == 2 => {
            if let Ok(t) = s.parse::<Tile>() {
                out.push(t);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| tiles_in(x, out)),
        Value::Object(o) => o.values().for_each(|x| tiles_in(x, out)),
        _ => {}
    }
}

/// Checks every frame among `texts` (a page's messages, in order) for `sight` (a seat,
/// or `None` for a watcher) against the match in `save`. Returns how many frames it
/// checked.
pub fn check(sight: Option<Seat>, texts: &[String], save: &str) -> usize {
    let all = moments(save, sight);
    let mut at = 0;
    let mut checked = 0;
    for text in texts {
        let Ok(ServerMsg::Frame { frame, .. }) = serde_json::from_str::<ServerMsg>(text) else {
            continue;
        };
        assert_eq!(frame.me(), sight, "a frame for another sight");
        let key = key_of(&frame);
        let found = all[at..]
            .iter()
            .position(|m| m.key == key)
            .unwrap_or_else(|| {
                panic!(
                    "{sight:?}: a frame matches no moment of the match after moment {at}: {key:?}"
                )
            });
        at += found;
        let m = &all[at];
        // Hands: one's own, and the others' only as the rules lay them open.
        for s in Seat::ALL {
            let part = &frame.seats[s.index()];
            let open = match frame.result.as_ref().map(|r| (&r.ending, r)) {
                None => false,
                Some((Ending::Won, r)) => r.won(s),
                Some((Ending::ExhaustiveDraw { tenpai, .. }, _)) => tenpai[s.index()],
                Some((Ending::Aborted(_), _)) => true,
            };
            if Some(s) != sight && !open {
                assert!(
                    part.hand.is_empty() && part.drawn.is_none(),
                    "{sight:?} was shown seat {}'s concealed tiles",
                    s.index()
                );
            }
        }
        for e in &frame.latest {
            if let Event::Drew { seat, .. } = e {
                assert_eq!(
                    Some(*seat),
                    sight,
                    "{sight:?} was shown another seat's draw"
                );
            }
        }
        assert_eq!(
            frame.dora_indicators, m.dora,
            "{sight:?}: dora indicators not yet turned"
        );
        if let Some(res) = &frame.result {
            assert!(
                res.ura_indicators.is_empty() || m.ura_shown,
                "ura-dora shown before a riichi win"
            );
        }
        // Every tile anywhere in the frame is one the sight can see.
        let json: Value = serde_json::from_str(text).unwrap_or_default();
        let mut tiles = Vec::new();
        tiles_in(&json, &mut tiles);
        for t in tiles {
            assert!(
                m.visible[t.kind().index()] > 0,
                "{sight:?} was sent {t} at a moment it could see no tile of that kind: {text}"
            );
        }
        checked += 1;
    }
    checked
}
