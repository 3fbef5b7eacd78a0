//! An explicit position to start a round from: every seat's concealed tiles, melds, pond
//! and riichi, the wall in draw order, and whose move it is. Tutorial scenarios, tests and
//! record replays are built this way; a position that cannot occur is refused in words.

use serde::{Deserialize, Serialize};

use super::player::{PondTile, Riichi};
use super::round::RoundSetup;
use rinshan_rules::sanma::not_in_sanma;
use rinshan_rules::{Hand, Meld, MeldKind, Ruleset, Seat, Tile, TileKind, Wall};

/// One seat in a position.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPosition {
    /// Concealed tiles: 13 less three per meld (one more for the seat about to discard).
    pub hand: Vec<Tile>,
    /// Declared melds, in the order they were made.
    pub melds: Vec<Meld>,
    /// Discards so far, in order (a tile marked `called` lies in another seat's meld).
    pub pond: Vec<PondTile>,
    /// Riichi already declared (its deposit paid).
    pub riichi: bool,
    /// Norths already set aside (kita, three-player mahjong), each replaced from the
    /// dead wall.
    #[serde(default)]
    pub kita: u8,
}

impl SeatPosition {
    /// Every tile this seat accounts for: concealed, in its melds, and in its pond unless
    /// called away (a called tile lies in another seat's meld).
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.hand
            .iter()
            .chain(self.melds.iter().flat_map(|m| m.tiles().iter()))
            .chain(self.pond.iter().filter(|p| !p.called).map(|p| &p.tile))
            .copied()
            .chain(std::iter::repeat_n(
                Tile::new(TileKind::wind(3)),
                usize::from(self.kita),
            ))
    }

    /// A seat with only concealed tiles.
    pub fn with_hand(hand: Vec<Tile>) -> SeatPosition {
        SeatPosition {
            hand,
            ..SeatPosition::default()
        }
    }
}

impl SeatPosition {
    /// One seat written as text, as tests, scenarios and set-ups write it: the concealed
    /// tiles and melds in the hand notation (`123m55p pon:777z chii:406p ankan:1111s`),
    /// each called meld optionally followed by `<n`, the seat (0–3) it was called from
    /// (default: the player on this seat's left, who is the only source of a chii), and
    /// the word `kita` once for each North already set aside (three-player mahjong), then
    /// optionally `|` and the pond one tile at a time (`1m9p*1z`), each tile followed by
    /// its marks: `*` called away by another seat, `r` the riichi declaration tile (the
    /// seat is then in riichi), `t` tsumogiri. Errors name the word that is wrong.
    pub fn parse(text: &str, seat: Seat) -> Result<SeatPosition, PositionError> {
        SeatPosition::parse_at(text, seat, 4)
    }

    /// The same at a table of `players` (4, or 3 in sanma, where the player on a seat's
    /// left, the default source of a called meld, is the one before it among three).
    pub fn parse_at(text: &str, seat: Seat, players: usize) -> Result<SeatPosition, PositionError> {
        let err = |s: String| PositionError(s);
        let (hand_text, pond_text) = text.split_once('|').unwrap_or((text, ""));
        let players = if players == 3 { 3 } else { 4 };
        let left = Seat::ALL[(seat.index() + players - 1) % players];
        let mut froms = Vec::new();
        let mut words = Vec::new();
        let mut kita = 0u8;
        for w in hand_text.split_whitespace() {
            if w == "kita" {
                kita = kita.saturating_add(1);
                continue;
            }
            let (word, from) = match w.split_once('<') {
                Some((meld, from)) => {
                    let n =
                        from.parse::<u8>().ok().and_then(Seat::new).ok_or_else(|| {
                            err(format!("'{w}': the seat after '<' must be 0 to 3"))
                        })?;
                    if n == seat {
                        return Err(err(format!("'{w}': a seat cannot call its own discard")));
                    }
                    (meld, Some(n))
                }
                None => (w, None),
            };
            if word.contains(':') && !word.starts_with("ankan") {
                froms.push(from.unwrap_or(left));
            } else if from.is_some() {
                return Err(err(format!("'{w}': only a called meld has a source seat")));
            }
            words.push(word);
        }
        let (concealed, parsed) =
            Hand::parse_parts(&words.join(" ")).map_err(|e| err(e.to_string()))?;
        let mut froms = froms.into_iter();
        let mut melds = Vec::new();
        for m in &parsed {
            melds.push(match m.from() {
                Some(_) => {
                    let from = froms.next().unwrap_or(left);
                    if m.kind() == MeldKind::Chii && from != left {
                        return Err(err(format!(
                            "a chii ({m}) can only be called from the player on the left"
                        )));
                    }
                    m.called_from(from)
                }
                None => m.clone(),
            });
        }
        let mut pond = Vec::new();
        let chars: Vec<char> = pond_text
            .split_whitespace()
            .collect::<String>()
            .chars()
            .collect();
        let mut i = 0;
        while i < chars.len() {
            let code: String = chars[i..(i + 2).min(chars.len())].iter().collect();
            let tile: Tile = code
                .parse()
                .map_err(|e| err(format!("pond tile '{code}': {e}")))?;
            i += 2;
            let mut spot = PondTile {
                tile,
                tsumogiri: false,
                riichi: false,
                called: false,
            };
            while let Some(mark) = chars.get(i).filter(|c| matches!(c, '*' | 'r' | 't')) {
                match mark {
                    '*' => spot.called = true,
                    'r' => spot.riichi = true,
                    _ => spot.tsumogiri = true,
                }
                i += 1;
            }
            pond.push(spot);
        }
        let riichi = pond.iter().any(|p| p.riichi);
        Ok(SeatPosition {
            hand: concealed,
            melds,
            pond,
            riichi,
            kita,
        })
    }
}

