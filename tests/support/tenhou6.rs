//! Reads the wins out of tenhou.net/6 game records (`tests/fixtures/tenhou6`) for the
//! scoring tests: each winner's final hand, the win's circumstances and the recorded
//! score. A test-only tracker: it follows each seat's own draw and discard lists, which
//! is all a final hand needs; the round engine replays records in full.

use rinshan::rules::{Hand, Meld, RiichiState, Seat, Tile, TileKind, Win, WinMethod};
use serde_json::Value;

/// Every record file in `tests/fixtures/tenhou6`, in name order.
pub fn record_files() -> Vec<std::path::PathBuf> {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tenhou6");
    let mut files = Vec::new();
    for dir in ["notable-features", "random-games", "pao"] {
        if let Ok(entries) = std::fs::read_dir(root.join(dir)) {
            files.extend(entries.filter_map(|e| e.ok()).map(|e| e.path()));
        }
    }
    files.sort();
    files
}

/// A tile from the record's number: 11–19 man, 21–29 pin, 31–39 sou, 41–47 honours,
/// 51–53 red fives.
pub fn tile(n: i64) -> Option<Tile> {
    let (suit, num) = match n {
        51..=53 => {
            return Tile::red_five(
                [
                    rinshan::rules::Suit::Man,
                    rinshan::rules::Suit::Pin,
                    rinshan::rules::Suit::Sou,
                ][(n - 51) as usize],
            )
        }
        11..=19 => (0, n - 10),
        21..=29 => (9, n - 20),
        31..=39 => (18, n - 30),
        41..=47 => (27, n - 40),
        _ => return None,
    };
    TileKind::new((suit + num - 1) as u8).map(Tile::new)
}

/// The two-digit tile codes in a call string, and the letter's position among them.
pub fn call_parts(s: &str) -> Option<(char, usize, Vec<Tile>)> {
    let letter_at = s.find(|c: char| c.is_ascii_alphabetic())?;
    let letter = s[letter_at..].chars().next()?;
    let digits: String = s.chars().filter(|c| c.is_ascii_digit()).collect();
    let tiles = (0..digits.len() / 2)
        .map(|i| digits[2 * i..2 * i + 2].parse::<i64>().ok().and_then(tile))
        .collect::<Option<Vec<Tile>>>()?;
    Some((letter, letter_at / 2, tiles))
}

fn take(hand: &mut Vec<Tile>, t: Tile) -> Option<()> {
    let i = hand.iter().position(|&h| h == t)?;
    hand.remove(i);
    Some(())
}

/// One seat's tiles as the record plays out.
#[derive(Default, Clone)]
struct SeatState {
    hand: Vec<Tile>,
    melds: Vec<Meld>,
    riichi: bool,
    last_draw: Option<Tile>,
    last_discard: Option<(Tile, bool)>,
    /// The tile added by the seat's last action if it was a shouminkan.
    last_added: Option<Tile>,
}

fn play_seat(start: &Value, draws: &Value, discards: &Value, seat: Seat) -> Option<SeatState> {
    let mut st = SeatState::default();
    for n in start.as_array()? {
        st.hand.push(tile(n.as_i64()?)?);
    }
    let draws = draws.as_array()?;
    let discards = discards.as_array()?;
    let from_pos = |pos: usize| -> Seat {
        // Letter before the called tile: position 0 = left (kamicha), 1 = opposite, 3 (or
        // 2 for pon/chii) = right.
        match pos {
            0 => Seat::new(((seat.index() + 3) % 4) as u8),
            1 => Seat::new(((seat.index() + 2) % 4) as u8),
            _ => Seat::new(((seat.index() + 1) % 4) as u8),
        }
        .unwrap_or(seat)
    };
    for i in 0..draws.len().max(discards.len()) {
        if let Some(d) = draws.get(i) {
            st.last_added = None;
            match d {
                Value::Number(n) => {
                    let t = tile(n.as_i64()?)?;
                    st.hand.push(t);
                    st.last_draw = Some(t);
                }
                Value::String(s) => {
                    let (letter, pos, tiles) = call_parts(s)?;
                    let called = tiles[0];
                    for &t in &tiles[1..] {
                        take(&mut st.hand, t)?;
                    }
                    let from = from_pos(pos);
                    let meld = match letter {
                        'c' => Meld::chii(tiles.clone(), called, from).ok()?,
                        'p' => Meld::pon(tiles.clone(), called, from).ok()?,
                        'm' => Meld::daiminkan(tiles.clone(), called, from).ok()?,
                        _ => return None,
                    };
                    st.melds.push(meld);
                    st.last_draw = None;
                }
                _ => return None,
            }
        }
        if let Some(d) = discards.get(i) {
            match d {
                Value::Number(n) => {
                    let n = n.as_i64()?;
                    if n == 0 {
                        continue; // placeholder after a daiminkan
                    }
                    let t = if n == 60 { st.last_draw? } else { tile(n)? };
                    take(&mut st.hand, t)?;
                    st.last_discard = Some((t, false));
                }
                Value::String(s) if s.starts_with('r') => {
                    let n: i64 = s[1..].parse().ok()?;
                    let t = if n == 60 { st.last_draw? } else { tile(n)? };
                    take(&mut st.hand, t)?;
                    st.riichi = true;
                    st.last_discard = Some((t, true));
                }
                Value::String(s) => {
                    let (letter, _, tiles) = call_parts(s)?;
                    match letter {
                        'a' => {
                            for &t in &tiles {
                                take(&mut st.hand, t)?;
                            }
                            st.melds.push(Meld::ankan(tiles).ok()?);
                        }
                        'k' => {
                            // The tile right after 'k' is the added one.
                            let k_at = s.find('k')?;
                            let added = tile(s[k_at + 1..k_at + 3].parse().ok()?)?;
                            take(&mut st.hand, added)?;
                            let idx = st.melds.iter().position(|m| {
                                m.kind() == rinshan::rules::MeldKind::Pon
                                    && m.first_kind() == added.kind()
                            })?;
                            let upgraded = st.melds[idx].with_added(added)?;
                            st.melds[idx] = upgraded;
                            st.last_added = Some(added);
                        }
                        _ => return None,
                    }
                }
                _ => return None,
            }
        }
    }
    Some(st)
}

