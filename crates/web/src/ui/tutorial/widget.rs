//! A scenario widget: reads the scenario (the notation, or JSON), checks that its table
//! can exist, and shows it in its mode, in the page's language, with the parts of the
//! table its author chose — or, for a scenario that cannot be read, says why in place of
//! the widget.

use leptos::prelude::*;

use super::ask::AskWidget;
use super::play_slot::PlaySlot;
use super::show::ShowWidget;
use crate::ui::tile_view::TileArt;
use rinshan::play::{Mode, Scenario, Settings};
use rinshan::text::phrases::scenario_error;
use rinshan::text::Lang;
use rinshan_html::parts::Parts;

/// How a widget looks: its language and the parts of the table it shows. Provided by
/// [`ScenarioWidget`] to everything inside it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// The language of every word (the page's `lang`, or the element's).
    pub lang: Lang,
    /// What of the table is shown.
    pub parts: Parts,
}

impl Look {
    /// The widget's look (the default outside a widget).
    pub fn get() -> Look {
        use_context::<Look>().unwrap_or_default()
    }

    /// Settings for the widget's tables: the defaults, in the widget's language.
    pub fn settings(self) -> Settings {
        Settings {
            lang: self.lang,
            ..Settings::default()
        }
    }
}

/// Reads a scenario (the notation or JSON) and checks that its table can exist.
pub fn read_scenario(text: &str) -> Result<Scenario, String> {
    let setup = crate::ui::json_scenario::read_scenario_text(text)?;
    setup.build().map_err(|e| e.to_string())?;
    Ok(setup)
}

/// The whole widget for one scenario text, in `lang`, showing the parts `show` and
/// `seats` name (see [`Parts::parse`]).
#[component]
pub fn ScenarioWidget(
    /// The scenario as written in the page.
    text: String,
    /// The language.
    lang: Lang,
    /// The `show` attribute: the parts of the table shown.
    show: String,
    /// The `seats` attribute: the seats taking part.
    seats: String,
) -> impl IntoView {
    let read =
        Parts::parse(lang, &show, &seats).and_then(|parts| Ok((parts, read_scenario(&text)?)));
    let (parts, setup) = match read {
        Ok(r) => r,
        Err(e) => {
            return view! {
                <div class="widget broken">
                    <p class="scenario-error" role="alert" data-testid="scenario-error">
                        {scenario_error(lang, &e)}
                    </p>
                </div>
            }
            .into_any()
        }
    };
    provide_context(Look { lang, parts });
    let title = setup
        .title
        .clone()
        .map(|t| view! { <h2 class="widget-title">{t}</h2> });
    let question = setup
        .question
        .clone()
        .map(|q| view! { <p class="question">{q}</p> });
    let head = (title.is_some() || question.is_some())
        .then(|| view! { <div class="w-head">{title}{question}</div> });
    let body = match setup.mode {
        Mode::Show => view! { <ShowWidget setup=setup.clone() presets=Vec::new()/> }.into_any(),
        Mode::Compare => {
            view! { <ShowWidget setup=setup.clone() presets=setup.compare.clone()/> }.into_any()
        }
        Mode::Ask => view! { <AskWidget setup=setup.clone()/> }.into_any(),
        // Played by the game's own module, loaded on demand (see `play_slot`).
        Mode::Play => {
            let explain = setup
                .explain
                .clone()
                .map(|e| view! { <p class="explain">{e}</p> });
            view! { <PlaySlot scenario=text.clone()/>{explain} }.into_any()
        }
    };
    view! {
        <div class="widget" class:parts-only=!parts.table data-mode=setup.mode.name()>
            <TileArt/>
            {head}
            {body}
        </div>
    }
    .into_any()
}
