// The kan tutorial page (www/tutorial/): every widget renders from its scenario, ask mode
// judges the reader's choices with the engine's reasons, compare mode steps two rule sets
// together, the broken scenario shows its error without breaking the page; the custom
// elements keep their styles to themselves, follow the page's colour scheme, re-render on
// attribute changes and unmount when removed; the embed route works in a sandboxed iframe.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);

async function tutorial(viewport) {
  const { page, problems } = await watchedPage(ctx.browser);
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(`${ctx.server.url}tutorial/`);
  await page.locator('#w-play .game').waitFor();
  return { page, problems };
}

/** The verdict text under each ask option, by label. */
async function verdicts(widget) {
  return widget.locator('.ask-item').evaluateAll((items) =>
    Object.fromEntries(items.map((li) => [li.querySelector('.ask-option .ask-label').textContent, li.querySelector('.verdict').textContent])),
  );
}

test('every scenario on the page renders, and the broken one says why in its place', async () => {
  const { page, problems } = await tutorial();
  const ids = await page.locator('rinshan-table').evaluateAll((els) => els.map((e) => e.id));
  assert.equal(ids.length, 17);
  for (const id of ids.filter((i) => i !== 'w-broken')) {
    await page.locator(`#${id} .widget`).waitFor();
    assert.equal(await page.locator(`#${id} .scenario-error`).count(), 0, id);
  }
  const error = page.locator('#w-broken').getByRole('alert');
  assert.match(await error.textContent(), /This scenario cannot be shown: more than four 6 pin/);
  // The inline tiles are named for screen readers.
  const kan = page.locator('rinshan-tiles[tiles="6\'666p"]').getByRole('img');
  assert.equal(await kan.getAttribute('aria-label'), '6 pin, sideways, 6 pin, 6 pin, 6 pin');
  const added = page.locator('rinshan-tiles[tiles="77\'7\'\'7s"]').getByRole('img');
  assert.equal(await added.getAttribute('aria-label'), '7 sou, 7 sou, sideways, 7 sou, added on top, 7 sou');
  assert.deepEqual(problems, []);
  await page.close();
});

test('ask: the legal calls on a discarded fourth tile, checked with the rule behind each refusal', async () => {
  const { page, problems } = await tutorial();
  const w = page.locator('#w-daiminkan');
  for (const name of ['Pon', 'Kan', 'Pass']) await w.getByRole('button', { name, exact: true }).click();
  await w.getByRole('button', { name: 'Check' }).click();
  assert.match(await w.getByTestId('ask-summary').textContent(), /^All right\. With three 6 pin concealed/);
  const v = await verdicts(w);
  assert.equal(v.Pon, 'Right: this is allowed.');
  assert.match(v.Chii, /Correctly left out: chii may only be called on the discard of the player on your left/);
  assert.match(v.Ron, /6 pin does not complete your hand/);

  // A discarded fourth tile cannot be added to a pon: picking Kan is wrong, with the reason.
  const f = page.locator('#w-fourth-tile');
  await f.getByRole('button', { name: 'Kan', exact: true }).click();
  await f.getByRole('button', { name: 'Check' }).click();
  assert.match(await f.getByTestId('ask-summary').textContent(), /^Not quite/);
  const fv = await verdicts(f);
  assert.match(fv.Kan, /Not allowed: a discarded fourth tile cannot be added to your pon of 7 sou/);
  assert.equal(fv.Pass, 'Missed: this is allowed too.');
  assert.deepEqual(problems, []);
  await page.close();
});

