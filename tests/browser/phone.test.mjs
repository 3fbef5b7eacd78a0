// The table on a phone and the hand's result as players read it: tile sizes measured at
// each viewport, nothing clipped, result dialogs whose buttons stay in view, nothing that
// cannot be clicked announced as enabled, results written as Tenhou and Mahjong Soul write
// them (ron, dealer and non-dealer tsumo, a draw), and the end of the match with its story.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { openGame, root, seatNames, settled, useBrowser } from './harness.mjs';

const artifacts = join(root, 'tests', 'browser', 'artifacts');

/** A screenshot for the README (copied from tests/browser/artifacts by hand). */
async function shot(page, name) {
  await mkdir(artifacts, { recursive: true });
  await page.waitForTimeout(400); // the short entrance animations
  await page.screenshot({ path: join(artifacts, `screenshot-${name}.png`) });
}

const ctx = useBrowser(before, after);

const PHONE = { width: 390, height: 844 };
const SMALL = { width: 360, height: 640 };
const LANDSCAPE = { width: 844, height: 390 };

/** Widths and boxes of the visible tiles matching `selector` (upright ones only). */
async function tileBoxes(page, selector) {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((e) => !e.classList.contains('sideways'))
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
      }),
  );
}

/** Plays (discarding the drawn tile) until the player has 14 tiles in hand to choose from. */
async function fourteen(page) {
  for (let i = 0; i < 40; i++) {
    await settled(page);
    if ((await page.getByTestId('hand').getByRole('button').count()) === 14) return;
    const enabled = page.getByTestId('hand').locator('button[aria-disabled="false"]');
    if (await enabled.count()) await enabled.last().click();
    else await page.keyboard.press('s');
  }
  throw new Error('the player never held fourteen tiles');
}

for (const [name, viewport, minPond, minHand] of [
  ['390 x 844 portrait', PHONE, 22, 26],
  ['360 x 640', SMALL, 20, 24],
  ['844 x 390 landscape', LANDSCAPE, 20, 26],
  ['1280 x 800 desktop', { width: 1280, height: 800 }, 30, 40],
]) {
  test(`${name}: ponds and hand read well, all fourteen tiles in view with the drawn one apart`, async () => {
    const { page, problems } = await openGame(ctx, { params: 'seed=5&speed=instant', viewport });
    await fourteen(page);
    // Discards: a few turns so that every pond has tiles.
    for (let i = 0; i < 6; i++) {
      await settled(page);
      const enabled = page.getByTestId('hand').locator('button[aria-disabled="false"]');
      if (await enabled.count()) await enabled.last().click();
      else await page.keyboard.press('s');
    }
    await fourteen(page);
    const pond = await tileBoxes(page, '.pond .tile');
    assert.ok(pond.length > 0, 'discards on the table');
    for (const t of pond) assert.ok(t.width >= minPond, `pond tile ${t.width.toFixed(1)} px wide (at least ${minPond})`);
    const hand = await tileBoxes(page, '[data-testid="hand"] .tile');
    assert.equal(hand.length, 14);
    for (const t of hand) {
      assert.ok(t.width >= minHand, `hand tile ${t.width.toFixed(1)} px wide (at least ${minHand})`);
      assert.ok(t.left >= 0 && t.right <= viewport.width, `hand tile inside the screen: ${t.left}..${t.right}`);
      assert.ok(t.top >= 0 && t.bottom <= viewport.height, `hand tile inside the screen height: ${t.top}..${t.bottom}`);
    }
    // The drawn tile is set apart: a wider gap before it than between the others.
    const gaps = hand.slice(1).map((t, i) => t.left - hand[i].right);
    const drawnGap = gaps.at(-1);
    assert.ok(drawnGap > Math.max(...gaps.slice(0, -1)) + 2, `drawn tile apart: ${gaps.map((g) => g.toFixed(1))}`);
    // The board is not cut off.
    const board = await page.locator('.board').boundingBox();
    assert.ok(board.x >= 0 && board.x + board.width <= viewport.width + 0.5, 'board inside the screen');
    assert.deepEqual(problems, []);
    await page.close();
  });
}

// Melds are readable on a phone: a pon's tiles at least 20 px wide, the player's own too.
test('390 x 844: melds readable, the player\'s and an opponent\'s', async () => {
  const setup = {
    seats: ['123m456p78s55p pon:777z<2', 'pon:111z<0 ...', '', ''],
    to_act: 0,
    draws: '9s',
    seed: 3,
  };
  const { page, problems } = await openGame(ctx, { setup, viewport: PHONE });
  for (const t of await tileBoxes(page, '.my-melds .tile')) assert.ok(t.width >= 20, `own meld tile ${t.width}`);
  const theirs = await tileBoxes(page, '.quarter.right .melds .tile');
  assert.ok(theirs.length >= 2);
  for (const t of theirs) assert.ok(Math.max(t.width, t.bottom - t.top) >= 16, `opponent meld tile ${t.width}`);
  assert.deepEqual(problems, []);
  await page.close();
});

