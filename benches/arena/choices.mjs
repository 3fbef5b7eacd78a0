// What majiang-ai would have done at the Rinshan seat's decisions, from arena games played
// with --shadow: how often the two agree on discards and on riichi, and at the discards
// of others where one of them called (or won) and the other did not, which calls those
// were; then a list of the calls majiang-ai would make that the bot passed on, to read.
//
//   node benches/arena/choices.mjs RESULTS.jsonl [--list N]
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const listAt = args.indexOf('--list');
const list = listAt >= 0 ? +args[listAt + 1] : 20;
const file = args.find((a, i) => !a.startsWith('--') && (listAt < 0 || i !== listAt + 1));
if (!file) {
  console.error('usage: node benches/arena/choices.mjs RESULTS.jsonl [--list N]');
  process.exit(2);
}
const games = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l))
  .filter((g) => g.choices);
if (!games.length) {
  console.error(`${file}: no game was played with --shadow`);
  process.exit(2);
}

// A call's kind from majiang-core's meld string (or the reply's word).
const kindOf = (w) => {
  if (w === '-' || w === 'hule' || w === 'daopai') return w === '-' ? 'pass' : w;
  const digits = w.replace(/[^0-9]/g, '');
  if (digits.length === 4) return 'kan';
  return new Set(digits.replace(/0/g, '5')).size === 1 ? 'pon' : 'chii';
};
const tile = (w) => w.replace(/[_*]/g, '');

let turns = 0; let same = 0; let riichiMine = 0; let riichiTheirs = 0; let riichiBoth = 0;
const offers = new Map();
const missed = [];
for (const g of games) {
  for (const c of g.choices) {
    if (c.kind === 'turn') {
      if (!/^[mpsz][0-9]/.test(c.mine) || !/^[mpsz][0-9]/.test(c.theirs)) continue;
      turns += 1;
      if (tile(c.mine) === tile(c.theirs)) same += 1;
      const rm = c.mine.endsWith('*'); const rt = c.theirs.endsWith('*');
      riichiMine += rm; riichiTheirs += rt; riichiBoth += rm && rt;
    } else {
      const key = `${kindOf(c.mine)} / ${kindOf(c.theirs)}`;
      offers.set(key, (offers.get(key) ?? 0) + 1);
      if (kindOf(c.mine) === 'pass' && ['chii', 'pon', 'kan'].includes(kindOf(c.theirs))) missed.push({ game: g.game, ...c });
    }
  }
}
console.log(`${games.length} games with majiang-ai shadowing the seat`);
console.log(`discards: ${turns}, the same tile ${(100 * same / turns).toFixed(1)}%`);
console.log(`riichi: the bot ${riichiMine}, majiang-ai ${riichiTheirs}, both ${riichiBoth}`);
console.log('\nothers\' discards where either called or won (the bot / majiang-ai):');
for (const [k, n] of [...offers].sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(16)} ${n}`);
console.log(`\ncalls majiang-ai would make that the bot passed on (${missed.length}; the first ${Math.min(list, missed.length)}):`);
for (const m of missed.slice(0, list)) console.log(`  game ${m.game} hand ${m.hand} (showhand.mjs) turn ${m.turn}: ${m.shoupai} + ${m.tile} -> ${m.theirs}`);
