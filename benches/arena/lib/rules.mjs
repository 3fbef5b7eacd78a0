// The rules both sides play under: majiang-core's options set to Tenhou's ranked rules,
// which is Rinshan's `Ruleset::tenhou()`. What still differs is listed in DIFFERENCES and
// printed with every arena table.
import Majiang from '@kobalab/majiang-core';

export function arenaRule() {
  return Majiang.rule({
    '配給原点': 25000,
    '順位点': ['20.0', '10.0', '-10.0', '-20.0'],
    '連風牌は2符': false, // a double-wind pair is 4 fu, as Tenhou
    '赤牌': { m: 1, p: 1, s: 1 },
    'クイタンあり': true,
    '喰い替え許可レベル': 0, // no kuikae at all (Tenhou)
    '場数': 2, // East-South
    '途中流局あり': true, // nine terminals, four winds, four riichi, four kans, triple ron
    '流し満貫あり': true,
    'ノーテン宣言あり': false, // every tenpai hand is shown at the draw
    'ノーテン罰あり': true,
    '最大同時和了数': 2, // double ron; a triple ron aborts the hand
    '連荘方式': 2, // the dealer repeats when winning or tenpai
    'トビ終了あり': true,
    'オーラス止めあり': true,
    '延長戦方式': 1, // West round as sudden death until someone has 30,000
    '一発あり': true,
    '裏ドラあり': true,
    'カンドラあり': true,
    'カン裏あり': true,
    'カンドラ後乗せ': true, // an open kan's dora after its discard
    'ツモ番なしリーチあり': false, // riichi needs four tiles left in the wall
    'リーチ後暗槓許可レベル': 2, // ankan in riichi only if the waits stay the same
    '役満の複合あり': true,
    'ダブル役満あり': false, // Tenhou has no double yakuman
    '数え役満あり': true,
    '役満パオあり': true,
    '切り上げ満貫あり': false,
  });
}

// Every rule difference known to remain between the referee (majiang-core with the
// options above) and Rinshan's engine under Ruleset::tenhou(). The arena's disagreement
// count should be 0 beyond what these explain.
export const DIFFERENCES = [
  'Furiten on one\'s own discards: majiang-core checks it when the player discards (and keeps it until the next discard); Rinshan checks the waits against the pond at every ron.',
  'Last hand: after an abortive draw with the dealer in first place on 30,000+, majiang-core plays on; Rinshan ends the game (the dealer keeps the deal, which the last-dealer stop counts).',
  'Extension (West round): majiang-core ends the game after any hand once someone has 30,000, even when the dealer repeats out of first place; Rinshan plays a repeating dealer on unless leading.',
];
