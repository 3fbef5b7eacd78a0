// A teacher's own article page, measured rather than looked at: inline tiles flow in a
// sentence (their height against the line's, the text before and after them on the same
// line, the baseline) in a paragraph, a heading and a list item, and break between tiles;
// tables fit the column they are in (1000, 680, 360 and 320 px), in their compact and
// large sizes and showing only some parts; two tables on a page keep to themselves; a
// page stylesheet for img, button and div changes nothing inside; the widgets speak the
// page's language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, watchedPage } from './harness.mjs';

const ctx = useBrowser(before, after);

/**
 * Opens an article page on the test server's origin: a 680 px text column of 17 px
 * Georgia at line height 1.55 (as a teacher's blog would have), the elements' module, and
 * `body`. Waits until every element has rendered.
 */
async function article(body, { lang = 'en', style = '', width = 680 } = {}) {
  const { page, problems } = await watchedPage(ctx.browser);
  const html = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">
<style>
  body { margin: 0; padding: 16px; font: 17px/1.55 Georgia, serif; color: #1d1d1d; background: #fbfaf6; }
  main { width: ${width}px; }
  h2 { font-size: 28px; line-height: 1.25; }
  rinshan-table { display: block; margin: 12px 0; }
  ${style}
</style>
<script type="module" src="rinshan-elements.js"></script></head>
<body><main>${body}</main></body></html>`;
  await page.route(`${ctx.server.url}article.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${ctx.server.url}article.html`);
  await rendered(page);
  return { page, problems };
}

/** Waits until every element on the page has drawn its content (or its error). */
async function rendered(page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('rinshan-tiles, rinshan-table')].every((el) =>
      el.shadowRoot?.querySelector('[role="img"], [role="alert"], .widget')),
  );
}

/** Where an inline tiles element sits among the words around it. */
function placement(page, id) {
  return page.evaluate((id) => {
    const host = document.getElementById(id);
    const tiles = host.querySelector('rinshan-tiles');
    const rects = [...tiles.shadowRoot.querySelectorAll('.t')].map((t) => t.getBoundingClientRect());
    // The baseline: the bottom of an empty inline-block sitting on it, right after the tiles.
    const probe = document.createElement('span');
    probe.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
    tiles.after(probe);
    const baseline = probe.getBoundingClientRect().bottom;
    probe.remove();
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const style = getComputedStyle(host);
    return {
      font: parseFloat(style.fontSize),
      lineHeight: parseFloat(style.lineHeight),
      top: Math.min(...rects.map((r) => r.top)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
      left: Math.min(...rects.map((r) => r.left)),
      right: Math.max(...rects.map((r) => r.right)),
      baseline,
      before: box(host.querySelector('.before')),
      after: box(host.querySelector('.after')),
      height: host.getBoundingClientRect().height,
      twin: document.getElementById(`${id}-twin`).getBoundingClientRect().height,
      label: tiles.shadowRoot.querySelector('[role="img"]').getAttribute('aria-label'),
      background: getComputedStyle(tiles).backgroundColor,
      display: getComputedStyle(tiles).display,
    };
  }, id);
}

const SENTENCES = `
<h2 id="h"><span class="before">Kan</span> <rinshan-tiles tiles="66'66p"></rinshan-tiles> <span class="after">from across</span></h2>
<h2 id="h-twin"><span>Kan</span> <span>from across</span></h2>
<p id="p">With three of a tile concealed, <span class="before">such as</span> <rinshan-tiles tiles="6'666p"></rinshan-tiles> <span class="after">you may</span> claim the fourth.</p>
<p id="p-twin">With three of a tile concealed, such as you may claim the fourth.</p>
<ul><li id="li"><span class="before">A closed kan</span> <rinshan-tiles tiles="X11Xs"></rinshan-tiles> <span class="after">keeps the hand closed.</span></li></ul>
<ul><li id="li-twin">A closed kan keeps the hand closed.</li></ul>`;

test('inline tiles flow in a sentence: a line of text high, on its baseline, between the words around them', async () => {
  const { page, problems } = await article(SENTENCES);
  for (const id of ['p', 'h', 'li']) {
    const m = await placement(page, id);
    const height = m.bottom - m.top;
    // As tall as the text's font says (1.3 em), not a block: no background, inline.
    assert.ok(height >= 1.25 * m.font && height <= 1.5 * m.font, `${id}: ${height} px tall for ${m.font} px text`);
    assert.equal(m.display, 'inline', id);
    assert.equal(m.background, 'rgba(0, 0, 0, 0)', id);
    // On the baseline: the tiles' bottom where the descenders end, at most 0.3 em below.
    assert.ok(m.bottom - m.baseline >= 0 && m.bottom - m.baseline <= 0.3 * m.font, `${id}: bottom ${m.bottom}, baseline ${m.baseline}`);
    // The words before and after are on the same line, on either side.
    assert.ok(Math.abs(m.before.bottom - m.after.bottom) < 1, `${id}: words on two lines`);
    assert.ok(m.top < m.before.bottom && m.bottom > m.before.top, `${id}: tiles beside the words, not above or below`);
    assert.ok(m.before.right <= m.left + 1 && m.right <= m.after.left + 1, `${id}: order before, tiles, after`);
    if (id !== 'h') {
      // In running text (line height 1.55) the tiles fit in the line: the paragraph is as
      // high as the same words without them.
      assert.ok(height <= m.lineHeight, `${id}: ${height} px tiles in ${m.lineHeight} px lines`);
      assert.ok(Math.abs(m.height - m.twin) <= 1, `${id}: ${m.height} px high, ${m.twin} px without the tiles`);
    } else {
      // A heading's larger font makes larger tiles; its line grows by a few pixels at most.
      assert.ok(m.height - m.twin <= 0.2 * m.font, `heading: ${m.height} px high, ${m.twin} px without the tiles`);
    }
  }
  // Tiles follow the font of the text they sit in.
  const [p, h] = [await placement(page, 'p'), await placement(page, 'h')];
  const ratio = (h.bottom - h.top) / (p.bottom - p.top);
  assert.ok(Math.abs(ratio - h.font / p.font) < 0.08, `heading tiles ${ratio}x the paragraph's for ${h.font / p.font}x the font`);
  // The same accessible text as a block of tiles had.
  assert.equal(p.label, '6 pin, sideways, 6 pin, 6 pin, 6 pin');
  assert.equal((await placement(page, 'li')).label, 'face-down tile, 1 sou, 1 sou, face-down tile');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a long tile string breaks between tiles inside the column; block tiles stand on a line of their own', async () => {
  const long = '123456789m123456789p123456789s1234567z123456789m123456789p';
  const { page, problems } = await article(`
<p id="long">A whole set, more than a line: <rinshan-tiles tiles="${long}"></rinshan-tiles> and on.</p>
<p id="around">A hand on its own line:<rinshan-tiles block tiles="234m789m666p45s77z"></rinshan-tiles>then the text goes on.</p>`);
  const m = await page.evaluate(() => {
    const tiles = document.querySelector('#long rinshan-tiles');
    const rects = [...tiles.shadowRoot.querySelectorAll('.t')].map((t) => t.getBoundingClientRect());
    const column = document.querySelector('main').getBoundingClientRect();
    const block = document.querySelector('#around rinshan-tiles');
    const tile = block.shadowRoot.querySelector('.t').getBoundingClientRect();
    return {
      lines: new Set(rects.map((r) => Math.round(r.top))).size,
      right: Math.max(...rects.map((r) => r.right)),
      columnRight: column.right,
      blockDisplay: getComputedStyle(block).display,
      blockWidth: block.getBoundingClientRect().width,
      columnWidth: column.width,
      blockTile: tile.height,
      font: parseFloat(getComputedStyle(block).fontSize),
    };
  });
  assert.ok(m.lines >= 2, `${m.lines} line(s)`);
  assert.ok(m.right <= m.columnRight + 0.5, `tiles reach ${m.right}, the column ends at ${m.columnRight}`);
  assert.equal(m.blockDisplay, 'block');
  assert.equal(Math.round(m.blockWidth), Math.round(m.columnWidth));
  assert.ok(m.blockTile >= 2 * m.font, `block tiles ${m.blockTile} px at ${m.font} px text`);
  assert.deepEqual(problems, []);
  await page.close();
});

