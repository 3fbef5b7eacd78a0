//! The app root: reads the seed from the page address, deals, and shows the table.

use leptos::prelude::*;

use super::gallery::TileGallery;
use super::table::Table;
use super::tile_view::TileSprites;
use crate::rules::{Deal, Ruleset, Seat, Seed};

/// The value of one query parameter of the page address (`?seed=…&view=…`).
fn address_param(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search)
        .ok()?
        .get(name)
}

/// A fresh seed when the address names none.
fn random_seed() -> Seed {
    let high = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let low = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    Seed((high << 32) | low)
}

/// The application: one table dealt from the address's seed (or a random one, shown so the
/// deal can be shared); `?view=tiles` shows the tile gallery instead.
#[component]
pub fn App() -> impl IntoView {
    if address_param("view").as_deref() == Some("tiles") {
        return view! {
            <TileSprites/>
            <header class="bar"><h1>"Rinshan tiles"</h1></header>
            <main class="tiles-page"><TileGallery/></main>
        }
        .into_any();
    }
    let seed = address_param("seed").map_or_else(random_seed, |text| Seed::from_text(&text));
    let rules = Ruleset::default();
    let deal = Deal::from_seed(seed, &rules, Seat::ALL[0]);
    view! {
        <TileSprites/>
        <header class="bar">
            <h1>"Rinshan"</h1>
            <p class="seed">
                "Seed " <a href=format!("?seed={}", seed.0) data-testid="seed">{seed.0.to_string()}</a>
                " · " {rules.name.clone()} " rules"
            </p>
        </header>
        <Table deal=deal me=Seat::ALL[0]/>
    }
    .into_any()
}
