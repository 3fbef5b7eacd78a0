// Two builds (or levels) on the same arena games: the paired difference of the seat's
// place, game by game (the same seed deals the same walls and seats the Rinshan player in
// the same seat), with its 95 % interval, beside each side's summary. A change to a level
// is measured against the build before it this way, about twice as precisely as by
// comparing the two averages. More pairs of files (one pair a seed) are pooled: each game
// is paired only with the same game of its own pair, and the summaries and the paired
// difference are over all of them.
//
//   node benches/arena/compare.mjs BEFORE.jsonl AFTER.jsonl [BEFORE2.jsonl AFTER2.jsonl ...]
import { readFileSync } from 'node:fs';

import { ci95, paired, summary } from './lib/stats.mjs';

const files = process.argv.slice(2);
if (files.length < 2 || files.length % 2 !== 0) {
  console.error('usage: node benches/arena/compare.mjs BEFORE.jsonl AFTER.jsonl [BEFORE2.jsonl AFTER2.jsonl ...]');
  process.exit(2);
}
const read = (f) => readFileSync(f, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const pairs = [];
for (let i = 0; i < files.length; i += 2) pairs.push([read(files[i]), read(files[i + 1])]);
const pct = (x) => `${(100 * x).toFixed(1)} %`;
for (const [name, side] of [['before', 0], ['after', 1]]) {
  const s = summary(pairs.flatMap((p) => p[side]));
  console.log(`${name.padEnd(6)} ${String(s.games).padStart(4)} games  place ${s.place.toFixed(3)} ± ${s.placeCi.toFixed(3)}  win ${pct(s.win)}  deal-in ${pct(s.dealIn)}  riichi ${pct(s.riichi)}  calls ${pct(s.calls)}  points ${s.points.toFixed(0)}`);
}
// Each game's difference, paired within its own pair of files, pooled over the pairs.
const d = pairs.flatMap(([before, after]) => paired(after, before).differences);
const p = { n: d.length, mean: d.reduce((a, b) => a + b, 0) / Math.max(1, d.length), ci: ci95(d) };
const sign = p.mean >= 0 ? '+' : '';
console.log(`paired on ${p.n} games: place ${sign}${p.mean.toFixed(3)} ± ${p.ci.toFixed(3)} (after minus before; negative is better)`);
