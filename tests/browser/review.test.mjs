// The record viewer (review.html): a real Tenhou record with a chankan opened from a file,
// checked by the engine, stepped with the keyboard to the added kan and the ron that
// robs it; the position kept in the address; all hands or one seat's view; a record the
// engine disagrees with, and one that cannot be read.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageNames, root, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);
const chankan = join(root, 'tests', 'fixtures', 'tenhou6', 'notable-features', 'chankan.json');
// The same record as Tenhou's mjlog XML (what Tenhou keeps and players download).
const chankanMjlog = join(root, 'tests', 'fixtures', 'mjlog', 'chankan.xml');

async function openReview() {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.goto(`${ctx.server.url}review.html`);
  await page.getByLabel('Paste a Tenhou record (tenhou.net/6 or mjlog)').waitFor();
  return { page, problems };
}

test('a chankan record opened from a file steps with the keyboard to the robbed kan', async () => {
  const { page, problems } = await openReview();
  await page.locator('input[type=file]').setInputFiles(chankan);
  const summary = page.getByTestId('review-summary');
  await summary.waitFor();
  assert.match(await summary.innerText(), /1 hand; players: Aさん, Bさん, Cさん, Dさん\./);
  assert.match(await summary.innerText(), /The engine agrees with every move and every result\./);
  const count = page.locator('.step-count');
  assert.match(await count.innerText(), /^Step 0 of \d+$/);
  const total = Number((await count.innerText()).split(' of ')[1]);
  // Step forward with the keyboard until an added kan (four tiles, one stacked) is on
  // the table: the shouminkan the ron robs.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  let kanAt = -1;
  for (let s = 1; s <= total; s++) {
    await page.keyboard.press('ArrowRight');
    await assert.doesNotReject(count.getByText(`Step ${s} of ${total}`).waitFor());
    const narration = await page.getByTestId('narration').innerText();
    if (/shouminkan|added kan/i.test(narration)) {
      kanAt = s;
      break;
    }
  }
  assert.ok(kanAt > 0, 'the added kan is reached');
  assert.equal(new URL(page.url()).hash, `#hand=1&step=${kanAt}&seat=all`);
  // The next step is the ron on the added tile: no replacement draw, no new dora.
  const indicators = async () => (await imageNames(page.getByTestId('dora-indicators'))).length;
  const before = await indicators();
  await page.keyboard.press('ArrowRight');
  await assert.doesNotReject(page.getByTestId('ending').getByText(/槍槓/).waitFor());
  assert.match(await page.getByTestId('narration').innerText(), /Ron/i);
  assert.equal(await indicators(), before, 'a robbed kan turns no kan dora');
  // Back, and the link keeps the step across a reload.
  await page.keyboard.press('ArrowLeft');
  await page.reload();
  await assert.doesNotReject(count.getByText(`Step ${kanAt} of ${total}`).waitFor());
  assert.deepEqual(problems, []);
  await page.close();
});

test('an mjlog record opens from a file like its tenhou.net/6 twin', async () => {
  const { page, problems } = await openReview();
  await page.locator('input[type=file]').setInputFiles(chankanMjlog);
  const summary = page.getByTestId('review-summary');
  await summary.waitFor();
  assert.match(await summary.innerText(), /1 hand; players: Aさん, Bさん, Cさん, Dさん\./);
  assert.match(await summary.innerText(), /The engine agrees with every move and every result\./);
  // Step to the end: the hand ends in the ron that robs the added kan.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('End');
  await assert.doesNotReject(page.getByTestId('ending').getByText(/槍槓/).waitFor());
  assert.deepEqual(problems, []);
  await page.close();
});

test('one seat\'s view hides the other hands; all hands shows them', async () => {
  const { page, problems } = await openReview();
  await page.getByLabel('Paste a Tenhou record (tenhou.net/6 or mjlog)').fill(await readFile(chankan, 'utf8'));
  await page.getByRole('button', { name: 'Open' }).click();
  await page.getByTestId('review-summary').waitFor();
  const backs = () => page.locator('.opp-hand .tile.back').count();
  const faces = () => page.locator('.opp-hand .tiles li').count();
  assert.equal(await backs(), 0, 'all hands face up');
  assert.equal(await faces(), 39, "the other three dealt hands");
  await page.getByLabel('Show').selectOption('2');
  assert.equal(new URL(page.url()).hash, '#hand=1&step=0&seat=2');
  await assert.doesNotReject(page.locator('.opp-hand .tile.back').nth(38).waitFor());
  assert.equal(await backs(), 39, "seat 2's view: the others face down");
  await page.getByLabel('Show').selectOption('all');
  await assert.doesNotReject(page.locator('.opp-hand .tile.back').first().waitFor({ state: 'detached' }));
  assert.deepEqual(problems, []);
  await page.close();
});

test('a record that breaks a rule is listed with hand, move and rule; unreadable text is said', async () => {
  const { page, problems } = await openReview();
  const record = JSON.parse(await readFile(chankan, 'utf8'));
  // Seat 0's first discard becomes a tile it does not hold (the red dragon, 47).
  record.log[0][6][0] = 47;
  await page.getByLabel('Paste a Tenhou record (tenhou.net/6 or mjlog)').fill(JSON.stringify(record));
  await page.getByRole('button', { name: 'Open' }).click();
  await assert.doesNotReject(page.getByTestId('review-summary').getByText(/^Mismatch: hand 1 \(East 1, 0 honba\), move \d+ \(seat 0 Discard Red dragon\): Red dragon is not in your hand$/).waitFor());
  await page.getByLabel('Paste a Tenhou record (tenhou.net/6 or mjlog)').fill('{"log": 3');
  await page.getByRole('button', { name: 'Open' }).click();
  await assert.doesNotReject(page.getByRole('alert').getByText(/^This record cannot be read: the record is not valid JSON/).waitFor());
  assert.deepEqual(problems, []);
  await page.close();
});
