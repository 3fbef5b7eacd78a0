#!/usr/bin/env node
// Rinshan's browser benchmark: the first load and the clicks of the game's page, measured
// in headless Chromium at 390 x 844, with the CPU slowed 4x (as DevTools emulates a
// mid-range phone) and without slow-down. It prints the issue's table (median and range
// over cold runs) and what the page downloads. A benchmark, not a test: it asserts
// nothing about the figures.
//
//   bash -c 'source .ci/setup.sh && ensure_build_tools && ensure_browser_tools \
//     && trunk --offline=true build --release'
//   node benches/browser/perf.mjs            # 3 cold runs per column, 20 discards each
//
// Options: --runs N (cold loads per column, 3), --discards N (clicks measured, 20),
// --seed S (the match dealt, `?seed=S`; 1), --rates 4,1 (CPU slow-down of each column),
// --speed instant|fast|normal|slow (the play speed, `?speed=`; instant: no motion, so
// fast is the speed that measures the table's motion and sounds), --dist DIR (the build
// served, dist/), --before DIR (a second build, measured in the same run as "before",
// its runs alternating with --dist's as "after": a change's before and after on one
// machine at one moment), --json FILE (every run's raw figures, the long
// tasks with their attribution and the network log), --verbose (each run as it ends),
// --cpuprofile DIR (a CPU profile of each run, from navigation to the run's end, to open
// in Chromium's DevTools; sampling slows the page, so the figures of such runs are not
// comparable with others).
// `--runs 1 --discards 3` is the smoke mode: every step of the benchmark, in under a
// minute. The exit status is 1 when a run fails or the page reports an error (a console
// error, an uncaught exception, a failed request), 0 otherwise, whatever the figures.
//
// Each run: a new browser context (so no service worker, an empty HTTP cache, no saved
// game), a 390 x 844 viewport (device scale 1, a mouse: Playwright's click()), the CPU
// slowed with the DevTools protocol's Emulation.setCPUThrottlingRate before navigating,
// then `?speed=instant&seed=S` opened from the static server of tests/browser (loopback,
// no network throttling). The columns' runs alternate (4x, 1x, 4x, 1x...), so a busy
// moment of the machine does not fall on one column only. The service worker installs
// during the run and precaches the build, as on a real first visit.
//
// Every time is measured inside the page, in performance.now() milliseconds from the
// navigation's start (the document's time origin), by observers an init script starts
// before the page's own scripts:
//
// - "page opened to a playable hand": the first moment the player's hand shows an
//   enabled tile button, painted. The hand's tiles are buttons only while the player has
//   a decision to make (with seed 1 the player deals: the first discard). A
//   MutationObserver notes when `[data-testid=hand] button[aria-disabled=false]` first
//   exists (the DOM time, in --verbose); the figure is performance.now() in a task posted
//   (MessageChannel) from the next requestAnimationFrame callback, i.e. once the frame
//   that draws it has been rendered on the main thread.
// - "longest main-thread task, through the first hand": the longest `longtask` entry
//   (PerformanceObserver, buffered; tasks of 50 ms or more, so "< 50 ms" when none)
//   that starts before the end of the first hand. The first hand ends when its result
//   (`[data-testid=result]`) is painted, measured as above. The player discards the
//   drawn tile every turn (a click, as below) and passes every call with the `s` key.
// - "longest main-thread task, during play": the longest `longtask` entry that starts
//   at or after the playable moment and before the end of the run (the last measured
//   discard settled and the first hand over; if the first hand ends before the last
//   discard, `n` deals the next hand, which counts as play).
// - "click to next paint, p95 over N discards": the Event Timing API (PerformanceObserver
//   type `event`, durationThreshold 16, buffered; and `first-input`). A discard is a
//   Playwright click() on an enabled tile of the hand (the drawn tile); a capture-phase
//   listener notes each such click's event.timeStamp, which is its `click` entry's
//   startTime. Its figure is that entry's duration: from the click (the mouse button's
//   release) to the next paint after its handlers, rounded by the browser to 8 ms. A
//   click without an entry took less than 16 ms and counts as 0 ("< 16 ms"), as in
//   tests/browser/match.test.mjs. "handlers" is processingEnd - processingStart of the
//   same entries (0 when there is none), with its own p95. p95 is the nearest rank: the
//   ceil(0.95 N)-th smallest (the 19th of 20); the largest is in --json and --verbose.
//
// Each cell is the median over the runs and, in brackets, the smallest and largest.
// The download is every file the page itself received during the first run (the
// service worker's precache apart, listed after it), each compressed with brotli at
// quality 11 (as `brotli -q 11`, which .ci/test's report uses).
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg, cpus } from 'node:os';
import { join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zc } from 'node:zlib';
import { dist, launch, serveDist } from '../../tests/browser/harness.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    discards: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    rates: { type: 'string', default: '4,1' },
    dist: { type: 'string', default: dist },
    before: { type: 'string' },
    speed: { type: 'string', default: 'instant' },
    json: { type: 'string' },
    cpuprofile: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const RUNS = Number(opts.runs);