const ASK = `mode=ask; turn=1; draws=6p; script1=6p
seat0=234m789m666p45s77z; seat1=...
question=Your right-hand opponent discards the 6 pin. Which calls may you make? Mark every one.
explain=With three 6 pin concealed you may pon (showing two of them) or call an open kan, a daiminkan (showing all three). Ron needs a complete hand, and chii takes only the discard of the player on your left.`;
const SHOW = `turn=3; draws=9p2z3z4z8m
seat0=67m234p567p234s99s; seat1=88m1z...; seat3=8m...
script3=8m 3z; script1=pon 1z kan:8m; script2=2z; script0=4z ron
question=Pon, then the added kan, then the robbery. You wait on 5 or 8 man.
explain=Your right-hand opponent pons the 8 man your left-hand opponent discards. When they draw the fourth 8 man and add it to the pon, you ron it: chankan. The kan never happens, so no replacement tile is drawn and no kan dora is turned.`;
const COMPARE = `mode=compare; compare=tenhou ema; turn=1; draws=6p; rinshan=1z
seat0=234m789m666p45s77z; seat1=...; script1=6p; script0=kan 1z
question=Daiminkan, replacement draw, discard: watch the dora indicators.
explain=Both tables draw the replacement tile (East) from the dead wall at once. Under EMA rules the new indicator is turned with the kan; under Tenhou rules only after the discard.`;
const attr = (s) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Each table's box, its board's width, and whether anything inside sticks out. */
function tableBoxes(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('rinshan-table')].map((t) => {
      const r = t.getBoundingClientRect();
      const root = t.shadowRoot.querySelector('.rinshan-root');
      const boards = [...t.shadowRoot.querySelectorAll('.board')].map((b) => b.getBoundingClientRect().width);
      let outside = 0;
      for (const el of t.shadowRoot.querySelectorAll('.widget *')) {
        const e = el.getBoundingClientRect();
        if (e.width && (e.left < r.left - 1 || e.right > r.right + 1)) outside += 1;
      }
      return { id: t.id, width: r.width, height: r.height, board: Math.max(0, ...boards), overflow: root.scrollWidth - root.clientWidth, outside };
    }),
  );
}

