//! What just happened, in words, read out politely: each action's events, told from the
//! player's seat by the text module's narration. The kan's steps appear one after another
//! (and animate on the table in the same order).

use leptos::prelude::*;

use super::context::use_table;
use rinshan::text::{narrate, text, DeadWallNow, Msg, Viewer};

/// The narration line.
#[component]
pub fn Narration() -> impl IntoView {
    let table = use_table();
    let lines = Memo::new(move |_| {
        let lang = table.settings.with(|s| s.lang);
        table.view.with(|v| {
            let me = v.seats[0].seat;
            let dead = DeadWallNow {
                rule: v.dead_rule,
                size: v.dead_size,
            };
            // The computer players by their names where they have them (the game), else
            // by where they sit (tutorials).
            let mut names: [String; 4] = Default::default();
            for s in &v.seats {
                names[s.seat.index()] = s.name.clone();
            }
            let lines = narrate(lang, &v.latest, Viewer::Named(me, &names, v.players), dead);
            // The player's own draw is not told (nobody else sees it): rather than an
            // empty box, the line says whose move it is.
            let discard = v.prompt.as_ref().is_some_and(|p| !p.tiles.is_empty());
            if lines.is_empty() && discard {
                vec![text(lang, Msg::YourDiscard).to_string()]
            } else {
                lines
            }
        })
    });
    let markup = move || {
        let mut h = rinshan_html::Html::new();
        lines.with(|l| rinshan_html::panels::narration(&mut h, l));
        h.into_string()
    };
    view! { <ol class="narration" aria-live="polite" data-testid="narration" inner_html=markup></ol> }
}
