//! The end of a match, with its story: the placements with the final points, the uma and
//! the final scores; a chart of every player's points after each hand (the player's line
//! emphasised); each player's figures (wins, deal-ins, riichi, calls, average win). The
//! buttons that follow (review, save the record, play again) are the UI's.

use super::chart::{line_chart, Line};
use super::escape::Html;
use rinshan::engine::Standing;
use rinshan::play::story::MatchStory;
use rinshan::play::view::SeatShown;
use rinshan::rules::Seat;
use rinshan::text::results::{hand_mark, thousands};
use rinshan::text::{level_word, page_text, place_name, text, Lang, Msg, PageMsg, Side};

/// How the story names a seat: "You", or a computer player's short name.
pub fn player_name(lang: Lang, seat: &SeatShown) -> String {
    if seat.side == Side::Me || seat.name.is_empty() {
        seat.side.title(lang)
    } else {
        seat.name.clone()
    }
}

/// A table cell naming a seat: its name, and a computer player's level (which narrow
/// screens leave out).
fn player_cell(h: &mut Html, lang: Lang, seat: &SeatShown) {
    h.raw("<td>").text(&player_name(lang, seat));
    if let (Some(level), false) = (seat.level, seat.name.is_empty()) {
        h.raw(" <span class=\"level\">(")
            .text(level_word(lang, level))
            .raw(")</span>");
    }
    h.raw("</td>");
}

fn seat_of(seats: &[SeatShown; 4], seat: Seat) -> &SeatShown {
    seats.iter().find(|s| s.seat == seat).unwrap_or(&seats[0])
}

/// A table's head row with these column names, then the body's start.
fn head_row(h: &mut Html, columns: &[&str]) {
    h.raw("<thead><tr>");
    for m in columns {
        h.raw("<th>").text(m).raw("</th>");
    }
    h.raw("</tr></thead><tbody>");
}

/// The standings: place, player, final points, uma (with oka), final score.
fn standings(h: &mut Html, lang: Lang, st: &[Standing; 4], seats: &[SeatShown; 4], back: i32) {
    h.raw("<table class=\"standings\" data-testid=\"standings\">");
    let t = |m| page_text(lang, m);
    head_row(
        h,
        &[
            t(PageMsg::Place),
            t(PageMsg::Player),
            t(PageMsg::FinalPoints),
            t(PageMsg::Uma),
            t(PageMsg::FinalScore),
        ],
    );
    for s in st {
        let seat = seat_of(seats, s.seat);
        if seat.empty {
            // The empty North seat of a three-player table, placed last: nobody's place.
            continue;
        }
        let uma = s.score - (s.points - back);
        h.open("tr", if seat.side == Side::Me { "mine" } else { "" })
            .gt()
            .raw("<td>")
            .text(&place_name(lang, s.place))
            .raw("</td>");
        player_cell(h, lang, seat);
        h.raw("<td>")
            .num(s.points)
            .raw("</td><td>")
            .text(&thousands(uma))
            .raw("</td><td><strong>")
            .text(&thousands(s.score))
            .raw("</strong></td></tr>");
    }
    h.raw("</tbody></table>");
}

/// Every player's points after each hand.
fn chart(h: &mut Html, lang: Lang, story: &MatchStory, seats: &[SeatShown; 4]) {
    let mut marks = vec![match lang {
        Lang::En => "Start".to_string(),
        Lang::Ja => "開始".to_string(),
    }];
    marks.extend(
        story
            .hands
            .iter()
            .map(|m| hand_mark(lang, m.wind, m.hand, m.honba)),
    );
    let names: Vec<String> = seats.iter().map(|s| player_name(lang, s)).collect();
    let classes = ["line-0", "line-1", "line-2", "line-3"];
    let lines: Vec<Line> = seats
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.empty)
        .map(|(k, s)| {
            let i = s.seat.index();
            let mut values = vec![story.start[i]];
            values.extend(story.hands.iter().map(|m| m.points[i]));
            Line {
                name: &names[k],
                class: classes[k],
                strong: s.side == Side::Me,
                values,
            }
        })
        .collect();
    let start = story.start[0];
    let ticks = vec![(start, start.to_string()), (0, "0".to_string())];
    let mut label = page_text(lang, PageMsg::ScoreChart).to_string();
    for l in &lines {
        label.push_str(&format!(
            "; {}: {}",
            l.name,
            l.values.last().copied().unwrap_or(start)
        ));
    }
    h.raw("<h3>")
        .text(page_text(lang, PageMsg::ScoreChart))
        .raw("</h3>");
    line_chart(h, &label, &marks, &ticks, &lines, false);
}

/// Each player's figures over the match.
fn figures(h: &mut Html, lang: Lang, story: &MatchStory, seats: &[SeatShown; 4]) {
    h.raw("<h3>")
        .text(page_text(lang, PageMsg::MatchFigures))
        .raw("</h3><table class=\"figures\" data-testid=\"figures\">");
    let t = |m| page_text(lang, m);
    head_row(
        h,
        &[
            t(PageMsg::Player),
            t(PageMsg::WinCount),
            t(PageMsg::DealIns),
            t(PageMsg::RiichiCount),
            text(lang, Msg::Calls),
            t(PageMsg::AverageWin),
        ],
    );
    for s in seats.iter().filter(|s| !s.empty) {
        let f = &story.figures[s.seat.index()];
        h.open("tr", if s.side == Side::Me { "mine" } else { "" })
            .gt();
        player_cell(h, lang, s);
        for n in [f.wins, f.deal_ins, f.riichi, f.calls, f.average_win()] {
            h.raw("<td>").num(n).raw("</td>");
        }
        h.raw("</tr>");
    }
    h.raw("</tbody></table>");
}

/// The match-over screen's body.
pub fn match_over(
    h: &mut Html,
    lang: Lang,
    st: &[Standing; 4],
    story: &MatchStory,
    seats: &[SeatShown; 4],
) {
    h.raw("<h2>").text(text(lang, Msg::MatchOver)).raw("</h2>");
    standings(h, lang, st, seats, story.return_points);
    chart(h, lang, story, seats);
    figures(h, lang, story, seats);
}