/// A win read from a record, with what the record says it scored.
pub struct RecordedWin {
    /// Where it came from, for messages.
    pub label: String,
    /// The winner's hand without the winning tile.
    pub hand: Hand,
    /// The circumstances.
    pub win: Win,
    /// The record's points text, normalised like the tests' (`7700`, `2000-4000`,
    /// `4000 all`).
    pub points: String,
    /// Fu and han when the record gives them (below mangan).
    pub fu_han: Option<(u32, u32)>,
    /// The record's yaku names translated to Rinshan's, dora excluded.
    pub yaku: Vec<&'static str>,
    /// Han from dora, red fives and ura dora per the record.
    pub dora_han: u32,
}

pub fn yaku_name(jp: &str) -> Option<&'static str> {
    Some(match jp {
        "門前清自摸和" => "Menzen tsumo",
        "立直" => "Riichi",
        "ダブル立直" => "Double riichi",
        "一発" => "Ippatsu",
        "槍槓" => "Chankan",
        "嶺上開花" => "Rinshan kaihou",
        "海底摸月" => "Haitei raoyue",
        "河底撈魚" => "Houtei raoyui",
        "平和" => "Pinfu",
        "断幺九" => "Tanyao",
        "一盃口" => "Iipeikou",
        "役牌 白" => "Yakuhai (haku)",
        "役牌 發" => "Yakuhai (hatsu)",
        "役牌 中" => "Yakuhai (chun)",
        "七対子" => "Chiitoitsu",
        "混全帯幺九" => "Chanta",
        "純全帯幺九" => "Junchan",
        "一気通貫" => "Ittsuu",
        "三色同順" => "Sanshoku doujun",
        "三色同刻" => "Sanshoku doukou",
        "三槓子" => "Sankantsu",
        "対々和" => "Toitoi",
        "三暗刻" => "Sanankou",
        "小三元" => "Shousangen",
        "混老頭" => "Honroutou",
        "二盃口" => "Ryanpeikou",
        "混一色" => "Honitsu",
        "清一色" => "Chinitsu",
        "天和" => "Tenhou",
        "地和" => "Chiihou",
        "大三元" => "Daisangen",
        "四暗刻" => "Suuankou",
        "四暗刻単騎" => "Suuankou tanki",
        "字一色" => "Tsuuiisou",
        "緑一色" => "Ryuuiisou",
        "清老頭" => "Chinroutou",
        "九蓮宝燈" => "Chuuren poutou",
        "純正九蓮宝燈" => "Junsei chuuren poutou",
        "国士無双" => "Kokushi musou",
        "国士無双１３面" => "Kokushi musou (13-sided wait)",
        "大四喜" => "Daisuushii",
        "小四喜" => "Shousuushii",
        "四槓子" => "Suukantsu",
        _ if jp.starts_with("自風") => "Yakuhai (seat wind)",
        _ if jp.starts_with("場風") => "Yakuhai (round wind)",
        _ => return None,
    })
}

