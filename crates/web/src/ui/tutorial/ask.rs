//! Ask mode: the scenario is played to its question, and the reader chooses among every
//! discard and call seat 0 could think of (or the tiles that may complete the hand, the
//! yaku of a win, its han: see [`Question`]). With an expected answer one click is
//! judged; without one the reader marks every right choice and checks. Each verdict, and
//! the rule behind each refusal, comes from the engine.

use leptos::prelude::*;

use super::board::{watched_table, TutorialBoard};
use super::widget::Look;
use crate::ui::tile_view::TileFace;
use rinshan::play::ask::{AskOption, Question};
use rinshan::play::stepper::Stepper;
use rinshan::play::Scenario;
use rinshan::text::phrases::scenario_error;
use rinshan::text::{page_text, tile_name, Lang, PageMsg};

/// One option's button: a tile (a discard, named "Discard 3 sou", or a tile that may
/// complete the hand) is its face, any other choice its words with its tile.
#[component]
fn OptionButton(
    option: AskOption,
    i: usize,
    picked: RwSignal<Vec<bool>>,
    on_pick: Callback<usize>,
    multi: bool,
    lang: Lang,
) -> impl IntoView {
    let tile = option.tile;
    let face = option.shows_tile();
    view! {
        <button
            class="ask-option"
            data-index=i
            aria-label=option.label.clone()
            aria-pressed=move || if multi { Some(picked.with(|p| p[i]).to_string()) } else { None }
            on:click=move |_| on_pick.run(i)
        >
            // Named in the widget's language (a tile's own name is English).
            {tile.map(|t| view! { <TileFace tile=t label=tile_name(lang, t)/> })}
            <span class="ask-label" class:sr-only=face>{option.label.clone()}</span>
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
    let broken = |e: String| {
        view! { <p class="scenario-error" role="alert">{scenario_error(lang, &e)}</p> }.into_any()
    };
    let mut stepper = match Stepper::new(&setup, None, settings.clone()) {
        Ok(s) => s,
        Err(e) => return broken(e.to_string()),
    };
    stepper.go_to(stepper.total());
    let question = match Question::at(&setup, stepper.round(), lang) {
        Ok(q) => q,
        Err(e) => return broken(e.to_string()),
    };
    watched_table(stepper.view(), settings);
    let options = question.options.clone();
    let multi = question.multi;
    let prompt = question.prompt();
    let tiles_label = question.tiles_label();
    let explain = setup.explain.clone().unwrap_or_default();
    let picked = RwSignal::new(vec![false; options.len()]);
    let verdicts: RwSignal<Vec<Option<String>>> = RwSignal::new(vec![None; options.len()]);
    let summary = RwSignal::new(String::new());
    let question = StoredValue::new(question);
    let on_pick = {
        let explain = explain.clone();
        Callback::new(move |i: usize| {
            if multi {
                picked.update(|p| p[i] = !p[i]);
                return;
            }
            let Some((label, words)) = question
                .with_value(|q| Some((q.options.get(i)?.label.clone(), q.pick(i, &explain)?)))
            else {
                return;
            };
            verdicts.update(|vs| vs[i] = Some(words.clone()));
            summary.set(format!("{label}: {words}"));
        })
    };
    let check = move |_| {
        let ps = picked.get_untracked();
        let (lines, words) = question.with_value(|q| q.check(&ps, &explain));
        verdicts.set(lines.into_iter().map(Some).collect());
        summary.set(words);
    };
    let item = move |(i, o): (usize, AskOption)| {
        let legal = o.legal;
        view! {
            <li class="ask-item" class:judged=move || verdicts.with(|v| v[i].is_some())
                class:legal=move || verdicts.with(|v| v[i].is_some()) && legal
                class:refused=move || verdicts.with(|v| v[i].is_some()) && !legal>
                <OptionButton option=o i=i picked=picked on_pick=on_pick multi=multi lang=lang/>
                <span class="verdict">{move || verdicts.with(|v| v[i].clone())}</span>
            </li>
        }
    };
    // The tiles (discards, or tiles that may complete the hand) in a row; the other
    // choices are their words.
    let (discards, others): (Vec<_>, Vec<_>) = options
        .into_iter()
        .enumerate()
        .partition(|(_, o)| o.shows_tile());
    let discards = (!discards.is_empty()).then(|| {
        view! { <ul class="ask-options ask-tiles" aria-label=tiles_label>{discards.into_iter().map(item).collect_view()}</ul> }
    });
    let buttons = others.into_iter().map(item).collect_view();
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
