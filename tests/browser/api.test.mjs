// The JavaScript API as a tutorial page uses it, in the release wasm build.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openGame, root, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);

async function loaded() {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.goto(`${ctx.server.url}?seed=1`);
  await page.waitForFunction(() => window.wasmBindings?.score_hand);
  return { page, problems };
}

test('score_hand scores a win the way the score table does', async () => {
  const { page, problems } = await loaded();
  const report = await page.evaluate(() =>
    window.wasmBindings.score_hand('123m456p78s55p ankan:2222s', { tile: '9s', tsumo: true, rinshan: true, riichi: true }),
  );
  assert.equal(report.points, '1300-2600');
  assert.equal(report.han, 3);
  assert.equal(report.fu, 40);
  assert.deepEqual(report.yaku.map(([name]) => name).sort(), ['Menzen tsumo', 'Riichi', 'Rinshan kaihou']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('bad input throws an Error whose message is words, and the page keeps working', async () => {
  const { page, problems } = await loaded();
  const message = await page.evaluate(() => {
    try {
      window.wasmBindings.score_hand('123m456p789s23s55z', { tile: '1s', tsumo: true, chankan: true });
      return 'no error';
    } catch (e) {
      return e.message;
    }
  });
  assert.equal(message, 'chankan is won by ron on the added tile, not by tsumo');
  const bad = await page.evaluate(() => {
    try {
      window.wasmBindings.shanten('12x');
      return 'no error';
    } catch (e) {
      return e.message;
    }
  });
  assert.equal(bad, "character 3: 'x' is not a tile digit or a suit letter (m, p, s, z)");
  assert.equal(await page.evaluate(() => window.wasmBindings.shanten('123m456p789s23s55z')), 0);
  assert.equal(await page.evaluate(() => window.wasmBindings.waits('123m456p789s23s55z')), '14s');
  assert.deepEqual(problems, []);
  await page.close();
});

test('hints show the shanten the rules core computes for the hand on the table', async () => {
  const fixture = await readFile(join(root, 'tests', 'fixtures', 'game-12345.txt'), 'utf8');
  const [dealt, drawn] = fixture.trim().split('\n');
  const { page, problems } = await openGame(ctx, { params: 'seed=12345&speed=instant&hints=1' });
  const n = await page.evaluate((hand) => window.wasmBindings.shanten(hand), dealt + drawn);
  assert.equal(await page.getByTestId('shanten').textContent(), n === 0 ? 'Tenpai' : `${n}-shanten`);
  // Each discard's line says what it leaves.
  assert.equal(await page.getByTestId('hints').getByRole('listitem').count(), 6);
  assert.deepEqual(problems, []);
  await page.close();
});

test('computer players decide in the browser build; decision times are reported', async () => {
  const { page, problems } = await loaded();
  const r = await page.evaluate(() => window.wasmBindings.selfplay(8, 1));
  assert.equal(r.games, 8);
  assert.ok(r.decisions > 1000, `${r.decisions} decisions`);
  assert.ok(r.hard_average_place >= 1 && r.hard_average_place <= 4);
  // Figures for the closing note, not a timing assertion.
  console.log(`browser decisions: ${r.decisions}, p50 ${r.p50_us.toFixed(1)} µs, p99 ${r.p99_us.toFixed(1)} µs, max ${r.max_us.toFixed(1)} µs`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('computer players decide fast on flush-in-the-making hands too (one suit, or nearly)', async () => {
  const { page, problems } = await loaded();
  const r = await page.evaluate(() => window.wasmBindings.selfplay_flush(40, 3));
  assert.ok(r.decisions > 40 * 40, `${r.decisions} decisions`);
  // Figures for the closing note, not a timing assertion.
  console.log(`browser flush decisions: ${r.decisions}, p50 ${r.p50_us.toFixed(1)} µs, p99 ${r.p99_us.toFixed(1)} µs, max ${r.max_us.toFixed(1)} µs`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the shanten tables build once per page, quickly', async () => {
  // The tile gallery never counts shanten, so the tables are built here, on demand.
  const { page, problems } = await watchedPage(ctx.browser);
  await page.goto(`${ctx.server.url}?view=tiles`);
  await page.waitForFunction(() => window.wasmBindings?.prepare_shanten_tables);
  const r = await page.evaluate(() => {
    const t = performance.now();
    const patterns = window.wasmBindings.prepare_shanten_tables();
    const first = performance.now() - t;
    const t2 = performance.now();
    window.wasmBindings.prepare_shanten_tables();
    return { patterns, first, again: performance.now() - t2 };
  });
  assert.equal(r.patterns, 405350 + 43130);
  console.log(`browser shanten tables: ${r.patterns} patterns built in ${r.first.toFixed(1)} ms (then ${r.again.toFixed(1)} ms)`);
  assert.deepEqual(problems, []);
  await page.close();
});
