//! Shared by the mjai tests: games of Rinshan's bots recorded as mjai logs, a log masked
//! to what one seat sees, and an mjai answer read back as the engine's action.

#![allow(dead_code)]

use serde_json::Value;

use rinshan_bots::Level;
use rinshan_engine::Action;
use rinshan_mjai::pai::parse_known;

/// A whole game of bots of `levels` from `seed`, as Rinshan's mjai export writes it.
pub fn recorded_game(seed: u64, levels: [Level; 4]) -> String {
    rinshan_mjai::selfplay_log::selfplay_log(seed, levels).unwrap_or_else(|e| panic!("{e}"))
}

/// The lines of an mjai log as JSON values.
pub fn lines(log: &str) -> Vec<Value> {
    log.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// An event as `seat` receives it: other seats' dealt tiles and draws hidden.
pub fn masked(event: &Value, seat: usize) -> Value {
    let mut e = event.clone();
    match e["type"].as_str() {
        Some("start_kyoku") => {
            if let Some(hands) = e["tehais"].as_array_mut() {
                for (i, h) in hands.iter_mut().enumerate() {
                    if i != seat {
                        *h = Value::Array(vec![Value::from("?"); 13]);
                    }
                }
            }
        }
        Some("tsumo") if e["actor"].as_u64() != Some(seat as u64) => {
            e["pai"] = Value::from("?");
        }
        Some("start_game") => e["id"] = Value::from(seat),
        _ => {}
    }
    e
}

/// An mjai answer as the engine's action; `after_reach` when the answer is the discard
/// that follows the seat's own riichi declaration. `None` for `none`; an error for an
/// answer that is no action at all.
pub fn engine_action(answer: &Value, after_reach: bool) -> Result<Option<Action>, String> {
    let tile = |k: &str| {
        answer[k]
            .as_str()
            .ok_or(format!("no '{k}' in {answer}"))
            .and_then(parse_known)
    };
    let consumed = || -> Result<Vec<_>, String> {
        answer["consumed"]
            .as_array()
            .ok_or(format!("no 'consumed' in {answer}"))?
            .iter()
            .map(|t| {
                t.as_str()
                    .ok_or("not a tile".to_string())
                    .and_then(parse_known)
            })
            .collect()
    };
    let two = |v: Vec<_>| -> Result<[_; 2], String> {
        v.try_into()
            .map_err(|_| format!("not two tiles in {answer}"))
    };
    Ok(Some(match answer["type"].as_str() {
        Some("none") => return Ok(None),
        Some("dahai") => Action::Discard {
            tile: tile("pai")?,
            riichi: after_reach,
        },
        Some("hora") if answer["actor"] == answer["target"] => Action::Tsumo,
        Some("hora") => Action::Ron,
        Some("chi") => Action::Chii {
            tiles: two(consumed()?)?,
        },
        Some("pon") => Action::Pon {
            tiles: two(consumed()?)?,
        },
        Some("daiminkan") => Action::Daiminkan,
        Some("kakan") => Action::Shouminkan { tile: tile("pai")? },
        Some("ankan") => Action::Ankan {
            kind: consumed()?.first().ok_or("an empty ankan")?.kind(),
        },
        Some("ryukyoku") => Action::KyuushuKyuuhai,
        other => return Err(format!("no such answer: {other:?}")),
    }))
}

/// True when `action` is among `legal`, the two tiles of a chii or pon in any order.
pub fn is_legal(action: &Action, legal: &[Action]) -> bool {
    let sorted = |t: &[rinshan_rules::Tile; 2]| {
        let mut v = t.to_vec();
        v.sort();
        v
    };
    legal.iter().any(|l| match (l, action) {
        (Action::Chii { tiles: a }, Action::Chii { tiles: b })
        | (Action::Pon { tiles: a }, Action::Pon { tiles: b }) => sorted(a) == sorted(b),
        _ => l == action,
    })
}
