//! majiang-core's game record (its "paipu": a list of hands, each a list of messages —
//! `qipai` the deal, `zimo` and `gangzimo` draws, `dapai` discards, `fulou` calls, `gang`
//! kans, `kaigang` kan dora, `hule` wins, `pingju` draws) read into Rinshan's record
//! model, so that `rinshan_records::check` replays it through Rinshan's engine.
//!
//! majiang-core counts seats from the hand's dealer (`l`, 0 = East); the record names
//! players by their place at the table (`qijia` the first dealer). Tiles are `m1`…`z7`,
//! `0` the red five; a discard may end in `_` (tsumogiri) and `*` (riichi); a meld writes
//! the called tile's digit followed by where it came from (`+` the right player, `=`
//! opposite, `-` the left).

use serde_json::Value;

use rinshan_engine::RoundSetup;
use rinshan_records::{CallKind, Ending, Move, Record, RecordedHand, RecordedWin};
use rinshan_rules::{Seat, Suit, Tile, TileKind};

/// A majiang-core tile (`m1`, `p0` the red five, `z7`).
pub fn tile(s: &str) -> Result<Tile, String> {
    let mut c = s.chars();
    let (Some(suit), Some(d)) = (c.next(), c.next()) else {
        return Err(format!("no tile '{s}'"));
    };
    digit_tile(suit, d).ok_or_else(|| format!("no tile '{s}'"))
}

fn digit_tile(suit: char, d: char) -> Option<Tile> {
    let suit = Suit::from_letter(suit)?;
    let n = d.to_digit(10)? as u8;
    if n == 0 {
        return Tile::red_five(suit);
    }
    TileKind::from_suit(suit, n).map(Tile::new)
}

/// The tiles of a hand written `m123p406z11` (melds after a comma are not read).
pub fn hand(s: &str) -> Result<Vec<Tile>, String> {
    let mut out = Vec::new();
    let mut suit = None;
    for c in s.chars() {
        match c {
            'm' | 'p' | 's' | 'z' => suit = Some(c),
            '0'..='9' => {
                let t = suit.and_then(|s| digit_tile(s, c));
                out.push(t.ok_or_else(|| format!("no tile in '{s}'"))?);
            }
            ',' => break,
            _ => {}
        }
    }
    Ok(out)
}

/// How far round the table the seat a meld's mark names is: `+` 1, `=` 2, `-` 3.
fn mark_offset(mark: char) -> Option<usize> {
    match mark {
        '+' => Some(1),
        '=' => Some(2),
        '-' => Some(3),
        _ => None,
    }
}

/// A meld string: its tiles, the called tile (the digit before the mark) and the mark.
struct MeldText {
    tiles: Vec<Tile>,
    called: Option<(usize, char)>,
}

fn meld(m: &str) -> Result<MeldText, String> {
    let mut chars = m.chars();
    let suit = chars.next().ok_or("an empty meld")?;
    let mut tiles = Vec::new();
    let mut called = None;
    for c in chars {
        if c.is_ascii_digit() {
            tiles.push(digit_tile(suit, c).ok_or_else(|| format!("no meld '{m}'"))?);
        } else if mark_offset(c).is_some() {
            if tiles.is_empty() {
                return Err(format!("no meld '{m}'"));
            }
            called = Some((tiles.len() - 1, c));
        }
    }
    Ok(MeldText { tiles, called })
}

fn int(v: &Value, what: &str) -> Result<i64, String> {
    v.as_i64().ok_or_else(|| format!("{what} is not a number"))
}

fn seat_l(v: &Value) -> Result<usize, String> {
    let l = int(&v["l"], "a seat")?;
    usize::try_from(l)
        .ok()
        .filter(|l| *l < 4)
        .ok_or_else(|| "a seat is not 0-3".into())
}

/// The yaku name as Tenhou writes it (majiang-core writes 翻牌 for the dragons and
/// 国士無双十三面 for the thirteen-sided kokushi).
fn tenhou_yaku(name: &str) -> String {
    let name = name.trim_end();
    if let Some(d) = name.strip_prefix("翻牌 ") {
        return format!("役牌 {d}");
    }
    match name {
        "国士無双十三面" => "国士無双１３面".to_string(),
        other => other.to_string(),
    }
}

