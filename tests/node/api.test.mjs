// The JavaScript API in Node 20, against the built package (dist/): loading it touches no
// DOM; the wasm bytes are given to initSync. Every error is a JavaScript Error whose
// message says what is wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { thrown } from './thrown.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const api = await import(new URL('rinshan.js', `file://${dist}`).href);
api.initSync({ module: readFileSync(dist + api.wasmFile) });


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

test('refusals name the rule that forbids the action, with a kind a page can branch on', () => {
  // A seat already in riichi: riichi is refused because it is declared, not because of
  // the discard's shape.
  const t = new api.RinshanTable('turn=0; draws=6s; seat0=123m456p789s23s55z|1zr; seat1=...');
  t.apply(0, 'draw');
  assert.match(t.whyRefused(0, 'riichi:6s'), /already declared riichi/);
  assert.deepEqual(t.refusal(0, 'riichi:6s'), { kind: 'already-in-riichi', text: 'you have already declared riichi' });
  // Pon with no discard to claim.
  assert.match(t.whyRefused(0, 'pon'), /no discard to claim/);
  assert.equal(t.refusal(0, 'pon').kind, 'no-discard-to-claim');
  // In Japanese, the same rule in Japanese words.
  assert.match(t.refusal(0, 'riichi:6s', 'ja').text, /リーチしています/);
  // A refused apply throws an Error carrying the rule's kind; nothing changes.
  let error;
  try {
    t.apply(0, 'pon');
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof Error);
  assert.equal(error.kind, 'no-discard-to-claim');
  // Every word legalActions returns is accepted by whyRefused and refusal.
  for (const { word } of t.legalActions(0).actions) {
    assert.equal(t.whyRefused(0, word), undefined, word);
    assert.equal(t.refusal(0, word), undefined, word);
  }
  // Malformed words are errors in words, not refusals.
  assert.match(thrown(() => t.whyRefused(0, 'riichi:6x')), /x/);
  t.free();
});

test('the nine-terminals word legalActions offers is accepted by whyRefused and apply', () => {
  const t = new api.RinshanTable('turn=0; fresh=1; draws=2m; seat0=19m19p19s1234z567m; seat1=...');
  t.apply(0, 'draw');
  const words = t.legalActions(0).actions.map((a) => a.word);
  assert.ok(words.includes('nine-terminals'), words.join(' '));
  for (const word of words) assert.equal(t.whyRefused(0, word), undefined, word);
  const { events } = t.apply(0, 'nine-terminals');
  assert.ok(events.some((e) => e.kind === 'abort'));
  assert.equal(t.state().phase, 'ended');
  t.free();
});

test('furiten: a passed tile that completes the hand without yaku forbids ron until the own discard', () => {
  // riichi.wiki, Furiten: "The furiten rule does not consider yaku." Seat 0 waits on 1m
  // (no yaku) and 4m (tanyao); 1m passes, then 4m in the same go-around may not be ronned.
  for (const rules of ['tenhou', 'mahjong_soul', 'ema']) {
    const t = new api.RinshanTable([
      `rules=${rules}; turn=1; draws=1m4m9p7z4m; dora=3z`,
      'seat0=23m345s678s55p pon:222p<2',
      'seat1=13579m13579p468s',
      'seat2=2468p13579s1357z',
      'seat3=2468s2468m12467z',
    ].join('\n'));
    t.apply(1, 'draw');
    t.apply(1, '1m');
    assert.deepEqual(t.legalActions(0).actions, [], `${rules}: no ron without yaku`);
    t.apply(2, 'draw');
    t.apply(2, '4m');
    assert.ok(!t.legalActions(0).actions.some((a) => a.word === 'ron'), `${rules}: furiten`);
    t.apply(3, 'draw');
    t.apply(3, '9p');
    t.apply(0, 'draw');
    t.apply(0, '7z');
    t.apply(1, 'draw');
    t.apply(1, '4m');
    assert.ok(t.legalActions(0).actions.some((a) => a.word === 'ron'), `${rules}: after the own discard, ron`);
    t.free();
  }
});

test('chii from across is refused by its rule whether or not anyone else could call the tile', () => {
  // EMA rules (RCR 5.4.2): "A tile can only be claimed for a shuntsu from the player on
  // the right of the discarder." The player across discards the 5 man; seat 0 holds 4 and
  // 6 man. With seat 3's pair of 5 man a claim window opens; without it none does.
  for (const [seat3, phase] of [['55m2468p2468s137z', 'claims'], ['2468p2468s13577z', 'draw']]) {
    const t = new api.RinshanTable([
      'turn=2; draws=5m',
      'seat0=46m19p19s1234567z',
      'seat1=13579p13579s246z',
      'seat2=2378m2378p2378s1z',
      `seat3=${seat3}`,
    ].join('\n'));
    t.apply(2, 'draw');
    t.apply(2, '5m');
    assert.equal(t.state().phase, phase);
    for (const word of ['chii', 'chii:46m']) {
      assert.deepEqual(t.refusal(0, word), { kind: 'chii-only-from-left', text: 'chii may only be called on the discard of the player on your left' }, `${phase}: ${word}`);
      assert.equal(t.refusal(0, word, 'ja').text, 'チーは上家の捨て牌にしかできません', `${phase}: ${word}`);
    }
    t.free();
  }
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
