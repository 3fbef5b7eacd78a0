// Game records from the game's page: the match on the table, in progress, downloaded as
// a tenhou.net/6 log and as mjai JSON lines, and copied to the clipboard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { openGame, playTurns, useBrowser } from './harness.mjs';

const ctx = useBrowser(before, after);

async function downloaded(page, name) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('record').getByRole('button', { name }).click(),
  ]);
  return { file: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test('the match in progress downloads as tenhou.net/6 and mjai, and copies', async () => {
  const { page, problems } = await openGame(ctx, { params: 'seed=99&speed=instant' });
  await playTurns(page, 5);
  // The player's own discards so far, as the saved game lists them (0d…, 0r…).
  const save = await page.evaluate(() => localStorage.getItem('rinshan-save'));
  const mine = save.split('\n').find((l) => l.startsWith('moves ')).split(' ').filter((w) => /^0[dr]/.test(w));
  await page.getByTestId('record').locator('summary').click();

  const tenhou = await downloaded(page, 'Download (tenhou.net/6)');
  assert.equal(tenhou.file, 'rinshan-record.json');
  const record = JSON.parse(tenhou.text);
  assert.deepEqual(record.name, ['You', 'Right', 'Opposite', 'Left']);
  assert.equal(record.log.length, 1, 'one hand so far');
  const hand = record.log[0];
  assert.deepEqual(hand[0], [0, 0, 0]);
  assert.deepEqual(hand[1], [25000, 25000, 25000, 25000]);
  for (const s of [0, 1, 2, 3]) assert.equal(hand[4 + 3 * s].length, 13, `seat ${s} was dealt 13 tiles`);
  assert.equal(hand[6].length, mine.length, 'every discard of the player');
  assert.deepEqual(hand[16], [], 'the hand is still in play');

  const mjai = await downloaded(page, 'Download (mjai)');
  assert.equal(mjai.file, 'rinshan-record.mjson');
  const events = mjai.text.trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(events.slice(0, 2).map((e) => e.type), ['start_game', 'start_kyoku']);
  assert.equal(events.filter((e) => e.type === 'dahai' && e.actor === 0).length, mine.length);
  assert.equal(events.filter((e) => e.type === 'end_game').length, 0, 'the match goes on');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
  await page.getByTestId('record').getByRole('button', { name: 'Copy (tenhou.net/6)' }).click();
  await assert.doesNotReject(page.getByTestId('message').getByText('The game record is on the clipboard.').waitFor());
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), tenhou.text);

  // "Replay this match" opens the saved match in the viewer, step 0 of its first hand.
  await page.getByRole('link', { name: 'Replay this match' }).click();
  await assert.doesNotReject(
    page.getByTestId('review-summary').getByText('Mismatch: hand 1 (East 1, 0 honba): the record ends before the hand does').waitFor(),
  );
  assert.match(await page.locator('.step-count').innerText(), /^Step 0 of \d+$/);
  await page.getByRole('link', { name: 'Back to the game' }).click();
  await page.getByTestId('hand').locator('li').first().waitFor();

  // The downloaded record opens in the viewer too, which replays it: all of it is
  // allowed, and the hand is still in play.
  await page.getByTestId('record').locator('summary').click();
  await page.getByRole('link', { name: 'Review a game record…' }).click();
  await page.getByLabel('Paste a Tenhou record (tenhou.net/6 or mjlog)').fill(tenhou.text);
  await page.getByRole('button', { name: 'Open' }).click();
  await assert.doesNotReject(
    page.getByTestId('review-summary').getByText('Mismatch: hand 1 (East 1, 0 honba): the record ends before the hand does').waitFor(),
  );
  assert.deepEqual(problems, []);
  await page.close();
});

// The hand's result is written by the record viewer's module too: the game loads it once
// the player has moved and the page is idle, not with the first screen, so that a hand's
// end finds it loaded.
test('the record viewer\'s module loads after the player\'s first move, not with the table', async () => {
  const { page, problems } = await openGame(ctx, { params: 'seed=99&speed=instant' });
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /rinshan-review/.test(e.name)));
  assert.equal(await loaded(), false, 'loaded with the table');
  await playTurns(page, 1);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /rinshan-review-[0-9a-f]+_bg\.wasm/.test(e.name)));
  assert.deepEqual(problems, []);
  await page.close();
});
