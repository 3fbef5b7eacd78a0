//! Rinshan's own tile artwork, drawn as SVG: the 34 faces, the three red fives and a
//! face-down back. Everything is plain shapes and hand-drawn brush strokes (see
//! [`glyphs`]), so the tiles need no font and render identically everywhere.
//!
//! The artwork is one sprite sheet of `<symbol>`s ([`sprite_sheet`]), put into the page
//! once; each tile on the table is a small `<svg>` that `<use>`s its symbol
//! ([`symbol_id`]). Tiles are drawn upright on a 30 × 40 grid; sideways tiles (calls,
//! riichi) are the same symbol rotated by CSS.

pub mod glyphs;

use crate::rules::{Suit, Tile};
use glyphs::{glyph_path, num};

/// Width of a tile in artwork units.
pub const TILE_W: f32 = 30.0;
/// Height of a tile in artwork units.
pub const TILE_H: f32 = 40.0;
/// The `viewBox` every tile symbol is drawn in.
pub const VIEW_BOX: &str = "0 0 30 40";
/// The symbol id of the face-down tile.
pub const BACK_ID: &str = "tile-back";

const BLUE: &str = "#1d4f9c";
const GREEN: &str = "#17794a";
const RED: &str = "#c8282d";
const INK: &str = "#1c1c30";

/// The symbol id of a face: `tile-5p`, `tile-0p` for the red five, `tile-1z`.
pub fn symbol_id(tile: Tile) -> String {
    format!("tile-{}", tile.code())
}

/// The whole sprite sheet: a hidden `<svg>` holding one `<symbol>` for each of the 37
/// faces and the back.
pub fn sprite_sheet() -> String {
    let mut out = String::from(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\" focusable=\"false\">",
    );
    for tile in Tile::all_faces() {
        out.push_str(&symbol(&symbol_id(tile), &face(tile)));
    }
    out.push_str(&symbol(BACK_ID, &back()));
    out.push_str("</svg>");
    out
}

fn symbol(id: &str, body: &str) -> String {
    format!("<symbol id=\"{id}\" viewBox=\"{VIEW_BOX}\">{body}</symbol>")
}

/// The ivory tile body every face is drawn on.
fn body() -> &'static str {
    "<rect x=\"0.6\" y=\"0.6\" width=\"28.8\" height=\"38.8\" rx=\"3.2\" fill=\"#fbf7ea\" stroke=\"#a79f88\" stroke-width=\"1.2\"/>"
}

/// The face-down tile: the coloured back of the tile.
pub fn back() -> String {
    "<rect x=\"0.6\" y=\"0.6\" width=\"28.8\" height=\"38.8\" rx=\"3.2\" fill=\"#e3902f\" stroke=\"#9a5a14\" stroke-width=\"1.2\"/>\
     <rect x=\"4\" y=\"4\" width=\"22\" height=\"32\" rx=\"2\" fill=\"none\" stroke=\"#f6c27a\" stroke-width=\"1\"/>"
        .to_string()
}

/// The markup of one face (without the `<symbol>` wrapper), body included.
pub fn face(tile: Tile) -> String {
    let kind = tile.kind();
    let n = kind.number();
    let mut out = String::from(body());
    match kind.suit() {
        Suit::Man => man(&mut out, n, tile.is_red()),
        Suit::Pin => pin(&mut out, n, tile.is_red()),
        Suit::Sou => sou(&mut out, n, tile.is_red()),
        Suit::Honor => honor(&mut out, n),
    }
    out
}

fn man(out: &mut String, n: u8, red: bool) {
    let numeral = glyphs::NUMERALS[usize::from(n - 1)];
    let color = if red { RED } else { INK };
    out.push_str(&glyph_path(numeral, 6.0, 4.0, 18.0, 14.0, color, 13.0));
    out.push_str(&glyph_path(glyphs::MAN, 5.0, 20.0, 20.0, 16.0, RED, 9.0));
}

/// A circle of the pin suit: coloured disc, white ring, coloured eye.
fn coin(out: &mut String, cx: f32, cy: f32, r: f32, color: &str) {
    out.push_str(&format!(
        "<circle cx=\"{x}\" cy=\"{y}\" r=\"{r0}\" fill=\"{color}\"/><circle cx=\"{x}\" cy=\"{y}\" r=\"{r1}\" fill=\"#fbf7ea\"/><circle cx=\"{x}\" cy=\"{y}\" r=\"{r2}\" fill=\"{color}\"/>",
        x = num(cx),
        y = num(cy),
        r0 = num(r),
        r1 = num(r * 0.64),
        r2 = num(r * 0.36),
    ));
}

