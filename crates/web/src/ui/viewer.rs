//! The record viewer (`review.html`): a Tenhou record (tenhou.net/6 JSON or mjlog XML) is pasted or opened from a
//! file, checked by the engine (any mismatch listed with its hand, move and rule) and
//! replayed on the game's own table — step by step forward and back, any hand, all
//! hands face up or one seat's view, calls laid down and each kan's replacement draw and
//! dora flip as in play. The position is kept in the address (`#hand=3&step=25&seat=all`)
//! and the record in this browser, so a step can be linked and a reload keeps it. Keys:
//! ← → step, Page Up / Page Down hand, Home / End first / last step. "Review with
//! advice" ([`super::coach_panel`]) sets the coach beside the table. The viewer speaks the
//! language of `?lang=` in the address, else the one the saved match was played in (for
//! `#match`), else the page's.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::coach_panel::CoachPanel;
use super::context::TableContext;
use super::narration::Narration;
use super::saved;
use super::tile_view::TileArt;
use super::tutorial::board::{watched_table, TutorialBoard};
use super::tutorial::show::StepControls;
use super::tutorial::widget::Look;
use rinshan::play::export::RecordFormat;
use rinshan::play::record_view::{RecordViewer, Viewpoint};
use rinshan::play::{Controller, Settings};
use rinshan::rules::Seat;
use rinshan::text::phrases::{
    mismatch_line, record_summary, record_unreadable, saved_match_unreadable, seat_choice,
};
use rinshan::text::results::{recorded_ending, RecordedWinWords};
use rinshan::text::{mismatch, page_text, Lang, PageMsg};

/// Where the record being reviewed is kept in this browser.
const RECORD_KEY: &str = "rinshan-review";

/// The position in the address: hand, step and viewpoint.
fn position_from_address() -> (usize, usize, Viewpoint) {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    let (mut hand, mut step, mut view) = (1, 0, Viewpoint::All);
    for pair in hash.trim_start_matches('#').split('&') {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        match k {
            "hand" => hand = v.parse().unwrap_or(1),
            "step" => step = v.parse().unwrap_or(0),
            "seat" => {
                view = v
                    .parse::<u8>()
                    .ok()
                    .and_then(Seat::new)
                    .map_or(Viewpoint::All, Viewpoint::Seat)
            }
            _ => {}
        }
    }
    (hand.max(1) - 1, step, view)
}

fn write_address(hand: usize, step: usize, view: Viewpoint) {
    let seat = match view {
        Viewpoint::All => "all".to_string(),
        Viewpoint::Seat(s) => s.index().to_string(),
    };
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let hash = format!("#hand={}&step={step}&seat={seat}", hand + 1);
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&hash));
    }
}

/// The viewer's language: `?lang=` in the address, else the saved match's (opened from
/// the game), else the page's own `lang`.
fn page_lang(saved_match: Option<&Controller>) -> Lang {
    let window = web_sys::window();
    let asked = window
        .as_ref()
        .and_then(|w| w.location().search().ok())
        .and_then(|s| web_sys::UrlSearchParams::new_with_str(&s).ok())
        .and_then(|p| p.get("lang"));
    if let Some(tag) = asked {
        return Lang::from_tag(&tag);
    }
    if let Some(ctrl) = saved_match {
        return ctrl.settings().lang;
    }
    let page = window
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|e| e.get_attribute("lang"))
        .unwrap_or_default();
    Lang::from_tag(&page)
}

/// The hand's recorded ending in one line (Tenhou's words, seats numbered from 0).
fn ending_line(lang: Lang, review: &RecordViewer, hand: usize) -> String {
    let Some(h) = review.record.hands.get(hand) else {
        return String::new();
    };
    let wins: Vec<RecordedWinWords> = h
        .ending
        .wins
        .iter()
        .map(|w| RecordedWinWords {
            seat: w.seat,
            from: w.from,
            points: &w.points,
            yaku: &w.yaku,
        })
        .collect();
    recorded_ending(lang, &h.ending.name, &wins)
}

