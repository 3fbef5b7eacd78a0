//! The coach's advice on one hand as markup (the record viewer's "review with advice"):
//! each decision of the reviewed seat with its step (a button that shows it), what was
//! played and what Hard would do with their tiles, shanten and tiles accepted for both,
//! the chance each tile deals in against every riichi, and the verdict — a marked choice
//! says in one line why it loses — with the Expert's second opinion by simulation once it
//! is given (both choices' values; a mark it does not confirm is withdrawn), and what the
//! Phoenix players would do, how likely the seat's choice was among them and its
//! discard's chance of dealing in, once the worker has said. The buttons carry
//! `data-hand` and `data-step`; the web crate handles their clicks on the list.

use super::escape::Html;
use super::tiles::face;
use rinshan::bots::coach::{Decision, Verdict};
use rinshan::bots::shape::Shape;
use rinshan::engine::Action;
use rinshan::play::coach_view::CoachPoint;
use rinshan::rules::Tile;
use rinshan::text::coach::{
    coach_text, deal_in_against, decision_place, hard_would, phoenix_chances, phoenix_would,
    played, shape, simulated, verdict, CoachMsg,
};
use rinshan::text::phrases::seat_choice;
use rinshan::text::Lang;

/// The tiles an action names (a discard's tile, a call's own tiles, an added kan's tile).
fn action_tiles(a: &Action) -> Vec<Tile> {
    match a {
        Action::Discard { tile, .. } | Action::Shouminkan { tile } => vec![*tile],
        Action::Pon { tiles } | Action::Chii { tiles } => tiles.to_vec(),
        _ => Vec::new(),
    }
}

/// One choice: its words, its tiles, and the hand's shape after it.
fn choice(h: &mut Html, lang: Lang, class: &str, words: &str, a: &Action, after: Option<Shape>) {
    h.open("p", class).gt().text(words);
    for t in action_tiles(a) {
        h.raw(" ");
        face(h, lang, t, false, None);
    }
    if let Some(s) = after {
        h.raw(" <span class=\"coach-shape\">")
            .text(&shape(lang, s.shanten, s.ukeire))
            .raw("</span>");
    }
    h.close("p");
}

/// One decision as a list item; `current` when the viewer shows its step.
fn point(h: &mut Html, lang: Lang, p: &CoachPoint, names: &[String; 4], current: bool) {
    let d: &Decision = &p.decision;
    let marked = p.marked();
    // Hard's mark withdrawn because many Phoenix players make the choice.
    let common = matches!(d.verdict, Verdict::Mistake(_)) && p.common();
    h.open(
        "li",
        if marked {
            "coach-point mark"
        } else if common {
            "coach-point common"
        } else {
            "coach-point"
        },
    );
    if current {
        h.attr("aria-current", "step");
    }
    h.gt()
        .open("button", "coach-go")
        .attr("type", "button")
        .attr("data-hand", &d.hand.to_string())
        .attr("data-step", &p.step.to_string())
        .gt()
        .text(&decision_place(lang, d.hand, p.step))
        .close("button");
    h.open("p", "coach-verdict").gt();
    if marked {
        h.raw("<strong>")
            .text(coach_text(lang, CoachMsg::Marked))
            .raw("</strong> ");
    }
    if common {
        h.text(coach_text(lang, CoachMsg::Common)).close("p");
    } else {
        h.text(verdict(lang, p.verdict())).close("p");
    }
    if let Some(o) = p.second.filter(|o| o.hands > 0) {
        h.open("p", "coach-sim")
            .gt()
            .text(&simulated(lang, o.hands, o.played, o.advised, o.clear))
            .close("p");
    }
    choice(
        h,
        lang,
        "coach-played",
        &played(lang, &d.played),
        &d.played,
        d.played_shape,
    );
    if d.verdict != Verdict::Agrees {
        choice(
            h,
            lang,
            "coach-hard",
            &hard_would(lang, &d.advised),
            &d.advised,
            d.advised_shape,
        );
    }
    if let Some(o) = &p.phoenix {
        choice(
            h,
            lang,
            "coach-phoenix",
            &phoenix_would(lang, &o.choice),
            &o.choice,
            None,
        );
        let chances = phoenix_chances(lang, o.played, o.deal_in);
        if !chances.is_empty() {
            h.open("p", "coach-phoenix-chances")
                .gt()
                .text(&chances)
                .close("p");
        }
    }
    if !d.danger.is_empty() {
        h.raw("<ul class=\"coach-danger\">");
        for (seat, mine, hard) in &d.danger {
            let i = seat.index();
            let name = seat_choice(lang, i, names.get(i).map_or("", String::as_str));
            h.raw("<li>")
                .text(&deal_in_against(lang, &name, *mine, *hard))
                .raw("</li>");
        }
        h.raw("</ul>");
    }
    h.close("li");
}

/// The decisions of one hand, in order; the one at `step` marked as the current one.
pub fn coach_hand(
    h: &mut Html,
    lang: Lang,
    points: &[CoachPoint],
    names: &[String; 4],
    step: usize,
) {
    h.open("ol", "coach-list")
        .attr("aria-label", coach_text(lang, CoachMsg::Decisions))
        .gt();
    for p in points {
        point(h, lang, p, names, p.step == step);
    }
    h.close("ol");
}

