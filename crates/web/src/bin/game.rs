//! The binary Trunk builds: it mounts the game on the game's page (whose body is marked
//! `data-rinshan-game`). Elsewhere — tutorial pages loading the custom elements, Node —
//! loading the module mounts nothing and touches no DOM.

fn main() {
    if rinshan_web::ui::page_marked("data-rinshan-game") {
        leptos::mount::mount_to_body(rinshan_web::ui::App);
    }
}
