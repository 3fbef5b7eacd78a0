// The arena: Rinshan's computer players against majiang-ai, refereed by majiang-core.
//
//   node benches/arena/arena.mjs [--games N] [--levels hard,normal,easy,majiang-ai,majiang-ai-vs-normal]
//        [--seed S] [--jobs J] [--out DIR] [--bin PATH] [--checker PATH] [--shadow]
//
// Game g seats one Rinshan bot at player g mod 4 (the seat rotating) against three
// majiang-ai players: East-South, red fives, Tenhou's rules on both sides (lib/rules.mjs,
// which lists what still differs). Hand h of game g is dealt from its own seed, so every
// level plays the same walls; `majiang-ai` plays them with majiang-ai in every seat (the
// calibration, and the baseline of the paired comparison printed beside each level).
// `majiang-ai-vs-LEVEL` turns the table round: majiang-ai in the rotating seat against three
// Rinshan bots of LEVEL, so that a level's strength can be set beside majiang-ai's in both
// directions (majiang-ai's place is the row's, its paired comparison with the calibration
// how much more or less it wins against three LEVEL than against itself).
// Results go to DIR/<level>-seed<S>.jsonl, one game per line; a run picks up where the
// file ends. With --shadow, a majiang-ai player follows the Rinshan seat's view and what it
// would have done at each of the seat's decisions is kept beside the bot's choice (the
// `choices` of each game; `node benches/arena/choices.mjs FILE` sums them up). Every game is then replayed through Rinshan's engine (the rinshan-arena
// program), and any disagreement with the referee is counted and listed.
import { fork, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIFFERENCES } from './lib/rules.mjs';
import { summary, paired } from './lib/stats.mjs';
import { othersLevel } from './lib/game.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');

function options() {
  const o = {
    games: 40, levels: ['hard'], seed: 1, jobs: 2, out: join(here, 'out'), shadow: false,
    bin: join(root, 'target', 'release', 'rinshan-mjai'),
    checker: join(root, 'target', 'release', 'rinshan-arena'),
  };
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const v = args[i + 1];
    switch (args[i]) {
      case '--games': o.games = +v; i++; break;
      case '--levels': o.levels = v.split(','); i++; break;
      case '--seed': o.seed = +v; i++; break;
      case '--jobs': o.jobs = Math.max(1, +v); i++; break;
      case '--out': o.out = resolve(v); i++; break;
      case '--bin': o.bin = resolve(v); i++; break;
      case '--checker': o.checker = resolve(v); i++; break;
      case '--shadow': o.shadow = true; break;
      default: throw new Error(`unknown option ${args[i]}`);
    }
  }
  return o;
}

function readResults(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}

