// The game page as a new player opens it: a seeded match dealt exactly as the native
// engine deals it, accessible tiles, the tile gallery, and nothing failing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { handNames, imageNames, namesOf, openGame, root, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);

test('seed 12345 deals the same first hand as the native engine, by accessible names', async () => {
  const fixture = await readFile(join(root, 'tests', 'fixtures', 'game-12345.txt'), 'utf8');
  const [dealt, drawn, indicator] = fixture.trim().split('\n');
  const { page, problems } = await openGame(ctx, { params: 'seed=12345&speed=instant' });
  const names = await handNames(page);
  assert.equal(names.length, 14);
  assert.deepEqual(names.slice(0, 13), namesOf(dealt));
  assert.equal(names[13], `${namesOf(drawn)[0]}, drawn tile`);
  assert.deepEqual(await imageNames(page.getByTestId('dora-indicators')), namesOf(indicator));
  // 136 - 52 dealt - 14 dead wall - 1 drawn.
  assert.equal(await page.getByTestId('wall-count').textContent(), '69');
  // Each opponent's 13 tiles face down; the dead wall's 13 hidden tiles too.
  const table = page.getByRole('region', { name: 'Mahjong table' });
  assert.equal(await table.getByRole('img', { name: 'face-down tile', exact: true }).count(), 39 + 13);
  assert.equal(await page.getByTestId('round').textContent(), 'East 1');
  assert.deepEqual(problems, []);
  await page.close();
});

test('every tile the page shows is drawn from the artwork', async () => {
  const { page, problems } = await openGame(ctx, { params: 'seed=7&speed=instant' });
  // Each tile element's class paints its face from the tile stylesheet: none is blank.
  const drawn = await page.evaluate(() =>
    [...document.querySelectorAll('.tile')].map((t) => [
      t.getAttribute('aria-label'),
      // One strip of the 38 faces, sized so that the tile shows one face of it.
      getComputedStyle(t).backgroundImage.startsWith('url("data:image/svg+xml,') &&
        getComputedStyle(t).backgroundSize === '3800% 100%',
    ]),
  );
  assert.ok(drawn.length > 60, `${drawn.length} tiles on the table`);
  assert.deepEqual(drawn.filter(([, ok]) => !ok), []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a page without a seed deals a random match and the player can discard', async () => {
  const { page, problems } = await openGame(ctx, { params: 'speed=instant' });
  assert.ok((await handNames(page)).length >= 13);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the tile gallery shows all 37 faces and the back, each named', async () => {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.goto(`${ctx.server.url}?view=tiles`);
  const gallery = page.getByRole('region', { name: 'All tiles, 24 pixels wide' });
  const tiles = gallery.getByRole('img');
  await tiles.first().waitFor();
  const names = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.equal(names.length, 38);
  for (const name of ['1 man', 'red 5 man', 'red 5 pin', 'red 5 sou', '9 sou', 'East wind', 'White dragon', 'Red dragon', 'face-down tile']) {
    assert.ok(names.includes(name), name);
  }
  const box = await tiles.first().boundingBox();
  assert.equal(Math.round(box.width), 24);
  assert.deepEqual(problems, []);
  await page.close();
});
