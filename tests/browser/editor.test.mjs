// The scenario editor (/editor/): a position built by clicking tiles (never a fifth copy),
// melds with the seat each called tile came from, pond marks, draws and the dora; the
// engine's error in place the moment the position becomes impossible; an existing scenario
// opened and copied back is the same position; the copied element, pasted into a page,
// renders the same table as the preview; all of it from the keyboard too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './harness.mjs';

const ctx = useBrowser(before, after);

/** Opens the editor in a page allowed to use the clipboard; `hash` opens a scenario. */
async function editor(hash = '') {
  const context = await ctx.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url.replace(/\/$/, '') });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.goto(`${ctx.server.url}editor/${hash}`);
  await page.locator('#preview .widget').waitFor();
  return { page, problems, close: () => context.close() };
}

const palette = (page) => page.getByRole('toolbar', { name: 'Tile palette' });
/** Picks tiles from the palette by their names ("6 pin"). */
async function pick(page, ...names) {
  for (const name of names) await palette(page).getByRole('button', { name: new RegExp(`^${name}, `) }).click();
}
const output = (page, id) => page.locator(`#out-${id}`).inputValue();
const scenario = async (page) => {
  const element = await output(page, 'element');
  return element.match(/scenario="([^"]*)"/)[1].replaceAll('&lt;', '<').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
};

test('a position built by clicking tiles: hands, a meld from across, a pond with riichi, draws, the dora; never a fifth copy', async () => {
  const { page, problems, close } = await editor();
  // Seat 0's hand: thirteen tiles, picked in the palette.
  await pick(page, '2 man', '3 man', '4 man', '7 man', '8 man', '9 man', '6 pin', '6 pin', '6 pin', '4 sou', '5 sou', 'Red dragon', 'Red dragon');
  assert.equal(await page.getByRole('group', { name: 'Hand of seat 0' }).getByRole('button').count(), 13);
  // The fourth 6 pin is still there; after it, none is left and a fifth is never taken.
  const six = palette(page).getByRole('button', { name: /^6 pin, / });
  assert.equal(await six.getAttribute('aria-label'), '6 pin, 1 left');
  await page.getByRole('button', { name: 'Put tiles here: next draws' }).click();
  await six.click();
  assert.equal(await six.getAttribute('aria-label'), '6 pin, none left');
  assert.equal(await six.getAttribute('aria-disabled'), 'true');
  await six.dispatchEvent('click');
  assert.equal(await page.getByRole('group', { name: 'Next draws' }).getByRole('button').count(), 1);
  await page.getByLabel('Whose turn').selectOption('1');
  await page.getByLabel('What seat 1 does next').fill('6p');
  // Seat 2 has a pon of East from across (seat 0 is opposite seat 2), the rest dealt.
  const seat2 = page.locator('#seat-2');
  await seat2.getByRole('button', { name: 'Put tiles here: the meld of seat 2' }).click();
  await pick(page, 'East wind', 'East wind', 'East wind');
  await seat2.getByLabel('Called from').selectOption('0');
  await seat2.getByRole('button', { name: 'Lay the meld' }).click();
  assert.equal(await seat2.getByLabel('Deal the rest of the hand').isChecked(), true);
  // Seat 3's pond: a discard, then the riichi tile.
  const seat3 = page.locator('#seat-3');
  await seat3.getByRole('button', { name: 'Put tiles here: pond of seat 3' }).click();
  await pick(page, '9 man', 'North wind');
  await seat3.getByRole('button', { name: 'North wind (discard 2): riichi declared with it' }).click();
  await page.getByRole('button', { name: 'Put tiles here: dora indicator' }).click();
  await pick(page, 'White dragon');
  assert.equal(await page.locator('#status').textContent(), 'The engine accepts this position.');
  assert.equal(await scenario(page), [
    'turn=1', 'draws=6p', 'dora=5z', 'seat0=234789m666p45s77z', 'seat2=pon:111z<0 ...', 'seat3=...|9m4zr', 'script1=6p',
  ].join('\n'));
  // The preview is the widget with that position: the meld from across, the riichi tile.
  const preview = page.locator('#preview');
  assert.equal(await preview.getByRole('group', { name: 'Pon of East winds from you' }).count(), 1);
  assert.equal(await preview.locator('.quarter.left .discard.turned').count(), 1);
  assert.equal(await preview.locator('.step-count').textContent(), 'Step 0 of 1');
  assert.deepEqual(problems, []);
  await close();
});

