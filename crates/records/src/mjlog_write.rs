//! Writing a [`Record`] as Tenhou's mjlog XML (the reader's counterpart, see
//! [`super::mjlog`]). Each physical tile gets one id (0-135) when it first appears, dealt,
//! drawn or shown as an indicator, and keeps it as it moves from hand to pond to meld;
//! a red five is copy 0 of its kind (ids 16, 52, 88), as in Tenhou's red-five rooms.
//! Reading what this writes gives the same moves, hands, indicators and results.
//! A three-player record is written as Tenhou's three-player rooms write theirs (see
//! [`super::mjlog`]): `GO` type 185 (169 with the three-player bit 0x10), an empty `n3`,
//! the North seat's score 0 and hand empty, kita as `N` with `m` = the North's id << 8
//! | 0x20.

use super::mjlog::{LIMITS, YAKU};
use super::record::{CallKind, Move, Record, RecordedHand};
use super::replay::fu_han;
use super::tenhou_names::read_yaku;
use rinshan_rules::{Seat, Tile, TileKind};
use std::fmt::Write as _;

/// Hands out ids: the copies of each kind not yet seen.
struct Ids {
    free: [Vec<i64>; 34],
}

impl Ids {
    fn new() -> Ids {
        Ids {
            free: std::array::from_fn(|k| (0..4).rev().map(|c| k as i64 * 4 + c).collect()),
        }
    }

    /// A new id for `t` (a red five takes copy 0; other tiles the lowest copy left above
    /// it when the kind has a red five, so the red copy stays free).
    fn take(&mut self, t: Tile) -> i64 {
        let k = t.kind().index();
        let free = &mut self.free[k];
        let red_kind = matches!(k, 4 | 13 | 22);
        let pick = if t.is_red() {
            free.iter().position(|id| id % 4 == 0)
        } else if red_kind {
            free.iter().rposition(|id| id % 4 != 0)
        } else {
            free.len().checked_sub(1)
        };
        match pick {
            Some(i) => free.remove(i),
            // More copies than the set holds: the record is wrong, the id is still a tile.
            None => k as i64 * 4,
        }
    }
}

/// A seat's concealed tiles with their ids.
#[derive(Default)]
struct Held(Vec<(Tile, i64)>);

impl Held {
    fn add(&mut self, t: Tile, id: i64) {
        self.0.push((t, id));
    }

    /// Takes `t` out of the hand (any copy of the same tile), or gives it a new id.
    fn take(&mut self, t: Tile, ids: &mut Ids) -> i64 {
        match self.0.iter().position(|(x, _)| *x == t) {
            Some(i) => self.0.remove(i).1,
            None => ids.take(t),
        }
    }

    /// Takes the copy of `t` that came last into the hand (the tile just drawn).
    fn take_latest(&mut self, t: Tile, ids: &mut Ids) -> i64 {
        match self.0.iter().rposition(|(x, _)| *x == t) {
            Some(i) => self.0.remove(i).1,
            None => ids.take(t),
        }
    }

    fn ids(&self) -> Vec<i64> {
        let mut v: Vec<i64> = self.0.iter().map(|(_, id)| *id).collect();
        v.sort_unstable();
        v
    }
}

fn list(ids: &[i64]) -> String {
    ids.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
}

