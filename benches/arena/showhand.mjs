// Prints one hand of an arena game from the Rinshan seat's side: its hand before each of
// its discards, what it discarded (with shanten before and after), and the other seats'
// riichi, calls and wins, to read a decision.
//
//   node benches/arena/showhand.mjs RESULTS.jsonl GAME HAND
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { seatInHand } from './lib/stats.mjs';

const require = createRequire(import.meta.url);
const Majiang = require('@kobalab/majiang-core');

const [file, gameArg, handArg] = process.argv.slice(2);
const r = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l))
  .find((x) => x.game === +gameArg);
if (!r) { console.error(`no game ${gameArg} in ${file}`); process.exit(2); }
const log = r.paipu.log[+handArg];
if (!log) { console.error(`game ${gameArg} has ${r.paipu.log.length} hands (0 to ${r.paipu.log.length - 1})`); process.exit(2); }
const { qipai } = log[0];
const me = seatInHand(r.paipu, r.heroSeat, qipai);
console.log(`${'ESWN'[qipai.zhuangfeng]}${qipai.jushu + 1} honba ${qipai.changbang}, seat ${me} (0 = dealer), points ${qipai.defen.join(' ')}, dora indicator ${qipai.baopai}`);
const hand = qipai.shoupai.map((s) => Majiang.Shoupai.fromString(s));
const ponds = [[], [], [], []];
let turn = 0;
for (const ev of log.slice(1)) {
  const draw = ev.zimo ?? ev.gangzimo;
  if (draw) hand[draw.l].zimo(draw.p);
  else if (ev.dapai) {
    const { l, p } = ev.dapai;
    if (l === me) {
      turn += 1;
      const before = Majiang.Util.xiangting(hand[me]);
      const shown = hand[me].toString();
      hand[me].dapai(p);
      console.log(`t${String(turn).padStart(2)} ${shown.padEnd(34)} -> ${p.padEnd(4)} shanten ${before} -> ${Majiang.Util.xiangting(hand[me])}`);
    } else {
      hand[l].dapai(p);
      if (p.endsWith('*')) console.log(`    seat ${l} riichi on ${p}   (pond ${ponds[l].join(' ')})`);
    }
    ponds[l].push(p);
  } else if (ev.fulou) {
    hand[ev.fulou.l].fulou(ev.fulou.m);
    console.log(`    seat ${ev.fulou.l} calls ${ev.fulou.m}`);
  } else if (ev.gang) {
    hand[ev.gang.l].gang(ev.gang.m);
    console.log(`    seat ${ev.gang.l} kan ${ev.gang.m}`);
  } else if (ev.kaigang) console.log(`    new dora indicator ${ev.kaigang.baopai}`);
  else if (ev.hule) {
    const h = ev.hule;
    console.log(`    seat ${h.l} wins ${h.defen}${h.baojia == null ? ' by tsumo' : ` from seat ${h.baojia}`}: ${h.shoupai} (${h.hupai.map((y) => y.name).join(', ')})`);
  } else if (ev.pingju) console.log(`    draw: ${ev.pingju.name}, tenpai ${ev.pingju.shoupai.map((s) => (s ? 'y' : 'n')).join('')}`);
}
for (let l = 0; l < 4; l++) console.log(`pond ${l}${l === me ? ' (seat)' : ''}: ${ponds[l].join(' ')}`);
