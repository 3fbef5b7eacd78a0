//! The binary Trunk builds: it mounts the game on the game's page (whose body is marked
//! `data-rinshan-game`). Elsewhere (Node, other pages) loading the module mounts nothing
//! and touches no DOM. It exports nothing: tutorial widgets that play a scenario on
//! (`mode=play`) are played by the record viewer's module (its `mount_play`), which also
//! writes the game's hand results, so this first download carries neither.

use leptos::prelude::*;

fn main() {
    if rinshan_web::ui::page_marked("data-rinshan-game") {
        // In a task of its own: the module's instantiation (which ends with this call)
        // and the game's first build are two tasks, neither long on a slow phone.
        set_timeout(
            || leptos::mount::mount_to_body(rinshan_web::ui::App),
            std::time::Duration::ZERO,
        );
    }
}
