//! Show and compare modes: a scenario's table stepped forward and back through its
//! scripts, each step told in words, with what each seat may do at that point.

use leptos::prelude::*;

use super::board::{watched_table, TutorialBoard};
use crate::ui::narration::Narration;
use rinshan::play::text::Side;
use rinshan::play::tutorial::Stepper;
use rinshan::play::{Lang, Settings, TableSetup};
use rinshan::rules::Seat;

/// Who may do what now, in words ("You may: Pon with …, Pass").
fn choice_lines(stepper: &Stepper) -> Vec<String> {
    stepper
        .choices()
        .into_iter()
        .map(|(seat, words)| {
            let who = Side::of(Seat::ALL[0], seat).title(Lang::En);
            format!("{who} may: {}", words.join(", "))
        })
        .collect()
}

/// The hand's end in one line: each win's yaku and the score changes, for a step that
/// ends the hand.
#[component]
fn ResultLine() -> impl IntoView {
    use rinshan::play::text::{yaku_word, yakuman_word};
    let table = crate::ui::context::use_table();
    move || {
        table.view.with(|v| {
            let r = v.result.as_ref()?;
            let wins: Vec<String> = r
                .wins
                .iter()
                .map(|w| {
                    let who = Side::of(Seat::ALL[0], w.seat).title(Lang::En);
                    let yaku: Vec<&str> = w
                        .score
                        .yakuman
                        .iter()
                        .map(|(y, _)| yakuman_word(Lang::En, *y))
                        .chain(w.score.yaku.iter().map(|(y, _)| yaku_word(Lang::En, *y)))
                        .collect();
                    format!("{who} won: {}", yaku.join(", "))
                })
                .collect();
            let deltas: Vec<String> = (0..4)
                .filter(|&k| r.deltas[k] != 0)
                .map(|k| {
                    let seat = Seat::ALL[k];
                    format!(
                        "{} {:+}",
                        Side::of(Seat::ALL[0], seat).title(Lang::En),
                        r.deltas[k]
                    )
                })
                .collect();
            Some(view! { <p class="result-line" data-testid="result-line">{format!("{}. {}.", wins.join("; "), deltas.join(", "))}</p> })
        })
    }
}

/// One table of a scenario at step `at` (shared by the tables of a comparison).
#[component]
pub fn SteppedTable(
    /// The scenario.
    setup: TableSetup,
    /// The rule preset to play it under (`None`: the scenario's).
    preset: Option<String>,
    /// The step to show.
    at: RwSignal<usize>,
) -> impl IntoView {
    let settings = Settings::default();
    let stepper = match Stepper::new(&setup, preset.as_deref(), settings.clone()) {
        Ok(s) => s,
        Err(e) => {
            return view! { <p class="scenario-error" role="alert">{format!("This scenario cannot be shown: {e}")}</p> }
                .into_any()
        }
    };
    let rules = stepper.rules_name();
    let lines = RwSignal::new(choice_lines(&stepper));
    let table = watched_table(stepper.view(), settings);
    let stepper = StoredValue::new_local(stepper);
    Effect::new(move |_| {
        let n = at.get();
        stepper.update_value(|s| {
            if s.at() != n {
                s.go_to(n);
                table.show(s.view());
                lines.set(choice_lines(s));
            }
        });
    });
    view! {
        <section class="stepped" aria-label=format!("{rules} rules") data-rules=rules.clone()>
            <h3 class="rules-name">{format!("{rules} rules")}</h3>
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
    view! {
        <div class="step-controls" role="group" aria-label="Steps">
            <button class="step-back" aria-label="Previous step" prop:disabled=move || at.get() == 0
                on:click=move |_| { at.update(|n| *n = n.saturating_sub(1)) }>"◀ Back"</button>
            <span class="step-count" aria-live="polite">{move || format!("Step {} of {total}", at.get())}</span>
            <button class="step-next" aria-label="Next step" prop:disabled={move || at.get() >= total}
                on:click=move |_| { at.update(|n| *n = (*n + 1).min(total)) }>"Next ▶"</button>
        </div>
    }
}

/// Show mode (one table) or compare mode (one table per preset, stepped together).
#[component]
pub fn ShowWidget(
    /// The scenario.
    setup: TableSetup,
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
