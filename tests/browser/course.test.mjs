// The course for new players (www/learn/, and www/learn/ja/ in Japanese): every page loads
// with no console error and every table on it renders; every question answers in words —
// the expected answer is judged right and a wrong one wrong (one pick), or the marks are
// checked, corrected and checked again (mark every right one); show tables step to their
// end; axe finds no serious violation; the Japanese pages, widgets included, hold no
// Latin letters but where a term is written so (the link to the English page, a key's
// name on the keyboard); the game's first screen and its settings panel link to the
// course in the player's language; the service worker keeps the course for offline use.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertClean } from './axe-check.mjs';
import { dist, openGame, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);

const CHAPTERS = ['tiles', 'hands', 'turn', 'calls', 'tenpai', 'riichi', 'furiten', 'yaku', 'yaku-shapes', 'yaku-open', 'dora', 'points', 'first-match'];
const PAGES = ['', ...CHAPTERS.map((c) => `${c}.html`)];

// The words a verdict starts with, by language: a pick judged right or not; a mark's
// verdict after checking; the summary of a check.
const WORDS = {
  en: {
    right: /^Right[.:]/,
    wrong: /^(Allowed, but not the best choice here|Not allowed|Wrong)[.:]/,
    missed: /^Missed:/,
    leftOut: /^Correctly left out:/,
    allRight: /^All right\./,
    notQuite: /^Not quite:/,
  },
  ja: {
    right: /^正解[。：]/,
    wrong: /^(できますが、ここでの最善ではありません|できません|不正解)[。：]/,
    missed: /^見落とし：/,
    leftOut: /^正しく除外：/,
    allRight: /^全問正解。/,
    notQuite: /^惜しい：/,
  },
};

function address(lang, page) {
  return `${ctx.server.url}learn/${lang === 'ja' ? 'ja/' : ''}${page}`;
}

/** Opens a course page and waits until every element on it has drawn itself. */
async function open(lang, page, viewport) {
  const { page: p, problems } = await watchedPage(ctx.browser);
  if (viewport) await p.setViewportSize(viewport);
  await p.goto(address(lang, page));
  await p.waitForFunction(() =>
    [...document.querySelectorAll('rinshan-tiles, rinshan-table')].every((el) =>
      el.shadowRoot?.querySelector('[role="img"], [role="alert"], .widget')),
  );
  return { page: p, problems };
}

/** The verdict text of each option of an ask widget, in order. */
function verdicts(widget) {
  return widget.locator('.ask-item .verdict').allTextContents();
}

/**
 * Answers one ask widget as a reader would: a single pick is tried option by option
 * until one is judged right and one wrong; marks are checked empty, then the ones the
 * check calls missed are marked (with one wrong mark, then without it). Returns what
 * was seen.
 */
async function answer(widget, words, id) {
  const options = widget.locator('.ask-option');
  const n = await options.count();
  assert.ok(n > 0, `${id}: no choices`);
  const summary = widget.getByTestId('ask-summary');
  const check = widget.locator('.ask-check');
  if ((await check.count()) === 0) {
    let right = 0;
    let wrong = 0;
    for (let i = 0; i < n && !(right && wrong); i++) {
      await options.nth(i).click();
      const v = (await widget.locator('.ask-item .verdict').nth(i).textContent()).trim();
      if (words.right.test(v)) right += 1;
      else if (words.wrong.test(v)) wrong += 1;
      else assert.fail(`${id}: option ${i} says '${v}'`);
      assert.ok((await summary.textContent()).includes(v), `${id}: the summary repeats the verdict`);
    }
    assert.ok(right && wrong, `${id}: a right and a wrong choice (right ${right}, wrong ${wrong})`);
    return;
  }
  // Mark every right choice: check with none marked, then mark the missed ones.
  await check.click();
  let lines = await verdicts(widget);
  const missed = lines.flatMap((v, i) => (words.missed.test(v) ? [i] : []));
  const left = lines.flatMap((v, i) => (words.leftOut.test(v) ? [i] : []));
  assert.equal(missed.length + left.length, n, `${id}: every choice judged: ${lines.join(' | ')}`);
  assert.ok(missed.length > 0, `${id}: something is right`);
  assert.match(await summary.textContent(), words.notQuite, id);
  for (const i of missed) await options.nth(i).click();
  if (left.length) {
    await options.nth(left[0]).click();
    await check.click();
    lines = await verdicts(widget);
    assert.match(lines[left[0]], words.wrong, `${id}: a wrong mark says why`);
    assert.match(await summary.textContent(), words.notQuite, id);
    await options.nth(left[0]).click();
  }
  await check.click();
  lines = await verdicts(widget);
  for (const i of missed) assert.match(lines[i], words.right, `${id}: ${lines[i]}`);
  assert.match(await summary.textContent(), words.allRight, id);
  assert.equal(await options.nth(missed[0]).getAttribute('aria-pressed'), 'true');
}

