//! The board's display parts: each side of the table (the seat by the centre, its pond,
//! an opponent's hand and melds), the player's own melds, and the centre with the round,
//! the counters, the live wall and the dead wall.

use super::escape::Html;
use super::tiles::{back, face};
use rinshan::play::layout::{DeadSpot, LaidTile, PondSpot};
use rinshan::play::view::{MeldShown, SeatShown, TableView};
use rinshan::text::actions::pond_tile_label;
use rinshan::text::phrases::{
    added_tile, dead_wall_label, hand_label, kita_label, melds_label, pond_label, SeatLabel,
};
use rinshan::text::{deposits_label, meld_label, round_name, text, wind_word, Lang, Msg, Side};

/// The CSS class of a side of the table.
pub fn side_class(side: Side) -> &'static str {
    match side {
        Side::Me => "me",
        Side::Right => "right",
        Side::Opposite => "opposite",
        Side::Left => "left",
    }
}

/// The seat by the centre: wind (the dealer marked), points, the riichi stick; named with
/// the seat's name, level, wind, points and state.
pub fn seat_info(h: &mut Html, lang: Lang, s: &SeatShown) {
    let who = s.side.title(lang);
    let label = SeatLabel {
        who: &who,
        level: s.level,
        wind: s.wind,
        dealer: s.dealer,
        points: s.points,
        riichi: s.riichi,
        acting: s.acting,
        thinking: s.thinking,
    }
    .words(lang);
    h.open(
        "div",
        match (s.acting, s.thinking) {
            (_, true) => "seat-info acting thinking",
            (true, false) => "seat-info acting",
            (false, false) => "seat-info",
        },
    )
    .raw(" role=\"group\"")
    .attr("aria-label", &label)
    .attr("data-testid", &format!("seat-{:?}", s.side))
    .gt();
    h.open("span", if s.dealer { "wind dealer" } else { "wind" })
        .gt()
        .text(wind_word(lang, s.wind))
        .close("span");
    if !s.name.is_empty() {
        h.element("span", "name", &s.name);
    }
    h.open("span", "points").gt().num(s.points).close("span");
    if s.riichi {
        h.raw("<span class=\"stick\"")
            .attr("title", text(lang, Msg::Riichi))
            .raw("></span>");
    }
    h.close("div");
}

/// A pond in its rows: tsumogiri tiles dimmed, the riichi tile sideways, the last discard
/// on the table marked.
pub fn pond(h: &mut Html, lang: Lang, rows: &[Vec<PondSpot>], owner: &str) {
    h.open("div", "pond")
        .raw(" role=\"group\"")
        .attr("aria-label", &pond_label(lang, owner))
        .gt();
    for row in rows {
        h.raw("<div class=\"pond-row\">");
        for s in row {
            let mut class = String::from("discard");
            for (on, c) in [
                (s.tsumogiri, " tsumogiri"),
                (s.last, " last"),
                (s.sideways, " turned"),
            ] {
                if on {
                    class.push_str(c);
                }
            }
            h.open("span", &class).gt();
            let label = pond_tile_label(lang, s.tile, s.sideways, s.tsumogiri, s.last);
            face(h, lang, s.tile, s.sideways, Some(&label));
            h.close("span");
        }
        h.raw("</div>");
    }
    h.close("div");
}

/// One tile as laid in a meld: upright, sideways, face down, or sideways with the added
/// tile of a shouminkan stacked on it.
fn laid(h: &mut Html, lang: Lang, l: &LaidTile) {
    match (l.tile, l.stacked) {
        (None, _) => {
            h.raw("<span class=\"laid\">");
            back(h, lang, false);
        }
        (Some(t), Some(top)) => {
            h.raw("<span class=\"laid stack\">");
            face(h, lang, top, true, Some(&added_tile(lang, top)));
            face(h, lang, t, true, None);
        }
        (Some(t), None) => {
            h.raw(if l.sideways {
                "<span class=\"laid turned\">"
            } else {
                "<span class=\"laid\">"
            });
            face(h, lang, t, l.sideways, None);
        }
    }
    h.raw("</span>");
}

/// One meld, named for assistive technology ("Pon of red dragons from the player
/// opposite").
pub fn meld(h: &mut Html, lang: Lang, m: &MeldShown) {
    h.open("span", if m.fresh { "meld fresh" } else { "meld" })
        .raw(" role=\"group\"")
        .attr("aria-label", &meld_label(lang, m.kind, &m.faces, m.from))
        .attr("data-kind", m.kind.name())
        .gt();
    for l in &m.tiles {
        laid(h, lang, l);
    }
    h.close("span");
}

/// A seat's melds in one group named `label`, and after them the `kita` Norths it has set
/// aside (three-player mahjong), upright side by side as the platforms show them.
pub fn melds(h: &mut Html, lang: Lang, list: &[MeldShown], kita: u8, class: &str, label: &str) {
    h.open("div", class)
        .raw(" role=\"group\"")
        .attr("aria-label", label)
        .gt();
    for m in list {
        meld(h, lang, m);
    }
    if kita > 0 {
        let north = rinshan::rules::Tile::new(rinshan::rules::TileKind::wind(3));
        h.raw("<span class=\"kita\" role=\"group\"")
            .attr("aria-label", &kita_label(lang, kita))
            .raw(" data-testid=\"kita\">");
        for _ in 0..kita {
            h.raw("<span class=\"laid\">");
            face(h, lang, north, false, None);
            h.raw("</span>");
        }
        h.raw("</span>");
    }
    h.close("div");
}

