//! What a seat of a set-up table does next, written as words: a tile (`7z`) discards it,
//! `riichi:3m` declares riichi discarding it, `pon`, `chii` (or `chii:46m`, the two tiles
//! shown), `kan` (a daiminkan on a discard, or the only kan offered in the turn),
//! `kan:5p` (the ankan or shouminkan of that tile), `ron`, `tsumo`, `skip`,
//! `nine-terminals` (the kyuushu kyuuhai abort), `kita` (a North set aside, sanma). A
//! scripted
//! seat answers a discard only with a claim word that is next in its script (otherwise
//! it lets the discard pass); once the words run out a computer player takes over.

use std::collections::VecDeque;

use crate::engine::Action;
use crate::rules::{parse_mpsz, Tile, TileKind};

/// One scripted step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Discard this tile (declaring riichi when `riichi`).
    Discard {
        /// The tile.
        tile: Tile,
        /// With riichi.
        riichi: bool,
    },
    /// Pon the discard.
    Pon,
    /// Chii the discard, with these two tiles when given.
    Chii(Option<[TileKind; 2]>),
    /// A kan: of this kind in one's own turn, or any kan offered.
    Kan(Option<TileKind>),
    /// Ron.
    Ron,
    /// Tsumo.
    Tsumo,
    /// Let a discard pass.
    Skip,
    /// Abort the hand with nine terminals and honours (kyuushu kyuuhai).
    NineTerminals,
    /// Set a North aside (kita, sanma).
    Kita,
}

impl Step {
    /// True for the steps that answer another player's discard.
    pub fn is_claim(&self) -> bool {
        matches!(
            self,
            Step::Pon | Step::Chii(_) | Step::Kan(None) | Step::Ron | Step::Skip
        )
    }

    /// The legal action this step stands for, if one of `legal` matches it.
    pub fn pick(&self, legal: &[Action]) -> Option<Action> {
        legal
            .iter()
            .find(|a| match (self, a) {
                (Step::Discard { tile, riichi }, Action::Discard { tile: t, riichi: r }) => {
                    tile == t && riichi == r
                }
                (Step::Pon, Action::Pon { .. }) => true,
                (Step::Chii(None), Action::Chii { .. }) => true,
                (Step::Chii(Some(kinds)), Action::Chii { tiles }) => {
                    tiles.map(|t| t.kind()) == *kinds
                }
                (Step::Kan(None), Action::Daiminkan) => true,
                (Step::Kan(None), Action::Ankan { .. } | Action::Shouminkan { .. }) => true,
                (Step::Kan(Some(k)), Action::Ankan { kind }) => k == kind,
                (Step::Kan(Some(k)), Action::Shouminkan { tile }) => *k == tile.kind(),
                (Step::Ron, Action::Ron) => true,
                (Step::Tsumo, Action::Tsumo) => true,
                (Step::Skip, Action::Skip) => true,
                (Step::NineTerminals, Action::KyuushuKyuuhai) => true,
                (Step::Kita, Action::Kita) => true,
                _ => false,
            })
            .cloned()
    }
}

/// A script word that is not an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError(pub String);

impl std::fmt::Display for ScriptError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A seat's remaining script.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Script {
    steps: VecDeque<Step>,
}

fn one_tile(word: &str, text: &str) -> Result<Tile, ScriptError> {
    text.parse()
        .map_err(|e| ScriptError(format!("'{word}': {e}")))
}

impl Script {
    /// Reads a script from its words (see the module documentation).
    pub fn parse(text: &str) -> Result<Script, ScriptError> {
        let mut steps = VecDeque::new();
        for word in text.split_whitespace() {
            let (head, arg) = match word.split_once(':') {
                Some((h, a)) => (h, Some(a)),
                None => (word, None),
            };
            let step = match (head, arg) {
                ("pon", None) => Step::Pon,
                ("chii", None) => Step::Chii(None),
                ("chii", Some(a)) => {
                    match parse_mpsz(a).map_err(|e| ScriptError(format!("'{word}': {e}")))?[..] {
                        [x, y] => Step::Chii(Some([x.kind(), y.kind()])),
                        _ => return Err(ScriptError(format!("'{word}': a chii shows two tiles"))),
                    }
                }
                ("kan", None) => Step::Kan(None),
                ("kan", Some(a)) => Step::Kan(Some(one_tile(word, a)?.kind())),
                ("ron", None) => Step::Ron,
                ("tsumo", None) => Step::Tsumo,
                ("skip", None) => Step::Skip,
                ("nine-terminals", None) => Step::NineTerminals,
                ("kita", None) => Step::Kita,
                ("riichi", Some(a)) => Step::Discard {
                    tile: one_tile(word, a)?,
                    riichi: true,
                },
                (tile, None) => Step::Discard {
                    tile: one_tile(word, tile)?,
                    riichi: false,
                },
                _ => return Err(ScriptError(format!("'{word}' is not a script word"))),
            };
            steps.push_back(step);
        }
        Ok(Script { steps })
    }

    /// True when nothing is left to do.
    pub fn is_done(&self) -> bool {
        self.steps.is_empty()
    }

    /// The next step, if any.
    pub fn next(&self) -> Option<&Step> {
        self.steps.front()
    }

    /// Every step left, in order.
    pub fn steps(&self) -> impl Iterator<Item = &Step> {
        self.steps.iter()
    }

    /// Answers with the next step when `legal` allows it (and takes the step). In a claim
    /// window (`claims`), a seat whose next step is not a legal claim skips.
    pub fn answer(&mut self, legal: &[Action], claims: bool) -> Option<Action> {
        let step = self.steps.front()?;
        if claims && !step.is_claim() {
            return legal.contains(&Action::Skip).then_some(Action::Skip);
        }
        let action = step.pick(legal);
        if action.is_some() {
            self.steps.pop_front();
        } else if claims {
            return legal.contains(&Action::Skip).then_some(Action::Skip);
        }
        action
    }
}

/// The word of an action, as scripts and the JavaScript API write it: a tile's code
/// discards it, `riichi:3m`, `tsumo`, `ron`, `pon`, `chii:46m`, `kan` (a daiminkan),
/// `kan:5p` (an ankan or a shouminkan), `nine-terminals`, `kita`, `skip`, and `draw`.
pub fn word(a: &Action) -> String {
    match a {
        Action::Draw => "draw".into(),
        Action::Discard { tile, riichi } => {
            format!("{}{}", if *riichi { "riichi:" } else { "" }, tile.code())
        }
        Action::Tsumo => "tsumo".into(),
        Action::Ron => "ron".into(),
        Action::Pon { .. } => "pon".into(),
        Action::Chii { tiles } => format!("chii:{}", crate::rules::format_mpsz(tiles)),
        Action::Daiminkan => "kan".into(),
        Action::Ankan { kind } => format!("kan:{}", Tile::new(*kind).code()),
        Action::Shouminkan { tile } => format!("kan:{}", tile.code()),
        Action::KyuushuKyuuhai => "nine-terminals".into(),
        Action::Skip => "skip".into(),
        Action::Kita => "kita".into(),
    }
}

/// Reads one action word (see [`word`]): `None` for `draw`, which no script names (seats
/// draw on their own), else the step it stands for.
pub fn parse_word(text: &str) -> Result<Option<Step>, ScriptError> {
    let text = text.trim();
    if text == "draw" {
        return Ok(None);
    }
    let mut words = text.split_whitespace();
    match (words.next(), words.next()) {
        (Some(_), None) => Ok(Script::parse(text)?.next().cloned()),
        _ => Err(ScriptError("give one action word".into())),
    }
}
