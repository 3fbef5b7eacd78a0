//! Writing a [`Record`] in the tenhou.net/6 JSON log format (the reader's counterpart,
//! see [`super::tenhou6`]): what Tenhou's log viewer and the review tools that read its
//! JSON load. Reading what this writes gives the same record. A three-player record
//! keeps the four seats' lists with the North seat's empty, its name empty, kita as
//! `"f44"` among the discards, and names its room `三般南喰赤` (Tenhou's three-player rooms
//! are named with a leading 三, as `三鳳南喰赤`).

use super::json::Json;
use super::record::{CallKind, Move, Record, RecordedHand};
use super::tenhou6::number_of;
use rinshan_rules::{Seat, Tile};

fn num(t: Tile) -> String {
    number_of(t).to_string()
}

/// A call's string: the tiles with the letter before the called tile, whose place says
/// where it came from (first: the left player, second: opposite, last: the right).
fn call_string(letter: char, called: Tile, hand: &[Tile], caller: Seat, from: Seat) -> String {
    let pos = match (from.index() + 4 - caller.index()) % 4 {
        3 => 0,
        2 => 1,
        _ => hand.len(),
    };
    let mut out = String::new();
    for (i, t) in hand.iter().enumerate() {
        if i == pos {
            out.push(letter);
            out.push_str(&num(called));
        }
        out.push_str(&num(*t));
    }
    if pos >= hand.len() {
        out.push(letter);
        out.push_str(&num(called));
    }
    out
}

fn tiles(ts: &[Tile]) -> Json {
    Json::Array(ts.iter().map(|t| Json::Int(number_of(*t))).collect())
}

fn hand_json(h: &RecordedHand) -> Json {
    let mut draws: [Vec<Json>; 4] = Default::default();
    let mut discards: [Vec<Json>; 4] = Default::default();
    // Each seat's pon strings, for the added kans made of them.
    let mut pons: [Vec<(Tile, String)>; 4] = Default::default();
    for (seat, m) in &h.moves {
        let s = seat.index();
        match m {
            Move::Draw(t) | Move::Rinshan(t) => draws[s].push(Json::Int(number_of(*t))),
            Move::Discard {
                tile,
                riichi,
                tsumogiri,
            } => {
                let n = if *tsumogiri { 60 } else { number_of(*tile) };
                discards[s].push(if *riichi {
                    Json::Str(format!("r{n}"))
                } else {
                    Json::Int(n)
                });
            }
            Move::Call {
                kind,
                called,
                hand,
                from,
            } => {
                let letter = match kind {
                    CallKind::Chii => 'c',
                    CallKind::Pon => 'p',
                    CallKind::Daiminkan => 'm',
                };
                let text = call_string(letter, *called, hand, *seat, *from);
                if *kind == CallKind::Pon {
                    pons[s].push((*called, text.clone()));
                }
                draws[s].push(Json::Str(text));
                if *kind == CallKind::Daiminkan {
                    // The daiminkan takes the place of a discard.
                    discards[s].push(Json::Int(0));
                }
            }
            Move::Shouminkan(t) => {
                let text = pons[s]
                    .iter()
                    .find(|(c, _)| c.kind() == t.kind())
                    .map(|(_, p)| p.replacen('p', &format!("k{}", num(*t)), 1))
                    .unwrap_or_else(|| format!("k{}", num(*t)));
                discards[s].push(Json::Str(text));
            }
            Move::Kita => discards[s].push(Json::from("f44")),
            Move::Ankan(ts) => {
                let mut text = String::new();
                for (i, t) in ts.iter().enumerate() {
                    if i + 1 == ts.len() {
                        text.push('a');
                    }
                    text.push_str(&num(*t));
                }
                discards[s].push(Json::Str(text));
            }
        }
    }
    let setup = &h.setup;
    let kyoku = i64::from(setup.round_wind.index().saturating_sub(27) as u8) * 4
        + setup.dealer.index() as i64;
    let mut items = vec![
        Json::Array(vec![
            kyoku.into(),
            i64::from(setup.honba).into(),
            i64::from(setup.deposits).into(),
        ]),
        Json::Array(
            setup
                .points
                .iter()
                .map(|p| Json::Int(i64::from(*p)))
                .collect(),
        ),
        tiles(&h.dora),
        tiles(&h.ura),
    ];
    let [d0, d1, d2, d3] = draws;
    let [x0, x1, x2, x3] = discards;
    for (s, (d, x)) in [(d0, x0), (d1, x1), (d2, x2), (d3, x3)]
        .into_iter()
        .enumerate()
    {
        items.push(tiles(&h.starts[s]));
        items.push(Json::Array(d));
        items.push(Json::Array(x));
    }
    // A hand still in play has an empty result.
    let mut result = Vec::new();
    if !h.ending.name.is_empty() {
        result.push(Json::from(h.ending.name.as_str()));
    }
    for (i, d) in h.ending.deltas.iter().enumerate() {
        result.push(Json::Array(
            d.iter().map(|x| Json::Int(i64::from(*x))).collect(),
        ));
        if let Some(w) = h.ending.wins.get(i) {
            let mut entry = vec![
                Json::Int(w.seat.index() as i64),
                Json::Int(w.from.index() as i64),
                Json::Int(w.pao.index() as i64),
                Json::from(w.points.as_str()),
            ];
            entry.extend(w.yaku.iter().map(|y| Json::from(y.as_str())));
            result.push(Json::Array(entry));
        }
    }
    items.push(Json::Array(result));
    Json::Array(items)
}

/// The record as tenhou.net/6 JSON text.
pub fn write(record: &Record) -> String {
    let sanma = record.is_three_player();
    let json = Json::Object(vec![
        (
            "title".into(),
            Json::Array(
                record
                    .title
                    .iter()
                    .map(|t| Json::from(t.as_str()))
                    .collect(),
            ),
        ),
        (
            "name".into(),
            Json::Array(
                record
                    .names
                    .iter()
                    .enumerate()
                    // The empty North seat of a three-player game has no name.
                    .map(|(i, n)| Json::from(if sanma && i == 3 { "" } else { n.as_str() }))
                    .collect(),
            ),
        ),
        (
            "rule".into(),
            Json::Object(vec![
                (
                    "disp".into(),
                    Json::from(if sanma {
                        "三般南喰赤"
                    } else {
                        "般南喰赤"
                    }),
                ),
                ("aka".into(), Json::Int(1)),
            ]),
        ),
        (
            "log".into(),
            Json::Array(record.hands.iter().map(hand_json).collect()),
        ),
    ]);
    json.to_text()
}
