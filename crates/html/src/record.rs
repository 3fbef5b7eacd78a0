//! The player's record over their kept matches: games, average place, win and deal-in
//! rates, and a chart of their places, oldest match first (first place at the top).

use super::chart::{line_chart, Line};
use super::escape::Html;
use rinshan::play::history::RecordSummary;
use rinshan::text::{text, Lang, Msg};

/// A number in hundredths with two decimals: 250 → "2.50".
fn hundredths(n: u32) -> String {
    format!("{}.{:02}", n / 100, n % 100)
}

/// A rate in tenths of a percent: 234 → "23.4%".
fn percent(n: u32) -> String {
    format!("{}.{}%", n / 10, n % 10)
}

/// The record's figures and its chart (nothing for an empty record: the caller says so).
pub fn your_record(h: &mut Html, lang: Lang, r: &RecordSummary) {
    if r.games == 0 {
        return;
    }
    h.raw("<dl class=\"record-figures\" data-testid=\"record-figures\">");
    let mut item = |label: Msg, value: String| {
        h.raw("<div><dt>")
            .text(text(lang, label))
            .raw("</dt><dd>")
            .text(&value)
            .raw("</dd></div>");
    };
    item(Msg::Games, r.games.to_string());
    item(Msg::AveragePlace, hundredths(r.average_place));
    if r.hands > 0 {
        item(Msg::WinRate, percent(r.win_rate));
        item(Msg::DealInRate, percent(r.deal_in_rate));
    }
    h.raw("</dl>");
    if r.places.len() >= 2 {
        let marks: Vec<String> = (1..=r.places.len()).map(|i| i.to_string()).collect();
        let ticks: Vec<(i32, String)> = (1..=4).map(|p| (p, p.to_string())).collect();
        let line = Line {
            name: text(lang, Msg::PlaceTrend),
            class: "line-0",
            strong: true,
            values: r.places.iter().map(|&p| i32::from(p)).collect(),
        };
        let label = format!(
            "{}: {}",
            text(lang, Msg::PlaceTrend),
            r.places
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
        line_chart(h, &label, &marks, &ticks, &[line], true);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_in_whole_numbers_and_nothing_for_an_empty_record() {
        let mut h = Html::new();
        your_record(&mut h, Lang::En, &RecordSummary::default());
        assert_eq!(h.as_str(), "");
        let r = RecordSummary {
            games: 3,
            average_place: 233,
            win_rate: 215,
            deal_in_rate: 98,
            hands: 27,
            places: vec![4, 2, 1],
        };
        your_record(&mut h, Lang::En, &r);
        let s = h.into_string();
        for text in [
            "Games",
            "<dd>3</dd>",
            "<dd>2.33</dd>",
            "<dd>21.5%</dd>",
            "<dd>9.8%</dd>",
        ] {
            assert!(s.contains(text), "{text} in {s}");
        }
        assert!(s.contains("Places, last matches: 4, 2, 1"));
        let paragraph = s.contains("<p>") || s.contains("<p ");
        let item = s.contains("<li>") || s.contains("<li ");
        assert!(!item && !paragraph, "no list items or paragraphs");
    }
}
