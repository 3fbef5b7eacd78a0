//! The mjai events a bot receives (the protocol of mjai, Mortal and akochan): one JSON
//! object per event, `type` naming it and `actor` the seat (0–3) it concerns. Events a
//! bot does not need to follow the hand (`hora`, `ryukyoku`, `error`…) are kept as
//! [`MjaiEvent::Other`].

use serde_json::Value;

use super::pai::{parse_known, parse_pai};
use rinshan_records::CallKind;
use rinshan_rules::{Seat, Tile, TileKind};

/// One mjai event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MjaiEvent {
    /// The game begins; `id` is this bot's seat when the server says it.
    StartGame {
        /// The bot's seat.
        id: Option<Seat>,
    },
    /// A hand is dealt.
    StartKyoku {
        /// The round wind.
        bakaze: TileKind,
        /// The hand within the round, 1–4.
        kyoku: u8,
        /// Continuance counters.
        honba: u32,
        /// Riichi deposits on the table.
        kyotaku: u32,
        /// The dealer.
        oya: Seat,
        /// Every seat's points.
        scores: [i32; 4],
        /// The first dora indicator.
        dora_marker: Tile,
        /// The dealt hands, `None` where the tile is hidden from this seat.
        tehais: [Vec<Option<Tile>>; 4],
    },
    /// A draw (a replacement draw after a kan too); `pai` is hidden for other seats.
    Tsumo {
        /// Who drew.
        actor: Seat,
        /// The tile, when this seat may see it.
        pai: Option<Tile>,
    },
    /// A discard.
    Dahai {
        /// Who discarded.
        actor: Seat,
        /// The tile.
        pai: Tile,
        /// The tile just drawn was discarded.
        tsumogiri: bool,
    },
    /// A riichi declaration; the actor's next discard is the riichi tile.
    Reach {
        /// Who declared.
        actor: Seat,
    },
    /// The riichi discard passed: the deposit is paid.
    ReachAccepted {
        /// Who declared.
        actor: Seat,
        /// Every seat's points after the deposit, when the server says.
        scores: Option<[i32; 4]>,
    },
    /// A chii, pon or open kan of a discard.
    Call {
        /// Chii, pon or daiminkan.
        kind: CallKind,
        /// The caller.
        actor: Seat,
        /// The discarder.
        target: Seat,
        /// The discarded tile taken.
        pai: Tile,
        /// The caller's own tiles of the meld.
        consumed: Vec<Tile>,
    },
    /// An added kan (shouminkan) on one's own pon.
    Kakan {
        /// Who added.
        actor: Seat,
        /// The added tile.
        pai: Tile,
    },
    /// A closed kan (ankan).
    Ankan {
        /// Who declared.
        actor: Seat,
        /// The four tiles.
        consumed: Vec<Tile>,
    },
    /// A new dora indicator.
    Dora {
        /// The indicator.
        dora_marker: Tile,
    },
    /// The hand is over.
    EndKyoku,
    /// The game is over.
    EndGame,
    /// Any other event (`hora`, `ryukyoku`, `none`, …), by its type.
    Other(String),
}

fn field<'a>(v: &'a Value, key: &str) -> Result<&'a Value, String> {
    v.get(key)
        .ok_or_else(|| format!("the event has no '{key}'"))
}

fn seat_of(v: &Value, key: &str) -> Result<Seat, String> {
    field(v, key)?
        .as_u64()
        .and_then(|n| u8::try_from(n).ok())
        .and_then(Seat::new)
        .ok_or_else(|| format!("'{key}' is not a seat (0-3)"))
}

fn int_of(v: &Value, key: &str) -> Result<i64, String> {
    field(v, key)?
        .as_i64()
        .ok_or_else(|| format!("'{key}' is not a whole number"))
}

fn tile_of(v: &Value, key: &str) -> Result<Tile, String> {
    parse_known(
        field(v, key)?
            .as_str()
            .ok_or_else(|| format!("'{key}' is not a tile"))?,
    )
}

fn tiles_of(v: &Value, key: &str) -> Result<Vec<Option<Tile>>, String> {
    field(v, key)?
        .as_array()
        .ok_or_else(|| format!("'{key}' is not a list of tiles"))?
        .iter()
        .map(|t| {
            t.as_str()
                .ok_or_else(|| format!("'{key}' holds something that is not a tile"))
                .and_then(parse_pai)
        })
        .collect()
}

fn known_tiles_of(v: &Value, key: &str) -> Result<Vec<Tile>, String> {
    tiles_of(v, key)?
        .into_iter()
        .map(|t| t.ok_or_else(|| format!("'{key}' holds a hidden tile")))
        .collect()
}

fn scores_of(v: &Value) -> Result<[i32; 4], String> {
    let list = field(v, "scores")?
        .as_array()
        .filter(|a| a.len() == 4)
        .ok_or("'scores' is not four numbers")?;
    let mut out = [0; 4];
    for (o, s) in out.iter_mut().zip(list) {
        *o = s
            .as_i64()
            .and_then(|n| i32::try_from(n).ok())
            .ok_or("'scores' is not four numbers")?;
    }
    Ok(out)
}

