//! The end of a hand and of the match: the winning hand with its melds, dora and ura-dora
//! indicators, each yaku with its han, fu and points, every seat's score change; at a
//! draw the tenpai and noten hands and payments; an abort says which. At the end of the
//! match, placements, points and the score with uma.

use leptos::prelude::*;

use super::context::use_table;
use super::meld::melds_markup;
use super::tile_view::TileFace;
use rinshan::engine::{Ending, HandResult, Standing};
use rinshan::play::view::SeatShown;
use rinshan::rules::Tile;
use rinshan::text::phrases::winning_tile;
use rinshan::text::results::{heading, how, liable, total, yaku_lines};
use rinshan::text::Side;
use rinshan::text::{text, Lang, Msg};

/// A final score in thousands with one decimal, signed: 12300 -> "+12.3".
fn thousands(score: i32) -> String {
    let sign = if score < 0 { "-" } else { "+" };
    let tenths = (score.unsigned_abs() + 50) / 100;
    format!("{sign}{}.{}", tenths / 10, tenths % 10)
}

fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

fn indicators(lang: Lang, msg: Msg, tiles: Vec<Tile>) -> impl IntoView {
    (!tiles.is_empty()).then(|| {
        view! {
            <div class="indicators" role="group" aria-label=text(lang, msg)>
                <span>{text(lang, msg)}</span>
                {tiles.into_iter().map(|t| view! { <TileFace tile=t/> }).collect_view()}
            </div>
        }
    })
}

/// A seat's hand laid open, with its melds (and the winning tile apart).
#[component]
fn OpenHand(seat: SeatShown, #[prop(optional)] winning: Option<Tile>) -> impl IntoView {
    let lang = use_table().settings.with_untracked(|s| s.lang);
    let mut hand = seat.hand.clone();
    hand.extend(seat.drawn);
    if let Some(w) = winning {
        if let Some(i) = hand.iter().rposition(|&t| t == w) {
            hand.remove(i);
        }
    }
    view! {
        <div class="open-hand">
            {hand.into_iter().map(|t| view! { <TileFace tile=t/> }).collect_view()}
            {winning.map(|t| view! { <span class="winning-tile"><TileFace tile=t label=winning_tile(lang, t)/></span> })}
            <span class="open-melds" inner_html=melds_markup(lang, &seat.melds, "melds", rinshan::text::text(lang, rinshan::text::Msg::Calls))></span>
        </div>
    }
}

fn side_of(seats: &[SeatShown; 4], seat: rinshan::rules::Seat) -> Side {
    Side::of(seats[0].seat, seat)
}

