// Every page a player or a teacher opens, checked by axe-core against the WCAG 2.0 and 2.1
// A and AA rules, on a 390-pixel phone in the light colour scheme and on a desktop in the
// dark one: the game mid-hand in English and Japanese (hints, the shortcuts and a call
// prompt showing), a hand's result and the match-over screen, the kan tutorial with ask
// mode's verdicts shown and tables stepped, the scenario editor (empty, and with an
// impossible position), the record viewer with the coach's advice open, and a teacher's
// page with every widget (inline and block tiles; tables in show, ask, play and compare
// mode, each size, parts only, in Japanese; embed.html in a sandboxed iframe). Any serious
// or critical violation fails, named by its rule and the elements it found; shadow roots
// and frames are checked too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { assertClean, violations } from './axe-check.mjs';
import { openGame, playTurns, root, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);

// The phone in the light scheme, the desktop in the dark one: every page follows the
// reader's scheme, and colours do not depend on the width.
const LOOKS = [
  ['390 px phone, light', { width: 390, height: 844 }, 'light'],
  ['desktop, dark', { width: 1280, height: 800 }, 'dark'],
];

for (const [look, viewport, scheme] of LOOKS) {
  test(`${look}: the game mid-hand, in English and in Japanese, with hints and a call prompt`, async () => {
    // A call prompt: the player on the left discards the 6 pin; chii, pon, kan or pass.
    const setup = { seats: ['45p666p789s123m11z', '', '', ''], to_act: 3, draws: '6p', script: ['', '', '', '6p'], seed: 3 };
    for (const lang of ['en', 'ja']) {
      const { page, problems } = await openGame(ctx, { params: `seed=5&speed=instant&hints=1&lang=${lang}`, viewport });
      await playTurns(page, 4);
      await assertClean(page, `game mid-hand (${lang})`, scheme);
      // The shortcuts overlay.
      await page.keyboard.press('?');
      await page.getByRole('dialog').waitFor();
      await assertClean(page, `game with the shortcuts (${lang})`, scheme);
      assert.deepEqual(problems, []);
      await page.close();
      const prompt = await openGame(ctx, { params: `speed=instant&lang=${lang}`, setup, viewport });
      assert.equal(await prompt.page.getByTestId('calls').getByRole('button').count(), 4);
      await assertClean(prompt.page, `game with a call prompt (${lang})`, scheme);
      assert.deepEqual(prompt.problems, []);
      await prompt.page.close();
    }
  });

  test(`${look}: a hand's result, in English and in Japanese, and the match-over screen`, async () => {
    // A ron with a honba (the result dialog), as the phone tests play it.
    const setup = { seats: ['23m456p678s55s pon:777z<2', '', '', ''], to_act: 3, draws: '4m', script: ['', '', '', '4m'], dora: '4s', dealer: 1, honba: 1, seed: 7 };
    for (const lang of ['en', 'ja']) {
      const { page, problems } = await openGame(ctx, { params: `speed=instant&lang=${lang}`, setup, viewport });
      await page.keyboard.press('r');
      await page.getByTestId('result').waitFor();
      await assertClean(page, `result dialog (${lang})`, scheme);
      assert.deepEqual(problems, []);
      await page.close();
    }
    // A tsumo that takes the last player below zero ends the match.
    const scenario = 'seat0=123m456p789s234s5z; seat1=...; seat2=...; seat3=...; draws=5z; turn=0; dealer=1; points=25000 25000 49900 100';
    const { page, problems } = await openGame(ctx, { params: `speed=instant#setup=${encodeURIComponent(scenario)}`, viewport });
    await page.getByRole('button', { name: 'Tsumo' }).click();
    await page.getByRole('button', { name: /^Next hand/ }).click();
    await page.getByTestId('match-over').waitFor();
    await page.getByTestId('history').getByTestId('record-figures').waitFor({ state: 'attached' });
    await assertClean(page, 'match over', scheme);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test(`${look}: the kan tutorial, with verdicts shown and a table stepped`, async () => {
    const { page, problems } = await watchedPage(ctx.browser);
    await page.setViewportSize(viewport);
    await page.goto(`${ctx.server.url}tutorial/`);
    await page.locator('#w-play .game:not([data-status="computer"])').waitFor();
    await assertClean(page, 'tutorial', scheme);
    const ask = page.locator('#w-daiminkan');
    await ask.getByRole('button', { name: 'Pon', exact: true }).click();
    await ask.getByRole('button', { name: 'Check' }).click();
    await ask.getByTestId('ask-summary').waitFor();
    const answered = page.locator('#w-riichi-ankan');
    await answered.getByRole('button', { name: 'Discard 2 man' }).click();
    await page.locator('#w-chankan .step-next').click();
    await page.locator('#w-kan-dora .step-next').click();
    await assertClean(page, 'tutorial after answers and steps', scheme);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test(`${look}: the scenario editor`, async () => {
    const { page, problems } = await watchedPage(ctx.browser);
    await page.setViewportSize(viewport);
    await page.goto(`${ctx.server.url}editor/`);
    await page.locator('#preview .widget').waitFor();
    await assertClean(page, 'editor', scheme);
    // A scenario opened into the form, then made impossible: the engine's verdict under
    // the seat and in the preview.
    const scenario = 'seat0=234m789m666p45s77z; seat1=...|1m9p1zr; turn=1; draws=6p; script1=6p; dora=3z';
    await page.goto(`${ctx.server.url}editor/#${encodeURIComponent(scenario)}`);
    await page.reload();
    await page.locator('#preview .widget').waitFor();
    await page.getByRole('group', { name: 'Hand of seat 0' }).getByRole('button', { name: /^Remove Red dragon \(13 of 13\)/ }).click();
    await page.locator('#preview').getByRole('alert').waitFor();
    await assertClean(page, 'editor with an impossible position', scheme);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test(`${look}: the record viewer with the coach's advice open`, async () => {
    const { page, problems } = await watchedPage(ctx.browser);
    await page.setViewportSize(viewport);
    await page.goto(`${ctx.server.url}review.html`);
    await page.getByLabel('Paste a Tenhou record (tenhou.net/6 or mjlog)').waitFor();
    await assertClean(page, 'viewer before a record', scheme);
    const blunder = join(root, 'tests', 'fixtures', 'tenhou6', 'coach', 'dangerous-discard.json');
    await page.locator('input[type=file]').setInputFiles(blunder);
    await page.getByTestId('review-summary').waitFor();
    await page.getByRole('button', { name: 'Review with advice' }).click();
    await page.getByTestId('coach').getByText('1 mark in 2 decisions').waitFor();
    await page.getByRole('button', { name: 'Next mark' }).click();
    await page.locator('.step-count').getByText(/^Step 9 of /).waitFor();
    await assertClean(page, 'viewer with the coach', scheme);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test(`${look}: a teacher's page with every widget, embed.html in a frame`, async () => {
    const { page, problems } = await watchedPage(ctx.browser);
    await page.setViewportSize(viewport);
    const ask = 'mode=ask; turn=1; draws=6p; script1=6p; seat0=234m789m666p45s77z; seat1=...; question=Your right-hand opponent discards the 6 pin. Which calls may you make?';
    const show = 'turn=1; draws=6p; script1=6p; script0=kan; seat0=234m789m666p45s77z; seat1=...; explain=A daiminkan.';
    const compare = `mode=compare; compare=tenhou ema; ${show}`;
    const play = 'mode=play; turn=1; draws=6p; script1=6p; seat0=234m789m666p45s77z; seat1=...';
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A lesson on kan</title>
<script type="module" src="rinshan-elements.js"></script></head>
<body><main><h1>A lesson on kan</h1>
<p>A pon, <rinshan-tiles tiles="77'7s"></rinshan-tiles>, becomes a kan when you draw the fourth tile
yourself: <rinshan-tiles tiles="77'7''7s"></rinshan-tiles>; face down <rinshan-tiles tiles="X11Xs"></rinshan-tiles>.</p>
<rinshan-tiles block tiles="234m789m666p45s77z"></rinshan-tiles>
<rinshan-table size="compact" scenario="${ask}"></rinshan-table>
<rinshan-table scenario="${show}"></rinshan-table>
<rinshan-table size="large" scenario="${compare}"></rinshan-table>
<rinshan-table scenario="${play}"></rinshan-table>
<rinshan-table show="hand melds dora" seats="0 1" scenario="${show}"></rinshan-table>
<rinshan-table lang="ja" scenario="${ask}"></rinshan-table>
<rinshan-table lang="ja" scenario="${show}"></rinshan-table>
<iframe sandbox="allow-scripts" title="Rinshan: a daiminkan" src="embed.html#${encodeURIComponent(ask)}" width="600" height="760"></iframe>
</main></body></html>`;
    await page.route(`${ctx.server.url}lesson.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${ctx.server.url}lesson.html`);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('rinshan-tiles, rinshan-table')].every((el) => el.shadowRoot?.querySelector('[role="img"], .widget')),
    );
    await page.locator('rinshan-table[scenario^="mode=play"] .game:not([data-status="computer"])').waitFor();
    await page.frameLocator('iframe').locator('.question').waitFor();
    assert.equal(page.frames().length, 2);
    await assertClean(page, "a teacher's page", scheme);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

// Guards the guard: a known serious violation (an image without a name) is reported with
// its rule and element, in the page and in a sandboxed frame, so a clean result above
// means something.
test('a violation is reported with its rule and its element, in a frame too', async () => {
  const { page } = await watchedPage(ctx.browser);
  const doc = (body) => `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main>${body}</main></body></html>`;
  const framed = doc('<img src="data:," id="framed">').replaceAll('"', '&quot;');
  await page.setContent(doc(`<img src="data:," id="unnamed"><iframe sandbox="allow-scripts" title="f" srcdoc="${framed}"></iframe>`));
  await page.frameLocator('iframe').locator('#framed').waitFor({ state: 'attached' });
  assert.deepEqual(await violations(page), ['image-alt (critical, 1): #unnamed', '[frame about:srcdoc] image-alt (critical, 1): #framed']);
  await page.close();
});
