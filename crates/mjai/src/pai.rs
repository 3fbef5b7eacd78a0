//! Tiles in mjai's notation: `1m`…`9m`, `1p`…, `1s`…, a red five as `5mr`, the honours as
//! `E S W N` (winds) and `P F C` (white, green, red dragon); `?` is a tile the seat cannot
//! see. Written by [`rinshan_records::mjai::pai`].

use rinshan_rules::{Suit, Tile, TileKind};

pub use rinshan_records::mjai::pai;

/// The tile an mjai name stands for; `Ok(None)` for `?` (hidden), an error for anything
/// else.
pub fn parse_pai(s: &str) -> Result<Option<Tile>, String> {
    if s == "?" {
        return Ok(None);
    }
    let honour = ["E", "S", "W", "N", "P", "F", "C"]
        .iter()
        .position(|&h| h == s);
    if let Some(i) = honour {
        return TileKind::new(27 + i as u8)
            .map(|k| Some(Tile::new(k)))
            .ok_or_else(|| format!("no tile '{s}'"));
    }
    let bytes = s.as_bytes();
    let (number, suit, red) = match bytes {
        [n, s] => (*n, *s, false),
        [n, s, b'r'] => (*n, *s, true),
        _ => return Err(format!("no tile '{s}'")),
    };
    let suit = Suit::from_letter(char::from(suit))
        .filter(|s| !matches!(s, Suit::Honor))
        .ok_or_else(|| format!("no tile '{s}'"))?;
    let n = number.wrapping_sub(b'0');
    if red {
        if n != 5 {
            return Err(format!("'{s}': only fives are red"));
        }
        return Tile::red_five(suit)
            .map(Some)
            .ok_or_else(|| format!("no tile '{s}'"));
    }
    TileKind::from_suit(suit, n)
        .map(|k| Some(Tile::new(k)))
        .ok_or_else(|| format!("no tile '{s}'"))
}

/// The tile an mjai name stands for, which must be visible.
pub fn parse_known(s: &str) -> Result<Tile, String> {
    parse_pai(s)?.ok_or_else(|| "a hidden tile ('?') where a tile must be shown".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every face reads back as itself (mjai's names are a bijection with the 37 faces).
    #[test]
    fn every_face_round_trips() {
        for t in Tile::all_faces() {
            assert_eq!(parse_pai(&pai(t)), Ok(Some(t)), "{}", pai(t));
        }
        assert_eq!(parse_pai("?"), Ok(None));
        for bad in ["", "0m", "10m", "4mr", "5zr", "X", "5x", "mm"] {
            assert!(parse_pai(bad).is_err(), "{bad}");
        }
    }
}
