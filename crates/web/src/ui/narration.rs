//! What just happened, in words, read out politely: each action's events — a discard, a
//! call, a kan laid down, the replacement tile drawn from the dead wall, the kan dora
//! turned over, the live wall's last tile moving to the dead wall, a win. The kan's steps
//! appear one after another (and animate on the table in the same order).

use leptos::prelude::*;

use super::context::use_table;
use rinshan::engine::Event;
use rinshan::play::text::{meld_word, Lang, Side};
use rinshan::rules::{MeldKind, Seat};

fn who(seats: &[rinshan::play::view::SeatShown; 4], seat: Seat, lang: Lang) -> String {
    Side::of_seat(seats, seat).title(lang)
}

/// The sentences for a step's events.
pub fn sentences(
    events: &[Event],
    seats: &[rinshan::play::view::SeatShown; 4],
    lang: Lang,
) -> Vec<String> {
    let mut out = Vec::new();
    for e in events {
        match e {
            Event::Discarded {
                seat,
                tile,
                riichi,
                tsumogiri,
            } => out.push(format!(
                "{} {} {}{}",
                who(seats, *seat, lang),
                if *riichi {
                    "declared riichi, discarding"
                } else {
                    "discarded"
                },
                tile.name(),
                if *tsumogiri { " (tsumogiri)" } else { "" }
            )),
            Event::Called { seat, meld } | Event::Kan { seat, meld } => {
                out.push(format!(
                    "{}: {} of {}",
                    who(seats, *seat, lang),
                    meld_word(lang, meld.kind()),
                    meld.first_kind().name()
                ));
                if meld.kind().is_kan()
                    && matches!(e, Event::Kan { .. })
                    && meld.kind() == MeldKind::Shouminkan
                {
                    out.push("Others may rob the added tile (chankan)".into());
                }
            }
            Event::Drew {
                seat,
                rinshan: true,
                ..
            } => {
                out.push(format!(
                    "{} drew the replacement tile from the dead wall",
                    who(seats, *seat, lang)
                ));
                out.push("The live wall's last tile moved to the dead wall (14 tiles)".into());
            }
            Event::DoraRevealed { indicator } => {
                out.push(format!("New dora indicator: {}", indicator.name()))
            }
            Event::RiichiAccepted { seat } => {
                out.push(format!("{}: riichi stick placed", who(seats, *seat, lang)))
            }
            Event::Won {
                seat, from, tile, ..
            } => out.push(match from {
                Some(f) => format!(
                    "{}: Ron on {} from {}",
                    who(seats, *seat, lang),
                    tile.name(),
                    Side::of_seat(seats, *f).who(lang)
                ),
                None => format!("{}: Tsumo on {}", who(seats, *seat, lang), tile.name()),
            }),
            Event::ExhaustiveDraw { .. } => out.push("The wall is empty: exhaustive draw".into()),
            Event::AbortiveDraw { reason } => out.push(format!(
                "Abortive draw: {}",
                rinshan::play::text::abort_word(lang, *reason)
            )),
            _ => {}
        }
    }
    out
}

/// The narration line.
#[component]
pub fn Narration() -> impl IntoView {
    let table = use_table();
    let lines = Memo::new(move |_| {
        let lang = table.settings.with(|s| s.lang);
        table.view.with(|v| sentences(&v.latest, &v.seats, lang))
    });
    view! {
        <ol class="narration" aria-live="polite" data-testid="narration">
            {move || lines.get().into_iter().enumerate().map(|(i, l)| {
                view! { <li style=format!("--step: {i}")>{l}</li> }
            }).collect_view()}
        </ol>
    }
}
