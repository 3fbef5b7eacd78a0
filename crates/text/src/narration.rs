//! What just happened, in words: each event of an action — a discard, a call, a kan laid
//! down, the replacement tile drawn from the dead wall, the kan dora turned over, the
//! live wall's last tile moving to the dead wall, a win — one after another, told from one
//! player's seat (the table) or with seat numbers (the JavaScript API).

use super::labels::{text, Msg};
use super::lang::Lang;
use super::names::{abort_word, kind_name, meld_word, tile_name};
use super::side::Side;
use rinshan_engine::Event;
use rinshan_rules::{DeadWall, MeldKind, Seat};

/// Who the narration is told to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer<'a> {
    /// The player in this seat: others are named by where they sit ("the player on your
    /// right"); nobody's hidden draw is told.
    Seat(Seat),
    /// The same at a table of this many players (4, or 3 in sanma), with the other
    /// players' names (by seat; an empty name falls back to where that player sits):
    /// short words for a narrow narration.
    Named(Seat, &'a [String; 4], usize),
    /// Someone who sees every seat (a script, a record): seats by number, draws told.
    Numbered,
}

impl Viewer<'_> {
    /// How the narration names `seat`, at the start of a sentence.
    pub fn who(self, lang: Lang, seat: Seat) -> String {
        match self {
            Viewer::Named(_, names, _) if !names[seat.index()].is_empty() => {
                names[seat.index()].clone()
            }
            Viewer::Seat(me) => Side::of(me, seat).title(lang),
            Viewer::Named(me, _, seats) => Side::at(me, seat, seats).title(lang),
            Viewer::Numbered => match lang {
                Lang::En => format!("Seat {}", seat.index()),
                Lang::Ja => format!("{}番席", seat.index()),
            },
        }
    }

    /// How the narration names `seat` inside a sentence.
    fn whom(self, lang: Lang, seat: Seat) -> String {
        match self {
            Viewer::Named(_, names, _) if !names[seat.index()].is_empty() => {
                names[seat.index()].clone()
            }
            Viewer::Seat(me) => Side::of(me, seat).who(lang).to_string(),
            Viewer::Named(me, _, seats) => Side::at(me, seat, seats).who(lang).to_string(),
            Viewer::Numbered => match lang {
                Lang::En => format!("seat {}", seat.index()),
                Lang::Ja => format!("{}番席", seat.index()),
            },
        }
    }
}

/// The dead wall as the narration reports it after a replacement draw: the rule set's
/// dead-wall rule and the dead wall's size now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeadWallNow {
    /// Replenished from the live wall, or not.
    pub rule: DeadWall,
    /// Its tiles now.
    pub size: usize,
}

/// The sentences for `events`, in order.
pub fn narrate(lang: Lang, events: &[Event], viewer: Viewer, dead: DeadWallNow) -> Vec<String> {
    events
        .iter()
        .flat_map(|e| event_sentences(lang, e, viewer, dead))
        .collect()
}