/// An opponent's hand (face down during play, face up once the hand is over) and melds.
pub fn opponent_hand(h: &mut Html, lang: Lang, s: &SeatShown) {
    let who = s.side.who(lang);
    h.raw("<div class=\"opp-hand\">");
    h.open("ul", "tiles")
        .attr("aria-label", &hand_label(lang, who))
        .gt();
    for _ in 0..s.hidden {
        h.raw("<li>");
        back(h, lang, false);
        h.raw("</li>");
    }
    for &t in s.hand.iter().chain(s.drawn.iter()) {
        h.raw("<li>");
        face(h, lang, t, false, None);
        h.raw("</li>");
    }
    h.close("ul");
    melds(h, lang, &s.melds, s.kita, "melds", &melds_label(lang, who));
    h.raw("</div>");
}

/// The dead wall's places, and its dora indicators listed for assistive technology.
pub fn dead_wall(h: &mut Html, lang: Lang, v: &TableView) {
    let spots: Vec<&DeadSpot> = v.dead_wall.iter().flatten().collect();
    let revealed = spots
        .iter()
        .filter(|s| matches!(s, DeadSpot::Indicator(_)))
        .count();
    let taken = spots.iter().filter(|s| ***s == DeadSpot::Taken).count();
    let moved = spots.iter().filter(|s| ***s == DeadSpot::MovedIn).count();
    let label = dead_wall_label(lang, v.dead_size, taken, moved, v.pending_kan_dora);
    h.raw("<div class=\"dead-wall\" role=\"group\"")
        .attr("aria-label", &label)
        .raw(" data-testid=\"dead-wall\">");
    let mut shown = 0;
    for [top, bottom] in &v.dead_wall {
        h.raw("<span class=\"stack\">");
        for spot in [top, bottom] {
            match spot {
                DeadSpot::Indicator(t) => {
                    shown += 1;
                    // The newest indicators (turned by the latest action) flip over.
                    h.raw(if shown + v.new_indicators > revealed {
                        "<span class=\"dead-spot indicator flip\">"
                    } else {
                        "<span class=\"dead-spot indicator\">"
                    });
                    face(h, lang, *t, false, None);
                }
                DeadSpot::Hidden => {
                    h.raw("<span class=\"dead-spot hidden\">");
                    back(h, lang, false);
                }
                DeadSpot::Ura => {
                    h.raw("<span class=\"dead-spot ura\">");
                    back(h, lang, false);
                }
                DeadSpot::Replacement => {
                    h.raw("<span class=\"dead-spot rinshan\">");
                    back(h, lang, false);
                }
                DeadSpot::Taken => {
                    h.raw("<span class=\"dead-spot taken\" role=\"img\"")
                        .attr("aria-label", text(lang, Msg::ReplacementTaken))
                        .gt();
                }
                DeadSpot::MovedIn => {
                    h.raw("<span class=\"dead-spot moved\">");
                    back(h, lang, false);
                }
                DeadSpot::Empty => {
                    h.raw("<span class=\"dead-spot empty\">");
                }
            }
            h.raw("</span>");
        }
        h.raw("</span>");
    }
    h.raw("</div>");
    h.raw("<div class=\"sr-only\" role=\"group\"")
        .attr("aria-label", text(lang, Msg::DoraIndicators))
        .raw(" data-testid=\"dora-indicators\">");
    for &t in &v.dora_indicators {
        face(h, lang, t, false, None);
    }
    h.raw("</div>");
}

/// The centre's counts: the round, honba and riichi sticks, the live wall's tiles left (a
/// number and a shrinking bar).
pub fn centre_counts(h: &mut Html, lang: Lang, v: &TableView) {
    let (wind, hand) = v.round;
    h.open("p", "round-name")
        .raw(" data-testid=\"round\"")
        .gt()
        .text(&round_name(lang, wind, hand))
        .close("p");
    h.raw("<p class=\"counters\"><span data-testid=\"honba\">")
        .num(v.honba)
        .raw(" ")
        .text(text(lang, Msg::Honba))
        .raw("</span> · <span data-testid=\"deposits\">")
        .num(v.deposits)
        .raw(" ")
        .text(deposits_label(lang, v.deposits))
        .raw("</span></p>");
    h.raw("<p class=\"wall-count\"><span class=\"sr-only\">")
        .text(text(lang, Msg::LiveWall))
        .raw(": </span><strong data-testid=\"wall-count\">")
        .num(v.live)
        .raw("</strong></p>");
    let permille = (1000 * v.live).checked_div(v.live_start).unwrap_or(0);
    h.raw("<div class=\"wall-bar\" role=\"progressbar\"")
        .attr("aria-label", text(lang, Msg::LiveWall))
        .raw(" aria-valuemin=\"0\"")
        .attr("aria-valuemax", &v.live_start.to_string())
        .attr("aria-valuenow", &v.live.to_string())
        .raw("><span style=\"width: ")
        .num(permille / 10)
        .raw(".")
        .num(permille % 10)
        .raw("%\"></span></div>");
}
