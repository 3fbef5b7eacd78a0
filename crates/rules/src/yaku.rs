//! Yaku: the scoring patterns, with their closed and open values (kuisagari), and the
//! yakuman. Detection reads one [`Reading`] of the hand plus the [`Win`] circumstances.

use serde::{Deserialize, Serialize};

use super::decompose::{Form, Group, Reading, Shape, Wait};
use super::ruleset::Ruleset;
use super::tile::{Suit, TileKind};
use super::win::{RiichiState, Win};

/// A yaku below yakuman.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Yaku {
    /// Riichi: closed tenpai declared (1 han).
    Riichi,
    /// Double riichi: riichi on the first uninterrupted turn (2 han).
    DoubleRiichi,
    /// Ippatsu: win within one go-around of riichi, no call in between (1 han).
    Ippatsu,
    /// Menzen tsumo: closed hand won by tsumo (1 han).
    MenzenTsumo,
    /// Pinfu: closed, four sequences, a non-yakuhai pair, a two-sided wait (1 han).
    Pinfu,
    /// Tanyao: only simples 2–8 (1 han; open only with kuitan).
    Tanyao,
    /// Iipeikou: two identical sequences, closed (1 han).
    Iipeikou,
    /// Yakuhai: a triplet of the seat wind (1 han).
    SeatWind,
    /// Yakuhai: a triplet of the round wind (1 han).
    RoundWind,
    /// Yakuhai: a triplet of white dragons (1 han).
    Haku,
    /// Yakuhai: a triplet of green dragons (1 han).
    Hatsu,
    /// Yakuhai: a triplet of red dragons (1 han).
    Chun,
    /// Rinshan kaihou: tsumo on a kan replacement tile (1 han).
    RinshanKaihou,
    /// Chankan: ron on a tile added to a kan (1 han).
    Chankan,
    /// Haitei raoyue: tsumo on the last wall tile (1 han).
    Haitei,
    /// Houtei raoyui: ron on the last discard (1 han).
    Houtei,
    /// Sanshoku doujun: the same sequence in all three suits (2 han, open 1).
    SanshokuDoujun,
    /// Sanshoku doukou: the same triplet in all three suits (2 han).
    SanshokuDoukou,
    /// Ittsuu: 123, 456, 789 of one suit (2 han, open 1).
    Ittsuu,
    /// Chanta: every group and the pair hold a terminal or honour, with a sequence
    /// (2 han, open 1).
    Chanta,
    /// Junchan: every group and the pair hold a terminal, no honours, with a sequence
    /// (3 han, open 2).
    Junchan,
    /// Honroutou: only terminals and honours (2 han).
    Honroutou,
    /// Toitoi: four triplets or kans (2 han).
    Toitoi,
    /// Sanankou: three concealed triplets or kans (2 han).
    Sanankou,
    /// Sankantsu: three kans (2 han).
    Sankantsu,
    /// Shousangen: two dragon triplets and a dragon pair (2 han).
    Shousangen,
    /// Honitsu: one suit plus honours (3 han, open 2).
    Honitsu,
    /// Chinitsu: one suit only (6 han, open 5).
    Chinitsu,
    /// Ryanpeikou: two sets of identical sequences, closed (3 han).
    Ryanpeikou,
    /// Chiitoitsu: seven different pairs (2 han, 25 fu).
    Chiitoitsu,
}

impl Yaku {
    /// Han for a closed or open hand; `None` when the yaku does not count in an open hand.
    pub fn han(self, closed: bool, rules: &Ruleset) -> Option<u8> {
        use Yaku::*;
        let (closed_han, open_han) = match self {
            Riichi | Ippatsu | MenzenTsumo | Pinfu | Iipeikou => (1, None),
            DoubleRiichi | Chiitoitsu => (2, None),
            Ryanpeikou => (3, None),
            Tanyao => (1, rules.open_tanyao.then_some(1)),
            SeatWind | RoundWind | Haku | Hatsu | Chun | RinshanKaihou | Chankan | Haitei
            | Houtei => (1, Some(1)),
            SanshokuDoujun | Ittsuu | Chanta => (2, Some(1)),
            SanshokuDoukou | Honroutou | Toitoi | Sanankou | Sankantsu | Shousangen => (2, Some(2)),
            Junchan | Honitsu => (3, Some(2)),
            Chinitsu => (6, Some(5)),
        };
        if closed {
            Some(closed_han)
        } else {
            open_han
        }
    }

