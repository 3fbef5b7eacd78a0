//! The table controller between the engine and the UI: a match for one player against
//! three computer players, with the settings, pacing steps, what the player may do now
//! (and why anything else is refused), hints, and the view the UI draws. Plain Rust, no
//! web dependencies: tested natively like the engine.

pub mod controller;
pub mod export;
pub mod hints;
pub mod history;
pub mod layout;
pub mod review;
pub mod save;
pub mod scenario;
pub mod script;
pub mod settings;
pub mod setup;
pub mod text;
pub mod tile_marks;
pub mod tutorial;
pub mod view;

pub use controller::{Controller, Status};
pub use settings::{Settings, Speed};
pub use setup::{Mode, SetupError, TableSetup};
pub use text::{Lang, Side};
pub use view::TableView;
