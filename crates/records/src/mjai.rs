//! The mjai event format (one JSON object per line, as mjai-based AIs and review tools
//! read it), written from the engine's own event log: one mjai event per engine event
//! (`tsumo`, `dahai`, `reach` and `reach_accepted`, `chi`/`pon`/`daiminkan`, `kakan`,
//! `ankan`, `dora`, `hora`, `ryukyoku`), framed by `start_game`, `start_kyoku`,
//! `end_kyoku` and `end_game`. Tiles are written `1m`…`9s`, `5mr` for a red five, and
//! `E S W N P F C` for the honours.

use super::json::Json;
use super::recorder::HandStart;
use rinshan_engine::Event;
use rinshan_rules::{MeldKind, Tile};

/// A tile in mjai's notation.
pub fn pai(t: Tile) -> String {
    let k = t.kind().index();
    if k >= 27 {
        return ["E", "S", "W", "N", "P", "F", "C"][k - 27].to_string();
    }
    let suit = ["m", "p", "s"][k / 9];
    format!("{}{suit}{}", k % 9 + 1, if t.is_red() { "r" } else { "" })
}

fn pais(ts: &[Tile]) -> Json {
    Json::Array(ts.iter().map(|t| Json::Str(pai(*t))).collect())
}

fn object(members: Vec<(&str, Json)>) -> Json {
    Json::Object(
        members
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
    )
}

fn seat(s: rinshan_rules::Seat) -> Json {
    Json::Int(s.index() as i64)
}

fn deltas(d: &[i32; 4]) -> Json {
    Json::Array(d.iter().map(|x| Json::Int(i64::from(*x))).collect())
}

