// "Review with advice" in the record viewer (review.html): the coach on a fixed record
// with a known blunder — a bare 5m thrown into a double riichi from a hopeless hand, the
// record the native coach tests build (tests/fixtures/tenhou6/coach/) — is marked with its
// words, Hard's choice, both shapes and the danger, while the seat's other choice is not;
// "Next mark" and the N key move the viewer to its step; what the Phoenix players would do
// (issue 43) is said of each decision; the Expert's second opinion by
// simulation confirms the mark with both choices' values; Japanese once. Then a whole real
// Tenhou match (12 hands) reviewed in the page, its time reported, and the README's
// screenshots of the coach at desktop and phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { openGame, playTurns, root, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);
const artifacts = join(root, 'tests', 'browser', 'artifacts');
const blunder = join(root, 'tests', 'fixtures', 'tenhou6', 'coach', 'dangerous-discard.json');
const match = join(root, 'tests', 'fixtures', 'tenhou6', 'random-games', '2022080600gm-00a9-0000-06406b7f.json');

async function openRecord(file, { query = '', viewport } = {}) {
  const { page, problems } = await watchedPage(ctx.browser);
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(`${ctx.server.url}review.html${query}`);
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('review-summary').waitFor();
  return { page, problems };
}

/** Every button of the coach has a name, and every tile in it is named. */
async function allNamed(coach) {
  const unnamed = await coach.evaluate((el) => [
    ...[...el.querySelectorAll('button, select')].filter((b) => !(b.getAttribute('aria-label') || b.textContent).trim()).map((b) => b.outerHTML),
    ...[...el.querySelectorAll('.tile')].filter((t) => !t.getAttribute('aria-label')).map((t) => t.outerHTML),
  ]);
  assert.deepEqual(unnamed, []);
}

