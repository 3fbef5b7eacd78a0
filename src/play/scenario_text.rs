//! The scenario notation: a [`Scenario`] written by hand in a line or a few, short
//! enough for a URL fragment or an HTML attribute.
//!
//! A scenario is `key=value` entries separated by `;` or new lines. A `;` not followed by
//! a `word=` stays in the value, so prose may use semicolons (`;;` is always a literal
//! `;`). Seats are numbered from the reader's: 0 at the bottom, 1 on the
//! right, 2 opposite, 3 on the left; under three-player rules 2 is on the left and seat
//! 3 (North) stays empty.
//!
//! | key | value |
//! |---|---|
//! | `seat0` … `seat3` | the seat in [`SeatPosition::parse`](crate::engine::SeatPosition::parse)'s text: `123m55p pon:777z<2 \| 1m9p*1z` — `...` deals the rest of the hand, an empty seat is dealt whole; `kita` once per North already set aside (three players) |
//! | `turn` | the seat that moves first (draws, or discards holding 14 tiles) |
//! | `draws` | the next tiles of the live wall, in draw order (mpsz) |
//! | `rinshan` | the replacement tiles, in draw order |
//! | `dora` | the first dora indicator |
//! | `live` | how many tiles the live wall holds |
//! | `script0` … `script3` | what the seat does next, in [`Script`](super::script::Script) words: `5p`, `riichi:3m`, `pon`, `chii:46m`, `kan`, `kan:5p`, `kita`, `ron`, `tsumo`, `skip` |
//! | `rules` | `tenhou` (default), `mahjong_soul`, `ema`, `classic`, and three players: `tenhou_sanma`, `mahjong_soul_sanma` |
//! | `mode` | `show` (default), `ask`, `play`, `compare` |
//! | `compare` | presets to show side by side: `tenhou ema` |
//! | `title`, `question`, `explain` | words for the reader |
//! | `answer` | ask mode: the expected choice of seat 0, a script word (several: any of them; `riichi:3m` is right for the riichi button) |
//! | `ask` | ask mode's question: `actions` (default: seat 0's discards and calls), `waits` (which tiles complete seat 0's hand of 13), `yaku` (which yaku seat 0's win has), `han` (what it is worth) |
//! | `choices` | the choices for `waits` (tiles: `123456789s`), `yaku` (words: `riichi menzen-tsumo pinfu yakuhai-haku`) or `han` (`3 4 5 6`); the right ones are always added |
//! | `riichi` | seats already in riichi: `1 3` |
//! | `dealer`, `round`, `honba`, `deposits`, `points`, `fresh`, `seed` | the rest of the round |
//!
//! Example: `seat0=234567m99p ankan:1111s ...; seat1=|5z; draws=5p; script0=kan:1s`.
//! The same fields are accepted as JSON (`{"seats": [...], "script": [...]}`).

use super::scenario::{AskKind, Mode, Scenario, ScenarioError};

/// Every key the notation knows, for error messages.
const KEYS: &str = "seat0-3, script0-3, turn, draws, rinshan, dora, live, rules, mode, compare, \
                    title, question, explain, answer, ask, choices, riichi, dealer, round, honba, \
                    deposits, points, fresh, seed";

fn number<T: std::str::FromStr>(key: &str, value: &str) -> Result<T, ScenarioError> {
    value
        .trim()
        .parse()
        .map_err(|_| ScenarioError(format!("{key}: '{value}' is not a number")))
}

fn seat_index(key: &str, rest: &str) -> Result<usize, ScenarioError> {
    match rest {
        "0" | "1" | "2" | "3" => Ok(usize::from(rest.as_bytes()[0] - b'0')),
        _ => Err(ScenarioError(format!(
            "'{key}': the seat number must be 0 to 3"
        ))),
    }
}

/// The entries of a scenario text, in order. A `;` ends an entry only where a `key=`
/// follows, so prose may hold semicolons; `;;` is always a literal `;`.
fn entries(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let mut cur = String::new();
        let mut rest = line;
        while let Some(i) = rest.find(';') {
            cur.push_str(&rest[..i]);
            let after = &rest[i + 1..];
            if let Some(more) = after.strip_prefix(';') {
                cur.push(';');
                rest = more;
                continue;
            }
            // A key-like word before the next `=` starts an entry (an unknown one is then
            // reported by name); anything else is prose.
            let next_key = after.split_once('=').map(|(k, _)| k.trim());
            let key_like = |k: &str| {
                !k.is_empty() && k.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            };
            if next_key.is_some_and(key_like) || after.trim().is_empty() {
                out.push(std::mem::take(&mut cur));
            } else {
                cur.push(';');
            }
            rest = after;
        }
        cur.push_str(rest);
        out.push(cur);
    }
    out
}

fn text_or_none(value: &str) -> Option<String> {
    let v = value.trim();
    (!v.is_empty()).then(|| v.to_string())
}

