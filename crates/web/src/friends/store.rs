//! What the friends page keeps in this browser: the seat it holds (its room's invite code
//! and the seat token, so that a reload or a new visit comes back to it), the name last
//! used, the page's preferences, and the last finished match (its saved game, for the
//! record viewer and its coach). Storage that fails is not an error: the page just
//! remembers less.

use crate::ui::saved::{read, write, FRIENDS_MATCH_KEY};
use rinshan::play::Settings;
use rinshan::text::Lang;

/// The seat held: `INVITE TOKEN`.
pub const SEAT_KEY: &str = "rinshan-friends-seat";
/// The name last used.
pub const NAME_KEY: &str = "rinshan-friends-name";
/// The page's preferences (as settings words).
pub const PREFS_KEY: &str = "rinshan-friends-prefs";

fn get(key: &str) -> Option<String> {
    read(key).ok().flatten()
}

/// Remembers the seat `token` holds in the room `invite` opens.
pub fn remember_seat(invite: &str, token: &str) {
    let _ = write(SEAT_KEY, &format!("{invite} {token}"));
}

/// Forgets the seat held.
pub fn forget_seat() {
    let _ = write(SEAT_KEY, "");
}

fn seat() -> Option<(String, String)> {
    let text = get(SEAT_KEY)?;
    let (invite, token) = text.split_once(' ')?;
    rinshan_protocol::is_code(token).then(|| (invite.to_string(), token.to_string()))
}

/// The token of the seat held in the room `invite` opens, if any.
pub fn seat_for(invite: &str) -> Option<String> {
    seat().filter(|(i, _)| i == invite).map(|(_, t)| t)
}

/// The token of the seat held, in whichever room.
pub fn last_seat() -> Option<String> {
    seat().map(|(_, t)| t)
}

/// Remembers the name used.
pub fn remember_name(name: &str) {
    let _ = write(NAME_KEY, name);
}

/// The name last used.
pub fn name() -> String {
    get(NAME_KEY).unwrap_or_default()
}

/// Keeps a finished match's saved game.
pub fn keep_match(save: &str) {
    let _ = write(FRIENDS_MATCH_KEY, save);
}

/// The page's preferences: the language (at first the browser's), hints, automatic
/// passing and winning.
pub fn settings() -> Settings {
    let mut s = Settings::default();
    if let Some(lang) = web_sys::window().and_then(|w| w.navigator().language()) {
        s.lang = Lang::from_tag(&lang);
    }
    for word in get(PREFS_KEY).unwrap_or_default().split_whitespace() {
        if let Some((name, value)) = word.split_once('=') {
            s.set(name, value);
        }
    }
    s
}

/// Keeps the page's preferences.
pub fn keep_settings(s: &Settings) {
    let flag = |b: bool| if b { "1" } else { "0" };
    let words = format!(
        "lang={} hints={} autopass={} autowin={}",
        s.lang.tag(),
        flag(s.hints),
        flag(s.auto_pass),
        flag(s.auto_win)
    );
    let _ = write(PREFS_KEY, &words);
}
