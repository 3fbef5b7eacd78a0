// The game in every engine players use (issue 58): a focused part of the browser suite
// played in Chromium, Firefox (Debian's firefox-esr) and WebKit (WebKitGTK's MiniBrowser,
// Safari's engine), driven alike (engines.mjs). In each engine: the seeded table at
// 1280x800, 1366x768 and 390x844, a hand with a kan called and played to its result, a
// three-player hand with a North set aside, a tutorial widget answered, a record opened
// in the viewer, the game offline once its service worker is installed, axe clean, and no
// console error. Each table is checked for its drawing (drawing.mjs): no two tiles'
// boxes overlapping, the hand inside the window, and every tile's picture within a
// tolerance of Chromium's on the same table, where it lies (a face drawn shifted in its
// box fails, as the checker's own test shows). Selects by the roles, test ids and classes
// the README documents. An engine not installed is skipped (.ci/setup.sh installs both).
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import axe from 'axe-core';
import { root } from './harness.mjs';
import { ENGINES, installed, serveWatched, startEngine } from './engines.mjs';
import { compareTiles, geometryProblems, readTiles } from './drawing.mjs';

const artifacts = join(root, 'tests', 'browser', 'artifacts');
const chankan = join(root, 'tests', 'fixtures', 'tenhou6', 'notable-features', 'chankan.json');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];
// The player calls Kan on the left player's 5 pin (a call that is a kan: the meld with
// its tile turned, a replacement from the dead wall, a tile moved in from the live wall).
const KAN = {
  seats: ['555p 19m19s 1z2z3z4z5z6z', '', '', '5p ...'],
  script: ['', '', '', '5p'],
  to_act: 3,
  rules: 'tenhou',
  rinshan: '8s',
  dora: '2s',
  seed: 21,
};

/** Chromium's screenshots and tiles of each moment, the reference for the other two. */
const reference = new Map();

const playerUp = () => !!document.querySelector('.game:not([data-status="computer"])');
const handShown = () => document.querySelectorAll('[data-testid="hand"] li').length >= 13 && !!document.querySelector('.game:not([data-status="computer"])');
const canDiscard = () => !!document.querySelector('[data-testid="hand"] button[aria-disabled="false"]');
const resultShown = () => !!document.querySelector('[data-testid="result"]');

/** Discards `n` times from the keyboard (the selected tile), letting calls pass. */
async function playTurns(page, n) {
  for (let done = 0, step = 0; done < n; step++) {
    if (step > 200) throw new Error(`${page.engine}: stuck after ${done} discards`);
    await page.waitFor(playerUp);
    if (await page.evaluate(resultShown)) return;
    if (await page.evaluate(canDiscard)) {
      await page.press('Enter');
      done += 1;
    } else {
      await page.press('s');
    }
  }
  await page.waitFor(playerUp);
}

/**
 * Checks the tiles on screen now: their geometry, and (beside Chromium) their pictures
 * against Chromium's of the same moment `key`. Keeps Chromium's as the reference, and
 * each engine's screenshot in tests/browser/artifacts/.
 */
async function checkDrawing(page, key) {
  // Nothing lifted or outlined by the keyboard's focus, nothing moving.
  await page.evaluate(() => document.activeElement?.blur());
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  const seen = await page.evaluate(readTiles);
  const png = await page.screenshot();
  await mkdir(artifacts, { recursive: true });
  await writeFile(join(artifacts, `engines-${page.engine}-${key}.png`), png);
  assert.ok(seen.tiles.length > 10, `${key}: ${seen.tiles.length} tiles on screen`);
  assert.deepEqual(geometryProblems(seen), [], `${page.engine}, ${key}: the tiles' boxes`);
  if (page.engine === 'chromium') {
    reference.set(key, { png, seen });
    return;
  }
  const ref = reference.get(key);
  assert.ok(ref, `${key}: Chromium's picture was taken first`);
  const { problems } = compareTiles(png, seen, ref.png, ref.seen);
  assert.deepEqual(problems, [], `${page.engine}, ${key}: the tiles' pictures against Chromium's`);
}

/** The serious and critical WCAG A and AA violations on the page (axe-core). */
async function axeViolations(page) {
  // A driver's script is not the page's: the pages' policy (no eval) does not stop it.
  if (!(await page.evaluate(() => !!window.axe))) await page.addScript(axe.source);
  const found = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
      iframes: false,
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found;
}

