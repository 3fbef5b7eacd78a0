//! Ask mode: every choice the reader (seat 0) could think of at a scenario's last position
//! — in its turn each tile's discard, riichi, tsumo and each kan; answering a discard ron,
//! pon, chii, kan and pass — each with the engine's verdict and, when refused, the rule
//! that forbids it; and the reader's pick judged against the scenario's answer. A
//! scenario may ask instead which tiles complete seat 0's hand (`ask=waits`), which yaku
//! its win has (`ask=yaku`) or what the win is worth in han (`ask=han`): the
//! [`Question`] then offers those choices, judged by the rules' waits and the engine's
//! score, and words every verdict.

use super::scenario::{AskKind, Scenario, ScenarioError};
use super::script::{Script, Step};
use crate::engine::{Action, Phase, Refusal, Round};
use crate::rules::{parse_mpsz, HandScore, MeldKind, Seat, Tile, TileKind, Yaku};
use crate::text::phrases::{
    checked, completes, han_count, has_yaku, lacks_yaku, verdict, worth, Judged,
};
use crate::text::{action, page_text, refusal, text, yaku_word, Lang, Msg, PageMsg};

/// The action a script step stands for, made concrete to ask the engine about it even
/// when it is not legal: a pon or chii shows tiles of the hand (or the `claimed` tile), a
/// kan of a kind is a shouminkan when the seat has that pon, else an ankan.
pub fn step_action(round: &Round, seat: Seat, step: &Step, claimed: Option<Tile>) -> Action {
    let hand = &round.player(seat).hand;
    let Some(any) = claimed.or_else(|| hand.first().copied()) else {
        return Action::Skip;
    };
    let two_of = |t: Tile| {
        let same: Vec<Tile> = hand
            .iter()
            .copied()
            .filter(|x| x.kind() == t.kind())
            .collect();
        [
            same.first().copied().unwrap_or(t),
            same.get(1).copied().unwrap_or(t),
        ]
    };
    match step {
        Step::Discard { tile, riichi } => Action::Discard {
            tile: *tile,
            riichi: *riichi,
        },
        Step::Pon => Action::Pon { tiles: two_of(any) },
        Step::Chii(kinds) => Action::Chii {
            tiles: kinds.map_or([any, any], |k| k.map(Tile::new)),
        },
        Step::Kan(None) if claimed.is_some() => Action::Daiminkan,
        Step::Kan(None) => Action::Ankan { kind: any.kind() },
        Step::Kan(Some(kind)) => {
            let pon = round
                .player(seat)
                .melds
                .iter()
                .any(|m| m.kind() == MeldKind::Pon && m.first_kind() == *kind);
            match hand.iter().find(|t| t.kind() == *kind) {
                Some(&tile) if pon => Action::Shouminkan { tile },
                _ => Action::Ankan { kind: *kind },
            }
        }
        Step::Ron => Action::Ron,
        Step::Tsumo => Action::Tsumo,
        Step::Skip => Action::Skip,
        Step::NineTerminals => Action::KyuushuKyuuhai,
        Step::Kita => Action::Kita,
    }
}

/// One choice offered to the reader in ask mode, legal or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AskOption {
    /// The choice in words ("Discard 3 man", "Pon", "Kan (ankan) of 1 sou").
    pub label: String,
    /// The tile it concerns (discards, kans, the claimed tile).
    pub tile: Option<Tile>,
    /// The engine allows it now.
    pub legal: bool,
    /// The rule that refuses it (`None` when legal).
    pub refusal: Option<Refusal>,
    /// The refusal in words (`None` when legal); for a question not about actions, why
    /// the choice is wrong.
    pub reason: Option<String>,
    step: Option<Step>,
    /// For a question not about actions, why the choice is right.
    because: Option<String>,
    /// Shown as its tile alone (a discard, or a tile of `ask=waits`).
    face: bool,
}

impl AskOption {
    fn new(
        lang: Lang,
        label: String,
        tile: Option<Tile>,
        step: Option<Step>,
        verdict: Result<(), Refusal>,
    ) -> Self {
        AskOption {
            label,
            tile,
            legal: verdict.is_ok(),
            reason: verdict.as_ref().err().map(|r| refusal(lang, r)),
            refusal: verdict.err(),
            face: matches!(step, Some(Step::Discard { riichi: false, .. })),
            step,
            because: None,
        }
    }

