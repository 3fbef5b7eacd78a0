//! The end of a hand and of the match: the winning hand with its melds, dora and ura-dora
//! indicators, each yaku with its han, fu and points, every seat's score change; at a
//! draw the tenpai and noten hands and payments; an abort says which. At the end of the
//! match, placements, points and the score with uma.

use leptos::prelude::*;

use super::context::use_table;
use super::meld::MeldView;
use super::tile_view::TileFace;
use rinshan::engine::{Ending, HandResult, Standing};
use rinshan::play::text::{abort_word, limit_word, text, yaku_word, yakuman_word, Lang, Msg};
use rinshan::play::view::SeatShown;
use rinshan::play::Side;
use rinshan::rules::Tile;

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
            {winning.map(|t| view! { <span class="winning-tile"><TileFace tile=t label=format!("{}, winning tile", t.name())/></span> })}
            {seat.melds.into_iter().map(|m| view! { <MeldView meld=m/> }).collect_view()}
        </div>
    }
}

fn side_of(seats: &[SeatShown; 4], seat: rinshan::rules::Seat) -> Side {
    Side::of_seat(seats, seat)
}

fn result_body(lang: Lang, r: HandResult, seats: [SeatShown; 4]) -> impl IntoView {
    let heading = match &r.ending {
        Ending::Won => seats
            .iter()
            .filter(|s| r.won(s.seat))
            .map(|s| format!("{}: {}", text(lang, Msg::Winner), s.side.title(lang)))
            .collect::<Vec<_>>()
            .join(" · "),
        Ending::ExhaustiveDraw { .. } => text(lang, Msg::ExhaustiveDraw).to_string(),
        Ending::Aborted(reason) => format!(
            "{}: {}",
            text(lang, Msg::AbortiveDraw),
            abort_word(lang, *reason)
        ),
    };
    let wins = r
        .wins
        .iter()
        .map(|w| {
            let winner = seats.iter().find(|s| s.seat == w.seat).cloned();
            let how = match w.from {
                Some(f) => format!("Ron · {} {}", side_of(&seats, f).title(lang), text(lang, Msg::DealtIn)),
                None => "Tsumo".to_string(),
            };
            let s = &w.score;
            let mut lines: Vec<(String, String)> = s
                .yakuman
                .iter()
                .map(|(y, n)| (yakuman_word(lang, *y).to_string(), if *n > 1 { format!("{n}×") } else { String::new() }))
                .collect();
            lines.extend(s.yaku.iter().map(|(y, han)| (yaku_word(lang, *y).to_string(), format!("{han} {}", text(lang, Msg::Han)))));
            for (msg, n) in [(Msg::Dora, s.dora), (Msg::RedFives, s.red_fives), (Msg::UraDora, s.ura_dora)] {
                if n > 0 {
                    lines.push((text(lang, msg).to_string(), format!("{n} {}", text(lang, Msg::Han))));
                }
            }
            let total = if s.yakuman.is_empty() {
                format!("{} {} {} {}", s.han, text(lang, Msg::Han), s.fu.total, text(lang, Msg::Fu))
            } else {
                String::new()
            };
            let limit = s.limit.map(|l| limit_word(lang, l)).unwrap_or_default();
            let liable = w.liable.map(|l| format!("{}: {}", text(lang, Msg::Liable), side_of(&seats, l).title(lang)));
            view! {
                <article class="win" data-testid="win">
                    <p class="how">{how}</p>
                    {winner.map(|seat| view! { <OpenHand seat=seat winning=w.tile/> })}
                    <ul class="yaku" aria-label="Yaku">
                        {lines.into_iter().map(|(name, han)| view! { <li><span>{name}</span><span>{han}</span></li> }).collect_view()}
                    </ul>
                    <p class="total" data-testid="total">{total} " " {limit} " · " {s.gain} " points"</p>
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
