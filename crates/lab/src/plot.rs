//! Pictures of a training run for the report (`lab plot`): the training losses against
//! the samples seen, read from `lab train`'s output, and the reliability of the chances
//! (tenpai, deal-in) read from `lab evaluate`'s, drawn as one SVG. Plain SVG text, no
//! dependency: a picture any browser or file viewer opens.

/// One training report line: samples seen and the three losses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Samples seen.
    pub seen: f64,
    /// Discard, tenpai and deal-in losses.
    pub loss: [f64; 3],
}

/// The training points of `lab train`'s output (lines `seen, d, t, w, seconds`).
pub fn training_points(log: &str) -> Vec<Point> {
    log.lines()
        .filter_map(|l| {
            let v: Vec<f64> = l
                .split(", ")
                .map(str::parse)
                .collect::<Result<_, _>>()
                .ok()?;
            (v.len() == 5).then(|| Point {
                seen: v[0],
                loss: [v[1], v[2], v[3]],
            })
        })
        .collect()
}

/// The reliability bins of `lab evaluate`'s output under the heading that starts with
/// `name` (lines `  0.1-0.2: count, mean chance, share`): (mean chance, share, count).
pub fn reliability(log: &str, name: &str) -> Vec<(f64, f64, f64)> {
    let mut out = Vec::new();
    let mut inside = false;
    for l in log.lines() {
        if !l.starts_with("  ") {
            inside = l.starts_with(name) && l.contains("reliability");
            continue;
        }
        if !inside {
            continue;
        }
        let Some((_, rest)) = l.split_once(": ") else {
            continue;
        };
        let v: Vec<f64> = rest.split(", ").filter_map(|x| x.parse().ok()).collect();
        if v.len() == 3 {
            out.push((v[1], v[2], v[0]));
        }
    }
    out
}

const W: f64 = 300.0;
const H: f64 = 220.0;
const COLOURS: [&str; 3] = ["#1f6fb2", "#c2410c", "#15803d"];
/// Reliability bins with fewer cases are not drawn.
const MIN_BIN: f64 = 200.0;

/// A panel's frame at `x0`, with a title and axis labels.
fn frame(x0: f64, title: &str, xlabel: &str, ylabel: &str) -> String {
    format!(
        r##"<g transform="translate({x0},30)"><rect width="{W}" height="{H}" fill="none" stroke="#888"/><text x="{}" y="-10" text-anchor="middle" font-size="13">{title}</text><text x="{}" y="{}" text-anchor="middle" font-size="11">{xlabel}</text><text transform="translate(-34,{}) rotate(-90)" text-anchor="middle" font-size="11">{ylabel}</text></g>"##,
        W / 2.0,
        W / 2.0,
        H + 32.0,
        H / 2.0
    )
}

fn polyline(x0: f64, points: &[(f64, f64)], colour: &str) -> String {
    let pts: Vec<String> = points
        .iter()
        .map(|(x, y)| format!("{:.1},{:.1}", x0 + x * W, 30.0 + H - y * H))
        .collect();
    format!(
        r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="1.6"/>"#,
        pts.join(" ")
    )
}

fn tick(x0: f64, x: f64, y: f64, text: &str, anchor: &str) -> String {
    format!(
        r#"<text x="{:.1}" y="{:.1}" text-anchor="{anchor}" font-size="10">{text}</text>"#,
        x0 + x,
        30.0 + y
    )
}

