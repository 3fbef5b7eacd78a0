//! The tenhou.net/6 JSON log format (what Tenhou's own log viewer loads): reading it into
//! a [`Record`]. Per hand: `[kyoku, honba, riichi sticks]`, the scores, the dora and ura
//! indicators, then for each seat its dealt hand, its draws (a call is a string such as
//! `"c275226"`: the letter's position among the tiles says which seat it came from) and
//! its discards (`60` = the drawn tile, `"r35"` riichi, `"4141k41"` an added kan, `"a"`
//! an ankan, `0` the place of a discard after a daiminkan), last the result. Tiles are
//! numbers: 11–19 man, 21–29 pin, 31–39 sou, 41–47 East … Red dragon, 51–53 red fives.
//!
//! The seats' separate lists are put back in table order here (who drew, called,
//! discarded and declared what, in turn); whether each move was allowed is the engine's
//! to say ([`super::replay`]). Malformed input is an error naming the hand and the entry.

use super::json::Json;
use super::record::{CallKind, Ending, Move, Record, RecordedHand, RecordedWin};
use rinshan_engine::RoundSetup;
use rinshan_rules::{Seat, Suit, Tile, TileKind};

/// A tile from its tenhou.net/6 number.
pub fn tile_of(n: i64) -> Option<Tile> {
    let (base, num) = match n {
        51 => return Tile::red_five(Suit::Man),
        52 => return Tile::red_five(Suit::Pin),
        53 => return Tile::red_five(Suit::Sou),
        11..=19 => (0, n - 10),
        21..=29 => (9, n - 20),
        31..=39 => (18, n - 30),
        41..=47 => (27, n - 40),
        _ => return None,
    };
    TileKind::new((base + num - 1) as u8).map(Tile::new)
}

/// A tile's tenhou.net/6 number.
pub fn number_of(t: Tile) -> i64 {
    let k = t.kind().index() as i64;
    if t.is_red() {
        return 51 + k / 9;
    }
    match k {
        0..=26 => 11 + (k / 9) * 10 + k % 9,
        _ => 41 + (k - 27),
    }
}

/// The tile numbers of a call or kan string and the letter's place among them.
fn call_parts(s: &str) -> Option<(char, usize, Vec<Tile>)> {
    let letter_at = s.find(|c: char| c.is_ascii_alphabetic())?;
    let letter = s[letter_at..].chars().next()?;
    let digits: String = s.chars().filter(char::is_ascii_digit).collect();
    if !digits.len().is_multiple_of(2) || !letter_at.is_multiple_of(2) {
        return None;
    }
    let tiles = (0..digits.len() / 2)
        .map(|i| {
            digits[2 * i..2 * i + 2]
                .parse::<i64>()
                .ok()
                .and_then(tile_of)
        })
        .collect::<Option<Vec<Tile>>>()?;
    (!tiles.is_empty()).then_some((letter, letter_at / 2, tiles))
}

/// The seat a call's tile came from: the letter's place among the tiles (0 = the left
/// player, 1 = opposite, 2 or 3 = the right player).
fn call_source(caller: usize, pos: usize) -> usize {
    match pos {
        0 => (caller + 3) % 4,
        1 => (caller + 2) % 4,
        _ => (caller + 1) % 4,
    }
}

fn tiles_of(v: &Json) -> Option<Vec<Tile>> {
    v.as_array()?.iter().map(|n| tile_of(n.as_i64()?)).collect()
}

/// Reads a tenhou.net/6 record.
pub fn read(text: &str) -> Result<Record, String> {
    let json = Json::parse(text)?;
    let log = json
        .key("log")
        .as_array()
        .ok_or("the record has no 'log' list of hands")?;
    let names = std::array::from_fn(|i| {
        json.key("name")
            .at(i)
            .as_str()
            .unwrap_or_default()
            .to_string()
    });
    let title = json
        .key("title")
        .as_array()
        .unwrap_or_default()
        .iter()
        .filter_map(|t| t.as_str().map(String::from))
        .collect();
    let sanma = three_player(&json, log);
    let seats = if sanma { 3 } else { 4 };
    let mut hands = Vec::with_capacity(log.len());
    for (i, hand) in log.iter().enumerate() {
        hands.push(read_hand(hand, seats).map_err(|e| format!("hand {}: {e}", i + 1))?);
    }
    Ok(Record {
        title,
        names,
        rules: if sanma { "tenhou_sanma" } else { "tenhou" }.into(),
        hands,
    })
}