const THREE = `<rinshan-table id="ask" scenario="${attr(ASK)}"></rinshan-table>
<rinshan-table id="show" scenario="${attr(SHOW)}"></rinshan-table>
<rinshan-table id="compare" scenario="${attr(COMPARE)}"></rinshan-table>`;

/** Plays every step of the show and compare tables and every answer of the ask table,
 * returning each table's greatest height on the way. */
async function tallest(page) {
  const most = {};
  const note = async () => {
    for (const b of await tableBoxes(page)) most[b.id] = Math.max(most[b.id] ?? 0, b.height);
  };
  await note();
  for (const id of ['show', 'compare']) {
    const next = page.locator(`#${id} .step-next`);
    while (!(await next.isDisabled())) {
      await next.click();
      await note();
    }
  }
  for (const name of ['Pon', 'Kan', 'Pass']) await page.locator('#ask').getByRole('button', { name, exact: true }).click();
  await page.locator('#ask').getByRole('button', { name: 'Check' }).click();
  await note();
  return most;
}

test('a table fits its column: under 560 px high from 680 to 1000 px wide, every step and answer included', async () => {
  for (const width of [1000, 680]) {
    const { page, problems } = await article(THREE, { width });
    const boxes = await tableBoxes(page);
    for (const b of boxes) {
      assert.ok(b.width <= width, `${width}: ${b.id} is ${b.width} px wide`);
      assert.ok(b.height <= 560, `${width}: ${b.id} is ${b.height} px high`);
      assert.equal(b.outside, 0, `${width}: ${b.id} has parts outside its box`);
      // The board does not grow with the column past what it needs.
      assert.ok(b.board >= 240 && b.board <= 400, `${width}: ${b.id}'s board is ${b.board} px`);
    }
    for (const [id, h] of Object.entries(await tallest(page))) assert.ok(h <= 560, `${width}: ${id} reaches ${h} px`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('a table fits a phone column (360 and 320 px): one column, nothing sticking out, a usable board', async () => {
  for (const width of [360, 320]) {
    const { page, problems } = await article(THREE, { width });
    for (const b of await tableBoxes(page)) {
      assert.ok(b.width <= width, `${width}: ${b.id} is ${b.width} px wide`);
      assert.ok(b.overflow <= 0, `${width}: ${b.id} scrolls sideways by ${b.overflow} px`);
      assert.equal(b.outside, 0, `${width}: ${b.id} has parts outside its box`);
      assert.ok(b.board >= width - 40, `${width}: ${b.id}'s board is only ${b.board} px`);
    }
    // Still works: the reader answers and steps.
    await page.locator('#ask').getByRole('button', { name: 'Pon', exact: true }).click();
    await page.locator('#ask').getByRole('button', { name: 'Check' }).click();
    assert.match(await page.locator('#ask').getByTestId('ask-summary').textContent(), /^Not quite/);
    await page.locator('#show .step-next').click();
    assert.equal(await page.locator('#show .step-count').textContent(), 'Step 1 of 8');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('sizes and parts: compact is smaller, large is larger, and a table may show only a hand, melds and the dora', async () => {
  const shouminkan = `turn=0; draws=7s; rinshan=2z
seat0=234m678p99s45s pon:777s<1; seat1=...|1m7s*
script0=kan:7s 2z`;
  const { page, problems } = await article(`
<rinshan-table id="default" scenario="${attr(ASK)}"></rinshan-table>
<rinshan-table id="compact" size="compact" scenario="${attr(ASK)}"></rinshan-table>
<rinshan-table id="large" size="large" scenario="${attr(ASK)}"></rinshan-table>
<rinshan-table id="parts" show="hand melds dora" scenario="${attr(shouminkan)}"></rinshan-table>
<rinshan-table id="two" seats="0 1" scenario="${attr(shouminkan)}"></rinshan-table>
<rinshan-table id="typo" show="hand hnad" scenario="${attr(shouminkan)}"></rinshan-table>`);
  const b = Object.fromEntries((await tableBoxes(page)).map((x) => [x.id, x]));
  assert.ok(b.compact.height < b.default.height - 60, `compact ${b.compact.height}, default ${b.default.height}`);
  assert.ok(b.compact.board <= 300);
  assert.ok(b.large.board > b.default.board + 100, `large board ${b.large.board}, default ${b.default.board}`);
  // Only the parts asked for: no board, the reader's hand and meld, the indicators.
  const parts = page.locator('#parts');
  assert.equal(await parts.locator('.board').count(), 0);
  assert.equal(await parts.getByRole('group', { name: 'Dora indicators' }).getByRole('img').count(), 1);
  assert.equal(await parts.getByRole('list', { name: 'Your hand' }).getByRole('img').count(), 10);
  assert.equal(await parts.locator('.meld[data-kind="Pon"]').count(), 1);
  assert.ok(b.parts.height < 200, `parts only: ${b.parts.height} px`);
  // The seats taking part: the reader and the player on the right, and the centre.
  assert.equal(await page.locator('#two .quarter').count(), 2);
  assert.equal(await page.locator('#two .quarter.right .discard').count(), 1);
  // A word the widget does not know is said in place.
  assert.match(await page.locator('#typo').getByRole('alert').textContent(), /show: 'hnad' is not one of table, hand, melds, ponds, dora/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('two tables on one page keep to themselves', async () => {
  const { page, problems } = await article(`
<rinshan-table id="one" scenario="${attr(SHOW)}"></rinshan-table>
<rinshan-table id="two" scenario="${attr(SHOW)}"></rinshan-table>
<rinshan-table id="ask1" scenario="${attr(ASK)}"></rinshan-table>
<rinshan-table id="ask2" scenario="${attr(ASK)}"></rinshan-table>`);
  await page.locator('#one .step-next').click();
  await page.locator('#one .step-next').click();
  assert.equal(await page.locator('#one .step-count').textContent(), 'Step 2 of 8');
  assert.equal(await page.locator('#two .step-count').textContent(), 'Step 0 of 8');
  assert.equal(await page.locator('#two').getByTestId('narration').locator('li').count(), 0);
  await page.locator('#ask1').getByRole('button', { name: 'Pon', exact: true }).click();
  assert.equal(await page.locator('#ask1').getByRole('button', { name: 'Pon', exact: true }).getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('#ask2').getByRole('button', { name: 'Pon', exact: true }).getAttribute('aria-pressed'), 'false');
  // Each shadow root has its own tile artwork: every tile in every table is drawn from it.
  const drawn = await page.evaluate(() =>
    [...document.querySelectorAll('rinshan-table')].map((t) => {
      const tiles = [...t.shadowRoot.querySelectorAll('.tile')];
      // Drawn from the strip of all 38 faces, sized so that the tile shows one of them
      // (a page or widget stylesheet that sized the background otherwise would squeeze
      // the whole strip into the tile).
      const art = tiles.filter((e) => {
        const s = getComputedStyle(e);
        return s.backgroundImage.startsWith('url("data:image/svg+xml') && s.backgroundSize === '3800% 100%';
      });
      return [tiles.length, art.length];
    }),
  );
  assert.ok(drawn.every(([tiles, art]) => tiles > 10 && art === tiles), JSON.stringify(drawn));
  assert.deepEqual(problems, []);
  await page.close();
});

test('a page stylesheet for img, button and div changes nothing inside the widgets', async () => {
  const body = `<div class="column"><p style="font-size: 17px; line-height: 1.55">Tiles <rinshan-tiles tiles="6'666p"></rinshan-tiles> in a sentence.</p>
<rinshan-table id="ask" scenario="${attr(ASK)}"></rinshan-table>
<rinshan-table id="show" scenario="${attr(SHOW)}"></rinshan-table></div>`;
  const measure = (page) =>
    page.evaluate(() => {
      // Sizes, and places within the widget (the words of the page around it may move it).
      let origin = { x: 0, y: 0 };
      const box = (el) => {
        const r = el.getBoundingClientRect();
        return [r.x - origin.x, r.y - origin.y, r.width, r.height].map((n) => Math.round(n * 10) / 10);
      };
      const size = (el) => box(el).slice(2);
      const style = (el, ...props) => props.map((p) => getComputedStyle(el)[p]);
      const ask = document.getElementById('ask').shadowRoot;
      const show = document.getElementById('show').shadowRoot;
      const tiles = document.querySelector('rinshan-tiles').shadowRoot;
      const tileSizes = [...tiles.querySelectorAll('.t, .t i')].map(size);
      origin = ask.querySelector('.widget').getBoundingClientRect();
      return {
        tiles: tileSizes,
        ask: size(ask.querySelector('.widget')),
        board: box(ask.querySelector('.board')),
        buttons: [...ask.querySelectorAll('button')].map((b) => [...box(b), ...style(b, 'fontSize', 'backgroundColor', 'padding', 'color')]),
        question: style(ask.querySelector('.question'), 'fontSize', 'lineHeight', 'letterSpacing', 'color', 'textAlign'),
        tileSvgs: [...ask.querySelectorAll('svg.tile')].slice(0, 20).map(box),
        show: size(show.querySelector('.widget')),
        divs: [...show.querySelectorAll('div')].slice(0, 12).map((d) => style(d, 'padding', 'margin', 'backgroundColor')),
      };
    });
  const { page, problems } = await article(body);
  const plain = await measure(page);
  await page.addStyleTag({
    content: `img, svg { width: 300px !important; height: 300px !important; border: 9px solid red; }
      button { all: unset; font-size: 40px !important; padding: 30px !important; background: red !important; }
      div { padding: 40px; margin: 20px; background: yellow; font-size: 30px; line-height: 4; letter-spacing: 6px; color: red; text-align: center; }
      div.column { padding: 0; margin: 0; }`,
  });
  await page.waitForTimeout(100);
  assert.deepEqual(await measure(page), plain);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the widgets speak the page\'s language, or their own lang, and follow a change', async () => {
  const { page, problems } = await article(`
<p>ポンした <rinshan-tiles id="tiles" tiles="66'6p"></rinshan-tiles> に加える。</p>
<rinshan-table id="ja" scenario="${attr(SHOW)}"></rinshan-table>
<rinshan-table id="en" lang="en" scenario="${attr(SHOW)}"></rinshan-table>
<rinshan-table id="ask" scenario="${attr(ASK)}"></rinshan-table>`, { lang: 'ja' });
  const label = () => page.locator('#tiles').getByRole('img').getAttribute('aria-label');
  assert.equal(await label(), '6筒、6筒（横）、6筒');
  assert.equal(await page.locator('#ja .step-count').textContent(), '8手中0手目');
  assert.equal(await page.locator('#ja').getByRole('region', { name: '卓' }).count(), 1);
  assert.equal(await page.locator('#en .step-count').textContent(), 'Step 0 of 8');
  await page.locator('#ask').getByRole('button', { name: 'チー', exact: true }).click();
  await page.locator('#ask').getByRole('button', { name: '確認' }).click();
  assert.match(await page.locator('#ask').getByTestId('ask-summary').textContent(), /^惜しい/);
  // The page switches to English: every element that follows it re-renders.
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'en'));
  await page.locator('#ja .step-count', { hasText: 'Step 0 of 8' }).waitFor();
  assert.equal(await label(), '6 pin, 6 pin, sideways, 6 pin');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the kan article itself: every table under 560 px high in its 680 px column, and tiles inline in its prose', async () => {
  const { page, problems } = await watchedPage(ctx.browser);
  await page.goto(`${ctx.server.url}tutorial/`);
  await page.locator('#w-play .game').waitFor();
  await rendered(page);
  const column = await page.locator('body > main').evaluate((m) => m.getBoundingClientRect().width);
  assert.ok(column >= 640 && column <= 680, `a ${column} px column`);
  for (const b of await tableBoxes(page)) {
    assert.ok(b.height <= 560, `${b.id} is ${b.height} px high`);
    assert.equal(b.outside, 0, `${b.id} has parts outside its box`);
  }
  // Every inline tile string sits in a line of text, as high as 1.3 em of it.
  const tiles = await page.evaluate(() =>
    [...document.querySelectorAll('p rinshan-tiles')].map((t) => {
      const boxes = [...t.shadowRoot.querySelectorAll('.t')].map((b) => b.getBoundingClientRect());
      return { tiles: t.getAttribute('tiles'), height: boxes[0].height, font: parseFloat(getComputedStyle(t).fontSize), display: getComputedStyle(t).display };
    }),
  );
  assert.ok(tiles.length >= 25, `${tiles.length} inline tile strings`);
  for (const t of tiles) {
    assert.equal(t.display, 'inline', t.tiles);
    assert.ok(Math.abs(t.height - 1.3 * t.font) < 1, `${t.tiles}: ${t.height} px at ${t.font} px`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});
