//! What the player is told about their saved match and record: a save or a history that
//! could not be read (with a link exporting it as a text file) or storage that is
//! unavailable or full.
//! Dismissable; shown only on the game's page.

use leptos::prelude::*;

use super::saved::Keeper;
use rinshan::text::{text, Msg};

/// The notice, while there is one.
#[component]
pub fn SaveNotice() -> impl IntoView {
    let keeper = use_context::<Keeper>()?;
    let lang = super::context::use_table()
        .settings
        .with_untracked(|s| s.lang);
    Some(move || {
        keeper.notice.get().map(|n| {
            let export = n.export.map(|(label, file, kept)| {
                let href = format!(
                    "data:text/plain;charset=utf-8,{}",
                    js_sys::encode_uri_component(&kept)
                );
                view! {
                    " " <a href=href download=file>{text(lang, label)}</a>
                }
            });
            view! {
                <div class="save-notice" role="alert" data-testid="save-notice">
                    <p>{n.text} {export}</p>
                    <button on:click=move |_| keeper.dismiss()>{text(lang, Msg::Close)}</button>
                </div>
            }
        })
    })
}