/// The sentences for one event (none for what the viewer may not know or need not hear).
pub fn event_sentences(lang: Lang, e: &Event, viewer: Viewer, dead: DeadWallNow) -> Vec<String> {
    let who = |s: Seat| viewer.who(lang, s);
    let en = lang == Lang::En;
    match e {
        Event::Discarded {
            seat,
            tile,
            riichi,
            tsumogiri,
        } => vec![match lang {
            Lang::En => format!(
                "{} {} {}{}",
                who(*seat),
                if *riichi {
                    "declared riichi, discarding"
                } else {
                    "discarded"
                },
                tile_name(lang, *tile),
                if *tsumogiri { " (tsumogiri)" } else { "" }
            ),
            Lang::Ja => format!(
                "{}：{}{}{}",
                who(*seat),
                if *riichi { "リーチ、" } else { "" },
                tile_name(lang, *tile),
                if *tsumogiri {
                    "をツモ切り"
                } else {
                    "を切った"
                }
            ),
        }],
        Event::Kita { seat, .. } => vec![if en {
            format!(
                "{}: kita, a North set aside as dora (others may ron it; not chankan)",
                who(*seat)
            )
        } else {
            format!(
                "{}：北抜き（抜きドラ。他家はロンできます、槍槓ではありません）",
                who(*seat)
            )
        }],
        Event::Called { seat, meld } | Event::Kan { seat, meld } => {
            let mut out = vec![match lang {
                Lang::En => format!(
                    "{}: {} of {}",
                    who(*seat),
                    meld_word(lang, meld.kind()),
                    kind_name(lang, meld.first_kind())
                ),
                Lang::Ja => format!(
                    "{}：{}を{}",
                    who(*seat),
                    kind_name(lang, meld.first_kind()),
                    meld_word(lang, meld.kind())
                ),
            }];
            if matches!(e, Event::Kan { .. }) && meld.kind() == MeldKind::Shouminkan {
                out.push(if en {
                    "Others may rob the added tile (chankan)".into()
                } else {
                    "他家は加槓した牌でロンできます（槍槓）".into()
                });
            }
            out
        }
        Event::Drew {
            seat,
            rinshan: true,
            ..
        }
        | Event::DrewUnseen {
            seat,
            rinshan: true,
        } => {
            let moved = match (lang, dead.rule) {
                (Lang::En, DeadWall::Replenished) => format!(
                    "The live wall's last tile moved to the dead wall ({} tiles)",
                    dead.size
                ),
                (Lang::En, DeadWall::NotReplenished) => format!(
                    "The dead wall is not replenished under these rules ({} tiles left in it)",
                    dead.size
                ),
                (Lang::Ja, DeadWall::Replenished) => {
                    format!("山の最後の牌が王牌に移った（王牌は{}枚）", dead.size)
                }
                (Lang::Ja, DeadWall::NotReplenished) => {
                    format!(
                        "このルールでは王牌を補充しない（王牌は残り{}枚）",
                        dead.size
                    )
                }
            };
            vec![
                if en {
                    format!(
                        "{} drew the replacement tile from the dead wall",
                        who(*seat)
                    )
                } else {
                    format!("{}：王牌から嶺上牌をツモ", who(*seat))
                },
                moved,
            ]
        }
        Event::Drew { seat, tile, .. } if viewer == Viewer::Numbered => vec![if en {
            format!("{} drew {}", who(*seat), tile_name(lang, *tile))
        } else {
            format!("{}：{}をツモ", who(*seat), tile_name(lang, *tile))
        }],
        Event::DoraRevealed { indicator } => vec![format!(
            "{}{}",
            if en {
                "New dora indicator: "
            } else {
                "新ドラ表示牌："
            },
            tile_name(lang, *indicator)
        )],
        Event::RiichiAccepted { seat } => vec![if en {
            format!("{}: riichi stick placed", who(*seat))
        } else {
            format!("{}：リーチ棒を供託", who(*seat))
        }],
        Event::Won {
            seat, from, tile, ..
        } => vec![match (lang, from) {
            (Lang::En, Some(f)) => format!(
                "{}: Ron on {} from {}",
                who(*seat),
                tile_name(lang, *tile),
                viewer.whom(lang, *f)
            ),
            (Lang::En, None) => format!("{}: Tsumo on {}", who(*seat), tile_name(lang, *tile)),
            (Lang::Ja, Some(f)) => format!(
                "{}：{}から{}でロン",
                who(*seat),
                viewer.whom(lang, *f),
                tile_name(lang, *tile)
            ),
            (Lang::Ja, None) => format!("{}：{}でツモ", who(*seat), tile_name(lang, *tile)),
        }],
        Event::ExhaustiveDraw { .. } => vec![if en {
            "The wall is empty: exhaustive draw".into()
        } else {
            "山が尽きた：流局".into()
        }],
        Event::AbortiveDraw { reason } => vec![format!(
            "{}{}{}",
            text(lang, Msg::AbortiveDraw),
            if en { ": " } else { "：" },
            abort_word(lang, *reason)
        )],
        Event::PointsChanged { deltas } if viewer == Viewer::Numbered => {
            let parts: Vec<String> = deltas
                .iter()
                .enumerate()
                .map(|(i, d)| match lang {
                    Lang::En => format!("seat {i} {d:+}"),
                    Lang::Ja => format!("{i}番席 {d:+}"),
                })
                .collect();
            vec![match lang {
                Lang::En => format!("Points changed: {}", parts.join(", ")),
                Lang::Ja => format!("点数移動：{}", parts.join("、")),
            }]
        }
        _ => Vec::new(),
    }
}
