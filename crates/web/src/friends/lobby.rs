//! The two forms before a room: opening one (the player's name and the room's settings:
//! rule preset — every one of `Ruleset::PRESET_IDS`, the three-player ones ("Tenhou 3P",
//! "Mahjong Soul 3P") making a room for three —, East-only or East-South, the computer
//! players' level, thinking time) and
//! taking a seat in the room an invite link opens (the player's name).

use leptos::prelude::*;

use super::app::use_friends;
use super::prefs::LanguagePicker;
use super::store;
use rinshan::bots::Level;
use rinshan::rules::{GameLength, Ruleset};
use rinshan::text::friends::{friends_text, FriendsMsg};
use rinshan::text::{level_word, text, Msg};
use rinshan_protocol::settings::{MAX_BANK_SECS, MAX_MOVE_SECS};
use rinshan_protocol::RoomSettings;

/// The player's name field.
#[component]
fn NameField(name: RwSignal<String>) -> impl IntoView {
    let f = use_friends();
    let lang = move || f.settings.with(|s| s.lang);
    view! {
        <label>
            {move || friends_text(lang(), FriendsMsg::YourName)}
            <input type="text" name="name" maxlength="24" required autocomplete="nickname"
                data-testid="friends-name"
                prop:value=move || name.get()
                on:input=move |e| name.set(event_target_value(&e))/>
        </label>
    }
}

/// Opening a room.
#[component]
pub fn CreateRoom() -> impl IntoView {
    let f = use_friends();
    let lang = move || f.settings.with(|s| s.lang);
    let name = RwSignal::new(store::name());
    let defaults = RoomSettings::default();
    let rules = RwSignal::new(defaults.rules.clone());
    let south = RwSignal::new(false);
    let level = RwSignal::new(defaults.level);
    let move_secs = RwSignal::new(defaults.move_secs);
    let bank_secs = RwSignal::new(defaults.bank_secs);
    let submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let settings = RoomSettings {
            rules: rules.get_untracked(),
            length: if south.get_untracked() {
                GameLength::EastSouth
            } else {
                GameLength::EastOnly
            },
            level: level.get_untracked(),
            move_secs: move_secs.get_untracked(),
            bank_secs: bank_secs.get_untracked(),
        };
        f.create(name.get_untracked(), settings);
    };
    let number = |e: &leptos::ev::Event, max: u32| {
        event_target_value(e).parse::<u32>().unwrap_or(0).min(max)
    };
    view! {
        <section class="panel friends-form" data-testid="create-room">
            <h2>{move || friends_text(lang(), FriendsMsg::OpenRoom)}</h2>
            <p>{move || friends_text(lang(), FriendsMsg::Intro)}</p>
            <form on:submit=submit>
                <NameField name=name/>
                <label>{move || text(lang(), Msg::RuleSet)}
                    <select name="rules" data-testid="room-rules" on:change=move |e| rules.set(event_target_value(&e))>
                        {Ruleset::PRESET_IDS.iter().map(|&id| {
                            let title = Ruleset::preset(id).map(|r| r.name).unwrap_or_default();
                            view! { <option value=id selected=move || rules.get() == id>{title}</option> }
                        }).collect_view()}
                    </select>
                </label>
                <label>{move || text(lang(), Msg::GameLength)}
                    <select name="length" on:change=move |e| south.set(event_target_value(&e) == "south")>
                        <option value="east" selected=move || !south.get()>{move || text(lang(), Msg::EastOnly)}</option>
                        <option value="south" selected=move || south.get()>{move || text(lang(), Msg::EastSouth)}</option>
                    </select>
                </label>
                <label>{move || text(lang(), Msg::Opponents)}
                    <select name="level" on:change=move |e| {
                        let v = event_target_value(&e);
                        if let Some(l) = Level::ALL.into_iter().find(|l| l.name() == v) {
                            level.set(l);
                        }
                    }>
                        {Level::ALL.into_iter().map(|l| view! {
                            <option value=l.name() selected=move || level.get() == l>{move || level_word(lang(), l)}</option>
                        }).collect_view()}
                    </select>
                </label>
                <label>{move || friends_text(lang(), FriendsMsg::MoveSeconds)}
                    <input type="number" name="move" min="1" max=MAX_MOVE_SECS prop:value=move || move_secs.get().to_string()
                        on:change=move |e| move_secs.set(number(&e, MAX_MOVE_SECS).max(1))/>
                </label>
                <label>{move || friends_text(lang(), FriendsMsg::BankSeconds)}
                    <input type="number" name="bank" min="0" max=MAX_BANK_SECS prop:value=move || bank_secs.get().to_string()
                        on:change=move |e| bank_secs.set(number(&e, MAX_BANK_SECS))/>
                </label>
                <button class="primary" type="submit" data-testid="open-room">{move || friends_text(lang(), FriendsMsg::OpenRoom)}</button>
            </form>
            <LanguagePicker/>
        </section>
    }
}

/// Taking a seat with an invite link.
#[component]
pub fn JoinRoom(
    /// The invite code.
    invite: String,
) -> impl IntoView {
    let f = use_friends();
    let lang = move || f.settings.with(|s| s.lang);
    let name = RwSignal::new(store::name());
    let invite = StoredValue::new(invite);
    let submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        f.join(invite.get_value(), name.get_untracked());
    };
    view! {
        <section class="panel friends-form" data-testid="join-room">
            <h2>{move || friends_text(lang(), FriendsMsg::Invited)}</h2>
            <form on:submit=submit>
                <NameField name=name/>
                <button class="primary" type="submit" data-testid="take-seat">{move || friends_text(lang(), FriendsMsg::TakeSeat)}</button>
            </form>
            <LanguagePicker/>
        </section>
    }
}
