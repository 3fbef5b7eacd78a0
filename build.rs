//! Writes the tile artwork's stylesheet (`OUT_DIR/tiles.css`, see `rinshan::art::TILE_CSS`)
//! from the sprite sheet, so the browser build carries it ready-made instead of writing it
//! when a page starts.

#[path = "src/art/strip.rs"]
mod strip;

fn main() {
    println!("cargo:rerun-if-changed=src/art/sheet.svg");
    println!("cargo:rerun-if-changed=src/art/strip.rs");
    let sheet = match std::fs::read_to_string("src/art/sheet.svg") {
        Ok(s) => s,
        Err(e) => panic!("src/art/sheet.svg: {e}"),
    };
    let out = match std::env::var("OUT_DIR") {
        Ok(d) => std::path::PathBuf::from(d).join("tiles.css"),
        Err(e) => panic!("OUT_DIR: {e}"),
    };
    if let Err(e) = std::fs::write(&out, strip::tile_css_from(&sheet)) {
        panic!("{}: {e}", out.display());
    }
}