    /// The name players use.
    pub fn name(self) -> &'static str {
        use Yaku::*;
        match self {
            Riichi => "Riichi",
            DoubleRiichi => "Double riichi",
            Ippatsu => "Ippatsu",
            MenzenTsumo => "Menzen tsumo",
            Pinfu => "Pinfu",
            Tanyao => "Tanyao",
            Iipeikou => "Iipeikou",
            SeatWind => "Yakuhai (seat wind)",
            RoundWind => "Yakuhai (round wind)",
            Haku => "Yakuhai (haku)",
            Hatsu => "Yakuhai (hatsu)",
            Chun => "Yakuhai (chun)",
            RinshanKaihou => "Rinshan kaihou",
            Chankan => "Chankan",
            Haitei => "Haitei raoyue",
            Houtei => "Houtei raoyui",
            SanshokuDoujun => "Sanshoku doujun",
            SanshokuDoukou => "Sanshoku doukou",
            Ittsuu => "Ittsuu",
            Chanta => "Chanta",
            Junchan => "Junchan",
            Honroutou => "Honroutou",
            Toitoi => "Toitoi",
            Sanankou => "Sanankou",
            Sankantsu => "Sankantsu",
            Shousangen => "Shousangen",
            Honitsu => "Honitsu",
            Chinitsu => "Chinitsu",
            Ryanpeikou => "Ryanpeikou",
            Chiitoitsu => "Chiitoitsu",
        }
    }

    /// Every yaku, in the order scoring lists them.
    pub const ALL: [Yaku; 30] = {
        use Yaku::*;
        [
            Riichi,
            DoubleRiichi,
            Ippatsu,
            MenzenTsumo,
            Pinfu,
            Tanyao,
            Iipeikou,
            SeatWind,
            RoundWind,
            Haku,
            Hatsu,
            Chun,
            RinshanKaihou,
            Chankan,
            Haitei,
            Houtei,
            SanshokuDoujun,
            SanshokuDoukou,
            Ittsuu,
            Chanta,
            Junchan,
            Honroutou,
            Toitoi,
            Sanankou,
            Sankantsu,
            Shousangen,
            Honitsu,
            Chinitsu,
            Ryanpeikou,
            Chiitoitsu,
        ]
    };

    /// The yaku as one word, its name in lower case with a hyphen between words:
    /// `menzen-tsumo`, `yakuhai-haku`, `sanshoku-doujun`.
    pub fn word(self) -> String {
        let lower = self.name().to_ascii_lowercase();
        let parts: Vec<&str> = lower
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        parts.join("-")
    }

    /// The yaku a [`Yaku::word`] names: one whose name has the word's letters and digits,
    /// in any case (compared without making the word: the browser download is smaller).
    pub fn from_word(word: &str) -> Option<Yaku> {
        let letters = |s: &'static str| s.bytes().filter(u8::is_ascii_alphanumeric);
        let given = || word.bytes().filter(u8::is_ascii_alphanumeric);
        Yaku::ALL.into_iter().find(|y| {
            letters(y.name())
                .map(|b| b.to_ascii_lowercase())
                .eq(given())
        })
    }
}

/// A yakuman (limit hand).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Yakuman {
    /// Kokushi musou: thirteen orphans.
    Kokushi,
    /// Kokushi musou on the 13-sided wait (double yakuman as a rule option).
    Kokushi13,
    /// Suuankou: four concealed triplets.
    Suuankou,
    /// Suuankou won on the pair (tanki; double yakuman as a rule option).
    SuuankouTanki,
    /// Daisangen: three dragon triplets.
    Daisangen,
    /// Shousuushii: three wind triplets and a wind pair.
    Shousuushii,
    /// Daisuushii: four wind triplets (double yakuman as a rule option).
    Daisuushii,
    /// Tsuuiisou: only honours.
    Tsuuiisou,
    /// Chinroutou: only terminals.
    Chinroutou,
    /// Ryuuiisou: only 2, 3, 4, 6, 8 sou and green dragons.
    Ryuuiisou,
    /// Chuuren poutou: 1112345678999 plus one tile of the same suit, closed.
    Chuuren,
    /// Junsei chuuren poutou: the nine-sided wait (double yakuman as a rule option).
    JunseiChuuren,
    /// Suukantsu: four kans.
    Suukantsu,
    /// Tenhou: the dealer wins on the first draw.
    Tenhou,
    /// Chiihou: a non-dealer wins on their first draw.
    Chiihou,
}