/** Steps a show widget to its end; returns the text it shows there. */
async function stepThrough(widget) {
  const next = widget.getByRole('button', { name: /Next|次へ/ });
  while (!(await next.isDisabled())) await next.click();
  return widget.locator('.widget').textContent();
}

/**
 * The visible words of the page and of every widget in it, and the accessible names and
 * alternative texts, each with whether it is exempt: inside an element marked as another
 * language (the link to the English page), or a key's name (<kbd>).
 */
function words(page) {
  return page.evaluate(() => {
    const out = [];
    const exempt = (el) => !!el?.closest('[lang]:not([lang="ja"]), kbd');
    const walk = (root) => {
      const it = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = it.currentNode; node; node = it.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const el = node.parentElement;
          if (!el || ['SCRIPT', 'STYLE', 'TITLE'].includes(el.tagName) || !el.checkVisibility()) continue;
          if (node.textContent.trim()) out.push([node.textContent.trim(), exempt(el)]);
        } else if (node.nodeType === Node.ELEMENT_NODE) {
          for (const a of ['aria-label', 'alt', 'title', 'placeholder']) {
            const v = node.getAttribute(a);
            if (v) out.push([v, exempt(node)]);
          }
          if (node.shadowRoot) walk(node.shadowRoot);
        }
      }
    };
    walk(document.body);
    return out;
  });
}

for (const lang of ['en', 'ja']) {
  test(`${lang}: every page loads, every table renders, every question answers in words`, async () => {
    for (const name of PAGES) {
      const { page, problems } = await open(lang, name);
      const ids = await page.locator('rinshan-table').evaluateAll((els) => els.map((e) => e.id));
      for (const id of ids) {
        const w = page.locator(`#${id}`);
        assert.equal(await w.locator('.scenario-error').count(), 0, `${lang} ${name} ${id}`);
        const mode = await w.locator('.widget').getAttribute('data-mode');
        if (mode === 'ask') await answer(w, WORDS[lang], `${lang} ${name} ${id}`);
        else if (mode === 'show') assert.ok((await stepThrough(w)).length > 0);
        else if (mode === 'play') await w.locator('.game').waitFor();
      }
      // Every chapter but the last ends with a question.
      if (ids.length && name !== 'first-match.html') {
        assert.equal(await page.locator(`#${ids.at(-1)} .widget`).getAttribute('data-mode'), 'ask', `${lang} ${name}`);
      }
      assert.deepEqual(problems, [], `${lang} ${name}`);
      await page.close();
    }
  });
}

