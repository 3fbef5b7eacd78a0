// The JavaScript API in Node 20, against the built package (dist/): loading it touches no
// DOM; the wasm bytes are given to initSync. Every error is a JavaScript Error whose
// message says what is wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const api = await import(new URL('rinshan.js', `file://${dist}`).href);
api.initSync({ module: readFileSync(dist + api.wasmFile) });

const thrown = (f) => {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof Error, `an Error, not ${e}`);
    return e.message;
  }
  assert.fail('no error was thrown');
};

test('loading the package in Node touches no DOM', () => {
  assert.equal(typeof globalThis.window, 'undefined');
  assert.equal(typeof globalThis.document, 'undefined');
});

test('tiles parse and format in mpsz, red fives included; a typo names the character', () => {
  const { tiles } = api.parse_tiles('12m0p7z');
  assert.deepEqual(tiles.map((t) => t.name), ['1 man', '2 man', 'red 5 pin', 'Red dragon']);
  assert.deepEqual(tiles.map((t) => t.kind), [0, 1, 13, 33]);
  assert.equal(tiles[2].red, true);
  assert.equal(api.format_tiles(['1m', '2m', '0p', '5p', '7z']), '12m05p7z');
  assert.match(thrown(() => api.parse_tiles('12x')), /x/);
  assert.match(thrown(() => api.format_tiles(['9q'])), /q/);
});

test('a hand is evaluated and scored, field by field', () => {
  assert.equal(api.shanten('123m456p789s23s55z'), 0);
  assert.equal(api.waits('123m456p789s23s55z'), '14s');
  const s = api.score_hand('123m456p78s55p ankan:2222s', { tile: '9s', tsumo: true, rinshan: true, riichi: true });
  assert.deepEqual(s.yaku.map(([name]) => name).sort(), ['Menzen tsumo', 'Riichi', 'Rinshan kaihou']);
  assert.equal(typeof s.han, 'number');
  assert.equal(typeof s.points, 'string');
  assert.match(thrown(() => api.score_hand('123m456p789s23s55z', { tile: '1s', tusmo: true })), /unknown field 'tusmo'/);
  assert.match(thrown(() => api.score_hand('123m456p789s23s55z', { tile: '1s', honba: 'two' })), /'honba' must be a whole number/);
  assert.match(thrown(() => api.score_hand('123m456p789s23s55z', 7)), /give an object/);
});

const DAIMINKAN = 'turn=1; draws=6p; seat0=234m789m666p45s77z; seat1=...';

test('a table from a scenario: legal actions, apply, events, refusals and the state', () => {
  const t = new api.RinshanTable(DAIMINKAN);
  assert.deepEqual(t.legalActions(1).actions.map((a) => a.word), ['draw']);
  assert.deepEqual(t.legalActions(0).actions, []);
  assert.match(t.whyRefused(0, '7z'), /not your turn/);
  t.apply(1, 'draw');
  const { events } = t.apply(1, '6p');
  assert.deepEqual(events.map((e) => e.kind), ['discarded']);
  assert.equal(events[0].tiles, '6p');
  assert.deepEqual(t.legalActions(0).actions.map((a) => a.word), ['kan', 'pon', 'skip']);
  assert.match(t.whyRefused(0, 'chii'), /player on your left/);
  assert.match(t.whyRefused(0, 'ron'), /does not complete your hand/);
  assert.equal(t.whyRefused(0, 'kan'), undefined);
  const state = t.state();
  assert.equal(state.phase, 'claims');
  assert.equal(state.rules, 'Tenhou');
  assert.ok(state.to_act.includes(0));
  // Daiminkan: the meld, the replacement draw from the dead wall; under Tenhou the kan
  // dora waits for the discard.
  const kan = t.apply(0, 'kan').events;
  assert.deepEqual(kan.map((e) => e.kind).filter((k) => k !== 'other'), ['called', 'drew']);
  assert.match(kan[1].text, /replacement tile/);
  const after = t.state();
  assert.equal(after.pending_kan_dora, 1);
  assert.equal(after.seats[0].melds[0].kind, 'daiminkan');
  assert.equal(after.seats[0].melds[0].from, 1);
  // A refused action throws the rule and changes nothing.
  assert.match(thrown(() => t.apply(2, '1m')), /not your turn/);
  assert.equal(t.state().phase, 'turn');
  t.free();
});

test('JSON scenarios are read by the same reader as the notation', () => {
  const t = new api.RinshanTable(JSON.stringify({ seats: ['234m789m666p45s77z', '...'], to_act: 1, draws: '6p' }));
  assert.deepEqual(t.legalActions(1).actions.map((a) => a.word), ['draw']);
  assert.match(thrown(() => new api.RinshanTable('{"seats": ["1m"], "tunr": 1}')), /'tunr' is not a scenario key/);
  assert.match(thrown(() => new api.RinshanTable('{"seats": 3')), /not valid JSON/);
});

test('positions that cannot exist are errors naming the problem', () => {
  assert.match(thrown(() => new api.RinshanTable('seat0=234m789m666p66p45s7z')), /more than four 6 pin/);
  assert.match(thrown(() => new api.RinshanTable('seat0=1112345678999m1p; turn=1')), /seat 0 has 14 concealed tiles/);
  assert.match(thrown(() => new api.RinshanTable('seat0=123m456p789s1z chii:234s<2')), /chii .* only be called from the player on the left/);
  assert.match(thrown(() => new api.RinshanTable('seat1=123m456p789s1z pon:777z<1')), /cannot call its own discard/);
  assert.match(thrown(() => new api.RinshanTable('seat0=123m; tunr=1')), /'tunr' is not a scenario key/);
  assert.match(thrown(() => new api.RinshanTable('mode=quiz')), /mode: 'quiz' is not show, ask, play or compare/);
});

test('the TypeScript definitions are generated from the Rust types', () => {
  const dts = readFileSync(dist + 'rinshan.d.ts', 'utf8') + readFileSync(dist + api.wasmFile.replace('_bg.wasm', '.d.ts'), 'utf8');
  for (const name of ['interface WinRequest', 'interface ScoreReport', 'interface TableState', 'interface ActionList', 'interface EventInfo', 'class RinshanTable', 'wasmFile']) {
    assert.ok(dts.includes(name), name);
  }
  assert.match(dts, /score_hand\(hand: string, win: WinRequest\): ScoreReport/);
});
