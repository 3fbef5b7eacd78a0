//! A scenario played on against the computer (`mode=play`) needs the whole game: the
//! computer players, the call prompt, the result screens. The embedding module leaves
//! them out and has the record viewer's module (which also writes the game's results and
//! stories) play it, loaded when such a widget appears: the page's
//! `rinshanPlay(element, scenario, lang)` (defined by `rinshan-elements.js`) imports that
//! module and mounts the game into the widget's slot, in the widget's language; dropping
//! the slot unmounts it.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// The game mounted into a slot, freed when the slot goes away.
struct Played(Option<JsValue>);

impl Drop for Played {
    fn drop(&mut self) {
        let free = self.0.as_ref().and_then(|h| {
            js_sys::Reflect::get(h, &"free".into())
                .ok()
                .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        });
        if let (Some(free), Some(handle)) = (free, &self.0) {
            let _ = free.call0(handle);
        }
    }
}

/// Asks the page to mount the game for `scenario` into `slot`, its words in `lang`.
async fn play_into(
    slot: web_sys::HtmlElement,
    scenario: String,
    lang: &str,
) -> Result<JsValue, String> {
    let play = js_sys::Reflect::get(&js_sys::global(), &"rinshanPlay".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or("this page cannot load the game (rinshanPlay is missing)")?;
    let promise = play
        .call3(&JsValue::NULL, &slot.into(), &scenario.into(), &lang.into())
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
        .ok_or("the game did not start")?;
    js_sys::futures::JsFuture::from(promise).await.map_err(|e| {
        e.dyn_ref::<js_sys::Error>().map_or_else(
            || "the game could not be loaded".into(),
            |e| e.message().into(),
        )
    })
}

/// The slot the game is played in.
#[component]
pub fn PlaySlot(
    /// The scenario as written in the page.
    scenario: String,
) -> impl IntoView {
    let lang = super::widget::Look::get().lang.tag();
    let slot = NodeRef::<leptos::html::Div>::new();
    let error = RwSignal::new(None::<String>);
    let kept: StoredValue<Option<Played>, LocalStorage> = StoredValue::new_local(None);
    Effect::new(move |_| {
        let Some(el) = slot.get() else {
            return;
        };
        let scenario = scenario.clone();
        leptos::task::spawn_local(async move {
            match play_into(el.into(), scenario, lang).await {
                Ok(handle) => kept.set_value(Some(Played(Some(handle)))),
                Err(e) => error.set(Some(e)),
            }
        });
    });
    view! {
        <div class="play-slot" node_ref=slot></div>
        {move || error.get().map(|e| view! { <p class="scenario-error" role="alert">{e}</p> })}
    }
}