fn pin(out: &mut String, n: u8, red: bool) {
    let (b, g, r) = if red {
        (RED, RED, RED)
    } else {
        (BLUE, GREEN, RED)
    };
    let coins: &[(f32, f32, f32, &str)] = match n {
        1 => {
            out.push_str(&format!(
                "<circle cx=\"15\" cy=\"20\" r=\"10.5\" fill=\"{g}\"/><circle cx=\"15\" cy=\"20\" r=\"8.6\" fill=\"#fbf7ea\"/>"
            ));
            for i in 0..8u8 {
                let a = f32::from(i) * std::f32::consts::FRAC_PI_4;
                coin(out, 15.0 + 6.4 * a.cos(), 20.0 + 6.4 * a.sin(), 1.5, b);
            }
            &[(15.0, 20.0, 3.8, r)]
        }
        2 => &[(15.0, 11.0, 6.0, g), (15.0, 29.0, 6.0, b)],
        3 => &[
            (8.5, 9.0, 5.0, b),
            (15.0, 20.0, 5.0, r),
            (21.5, 31.0, 5.0, g),
        ],
        4 => &[
            (9.0, 11.0, 5.2, b),
            (21.0, 11.0, 5.2, g),
            (9.0, 29.0, 5.2, g),
            (21.0, 29.0, 5.2, b),
        ],
        5 => &[
            (8.5, 9.5, 4.6, b),
            (21.5, 9.5, 4.6, g),
            (15.0, 20.0, 4.6, r),
            (8.5, 30.5, 4.6, g),
            (21.5, 30.5, 4.6, b),
        ],
        6 => &[
            (9.0, 8.5, 4.2, g),
            (21.0, 8.5, 4.2, g),
            (9.0, 21.0, 4.2, r),
            (21.0, 21.0, 4.2, r),
            (9.0, 31.5, 4.2, r),
            (21.0, 31.5, 4.2, r),
        ],
        7 => &[
            (7.5, 7.0, 3.6, g),
            (15.0, 10.0, 3.6, g),
            (22.5, 13.0, 3.6, g),
            (9.0, 23.0, 3.8, r),
            (21.0, 23.0, 3.8, r),
            (9.0, 32.5, 3.8, r),
            (21.0, 32.5, 3.8, r),
        ],
        8 => &[
            (9.0, 7.0, 3.8, b),
            (21.0, 7.0, 3.8, b),
            (9.0, 15.7, 3.8, b),
            (21.0, 15.7, 3.8, b),
            (9.0, 24.3, 3.8, b),
            (21.0, 24.3, 3.8, b),
            (9.0, 33.0, 3.8, b),
            (21.0, 33.0, 3.8, b),
        ],
        _ => &[
            (7.5, 9.0, 3.7, b),
            (15.0, 9.0, 3.7, b),
            (22.5, 9.0, 3.7, b),
            (7.5, 20.0, 3.7, r),
            (15.0, 20.0, 3.7, r),
            (22.5, 20.0, 3.7, r),
            (7.5, 31.0, 3.7, g),
            (15.0, 31.0, 3.7, g),
            (22.5, 31.0, 3.7, g),
        ],
    };
    for &(x, y, radius, color) in coins {
        coin(out, x, y, radius, color);
    }
}

/// A bamboo stick of the sou suit, centred at (`cx`, `cy`), `h` tall, tilted by `angle`
/// degrees.
fn stick(out: &mut String, cx: f32, cy: f32, h: f32, angle: f32, color: &str) {
    let w = 4.0;
    let (x, y) = (cx - w / 2.0, cy - h / 2.0);
    let rotate = if angle == 0.0 {
        String::new()
    } else {
        format!(
            " transform=\"rotate({} {} {})\"",
            num(angle),
            num(cx),
            num(cy)
        )
    };
    out.push_str(&format!(
        "<g{rotate}><rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" rx=\"1.5\" fill=\"{color}\"/><path d=\"M{x1} {cy}H{x2}M{cx} {y1}V{y2}\" stroke=\"#fbf7ea\" stroke-width=\"0.7\"/></g>",
        x = num(x),
        y = num(y),
        w = num(w),
        h = num(h),
        x1 = num(x),
        x2 = num(x + w),
        cx = num(cx),
        cy = num(cy),
        y1 = num(y + 1.2),
        y2 = num(y + h - 1.2),
    ));
}

