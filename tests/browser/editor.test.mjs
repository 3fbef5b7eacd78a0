// The scenario editor (/editor/): a position built by clicking tiles (never a fifth copy),
// melds with the seat each called tile came from, pond marks, draws and the dora; the
// engine's error in place the moment the position becomes impossible; an existing scenario
// opened and copied back is the same position; the copied element, pasted into a page,
// renders the same table as the preview; all of it from the keyboard too. A three-player
// table (sanma): no 2- to 8-man in the palette, three seats with seat 2 on the left, no
// chii, Norths set aside (kita) in a seat and in its script, the preview seating three;
// a four-player position switched to three players says what does not fit and takes it
// out. Screenshots of the three-player editor go to tests/browser/artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { root, useBrowser } from './harness.mjs';
import { assertClean } from './axe-check.mjs';

const ctx = useBrowser(before, after);

/** Opens the editor in a page allowed to use the clipboard; `hash` opens a scenario. */
async function editor(hash = '', viewport = { width: 1400, height: 1000 }) {
  const context = await ctx.browser.newContext({ viewport });
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

const artifacts = join(root, 'tests', 'browser', 'artifacts');

const SANMA_BUILT = [
  'rules=tenhou_sanma', 'draws=4z', 'rinshan=1s5z', 'dora=9s', 'seat0=123456p789234s5z kita', 'seat1=pon:111z<0 ...', 'script0=kita tsumo',
].join('\n');

test('a three-player table built in the editor: no 2-8 man, three seats, no chii, kita in a seat and its script; the preview seats three', async () => {
  const { page, problems, close } = await editor('', { width: 1280, height: 800 });
  await page.getByRole('combobox', { name: 'Rules' }).selectOption('tenhou_sanma');
  // The palette: 1 and 9 man only, and why.
  assert.equal(await palette(page).getByRole('button', { name: / man, / }).count(), 2);
  assert.equal(await palette(page).getByRole('button', { name: /^[2-8] man, |^red 5 man, / }).count(), 0);
  assert.equal(await palette(page).getByText('No 2–8 man at three players').count(), 1);
  // Three seats: nobody North, seat 2 on the reader's left; three to choose whose turn.
  assert.equal(await page.locator('#seat-3').count(), 0);
  assert.equal(await page.locator('#seat-2 > legend').textContent(), 'Seat 2 (on your left)');
  assert.deepEqual(await page.getByLabel('Whose turn').locator('option').allTextContents(),
    ['Seat 0 (you, at the bottom)', 'Seat 1 (on your right)', 'Seat 2 (on your left)']);
  // No chii; a meld comes by default from the three-player left (seat 0's is seat 2).
  const seat0 = page.locator('#seat-0');
  assert.deepEqual(await seat0.getByLabel('Kind').locator('option').evaluateAll((os) => os.map((o) => o.value)), ['pon', 'kan', 'added', 'ankan']);
  assert.equal(await seat0.getByLabel('Called from').inputValue(), '2');
  assert.deepEqual(await seat0.getByLabel('Called from').locator('option').allTextContents(), ['seat 1 (on its right)', 'seat 2 (on its left)']);
  // Seat 0's hand, one North set aside, the script that sets the drawn North aside.
  await pick(page, '1 pin', '2 pin', '3 pin', '4 pin', '5 pin', '6 pin', '7 sou', '8 sou', '9 sou', '2 sou', '3 sou', '4 sou', 'White dragon');
  await seat0.getByRole('button', { name: 'Set a North aside (kita)' }).click();
  assert.equal(await page.getByRole('group', { name: 'Norths set aside by seat 0' }).getByRole('button').count(), 1);
  await seat0.getByRole('button', { name: "Add kita to seat 0's script" }).click();
  assert.equal(await page.getByLabel('What seat 0 does next').inputValue(), 'kita');
  await page.getByLabel('What seat 0 does next').fill('kita tsumo');
  assert.match(await page.getByLabel('What seat 0 does next').locator('xpath=..').textContent(), /kita, ron/);
  // Seat 1's pon of East from its left: seat 0.
  const seat1 = page.locator('#seat-1');
  await seat1.getByRole('button', { name: 'Put tiles here: the meld of seat 1' }).click();
  await pick(page, 'East wind', 'East wind', 'East wind');
  assert.equal(await seat1.getByLabel('Called from').inputValue(), '0');
  await seat1.getByRole('button', { name: 'Lay the meld' }).click();
  assert.equal(await seat1.locator('.meld-words').textContent(), 'pon of East wind, East wind, East wind, from seat 0 (on its left)');
  // The North drawn next, the replacement tiles (the first drawn by the North set aside).
  await page.getByRole('button', { name: 'Put tiles here: next draws' }).click();
  await pick(page, 'North wind');
  await page.getByRole('button', { name: 'Put tiles here: replacement tiles' }).click();
  await pick(page, '1 sou', 'White dragon');
  assert.match(await page.locator('#table').textContent(), /The first replacement tile named here was drawn already, by the kans and Norths set aside/);
  await page.getByRole('button', { name: 'Put tiles here: dora indicator' }).click();
  await pick(page, '9 sou');
  // The Norths set aside count among the four: one aside, one to draw.
  assert.equal(await palette(page).getByRole('button', { name: /^North wind, / }).getAttribute('aria-label'), 'North wind, 2 left');
  assert.equal(await page.locator('#status').textContent(), 'The engine accepts this position.');
  assert.equal(await scenario(page), SANMA_BUILT);
  // The preview seats three, the North set aside beside the reader's hand.
  const preview = page.locator('#preview');
  assert.equal(await preview.locator('.board.three').count(), 1);
  for (const side of ['Me', 'Right', 'Left']) assert.equal(await preview.getByTestId(`seat-${side}`).count(), 1, side);
  assert.equal(await preview.getByTestId('seat-Opposite').count(), 0);
  assert.equal(await preview.getByTestId('kita').getAttribute('aria-label'), '1 North set aside (kita)');
  await mkdir(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, 'editor-sanma-desktop.png') });
  // The script plays: the drawn North set aside, the replacement tile wins.
  await preview.getByRole('button', { name: /Next/ }).click();
  await preview.getByRole('button', { name: /Next/ }).click();
  assert.equal(await preview.getByTestId('kita').locator('[role="img"]').count(), 2);
  assert.equal(await preview.getByText('Tsumo on White dragon').count(), 1);
  // In Japanese, as the widget says it: the Norths set aside named in Japanese.
  await page.getByLabel('Language').selectOption('ja');
  await preview.locator('[data-testid="kita"][aria-label*="北"]').waitFor();
  assert.deepEqual(problems, []);
  await close();
});

