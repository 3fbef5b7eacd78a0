//! The record viewer's binary (`rinshan-review.js`, built by `www/build/post-build.mjs`):
//! mounts the viewer on the review page (whose body is marked `data-rinshan-review`);
//! elsewhere (Node, other pages) it mounts nothing, and its exports are the records'
//! JavaScript API (see `rinshan_web::records_api`), which the game's page asks for what
//! it shows at a hand's or a match's end, and `mount_play`, which plays a scenario on
//! against the computer inside a tutorial widget (`mode=play`): the widget needs the
//! whole game, which neither the embedding module nor the game's first download carries
//! for it, and the hand's result, which this module writes.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use rinshan::play::{Controller, Settings};
use rinshan_web::ui::context::TableContext;
use rinshan_web::ui::game::GameScreen;

fn main() {
    if rinshan_web::ui::page_marked("data-rinshan-review") {
        leptos::mount::mount_to_body(rinshan_web::ui::viewer::ViewerPage);
    }
    // The shanten tables in slices of idle time, on any page that loads this module (not
    // in Node): the viewer's coach reads every decision by shanten, and the game's page,
    // which loads the module while the player plays, asks it for the hand's result at the
    // hand's end, where building them at once was a long task of 220-380 ms at a 4x CPU
    // throttle (benches/browser/perf.mjs).
    if web_sys::window().is_some() {
        leptos::prelude::set_timeout(
            rinshan_web::ui::later::prepare_tables,
            std::time::Duration::ZERO,
        );
    }
}

/// A game mounted in a widget; `free()` it to unmount.
#[wasm_bindgen]
pub struct PlayMounted {
    _handle: Box<dyn std::any::Any>,
}

/// Plays `scenario` (the notation or JSON) on against the computer players inside `el`,
/// its words in `lang` (a language tag, the widget's; English without); a scenario that
/// cannot be played is said in words in its place.
#[wasm_bindgen]
pub fn mount_play(el: web_sys::HtmlElement, scenario: String, lang: Option<String>) -> PlayMounted {
    let settings = Settings {
        lang: rinshan::text::Lang::from_tag(lang.as_deref().unwrap_or("en")),
        ..Settings::default()
    };
    let handle = leptos::mount::mount_to(el, move || {
        let played =
            rinshan_web::ui::json_scenario::read_scenario_text(&scenario).and_then(|setup| {
                Controller::from_scenario(settings.clone(), &setup).map_err(|e| e.to_string())
            });
        match played {
            Ok(ctrl) => {
                TableContext::provide(ctrl);
                view! { <GameScreen/> }.into_any()
            }
            Err(e) => view! { <p class="scenario-error" role="alert">{e}</p> }.into_any(),
        }
    });
    PlayMounted {
        _handle: Box::new(handle),
    }
}
