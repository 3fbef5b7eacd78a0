//! Export of the match on the table as a game record, finished or in progress: download
//! it as a tenhou.net/6 log (what Tenhou's log viewer and review tools load) or as mjai
//! JSON lines, or copy the tenhou.net/6 log. The record is written from the saved game
//! (the match replayed from its seed) by the record viewer's module, loaded when the panel
//! opens; shown on the game's page beside the table.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::context::{use_table, TableContext};
use super::records_module;
use rinshan::text::{text, Msg};

/// Starts a download of `body` named `name` (a link made for the click and let go).
fn download(name: &str, body: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(a) = document.create_element("a") else {
        return;
    };
    let href = format!(
        "data:application/json;charset=utf-8,{}",
        js_sys::encode_uri_component(body)
    );
    let _ = a.set_attribute("href", &href);
    let _ = a.set_attribute("download", name);
    if let Ok(a) = a.dyn_into::<web_sys::HtmlElement>() {
        a.click();
    }
}

/// Writes the match's record in `format` and downloads it as `name`; a failure is said.
pub fn save_as(table: TableContext, format: &'static str, name: &'static str) {
    let save = table.save_text();
    leptos::task::spawn_local(async move {
        match records_module::export(save, format).await {
            Ok(body) => download(name, &body),
            Err(e) => table.message.set(Some(e)),
        }
    });
}

/// Copies the tenhou.net/6 record and says whether the browser allowed it.
fn copy(table: TableContext) {
    let save = table.save_text();
    leptos::task::spawn_local(async move {
        let body = match records_module::export(save, "tenhou6").await {
            Ok(body) => body,
            Err(e) => return table.message.set(Some(e)),
        };
        let Some(clipboard) = web_sys::window().map(|w| w.navigator().clipboard()) else {
            return;
        };
        let done = js_sys::futures::JsFuture::from(clipboard.write_text(&body))
            .await
            .is_ok();
        let msg = if done {
            Msg::RecordCopied
        } else {
            Msg::CopyRefused
        };
        table.tell(msg);
    });
}

/// The panel's buttons and links, as markup: each button names its action in
/// `data-action`, which the panel's one click handler reads.
fn actions(lang: rinshan::text::Lang) -> String {
    let mut h = rinshan_html::Html::new();
    h.raw("<div class=\"record-actions\">");
    for (action, msg) in [
        ("tenhou6", Msg::DownloadTenhou),
        ("mjai", Msg::DownloadMjai),
        ("copy", Msg::CopyRecord),
    ] {
        h.raw("<button type=\"button\"")
            .attr("data-action", action)
            .gt()
            .text(text(lang, msg))
            .raw("</button>");
    }
    h.raw("</div><p class=\"record-links\"><a href=\"review.html#match\">")
        .text(text(lang, Msg::ReviewThisMatch))
        .raw("</a><a href=\"review.html\">")
        .text(text(lang, Msg::ReviewRecord))
        .raw("</a></p>");
    h.into_string()
}

/// The action of the panel's button an event happened on.
fn action_of(e: &web_sys::MouseEvent) -> Option<String> {
    let target = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    target
        .closest("button[data-action]")
        .ok()
        .flatten()?
        .get_attribute("data-action")
}

/// The record panel.
#[component]
pub fn RecordPanel() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let on_click = move |e: web_sys::MouseEvent| match action_of(&e).as_deref() {
        Some("tenhou6") => save_as(table, "tenhou6", "rinshan-record.json"),
        Some("mjai") => save_as(table, "mjai", "rinshan-record.mjson"),
        Some("copy") => copy(table),
        _ => {}
    };
    view! {
        <details class="panel record" data-testid="record" on:toggle=move |_| records_module::preload()>
            <summary>{text(lang, Msg::GameRecord)}</summary>
            <div class="part" on:click=on_click inner_html=actions(lang)></div>
        </details>
    }
}
