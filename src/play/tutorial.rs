//! Tutorial widgets in plain Rust: a scenario stepped through forward and back (show and
//! compare modes), and the reader's choices at its last position checked by the engine
//! (ask mode). Every verdict and every reason comes from the engine's rules.

use super::controller::Controller;
use super::script::{Script, Step};
use super::settings::Settings;
use super::setup::{SetupError, TableSetup};
use super::view::TableView;
use crate::engine::{Action, Event, Phase, Round};
use crate::rules::{MeldKind, Seat, Tile, TileKind};

/// A scenario's table, stepped through its scripts: step 0 is the position as written,
/// each further step one scripted action. Going back replays from the start (the engine
/// is deterministic), so every step is exactly what the scripts make of the position.
pub struct Stepper {
    setup: TableSetup,
    settings: Settings,
    ctrl: Controller,
    at: usize,
    total: usize,
}

impl Stepper {
    /// The scenario's table under `preset` (or the scenario's own rules), at step 0.
    pub fn new(
        setup: &TableSetup,
        preset: Option<&str>,
        settings: Settings,
    ) -> Result<Stepper, SetupError> {
        let mut setup = setup.clone();
        if let Some(p) = preset {
            setup.rules = Some(p.to_string());
        }
        let mut probe = Stepper::build(&setup, &settings)?;
        let mut total = 0;
        while total < 200 && probe.advance() {
            total += 1;
        }
        let mut stepper = Stepper {
            ctrl: Stepper::build(&setup, &settings)?,
            setup,
            settings,
            at: 0,
            total,
        };
        stepper.settle();
        Ok(stepper)
    }

    fn build(setup: &TableSetup, settings: &Settings) -> Result<Controller, SetupError> {
        let mut c = Controller::from_setup(settings.clone(), setup)?;
        c.watch();
        Ok(c)
    }

    /// The step shown (0 is the position as written).
    pub fn at(&self) -> usize {
        self.at
    }

    /// How many scripted steps the scenario has.
    pub fn total(&self) -> usize {
        self.total
    }

    /// The next step; false at the last one.
    pub fn forward(&mut self) -> bool {
        if self.at < self.total && self.ctrl.advance() {
            self.at += 1;
            self.settle();
            true
        } else {
            false
        }
    }

    /// The step before; false at step 0.
    pub fn back(&mut self) -> bool {
        if self.at == 0 {
            return false;
        }
        self.go_to(self.at - 1);
        true
    }

    /// Shows step `n` (at most the last), replaying from the position.
    pub fn go_to(&mut self, n: usize) {
        if let Ok(c) = Stepper::build(&self.setup, &self.settings) {
            self.ctrl = c;
            self.at = 0;
        }
        while self.at < n.min(self.total) && self.forward() {}
        self.settle();
    }

    /// At the last step, seat 0's own draw before its question (the scripts have run out).
    fn settle(&mut self) {
        if self.at == self.total {
            self.ctrl.advance();
        }
    }

    /// The table at this step.
    pub fn view(&self) -> TableView {
        self.ctrl.view()
    }

    /// The round at this step.
    pub fn round(&self) -> &Round {
        self.ctrl.game().round()
    }

    /// The rule set's name.
    pub fn rules_name(&self) -> String {
        self.round().rules().name.clone()
    }

    /// What each seat that must choose now may do, in words (`"Pon 5 pin"`, `"Pass"`).
    pub fn choices(&self) -> Vec<(Seat, Vec<String>)> {
        let r = self.round();
        Seat::ALL
            .into_iter()
            .filter_map(|s| {
                let legal = r.legal_actions(s);
                if legal.is_empty() || legal == [Action::Draw] {
                    return None;
                }
                let mut words: Vec<String> = legal
                    .iter()
                    .filter(|a| !matches!(a, Action::Discard { .. } | Action::Draw))
                    .map(action_words)
                    .collect();
                if legal.iter().any(|a| matches!(a, Action::Discard { .. })) {
                    words.push("Discard".into());
                }
                Some((s, words))
            })
            .collect()
    }
}

