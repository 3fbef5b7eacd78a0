//! A seat's melds laid as the controller's layout says: the called tile sideways toward
//! its source, a shouminkan's added tile stacked on it, an ankan's outer tiles face down;
//! each named for screen readers ("Pon of red dragons from the player opposite"); and
//! after them the Norths set aside (kita, three-player mahjong). Each meld is one element
//! keyed by its place and kind: a call adds one, a pon made a kan is laid again.

use std::sync::Arc;

use leptos::prelude::*;

use super::context::use_table;
use super::keyed::{keyed, live, when, Attrs};
use super::motion::{arrives, Place};
use super::tile_view::{back, face};
use rinshan::play::layout::LaidTile;
use rinshan::play::view::MeldShown;
use rinshan::rules::{Tile, TileKind};
use rinshan::text::phrases::{added_tile, kita_label};
use rinshan::text::{meld_label, text, Lang, Msg};

/// The melds and Norths set aside of the seat on side `k`, in a group with the class
/// `class` and the accessible name `label`.
#[component]
pub fn Melds(
    /// The side.
    k: usize,
    /// The group's class (`melds`, `my-melds`).
    class: &'static str,
    /// The group's accessible name.
    #[prop(into)]
    label: String,
) -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let seat = table.seats[k];
    // A meld's key: its place (high bits) and its kind.
    let keys = Arc::new(move || {
        seat.with(|s| {
            s.melds
                .iter()
                .enumerate()
                .map(|(i, m)| (i as u64) << 8 | m.kind as u64)
                .collect()
        })
    });
    let one = Arc::new(move |key: u64| {
        let m = seat.with_untracked(|s| s.melds.get((key >> 8) as usize).cloned());
        m.map_or_else(|| ().into_any(), |m| meld(lang, k, &m))
    });
    let kita = Arc::new(move || seat.with(|s| s.kita > 0));
    view! {
        <div class=class role="group" aria-label=label>
            {keyed(keys, one)}
            {when(kita, Arc::new(move || kita_row(lang, k)))}
        </div>
    }
}

/// The player's melds, beside the hand.
#[component]
pub fn MyMelds() -> impl IntoView {
    let lang = use_table().settings.with_untracked(|s| s.lang);
    view! {
        <div class="my-melds-slot">
            <Melds k=0 class="my-melds" label=text(lang, Msg::YourMelds)/>
        </div>
    }
}

/// One meld, named for assistive technology.
fn meld(lang: Lang, k: usize, m: &MeldShown) -> AnyView {
    let tiles = m
        .tiles
        .iter()
        .map(|l| laid(lang, k, l, m.fresh))
        .collect_view();
    view! {
        <span
            class=if m.fresh { "meld fresh" } else { "meld" }
            role="group"
            aria-label=meld_label(lang, m.kind, &m.faces, m.from)
            data-kind=m.kind.name()
        >
            {tiles}
        </span>
    }
    .into_any()
}

/// One tile as laid in a meld: upright, sideways, face down, or sideways with the added
/// tile of a shouminkan stacked on it. The called tile of a meld just laid is where a
/// call's movement arrives.
fn laid(lang: Lang, k: usize, l: &LaidTile, fresh: bool) -> AnyView {
    // Only a meld just laid is where a call's movement arrives.
    let called = if fresh {
        Place::Called { side: k }
    } else {
        Place::Settled
    };
    match (l.tile, l.stacked) {
        (None, _) => view! { <span class="laid">{back(lang)}</span> }.into_any(),
        (Some(t), Some(top)) => view! {
            <span class="laid stack" use:arrives=called>
                {face(lang, top, true, Some(added_tile(lang, top)))}
                {face(lang, t, true, None)}
            </span>
        }
        .into_any(),
        (Some(t), None) if l.sideways => {
            view! { <span class="laid turned" use:arrives=called>{face(lang, t, true, None)}</span> }
                .into_any()
        }
        (Some(t), None) => view! { <span class="laid">{face(lang, t, false, None)}</span> }.into_any(),
    }
}

/// The Norths set aside, upright side by side as the platforms show them, one element each.
fn kita_row(lang: Lang, k: usize) -> AnyView {
    let seat = use_table().seats[k];
    let north = Tile::new(TileKind::wind(3));
    let label: Attrs =
        Arc::new(move || seat.with(|s| vec![("aria-label", Some(kita_label(lang, s.kita)))]));
    let keys = Arc::new(move || seat.with(|s| (0..u64::from(s.kita)).collect()));
    let one = Arc::new(move |_: u64| {
        view! { <span class="laid">{face(lang, north, false, None)}</span> }.into_any()
    });
    view! {
        <span class="kita" role="group" use:live=label data-testid="kita">{keyed(keys, one)}</span>
    }
    .into_any()
}
