//! A part of the page built in a task after the one that builds the page (`tasks` later:
//! 1 the next, 2 the one after), so a slow phone shows what matters first and no task of
//! the start is long. The game's start uses it for the board's sides and the side panel.

use leptos::prelude::*;

/// Its children, built `tasks` tasks after the page (at once for 0).
#[component]
pub fn Later(
    /// How many tasks later (0: at once).
    tasks: u8,
    /// What to build.
    children: ChildrenFn,
) -> impl IntoView {
    let ready = RwSignal::new(tasks == 0);
    if tasks > 0 {
        wait(tasks, ready);
    }
    move || ready.get().then(|| children())
}

/// Sets `ready` after `tasks` tasks.
fn wait(tasks: u8, ready: RwSignal<bool>) {
    set_timeout(
        move || {
            if tasks <= 1 {
                ready.set(true);
            } else {
                wait(tasks - 1, ready);
            }
        },
        std::time::Duration::ZERO,
    );
}

/// How long one slice of building the shanten tables may run, in milliseconds.
const TABLES_SLICE_MS: f64 = 6.0;

/// Builds the rules' shanten tables (about 2 MB, a few hundred milliseconds on a slow
/// phone if built at once) in slices of a few milliseconds, each in a task of its own, so
/// that no task of the page's start is long; until they are ready a shanten searches each
/// suit instead ([`rinshan::rules::shanten::prepare_tables_step`]).
pub fn prepare_tables() {
    let clock = web_sys::window().and_then(|w| w.performance());
    let now = || clock.as_ref().map_or(0.0, |p| p.now());
    let start = now();
    while now() - start < TABLES_SLICE_MS {
        if rinshan::rules::shanten::prepare_tables_step(512) {
            return;
        }
    }
    set_timeout(prepare_tables, std::time::Duration::ZERO);
}