/// A URL-encoded name, as mjlog writes its players' names.
fn encode_name(s: &str) -> String {
    s.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// `N`'s `m` for a chii, pon or daiminkan.
fn called_meld(kind: CallKind, called: i64, own: &[i64], who: Seat, from: Seat) -> u32 {
    let rel = ((from.index() + 4 - who.index()) % 4) as u32;
    let mut all: Vec<i64> = own.iter().copied().chain([called]).collect();
    all.sort_unstable();
    let r = all.iter().position(|&i| i == called).unwrap_or(0) as u32;
    match kind {
        CallKind::Chii => {
            let base = (all[0] / 4) as u32;
            let t = ((base / 9) * 7 + base % 9) * 3 + r;
            let copies = all
                .iter()
                .enumerate()
                .fold(0, |m, (i, id)| m | (((*id % 4) as u32) << (3 + 2 * i)));
            (t << 10) | 0x4 | copies | rel
        }
        CallKind::Pon => {
            let kind = (called / 4) as u32;
            let unused = (0..4)
                .find(|c| !all.iter().any(|id| id % 4 == i64::from(*c)))
                .unwrap_or(0);
            ((kind * 3 + r) << 9) | 0x8 | (unused << 5) | rel
        }
        CallKind::Daiminkan => ((called as u32) << 8) | rel,
    }
}

/// A hand's result: `AGARI`s or a `RYUUKYOKU`. `seats`: the players at the table.
#[allow(clippy::too_many_arguments)]
fn ending(
    out: &mut String,
    h: &RecordedHand,
    held: &[Held; 4],
    melds: &[Vec<u32>; 4],
    ura: &[i64],
    dora: &[i64],
    last_discard: i64,
    seats: usize,
) {
    let e = &h.ending;
    let ba = format!("{},{}", h.setup.honba, h.setup.deposits);
    let mut before: Vec<i64> = h.setup.points.iter().map(|p| i64::from(*p) / 100).collect();
    let sc = |before: &[i64], d: &[i32; 4]| {
        (0..4)
            .map(|s| format!("{},{}", before[s], d[s] / 100))
            .collect::<Vec<_>>()
            .join(",")
    };
    if e.name == "和了" {
        for (w, d) in e.wins.iter().zip(&e.deltas) {
            let mut yaku = Vec::new();
            let mut yakuman = Vec::new();
            for y in &w.yaku {
                let (name, rest) = y.split_once('(').unwrap_or((y, ""));
                let id = YAKU.iter().position(|n| *n == name).or_else(|| {
                    let named = read_yaku(name)?;
                    YAKU.iter().position(|n| read_yaku(n) == Some(named))
                });
                let Some(id) = id else { continue };
                if rest.starts_with("役満") {
                    yakuman.push(id.to_string());
                } else {
                    let han: String = rest.chars().take_while(char::is_ascii_digit).collect();
                    yaku.push(format!("{id},{}", if han.is_empty() { "0" } else { &han }));
                }
            }
            let (fu, limit) = match fu_han(&w.points) {
                Some((fu, _)) => (fu, 0),
                None => (
                    0,
                    LIMITS
                        .iter()
                        .skip(1)
                        .position(|l| w.points.starts_with(l))
                        .map_or(0, |i| i + 1),
                ),
            };
            let paid = w.points.split(['飜', '貫', '満']).next_back().unwrap_or("");
            let amount: Vec<i64> = paid
                .trim_end_matches(['点', '∀'])
                .trim_end_matches('点')
                .split('-')
                .filter_map(|n| n.parse().ok())
                .collect();
            // A tsumo's points are what its payers pay: one payer fewer at three players.
            let payers = seats as i64 - 1;
            let points = match (amount.as_slice(), w.points.ends_with('∀')) {
                ([a], true) => payers * a,
                ([a, b], _) => (payers - 1) * a + b,
                ([a], false) => *a,
                _ => 0,
            };
            let s = w.seat.index();
            // A ron's hand is shown with the tile won on.
            let mut hai = held[s].ids();
            if w.from != w.seat {
                hai.push(last_discard);
                hai.sort_unstable();
            }
            let _ = write!(
                out,
                "<AGARI ba=\"{ba}\" hai=\"{}\"{} ten=\"{fu},{points},{limit}\"",
                list(&hai),
                if melds[s].is_empty() {
                    String::new()
                } else {
                    format!(
                        " m=\"{}\"",
                        melds[s]
                            .iter()
                            .map(u32::to_string)
                            .collect::<Vec<_>>()
                            .join(",")
                    )
                }
            );
            if !yaku.is_empty() {
                let _ = write!(out, " yaku=\"{}\"", yaku.join(","));
            }
            if !yakuman.is_empty() {
                let _ = write!(out, " yakuman=\"{}\"", yakuman.join(","));
            }
            let _ = write!(out, " doraHai=\"{}\"", list(dora));
            if !ura.is_empty() {
                let _ = write!(out, " doraHaiUra=\"{}\"", list(ura));
            }
            let _ = write!(out, " who=\"{s}\" fromWho=\"{}\"", w.from.index());
            if w.pao != w.seat {
                let _ = write!(out, " paoWho=\"{}\"", w.pao.index());
            }
            let _ = write!(out, " sc=\"{}\" />", sc(&before, d));
            for (b, x) in before.iter_mut().zip(d) {
                *b += i64::from(*x) / 100;
            }
        }
        return;
    }
    let kind = match e.name.as_str() {
        "九種九牌" => Some("yao9"),
        "四家立直" => Some("reach4"),
        "三家和了" => Some("ron3"),
        "四槓散了" => Some("kan4"),
        "四風連打" => Some("kaze4"),
        "流し満貫" => Some("nm"),
        _ => None,
    };
    let d = e.deltas.first().copied().unwrap_or_default();
    let _ = write!(out, "<RYUUKYOKU");
    if let Some(kind) = kind {
        let _ = write!(out, " type=\"{kind}\"");
    }
    let _ = write!(out, " ba=\"{ba}\" sc=\"{}\"", sc(&before, &d));
    if kind.is_none() {
        let tenpai = e.tenpai.unwrap_or_else(|| match e.name.as_str() {
            "全員聴牌" => std::array::from_fn(|s| s < seats),
            "全員不聴" => [false; 4],
            _ => d.map(|x| x > 0),
        });
        for s in (0..4).filter(|&s| tenpai[s]) {
            let _ = write!(out, " hai{s}=\"{}\"", list(&held[s].ids()));
        }
    }
    out.push_str(" />");
}

fn hand_xml(out: &mut String, h: &RecordedHand, seats: usize) {
    let mut ids = Ids::new();
    let mut held: [Held; 4] = Default::default();
    for (s, start) in h.starts.iter().enumerate() {
        for t in start {
            let id = ids.take(*t);
            held[s].add(*t, id);
        }
    }
    let dora: Vec<i64> = h.dora.iter().map(|t| ids.take(*t)).collect();
    let ura: Vec<i64> = h.ura.iter().map(|t| ids.take(*t)).collect();
    let kyoku = (h.setup.round_wind.index().saturating_sub(27)) * 4 + usize::from(h.hand_number);
    let _ = write!(
        out,
        "<INIT seed=\"{kyoku},{},{},0,0,{}\" ten=\"{}\" oya=\"{}\"",
        h.setup.honba,
        h.setup.deposits,
        dora.first().copied().unwrap_or(0),
        h.setup.points.map(|p| (p / 100).to_string()).join(","),
        h.setup.dealer.index()
    );
    for (s, hs) in held.iter().enumerate() {
        let _ = write!(out, " hai{s}=\"{}\"", list(&hs.ids()));
    }
    out.push_str("/>");
    let mut melds: [Vec<u32>; 4] = Default::default();
    // Each seat's pons: the kind's ids, the called tile's place and where it came from.
    let mut pons: [Vec<(u32, i64)>; 4] = Default::default();
    let mut last_discard = 0i64;
    let mut kans = 0;
    // The next replacement draw follows a kita, which turns no dora indicator.
    let mut after_kita = false;
    let last = h.moves.len();
    for (i, (seat, m)) in h.moves.iter().enumerate() {
        let s = seat.index();
        match m {
            Move::Draw(t) | Move::Rinshan(t) => {
                let id = ids.take(*t);
                held[s].add(*t, id);
                let _ = write!(out, "<{}{id}/>", ['T', 'U', 'V', 'W'][s]);
                let kan = matches!(m, Move::Rinshan(_)) && !std::mem::take(&mut after_kita);
                if kan && kans < dora.len().saturating_sub(1) {
                    kans += 1;
                    let _ = write!(out, "<DORA hai=\"{}\" />", dora[kans]);
                }
            }
            Move::Discard {
                tile,
                riichi,
                tsumogiri,
            } => {
                if *riichi {
                    let _ = write!(out, "<REACH who=\"{s}\" step=\"1\"/>");
                }
                // Tsumogiri is the drawn tile's own id; any other discard an older copy.
                let id = if *tsumogiri {
                    held[s].take_latest(*tile, &mut ids)
                } else {
                    held[s].take(*tile, &mut ids)
                };
                last_discard = id;
                let _ = write!(out, "<{}{id}/>", ['D', 'E', 'F', 'G'][s]);
                // The riichi stands unless the hand ends on a ron of this discard.
                let ronned = i + 1 == last
                    && h.ending
                        .wins
                        .iter()
                        .any(|w| w.from == *seat && w.seat != *seat);
                if *riichi && !ronned {
                    let _ = write!(out, "<REACH who=\"{s}\" step=\"2\"/>");
                }
            }
            Move::Call {
                kind,
                called,
                hand,
                from,
            } => {
                debug_assert_eq!(called.kind().index() as i64, last_discard / 4);
                let own: Vec<i64> = hand.iter().map(|t| held[s].take(*t, &mut ids)).collect();
                let code = called_meld(*kind, last_discard, &own, *seat, *from);
                if *kind == CallKind::Pon {
                    pons[s].push((code, last_discard / 4));
                }
                melds[s].push(code);
                let _ = write!(out, "<N who=\"{s}\" m=\"{code}\" />");
            }
            Move::Shouminkan(t) => {
                let id = held[s].take(*t, &mut ids);
                let kind = id / 4;
                let pon = pons[s].iter().position(|(_, k)| *k == kind);
                let code = match pon {
                    Some(i) => {
                        let (code, _) = pons[s].remove(i);
                        let copy = (id % 4) as u32;
                        if let Some(at) = melds[s].iter().position(|c| *c == code) {
                            melds[s].remove(at);
                        }
                        (code & !0x8 & !(3 << 5)) | 0x10 | (copy << 5)
                    }
                    None => 0x10,
                };
                melds[s].push(code);
                let _ = write!(out, "<N who=\"{s}\" m=\"{code}\" />");
            }
            Move::Kita => {
                let id = held[s].take(Tile::new(TileKind::wind(3)), &mut ids);
                // A ron on the North set aside is won on it.
                last_discard = id;
                after_kita = true;
                let code = ((id as u32) << 8) | 0x20;
                // A win's `m` lists the kita too (Tenhou's 2009060321gm-00b9-0000-75b25bcf:
                // `m="31008,31520"`, two Norths set aside).
                melds[s].push(code);
                let _ = write!(out, "<N who=\"{s}\" m=\"{code}\" />");
            }
            Move::Ankan(tiles) => {
                let own: Vec<i64> = tiles.iter().map(|t| held[s].take(*t, &mut ids)).collect();
                let code = (own.iter().copied().min().unwrap_or(0) as u32) << 8;
                melds[s].push(code);
                let _ = write!(out, "<N who=\"{s}\" m=\"{code}\" />");
            }
        }
    }
    ending(out, h, &held, &melds, &ura, &dora, last_discard, seats);
}

/// Writes a record as mjlog XML.
pub fn write(record: &Record) -> String {
    let seats = record.seat_count();
    // Tenhou's Phoenix room, East-South with red fives (169), with the three-player bit.
    let room = if seats == 3 { 169 | 0x10 } else { 169 };
    let mut out = format!("<mjloggm ver=\"2.3\"><GO type=\"{room}\" lobby=\"0\"/>");
    let _ = write!(out, "<UN");
    for (s, n) in record.names.iter().enumerate() {
        // The empty North seat of a three-player game has no name.
        let n = if s >= seats { "" } else { n.as_str() };
        let _ = write!(out, " n{s}=\"{}\"", encode_name(n));
    }
    out.push_str("/>");
    if let Some(first) = record.hands.first() {
        let _ = write!(out, "<TAIKYOKU oya=\"{}\"/>", first.setup.dealer.index());
    }
    for h in &record.hands {
        hand_xml(&mut out, h, seats);
    }
    out.push_str("</mjloggm>");
    out
}