/// Whether a record is of a three-player game: its room's name says so (Tenhou's start
/// with 三, as `三鳳南喰赤`), or no hand deals the North seat a tile.
fn three_player(json: &Json, log: &[Json]) -> bool {
    let disp = json.key("rule").key("disp").as_str().unwrap_or_default();
    disp.starts_with('三')
        || (!log.is_empty()
            && log
                .iter()
                .all(|h| h.at(13).as_array().is_some_and(<[Json]>::is_empty)))
}

fn number(v: &Json, what: &str) -> Result<i64, String> {
    v.as_i64().ok_or_else(|| format!("{what} is not a number"))
}

fn read_hand(v: &Json, seats: usize) -> Result<RecordedHand, String> {
    let kyoku = number(v.at(0).at(0), "the hand number")?;
    let honba = number(v.at(0).at(1), "the honba count")?;
    let sticks = number(v.at(0).at(2), "the riichi sticks")?;
    if !(0..16).contains(&kyoku) || !(0..1000).contains(&honba) || !(0..1000).contains(&sticks) {
        return Err("the hand's numbers are out of range".into());
    }
    let mut points = [0i32; 4];
    for (i, p) in points.iter_mut().enumerate() {
        let n = number(v.at(1).at(i), "a score")?;
        *p = i32::try_from(n).map_err(|_| "a score is out of range")?;
    }
    let dealer = (kyoku % 4) as usize;
    if dealer >= seats {
        return Err("a three-player hand has no North dealer".into());
    }
    let setup = RoundSetup {
        dealer: Seat::ALL[dealer],
        round_wind: TileKind::wind((kyoku / 4) as u8),
        honba: honba as u32,
        deposits: sticks as u32,
        points,
    };
    let bad = |what: &'static str| move || format!("{what} is not a list of tiles");
    let dora = tiles_of(v.at(2)).ok_or_else(bad("the dora indicators"))?;
    let ura = tiles_of(v.at(3)).ok_or_else(bad("the ura-dora indicators"))?;
    let mut starts: [Vec<Tile>; 4] = Default::default();
    let mut draws: [&[Json]; 4] = [&[]; 4];
    let mut discards: [&[Json]; 4] = [&[]; 4];
    for s in 0..4 {
        starts[s] = tiles_of(v.at(4 + 3 * s)).ok_or_else(bad("a dealt hand"))?;
        draws[s] = v
            .at(5 + 3 * s)
            .as_array()
            .ok_or_else(|| format!("seat {s}'s draws are not a list"))?;
        discards[s] = v
            .at(6 + 3 * s)
            .as_array()
            .ok_or_else(|| format!("seat {s}'s discards are not a list"))?;
    }
    if seats == 3 && !(starts[3].is_empty() && draws[3].is_empty() && discards[3].is_empty()) {
        return Err("a three-player hand gives the North seat tiles".into());
    }
    let moves = linearise(dealer, seats, &draws, &discards)?;
    let ending = read_ending(v.at(16))?;
    Ok(RecordedHand {
        setup,
        hand_number: (kyoku % 4) as u8,
        starts,
        dora,
        ura,
        moves,
        ending,
    })
}

/// Where putting the seats' lists in order has got to.
#[derive(Clone)]
struct Cursor {
    moves: Vec<(Seat, Move)>,
    di: [usize; 4],
    ci: [usize; 4],
    last_draw: [Option<Tile>; 4],
    seat: usize,
    // Players at the table (3 or 4).
    seats: usize,
    rinshan: bool,
    // The seat takes its next draw (unless it just called).
    acquire: bool,
}

/// Puts the seats' lists in table order.
fn linearise(
    dealer: usize,
    seats: usize,
    draws: &[&[Json]; 4],
    discards: &[&[Json]; 4],
) -> Result<Vec<(Seat, Move)>, String> {
    let start = Cursor {
        moves: Vec::new(),
        di: [0; 4],
        ci: [0; 4],
        last_draw: [None; 4],
        seat: dealer,
        seats,
        rinshan: false,
        acquire: true,
    };
    // Every entry is used at most once, so this bounds the walk.
    let limit = draws.iter().chain(discards).map(|l| l.len()).sum::<usize>() + 4;
    let mut branches = 0;
    walk(start, draws, discards, limit, &mut branches).map(|c| c.moves)
}

