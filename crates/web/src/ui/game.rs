//! The game screen: the square table with the four sides and the centre, the player's
//! hand and calls below it, and a side panel with the narration, hints and settings.

use leptos::prelude::*;

use super::board::Board;
use super::call_prompt::CallPrompt;
use super::context::use_table;
use super::hand::PlayerHand;
use super::hints_panel::{BlockedWin, HintsPanel};
use super::narration::Narration;
use super::result::ResultPanel;
use super::settings_panel::SettingsPanel;
use super::shortcuts::Shortcuts;
use rinshan::text::{text, Msg};

/// The whole game screen; `panels` go into the side panel after the settings (the game's
/// page puts its past matches there; a tutorial's table has none).
#[component]
pub fn GameScreen(
    /// More panels for the side (the game page's past matches).
    #[prop(optional, into)]
    panels: Option<ViewFn>,
) -> impl IntoView {
    let table = use_table();
    // The language changes rarely: the screen is built anew when it does, so the words
    // inside need no reactive updates of their own.
    let lang_now = Memo::new(move |_| table.settings.with(|s| s.lang));
    // The side panel (narration, hints, settings, past matches, help) and the keyboard
    // shortcuts are built in a task of their own, just after the table and the hand: a
    // slow phone paints a playable hand sooner, and no task of the start is long.
    let side_ready = RwSignal::new(false);
    set_timeout(move || side_ready.set(true), std::time::Duration::ZERO);
    move || {
        let lang = lang_now.get();
        let panels = panels.clone();
        // Whose move it is, for tests and styles: "player", "computer", "hand-over",
        // "match-over".
        let status = move || {
            table.view.with(|v| {
                if v.standings.is_some() {
                    "match-over"
                } else if v.result.is_some() {
                    "hand-over"
                } else if v.prompt.is_some() {
                    "player"
                } else {
                    "computer"
                }
            })
        };
        view! {
        <div class="game" data-status=status>
            <main class="play">
                <Board label=text(lang, Msg::Table)/>
                <div class="action-bar">
                    <BlockedWin/>
                    <p class="message" role="status" aria-live="polite" data-testid="message">
                        {move || table.message.get()}
                    </p>
                    <CallPrompt/>
                </div>
                <PlayerHand/>
                <ResultPanel/>
            </main>
            <aside class="side">
                {move || side_ready.get().then(|| view! {
                    <Narration/>
                    <HintsPanel/>
                    <SettingsPanel/>
                    {panels.as_ref().map(ViewFn::run)}
                    <button class="help-button" aria-keyshortcuts="?" on:click=move |_| table.help_open.set(true)>
                        {text(lang, Msg::Help)} " " <kbd>"?"</kbd>
                    </button>
                })}
            </aside>
            {move || side_ready.get().then(|| view! { <Shortcuts/> })}
        </div>
        }
    }
}
