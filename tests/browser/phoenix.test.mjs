// The Phoenix player in the browser (issue 43): the level that plays as the Phoenix room's
// players did, by the network trained on their games. Its weights are not in the game's
// download: the Expert's worker fetches them when a Phoenix seat is first asked, the
// service worker keeps them once used (offline afterwards), and a truncated file leaves
// Hard to play with a message in words (and the reason
// in the console's warnings). Its decision times (and those of a 4x-throttled
// page) are figures for the closing note, not assertions. With hints on, the reading model
// gives each discard's chance of dealing in (screenshots, desktop and phone, written to
// tests/browser/artifacts/ and copied to www/screenshots/ when they change).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { playHand, quantile, root, settled, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);

// Before the page's scripts: times every choice the game asks of the worker (the client the
// loader's window.rinshanExpert() gives, wrapped as the loader sets it): at the Phoenix
// level, each is the Phoenix player's.
function watchPhoenix() {
  window.__asked = [];
  let real;
  Object.defineProperty(window, 'rinshanExpert', {
    configurable: true,
    get: () => real,
    set(load) {
      real = () =>
        load().then((client) => ({
          ...client,
          think: async (...args) => {
            const start = performance.now();
            let answer = null;
            try {
              answer = await client.think(...args);
              return answer;
            } finally {
              window.__asked.push({ start, end: performance.now(), answer });
            }
          },
        }));
    },
  });
}

function figures(asked) {
  const times = asked.map((a) => (typeof a === 'number' ? a : a.end - a.start)).sort((a, b) => a - b);
  return { decisions: times.length, p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: times.at(-1) ?? 0 };
}

/** The worker's own time for each answer (the client keeps them). */
const worked = (page) => page.evaluate(async () => (await window.rinshanExpert()).worked.slice());

const weightsRequests = (page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.endsWith('.safetensors')));

