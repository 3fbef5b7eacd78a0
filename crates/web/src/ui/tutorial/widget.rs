//! A scenario widget: reads the scenario (the notation, or JSON), checks that its table
//! can exist, and shows it in its mode — or, for a scenario that cannot be read, says why
//! in place of the widget.

use leptos::prelude::*;

use super::ask::AskWidget;
use super::play_slot::PlaySlot;
use super::show::ShowWidget;
use crate::ui::tile_view::TileArt;
use rinshan::play::{Mode, Scenario, Settings};
use rinshan::text::phrases::scenario_error;

/// Reads a scenario (the notation or JSON) and checks that its table can exist.
pub fn read_scenario(text: &str) -> Result<Scenario, String> {
    let setup = crate::ui::json_scenario::read_scenario_text(text)?;
    setup.build().map_err(|e| e.to_string())?;
    Ok(setup)
}

/// The whole widget for one scenario text.
#[component]
pub fn ScenarioWidget(
    /// The scenario as written in the page.
    text: String,
) -> impl IntoView {
    let setup = match read_scenario(&text) {
        Ok(s) => s,
        Err(e) => {
            return view! {
                <div class="widget broken">
                    <p class="scenario-error" role="alert" data-testid="scenario-error">
                        {scenario_error(Settings::default().lang, &e)}
                    </p>
                </div>
            }
            .into_any()
        }
    };
    let title = setup
        .title
        .clone()
        .map(|t| view! { <h2 class="widget-title">{t}</h2> });
    let question = setup
        .question
        .clone()
        .map(|q| view! { <p class="question">{q}</p> });
    let explain = (setup.mode != rinshan::play::Mode::Ask)
        .then(|| setup.explain.clone())
        .flatten()
        .map(|e| view! { <p class="explain">{e}</p> });
    let body = match setup.mode {
        Mode::Show => view! { <ShowWidget setup=setup.clone() presets=Vec::new()/> }.into_any(),
        Mode::Compare => {
            view! { <ShowWidget setup=setup.clone() presets=setup.compare.clone()/> }.into_any()
        }
        Mode::Ask => view! { <AskWidget setup=setup.clone()/> }.into_any(),
        // Played by the game's own module, loaded on demand (see `play_slot`).
        Mode::Play => view! { <PlaySlot scenario=text.clone()/> }.into_any(),
    };
    view! {
        <div class="widget" data-mode=setup.mode.name()>
            <TileArt/>
            {title}
            {question}
            {body}
            {explain}
        </div>
    }
    .into_any()
}
