//! Line charts as SVG, drawn with whole numbers (no float formatting): every player's
//! points after each hand of a match, and a player's places over their last matches.

use super::escape::Html;

/// One line of a chart.
pub struct Line<'a> {
    /// Its name, for the legend and the summary.
    pub name: &'a str,
    /// Its CSS class (the colour), e.g. `"line-0"`.
    pub class: &'a str,
    /// Emphasised (the player's own).
    pub strong: bool,
    /// Its values, one per mark.
    pub values: Vec<i32>,
}

/// The chart's geometry, in SVG units.
const W: i64 = 640;
const H: i64 = 260;
const LEFT: i64 = 52;
const RIGHT: i64 = 12;
const TOP: i64 = 12;
const BOTTOM: i64 = 36;

fn x_at(i: usize, n: usize) -> i64 {
    let span = W - LEFT - RIGHT;
    LEFT + if n <= 1 {
        0
    } else {
        span * i as i64 / (n as i64 - 1)
    }
}

fn y_at(v: i32, lo: i32, hi: i32, invert: bool) -> i64 {
    let span = H - TOP - BOTTOM;
    let range = i64::from(hi - lo).max(1);
    let from_top = if invert {
        i64::from(v - lo) * span / range
    } else {
        i64::from(hi - v) * span / range
    };
    TOP + from_top
}

/// A line chart: `marks` label the x axis (one per value), `ticks` the y axis (values and
/// their labels); `invert` puts the lowest value at the top (places: 1st at the top).
/// `label` names the whole chart for assistive technology; the legend lists the lines.
pub fn line_chart(
    h: &mut Html,
    label: &str,
    marks: &[String],
    ticks: &[(i32, String)],
    lines: &[Line],
    invert: bool,
) {
    let values = lines.iter().flat_map(|l| l.values.iter().copied());
    let tick_values = ticks.iter().map(|t| t.0);
    let lo = values.clone().chain(tick_values.clone()).min().unwrap_or(0);
    let hi = values.chain(tick_values).max().unwrap_or(1);
    let n = marks.len();
    h.raw("<figure class=\"chart\"><svg class=\"chart-svg\" role=\"img\"")
        .attr("aria-label", label)
        .raw(" viewBox=\"0 0 ")
        .num(W)
        .raw(" ")
        .num(H)
        .raw("\" preserveAspectRatio=\"xMidYMid meet\">");
    for (v, text) in ticks {
        let y = y_at(*v, lo, hi, invert);
        h.raw("<line class=\"grid\" x1=\"")
            .num(LEFT)
            .raw("\" x2=\"")
            .num(W - RIGHT)
            .raw("\" y1=\"")
            .num(y)
            .raw("\" y2=\"")
            .num(y)
            .raw("\"/><text class=\"tick\" x=\"")
            .num(LEFT - 6)
            .raw("\" y=\"")
            .num(y + 4)
            .raw("\" text-anchor=\"end\">")
            .text(text)
            .raw("</text>");
    }
    // At most about twelve labels fit under the axis: every k-th mark, and the last.
    let every = n.div_ceil(12).max(1);
    for (i, m) in marks.iter().enumerate() {
        if i % every == 0 || i + 1 == n {
            h.raw("<text class=\"mark\" x=\"")
                .num(x_at(i, n))
                .raw("\" y=\"")
                .num(H - BOTTOM + 18)
                .raw("\" text-anchor=\"middle\">")
                .text(m)
                .raw("</text>");
        }
    }
    // The player's own line last, so it lies on top.
    let mut order: Vec<&Line> = lines.iter().filter(|l| !l.strong).collect();
    order.extend(lines.iter().filter(|l| l.strong));
    for l in order {
        h.raw("<polyline class=\"")
            .text(l.class)
            .raw(if l.strong { " strong" } else { "" })
            .raw("\" fill=\"none\" points=\"");
        for (i, v) in l.values.iter().enumerate() {
            if i > 0 {
                h.raw(" ");
            }
            h.num(x_at(i, n)).raw(",").num(y_at(*v, lo, hi, invert));
        }
        h.raw("\"/>");
        if let (Some(v), true) = (l.values.last(), n > 0) {
            h.raw("<circle class=\"")
                .text(l.class)
                .raw("\" r=\"")
                .num(if l.strong { 5 } else { 3 })
                .raw("\" cx=\"")
                .num(x_at(n - 1, n))
                .raw("\" cy=\"")
                .num(y_at(*v, lo, hi, invert))
                .raw("\"/>");
        }
    }
    h.raw("</svg><figcaption class=\"legend\">");
    for l in lines {
        h.open("span", if l.strong { "key strong" } else { "key" })
            .gt()
            .open("i", l.class)
            .gt()
            .close("i")
            .text(l.name)
            .close("span");
    }
    h.raw("</figcaption></figure>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_drawn_inside_the_chart_with_the_players_last() {
        let mut h = Html::new();
        let marks: Vec<String> = ["E1", "E2", "E3"].iter().map(|s| s.to_string()).collect();
        line_chart(
            &mut h,
            "Points",
            &marks,
            &[(25000, "25000".into())],
            &[
                Line {
                    name: "You",
                    class: "line-0",
                    strong: true,
                    values: vec![25000, 33000, 41000],
                },
                Line {
                    name: "Kai <Hard>",
                    class: "line-1",
                    strong: false,
                    values: vec![25000, 17000, 9000],
                },
            ],
            false,
        );
        let s = h.as_str();
        assert!(s.contains("aria-label=\"Points\""));
        assert!(s.contains("Kai &lt;Hard&gt;"), "names are escaped");
        let you = s.find("line-0 strong").unwrap_or(0);
        let kai = s.find("<polyline class=\"line-1\"").unwrap_or(usize::MAX);
        assert!(kai < you, "the player's line is drawn last, on top");
        // The highest value at the top edge, the lowest at the bottom edge.
        assert!(s.contains(&format!("{},{}", W - RIGHT, TOP)));
        assert!(s.contains(&format!("{},{}", W - RIGHT, H - BOTTOM)));
    }
}
