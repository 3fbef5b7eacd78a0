//! Why the rules refuse an action: one variant per rule, with the tiles involved. The
//! checks that decide legality return these ([`Round::check`](super::Round::check)), so
//! a refusal is the decision itself, never a second guess. Putting them into words (in
//! English or Japanese) is the `rinshan-text` crate's job; [`Refusal::kind`] is a stable
//! name for programs (the JavaScript API hands it to tutorial pages).

use serde::{Deserialize, Serialize};

use rinshan_rules::{Tile, TileKind};

/// Why a player may not win by ron now although a tile completes the hand (furiten).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FuritenCause {
    /// One of the hand's waits lies in the player's own pond (called tiles included).
    OwnDiscard,
    /// The player let a tile that completed the hand pass since their last discard,
    /// whether or not it would have had a yaku (temporary furiten).
    PassedWin,
    /// The player let a tile that completed the hand pass after declaring riichi: furiten
    /// for the rest of the hand.
    PassedWinInRiichi,
}

/// The rule that forbids an action now. The round is unchanged by a refused action.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Refusal {
    // --- Whose move it is ---
    /// The hand is over.
    HandOver,
    /// Another player is to move.
    NotYourTurn,
    /// The player is asked about another player's discard: call or pass first.
    AnswerTheDiscardFirst,
    /// The turn starts with a draw.
    DrawFirst,
    /// The player has already drawn this turn.
    AlreadyDrawn,
    /// A call (chii, pon, open kan, ron) needs another player's discard, and there is
    /// none to claim now.
    NoDiscardToClaim,
    /// Nobody may claim their own discard.
    OwnDiscard,
    /// The player has already answered this discard.
    AlreadyAnswered,
    /// There is no call the player could make, so nothing to pass.
    NothingToPass,

    // --- Discards ---
    /// The tile is not in the player's hand.
    NotInHand {
        /// The tile named.
        tile: Tile,
    },
    /// Kuikae (swap-calling): right after a chii or pon, the called tile (and, after a
    /// chii, the tile at the run's other end) may not be discarded.
    Kuikae {
        /// The discard refused.
        tile: Tile,
        /// The tile just called.
        called: Tile,
        /// The two tiles the call showed from the hand.
        with: [Tile; 2],
    },
    /// After riichi the hand is fixed: the player discards the tile just drawn.
    RiichiDiscardsDrawnTile {
        /// The tile drawn.
        drawn: Tile,
    },

    // --- Riichi ---
    /// The player has already declared riichi.
    AlreadyInRiichi,
    /// Riichi needs a closed hand (an ankan keeps it closed; chii, pon and open kans do
    /// not).
    RiichiNeedsClosedHand,
    /// Riichi needs 1000 points for the deposit.
    RiichiNeedsPoints {
        /// The player's points.
        points: i32,
    },
    /// Riichi needs another draw of the declarer's own: at least as many tiles left in
    /// the live wall as there are players (four at four players, three in sanma).
    RiichiNeedsAnotherDraw {
        /// Tiles left in the live wall.
        left: usize,
        /// Tiles the live wall must hold (the number of players).
        needed: usize,
    },
    /// Riichi is declared with a discard that leaves the hand tenpai, and none does.
    NoTenpaiDiscard,
    /// Riichi is declared with a discard that leaves the hand tenpai, and this one does
    /// not.
    NotTenpaiAfterDiscard {
        /// The discard.
        tile: Tile,
    },

    // --- Wins ---
    /// Tsumo wins only on a tile the player drew, not in the turn of a call.
    TsumoNeedsDrawnTile,
    /// The hand is not complete (with `tile`, for a ron).
    NotComplete {
        /// The tile it was to be completed with (the discard or the kan tile), for ron.
        tile: Option<Tile>,
    },
    /// The hand is complete but has no yaku: a win needs at least one (dora do not
    /// count).
    NoYaku,
    /// Atozuke is forbidden under these rules: an open hand's only yaku must be settled
    /// before the winning tile (here it is not).
    YakuNotSettled,
    /// Furiten: the player may not win by ron.
    Furiten {
        /// Which furiten.
        cause: FuritenCause,
    },
    /// Only kokushi musou may rob a closed kan (ankan).
    OnlyKokushiRobsAnkan,
    /// These rules do not let kokushi musou rob a closed kan.
    KokushiMayNotRobAnkan,

    // --- Calls ---
    /// On a kan being declared, only ron (chankan) may be called.
    ChankanOnlyRon,
    /// No call but ron on the last discard of the hand.
    LastDiscardOnlyRon,
    /// After riichi the player may not call (only ron).
    RiichiNoCalls,
    /// Chii takes only the discard of the player on the left.
    ChiiOnlyFromLeft,
    /// Three-player mahjong has no chii (only pon, kan and ron).
    NoChiiInSanma,
    /// Chii shows two tiles of the hand that make a run with the discard.
    ChiiNeedsRun {
        /// The discard.
        tile: Tile,
    },
    /// Pon needs two of the discard's kind in the hand.
    PonNeedsTwo {
        /// The kind.
        kind: TileKind,
        /// How many the player holds.
        held: u8,
    },
    /// A daiminkan needs three of the discard's kind concealed in the hand.
    DaiminkanNeedsThree {
        /// The kind.
        kind: TileKind,
        /// How many the player holds.
        held: u8,
    },
    /// A discarded fourth tile cannot be added to one's pon: a shouminkan is made only
    /// with a tile the player drew.
    DiscardedFourthToPon {
        /// The pon's kind.
        kind: TileKind,
    },
    /// Kuikae: after this call every tile left in the hand would be one the player may
    /// not discard, so the call is not allowed.
    KuikaeLeavesNoDiscard,

    // --- Kans ---
    /// A kan needs four of a kind in the hand, or a drawn fourth tile to add to a pon,
    /// and the hand has neither.
    NoKanToDeclare,
    /// A kan is declared only after drawing a tile, not in the turn of a chii or pon.
    KanAfterCall,
    /// No kan once the live wall is empty (no tile is left to replenish the dead wall).
    WallEmptyNoKan,
    /// The four-kan limit.
    FourKans {
        /// The four kans are one player's (no abort, but no fifth kan); otherwise four
        /// kans by several players (the hand aborts unless the fourth kan's discard is
        /// ronned).
        one_player: bool,
    },
    /// An ankan needs all four tiles of the kind in the hand.
    AnkanNeedsFour {
        /// The kind.
        kind: TileKind,
        /// How many the player holds.
        held: u8,
    },
    /// After riichi, these rules allow an ankan only with the tile just drawn.
    RiichiAnkanNotDrawnTile {
        /// The kind.
        kind: TileKind,
    },
    /// After riichi an ankan must not change the hand's waits (or its reading).
    RiichiAnkanChangesWaits {
        /// The kind.
        kind: TileKind,
    },
    /// A shouminkan adds a fourth tile to one of the player's pons, and there is no pon
    /// of this kind.
    NoPonToAdd {
        /// The kind.
        kind: TileKind,
    },

    // --- Kita (sanma) ---
    /// Only three-player mahjong sets North tiles aside (kita).
    KitaOnlyInSanma,
    /// Kita sets a North tile aside, and the hand holds none.
    KitaNeedsNorth,
    /// Kita is declared after drawing a tile, not in the turn of a pon.
    KitaAfterCall,
    /// No kita once the live wall is empty (no replacement tile could follow).
    WallEmptyNoKita,
    /// After riichi only the North just drawn may be set aside.
    RiichiKitaNotDrawn,
    /// On a North being set aside only ron may be called.
    KitaOnlyRon,

    // --- Abortive draw ---
    /// These rules have no nine-terminals abort.
    NineTerminalsNotInRules,
    /// Kyuushu kyuuhai only on the player's first turn, before any call.
    NineTerminalsFirstTurnOnly,
    /// Kyuushu kyuuhai needs nine different terminals and honours.
    TooFewTerminals {
        /// How many different ones the hand has.
        kinds: u8,
    },
}