for (const name of ENGINES) {
  describe(name, { skip: !installed(name) && `${name} is not installed (.ci/setup.sh installs it)` }, () => {
    let engine;
    let server;
    const pages = [];
    before(async () => {
      server = await serveWatched();
      // Scrollbars over the page, as on a phone (and in headless Chromium): the pictures
      // compare tiles of the same size. A classic scrollbar has a test of its own.
      engine = await startEngine(name, { overlayScrollbars: true });
      console.log(`# ${name}: ${engine.version}`);
    });
    after(async () => {
      for (const p of pages) await p.close().catch(() => {});
      await engine?.close();
      await server?.close();
    });
    const open = async (viewport) => {
      const page = await engine.newPage(server, viewport);
      pages.push(page);
      return page;
    };

    for (const size of SIZES) {
      const key = `table-${size.width}x${size.height}`;
      test(`${key}: a seeded match, six discards in: tiles drawn in their boxes, as in Chromium`, async () => {
        const page = await open(size);
        await page.goto(`${server.url}?seed=12345&speed=instant`);
        await page.waitFor(handShown);
        await playTurns(page, 6);
        await checkDrawing(page, key);
        // The board's top row is in view: the page has not scrolled.
        const top = await page.evaluate(() => document.querySelector('.board').getBoundingClientRect().top);
        assert.ok(top >= 0, `the board's top at ${top}`);
        if (size.width === 1280) assert.deepEqual(await axeViolations(page), [], 'axe: the game mid-hand');
        assert.deepEqual(await page.problems(), []);
        await page.close();
      });
    }

    test('a kan called on a discard, its replacement discarded, the hand played to its result', async () => {
      const page = await open({ width: 1280, height: 800 });
      await page.goto(`${server.url}?speed=instant#setup=${encodeURIComponent(JSON.stringify(KAN))}`);
      await page.waitFor(handShown);
      await page.click('[data-testid="calls"] button[aria-label^="Kan"]');
      await page.waitFor(() => !!document.querySelector('[aria-label="Daiminkan of 5 pin from the player on your left"]'));
      const deadWall = await page.evaluate(() => document.querySelector('[data-testid="dead-wall"]').getAttribute('aria-label'));
      assert.match(deadWall, /14 tiles; 1 replacement tiles taken, 1 moved in from the live wall/);
      await checkDrawing(page, 'kan');
      await page.click('[data-testid="hand"] button', (await page.evaluate(() => document.querySelectorAll('[data-testid="hand"] button').length)) - 1);
      for (let step = 0; step < 300 && !(await page.evaluate(resultShown)); step++) {
        await page.waitFor(playerUp);
        if (await page.evaluate(resultShown)) break;
        await page.press((await page.evaluate(canDiscard)) ? 'Enter' : 's');
      }
      assert.ok(await page.evaluate(resultShown), 'the hand ended with its result');
      assert.deepEqual(await axeViolations(page), [], "axe: a hand's result");
      assert.deepEqual(await page.problems(), []);
      await page.close();
    });

    test('three players: a North set aside beside the melds', async () => {
      const page = await open({ width: 1280, height: 800 });
      await page.goto(`${server.url}?seed=5&speed=instant&rules=tenhou_sanma&autowin=1`);
      await page.waitFor(handShown);
      assert.ok(await page.evaluate(() => !!document.querySelector('.board.three') && !document.querySelector('[data-testid="seat-Opposite"]')));
      let kita = false;
      for (let step = 0; step < 400 && !kita; step++) {
        await page.waitFor(playerUp);
        if (await page.evaluate(resultShown)) {
          await page.press('n');
          continue;
        }
        if (await page.evaluate(() => !!document.querySelector('.call-kita[aria-disabled="false"]'))) {
          await page.press('b');
          await page.waitFor(playerUp);
          kita = await page.evaluate(() => !!document.querySelector('.my-melds [data-testid="kita"]') && !document.querySelector('[data-testid="result"]'));
          continue;
        }
        await page.press((await page.evaluate(canDiscard)) ? 'Enter' : 's');
      }
      assert.ok(kita, 'a North was set aside');
      await checkDrawing(page, 'sanma');
      assert.deepEqual(await page.problems(), []);
      await page.close();
    });

    test('a tutorial widget answered: the legal calls on a fourth tile', async () => {
      const page = await open({ width: 1280, height: 800 });
      await page.goto(`${server.url}tutorial/`);
      await page.waitFor(() => !!document.querySelector('#w-daiminkan')?.shadowRoot?.querySelector('.ask-option'));
      // The widget lives in a shadow root: its buttons are pressed from the page.
      await page.evaluate(() => {
        const w = document.querySelector('#w-daiminkan').shadowRoot;
        const byName = (n) => [...w.querySelectorAll('button')].find((b) => b.textContent.trim() === n || b.querySelector('.ask-label')?.textContent === n);
        for (const n of ['Pon', 'Kan', 'Pass', 'Check']) byName(n).click();
      });
      const summary = await page.waitFor(() => document.querySelector('#w-daiminkan').shadowRoot.querySelector('[data-testid="ask-summary"]')?.textContent);
      assert.match(summary, /^All right\. With three 6 pin concealed/);
      assert.deepEqual(await axeViolations(page), [], 'axe: the kan tutorial');
      assert.deepEqual(await page.problems(), []);
      await page.close();
    });

    test('a record opened in the viewer', async () => {
      const page = await open({ width: 1280, height: 800 });
      await page.goto(`${server.url}review.html`);
      await page.waitFor(() => !!document.querySelector('#record-text'));
      await page.evaluate((text) => {
        document.querySelector('#record-text').value = text;
      }, await readFile(chankan, 'utf8'));
      await page.click('.import-actions > button');
      const summary = await page.waitFor(() => document.querySelector('[data-testid="review-summary"]')?.innerText);
      assert.match(summary, /The engine agrees with every move and every result\./);
      assert.deepEqual(await page.problems(), []);
      await page.close();
    });

    test('offline once the service worker is installed: the game reloads and plays', async () => {
      const own = await serveWatched();
      const page = await engine.newPage(own, { width: 1280, height: 800 });
      pages.push(page);
      await page.goto(`${own.url}?seed=5&speed=instant`);
      await page.waitFor(handShown);
      const files = await page.waitFor(async () => {
        if (!navigator.serviceWorker.controller) return 0;
        const key = (await caches.keys()).find((k) => k.startsWith('rinshan-'));
        if (!key) return 0;
        const cache = await caches.open(key);
        // The test's watcher too, so that the pages it is added to open offline.
        await cache.add('/__rinshan-watch.js');
        return (await cache.keys()).length;
      }, undefined, { timeout: 60000, what: 'the service worker controlling the page' });
      assert.ok(files > 10, `${files} files cached`);
      await own.close();
      await page.goto(`${own.url}?seed=77&speed=instant`);
      await page.waitFor(handShown);
      const before = await page.evaluate(() => document.querySelectorAll('[data-testid="hand"] button').length);
      await playTurns(page, 1);
      await page.waitFor(() => !!document.querySelector('.quarter.me .pond .discard'));
      assert.equal(await page.evaluate(() => document.querySelectorAll('[data-testid="hand"] button').length), before);
      assert.deepEqual(await page.problems(), []);
      await page.close();
    });
  });
}

