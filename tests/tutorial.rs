//! The tutorial page's scenarios (`www/tutorial/index.html`), read from the page itself and
//! checked against the rule texts they teach (`../shared/seeds/`: the kan, chankan and
//! call excerpts and the EMA rules).

use rinshan::play::ask::{ask_options, judge, AskOption, Verdict};
use rinshan::play::stepper::Stepper;
use rinshan::play::{Scenario, Settings};
use rinshan::rules::Yaku;
use rinshan::text::Lang;

/// The `scenario` attribute of the element with `id` in the tutorial page.
fn scenario(id: &str) -> Scenario {
    let page = include_str!("../www/tutorial/index.html");
    let at = page
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no element {id}"));
    let rest = &page[at..];
    let start = rest.find("scenario=\"").expect("scenario attribute") + "scenario=\"".len();
    let len = rest[start..].find('"').expect("closing quote");
    let text = rest[start..start + len]
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&");
    Scenario::parse_scenario(&text).unwrap_or_else(|e| panic!("{id}: {e}"))
}

fn stepper(id: &str, preset: Option<&str>) -> Stepper {
    Stepper::new(&scenario(id), preset, Settings::default()).unwrap_or_else(|e| panic!("{id}: {e}"))
}

/// Ask mode's options at the scenario's question.
fn options(id: &str) -> Vec<AskOption> {
    let mut s = stepper(id, None);
    s.go_to(s.total());
    ask_options(s.round(), Lang::En)
}

fn option<'a>(opts: &'a [AskOption], label: &str) -> &'a AskOption {
    opts.iter().find(|o| o.label == label).unwrap_or_else(|| {
        panic!(
            "no option {label}: {:?}",
            opts.iter().map(|o| &o.label).collect::<Vec<_>>()
        )
    })
}

fn legal_labels(opts: &[AskOption]) -> Vec<&str> {
    opts.iter()
        .filter(|o| o.legal)
        .map(|o| o.label.as_str())
        .collect()
}

#[test]
fn daiminkan_on_a_concealed_triplet_pon_or_kan_not_chii_from_the_right() {
    // Kan excerpt: "A player possesses three of a tile type. Then the fourth is discarded.
    // The player may claim the discarded tile and form a daiminkan."
    let opts = options("w-daiminkan");
    assert_eq!(legal_labels(&opts), ["Pon", "Kan", "Pass"]);
    assert!(option(&opts, "Chii")
        .reason
        .as_deref()
        .unwrap()
        .contains("left"));
    assert!(option(&opts, "Ron")
        .reason
        .as_deref()
        .unwrap()
        .contains("does not complete"));
}

#[test]
fn kan_dora_after_the_discard_under_tenhou_at_once_under_ema() {
    // Kan excerpt: "Most rules do not allow to flip the kan dora indicator immediately
    // after a daiminkan declaration. It is usually flipped after discarding."
    let mut tenhou = stepper("w-kan-dora", Some("tenhou"));
    let mut ema = stepper("w-kan-dora", Some("ema"));
    assert_eq!((tenhou.total(), ema.total()), (3, 3));
    for s in [&mut tenhou, &mut ema] {
        s.go_to(2);
    }
    assert_eq!(tenhou.view().dora_indicators.len(), 1);
    assert_eq!(tenhou.round().pending_kan_dora(), 1);
    assert_eq!(ema.view().dora_indicators.len(), 2);
    // The replacement tile was drawn from the dead wall at once under both.
    assert!(tenhou.view().seats[0].drawn_rinshan && ema.view().seats[0].drawn_rinshan);
    tenhou.go_to(3);
    assert_eq!(tenhou.view().dora_indicators.len(), 2);
    // Back replays exactly.
    tenhou.back();
    assert_eq!(tenhou.view().dora_indicators.len(), 1);
}

#[test]
fn shouminkan_adds_the_drawn_fourth_tile_to_the_pon() {
    let mut s = stepper("w-shouminkan", None);
    assert_eq!(s.total(), 2);
    s.go_to(1);
    let meld = &s.view().seats[0].melds[0];
    assert_eq!(meld.kind, rinshan::rules::MeldKind::Shouminkan);
    assert!(s.view().seats[0].drawn_rinshan);
}

#[test]
fn a_discarded_fourth_tile_cannot_be_added_to_a_pon() {
    // Kan excerpt: a shouminkan upgrades a pon with a tile the player draws.
    let opts = options("w-fourth-tile");
    assert_eq!(legal_labels(&opts), ["Pass"]);
    let kan = option(&opts, "Kan").reason.clone().unwrap();
    assert!(
        kan.contains("discarded fourth tile cannot be added"),
        "{kan}"
    );
    assert!(option(&opts, "Pon")
        .reason
        .as_deref()
        .unwrap()
        .contains("you hold 0"));
}