impl Refusal {
    /// A stable name for programs (`"kuikae"`, `"already-in-riichi"`…): what a tutorial
    /// page branches on, never the words.
    pub fn kind(&self) -> &'static str {
        use Refusal::*;
        match self {
            HandOver => "hand-over",
            NotYourTurn => "not-your-turn",
            AnswerTheDiscardFirst => "answer-the-discard-first",
            DrawFirst => "draw-first",
            AlreadyDrawn => "already-drawn",
            NoDiscardToClaim => "no-discard-to-claim",
            OwnDiscard => "own-discard",
            AlreadyAnswered => "already-answered",
            NothingToPass => "nothing-to-pass",
            NotInHand { .. } => "not-in-hand",
            Kuikae { .. } => "kuikae",
            RiichiDiscardsDrawnTile { .. } => "riichi-discards-drawn-tile",
            AlreadyInRiichi => "already-in-riichi",
            RiichiNeedsClosedHand => "riichi-needs-closed-hand",
            RiichiNeedsPoints { .. } => "riichi-needs-points",
            RiichiNeedsAnotherDraw { .. } => "riichi-needs-another-draw",
            NoTenpaiDiscard => "no-tenpai-discard",
            NotTenpaiAfterDiscard { .. } => "not-tenpai-after-discard",
            TsumoNeedsDrawnTile => "tsumo-needs-drawn-tile",
            NotComplete { .. } => "not-complete",
            NoYaku => "no-yaku",
            YakuNotSettled => "yaku-not-settled",
            Furiten { .. } => "furiten",
            OnlyKokushiRobsAnkan => "only-kokushi-robs-ankan",
            KokushiMayNotRobAnkan => "kokushi-may-not-rob-ankan",
            ChankanOnlyRon => "chankan-only-ron",
            LastDiscardOnlyRon => "last-discard-only-ron",
            RiichiNoCalls => "riichi-no-calls",
            ChiiOnlyFromLeft => "chii-only-from-left",
            NoChiiInSanma => "no-chii-in-sanma",
            KitaOnlyInSanma => "kita-only-in-sanma",
            KitaNeedsNorth => "kita-needs-north",
            KitaAfterCall => "kita-after-call",
            WallEmptyNoKita => "wall-empty-no-kita",
            RiichiKitaNotDrawn => "riichi-kita-not-drawn",
            KitaOnlyRon => "kita-only-ron",
            ChiiNeedsRun { .. } => "chii-needs-run",
            PonNeedsTwo { .. } => "pon-needs-two",
            DaiminkanNeedsThree { .. } => "daiminkan-needs-three",
            DiscardedFourthToPon { .. } => "discarded-fourth-to-pon",
            KuikaeLeavesNoDiscard => "kuikae-leaves-no-discard",
            NoKanToDeclare => "no-kan-to-declare",
            KanAfterCall => "kan-after-call",
            WallEmptyNoKan => "wall-empty-no-kan",
            FourKans { .. } => "four-kans",
            AnkanNeedsFour { .. } => "ankan-needs-four",
            RiichiAnkanNotDrawnTile { .. } => "riichi-ankan-not-drawn-tile",
            RiichiAnkanChangesWaits { .. } => "riichi-ankan-changes-waits",
            NoPonToAdd { .. } => "no-pon-to-add",
            NineTerminalsNotInRules => "nine-terminals-not-in-rules",
            NineTerminalsFirstTurnOnly => "nine-terminals-first-turn-only",
            TooFewTerminals { .. } => "too-few-terminals",
        }
    }
}
