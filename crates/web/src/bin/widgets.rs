//! The widgets' module (`rinshan-widgets.js`): the tutorial widgets' mount functions alone,
//! which the custom elements (`rinshan-elements.js`) load, built by
//! `www/build/post-build.mjs` next to the game. An embedding page with widgets downloads
//! this module and not the JavaScript API's functions (`rinshan.js`, which has both).

// Linked for its exports alone (nothing here names it).
extern crate rinshan_web;

fn main() {}