const DISCARDS = Number(opts.discards);
const RATES = opts.rates.split(',').map(Number);
const DIST = resolve(opts.dist);
/** The builds measured: [label, folder], "before" first when there are two. */
const BUILDS = opts.before ? [['before', resolve(opts.before)], ['after', DIST]] : [['', DIST]];
if (!['instant', 'fast', 'normal', 'slow'].includes(opts.speed)) throw new Error('--speed is instant, fast, normal or slow');
const VIEWPORT = { width: 390, height: 844 };
if (!(RUNS >= 1 && DISCARDS >= 1 && RATES.every((r) => r >= 1))) {
  throw new Error('--runs and --discards must be 1 or more, --rates a list of slow-downs of 1 or more');
}

/** Runs in the page before its scripts: the observers every figure comes from. */
function instrument() {
  const B = (window.__bench = {
    longtasks: [],
    frames: [],
    events: [],
    firstInput: null,
    clicks: [],
    playableDom: null,
    playable: null,
    resultDom: null,
    result: null,
  });
  const observe = (type, options, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true, ...options });
    } catch {
      B[`no_${type}`] = true;
    }
  };
  observe('longtask', {}, (e) => B.longtasks.push({ start: e.startTime, duration: e.duration }));
  // Long animation frames say which scripts ran in a long task (for --json and --verbose).
  observe('long-animation-frame', {}, (e) =>
    B.frames.push({
      start: e.startTime,
      duration: e.duration,
      blocking: e.blockingDuration,
      renderStart: e.renderStart,
      styleAndLayoutStart: e.styleAndLayoutStart,
      scripts: e.scripts.map((s) => ({
        invoker: s.invoker,
        invokerType: s.invokerType,
        source: `${s.sourceURL.replace(/^.*\//, '')}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}`,
        start: s.startTime,
        duration: s.duration,
        forcedStyleAndLayout: s.forcedStyleAndLayoutDuration,
      })),
    }),
  );
  observe('event', { durationThreshold: 16 }, (e) =>
    B.events.push({
      name: e.name,
      start: e.startTime,
      duration: e.duration,
      processingStart: e.processingStart,
      processingEnd: e.processingEnd,
      interactionId: e.interactionId,
    }),
  );
  observe('first-input', {}, (e) => {
    B.firstInput = { name: e.name, start: e.startTime, duration: e.duration, delay: e.processingStart - e.startTime };
  });
  addEventListener(
    'click',
    (e) => {
      const button = e.target instanceof Element ? e.target.closest('[data-testid=hand] button') : null;
      if (button) B.clicks.push({ start: e.timeStamp, enabled: button.getAttribute('aria-disabled') === 'false' });
    },
    { capture: true },
  );
  // performance.now() once the next frame has been rendered on the main thread.
  const afterNextFrame = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  const watch = new MutationObserver(() => {
    if (B.playableDom === null && document.querySelector('[data-testid=hand] button[aria-disabled=false]')) {
      B.playableDom = performance.now();
      afterNextFrame((t) => (B.playable = t));
    }
    if (B.resultDom === null && document.querySelector('[data-testid=result]')) {
      B.resultDom = performance.now();
      afterNextFrame((t) => (B.result = t));
    }
    if (B.playableDom !== null && B.resultDom !== null) watch.disconnect();
  });
  watch.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-disabled'] });

  // Elements inserted into the page (each added element and every element inside it),
  // counted from one discard of the player's to the next: a discard cycle.
  B.inserted = 0;
  new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.addedNodes) if (n.nodeType === 1) B.inserted += 1 + n.getElementsByTagName('*').length;
    }
  }).observe(document, { subtree: true, childList: true });
  // Every element the driver looks at gets a serial number the first time it is seen
  // (a WeakMap: the page's own nodes are not touched), so that the same place holding
  // another element between two discards is seen.
  const serials = new WeakMap();
  let next = 0;
  const serial = (el) => {
    if (!serials.has(el)) serials.set(el, ++next);
    return serials.get(el);
  };
  // Called by the driver just before each discard click: each pond's discards and the
  // hand's tiles (the drawn one apart) by their place, as serial numbers, and the
  // elements inserted since the last call.
  B.cycle = () => {
    const ponds = [...document.querySelectorAll('.pond')].map((p) => [...p.querySelectorAll('.pond-row > *')].map(serial));
    const hand = [...document.querySelectorAll('[data-testid=hand] li:not(.drawn)')].map(serial);
    const inserted = B.inserted;
    B.inserted = 0;
    return { ponds, hand, inserted };
  };

  // The driver's wait, done here rather than by polling from Playwright, so that nothing
  // of the harness runs on the main thread between a click and its paint: resolves once
  // a frame has been rendered and the computer players are done (the player or a result
  // is up), with what the driver needs to know.
  const state = () => {
    const game = document.querySelector('.game');
    if (!game || game.dataset.status === 'computer') return null;
    return {
      status: game.dataset.status,
      drawn: document.querySelector('[data-testid=hand] li.drawn button[aria-disabled=false]') !== null,
    };
  };
  B.settled = () =>
    new Promise((done) =>
      afterNextFrame(() => {
        const now = state();
        if (now) return done(now);
        const wait = new MutationObserver(() => {
          const then = state();
          if (then) {
            wait.disconnect();
            done(then);
          }
        });
        wait.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
      }),
    );
}

