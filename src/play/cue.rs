//! What the table's sounds and motion answer: the cues of one change of the view. A
//! discard is heard and slides into its pond, a call is called and its tile moves to the
//! meld, the riichi stick is set down, a win is called and revealed. The page turns each
//! cue into a sound (www/sound.js) and a movement (www/motion.js); nothing here knows how
//! a cue sounds or moves, only which happened, in the order the rules took them, and
//! where on screen.
//!
//! A view brings cues only when it brings new events: the same view shown again (a
//! refused choice, riichi armed, a setting changed, a frame sent again) brings none.

use super::view::TableView;
use crate::engine::Event;
use crate::rules::MeldKind;
use crate::text::Side;

/// One thing the table makes heard and seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CueKind {
    /// A tile discarded from the hand.
    Discard,
    /// The tile just drawn discarded (tsumogiri): the softer sound.
    Tsumogiri,
    /// A replacement tile drawn from the dead wall (after a kan or a kita).
    Replacement,
    /// Chii called.
    Chii,
    /// Pon called.
    Pon,
    /// A kan: open (called), added or closed.
    Kan,
    /// A North set aside (kita, three-player mahjong).
    Kita,
    /// Riichi declared (with the discard that follows it).
    Riichi,
    /// The riichi stick set down: the declaration stood, the deposit is paid.
    Stick,
    /// A win on another player's discard (or a kan's or kita's tile).
    Ron,
    /// A win on one's own draw.
    Tsumo,
    /// The hand is over (a win or a draw): its result is up.
    HandEnd,
    /// The match is over: its standings are up.
    MatchEnd,
    /// The player's own time to decide runs low (a room's clock).
    TimeLow,
}

impl CueKind {
    /// The cue's name for the page's sound and motion modules.
    pub fn name(self) -> &'static str {
        match self {
            CueKind::Discard => "discard",
            CueKind::Tsumogiri => "tsumogiri",
            CueKind::Replacement => "replacement",
            CueKind::Chii => "chii",
            CueKind::Pon => "pon",
            CueKind::Kan => "kan",
            CueKind::Kita => "kita",
            CueKind::Riichi => "riichi",
            CueKind::Stick => "stick",
            CueKind::Ron => "ron",
            CueKind::Tsumo => "tsumo",
            CueKind::HandEnd => "hand-end",
            CueKind::MatchEnd => "match-end",
            CueKind::TimeLow => "time-low",
        }
    }
}

/// A cue and the side of the table it happened at, as the page shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cue {
    /// What happened.
    pub kind: CueKind,
    /// Where: the seat that acted (the player's own side for the hand's and match's end).
    pub side: Side,
}

impl Cue {
    /// The cue as the page's modules read it: `kind@side`, the side as the board's class
    /// names it (`me`, `right`, `opposite`, `left`).
    pub fn word(self) -> String {
        let side = match self.side {
            Side::Me => "me",
            Side::Right => "right",
            Side::Opposite => "opposite",
            Side::Left => "left",
        };
        format!("{}@{side}", self.kind.name())
    }
}

/// The cues of the change from `old` to `new`: none unless `new` brings other events than
/// `old` showed, or a result or the standings `old` did not.
pub fn between(old: &TableView, new: &TableView) -> Vec<Cue> {
    let ended = new.result.is_some() && old.result.is_none();
    let over = new.standings.is_some() && old.standings.is_none();
    if new.latest == old.latest && !ended && !over {
        return Vec::new();
    }
    let me = new.seats[0].seat;
    let side_of = |seat| Side::at(me, seat, new.players);
    let mut cues = Vec::new();
    let mut push = |kind, side| cues.push(Cue { kind, side });
    if new.latest != old.latest {
        for e in &new.latest {
            match e {
                Event::Drew {
                    seat,
                    rinshan: true,
                    ..
                }
                | Event::DrewUnseen {
                    seat,
                    rinshan: true,
                } => push(CueKind::Replacement, side_of(*seat)),
                Event::Kan { seat, .. } => push(CueKind::Kan, side_of(*seat)),
                Event::Called { seat, meld } => push(
                    match meld.kind() {
                        MeldKind::Chii => CueKind::Chii,
                        MeldKind::Pon => CueKind::Pon,
                        _ => CueKind::Kan,
                    },
                    side_of(*seat),
                ),
                Event::Kita { seat, .. } => push(CueKind::Kita, side_of(*seat)),
                Event::Discarded {
                    seat,
                    tsumogiri,
                    riichi,
                    ..
                } => {
                    if *riichi {
                        push(CueKind::Riichi, side_of(*seat));
                    }
                    let kind = if *tsumogiri {
                        CueKind::Tsumogiri
                    } else {
                        CueKind::Discard
                    };
                    push(kind, side_of(*seat));
                }
                Event::RiichiAccepted { seat } => push(CueKind::Stick, side_of(*seat)),
                Event::Won { seat, from, .. } => push(
                    if from.is_some() {
                        CueKind::Ron
                    } else {
                        CueKind::Tsumo
                    },
                    side_of(*seat),
                ),
                _ => {}
            }
        }
    }
    if over {
        push(CueKind::MatchEnd, Side::Me);
    } else if ended {
        push(CueKind::HandEnd, Side::Me);
    }
    cues
}

/// The cues as one line of words for the page (`discard@me pon@left`).
pub fn words(cues: &[Cue]) -> String {
    cues.iter().map(|c| c.word()).collect::<Vec<_>>().join(" ")
}
