//! The Expert player: Hard's judgement narrows the choice to the actions worth a second
//! look ([`super::candidates`]); when more than one is left, the rest of the hand is
//! played out many times from the seat's view ([`super::search`]) and the action whose
//! outcomes are worth most is chosen. It sees only its seat's view, like every level.

use super::candidates::{candidates, Width};
use super::search::{search, Search};
use super::settings::Settings;
use rinshan_bots::Decide;
use rinshan_engine::{Action, SeatView};
use rinshan_rules::Seed;

/// A clock in milliseconds.
pub type Clock = Box<dyn FnMut() -> f64 + Send>;

/// The Expert computer player.
pub struct Expert {
    seed: Seed,
    settings: Settings,
    width: Width,
    clock: Clock,
    /// What the last decision's simulation found (`None` when it needed none).
    pub last: Option<Search>,
}

impl std::fmt::Debug for Expert {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Expert")
            .field("seed", &self.seed)
            .field("settings", &self.settings)
            .field("width", &self.width)
            .finish_non_exhaustive()
    }
}

impl Expert {
    /// An Expert with `settings`; `seed` (with the view) decides its simulations, so a
    /// decision under a budget of simulations is the same every time.
    pub fn new(seed: Seed, settings: Settings) -> Expert {
        Expert {
            seed,
            settings,
            width: Width::default(),
            clock: default_clock(),
            last: None,
        }
    }

    /// The same Expert timed by `clock` (milliseconds): a thread's CPU time, or the
    /// browser's `performance.now()` where there is no native clock.
    pub fn with_clock(mut self, clock: Clock) -> Expert {
        self.clock = clock;
        self
    }

    /// The same Expert looking as wide as `width` says.
    pub fn with_width(mut self, width: Width) -> Expert {
        self.width = width;
        self
    }

    /// Its settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The decision with what its simulation found: the action (one of `legal`), and the
    /// estimates when there was more than one sensible action.
    pub fn think(&mut self, view: &SeatView, legal: &[Action]) -> (Action, Option<Search>) {
        let c = candidates(view, legal, &self.width);
        if c.settled() {
            return (c.hard().clone(), None);
        }
        let seed = Seed(self.seed.0 ^ view_hash(view));
        let s = search(view, &c, &self.settings, seed, &mut self.clock);
        let chosen = if legal.contains(&s.chosen) {
            s.chosen.clone()
        } else {
            c.hard().clone()
        };
        (chosen, Some(s))
    }
}

impl Decide for Expert {
    fn decide(&mut self, view: &SeatView, legal: &[Action]) -> Action {
        let (action, search) = self.think(view, legal);
        self.last = search;
        action
    }
}

/// A hash of everything `view` shows (FNV-1a over its printed form): the simulations'
/// seed, so that a decision depends on the view and nothing else.
fn view_hash(view: &SeatView) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in format!("{view:?}").bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The wall clock natively. In WebAssembly there is none without the page: a clock that
/// moves a millisecond each time it is read stands in until one is given
/// ([`Expert::with_clock`]).
pub(crate) fn default_clock() -> Clock {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let epoch = std::time::Instant::now();
        Box::new(move || epoch.elapsed().as_secs_f64() * 1e3)
    }
    #[cfg(target_arch = "wasm32")]
    {
        let mut ticks = 0.0;
        Box::new(move || {
            ticks += 1.0;
            ticks
        })
    }
}
