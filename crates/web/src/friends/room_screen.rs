//! The room: who sits in each seat (three in a room for three, four otherwise) and whether
//! they are connected (or away, played for by a computer player), the invite and watch
//! links to copy, the room's settings, and the host's "Start the match"; during the match
//! a strip above the table with the same seats and the player's own thinking time.

use std::time::Duration;

use leptos::prelude::*;

use super::app::use_friends;
use super::prefs::LanguagePicker;
use super::store;
use rinshan::rules::{GameLength, Ruleset, Seat};
use rinshan::text::friends::{clock_words, friends_text, seat_line, watchers, FriendsMsg};
use rinshan::text::{level_word, text, wind_word, Lang, Msg};
use rinshan_protocol::{ClientMsg, RoomInfo, SeatInfo};

/// A seat's line in words, and its state for styles (`person`, `cut-off`, `away`,
/// `computer`, `empty`).
fn seat_words(lang: Lang, room: &RoomInfo, seat: Seat, me: Option<Seat>) -> (String, &'static str) {
    match &room.seats[seat.index()] {
        SeatInfo::Empty => (friends_text(lang, FriendsMsg::Empty).to_string(), "empty"),
        SeatInfo::Computer { level } => (
            format!(
                "{} ({})",
                friends_text(lang, FriendsMsg::Computer),
                level_word(lang, *level)
            ),
            "computer",
        ),
        SeatInfo::Person {
            name,
            host,
            connected,
            away,
        } => {
            let mut notes = Vec::new();
            if *host {
                notes.push(FriendsMsg::Host);
            }
            if me == Some(seat) {
                notes.push(FriendsMsg::You);
            }
            let state = match (connected, away) {
                (true, _) => "person",
                (false, true) => {
                    notes.push(FriendsMsg::Away);
                    "away"
                }
                (false, false) => {
                    notes.push(FriendsMsg::CutOff);
                    "cut-off"
                }
            };
            (seat_line(lang, name, &notes), state)
        }
    }
}

/// The page's address with `fragment` (`#join=…`, `#watch=…`).
fn link_to(fragment: &str) -> String {
    let Some(loc) = web_sys::window().map(|w| w.location()) else {
        return fragment.to_string();
    };
    let origin = loc.origin().unwrap_or_default();
    let path = loc.pathname().unwrap_or_default();
    format!("{origin}{path}{fragment}")
}

/// A link to copy, with its button.
#[component]
fn CopyLink(
    /// Its label.
    label: FriendsMsg,
    /// The address.
    href: String,
    /// For tests.
    testid: &'static str,
) -> impl IntoView {
    let f = use_friends();
    let lang = move || f.settings.with(|s| s.lang);
    let href = StoredValue::new(href);
    let copy = move |_| {
        if let Some(w) = web_sys::window() {
            let _ = w.navigator().clipboard().write_text(&href.get_value());
            f.notice
                .set(Some(friends_text(lang(), FriendsMsg::Copied).into()));
        }
    };
    view! {
        <div class="room-link">
            <label>{move || friends_text(lang(), label)}
                <input type="text" readonly prop:value=href.get_value() data-testid=testid/>
            </label>
            <button type="button" on:click=copy>{move || friends_text(lang(), FriendsMsg::Copy)}</button>
        </div>
    }
}

/// The seats that play, East first: four, or three in a three-player room (its North
/// seat is no seat, and has no chair here).
#[component]
fn SeatList() -> impl IntoView {
    let f = use_friends();
    move || {
        let lang = f.settings.with(|s| s.lang);
        let me = f.seat.get();
        let room = f.room.get()?;
        Some(view! {
            <ol class="room-seats" aria-label=friends_text(lang, FriendsMsg::Seats) data-testid="room-seats">
                {room.playing().iter().map(|&s| {
                    let (line, state) = seat_words(lang, &room, s, me);
                    view! {
                        <li class=format!("room-seat {state}") data-state=state>
                            <span class="room-wind">{wind_word(lang, s.index() as u8)}</span>
                            " "
                            {line}
                        </li>
                    }
                }).collect_view()}
            </ol>
            {(room.watchers > 0).then(|| view! { <p class="room-watchers">{watchers(lang, room.watchers)}</p> })}
        })
    }
}

/// The room's settings in words.
fn settings_words(lang: Lang, room: &RoomInfo) -> String {
    let s = &room.settings;
    let rules = Ruleset::preset(&s.rules)
        .map(|r| r.name)
        .unwrap_or_default();
    let length = text(
        lang,
        match s.length {
            GameLength::EastOnly => Msg::EastOnly,
            GameLength::EastSouth => Msg::EastSouth,
        },
    );
    format!(
        "{rules} · {length} · {} {} · {} {} · {} {}",
        text(lang, Msg::Opponents),
        level_word(lang, s.level),
        friends_text(lang, FriendsMsg::MoveSeconds),
        s.move_secs,
        friends_text(lang, FriendsMsg::BankSeconds),
        s.bank_secs
    )
}

