// The table heard and in motion (issue 46). The sounds are checked through the sound
// module's test hook (window.rinshanSound.log: every cue asked for, in order, and whether
// it was handed to the audio output), not by listening; the motion by counting every
// animation the page starts (Web Animations from www/motion.js, CSS animations and
// transitions from the stylesheet).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, settled, useBrowser } from './harness.mjs';

const ctx = useBrowser(before, after);

/** A logged cue as a `cue@side` word. */
const word = (e) => `${e.cue}@${e.side}`;
/** The cues logged so far, as words (played or not). */
const heard = async (page) => (await log(page)).map(word);
const log = (page) => page.evaluate(() => window.rinshanSound?.log ?? []);
/** Waits for the sound module (loaded after the game is playable), then presses the
 * page outside the table, the first interaction after which browsers allow sound, and
 * waits for the sounds (made once the page is idle after it). */
async function soundReady(page) {
  await page.waitForFunction(() => window.rinshanSound !== undefined);
  assert.equal(await page.evaluate(() => window.rinshanSound.ready), false, 'no sound before a first press');
  await page.mouse.click(2, 2);
  await page.waitForFunction(() => window.rinshanSound.ready);
}

// Every animation the page starts, counted before the page's own scripts run.
const countAnimations = () => {
  window.__moved = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...args) {
    window.__moved.push(`animate ${this.className}`);
    return animate.apply(this, args);
  };
  for (const type of ['animationstart', 'transitionstart']) {
    addEventListener(type, (e) => window.__moved.push(`${type} ${e.target.className}`), true);
  }
};
const moved = (page) => page.evaluate(() => window.__moved);

// A scripted hand that starts with the player's turn (so every cue comes after the
// player's first press, when browsers allow sound): the player discards the drawn East,
// the right and opposite players theirs, the left player the red dragon, which the player
// pons, then discards. Played at the fast speed, where every move is shown (the instant
// speed shows only the last of a burst of computer moves).
const PON = {
  seats: ['7z7z 19m19p19s 1z2z3z 5z 6z', '', '', '7z ...'],
  draws: '4z 1p 2p 3p',
  script: ['', '1p', '2p', '7z'],
  to_act: 0,
  seed: 11,
};
const PON_HEARD = ['tsumogiri@me', 'tsumogiri@right', 'tsumogiri@opposite', 'discard@left', 'pon@me', 'discard@me'];

/** Plays PON's scripted part: the drawn East, the pon, a discard from the hand. */
async function playPon(page) {
  await page.getByTestId('hand').locator('li.drawn button').click();
  await page.getByTestId('calls').getByRole('button', { name: /^Pon/ }).click();
  await page.getByTestId('hand').locator('button[aria-disabled="false"]').first().click();
  // Heard once the player's discard after the pon is (at the instant speed the computer
  // players' moves between come as one view: fewer cues).
  await page.waitForFunction(() => {
    const cues = window.rinshanSound.log.map((e) => e.cue);
    const pon = cues.indexOf('pon');
    return pon >= 0 && cues.indexOf('discard', pon) > pon;
  });
}

// How the page makes its sounds, counted before the player's first press: each realtime
// audio context opened (the first one a browser opens blocks the main thread for
// 85-90 ms), and each media element's play, with how it ended.
const countAudio = () => {
  window.__audio = { contexts: 0, plays: [] };
  for (const name of ['AudioContext', 'webkitAudioContext']) {
    const Real = window[name];
    if (!Real) continue;
    window[name] = class extends Real {
      constructor(...args) {
        super(...args);
        window.__audio.contexts += 1;
      }
    };
  }
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    const entry = { volume: this.volume, ended: 'pending' };
    window.__audio.plays.push(entry);
    const started = play.apply(this, args);
    started.then(() => (entry.ended = 'playing'), (e) => (entry.ended = `refused: ${e.name}`));
    return started;
  };
};

test('a scripted pon is heard in order: each discard at its side, the pon, the discard after it', async () => {
  const { page, problems } = await openGame(ctx, { setup: PON, params: 'speed=fast' });
  await page.evaluate(countAudio);
  await soundReady(page);
  await playPon(page);
  const entries = await log(page);
  assert.deepEqual(entries.slice(0, PON_HEARD.length).map(word), PON_HEARD);
  assert.ok(entries.every((e) => e.played && e.volume === 0.6), JSON.stringify(entries));
  // Each cue played is a media element's sound at the cue's volume, and the browser
  // started every one; no realtime audio context was opened on the page.
  // (A change's second cue follows its first by 0.12 s.)
  const played = entries.filter((e) => e.played).length;
  await page.waitForFunction(
    (n) => window.__audio.plays.length >= n && window.__audio.plays.every((p) => p.ended !== 'pending'),
    played,
  );
  const audio = await page.evaluate(() => window.__audio);
  assert.equal(audio.contexts, 0, 'realtime audio contexts opened');
  assert.equal(audio.plays.length, played);
  assert.deepEqual([...new Set(audio.plays.map((p) => `${p.volume} ${p.ended}`))], ['0.6 playing']);
  assert.deepEqual(problems, []);
  await page.close();
});

