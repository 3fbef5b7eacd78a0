//! The keyboard: arrows move over the hand, Enter discards, letters press the call buttons
//! (a letter with several variants focuses the first of them), `n` the next hand, `h`
//! hints, `m` sounds on or off, `?` this overlay listing every shortcut, Escape closes it
//! or takes back riichi.

use leptos::ev;
use leptos::prelude::*;

use super::call_prompt::{call_key, press_call};
use super::context::{use_table, TableContext};
use super::hand::press_tile;
use rinshan::text::{text, Msg};

const SHORTCUTS: [(&str, Msg); 13] = [
    ("← →", Msg::KeyMoveHand),
    ("Enter", Msg::KeyDiscard),
    ("r", Msg::KeyRonRiichi),
    ("t", Msg::Tsumo),
    ("p", Msg::Pon),
    ("c", Msg::KeyChii),
    ("k", Msg::Kan),
    ("b", Msg::Kita),
    ("s", Msg::KeySkip),
    ("n", Msg::KeyNineNext),
    ("h", Msg::KeyHints),
    ("m", Msg::KeyMute),
    ("?", Msg::KeyHelp),
];
/// Where this game lives: the page, or a tutorial widget's shadow root.
#[derive(Clone)]
enum Scope {
    Page,
    Widget(web_sys::ShadowRoot),
}

impl Scope {
    /// The scope of the element `marker` (inside the game).
    fn of(marker: &web_sys::Element) -> Scope {
        use wasm_bindgen::JsCast;
        match marker.get_root_node().dyn_into::<web_sys::ShadowRoot>() {
            Ok(root) => Scope::Widget(root),
            Err(_) => Scope::Page,
        }
    }

    /// True when a key pressed on `target` (as the window sees it) is meant for this game:
    /// a widget's game takes the keys pressed inside it, the page's game every key not
    /// pressed inside some widget.
    fn owns(&self, target: Option<&web_sys::Element>) -> bool {
        match (self, target) {
            (Scope::Widget(root), Some(t)) => root.host() == *t,
            (Scope::Widget(_), None) => false,
            (Scope::Page, Some(t)) => !t.tag_name().contains('-'),
            (Scope::Page, None) => true,
        }
    }

    /// Focuses the first element matching `sel` in this scope.
    fn focus(&self, sel: &str) {
        let found = match self {
            Scope::Page => document().query_selector(sel).ok().flatten(),
            Scope::Widget(root) => root.query_selector(sel).ok().flatten(),
        };
        if let Some(el) = found {
            if let Some(el) = wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlElement>(&el) {
                let _ = el.focus();
            }
        }
    }
}

fn on_key(table: TableContext, e: web_sys::KeyboardEvent, scope: &Scope) {
    table.pointer.set_value(String::new());
    let target = e
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
    if !scope.owns(target.as_ref()) {
        return;
    }
    let tag = target
        .as_ref()
        .map(|t| t.tag_name().to_ascii_lowercase())
        .unwrap_or_default();
    if matches!(tag.as_str(), "input" | "select" | "textarea")
        || e.ctrl_key()
        || e.meta_key()
        || e.alt_key()
    {
        return;
    }
    let key = e.key();
    if key == "?" {
        table.help_open.update(|o| *o = !*o);
        return;
    }
    if key == "Escape" && table.help_open.get_untracked() {
        table.help_open.set(false);
        return;
    }
    let (prompt, result) = table.view.with_untracked(|v| {
        (
            v.prompt.clone(),
            v.result.is_some() || v.standings.is_some(),
        )
    });
    if key == "h" || key == "m" {
        let mut s = table.settings.get_untracked();
        if key == "h" {
            s.hints = !s.hints;
        } else {
            s.mute = !s.mute;
        }
        table.apply_settings(s);
        return;
    }
    if result {
        if key == "n" {
            table.next_hand();
        }
        return;
    }
    let Some(prompt) = prompt else { return };
    let n = prompt.tiles.len();
    match key.as_str() {
        "ArrowLeft" | "ArrowRight" if n > 0 => {
            let cur = table.selected.get_untracked();
            let cur = if cur >= n { n - 1 } else { cur };
            let next = if key == "ArrowLeft" {
                (cur + n - 1) % n
            } else {
                (cur + 1) % n
            };
            table.selected.set(next);
            table.lifted.set(None);
            scope.focus(&format!("[data-testid=hand] button[data-index=\"{next}\"]"));
            e.prevent_default();
        }
        "Enter" | " " if tag != "button" => {
            let cur = table.selected.get_untracked();
            let cur = if cur >= n { n - 1 } else { cur };
            press_tile(table, cur);
            e.prevent_default();
        }
        _ => {
            let matching: Vec<_> = prompt
                .calls
                .iter()
                .filter(|c| call_key(c.kind) == key)
                .cloned()
                .collect();
            match matching.as_slice() {
                [] => {}
                [one] => press_call(table, one),
                [first, ..] => {
                    // Several variants: focus the first, the player picks with Tab and Enter.
                    let sel = format!(
                        ".call-prompt button[aria-keyshortcuts=\"{}\"]",
                        call_key(first.kind)
                    );
                    scope.focus(&sel);
                }
            }
        }
    }
}

/// The overlay's list, as HTML.
fn shortcut_list(lang: rinshan::text::Lang) -> String {
    let mut h = rinshan_html::Html::new();
    for (k, what) in SHORTCUTS {
        h.raw("<dt><kbd>")
            .text(k)
            .raw("</kbd></dt><dd>")
            .text(text(lang, what))
            .raw("</dd>");
    }
    h.into_string()
}

/// Listens for the shortcuts (on the whole page, or inside the widget that holds this
/// game), and shows the overlay when asked.
#[component]
pub fn Shortcuts() -> impl IntoView {
    let table = use_table();
    let marker = NodeRef::<leptos::html::Span>::new();
    let handle = window_event_listener(ev::keydown, move |e| {
        let scope = marker
            .get_untracked()
            .map_or(Scope::Page, |m| Scope::of(&m));
        on_key(table, e, &scope)
    });
    on_cleanup(move || handle.remove());
    let lang = table.settings.with_untracked(|s| s.lang);
    let overlay = move || {
        table.help_open.get().then(|| view! {
            <div class="overlay" role="dialog" aria-label=text(lang, Msg::Shortcuts) data-testid="shortcuts">
                <h2>{text(lang, Msg::Shortcuts)}</h2>
                <dl inner_html=shortcut_list(lang)></dl>
                <button autofocus on:click=move |_| table.help_open.set(false)>{text(lang, Msg::Close)}</button>
            </div>
        })
    };
    view! { <span class="shortcut-scope" hidden node_ref=marker></span> {overlay} }
}