impl Yakuman {
    /// 1 for a yakuman, 2 for a double yakuman under `rules`.
    pub fn multiplier(self, rules: &Ruleset) -> u8 {
        let double = match self {
            Yakuman::Kokushi13 => rules.double_yakuman.kokushi_13_sided,
            Yakuman::SuuankouTanki => rules.double_yakuman.suuankou_tanki,
            Yakuman::JunseiChuuren => rules.double_yakuman.junsei_chuuren,
            Yakuman::Daisuushii => rules.double_yakuman.daisuushii,
            _ => false,
        };
        if double {
            2
        } else {
            1
        }
    }

    /// The name players use.
    pub fn name(self) -> &'static str {
        match self {
            Yakuman::Kokushi => "Kokushi musou",
            Yakuman::Kokushi13 => "Kokushi musou (13-sided wait)",
            Yakuman::Suuankou => "Suuankou",
            Yakuman::SuuankouTanki => "Suuankou tanki",
            Yakuman::Daisangen => "Daisangen",
            Yakuman::Shousuushii => "Shousuushii",
            Yakuman::Daisuushii => "Daisuushii",
            Yakuman::Tsuuiisou => "Tsuuiisou",
            Yakuman::Chinroutou => "Chinroutou",
            Yakuman::Ryuuiisou => "Ryuuiisou",
            Yakuman::Chuuren => "Chuuren poutou",
            Yakuman::JunseiChuuren => "Junsei chuuren poutou",
            Yakuman::Suukantsu => "Suukantsu",
            Yakuman::Tenhou => "Tenhou",
            Yakuman::Chiihou => "Chiihou",
        }
    }
}

/// What [`find_yaku`] sees of one reading besides the win: the hand is closed, and the
/// concealed tile counts with the winning tile (for chuuren).
pub struct YakuInput<'a> {
    /// The reading being scored.
    pub reading: &'a Reading,
    /// The win's circumstances.
    pub win: &'a Win,
    /// True when no meld opens the hand.
    pub closed: bool,
    /// Concealed tiles by kind, winning tile included.
    pub concealed: &'a [u8; 34],
    /// Every kind in the hand (concealed and melds), for colour and terminal checks.
    pub kinds: &'a [bool; 34],
}

/// The yakuman of a reading (empty if none).
pub fn find_yakuman(input: &YakuInput<'_>) -> Vec<Yakuman> {
    let mut out = Vec::new();
    let win = input.win;
    if win.tenhou {
        out.push(Yakuman::Tenhou);
    }
    if win.chiihou {
        out.push(Yakuman::Chiihou);
    }
    let present = || {
        (0..34usize)
            .filter(|&k| input.kinds[k])
            .filter_map(|k| TileKind::new(k as u8))
    };
    if present().all(|k| k.is_honor()) {
        out.push(Yakuman::Tsuuiisou);
    }
    if present().all(|k| k.is_terminal()) {
        out.push(Yakuman::Chinroutou);
    }
    const GREEN: [usize; 6] = [19, 20, 21, 23, 25, 32];
    if present().all(|k| GREEN.contains(&k.index())) {
        out.push(Yakuman::Ryuuiisou);
    }
    match &input.reading.form {
        Form::Kokushi { .. } => out.push(if input.reading.wait == Wait::Kokushi13 {
            Yakuman::Kokushi13
        } else {
            Yakuman::Kokushi
        }),
        Form::Chiitoitsu { .. } => {}
        Form::Standard { pair, groups } => {
            let triplets = || groups.iter().filter(|g| g.is_triplet_like());
            let concealed_triplets = triplets().filter(|g| g.concealed).count();
            if concealed_triplets == 4 {
                out.push(if input.reading.wait == Wait::Tanki {
                    Yakuman::SuuankouTanki
                } else {
                    Yakuman::Suuankou
                });
            }
            if triplets().filter(|g| g.first.is_dragon()).count() == 3 {
                out.push(Yakuman::Daisangen);
            }
            let winds = triplets().filter(|g| g.first.is_wind()).count();
            if winds == 4 {
                out.push(Yakuman::Daisuushii);
            } else if winds == 3 && pair.is_wind() {
                out.push(Yakuman::Shousuushii);
            }
            if groups.iter().filter(|g| g.shape == Shape::Kan).count() == 4 {
                out.push(Yakuman::Suukantsu);
            }
            if let Some(y) = chuuren(input, groups) {
                out.push(y);
            }
        }
    }
    out
}

