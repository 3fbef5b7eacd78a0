// Where the Rinshan seat's points go in arena games: every deal-in, by the winner's hand
// (riichi, open, or closed without riichi) and by the seat's own state when it discarded
// the tile (in riichi, open or closed, and its shanten then), with counts per hand and
// points; the seat's wins by the same kinds; and its exhaustive draws, tenpai or noten,
// with the noten payments. Reads the result files arena.mjs writes.
//
//   node benches/arena/leaks.mjs benches/arena/out/hard-seed1.jsonl [more.jsonl ...]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { seatInHand } from './lib/stats.mjs';

const require = createRequire(import.meta.url);
const Majiang = require('@kobalab/majiang-core');

const kindOf = (riichi, calls) => (riichi ? 'riichi' : calls ? 'open' : 'closed, no riichi');

for (const file of process.argv.slice(2)) {
  const count = new Map();
  const add = (key, points) => {
    const c = count.get(key) ?? { n: 0, points: 0 };
    c.n += 1;
    c.points += points;
    count.set(key, c);
  };
  let hands = 0;
  for (const line of readFileSync(file, 'utf8').split('\n').filter((l) => l.trim())) {
    // The Rinshan seat (in majiang-ai's own calibration games, the seat it would take).
    const { paipu, heroSeat } = JSON.parse(line);
    for (const log of paipu.log) {
      const { qipai } = log[0];
      hands += 1;
      const me = seatInHand(paipu, heroSeat, qipai);
      const hand = qipai.shoupai.map((s) => Majiang.Shoupai.fromString(s));
      const riichi = [false, false, false, false];
      const calls = [0, 0, 0, 0];
      let shanten = null;
      for (const ev of log.slice(1)) {
        const draw = ev.zimo ?? ev.gangzimo;
        if (draw) hand[draw.l].zimo(draw.p);
        else if (ev.dapai) {
          if (ev.dapai.l === me) shanten = Majiang.Util.xiangting(hand[me]);
          hand[ev.dapai.l].dapai(ev.dapai.p);
          if (ev.dapai.p.endsWith('*')) riichi[ev.dapai.l] = true;
        } else if (ev.fulou) {
          hand[ev.fulou.l].fulou(ev.fulou.m);
          calls[ev.fulou.l] += 1;
        } else if (ev.gang) hand[ev.gang.l].gang(ev.gang.m);
        else if (ev.hule) {
          const { l, baojia, defen } = ev.hule;
          if (l === me) add(`win, ${kindOf(riichi[me], calls[me])}, ${baojia == null ? 'tsumo' : 'ron'}`, defen);
          else if (baojia === me) {
            const state = riichi[me] ? 'in riichi' : `${calls[me] ? 'open' : 'closed'}, ${shanten}-shanten`;
            add(`deal-in to ${kindOf(riichi[l], calls[l])}`, defen);
            add(`deal-in to ${kindOf(riichi[l], calls[l])} | seat ${state}`, defen);
          }
        } else if (ev.pingju && ev.pingju.name === '荒牌平局') {
          // An exhaustive draw: the noten payments the seat paid or received.
          add(`exhaustive draw, seat ${ev.pingju.shoupai[me] ? 'tenpai' : 'noten'}`, ev.pingju.fenpei[me]);
        }
      }
    }
  }
  console.log(`${file}: ${hands} hands`);
  console.log('what                                              hands  per hand   points  avg points');
  for (const [key, c] of [...count].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`${key.padEnd(48)} ${String(c.n).padStart(6)} ${(100 * c.n / hands).toFixed(2).padStart(8)}% ${String(c.points).padStart(8)} ${(c.points / c.n).toFixed(0).padStart(10)}`);
  }
}
