//! Ask mode: the scenario is played to its question, and the reader chooses among every
//! discard and call seat 0 could think of. With an expected answer one click is judged;
//! without one the reader marks every legal choice and checks. Each verdict, and the
//! rule behind each refusal, comes from the engine.

use leptos::prelude::*;

use super::board::{watched_table, TutorialBoard};
use super::widget::Look;
use crate::ui::tile_view::TileFace;
use rinshan::play::ask::{ask_options, judge, AskOption, Verdict};
use rinshan::play::stepper::Stepper;
use rinshan::play::Scenario;
use rinshan::text::phrases::{checked, scenario_error, verdict, Judged};
use rinshan::text::{page_text, text, Lang, Msg, PageMsg};

fn verdict_text(lang: Lang, v: &Verdict, explain: &str) -> String {
    let judged = match v {
        Verdict::Right => Judged::Right,
        Verdict::LegalButNot => Judged::AllowedNotBest,
        Verdict::Refused(why) => Judged::Refused(why),
    };
    verdict(lang, judged, explain)
}

/// One option's button: a discard is its tile (named "Discard 3 sou"), any other choice
/// its words with its tile.
#[component]
fn OptionButton(
    option: AskOption,
    i: usize,
    picked: RwSignal<Vec<bool>>,
    on_pick: Callback<usize>,
    multi: bool,
) -> impl IntoView {
    let tile = option.tile;
    let discard = option.is_discard();
    view! {
        <button
            class="ask-option"
            data-index=i
            aria-label=option.label.clone()
            aria-pressed=move || if multi { Some(picked.with(|p| p[i]).to_string()) } else { None }
            on:click=move |_| on_pick.run(i)
        >
            {tile.map(|t| view! { <TileFace tile=t/> })}
            <span class="ask-label" class:sr-only=discard>{option.label.clone()}</span>
        </button>
    }
}

/// Ask mode.
#[component]
pub fn AskWidget(
    /// The scenario.
    setup: Scenario,
) -> impl IntoView {
    let settings = Look::get().settings();
    let lang = settings.lang;
    let mut stepper = match Stepper::new(&setup, None, settings.clone()) {
        Ok(s) => s,
        Err(e) => {
            return view! { <p class="scenario-error" role="alert">{scenario_error(lang, &e.to_string())}</p> }
                .into_any()
        }
    };
    stepper.go_to(stepper.total());
    watched_table(stepper.view(), settings);
    let options = ask_options(stepper.round(), lang);
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
            let words = verdict_text(lang, &v, &explain);
            verdicts.update(|vs| vs[i] = Some(words.clone()));
            summary.set(format!("{}: {words}", o.label));
        })
    };
    let check = move |_| {
        let ps = picked.get_untracked();
        let mut all_right = true;
        let lines: Vec<Option<String>> = opts.with_value(|os| {
            os.iter()
                .zip(&ps)
                .map(|(o, &p)| {
                    let judged = match (p, &o.reason) {
                        (true, None) => Judged::MarkedRight,
                        (true, Some(why)) => Judged::Refused(why),
                        (false, None) => Judged::Missed,
                        (false, Some(why)) => Judged::LeftOutRightly(why),
                    };
                    let line = verdict(lang, judged, "");
                    all_right &= p == o.legal;
                    Some(line)
                })
                .collect()
        });
        verdicts.set(lines);
        summary.set(checked(lang, all_right, &explain));
    };
    let item = move |(i, o): (usize, AskOption)| {
        let legal = o.legal;
        view! {
            <li class="ask-item" class:judged=move || verdicts.with(|v| v[i].is_some())
                class:legal=move || verdicts.with(|v| v[i].is_some()) && legal
                class:refused=move || verdicts.with(|v| v[i].is_some()) && !legal>
                <OptionButton option=o i=i picked=picked on_pick=on_pick multi=multi/>
                <span class="verdict">{move || verdicts.with(|v| v[i].clone())}</span>
            </li>
        }
    };
    // The discards are the hand's tiles in a row; the other choices are their words.
    let (discards, others): (Vec<_>, Vec<_>) = options
        .into_iter()
        .enumerate()
        .partition(|(_, o)| o.is_discard());
    let discards = (!discards.is_empty()).then(|| {
        let label = text(lang, Msg::Discard);
        view! { <ul class="ask-options ask-tiles" aria-label=label>{discards.into_iter().map(item).collect_view()}</ul> }
    });
    let buttons = others.into_iter().map(item).collect_view();
    let prompt = page_text(
        lang,
        if multi {
            PageMsg::AskMarkAll
        } else {
            PageMsg::AskChooseOne
        },
    );
    view! {
        <div class="w-main">
            <div class="w-table"><TutorialBoard/></div>
            <div class="w-side">
                <p class="ask-how">{prompt}</p>
                {discards}
                <ul class="ask-options" class:single=!multi data-testid="ask-options">{buttons}</ul>
                {multi.then(|| view! { <button class="ask-check primary" on:click=check>{page_text(lang, PageMsg::Check)}</button> })}
            </div>
        </div>
        <p class="ask-summary" role="status" aria-live="polite" data-testid="ask-summary">{move || summary.get()}</p>
    }
    .into_any()
}