test('the known blunder is marked in words, the other choice is not, and Next mark shows its step', async () => {
  const { page, problems } = await openRecord(blunder);
  const coach = page.getByTestId('coach');
  assert.equal(await coach.getByLabel('Advice for').inputValue(), '0', 'seat 0 by default');
  await page.getByRole('button', { name: 'Review with advice' }).click();
  await assert.doesNotReject(coach.getByText('1 mark in 2 decisions').waitFor());
  const points = coach.locator('.coach-point');
  assert.equal(await points.count(), 2);
  const marked = coach.locator('.coach-point.mark');
  assert.equal(await marked.count(), 1);
  const words = await marked.innerText();
  assert.match(words, /Marked A dangerous tile against riichi from a hand not worth the risk: a safer tile was there\./);
  assert.match(words, /Played: Discard 5 man/);
  assert.match(words, /Hard would: Discard Red dragon/);
  assert.match(words, /\d+-shanten, \d+ tiles accepted/);
  assert.match(words, /Deal-in chance against Seat 1 \(B\): \d+% played, 0% Hard's/);
  // The Expert's second opinion (issue 33), simulated in the page's worker: both choices'
  // values, and the mark stands because the simulation says the 5m loses clearly.
  assert.match(words, /By simulation \(\d+ hands\): played [1-4]\.\d\d average place \([−+]?[\d,]+ points\), Hard's [1-4]\.\d\d \([−+]?[\d,]+\): a clear loss\./);
  // What the Phoenix players would do (issue 43, the network in the same worker): few of
  // them would cut the 5m (a mark needs a rare choice), and its chance of dealing in.
  assert.match(words, /Phoenix players: Discard /);
  assert.match(words, /Your choice: (<1|\d)% of them · deal-in chance \d+%/);
  // The first discard (the Green dragon, where Hard would cut the 5m) is no clear loss.
  const first = points.first();
  assert.equal(await first.getAttribute('class'), 'coach-point');
  assert.match(await first.innerText(), /Not Hard's choice, but no clear loss/);
  assert.doesNotMatch(await first.innerText(), /Marked|Deal-in/);
  await allNamed(coach);

  // Next mark: the viewer at seat 0's draw before the 5m, the mark the current item.
  const count = page.locator('.step-count');
  await page.getByRole('button', { name: 'Next mark' }).click();
  await assert.doesNotReject(count.getByText(/^Step 9 of \d+$/).waitFor());
  assert.equal(new URL(page.url()).hash, '#hand=1&step=9&seat=all');
  assert.equal(await marked.getAttribute('aria-current'), 'step');
  // No mark after it: the viewer stays; the first decision's button goes to its step.
  await page.getByRole('button', { name: 'Next mark' }).click();
  await assert.doesNotReject(count.getByText(/^Step 9 of /).waitFor());
  await first.getByRole('button', { name: 'Hand 1, step 1' }).click();
  await assert.doesNotReject(count.getByText(/^Step 1 of /).waitFor());
  // The keys: N to the mark from before it, P back to it from the last step.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('n');
  await assert.doesNotReject(count.getByText(/^Step 9 of /).waitFor());
  await page.keyboard.press('End');
  await page.keyboard.press('p');
  await assert.doesNotReject(count.getByText(/^Step 9 of /).waitFor());
  assert.deepEqual(problems, []);
  await page.close();
});

test('in Japanese, the mark is said in Japanese', async () => {
  const { page, problems } = await openRecord(blunder, { query: '?lang=ja' });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  await page.getByRole('button', { name: 'アドバイス付きで検討' }).click();
  const marked = page.getByTestId('coach').locator('.coach-point.mark');
  await marked.waitFor();
  const words = await marked.innerText();
  assert.match(words, /指摘 押す価値のない手で、リーチに危険な牌を切りました。/);
  assert.match(words, /Hardなら：中を切る/);
  assert.match(words, /への放銃率：実際 \d+%、Hard 0%/);
  await page.getByRole('button', { name: '次の指摘' }).click();
  await assert.doesNotReject(page.locator('.step-count').getByText(/9/).waitFor());
  assert.deepEqual(problems, []);
  await page.close();
});

test('a match played in Japanese opens in the viewer in Japanese, reviewing the player', async () => {
  const { page, problems } = await openGame(ctx, { params: 'seed=7&speed=instant&lang=ja' });
  await playTurns(page, 4);
  await page.goto(`${ctx.server.url}review.html#match`);
  await page.getByTestId('review-summary').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  const coach = page.getByTestId('coach');
  assert.equal(await coach.getByLabel('検討する席').inputValue(), '0', 'the player\'s seat');
  await page.getByRole('button', { name: 'アドバイス付きで検討' }).click();
  await assert.doesNotReject(coach.getByText(/の選択のうち指摘\d+件$|明確な損の選択はありません/).waitFor());
  assert.ok((await coach.locator('.coach-point').count()) >= 4, 'each discard of the player');
  await allNamed(coach);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a whole match is reviewed in the page; the README screenshots of the coach', async (t) => {
  await mkdir(artifacts, { recursive: true });
  for (const [name, viewport] of [
    ['coach-desktop', { width: 1200, height: 940 }],
    ['coach-phone', { width: 390, height: 844 }],
  ]) {
    const { page, problems } = await openRecord(match, { viewport });
    const coach = page.getByTestId('coach');
    await page.getByRole('button', { name: 'Review with advice' }).click();
    // Hand by hand: the page answers between hands (a step forward while reviewing).
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ArrowRight');
    await assert.doesNotReject(page.locator('.step-count').getByText(/^Step 1 of /).waitFor());
    await assert.doesNotReject(coach.getByText(/^\d+ marks? in \d+ decisions?$|^No choice/).waitFor({ timeout: 120_000 }));
    const ms = await coach.getAttribute('data-review-ms');
    const checked = await coach.getAttribute('data-check-ms');
    const status = await coach.locator('.coach-status').textContent();
    t.diagnostic(`${name}: the whole match (12 hands, seat 0) reviewed in ${ms} ms; the Expert's second opinions on Hard's marks all in by ${checked} ms: "${status}"`);
    await allNamed(coach);
    // Every one of Hard's marks got the Expert's second opinion: a mark stands only with
    // "a clear loss", and a withdrawn one says so (issue 33: the coach marks only what the
    // simulation says loses clearly).
    const opinions = await coach.locator('.coach-point').evaluateAll((els) =>
      els
        .filter((el) => el.querySelector('.coach-sim'))
        .map((el) => ({ mark: el.classList.contains('mark'), words: el.querySelector('.coach-sim').textContent })),
    );
    // Hard marked something in this match, and each mark was weighed: by the Phoenix
    // players (a choice one in ten of them or more make is withdrawn, and says so) or,
    // for a rarer one, by the Expert.
    const common = await coach.locator('.coach-point.common .coach-phoenix-chances').allTextContents();
    assert.ok(opinions.length + common.length >= 1, 'Hard marked something in this match, and it was weighed');
    for (const c of common) {
      const m = /Your choice: (\d+)% of them/.exec(c);
      assert.ok(m && Number(m[1]) >= 10, `a withdrawn mark that few Phoenix players make: ${c}`);
    }
    for (const o of opinions) assert.match(o.words, o.mark ? /: a clear loss\.$/ : /: no clear loss, so not marked\.$/);
    assert.equal(await coach.locator('.coach-point.mark:not(:has(.coach-sim))').count(), 0, 'a mark without a second opinion');
    // What the Phoenix players would do (issue 43), on every decision of the hand shown,
    // and a mark needs a rare choice: fewer than one in ten of them would make it.
    const shownPoints = await coach.locator('.coach-point').count();
    assert.equal(await coach.locator('.coach-point:has(.coach-phoenix)').count(), shownPoints, 'a decision without the Phoenix players\' choice');
    const markChances = await coach.locator('.coach-point.mark .coach-phoenix-chances').allTextContents();
    for (const c of markChances) {
      const m = /Your choice: (<1|\d+)% of them/.exec(c);
      assert.ok(m && (m[1] === '<1' || Number(m[1]) < 10), `a marked choice many Phoenix players make: ${c}`);
    }
    // The screenshot: the first mark (Next mark) or, if none stands, the first decision
    // the Expert or the Phoenix players withdrew (its button).
    if (opinions.some((o) => o.mark)) {
      await page.getByRole('button', { name: 'Next mark' }).click();
    } else {
      await coach.locator('.coach-point:is(:has(.coach-sim), .common) button.coach-go').first().click();
    }
    const shown = coach.locator('.coach-point[aria-current]:is(:has(.coach-sim), .common, .mark)');
    await shown.waitFor();
    await shown.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    await page.waitForTimeout(300);
    // On a phone the coach is under the table: the page from the controls to the point.
    const clip = name === 'coach-phone' ? await page.evaluate(() => {
      const top = document.querySelector('.review-controls').getBoundingClientRect().top + scrollY;
      const bottom = document.querySelector('.coach-point[aria-current]').getBoundingClientRect().bottom + scrollY;
      return { x: 0, y: top - 8, width: innerWidth, height: bottom - top + 16 };
    }) : undefined;
    await page.screenshot({ path: join(artifacts, `screenshot-${name}.png`), fullPage: Boolean(clip), clip });
    assert.deepEqual(problems, []);
    await page.close();
  }
});