// A ron ends the hand: the win, then the hand's end. Riichi: the call, its discard and
// the stick set down once the discard passes.
test('a ron is heard, then the hand\'s end; a riichi is heard with its discard and its stick', async () => {
  const ron = {
    seats: ['pon:777z<3 345p 678s 34s 99s', '', '', '2s ...'],
    draws: '1z 1p 2p 3p',
    script: ['', '1p', '2p', '2s'],
    to_act: 0,
    seed: 12,
  };
  const { page, problems } = await openGame(ctx, { setup: ron, params: 'speed=fast' });
  await soundReady(page);
  await page.getByTestId('hand').locator('li.drawn button').click();
  await page.getByTestId('calls').getByRole('button', { name: /^Ron/ }).click();
  await page.getByTestId('result').waitFor();
  await page.waitForFunction(() => window.rinshanSound.log.some((e) => e.cue === 'hand-end'));
  assert.deepEqual(await heard(page), [
    'tsumogiri@me',
    'tsumogiri@right',
    'tsumogiri@opposite',
    'discard@left',
    'ron@me',
    'hand-end@me',
  ]);
  await page.close();

  const riichi = {
    seats: ['123m456p789s11z23s', '1m4m7m1p4p7p2s5s8s3z4z5z6z', '2m5m8m2p5p8p3s6s4z5z6z7z1z', '3m6m9m3p6p9p5s8s1z3z4z5z6z'],
    draws: '9p 7z 3z 2z 4s',
    to_act: 0,
    seed: 2,
  };
  const second = await openGame(ctx, { setup: riichi });
  await soundReady(second.page);
  await second.page.getByTestId('calls').getByRole('button', { name: /^Riichi/ }).click();
  await second.page.getByTestId('hand').locator('button[aria-disabled="false"]').last().click();
  await second.page.waitForFunction(() => window.rinshanSound.log.some((e) => e.cue === 'stick'));
  const words = (await heard(second.page)).join(' ');
  assert.match(words, /riichi@me tsumogiri@me stick@me/);
  assert.deepEqual([...problems, ...second.problems], []);
  await second.page.close();
});

test('mute (the m key, or the settings) silences every sound, and is remembered', async () => {
  const { page, problems } = await openGame(ctx, { setup: PON, params: 'speed=fast' });
  await soundReady(page);
  await page.keyboard.press('m');
  assert.equal(await page.evaluate(() => localStorage.getItem('rinshan-sound')), 'volume=60 mute=1');
  await playPon(page);
  const entries = await log(page);
  assert.deepEqual(entries.slice(0, PON_HEARD.length).map(word), PON_HEARD);
  assert.ok(entries.every((e) => !e.played && e.volume === 0), JSON.stringify(entries));
  // The settings show it; a new visit keeps it; the slider sets the volume.
  const settings = page.locator('details.settings > summary');
  await settings.click();
  assert.equal(await page.getByTestId('set-mute').isChecked(), true);
  await page.goto(page.url().replace(/#.*$/, ''));
  await page.getByTestId('hand').locator('li').first().waitFor();
  await settings.click();
  assert.equal(await page.getByTestId('set-mute').isChecked(), true);
  await page.getByTestId('set-mute').uncheck();
  await page.getByTestId('set-volume').fill('30');
  assert.equal(await page.evaluate(() => localStorage.getItem('rinshan-sound')), 'volume=30 mute=0');
  assert.deepEqual(problems, []);
  await page.close();
});

// The same pon played at the normal speed moves (the control: the count below can
// fail), and moves nothing under reduced motion or at the instant speed.
for (const [name, params, reduce, moves] of [
  ['normal speed', 'speed=normal', false, true],
  ['reduced motion', 'speed=normal', true, false],
  ['instant speed', 'speed=instant', false, false],
]) {
  test(`motion at ${name}: ${moves ? 'a discard slides and a called tile moves' : 'no animation at all'}`, async () => {
    const { page, problems } = await openGame(ctx, { setup: PON, params });
    if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(countAnimations);
    await page.waitForFunction(() => window.rinshanSound !== undefined);
    await playPon(page);
    await settled(page);
    await page.waitForTimeout(300);
    const seen = await moved(page);
    if (moves) {
      assert.ok(seen.some((m) => m === 'animate laid turned'), `the called tile moves: ${seen}`);
      assert.ok(seen.some((m) => m.startsWith('animate discard')), `a discard slides: ${seen}`);
    } else {
      assert.deepEqual(seen, []);
    }
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('a tutorial page that does not ask for sound loads no sound module and plays nothing', async () => {
  const { page, problems } = await openGame(ctx, { setup: PON });
  // The game's page does load it (the control).
  await soundReady(page);
  await page.goto(`${ctx.server.url}tutorial/`);
  await page.locator('rinshan-table').first().waitFor();
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.rinshanSound), undefined);
  assert.deepEqual(problems, []);
  await page.close();
});
