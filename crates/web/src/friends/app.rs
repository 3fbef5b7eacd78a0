//! The friends page: connects to the server next to it, greets it, and then — as the
//! address and this browser's storage say — opens a room, takes a seat by an invite link,
//! comes back to its seat (a reload, a lost connection, a server restart) or watches. The
//! server's messages go to the room's state and to the table; the table is the game's own
//! (`GameScreen` over a [`TableContext`] fed with this seat's frames).

use std::rc::Rc;

use leptos::prelude::*;

use super::link::{server_url, Link, LinkEvent};
use super::lobby::{CreateRoom, JoinRoom};
use super::room_screen::{RoomScreen, RoomStrip};
use super::store;
use crate::ui::context::TableContext;
use crate::ui::game::GameScreen;
use crate::ui::tile_view::TileArt;
use rinshan::play::remote::{Answer, RemoteTable};
use rinshan::play::Settings;
use rinshan::rules::Seat;
use rinshan::text::friends::{friends_text, FriendsMsg};
use rinshan::text::rooms::problem;
use rinshan::text::{refusal, Lang};
use rinshan_protocol::{ClientMsg, Clock, Problem, RoomInfo, RoomSettings, ServerMsg, VERSION};

/// Where the page stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Reaching the server.
    Connecting,
    /// The server cannot be reached at all (a plain file host, offline).
    NoServer,
    /// Opening a room.
    Create,
    /// Taking a seat in the room this invite code opens.
    Join(String),
    /// In a room (its lobby, its match, its end).
    Room,
    /// The page is older than the server: reload.
    Outdated,
    /// The page stopped for good, for this reason: the seat is played on another page
    /// (`replaced`), the room cannot go on (`broken_room`), or too many pages are open
    /// from this network (`too_many_connections`).
    Closed(Problem),
}

/// What the address asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Wish {
    /// `#join=CODE`.
    Join(String),
    /// `#watch=CODE`.
    Watch(String),
    /// `#new`: a new room (after a match).
    NewRoom,
    /// Nothing: back to one's seat, or a new room.
    Nothing,
}

fn wish() -> Wish {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    let code = |prefix: &str| {
        hash.strip_prefix(prefix)
            .filter(|c| rinshan_protocol::is_code(c))
            .map(String::from)
    };
    match (code("#join="), code("#watch=")) {
        (Some(c), _) => Wish::Join(c),
        (_, Some(c)) => Wish::Watch(c),
        _ if hash == "#new" => Wish::NewRoom,
        _ => Wish::Nothing,
    }
}

/// The page's state, shared by its components.
#[derive(Clone, Copy)]
pub struct Friends {
    link: StoredValue<Option<Link>, LocalStorage>,
    /// Where the page stands.
    pub stage: RwSignal<Stage>,
    /// The room, once in one.
    pub room: RwSignal<Option<RoomInfo>>,
    /// The page's seat (`None` while watching, or before a room).
    pub seat: RwSignal<Option<Seat>>,
    /// The room's invite and watch codes.
    pub codes: RwSignal<(Option<String>, Option<String>)>,
    /// The connection is lost (the page is reconnecting).
    pub lost: RwSignal<bool>,
    /// The last problem, in words.
    pub notice: RwSignal<Option<String>>,
    /// The seat's clock and when it came (the page's clock, milliseconds).
    pub clock: RwSignal<Option<(Clock, f64)>>,
    /// The page's settings (language, hints, automatic passing and winning).
    pub settings: RwSignal<Settings>,
    /// The table, once the match has sent its first frame.
    pub table: RwSignal<Option<TableContext>>,
    /// Counts the welcomes (each a new seating: the server is told the preferences again).
    seated: RwSignal<u64>,
    remote: StoredValue<RemoteTable, LocalStorage>,
}

