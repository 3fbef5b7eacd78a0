//! The friends page's binary (`rinshan-friends.js`, built by `www/build/post-build.mjs`):
//! mounts the friends page on `friends.html` (whose body is marked `data-rinshan-friends`);
//! elsewhere it mounts nothing.

fn main() {
    if rinshan_web::ui::page_marked("data-rinshan-friends") {
        leptos::mount::mount_to_body(rinshan_web::friends::app::FriendsApp);
        // The shanten tables in slices of idle time (the table's hints and results).
        leptos::prelude::set_timeout(
            rinshan_web::ui::later::prepare_tables,
            std::time::Duration::ZERO,
        );
    }
}
