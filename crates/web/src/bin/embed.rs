//! The embedding module (`rinshan.js`): the JavaScript API and the tutorial widgets'
//! mount functions, built by `www/build/post-build.mjs` next to the game. Loading it mounts
//! nothing; pages call its exports (see `rinshan_web::api`).

// Linked for its exports alone (nothing here names it).
extern crate rinshan_web;

fn main() {}
