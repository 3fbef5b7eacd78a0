// The table page: a seeded deal shown with accessible tiles, and nothing failing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { namesOf, root, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);

test('seed 12345 shows the same deal as the native engine, by accessible names', async () => {
  const fixture = await readFile(join(root, 'tests', 'fixtures', 'seed-12345.txt'), 'utf8');
  const [handMpsz, indicatorMpsz] = fixture.trim().split('\n');
  const { page, problems } = await watchedPage(ctx.browser);
  await page.goto(`${ctx.server.url}?seed=12345`);

  const hand = page.getByRole('list', { name: 'Your hand' });
  const tiles = hand.getByRole('img');
  await tiles.first().waitFor();
  assert.equal(await tiles.count(), 13);
  const names = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(names, namesOf(handMpsz));
  // And each is findable by its accessible name, as a screen reader user would.
  for (const name of new Set(names)) {
    const expected = names.filter((n) => n === name).length;
    assert.equal(await hand.getByRole('img', { name, exact: true }).count(), expected, name);
  }

  const indicators = page.getByRole('group', { name: 'Dora indicators' }).getByRole('img');
  assert.deepEqual(
    await indicators.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    [...namesOf(indicatorMpsz), ...Array(4).fill('face-down tile')],
  );
  assert.equal(await page.getByTestId('wall-count').textContent(), '70');
  assert.equal(await page.getByRole('img', { name: 'face-down tile', exact: true }).count(), 39 + 4);
  assert.equal(await page.getByTestId('seed').textContent(), '12345');

  await mkdir(join(root, 'tests', 'browser', 'artifacts'), { recursive: true });
  await page.screenshot({ path: join(root, 'tests', 'browser', 'artifacts', 'table.png') });
  assert.deepEqual(problems, []);
  await page.close();
});

test('every tile symbol the page uses exists in the sprite sheet', async () => {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.goto(`${ctx.server.url}?seed=7`);
  await page.getByRole('list', { name: 'Your hand' }).getByRole('img').first().waitFor();
  const missing = await page.evaluate(() =>
    [...document.querySelectorAll('svg.tile use')]
      .map((u) => u.getAttribute('href'))
      .filter((href) => !document.querySelector(href)),
  );
  assert.deepEqual(missing, []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a page without a seed deals a random one and shows it', async () => {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.goto(ctx.server.url);
  const seed = await page.getByTestId('seed').textContent();
  assert.match(seed, /^\d+$/);
  assert.equal(await page.getByRole('list', { name: 'Your hand' }).getByRole('img').count(), 13);
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
  // Each tile draws at 24 px wide and non-blank (the symbol resolved).
  const box = await tiles.first().boundingBox();
  assert.equal(Math.round(box.width), 24);
  await page.screenshot({ path: join(root, 'tests', 'browser', 'artifacts', 'tiles.png'), fullPage: true });
  assert.deepEqual(problems, []);
  await page.close();
});