    /// A choice of a question not about actions: right (with why) or wrong (with why).
    fn judged(
        label: String,
        tile: Option<Tile>,
        right: bool,
        because: String,
        not: String,
    ) -> Self {
        AskOption {
            label,
            tile,
            legal: right,
            refusal: None,
            reason: (!right).then_some(not),
            step: None,
            because: right.then_some(because),
            face: tile.is_some(),
        }
    }

    /// True for a choice shown as its tile alone: a discard, or a tile that may complete
    /// the hand.
    pub fn shows_tile(&self) -> bool {
        self.face
    }

    /// True for the discard of a tile (not riichi): ask mode shows these as the tiles.
    pub fn is_discard(&self) -> bool {
        matches!(self.step, Some(Step::Discard { riichi: false, .. }))
    }

    /// True when this option is what one of the scenario's `answer` words names (`kan`
    /// without a tile stands for any kan, `riichi:3m` for the riichi button).
    pub fn is_answer(&self, answer: &str) -> bool {
        let Ok(words) = Script::parse(answer) else {
            return false;
        };
        let any = words.steps().any(|want| match (want, &self.step) {
            (Step::Kan(None), Some(Step::Kan(_))) => true,
            (Step::Chii(None), Some(Step::Chii(_))) => true,
            (Step::Discard { riichi: true, .. }, Some(Step::Discard { riichi: true, .. })) => true,
            (w, Some(s)) => w == s,
            _ => false,
        });
        any
    }
}

/// Every choice seat 0 could think of at the round's position — in its turn each tile's
/// discard, riichi, tsumo and each kan; answering a discard ron, pon, chii, kan and pass
/// — each with the engine's verdict and reason, in `lang`.
pub fn ask_options(r: &Round, lang: Lang) -> Vec<AskOption> {
    let me = Seat::ALL[0];
    let p = r.player(me);
    let option =
        |label: String, tile, step, verdict| AskOption::new(lang, label, tile, step, verdict);
    let mut out = Vec::new();
    if let Phase::Turn { seat, drawn, .. } = r.phase() {
        if *seat != me {
            return out;
        }
        let mut tiles = p.hand.clone();
        crate::rules::small_sort::sort_small(&mut tiles);
        tiles.dedup();
        for t in tiles {
            let a = Action::Discard {
                tile: t,
                riichi: false,
            };
            let step = Step::Discard {
                tile: t,
                riichi: false,
            };
            out.push(option(
                action(lang, &a),
                Some(t),
                Some(step),
                r.check(me, &a),
            ));
        }
        if p.riichi.is_none() && p.is_closed() {
            let label = text(lang, Msg::Riichi).to_string();
            // Any riichi discard: the button stands for declaring, whichever tile goes.
            let step = drawn
                .or(p.hand.first().copied())
                .map(|tile| Step::Discard { tile, riichi: true });
            out.push(option(label, None, step, r.check_riichi(me)));
        }
        let label = text(lang, Msg::Tsumo).to_string();
        out.push(option(
            label,
            *drawn,
            Some(Step::Tsumo),
            r.check(me, &Action::Tsumo),
        ));
        let counts = p.counts();
        let mut kans: Vec<(Action, TileKind)> = TileKind::all()
            .filter(|k| counts[k.index()] == 4)
            .map(|kind| (Action::Ankan { kind }, kind))
            .collect();
        for m in p.melds.iter().filter(|m| m.kind() == MeldKind::Pon) {
            if let Some(&tile) = p.hand.iter().find(|t| t.kind() == m.first_kind()) {
                kans.push((Action::Shouminkan { tile }, tile.kind()));
            }
        }
        if kans.is_empty() {
            let label = text(lang, Msg::Kan).to_string();
            out.push(option(
                label,
                None,
                Some(Step::Kan(None)),
                Err(Refusal::NoKanToDeclare),
            ));
        }
        for (a, kind) in kans {
            let t = Tile::new(kind);
            out.push(option(
                action(lang, &a),
                Some(t),
                Some(Step::Kan(Some(kind))),
                r.check(me, &a),
            ));
        }
        return out;
    }
    // The discard seat 0 is answering: an open window's, or one that has just passed
    // without one (the engine's check then says why seat 0 could not call it).
    let Some(tile) = r
        .claim_in_question()
        .filter(|on| on.discarder != me)
        .map(|on| on.tile)
    else {
        return out;
    };
    let legal = r.legal_actions(me);
    let claim = |a: &Action| r.check(me, a);
    let words = |m: Msg| text(lang, m).to_string();
    out.push(option(
        words(Msg::Ron),
        Some(tile),
        Some(Step::Ron),
        claim(&Action::Ron),
    ));
    let pon = legal
        .iter()
        .find(|a| matches!(a, Action::Pon { .. }))
        .map_or_else(
            || claim(&step_action(r, me, &Step::Pon, Some(tile))),
            |_| Ok(()),
        );
    out.push(option(words(Msg::Pon), Some(tile), Some(Step::Pon), pon));
    let chiis: Vec<&Action> = legal
        .iter()
        .filter(|a| matches!(a, Action::Chii { .. }))
        .collect();
    if chiis.is_empty() {
        let probe = step_action(r, me, &Step::Chii(None), Some(tile));
        out.push(option(
            words(Msg::Chii),
            Some(tile),
            Some(Step::Chii(None)),
            claim(&probe),
        ));
    }
    for a in chiis {
        let Action::Chii { tiles } = a else { continue };
        let step = Step::Chii(Some(tiles.map(|t| t.kind())));
        out.push(option(action(lang, a), Some(tile), Some(step), Ok(())));
    }
    out.push(option(
        words(Msg::Kan),
        Some(tile),
        Some(Step::Kan(None)),
        claim(&Action::Daiminkan),
    ));
    // Letting a discard (or an added kan tile) pass is always allowed.
    let pass = page_text(lang, PageMsg::Pass).to_string();
    out.push(option(pass, None, Some(Step::Skip), Ok(())));
    out
}

