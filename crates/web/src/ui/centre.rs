//! The centre of the table: the round, honba and riichi sticks, the live wall's tiles left
//! (a number and a shrinking bar), and the dead wall (14 tiles while it is replenished)
//! with its dora indicators, the replacement tiles taken by kans and the tiles moved in
//! from the live wall. Display only: written as HTML by `rinshan-html`.

use leptos::prelude::*;

use super::context::use_table;
use rinshan::text::{text, Msg};
use rinshan_html::board::centre;
use rinshan_html::Html;

/// The centre box.
#[component]
pub fn Centre() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let markup = Memo::new(move |_| {
        let mut h = Html::new();
        table.view.with(|v| centre(&mut h, lang, v));
        h.into_string()
    });
    view! { <section class="centre" aria-label=text(lang, Msg::Wall) inner_html=markup></section> }
}