fn result_body(lang: Lang, r: HandResult, seats: [SeatShown; 4]) -> impl IntoView {
    let name = |seat: rinshan::rules::Seat| side_of(&seats, seat).title(lang);
    let heading = heading(lang, &r, &name);
    let wins = r
        .wins
        .iter()
        .map(|w| {
            let winner = seats.iter().find(|s| s.seat == w.seat).cloned();
            let how = how(lang, w, &name);
            let s = &w.score;
            let lines = yaku_lines(lang, s);
            let total = total(lang, s);
            let liable = w.liable.map(|l| liable(lang, l, &name));
            view! {
                <article class="win" data-testid="win">
                    <p class="how">{how}</p>
                    {winner.map(|seat| view! { <OpenHand seat=seat winning=w.tile/> })}
                    <ul class="yaku" aria-label="Yaku">
                        {lines.into_iter().map(|(name, han)| view! { <li><span>{name}</span><span>{han}</span></li> }).collect_view()}
                    </ul>
                    <p class="total" data-testid="total">{total}</p>
                    {liable.map(|l| view! { <p>{l}</p> })}
                </article>
            }
        })
        .collect_view();
    let draw = match &r.ending {
        Ending::ExhaustiveDraw { tenpai, nagashi } => {
            let rows = seats
                .iter()
                .map(|s| {
                    let t = tenpai[s.seat.index()];
                    let word = if nagashi.contains(&s.seat) {
                        text(lang, Msg::NagashiMangan)
                    } else if t {
                        text(lang, Msg::Tenpai)
                    } else {
                        text(lang, Msg::Noten)
                    };
                    view! {
                        <li data-testid="draw-seat">
                            <span class="who">{s.side.title(lang)}</span> ": " <strong>{word}</strong>
                            {t.then(|| view! { <OpenHand seat=s.clone()/> })}
                        </li>
                    }
                })
                .collect_view();
            Some(view! { <ul class="draw-hands">{rows}</ul> })
        }
        _ => None,
    };
    let changes = seats
        .iter()
        .map(|s| {
            let d = r.deltas[s.seat.index()];
            view! { <li><span>{s.side.title(lang)}</span><strong class:plus={d > 0} class:minus={d < 0}>{signed(d)}</strong></li> }
        })
        .collect_view();
    view! {
        <h2 data-testid="result-heading">{heading}</h2>
        {indicators(lang, Msg::DoraIndicators, r.dora_indicators.clone())}
        {indicators(lang, Msg::UraIndicators, r.ura_indicators.clone())}
        {wins}
        {draw}
        <h3>{text(lang, Msg::ScoreChanges)}</h3>
        <ul class="changes" data-testid="changes">{changes}</ul>
    }
}

fn standings_body(lang: Lang, standings: [Standing; 4], seats: [SeatShown; 4]) -> impl IntoView {
    let rows = standings
        .into_iter()
        .map(|s| {
            let who = side_of(&seats, s.seat).title(lang);
            view! {
                <tr>
                    <td>{s.place}</td><td>{who}</td><td>{s.points}</td>
                    <td>{thousands(s.score)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <h2>{text(lang, Msg::MatchOver)}</h2>
        <table class="standings" data-testid="standings">
            <thead><tr>
                <th>{text(lang, Msg::Place)}</th><th></th>
                <th>{text(lang, Msg::Points)}</th><th>{text(lang, Msg::FinalScore)}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The result of the hand (with "Next hand"), or the match's standings (with "New match").
#[component]
pub fn ResultPanel() -> impl IntoView {
    let table = use_table();
    let lang = table.settings.with_untracked(|s| s.lang);
    let data = Memo::new(move |_| {
        table
            .view
            .with(|v| (v.result.clone(), v.standings.clone(), v.seats.clone()))
    });
    move || {
        let (result, standings, seats) = data.get();
        let lang = lang;
        if let Some(st) = standings {
            return Some(
                view! {
                    <div class="result" role="dialog" aria-label=text(lang, Msg::MatchOver) data-testid="match-over">
                        {standings_body(lang, st, seats)}
                        <button class="primary" autofocus on:click=move |_| table.new_match()>{text(lang, Msg::NewMatch)}</button>
                    </div>
                }
                .into_any(),
            );
        }
        let r = result?;
        let next = move || {
            view! {
                <button class="primary" aria-keyshortcuts="n" on:click=move |_| table.next_hand()>
                    {text(lang, Msg::NextHand)} <kbd>"n"</kbd>
                </button>
            }
        };
        if table.result_hidden.get() {
            return Some(
                view! {
                    <div class="result-bar" role="group" aria-label=text(lang, Msg::HandResult) data-testid="result">
                        <button on:click=move |_| table.result_hidden.set(false)>{text(lang, Msg::ShowResult)}</button>
                        {next()}
                    </div>
                }
                .into_any(),
            );
        }
        Some(
            view! {
                <div class="result" role="dialog" aria-label=text(lang, Msg::HandResult) data-testid="result">
                    {result_body(lang, r, seats)}
                    <div class="result-buttons">
                        <button on:click=move |_| table.result_hidden.set(true)>{text(lang, Msg::ViewTable)}</button>
                        {next()}
                    </div>
                </div>
            }
            .into_any(),
        )
    }
}