#[cfg(test)]
mod tests {
    use super::*;
    use rinshan::play::coach_view::CoachReview;
    use rinshan::play::record_view::RecordViewer;
    use rinshan::rules::Seat;

    const FIXTURE: &str =
        include_str!("../../../tests/fixtures/tenhou6/coach/dangerous-discard.json");

    /// The review of the record's first hand in `lang`, step 9 current.
    fn first_hand(review: &CoachReview, names: &[String; 4], lang: Lang) -> String {
        let mut h = Html::new();
        coach_hand(&mut h, lang, review.hand(0).unwrap_or_default(), names, 9);
        h.into_string()
    }

    /// The known blunder is a marked item with its reason, both choices, their shapes and
    /// the danger against the riichi; the first discard is not marked.
    #[test]
    fn the_blunder_is_marked_in_words() {
        let viewer = RecordViewer::read(FIXTURE).unwrap_or_else(|e| panic!("{e}"));
        let mut review = CoachReview::new(&viewer, Seat::ALL[0]);
        review.review(&viewer, 0);
        let names = viewer.record.names.clone();
        let s = first_hand(&review, &names, Lang::En);
        assert_eq!(
            s.matches("<li class=\"coach-point mark\"").count(),
            1,
            "{s}"
        );
        assert_eq!(s.matches("<li class=\"coach-point\"").count(), 1, "{s}");
        for words in [
            "data-step=\"9\"",
            "aria-current=\"step\"",
            "A dangerous tile against riichi",
            "Played: Discard 5 man",
            "Hard would: Discard Red dragon",
            "Deal-in chance against Seat 1 (B):",
            "0% Hard&#39;s",
            "-shanten, ",
            "aria-label=\"5 man\"",
        ] {
            assert!(s.contains(words), "{words}: {s}");
        }
        let s = first_hand(&review, &names, Lang::Ja);
        assert!(s.contains("押す価値のない手で"), "{s}");
    }

    /// The Expert's second opinion is a line of its own under the verdict; one that does
    /// not confirm the mark withdraws it (no "mark" class, Hard's "no clear loss" words).
    #[test]
    fn the_second_opinion_is_shown_and_can_withdraw_the_mark() {
        use rinshan::play::coach_view::SecondOpinion;
        let viewer = RecordViewer::read(FIXTURE).unwrap_or_else(|e| panic!("{e}"));
        let names = viewer.record.names.clone();
        for clear in [true, false] {
            let mut review = CoachReview::new(&viewer, Seat::ALL[0]);
            review.review(&viewer, 0);
            let (hand, step) = review.unchecked().unwrap_or_default();
            let opinion = SecondOpinion {
                hands: 750,
                played: (2.613, -1240.0),
                advised: (2.48, -310.0),
                clear,
            };
            review.second_opinion(hand, step, opinion);
            let s = first_hand(&review, &names, Lang::En);
            assert!(
                s.contains("<p class=\"coach-sim\">By simulation (750 hands): played 2.61 average place (−1,240 points), Hard&#39;s 2.48 (−310): "),
                "{s}"
            );
            let marks = s.matches("<li class=\"coach-point mark\"").count();
            assert_eq!(marks, usize::from(clear), "{s}");
            assert_eq!(s.contains("no clear loss, so not marked."), !clear, "{s}");
        }
    }
    /// What the Phoenix players would do is shown under the choices, with how likely the
    /// seat's choice was and its deal-in chance, in both languages; a choice many of them
    /// make is no mark.
    #[test]
    fn the_phoenix_players_opinion_is_shown_and_a_common_choice_is_no_mark() {
        use rinshan::play::coach_view::PhoenixOpinion;
        let viewer = RecordViewer::read(FIXTURE).unwrap_or_else(|e| panic!("{e}"));
        let names = viewer.record.names.clone();
        for (played, marks) in [(0.02, 1), (0.4, 0)] {
            let mut review = CoachReview::new(&viewer, Seat::ALL[0]);
            review.review(&viewer, 0);
            let blunder = review.hand(0).unwrap_or_default()[1].clone();
            let opinion = PhoenixOpinion {
                step: blunder.decision.step,
                choice: blunder.decision.advised.clone(),
                played: Some(played),
                deal_in: Some(0.42),
            };
            review.phoenix_opinions(0, &opinion.to_text());
            let s = first_hand(&review, &names, Lang::En);
            assert!(
                s.contains("<p class=\"coach-phoenix\">Phoenix players: Discard Red dragon"),
                "{s}"
            );
            let chance = format!(
                "Your choice: {:.0}% of them · deal-in chance 42%",
                played * 100.0
            );
            assert!(s.contains(&chance), "{chance}: {s}");
            assert_eq!(
                s.matches("<li class=\"coach-point mark\"").count(),
                marks,
                "{s}"
            );
            assert_eq!(
                s.contains("<li class=\"coach-point common\"")
                    && s.contains("many Phoenix players make this choice: not marked."),
                marks == 0,
                "{s}"
            );
            let s = first_hand(&review, &names, Lang::Ja);
            assert!(
                s.contains("鳳凰卓なら：") && s.contains("放銃率 42%"),
                "{s}"
            );
        }
    }
}