/// The reader's verdict on one option in ask mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The expected answer (or, with no answer given, a legal choice).
    Right,
    /// Legal, but not the answer the scenario expects.
    LegalButNot,
    /// Not allowed: the rule that forbids it, in words.
    Refused(String),
}

/// Checks the reader's pick `option` against the engine and the scenario's `answer`.
pub fn judge(option: &AskOption, answer: Option<&str>) -> Verdict {
    match (&option.reason, answer) {
        (Some(why), _) => Verdict::Refused(why.clone()),
        (None, Some(a)) if !option.is_answer(a) => Verdict::LegalButNot,
        _ => Verdict::Right,
    }
}

/// The choices of a question, as the scenario's `choices` names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choices {
    /// Seat 0's actions: the engine lists them.
    Actions,
    /// Tiles that may complete the hand (`ask=waits`; none named: those near the hand's).
    Tiles(Vec<TileKind>),
    /// Yaku (`ask=yaku`).
    Yaku(Vec<Yaku>),
    /// Numbers of han (`ask=han`).
    Han(Vec<u32>),
}

impl Choices {
    /// Reads `text`, the scenario's `choices`, for a question of `kind`. (Plain loops: a
    /// collect into a `Result` and the like cost the browser download more.)
    pub fn read(kind: AskKind, text: Option<&str>) -> Result<Choices, ScenarioError> {
        let text = text.unwrap_or("");
        let bad = |e: String| ScenarioError(format!("choices: {e}"));
        let mut yaku = Vec::new();
        let mut hans = Vec::new();
        for w in text.split_whitespace() {
            match kind {
                AskKind::Actions => {
                    return Err(bad("only ask=waits, yaku or han takes choices".into()))
                }
                AskKind::Waits => {}
                AskKind::Yaku => yaku.push(Yaku::from_word(w).ok_or_else(|| {
                    bad(format!(
                        "'{w}' is not a yaku (pinfu, menzen-tsumo, yakuhai-haku…)"
                    ))
                })?),
                AskKind::Han => match w.parse::<u32>() {
                    Ok(n @ 1..=13) => hans.push(n),
                    _ => return Err(bad(format!("'{w}' is not a number of han from 1 to 13"))),
                },
            }
        }
        Ok(match kind {
            AskKind::Actions => Choices::Actions,
            AskKind::Waits => {
                let tiles = parse_mpsz(text).map_err(|e| bad(e.to_string()))?;
                // In the tiles' order, each once (no sort: see rules::small_sort).
                Choices::Tiles(
                    TileKind::all()
                        .filter(|k| tiles.iter().any(|t| t.kind() == *k))
                        .collect(),
                )
            }
            AskKind::Yaku => Choices::Yaku(yaku),
            AskKind::Han => Choices::Han(hans),
        })
    }
}