/// Chuuren poutou: closed, no kan, one suit holding 1112345678999 plus one more.
fn chuuren(input: &YakuInput<'_>, groups: &[Group]) -> Option<Yakuman> {
    if !input.closed || groups.iter().any(|g| g.shape == Shape::Kan) {
        return None;
    }
    let first = (0..34).find(|&k| input.concealed[k] > 0)?;
    let suit = TileKind::new(first as u8)?.suit();
    if suit == Suit::Honor {
        return None;
    }
    let base = first - first % 9;
    let c = &input.concealed[base..base + 9];
    let total: u8 = input.concealed.iter().sum();
    const NEED: [u8; 9] = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    if total != 14 || c.iter().sum::<u8>() != 14 || c.iter().zip(NEED).any(|(&n, need)| n < need) {
        return None;
    }
    // Junsei: the hand before the win was exactly 1112345678999 (nine-sided wait).
    let extra = (0..9).find(|&i| c[i] > NEED[i])?;
    if base + extra == input.win.tile.kind().index() {
        Some(Yakuman::JunseiChuuren)
    } else {
        Some(Yakuman::Chuuren)
    }
}

/// The yaku (below yakuman) of a reading, before the closed/open value is applied.
pub fn find_yaku(input: &YakuInput<'_>) -> Vec<Yaku> {
    let mut out = Vec::with_capacity(8);
    let win = input.win;
    match win.riichi {
        RiichiState::Riichi => out.push(Yaku::Riichi),
        RiichiState::DoubleRiichi => out.push(Yaku::DoubleRiichi),
        RiichiState::None => {}
    }
    let flags = [
        (win.ippatsu, Yaku::Ippatsu),
        (win.is_tsumo() && input.closed, Yaku::MenzenTsumo),
        (win.rinshan, Yaku::RinshanKaihou),
        (win.chankan, Yaku::Chankan),
        (win.haitei, Yaku::Haitei),
        (win.houtei, Yaku::Houtei),
    ];
    out.extend(flags.into_iter().filter(|(on, _)| *on).map(|(_, y)| y));

    // What kinds the hand holds, in one pass: terminals, honours, simples, which suits.
    let (mut terminal, mut honor, mut simple) = (false, false, false);
    let mut suits = [false; 3];
    for (k, _) in input.kinds.iter().enumerate().filter(|(_, &held)| held) {
        if k >= 27 {
            honor = true;
        } else {
            suits[k / 9] = true;
            if k % 9 == 0 || k % 9 == 8 {
                terminal = true;
            } else {
                simple = true;
            }
        }
    }
    if !terminal && !honor {
        out.push(Yaku::Tanyao);
    }
    if suits.iter().filter(|&&s| s).count() == 1 {
        out.push(if honor { Yaku::Honitsu } else { Yaku::Chinitsu });
    }
    if !simple && honor && terminal {
        out.push(Yaku::Honroutou);
    }

    match &input.reading.form {
        Form::Chiitoitsu { .. } => out.push(Yaku::Chiitoitsu),
        Form::Kokushi { .. } => {}
        Form::Standard { pair, groups } => standard_yaku(input, *pair, groups, &mut out),
    }
    out
}

/// The yakuhai a triplet of `kind` gives (seat wind, round wind, dragons), in order; a
/// double wind gives two.
fn yakuhai_of(kind: TileKind, win: &Win) -> impl Iterator<Item = Yaku> {
    let dragon = match kind.index() {
        31 => Some(Yaku::Haku),
        32 => Some(Yaku::Hatsu),
        33 => Some(Yaku::Chun),
        _ => None,
    };
    (kind == win.seat_wind)
        .then_some(Yaku::SeatWind)
        .into_iter()
        .chain((kind == win.round_wind).then_some(Yaku::RoundWind))
        .chain(dragon)
}