/// Whether every entry of every list has been used.
fn all_used(c: &Cursor, draws: &[&[Json]; 4], discards: &[&[Json]; 4]) -> bool {
    (0..4).all(|s| c.di[s] == draws[s].len() && c.ci[s] == discards[s].len())
}

/// Readings of a hand's lists tried at most (each a call read as taken or let pass).
const BRANCHES: usize = 256;

/// Walks the lists from `c`. The lists do not say which discard a call took, only that
/// a seat's next draw entry calls a tile from a seat: a discard that a seat's next entry
/// could call is read as called only if the rest of the lists fit together that way, and
/// otherwise as let pass (the call came on a later discard of the same tile, e.g. a seat
/// that throws West twice while the seat that pons the second never drew in between).
/// Where two seats' next entries call the same discard (a chii by the next seat, a pon or
/// kan by another), the pon or kan is tried first, as it takes precedence, then the chii.
/// At most [`BRANCHES`] readings are tried per hand; past that the first that goes on is
/// taken.
fn walk(
    mut c: Cursor,
    draws: &[&[Json]; 4],
    discards: &[&[Json]; 4],
    limit: usize,
    branches: &mut usize,
) -> Result<Cursor, String> {
    for _ in 0..limit {
        let seat = c.seat;
        if c.acquire {
            let Some(entry) = draws[seat].get(c.di[seat]) else {
                return Ok(c);
            };
            let n = entry
                .as_i64()
                .ok_or_else(|| format!("seat {seat}'s draw {} is not a tile", c.di[seat] + 1))?;
            let t = tile_of(n).ok_or_else(|| format!("{n} is not a tile number"))?;
            c.di[seat] += 1;
            c.last_draw[seat] = Some(t);
            let m = if c.rinshan {
                Move::Rinshan(t)
            } else {
                Move::Draw(t)
            };
            c.moves.push((Seat::ALL[seat], m));
            c.rinshan = false;
        }
        let Some(act) = discards[seat].get(c.ci[seat]) else {
            return Ok(c);
        };
        c.ci[seat] += 1;
        let last_draw = c.last_draw[seat];
        let drawn = |n: i64| -> Result<Tile, String> {
            if n == 60 {
                last_draw.ok_or_else(|| format!("seat {seat} discards a drawn tile it never drew"))
            } else {
                tile_of(n).ok_or_else(|| format!("{n} is not a tile number"))
            }
        };
        let (n, riichi) = match act {
            Json::Int(n) => (*n, false),
            Json::Str(s) if s.starts_with('r') => (
                s[1..]
                    .parse()
                    .map_err(|_| format!("'{s}' is not a riichi discard"))?,
                true,
            ),
            // A North set aside (three players): its replacement draw follows.
            Json::Str(s) if s.starts_with('f') => {
                if s != "f44" {
                    return Err(format!("'{s}' is not a kita (f44)"));
                }
                c.moves.push((Seat::ALL[seat], Move::Kita));
                c.rinshan = true;
                c.acquire = true;
                continue;
            }
            Json::Str(s) => {
                let (letter, pos, ts) =
                    call_parts(s).ok_or_else(|| format!("'{s}' is not a kan"))?;
                let m = match letter {
                    'k' => Move::Shouminkan(
                        *ts.get(pos)
                            .ok_or_else(|| format!("'{s}' is not an added kan"))?,
                    ),
                    'a' if ts.len() == 4 => Move::Ankan(ts),
                    _ => return Err(format!("'{s}' is not an added kan or an ankan")),
                };
                c.moves.push((Seat::ALL[seat], m));
                c.rinshan = true;
                c.acquire = true;
                continue;
            }
            other => {
                return Err(format!(
                    "seat {seat}'s discard {} is unreadable: {}",
                    c.ci[seat],
                    other.to_text()
                ))
            }
        };
        if n == 0 && !riichi {
            // The place of a discard after a daiminkan: the replacement draw follows.
            c.rinshan = true;
            c.acquire = true;
            continue;
        }
        let tile = drawn(n)?;
        let tsumogiri = n == 60;
        c.moves.push((
            Seat::ALL[seat],
            Move::Discard {
                tile,
                riichi,
                tsumogiri,
            },
        ));
        // Who takes it: a seat whose next draw entry calls this tile from this seat.
        let mut claims: Vec<_> = (1..c.seats)
            .map(|d| (seat + d) % c.seats)
            .filter_map(|k| {
                let (letter, pos, ts) = draws[k]
                    .get(c.di[k])
                    .and_then(Json::as_str)
                    .and_then(call_parts)?;
                (ts.get(pos) == Some(&tile) && call_source(k, pos) == seat)
                    .then_some((k, letter, pos, ts))
            })
            .collect();
        claims.sort_by_key(|claim| claim.1 == 'c');
        if claims.is_empty() {
            c.seat = (seat + 1) % c.seats;
            c.acquire = true;
            continue;
        }
        if *branches >= BRANCHES {
            // No readings left to try: the first claim, as the lists put it next.
            claim(&mut c, claims[0].clone(), seat, tile)?;
            continue;
        }
        // Each claim in its order, then nobody calling: the first reading that uses
        // every entry; if none does, the first claim's (whose failure names the place).
        let mut first: Option<Result<Cursor, String>> = None;
        for k in claims {
            *branches += 1;
            let mut other = c.clone();
            claim(&mut other, k, seat, tile)?;
            let read = walk(other, draws, discards, limit, branches);
            if read
                .as_ref()
                .is_ok_and(|end| all_used(end, draws, discards))
            {
                return read;
            }
            first.get_or_insert(read);
        }
        let mut passed = c.clone();
        passed.seat = (seat + 1) % passed.seats;
        passed.acquire = true;
        let read = walk(passed, draws, discards, limit, branches);
        if read
            .as_ref()
            .is_ok_and(|end| all_used(end, draws, discards))
        {
            return read;
        }
        return first.unwrap_or(read);
    }
    Err("the seats' lists do not fit together".into())
}

