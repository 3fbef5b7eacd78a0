//! The settings form: the course for new players, rule preset, game length, the computer
//! players' level, play speed, language, hints, automatic passing and winning, the
//! sounds' volume and mute, and a new match. Each field carries the name [`Settings::set`] reads, so one change handler
//! applies any of them.

use super::escape::Html;
use rinshan::bots::Level;
use rinshan::play::{Settings, Speed};
use rinshan::rules::Ruleset;
use rinshan::text::{level_line, level_word, text, Lang, Msg};

fn speed_msg(s: Speed) -> Msg {
    match s {
        Speed::Instant => Msg::Instant,
        Speed::Fast => Msg::Fast,
        Speed::Normal => Msg::Normal,
        Speed::Slow => Msg::Slow,
    }
}

/// A labelled select named `name` with `(value, words)` options, `now` chosen.
fn select(h: &mut Html, title: &str, name: &str, options: &[(String, String)], now: &str) {
    h.raw("<label>")
        .text(title)
        .open("select", "")
        .attr("name", name)
        .attr("data-testid", &format!("set-{name}"))
        .gt();
    for (value, words) in options {
        h.open("option", "").attr("value", value);
        if value == now {
            h.raw(" selected");
        }
        h.gt().text(words).close("option");
    }
    h.raw("</select></label>");
}

/// A labelled checkbox named `name`.
fn check(h: &mut Html, title: &str, name: &str, on: bool) {
    h.raw("<label class=\"check\"><input type=\"checkbox\"")
        .attr("name", name)
        .attr("data-testid", &format!("set-{name}"));
    if on {
        h.raw(" checked");
    }
    h.raw(">").text(title).raw("</label>");
}

/// A labelled volume slider named `name`, 0 to 100 by tens (arrow keys step by 10).
fn slider(h: &mut Html, title: &str, name: &str, value: u8) {
    h.raw("<label>")
        .text(title)
        .raw("<input type=\"range\" min=\"0\" max=\"100\" step=\"10\"")
        .attr("name", name)
        .attr("data-testid", &format!("set-{name}"))
        .attr("value", &value.to_string())
        .raw("></label>");
}