/// A whole table position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    /// Dealer, round wind, honba, deposits on the table, points.
    pub setup: RoundSetup,
    /// The wall as it stands: the live wall in draw order and the dead wall. Kans already
    /// on the table have revealed their indicators and used their replacement tiles (see
    /// [`Wall::after_kans`]).
    pub wall: Wall,
    /// The four seats.
    pub seats: [SeatPosition; 4],
    /// The seat to move: it draws next, or discards if its hand has the extra tile.
    pub to_act: Seat,
    /// The first uninterrupted go-around has not begun (double riichi, tenhou, chiihou and
    /// nine terminals are then possible). Ignored once any seat has discarded or called.
    pub fresh: bool,
}

/// Why a position cannot occur.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionError(pub String);

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// Checks that the position can occur: no kind more than four times, hand sizes that
    /// fit the melds, at most four kans, riichi only with a closed hand.
    pub fn check(&self) -> Result<(), PositionError> {
        self.check_under(&Ruleset::tenhou())
    }

    /// As [`Position::check`], under `rules`: in sanma the North seat holds nothing and no
    /// tile is a 2- to 8-man.
    pub fn check_under(&self, rules: &Ruleset) -> Result<(), PositionError> {
        let err = |s: String| Err(PositionError(s));
        let kita: usize = self.seats.iter().map(|s| usize::from(s.kita)).sum();
        if kita > 0 && rules.sanma.is_none() {
            return err("only three-player mahjong sets North tiles aside (kita)".into());
        }
        if rules.sanma.is_some() {
            let north = &self.seats[3];
            if !north.hand.is_empty()
                || !north.melds.is_empty()
                || !north.pond.is_empty()
                || north.kita > 0
                || north.riichi
            {
                return err("a three-player table has no North seat".into());
            }
            if self.to_act.index() >= rules.seat_count() {
                return err("a three-player table has no North seat to move".into());
            }
            if self.setup.dealer.index() >= rules.seat_count() {
                return err("a three-player table has no North seat to deal".into());
            }
            let melds = self.seats.iter().flat_map(|s| s.melds.iter());
            for m in melds {
                if m.kind() == MeldKind::Chii {
                    return err(format!("three-player mahjong has no chii ({m})"));
                }
                if m.from().is_some_and(|f| f.index() >= rules.seat_count()) {
                    return err(format!(
                        "{m} is called from the North seat, where nobody sits at three players"
                    ));
                }
            }
        }
        let mut counts = [0u8; 34];
        let tiles = self
            .seats
            .iter()
            .flat_map(SeatPosition::tiles)
            .chain(self.wall.remaining_tiles());
        for t in tiles {
            if rules.sanma.is_some() && not_in_sanma(t.kind()) {
                return err(format!(
                    "three-player mahjong has no {} (no 2- to 8-man)",
                    t.kind().name()
                ));
            }
            let n = &mut counts[t.kind().index()];
            *n += 1;
            if *n > 4 {
                return err(format!(
                    "more than four {} in the position",
                    t.kind().name()
                ));
            }
        }
        let mut kans = 0;
        for (i, s) in self.seats.iter().enumerate().take(rules.seat_count()) {
            let extra = usize::from(Seat::ALL[i] == self.to_act);
            let want = 13 - 3 * s.melds.len().min(4);
            if s.melds.len() > 4 || !(want..=want + extra).contains(&s.hand.len()) {
                return err(format!(
                    "seat {} has {} concealed tiles and {} melds; that is not a hand",
                    i,
                    s.hand.len(),
                    s.melds.len()
                ));
            }
            if s.riichi && s.melds.iter().any(|m| m.is_open()) {
                return err(format!("seat {i} is in riichi with an open hand"));
            }
            kans += s
                .melds
                .iter()
                .filter(|m| {
                    matches!(
                        m.kind(),
                        MeldKind::Daiminkan | MeldKind::Shouminkan | MeldKind::Ankan
                    )
                })
                .count();
        }
        if kans > 4 {
            return err(format!("{kans} kans on the table; a hand has at most four"));
        }
        // (Four kans and the four Norths make sanma's eight replacement draws at most.)
        Ok(())
    }

    /// The seat's riichi state in the round.
    pub(super) fn riichi_of(seat: &SeatPosition) -> Option<Riichi> {
        seat.riichi.then_some(Riichi {
            double: false,
            accepted: true,
        })
    }
}
