// The Expert in the browser (issue 33): three Expert opponents think in a worker, one
// decision at a time, while the page stays responsive. The test plays a hand with them and
// fails on any main-thread task over 50 ms while the Expert is thinking (Long Tasks API),
// on any console error, and if the table never showed which seat is thinking. The
// decision times (and those of a 4x-throttled page) are figures for the closing note,
// not assertions.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { playHand, quantile, useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);

// Before the page's scripts: times every choice the game asks of the Expert (the client
// the loader's window.rinshanExpert() gives, wrapped as the loader sets it), records long
// tasks, and notes when a seat is shown thinking.
function watchExpert() {
  window.__asked = [];
  window.__longTasks = [];
  window.__sawThinking = false;
  let real;
  Object.defineProperty(window, 'rinshanExpert', {
    configurable: true,
    get: () => real,
    set(load) {
      real = () =>
        load().then((client) => ({
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
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (document.querySelector('.seat-info.thinking')) window.__sawThinking = true;
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
}

function figures(asked) {
  const times = asked.map((a) => a.end - a.start).sort((a, b) => a - b);
  return { decisions: times.length, p50: quantile(times, 0.5), p99: quantile(times, 0.99), max: times.at(-1) ?? 0 };
}

test('a hand against three Expert opponents: they think in a worker and no long task blocks the page', async () => {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.addInitScript(watchExpert);
  await page.goto(`${ctx.server.url}?seed=33&speed=instant&level=expert&autowin=1`);
  await page.getByTestId('hand').locator('li').first().waitFor();
  assert.ok(await playHand(page), 'the hand reached its result');
  const { asked, longTasks, sawThinking } = await page.evaluate(() => ({
    asked: window.__asked,
    longTasks: window.__longTasks,
    sawThinking: window.__sawThinking,
  }));
  // Every computer seat is the Expert's: it was asked, from its worker, many times, and
  // answered each time with a choice (an action's index, as text).
  assert.ok(asked.length >= 10, `${asked.length} questions to the Expert`);
  assert.deepEqual(asked.filter((a) => !/^\d+$/.test(a.answer ?? '')), [], 'questions without a choice');
  assert.ok(sawThinking, 'a seat was shown thinking');
  // The worker's files were loaded on demand, not with the game.
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
  assert.ok(loaded.some((n) => n.includes('expert-worker.js')), 'the worker was started');
  // The page stayed responsive while the Expert thought.
  const during = longTasks.filter((t) =>
    asked.some((a) => t.start + t.duration > a.start && t.start < a.end && t.duration > 50),
  );
  assert.deepEqual(during, [], 'main-thread tasks over 50 ms while the Expert thought');
  console.log(`expert in the browser: ${JSON.stringify(figures(asked))} ms; long tasks on the page at all: ${longTasks.length}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the Expert on a 4x-throttled page: its decision times (a figure, not an assertion)', async () => {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(watchExpert);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${ctx.server.url}?seed=34&speed=instant&level=expert&autowin=1`);
  await page.getByTestId('hand').locator('li').first().waitFor();
  assert.ok(await playHand(page), 'the hand reached its result');
  const asked = await page.evaluate(() => window.__asked);
  assert.ok(asked.length >= 10, `${asked.length} questions to the Expert`);
  assert.deepEqual(asked.filter((a) => !/^\d+$/.test(a.answer ?? '')), [], 'questions without a choice');
  console.log(`expert in the browser, CPU 4x throttled: ${JSON.stringify(figures(asked))} ms`);
  assert.deepEqual(problems, []);
  await page.close();
});
