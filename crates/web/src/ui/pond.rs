//! A pond: discards in rows of six (the third running long), in order, tsumogiri dimmed,
//! the riichi tile sideways, the last discard on the table marked.

use leptos::prelude::*;

use super::context::use_table;
use super::tile_view::TileFace;
use rinshan::play::layout::PondSpot;
use rinshan::text::actions::pond_tile_label;
use rinshan::text::phrases::pond_label;

/// One seat's pond.
#[component]
pub fn Pond(
    /// The rows.
    rows: Vec<Vec<PondSpot>>,
    /// Whose pond, for its name.
    owner: String,
) -> impl IntoView {
    let lang = use_table().settings.with_untracked(|s| s.lang);
    view! {
        <div class="pond" role="group" aria-label=pond_label(lang, &owner)>
            {rows
                .into_iter()
                .map(|row| view! {
                    <div class="pond-row">
                        {row
                            .into_iter()
                            .map(|s| {
                                let mut class = String::from("discard");
                                if s.tsumogiri { class.push_str(" tsumogiri"); }
                                if s.last { class.push_str(" last"); }
                                if s.sideways { class.push_str(" turned"); }
                                view! {
                                    <span class=class>
                                        <TileFace tile=s.tile sideways=s.sideways label=pond_tile_label(lang, s.tile, s.sideways, s.tsumogiri, s.last)/>
                                    </span>
                                }
                            })
                            .collect_view()}
                    </div>
                })
                .collect_view()}
        </div>
    }
}
