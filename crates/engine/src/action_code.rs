//! A compact, exact text form of an action, for saved games: one word per action, the
//! tiles in mpsz codes (a red five stays `0p`), so replaying the words reproduces the game
//! move for move. `w` draw, `d5p` discard, `r5p` riichi discarding, `t` tsumo, `h` ron,
//! `p5p0p` pon showing those tiles, `c4m6m` chii, `k` daiminkan, `a1s` ankan of that
//! kind, `s5p` shouminkan adding that tile, `n` nine terminals, `x` pass, `b` kita (a
//! North set aside, sanma).

use super::action::Action;
use rinshan_rules::Tile;

/// The action's word.
pub fn encode(action: &Action) -> String {
    match action {
        Action::Draw => "w".into(),
        Action::Discard { tile, riichi } => {
            format!("{}{}", if *riichi { 'r' } else { 'd' }, tile.code())
        }
        Action::Tsumo => "t".into(),
        Action::Ron => "h".into(),
        Action::Pon { tiles } => format!("p{}{}", tiles[0].code(), tiles[1].code()),
        Action::Chii { tiles } => format!("c{}{}", tiles[0].code(), tiles[1].code()),
        Action::Daiminkan => "k".into(),
        Action::Ankan { kind } => format!("a{}", Tile::new(*kind).code()),
        Action::Shouminkan { tile } => format!("s{}", tile.code()),
        Action::KyuushuKyuuhai => "n".into(),
        Action::Skip => "x".into(),
        Action::Kita => "b".into(),
    }
}

/// Reads an action's word; `None` for anything that is not one.
pub fn decode(word: &str) -> Option<Action> {
    let tile = |s: &str| -> Option<Tile> {
        (s.len() == 2 && s.is_ascii())
            .then(|| s.parse().ok())
            .flatten()
    };
    let pair = |s: &str| -> Option<[Tile; 2]> {
        if s.len() != 4 || !s.is_ascii() {
            return None;
        }
        Some([tile(&s[..2])?, tile(&s[2..])?])
    };
    let mut chars = word.chars();
    let head = chars.next()?;
    let rest = chars.as_str();
    Some(match (head, rest) {
        ('w', "") => Action::Draw,
        ('d', t) => Action::Discard {
            tile: tile(t)?,
            riichi: false,
        },
        ('r', t) => Action::Discard {
            tile: tile(t)?,
            riichi: true,
        },
        ('t', "") => Action::Tsumo,
        ('h', "") => Action::Ron,
        ('p', t) => Action::Pon { tiles: pair(t)? },
        ('c', t) => Action::Chii { tiles: pair(t)? },
        ('k', "") => Action::Daiminkan,
        ('a', t) => Action::Ankan {
            kind: tile(t)?.kind(),
        },
        ('s', t) => Action::Shouminkan { tile: tile(t)? },
        ('n', "") => Action::KyuushuKyuuhai,
        ('x', "") => Action::Skip,
        ('b', "") => Action::Kita,
        _ => return None,
    })
}
