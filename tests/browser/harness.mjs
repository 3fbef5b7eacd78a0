// Shared set-up for Rinshan's browser tests: a static server for the built `dist/`
// folder on a free loopback port, Debian's Chromium driven by playwright-core, and a
// watch on every console error, page error and failed request.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
export const root = resolve(here, '..', '..');
export const dist = join(root, 'dist');
/** The measuring build (`--features measure`: decision-time functions in the JS API). */
export const measureDist = join(root, 'dist-measure');

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/**
 * Serves dist/ (or `dir`) on 127.0.0.1 at a free port; resolves to { url, close }. Like
 * GitHub Pages it allows any origin to read the files, which an embed in a sandboxed
 * iframe (an opaque origin) needs to load the module and the wasm.
 */
export async function serveDist(dir = dist, port = 0) {
  // `dir` may be a function, so a test can switch the files served (a new build).
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const dir_ = typeof dir === 'function' ? dir() : dir;
    const file = normalize(join(dir_, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(dir_)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  const bound = server.address().port;
  return {
    url: `http://127.0.0.1:${bound}/`,
    port: bound,
    // Stops listening and drops open connections, as a server that went away would.
    close: () =>
      new Promise((ok) => {
        server.close(ok);
        server.closeAllConnections();
      }),
  };
}

/** Starts headless Chromium with the flags this machine needs. */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Opens a page that records every console error, uncaught page error, failed request
 * and HTTP error response in `problems`, so a test can assert there were none.
 */
export async function watchedPage(browser) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // A fetch still under way when the page goes to another address (a link followed, a
  // reload) is cancelled by the browser with net::ERR_ABORTED: the page that asked for it
  // is gone, which is no fault of the page. Only such requests are excused: aborted, and
  // started before the page's latest navigation or while one was under way (the old
  // document runs on until the new one commits). CI met both: the game's idle preload of
  // the viewer's module, and a sound's media element loading, cut short by a link.
  let navigations = 0;
  let navigating = false;
  const startedAt = new WeakMap();
  const mainNavigation = (req) => {
    try {
      return req.isNavigationRequest() && req.frame() === page.mainFrame();
    } catch {
      return false; // A service worker's own request has no frame.
    }
  };
  page.on('request', (req) => {
    if (mainNavigation(req)) {
      navigations += 1;
      navigating = true;
    } else {
      startedAt.set(req, { navigations, navigating });
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigating = false;
  });
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText;
    if (mainNavigation(req)) navigating = false;
    const start = startedAt.get(req);
    const left = start !== undefined && (start.navigations < navigations || start.navigating);
    if (error === 'net::ERR_ABORTED' && left) return;
    problems.push(`request failed: ${req.url()} (${error})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return { page, problems };
}

const SUITS = { m: 'man', p: 'pin', s: 'sou' };
const HONORS = ['East wind', 'South wind', 'West wind', 'North wind', 'White dragon', 'Green dragon', 'Red dragon'];

/** The accessible names of the tiles an mpsz string lists (test oracle). */
export function namesOf(mpsz) {
  const names = [];
  let digits = [];
  for (const c of mpsz) {
    if (/[0-9]/.test(c)) digits.push(c);
    else {
      for (const d of digits) {
        if (c === 'z') names.push(HONORS[Number(d) - 1]);
        else names.push(d === '0' ? `red 5 ${SUITS[c]}` : `${d} ${SUITS[c]}`);
      }
      digits = [];
    }
  }
  return names;
}

/**
 * Registers before/after hooks that start the static server (for `dir`, the product build
 * by default) and the browser for the calling test file; returns an object whose `server` and `browser` are set once they run.
 */
export function useBrowser(before, after, dir = dist) {
  const ctx = { server: null, browser: null };
  before(async () => {
    ctx.server = await serveDist(dir);
    ctx.browser = await launch();
  });
  after(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
  });
  return ctx;
}

/**
 * Opens the game at `params` (e.g. `speed=instant&seed=4`), with a hand-made table when
 * `setup` is given (the `#setup=` JSON), and waits for the player's hand. Records Event
 * Timing entries (interactions of 16 ms or more) in `window.__events`.
 */
export async function openGame(ctx, { params = 'speed=instant', setup = null, viewport } = {}) {
  const { page, problems } = await watchedPage(ctx.browser);
  if (viewport) await page.setViewportSize(viewport);
  await page.addInitScript(() => {
    window.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__events.push({ name: e.name, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  const hash = setup ? `#setup=${encodeURIComponent(JSON.stringify(setup))}` : '';
  await page.goto(`${ctx.server.url}?${params}${hash}`);
  await page.getByTestId('hand').locator('li').first().waitFor();
  await settled(page);
  return { page, problems };
}

/** Waits until the computer players have moved and the player (or a result) is up. */
export async function settled(page) {
  await page.locator('.game:not([data-status="computer"])').waitFor();
}

/** Plays on (discarding, passing) until the hand's result shows; at most `limit` moves. */
export async function playHand(page, limit = 200) {
  for (let step = 0; step < limit; step++) {
    await settled(page);
    if (await page.getByTestId('result').count()) return true;
    if (await page.getByTestId('hand').locator('button[aria-disabled="false"]').count()) {
      await page.keyboard.press('Enter');
    } else {
      await page.keyboard.press('s');
    }
  }
  return false;
}

/** The `q` quantile (0-1) of times sorted ascending; 0 for none. */
export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Discards `n` times with the keyboard (the selected tile), letting calls pass and
 * dealing on after a hand's result; fails if the table stops answering. */
export async function playTurns(page, n) {
  for (let done = 0, step = 0; done < n; step++) {
    if (step >= 200) throw new Error(`stuck after ${done} discards`);
    await settled(page);
    if (await page.getByTestId('result').count()) {
      await page.keyboard.press('n');
      continue;
    }
    if (await page.getByTestId('hand').locator('button[aria-disabled="false"]').count()) {
      await page.keyboard.press('Enter');
      done += 1;
    } else {
      await page.keyboard.press('s');
    }
  }
  await settled(page);
}

/** The accessible names of the images inside `locator`, in order. */
export async function imageNames(locator) {
  return locator.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
}

/** The player's hand buttons' accessible names. */
export async function handNames(page) {
  return page
    .getByTestId('hand')
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
}

/**
 * Starts the Rinshan server (the test build cargo made, target/debug/rinshan-server; built
 * if missing) serving dist/ and its rooms on 127.0.0.1 (`port` 0: a free one), its store in
 * `data`. Resolves to { url, port, kill() }: kill() is SIGKILL, as a crash would be.
 * `seeds` deals the rooms from a known seed (--predictable-seeds), so a test meets the
 * same hands every time.
 */
/** Whether this run has built the server (once a run). */
let serverBuilt = false;

export async function startServer({ data, port = 0, seeds } = {}) {
  const { spawn, execFileSync } = await import('node:child_process');
  const { existsSync } = await import('node:fs');
  const bin = join(root, 'target', 'debug', 'rinshan-server');
  // Built (or found up to date) every time: a server left from older sources would speak
  // an older protocol than the pages.
  if (!serverBuilt) {
    execFileSync('cargo', ['build', '--quiet', '-p', 'rinshan-server'], { cwd: root, stdio: 'inherit' });
    serverBuilt = existsSync(bin);
  }
  const args = ['--addr', `127.0.0.1:${port}`, '--dist', dist, '--data', data];
  if (seeds !== undefined) args.push('--predictable-seeds', String(seeds));
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  const line = await new Promise((ok, fail) => {
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
      if (text.includes('\n')) ok(text.split('\n')[0]);
    });
    child.on('exit', (code) => fail(new Error(`the server stopped (${code})`)));
  });
  const bound = Number(line.match(/:(\d+)$/)?.[1]);
  return {
    url: `http://127.0.0.1:${bound}/`,
    port: bound,
    kill: () =>
      new Promise((ok) => {
        child.once('exit', ok);
        child.kill('SIGKILL');
      }),
  };
}