impl Scenario {
    /// Reads a scenario written in the notation (see the module documentation). Unknown
    /// keys, repeated keys and malformed numbers are errors naming the entry; the tiles
    /// are checked when the table is built ([`Scenario::build`]).
    pub fn parse_scenario(text: &str) -> Result<Scenario, ScenarioError> {
        let mut s = Scenario::default();
        let mut seen: Vec<String> = Vec::new();
        for entry in entries(text) {
            if entry.trim().is_empty() {
                continue;
            }
            let Some((key, value)) = entry.split_once('=') else {
                return Err(ScenarioError(format!(
                    "'{}' is not key=value (keys: {KEYS})",
                    entry.trim()
                )));
            };
            let key = key.trim();
            if seen.iter().any(|k| k == key) {
                return Err(ScenarioError(format!("'{key}' is given twice")));
            }
            seen.push(key.to_string());
            let v = value.trim();
            match key {
                "turn" => s.to_act = number(key, v)?,
                "draws" => s.draws = v.into(),
                "rinshan" => s.rinshan = v.into(),
                "dora" => s.dora = text_or_none(v),
                "live" => s.live = Some(number(key, v)?),
                "rules" => s.rules = text_or_none(v),
                "mode" => {
                    s.mode = match v {
                        "show" => Mode::Show,
                        "ask" => Mode::Ask,
                        "play" => Mode::Play,
                        "compare" => Mode::Compare,
                        _ => {
                            return Err(ScenarioError(format!(
                                "mode: '{v}' is not show, ask, play or compare"
                            )))
                        }
                    }
                }
                "compare" => s.compare = v.split_whitespace().map(String::from).collect(),
                "title" => s.title = text_or_none(v),
                "question" => s.question = text_or_none(v),
                "explain" => s.explain = text_or_none(v),
                "answer" => s.answer = text_or_none(v),
                "ask" => {
                    s.ask = AskKind::from_name(v).ok_or_else(|| {
                        ScenarioError(format!("ask: '{v}' is not actions, waits, yaku or han"))
                    })?
                }
                "choices" => s.choices = text_or_none(v),
                "riichi" => {
                    for w in v.split_whitespace() {
                        s.riichi[seat_index("riichi", w)?] = true;
                    }
                }
                "dealer" => s.dealer = number(key, v)?,
                "round" => s.round = text_or_none(v),
                "honba" => s.honba = number(key, v)?,
                "deposits" => s.deposits = number(key, v)?,
                "points" => {
                    let p: Vec<i32> = v
                        .split_whitespace()
                        .map(|w| number(key, w))
                        .collect::<Result<_, _>>()?;
                    s.points = Some(p.try_into().map_err(|_| {
                        ScenarioError("points: give four numbers, seat 0 first".into())
                    })?);
                }
                "fresh" => {
                    s.fresh = match v {
                        "1" | "true" | "yes" => true,
                        "0" | "false" | "no" => false,
                        _ => return Err(ScenarioError(format!("fresh: '{v}' is not 1 or 0"))),
                    }
                }
                "seed" => s.seed = number(key, v)?,
                _ => {
                    if let Some(n) = key.strip_prefix("seat") {
                        s.seats[seat_index(key, n)?] = v.into();
                    } else if let Some(n) = key.strip_prefix("script") {
                        s.script[seat_index(key, n)?] = v.into();
                    } else {
                        return Err(ScenarioError(format!(
                            "'{key}' is not a scenario key (keys: {KEYS})"
                        )));
                    }
                }
            }
        }
        Ok(s)
    }

    /// Writes the scenario in the notation, leaving out what is default;
    /// [`Scenario::parse_scenario`] reads it back to the same value (values are single
    /// lines).
    pub fn to_scenario(&self) -> String {
        let mut out: Vec<String> = Vec::new();
        let mut put = |key: &str, value: &str| {
            out.push(format!("{key}={}", value.replace(';', ";;")));
        };
        for (i, seat) in self.seats.iter().enumerate() {
            if !seat.trim().is_empty() {
                put(&format!("seat{i}"), seat);
            }
        }
        if self.to_act != 0 {
            put("turn", &self.to_act.to_string());
        }
        for (key, v) in [("draws", &self.draws), ("rinshan", &self.rinshan)] {
            if !v.trim().is_empty() {
                put(key, v);
            }
        }
        let optional = [
            ("dora", &self.dora),
            ("rules", &self.rules),
            ("round", &self.round),
            ("title", &self.title),
            ("question", &self.question),
            ("explain", &self.explain),
            ("answer", &self.answer),
            ("choices", &self.choices),
        ];
        for (key, v) in optional {
            if let Some(v) = v.as_deref().filter(|v| !v.trim().is_empty()) {
                put(key, v);
            }
        }
        if let Some(n) = self.live {
            put("live", &n.to_string());
        }
        if self.mode != Mode::Show {
            put("mode", self.mode.name());
        }
        if self.ask != AskKind::Actions {
            put("ask", self.ask.name());
        }
        if !self.compare.is_empty() {
            put("compare", &self.compare.join(" "));
        }
        for (i, script) in self.script.iter().enumerate() {
            if !script.trim().is_empty() {
                put(&format!("script{i}"), script);
            }
        }
        let riichi: Vec<String> = (0..4)
            .filter(|&i| self.riichi[i])
            .map(|i| i.to_string())
            .collect();
        if !riichi.is_empty() {
            put("riichi", &riichi.join(" "));
        }
        let numbers = [
            ("dealer", u64::from(self.dealer)),
            ("honba", u64::from(self.honba)),
            ("deposits", u64::from(self.deposits)),
            ("seed", self.seed),
        ];
        for (key, n) in numbers {
            if n != 0 {
                put(key, &n.to_string());
            }
        }
        if let Some(p) = self.points {
            put("points", &p.map(|x| x.to_string()).join(" "));
        }
        if self.fresh {
            put("fresh", "1");
        }
        out.join("; ")
    }
}