// The checker itself: one face shifted by a quarter of a tile in its box (as issue 58's
// were) is found, by the picture and by where it matches best; the rest pass.
describe('the drawing check', () => {
  test('finds a face shifted in its box, and only that one', async () => {
    const server = await serveWatched();
    const engine = await startEngine('chromium');
    const page = await engine.newPage(server, { width: 1280, height: 800 });
    await page.goto(`${server.url}?seed=12345&speed=instant`);
    await page.waitFor(handShown);
    await playTurns(page, 6);
    await page.evaluate(() => document.activeElement?.blur());
    const seen = await page.evaluate(readTiles);
    const png = await page.screenshot();
    const shifted = await page.evaluate(() => {
      const tiles = [...document.querySelectorAll('.tile')];
      const el = document.querySelector('.quarter.me .pond .discard .tile');
      el.style.backgroundPositionX = `calc(${getComputedStyle(el).backgroundPositionX} + ${el.offsetWidth / 4}px)`;
      return tiles.indexOf(el);
    });
    const after = await page.evaluate(readTiles);
    const { problems } = compareTiles(await page.screenshot(), after, png, seen);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], new RegExp(`^tile ${shifted} `));
    // Two tiles' boxes laid over one another are found too.
    const moved = structuredClone(seen);
    const [a, b] = moved.tiles.filter((t) => !t.hand);
    b.x = a.x + a.w / 2;
    b.y = a.y;
    assert.equal(geometryProblems(moved).length, 1);
    await page.close();
    await engine.close();
    await server.close();
  });
});

// The phone in Firefox: a classic scrollbar, which 100vw counts and the page
// cannot lay out in. The hand stays in the window and the page does not scroll away.
describe('firefox with a classic scrollbar', { skip: !installed('firefox') && 'firefox is not installed' }, () => {
  let engine;
  let server;
  before(async () => {
    server = await serveWatched();
    engine = await startEngine('firefox');
  });
  after(async () => {
    await engine?.close();
    await server?.close();
  });
  test('390x844: the hand inside the window, the board in view, after six discards', async () => {
    const page = await engine.newPage(server, { width: 390, height: 844 });
    await page.goto(`${server.url}?seed=12345&speed=instant`);
    await page.waitFor(handShown);
    await playTurns(page, 6);
    const layout = await page.evaluate(() => ({ width: document.documentElement.clientWidth, window: innerWidth }));
    assert.ok(layout.width < layout.window, `a classic scrollbar takes room (${layout.width} of ${layout.window})`);
    const seen = await page.evaluate(readTiles);
    assert.deepEqual(geometryProblems({ ...seen, width: layout.width }), []);
    const top = await page.evaluate(() => document.querySelector('.board').getBoundingClientRect().top);
    assert.ok(top >= 0, `the board's top at ${top}`);
    assert.deepEqual(await page.problems(), []);
    await page.close();
  });
});