test('ask with an answer: riichi ankans, setting up rinshan, kuikae, the four-kan limit', async () => {
  const { page, problems } = await tutorial();
  const summary = (w) => w.getByTestId('ask-summary').textContent();
  const ok = page.locator('#w-riichi-ankan');
  await ok.getByRole('button', { name: 'Kan (ankan) of 1 sou' }).click();
  assert.match(await summary(ok), /Right\. The 1 sou are a triplet/);
  await ok.getByRole('button', { name: 'Discard 2 man' }).click();
  assert.match(await summary(ok), /Not allowed: after riichi you must discard the tile you drew/);

  const refused = page.locator('#w-riichi-ankan-refused');
  await refused.getByRole('button', { name: 'Kan (ankan) of 3 sou' }).click();
  assert.match(await summary(refused), /Not allowed: riichi: an ankan of 3 sou would change the hand's waits/);
  // Keyboard: the options are buttons in the tab order.
  await refused.getByRole('button', { name: 'Discard 3 sou' }).focus();
  await page.keyboard.press('Enter');
  assert.match(await summary(refused), /^Discard 3 sou: Right\./);

  const hold = page.locator('#w-rinshan-hold');
  await hold.getByRole('button', { name: 'Kan (ankan) of 3 sou' }).click();
  assert.match(await summary(hold), /Allowed, but not the best choice here\. After the kan/);

  const kuikae = page.locator('#w-kuikae');
  await kuikae.getByRole('button', { name: 'Discard 4 pin' }).click();
  assert.match(await summary(kuikae), /Not allowed: kuikae: right after a call you may not discard 4 pin/);

  const four = page.locator('#w-four-kans');
  await four.getByRole('button', { name: 'Kan', exact: true }).click();
  await four.getByRole('button', { name: 'Pon', exact: true }).click();
  await four.getByRole('button', { name: 'Check' }).click();
  assert.match((await verdicts(four)).Kan, /four kans are already declared: no fifth kan/);
  assert.deepEqual(problems, []);
  await page.close();
});

/** How many dora indicators the dead wall of the table for `rules` shows. */
function indicators(widget, rules) {
  return widget.locator(`.stepped[data-rules="${rules}"] .dead-spot.indicator`).count();
}

test('compare: the kan dora turns at once under EMA, after the discard under Tenhou; back replays', async () => {
  const { page, problems } = await tutorial();
  const w = page.locator('#w-kan-dora');
  const next = w.getByRole('button', { name: 'Next', exact: true });
  const back = w.getByRole('button', { name: 'Back', exact: true });
  assert.equal(await w.locator('.step-count').textContent(), 'Step 0 of 3');
  await next.click();
  assert.match(await w.locator('.stepped[data-rules="Tenhou"] .choices').textContent(), /You may: Kan \(daiminkan\), Pon with 6 pin and 6 pin, Pass/);
  await next.click();
  assert.equal(await indicators(w, 'Tenhou'), 1);
  assert.equal(await indicators(w, 'EMA'), 2);
  // The replacement tile is in the kan player's hand, named as such.
  assert.equal(await w.locator('.stepped[data-rules="Tenhou"] .hand li.drawn').count(), 1);
  await next.click();
  assert.equal(await indicators(w, 'Tenhou'), 2);
  assert.equal(await next.isDisabled(), true);
  await back.click();
  assert.equal(await indicators(w, 'Tenhou'), 1);

  // Kokushi robs the ankan under Mahjong Soul rules only.
  const k = page.locator('#w-kokushi');
  await k.getByRole('button', { name: 'Next', exact: true }).click();
  await k.getByRole('button', { name: 'Next', exact: true }).click();
  assert.match(await k.locator('.stepped[data-rules="Mahjong Soul"]').getByTestId('result-line').textContent(), /You won: Kokushi musou/);
  assert.equal(await k.locator('.stepped[data-rules="Tenhou"]').getByTestId('result-line').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test('show: pon -> shouminkan -> chankan ron, no replacement and no kan dora', async () => {
  const { page, problems } = await tutorial();
  const w = page.locator('#w-chankan');
  const next = w.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await next.click();
  assert.match(await w.getByTestId('narration').textContent(), /The player on your right: Pon of 8 man/);
  for (let i = 0; i < 5; i++) await next.click();
  assert.match(await w.getByTestId('narration').textContent(), /Others may rob the added tile \(chankan\)/);
  assert.match(await w.locator('.choices').textContent(), /You may: Ron, Pass/);
  await next.click();
  assert.match(await w.getByTestId('result-line').textContent(), /You won: .*Chankan/);
  assert.equal(await w.locator('.dead-spot.indicator').count(), 1);
  assert.equal(await w.locator('.dead-spot.taken').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test('three players: a kita, its replacement tile won on (rinshan kaihou); a ron on a kita', async () => {
  const { page, problems } = await tutorial();
  const w = page.locator('#w-kita');
  const next = w.getByRole('button', { name: 'Next', exact: true });
  while (!(await w.getByTestId('result-line').count()) && !(await next.isDisabled())) await next.click();
  assert.match(await w.getByTestId('result-line').textContent(), /You won: .*Rinshan kaihou/);
  // The North lies beside the hand, named for what it is.
  assert.equal(await w.getByTestId('kita').getAttribute('aria-label'), '1 North set aside (kita)');
  // Ron on the North being set aside: allowed, and the only call.
  const r = page.locator('#w-kita-ron');
  const summary = () => r.getByTestId('ask-summary').textContent();
  await r.getByRole('button', { name: 'Ron', exact: true }).click();
  assert.match(await summary(), /Right\. Ron: the North is yours/);
  // A pon is refused with the rule's words (Majsoul, 3P: only ron on a kita).
  await r.getByRole('button', { name: 'Pon', exact: true }).click();
  assert.match(await summary(), /Not allowed: on a North being set aside only ron may be called \(it is not chankan\)/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('custom elements: styles stay inside, the page scheme flows in, attributes re-render, removal unmounts', async () => {
  const { page, problems } = await tutorial();
  // A page style for buttons does not reach the widget's buttons; the widget's styles do
  // not reach the page.
  await page.addStyleTag({ content: 'button { background: rgb(255, 0, 0) !important; } .question { color: rgb(0, 0, 255); }' });
  const inside = await page.locator('#w-daiminkan .ask-option').first().evaluate((b) => getComputedStyle(b).backgroundColor);
  assert.notEqual(inside, 'rgb(255, 0, 0)');
  assert.notEqual(await page.locator('#w-daiminkan .question').evaluate((q) => getComputedStyle(q).color), 'rgb(0, 0, 255)');
  // The page's colour scheme flows into the widget.
  const felt = () => page.locator('#w-daiminkan .widget').evaluate((w) => getComputedStyle(w).backgroundColor);
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await felt();
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.notEqual(await felt(), light);

  // Fixing the broken scenario re-renders that widget only.
  const broken = page.locator('#w-broken');
  await broken.evaluate((el) => el.setAttribute('scenario', 'seat0=234m789m666p45s77z; turn=0; question=Fixed'));
  await broken.locator('.question').waitFor();
  assert.equal(await broken.getByRole('alert').count(), 0);
  // Scenario text is text, never HTML.
  await broken.evaluate((el) => el.setAttribute('scenario', 'seat0=234m789m666p45s77z; question=<img src=x onerror="window.hacked=1">'));
  await broken.locator('.question', { hasText: '<img' }).waitFor();
  assert.equal(await broken.locator('img').count(), 0);
  assert.equal(await page.evaluate(() => window.hacked), undefined);
  // Removing an element unmounts its view.
  const emptied = await broken.evaluate((el) => {
    el.remove();
    return el.shadowRoot.childElementCount;
  });
  assert.equal(emptied, 0);
  // A bad tile string is an error in place.
  await page.evaluate(() => {
    const t = document.createElement('rinshan-tiles');
    t.id = 'bad-tiles';
    t.setAttribute('tiles', "12q");
    document.body.append(t);
  });
  assert.match(await page.locator('#bad-tiles').getByRole('alert').textContent(), /Tiles '12q': 'q' is not a tile, a suit or a mark/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('play: the position continues against the computer players', async () => {
  const { page, problems } = await tutorial();
  const w = page.locator('#w-play');
  await w.locator('.game:not([data-status="computer"])').waitFor();
  await w.getByRole('button', { name: /^Kan/ }).click();
  await w.locator('.game:not([data-status="computer"])').waitFor();
  assert.match(await w.getByTestId('narration').textContent(), /Daiminkan of 6 pin/);
  assert.deepEqual(problems, []);
  await page.close();
});

// The game's module plays the scenario; the hand's result is written by the record
// viewer's module, which rinshan-elements.js loads for it as the game's page does.
test('play: a hand played to its end shows its whole result', async () => {
  const { page, problems } = await watchedPage(ctx.browser);
  const scenario = 'mode=play; turn=0; draws=4m; dora=3m; seed=6; seat0=23m456p678s777z55p';
  await page.goto(`${ctx.server.url}embed.html#${encodeURIComponent(scenario)}`);
  const w = page.locator('#scenario');
  await w.getByRole('button', { name: /^Tsumo/ }).click();
  const result = w.getByTestId('result');
  await result.waitFor();
  assert.equal(await result.getByTestId('result-heading').textContent(), 'Winner: You');
  assert.equal(await result.getByTestId('value').textContent(), '30 fu 3 han · 2000 all');
  assert.ok((await result.getByRole('list', { name: 'Yaku' }).textContent()).includes('Menzen tsumo'));
  assert.equal(await result.getByRole('img', { name: '4 man, winning tile' }).count(), 1);
  assert.equal(await result.getByRole('button', { name: /^Next hand/ }).count(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});

test('phone width: widgets fit the screen', async () => {
  const { page, problems } = await tutorial({ width: 390, height: 844 });
  for (const id of ['w-kan-dora', 'w-riichi-ankan', 'w-chankan']) {
    const box = await page.locator(`#${id} .widget`).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `${id}: ${JSON.stringify(box)}`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('embed.html in a sandboxed iframe reads the scenario from the fragment', async () => {
  const { page, problems } = await watchedPage(ctx.browser);
  const scenario = 'mode=ask; turn=1; draws=6p; script1=6p; seat0=234m789m666p45s77z; seat1=...; question=Embedded';
  const src = `${ctx.server.url}embed.html#${encodeURIComponent(scenario)}`;
  await page.setContent(`<iframe sandbox="allow-scripts" title="Rinshan" src="${src}" width="600" height="760"></iframe>`);
  const frame = page.frameLocator('iframe');
  await frame.locator('.question', { hasText: 'Embedded' }).waitFor();
  assert.equal(await frame.getByRole('button', { name: 'Pon', exact: true }).count(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});