fn sou(out: &mut String, n: u8, red: bool) {
    let (g, r) = if red { (RED, RED) } else { (GREEN, RED) };
    let sticks: &[(f32, f32, f32, f32, &str)] = match n {
        1 => {
            bird(out);
            &[]
        }
        2 => &[(15.0, 12.0, 11.0, 0.0, g), (15.0, 28.0, 11.0, 0.0, g)],
        3 => &[
            (15.0, 12.0, 11.0, 0.0, g),
            (9.0, 28.0, 11.0, 0.0, g),
            (21.0, 28.0, 11.0, 0.0, g),
        ],
        4 => &[
            (9.0, 12.0, 11.0, 0.0, g),
            (21.0, 12.0, 11.0, 0.0, g),
            (9.0, 28.0, 11.0, 0.0, g),
            (21.0, 28.0, 11.0, 0.0, g),
        ],
        5 => &[
            (8.0, 12.0, 11.0, 0.0, g),
            (22.0, 12.0, 11.0, 0.0, g),
            (15.0, 20.0, 11.0, 0.0, r),
            (8.0, 28.0, 11.0, 0.0, g),
            (22.0, 28.0, 11.0, 0.0, g),
        ],
        6 => &[
            (7.5, 12.0, 11.0, 0.0, g),
            (15.0, 12.0, 11.0, 0.0, g),
            (22.5, 12.0, 11.0, 0.0, g),
            (7.5, 28.0, 11.0, 0.0, g),
            (15.0, 28.0, 11.0, 0.0, g),
            (22.5, 28.0, 11.0, 0.0, g),
        ],
        7 => &[
            (15.0, 8.5, 9.0, 0.0, r),
            (7.5, 20.5, 9.0, 0.0, g),
            (15.0, 20.5, 9.0, 0.0, g),
            (22.5, 20.5, 9.0, 0.0, g),
            (7.5, 31.5, 9.0, 0.0, g),
            (15.0, 31.5, 9.0, 0.0, g),
            (22.5, 31.5, 9.0, 0.0, g),
        ],
        8 => &[
            (6.0, 12.0, 11.0, 0.0, g),
            (12.2, 12.0, 11.0, 22.0, g),
            (17.8, 12.0, 11.0, -22.0, g),
            (24.0, 12.0, 11.0, 0.0, g),
            (6.0, 28.0, 11.0, 0.0, g),
            (12.2, 28.0, 11.0, -22.0, g),
            (17.8, 28.0, 11.0, 22.0, g),
            (24.0, 28.0, 11.0, 0.0, g),
        ],
        _ => &[
            (7.5, 8.5, 9.0, 0.0, g),
            (15.0, 8.5, 9.0, 0.0, r),
            (22.5, 8.5, 9.0, 0.0, g),
            (7.5, 20.0, 9.0, 0.0, g),
            (15.0, 20.0, 9.0, 0.0, r),
            (22.5, 20.0, 9.0, 0.0, g),
            (7.5, 31.5, 9.0, 0.0, g),
            (15.0, 31.5, 9.0, 0.0, r),
            (22.5, 31.5, 9.0, 0.0, g),
        ],
    };
    for &(x, y, h, angle, color) in sticks {
        stick(out, x, y, h, angle, color);
    }
}

/// The bird (suzume) of the 1 sou.
fn bird(out: &mut String) {
    out.push_str(&format!(
        "<path d=\"M6 30C5 22 10 14 17 13C21 12.5 24 14 25 17L22 18C20 24 15 30 6 30Z\" fill=\"{GREEN}\"/>\
         <path d=\"M6 30L3 36L9 33L11 37L13 31Z\" fill=\"{BLUE}\"/>\
         <circle cx=\"21\" cy=\"13\" r=\"4\" fill=\"{GREEN}\"/>\
         <path d=\"M24.5 12L28 13.5L24.5 15Z\" fill=\"#d98b1f\"/>\
         <circle cx=\"22\" cy=\"12.2\" r=\"0.9\" fill=\"#fbf7ea\"/>\
         <path d=\"M19 9.5C19 6 21 4.5 23 4C22 6 22.5 7.5 23 9Z\" fill=\"{RED}\"/>\
         <path d=\"M10 24C13 23 16 20 18 17\" stroke=\"#fbf7ea\" stroke-width=\"0.8\" fill=\"none\"/>"
    ));
}

fn honor(out: &mut String, n: u8) {
    match glyphs::HONORS[usize::from(n - 1)] {
        Some(glyph) => {
            let color = match n {
                6 => GREEN,
                7 => RED,
                _ => INK,
            };
            out.push_str(&glyph_path(glyph, 4.5, 7.0, 21.0, 26.0, color, 10.0));
        }
        None => out.push_str(&format!(
            "<rect x=\"6\" y=\"7\" width=\"18\" height=\"26\" rx=\"1.5\" fill=\"none\" stroke=\"{BLUE}\" stroke-width=\"1.8\"/>\
             <rect x=\"8.6\" y=\"9.6\" width=\"12.8\" height=\"20.8\" rx=\"0.8\" fill=\"none\" stroke=\"{BLUE}\" stroke-width=\"0.7\"/>"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sprite_sheet_has_a_symbol_for_every_face_and_the_back() {
        let sheet = sprite_sheet();
        let faces: Vec<Tile> = Tile::all_faces().collect();
        assert_eq!(faces.len(), 37);
        for tile in faces {
            let id = format!("id=\"{}\"", symbol_id(tile));
            assert_eq!(sheet.matches(&id).count(), 1, "{id}");
        }
        assert!(sheet.contains(&format!("id=\"{BACK_ID}\"")));
    }

    #[test]
    fn red_fives_differ_from_plain_fives() {
        for suit in [Suit::Man, Suit::Pin, Suit::Sou] {
            let red = Tile::red_five(suit).map(face);
            let plain = crate::rules::TileKind::from_suit(suit, 5).map(|k| face(Tile::new(k)));
            assert_ne!(red, plain, "{suit:?}");
        }
    }

    #[test]
    fn artwork_uses_no_text_or_fonts() {
        let sheet = sprite_sheet();
        assert!(!sheet.contains("<text"));
        assert!(!sheet.contains("font"));
    }
}
