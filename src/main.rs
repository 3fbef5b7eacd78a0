//! The binary Trunk builds: it mounts the game on the game's page (whose body is marked
//! `data-rinshan-game`). Elsewhere — tutorial pages loading the custom elements, Node —
//! loading the module mounts nothing and touches no DOM.

fn main() {
    let game_page = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
        .is_some_and(|b| b.has_attribute("data-rinshan-game"));
    if game_page {
        leptos::mount::mount_to_body(rinshan::ui::App);
    }
}
