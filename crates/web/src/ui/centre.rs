//! The centre of the table: the round, honba and riichi sticks, the live wall's tiles left
//! (a number and a shrinking bar), and the dead wall (14 tiles while it is replenished)
//! with its dora indicators, the replacement tiles taken by kans and the tiles moved in
//! from the live wall. Display only: written as HTML by `rinshan-html`.

use leptos::prelude::*;

use super::context::use_table;
use rinshan::play::TableView;
use rinshan::text::{text, Lang, Msg};
use rinshan_html::board::{centre_counts, dead_wall};
use rinshan_html::Html;

/// The centre box.
#[component]
pub fn Centre() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    // The counts change with every draw, the dead wall only with a kan or a new hand:
    // each is rewritten only when its own markup changes.
    let part = move |write: fn(&mut Html, Lang, &TableView)| {
        Memo::new(move |_| {
            let mut h = Html::new();
            table.view.with(|v| write(&mut h, lang, v));
            h.into_string()
        })
    };
    let counts = part(centre_counts);
    let dead = part(dead_wall);
    view! {
        <section class="centre" aria-label=text(lang, Msg::Wall)>
            <div class="part" inner_html=counts></div>
            <div class="part" inner_html=dead></div>
        </section>
    }
}