/** One cold load at CPU slow-down `rate`: plays until the first hand is over and
 * `DISCARDS` discards are made. Returns the page's figures and the network log. */
async function run(browser, url, rate, seed) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const network = [];
  const problems = [];
  context.on('response', (res) => {
    const req = res.request();
    network.push({ url: res.url(), status: res.status(), worker: Boolean(req.serviceWorker()) });
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
  page.on('response', (res) => res.status() >= 400 && problems.push(`HTTP ${res.status()}: ${res.url()}`));
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (opts.cpuprofile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${url}?speed=${opts.speed}&seed=${encodeURIComponent(seed)}`);

  const drawn = page.getByTestId('hand').locator('li.drawn button[aria-disabled="false"]');
  let discards = 0;
  let passes = 0;
  let hands = 1;
  let firstHandOver = false;
  const cycles = [];
  for (let step = 0; ; step++) {
    if (step > 40 * DISCARDS + 200) throw new Error(`stuck after ${discards} discards`);
    const { status, drawn: canDiscard } = await page.evaluate(() => window.__bench.settled());
    if (status === 'match-over') throw new Error('the match ended before the last discard');
    if (status === 'hand-over') {
      firstHandOver = true;
      if (discards >= DISCARDS) break;
      await page.keyboard.press('n');
      hands += 1;
      continue;
    }
    if (firstHandOver && discards >= DISCARDS) break;
    // The player's turn has a drawn tile (the player never calls, so never discards
    // without one); otherwise a call or a win on a discard is offered: let it pass.
    if (canDiscard) {
      cycles.push(await page.evaluate(() => window.__bench.cycle()));
      await drawn.click();
      discards += 1;
    } else {
      await page.keyboard.press('s');
      passes += 1;
    }
  }
  // Event Timing entries arrive after their frame is painted: let the last ones in.
  const figures = await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const { settled, ...figures } = window.__bench;
              done({ ...figures, end: performance.now() });
            }, 100),
          ),
        ),
      ),
  );
  const profile = opts.cpuprofile ? (await cdp.send('Profiler.stop')).profile : null;
  // The effective slow-down: a fixed loop timed in the page, at this rate.
  const loopMs = await page.evaluate(() => {
    const t = performance.now();
    let x = 0;
    for (let i = 0; i < 2e7; i++) x = (x + i * 7) % 1000003;
    return performance.now() - t + (x < 0 ? 1 : 0);
  });
  const seen = [...problems]; // not what closing the context aborts
  await context.close();
  return { rate, url, figures, network, problems: seen, discards, passes, hands, loopMs, profile, identity: identity(cycles) };
}

/** What the discard cycles kept: of the elements at a place of a pond (the n-th discard
 * of a seat) or of the hand (the n-th tile, the drawn one apart; the player discards what
 * they draw, so the rest stays) just before one discard of the player's and just before
 * the next in the same hand, the share that are the same element; and the elements
 * inserted into the page in each cycle (the first cycle, which draws the table, apart). */
function identity(cycles) {
  const same = { pond: [0, 0], hand: [0, 0] };
  const inserted = [];
  for (let i = 1; i < cycles.length; i++) {
    const [a, b] = [cycles[i - 1], cycles[i]];
    inserted.push(b.inserted);
    // A new hand between the two: every place holds another tile.
    const total = (c) => c.ponds.reduce((n, p) => n + p.length, 0);
    if (total(b) < total(a)) continue;
    a.ponds.forEach((p, k) =>
      p.forEach((el, n) => {
        if (b.ponds[k]?.[n] === undefined) return;
        same.pond[1] += 1;
        if (b.ponds[k][n] === el) same.pond[0] += 1;
      }),
    );
    if (a.hand.length === b.hand.length) {
      a.hand.forEach((el, n) => {
        same.hand[1] += 1;
        if (b.hand[n] === el) same.hand[0] += 1;
      });
    }
  }
  const share = ([k, n]) => (n ? (100 * k) / n : NaN);
  return { pond: share(same.pond), hand: share(same.hand), inserted };
}

/** The page's figures of one run, in milliseconds. */
function summarise(r) {
  const f = r.figures;
  if (f.playable === null || f.result === null) throw new Error('the playable hand or the first result was never painted');
  for (const type of ['longtask', 'long-animation-frame', 'event', 'first-input']) {
    if (f[`no_${type}`]) throw new Error(`this browser does not report ${type} entries`);
  }
  if (f.clicks.filter((c) => c.enabled).length < DISCARDS) throw new Error('fewer discard clicks reached the page than were made');
  const handEnd = f.result;
  const longest = (tasks) => tasks.reduce((m, t) => Math.max(m, t.duration), 0);
  const throughFirstHand = f.longtasks.filter((t) => t.start < handEnd);
  const duringPlay = f.longtasks.filter((t) => t.start >= f.playable && t.start < f.end);
  // Each discard's `click` entry (matched by its start time; none when under 16 ms).
  const discards = f.clicks
    .filter((c) => c.enabled)
    .slice(0, DISCARDS)
    .map((c) => {
      const e = f.events.find((e) => e.name === 'click' && Math.abs(e.start - c.start) < 1);
      return e
        ? { duration: e.duration, handlers: e.processingEnd - e.processingStart, delay: e.processingStart - e.start }
        : { duration: 0, handlers: 0, delay: 0 };
    });
  const p95 = (xs) => nearestRank(xs, 0.95);
  return {
    playable: f.playable,
    playableDom: f.playableDom,
    firstHandEnd: handEnd,
    longestThroughFirstHand: longest(throughFirstHand),
    longestDuringPlay: longest(duringPlay),
    clickP95: p95(discards.map((d) => d.duration)),
    handlersP95: p95(discards.map((d) => d.handlers)),
    clickMax: Math.max(...discards.map((d) => d.duration)),
    discards,
    longtasksThroughFirstHand: throughFirstHand,
    longtasksDuringPlay: duringPlay,
  };
}

function nearestRank(xs, q) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** "median (min-max)" in ms, or seconds with `seconds`; `floor` for figures whose 0
 * means "below what the browser reports". */
function cell(xs, { seconds = false, floor = 0 } = {}) {
  const fmt = (x) => (x === 0 && floor ? `< ${floor}` : seconds ? (x / 1000).toFixed(2) : Math.round(x).toString());
  const unit = seconds ? 's' : 'ms';
  const m = median(xs);
  if (xs.length === 1 || (floor && xs.every((x) => x === 0))) return `${fmt(m)} ${unit}`;
  return `${fmt(m)} ${unit} (${fmt(Math.min(...xs))}-${fmt(Math.max(...xs))})`;
}

// Brotli at quality 11 with the window `brotli -q 11` picks (the smallest that holds the
// file, at most 24 bits), so every size equals the brotli tool's, as in .ci/test.
const brotliCache = new Map();
async function sizes(file) {
  if (!brotliCache.has(file)) {
    const body = await readFile(file);
    let window = 10;
    while (window < 24 && (1 << window) - 16 < body.length) window += 1;
    const br = brotliCompressSync(body, {
      params: { [zc.BROTLI_PARAM_QUALITY]: 11, [zc.BROTLI_PARAM_LGWIN]: window },
    }).length;
    brotliCache.set(file, { raw: body.length, br });
  }
  return brotliCache.get(file);
}

/** The files behind the successful responses of `log`, with their sizes: one row per
 * file, or with `perResponse` one per URL (`./` and `index.html` are two downloads). */
async function downloads(log, origin, dir, perResponse = false) {
  const files = new Map();
  for (const { url, status } of log) {
    if (!url.startsWith(origin) || status !== 200) continue;
    const path = decodeURIComponent(new URL(url).pathname);
    const name = path.endsWith('/') ? `${path}index.html` : path;
    const key = perResponse ? path : name;
    if (!files.has(key)) files.set(key, await sizes(normalize(join(dir, name))));
  }
  return [...files].map(([name, s]) => ({ name: name.replace(/^\//, '') || './', ...s }));
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

async function main() {
  for (const [, dir] of BUILDS) {
    await access(join(dir, 'index.html')).catch(() => {
      throw new Error(`no build in ${dir}: build the game first (trunk --offline=true build --release)`);
    });
  }
  const started = new Date();
  const conditions = { loadBefore: loadavg().map((x) => x.toFixed(2)), cores: cpus().length, cpu: cpus()[0]?.model };
  const servers = [];
  for (const [, dir] of BUILDS) servers.push(await serveDist(dir));
  const browser = await launch();
  // A column: one build at one slow-down ("before 4x"), or one slow-down with one build.
  const COLUMNS = BUILDS.flatMap(([label, dir], b) => RATES.map((rate) => ({ key: `${label} ${rate}`, label, dir, rate, b })));
  const results = Object.fromEntries(COLUMNS.map((c) => [c.key, []]));
  try {
    // The browser's own start (its first renderer, the compositor) is not the page's:
    // one blank page first, which touches nothing the runs load.
    const warm = await browser.newContext();
    await (await warm.newPage()).goto('about:blank');
    await warm.close();
    for (let i = 0; i < RUNS; i++) {
      for (const { key, label, rate, b } of COLUMNS) {
        const load = loadavg()[0].toFixed(2);
        const r = await run(browser, servers[b].url, rate, opts.seed);
        r.build = label;
        r.summary = summarise(r);
        if (r.profile) {
          await mkdir(opts.cpuprofile, { recursive: true });
          await writeFile(join(opts.cpuprofile, `run${i + 1}-${label ? `${label}-` : ''}cpu${rate}x.cpuprofile`), JSON.stringify(r.profile));
          delete r.profile;
        }
        r.load = load;
        results[key].push(r);
        if (r.problems.length) console.error(`run ${i + 1} ${label} at ${rate}x: ${r.problems.join('; ')}`);
        const s = r.summary;
        if (opts.verbose) {
          console.log(
            `run ${i + 1}${label ? ` ${label}` : ''}, CPU ${rate}x (load ${load}): playable ${s.playable.toFixed(0)} ms (DOM ${s.playableDom.toFixed(0)}), ` +
              `first hand over ${s.firstHandEnd.toFixed(0)} ms, longest task ${s.longestThroughFirstHand.toFixed(0)} ms ` +
              `(during play ${s.longestDuringPlay.toFixed(0)}), click p95 ${s.clickP95} ms (max ${s.clickMax}, ` +
              `handlers p95 ${s.handlersP95.toFixed(1)}), ${r.discards} discards, ${r.passes} passes, ${r.hands} hands, ` +
              `fixed loop ${r.loopMs.toFixed(0)} ms, first input (${r.figures.firstInput?.name}) delay ` +
              `${r.figures.firstInput?.delay.toFixed(1)} ms`,
          );
          console.log(`  clicks: ${s.discards.map((d) => `${d.duration}/${d.handlers.toFixed(0)}`).join(' ')}`);
          const long = [...s.longtasksThroughFirstHand, ...s.longtasksDuringPlay.filter((t) => t.start >= s.firstHandEnd)];
          for (const t of long) console.log(`  long task at ${t.start.toFixed(0)} ms: ${t.duration.toFixed(0)} ms${attribution(r.figures.frames, t)}`);
        } else {
          process.stderr.write(`run ${i + 1} of ${RUNS}${label ? ` (${label})` : ''} at ${rate}x done\n`);
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
  conditions.loadAfter = loadavg().map((x) => x.toFixed(2));
  conditions.chromium = browser.version();

  const col = (c, pick, o) => cell(results[c.key].map((r) => pick(r.summary)), o);
  const head = COLUMNS.map((c) => `${c.label ? `${c.label}, ` : ''}${c.rate === 1 ? 'no slow-down' : `${c.rate}x slower CPU`}`);
  const rows = [
    ['page opened to a playable hand', (rate) => col(rate, (s) => s.playable, { seconds: true })],
    ['longest main-thread task, through the first hand', (rate) => col(rate, (s) => s.longestThroughFirstHand, { floor: 50 })],
    [
      `click to next paint, p95 over ${DISCARDS} discards`,
      (rate) => `${col(rate, (s) => s.clickP95, { floor: 16 })} (handlers ${col(rate, (s) => s.handlersP95, { floor: 16 })})`,
    ],
    ['longest main-thread task, during play', (rate) => col(rate, (s) => s.longestDuringPlay, { floor: 50 })],
    [
      'pond / hand elements kept through a discard cycle',
      (c) => {
        const rs = results[c.key];
        const pct = (xs) => `${Math.round(median(xs))} %`;
        return `${pct(rs.map((r) => r.identity.pond))} / ${pct(rs.map((r) => r.identity.hand))}`;
      },
    ],
    [
      'elements inserted per discard cycle (median)',
      (c) => cell(results[c.key].map((r) => median(r.identity.inserted))).replaceAll(' ms', ''),
    ],
  ];
  console.log(`\n| measure | ${head.join(' | ')} |`);
  console.log(`|${' --- |'.repeat(head.length + 1)}`);
  for (const [label, f] of rows) console.log(`| ${label} | ${COLUMNS.map(f).join(' | ')} |`);
  console.log(
    `\nMedian (smallest-largest) over ${RUNS} cold load${RUNS > 1 ? 's' : ''} per column, Chromium ${conditions.chromium}, ` +
      `${VIEWPORT.width} x ${VIEWPORT.height}, ?speed=${opts.speed}&seed=${opts.seed}. "< 16": no Event Timing entry ` +
      `(under 16 ms); "< 50": no long task.` +
      (opts.before ? ` Before: ${BUILDS[0][1]}; after: ${BUILDS[1][1]}; their runs alternated.` : ''),
  );

  // The download, from the first run's network log of the last build (every run of a
  // build loads the same files).
  const last = COLUMNS[COLUMNS.length - 1];
  const first = results[last.key][0];
  const origin = new URL(first.url).origin;
  const pageFiles = await downloads(first.network.filter((n) => !n.worker), origin, last.dir);
  const workerFiles = await downloads(first.network.filter((n) => n.worker), origin, last.dir, true);
  const pageNames = new Set(pageFiles.map((f) => f.name));
  const total = (fs) => fs.reduce((a, f) => ({ raw: a.raw + f.raw, br: a.br + f.br }), { raw: 0, br: 0 });
  console.log('\nWhat the game page downloads (brotli -q 11 of each file):\n');
  console.log('| file | raw | brotli |\n| --- | ---: | ---: |');
  for (const f of pageFiles.sort((a, b) => b.br - a.br)) console.log(`| ${f.name} | ${f.raw} | ${f.br} |`);
  const pt = total(pageFiles);
  console.log(`| **the game's download** | **${pt.raw}** (${kB(pt.raw)}) | **${pt.br}** (${kB(pt.br)}) |`);
  // .ci/test's "the game" line counts the wasm, its JS, the CSS, game.js and pwa.js.
  const ci = total(pageFiles.filter((f) => /^(rinshan-game-.*|style-.*\.css|game\.js|pwa\.js)$/.test(f.name)));
  console.log(`\nOf which the wasm, its JS, the CSS, game.js and pwa.js (.ci/test's "the game"): ${ci.br} bytes brotli (${kB(ci.br)}).`);
  const wt = total(workerFiles);
  const extra = workerFiles.filter((f) => !pageNames.has(f.name) && f.name !== './');
  const et = total(extra);
  console.log(
    `\nThe service worker (sw.js, then every file of the build, fetched anew) downloads ${workerFiles.length} files ` +
      `during the first visit: ${wt.raw} bytes raw (${kB(wt.raw)}), ${wt.br} bytes brotli (${kB(wt.br)}); ` +
      `${extra.length} of them, ${et.raw} bytes raw (${kB(et.raw)}), ${et.br} bytes brotli (${kB(et.br)}), ` +
      `the game page does not load: the largest ` +
      extra
        .sort((a, b) => b.br - a.br)
        .slice(0, 3)
        .map((f) => `${f.name} ${kB(f.br)}`)
        .join(', ') +
      '.',
  );
  const loops = COLUMNS.map((c) => `${c.key.trim()}x ${cell(results[c.key].map((r) => r.loopMs))}`).join(', ');
  console.log(
    `\nMachine: ${conditions.cores} cores (${conditions.cpu}), load average ${conditions.loadBefore.join(' ')} before and ` +
      `${conditions.loadAfter.join(' ')} after; a fixed loop in the page took ${loops} (a busy machine shows here). ${started.toISOString()}.`,
  );

  const failed = COLUMNS.flatMap((c) => results[c.key]).filter((r) => r.problems.length);
  if (failed.length) {
    console.error(`\n${failed.length} run(s) had errors in the page (above); the figures are printed all the same.`);
    process.exitCode = 1;
  }

  if (opts.json) {
    const out = {
      started: started.toISOString(),
      options: { runs: RUNS, discards: DISCARDS, seed: opts.seed, rates: RATES, speed: opts.speed, viewport: VIEWPORT, builds: BUILDS },
      conditions,
      downloads: { page: pageFiles, serviceWorker: workerFiles },
      runs: COLUMNS.flatMap((c) => results[c.key]),
    };
    await writeFile(opts.json, JSON.stringify(out, null, 1));
  }
}

/** The scripts a long animation frame overlapping task `t` ran, longest first. */
function attribution(frames, t) {
  const frame = frames.find((f) => f.start <= t.start + 1 && t.start < f.start + f.duration);
  if (!frame) return '';
  const scripts = [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, 3);
  const render = frame.renderStart ? frame.start + frame.duration - frame.renderStart : 0;
  return ` [frame ${frame.duration.toFixed(0)} ms: ${scripts
    .map((s) => `${s.invoker} (${s.source}) ${s.duration.toFixed(0)} ms`)
    .join('; ')}${render ? `; rendering ${render.toFixed(0)} ms` : ''}]`;
}

await main();