pub fn points_text(s: &str) -> (String, Option<(u32, u32)>) {
    let all = s.ends_with('∀');
    let s = s.trim_end_matches('∀').trim_end_matches('点');
    let (fu_han, pts) = match s.find('飜') {
        Some(i) => {
            let fu_at = s.find('符').unwrap_or(0);
            let fu = s[..fu_at].parse().unwrap_or(0);
            let han = s[fu_at + '符'.len_utf8()..i].parse().unwrap_or(0);
            (Some((fu, han)), &s[i + '飜'.len_utf8()..])
        }
        None => {
            let start = s.find(|c: char| c.is_ascii_digit()).unwrap_or(0);
            (None, &s[start..])
        }
    };
    let text = if all {
        format!("{pts} all")
    } else {
        pts.to_string()
    };
    (text, fu_han)
}

/// Every win in one record file.
pub fn wins_in(path: &std::path::Path) -> Vec<Result<RecordedWin, String>> {
    let label = path
        .file_name()
        .map(|f| f.to_string_lossy().to_string())
        .unwrap_or_default();
    let Ok(text) = std::fs::read_to_string(path) else {
        return vec![Err(format!("{label}: unreadable"))];
    };
    let Ok(game) = serde_json::from_str::<Value>(&text) else {
        return vec![Err(format!("{label}: not JSON"))];
    };
    let mut out = Vec::new();
    for (ri, round) in game["log"].as_array().into_iter().flatten().enumerate() {
        let result = &round[16];
        if result[0].as_str() != Some("和了") {
            continue;
        }
        let mut w = 2;
        while let Some(entry) = result.get(w) {
            let here = format!("{label} hand {ri} win {}", w / 2);
            out.push(
                read_win(round, entry, &here).ok_or_else(|| format!("{here}: could not read")),
            );
            w += 2;
        }
    }
    out
}

fn read_win(round: &Value, entry: &Value, label: &str) -> Option<RecordedWin> {
    let kyoku = round[0][0].as_i64()?;
    let honba = round[0][1].as_i64()? as u32;
    let who = entry[0].as_i64()? as usize;
    let from = entry[1].as_i64()? as usize;
    let seats: Vec<SeatState> = (0..4)
        .map(|s| {
            play_seat(
                &round[4 + 3 * s],
                &round[5 + 3 * s],
                &round[6 + 3 * s],
                Seat::new(s as u8)?,
            )
        })
        .collect::<Option<_>>()?;
    let winner = &seats[who];
    let mut jp_yaku = Vec::new();
    let mut dora_han = 0;
    let mut flags = std::collections::HashSet::new();
    for y in entry.as_array()?.iter().skip(4) {
        let y = y.as_str()?;
        let name = y.split('(').next()?;
        let han: u32 = y
            .split('(')
            .nth(1)
            .and_then(|h| h.trim_end_matches(')').trim_end_matches('飜').parse().ok())
            .unwrap_or(0);
        if matches!(name, "ドラ" | "赤ドラ" | "裏ドラ") {
            dora_han += han;
            continue;
        }
        flags.insert(name.to_string());
        jp_yaku.push(yaku_name(name)?);
    }
    let tsumo = who == from;
    let (win_tile, mut hand_tiles) = if tsumo {
        let t = winner.last_draw?;
        let mut h = winner.hand.clone();
        take(&mut h, t)?;
        (t, h)
    } else if flags.contains("槍槓") {
        (seats[from].last_added?, winner.hand.clone())
    } else {
        (seats[from].last_discard?.0, winner.hand.clone())
    };
    hand_tiles.sort();
    let hand = Hand::new(hand_tiles, winner.melds.clone()).ok()?;
    let dealer = (kyoku % 4) as usize;
    let seat_wind = TileKind::wind(((who + 4 - dealer) % 4) as u8);
    let mut win = Win::new(
        win_tile,
        if tsumo {
            WinMethod::Tsumo
        } else {
            WinMethod::Ron
        },
        seat_wind,
    );
    win.round_wind = TileKind::wind((kyoku / 4) as u8);
    win.riichi = if flags.contains("ダブル立直") {
        RiichiState::DoubleRiichi
    } else if winner.riichi {
        RiichiState::Riichi
    } else {
        RiichiState::None
    };
    win.ippatsu = flags.contains("一発");
    win.rinshan = flags.contains("嶺上開花");
    win.chankan = flags.contains("槍槓");
    win.haitei = flags.contains("海底摸月");
    win.houtei = flags.contains("河底撈魚");
    win.tenhou = flags.contains("天和");
    win.chiihou = flags.contains("地和");
    win.dora_indicators = round[2]
        .as_array()?
        .iter()
        .filter_map(|n| tile(n.as_i64()?))
        .collect();
    win.ura_indicators = round[3]
        .as_array()?
        .iter()
        .filter_map(|n| tile(n.as_i64()?))
        .collect();
    win.honba = honba;
    let (points, fu_han) = points_text(entry[3].as_str()?);
    Some(RecordedWin {
        label: label.to_string(),
        hand,
        win,
        points,
        fu_han,
        yaku: jp_yaku,
        dora_han,
    })
}