/// The mjai events of one hand, from how it was dealt and its event log.
pub fn hand_events(start: &HandStart, log: &[Event]) -> Vec<Json> {
    let setup = start.setup();
    let winds = ["E", "S", "W", "N"];
    let first_dora = log.iter().find_map(|e| match e {
        Event::Dealt { indicator, .. } => Some(*indicator),
        _ => None,
    });
    let mut out = vec![object(vec![
        ("type", "start_kyoku".into()),
        (
            "bakaze",
            winds[setup.round_wind.index().saturating_sub(27) % 4].into(),
        ),
        ("kyoku", Json::Int(setup.dealer.index() as i64 + 1)),
        ("honba", Json::Int(i64::from(setup.honba))),
        ("kyotaku", Json::Int(i64::from(setup.deposits))),
        ("oya", seat(setup.dealer)),
        (
            "dora_marker",
            first_dora.map_or(Json::Null, |t| Json::Str(pai(t))),
        ),
        ("scores", deltas(&setup.points)),
        (
            "tehais",
            Json::Array(start.starts().iter().map(|h| pais(h)).collect()),
        ),
    ])];
    let mut last_discard: Option<(rinshan_rules::Seat, Tile)> = None;
    for e in log {
        let line = match e {
            Event::Dealt { .. } => continue,
            Event::Drew { seat: s, tile, .. } => object(vec![
                ("type", "tsumo".into()),
                ("actor", seat(*s)),
                ("pai", Json::Str(pai(*tile))),
            ]),
            // mjai writes a draw its reader may not see with the tile "?".
            Event::DrewUnseen { seat: s, .. } => object(vec![
                ("type", "tsumo".into()),
                ("actor", seat(*s)),
                ("pai", Json::Str("?".into())),
            ]),
            Event::Discarded {
                seat: s,
                tile,
                tsumogiri,
                riichi,
            } => {
                if *riichi {
                    out.push(object(vec![("type", "reach".into()), ("actor", seat(*s))]));
                }
                last_discard = Some((*s, *tile));
                object(vec![
                    ("type", "dahai".into()),
                    ("actor", seat(*s)),
                    ("pai", Json::Str(pai(*tile))),
                    ("tsumogiri", Json::Bool(*tsumogiri)),
                ])
            }
            // As RiichiEnv's three-player mjai writes it: `{"type":"kita","actor":n,
            // "pai":"N"}`, its replacement draw a plain `tsumo`.
            Event::Kita { seat: s, tile } => object(vec![
                ("type", "kita".into()),
                ("actor", seat(*s)),
                ("pai", Json::Str(pai(*tile))),
            ]),
            Event::RiichiAccepted { seat: s } => {
                object(vec![("type", "reach_accepted".into()), ("actor", seat(*s))])
            }
            Event::Called { seat: s, meld } => {
                let kind = match meld.kind() {
                    MeldKind::Chii => "chi",
                    MeldKind::Pon => "pon",
                    _ => "daiminkan",
                };
                let called = meld.called().or(last_discard.map(|(_, t)| t));
                let mut consumed = meld.tiles().to_vec();
                if let Some(i) = called.and_then(|c| consumed.iter().position(|t| *t == c)) {
                    consumed.remove(i);
                }
                object(vec![
                    ("type", kind.into()),
                    ("actor", seat(*s)),
                    ("target", meld.from().map_or(Json::Null, seat)),
                    ("pai", called.map_or(Json::Null, |t| Json::Str(pai(t)))),
                    ("consumed", pais(&consumed)),
                ])
            }
            Event::Kan { seat: s, meld } => match (meld.kind(), meld.added()) {
                (MeldKind::Shouminkan, Some(added)) => {
                    let mut consumed = meld.tiles().to_vec();
                    if let Some(i) = consumed.iter().position(|t| *t == added) {
                        consumed.remove(i);
                    }
                    object(vec![
                        ("type", "kakan".into()),
                        ("actor", seat(*s)),
                        ("pai", Json::Str(pai(added))),
                        ("consumed", pais(&consumed)),
                    ])
                }
                _ => object(vec![
                    ("type", "ankan".into()),
                    ("actor", seat(*s)),
                    ("consumed", pais(meld.tiles())),
                ]),
            },
            Event::DoraRevealed { indicator } => object(vec![
                ("type", "dora".into()),
                ("dora_marker", Json::Str(pai(*indicator))),
            ]),
            Event::Won {
                seat: s,
                from,
                tile,
                score,
            } => object(vec![
                ("type", "hora".into()),
                ("actor", seat(*s)),
                ("target", seat(from.unwrap_or(*s))),
                ("pai", Json::Str(pai(*tile))),
                ("han", Json::Int(i64::from(score.han))),
                ("fu", Json::Int(i64::from(score.fu.total))),
            ]),
            Event::ExhaustiveDraw { tenpai } => object(vec![
                ("type", "ryukyoku".into()),
                ("reason", "fanpai".into()),
                (
                    "tenpais",
                    Json::Array(tenpai.iter().map(|t| Json::Bool(*t)).collect()),
                ),
            ]),
            Event::NagashiMangan { seat: s } => object(vec![
                ("type", "ryukyoku".into()),
                ("reason", "nagashimangan".into()),
                ("actor", seat(*s)),
            ]),
            Event::AbortiveDraw { reason } => object(vec![
                ("type", "ryukyoku".into()),
                ("reason", format!("{reason:?}").into()),
            ]),
            // The changes of the hand's end go with its hora or ryukyoku line (the riichi
            // deposit with its reach_accepted, as mjai has it).
            Event::PointsChanged { deltas: d } => {
                if let Some(Json::Object(m)) = out.last_mut() {
                    if m.iter().any(|(k, v)| {
                        k == "type"
                            && matches!(v.as_str(), Some("hora" | "ryukyoku" | "reach_accepted"))
                    }) && !m.iter().any(|(k, _)| k == "deltas")
                    {
                        m.push(("deltas".into(), deltas(d)));
                        continue;
                    }
                }
                object(vec![("type", "points".into()), ("deltas", deltas(d))])
            }
        };
        out.push(line);
    }
    out.push(object(vec![("type", "end_kyoku".into())]));
    out
}

/// A whole match as mjai JSON lines.
pub fn write(names: &[String; 4], hands: &[(HandStart, Vec<Event>)], over: bool) -> String {
    let mut lines = vec![object(vec![
        ("type", "start_game".into()),
        (
            "names",
            Json::Array(names.iter().map(|n| Json::from(n.as_str())).collect()),
        ),
    ])];
    for (start, log) in hands {
        lines.extend(hand_events(start, log));
    }
    if over {
        lines.push(object(vec![("type", "end_game".into())]));
    }
    let mut text = String::new();
    for l in lines {
        l.write(&mut text);
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use rinshan_engine::{Round, RoundSetup};
    use rinshan_rules::{Ruleset, Seat, Seed, TileKind};

    /// A draw the log's reader may not see is written as mjai writes one: `"pai": "?"`.
    #[test]
    fn an_unseen_draw_is_a_question_mark() {
        let setup = RoundSetup {
            dealer: Seat::ALL[0],
            round_wind: TileKind::wind(0),
            honba: 0,
            deposits: 0,
            points: [25_000; 4],
        };
        let round = Round::from_seed(Seed(3), Ruleset::default(), setup);
        let log = vec![Event::DrewUnseen {
            seat: Seat::ALL[1],
            rinshan: false,
        }];
        let names: [String; 4] = Default::default();
        let text = write(&names, &[(HandStart::of(&round), log)], false);
        assert!(
            text.lines().any(|l| l.contains("\"tsumo\"")
                && l.contains("\"actor\":1")
                && l.contains("\"pai\":\"?\"")),
            "{text}"
        );
    }
}