test('an impossible position is said in place the moment it is made, and goes when it is mended', async () => {
  const { page, problems, close } = await editor(`#${encodeURIComponent('seat0=234m789m666p45s77z; turn=1; draws=6p; script1=6p')}`);
  const seat0 = page.locator('#seat-0');
  assert.equal(await page.locator('#error-seat-0').textContent(), '');
  // Taking a tile out leaves twelve: not a hand, said under seat 0 at once.
  await page.getByRole('group', { name: 'Hand of seat 0' }).getByRole('button', { name: /^Remove Red dragon \(13 of 13\)/ }).click();
  assert.equal(await page.locator('#error-seat-0').textContent(), 'seat 0 has 12 concealed tiles and 0 melds; that is not a hand');
  assert.match(await seat0.getAttribute('class'), /invalid/);
  assert.match(await page.locator('#status').textContent(), /^Not possible: seat 0 has 12 concealed tiles/);
  assert.match(await page.locator('#preview').getByRole('alert').textContent(), /This scenario cannot be shown: seat 0 has 12/);
  // Putting it back mends it (tiles go to seat 0's hand until told otherwise).
  assert.equal(await page.locator('.target-line').textContent(), "Tiles go to: seat 0's hand");
  await pick(page, 'Red dragon');
  assert.equal(await page.locator('#error-seat-0').textContent(), '');
  assert.doesNotMatch(await seat0.getAttribute('class'), /invalid/);
  // A script word that is not an action, under its seat, as it is typed.
  await page.getByLabel('What seat 1 does next').fill('6q');
  assert.match(await page.locator('#error-seat-1').textContent(), /^script 1: /);
  await page.getByLabel('What seat 1 does next').fill('6p');
  assert.equal(await page.locator('#error-seat-1').textContent(), '');
  // A chii comes only from the left: the editor does not offer another seat.
  await page.locator('#seat-0').getByLabel('Kind').selectOption('chii');
  assert.equal(await page.locator('#seat-0').getByLabel('Called from').isDisabled(), true);
  // Compare mode needs two rule sets: said under the table's fields.
  await page.getByLabel('Mode').selectOption('compare');
  assert.match(await page.locator('#error-table').textContent(), /^compare: name two or more rule presets/);
  await page.getByLabel('tenhou', { exact: true }).check();
  await page.getByLabel('ema', { exact: true }).check();
  assert.equal(await page.locator('#error-table').textContent(), '');
  assert.equal(await page.locator('#preview .stepped[data-rules="EMA"]').count(), 1);
  assert.deepEqual(problems, []);
  await close();
});

const TUTORIAL = `mode=ask; turn=1; draws=7s; script1=7s
seat0=234m678p99s45s pon:777s<2; seat1=...
question=Your right-hand opponent discards the fourth 7 sou. You have a pon of 7 sou. What may you do? Mark every choice that is allowed.
explain=A shouminkan is made only with a tile you drew yourself; you cannot pon it either.`;

test('an existing scenario opened and copied back is the same position, and renders the same table in a page', async () => {
  const { page, problems, close } = await editor();
  await page.getByLabel('Paste a scenario').fill(TUTORIAL);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  assert.equal(await page.locator('#status').textContent(), 'The engine accepts this position.');
  const written = await scenario(page);
  // The engine's own state of both texts is equal.
  const same = await page.evaluate(async ([a, b]) => {
    const { RinshanTable } = await import(new URL('../rinshan.js', location.href).href);
    const state = (t) => JSON.stringify(new RinshanTable(t).state());
    return state(a) === state(b);
  }, [TUTORIAL, written]);
  assert.ok(same, written);
  // Opening what was written gives the same text again.
  await page.getByLabel('Paste a scenario').fill(await output(page, 'element'));
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  assert.equal(await scenario(page), written);
  // The three copies: the clipboard gets each.
  for (const [name, id] of [['custom element', 'element'], ['embed address', 'url'], ['JavaScript call', 'js']]) {
    await page.getByRole('button', { name: `Copy the ${name}` }).click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await output(page, id));
  }
  const previewHand = await page.locator('#preview').getByTestId('hand').getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const previewMelds = await page.locator('#preview .meld').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const previewOptions = await page.locator('#preview .ask-option').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

  // The custom element pasted into a page of its own (a reader's browser) renders the
  // same position.
  const element = await output(page, 'element');
  const other = await ctx.browser.newPage();
  await other.route(`${ctx.server.url}lesson.html`, (r) =>
    r.fulfill({ contentType: 'text/html', body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body><p>A lesson.</p>${element}</body></html>` }));
  await other.goto(`${ctx.server.url}lesson.html`);
  const pasted = other.locator('rinshan-table');
  await pasted.locator('.widget').waitFor();
  assert.deepEqual(await pasted.getByTestId('hand').getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), previewHand);
  assert.deepEqual(await pasted.locator('.meld').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), previewMelds);
  assert.deepEqual(await pasted.locator('.ask-option').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), previewOptions);
  assert.match(await pasted.locator('.question').textContent(), /discards the fourth 7 sou/);
  // So does the embed address in a sandboxed frame.
  await other.setContent(`<iframe sandbox="allow-scripts" title="Rinshan" src="${await output(page, 'url')}" width="700" height="600"></iframe>`);
  const frame = other.frameLocator('iframe');
  await frame.locator('.widget').waitFor();
  assert.deepEqual(await frame.locator('.meld').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), previewMelds);
  await other.close();
  assert.deepEqual(problems, []);
  await close();
});

test('the editor from the keyboard: palette with the arrow keys, places and removals with Enter', async () => {
  const { page, problems, close } = await editor();
  // Tab into the palette: one stop, arrows move, Enter picks.
  await page.getByRole('button', { name: 'Tiles go here: hand of seat 0' }).focus();
  await palette(page).getByRole('button', { name: /^1 man, / }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const hand = page.getByRole('group', { name: 'Hand of seat 0' });
  assert.deepEqual(await hand.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), [
    'Remove 3 man (1 of 2)', 'Remove 3 pin (2 of 2)',
  ]);
  // The focus stays in the palette after a pick.
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), '3 pin, 3 left');
  // Choosing where tiles go, from the keyboard.
  await page.getByRole('button', { name: 'Put tiles here: next draws' }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.getByRole('button', { name: 'Tiles go here: next draws' }).count(), 1);
  // Removing a tile with Enter leaves the focus in the hand.
  await hand.getByRole('button', { name: 'Remove 3 man (1 of 2)' }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await hand.getByRole('button').count(), 1);
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Remove 3 pin (1 of 1)');
  // Every control has a name.
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('#editor button, #editor input, #editor select, #editor textarea')]
      .filter((el) => !(el.getAttribute('aria-label') || el.textContent.trim() || el.labels?.length))
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  assert.deepEqual(unnamed, []);
  assert.deepEqual(problems, []);
  await close();
});