/// The room before its match: seats, links, settings, start.
#[component]
pub fn RoomScreen() -> impl IntoView {
    let f = use_friends();
    let lang = move || f.settings.with(|s| s.lang);
    let is_host = move || {
        let me = f.seat.get();
        f.room.with(|r| {
            r.as_ref().is_some_and(|r| {
                me.is_some_and(|s| {
                    matches!(&r.seats[s.index()], SeatInfo::Person { host: true, .. })
                })
            })
        })
    };
    let started = move || f.room.with(|r| r.as_ref().is_some_and(|r| r.started));
    let leave = move |_| {
        f.send(&ClientMsg::Leave);
        store::forget_seat();
    };
    let links = move || {
        let (invite, watch) = f.codes.get();
        view! {
            {invite.map(|c| view! { <CopyLink label=FriendsMsg::InviteLink href=link_to(&format!("#join={c}")) testid="invite-link"/> })}
            {watch.map(|c| view! { <CopyLink label=FriendsMsg::WatchLink href=link_to(&format!("#watch={c}")) testid="watch-link"/> })}
        }
    };
    view! {
        <section class="panel room" data-testid="room">
            <h2>{move || friends_text(lang(), FriendsMsg::Seats)}</h2>
            <SeatList/>
            <p class="room-settings">
                <strong>{move || friends_text(lang(), FriendsMsg::RoomSettings)}</strong> ": "
                {move || f.room.with(|r| r.as_ref().map(|r| settings_words(lang(), r)))}
            </p>
            {links}
            {move || match (f.seat.get(), is_host(), started()) {
                (None, _, _) => view! { <p>{friends_text(lang(), FriendsMsg::Watching)}</p> }.into_any(),
                (Some(_), _, true) => view! { <p>{friends_text(lang(), FriendsMsg::MatchPlaying)}</p> }.into_any(),
                (Some(_), true, false) => view! {
                    <button class="primary" data-testid="start-match" on:click=move |_| f.send(&ClientMsg::Start)>
                        {friends_text(lang(), FriendsMsg::Start)}
                    </button>
                    <button type="button" on:click=leave>{friends_text(lang(), FriendsMsg::Leave)}</button>
                }.into_any(),
                (Some(_), false, false) => view! {
                    <p>{friends_text(lang(), FriendsMsg::WaitingForHost)}</p>
                    <button type="button" on:click=leave>{friends_text(lang(), FriendsMsg::Leave)}</button>
                }.into_any(),
            }}
            <LanguagePicker/>
        </section>
    }
}

/// When the player's time to decide runs low: the warning sound (issue 46), in ms left, or
/// at half the time the decision came with when that is shorter (a room of a few seconds a
/// move and no bank warns a player who lingers, not every decision as it starts).
const TIME_LOW_MS: u32 = 5_000;

/// During the match: the seats and who is connected, and the player's own time (with a
/// short warning sound when it runs low).
#[component]
pub fn RoomStrip() -> impl IntoView {
    let f = use_friends();
    let lang = move || f.settings.with(|s| s.lang);
    // A clock tick four times a second while a decision's time runs.
    let now = RwSignal::new(0.0f64);
    let tick = set_interval_with_handle(
        move || {
            if f.clock.with_untracked(Option::is_some) {
                now.set(
                    web_sys::window()
                        .and_then(|w| w.performance())
                        .map_or(0.0, |p| p.now()),
                );
            }
        },
        Duration::from_millis(250),
    );
    on_cleanup(move || {
        if let Ok(t) = tick {
            t.clear();
        }
    });
    // The time left for the decision before the player (the move's, the bank's), when its
    // clock came and the time it came with; none while the player does not decide.
    let left = Memo::new(move |_| {
        let (c, at) = f.clock.get()?;
        let waiting = f
            .table
            .get()
            .is_some_and(|t| t.view.with(|v| v.prompt.is_some()));
        if !waiting {
            return None;
        }
        let spent = (now.get() - at).max(0.0) as u32;
        let move_left = c.move_ms.saturating_sub(spent);
        let bank_left = c.bank_ms.saturating_sub(spent.saturating_sub(c.move_ms));
        Some((move_left, bank_left, at, c.move_ms + c.bank_ms))
    });
    // The warning, once per decision (the decision warned of: when its clock came).
    let warned = StoredValue::new(f64::NAN);
    Effect::new(move |_| {
        let Some((move_left, bank_left, at, came_with)) = left.get() else {
            return;
        };
        let low = TIME_LOW_MS.min(came_with / 2);
        if move_left + bank_left <= low && warned.get_value() != at {
            warned.set_value(at);
            if let Some(t) = f.table.get_untracked() {
                t.time_low();
            }
        }
    });
    // The clock keeps its line (empty) while the player does not decide, so the table
    // below never moves when it comes and goes.
    let clock = move || {
        left.get().map(|(move_left, bank_left, _, _)| {
            view! {
                <span data-testid="my-clock">
                    {friends_text(lang(), FriendsMsg::YourTime)} ": " {clock_words(lang(), move_left, bank_left)}
                </span>
            }
        })
    };
    view! {
        <section class="room-strip" aria-label=move || friends_text(lang(), FriendsMsg::Seats) data-testid="room-strip">
            <SeatList/>
            <p class="my-clock" role="timer">{clock}</p>
        </section>
    }
}
