//! "Review with advice" in the record viewer: the coach ([`rinshan::play::coach_view`])
//! over one seat of the record — by default the seat being viewed, or seat 0 (the
//! player, for a match opened from the game). The hand shown is reviewed first, at once;
//! the others one per task after it, so the page keeps answering; a hand shown before its
//! turn is reviewed when it is shown. Its decisions are listed as markup
//! ([`rinshan_html::coach`]), each with a button to its step; "Next mark" and "Previous
//! mark" (keys N and P) move the viewer from one marked choice to the next. Once every
//! hand is reviewed, the page's worker says what the Phoenix players would make of each
//! decision (their choice, how likely the seat's was, its discard's chance of dealing in),
//! hand by hand, and then the Expert gives each of Hard's remaining marks a second opinion
//! by simulation, one after another: both choices' values, and the mark stands only when
//! the choice loses clearly and few Phoenix players would have made it.

use std::time::Duration;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use rinshan::play::coach_view::{CoachReview, SecondOpinion};
use rinshan::play::record_view::{RecordViewer, Viewpoint};
use rinshan::rules::Seat;
use rinshan::text::coach::{
    asking_phoenix, checking, coach_text, marks_count, reviewing, CoachMsg,
};
use rinshan::text::phrases::seat_choice;
use rinshan::text::Lang;
use rinshan_html::coach::coach_hand;
use rinshan_html::Html;

/// The panel's own styles, carried by the viewer's module so that the game's stylesheet
/// (which the game page downloads) does not grow.
const STYLE: &str = "\
.review-body{display:flex;flex-wrap:wrap;justify-content:center;align-items:flex-start;gap:0.8rem;width:100%}\
.review .coach{width:min(26rem,100%);display:flex;flex-direction:column;gap:0.4rem}\
.coach-controls{display:flex;flex-wrap:wrap;align-items:center;gap:0.5rem}\
.coach-controls select{font:inherit;max-width:12rem}\
.coach-keys{margin:0}.coach-keys{font-size:0.8rem;opacity:0.85}\
.coach-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:0.3rem;max-height:min(70vh,40rem);overflow-y:auto}\
.coach-point{border-left:4px solid transparent;padding:0.2rem 0.4rem;font-size:0.9rem}\
.coach-point p{margin:0.1rem 0}\
.coach-point.mark{border-left-color:#b3261e;background:rgba(179,38,30,0.08)}\
.coach-point[aria-current]{outline:2px solid currentColor;outline-offset:-1px}\
.coach-sim,.coach-phoenix-chances{font-size:0.85rem;opacity:0.9}\
.coach-point .coach-verdict strong{color:light-dark(#b3261e,var(--warn))}\
.coach-go{font:inherit;font-size:0.8rem;padding:0.05rem 0.4rem}\
.coach-point .tile{--tile-w:1.1rem;width:1.1rem;height:1.5rem;display:inline-block;vertical-align:middle}\
.coach-shape{opacity:0.85;white-space:nowrap}\
.coach-danger{margin:0.1rem 0;padding-left:1.1rem}";

/// The seat a review starts on: the seat being viewed, or seat 0.
fn seat_of(v: Viewpoint) -> usize {
    match v {
        Viewpoint::Seat(s) => s.index(),
        Viewpoint::All => 0,
    }
}

/// What a review's tasks share: handles, copied into each task.
#[derive(Clone, Copy)]
struct Review {
    /// The review's number: a task of an earlier review stops when it sees a newer one.
    run: StoredValue<u32>,
    coach: StoredValue<Option<CoachReview>, LocalStorage>,
    record: StoredValue<Option<RecordViewer>, LocalStorage>,
    /// Bumped whenever the review changes; the list and status read it.
    changed: RwSignal<u32>,
    started_at: StoredValue<f64>,
    /// How long Hard's review of every hand took.
    took: RwSignal<Option<f64>>,
    /// When the Expert's second opinions were all in, from the review's start.
    checked_at: RwSignal<Option<f64>>,
}

impl Review {
    /// The record reviewed, as tenhou.net/6 text (what the worker is given).
    fn record_text(&self) -> Option<String> {
        self.record.with_value(|r| {
            r.as_ref()
                .map(|r| rinshan::records::tenhou6_write::write(&r.record))
        })
    }
}

/// Asks the Expert for a second opinion on the first of Hard's marks without one (the
/// review numbered `this`, while it is the current one), then on the next when it comes,
/// until every mark has one; `checked_at` is set when they are all in. A worker that
/// cannot answer leaves Hard's mark standing.
fn check_next(this: u32, review: Review) {
    let Review {
        run,
        coach,
        changed,
        checked_at,
        ..
    } = review;
    if run.get_value() != this {
        return;
    }
    let Some((seat, (hand, step))) =
        coach.with_value(|c| c.as_ref().and_then(|c| Some((c.seat, c.unchecked()?))))
    else {
        checked_at.set(Some(now()));
        return;
    };
    let Some(text) = review.record_text() else {
        return;
    };
    leptos::task::spawn_local(async move {
        let opinion = super::expert::second_opinion(text, seat.index(), hand, step).await;
        if run.get_value() != this {
            return;
        }
        let opinion = opinion.unwrap_or(SecondOpinion {
            hands: 0,
            played: (2.5, 0.0),
            advised: (2.5, 0.0),
            clear: true,
        });
        coach.update_value(|c| {
            if let Some(c) = c {
                c.second_opinion(hand, step, opinion);
            }
        });
        changed.update(|c| *c += 1);
        check_next(this, review);
    });
}