/// The SVG: training losses (each scaled to its own first value) and the reliability
/// of the tenpai and deal-in chances.
pub fn svg(points: &[Point], tenpai: &[(f64, f64, f64)], deal_in: &[(f64, f64, f64)]) -> String {
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" font-family="sans-serif">"#,
        2.0 * W + 150.0,
        H + 90.0
    );
    s += r##"<rect width="100%" height="100%" fill="#fff"/>"##;
    // Losses.
    let x0 = 50.0;
    s += &frame(
        x0,
        "Training losses (each / its first value)",
        "samples seen",
        "loss",
    );
    let max_seen = points.iter().map(|p| p.seen).fold(1.0, f64::max);
    let names = ["discard", "tenpai", "deal-in"];
    for (h, name) in names.iter().enumerate() {
        let first = points.first().map_or(1.0, |p| p.loss[h].max(1e-9));
        let line: Vec<(f64, f64)> = points
            .iter()
            .map(|p| (p.seen / max_seen, (p.loss[h] / first).clamp(0.0, 1.2) / 1.2))
            .collect();
        s += &polyline(x0, &line, COLOURS[h]);
        s += &format!(
            r#"<text x="{}" y="{}" font-size="11" fill="{}">{name} ({:.3} → {:.3})</text>"#,
            x0 + W - 130.0,
            50.0 + 14.0 * h as f64,
            COLOURS[h],
            points.first().map_or(0.0, |p| p.loss[h]),
            points.last().map_or(0.0, |p| p.loss[h])
        );
    }
    for f in [0.0, 0.5, 1.0] {
        s += &tick(
            x0,
            f * W,
            H + 14.0,
            &format!("{:.1} M", f * max_seen / 1e6),
            "middle",
        );
    }
    for f in [0.0, 0.5, 1.0] {
        s += &tick(x0, -4.0, H - f * H / 1.2 + 3.0, &format!("{f:.1}"), "end");
    }
    // Reliability.
    let x1 = x0 + W + 80.0;
    s += &frame(
        x1,
        "Reliability on the test split",
        "predicted chance",
        "observed share",
    );
    s += &polyline(x1, &[(0.0, 0.0), (1.0, 1.0)], "#bbb");
    // The colours of the losses' panel for tenpai and deal-in; bins of fewer than
    // MIN_BIN cases are left out (their share is noise).
    for (i, (name, bins)) in [("tenpai", tenpai), ("deal-in", deal_in)]
        .iter()
        .enumerate()
    {
        let colour = COLOURS[i + 1];
        let kept: Vec<(f64, f64, f64)> = bins.iter().copied().filter(|b| b.2 >= MIN_BIN).collect();
        let line: Vec<(f64, f64)> = kept.iter().map(|&(p, y, _)| (p, y)).collect();
        s += &polyline(x1, &line, colour);
        for &(p, y, _) in &kept {
            s += &format!(
                r#"<circle cx="{:.1}" cy="{:.1}" r="2.5" fill="{colour}"/>"#,
                x1 + p * W,
                30.0 + H - y * H,
            );
        }
        let cases: f64 = bins.iter().map(|b| b.2).sum();
        s += &format!(
            r#"<text x="{}" y="{}" font-size="11" fill="{colour}">{name} ({cases:.0} cases)</text>"#,
            x1 + 10.0,
            50.0 + 14.0 * i as f64,
        );
    }
    for f in [0.0, 0.5, 1.0] {
        s += &tick(x1, f * W, H + 14.0, &format!("{f:.1}"), "middle");
        s += &tick(x1, -4.0, H - f * H + 3.0, &format!("{f:.1}"), "end");
    }
    s += "</svg>\n";
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_runs_output_is_read_back() {
        let train = "samples seen, train loss (discard, tenpai, deal-in), seconds\n\
                     100000, 2.1000, 0.3000, 0.0200, 100\n200000, 1.5000, 0.2500, 0.0150, 200\n";
        let p = training_points(train);
        assert_eq!(p.len(), 2);
        assert_eq!(p[1].loss, [1.5, 0.25, 0.015]);
        let eval = "tenpai reliability (chance bin: count, mean chance, share):\n  0.0-0.1: 10, 0.050, 0.040\n  0.1-0.2: 5, 0.150, 0.160\ndeal-in reliability (chance bin: count, mean chance, share):\n  0.0-0.1: 99, 0.010, 0.011\n";
        assert_eq!(
            reliability(eval, "tenpai"),
            vec![(0.05, 0.04, 10.0), (0.15, 0.16, 5.0)]
        );
        assert_eq!(reliability(eval, "deal-in"), vec![(0.01, 0.011, 99.0)]);
        let picture = svg(&p, &reliability(eval, "tenpai"), &[]);
        assert!(picture.starts_with("<svg") && picture.contains("polyline"));
    }
}
