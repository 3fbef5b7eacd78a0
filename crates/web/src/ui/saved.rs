//! Nothing a player does is lost: the game's match is written to the browser's
//! `localStorage` after every change (the versioned text of [`Controller::save`]) and
//! restored on the next visit; finished matches go into the local [`History`]. A save that
//! cannot be restored (another version, damaged) is moved aside under
//! [`UNREADABLE_KEY`], so it can be exported, and a fresh match is dealt; a history that
//! cannot be read whole is kept as it was under [`UNREADABLE_HISTORY_KEY`] (never written
//! over by the next match's entry) and what could be read of it is shown; storage that is
//! unavailable (a private window, blocked by the browser) or full is said in words once.
//! Nothing here panics: every storage call may fail and each failure is a [`Notice`].

use leptos::prelude::*;

use super::context::TableContext;
use rinshan::play::history::{match_id, History, HistoryEntry, HistoryProblem};
use rinshan::play::story::SeatFigures;
use rinshan::play::Controller;
use rinshan::text::{text, Lang, Msg};

/// Where the match in progress is kept.
pub const SAVE_KEY: &str = "rinshan-save";
/// Where a save that could not be restored is kept aside.
pub const UNREADABLE_KEY: &str = "rinshan-save-unreadable";
/// Where the finished matches are kept.
pub const HISTORY_KEY: &str = "rinshan-history";
/// Where a history that could not be read whole is kept, as it was.
pub const UNREADABLE_HISTORY_KEY: &str = "rinshan-history-unreadable";
/// Where the friends page keeps the last match played with friends (its saved game, with
/// the players' names and the page's seat), for the record viewer (`review.html#friends`).
pub const FRIENDS_MATCH_KEY: &str = "rinshan-friends-match";

/// Why the browser's storage could not be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageProblem {
    /// There is no storage for this page (private window, blocked by the browser).
    Unavailable,
    /// The storage refused to take more (quota exceeded).
    Full,
}

fn storage() -> Result<web_sys::Storage, StorageProblem> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or(StorageProblem::Unavailable)
}

/// The text stored under `key`, if any.
pub fn read(key: &str) -> Result<Option<String>, StorageProblem> {
    storage()?
        .get_item(key)
        .map_err(|_| StorageProblem::Unavailable)
}

/// Stores `value` under `key`.
pub fn write(key: &str, value: &str) -> Result<(), StorageProblem> {
    storage()?.set_item(key, value).map_err(|e| {
        let name = js_sys::Reflect::get(&e, &"name".into())
            .ok()
            .and_then(|n| n.as_string());
        if name.as_deref() == Some("QuotaExceededError") {
            StorageProblem::Full
        } else {
            StorageProblem::Unavailable
        }
    })
}

/// Something the player must be told about their saved match or their record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// What happened, in words.
    pub text: String,
    /// The unreadable text, offered for export: the link's words and file name, and the
    /// text.
    pub export: Option<(Msg, &'static str, String)>,
}

impl Notice {
    /// The notice for a storage problem.
    pub fn storage(lang: Lang, problem: StorageProblem) -> Notice {
        let msg = match problem {
            StorageProblem::Unavailable => Msg::StorageUnavailable,
            StorageProblem::Full => Msg::StorageFull,
        };
        Notice {
            text: text(lang, msg).to_string(),
            export: None,
        }
    }
}

/// The saved match, if there is one that can be restored. A save that cannot be is moved
/// aside and explained in the notice (with the text to export).
pub fn restore(lang: Lang) -> (Option<Controller>, Option<Notice>) {
    let saved = match read(SAVE_KEY) {
        Ok(Some(saved)) => saved,
        Ok(None) => return (None, None),
        Err(p) => return (None, Some(Notice::storage(lang, p))),
    };
    match Controller::restore(&saved) {
        Ok(ctrl) => (Some(ctrl), None),
        Err(reason) => {
            // Kept aside (and no longer in the way of the new match's saves); if even
            // that fails, the notice still carries the text to export.
            let _ = write(UNREADABLE_KEY, &saved);
            let notice = Notice {
                text: format!(
                    "{} ({reason}). {}",
                    text(lang, Msg::SaveUnreadable),
                    text(lang, Msg::SaveKept)
                ),
                export: Some((Msg::ExportSave, "rinshan-unreadable-save.txt", saved)),
            };
            (None, Some(notice))
        }
    }
}