// No false affordances: during a call prompt the hand's tiles cannot be discarded, so
// they are disabled for assistive technology; after riichi only the drawn tile is enabled.
test('the hand is disabled during a call prompt, and all but the drawn tile after riichi', async () => {
  const prompt = { seats: ['234m789m66p45s77z5z', '...', '', ''], draws: '6p', script: ['', '6p', '', ''], to_act: 1, seed: 4 };
  let { page, problems } = await openGame(ctx, { setup: prompt, viewport: PHONE });
  await page.getByTestId('calls').getByRole('button', { name: /^Pon/ }).waitFor();
  const states = await page.getByTestId('hand').getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-disabled')));
  assert.ok(states.length >= 13 && states.every((s) => s === 'true'), states.join(' '));
  assert.deepEqual(problems, []);
  await page.close();

  const quiet = ['1m4m7m1p4p7p2s5s8s3z4z5z6z', '2m5m8m2p5p8p3s6s4z5z6z7z1z', '3m6m9m3p6p9p5s8s1z3z4z5z6z'];
  ({ page, problems } = await openGame(ctx, {
    setup: { seats: ['123m456p789s11z23s', ...quiet], draws: '9p 7z 3z 2z 8m', to_act: 0, seed: 2 },
    viewport: PHONE,
  }));
  await page.keyboard.press('r');
  await page.getByTestId('hand').getByRole('button', { name: '9 pin, drawn tile' }).click();
  // The next own turn: only the drawn tile may be discarded.
  await page.getByTestId('hand').getByRole('button', { name: /drawn tile/ }).waitFor();
  await settled(page);
  const after = await page.getByTestId('hand').getByRole('button').evaluateAll((els) =>
    els.map((e) => [e.getAttribute('aria-label'), e.getAttribute('aria-disabled')]),
  );
  const enabled = after.filter(([, d]) => d === 'false').map(([l]) => l);
  assert.equal(enabled.length, 1, JSON.stringify(after));
  assert.match(enabled[0], /drawn tile/);
  assert.deepEqual(problems, []);
  await page.close();
});

/** The result dialog's value line after the player wins with `key` (r or t). */
async function wins(setup, key, viewport = PHONE) {
  const { page, problems } = await openGame(ctx, { setup, viewport });
  await page.keyboard.press(key);
  await page.getByTestId('result').waitFor();
  const value = await page.getByTestId('value').textContent();
  const extra = await page.locator('.result .extra').allTextContents();
  return { page, problems, value, extra };
}

/** The "Next hand" button lies inside the viewport. */
async function nextInView(page, viewport) {
  const box = await page.getByRole('button', { name: /^Next hand/ }).boundingBox();
  assert.ok(box, 'a Next hand button');
  assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `Next hand at ${box.y}..${box.y + box.height} of ${viewport.height}`);
  assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, 'Next hand inside the width');
}

// 234m 456p 678s 777z 55p: chun and menzen tsumo, the 4 man a dora (indicator 3 man): 30 fu
// 3 han. A non-dealer's tsumo is 1000-2000, the dealer's 2000 all (the score table); a riichi
// stick on the table is collected on a line of its own.
const TSUMO = { seats: ['23m456p678s777z55p', '', '', ''], draws: '4m', to_act: 0, dora: '3m', seed: 6 };

test('results as players read them: non-dealer tsumo 1000-2000, dealer tsumo 2000 all', async () => {
  let { page, problems, value, extra } = await wins({ ...TSUMO, dealer: 1, deposits: 1 }, 't');
  assert.equal(value, '30 fu 3 han · 1000-2000');
  assert.deepEqual(extra, ['Riichi sticks: +1000']);
  await nextInView(page, PHONE);
  await shot(page, 'result-phone');
  assert.deepEqual(problems, []);
  await page.close();
  ({ page, problems, value } = await wins({ ...TSUMO, dealer: 0 }, 't', SMALL));
  assert.equal(value, '30 fu 3 han · 2000 all');
  await nextInView(page, SMALL);
  assert.deepEqual(problems, []);
  await page.close();
});

