//! Brush-stroke glyphs for the characters printed on tiles, drawn by hand for Rinshan as
//! centre lines on a 100 × 100 grid. They are rendered as thick round-capped strokes, so
//! the tiles need no font at all and look the same on every machine.

/// A glyph: strokes, each a polyline of grid points.
pub type Glyph = &'static [&'static [(u8, u8)]];

/// 一 (1)
pub const ICHI: Glyph = &[&[(10, 52), (90, 48)]];
/// 二 (2)
pub const NI: Glyph = &[&[(22, 30), (78, 28)], &[(8, 74), (92, 72)]];
/// 三 (3)
pub const SAN: Glyph = &[
    &[(20, 16), (80, 14)],
    &[(28, 49), (72, 48)],
    &[(6, 86), (94, 84)],
];
/// 四 (4)
pub const YON: Glyph = &[
    &[(12, 16), (12, 88)],
    &[(12, 16), (88, 16), (88, 88)],
    &[(12, 88), (88, 88)],
    &[(38, 16), (36, 48), (24, 66)],
    &[(62, 16), (62, 58), (70, 64), (88, 64)],
];
/// 五 (5)
pub const GO: Glyph = &[
    &[(14, 12), (86, 12)],
    &[(48, 12), (40, 86)],
    &[(20, 46), (78, 46), (74, 86)],
    &[(4, 88), (96, 88)],
];
/// 六 (6)
pub const ROKU: Glyph = &[
    &[(44, 6), (56, 20)],
    &[(6, 36), (94, 36)],
    &[(36, 54), (14, 90)],
    &[(62, 54), (86, 88)],
];
/// 七 (7)
pub const NANA: Glyph = &[
    &[(6, 46), (94, 36)],
    &[(40, 6), (40, 80), (48, 90), (90, 90), (92, 76)],
];
/// 八 (8)
pub const HACHI: Glyph = &[
    &[(40, 18), (34, 56), (6, 88)],
    &[(58, 16), (64, 52), (94, 88)],
];
/// 九 (9)
pub const KYUU: Glyph = &[
    &[(42, 6), (40, 50), (10, 90)],
    &[(14, 32), (66, 32), (64, 80), (72, 90), (94, 90), (94, 74)],
];
/// 萬 (man, ten thousand)
pub const MAN: Glyph = &[
    &[(6, 12), (94, 12)],
    &[(32, 2), (32, 24)],
    &[(68, 2), (68, 24)],
    &[(22, 32), (22, 56)],
    &[(22, 32), (78, 32), (78, 56)],
    &[(22, 44), (78, 44)],
    &[(22, 56), (78, 56)],
    &[(50, 32), (50, 66)],
    &[(12, 66), (12, 98)],
    &[(12, 66), (88, 66), (88, 92), (78, 98)],
    &[(46, 72), (32, 88), (64, 86)],
    &[(58, 78), (68, 90)],
];
/// 東 (East)
pub const TON: Glyph = &[
    &[(8, 20), (92, 20)],
    &[(22, 32), (22, 64)],
    &[(22, 32), (78, 32), (78, 64)],
    &[(22, 48), (78, 48)],
    &[(22, 64), (78, 64)],
    &[(50, 4), (50, 98)],
    &[(46, 66), (10, 94)],
    &[(54, 66), (92, 94)],
];
/// 南 (South)
pub const NAN: Glyph = &[
    &[(8, 16), (92, 16)],
    &[(50, 2), (50, 30)],
    &[(16, 32), (16, 98)],
    &[(16, 32), (84, 32), (84, 90), (72, 98)],
    &[(34, 42), (42, 54)],
    &[(66, 42), (58, 54)],
    &[(30, 60), (70, 60)],
    &[(26, 76), (74, 76)],
    &[(50, 60), (50, 98)],
];
/// 西 (West)
pub const SHAA: Glyph = &[
    &[(6, 10), (94, 10)],
    &[(14, 32), (14, 94)],
    &[(14, 32), (86, 32), (86, 94)],
    &[(14, 94), (86, 94)],
    &[(40, 10), (40, 52), (24, 72)],
    &[(60, 10), (60, 66), (66, 74), (86, 74)],
];
/// 北 (North)
pub const PEI: Glyph = &[
    &[(36, 6), (36, 94)],
    &[(6, 40), (36, 40)],
    &[(6, 84), (36, 66)],
    &[(64, 6), (64, 84), (70, 94), (94, 94), (94, 78)],
    &[(94, 30), (64, 52)],
];
/// 發 (green dragon)
pub const HATSU: Glyph = &[
    &[(8, 30), (32, 6)],
    &[(18, 12), (40, 14)],
    &[(24, 22), (42, 34)],
    &[(56, 6), (94, 34)],
    &[(58, 20), (80, 12)],
    &[
        (12, 44),
        (40, 44),
        (38, 58),
        (14, 58),
        (12, 74),
        (40, 74),
        (38, 96),
        (28, 92),
    ],
    &[(60, 42), (60, 54), (52, 62)],
    &[(60, 42), (82, 42), (82, 56), (92, 56)],
    &[(54, 68), (88, 68), (60, 96)],
    &[(64, 76), (92, 96)],
];
/// 中 (red dragon)
pub const CHUN: Glyph = &[
    &[(16, 28), (16, 72)],
    &[(16, 28), (84, 28), (84, 72)],
    &[(16, 72), (84, 72)],
    &[(50, 2), (50, 98)],
];

/// The numeral glyphs 一 to 九, indexed by number − 1.
pub const NUMERALS: [Glyph; 9] = [ICHI, NI, SAN, YON, GO, ROKU, NANA, HACHI, KYUU];

/// The glyph of each honour in kind order: East, South, West, North, (white: none),
/// green, red.
pub const HONORS: [Option<Glyph>; 7] = [
    Some(TON),
    Some(NAN),
    Some(SHAA),
    Some(PEI),
    None,
    Some(HATSU),
    Some(CHUN),
];

/// Renders `glyph` as one SVG path fitted into the box at (`x`, `y`) of size `w` × `h`,
/// stroked with `color`; `weight` is the stroke width in grid units (of 100).
pub fn glyph_path(
    glyph: Glyph,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    color: &str,
    weight: f32,
) -> String {
    let sx = w / 100.0;
    let sy = h / 100.0;
    let mut d = String::new();
    for stroke in glyph {
        for (i, &(px, py)) in stroke.iter().enumerate() {
            let cmd = if i == 0 { 'M' } else { 'L' };
            d.push_str(&format!(
                "{cmd}{} {}",
                num(x + f32::from(px) * sx),
                num(y + f32::from(py) * sy)
            ));
        }
    }
    format!(
        "<path d=\"{d}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
        num(weight * sx.min(sy))
    )
}

/// Formats a coordinate with at most two decimals and no trailing zeros, to keep the
/// markup small.
pub fn num(v: f32) -> String {
    let s = format!("{:.2}", v);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}
