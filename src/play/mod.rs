//! The table in plain Rust, between the engine and a UI (no web dependencies, tested
//! natively like the engine), one job per file:
//! - the match driver both a page and a server's rooms play on ([`match_driver`]: the
//!   game, its moves, who moves next, a computer player's choice, the next hand), and a
//!   match for one player against three computer players on it ([`driver`]: the
//!   settings, pacing steps, the player's choices);
//! - what one seat may know ([`frame`]: its own tiles, the public table, its choices with
//!   the engine's refusals), built from the engine for the match driver here and for a
//!   server's rooms alike;
//! - a table played on a server ([`remote`]: the seat's frames in, its answers out);
//! - the cues of a change of the view ([`cue`]): what the page's sound and motion answer;
//! - the view ([`view`], built from a frame by [`view_builder`]): what the table shows,
//!   with every ruling from the engine; [`layout`] lays melds, ponds and the dead wall;
//!   [`hints`];
//! - watched tables ([`watch`]) and the tutorial driver ([`stepper`], [`ask`]): scenarios
//!   stepped forward and back, ask mode's verdicts;
//! - scenarios ([`scenario`], the notation in [`scenario_text`], scripts in [`script`]) and
//!   inline tile strings ([`tile_marks`]);
//! - saved games ([`save`]), the history of finished matches ([`history`]), game records
//!   of the match ([`export`]) and records opened for viewing ([`record_view`]), with the
//!   coach's advice on one seat ([`coach_view`]).

pub mod ask;
pub mod coach_view;
pub mod cue;
pub mod driver;
pub mod export;
pub mod frame;
pub mod hints;
pub mod history;
pub mod layout;
pub mod match_driver;
pub mod record_view;
pub mod remote;
pub mod replay;
pub mod save;
pub mod scenario;
pub mod scenario_text;
pub mod script;
pub mod stepper;
pub mod story;
pub mod tile_marks;
pub mod view;
pub mod view_builder;
pub mod watch;

pub use driver::{Controller, RefusedMove, Status};
pub use match_driver::MatchDriver;
pub use rinshan_frame::settings;
pub use scenario::{AskKind, Mode, Scenario, ScenarioError};
pub use settings::{Settings, Speed};
pub use view::TableView;
