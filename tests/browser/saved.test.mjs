// Nothing a player does is lost: the match is saved after every action and comes back
// exactly on reload; a save that cannot be read, or storage that is unavailable or full,
// is said in words (a fresh game, no console error), the unreadable save kept aside and
// exportable; finished matches go into the local history shown in the side panel.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { imageNames, handNames, openGame, playTurns, settled, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);

/** Everything the table shows that the match decides (the narration of the latest
 * moves is left out: it tells what just happened, which a reload does not repeat). */
async function tableState(page) {
  const main = page.locator('main.play');
  return {
    url: new URL(page.url()).search,
    images: await imageNames(main.locator('.board')),
    hand: await handNames(page),
    centre: (await main.locator('.board').innerText()).replace(/\s+/g, ' '),
    calls: await page.getByTestId('calls').innerText().catch(() => ''),
    speed: await page.getByTestId('set-speed').inputValue(),
    hints: await page.getByTestId('set-hints').isChecked(),
  };
}

async function reloaded(page) {
  // Let the page finish its own requests (the icon, the worker) first: a reload aborts
  // what is still in flight, which the watch would report as a failed request.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await page.getByTestId('hand').locator('li').first().waitFor();
  await settled(page);
}

test('a match in progress comes back exactly after a reload: walls, hands, scores, turn, settings', async () => {
  const { page, problems } = await openGame(ctx, { params: 'seed=4242&speed=instant&hints=1' });
  // The address no longer names the seed: a reload restores instead of dealing anew.
  assert.equal(new URL(page.url()).search, '?speed=instant&hints=1');
  await playTurns(page, 6);
  const before = await tableState(page);
  assert.ok(before.images.length > 20, 'ponds and walls are on the table');
  const saved = await page.evaluate(() => localStorage.getItem('rinshan-save'));
  assert.match(saved, /^rinshan-save 1\nseed 4242\n/);
  await reloaded(page);
  assert.deepEqual(await tableState(page), before);
  // And play goes on from there, and comes back again (wherever it stops: a discard or a
  // call to answer).
  await playTurns(page, 2);
  const later = await tableState(page);
  assert.notDeepEqual(later, before);
  await reloaded(page);
  assert.deepEqual(await tableState(page), later);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a damaged save: told in words, a fresh game, the save kept aside and exportable', async () => {
  const { page, problems } = await openGame(ctx, { params: 'seed=7&speed=instant' });
  const damaged = 'rinshan-save 1\nseed 7\nsettings speed=instant\nmoves 1w 1d5z 9q\n';
  await page.evaluate((t) => localStorage.setItem('rinshan-save', t), damaged);
  await reloaded(page);
  const notice = page.getByTestId('save-notice');
  await notice.waitFor();
  assert.match(await notice.innerText(), /Your saved match could not be restored \(.+\)\. A new match was dealt/);
  assert.equal(await notice.getAttribute('role'), 'alert');
  // A fresh game is on the table and being saved.
  assert.equal((await handNames(page)).length >= 13, true);
  assert.equal(await page.evaluate(() => localStorage.getItem('rinshan-save-unreadable')), damaged);
  assert.notEqual(await page.evaluate(() => localStorage.getItem('rinshan-save')), damaged);
  // The export link downloads exactly the unreadable save.
  const link = notice.getByRole('link', { name: 'Export the old save' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  assert.equal(download.suggestedFilename(), 'rinshan-unreadable-save.txt');
  const { readFile } = await import('node:fs/promises');
  assert.equal(await readFile(await download.path(), 'utf8'), damaged);
  await notice.getByRole('button', { name: 'Close' }).click();
  assert.equal(await page.getByTestId('save-notice').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a save from another version is explained, not trusted', async () => {
  const { page, problems } = await openGame(ctx, { params: 'seed=8&speed=instant' });
  await page.evaluate(() => localStorage.setItem('rinshan-save', 'rinshan-save 99\nseed 8\n'));
  await reloaded(page);
  assert.match(await page.getByTestId('save-notice').innerText(), /version/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('storage that is unavailable (private mode) or full: said once, the game plays on', async () => {
  for (const [script, words] of [
    [
      () => Object.defineProperty(window, 'localStorage', {
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
      }),
      /does not let Rinshan save anything/,
    ],
    [
      () => { Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); }; },
      /storage for Rinshan is full/,
    ],
  ]) {
    const { page, problems } = await watchedPage(ctx.browser);
    await page.addInitScript(script);
    await page.goto(`${ctx.server.url}?speed=instant`);
    await page.getByTestId('hand').locator('li').first().waitFor();
    const notice = page.getByTestId('save-notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), words);
    await playTurns(page, 2);
    assert.equal(await page.getByTestId('save-notice').count(), 1, 'told once');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('a finished match goes into the local history, once, shown in the side panel', async () => {
  // The last hand of a match: the player's menzen tsumo leaves seat 3 below zero, which
  // ends the match at once under Tenhou rules.
  const scenario =
    'seat0=123m456p789s234s5z; seat1=...; seat2=...; seat3=...; draws=5z; turn=0; dealer=1; ' +
    'points=25000 25000 49900 100';
  const { page, problems } = await watchedPage(ctx.browser);
  await page.goto(`${ctx.server.url}?speed=instant#setup=${encodeURIComponent(scenario)}`);
  const history = page.getByTestId('history');
  await history.locator('summary').click();
  assert.equal(await history.locator('p').innerText(), 'No finished matches yet.');
  await page.getByRole('button', { name: 'Tsumo' }).click();
  await page.getByRole('button', { name: 'Next hand' }).click();
  await page.getByTestId('match-over').waitFor();
  const rows = history.locator('li');
  await rows.first().waitFor();
  assert.equal(await rows.count(), 1);
  assert.match(await rows.first().innerText(), /Tenhou · 2nd · 26100 \(\+6\.1\)$/);
  const stored = await page.evaluate(() => localStorage.getItem('rinshan-history'));
  assert.match(stored, /^rinshan-history 1\n[0-9a-f]{16} \S+ tenhou 2:26100:6100 /);
  // Reloading the finished match does not record it twice.
  await page.reload();
  await page.getByTestId('match-over').waitFor();
  await page.getByTestId('history').locator('summary').click();
  assert.equal(await page.getByTestId('history').locator('li').count(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a history that cannot be read whole: told in words, what can be read shown, the text kept and exportable', async () => {
  // One readable match and one damaged line (place 9, a seat missing).
  const damaged = 'rinshan-history 1\n' +
    'a1b2c3d4e5f60718 2026-11-20T10:00:00.000Z tenhou 2:26100:6100 1:40000:50000 3:20000:-15000 4:13900:-41100\n' +
    'bad 2026 tenhou 9:1:1 x';
  const { page, problems } = await watchedPage(ctx.browser);
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('rinshan-history', t);
    }
  }, damaged);
  await page.goto(`${ctx.server.url}?seed=11&speed=instant`);
  const notice = page.getByTestId('save-notice');
  await notice.waitFor();
  assert.match(await notice.innerText(),
    /Your record of past matches could not be read whole \(1 line cannot be read\)\. What could be read is shown; the stored record is kept aside as it was\./);
  assert.equal(await page.evaluate(() => localStorage.getItem('rinshan-history-unreadable')), damaged);
  // The readable match is shown (the panel is open from the start: there is a record).
  const history = page.getByTestId('history');
  await history.locator('li').filter({ hasText: '26100' }).waitFor();
  assert.equal(await history.locator('li').count(), 1);
  assert.match(await history.locator('li').first().innerText(), /2nd · 26100/);
  // The export link downloads exactly the stored text.
  const link = notice.getByRole('link', { name: 'Export the stored record' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  assert.equal(download.suggestedFilename(), 'rinshan-unreadable-history.txt');
  const { readFile } = await import('node:fs/promises');
  assert.equal(await readFile(await download.path(), 'utf8'), damaged);
  await notice.getByRole('button', { name: 'Close' }).click();
  assert.equal(await page.getByTestId('save-notice').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});
