//! The Expert's binary (`rinshan-expert.js`, built by `www/build/post-build.mjs`): it runs
//! in the game page's worker and mounts nothing; its export is `think` (see
//! `rinshan_web::expert_api`).

fn main() {
    // Names the library's export, so that the linker keeps it (and wasm-bindgen finds its
    // description) although nothing here calls it.
    let _ = rinshan_web::expert_api::think;
    let _ = rinshan_web::phoenix_api::phoenix_think;
}