/// The score of seat 0's win at the question: a tsumo in its turn, else a ron on the
/// tile in question (furiten aside); `None` when it cannot win there.
fn win_at(r: &Round) -> Option<HandScore> {
    let me = Seat::ALL[0];
    match r.phase() {
        Phase::Turn { seat, .. } if *seat == me => r.tsumo_value(me),
        _ => r
            .claim_in_question()
            .filter(|on| on.discarder != me)
            .and_then(|on| r.ron_value(me, on.tile)),
    }
}

/// Ask mode's question at a scenario's last position: its choices, and the words of every
/// verdict (from the engine's rules and score), in one language.
#[derive(Clone, Debug)]
pub struct Question {
    /// The choices, in the order shown.
    pub options: Vec<AskOption>,
    /// The reader marks every right choice and checks; otherwise one pick is judged.
    pub multi: bool,
    kind: AskKind,
    answer: Option<String>,
    lang: Lang,
    /// For `ask=han`: what the win is worth, in words.
    worth: String,
}

impl Question {
    /// The question `setup` asks at the round's position `r` (its last step), in `lang`.
    /// Errors say why it cannot be asked there: a hand of the wrong size for its waits,
    /// no win to name the yaku or han of.
    pub fn at(setup: &Scenario, r: &Round, lang: Lang) -> Result<Question, ScenarioError> {
        // Checked here rather than when the table is built: the game, which builds
        // scenarios from its address, never asks.
        if setup.answer.is_some() && setup.ask != AskKind::Actions {
            return Err(ScenarioError(format!(
                "answer: ask={} takes no answer (the engine knows it)",
                setup.ask.name()
            )));
        }
        let choices = Choices::read(setup.ask, setup.choices.as_deref())?;
        let mut q = Question {
            options: Vec::new(),
            multi: setup.answer.is_none(),
            kind: setup.ask,
            answer: setup.answer.clone(),
            lang,
            worth: String::new(),
        };
        let what = setup.ask.name();
        let no_win = || {
            ScenarioError(format!(
                "ask={what}: seat 0 cannot win here (the hand is not complete or has no yaku)"
            ))
        };
        match choices {
            Choices::Actions => q.options = ask_options(r, lang),
            Choices::Tiles(named) => {
                let p = r.player(Seat::ALL[0]);
                if p.hand.len() % 3 != 1 {
                    return Err(ScenarioError(format!(
                        "ask=waits: seat 0 holds {} tiles at the question; ask it in another seat's turn",
                        p.hand.len()
                    )));
                }
                let waits = crate::rules::waits::waits(&p.counts(), p.melds.len(), &p.held());
                // Without named tiles, those within two of the hand's (a wait is always
                // among them); the waits always.
                let near = |o: TileKind| {
                    p.hand.iter().any(|t| {
                        let k = t.kind();
                        o == k
                            || (!k.is_honor()
                                && !o.is_honor()
                                && o.suit() == k.suit()
                                && o.number().abs_diff(k.number()) <= 2)
                    })
                };
                q.options = TileKind::all()
                    .filter(|&k| {
                        waits.contains(&k)
                            || if named.is_empty() {
                                near(k)
                            } else {
                                named.contains(&k)
                            }
                    })
                    .map(|k| {
                        let t = Tile::new(k);
                        AskOption::judged(
                            crate::text::tile_name(lang, t),
                            Some(t),
                            waits.contains(&k),
                            completes(lang, t),
                            refusal(lang, &Refusal::NotComplete { tile: Some(t) }),
                        )
                    })
                    .collect();
            }
            Choices::Yaku(named) => {
                let score = win_at(r).ok_or_else(no_win)?;
                for y in Yaku::ALL {
                    let han = score.yaku.iter().find(|(x, _)| *x == y).map(|(_, h)| *h);
                    if han.is_none() && !named.contains(&y) {
                        continue;
                    }
                    let word = yaku_word(lang, y);
                    q.options.push(AskOption::judged(
                        word.to_string(),
                        None,
                        han.is_some(),
                        has_yaku(lang, word, han.unwrap_or(0)),
                        lacks_yaku(lang, word),
                    ));
                }
            }
            Choices::Han(named) => {
                let score = win_at(r).ok_or_else(no_win)?;
                if score.han == 0 {
                    return Err(ScenarioError("ask=han: the win is a yakuman".into()));
                }
                let han = score.han;
                // Without named counts, two either side of the right one.
                let offered = |n: u32| {
                    n == han
                        || if named.is_empty() {
                            n + 2 >= han && n <= han + 2
                        } else {
                            named.contains(&n)
                        }
                };
                q.worth = worth(lang, han);
                q.multi = false;
                for n in (1..=han.max(13) + 2).filter(|&n| offered(n)) {
                    let label = han_count(lang, n);
                    q.options.push(AskOption::judged(
                        label,
                        None,
                        n == han,
                        String::new(),
                        String::new(),
                    ));
                }
            }
        }
        Ok(q)
    }

