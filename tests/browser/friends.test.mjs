// Playing with friends in the browser (issue 32), against the real Rinshan server with its
// SQLite store: two pages, one desktop and one phone, join one room by its invite link and
// play a hand to its end with a call; in its own turn the phone's page reloads and is back
// in its seat with the same decision and its clock, and makes it itself (issue 41: the
// computer used to play it at once), then the server is killed (SIGKILL) and started again
// on the same port, and both pages reconnect by themselves and play on. The room screen and the table with friends
// are photographed on both (tests/browser/artifacts/friends-*.png, copied to
// www/screenshots/ for the README when they change). A page served as plain files (no
// server) says in words that playing with friends needs the server.
//
// axe-core's WCAG A and AA rules run on the forms, the room and the table (phone light,
// desktop dark), as on every other page (axe.test.mjs).
//
// Console errors fail the test, except Chromium's report of a refused WebSocket while the
// server is down on purpose (the page's reconnection attempts), and only then.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertClean } from './axe-check.mjs';
import { launch, root, serveDist, startServer } from './harness.mjs';

const artifacts = join(root, 'tests', 'browser', 'artifacts');
/** The first room of a server started with --predictable-seeds 3: its first hand offers
 * the players here a call within their first few discards and lasts long enough. */
const SEED = 3;
const REFUSED_SOCKET = /WebSocket connection to .* failed/;

let browser;
before(async () => {
  browser = await launch();
  await mkdir(artifacts, { recursive: true });
});
after(async () => {
  await browser?.close();
});

/** A page in its own context (its own storage: another person), watched. */
async function person(viewport, outage) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (outage.on && REFUSED_SOCKET.test(m.text())) return;
    problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { context, page, problems };
}

/** One move of `page` if it is its move: a win, else a call (pon or chii) if offered, else
 * the drawn tile (or the last tile it may discard), pressed as a click on its button.
 * Returns what it did (one round trip to the page per move). */
async function move(page) {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid="result"]')) return 'result';
    const game = document.querySelector('.game');
    if (!game || game.dataset.status !== 'player') return null;
    const first = (selector) => document.querySelector(selector);
    const press = (el, what) => (el.click(), what);
    const win = first('.call-ron, .call-tsumo');
    if (win) return press(win, 'won');
    const call = first('.call-pon:not(.refused), .call-chii:not(.refused)');
    if (call) return press(call, 'called');
    const skip = first('.call-skip');
    if (skip) return press(skip, 'passed');
    const hand = '[data-testid="hand"] button';
    const drawn = first(`${hand}[data-drawn][aria-disabled="false"]`);
    if (drawn) return press(drawn, 'discarded');
    const any = [...document.querySelectorAll(`${hand}[data-index][aria-disabled="false"]`)].pop();
    return any ? press(any, 'discarded') : null;
  });
}

/** Where each page's hand has been seen during play (its top, rounded to 0.1 px), and
 * the lowest its bottom came: nothing jumps (issue 46), in a room too. */
const handSeen = new Map();
async function noteHand(page) {
  const r = await page.evaluate(() => {
    const hand = document.querySelector('[data-testid="hand"]');
    if (!hand) return null;
    const b = hand.getBoundingClientRect();
    return { top: Math.round(b.top * 10) / 10, bottom: b.bottom, height: innerHeight };
  });
  if (!r) return;
  const seen = handSeen.get(page) ?? { tops: new Set(), lowest: 0, height: r.height };
  seen.tops.add(r.top);
  seen.lowest = Math.max(seen.lowest, r.bottom);
  handSeen.set(page, seen);
}

/** Plays both pages until `until(moves)` holds (at most `limit` rounds). Returns the
 * moves made. */
async function play(pages, until, limit = 600) {
  const moves = [];
  for (let i = 0; i < limit && !(await until(moves)); i++) {
    let any = false;
    for (const p of pages) {
      await noteHand(p);
      const m = await move(p);
      if (m && m !== 'result') {
        moves.push(m);
        any = true;
      }
    }
    if (!any) await pages[0].waitForTimeout(60);
  }
  return moves;
}