/// Asks the worker what the Phoenix players would make of the decisions of the first
/// reviewed hand without their opinions (the review numbered `this`, while it is the
/// current one), then of the next, until every hand has them; then the Expert's second
/// opinions ([`check_next`]), which a choice those players often make does not need. A
/// worker that cannot answer (no weights) leaves the marks to Hard and the Expert.
fn phoenix_next(this: u32, review: Review) {
    let Review {
        run,
        coach,
        changed,
        ..
    } = review;
    if run.get_value() != this {
        return;
    }
    let Some((seat, hand)) = coach.with_value(|c| {
        c.as_ref()
            .and_then(|c| Some((c.seat, c.unasked_phoenix()?)))
    }) else {
        check_next(this, review);
        return;
    };
    let Some(text) = review.record_text() else {
        return;
    };
    leptos::task::spawn_local(async move {
        let lines = super::expert::phoenix_review(text, seat.index(), hand).await;
        if run.get_value() != this {
            return;
        }
        coach.update_value(|c| {
            if let Some(c) = c {
                c.phoenix_opinions(hand, lines.as_deref().unwrap_or_default());
            }
        });
        changed.update(|c| *c += 1);
        phoenix_next(this, review);
    });
}

/// The page's clock in milliseconds.
fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// The coach's panel under the viewer's controls.
#[component]
pub fn CoachPanel(
    /// The language of every word.
    lang: Lang,
    /// The record being viewed.
    record: StoredValue<Option<RecordViewer>, LocalStorage>,
    /// Changes each time another record is opened (the review starts over).
    opened: RwSignal<u32>,
    /// The hand shown.
    hand: RwSignal<usize>,
    /// The step shown.
    step: RwSignal<usize>,
    /// Who the table is shown to.
    viewpoint: RwSignal<Viewpoint>,
) -> impl IntoView {
    let coach: StoredValue<Option<CoachReview>, LocalStorage> = StoredValue::new_local(None);
    // Bumped whenever the review changes; the list and status read it.
    let changed = RwSignal::new(0u32);
    // A review's number: a task of an earlier review stops when it sees a newer one.
    let run = StoredValue::new(0u32);
    let seat = RwSignal::new(seat_of(viewpoint.get_untracked()));
    let started_at = StoredValue::new(0.0f64);
    let took = RwSignal::new(None::<f64>);
    // When the Expert's second opinions were all in, from the review's start.
    let checked_at = RwSignal::new(None::<f64>);
    Effect::new(move |_| {
        opened.track();
        coach.set_value(None);
        run.update_value(|r| *r += 1);
        took.set(None);
        changed.update(|c| *c += 1);
    });
    // Follows the viewpoint's seat until a review starts.
    Effect::new(move |_| {
        let v = viewpoint.get();
        if coach.with_value(Option::is_none) {
            seat.set(seat_of(v));
        }
    });
    let review_hand = move |h: usize| {
        record.with_value(|r| {
            if let Some(r) = r {
                coach.update_value(|c| {
                    if let Some(c) = c {
                        c.review(r, h);
                    }
                });
            }
        });
    };
    let review = Review {
        run,
        coach,
        record,
        changed,
        started_at,
        took,
        checked_at,
    };
    // One hand per task, until every hand is done.
    fn slice(this: u32, review: Review, review_hand: impl Fn(usize) + Copy + 'static) {
        if review.run.get_value() != this {
            return;
        }
        let next = review
            .coach
            .with_value(|c| c.as_ref().and_then(CoachReview::next_unreviewed));
        match next {
            Some(h) => {
                review_hand(h);
                review.changed.update(|c| *c += 1);
                set_timeout(move || slice(this, review, review_hand), Duration::ZERO);
            }
            None => {
                review.took.set(Some(now() - review.started_at.get_value()));
                phoenix_next(this, review);
            }
        }
    }
    let start = move || {
        let Some(fresh) = record.with_value(|r| {
            r.as_ref()
                .map(|r| CoachReview::new(r, Seat::ALL[seat.get_untracked()]))
        }) else {
            return;
        };
        run.update_value(|r| *r += 1);
        let this = run.get_value();
        started_at.set_value(now());
        took.set(None);
        checked_at.set(None);
        coach.set_value(Some(fresh));
        review_hand(hand.get_untracked());
        changed.update(|c| *c += 1);
        set_timeout(move || slice(this, review, review_hand), Duration::ZERO);
    };
    // A hand shown before its turn is reviewed when it is shown.
    Effect::new(move |_| {
        let h = hand.get();
        let missing = coach.with_value(|c| c.as_ref().is_some_and(|c| c.hand(h).is_none()));
        if missing {
            review_hand(h);
            changed.update(|c| *c += 1);
        }
    });
    let jump = move |forward: bool| {
        let (h, s) = (hand.get_untracked(), step.get_untracked());
        let mut to = None;
        record.with_value(|r| {
            if let Some(r) = r {
                coach.update_value(|c| {
                    if let Some(c) = c {
                        to = if forward {
                            c.next_mark(r, h, s)
                        } else {
                            c.previous_mark(r, h, s)
                        };
                    }
                });
            }
        });
        changed.update(|c| *c += 1);
        if let Some((h, s)) = to {
            hand.set(h);
            step.set(s);
        }
    };
    let active = move || {
        changed.track();
        coach.with_value(Option::is_some)
    };
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        let in_field = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "TEXTAREA" | "INPUT" | "SELECT"));
        if in_field || e.ctrl_key() || e.meta_key() || e.alt_key() || !active() {
            return;
        }
        match e.key().as_str() {
            "n" | "N" => jump(true),
            "p" | "P" => jump(false),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());
    let status = move || {
        changed.track();
        coach.with_value(|c| {
            let c = c.as_ref()?;
            let (done, hands) = c.progress();
            if done < hands {
                return Some(reviewing(lang, done, hands));
            }
            let (asked, weighed) = c.phoenix_progress();
            if asked < weighed {
                return Some(asking_phoenix(lang, asked, weighed));
            }
            let (checked, marked) = c.checked();
            if checked < marked {
                return Some(checking(lang, checked, marked));
            }
            let all = c.points().count();
            let marks = c.points().filter(|p| p.marked()).count();
            Some(if marks == 0 {
                coach_text(lang, CoachMsg::NoMarks).to_string()
            } else {
                marks_count(lang, marks, all)
            })
        })
    };
    let markup = move || {
        changed.track();
        let (h, s) = (hand.get(), step.get());
        let names = record.with_value(|r| r.as_ref().map(|r| r.record.names.clone()));
        coach.with_value(|c| {
            let points = c.as_ref()?.hand(h)?;
            let mut out = Html::new();
            coach_hand(&mut out, lang, points, &names.unwrap_or_default(), s);
            Some(out.into_string())
        })
    };
    let on_list = move |e: leptos::ev::MouseEvent| {
        let Some(button) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("button.coach-go").ok().flatten())
        else {
            return;
        };
        let read = |name| {
            button
                .get_attribute(name)
                .and_then(|v| v.parse::<usize>().ok())
        };
        if let (Some(h), Some(s)) = (read("data-hand"), read("data-step")) {
            hand.set(h);
            step.set(s);
        }
    };
    let seat_options = move || {
        let names = record.with_value(|r| r.as_ref().map(|r| r.record.names.clone()));
        let names = names.unwrap_or_default();
        (0..4)
            .map(|i| {
                let label = seat_choice(lang, i, &names[i]);
                view! { <option value=i.to_string() selected=move || seat.get() == i>{label}</option> }
            })
            .collect_view()
    };
    let took_ms = move || took.get().map(|t| format!("{t:.0}"));
    let checked_ms = move || {
        checked_at
            .get()
            .map(|t| format!("{:.0}", t - started_at.get_value()))
    };
    view! {
        <style>{STYLE}</style>
        <section class="coach panel" aria-label=coach_text(lang, CoachMsg::ReviewWithAdvice)
            data-testid="coach" data-review-ms=took_ms data-check-ms=checked_ms>
            <div class="coach-controls">
                <label>{coach_text(lang, CoachMsg::SeatReviewed)} " "
                    <select aria-label=coach_text(lang, CoachMsg::SeatReviewed)
                        on:change=move |e| seat.set(event_target_value(&e).parse().unwrap_or(0))>
                        {seat_options}
                    </select>
                </label>
                <button class="coach-start primary" on:click=move |_| start()>
                    {coach_text(lang, CoachMsg::ReviewWithAdvice)}
                </button>
            </div>
            <div class="coach-controls">
                <button class="coach-previous" prop:disabled=move || !active() on:click=move |_| jump(false)>
                    {coach_text(lang, CoachMsg::PreviousMark)}
                </button>
                <button class="coach-next" prop:disabled=move || !active() on:click=move |_| jump(true)>
                    {coach_text(lang, CoachMsg::NextMark)}
                </button>
                <span class="coach-status" aria-live="polite">{status}</span>
            </div>
            <p class="coach-keys">{coach_text(lang, CoachMsg::Keys)}</p>
            <div class="coach-advice" on:click=on_list inner_html=move || markup().unwrap_or_default()></div>
        </section>
    }
}
