// The Phoenix player's network in WebAssembly (issue 43): the Expert's module, built for
// the browser (dist/rinshan-expert.js), gives the golden outputs of the committed weights
// (crates/models/weights/phoenix.golden: the trainer's logits for fixed inputs made from
// seeded views) within the tolerance the native test (crates/models/tests/weights.rs)
// holds its own outputs to, so the browser and native builds play the same player. A
// truncated or damaged weights file is an Error in words, never a crash.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { thrown } from './thrown.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const weightsDir = fileURLToPath(new URL('../../crates/models/weights/', import.meta.url));
const expert = await import(new URL('rinshan-expert.js', `file://${dist}`).href);
expert.initSync({ module: readFileSync(dist + expert.wasmFile) });
const weights = readFileSync(weightsDir + 'phoenix.safetensors');

/** The golden file's cases: each input's bytes and the trainer's logits. */
function golden() {
  const lines = readFileSync(weightsDir + 'phoenix.golden', 'utf8').split('\n').filter(Boolean);
  const cases = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const hex = lines[i].replace(/^input /, '');
    const input = Uint8Array.from(hex.match(/../g).map((h) => parseInt(h, 16)));
    const logits = lines[i + 1].replace(/^logits /, '').split(' ').map(Number);
    cases.push({ input, logits });
  }
  return cases;
}


test('before its weights are given, the network says so in words', () => {
  assert.match(thrown(() => expert.phoenix_logits(new Uint8Array(56 * 34))), /weights were not loaded/);
});

test('the browser build gives the golden outputs of the committed weights', () => {
  expert.load_model(weights);
  const cases = golden();
  assert.ok(cases.length >= 8, `${cases.length} golden inputs`);
  let worst = 0;
  for (const [i, { input, logits }] of cases.entries()) {
    const got = expert.phoenix_logits(input);
    assert.equal(got.length, logits.length, `input ${i}: ${got.length} outputs`);
    for (const [j, want] of logits.entries()) {
      const off = Math.abs(got[j] - want);
      worst = Math.max(worst, off);
      assert.ok(off <= 1e-3 * (1 + Math.abs(want)), `input ${i}, logit ${j}: ${got[j]} against the trainer's ${want}`);
    }
  }
  console.log(`phoenix golden in wasm: ${cases.length} inputs, largest difference ${worst.toExponential(2)}`);
});

test('a truncated, damaged or missing weights file is an error in words, and a good one loads again', () => {
  expert.load_model(weights.subarray(0, 1000));
  assert.match(thrown(() => expert.phoenix_logits(golden()[0].input)), /cannot be read/);
  const damaged = Uint8Array.from(weights);
  damaged.fill(0xff, 0, 8);
  expert.load_model(damaged);
  assert.match(thrown(() => expert.phoenix_logits(golden()[0].input)), /cannot be read/);
  expert.model_missing('offline');
  assert.match(thrown(() => expert.phoenix_logits(golden()[0].input)), /cannot be read \(offline\)/);
  expert.load_model(weights);
  assert.equal(expert.phoenix_logits(golden()[0].input).length, golden()[0].logits.length);
  // An input of the wrong size is refused too.
  assert.match(thrown(() => expert.phoenix_logits(new Uint8Array(3))), /56 × 34/);
});

test('think answers for a Phoenix seat by the network, and says when the weights are needed', () => {
  const save = (level) =>
    `rinshan-save 1\nseed 43\nsettings rules=tenhou length=east level=${level} speed=instant hints=0 autopass=0 autowin=0 lang=en\nmoves 0w\n`;
  assert.equal(expert.needs_model('think', save('phoenix')), true);
  assert.equal(expert.needs_model('phoenix_logits', ''), true);
  assert.equal(expert.needs_model('think', save('expert')), false);
  assert.equal(expert.needs_model('second_opinion', save('phoenix')), false);
  expert.load_model(weights);
  const choice = expert.think(save('phoenix'), 0);
  assert.equal(choice, expert.phoenix_think(save('phoenix'), 0));
  assert.ok(Number.isInteger(choice) && choice >= 0 && choice < 14, `${choice}`);
});

test("the coach's question: what the Phoenix players would make of each decision of a hand", () => {
  const record = readFileSync(fileURLToPath(new URL('../fixtures/tenhou6/coach/dangerous-discard.json', import.meta.url)), 'utf8');
  expert.load_model(weights);
  const lines = expert.phoenix_review(record, 0, 0).split('\n');
  // Seat 0's two decisions (its first discard and the discard into the double riichi).
  assert.equal(lines.length, 2, lines.join('\n'));
  for (const line of lines) {
    const [step, choice, played, dealIn] = line.split(' ');
    assert.match(step, /^\d+$/);
    assert.match(choice, /^d/, `a discard: ${line}`);
    assert.ok(Number(played) >= 0 && Number(played) <= 1, line);
    assert.ok(Number(dealIn) >= 0 && Number(dealIn) <= 1, line);
  }
  console.log(`phoenix on the coach's fixture: ${lines.join(' | ')}`);
  assert.match(thrown(() => expert.phoenix_review(record, 0, 5)), /no such hand/);
});

test("the hints panel with each discard's chance of dealing in, for the player's discard", () => {
  const save = (moves) =>
    `rinshan-save 1\nseed 43\nsettings rules=tenhou length=east level=normal speed=instant hints=1 autopass=0 autowin=0 lang=en\nmoves ${moves}\n`;
  expert.model_missing('offline');
  assert.match(thrown(() => expert.phoenix_hints(save('0w'), 'en')), /cannot be read \(offline\)/);
  expert.load_model(weights);
  // Before the dealer's first draw the player has no discard to choose: nothing to add.
  assert.equal(expert.phoenix_hints(save(''), 'en'), '');
  const en = expert.phoenix_hints(save('0w'), 'en');
  const items = en.match(/<li[ >].*?<\/li>/g) ?? [];
  // Every discard is listed (not only the six best; the best marked, the rest folded but
  // listed: issue 60), each with its chance.
  const kinds = new Set(items.map((li) => li.match(/aria-label="([^"]+)"/)?.[1]));
  assert.ok(items.length >= 7 && kinds.size === items.length, en);
  for (const li of items) assert.match(li, /<span class="deal-in( high)?">deal-in chance (&lt;1|\d+)%<\/span>/, li);
  const ja = expert.phoenix_hints(save('0w'), 'ja');
  assert.equal((ja.match(/放銃率 (&lt;1|\d+)%/g) ?? []).length, items.length, ja);
  console.log(`phoenix hints at the first discard: ${items.length} discards`);
});