/// The friends page's state.
pub fn use_friends() -> Friends {
    expect_context::<Friends>()
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

impl Friends {
    /// The language of the page.
    pub fn lang(self) -> Lang {
        self.settings.with_untracked(|s| s.lang)
    }

    /// Sends a message to the server (dropped while the connection is down: the page
    /// sends what is needed again when it is back). A message that cannot be written is
    /// logged as an error and not sent (never an empty message in its place; no message of
    /// the protocol fails to write: `rinshan-protocol`'s tests write every kind).
    pub fn send(self, msg: &ClientMsg) {
        let text = match rinshan_protocol::encode_client(msg) {
            Ok(text) => text,
            Err(e) => {
                leptos::logging::error!(
                    "a message for the server cannot be written ({e}): not sent"
                );
                return;
            }
        };
        self.link.with_value(|l| {
            if let Some(l) = l {
                l.send(&text);
            }
        });
    }

    /// Opens a room.
    pub fn create(self, name: String, settings: RoomSettings) {
        store::remember_name(&name);
        self.send(&ClientMsg::Create { name, settings });
    }

    /// Takes a seat with the invite code.
    pub fn join(self, invite: String, name: String) {
        store::remember_name(&name);
        self.send(&ClientMsg::Join { invite, name });
    }

    fn answer(self, a: Answer) {
        let msg = match a {
            Answer::Act { seq, action } => ClientMsg::Act { seq, action },
            Answer::Next { seq } => ClientMsg::Next { seq },
        };
        self.send(&msg);
    }

    /// After the greeting: back to one's seat, or what the address asks for.
    fn greeted(self) {
        match wish() {
            Wish::Watch(watch) => self.send(&ClientMsg::Watch { watch }),
            Wish::Join(invite) => match store::seat_for(&invite) {
                Some(token) => self.send(&ClientMsg::Resume { token }),
                None => self.stage.set(Stage::Join(invite)),
            },
            Wish::NewRoom => {
                store::forget_seat();
                self.stage.set(Stage::Create);
            }
            Wish::Nothing => match store::last_seat() {
                Some(token) => self.send(&ClientMsg::Resume { token }),
                None => self.stage.set(Stage::Create),
            },
        }
    }

    fn on_message(self, msg: ServerMsg) {
        match msg {
            ServerMsg::Hello { .. } => self.greeted(),
            ServerMsg::Welcome {
                seat,
                token,
                invite,
                watch,
                room,
            } => {
                if let (Some(token), Some(invite)) = (&token, &invite) {
                    store::remember_seat(invite, token);
                }
                if self.stage.get_untracked() == Stage::Room && self.lost.get_untracked() {
                    self.notice.set(Some(
                        friends_text(self.lang(), FriendsMsg::BackInRoom).into(),
                    ));
                }
                self.lost.set(false);
                self.seat.set(seat);
                self.codes.set((invite, Some(watch)));
                self.seat_people(&room);
                self.room.set(Some(room));
                self.stage.set(Stage::Room);
                self.seated.update(|n| *n += 1);
            }
            ServerMsg::Room { room } => {
                self.seat_people(&room);
                self.room.set(Some(room));
            }
            ServerMsg::Frame { seq, frame, clock } => {
                self.clock.set(clock.map(|c| (c, now_ms())));
                let settings = self.settings.get_untracked();
                let answer = self
                    .remote
                    .try_update_value(|r| r.receive(seq, *frame, &settings))
                    .flatten();
                self.show_table();
                if let Some(a) = answer {
                    self.answer(a);
                    self.show_table();
                }
            }
            ServerMsg::Refused { seq, refusal: r } => {
                self.remote.update_value(|t| t.refused(seq));
                self.notice.set(Some(refusal(self.lang(), &r)));
                self.show_table();
            }
            ServerMsg::Ended { save } => {
                store::keep_match(&save);
                self.remote.update_value(|t| t.ended(save, None));
                self.show_table();
            }
            ServerMsg::Problem { problem: p } => self.on_problem(p),
        }
    }

    fn on_problem(self, p: Problem) {
        match p {
            Problem::Outdated => {
                self.link.with_value(|l| l.as_ref().map(Link::close));
                self.stage.set(Stage::Outdated);
            }
            Problem::Replaced | Problem::BrokenRoom | Problem::TooManyConnections => {
                self.link.with_value(|l| l.as_ref().map(Link::close));
                self.stage.set(Stage::Closed(p));
            }
            Problem::BadToken => {
                // The seat is gone (the room ended long ago, or was left): start afresh.
                store::forget_seat();
                self.greeted();
            }
            Problem::Purged => {
                // The room's match ended so long ago that the server no longer keeps it
                // (what this browser kept at its end stays in the record viewer). A seat
                // held in it went with it, but not one held in another room (this was a
                // watch link, or the invite of a room this browser has no seat in).
                let resumed = match wish() {
                    Wish::Join(invite) => store::seat_for(&invite).is_some(),
                    Wish::Nothing => true,
                    Wish::Watch(_) | Wish::NewRoom => false,
                };
                if resumed {
                    store::forget_seat();
                }
                self.table.set(None);
                self.room.set(None);
                self.stage.set(Stage::Create);
                self.notice.set(Some(problem(self.lang(), p).into()));
            }
            Problem::Expired => {
                // The room closed before its match started: say so, and open another.
                store::forget_seat();
                self.table.set(None);
                self.room.set(None);
                self.stage.set(Stage::Create);
                self.notice.set(Some(problem(self.lang(), p).into()));
            }
            _ => self.notice.set(Some(problem(self.lang(), p).into())),
        }
    }

    fn seat_people(self, room: &RoomInfo) {
        let (names, levels) = (room.names(), room.levels());
        self.remote.update_value(|r| r.seat_people(names, levels));
    }

    /// Shows the table as the latest frame has it (building it at the first frame).
    fn show_table(self) {
        let Some(view) = self.remote.with_value(RemoteTable::view) else {
            return;
        };
        match self.table.get_untracked() {
            Some(t) => t.show(view),
            None => {
                let me = self;
                let send: Rc<dyn Fn(Answer)> = Rc::new(move |a| me.answer(a));
                let table = TableContext::remote(self.remote, view, self.settings, send);
                self.table.set(Some(table));
            }
        }
    }
}

/// The friends page.
#[component]
pub fn FriendsApp() -> impl IntoView {
    let settings = RwSignal::new(store::settings());
    let f = Friends {
        link: StoredValue::new_local(None),
        stage: RwSignal::new(Stage::Connecting),
        room: RwSignal::new(None),
        seat: RwSignal::new(None),
        codes: RwSignal::new((None, None)),
        lost: RwSignal::new(false),
        notice: RwSignal::new(None),
        clock: RwSignal::new(None),
        settings,
        table: RwSignal::new(None),
        seated: RwSignal::new(0),
        remote: StoredValue::new_local(RemoteTable::new()),
    };
    provide_context(f);
    super::prefs::follow_preferences(f.seated.into());
    match server_url() {
        Some(url) => {
            let link = Link::open(url, move |e| match e {
                LinkEvent::Open => f.send(&ClientMsg::Hello { version: VERSION }),
                LinkEvent::Text(t) => match serde_json::from_str::<ServerMsg>(&t) {
                    Ok(msg) => f.on_message(msg),
                    // Left aside, but never in silence: the log says what and why, the
                    // player is told.
                    Err(e) => {
                        let head: String = t.chars().take(120).collect();
                        leptos::logging::error!(
                            "a message from the server cannot be read ({e}): {head}"
                        );
                        f.notice.set(Some(
                            friends_text(f.lang(), FriendsMsg::UnreadableMessage).into(),
                        ));
                    }
                },
                LinkEvent::Lost { ever } => {
                    if ever {
                        f.lost.set(true);
                    } else if f.stage.get_untracked() == Stage::Connecting {
                        f.stage.set(Stage::NoServer);
                    }
                }
            });
            f.link.set_value(Some(link));
        }
        None => f.stage.set(Stage::NoServer),
    }
    let lang = Memo::new(move |_| settings.with(|s| s.lang));
    // The page's language, for screen readers and fonts.
    Effect::new(move |_| {
        let tag = lang.get().tag();
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", tag);
        }
    });
    let words = move |m| friends_text(lang.get(), m);
    let status = move || {
        let lost = f.lost.get();
        let stage = f.stage.get();
        let line = match stage {
            Stage::Connecting => Some(words(FriendsMsg::Connecting).to_string()),
            Stage::NoServer => Some(words(FriendsMsg::NeedsServer).to_string()),
            Stage::Outdated => Some(problem(lang.get(), Problem::Outdated).to_string()),
            Stage::Closed(p) => Some(problem(lang.get(), p).to_string()),
            _ if lost => Some(words(FriendsMsg::Reconnecting).to_string()),
            _ => f.notice.get(),
        };
        line.map(|l| view! { <p class="friends-status" role="status" data-testid="friends-status">{l}</p> })
    };
    let body = move || {
        match f.stage.get() {
        Stage::Create => view! { <CreateRoom/> }.into_any(),
        Stage::Join(invite) => view! { <JoinRoom invite=invite/> }.into_any(),
        Stage::Room => match f.table.get() {
            Some(table) => {
                provide_context(table);
                view! {
                    <RoomStrip/>
                    <GameScreen/>
                }
                .into_any()
            }
            None => view! { <RoomScreen/> }.into_any(),
        },
        Stage::Outdated | Stage::Closed(Problem::TooManyConnections) => view! {
            <button class="primary" on:click=|_| { let _ = web_sys::window().map(|w| w.location().reload()); }>
                {move || words(FriendsMsg::Reload)}
            </button>
        }
        .into_any(),
        Stage::Connecting | Stage::NoServer | Stage::Closed(_) => view! {
            <p><a class="button" href="./">{move || words(FriendsMsg::BackToGame)}</a></p>
        }
        .into_any(),
    }
    };
    view! {
        <TileArt/>
        <header class="bar">
            <h1>{move || words(FriendsMsg::Title)}</h1>
            <a class="bar-link" href="./">{move || words(FriendsMsg::BackToGame)}</a>
        </header>
        <main class="friends" data-testid="friends">
            {status}
            {body}
        </main>
    }
}
