// Where a Rinshan level gains or loses against majiang-ai on the same walls, hand by hand.
// Hand h of game g is dealt from its own seed, so when a level's game and majiang-ai's
// calibration game reach hand h in the same round, with the same counters and the same
// starting hand for the seat, the seat played the same deal: the three majiang-ai around
// it are the same, and only the seat's own decisions differ. This pairs those hands and
// reports the seat's points per hand under each player, by what happened to the seat
// (won, dealt in, neither), and lists the hands the level lost most on, to read.
//
//   node benches/arena/hands.mjs LEVEL.jsonl MAJIANG-AI.jsonl [--list N]
import { readFileSync } from 'node:fs';

import { seatInHand, ci95 } from './lib/stats.mjs';

const args = process.argv.slice(2);
const listAt = args.indexOf('--list');
const list = listAt >= 0 ? +args[listAt + 1] : 15;
const [levelFile, baseFile] = args.filter((a, i) => !a.startsWith('--') && (listAt < 0 || i !== listAt + 1));
if (!levelFile || !baseFile) {
  console.error('usage: node benches/arena/hands.mjs LEVEL.jsonl MAJIANG-AI.jsonl [--list N]');
  process.exit(2);
}

const load = (file) => new Map(readFileSync(file, 'utf8').split('\n').filter((l) => l.trim())
  .map((l) => JSON.parse(l)).map((r) => [r.game, r]));

// What happened to the seat in one hand: its points and a few words.
function outcome(paipu, id, log) {
  const { qipai } = log[0];
  const me = seatInHand(paipu, id, qipai);
  let points = 0;
  const words = [];
  let turn = 0;
  let riichi = false;
  let calls = 0;
  for (const ev of log.slice(1)) {
    if (ev.dapai && ev.dapai.l === me) {
      turn += 1;
      if (ev.dapai.p.endsWith('*')) { riichi = true; words.push(`riichi t${turn}`); }
    }
    if (ev.fulou && ev.fulou.l === me) { calls += 1; words.push(`call ${ev.fulou.m} t${turn}`); }
    if (ev.hule) {
      points += ev.hule.fenpei[me];
      if (ev.hule.l === me) words.push(`won ${ev.hule.defen}${ev.hule.baojia == null ? ' tsumo' : ''}`);
      else if (ev.hule.baojia === me) words.push(`dealt in ${ev.hule.defen} t${turn}`);
    }
    if (ev.pingju) {
      points += ev.pingju.fenpei[me];
      words.push(`draw (${ev.pingju.shoupai[me] ? 'tenpai' : 'noten'})`);
    }
  }
  const won = words.some((w) => w.startsWith('won'));
  const dealt = words.some((w) => w.startsWith('dealt'));
  return { points, words: words.join(', '), kind: won ? 'won' : dealt ? 'dealt in' : 'neither', riichi, calls };
}

const level = load(levelFile);
const base = load(baseFile);
const pairs = [];
for (const [game, r] of level) {
  const b = base.get(game);
  if (!b || b.heroSeat !== r.heroSeat) continue;
  r.paipu.log.forEach((log, h) => {
    const other = b.paipu.log[h];
    if (!other) return;
    const q = log[0].qipai;
    const p = other[0].qipai;
    const me = seatInHand(r.paipu, r.heroSeat, q);
    if (q.zhuangfeng !== p.zhuangfeng || q.jushu !== p.jushu || q.changbang !== p.changbang
      || q.lizhibang !== p.lizhibang || q.shoupai[me] !== p.shoupai[me]) return;
    const a = outcome(r.paipu, r.heroSeat, log);
    const o = outcome(b.paipu, b.heroSeat, other);
    pairs.push({ game, hand: h, round: `${'ESWN'[q.zhuangfeng]}${q.jushu + 1}-${q.changbang}`, a, o, diff: a.points - o.points });
  });
}

const mean = (xs) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const diffs = pairs.map((p) => p.diff);
console.log(`${pairs.length} hands played on the same deal (of ${[...level.values()].reduce((s, r) => s + r.paipu.log.length, 0)} in ${levelFile})`);
console.log(`seat's points per hand: level ${mean(pairs.map((p) => p.a.points)).toFixed(0)}, majiang-ai ${mean(pairs.map((p) => p.o.points)).toFixed(0)}, difference ${mean(diffs).toFixed(0)} ± ${ci95(diffs).toFixed(0)}`);

console.log('\nlevel \\ majiang-ai   hands   share   level pts  majiang-ai pts  diff/hand  diff in all');
for (const ka of ['won', 'dealt in', 'neither']) {
  for (const ko of ['won', 'dealt in', 'neither']) {
    const sel = pairs.filter((p) => p.a.kind === ka && p.o.kind === ko);
    if (!sel.length) continue;
    const total = sel.reduce((s, p) => s + p.diff, 0);
    console.log(`${ka.padEnd(9)} ${ko.padEnd(9)} ${String(sel.length).padStart(8)} ${(100 * sel.length / pairs.length).toFixed(1).padStart(6)}% ${mean(sel.map((p) => p.a.points)).toFixed(0).padStart(10)} ${mean(sel.map((p) => p.o.points)).toFixed(0).padStart(14)} ${mean(sel.map((p) => p.diff)).toFixed(0).padStart(10)} ${String(total).padStart(12)}`);
  }
}
const rate = (f) => `${(100 * mean(pairs.map((p) => (f(p) ? 1 : 0)))).toFixed(1)}%`;
console.log(`\nriichi: level ${rate((p) => p.a.riichi)}, majiang-ai ${rate((p) => p.o.riichi)}; called: level ${rate((p) => p.a.calls)}, majiang-ai ${rate((p) => p.o.calls)}`);

console.log(`\nthe ${list} hands the level lost most on (game, hand index, round):`);
for (const p of [...pairs].sort((x, y) => x.diff - y.diff).slice(0, list)) {
  console.log(`game ${p.game} hand ${p.hand} ${p.round}: ${p.diff}\n  level:      ${p.a.words || '-'}\n  majiang-ai: ${p.o.words || '-'}`);
}