fn standard_yaku(input: &YakuInput<'_>, pair: TileKind, groups: &[Group], out: &mut Vec<Yaku>) {
    let win = input.win;
    // At most four groups: the sequences' first kinds and the triplets, on the stack.
    let mut sequences = [0usize; 4];
    let mut n_seq = 0;
    let Some(first) = groups.first() else {
        return;
    };
    let mut triplets = [first; 4];
    let mut n_trip = 0;
    for g in groups.iter().take(4) {
        if g.shape == Shape::Sequence {
            sequences[n_seq] = g.first.index();
            n_seq += 1;
        } else if g.is_triplet_like() {
            triplets[n_trip] = g;
            n_trip += 1;
        }
    }
    let sequences = &mut sequences[..n_seq];
    let triplets = &triplets[..n_trip];
    for t in triplets {
        out.extend(yakuhai_of(t.first, win));
    }
    let pair_is_yakuhai = yakuhai_of(pair, win).next().is_some();
    if input.closed && n_seq == 4 && !pair_is_yakuhai && input.reading.wait == Wait::Ryanmen {
        out.push(Yaku::Pinfu);
    }
    super::small_sort::sort_small(sequences);
    if input.closed {
        let mut identical_pairs = 0;
        let mut i = 0;
        while i + 1 < sequences.len() {
            if sequences[i] == sequences[i + 1] {
                identical_pairs += 1;
                i += 2;
            } else {
                i += 1;
            }
        }
        match identical_pairs {
            2 => out.push(Yaku::Ryanpeikou),
            1 => out.push(Yaku::Iipeikou),
            _ => {}
        }
    }
    // The runs' and triplets' first kinds as bits (kind k is bit k): a suit's run or
    // triplet at the same number in all three suits is bit n of `m & m >> 9 & m >> 18`.
    let runs: u64 = sequences.iter().fold(0, |m, &k| m | 1 << k);
    let trips: u64 = triplets.iter().fold(0, |m, g| m | 1 << g.first.index());
    if runs & (runs >> 9) & (runs >> 18) & 0x7f != 0 {
        out.push(Yaku::SanshokuDoujun);
    }
    if (0..3).any(|s| (runs >> (9 * s)) & 0b1001001 == 0b1001001) {
        out.push(Yaku::Ittsuu);
    }
    if trips & (trips >> 9) & (trips >> 18) & 0x1ff != 0 {
        out.push(Yaku::SanshokuDoukou);
    }
    if n_seq > 0 && groups.iter().all(|g| g.has_terminal_or_honor()) && pair.is_terminal_or_honor()
    {
        let honors = pair.is_honor() || groups.iter().any(|g| g.first.is_honor());
        out.push(if honors { Yaku::Chanta } else { Yaku::Junchan });
    }
    if triplets.len() == 4 {
        out.push(Yaku::Toitoi);
    }
    if triplets.iter().filter(|g| g.concealed).count() == 3 {
        out.push(Yaku::Sanankou);
    }
    if groups.iter().filter(|g| g.shape == Shape::Kan).count() == 3 {
        out.push(Yaku::Sankantsu);
    }
    if triplets.iter().filter(|g| g.first.is_dragon()).count() == 2 && pair.is_dragon() {
        out.push(Yaku::Shousangen);
    }
}

#[cfg(test)]
mod tests {
    use super::Yaku;

    /// `Yaku::ALL` holds every yaku once: the match below is exhaustive, so a new yaku
    /// fails to compile here until it is listed, and its place must be its index.
    #[test]
    fn all_lists_every_yaku_once_and_words_read_back() {
        use Yaku::*;
        for (i, &y) in Yaku::ALL.iter().enumerate() {
            let at = match y {
                Riichi => 0,
                DoubleRiichi => 1,
                Ippatsu => 2,
                MenzenTsumo => 3,
                Pinfu => 4,
                Tanyao => 5,
                Iipeikou => 6,
                SeatWind => 7,
                RoundWind => 8,
                Haku => 9,
                Hatsu => 10,
                Chun => 11,
                RinshanKaihou => 12,
                Chankan => 13,
                Haitei => 14,
                Houtei => 15,
                SanshokuDoujun => 16,
                SanshokuDoukou => 17,
                Ittsuu => 18,
                Chanta => 19,
                Junchan => 20,
                Honroutou => 21,
                Toitoi => 22,
                Sanankou => 23,
                Sankantsu => 24,
                Shousangen => 25,
                Honitsu => 26,
                Chinitsu => 27,
                Ryanpeikou => 28,
                Chiitoitsu => 29,
            };
            assert_eq!(at, i, "{y:?}");
            assert_eq!(Yaku::from_word(&y.word()), Some(y));
        }
        assert_eq!(MenzenTsumo.word(), "menzen-tsumo");
        assert_eq!(Haku.word(), "yakuhai-haku");
        assert_eq!(Yaku::from_word("pinfu"), Some(Pinfu));
        assert_eq!(Yaku::from_word("dora"), None);
    }
}