    /// What the reader is asked to do: mark every right choice, or choose one.
    pub fn prompt(&self) -> &'static str {
        let msg = match (self.kind, self.multi) {
            (AskKind::Waits, _) => PageMsg::AskWaits,
            (AskKind::Yaku, _) => PageMsg::AskYaku,
            (_, true) => PageMsg::AskMarkAll,
            (_, false) => PageMsg::AskChooseOne,
        };
        page_text(self.lang, msg)
    }

    /// The name of the row of choices shown as tiles: the discards, or the tiles.
    pub fn tiles_label(&self) -> &'static str {
        match self.kind {
            AskKind::Waits => page_text(self.lang, PageMsg::Tiles),
            _ => text(self.lang, Msg::Discard),
        }
    }

    /// The verdict on picking option `i` (one choice), with the scenario's `explain`.
    pub fn pick(&self, i: usize, explain: &str) -> Option<String> {
        let o = self.options.get(i)?;
        let lang = self.lang;
        Some(match (self.kind, judge(o, self.answer.as_deref())) {
            (AskKind::Actions, Verdict::Right) => verdict(lang, Judged::Right, explain),
            (AskKind::Actions, Verdict::LegalButNot) => {
                verdict(lang, Judged::AllowedNotBest, explain)
            }
            (AskKind::Actions, Verdict::Refused(why)) => verdict(lang, Judged::Refused(&why), ""),
            (_, _) if o.legal => verdict(lang, Judged::Right, explain),
            (_, _) => verdict(lang, Judged::Wrong(&self.worth), explain),
        })
    }

    /// The verdicts on every choice once the reader checks the marks `picked`, and the
    /// summary (with the scenario's `explain`).
    pub fn check(&self, picked: &[bool], explain: &str) -> (Vec<String>, String) {
        let lang = self.lang;
        let mut all_right = true;
        let lines = self
            .options
            .iter()
            .zip(picked)
            .map(|(o, &p)| {
                all_right &= p == o.legal;
                let why = o.reason.as_deref().unwrap_or("");
                let because = o.because.as_deref();
                let judged = match (p, o.legal, because) {
                    (true, true, Some(b)) => Judged::RightFor(b),
                    (true, true, None) => Judged::MarkedRight,
                    (true, false, _) if self.kind != AskKind::Actions => Judged::Wrong(why),
                    (true, false, _) => Judged::Refused(why),
                    (false, true, Some(b)) => Judged::MissedFor(b),
                    (false, true, None) => Judged::Missed,
                    (false, false, _) => Judged::LeftOutRightly(why),
                };
                verdict(lang, judged, "")
            })
            .collect();
        (lines, checked(lang, all_right, explain))
    }
}