/// The viewer.
#[component]
pub fn ViewerPage() -> impl IntoView {
    // `review.html#match` opens the match saved by the game on this device,
    // `review.html#friends` the last match played with friends; otherwise the record last
    // opened here comes back.
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    let key = match hash.as_str() {
        "#match" => Some(saved::SAVE_KEY),
        "#friends" => Some(saved::FRIENDS_MATCH_KEY),
        _ => None,
    };
    let from_game = key.is_some();
    let saved_match = key
        .and_then(|k| saved::read(k).ok().flatten())
        .map(|save| Controller::restore(&save));
    let lang = page_lang(saved_match.as_ref().and_then(|m| m.as_ref().ok()));
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", if lang == Lang::Ja { "ja" } else { "en" });
    }
    provide_context(Look {
        lang,
        ..Look::default()
    });
    let settings = Settings {
        lang,
        ..Settings::default()
    };
    let opened = RwSignal::new(0u32);
    let review: StoredValue<Option<RecordViewer>, LocalStorage> = StoredValue::new_local(None);
    let loaded = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    let hand = RwSignal::new(0usize);
    let step = RwSignal::new(0usize);
    let viewpoint = RwSignal::new(Viewpoint::All);
    let summary = RwSignal::new(Vec::<String>::new());
    let labels = RwSignal::new(Vec::<String>::new());
    let total = Memo::new(move |_| {
        loaded.track();
        review.with_value(|r| r.as_ref().map_or(0, |r| r.steps(hand.get())))
    });
    let table: TableContext = watched_table(
        Controller::new(settings.clone(), rinshan::rules::Seed(0)).view(),
        settings,
    );
    let open = move |record: String, keep_position: bool| match RecordViewer::read(&record) {
        Ok(r) => {
            // Kept for links and reloads; without storage the record lasts the visit.
            let _ = saved::write(RECORD_KEY, &record);
            let mut lines = vec![record_summary(lang, r.hands(), &r.record.names)];
            if r.mismatches.is_empty() {
                lines.push(page_text(lang, PageMsg::EngineAgrees).into());
            }
            lines.extend(
                r.mismatches
                    .iter()
                    .map(|m| mismatch_line(lang, &mismatch(lang, m))),
            );
            labels.set(
                r.record
                    .hands
                    .iter()
                    .enumerate()
                    .map(|(i, h)| format!("{}. {}", i + 1, h.label()))
                    .collect(),
            );
            let (h, s, v) = if keep_position {
                position_from_address()
            } else {
                (0, 0, Viewpoint::All)
            };
            let h = h.min(r.hands().saturating_sub(1));
            let s = s.min(r.steps(h));
            review.set_value(Some(r));
            summary.set(lines);
            error.set(None);
            hand.set(h);
            step.set(s);
            viewpoint.set(v);
            loaded.set(true);
            opened.update(|n| *n += 1);
        }
        Err(e) => error.set(Some(record_unreadable(lang, &e))),
    };
    if from_game {
        match saved_match {
            Some(Ok(ctrl)) => open(ctrl.export(RecordFormat::Tenhou6), false),
            Some(Err(e)) => error.set(Some(saved_match_unreadable(lang, &e.to_string()))),
            None => error.set(Some(page_text(lang, PageMsg::NoSavedMatch).into())),
        }
    } else if let Some(text) = saved::read(RECORD_KEY).ok().flatten() {
        open(text, true);
    }
    Effect::new(move |_| {
        if !loaded.get() {
            return;
        }
        let (h, s, v) = (hand.get(), step.get(), viewpoint.get());
        review.with_value(|r| {
            if let Some(ctrl) = r.as_ref().and_then(|r| r.table(h, s, v)) {
                table.show(ctrl.view());
            }
        });
        write_address(h, s, v);
    });
    let go_hand = move |delta: isize| {
        let n = review.with_value(|r| r.as_ref().map_or(0, RecordViewer::hands));
        let next = (hand.get_untracked() as isize + delta).clamp(0, n.saturating_sub(1) as isize);
        hand.set(next as usize);
        step.set(0);
    };
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        let in_field = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "TEXTAREA" | "INPUT" | "SELECT"));
        if in_field || !loaded.get_untracked() {
            return;
        }
        let last = total.get_untracked();
        match e.key().as_str() {
            "ArrowRight" => step.update(|s| *s = (*s + 1).min(last)),
            "ArrowLeft" => step.update(|s| *s = s.saturating_sub(1)),
            "Home" => step.set(0),
            "End" => step.set(last),
            "PageDown" => go_hand(1),
            "PageUp" => go_hand(-1),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());
    let record_box = NodeRef::<leptos::html::Textarea>::new();
    let on_file = move |e: leptos::ev::Event| {
        let file = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .and_then(|i| i.files())
            .and_then(|f| f.get(0));
        if let Some(file) = file {
            let promise = file.text();
            leptos::task::spawn_local(async move {
                match js_sys::futures::JsFuture::from(promise).await {
                    Ok(t) => open(t.as_string().unwrap_or_default(), false),
                    Err(_) => error.set(Some(page_text(lang, PageMsg::FileUnreadable).into())),
                }
            });
        }
    };
    let seat_options = move || {
        let names = review.with_value(|r| r.as_ref().map(|r| r.record.names.clone()));
        let names = names.unwrap_or_default();
        (0..4)
            .map(|i| {
                let label = seat_choice(lang, i, &names[i]);
                view! { <option value=i.to_string() selected=move || viewpoint.get() == Viewpoint::Seat(Seat::ALL[i])>{label}</option> }
            })
            .collect_view()
    };
    view! {
        <TileArt/>
        <header class="bar">
            <h1>{page_text(lang, PageMsg::ViewerTitle)}</h1>
            <a class="back-to-game" href="./">{page_text(lang, PageMsg::BackToGame)}</a>
        </header>
        <main class="review">
            <Show when=move || loaded.get()>
                <section class="review-summary panel" data-testid="review-summary">
                    {move || summary.get().into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
                </section>
                <div class="review-controls" role="group" aria-label=page_text(lang, PageMsg::Position)>
                    <label>{page_text(lang, PageMsg::HandWord)} " "
                        <select aria-label=page_text(lang, PageMsg::HandWord) on:change=move |e| { hand.set(event_target_value(&e).parse().unwrap_or(0)); step.set(0); }>
                            {move || labels.get().into_iter().enumerate().map(|(i, l)| view! {
                                <option value=i.to_string() selected=move || hand.get() == i>{l}</option>
                            }).collect_view()}
                        </select>
                    </label>
                    <label>{page_text(lang, PageMsg::ShowWord)} " "
                        <select aria-label=page_text(lang, PageMsg::ShowWord) on:change=move |e| {
                            let v = event_target_value(&e);
                            viewpoint.set(v.parse::<u8>().ok().and_then(Seat::new).map_or(Viewpoint::All, Viewpoint::Seat));
                        }>
                            <option value="all" selected=move || viewpoint.get() == Viewpoint::All>{page_text(lang, PageMsg::AllHands)}</option>
                            {seat_options}
                        </select>
                    </label>
                    {move || view! { <StepControls at=step total=total.get()/> }}
                </div>
                <p class="review-keys">{page_text(lang, PageMsg::ViewerKeys)}</p>
                <div class="review-body">
                    <div class="review-table">
                        <TutorialBoard/>
                        <Narration/>
                        <p class="ending" data-testid="ending">{move || {
                            let h = hand.get();
                            (step.get() == total.get()).then(|| review.with_value(|r| r.as_ref().map(|r| ending_line(lang, r, h)).unwrap_or_default()))
                        }}</p>
                    </div>
                    <CoachPanel lang=lang record=review opened=opened hand=hand step=step viewpoint=viewpoint/>
                </div>
            </Show>
            <section class="import panel" aria-label=page_text(lang, PageMsg::OpenRecord)>
                <label for="record-text">{page_text(lang, PageMsg::PasteRecord)}</label>
                <textarea id="record-text" node_ref=record_box rows="3" spellcheck="false"></textarea>
                <div class="import-actions">
                    <button on:click=move |_| {
                        if let Some(t) = record_box.get() { open(t.value(), false) }
                    }>{page_text(lang, PageMsg::Open)}</button>
                    <label class="file">{page_text(lang, PageMsg::OrAFile)} <input type="file" accept=".json,.mjlog,.xml,application/json,application/xml,text/xml,text/plain" on:change=on_file/></label>
                </div>
                <p class="import-error" role="alert">{move || error.get()}</p>
            </section>
        </main>
    }
}