/// An action in words, tiles named.
pub fn action_words(a: &Action) -> String {
    match a {
        Action::Draw => "Draw".into(),
        Action::Discard {
            tile,
            riichi: false,
        } => format!("Discard {}", tile.name()),
        Action::Discard { tile, riichi: true } => format!("Riichi, discarding {}", tile.name()),
        Action::Tsumo => "Tsumo".into(),
        Action::Ron => "Ron".into(),
        Action::Pon { tiles } => format!("Pon with {} and {}", tiles[0].name(), tiles[1].name()),
        Action::Chii { tiles } => {
            format!("Chii with {} and {}", tiles[0].name(), tiles[1].name())
        }
        Action::Daiminkan => "Kan (daiminkan)".into(),
        Action::Ankan { kind } => format!("Kan (ankan) of {}", kind.name()),
        Action::Shouminkan { tile } => format!("Kan (shouminkan) adding {}", tile.name()),
        Action::KyuushuKyuuhai => "Nine terminals (abort)".into(),
        Action::Skip => "Pass".into(),
    }
}

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
    /// Why the engine refuses it, naming the rule (`None` when legal).
    pub reason: Option<String>,
    step: Option<Step>,
}

impl AskOption {
    fn new(
        label: String,
        tile: Option<Tile>,
        step: Option<Step>,
        verdict: Result<(), String>,
    ) -> Self {
        AskOption {
            label,
            tile,
            legal: verdict.is_ok(),
            reason: verdict.err(),
            step,
        }
    }

    /// True when this option is what the scenario's `answer` word names (`kan` without a
    /// tile stands for any kan).
    pub fn is_answer(&self, answer: &str) -> bool {
        let Some(want) = Script::parse(answer).ok().and_then(|s| s.next().cloned()) else {
            return false;
        };
        match (&want, &self.step) {
            (Step::Kan(None), Some(Step::Kan(_))) => true,
            (Step::Chii(None), Some(Step::Chii(_))) => true,
            (w, Some(s)) => w == s,
            _ => false,
        }
    }
}

/// The discard seat 0 is answering: an open claims window's tile, or a discard that just
/// passed without one (nobody could call it), with who discarded it.
fn claim_in_question(r: &Round, me: Seat) -> Option<(Seat, Tile)> {
    match r.phase() {
        Phase::Claims(w) if w.discarder != me => Some((w.discarder, w.tile)),
        Phase::Draw { .. } => match r.log().last() {
            Some(Event::Discarded { seat, tile, .. }) if *seat != me => Some((*seat, *tile)),
            _ => None,
        },
        _ => None,
    }
}