/// The ending's name as Tenhou writes it.
fn tenhou_ending(name: &str) -> String {
    match name {
        "荒牌平局" => "流局",
        "三家和" => "三家和了",
        "四開槓" => "四槓散了",
        other => other,
    }
    .to_string()
}

/// Reads one game's record (majiang-core's paipu JSON).
pub fn read(paipu: &Value) -> Result<Record, String> {
    let qijia = int(&paipu["qijia"], "qijia")?;
    let qijia = usize::try_from(qijia)
        .ok()
        .filter(|q| *q < 4)
        .ok_or("bad qijia")?;
    // Rinshan's seat s is the player qijia + s.
    let names: [String; 4] = std::array::from_fn(|s| {
        paipu["player"][(qijia + s) % 4]
            .as_str()
            .unwrap_or_default()
            .to_string()
    });
    let log = paipu["log"].as_array().ok_or("the record has no 'log'")?;
    let mut hands = Vec::new();
    for (i, h) in log.iter().enumerate() {
        let entries = h.as_array().ok_or("a hand is not a list")?;
        hands.push(read_hand(entries).map_err(|e| format!("hand {}: {e}", i + 1))?);
    }
    Ok(Record {
        title: vec!["majiang-core arena game".into()],
        names,
        rules: "tenhou".into(),
        hands,
    })
}

