// Three-player mahjong (issue 45): a whole East-only match under Tenhou's three-player
// rules played from the keyboard on a desktop and on a 390-pixel phone. The table seats
// three (the player, the right and the left; nobody opposite), the call prompt offers
// Kita with its key `b`, the Norths set aside lie beside the player's melds, the
// narration says so, and the match ends with three players standing. Screenshots of a
// hand in play go to tests/browser/artifacts/ (copied to www/screenshots/ for the README).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { openGame, root, settled, useBrowser } from './harness.mjs';

const ctx = useBrowser(before, after);
const artifacts = join(root, 'tests', 'browser', 'artifacts');

/**
 * Plays the match to its end: sets every North aside when Kita is offered, discards
 * otherwise, lets calls pass, goes on after each hand. Calls `shoot(page, hand)` once a
 * hand shows a North set aside. Returns what it saw.
 */
async function playMatch(page, shoot) {
  const seen = { hands: 0, kita: 0, shot: false, narrated: false };
  for (let step = 0; step < 3000; step++) {
    await settled(page);
    if (await page.getByTestId('match-over').count()) break;
    if (await page.getByTestId('result').count()) {
      seen.hands += 1;
      await page.keyboard.press('n');
      continue;
    }
    if (await page.locator('.call-kita[aria-disabled="false"]').count()) {
      await page.keyboard.press('b');
      seen.kita += 1;
      await settled(page);
      // The North lies beside the player's melds, named for what it is.
      const mine = page.locator('.my-melds [data-testid="kita"]');
      if ((await mine.count()) && !(await page.getByTestId('result').count())) {
        const label = await mine.getAttribute('aria-label');
        assert.match(label, /North|北/);
        const narration = await page.getByTestId('narration').textContent();
        if (/North|北/.test(narration)) seen.narrated = true;
        if (!seen.shot) {
          await shoot(page);
          seen.shot = true;
        }
      }
      continue;
    }
    if (await page.getByTestId('hand').locator('button[aria-disabled="false"]').count()) {
      await page.keyboard.press('Enter');
      continue;
    }
    await page.keyboard.press('s');
  }
  return seen;
}

/** The board seats three: bottom, right and left, and no seat opposite. */
async function seatsThree(page) {
  await page.locator('.board.three').waitFor();
  for (const side of ['Me', 'Right', 'Left']) {
    assert.equal(await page.getByTestId(`seat-${side}`).count(), 1, `a seat ${side}`);
  }
  assert.equal(await page.getByTestId('seat-Opposite').count(), 0, 'nobody sits opposite');
  assert.equal(await page.locator('.quarter.opposite .pond').count(), 0, 'no pond opposite');
  assert.equal(await page.locator('.quarter.opposite .opp-hand').count(), 0, 'no hand opposite');
}

for (const [name, viewport, params] of [
  ['desktop', { width: 1280, height: 800 }, 'seed=5&speed=instant&rules=tenhou_sanma&autowin=1'],
  ['phone', { width: 390, height: 844 }, 'seed=11&speed=instant&rules=tenhou_sanma&autowin=1&lang=ja'],
]) {
  test(`a whole three-player match on a ${name}: three seats, Kita, three standings`, async () => {
    const { page, problems } = await openGame(ctx, { params, viewport });
    await seatsThree(page);
    // Tenhou's three-player rules start everyone at 35,000.
    for (const side of ['Me', 'Right', 'Left']) {
      const points = await page.getByTestId(`seat-${side}`).locator('.points').textContent();
      assert.equal(points.trim(), '35000');
    }
    await mkdir(artifacts, { recursive: true });
    const seen = await playMatch(page, async (p) => {
      await seatsThree(p);
      // The drawn replacement tile fades in (0.2 s after 0.2 s): let it show.
      await p.waitForTimeout(500);
      await p.screenshot({ path: join(artifacts, `sanma-${name}.png`) });
    });
    assert.ok(seen.kita > 0, 'the player set a North aside');
    assert.ok(seen.shot, 'a hand was seen with a North set aside');
    assert.ok(seen.narrated, 'the narration told of the kita');
    const over = page.getByTestId('match-over');
    await over.waitFor();
    assert.equal(await page.getByTestId('standings').locator('tbody tr').count(), 3);
    assert.equal(await page.getByTestId('figures').locator('tbody tr').count(), 3);
    assert.ok(seen.hands >= 3, `${seen.hands} hands`);
    if (name === 'desktop') await reviewThreePlayerMatch(page);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

/**
 * The finished match in the record viewer: written as a three-player tenhou.net/6 record,
 * read back and replayed by the engine with no mismatch, drawn on the three-seat board,
 * stepped with the keyboard to a kita.
 */
async function reviewThreePlayerMatch(page) {
  await page.getByTestId('match-over').getByRole('link', { name: 'Replay this match' }).click();
  const summary = page.getByTestId('review-summary');
  await summary.waitFor();
  assert.match(await summary.innerText(), /The engine agrees with every move and every result\./);
  assert.match(await summary.innerText(), /players: You, Right, Left\./);
  await page.locator('.board.three').waitFor();
  const count = page.locator('.step-count');
  const total = Number((await count.innerText()).split(' of ')[1]);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  let kita = false;
  for (let s = 1; s <= total && !kita; s++) {
    await page.keyboard.press('ArrowRight');
    await count.getByText(`Step ${s} of ${total}`).waitFor();
    kita = /kita/i.test(await page.getByTestId('narration').innerText());
  }
  assert.ok(kita, 'a kita is reached in the first hand');
  assert.ok(await page.getByTestId('kita').count(), 'the North set aside is shown');
  assert.equal(await page.getByTestId('seat-Opposite').count(), 0);
  await page.screenshot({ path: join(artifacts, 'sanma-review.png') });
}
