//! Motion from identity: the table's elements that move (a discard, a called tile, the
//! riichi stick, a win's hand) are known by the components that draw them, so nothing is
//! looked for in the page. Just before a change is shown, the element each movement leaves
//! from (the pressed hand tile, an opponent's hand, the discard being called) is handed to
//! the page's motion module, which notes where it lies; when the element it arrives as is
//! mounted (a keyed list mounts exactly that one), it is handed over too, and the module
//! slides it from its last place to its new one (FLIP), on the compositor.
//!
//! The module (`www/motion.js`, `window.rinshanMotion`) is loaded after the game is
//! playable; without it (a page that does not load it, reduced motion, the instant
//! speed) nothing moves and nothing here costs more than a lookup.

use std::cell::RefCell;

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use rinshan::engine::Event;
use rinshan::play::cue::{Cue, CueKind};
use rinshan::play::TableView;
use rinshan::rules::Tile;
use rinshan::text::Side;

/// Where an element that can move sits, by its identity on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A discard of the seat on side `side` (0 the player … 3 left), by its order in the
    /// pond.
    Discard {
        /// The side.
        side: usize,
        /// Its place in the pond's order.
        order: usize,
    },
    /// A tile of the player's hand (its key, its face, whether it is the drawn tile).
    Hand {
        /// The tile's key in the hand ([`rinshan::play::keys::TileKeys`]).
        key: u32,
        /// Its face.
        tile: Tile,
        /// It is the drawn tile, set apart.
        drawn: bool,
    },
    /// An opponent's hand (face down), as a whole.
    OpponentHand {
        /// The side.
        side: usize,
    },
    /// The called tile of a meld just laid (or the tile added to a pon).
    Called {
        /// The side.
        side: usize,
    },
    /// The riichi stick of a seat.
    Stick {
        /// The side.
        side: usize,
    },
    /// The winning hand in the hand's result.
    WinningHand,
    /// An element that never moves (a meld's called tile once laid): not kept.
    Settled,
}

/// A movement waiting for its element: where it goes (`to`), and the words the motion
/// module was given for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Arrival {
    Discard(usize),
    Called(usize),
    Stick(usize),
    Win,
}

thread_local! {
    /// The elements that can move, by place (each with the number it was kept under).
    static PLACES: RefCell<Vec<(u32, Place, web_sys::Element)>> = const { RefCell::new(Vec::new()) };
    /// The number the next element is kept under.
    static NEXT: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
    /// The movements announced and not yet arrived.
    static PENDING: RefCell<Vec<Arrival>> = const { RefCell::new(Vec::new()) };
}

/// The page's motion module, once loaded.
fn module() -> Option<js_sys::Object> {
    let window = web_sys::window()?;
    js_sys::Reflect::get(&window, &"rinshanMotion".into())
        .ok()
        .and_then(|m| m.dyn_into::<js_sys::Object>().ok())
}

/// Calls the module's function `name` with `args`.
fn call(m: &js_sys::Object, name: &str, args: &[JsValue]) {
    let Ok(f) = js_sys::Reflect::get(m, &name.into()) else {
        return;
    };
    let Some(f) = f.dyn_ref::<js_sys::Function>() else {
        return;
    };
    let list: js_sys::Array = args.iter().collect();
    let _ = f.apply(m, &list);
}

fn side_name(side: usize) -> &'static str {
    ["me", "right", "opposite", "left"][side.min(3)]
}

fn side_index(side: Side) -> usize {
    Side::ALL.iter().position(|s| *s == side).unwrap_or(0)
}

fn element(place: impl Fn(&Place) -> bool) -> Option<web_sys::Element> {
    PLACES.with(|p| {
        p.borrow()
            .iter()
            .find(|(_, at, _)| place(at))
            .map(|(_, _, e)| e.clone())
    })
}

