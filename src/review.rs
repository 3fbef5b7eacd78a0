//! The record viewer's binary (`rinshan-review.js`, built by `www/build/post-build.sh`):
//! mounts the viewer on the review page (whose body is marked `data-rinshan-review`);
//! elsewhere (Node, other pages) it mounts nothing, and its exports are the records'
//! JavaScript API (see `rinshan::review_api`).

fn main() {
    let review_page = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
        .is_some_and(|b| b.has_attribute("data-rinshan-review"));
    if review_page {
        leptos::mount::mount_to_body(rinshan::ui::review::ReviewPage);
    }
}