test('the three-player editor on a phone: the form and the preview fit 390 pixels', async () => {
  const { page, problems, close } = await editor(`#${encodeURIComponent(SANMA_BUILT)}`, { width: 390, height: 844 });
  assert.equal(await page.locator('#status').textContent(), 'The engine accepts this position.');
  await page.locator('#preview .board.three').waitFor();
  // Nothing wider than the screen.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  await mkdir(artifacts, { recursive: true });
  await page.locator('#seat-0').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(artifacts, 'editor-sanma-phone-seat.png') });
  await page.locator('#preview').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(artifacts, 'editor-sanma-phone.png') });
  assert.deepEqual(problems, []);
  await close();
});

test('a four-player position switched to three players: what does not fit is said and taken out; the palette keeps its columns', async () => {
  const text = 'seat0=234m789m666p45s77z; seat2=pon:111z<0 ...; seat3=...|9m4zr; turn=1; draws=6p; dora=5m; script1=6p';
  const { page, problems, close } = await editor(`#${encodeURIComponent(text)}`);
  await page.getByRole('combobox', { name: 'Rules' }).selectOption('mahjong_soul_sanma');
  // Seat 2's pon from across is now from its left (three players have nobody across); seat 3 has no panel.
  assert.equal(await page.locator('#seat-2 .meld-words').textContent(), 'pon of East wind, East wind, East wind, from seat 1 (on its left)');
  assert.equal(await page.locator('#seat-3').count(), 0);
  const misfits = page.locator('#misfits');
  assert.deepEqual(await misfits.locator('li').allTextContents(), [
    "seat 0's hand: 2 man, 3 man, 4 man, 7 man, 8 man",
    'seat 3 (North): holds tiles, but nobody sits North',
    'the dora indicator: 5 man',
  ]);
  // The man tiles are marked where they lie; the engine refuses them.
  assert.equal(await page.getByRole('group', { name: 'Hand of seat 0' }).getByRole('button', { name: /not in the three-player set$/ }).count(), 5);
  assert.match(await page.locator('#status').textContent(), /^Not possible: /);
  // The three-player form (the list, the marked tiles, the Norths set aside) passes axe.
  for (const scheme of ['light', 'dark']) await assertClean(page, 'three-player editor with misfits', scheme);
  await misfits.getByRole('button', { name: 'Take them out' }).click();
  assert.equal(await page.locator('#misfits').count(), 0);
  assert.equal(await scenario(page), ['rules=mahjong_soul_sanma', 'turn=1', 'draws=6p', 'seat0=9m666p45s77z', 'seat2=pon:111z<1 ...', 'script1=6p'].join('\n'));
  assert.equal(await page.locator('#error-seat-0').textContent(), 'seat 0 has 8 concealed tiles and 0 melds; that is not a hand');
  // The palette's rows keep their columns: down from 1 man is 1 pin, up from 9 pin is 9 man.
  await palette(page).getByRole('button', { name: /^1 man, / }).focus();
  await page.keyboard.press('ArrowDown');
  assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^1 pin, /);
  await palette(page).getByRole('button', { name: /^9 pin, / }).focus();
  await page.keyboard.press('ArrowUp');
  assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^9 man, /);
  await page.keyboard.press('ArrowLeft');
  assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^1 man, /);
  // Back to four players: seat 3 sits again, chii is offered, the pon still from the left.
  await page.getByRole('combobox', { name: 'Rules' }).selectOption('');
  assert.equal(await page.locator('#seat-3').count(), 1);
  assert.equal(await page.locator('#seat-2 .meld-words').textContent(), 'pon of East wind, East wind, East wind, from seat 1 (on its left)');
  assert.ok((await page.locator('#seat-0').getByLabel('Kind').locator('option').allTextContents()).includes('chii'));
  assert.equal(await palette(page).getByRole('button', { name: / man, / }).count(), 10);
  assert.deepEqual(problems, []);
  await close();
});
