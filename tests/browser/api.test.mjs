// The JavaScript API as a tutorial page uses it: the embedding module rinshan.js of the
// release build, loaded next to the game (whose own download leaves the API out).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openGame, root, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);

async function loaded() {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.goto(`${ctx.server.url}?seed=1`);
  await withKit(page);
  return { page, problems };
}

/** Loads the embedding module into the page as `window.kit`. */
async function withKit(page) {
  await page.evaluate(async () => {
    const kit = await import('./rinshan.js');
    await kit.default();
    window.kit = kit;
  });
}

test('the game page itself downloads neither the JavaScript API nor the record viewer', async () => {
  const { page, problems } = await watchedPage(ctx.browser);
  const scripts = [];
  page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
  await page.goto(`${ctx.server.url}?seed=1`);
  await page.getByTestId('hand').locator('li').first().waitFor();
  assert.ok(!scripts.some((p) => /rinshan-(kit|embed|review)|\/rinshan\.js$/.test(p)), scripts.join(' '));
  assert.equal(await page.evaluate(() => typeof window.wasmBindings?.score_hand), 'undefined');
  assert.deepEqual(problems, []);
  await page.close();
});

test('score_hand scores a win the way the score table does', async () => {
  const { page, problems } = await loaded();
  const report = await page.evaluate(() =>
    window.kit.score_hand('123m456p78s55p ankan:2222s', { tile: '9s', tsumo: true, rinshan: true, riichi: true }),
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
      window.kit.score_hand('123m456p789s23s55z', { tile: '1s', tsumo: true, chankan: true });
      return 'no error';
    } catch (e) {
      return e.message;
    }
  });
  assert.equal(message, 'chankan is won by ron on the added tile, not by tsumo');
  const bad = await page.evaluate(() => {
    try {
      window.kit.shanten('12x');
      return 'no error';
    } catch (e) {
      return e.message;
    }
  });
  assert.equal(bad, "character 3: 'x' is not a tile digit or a suit letter (m, p, s, z)");
  assert.equal(await page.evaluate(() => window.kit.shanten('123m456p789s23s55z')), 0);
  assert.equal(await page.evaluate(() => window.kit.waits('123m456p789s23s55z')), '14s');
  assert.deepEqual(problems, []);
  await page.close();
});

test('hints show the shanten the rules core computes for the hand on the table', async () => {
  const fixture = await readFile(join(root, 'tests', 'fixtures', 'game-12345.txt'), 'utf8');
  const [dealt, drawn] = fixture.trim().split('\n');
  const { page, problems } = await openGame(ctx, { params: 'seed=12345&speed=instant&hints=1' });
  await withKit(page);
  const n = await page.evaluate((hand) => window.kit.shanten(hand), dealt + drawn);
  assert.equal(await page.getByTestId('shanten').textContent(), n === 0 ? 'Tenpai' : `${n}-shanten`);
  // Each discard's line says what it leaves: the page's own panel lists the six best; once
  // the reading model has answered (in the Expert's worker) every discard is listed, each
  // with its chance of dealing in (issue 43).
  const hints = page.getByTestId('hints');
  await hints.locator('.deal-in').first().waitFor();
  // Issue 60: the best discard first, marked in words; every risky one (a chance of 10 %
  // or more) marked in words and in view; the others folded until asked for.
  const inView = await hints.getByRole('listitem').allTextContents();
  await hints.locator('.hint-more summary').click();
  const lines = await hints.getByRole('listitem').allTextContents();
  assert.ok(lines.length > 6 && inView.length < lines.length, `${inView.length} of ${lines.length} discards in view`);
  assert.match(inView[0], /^ ?Best/);
  for (const line of lines) {
    const [, best, risky, chance] = line.match(/^ ?(Best)?(risky)? ?(?:\d-shanten|Tenpai), \d+ tiles? \w+deal-in chance (<1|\d+)%$/) ?? [];
    assert.ok(chance, line);
    assert.equal(!!best, line === inView[0], line);
    assert.equal(!!risky, chance !== '<1' && Number(chance) >= 10, line);
    if (risky) assert.ok(inView.includes(line), `risky and in view: ${line}`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});
