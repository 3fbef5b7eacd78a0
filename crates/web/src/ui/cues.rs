//! The table's cues handed to the page: each change of the view that brings new events
//! ([`rinshan::play::cue`]) is announced as a `rinshan-cues` DOM event from the table,
//! before the view changes on screen, so the page's motion module can see where a tile
//! leaves from. The sounds (www/sound.js) and the motion (www/motion.js) are modules of
//! their own, loaded after the game is playable; a page that loads neither (a tutorial
//! page that does not ask for sound) hears and sees nothing of this.
//!
//! The event's `detail`: `cues`, the cues as words (`"discard@me pon@left"`); `volume`,
//! the loudness 0 to 1 (0 when muted); `instant`, true at the instant play speed (no
//! motion). The sounds' settings are the page's: kept in `localStorage` under
//! [`SOUND_KEY`] for every match, not in a saved match.

use rinshan::play::cue::Cue;
use rinshan::play::{Settings, Speed};
use wasm_bindgen::JsValue;

/// The DOM event's type.
pub const EVENT: &str = "rinshan-cues";
/// Where the page keeps the sounds' settings (`volume=60 mute=0`).
pub const SOUND_KEY: &str = "rinshan-sound";

/// Announces `cues` (one or more) from `from` (the table's element; the document when it
/// has none).
pub fn send(from: Option<&web_sys::Element>, cues: &[Cue], settings: &Settings) {
    let words = rinshan::play::cue::words(cues);
    announce(from, &words, settings);
}

/// Announces the cues written as `words` (one word: the room's clock running low).
pub fn announce(from: Option<&web_sys::Element>, words: &str, settings: &Settings) {
    let detail = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&detail, &k.into(), &v);
    };
    set("cues", words.into());
    set("volume", settings.loudness().into());
    set("instant", (settings.speed == Speed::Instant).into());
    let init = web_sys::CustomEventInit::new();
    init.set_bubbles(true);
    init.set_composed(true);
    init.set_detail(&detail);
    let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(EVENT, &init) else {
        return;
    };
    let target: Option<web_sys::EventTarget> = match from {
        Some(el) => Some(el.clone().into()),
        None => web_sys::window().and_then(|w| w.document()).map(Into::into),
    };
    if let Some(t) = target {
        let _ = t.dispatch_event(&event);
    }
}

/// The page's sounds' settings, over `settings` (unreadable words are ignored).
pub fn load_sound(settings: &mut Settings) {
    let Ok(Some(words)) = super::saved::read(SOUND_KEY) else {
        return;
    };
    for w in words.split_whitespace() {
        if let Some((name, value)) = w.split_once('=') {
            if matches!(name, "volume" | "mute") {
                settings.set(name, value);
            }
        }
    }
}

/// Keeps the sounds' settings of `settings` for the page's next matches and visits.
pub fn keep_sound(settings: &Settings) {
    let _ = super::saved::write(SOUND_KEY, &settings.sound_words());
}
