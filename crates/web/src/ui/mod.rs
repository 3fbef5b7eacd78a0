//! The leptos component tree: renders what the table controller ([`rinshan::play`]) says
//! and sends the player's choices back. It never decides a rule itself.

pub mod app;
pub mod board;
pub mod call_prompt;
pub mod centre;
#[cfg(feature = "review")]
pub mod coach_panel;
pub mod context;
pub mod cues;
pub mod expert;
pub mod game;
pub mod hand;
pub mod hints_panel;
pub mod history_panel;
pub mod json_scenario;
pub mod later;
pub mod meld;
pub mod narration;

pub mod record_panel;
pub mod records_module;
pub mod result;
pub mod save_notice;
pub mod saved;
pub mod seat;
pub mod settings_panel;
pub mod shortcuts;
pub mod tile_view;
pub mod tutorial;
#[cfg(feature = "review")]
pub mod viewer;

pub use app::App;

/// True on a page whose body carries `attribute` (`data-rinshan-game`,
/// `data-rinshan-review`): the binaries mount their view only there, so loading a module
/// elsewhere (another page, Node) touches no DOM.
pub fn page_marked(attribute: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
        .is_some_and(|b| b.has_attribute(attribute))
}
