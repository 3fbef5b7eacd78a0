// How often the Rinshan seat's opponents are tenpai, by their open melds and their turn,
// and what their open hands' rons cost by what the melds show (dora, red fives, yakuhai):
// the figures behind Hard's reading of hands without riichi (TENPAI_BY_CALLS and the
// open hand's han in crates/bots/src/threat.rs). Every hand of the games is replayed with
// majiang-core's Shoupai; after each discard, every other player (but the Rinshan seat)
// counts once, with the melds they have called and the discards they have made so far.
//
//   node benches/arena/tenpai.mjs RESULTS.jsonl [MORE.jsonl ...]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { seatInHand } from './lib/stats.mjs';

const require = createRequire(import.meta.url);
const Majiang = require('@kobalab/majiang-core');

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node benches/arena/tenpai.mjs RESULTS.jsonl [MORE.jsonl ...]');
  process.exit(2);
}
const LAST = 18;
// counts[row][turn] = [seen, tenpai]; rows: closed without riichi, then 1 to 4 calls.
const counts = Array.from({ length: 5 }, () => Array.from({ length: LAST + 1 }, () => [0, 0]));
// rons[dealer][shown] = [rons, points paid (honba aside)] by open hands of other players.
const rons = [0, 1].map(() => Array.from({ length: 5 }, () => [0, 0]));
// The dora a majiang-core indicator ('m9', 'z4', 'p0') points at, as 'm1'.
const doraOf = (ind) => {
  const s = ind[0];
  const n = +ind[1] || 5;
  if (s === 'z') return `z${n <= 4 ? (n % 4) + 1 : ((n - 4) % 3) + 5}`;
  return `${s}${(n % 9) + 1}`;
};
// Dora, red fives and yakuhai triplets a player's melds show (player l of a hand whose
// round wind is `round`, 1-4; l 0 is the dealer, East).
const shownIn = (melds, doras, round, l) => {
  let shown = 0;
  for (const m of melds) {
    const suit = m[0];
    const digits = m.slice(1).replace(/[^0-9]/g, '');
    for (const d of digits) {
      const kind = suit + (d === '0' ? '5' : d);
      shown += doras.filter((x) => x === kind).length + (d === '0' ? 1 : 0);
    }
    const n = +digits[0];
    if (suit === 'z' && digits[0] === digits[1] && (n >= 5 || n === round || n === l + 1)) shown += 1;
  }
  return shown;
};
let games = 0;
for (const file of files) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    games += 1;
    for (const log of r.paipu.log) {
      const { qipai } = log[0];
      const hero = r.heroSeat == null ? null : seatInHand(r.paipu, r.heroSeat, qipai);
      const hand = qipai.shoupai.map((s) => Majiang.Shoupai.fromString(s));
      const turns = [0, 0, 0, 0];
      const calls = [0, 0, 0, 0];
      const riichi = [false, false, false, false];
      const melds = [[], [], [], []];
      const doras = [doraOf(qipai.baopai)];
      for (const ev of log.slice(1)) {
        if (ev.kaigang) doras.push(doraOf(ev.kaigang.baopai));
        const draw = ev.zimo ?? ev.gangzimo;
        if (draw) hand[draw.l].zimo(draw.p);
        else if (ev.dapai) {
          const { l, p } = ev.dapai;
          hand[l].dapai(p);
          turns[l] += 1;
          if (p.endsWith('*')) riichi[l] = true;
          for (let o = 0; o < 4; o++) {
            if (o === l || o === hero || riichi[o]) continue;
            const cell = counts[Math.min(calls[o], 4)][Math.min(turns[o], LAST)];
            cell[0] += 1;
            if (Majiang.Util.xiangting(hand[o]) === 0) cell[1] += 1;
          }
        } else if (ev.fulou) {
          hand[ev.fulou.l].fulou(ev.fulou.m);
          calls[ev.fulou.l] += 1;
          melds[ev.fulou.l].push(ev.fulou.m);
        } else if (ev.gang) hand[ev.gang.l].gang(ev.gang.m);
        else if (ev.hule) {
          const { l, baojia, fenpei } = ev.hule;
          if (l === hero || baojia == null || melds[l].length === 0 || riichi[l]) continue;
          const shown = Math.min(shownIn(melds[l], doras, qipai.zhuangfeng + 1, l), 4);
          const cell = rons[l === 0 ? 1 : 0][shown];
          cell[0] += 1;
          cell[1] += -fenpei[baojia] - 300 * qipai.changbang;
        }
      }
    }
  }
}
console.log(`Tenpai share of hands without riichi after each discard, ${games} games (turn: the player's discards so far; in brackets how many times seen)`);
const names = ['closed', '1 call', '2 calls', '3 calls', '4 calls'];
for (let row = 0; row < 5; row++) {
  const cells = [];
  for (let t = 0; t <= LAST; t++) {
    const [seen, tenpai] = counts[row][t];
    if (seen > 0) cells.push(`${t}${t === LAST ? '+' : ''}: ${(tenpai / seen).toFixed(2)} (${seen})`);
  }
  console.log(`${names[row].padEnd(8)} ${cells.join('  ')}`);
}
console.log('\nWhat a ron by an open hand cost, by the dora, red fives and yakuhai its melds showed (average points, honba aside; in brackets how many rons)');
for (const [dealer, name] of [[0, 'non-dealer'], [1, 'dealer']]) {
  const cells = rons[dealer].map(([n, points], shown) => `${shown}${shown === 4 ? '+' : ''} shown: ${n ? Math.round(points / n) : '-'} (${n})`);
  console.log(`${name.padEnd(10)} ${cells.join('  ')}`);
}
