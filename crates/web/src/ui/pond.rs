//! A pond: discards in rows of six (the third running long), in order, tsumogiri dimmed,
//! the riichi tile sideways, the last discard on the table marked.

use leptos::prelude::*;

use super::tile_view::TileFace;
use rinshan::play::layout::PondSpot;

fn spot_label(s: &PondSpot) -> String {
    let mut label = s.tile.name();
    if s.sideways {
        label.push_str(", riichi");
    }
    if s.tsumogiri {
        label.push_str(", tsumogiri");
    }
    if s.last {
        label.push_str(", last discard");
    }
    label
}

/// One seat's pond.
#[component]
pub fn Pond(
    /// The rows.
    rows: Vec<Vec<PondSpot>>,
    /// Whose pond, for its name.
    owner: String,
) -> impl IntoView {
    view! {
        <div class="pond" role="group" aria-label=format!("Discards of {owner}")>
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
                                        <TileFace tile=s.tile sideways=s.sideways label=spot_label(&s)/>
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
