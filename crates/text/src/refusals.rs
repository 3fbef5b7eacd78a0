//! The engine's refusals in words that name the rule: what the table says for a greyed-out
//! tile or button, what the tutorial explains for a wrong choice, what the JavaScript API
//! answers to `whyRefused`.

use super::lang::Lang;
use super::names::{kind_name, tile_name};
use rinshan_engine::{FuritenCause, Refusal};

/// `refusal` in words.
pub fn refusal(lang: Lang, refusal: &Refusal) -> String {
    match lang {
        Lang::En => english(refusal),
        Lang::Ja => japanese(refusal),
    }
}

fn english(r: &Refusal) -> String {
    use Refusal::*;
    let en = Lang::En;
    match r {
        HandOver => "the hand is over".into(),
        NotYourTurn => "it is not your turn to act".into(),
        AnswerTheDiscardFirst => "answer the discard first: call it or pass".into(),
        DrawFirst => "draw a tile first".into(),
        AlreadyDrawn => "you have already drawn".into(),
        NoDiscardToClaim => {
            "there is no discard to claim now: chii, pon, an open kan and ron answer another player's discard".into()
        }
        OwnDiscard => "you cannot claim your own discard".into(),
        AlreadyAnswered => "you have already answered this discard".into(),
        NothingToPass => "there is no call to pass on".into(),
        NotInHand { tile } => format!("{} is not in your hand", tile_name(en, *tile)),
        Kuikae { tile, .. } => format!(
            "kuikae: right after a call you may not discard {}",
            tile_name(en, *tile)
        ),
        RiichiDiscardsDrawnTile { .. } => "after riichi you must discard the tile you drew".into(),
        AlreadyInRiichi => "you have already declared riichi".into(),
        RiichiNeedsClosedHand => "riichi needs a closed hand".into(),
        RiichiNeedsPoints { .. } => "riichi needs 1000 points for the deposit".into(),
        RiichiNeedsAnotherDraw { left, needed } => format!(
            "riichi needs another draw of your own: at least {needed} tiles left in the wall \
             ({left} left)"
        ),
        NoTenpaiDiscard => {
            "riichi needs a discard that leaves the hand tenpai, and none does".into()
        }
        NotTenpaiAfterDiscard { tile } => format!(
            "discarding {} does not leave the hand tenpai",
            tile_name(en, *tile)
        ),
        TsumoNeedsDrawnTile => "tsumo wins only on a tile you drew, not in the turn of a call".into(),
        NotComplete { tile: Some(tile) } => {
            format!("{} does not complete your hand", tile_name(en, *tile))
        }
        NotComplete { tile: None } => "the hand is not complete".into(),
        NoYaku => "the hand is complete but has no yaku: a win needs at least one".into(),
        YakuNotSettled => {
            "no atozuke under these rules: an open hand's yaku must be settled before the winning tile".into()
        }
        Furiten { cause } => match cause {
            FuritenCause::OwnDiscard => {
                "furiten: one of your winning tiles is in your own pond, so you may not ron (tsumo is still allowed)".into()
            }
            FuritenCause::PassedWin => {
                "furiten: you let a tile that completed your hand pass since your last discard (with or without a yaku), so you may not ron until you discard".into()
            }
            FuritenCause::PassedWinInRiichi => {
                "furiten: after riichi you let a winning tile pass, so you may not ron for the rest of the hand".into()
            }
        },
        OnlyKokushiRobsAnkan => "only kokushi musou may rob a closed kan (ankan)".into(),
        KokushiMayNotRobAnkan => {
            "these rules do not let kokushi musou rob a closed kan (ankan)".into()
        }
        ChankanOnlyRon => "on a kan being declared only ron may be called (chankan)".into(),
        LastDiscardOnlyRon => "no calls but ron on the last discard of the hand".into(),
        RiichiNoCalls => "after riichi you may not call (only ron)".into(),
        ChiiOnlyFromLeft => {
            "chii may only be called on the discard of the player on your left".into()
        }
        NoChiiInSanma => "three-player mahjong has no chii: only pon, kan and ron".into(),
        ChiiNeedsRun { .. } => {
            "chii takes the discard of the player on your left, with two tiles of your hand that make a run with it".into()
        }
        PonNeedsTwo { kind, held } => format!(
            "pon needs two {} in your hand, and you hold {held}",
            kind_name(en, *kind)
        ),
        DaiminkanNeedsThree { kind, held } => format!(
            "a daiminkan needs three {} concealed in your hand, and you hold {held}",
            kind_name(en, *kind)
        ),
        DiscardedFourthToPon { kind } => format!(
            "a discarded fourth tile cannot be added to your pon of {}: a shouminkan is made only with a tile you drew yourself",
            kind_name(en, *kind)
        ),
        KuikaeLeavesNoDiscard => {
            "kuikae: after this call every tile left in your hand would be one you may not discard, so the call is not allowed".into()
        }
        NoKanToDeclare => {
            "a kan needs four of a kind in your hand, or a drawn fourth tile to add to one of your pons".into()
        }
        KanAfterCall => {
            "a kan is declared only after drawing a tile, not in the turn of a chii or pon".into()
        }
        WallEmptyNoKan => {
            "no kan once the live wall is empty: the last tile has been drawn".into()
        }
        FourKans { one_player: true } => {
            "four kans are already declared: no fifth kan (one player's four kans do not abort the hand, but nobody may make a fifth)".into()
        }
        FourKans { one_player: false } => {
            "four kans by different players: no further kan (the hand is aborted unless the fourth kan's discard is ronned)".into()
        }
        AnkanNeedsFour { kind, .. } => format!(
            "an ankan needs all four {} in your hand",
            kind_name(en, *kind)
        ),
        RiichiAnkanNotDrawnTile { kind } => format!(
            "riichi: an ankan must use the tile just drawn under these rules, and the {} was not",
            kind_name(en, *kind)
        ),
        RiichiAnkanChangesWaits { kind } => format!(
            "riichi: an ankan of {} would change the hand's waits (or its reading), which riichi forbids",
            kind_name(en, *kind)
        ),
        NoPonToAdd { kind } => format!(
            "a shouminkan adds a fourth tile to one of your pons; you have no pon of {}",
            kind_name(en, *kind)
        ),
        KitaOnlyInSanma => "only three-player mahjong sets North tiles aside (kita)".into(),
        KitaNeedsNorth => "kita sets a North tile aside, and your hand has none".into(),
        KitaAfterCall => "kita is declared after drawing a tile, not right after a pon".into(),
        WallEmptyNoKita => {
            "no kita on the last tile: no replacement tile could follow".into()
        }
        RiichiKitaNotDrawn => "after riichi you may set aside only the North you just drew".into(),
        KitaOnlyRon => "on a North being set aside only ron may be called (it is not chankan)".into(),
        NineTerminalsNotInRules => "these rules have no nine-terminals abort".into(),
        NineTerminalsFirstTurnOnly => {
            "nine terminals (kyuushu kyuuhai) may only be declared on your first turn, before any call".into()
        }
        TooFewTerminals { kinds } => format!(
            "nine terminals (kyuushu kyuuhai) needs nine different terminals and honours, and the hand has {kinds}"
        ),
    }
}

