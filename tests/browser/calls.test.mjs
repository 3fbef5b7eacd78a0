// Playing calls in the browser from hand-made tables (`#setup=`): every ruling shown comes
// from the engine. Each scripted seat plays its listed actions, computer players the rest.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { handNames, imageNames, openGame, seatNames, useBrowser } from './harness.mjs';

const ctx = useBrowser(before, after);

const calls = (page) => page.getByTestId('calls');
const button = (page, name) => calls(page).getByRole('button', { name, exact: false });
const meldsOf = (page, who) => page.getByRole('group', { name: `Melds of ${who}` });
const myMelds = (page) => page.getByRole('group', { name: 'Your melds' });
const dora = (page) => imageNames(page.getByTestId('dora-indicators'));

/** The places (0-based) of the sideways tiles in a meld. */
async function turned(meld) {
  return meld.locator('.laid').evaluateAll((els) =>
    els.flatMap((e, i) => (e.classList.contains('turned') || e.classList.contains('stack') ? [i] : [])),
  );
}

/** Discards the player's drawn (last) tile by clicking it. */
async function discardDrawn(page) {
  const tiles = page.getByTestId('hand').getByRole('button');
  await tiles.last().click();
}

// Meld placement (rule texts): the called tile turns toward the player it came from —
// left tile for the player on the left, middle for the player opposite, right tile for
// the player on the right.
for (const [who, seat, place] of [
  ['the player on your left', 3, 0],
  ['the player opposite', 2, 1],
  ['the player on your right', 1, 2],
]) {
  test(`pon from ${who}: the called tile lies sideways at place ${place}`, async () => {
    const seats = ['7z7z 19m19p19s 1z2z3z4z 5z', '', '', ''];
    seats[seat] = '7z ...';
    const script = ['', '', '', ''];
    script[seat] = '7z';
    const { page, problems } = await openGame(ctx, { setup: { seats, script, to_act: seat, seed: 11 } });
    assert.deepEqual(
      await calls(page).getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      ['Pon with Red dragon, Red dragon', 'Skip'],
    );
    await button(page, 'Pon').click();
    const meld = myMelds(page).getByRole('group', { name: `Pon of red dragons from ${who}` });
    await meld.waitFor();
    assert.deepEqual(await turned(meld), [place]);
    assert.deepEqual(await imageNames(meld), ['Red dragon', 'Red dragon', 'Red dragon']);
    // The called tile left the discarder's pond.
    const pond = page.getByRole('group', { name: `Discards of ${who}` });
    assert.equal(await pond.getByRole('img', { name: 'Red dragon' }).count(), 0);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

// Chii (from the left player only): every variant the hand allows is offered, each drawn
// as its tiles; the called tile lies sideways at the left.
test('chii with several variants offers each, drawn as its tiles, and lays the chosen one', async () => {
  const setup = {
    seats: ['3m4m6m7m 19p19s 1z2z3z4z5z', '', '', '5m ...'],
    script: ['', '', '', '5m'],
    to_act: 3,
    seed: 5,
  };
  const { page, problems } = await openGame(ctx, { setup });
  const chii = calls(page).getByRole('button', { name: /^Chii/ });
  assert.deepEqual(await chii.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), [
    'Chii with 3 man, 4 man',
    'Chii with 4 man, 6 man',
    'Chii with 6 man, 7 man',
  ]);
  for (let i = 0; i < 3; i++) assert.equal(await chii.nth(i).getByRole('img').count(), 2);
  // The letter focuses the first variant; the player picks with Tab and Enter.
  await page.keyboard.press('c');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Chii with 3 man, 4 man');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const meld = myMelds(page).getByRole('group', { name: 'Chii of 4-5-6 man from the player on your left' });
  await meld.waitFor();
  assert.deepEqual(await imageNames(meld), ['5 man', '4 man', '6 man']);
  assert.deepEqual(await turned(meld), [0]);
  assert.deepEqual(problems, []);
  await page.close();
});

// Kuikae (EMA RCR, Tenhou): after chii 4m with 5m-6m, neither 4m nor 7m may be discarded
// this turn; those tiles are shown disabled and say why.
test('kuikae: the forbidden tiles are disabled and give the reason when focused', async () => {
  const setup = {
    seats: ['56m 4m 7m 11p 234p 567s 9s', '', '', '4m ...'],
    script: ['', '', '', '4m'],
    to_act: 3,
    seed: 9,
  };
  const { page, problems } = await openGame(ctx, { setup });
  await button(page, 'Chii').click();
  await myMelds(page).getByRole('group').first().waitFor();
  const hand = page.getByTestId('hand');
  for (const name of ['4 man', '7 man']) {
    const tile = hand.getByRole('button', { name: new RegExp(`^${name}, cannot be discarded: kuikae`) });
    assert.equal(await tile.getAttribute('aria-disabled'), 'true');
    await tile.focus();
    assert.match(await page.getByTestId('message').textContent(), /kuikae/);
    // Clicking it discards nothing.
    await tile.click({ force: true });
    assert.equal(await hand.getByRole('button', { name: new RegExp(`^${name}`) }).count(), 1);
  }
  const ok = hand.getByRole('button', { name: '9 sou', exact: true });
  assert.equal(await ok.getAttribute('aria-disabled'), 'false');
  await ok.click();
  await page.getByRole('group', { name: 'Discards of you' }).getByRole('img', { name: /^9 sou/ }).waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

// Kan dora timing: an ankan's indicator turns at once under every rule set; an open kan's
// (daiminkan, shouminkan) after the kan player's discard under Tenhou's rules, at once
// under the EMA's. The replacement tile comes from the dead wall (the live wall only gives
// its last tile to the dead wall, so it shrinks by one).
const kans = {
  ankan: {
    setup: { seats: ['5555p 19m19s 1z2z3z4z5z', '', '', ''], draws: '9p', to_act: 0 },
    label: 'Ankan of 5 pin',
    open: false,
  },
  daiminkan: {
    setup: { seats: ['555p 19m19s 1z2z3z4z5z6z', '', '', '5p ...'], script: ['', '', '', '5p'], to_act: 3 },
    label: 'Daiminkan of 5 pin from the player on your left',
    open: true,
  },
  shouminkan: {
    setup: { seats: ['pon:777z<2 19m19s 1z2z3z4z 5z6z', '', '', ''], draws: '7z', to_act: 0 },
    label: 'Shouminkan of red dragons from the player opposite',
    open: true,
  },
};
for (const [kind, { setup, label, open }] of Object.entries(kans)) {
  for (const [rules, atOnce] of [['tenhou', !open], ['ema', true]]) {
    test(`${kind} under ${rules} rules: replacement from the dead wall, indicator ${atOnce ? 'at once' : 'after the discard'}`, async () => {
      const { page, problems } = await openGame(ctx, {
        setup: { ...setup, rules, rinshan: '8s', dora: '2s', seed: 21 },
      });
      const live = Number(await page.getByTestId('wall-count').textContent());
      assert.deepEqual(await dora(page), ['2 sou']);
      await button(page, 'Kan').click();
      const meld = myMelds(page).getByRole('group', { name: label });
      await meld.waitFor();
      if (kind === 'ankan') {
        assert.deepEqual(await imageNames(meld), ['face-down tile', '5 pin', '5 pin', 'face-down tile']);
      } else if (kind === 'shouminkan') {
        assert.equal(await meld.locator('.laid.stack').count(), 1);
        assert.deepEqual(await turned(meld), [1]);
      } else {
        assert.deepEqual(await turned(meld), [0]);
      }
      // The replacement tile is the player's drawn tile; the live wall gave one tile.
      const names = await handNames(page);
      assert.equal(names.at(-1), '8 sou, drawn tile (replacement tile from the dead wall)');
      assert.equal(Number(await page.getByTestId('wall-count').textContent()), live - 1);
      const deadWall = await page.getByTestId('dead-wall').getAttribute('aria-label');
      assert.match(deadWall, /14 tiles; 1 replacement tiles taken, 1 moved in from the live wall/);
      assert.equal((await dora(page)).length, atOnce ? 2 : 1);
      if (!atOnce) assert.match(deadWall, /1 kan dora to turn after the discard/);
      await discardDrawn(page);
      await page.getByRole('group', { name: 'Discards of you' }).getByRole('img', { name: /^8 sou/ }).waitFor();
      assert.equal((await dora(page)).length, 2);
      assert.deepEqual(problems, []);
      await page.close();
    });
  }
}

// Chankan: a tile added to a pon may be robbed by a player who wins on it (a yaku of its
// own); no replacement tile is drawn and no kan dora turned. The result shows the robbed
// tile as the winning tile.
test('chankan: the player robs a shouminkan and the result shows the robbed tile', async () => {
  const setup = {
    seats: ['123m456p789m12s55p', 'pon:333s<2 ...', '', ''],
    draws: '3s',
    script: ['', 'kan:3s', '', ''],
    to_act: 1,
    seed: 4,
  };
  const { page, problems } = await openGame(ctx, { setup });
  assert.match(await calls(page).textContent(), /Ron/);
  await page.keyboard.press('r');
  const result = page.getByTestId('result');
  await result.waitFor();
  assert.equal(await page.getByTestId('result-heading').textContent(), 'Winner: You');
  assert.ok((await result.getByRole('list', { name: 'Yaku' }).textContent()).includes('Chankan'));
  assert.equal(await result.getByRole('img', { name: '3 sou, winning tile' }).count(), 1);
  assert.deepEqual(await imageNames(result.getByRole('group', { name: 'Dora indicators' })), (await dora(page)).slice(0, 1));
  assert.equal((await dora(page)).length, 1);
  assert.deepEqual(problems, []);
  await page.close();
});

// Three computer players whose hands can never call, ron or be tenpai: isolated tiles.
const quiet = ['1m4m7m1p4p7p2s5s8s3z4z5z6z', '2m5m8m2p5p8p3s6s4z5z6z7z1z', '3m6m9m3p6p9p5s8s1z3z4z5z6z'];

// Riichi: after choosing it only tenpai-keeping discards are enabled; the riichi stick is
// placed; a tsumo on the next draw wins with riichi, ippatsu and menzen tsumo, and the
// result shows the ura-dora indicators.
test('riichi, then a tsumo win and its result screen', async () => {
  const setup = { seats: ['123m456p789s11z23s', ...quiet], draws: '9p 7z 3z 2z 4s', to_act: 0, seed: 2 };
  const { page, problems } = await openGame(ctx, { setup });
  await page.keyboard.press('r');
  await page.getByText('Riichi: choose a discard that keeps the hand tenpai').waitFor();
  const enabled = await page
    .getByTestId('hand')
    .getByRole('button')
    .evaluateAll((els) => els.filter((e) => e.getAttribute('aria-disabled') === 'false').map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(enabled, ['9 pin, drawn tile']);
  await page.getByTestId('hand').getByRole('button', { name: /^1 man/ }).focus();
  assert.match(await page.getByTestId('message').textContent(), /does not leave the hand tenpai/);
  await discardDrawn(page);
  await button(page, 'Tsumo').waitFor();
  assert.match(await page.getByTestId('seat-Me').getAttribute('aria-label'), /riichi/);
  await button(page, 'Tsumo').click();
  const result = page.getByTestId('result');
  await result.waitFor();
  const yaku = await result.getByRole('list', { name: 'Yaku' }).textContent();
  for (const y of ['Riichi', 'Ippatsu', 'Menzen tsumo']) assert.ok(yaku.includes(y), `${y} in ${yaku}`);
  assert.equal(await result.getByRole('group', { name: 'Ura-dora indicators' }).count(), 1);
  assert.equal(await result.getByRole('img', { name: '4 sou, winning tile' }).count(), 1);
  assert.match(await page.getByTestId('changes').textContent(), /You\+/);
  assert.deepEqual(problems, []);
  await page.close();
});

// Exhaustive draw: the live wall runs out; tenpai players share 3000 points from the noten
// players, and the result shows who was tenpai with their hands. (EMA rules: no nagashi
// mangan, which a first discard of terminals or honours would otherwise pay.)
test('exhaustive draw: tenpai and noten hands and the payments', async () => {
  const setup = { rules: 'ema', seats: ['123m456p789s11z23s', ...quiet], draws: '9p 7z 3z 2z', live: 4, to_act: 0, seed: 2 };
  const { page, problems } = await openGame(ctx, { setup });
  await discardDrawn(page);
  const result = page.getByTestId('result');
  await result.waitFor();
  assert.equal(await page.getByTestId('result-heading').textContent(), 'Exhaustive draw (ryuukyoku)');
  const rows = await result.getByTestId('draw-seat').allTextContents();
  // Each computer player by the name the table shows at its seat (issue 60: the same
  // names everywhere).
  const names = await seatNames(page);
  assert.equal(new Set(names).size, 3, names.join(', '));
  assert.deepEqual(rows.map((r) => r.replace(/\s+/g, ' ').trim()), [
    'You: Tenpai',
    `${names[0]}: Noten`,
    `${names[1]}: Noten`,
    `${names[2]}: Noten`,
  ]);
  assert.equal(await result.getByTestId('draw-seat').first().getByRole('img').count(), 13);
  assert.equal(
    (await page.getByTestId('changes').textContent()).replace(/\s+/g, ''),
    `You+3000${names[0]}-1000${names[1]}-1000${names[2]}-1000`,
  );
  // Set the result aside: every hand lies face up on the table.
  await result.getByRole('button', { name: 'View the table' }).click();
  const right = page.getByRole('list', { name: 'Hand of the player on your right' });
  assert.equal(await right.getByRole('img', { name: 'face-down tile' }).count(), 0);
  assert.equal(await right.getByRole('img').count(), 13);
  await page.getByTestId('result').getByRole('button', { name: 'Show the result' }).click();
  await page.getByTestId('changes').waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

// Furiten: the player is told why a discard that completes the hand offers no ron.
test('furiten is said when a winning tile passes without a ron', async () => {
  const setup = {
    seats: ['123m 456p 789s 2z2z 3s4s|2s5s', '', '', '2s ...'],
    script: ['', '', '', '2s'],
    to_act: 3,
    seed: 6,
  };
  const { page, problems } = await openGame(ctx, { setup, params: 'speed=instant&hints=1' });
  assert.match(await page.getByTestId('blocked').textContent(), /Furiten/);
  assert.match(await page.getByTestId('hints').textContent(), /Furiten/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a set-up that cannot exist is said in words and a new match is dealt', async () => {
  const { page, problems } = await openGame(ctx, { setup: { seats: ['1111m1m23456789p', '', '', ''] } });
  assert.match(await page.getByTestId('message').textContent(), /could not be set up.*four 1 man/);
  assert.deepEqual(problems, []);
  await page.close();
});
