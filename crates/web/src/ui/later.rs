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