/// The history kept in the browser, with what could be read of it. A history that cannot
/// be read whole is kept aside as it was (unless that very text is already kept) and
/// explained, with the text to export; the page then shows what could be read, and the
/// next finished match is recorded on top of that.
fn stored_history(lang: Lang) -> (History, Option<Notice>) {
    let text = match read(HISTORY_KEY) {
        Ok(Some(text)) => text,
        // Storage that cannot be used is told by the save's own reading.
        Ok(None) | Err(_) => return (History::default(), None),
    };
    let (history, problem) = History::read(&text);
    let Some(problem) = problem else {
        return (history, None);
    };
    let kept = read(UNREADABLE_HISTORY_KEY).ok().flatten();
    if kept.as_deref() != Some(text.as_str()) {
        // If even that fails, the notice still carries the text to export.
        let _ = write(UNREADABLE_HISTORY_KEY, &text);
    }
    let unreadable = match problem {
        HistoryProblem::NotAHistory => None,
        HistoryProblem::UnreadableLines(n) => Some(n),
    };
    let notice = Notice {
        text: rinshan::text::phrases::history_unreadable(lang, unreadable),
        export: Some((Msg::ExportHistory, "rinshan-unreadable-history.txt", text)),
    };
    (history, Some(notice))
}

/// The saved match and the history of one game page, shared with its components.
#[derive(Clone, Copy)]
pub struct Keeper {
    /// The finished matches.
    pub history: RwSignal<History>,
    /// What the player must be told about saving, until dismissed.
    pub notice: RwSignal<Option<Notice>>,
    /// A storage problem was already told (it is told once).
    told: StoredValue<bool>,
    /// A notice to tell once the one shown is closed.
    next: StoredValue<Option<Notice>>,
}

impl Keeper {
    /// Provides the keeper for `table` as context and saves the match at every point where
    /// it rests or the player acted: each move of the player, each decision offered to
    /// them, each hand's end, each change of settings. The computer players' moves in
    /// between are not saved one by one: the engine replays them the same from the save
    /// (it is deterministic), so nothing of the match is lost and a slow phone does not
    /// write the growing save after every computer move. A match that ends is added to
    /// the history.
    pub fn provide(table: TableContext, notice: Option<Notice>) -> Keeper {
        let lang = table.settings.with_untracked(|s| s.lang);
        let (history, history_notice) = stored_history(lang);
        // The save's notice comes first; the history's is told once that one is closed.
        let (notice, later) = match (notice, history_notice) {
            (Some(n), h) => (Some(n), h),
            (None, h) => (h, None),
        };
        let keeper = Keeper {
            history: RwSignal::new(history),
            told: StoredValue::new(notice.is_some()),
            notice: RwSignal::new(notice),
            next: StoredValue::new(later),
        };
        provide_context(keeper);
        let resting = Memo::new(move |_| {
            let moves = table.player_moves.get();
            table.view.with(|v| {
                (
                    moves,
                    v.prompt.is_some(),
                    v.result.is_some(),
                    v.standings.is_some(),
                )
            })
        });
        Effect::new(move |_| {
            let _ = resting.get();
            let ended = table.view.with_untracked(|v| {
                v.standings
                    .clone()
                    .map(|s| (s, v.story.as_ref().map(|st| st.figures[0])))
            });
            table.settings.track();
            keeper.save(table, ended);
        });
        keeper
    }

    /// Closes the notice shown; the next one waiting, if any, is shown instead.
    pub fn dismiss(self) {
        let next = self.next.try_update_value(Option::take).flatten();
        self.notice.set(next);
    }

    fn save(
        self,
        table: TableContext,
        ended: Option<([rinshan::engine::Standing; 4], Option<SeatFigures>)>,
    ) {
        let text = table.save_text();
        let mut result = write(SAVE_KEY, &text);
        if let Some((standings, mine)) = ended {
            let date = String::from(js_sys::Date::new_0().to_iso_string());
            let rules = table.match_rules();
            let mut entry = HistoryEntry::new(&match_id(&text), &date, &rules, &standings);
            if let Some(f) = mine {
                entry = entry.with_figures(f);
            }
            let mut history = self.history.get_untracked();
            if history.record(entry) {
                result = result.and(write(HISTORY_KEY, &history.to_text()));
                self.history.set(history);
            }
        }
        if let Err(problem) = result {
            if !self.told.get_value() {
                self.told.set_value(true);
                let lang = table.settings.with_untracked(|s| s.lang);
                self.notice.set(Some(Notice::storage(lang, problem)));
            }
        }
    }
}
