// The scenario editor's model (www/editor/model.js) against the engine (the built
// rinshan.js): every scenario of the tutorial page and of the README, read into the model
// and written back, is the same position (the engine's state of both is equal) with the
// same words, scripts and mode; writing is stable; the palette's counts never allow a
// fifth copy; melds are drawn with the called tile on the side it came from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as M from '../../www/editor/model.js';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const api = await import(new URL('rinshan.js', `file://${dist}`).href);
api.initSync({ module: readFileSync(dist + api.wasmFile) });

const root = new URL('../../', import.meta.url);
const unescape = (s) => s.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/** Every scenario written in the tutorial page and the README (attributes, text blocks
 * of scenarios, the embed address's fragment). */
export function scenarios() {
  const out = [];
  for (const file of ['www/tutorial/index.html', 'README.md']) {
    const text = readFileSync(new URL(file, root), 'utf8');
    for (const m of text.matchAll(/scenario="([^"]*)"/g)) out.push([file, unescape(m[1])]);
    for (const m of text.matchAll(/```text\n([\s\S]*?)```/g)) if (/^\w+=/m.test(m[1])) out.push([file, m[1]]);
    for (const m of text.matchAll(/embed\.html(?:\?[^#"\s]*)?#([^"\s]+)/g)) out.push([file, decodeURIComponent(m[1])]);
  }
  return out;
}

/** The engine's table for a scenario, or its error. */
function engine(text) {
  try {
    const t = new api.RinshanTable(text);
    const state = t.state();
    t.free();
    return { state };
  } catch (e) {
    return { error: e.message };
  }
}

test('every scenario of the tutorial and the README reads into the editor and writes back as the same position', () => {
  const all = scenarios();
  assert.ok(all.length >= 18, `${all.length} scenarios found`);
  for (const [file, text] of all) {
    const model = M.parseScenario(text);
    const written = M.writeScenario(model);
    const before = engine(text);
    const after = engine(written);
    // The README's examples with `...` deal from the same seed: the same tiles.
    assert.deepEqual(after, before, `${file}: ${text}\n-> ${written}`);
    assert.deepEqual(M.parseScenario(written), model, `${file}: the words, scripts and mode are kept`);
    assert.equal(M.writeScenario(M.parseScenario(written)), written, 'writing is stable');
  }
});

test('the notation read: melds keep their source seat, the pond its marks, prose its semicolons', () => {
  const m = M.parseScenario(`seat0=234m678p99s45s pon:777s<1; seat1=88m1z...|1m7s*2pr3zt
seat2=ankan:1111z kan:2222z<3 added:0555m<1 chii:406p
question=Pon; then kan;; really; explain=Why`);
  assert.deepEqual(m.seats[0].melds, [{ kind: 'pon', tiles: ['7s', '7s', '7s'], from: 1 }]);
  assert.equal(m.seats[1].deal, true);
  assert.deepEqual(m.seats[1].hand, ['8m', '8m', '1z']);
  assert.deepEqual(m.seats[1].pond, [
    { tile: '1m', riichi: false, tsumogiri: false, called: false },
    { tile: '7s', riichi: false, tsumogiri: false, called: true },
    { tile: '2p', riichi: true, tsumogiri: false, called: false },
    { tile: '3z', riichi: false, tsumogiri: true, called: false },
  ]);
  assert.deepEqual(m.seats[2].melds.map((x) => [x.kind, x.from]), [['ankan', null], ['kan', 3], ['added', 1], ['chii', 1]]);
  assert.equal(m.question, 'Pon; then kan; really');
  assert.equal(m.explain, 'Why');
  assert.throws(() => M.parseScenario('seat0=12q'), /'q' is not a tile/);
  assert.throws(() => M.parseScenario('sea0=1m'), /'sea0' is not a scenario key/);
  assert.throws(() => M.parseScenario('turn=1; turn=2'), /'turn' is given twice/);
});

test('JSON scenarios read into the same model as the notation', () => {
  const json = M.parseScenario('{"seats": ["234m789m666p45s77z", "..."], "to_act": 1, "draws": "6p", "script": ["", "6p"], "mode": "ask"}');
  const notation = M.parseScenario('mode=ask; turn=1; draws=6p; seat0=234m789m666p45s77z; seat1=...; script1=6p');
  assert.deepEqual(json, notation);
});

test('the palette never offers a fifth copy of a tile, nor a second red five', () => {
  const m = M.parseScenario('seat0=666p5p0p; seat1=|6p*; draws=5p; dora=5p');
  const counts = M.tileCounts(m);
  // The called-away 6p lies in a meld elsewhere: it is not counted twice.
  assert.equal(counts['6p'], 3);
  assert.equal(M.exhausted(counts, '6p'), false);
  assert.equal(counts['5p'], 4);
  assert.equal(M.exhausted(counts, '5p'), true);
  assert.equal(M.exhausted(counts, '0p'), true);
  assert.equal(M.exhausted(M.tileCounts(M.parseScenario('seat0=0s')), '0s'), true);
  assert.equal(M.exhausted(M.tileCounts(M.parseScenario('seat0=0s')), '5s'), false);
  assert.equal(M.PALETTE.length, 37);
});

test('melds are drawn with the called tile on the side of the seat it came from', () => {
  const seat0 = M.parseScenario('seat0=pon:777s<1 kan:6666p<2 chii:406p added:0555m<3 ankan:1111z');
  assert.deepEqual(seat0.seats[0].melds.map((m) => M.meldMarks(m, 0)), ["777's", "66'66p", "4'06p", "5'0''55m", 'X11Xz']);
});
