//! One meld on the table, laid as the controller's layout says: the called tile sideways
//! toward its source, a shouminkan's added tile stacked on it, an ankan's outer tiles face
//! down. Named for screen readers ("Pon of red dragons from the player opposite").

use leptos::prelude::*;

use super::context::use_table;
use super::tile_view::{TileBack, TileFace};
use rinshan::play::layout::LaidTile;
use rinshan::play::view::MeldShown;
use rinshan::text::meld_label;
use rinshan::text::phrases::added_tile;

/// One laid tile: upright, sideways, face down, or sideways with the added tile on top.
#[component]
fn Laid(laid: LaidTile) -> impl IntoView {
    let lang = use_table().settings.with_untracked(|s| s.lang);
    match (laid.tile, laid.stacked) {
        (None, _) => view! { <span class="laid"><TileBack/></span> }.into_any(),
        (Some(t), Some(top)) => view! {
            <span class="laid stack">
                <TileFace tile=top sideways=true label=added_tile(lang, top)/>
                <TileFace tile=t sideways=true/>
            </span>
        }
        .into_any(),
        (Some(t), None) => {
            let class = if laid.sideways { "laid turned" } else { "laid" };
            view! { <span class=class><TileFace tile=t sideways=laid.sideways/></span> }.into_any()
        }
    }
}

/// A meld.
#[component]
pub fn MeldView(
    /// The meld.
    meld: MeldShown,
) -> impl IntoView {
    let lang = use_table().settings.with_untracked(|s| s.lang);
    let label = meld_label(lang, meld.kind, &meld.faces, meld.from);
    let class = if meld.fresh { "meld fresh" } else { "meld" };
    view! {
        <span class=class role="group" aria-label=label data-kind=meld.kind.name()>
            {meld.tiles.into_iter().map(|laid| view! { <Laid laid=laid/> }).collect_view()}
        </span>
    }
}