/// Keeps the element as the one at `place` while it is mounted (a directive:
/// `use:arrives=place`); and if a movement waits for an element arriving there, hands it
/// to the motion module.
pub fn arrives(el: leptos::tachys::renderer::types::Element, place: Place) {
    if place == Place::Settled {
        return;
    }
    let id = NEXT.with(|n| {
        n.set(n.get().wrapping_add(1));
        n.get()
    });
    PLACES.with(|p| p.borrow_mut().push((id, place, el.clone())));
    on_cleanup(move || {
        PLACES.with(|p| p.borrow_mut().retain(|(kept, _, _)| *kept != id));
    });
    let arrival = match place {
        Place::Discard { side, .. } => Arrival::Discard(side),
        Place::Called { side } => Arrival::Called(side),
        Place::Stick { side } => Arrival::Stick(side),
        Place::WinningHand => Arrival::Win,
        Place::Hand { .. } | Place::OpponentHand { .. } | Place::Settled => return,
    };
    let waited = PENDING.with(|p| {
        let mut p = p.borrow_mut();
        let at = p.iter().position(|a| *a == arrival);
        at.map(|i| p.remove(i)).is_some()
    });
    if let (true, Some(m)) = (waited, module()) {
        let (kind, side) = match arrival {
            Arrival::Discard(s) => ("discard", s),
            Arrival::Called(s) => ("call", s),
            Arrival::Stick(s) => ("stick", s),
            Arrival::Win => ("win", 0),
        };
        call(
            &m,
            "arrive",
            &[kind.into(), side_name(side).into(), el.into()],
        );
    }
}

/// Before the table shows `new` (after `old`), with the `cues` the change brings: hands
/// the motion module the element each movement leaves from, and notes which elements the
/// movements arrive as. Nothing at the instant speed or without the module.
pub fn before_change(old: &TableView, new: &TableView, cues: &[Cue], instant: bool) {
    PENDING.with(|p| p.borrow_mut().clear());
    let Some(m) = module() else {
        return;
    };
    call(&m, "finish", &[]);
    if instant {
        return;
    }
    let me = new.seats[0].seat;
    let side_of = |seat| side_index(Side::at(me, seat, new.players));
    let leave = |kind: &str, side: usize, from: Option<web_sys::Element>| {
        if let Some(from) = from {
            call(
                &m,
                "leave",
                &[kind.into(), side_name(side).into(), from.into()],
            );
        }
    };
    let mut pending = Vec::new();
    for cue in cues {
        let side = side_index(cue.side);
        match cue.kind {
            CueKind::Discard | CueKind::Tsumogiri => {
                let from = if side == 0 {
                    // The player's discarded tile, as the hand showed it.
                    new.latest.iter().find_map(|e| match e {
                        Event::Discarded {
                            seat,
                            tile,
                            tsumogiri,
                            ..
                        } if side_of(*seat) == 0 => Some((*tile, *tsumogiri)),
                        _ => None,
                    })
                    .and_then(|(tile, tsumogiri)| {
                        element(|p| {
                            matches!(p, Place::Hand { tile: t, drawn, .. } if *t == tile && *drawn == tsumogiri)
                        })
                        .or_else(|| element(|p| matches!(p, Place::Hand { tile: t, .. } if *t == tile)))
                    })
                } else {
                    element(|p| *p == Place::OpponentHand { side })
                };
                leave("discard", side, from);
                pending.push(Arrival::Discard(side));
            }
            CueKind::Chii | CueKind::Pon | CueKind::Kan => {
                // A called tile leaves the discarder's pond (its last discard as shown);
                // a closed or added kan has none.
                let called = new.latest.iter().find_map(|e| match e {
                    Event::Called { seat, meld } if side_of(*seat) == side => meld.from(),
                    _ => None,
                });
                let Some(from_seat) = called else { continue };
                let k = side_of(from_seat);
                let last = old.seats[k].pond.iter().flatten().find(|p| p.last);
                let from = last.and_then(|p| {
                    element(|at| {
                        *at == Place::Discard {
                            side: k,
                            order: p.order,
                        }
                    })
                });
                leave("call", side, from);
                pending.push(Arrival::Called(side));
            }
            CueKind::Stick => pending.push(Arrival::Stick(side)),
            CueKind::Ron | CueKind::Tsumo => pending.push(Arrival::Win),
            _ => {}
        }
    }
    PENDING.with(|p| *p.borrow_mut() = pending);
}
