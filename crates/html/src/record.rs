//! The player's record over their kept matches: games, average place, win and deal-in
//! rates, and a chart of their places, oldest match first (first place at the top); then
//! the past matches themselves, newest first as kept.

use super::chart::{line_chart, Line};
use super::escape::Html;
use rinshan::play::history::{History, HistoryEntry, RecordSummary};
use rinshan::rules::Ruleset;
use rinshan::text::{page_text, place_name, Lang, PageMsg};

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
    let mut item = |label: PageMsg, value: String| {
        h.raw("<div><dt>")
            .text(page_text(lang, label))
            .raw("</dt><dd>")
            .text(&value)
            .raw("</dd></div>");
    };
    item(PageMsg::Games, r.games.to_string());
    item(PageMsg::AveragePlace, hundredths(r.average_place));
    if r.hands > 0 {
        item(PageMsg::WinRate, percent(r.win_rate));
        item(PageMsg::DealInRate, percent(r.deal_in_rate));
    }
    h.raw("</dl>");
    if r.places.len() >= 2 {
        let marks: Vec<String> = (1..=r.places.len()).map(|i| i.to_string()).collect();
        let last = if r.players == 3 { 3 } else { 4 };
        let ticks: Vec<(i32, String)> = (1..=last).map(|p| (p, p.to_string())).collect();
        let line = Line {
            name: page_text(lang, PageMsg::PlaceTrend),
            class: "line-0",
            strong: true,
            values: r.places.iter().map(|&p| i32::from(p)).collect(),
        };
        let label = format!(
            "{}: {}",
            page_text(lang, PageMsg::PlaceTrend),
            r.places
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
        line_chart(h, &label, &marks, &ticks, &[line], true);
    }
}

/// A final score in thousands with one decimal and its sign ("+6.1", "-15.5"): scores
/// are in hundreds of points, so integers say it exactly (and no float formatting enters
/// the download).
fn final_score(points: i32) -> String {
    let sign = if points < 0 { '-' } else { '+' };
    let tenths = points.unsigned_abs() / 100;
    format!("{sign}{}.{}", tenths / 10, tenths % 10)
}

/// One past match: when it ended (`date` writes the ISO time in the reader's words), the
/// rule set, and the player's place, points and final score.
fn past_match(h: &mut Html, lang: Lang, e: &HistoryEntry, date: &dyn Fn(&str) -> String) {
    let you = e.seats[0];
    let rules = Ruleset::preset(&e.rules).map_or_else(|_| e.rules.clone(), |r| r.name);
    h.raw("<li><time")
        .attr("datetime", &e.date)
        .gt()
        .text(&date(&e.date))
        .raw("</time> · ")
        .text(&rules)
        .raw(" · ")
        .element("strong", "", &place_name(lang, you.place))
        .raw(" · ")
        .num(you.points)
        .raw(" (")
        .text(&final_score(you.score))
        .raw(")</li>");
}

/// The side panel's body for kept matches: the record over time, then every past match
/// (nothing for none: the caller says there are none).
pub fn past_matches(h: &mut Html, lang: Lang, history: &History, date: &dyn Fn(&str) -> String) {
    if history.entries.is_empty() {
        return;
    }
    h.raw("<div class=\"record-summary\">");
    // Three-player matches are a record of their own; each is named when both are kept.
    let records = [4, 3].map(|n| history.summary(n));
    let both = records.iter().all(|r| r.games > 0);
    for (r, name) in records
        .iter()
        .zip([PageMsg::FourPlayers, PageMsg::ThreePlayers])
    {
        if both {
            h.element("h4", "", page_text(lang, name));
        }
        your_record(h, lang, r);
    }
    h.raw("</div>")
        .element("h3", "", page_text(lang, PageMsg::PastMatches))
        .raw("<ol class=\"past\">");
    for e in &history.entries {
        past_match(h, lang, e, date);
    }
    h.raw("</ol>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn final_scores_in_thousands_with_their_sign() {
        assert_eq!(final_score(6100), "+6.1");
        assert_eq!(final_score(-15500), "-15.5");
        assert_eq!(final_score(0), "+0.0");
    }

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
            players: 4,
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

    /// The side panel lists each kept match with its date in the reader's words, the rule
    /// set's name, the player's place and points and the final score; no matches, no text.
    #[test]
    fn past_matches_newest_first_with_place_points_and_score() {
        let mut h = Html::new();
        past_matches(&mut h, Lang::En, &History::default(), &|d| d.to_string());
        assert_eq!(h.as_str(), "");
        let history = History::parse(concat!(
            "rinshan-history 1\n",
            "m2 2026-11-02T10:00:00Z ema 1:41000:31000 2:30000:5000 3:20000:-15000 4:9000:-21000\n",
            "m1 2026-11-01T10:00:00Z tenhou 3:21800:-8200 1:40000:50000 2:30000:10000 4:8200:-51800",
        ));
        past_matches(&mut h, Lang::En, &history, &|d| format!("on {}", &d[..10]));
        let s = h.into_string();
        let newer = s.find("on 2026-11-02").unwrap_or(usize::MAX);
        let older = s.find("on 2026-11-01").unwrap_or(0);
        assert!(newer < older, "newest first: {s}");
        assert!(s.contains("<strong>1st</strong> · 41000 (+31.0)"), "{s}");
        assert!(s.contains("<strong>3rd</strong> · 21800 (-8.2)"), "{s}");
        assert!(s.contains("data-testid=\"record-figures\""), "{s}");
        assert!(s.contains("datetime=\"2026-11-01T10:00:00Z\""), "{s}");
    }
}
