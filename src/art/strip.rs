//! The tile artwork as a stylesheet, written from the sprite sheet by the build script
//! (`build.rs` includes this file) so that pages carry the stylesheet ready-made; the
//! library includes it too, to test that what was built is what the sheet makes.

/// The stylesheet for the sheet's symbols: see [`super::TILE_CSS`].
///
/// The strip is stretched to the background's size (`preserveAspectRatio='none'`), not
/// fitted and centred in it (SVG's default, `xMidYMid meet`): Firefox and WebKit snap a
/// background's size to whole device pixels, so a tile 27.72 px high gets a strip 27 or
/// 28 px high, whose ratio then differs from the viewBox's; fitted, the whole strip of
/// 38 faces was scaled down and centred, which moved each face sideways in its tile by
/// up to a fifth of a tile (a sliver of the next face showing, a dead wall's back drawn
/// as a thin bar). Stretched, face `i` always fills `i / 38` to `(i + 1) / 38` of the
/// strip, whatever the rounding.
pub fn tile_css_from(sheet: &str) -> String {
    let mut faces: Vec<(&str, &str)> = Vec::new();
    let mut rest = sheet;
    while let Some(start) = rest.find("<symbol id=\"") {
        rest = &rest[start + "<symbol id=\"".len()..];
        let Some(id_end) = rest.find('"') else { break };
        let id = &rest[..id_end];
        let Some(body_start) = rest.find('>') else {
            break;
        };
        let Some(body_end) = rest.find("</symbol>") else {
            break;
        };
        faces.push((id, &rest[body_start + 1..body_end]));
        rest = &rest[body_end..];
    }
    let n = faces.len().max(1);
    let mut css = String::with_capacity(sheet.len() + 4096);
    for (i, (id, _)) in faces.iter().enumerate() {
        if i > 0 {
            css.push(',');
        }
        css.push('.');
        css.push_str(id);
    }
    css.push_str(&format!(
        "{{background-size:{}% 100%;background-image:url(\"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {} 40' preserveAspectRatio='none'>",
        n * 100,
        n * 30
    ));
    for (i, (_, body)) in faces.iter().enumerate() {
        css.push_str(&format!("<g transform='translate({} 0)'>", i * 30));
        for c in body.chars() {
            match c {
                '"' => css.push('\''),
                '#' => css.push_str("%23"),
                c => css.push(c),
            }
        }
        css.push_str("</g>");
    }
    css.push_str("</svg>\")}\n");
    for (i, (id, _)) in faces.iter().enumerate() {
        let at = if n > 1 { i * 100 / (n - 1) } else { 0 };
        let frac = if n > 1 {
            (i * 100 % (n - 1)) * 1000 / (n - 1)
        } else {
            0
        };
        css.push_str(&format!(".{id}{{background-position:{at}.{frac:03}% 0}}\n"));
    }
    css
}
