//! The binary Trunk builds: it only mounts the app.

fn main() {
    leptos::mount::mount_to_body(rinshan::ui::App);
}
