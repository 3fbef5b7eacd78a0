// The harness's own watcher (watchedPage): every browser test asserts that its pages had
// no problems, so what counts as one is tested here. A request the browser cancels
// because the page went to another address is no fault of the page; any other failed
// request is. The pages are served by Playwright's routing, at an address nothing
// listens on, so that a request can be held open for as long as a test needs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);
const ORIGIN = 'http://127.0.0.1:9';

/** A watched page whose site answers every page with a line of HTML, holds `/held`
 * unanswered, and refuses `/refused` as a closed port would. */
async function site() {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/held') return; // never answered
    if (path === '/refused') return route.abort('connectionrefused');
    return route.fulfill({ contentType: 'text/html', body: `<p>${path}</p>` });
  });
  await page.goto(`${ORIGIN}/first.html`);
  return { page, problems };
}

/** Starts a fetch of `path` on the page, not waiting for its answer, only for the
 * browser to send it. */
async function startFetch(page, path) {
  const sent = page.waitForEvent('request', (r) => r.url().endsWith(path));
  await page.evaluate((p) => void fetch(p).catch(() => {}), path);
  await sent;
}

test('a fetch still under way when the page follows a link is not a problem', { timeout: 30000 }, async () => {
  const { page, problems } = await site();
  await startFetch(page, '/held');
  await page.evaluate(() => (location.href = '/second.html'));
  await page.getByText('/second.html').waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

test('a fetch the page cancels itself, or one refused, is a problem', { timeout: 30000 }, async () => {
  const { page, problems } = await site();
  await page.evaluate(async () => {
    const stop = new AbortController();
    const held = fetch('/held', { signal: stop.signal }).catch(() => {});
    await new Promise((r) => setTimeout(r, 100));
    stop.abort();
    await held;
    await fetch('/refused').catch(() => {});
  });
  await page.waitForTimeout(100);
  // (The refusal is in the console too, as a failed load.)
  assert.deepEqual(problems.filter((p) => p.startsWith('request failed')), [
    `request failed: ${ORIGIN}/held (net::ERR_ABORTED)`,
    `request failed: ${ORIGIN}/refused (net::ERR_CONNECTION_REFUSED)`,
  ]);
  await page.close();
});
