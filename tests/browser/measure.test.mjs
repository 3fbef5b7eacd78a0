// Measurements of the computer players and the shanten tables in the browser, in the
// measuring build (`trunk build --release --features measure --dist dist-measure`): the
// product download leaves these functions out. Figures for closing notes, not timing
// assertions.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { measureDist, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after, measureDist);

async function loaded() {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.goto(`${ctx.server.url}?seed=1`);
  await page.waitForFunction(() => window.wasmBindings?.selfplay);
  return { page, problems };
}

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
