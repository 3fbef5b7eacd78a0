//! A hand's result as players read it: who won and how, the winning hand with the winning
//! tile apart, each yaku with its han and the dora, red fives and ura dora counted apart,
//! the value ("30 fu 3 han · 1000-2000"), the honba and riichi sticks on lines of their
//! own; at a draw who was tenpai, with their hands; the dora (and, after a riichi win, the
//! ura-dora) indicators; and every seat's score change.

use super::board::melds;
use super::escape::Html;
use super::story::player_name;
use super::tiles::{face, faces};
use rinshan::engine::{Ending, HandResult, WinResult};
use rinshan::play::view::SeatShown;
use rinshan::rules::points::payment;
use rinshan::rules::{Seat, Tile};
use rinshan::text::phrases::winning_tile;
use rinshan::text::results::{
    heading, honba_line, how, liable, signed, sticks_line, value, yaku_lines,
};
use rinshan::text::{text, Lang, Msg, Side};

/// A row of indicators named `msg`, when there are any.
fn indicators(h: &mut Html, lang: Lang, msg: Msg, tiles: &[Tile]) {
    if tiles.is_empty() {
        return;
    }
    h.raw("<div class=\"indicators\" role=\"group\"")
        .attr("aria-label", text(lang, msg))
        .raw("><span>")
        .text(text(lang, msg))
        .raw("</span>");
    faces(h, lang, tiles);
    h.raw("</div>");
}

/// A seat's hand laid open, with its melds, and the winning tile apart when given.
fn open_hand(h: &mut Html, lang: Lang, seat: &SeatShown, winning: Option<Tile>) {
    let mut hand = seat.hand.clone();
    hand.extend(seat.drawn);
    if let Some(w) = winning {
        if let Some(i) = hand.iter().rposition(|&t| t == w) {
            hand.remove(i);
        }
    }
    h.raw("<div class=\"open-hand\">");
    faces(h, lang, &hand);
    if let Some(w) = winning {
        h.raw("<span class=\"winning-tile\">");
        face(h, lang, w, false, Some(&winning_tile(lang, w)));
        h.raw("</span>");
    }
    if !seat.melds.is_empty() || seat.kita > 0 {
        melds(
            h,
            lang,
            &seat.melds,
            seat.kita,
            "melds",
            text(lang, Msg::Calls),
        );
    }
    h.raw("</div>");
}

/// One win: how it came, the hand, the yaku, the value, honba and sticks, liability.
fn win(h: &mut Html, lang: Lang, w: &WinResult, seats: &[SeatShown; 4], honba: u32) {
    let name = |s: Seat| side_title(lang, seats, s);
    let winner = seats.iter().find(|s| s.seat == w.seat);
    let dealer = winner.is_some_and(|s| s.dealer);
    let tsumo = w.from.is_none();
    let sc = &w.score;
    h.raw("<article class=\"win\" data-testid=\"win\">");
    h.element("p", "how", &how(lang, w, &name));
    if let Some(s) = winner {
        open_hand(h, lang, s, Some(w.tile));
    }
    h.raw("<ul class=\"yaku\"")
        .attr("aria-label", text(lang, Msg::Yaku))
        .gt();
    for (yaku, han) in yaku_lines(lang, sc) {
        h.raw("<li><span>")
            .text(&yaku)
            .raw("</span><span>")
            .text(&han)
            .raw("</span></li>");
    }
    h.raw("</ul>");
    h.open("p", "value")
        .raw(" data-testid=\"value\"")
        .gt()
        .text(&value(lang, sc, dealer, tsumo))
        .close("p");
    // Each honba counter is 100 points from every payer: 300 at four players, 200 at
    // three (a ron's 200 in sanma; a tsumo's 100 from each of the two others). What the
    // payment holds beyond the bare value is the honba, or, in a three-player tsumo
    // split with north bisection, the absent seat's share too: capped at the counters.
    let players = seats.iter().filter(|s| !s.empty).count();
    let per = 100 * players.saturating_sub(1) as u32;
    let base = payment(sc.basic, dealer, tsumo, 0).total_at(dealer, players);
    let honba_points = sc
        .payment
        .total_at(dealer, players)
        .saturating_sub(base)
        .min(honba * per);
    if honba_points > 0 {
        h.element(
            "p",
            "extra",
            &honba_line(lang, honba_points / per.max(1), honba_points),
        );
    }
    if sc.deposits > 0 {
        h.element("p", "extra", &sticks_line(lang, sc.deposits));
    }
    if let Some(l) = w.liable {
        h.element("p", "extra", &liable(lang, l, &name));
    }
    h.raw("</article>");
}

/// How the result names a seat: by the name the table shows at it (a computer player, a
/// friend), else by where it sits, seen from the player at the bottom ("You" for them).
fn side_title(lang: Lang, seats: &[SeatShown; 4], seat: Seat) -> String {
    match seats.iter().find(|s| s.seat == seat) {
        Some(s) => player_name(lang, s),
        None => Side::of(seats[0].seat, seat).title(lang),
    }
}

/// The result of a hand (the buttons that go on are the UI's).
pub fn result_body(h: &mut Html, lang: Lang, r: &HandResult, seats: &[SeatShown; 4]) {
    let name = |s: Seat| side_title(lang, seats, s);
    h.raw("<h2 data-testid=\"result-heading\">")
        .text(&heading(lang, r, &name))
        .raw("</h2>");
    indicators(h, lang, Msg::DoraIndicators, &r.dora_indicators);
    indicators(h, lang, Msg::UraIndicators, &r.ura_indicators);
    for w in &r.wins {
        win(h, lang, w, seats, r.honba);
    }
    if let Ending::ExhaustiveDraw { tenpai, nagashi } = &r.ending {
        h.raw("<ul class=\"draw-hands\">");
        for s in seats.iter().filter(|s| !s.empty) {
            let t = tenpai[s.seat.index()];
            let word = if nagashi.contains(&s.seat) {
                text(lang, Msg::NagashiMangan)
            } else if t {
                text(lang, Msg::Tenpai)
            } else {
                text(lang, Msg::Noten)
            };
            h.raw("<li data-testid=\"draw-seat\"><span class=\"who\">")
                .text(&player_name(lang, s))
                .raw("</span>")
                .text(if lang == Lang::En { ": " } else { "：" })
                .raw("<strong>")
                .text(word)
                .raw("</strong>");
            if t {
                open_hand(h, lang, s, None);
            }
            h.raw("</li>");
        }
        h.raw("</ul>");
    }
    h.raw("<h3>")
        .text(text(lang, Msg::ScoreChanges))
        .raw("</h3><ul class=\"changes\" data-testid=\"changes\">");
    for s in seats.iter().filter(|s| !s.empty) {
        let d = r.deltas[s.seat.index()];
        let class = match d {
            1.. => "plus",
            0 => "",
            _ => "minus",
        };
        h.raw("<li><span>")
            .text(&player_name(lang, s))
            .raw("</span>")
            .open("strong", class)
            .gt()
            .text(&signed(d))
            .raw("</strong></li>");
    }
    h.raw("</ul>");
}