test('the Japanese pages hold no Latin letters but the English link and a key name, widgets included', async () => {
  for (const name of PAGES) {
    const { page, problems } = await open('ja', name);
    // The tables' words after a step or an answer too.
    for (const id of await page.locator('rinshan-table').evaluateAll((els) => els.map((e) => e.id))) {
      const w = page.locator(`#${id}`);
      const mode = await w.locator('.widget').getAttribute('data-mode');
      if (mode === 'show') await stepThrough(w);
      if (mode === 'ask') await answer(w, WORDS.ja, `ja ${name} ${id}`);
      if (mode === 'play') await w.locator('.game').waitFor();
    }
    const latin = (await words(page)).filter(([text, exempt]) => !exempt && /[A-Za-z]/.test(text)).map(([t]) => t);
    assert.deepEqual(latin, [], `ja ${name}: English left on the page`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('axe: every page of the course, in both languages, answered, on a phone and a desktop', async () => {
  let k = 0;
  for (const lang of ['en', 'ja']) {
    for (const name of PAGES) {
      // Alternately a 390-pixel phone in the light scheme and a desktop in the dark one.
      const phone = k++ % 2 === 0;
      const { page, problems } = await open(lang, name, phone ? { width: 390, height: 844 } : { width: 1280, height: 800 });
      for (const id of await page.locator('rinshan-table').evaluateAll((els) => els.map((e) => e.id))) {
        const w = page.locator(`#${id}`);
        if ((await w.locator('.widget').getAttribute('data-mode')) === 'ask') await answer(w, WORDS[lang], `${lang} ${name} ${id}`);
        if ((await w.locator('.widget').getAttribute('data-mode')) === 'play') await w.locator('.game').waitFor();
      }
      await assertClean(page, `course ${lang} ${name || 'index'}`, phone ? 'light' : 'dark');
      assert.deepEqual(problems, []);
      await page.close();
    }
  }
});

test('a table on a phone fits the column; the keyboard answers a question', async () => {
  const { page, problems } = await open('en', 'tenpai.html', { width: 390, height: 844 });
  for (const id of ['q-tenpai-discard', 'q-tenpai']) {
    const box = await page.locator(`#${id} .widget`).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `${id}: ${JSON.stringify(box)}`);
  }
  // The waits question: tiles named for screen readers, marked from the keyboard.
  const w = page.locator('#q-tenpai');
  for (const name of ['1 sou', '4 sou', '7 sou']) {
    await w.getByRole('button', { name, exact: true }).focus();
    await page.keyboard.press('Enter');
  }
  await w.getByRole('button', { name: 'Check' }).focus();
  await page.keyboard.press('Enter');
  assert.match(await w.getByTestId('ask-summary').textContent(), /^All right\. 1, 4 and 7 sou/);
  assert.equal(await w.getByRole('list', { name: 'Tiles' }).count(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the settings panel links the game to the course, in the player\'s language', async () => {
  for (const [lang, where, heading] of [['en', 'learn/', 'Learn to play Riichi mahjong, from zero'], ['ja', 'learn/ja/', 'ゼロから学ぶリーチ麻雀']]) {
    const { page, problems } = await openGame(ctx, { params: `speed=instant&lang=${lang}` });
    await page.locator('details.settings > summary').click();
    const link = page.getByTestId('learn-link');
    assert.equal(await link.getAttribute('href'), where);
    await link.click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), heading);
    assert.equal(new URL(page.url()).pathname, `/${where}`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

// Issue 60: the course is "reachable from the game's first screen": a link in the
// page's header bar, in view on a desktop and on a phone without scrolling or opening a
// panel, in the player's language.
test('the game\'s first screen links to the course, in view on a desktop and a phone', async () => {
  for (const [lang, where, name, viewport] of [
    ['en', 'learn/', 'Learn to play', { width: 1280, height: 800 }],
    ['ja', 'learn/ja/', '遊び方を学ぶ', { width: 390, height: 844 }],
  ]) {
    const { page, problems } = await openGame(ctx, { params: `speed=instant&lang=${lang}`, viewport });
    const link = page.getByTestId('learn-first');
    assert.equal(await link.getAttribute('href'), where);
    assert.equal((await link.textContent()).trim(), name);
    assert.ok(await link.isVisible(), `${lang}: the link is shown`);
    const box = await link.boundingBox();
    assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height,
      `${lang}: the link lies in the first screen: ${JSON.stringify(box)}`);
    await link.click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/${where}`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the course ends in the game with hints on, and the service worker keeps every page for offline use', async () => {
  const { page, problems } = await open('en', 'first-match.html');
  const start = page.getByTestId('first-match');
  assert.match(await start.getAttribute('href'), /^\.\.\/\?hints=1/);
  await start.click();
  await page.getByTestId('hand').locator('li').first().waitFor();
  assert.equal(await page.getByTestId('set-hints').isChecked(), true);
  assert.deepEqual(problems, []);
  await page.close();
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  for (const file of ['learn/', 'learn/ja/', 'learn/course.css', ...CHAPTERS.flatMap((c) => [`learn/${c}.html`, `learn/ja/${c}.html`])]) {
    assert.ok(worker.includes(JSON.stringify(file)), `sw.js keeps ${file}`);
  }
});
