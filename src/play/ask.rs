//! Ask mode: every choice the reader (seat 0) could think of at a scenario's last position
//! — in its turn each tile's discard, riichi, tsumo and each kan; answering a discard ron,
//! pon, chii, kan and pass — each with the engine's verdict and, when refused, the rule
//! that forbids it; and the reader's pick judged against the scenario's answer.

use super::script::{Script, Step};
use crate::engine::{Action, Phase, Refusal, Round};
use crate::rules::{MeldKind, Seat, Tile, TileKind};
use crate::text::{action, refusal, text, Lang, Msg};

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
    /// The refusal in words (`None` when legal).
    pub reason: Option<String>,
    step: Option<Step>,
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
            step,
        }
    }

    /// True for the discard of a tile (not riichi): ask mode shows these as the tiles.
    pub fn is_discard(&self) -> bool {
        matches!(self.step, Some(Step::Discard { riichi: false, .. }))
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
            out.push(option(label, None, None, r.check_riichi(me)));
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
    let pass = crate::text::page_text(lang, crate::text::PageMsg::Pass).to_string();
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
