// Two builds (or levels) on the same arena games: the paired difference of the seat's
// place, game by game (the same seed deals the same walls and seats the Rinshan player in
// the same seat), with its 95 % interval, beside each side's summary. A change to a level
// is measured against the build before it this way, about twice as precisely as by
// comparing the two averages.
//
//   node benches/arena/compare.mjs BEFORE.jsonl AFTER.jsonl
import { readFileSync } from 'node:fs';

import { paired, summary } from './lib/stats.mjs';

const files = process.argv.slice(2);
if (files.length !== 2) {
  console.error('usage: node benches/arena/compare.mjs BEFORE.jsonl AFTER.jsonl');
  process.exit(2);
}
const read = (f) => readFileSync(f, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const [before, after] = files.map(read);
const pct = (x) => `${(100 * x).toFixed(1)} %`;
for (const [name, rs] of [['before', before], ['after', after]]) {
  const s = summary(rs);
  console.log(`${name.padEnd(6)} ${String(s.games).padStart(4)} games  place ${s.place.toFixed(3)} ± ${s.placeCi.toFixed(3)}  win ${pct(s.win)}  deal-in ${pct(s.dealIn)}  riichi ${pct(s.riichi)}  calls ${pct(s.calls)}  points ${s.points.toFixed(0)}`);
}
const p = paired(after, before);
const sign = p.mean >= 0 ? '+' : '';
console.log(`paired on ${p.n} games: place ${sign}${p.mean.toFixed(3)} ± ${p.ci.toFixed(3)} (after minus before; negative is better)`);
