//! Tiles for prose: a hand or meld as tutorial writers already write it, in the marks of
//! Merjong's MPSZ notation — `'` after a digit lays that tile sideways (`3'45m`, a chii
//! from the left), `''` lays it sideways on top of the sideways tile before it (an added
//! kan: `5'0''55s`), `"` is two sideways tiles stacked (`33"3p`), `-` leaves a gap
//! between groups, and `x` (or `X` in place of a digit: `X11Xm`) is a face-down tile.
//! `0` is a red five as everywhere in mpsz.

use crate::rules::Tile;

/// One tile of an inline string, as it lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarkedTile {
    /// The face, or `None` for a face-down tile.
    pub tile: Option<Tile>,
    /// Laid sideways.
    pub sideways: bool,
    /// Laid sideways on top of the previous sideways tile (the added tile of a kan).
    pub stacked: bool,
    /// A gap comes before this tile.
    pub gap: bool,
}

impl MarkedTile {
    /// The tile's accessible name: "5 pin", "red 5 sou, sideways", "face-down tile".
    pub fn name(&self) -> String {
        let face = self
            .tile
            .map_or_else(|| "face-down tile".to_string(), |t| t.name());
        match (self.sideways, self.stacked) {
            (_, true) => format!("{face}, added on top"),
            (true, _) => format!("{face}, sideways"),
            _ => face,
        }
    }
}

/// Reads a Merjong-style tile string; an error names the character that is wrong.
pub fn parse_marked(text: &str) -> Result<Vec<MarkedTile>, String> {
    // Pending tiles: (digit or 'X', sideways, stacked, gap), waiting for their suit.
    let mut pending: Vec<(char, bool, bool, bool)> = Vec::new();
    let mut out = Vec::new();
    let mut gap = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '0'..='9' | 'X' => {
                let mut sideways = false;
                let mut stacked = false;
                let mut double = false;
                match chars.peek() {
                    Some('"') => {
                        chars.next();
                        double = true;
                    }
                    Some('\'') => {
                        chars.next();
                        if chars.peek() == Some(&'\'') {
                            chars.next();
                            stacked = true;
                        } else {
                            sideways = true;
                        }
                    }
                    _ => {}
                }
                if double {
                    pending.push((c, true, false, gap));
                    pending.push((c, false, true, false));
                } else {
                    pending.push((c, sideways, stacked, gap));
                }
                gap = false;
            }
            'm' | 'p' | 's' | 'z' | 'x' => {
                if c == 'x' && pending.is_empty() {
                    out.push(MarkedTile {
                        tile: None,
                        sideways: false,
                        stacked: false,
                        gap,
                    });
                    gap = false;
                    continue;
                }
                if pending.is_empty() {
                    return Err(format!("'{c}' has no digits before it"));
                }
                for (d, sideways, stacked, g) in pending.drain(..) {
                    let tile = if d == 'X' || c == 'x' {
                        None
                    } else {
                        let code: String = [d, c].iter().collect();
                        let t: Tile = code.parse().map_err(|e| format!("'{code}': {e}"))?;
                        Some(t)
                    };
                    out.push(MarkedTile {
                        tile,
                        sideways,
                        stacked,
                        gap: g,
                    });
                }
            }
            '-' => gap = !out.is_empty() || !pending.is_empty(),
            ' ' => gap = !out.is_empty() || !pending.is_empty(),
            '\'' | '"' => return Err(format!("'{c}' must follow a digit")),
            other => return Err(format!("'{other}' is not a tile, a suit or a mark")),
        }
    }
    if !pending.is_empty() {
        return Err("the last digits have no suit letter (m, p, s or z)".into());
    }
    if let Some(first) = out.first() {
        if first.stacked {
            return Err("a stacked tile ('') needs a sideways tile before it".into());
        }
    }
    for pair in out.windows(2) {
        if pair[1].stacked && !pair[0].sideways {
            return Err("a stacked tile ('') needs a sideways tile before it".into());
        }
    }
    Ok(out)
}