// An open hand with a pon of red dragons ronning 4 man, two dora (the 5 sou pair, indicator
// 4 sou): 20 + 4 fu for the open honour triplet, 30 fu 3 han: Ron 3900; with a honba the
// 300 points come on a line of their own.
test('results as players read them: Ron 3900, honba apart, in Japanese too', async () => {
  const setup = { seats: ['23m456p678s55s pon:777z<2', '', '', ''], to_act: 3, draws: '4m', script: ['', '', '', '4m'], dora: '4s', dealer: 1, honba: 1, seed: 7 };
  const { page, problems, value, extra } = await wins(setup, 'r');
  assert.equal(value, '30 fu 3 han · Ron 3900');
  assert.deepEqual(extra, ['Honba ×1: +300']);
  // Issue 60: the result names the player who dealt in as the table does at their seat.
  const left = page.getByTestId('seat-Left').locator('.name');
  const who = (await left.count()) ? await left.textContent() : 'The player on your left';
  assert.equal(await page.getByTestId('result').locator('.how').textContent(), `Ron · ${who} dealt in`);
  await nextInView(page, PHONE);
  assert.deepEqual(problems, []);
  await page.close();
  const ja = await openGame(ctx, { params: 'speed=instant&lang=ja', setup, viewport: PHONE });
  await ja.page.keyboard.press('r');
  await ja.page.getByTestId('result').waitFor();
  assert.equal(await ja.page.getByTestId('value').textContent(), '30符3翻 · ロン 3900点');
  assert.equal(await ja.page.getByTestId('result-heading').textContent(), '和了：あなた');
  assert.deepEqual(ja.problems, []);
  await ja.page.close();
});

// A draw on a small phone: who was tenpai, the payments, and the buttons in view.
test('360 x 640: an exhaustive draw\'s result keeps its buttons in view', async () => {
  const quiet = ['1m4m7m1p4p7p2s5s8s3z4z5z6z', '2m5m8m2p5p8p3s6s4z5z6z7z1z', '3m6m9m3p6p9p5s8s1z3z4z5z6z'];
  const setup = { rules: 'ema', seats: ['123m456p789s11z23s', ...quiet], draws: '9p 7z 3z 2z', live: 4, to_act: 0, seed: 2 };
  const { page, problems } = await openGame(ctx, { setup, viewport: SMALL });
  await page.getByTestId('hand').getByRole('button', { name: /drawn tile/ }).click();
  await page.getByTestId('result').waitFor();
  assert.equal(await page.getByTestId('result-heading').textContent(), 'Exhaustive draw (ryuukyoku)');
  const [right, opposite, left] = await seatNames(page);
  assert.equal((await page.getByTestId('changes').textContent()).replace(/\s+/g, ''), `You+3000${right}-1000${opposite}-1000${left}-1000`);
  await nextInView(page, SMALL);
  assert.deepEqual(problems, []);
  await page.close();
});

// The end of a match at phone size: standings with uma, the chart of points after each
// hand, everyone's figures; "Replay this match" opens the viewer on this match; the
// player's record over time counts it.
test('390 x 844: the match ends with its story, and the viewer opens on it', async () => {
  const scenario = 'seat0=123m456p789s234s5z; seat1=...; seat2=...; seat3=...; draws=5z; turn=0; dealer=1; points=25000 25000 49900 100';
  const { page, problems } = await openGame(ctx, { params: `speed=instant#setup=${encodeURIComponent(scenario)}`, viewport: PHONE });
  await page.getByRole('button', { name: 'Tsumo' }).click();
  await page.getByRole('button', { name: /^Next hand/ }).click();
  const over = page.getByTestId('match-over');
  await over.waitFor();
  assert.equal(await over.getByTestId('standings').locator('tbody tr').count(), 4);
  const chart = over.getByRole('img', { name: /^Points after each hand/ });
  assert.equal(await chart.count(), 1);
  assert.equal(await chart.locator('polyline').count(), 4);
  assert.equal(await over.getByTestId('figures').locator('tbody tr').count(), 4);
  for (const name of ['Play again', 'Save the record (tenhou.net/6)', 'Save the record (mjai)']) {
    const box = await over.getByRole('button', { name }).boundingBox();
    assert.ok(box && box.y + box.height <= PHONE.height, `${name} in view`);
  }
  await shot(page, 'match-over-phone');
  await page.getByTestId('history').getByTestId('record-figures').waitFor({ state: 'attached' });
  assert.match(await page.getByTestId('record-figures').textContent(), /^Games1Average place2\.00/);
  await over.getByRole('link', { name: 'Replay this match' }).click();
  await page.getByTestId('review-summary').waitFor();
  assert.match(await page.getByTestId('review-summary').textContent(), /1 hand; players: You, Right, Opposite, Left\./);
  assert.deepEqual(problems, []);
  await page.close();
});
