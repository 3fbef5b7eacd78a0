//! Helpers shared by the scoring tests: a compact way to write a win and its expected
//! score.

#![allow(dead_code)]

pub mod autoplay;
pub mod table;

use rinshan::rules::points::Payment;
use rinshan::rules::{
    parse_mpsz, score, Hand, HandScore, RiichiState, Ruleset, ScoreError, Tile, TileKind, Win,
    WinMethod,
};

/// Builds a win from `opts`, space-separated words:
/// `tsumo` (default ron), `dealer` (default: South seat), `seat=3z`, `round=2z`,
/// `riichi`, `double-riichi`, `ippatsu`, `rinshan`, `chankan`, `haitei`, `houtei`,
/// `tenhou`, `chiihou`, `dora=35m` (indicators), `ura=1z`, `honba=2`, `deposits=1`,
/// `kita=2` (North tiles set aside, sanma).
pub fn win_from(tile: &str, opts: &str) -> Win {
    let tile: Tile = tile
        .parse()
        .unwrap_or_else(|e| panic!("bad win tile {tile}: {e}"));
    let mut win = Win::new(tile, WinMethod::Ron, TileKind::wind(1));
    for word in opts.split_whitespace() {
        let (key, value) = word.split_once('=').unwrap_or((word, ""));
        let tiles = || parse_mpsz(value).unwrap_or_else(|e| panic!("bad tiles {value}: {e}"));
        let wind = || tiles()[0].kind();
        match key {
            "tsumo" => win.method = WinMethod::Tsumo,
            "dealer" => win.seat_wind = TileKind::wind(0),
            "seat" => win.seat_wind = wind(),
            "round" => win.round_wind = wind(),
            "riichi" => win.riichi = RiichiState::Riichi,
            "double-riichi" => win.riichi = RiichiState::DoubleRiichi,
            "ippatsu" => win.ippatsu = true,
            "rinshan" => win.rinshan = true,
            "chankan" => win.chankan = true,
            "haitei" => win.haitei = true,
            "houtei" => win.houtei = true,
            "tenhou" => win.tenhou = true,
            "chiihou" => win.chiihou = true,
            "dora" => win.dora_indicators = tiles(),
            "ura" => win.ura_indicators = tiles(),
            "honba" => win.honba = value.parse().unwrap_or(0),
            "deposits" => win.riichi_deposits = value.parse().unwrap_or(0),
            "kita" => win.kita = value.parse().unwrap_or(0),
            other => panic!("unknown option {other}"),
        }
    }
    win
}

/// Scores `hand` won on `tile` with `opts` under `rules`.
pub fn try_score(
    hand: &str,
    tile: &str,
    opts: &str,
    rules: &Ruleset,
) -> Result<HandScore, ScoreError> {
    let hand = Hand::parse(hand).unwrap_or_else(|e| panic!("bad hand {hand}: {e}"));
    score(&hand, &win_from(tile, opts), rules)
}

/// The payment written the way score tables write it: `7700` for a ron, `2000-3900`
/// (non-dealer–dealer) for a non-dealer's tsumo, `3900 all` for a dealer's tsumo.
pub fn payment_text(p: Payment) -> String {
    match p {
        Payment::Ron { total } => total.to_string(),
        Payment::Tsumo {
            dealer: 0,
            non_dealer,
        } => format!("{non_dealer} all"),
        Payment::Tsumo { dealer, non_dealer } => format!("{non_dealer}-{dealer}"),
    }
}

/// The yaku names of a score, yakuman included.
pub fn yaku_names(s: &HandScore) -> Vec<&'static str> {
    s.yaku
        .iter()
        .map(|(y, _)| y.name())
        .chain(s.yakuman.iter().map(|(y, _)| y.name()))
        .collect()
}

/// Asserts a worked example: its yaku (in any order), han, fu and payment.
#[track_caller]
#[allow(clippy::too_many_arguments)]
pub fn check(
    rules: &Ruleset,
    hand: &str,
    tile: &str,
    opts: &str,
    yaku: &[&str],
    han: u32,
    fu: u32,
    pay: &str,
) {
    let s = match try_score(hand, tile, opts, rules) {
        Ok(s) => s,
        Err(e) => panic!("{hand} + {tile} [{opts}]: {e}"),
    };
    let mut got = yaku_names(&s);
    got.sort();
    let mut want = yaku.to_vec();
    want.sort();
    assert_eq!(got, want, "yaku of {hand} + {tile} [{opts}]");
    // Fu do not matter for a yakuman (han 0): they are not compared there.
    if han > 0 {
        assert_eq!(
            (s.han, s.fu.total),
            (han, fu),
            "han/fu of {hand} + {tile} [{opts}]"
        );
    } else {
        assert_eq!(s.han, 0, "{hand} + {tile} [{opts}] should be a yakuman");
    }
    assert_eq!(
        payment_text(s.payment),
        pay,
        "points of {hand} + {tile} [{opts}]"
    );
}