impl MjaiEvent {
    /// Reads one event from its JSON object.
    pub fn from_json(v: &Value) -> Result<MjaiEvent, String> {
        let kind = field(v, "type")?.as_str().ok_or("'type' is not a string")?;
        Ok(match kind {
            "start_game" => MjaiEvent::StartGame {
                id: v.get("id").map(|_| seat_of(v, "id")).transpose()?,
            },
            "start_kyoku" => {
                let wind = ["E", "S", "W", "N"]
                    .iter()
                    .position(|w| Some(*w) == field(v, "bakaze").ok().and_then(Value::as_str))
                    .ok_or("'bakaze' is not E, S, W or N")?;
                let tehais = field(v, "tehais")?
                    .as_array()
                    .filter(|a| a.len() == 4)
                    .ok_or("'tehais' is not four hands")?;
                let mut hands: [Vec<Option<Tile>>; 4] = Default::default();
                for (h, t) in hands.iter_mut().zip(tehais) {
                    *h = tiles_of(&serde_json::json!({ "t": t }), "t")?;
                    if h.len() != 13 {
                        return Err("a dealt hand is not 13 tiles".into());
                    }
                }
                let kyoku = int_of(v, "kyoku")?;
                MjaiEvent::StartKyoku {
                    bakaze: TileKind::wind(wind as u8),
                    kyoku: u8::try_from(kyoku)
                        .ok()
                        .filter(|k| (1..=4).contains(k))
                        .ok_or("'kyoku' is not 1-4")?,
                    honba: u32::try_from(int_of(v, "honba")?).map_err(|_| "bad 'honba'")?,
                    kyotaku: u32::try_from(int_of(v, "kyotaku")?).map_err(|_| "bad 'kyotaku'")?,
                    oya: seat_of(v, "oya")?,
                    scores: scores_of(v)?,
                    dora_marker: tile_of(v, "dora_marker")?,
                    tehais: hands,
                }
            }
            "tsumo" => MjaiEvent::Tsumo {
                actor: seat_of(v, "actor")?,
                pai: parse_pai(field(v, "pai")?.as_str().ok_or("'pai' is not a tile")?)?,
            },
            "dahai" => MjaiEvent::Dahai {
                actor: seat_of(v, "actor")?,
                pai: tile_of(v, "pai")?,
                tsumogiri: v.get("tsumogiri").and_then(Value::as_bool).unwrap_or(false),
            },
            "reach" => MjaiEvent::Reach {
                actor: seat_of(v, "actor")?,
            },
            "reach_accepted" => MjaiEvent::ReachAccepted {
                actor: seat_of(v, "actor")?,
                scores: v.get("scores").map(|_| scores_of(v)).transpose()?,
            },
            "chi" | "pon" | "daiminkan" => MjaiEvent::Call {
                kind: match kind {
                    "chi" => CallKind::Chii,
                    "pon" => CallKind::Pon,
                    _ => CallKind::Daiminkan,
                },
                actor: seat_of(v, "actor")?,
                target: seat_of(v, "target")?,
                pai: tile_of(v, "pai")?,
                consumed: known_tiles_of(v, "consumed")?,
            },
            "kakan" => MjaiEvent::Kakan {
                actor: seat_of(v, "actor")?,
                pai: tile_of(v, "pai")?,
            },
            "ankan" => MjaiEvent::Ankan {
                actor: seat_of(v, "actor")?,
                consumed: known_tiles_of(v, "consumed")?,
            },
            "dora" => MjaiEvent::Dora {
                dora_marker: tile_of(v, "dora_marker")?,
            },
            "end_kyoku" => MjaiEvent::EndKyoku,
            "end_game" => MjaiEvent::EndGame,
            other => MjaiEvent::Other(other.to_string()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The protocol's own example lines read as the events they name; malformed ones are
    /// errors, never panics.
    #[test]
    fn reads_protocol_lines() {
        let v: Value =
            serde_json::from_str(r#"{"type":"dahai","actor":2,"pai":"5pr","tsumogiri":true}"#)
                .unwrap_or_default();
        assert_eq!(
            MjaiEvent::from_json(&v),
            Ok(MjaiEvent::Dahai {
                actor: Seat::ALL[2],
                pai: parse_known("5pr").unwrap_or(Tile::new(TileKind::wind(0))),
                tsumogiri: true
            })
        );
        for bad in [
            r#"{"type":"dahai","actor":4,"pai":"5p"}"#,
            r#"{"type":"dahai","actor":1}"#,
            r#"{"type":"tsumo","actor":1,"pai":7}"#,
            r#"{"actor":1}"#,
            r#"{"type":"start_kyoku","bakaze":"E","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"scores":[1,2,3],"dora_marker":"1m","tehais":[]}"#,
        ] {
            let v: Value = serde_json::from_str(bad).unwrap_or_default();
            assert!(MjaiEvent::from_json(&v).is_err(), "{bad}");
        }
    }
}
