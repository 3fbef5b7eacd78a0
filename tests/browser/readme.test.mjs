// The README's examples in a browser, as a teacher would paste them into a page: every
// HTML block renders its tables and tiles without an error in place, the JavaScript block
// makes its table; and the README's screenshots of the kan article (desktop and phone) and
// of the scenario editor, written to tests/browser/artifacts/ (copied to www/screenshots/
// when they change).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { root, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);
const artifacts = join(root, 'tests', 'browser', 'artifacts');
const readme = await readFile(join(root, 'README.md'), 'utf8');
const blocks = (lang) => [...readme.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
/** The README's example address, pointed at the test server. */
const served = (text) => text.replaceAll('https://example.org/rinshan/', ctx.server.url);

/** Opens a page on the test server's origin with `body` and waits for every element. */
async function pasted(body) {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.route(`${ctx.server.url}pasted.html`, (r) =>
    r.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body><main style="width: 680px">${body}</main></body></html>` }));
  await page.goto(`${ctx.server.url}pasted.html`);
  return { page, problems };
}

test('every HTML example of the README renders in a page, with no error in place', async () => {
  const html = blocks('html').filter((b) => /<rinshan-|<iframe/.test(b));
  assert.ok(html.length >= 3, `${html.length} HTML examples`);
  for (const block of html) {
    const elements = block.includes('<rinshan-') && !block.includes('rinshan-elements.js')
      ? `<script type="module" src="${ctx.server.url}rinshan-elements.js"></script>${block}` : block;
    const { page, problems } = await pasted(served(elements));
    const tables = page.locator('rinshan-table');
    const tiles = page.locator('rinshan-tiles');
    for (let i = 0; i < (await tables.count()); i++) await tables.nth(i).locator('.widget').waitFor();
    for (let i = 0; i < (await tiles.count()); i++) await tiles.nth(i).getByRole('img').waitFor();
    if (block.includes('<iframe')) await page.frameLocator('iframe').locator('.widget').waitFor();
    const errors = await page.evaluate(() =>
      [...document.querySelectorAll('rinshan-table, rinshan-tiles')].flatMap((el) =>
        [...el.shadowRoot.querySelectorAll('[role="alert"]')].map((a) => a.textContent)),
    );
    assert.deepEqual(errors, [], block);
    assert.deepEqual(problems, [], block);
    await page.close();
  }
});

test('the README\'s JavaScript example makes its table', async () => {
  const [js] = blocks('js').filter((b) => b.includes('createElement("rinshan-table")'));
  const { page, problems } = await pasted('<div id="lesson"></div>');
  await page.addScriptTag({ type: 'module', content: served(js) });
  await page.locator('#lesson rinshan-table .widget').waitFor();
  assert.equal(await page.locator('#lesson rinshan-table').getAttribute('size'), 'compact');
  assert.deepEqual(problems, []);
  await page.close();
});

test('README screenshots: the kan article on a desktop and a phone, the scenario editor', async () => {
  await mkdir(artifacts, { recursive: true });
  for (const [name, viewport, at] of [
    ['tutorial-desktop', { width: 1100, height: 1000 }, '#daiminkan'],
    ['tutorial-phone', { width: 390, height: 844 }, '#shouminkan'],
  ]) {
    const { page, problems } = await watchedPage(ctx.browser);
    await page.setViewportSize(viewport);
    await page.goto(`${ctx.server.url}tutorial/`);
    await page.locator('#w-play .game').waitFor();
    await page.locator(at).evaluate((el) => el.scrollIntoView());
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(artifacts, `screenshot-${name}.png`) });
    assert.deepEqual(problems, []);
    await page.close();
  }
  const { page, problems } = await watchedPage(ctx.browser);
  await page.setViewportSize({ width: 1400, height: 900 });
  const scenario = `mode=ask
turn=1
draws=6p
dora=3m
seat0=234m789m666p45s77z
seat2=pon:111z<0 ...
seat3=...|9m4zr
script1=6p
question=Your right-hand opponent discards the 6 pin. Which calls may you make?`;
  await page.goto(`${ctx.server.url}editor/#${encodeURIComponent(scenario)}`);
  await page.locator('#preview .widget').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(artifacts, 'screenshot-editor.png') });
  assert.deepEqual(problems, []);
  await page.close();
});