#[test]
fn riichi_ankan_that_keeps_the_waits_is_allowed_and_is_the_answer() {
    // Kan excerpt: "a player may call kan for an ankan ... after rīchi ... only if the call
    // does not affect the original waits."
    let opts = options("w-riichi-ankan");
    let kan = option(&opts, "Kan (ankan) of 1 sou");
    assert!(kan.legal);
    assert_eq!(judge(kan, Some("kan:1s")), Verdict::Right);
    assert_eq!(
        judge(option(&opts, "Discard 1 sou"), Some("kan:1s")),
        Verdict::LegalButNot
    );
    let other = option(&opts, "Discard 2 man");
    assert!(
        matches!(judge(other, Some("kan:1s")), Verdict::Refused(r) if r.contains("after riichi"))
    );
}

#[test]
fn riichi_ankan_that_changes_the_waits_is_refused() {
    let opts = options("w-riichi-ankan-refused");
    let kan = option(&opts, "Kan (ankan) of 3 sou");
    let why = kan.reason.clone().unwrap();
    assert!(why.contains("change the hand's waits"), "{why}");
    assert_eq!(
        judge(option(&opts, "Discard 3 sou"), Some("3s")),
        Verdict::Right
    );
}

#[test]
fn setting_up_rinshan_the_kan_is_legal_but_breaks_tenpai() {
    let opts = options("w-rinshan-hold");
    let kan = option(&opts, "Kan (ankan) of 3 sou");
    assert_eq!(judge(kan, Some("9m")), Verdict::LegalButNot);
    assert_eq!(
        judge(option(&opts, "Discard 9 man"), Some("9m")),
        Verdict::Right
    );
}

#[test]
fn setting_up_rinshan_the_replacement_tile_wins_rinshan_kaihou() {
    let mut s = stepper("w-rinshan-win", None);
    assert_eq!(s.total(), 2);
    s.go_to(2);
    let result = s.round().result().expect("the hand is won");
    let text = format!("{result:?}");
    assert!(
        text.contains(&format!("{:?}", Yaku::RinshanKaihou)),
        "{text}"
    );
}

#[test]
fn chankan_wins_on_the_added_tile_without_replacement_or_kan_dora() {
    // Chankan excerpt: "kandora are not revealed after chankan, and chankan denies the
    // opponent's rinshan draw."
    // The whole sequence: the 8 man discarded and ponned, three discards around the
    // table, the fourth 8 man drawn and added (a chankan window), the ron.
    let mut s = stepper("w-chankan", None);
    assert_eq!(s.total(), 8);
    s.go_to(2);
    assert_eq!(
        s.view().seats[1].melds[0].kind,
        rinshan::rules::MeldKind::Pon
    );
    s.go_to(7);
    let ron = s.choices(Lang::En);
    assert!(
        ron.iter()
            .any(|(seat, words)| seat.index() == 0 && words.contains(&"Ron".to_string())),
        "{ron:?}"
    );
    s.go_to(8);
    let text = format!("{:?}", s.round().result().expect("won"));
    assert!(text.contains(&format!("{:?}", Yaku::Chankan)), "{text}");
    assert_eq!(s.view().dora_indicators.len(), 1);
    assert_eq!(s.round().wall().rinshan_drawn(), 0);
}

#[test]
fn on_an_added_kan_only_ron_may_be_called() {
    let opts = options("w-chankan-ask");
    assert_eq!(legal_labels(&opts), ["Ron", "Pass"]);
    assert!(option(&opts, "Pon")
        .reason
        .as_deref()
        .unwrap()
        .contains("only ron"));
}

#[test]
fn kokushi_robs_an_ankan_under_mahjong_soul_not_under_tenhou() {
    // Chankan excerpt: "Not all rulesets enable this 'kokushi chankan on a closed kan' rule."
    let mut tenhou = stepper("w-kokushi", Some("tenhou"));
    let mut soul = stepper("w-kokushi", Some("mahjong_soul"));
    tenhou.go_to(9);
    soul.go_to(9);
    assert!(tenhou.round().result().is_none());
    assert_eq!(tenhou.round().wall().rinshan_drawn(), 1);
    let text = format!(
        "{:?}",
        soul.round().result().expect("kokushi robs the ankan")
    );
    assert!(text.contains("Kokushi"), "{text}");
}

#[test]
fn kuikae_forbids_the_other_end_of_the_chii() {
    // EMA 5.4: "Call a tile for a shuntsu and immediately discard the tile from the other
    // side of the shuntsu" is forbidden.
    let opts = options("w-kuikae");
    let four = option(&opts, "Discard 4 pin");
    assert!(matches!(judge(four, Some("5z")), Verdict::Refused(r) if r.contains("kuikae")));
    assert_eq!(
        judge(option(&opts, "Discard White dragon"), Some("5z")),
        Verdict::Right
    );
}

#[test]
fn no_fifth_kan_when_one_player_has_four() {
    // Kan excerpt: "a game can only have a total of four kan calls", five only under a
    // rule where a fifth aborts.
    let opts = options("w-four-kans");
    assert_eq!(legal_labels(&opts), ["Pon", "Pass"]);
    let why = option(&opts, "Kan").reason.clone().unwrap();
    assert!(why.contains("no fifth kan"), "{why}");
}

#[test]
fn the_broken_scenario_names_the_fifth_tile() {
    let err = scenario("w-broken").build().unwrap_err().to_string();
    assert!(err.contains("more than four 6 pin"), "{err}");
}
