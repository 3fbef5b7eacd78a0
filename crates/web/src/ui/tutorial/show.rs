//! Show and compare modes: a scenario's table stepped forward and back through its
//! scripts, each step told in words, with what each seat may do at that point.

use leptos::prelude::*;

use super::board::{watched_table, TutorialBoard};
use super::widget::Look;
use crate::ui::narration::Narration;
use rinshan::play::stepper::Stepper;
use rinshan::play::Scenario;
use rinshan::rules::Seat;
use rinshan::text::phrases::{may_do, rules_heading, scenario_error, step_count, won_with};
use rinshan::text::results::yaku_names;
use rinshan::text::Side;
use rinshan::text::{page_text, Lang, PageMsg};

/// Who may do what now, in words ("You may: Pon with …, Pass"), at a table of `players`.
fn choice_lines(stepper: &Stepper, lang: Lang, players: usize) -> Vec<String> {
    stepper
        .choices(lang)
        .into_iter()
        .map(|(seat, words)| {
            may_do(
                lang,
                &Side::at(Seat::ALL[0], seat, players).title(lang),
                &words,
            )
        })
        .collect()
}

/// The hand's end in one line: each win's yaku and the score changes, for a step that
/// ends the hand.
#[component]
fn ResultLine() -> impl IntoView {
    let table = crate::ui::context::use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    move || {
        table.view.with(|v| {
            let who = |seat: Seat| Side::at(Seat::ALL[0], seat, v.players).title(lang);
            let r = v.result.as_ref()?;
            let wins: Vec<String> = r
                .wins
                .iter()
                .map(|w| won_with(lang, &who(w.seat), &yaku_names(lang, &w.score)))
                .collect();
            let deltas: Vec<String> = (0..4)
                .filter(|&k| r.deltas[k] != 0)
                .map(|k| format!("{} {:+}", who(Seat::ALL[k]), r.deltas[k]))
                .collect();
            Some(view! { <p class="result-line" data-testid="result-line">{format!("{}. {}.", wins.join("; "), deltas.join(", "))}</p> })
        })
    }
}

/// One table of a scenario at step `at` (shared by the tables of a comparison). Alone
/// (`controls`: the number of steps) it has the step controls and the explanation beside
/// the board; in a comparison its rule set's name above it.
#[component]
pub fn SteppedTable(
    /// The scenario.
    setup: Scenario,
    /// The rule preset to play it under (`None`: the scenario's).
    preset: Option<String>,
    /// The step to show.
    at: RwSignal<usize>,
    /// The steps, for a table shown alone (which then has the controls).
    controls: Option<usize>,
    /// The explanation, for a table shown alone.
    explain: Option<String>,
) -> impl IntoView {
    let settings = Look::get().settings();
    let lang = settings.lang;
    let stepper = match Stepper::new(&setup, preset.as_deref(), settings.clone()) {
        Ok(s) => s,
        Err(e) => {
            return view! { <p class="scenario-error" role="alert">{scenario_error(lang, &e.to_string())}</p> }
                .into_any()
        }
    };
    let rules = stepper.rules_name();
    let players = stepper.view().players;
    let lines = RwSignal::new(choice_lines(&stepper, lang, players));
    let table = watched_table(stepper.view(), settings);
    let stepper = StoredValue::new_local(stepper);
    Effect::new(move |_| {
        let n = at.get();
        stepper.update_value(|s| {
            if s.at() != n {
                s.go_to(n);
                table.show(s.view());
                lines.set(choice_lines(s, lang, players));
            }
        });
    });
    let heading = rules_heading(lang, &rules);
    let notes = view! {
        <Narration/>
        <ResultLine/>
        <ul class="choices" data-testid="choices">
            {move || lines.get().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
        </ul>
    };
    match controls {
        Some(total) => view! {
            <section class="stepped single" aria-label=heading.clone() data-rules=rules.clone()>
                <div class="w-main">
                    <div class="w-table"><TutorialBoard/></div>
                    <div class="w-side">
                        <StepControls at=at total=total/>
                        <p class="rules-name">{heading.clone()}</p>
                        {notes}
                        {explain.map(|e| view! { <p class="explain">{e}</p> })}
                    </div>
                </div>
            </section>
        }
        .into_any(),
        None => view! {
            <section class="stepped" aria-label=heading.clone() data-rules=rules.clone()>
                <h3 class="rules-name">{heading.clone()}</h3>
                <div class="w-table"><TutorialBoard/></div>
                {notes}
            </section>
        }
        .into_any(),
    }
}

/// Back and next buttons over `total` steps.
#[component]
pub fn StepControls(
    /// The step shown.
    at: RwSignal<usize>,
    /// The last step.
    total: usize,
) -> impl IntoView {
    let lang = Look::get().lang;
    view! {
        <div class="step-controls" role="group" aria-label=page_text(lang, PageMsg::Steps)>
            // Named by their words in a group named "Steps"; the arrows are not read.
            <button class="step-back" prop:disabled=move || at.get() == 0
                on:click=move |_| { at.update(|n| *n = n.saturating_sub(1)) }>
                <span aria-hidden="true">"◀ "</span>{page_text(lang, PageMsg::Back)}</button>
            <span class="step-count" aria-live="polite">{move || step_count(lang, at.get(), total)}</span>
            <button class="step-next" prop:disabled={move || at.get() >= total}
                on:click=move |_| { at.update(|n| *n = (*n + 1).min(total)) }>
                {page_text(lang, PageMsg::Next)}<span aria-hidden="true">" ▶"</span></button>
        </div>
    }
}

/// Show mode (one table, the controls and explanation beside it) or compare mode (one
/// table per preset, stepped together, the explanation under them).
#[component]
pub fn ShowWidget(
    /// The scenario.
    setup: Scenario,
    /// The presets to compare; empty for show mode.
    presets: Vec<String>,
) -> impl IntoView {
    let at = RwSignal::new(0usize);
    let settings = Look::get().settings();
    let explain = setup.explain.clone();
    if presets.is_empty() {
        let total = Stepper::new(&setup, None, settings)
            .map(|s| s.total())
            .unwrap_or(0);
        return view! { <SteppedTable setup=setup preset=None at=at controls=Some(total) explain=explain/> }
            .into_any();
    }
    let total = presets
        .iter()
        .filter_map(|p| Stepper::new(&setup, Some(p), settings.clone()).ok())
        .map(|s| s.total())
        .max()
        .unwrap_or(0);
    let tables = presets
        .into_iter()
        .map(|preset| {
            let setup = setup.clone();
            // Each table keeps its own context, under its own owner.
            view! { <div class="stepped-slot">{move || untrack(|| view! { <SteppedTable setup=setup.clone() preset=Some(preset.clone()) at=at controls=None explain=None/> })}</div> }
        })
        .collect_view();
    view! {
        <StepControls at=at total=total/>
        <div class="tables compare">{tables}</div>
        {explain.map(|e| view! { <p class="explain">{e}</p> })}
    }
    .into_any()
}