const seated = (page) => page.locator('.room-strip .room-seat[data-state="person"]').count();

test('two pages play a hand with a call; a reload and a server restart mid-hand are not the end of it', async () => {
  const data = await mkdtemp(join(tmpdir(), 'rinshan-friends-'));
  const outage = { on: false };
  let server = await startServer({ data, seeds: SEED });
  try {
    const ann = await person({ width: 1280, height: 800 }, outage);
    const bo = await person({ width: 390, height: 844 }, outage);

    // Ann opens a room; the room screen gives the invite link.
    await ann.page.goto(`${server.url}friends.html`);
    await ann.page.getByTestId('create-room').waitFor();
    await assertClean(ann.page, 'the form that opens a room', 'dark');
    await ann.page.getByTestId('friends-name').fill('Ann');
    await ann.page.getByTestId('open-room').click();
    await ann.page.getByTestId('room').waitFor();
    const invite = await ann.page.getByTestId('invite-link').inputValue();
    assert.match(invite, /friends\.html#join=[A-Za-z0-9_-]{22}$/);
    const watch = await ann.page.getByTestId('watch-link').inputValue();
    assert.match(watch, /friends\.html#watch=[A-Za-z0-9_-]{22}$/);

    // Bo opens it on a phone and takes a seat; both see two players connected.
    await bo.page.goto(invite);
    await bo.page.getByTestId('join-room').waitFor();
    await assertClean(bo.page, 'the form that takes a seat', 'light');
    await bo.page.getByTestId('friends-name').fill('Bo');
    await bo.page.getByTestId('take-seat').click();
    await bo.page.getByTestId('room').waitFor();
    for (const p of [ann.page, bo.page]) {
      await p.locator('[data-testid="room-seats"] .room-seat[data-state="person"]').nth(1).waitFor();
    }
    await ann.page.screenshot({ path: join(artifacts, 'friends-room-desktop.png') });
    await bo.page.screenshot({ path: join(artifacts, 'friends-room-phone.png') });
    await assertClean(ann.page, 'the room (host)', 'dark');
    await assertClean(bo.page, 'the room', 'light');
    // Only the host starts.
    assert.equal(await bo.page.getByTestId('start-match').count(), 0);
    await ann.page.getByTestId('start-match').click();
    for (const p of [ann.page, bo.page]) await p.getByTestId('hand').locator('button').first().waitFor();
    // Two computer players took the empty seats.
    assert.equal(await ann.page.locator('.room-strip .room-seat[data-state="computer"]').count(), 2);

    // Play until one of them has called.
    const pages = [ann.page, bo.page];
    let moves = await play(pages, async (made) => made.includes('called'));
    assert.ok(moves.includes('called'), `a call was made: ${moves.join(' ')}`);
    await ann.page.waitForTimeout(300);
    await ann.page.screenshot({ path: join(artifacts, 'friends-table-desktop.png') });
    await bo.page.screenshot({ path: join(artifacts, 'friends-table-phone.png') });
    await assertClean(ann.page, 'the table with friends', 'dark');
    await assertClean(bo.page, 'the table with friends', 'light');

    // Bo's own turn: Ann plays (and Bo answers calls) until Bo has drawn and must discard.
    const drawn = '.game[data-status="player"] [data-testid="hand"] button[data-drawn]';
    const bosTurn = () => bo.page.evaluate((sel) => !!document.querySelector(sel), drawn);
    for (let i = 0; i < 600 && !(await bosTurn()); i++) {
      const a = await move(ann.page);
      const b = (await bosTurn()) ? null : await move(bo.page);
      if (a) moves.push(a);
      if (b) moves.push(b);
      if (!a && !b) await ann.page.waitForTimeout(60);
    }
    assert.ok(await bosTurn(), "Bo's turn came");
    const tileBefore = await bo.page.locator(drawn).getAttribute('aria-label');
    await bo.page.getByTestId('my-clock').waitFor();
    const pondOf = (page) => page.locator('.quarter.me .pond .discard').count();
    const bosPond = await pondOf(bo.page);

    // Bo's page reloads in his turn: back in the seat, the same decision, his clock running,
    // and nobody played for him meanwhile.
    await bo.page.reload();
    await bo.page.locator(drawn).waitFor();
    assert.equal(await bo.page.locator(drawn).getAttribute('aria-label'), tileBefore);
    assert.equal(await pondOf(bo.page), bosPond, 'nothing was discarded for Bo');
    await bo.page.getByTestId('my-clock').waitFor();
    assert.match(await bo.page.getByTestId('my-clock').innerText(), /\d+ s \+ \d+ s/);
    await ann.page.waitForFunction(() => document.querySelectorAll('.room-strip .room-seat[data-state="person"]').length === 2);
    assert.equal(await ann.page.locator('.room-strip .room-seat[data-state="away"]').count(), 0);
    // And Bo makes the decision himself: his drawn tile goes to his pond. Pressed as every
    // other move here is (a click on the button), not by Playwright's click, which may
    // scroll the page first: in about one run in eight, the tile still rising into the hand
    // just after the reload (599.4 px of its resting 601.1, wholly in view), Playwright
    // scrolled the phone's page by 48 px, and the check below took the page's scroll for
    // the hand moving (measured: scrollY 0 before that click and 48 after it).
    await bo.page.evaluate((sel) => document.querySelector(sel).click(), drawn);
    await bo.page.waitForFunction((n) => document.querySelectorAll('.quarter.me .pond .discard').length === n + 1, bosPond);
    moves.push('discarded');

    // A few more moves, then the server dies mid-hand and comes back on the same port.
    moves = moves.concat(await play(pages, async () => false, 6));
    outage.on = true;
    await server.kill();
    await ann.page.getByTestId('friends-status').waitFor();
    server = await startServer({ data, port: server.port, seeds: SEED });
    for (const p of pages) {
      await p.waitForFunction(() => document.querySelectorAll('.room-strip .room-seat[data-state="person"]').length === 2, null, { timeout: 30000 });
    }
    outage.on = false;

    // And they play on to the end of the hand.
    moves = moves.concat(await play(pages, async () => (await ann.page.getByTestId('result').count()) > 0 && (await bo.page.getByTestId('result').count()) > 0));
    await ann.page.getByTestId('result').waitFor();
    await bo.page.getByTestId('result').waitFor();
    // Through prompts, calls, the reconnection notices and the clock: each hand stayed
    // where it was, and inside the window (1280x800 and a 390x844 phone).
    for (const [who, p] of [['Ann', ann.page], ['Bo', bo.page]]) {
      const seen = handSeen.get(p);
      assert.equal(seen.tops.size, 1, `${who}'s hand moved: tops ${[...seen.tops].join(', ')}`);
      assert.ok(seen.lowest <= seen.height, `${who}'s hand reached ${seen.lowest} px in a ${seen.height} px window`);
    }
    const discards = moves.filter((m) => m === 'discarded').length;
    assert.ok(discards >= 8, `${discards} discards by the two players`);
    assert.deepEqual(ann.problems, []);
    assert.deepEqual(bo.problems, []);
    await ann.context.close();
    await bo.context.close();
  } finally {
    await server.kill();
    await rm(data, { recursive: true, force: true });
  }
});

// Issue 46: a short warning when the player's own time runs low (5 s or less of the
// move's time and the bank, or half of what the decision came with when that is less),
// once per decision, through the sound module's log.
test('a room with little time warns the player once per decision that their time runs low', async () => {
  const data = await mkdtemp(join(tmpdir(), 'rinshan-friends-'));
  const server = await startServer({ data, seeds: SEED });
  const outage = { on: false };
  const ann = await person({ width: 1280, height: 800 }, outage);
  try {
    await ann.page.goto(`${server.url}friends.html`);
    await ann.page.getByTestId('friends-name').fill('Ann');
    // Three seconds a move and no bank: a decision left alone warns at 1.5 s.
    await ann.page.locator('input[name="move"]').fill('3');
    await ann.page.locator('input[name="move"]').dispatchEvent('change');
    await ann.page.locator('input[name="bank"]').fill('0');
    await ann.page.locator('input[name="bank"]').dispatchEvent('change');
    await ann.page.getByTestId('open-room').click();
    await ann.page.getByTestId('start-match').click();
    await ann.page.getByTestId('hand').locator('button').first().waitFor();
    await ann.page.waitForFunction(() => window.rinshanSound !== undefined);
    await ann.page.mouse.click(2, 2);
    await ann.page.waitForFunction(() => window.rinshanSound.ready);
    // Ann does nothing: the room plays for her when her time is up, and her next
    // decision warns again.
    await ann.page.waitForFunction(
      () => window.rinshanSound.log.filter((e) => e.cue === 'time-low' && e.played).length >= 2,
      null,
      { timeout: 40000 },
    );
    const log = await ann.page.evaluate(() => window.rinshanSound.log.map((e) => e.cue));
    // Once per decision: never twice in a row without another cue between.
    for (let i = 1; i < log.length; i++) {
      assert.ok(!(log[i] === 'time-low' && log[i - 1] === 'time-low'), log.join(' '));
    }
    assert.deepEqual(ann.problems, []);
  } finally {
    await ann.context.close();
    await server.kill();
    await rm(data, { recursive: true, force: true });
  }
});

// Issue 57: a message from the server that the page cannot read was dropped in silence.
// It is logged as an error (what and why) and the player is told; the page goes on.
test('a server message the page cannot read is logged and said, and the page goes on', async () => {
  const data = await mkdtemp(join(tmpdir(), 'rinshan-friends-'));
  const server = await startServer({ data, seeds: SEED });
  const outage = { on: false };
  const ann = await person({ width: 1280, height: 800 }, outage);
  try {
    let socket;
    // The page's socket, passed through to the real server both ways, through which the
    // test can also speak as the server.
    await ann.page.routeWebSocket(/\/ws$/, (ws) => {
      ws.connectToServer();
      socket = ws;
    });
    await ann.page.goto(`${server.url}friends.html`);
    await ann.page.getByTestId('friends-name').fill('Ann');
    socket.send('{"type":"frame","from":"a server of another kind"}');
    const status = ann.page.getByTestId('friends-status');
    await status.filter({ hasText: 'The server sent something this page cannot read' }).waitFor();
    const logged = ann.problems.filter((p) => /a message from the server cannot be read/.test(p));
    assert.equal(logged.length, 1, ann.problems.join('\n'));
    assert.match(logged[0], /a server of another kind/);
    // The page goes on: a room opens.
    await ann.page.getByTestId('open-room').click();
    await ann.page.getByTestId('start-match').waitFor();
    assert.deepEqual(ann.problems.filter((p) => !logged.includes(p)), []);
  } finally {
    await ann.context.close();
    await server.kill();
    await rm(data, { recursive: true, force: true });
  }
});

test('served as plain files, the friends page says in words that it needs the server', async () => {
  const files = await serveDist();
  const outage = { on: true };
  const { context, page, problems } = await person({ width: 390, height: 844 }, outage);
  try {
    await page.goto(`${files.url}friends.html`);
    const status = page.getByTestId('friends-status');
    await status.filter({ hasText: 'needs the Rinshan server' }).waitFor();
    await assertClean(page, 'the friends page without a server', 'light');
    // And the way back to the game, which needs no server.
    await page.getByRole('link', { name: 'Play against the computer' }).first().waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await files.close();
  }
});
