//! The binary Trunk builds: it mounts the game on the game's page (whose body is marked
//! `data-rinshan-game`). Elsewhere — tutorial pages loading the custom elements, Node —
//! loading the module mounts nothing and touches no DOM. Its one export, `mount_play`,
//! plays a scenario on against the computer inside a tutorial widget (`mode=play`), so the
//! embedding module need not carry the game.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use rinshan::play::{Controller, Settings};
use rinshan_web::ui::context::TableContext;
use rinshan_web::ui::game::GameScreen;

fn main() {
    if rinshan_web::ui::page_marked("data-rinshan-game") {
        // In a task of its own: the module's instantiation (which ends with this call)
        // and the game's first build are two tasks, neither long on a slow phone.
        set_timeout(
            || leptos::mount::mount_to_body(rinshan_web::ui::App),
            std::time::Duration::ZERO,
        );
    }
}

/// A game mounted in a widget; `free()` it to unmount.
#[wasm_bindgen]
pub struct PlayMounted {
    _handle: Box<dyn std::any::Any>,
}

/// Plays `scenario` (the notation or JSON) on against the computer players inside `el`;
/// a scenario that cannot be played is said in words in its place.
#[wasm_bindgen]
pub fn mount_play(el: web_sys::HtmlElement, scenario: String) -> PlayMounted {
    let handle = leptos::mount::mount_to(el, move || {
        let played =
            rinshan_web::ui::json_scenario::read_scenario_text(&scenario).and_then(|setup| {
                Controller::from_scenario(Settings::default(), &setup).map_err(|e| e.to_string())
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