/// Seat `k`'s next draw entry calls `tile`, just discarded by `from`.
fn claim(
    c: &mut Cursor,
    (k, letter, pos, mut ts): (usize, char, usize, Vec<Tile>),
    from: usize,
    tile: Tile,
) -> Result<(), String> {
    let kind = match letter {
        'c' => CallKind::Chii,
        'p' => CallKind::Pon,
        'm' => CallKind::Daiminkan,
        _ => return Err(format!("seat {k}'s call '{letter}' is unknown")),
    };
    let called = ts.remove(pos);
    debug_assert_eq!(called, tile);
    c.di[k] += 1;
    c.moves.push((
        Seat::ALL[k],
        Move::Call {
            kind,
            called,
            hand: ts,
            from: Seat::ALL[from],
        },
    ));
    c.seat = k;
    c.acquire = false;
    Ok(())
}
/// The hand's result; a hand still in play (a record exported mid-hand) has none.
fn read_ending(v: &Json) -> Result<Ending, String> {
    let name = match v {
        Json::Null => String::new(),
        Json::Array(items) if items.is_empty() => String::new(),
        _ => v
            .at(0)
            .as_str()
            .ok_or("the hand's result has no name")?
            .to_string(),
    };
    let mut deltas = Vec::new();
    let mut wins = Vec::new();
    let mut i = 1;
    while let Some(d) = v.at(i).as_array() {
        let mut sum = [0i32; 4];
        for (s, x) in sum.iter_mut().zip(d) {
            *s = x
                .as_i64()
                .and_then(|n| i32::try_from(n).ok())
                .ok_or("a score change is not a number")?;
        }
        deltas.push(sum);
        if let Some(w) = v.at(i + 1).as_array() {
            let seat = |j: usize| -> Result<Seat, String> {
                w.get(j)
                    .and_then(Json::as_i64)
                    .filter(|n| (0..4).contains(n))
                    .map(|n| Seat::ALL[n as usize])
                    .ok_or_else(|| "a win names no seat".to_string())
            };
            wins.push(RecordedWin {
                seat: seat(0)?,
                from: seat(1)?,
                pao: seat(2)?,
                points: w
                    .get(3)
                    .and_then(Json::as_str)
                    .unwrap_or_default()
                    .to_string(),
                yaku: w
                    .iter()
                    .skip(4)
                    .filter_map(|y| y.as_str().map(String::from))
                    .collect(),
            });
        }
        i += 2;
    }
    Ok(Ending {
        name,
        deltas,
        wins,
        tenpai: None,
    })
}
