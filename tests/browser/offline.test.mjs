// Installable and offline: the browser itself reports the app installable (DevTools
// protocol); after one visit the game, the embed route, the tutorial page and the
// scenario editor open with the network off and the server stopped, and a new match can
// be played; a second build is offered with "New version available - reload" and runs
// once accepted. The Content-Security-Policy allows no eval and nothing from another
// origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dist, launch, root, serveDist } from './harness.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A page in a fresh browser context (its own service workers and caches), watched. */
async function freshPage(origin) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  const foreign = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  context.on('request', (r) => {
    const url = new URL(r.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(r.url());
  });
  return { context, page, problems, foreign };
}

/** Waits until the service worker controls the page and has precached the build. */
async function cached(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  return page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.startsWith('rinshan-')));
    return { keys, files: (await cache.keys()).length };
  });
}

test('the browser finds the app installable: manifest, icons, service worker', async () => {
  const server = await serveDist();
  const { context, page, problems, foreign } = await freshPage(new URL(server.url).origin);
  await page.goto(`${server.url}?seed=3`);
  await cached(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A headless profile is always incognito-like; nothing else may be missing.
  assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  const m = JSON.parse(manifest.data);
  assert.equal(m.display, 'standalone');
  assert.deepEqual(m.icons.map((i) => `${i.sizes} ${i.purpose}`), ['192x192 any', '512x512 any', '512x512 maskable']);
  // The policy: no eval, scripts and everything else from this site only.
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(csp, /'unsafe-eval'/);
  // One policy, written in each of the pages: they must not drift apart.
  for (const other of ['embed.html', 'tutorial/', 'review.html']) {
    await page.goto(`${server.url}${other}`);
    assert.equal(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'), csp, other);
  }
  assert.deepEqual(foreign, []);
  assert.deepEqual(problems, []);
  await context.close();
  await server.close();
});

test('after one visit: offline with the server stopped, the game, embed, tutorial, record viewer and editor open and a match plays', async () => {
  const server = await serveDist();
  const origin = new URL(server.url).origin;
  const { context, page, problems, foreign } = await freshPage(origin);
  await page.goto(`${server.url}?seed=5&speed=instant`);
  const { files } = await cached(page);
  const list = await readFile(join(dist, 'sw.js'), 'utf8');
  // Every file of FILES is precached; the LAZY ones (the Phoenix player's weights) are not.
  const precached = list.slice(0, list.indexOf('const LAZY'));
  assert.equal(files, (precached.match(/^ {2}"/gm) ?? []).length);
  await context.setOffline(true);
  await server.close();

  await page.reload();
  await page.getByTestId('hand').locator('li').first().waitFor();
  // A new match (another seed), and a discard in it.
  await page.goto(`${server.url}?seed=77&speed=instant`);
  const hand = page.getByTestId('hand');
  await page.locator('.game[data-status="player"]').waitFor();
  const before = await hand.getByRole('button').count();
  await hand.getByRole('button').last().click();
  await page.locator('.quarter.me .pond .discard').first().waitFor();
  await page.locator('.game[data-status="player"]').waitFor();
  assert.equal(await hand.getByRole('button').count(), before);

  await page.goto(`${server.url}tutorial/`);
  await page.locator('#w-daiminkan .ask-option').first().waitFor();
  await page.goto(`${server.url}embed.html#${encodeURIComponent('seat0=234m789m666p45s77z; turn=1; question=Offline')}`);
  await page.locator('.question', { hasText: 'Offline' }).waitFor();
  await page.goto(`${server.url}review.html`);
  await page.getByRole('button', { name: 'Open' }).waitFor();
  // The scenario editor too: its form, the engine's verdict and the preview.
  await page.goto(`${server.url}editor/#${encodeURIComponent('seat0=234m789m666p45s77z; turn=1; question=Offline')}`);
  await page.locator('#preview .question', { hasText: 'Offline' }).waitFor();
  assert.equal(await page.locator('#status').textContent(), 'The engine accepts this position.');
  assert.deepEqual(foreign, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a second build waits for the player: "New version available - reload" runs it', async () => {
  // Two builds at one origin: this build, and a copy changed and re-stamped by the same
  // post-build hook Trunk runs (so its service worker names a new cache).
  const work = await mkdtemp(join(tmpdir(), 'rinshan-builds-'));
  const first = join(work, 'first');
  const second = join(work, 'second');
  await cp(dist, first, { recursive: true });
  await cp(dist, second, { recursive: true });
  const index = join(second, 'index.html');
  await writeFile(index, (await readFile(index, 'utf8')).replace('<meta charset=utf-8>', '<meta charset=utf-8><meta name="rinshan-build" content="second">'));
  execFileSync('node', [join(root, 'www', 'build', 'post-build.mjs')], {
    env: { ...process.env, TRUNK_STAGING_DIR: second, TRUNK_PROFILE: 'release' },
  });
  let serving = first;
  const server = await serveDist(() => serving);
  const { context, page, problems } = await freshPage(new URL(server.url).origin);
  await page.goto(`${server.url}?seed=9&speed=instant`);
  await cached(page);
  await page.getByTestId('hand').locator('li').first().waitFor();

  serving = second;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const banner = page.getByRole('status').filter({ hasText: 'New version available' });
  await banner.waitFor({ timeout: 20000 });
  // Nothing switched yet: the first build is still running.
  assert.equal(await page.locator('meta[name="rinshan-build"]').count(), 0);
  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
  await page.locator('meta[name="rinshan-build"][content="second"]').waitFor({ state: 'attached' });
  await page.getByTestId('hand').locator('li').first().waitFor();
  // The old cache is gone.
  const keys = await page.evaluate(() => caches.keys());
  assert.equal(keys.length, 1);
  assert.deepEqual(problems, []);
  await context.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
});

test('served from a sub-path (/rinshan/): the game runs, the manifest and the worker stay inside it', async () => {
  const work = await mkdtemp(join(tmpdir(), 'rinshan-subpath-'));
  await cp(dist, join(work, 'rinshan'), { recursive: true });
  const server = await serveDist(work);
  const { context, page, problems, foreign } = await freshPage(new URL(server.url).origin);
  await page.goto(`${server.url}rinshan/?seed=3&speed=instant`);
  await page.getByTestId('hand').locator('li').first().waitFor();
  await cached(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
  assert.equal(scope, `${server.url}rinshan/`);
  const cdp = await context.newCDPSession(page);
  const manifest = JSON.parse((await cdp.send('Page.getAppManifest')).data);
  assert.equal(new URL(manifest.start_url, `${server.url}rinshan/manifest.webmanifest`).href, `${server.url}rinshan/`);
  assert.equal(new URL(manifest.scope, `${server.url}rinshan/manifest.webmanifest`).href, `${server.url}rinshan/`);
  await page.goto(`${server.url}rinshan/tutorial/`);
  await page.locator('#w-daiminkan .ask-option').first().waitFor();
  assert.deepEqual(foreign, []);
  assert.deepEqual(problems, []);
  await context.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
});
