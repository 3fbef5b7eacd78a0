//! Ask mode: the scenario is played to its question, and the reader chooses among every
//! discard and call seat 0 could think of. With an expected answer one click is judged;
//! without one the reader marks every legal choice and checks. Each verdict, and the
//! rule behind each refusal, comes from the engine.

use leptos::prelude::*;

use super::board::{watched_table, TutorialBoard};
use crate::ui::tile_view::TileFace;
use rinshan::play::tutorial::{ask_options, judge, AskOption, Stepper, Verdict};
use rinshan::play::{Settings, TableSetup};

fn verdict_text(v: &Verdict, explain: &str) -> String {
    match v {
        Verdict::Right => format!("Right. {explain}"),
        Verdict::LegalButNot => format!("Allowed, but not the best choice here. {explain}"),
        Verdict::Refused(why) => format!("Not allowed: {why}."),
    }
}

/// One option's button.
#[component]
fn OptionButton(
    option: AskOption,
    i: usize,
    picked: RwSignal<Vec<bool>>,
    on_pick: Callback<usize>,
    multi: bool,
) -> impl IntoView {
    let tile = option.tile;
    view! {
        <button
            class="ask-option"
            data-index=i
            aria-label=option.label.clone()
            aria-pressed=move || if multi { Some(picked.with(|p| p[i]).to_string()) } else { None }
            on:click=move |_| on_pick.run(i)
        >
            {tile.map(|t| view! { <TileFace tile=t/> })}
            <span>{option.label.clone()}</span>
        </button>
    }
}

/// Ask mode.
#[component]
pub fn AskWidget(
    /// The scenario.
    setup: TableSetup,
) -> impl IntoView {
    let settings = Settings::default();
    let mut stepper = match Stepper::new(&setup, None, settings.clone()) {
        Ok(s) => s,
        Err(e) => {
            return view! { <p class="scenario-error" role="alert">{format!("This scenario cannot be shown: {e}")}</p> }
                .into_any()
        }
    };
    stepper.go_to(stepper.total());
    watched_table(stepper.view(), settings);
    let options = ask_options(stepper.round());
    let answer = setup.answer.clone();
    let multi = answer.is_none();
    let explain = setup.explain.clone().unwrap_or_default();
    let picked = RwSignal::new(vec![false; options.len()]);
    let verdicts: RwSignal<Vec<Option<String>>> = RwSignal::new(vec![None; options.len()]);
    let summary = RwSignal::new(String::new());
    let opts = StoredValue::new(options.clone());
    let on_pick = {
        let answer = answer.clone();
        let explain = explain.clone();
        Callback::new(move |i: usize| {
            if multi {
                picked.update(|p| p[i] = !p[i]);
                return;
            }
            let Some(o) = opts.with_value(|o| o.get(i).cloned()) else {
                return;
            };
            let v = judge(&o, answer.as_deref());
            let text = verdict_text(&v, &explain);
            verdicts.update(|vs| vs[i] = Some(text.clone()));
            summary.set(format!("{}: {text}", o.label));
        })
    };
    let check = move |_| {
        let ps = picked.get_untracked();
        let mut all_right = true;
        let lines: Vec<Option<String>> = opts.with_value(|os| {
            os.iter()
                .zip(&ps)
                .map(|(o, &p)| {
                    let line = match (p, &o.reason) {
                        (true, None) => "Right: this is allowed.".to_string(),
                        (true, Some(why)) => format!("Not allowed: {why}."),
                        (false, None) => "Missed: this is allowed too.".to_string(),
                        (false, Some(why)) => format!("Correctly left out: {why}."),
                    };
                    all_right &= p == o.legal;
                    Some(line)
                })
                .collect()
        });
        verdicts.set(lines);
        summary.set(if all_right {
            format!("All right. {explain}")
        } else {
            format!("Not quite: see each choice. {explain}")
        });
    };
    let buttons = options
        .into_iter()
        .enumerate()
        .map(|(i, o)| {
            let legal = o.legal;
            view! {
                <li class="ask-item" class:judged=move || verdicts.with(|v| v[i].is_some())
                    class:legal=move || verdicts.with(|v| v[i].is_some()) && legal
                    class:refused=move || verdicts.with(|v| v[i].is_some()) && !legal>
                    <OptionButton option=o i=i picked=picked on_pick=on_pick multi=multi/>
                    <span class="verdict">{move || verdicts.with(|v| v[i].clone())}</span>
                </li>
            }
        })
        .collect_view();
    let prompt = if multi {
        "Mark every choice that is allowed, then check."
    } else {
        "Choose one."
    };
    view! {
        <TutorialBoard/>
        <p class="ask-how">{prompt}</p>
        <ul class="ask-options" data-testid="ask-options">{buttons}</ul>
        {multi.then(|| view! { <button class="ask-check primary" on:click=check>"Check"</button> })}
        <p class="ask-summary" role="status" aria-live="polite" data-testid="ask-summary">{move || summary.get()}</p>
    }
    .into_any()
}
