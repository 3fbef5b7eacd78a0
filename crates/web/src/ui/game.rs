//! The game screen: the square table with the four sides and the centre, the player's
//! hand and calls below it, and a side panel with the narration, hints and settings.

use leptos::prelude::*;

use super::board::Board;
use super::call_prompt::CallPrompt;
use super::context::use_table;
use super::hand::PlayerHand;
use super::hints_panel::{BlockedWin, HintsPanel};
use super::later::Later;
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
    // The start is built in four tasks, so that none is long on a slow phone and the
    // hand is playable first: the hand, the call prompt and the results; then the board's
    // sides and centre (see `Board`'s `deferred`); then the narration and hints; then the
    // settings, past matches, help and the keyboard shortcuts.
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
        // The play speed, for the stylesheet: nothing moves at the instant speed.
        let speed = move || table.settings.with(|s| s.speed.name());
        view! {
        <div class="game" data-status=status node_ref=table.root data-speed=speed>
            <main class="play">
                <Board label=text(lang, Msg::Table) deferred=true/>
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
                <Later tasks=2>
                    <Narration/>
                    <HintsPanel/>
                </Later>
                <Later tasks=3>
                    <SettingsPanel/>
                    {panels.as_ref().map(ViewFn::run)}
                    <button class="help-button" aria-keyshortcuts="?" on:click=move |_| table.help_open.set(true)>
                        {text(lang, Msg::Help)} " " <kbd>"?"</kbd>
                    </button>
                </Later>
            </aside>
            <Later tasks=3><Shortcuts/></Later>
        </div>
        }
    }
}