/// The form's fields for `s`, worded in `lang`. At a table played with friends (`room`)
/// the rules, length, level and speed are the room's, and a new match is a new room: only
/// the language, hints, automatic passing and winning and the sounds are the player's.
pub fn settings_form(h: &mut Html, lang: Lang, s: &Settings, room: bool) {
    let words = s.words();
    let now = |name: &str| -> String {
        words
            .split(' ')
            .find_map(|w| w.strip_prefix(name).and_then(|v| v.strip_prefix('=')))
            .unwrap_or("")
            .to_string()
    };
    h.raw("<summary>")
        .text(text(lang, Msg::Settings))
        .raw("</summary>");
    if !room {
        // The course for new players (www/learn/), in the player's language.
        let course = match lang {
            Lang::En => "learn/",
            Lang::Ja => "learn/ja/",
        };
        h.raw("<p class=\"learn\"><a")
            .attr("href", course)
            .raw(" data-testid=\"learn-link\">")
            .text(text(lang, Msg::LearnToPlay))
            .raw("</a></p>");
        let rules: Vec<(String, String)> = Ruleset::PRESET_IDS
            .iter()
            .map(|&id| {
                let name = Ruleset::preset(id).map(|r| r.name).unwrap_or_default();
                (id.to_string(), name)
            })
            .collect();
        select(h, text(lang, Msg::RuleSet), "rules", &rules, &now("rules"));
        let lengths = [
            ("east".to_string(), text(lang, Msg::EastOnly).to_string()),
            ("south".to_string(), text(lang, Msg::EastSouth).to_string()),
        ];
        select(
            h,
            text(lang, Msg::GameLength),
            "length",
            &lengths,
            &now("length"),
        );
        let levels: Vec<(String, String)> = Level::CHOICES
            .iter()
            .map(|&l| {
                (
                    l.name().to_ascii_lowercase(),
                    level_word(lang, l).to_string(),
                )
            })
            .collect();
        select(
            h,
            text(lang, Msg::Opponents),
            "level",
            &levels,
            &now("level"),
        );
        // One line for each level: what it does and how strong it is, measured.
        h.raw("<details class=\"levels\" data-testid=\"levels\"><summary>")
            .text(text(lang, Msg::AboutLevels))
            .raw("</summary><p>")
            .text(text(lang, Msg::LevelsMeasured))
            .raw("</p><ul>");
        for &l in Level::CHOICES.iter() {
            h.raw("<li>").text(level_line(lang, l)).raw("</li>");
        }
        h.raw("</ul></details>");
        let speeds: Vec<(String, String)> = Speed::ALL
            .iter()
            .map(|&sp| (sp.name().to_string(), text(lang, speed_msg(sp)).to_string()))
            .collect();
        select(h, text(lang, Msg::Speed), "speed", &speeds, &now("speed"));
    }
    let langs = [
        ("en".to_string(), "English".to_string()),
        ("ja".to_string(), "日本語".to_string()),
    ];
    select(h, text(lang, Msg::Language), "lang", &langs, &now("lang"));
    check(h, text(lang, Msg::Hints), "hints", s.hints);
    check(h, text(lang, Msg::AutoPass), "autopass", s.auto_pass);
    check(h, text(lang, Msg::AutoWin), "autowin", s.auto_win);
    slider(h, text(lang, Msg::Volume), "volume", s.volume);
    check(h, text(lang, Msg::Mute), "mute", s.mute);
    if room {
        return;
    }
    // Shown while the rules, length or opponents chosen differ from the match in play's
    // (they wait for the next match: nothing played is lost to a settings click).
    h.raw("<p class=\"next-match\" role=\"status\" data-testid=\"next-match\" hidden>")
        .text(text(lang, Msg::NextMatchSettings))
        .raw("</p>");
    h.raw("<button type=\"button\" data-action=\"new-match\">")
        .text(text(lang, Msg::NewMatch))
        .raw("</button><a class=\"button friends-link\" href=\"friends.html\" data-testid=\"friends-link\">")
        .text(text(lang, Msg::PlayWithFriends))
        .raw("</a>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_is_named_as_settings_reads_it_and_shows_the_current_value() {
        let mut s = Settings::default();
        s.set("speed", "fast");
        s.set("hints", "1");
        let mut h = Html::new();
        settings_form(&mut h, Lang::En, &s, false);
        let out = h.into_string();
        for name in [
            "rules", "length", "level", "speed", "lang", "hints", "autopass", "autowin", "volume",
            "mute",
        ] {
            assert!(out.contains(&format!("name=\"{name}\"")), "{name}");
            // The name a field carries is one Settings::set knows.
            let mut probe = Settings::default();
            let value = if ["hints", "autopass", "autowin", "mute"].contains(&name) {
                "1"
            } else if name == "volume" {
                "40"
            } else {
                ""
            };
            assert!(probe.set(name, value) || value.is_empty(), "{name}");
        }
        assert!(out.contains("<option value=\"fast\" selected>"));
        assert!(out.contains("name=\"hints\" data-testid=\"set-hints\" checked>"));
        assert!(!out.contains("name=\"autopass\" data-testid=\"set-autopass\" checked"));
        assert!(out.contains("name=\"volume\" data-testid=\"set-volume\" value=\"60\""));
        // Issue 60: one line for each level, with its measured strength.
        let levels = &out[out.find("data-testid=\"levels\"").unwrap_or(0)..];
        assert_eq!(levels.matches("<li>").count(), Level::CHOICES.len());
        for l in Level::CHOICES {
            assert!(levels.contains(&format!("<li>{}: ", l.name())), "{l:?}");
        }
        assert!(levels.contains("2.37 (396 games)"));
    }

    /// At a table played with friends the room's settings are not the player's to change.
    #[test]
    fn a_room_table_offers_only_the_players_own_settings() {
        let mut h = Html::new();
        settings_form(&mut h, Lang::En, &Settings::default(), true);
        let out = h.into_string();
        for name in ["lang", "hints", "autopass", "autowin", "volume", "mute"] {
            assert!(out.contains(&format!("name=\"{name}\"")), "{name}");
        }
        for name in ["rules", "length", "level", "speed"] {
            assert!(!out.contains(&format!("name=\"{name}\"")), "{name}");
        }
        assert!(!out.contains("new-match") && !out.contains("friends.html"));
        assert!(!out.contains("learn-link"));
        let mut h = Html::new();
        settings_form(&mut h, Lang::Ja, &Settings::default(), false);
        let out = h.into_string();
        assert!(
            out.contains("href=\"friends.html\""),
            "the game offers playing with friends"
        );
        assert!(
            out.contains("<a href=\"learn/ja/\" data-testid=\"learn-link\">遊び方を学ぶ</a>"),
            "the game offers the course, in the player's language"
        );
    }
}