async function run(o, level) {
  const file = join(o.out, `${level}-seed${o.seed}.jsonl`);
  const done = new Set(readResults(file).map((r) => r.game));
  const todo = [];
  for (let g = 0; g < o.games; g++) if (!done.has(g)) todo.push(g);
  const started = Date.now();
  let finished = 0;
  await Promise.all(Array.from({ length: Math.min(o.jobs, todo.length) }, (_, j) => new Promise((res, rej) => {
    const w = fork(join(here, 'worker.mjs'));
    w.on('message', (r) => {
      appendFileSync(file, `${JSON.stringify(r)}\n`);
      finished += 1;
      if (finished % 10 === 0 || finished === todo.length) {
        process.stderr.write(`${level}: ${finished}/${todo.length} games (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
      }
    });
    w.on('exit', (code) => (code === 0 ? res() : rej(new Error(`worker exited with ${code}`))));
    w.send({ games: todo.filter((_, i) => i % o.jobs === j), seed: o.seed, level, bin: o.bin, shadow: o.shadow });
  })));
  return readResults(file).filter((r) => r.game < o.games).sort((a, b) => a.game - b.game);
}

// Replays every game through Rinshan's engine: the mismatches of each game.
function check(o, results) {
  const input = results.map((r) => JSON.stringify({ game: r.game, paipu: r.paipu })).join('\n');
  const p = spawnSync(o.checker, [], { input, maxBuffer: 1 << 28, encoding: 'utf8' });
  if (p.status !== 0) throw new Error(`rinshan-arena failed: ${p.stderr}`);
  return p.stdout.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;

async function main() {
  const o = options();
  mkdirSync(o.out, { recursive: true });
  for (const f of [o.bin, o.checker]) {
    if (!existsSync(f)) throw new Error(`${f} is missing: cargo build --release -p rinshan-mjai -p rinshan-arena`);
  }
  const rows = [];
  for (const level of o.levels) {
    const results = await run(o, level);
    const checked = check(o, results);
    const mismatches = checked.flatMap((c) => c.mismatches.map((m) => `game ${c.game}: ${m}`));
    rows.push({ level, s: summary(results), results, mismatches });
  }
  const baselineFile = join(o.out, `majiang-ai-seed${o.seed}.jsonl`);
  const baseline = readResults(baselineFile);
  console.log(`\nArena: one Rinshan seat (rotating) against three majiang-ai, East-South, red fives, Tenhou rules; referee majiang-core; seed ${o.seed}`);
  if (rows.some((r) => othersLevel(r.level))) console.log('(majiang-ai-vs-LEVEL: majiang-ai in the rotating seat against three Rinshan bots of LEVEL; the row is majiang-ai\'s)');
  console.log('(rates per hand; decision times in µs of the bot thread\'s CPU time, each game\'s first decision included; wall-clock p99/max beside them)');
  console.log('level        games  avg place       1st/2nd/3rd/4th   win    deal-in riichi call   avg win points  p50 µs  p99 µs   max µs  first µs  wall p99/max µs  vs majiang-ai (paired)  refused  disagreements  CPU s');
  const width = Math.max(12, ...rows.map((r) => r.level.length));
  for (const { level, s, results, mismatches } of rows) {
    const pair = level !== 'majiang-ai' && baseline.length ? paired(results, baseline) : null;
    const pairText = pair && pair.n ? `${pair.mean >= 0 ? '+' : ''}${pair.mean.toFixed(3)} ± ${pair.ci.toFixed(3)} (${pair.n})` : '-';
    console.log([
      level.padEnd(width), String(s.games).padStart(5),
      `${s.place.toFixed(3)} ± ${s.placeCi.toFixed(3)}`.padStart(14),
      s.shares.map((x) => (100 * x).toFixed(0)).join('/').padStart(17),
      pct(s.win).padStart(6), pct(s.dealIn).padStart(7), pct(s.riichi).padStart(6), pct(s.calls).padStart(6),
      s.avgWin.toFixed(0).padStart(7), s.points.toFixed(0).padStart(6),
      s.p50.toFixed(0).padStart(7), s.p99.toFixed(0).padStart(7), s.max.toFixed(0).padStart(8),
      s.firstMax.toFixed(0).padStart(9), `${s.wallP99.toFixed(0)}/${s.wallMax.toFixed(0)}`.padStart(16),
      pairText.padStart(23), String(s.refusals).padStart(8), String(mismatches.length + s.problems).padStart(14),
      s.seconds.toFixed(0).padStart(6),
    ].join(' '));
  }
  console.log('\nRule differences that remain between the referee and Rinshan\'s engine:');
  for (const d of DIFFERENCES) console.log(`- ${d}`);
  for (const { level, results, mismatches } of rows) {
    const refused = results.flatMap((r) => r.refusals.map((x) => `game ${r.game}: refused ${x.what}: ${JSON.stringify(x.answer)}`));
    const problems = results.flatMap((r) => r.problems.map((p) => `game ${r.game}: the bot could not rebuild the table: ${p}`));
    const all = [...refused, ...problems, ...mismatches];
    if (all.length) {
      console.log(`\n${level}: ${all.length} disagreement(s) with the referee:`);
      for (const m of all.slice(0, 40)) console.log(`  ${m}`);
      if (all.length > 40) console.log(`  … and ${all.length - 40} more (see the .jsonl files)`);
    }
  }
}

main().catch((e) => { console.error(e.message); process.exit(1); });