test('a hand against three Phoenix players: the worker fetches the weights once and every seat is answered', async () => {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.addInitScript(watchPhoenix);
  await page.goto(`${ctx.server.url}?seed=43&speed=instant&level=phoenix&autowin=1`);
  await page.getByTestId('hand').locator('li').first().waitFor();
  // The game's own download carries no weights.
  assert.deepEqual(await weightsRequests(page), []);
  assert.ok(await playHand(page), 'the hand reached its result');
  const asked = await page.evaluate(() => window.__asked);
  assert.ok(asked.length >= 10, `${asked.length} questions to the Phoenix player`);
  assert.deepEqual(asked.filter((a) => !/^\d+$/.test(a.answer ?? '')), [], 'questions without a choice');
  // No "could not start": the model answered every question.
  assert.equal(await page.getByText('could not start').count(), 0);
  console.log(`phoenix in the browser: decision in the worker ${JSON.stringify(figures(await worked(page)))} ms; the page's round trip ${JSON.stringify(figures(asked))} ms`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the Phoenix player on a 4x-throttled phone: its decision times (a figure, not an assertion)', async () => {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(watchPhoenix);
  await page.addInitScript(() => {
    window.__saves = [];
    const keep = Object.getOwnPropertyDescriptor(window, 'rinshanExpert');
    Object.defineProperty(window, 'rinshanExpert', {
      configurable: true,
      get: () => () =>
        keep.get()().then((c) => ({ ...c, think: (...a) => (window.__saves.push(a), c.think(...a)) })),
      set: keep.set,
    });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${ctx.server.url}?seed=44&speed=instant&level=phoenix&autowin=1`);
  await page.getByTestId('hand').locator('li').first().waitFor();
  assert.ok(await playHand(page), 'the hand reached its result');
  const asked = await page.evaluate(() => window.__asked);
  assert.ok(asked.length >= 10, `${asked.length} questions to the Phoenix player`);
  // DevTools' throttling slows the page's own thread: the same decisions (the hand's saves)
  // are timed there too, with the worker's module loaded on the page, cold and again.
  const onPage = await page.evaluate(async () => {
    const m = await import('./rinshan-expert.js');
    await m.default();
    const worker = await (await fetch(new URL('expert-worker.js', location.href))).text();
    const weights = /"\.\/(phoenix-[0-9a-f]+\.safetensors)"/.exec(worker)[1];
    m.load_model(new Uint8Array(await (await fetch(weights)).arrayBuffer()));
    const pass = () =>
      window.__saves.map(([save, seat]) => {
        const start = performance.now();
        m.phoenix_think(save, Number(seat));
        return performance.now() - start;
      });
    const cold = pass();
    const warm = pass();
    // The network alone (its forward pass), on an input of the right size.
    const input = Uint8Array.from({ length: 56 * 34 }, (_, i) => (i * 7919) % 61);
    const forward = Array.from({ length: 40 }, () => {
      const start = performance.now();
      m.phoenix_logits(input);
      return performance.now() - start;
    });
    return { cold, warm, forward };
  });
  console.log(`phoenix in the browser, CPU 4x throttled: on the page's thread a decision cold ${JSON.stringify(figures(onPage.cold))} ms, warm ${JSON.stringify(figures(onPage.warm))} ms, the forward pass ${JSON.stringify(figures(onPage.forward))} ms; decision in the worker ${JSON.stringify(figures(await worked(page)))} ms; the page's round trip ${JSON.stringify(figures(asked.slice(1)))} ms; first answer (weights fetched and read) ${(asked[0].end - asked[0].start).toFixed(0)} ms`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a truncated weights file: Hard plays the Phoenix seats and the player is told why, in words', async () => {
  // A context without service workers, so that the worker's fetch meets the route.
  const context = await ctx.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await context.route('**/*.safetensors', async (route) => {
    const real = await route.fetch();
    const body = await real.body();
    await route.fulfill({ response: real, body: body.subarray(0, 1000) });
  });
  await page.goto(`${ctx.server.url}?seed=45&speed=instant&level=phoenix&autowin=1`);
  await page.getByTestId('hand').locator('li').first().waitFor();
  // The player (East) discards; the first Phoenix seat is asked, and the player is told.
  await settled(page);
  await page.keyboard.press('Enter');
  await page.getByText('The level you chose could not start: Hard plays instead.').first().waitFor();
  // The reason, in words, is in the console's warnings.
  assert.ok(warnings.some((w) => /model's weights file cannot be read/.test(w)), warnings.join('\n'));
  assert.ok(await playHand(page), 'the hand still reached its result (Hard played)');
  assert.deepEqual(problems, []);
  await context.close();
});

test('once used, the weights are kept by the service worker: offline, the Phoenix player still plays', async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${ctx.server.url}?seed=46&speed=instant`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  const cachedWeights = () =>
    page.evaluate(async () => {
      const names = [];
      for (const key of await caches.keys()) {
        for (const r of await (await caches.open(key)).keys()) if (r.url.endsWith('.safetensors')) names.push(r.url);
      }
      return names;
    });
  // Installed, but not yet used: the weights are not precached.
  assert.deepEqual(await cachedWeights(), []);
  await page.goto(`${ctx.server.url}?seed=46&speed=instant&level=phoenix&autowin=1`);
  await page.getByTestId('hand').locator('li').first().waitFor();
  await settled(page);
  await page.keyboard.press('Enter');
  await settled(page);
  await page.waitForFunction(async () => {
    for (const key of await caches.keys()) {
      for (const r of await (await caches.open(key)).keys()) if (r.url.endsWith('.safetensors')) return true;
    }
    return false;
  }, null, { timeout: 20000 });
  assert.equal((await cachedWeights()).length, 1);
  await context.setOffline(true);
  await page.goto(`${ctx.server.url}?seed=47&speed=instant&level=phoenix&autowin=1`);
  await page.getByTestId('hand').locator('li').first().waitFor();
  assert.ok(await playHand(page), 'offline, the hand reached its result');
  assert.equal(await page.getByText('could not start').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("hints show each discard's chance of dealing in, from the reading model, at each of the player's discards", async () => {
  const artifacts = join(root, 'tests', 'browser', 'artifacts');
  await mkdir(artifacts, { recursive: true });
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    const { page, problems } = await watchedPage(ctx.browser);
    await page.setViewportSize(viewport);
    await page.goto(`${ctx.server.url}?seed=48&speed=instant&hints=1&autowin=1`);
    const hints = page.getByTestId('hints');
    const chances = hints.locator('.deal-in');
    let seen = 0;
    for (let step = 0; seen < 9 && step < 300; step++) {
      await settled(page);
      if (await page.getByTestId('result').count()) {
        await page.keyboard.press('n');
        continue;
      }
      if (!(await page.getByTestId('hand').locator('button[aria-disabled="false"]').count())) {
        await page.keyboard.press('s');
        continue;
      }
      await chances.first().waitFor({ timeout: 20000 });
      // Every discard listed, each with its chance, in words.
      const items = await hints.locator('.hint-discards li').count();
      assert.ok(items >= 5, `${items} discards listed`);
      assert.equal(await chances.count(), items);
      for (const t of await chances.allTextContents()) assert.match(t, /^deal-in chance (<1|\d+)%$/);
      seen += 1;
      if (seen === 9) {
        await hints.scrollIntoViewIfNeeded();
        // The drawn tile's entrance (0.2 s after 0.2 s) is over.
        await page.waitForTimeout(600);
        await page.screenshot({ path: join(artifacts, `screenshot-hints-${name}.png`) });
      } else {
        // The player discards: the page's own hints show until the next discard's reading.
        await page.keyboard.press('Enter');
      }
    }
    assert.equal(seen, 9, "nine of the player's discards read");
    assert.deepEqual(problems, []);
    await page.close();
  }
});
