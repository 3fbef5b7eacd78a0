//! The record viewer's binary (`rinshan-review.js`, built by `www/build/post-build.mjs`):
//! mounts the viewer on the review page (whose body is marked `data-rinshan-review`);
//! elsewhere (Node, other pages) it mounts nothing, and its exports are the records'
//! JavaScript API (see `rinshan_web::records_api`).

fn main() {
    if rinshan_web::ui::page_marked("data-rinshan-review") {
        leptos::mount::mount_to_body(rinshan_web::ui::viewer::ViewerPage);
    }
}
