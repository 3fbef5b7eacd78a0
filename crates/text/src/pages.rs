//! The words of the pages around the game, in English and Japanese: the record viewer, the
//! match's story (standings, the chart, everyone's figures), the record of past matches
//! and the tutorial widgets' steps and questions. They are kept out of [`Msg`](super::Msg), as the coach's words are, so that
//! the game's own download does not carry them: the record viewer's module writes these
//! pages.

use super::lang::Lang;

/// A fixed piece of the viewer's, the story's or the past matches' text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum PageMsg {
    AllHands,
    HandWord,
    ShowWord,
    Open,
    PasteRecord,
    ViewerTitle,
    EngineAgrees,
    NoSavedMatch,
    FileUnreadable,
    BackToGame,
    Position,
    ViewerKeys,
    OpenRecord,
    OrAFile,
    Place,
    FinalScore,
    Uma,
    FinalPoints,
    ScoreChart,
    WinCount,
    DealIns,
    RiichiCount,
    AverageWin,
    MatchFigures,
    Player,
    PastMatches,
    Games,
    AveragePlace,
    WinRate,
    DealInRate,
    PlaceTrend,
    FourPlayers,
    ThreePlayers,
    Pass,
    AskMarkAll,
    AskChooseOne,
    AskWaits,
    AskYaku,
    Tiles,
    Check,
    Steps,
    Back,
    Next,
}

/// The text of `msg` in `lang`.
pub fn page_text(lang: Lang, msg: PageMsg) -> &'static str {
    use PageMsg::*;
    match lang {
        Lang::En => match msg {
            AllHands => "All hands",
            HandWord => "Hand",
            ShowWord => "Show",
            Open => "Open",
            PasteRecord => "Paste a Tenhou record (tenhou.net/6 or mjlog)",
            ViewerTitle => "Rinshan — review a game record",
            EngineAgrees => "The engine agrees with every move and every result.",
            NoSavedMatch => "There is no match saved on this device yet.",
            FileUnreadable => "This file cannot be read.",
            BackToGame => "Back to the game",
            Position => "Position",
            ViewerKeys => {
                "Keys: ← → step · Home / End first and last step · Page Up / Page Down hand"
            }
            OpenRecord => "Open a record",
            OrAFile => "or a file: ",
            Place => "Place",
            FinalScore => "Final score",
            Uma => "Uma",
            FinalPoints => "Points",
            ScoreChart => "Points after each hand",
            WinCount => "Wins",
            DealIns => "Deal-ins",
            RiichiCount => "Riichi",
            AverageWin => "Average win",
            MatchFigures => "Match figures",
            Player => "Player",
            PastMatches => "Past matches",
            Games => "Games",
            AveragePlace => "Average place",
            WinRate => "Win rate",
            DealInRate => "Deal-in rate",
            PlaceTrend => "Places, last matches",
            FourPlayers => "Four players",
            ThreePlayers => "Three players",
            Pass => "Pass",
            AskMarkAll => "Mark every choice that is allowed, then check.",
            AskChooseOne => "Choose one.",
            AskWaits => {
                "Mark every tile that completes your hand (none if it is not tenpai), then check."
            }
            AskYaku => "Mark every yaku of this win, then check.",
            Tiles => "Tiles",
            Check => "Check",
            Steps => "Steps",
            Back => "Back",
            Next => "Next",
        },
        Lang::Ja => match msg {
            AllHands => "全員の手牌",
            HandWord => "局",
            ShowWord => "表示",
            Open => "開く",
            PasteRecord => "天鳳の牌譜（tenhou.net/6 か mjlog）を貼り付け",
            ViewerTitle => "Rinshan — 牌譜を再生",
            EngineAgrees => "エンジンはすべての打牌と結果に一致しました。",
            NoSavedMatch => "この端末に保存された対局はまだありません。",
            FileUnreadable => "このファイルは読めません。",
            BackToGame => "対局に戻る",
            Position => "局面",
            ViewerKeys => {
                "キー：← → 1手ずつ · Home / End 最初と最後 · Page Up / Page Down 局の移動"
            }
            OpenRecord => "牌譜を開く",
            OrAFile => "またはファイル：",
            Place => "順位",
            FinalScore => "最終スコア",
            Uma => "ウマ",
            FinalPoints => "持ち点",
            ScoreChart => "各局後の持ち点",
            WinCount => "和了",
            DealIns => "放銃",
            RiichiCount => "リーチ",
            AverageWin => "平均打点",
            MatchFigures => "対局成績",
            Player => "対局者",
            PastMatches => "過去の対局",
            Games => "対局数",
            AveragePlace => "平均順位",
            WinRate => "和了率",
            DealInRate => "放銃率",
            PlaceTrend => "最近の順位",
            FourPlayers => "四人打ち",
            ThreePlayers => "三人打ち",
            Pass => "見送り",
            AskMarkAll => "できる選択肢をすべて選んでから確認してください。",
            AskChooseOne => "一つ選んでください。",
            AskWaits => {
                "和了になる牌をすべて選んでから確認してください（聴牌でなければ何も選びません）。"
            }
            AskYaku => "この和了にある役をすべて選んでから確認してください。",
            Tiles => "牌",
            Check => "確認",
            Steps => "手順",
            Back => "戻る",
            Next => "次へ",
        },
    }
}