fn read_hand(entries: &[Value]) -> Result<RecordedHand, String> {
    let qipai = entries
        .first()
        .and_then(|e| e.get("qipai"))
        .ok_or("the hand does not begin with its deal")?;
    let jushu = usize::try_from(int(&qipai["jushu"], "jushu")?).map_err(|_| "bad jushu")? % 4;
    let wind = int(&qipai["zhuangfeng"], "zhuangfeng")?;
    // Rinshan's seat 0 is the first dealer; the hand's dealer (l = 0) is seat jushu.
    let seat = |l: usize| Seat::ALL[(jushu + l) % 4];
    let mut points = [0i32; 4];
    for l in 0..4 {
        points[seat(l).index()] = int(&qipai["defen"][l], "a score")? as i32;
    }
    let setup = RoundSetup {
        dealer: seat(0),
        round_wind: TileKind::wind((wind % 4) as u8),
        honba: int(&qipai["changbang"], "changbang")? as u32,
        deposits: int(&qipai["lizhibang"], "lizhibang")? as u32,
        points,
    };
    let mut starts: [Vec<Tile>; 4] = Default::default();
    for l in 0..4 {
        starts[seat(l).index()] = hand(qipai["shoupai"][l].as_str().ok_or("a dealt hand")?)?;
    }
    let mut dora = vec![tile(qipai["baopai"].as_str().ok_or("no baopai")?)?];
    let mut ura: Vec<Tile> = Vec::new();
    let mut moves = Vec::new();
    let mut ending = Ending {
        name: String::new(),
        deltas: Vec::new(),
        wins: Vec::new(),
        tenpai: None,
    };
    let by_seat = |fenpei: &Value| -> Result<[i32; 4], String> {
        let mut d = [0i32; 4];
        for l in 0..4 {
            d[seat(l).index()] = int(&fenpei[l], "a score change")? as i32;
        }
        Ok(d)
    };
    for e in &entries[1..] {
        if let Some(z) = e.get("zimo") {
            let s = seat(seat_l(z)?);
            moves.push((s, Move::Draw(tile(z["p"].as_str().ok_or("a draw")?)?)));
        } else if let Some(z) = e.get("gangzimo") {
            let s = seat(seat_l(z)?);
            moves.push((s, Move::Rinshan(tile(z["p"].as_str().ok_or("a draw")?)?)));
        } else if let Some(d) = e.get("dapai") {
            let s = seat(seat_l(d)?);
            let p = d["p"].as_str().ok_or("a discard")?;
            moves.push((
                s,
                Move::Discard {
                    tile: tile(p)?,
                    riichi: p.contains('*'),
                    tsumogiri: p.contains('_'),
                },
            ));
        } else if let Some(f) = e.get("fulou") {
            let l = seat_l(f)?;
            let m = f["m"].as_str().ok_or("a call")?;
            let t = meld(m)?;
            let (at, mark) = t
                .called
                .ok_or_else(|| format!("a call without its source: {m}"))?;
            let from_l = (l + mark_offset(mark).unwrap_or(0)) % 4;
            let called = t.tiles[at];
            let mut own = t.tiles.clone();
            own.remove(at);
            let kind = match (
                t.tiles.len(),
                t.tiles.iter().all(|x| x.kind() == called.kind()),
            ) {
                (4, _) => CallKind::Daiminkan,
                (_, true) => CallKind::Pon,
                _ => CallKind::Chii,
            };
            moves.push((
                seat(l),
                Move::Call {
                    kind,
                    called,
                    hand: own,
                    from: seat(from_l),
                },
            ));
        } else if let Some(g) = e.get("gang") {
            let s = seat(seat_l(g)?);
            let m = g["m"].as_str().ok_or("a kan")?;
            let t = meld(m)?;
            if t.called.is_some() {
                let added = *t.tiles.last().ok_or("an empty kan")?;
                moves.push((s, Move::Shouminkan(added)));
            } else {
                moves.push((s, Move::Ankan(t.tiles)));
            }
        } else if let Some(k) = e.get("kaigang") {
            dora.push(tile(k["baopai"].as_str().ok_or("a kan dora")?)?);
        } else if let Some(h) = e.get("hule") {
            let l = seat_l(h)?;
            ending.name = "和了".into();
            ending.deltas.push(by_seat(&h["fenpei"])?);
            if let Some(f) = h["fubaopai"].as_array() {
                if ura.is_empty() {
                    ura = f
                        .iter()
                        .map(|t| tile(t.as_str().unwrap_or_default()))
                        .collect::<Result<_, _>>()?;
                }
            }
            let from = match h["baojia"].as_i64() {
                Some(b) => seat(usize::try_from(b).map_err(|_| "bad baojia")? % 4),
                None => seat(l),
            };
            let hupai = h["hupai"].as_array().ok_or("a win without yaku")?;
            let mut pao = seat(l);
            let mut yaku = Vec::new();
            for y in hupai {
                let name = tenhou_yaku(y["name"].as_str().unwrap_or_default());
                if let Some(mark) = y["baojia"].as_str().and_then(|b| b.chars().next()) {
                    pao = seat((l + mark_offset(mark).unwrap_or(0)) % 4);
                }
                match &y["fanshu"] {
                    Value::String(_) => yaku.push(format!("{name}(役満)")),
                    v => yaku.push(format!("{name}({}飜)", int(v, "a yaku's han")?)),
                }
            }
            let defen = int(&h["defen"], "the points")?;
            let points = match (h["fu"].as_i64(), h["fanshu"].as_i64()) {
                (Some(fu), Some(han)) if han < 5 && (fu << (2 + han)) < 2000 => {
                    format!("{fu}符{han}飜{defen}点")
                }
                _ if h.get("damanguan").is_some() => format!("役満{defen}点"),
                _ => format!("{defen}点"),
            };
            ending.wins.push(RecordedWin {
                seat: seat(l),
                from,
                pao,
                points,
                yaku,
            });
        } else if let Some(p) = e.get("pingju") {
            ending.name = tenhou_ending(p["name"].as_str().unwrap_or_default());
            ending.deltas.push(by_seat(&p["fenpei"])?);
        }
    }
    Ok(RecordedHand {
        setup,
        hand_number: jushu as u8,
        starts,
        dora,
        ura,
        moves,
        ending,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// majiang-core's tile and meld notation read as the tiles it names: `0` is the red
    /// five, the mark follows the called tile.
    #[test]
    fn reads_majiang_notation() {
        assert_eq!(hand("m120p55z7").map(|h| h.len()), Ok(6));
        assert!(tile("m0").is_ok_and(|t| t.is_red()));
        assert!(tile("z8").is_err());
        let m = meld("m3-45").unwrap_or(MeldText {
            tiles: vec![],
            called: None,
        });
        assert_eq!(m.tiles.len(), 3);
        assert_eq!(m.called, Some((0, '-')));
        let k = meld("p555=0").unwrap_or(MeldText {
            tiles: vec![],
            called: None,
        });
        assert_eq!(k.called, Some((2, '=')));
        assert!(k.tiles.last().is_some_and(|t| t.is_red()));
    }
}