/// Every choice seat 0 could think of at the round's position — in its turn each tile's
/// discard, riichi, tsumo and each kan; answering a discard ron, pon, chii, kan and pass
/// — each with the engine's verdict and reason.
pub fn ask_options(r: &Round) -> Vec<AskOption> {
    let me = Seat::ALL[0];
    let legal = r.legal_actions(me);
    let p = r.player(me);
    let verdict = |a: &Action| match r.refusal(me, a) {
        None => Ok(()),
        Some(why) => Err(why),
    };
    let mut out = Vec::new();
    if let Phase::Turn { seat, drawn, .. } = r.phase() {
        if *seat != me {
            return out;
        }
        let mut seen: Vec<Tile> = Vec::new();
        let mut tiles = p.hand.clone();
        crate::rules::small_sort::sort_small(&mut tiles);
        for t in tiles {
            if seen.contains(&t) {
                continue;
            }
            seen.push(t);
            let a = Action::Discard {
                tile: t,
                riichi: false,
            };
            let step = Step::Discard {
                tile: t,
                riichi: false,
            };
            out.push(AskOption::new(
                format!("Discard {}", t.name()),
                Some(t),
                Some(step),
                verdict(&a),
            ));
        }
        if p.riichi.is_none() && p.is_closed() {
            let riichi = legal
                .iter()
                .find(|a| matches!(a, Action::Discard { riichi: true, .. }));
            let v = match riichi {
                Some(_) => Ok(()),
                None => Err(riichi_reason(r, me)),
            };
            out.push(AskOption::new("Riichi".into(), None, None, v));
        }
        out.push(AskOption::new(
            "Tsumo".into(),
            *drawn,
            Some(Step::Tsumo),
            verdict(&Action::Tsumo),
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
            out.push(AskOption::new(
                "Kan".into(),
                None,
                Some(Step::Kan(None)),
                Err("a kan needs four of a kind in your hand, or a drawn fourth tile to add to one of your pons".into()),
            ));
        }
        for (a, kind) in kans {
            let t = Tile::new(kind);
            out.push(AskOption::new(
                action_words(&a),
                Some(t),
                Some(Step::Kan(Some(kind))),
                verdict(&a),
            ));
        }
        return out;
    }
    let Some((discarder, tile)) = claim_in_question(r, me) else {
        return out;
    };
    let in_window = matches!(r.phase(), Phase::Claims(_));
    // A claim's verdict: the engine's list when a window is open, else why none could be.
    let claim = |a: &Action| -> Result<(), String> {
        if in_window && legal.contains(a) {
            Ok(())
        } else {
            let kan = match r.phase() {
                Phase::Claims(w) => w.kan.clone(),
                _ => None,
            };
            Err(r.claim_refusal(me, discarder, tile, kan.as_ref(), a))
        }
    };
    out.push(AskOption::new(
        "Ron".into(),
        Some(tile),
        Some(Step::Ron),
        claim(&Action::Ron),
    ));
    let any_legal = |f: fn(&Action) -> bool| in_window && legal.iter().any(f);
    let pon = if any_legal(|a| matches!(a, Action::Pon { .. })) {
        Ok(())
    } else {
        claim(&step_action(r, me, &Step::Pon, Some(tile)))
    };
    out.push(AskOption::new(
        "Pon".into(),
        Some(tile),
        Some(Step::Pon),
        pon,
    ));
    let chiis: Vec<&Action> = legal
        .iter()
        .filter(|a| matches!(a, Action::Chii { .. }))
        .collect();
    if chiis.is_empty() || !in_window {
        let probe = step_action(r, me, &Step::Chii(None), Some(tile));
        out.push(AskOption::new(
            "Chii".into(),
            Some(tile),
            Some(Step::Chii(None)),
            claim(&probe),
        ));
    }
    for a in chiis.into_iter().filter(|_| in_window) {
        let Action::Chii { tiles } = a else { continue };
        let step = Step::Chii(Some(tiles.map(|t| t.kind())));
        out.push(AskOption::new(
            action_words(a),
            Some(tile),
            Some(step),
            Ok(()),
        ));
    }
    out.push(AskOption::new(
        "Kan".into(),
        Some(tile),
        Some(Step::Kan(None)),
        claim(&Action::Daiminkan),
    ));
    // Letting a discard (or an added kan tile) pass is always allowed.
    out.push(AskOption::new(
        "Pass".into(),
        None,
        Some(Step::Skip),
        Ok(()),
    ));
    out
}

/// Why riichi is refused to a closed hand: the engine's reason for its first refused
/// riichi discard, or that no discard leaves the hand tenpai.
fn riichi_reason(r: &Round, me: Seat) -> String {
    let p = r.player(me);
    let reasons: Vec<String> = p
        .hand
        .iter()
        .filter_map(|&tile| r.refusal(me, &Action::Discard { tile, riichi: true }))
        .collect();
    match reasons.first() {
        Some(first) if first.starts_with("discarding") => {
            "riichi needs a discard that leaves the hand tenpai, and none does".into()
        }
        Some(first) => first.clone(),
        None => "riichi is not possible now".into(),
    }
}

/// The reader's verdict on one option in ask mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The expected answer (or, with no answer given, a legal choice).
    Right,
    /// Legal, but not the answer the scenario expects.
    LegalButNot,
    /// Not allowed: the rule that forbids it.
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
