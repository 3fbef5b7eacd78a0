//! Show and compare modes: a scenario's table stepped forward and back through its
//! scripts, each step told in words, with what each seat may do at that point.

use leptos::prelude::*;

use super::board::{watched_table, TutorialBoard};
use crate::ui::narration::Narration;
use rinshan::play::stepper::Stepper;
use rinshan::play::{Scenario, Settings};
use rinshan::rules::Seat;
use rinshan::text::phrases::{may_do, rules_heading, scenario_error, step_count, won_with};
use rinshan::text::results::yaku_names;
use rinshan::text::Side;
use rinshan::text::{text, Lang, Msg};

/// Who may do what now, in words ("You may: Pon with …, Pass").
fn choice_lines(stepper: &Stepper, lang: Lang) -> Vec<String> {
    stepper
        .choices(lang)
        .into_iter()
        .map(|(seat, words)| may_do(lang, &Side::of(Seat::ALL[0], seat).title(lang), &words))
        .collect()
}

/// The hand's end in one line: each win's yaku and the score changes, for a step that
/// ends the hand.
#[component]
fn ResultLine() -> impl IntoView {
    let table = crate::ui::context::use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let who = move |seat: Seat| Side::of(Seat::ALL[0], seat).title(lang);
    move || {
        table.view.with(|v| {
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

/// One table of a scenario at step `at` (shared by the tables of a comparison).
#[component]
pub fn SteppedTable(
    /// The scenario.
    setup: Scenario,
    /// The rule preset to play it under (`None`: the scenario's).
    preset: Option<String>,
    /// The step to show.
    at: RwSignal<usize>,
) -> impl IntoView {
    let settings = Settings::default();
    let lang = settings.lang;
    let stepper = match Stepper::new(&setup, preset.as_deref(), settings.clone()) {
        Ok(s) => s,
        Err(e) => {
            return view! { <p class="scenario-error" role="alert">{scenario_error(lang, &e.to_string())}</p> }
                .into_any()
        }
    };
    let rules = stepper.rules_name();
    let lines = RwSignal::new(choice_lines(&stepper, lang));
    let table = watched_table(stepper.view(), settings);
    let stepper = StoredValue::new_local(stepper);
    Effect::new(move |_| {
        let n = at.get();
        stepper.update_value(|s| {
            if s.at() != n {
                s.go_to(n);
                table.show(s.view());
                lines.set(choice_lines(s, lang));
            }
        });
    });
    view! {
        <section class="stepped" aria-label=rules_heading(lang, &rules) data-rules=rules.clone()>
            <h3 class="rules-name">{rules_heading(lang, &rules)}</h3>
            <TutorialBoard/>
            <Narration/>
            <ResultLine/>
            <ul class="choices" data-testid="choices">
                {move || lines.get().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
            </ul>
        </section>
    }
    .into_any()
}

/// Back and next buttons over `total` steps.
#[component]
pub fn StepControls(
    /// The step shown.
    at: RwSignal<usize>,
    /// The last step.
    total: usize,
) -> impl IntoView {
    let lang = Settings::default().lang;
    view! {
        <div class="step-controls" role="group" aria-label=text(lang, Msg::Steps)>
            <button class="step-back" aria-label=text(lang, Msg::PreviousStep) prop:disabled=move || at.get() == 0
                on:click=move |_| { at.update(|n| *n = n.saturating_sub(1)) }>{text(lang, Msg::Back)}</button>
            <span class="step-count" aria-live="polite">{move || step_count(lang, at.get(), total)}</span>
            <button class="step-next" aria-label=text(lang, Msg::NextStep) prop:disabled={move || at.get() >= total}
                on:click=move |_| { at.update(|n| *n = (*n + 1).min(total)) }>{text(lang, Msg::Next)}</button>
        </div>
    }
}

/// Show mode (one table) or compare mode (one table per preset, stepped together).
#[component]
pub fn ShowWidget(
    /// The scenario.
    setup: Scenario,
    /// The presets to compare; empty for show mode.
    presets: Vec<String>,
) -> impl IntoView {
    let at = RwSignal::new(0usize);
    let runs: Vec<Option<String>> = if presets.is_empty() {
        vec![None]
    } else {
        presets.into_iter().map(Some).collect()
    };
    let total = runs
        .iter()
        .filter_map(|p| Stepper::new(&setup, p.as_deref(), Settings::default()).ok())
        .map(|s| s.total())
        .max()
        .unwrap_or(0);
    let compare = runs.len() > 1;
    let tables = runs
        .into_iter()
        .map(|preset| {
            let setup = setup.clone();
            // Each table keeps its own context, under its own owner.
            view! { <div class="stepped-slot">{move || untrack(|| view! { <SteppedTable setup=setup.clone() preset=preset.clone() at=at/> })}</div> }
        })
        .collect_view();
    view! {
        <StepControls at=at total=total/>
        <div class="tables" class:compare=compare>{tables}</div>
    }
}