fn japanese(r: &Refusal) -> String {
    use Refusal::*;
    let ja = Lang::Ja;
    match r {
        HandOver => "この局は終わりました".into(),
        NotYourTurn => "あなたの番ではありません".into(),
        AnswerTheDiscardFirst => "先に捨て牌への返事（鳴くかスキップ）をしてください".into(),
        DrawFirst => "先に牌をツモってください".into(),
        AlreadyDrawn => "もうツモっています".into(),
        NoDiscardToClaim => {
            "今は鳴ける捨て牌がありません（チー・ポン・大明槓・ロンは他家の捨て牌に対するものです）".into()
        }
        OwnDiscard => "自分の捨て牌は鳴けません".into(),
        AlreadyAnswered => "この捨て牌にはもう返事をしました".into(),
        NothingToPass => "スキップする鳴きがありません".into(),
        NotInHand { tile } => format!("{}は手牌にありません", tile_name(ja, *tile)),
        Kuikae { tile, .. } => format!(
            "喰い替え：鳴いた直後に{}は切れません",
            tile_name(ja, *tile)
        ),
        RiichiDiscardsDrawnTile { .. } => "リーチ後はツモった牌を切るしかありません".into(),
        AlreadyInRiichi => "もうリーチしています".into(),
        RiichiNeedsClosedHand => "リーチは門前（鳴いていない手）でしかできません".into(),
        RiichiNeedsPoints { .. } => "リーチには供託の1000点が必要です".into(),
        RiichiNeedsAnotherDraw { left, needed } => format!(
            "リーチには自分のツモがもう一度必要です（山に{needed}枚以上、残り{left}枚）"
        ),
        NoTenpaiDiscard => "リーチには聴牌を保つ打牌が必要ですが、ありません".into(),
        NotTenpaiAfterDiscard { tile } => {
            format!("{}を切ると聴牌になりません", tile_name(ja, *tile))
        }
        TsumoNeedsDrawnTile => "ツモ和了はツモった牌でのみできます（鳴いた番はできません）".into(),
        NotComplete { tile: Some(tile) } => {
            format!("{}では和了形になりません", tile_name(ja, *tile))
        }
        NotComplete { tile: None } => "和了形ではありません".into(),
        NoYaku => "和了形ですが役がありません（和了には1役以上必要です）".into(),
        YakuNotSettled => {
            "このルールでは後付けできません：鳴いた手の役は和了牌の前に確定している必要があります".into()
        }
        Furiten { cause } => match cause {
            FuritenCause::OwnDiscard => {
                "フリテン：和了牌が自分の河にあるのでロンできません（ツモは可）".into()
            }
            FuritenCause::PassedWin => {
                "フリテン：前回の打牌の後に和了牌を見逃した（役の有無にかかわらず）ので、次の打牌までロンできません".into()
            }
            FuritenCause::PassedWinInRiichi => {
                "フリテン：リーチ後に和了牌を見逃したので、この局はロンできません".into()
            }
        },
        OnlyKokushiRobsAnkan => "暗槓を槍槓できるのは国士無双だけです".into(),
        KokushiMayNotRobAnkan => "このルールでは国士無双でも暗槓は槍槓できません".into(),
        ChankanOnlyRon => "槓の宣言に対してはロン（槍槓）しかできません".into(),
        LastDiscardOnlyRon => "最後の捨て牌にはロン以外の鳴きはできません".into(),
        RiichiNoCalls => "リーチ後は鳴けません（ロンのみ）".into(),
        ChiiOnlyFromLeft => "チーは上家の捨て牌にしかできません".into(),
        NoChiiInSanma => "三人麻雀にチーはありません（ポン・カン・ロンのみ）".into(),
        ChiiNeedsRun { .. } => "チーには捨て牌と順子になる2枚が手牌に必要です".into(),
        PonNeedsTwo { kind, held } => format!(
            "ポンには{}が手牌に2枚必要です（持っているのは{held}枚）",
            kind_name(ja, *kind)
        ),
        DaiminkanNeedsThree { kind, held } => format!(
            "大明槓には{}が手牌に3枚必要です（持っているのは{held}枚）",
            kind_name(ja, *kind)
        ),
        DiscardedFourthToPon { kind } => format!(
            "捨てられた4枚目は{}のポンに加えられません：加槓は自分でツモった牌でのみできます",
            kind_name(ja, *kind)
        ),
        KuikaeLeavesNoDiscard => {
            "喰い替え：この鳴きの後は切れる牌が残らないので鳴けません".into()
        }
        NoKanToDeclare => "槓には同じ牌4枚か、ポンに加える4枚目のツモが必要です".into(),
        KanAfterCall => "槓はツモの後にだけ宣言でき、チーやポンの番にはできません".into(),
        WallEmptyNoKan => "山が尽きたので槓はできません".into(),
        FourKans { one_player: true } => {
            "もう4回槓されています：5回目の槓はできません（1人の四槓子は流局になりません）".into()
        }
        FourKans { one_player: false } => {
            "複数人で4回槓されています：これ以上槓はできません（4回目の槓の後の打牌がロンされなければ四槓散了）".into()
        }
        AnkanNeedsFour { kind, .. } => {
            format!("暗槓には{}が4枚必要です", kind_name(ja, *kind))
        }
        RiichiAnkanNotDrawnTile { kind } => format!(
            "リーチ後の暗槓はこのルールではツモった牌でのみでき、{}はそうではありません",
            kind_name(ja, *kind)
        ),
        RiichiAnkanChangesWaits { kind } => format!(
            "リーチ後に{}を暗槓すると待ち（または面子構成）が変わるのでできません",
            kind_name(ja, *kind)
        ),
        NoPonToAdd { kind } => format!(
            "加槓はポンに4枚目を加えるものですが、{}のポンがありません",
            kind_name(ja, *kind)
        ),
        KitaOnlyInSanma => "北抜きは三人麻雀だけのものです".into(),
        KitaNeedsNorth => "北抜きには手牌に北が必要ですが、ありません".into(),
        KitaAfterCall => "北抜きはツモの後にでき、ポンの直後にはできません".into(),
        WallEmptyNoKita => "最後の牌では北を抜けません（嶺上牌が補充できません）".into(),
        RiichiKitaNotDrawn => "リーチ後はツモってきた北しか抜けません".into(),
        KitaOnlyRon => "抜いた北にはロンしかできません（槍槓にはなりません）".into(),
        NineTerminalsNotInRules => "このルールには九種九牌の流局がありません".into(),
        NineTerminalsFirstTurnOnly => "九種九牌は鳴きのない第一ツモでのみ宣言できます".into(),
        TooFewTerminals { kinds } => {
            format!("九種九牌には9種類の么九牌が必要です（この手は{kinds}種類）")
        }
    }
}
