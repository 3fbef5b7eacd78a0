//! A row of melds laid as the controller's layout says: the called tile sideways toward its
//! source, a shouminkan's added tile stacked on it, an ankan's outer tiles face down;
//! each named for screen readers ("Pon of red dragons from the player opposite"). Display
//! only: written as HTML by `rinshan-html`.

use leptos::prelude::*;

use super::context::use_table;
use rinshan::play::view::MeldShown;
use rinshan_html::board::melds;
use rinshan_html::Html;

/// Melds in a group with the class `class` and the accessible name `label`.
pub fn melds_markup(
    lang: rinshan::text::Lang,
    list: &[MeldShown],
    kita: u8,
    class: &str,
    label: &str,
) -> String {
    let mut h = Html::new();
    melds(&mut h, lang, list, kita, class, label);
    h.into_string()
}

/// The player's melds, beside the hand.
#[component]
pub fn MyMelds() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let mine = Memo::new(move |_| {
        table
            .view
            .with(|v| (v.seats[0].melds.clone(), v.seats[0].kita))
    });
    let markup = move || {
        mine.with(|(m, kita)| {
            let label = rinshan::text::text(lang, rinshan::text::Msg::YourMelds);
            melds_markup(lang, m, *kita, "my-melds", label)
        })
    };
    view! { <div class="my-melds-slot" inner_html=markup></div> }
}
