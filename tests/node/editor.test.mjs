// The scenario editor's model (www/editor/model.js) against the engine (the built
// rinshan.js): every scenario of the tutorial page, the course and the README, read into the model
// and written back, is the same position (the engine's state of both is equal) with the
// same words, scripts and mode; writing is stable; the palette's counts never allow a
// fifth copy; melds are drawn with the called tile on the side it came from. Three-player
// scenarios (sanma) with kita read and write back the same; their palette has no 2- to
// 8-man, their melds come by default from the three-player left, and what a four-player
// position holds that three players do not play with is listed and can be taken out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as M from '../../www/editor/model.js';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const api = await import(new URL('rinshan.js', `file://${dist}`).href);
api.initSync({ module: readFileSync(dist + api.wasmFile) });

const root = new URL('../../', import.meta.url);
const unescape = (s) => s.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/** The course's pages (www/learn/, English, and www/learn/ja/). */
const course = ['www/learn/', 'www/learn/ja/'].flatMap((dir) =>
  readdirSync(new URL(dir, root)).filter((f) => f.endsWith('.html')).map((f) => dir + f));

/** Every scenario written in the tutorial page, the course and the README (attributes,
 * text blocks of scenarios, the embed address's fragment). */
export function scenarios() {
  const out = [];
  for (const file of ['www/tutorial/index.html', ...course, 'README.md']) {
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
  assert.ok(all.length >= 70, `${all.length} scenarios found`);
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

test('what ask mode asks and its choices are read and written back', () => {
  const m = M.parseScenario('mode=ask; ask=yaku; choices=pinfu tanyao; seat0=234m567m345p66s78s; turn=0; draws=6s');
  assert.equal(m.ask, 'yaku');
  assert.equal(m.choices, 'pinfu tanyao');
  assert.match(M.writeScenario(m), /^ask=yaku$/m);
  assert.deepEqual(M.parseScenario(M.writeScenario(m)), m);
  assert.throws(() => M.parseScenario('ask=tiles'), /ask: 'tiles' is not actions, waits, yaku or han/);
  assert.doesNotMatch(M.writeScenario(M.parseScenario('seat0=123m')), /ask=/);
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

// Three players (sanma): `rules=tenhou_sanma` or `mahjong_soul_sanma` plays with 108 tiles
// (no 2- to 8-man), nobody sits North (seat 3), seat 2 is on the reader's left, a called
// meld comes by default from the three-player kamicha, and a seat may hold `kita` words.
const SANMA = [
  'rules=tenhou_sanma; seat0=123p456p789s234s5z kita kita; seat1=...; seat2=...; draws=5z; dora=9s; turn=0',
  // The rules after the seats: the melds' default source is still the three-player left.
  'seat0=123p456p789s5z pon:111z kita ...; rules=mahjong_soul_sanma; seat1=19m pon:777z kita ...|1p9p; seat2=...|1s2s*; turn=1; draws=4z; script1=kita 9m',
  'rules=tenhou_sanma; mode=ask; seat0=11p456p789s234s55z kita; seat2=...|9m; turn=2; draws=1p; script2=1p; answer=pon; question=Pon or ron?',
  '{"rules":"tenhou_sanma","seats":["123p456p789s234s5z kita","...","..."],"script":["kita tsumo"],"draws":"4z","rinshan":"1s5z","dora":"9s"}',
];

test('three-player scenarios with kita read into the editor and write back as the same position', () => {
  for (const text of SANMA) {
    const before = engine(text);
    assert.equal(before.error, undefined, `the engine accepts ${text}`);
    const model = M.parseScenario(text);
    const written = M.writeScenario(model);
    assert.deepEqual(engine(written), before, `${text}\n-> ${written}`);
    assert.deepEqual(M.parseScenario(written), model, 'the kita, scripts and words are kept');
    assert.equal(M.writeScenario(M.parseScenario(written)), written, 'writing is stable');
  }
  const m = M.parseScenario(SANMA[1]);
  assert.equal(M.playersOf(m.rules), 3);
  assert.deepEqual([m.seats[0].kita, m.seats[1].kita, m.seats[2].kita, m.seats[3].kita], [1, 1, 0, 0]);
  assert.equal(m.script[1], 'kita 9m');
  // Kita words are written after the melds, before `...`.
  assert.match(M.writeScenario(m), /^seat0=123456p789s5z pon:111z<2 kita \.\.\.$/m);
  assert.match(M.writeScenario(m), /^seat1=19m pon:777z<0 kita \.\.\.\|1p9p$/m);
  assert.match(M.writeScenario(M.parseScenario(SANMA[0])), /^seat0=123456p789234s5z kita kita$/m);
  // A seat holding only Norths set aside names something: it is written, the rest dealt.
  const only = M.emptyScenario();
  only.rules = 'tenhou_sanma';
  only.seats[1].kita = 1;
  assert.equal(M.writeScenario(only), 'rules=tenhou_sanma\nseat1=kita ...');
});

test('a called meld comes by default from the left: at three players the seat before among three', () => {
  assert.deepEqual([0, 1, 2, 3].map((s) => M.leftOf(s)), [3, 0, 1, 2]);
  assert.deepEqual([0, 1, 2].map((s) => M.leftOf(s, 3)), [2, 0, 1]);
  for (const order of ['rules=tenhou_sanma; SEATS', 'SEATS; rules=tenhou_sanma']) {
    const m = M.parseScenario(order.replace('SEATS', 'seat0=pon:111z ...; seat1=pon:222z ...; seat2=pon:333z ...'));
    assert.deepEqual(m.seats.slice(0, 3).map((s) => s.melds[0].from), [2, 0, 1], order);
  }
  // Drawn with the called tile on the left, as the table draws a meld from the kamicha;
  // from the right (seat 1 for seat 0), on the right.
  const m = M.parseScenario('rules=tenhou_sanma; seat0=pon:111z kan:2222z<1 ...');
  assert.deepEqual(m.seats[0].melds.map((x) => M.meldMarks(x, 0, 3)), ["1'11z", "2222'z"]);
  assert.equal(M.relation(2, 0, 3), 3);
  assert.equal(M.relation(1, 0, 3), 1);
  // The same text at four players: seat 2 is opposite.
  assert.equal(M.meldMarks({ kind: 'pon', tiles: ['1z', '1z', '1z'], from: 2 }, 0), "11'1z");
});

test('the palette at three players has no 2- to 8-man; seat 3 is not at the table; Norths set aside count', () => {
  assert.ok(M.SANMA_PRESETS.every((p) => M.PRESETS.includes(p)));
  for (const p of M.PRESETS) assert.equal(engine(p === 'tenhou' ? '' : `rules=${p}`).error, undefined, p);
  assert.deepEqual(M.PRESETS.map(M.playersOf), [4, 4, 4, 4, 3, 3]);
  assert.equal(M.playersOf(''), 4);
  const three = M.paletteFor(3);
  assert.equal(three.length, M.PALETTE.length - 8);
  assert.deepEqual(three.filter((c) => c[1] === 'm'), ['1m', '9m']);
  assert.ok(three.includes('0p') && three.includes('0s') && !three.includes('0m'));
  assert.deepEqual(M.paletteFor(4), M.PALETTE);
  assert.deepEqual(M.seatsAt(3), [0, 1, 2]);
  assert.deepEqual(M.seatsAt(4), [0, 1, 2, 3]);
  // Two Norths in hand and two set aside: no fifth North.
  const m = M.parseScenario('rules=tenhou_sanma; seat0=123p456p789s44z5z kita kita');
  assert.equal(M.tileCounts(m)['4z'], 4);
  assert.equal(M.exhausted(M.tileCounts(m), '4z'), true);
  assert.equal(M.exhausted(M.tileCounts(M.parseScenario('rules=tenhou_sanma; seat0=123p456p789s44z5z kita')), '4z'), false);
});

test('choosing three-player rules keeps each meld on its side, lists what does not fit, and takes it out', () => {
  const text = 'seat0=234m678p99s45s pon:777s; seat1=123p456p789p1z pon:555z<3; seat2=45p789s11z chii:406p kan:6666s<3; '
    + 'seat3=...|9p; turn=3; dealer=3; riichi=3; draws=5m; dora=8m; script3=9p';
  const m = M.parseScenario(text);
  M.setRules(m, 'tenhou_sanma');
  // From the left stays from the left (seat 0's left is now seat 2), from the right stays
  // from the right (seat 2's right is now seat 0); from opposite becomes from the left.
  assert.equal(m.seats[0].melds[0].from, 2);
  assert.equal(m.seats[1].melds[0].from, 0);
  assert.equal(m.seats[2].melds[1].from, 0);
  const misfits = M.threePlayerMisfits(m);
  assert.deepEqual(misfits.map((x) => [x.where, x.tiles ?? x.what]), [
    ["seat 0's hand", ['2m', '3m', '4m']],
    ["seat 2's chii 406p", 'three players never chii'],
    ['seat 3 (North)', 'holds tiles, but nobody sits North'],
    ['seat 3 (North)', 'has a script'],
    ['seat 3 (North)', 'is in riichi'],
    ['whose turn', 'seat 3, where nobody sits'],
    ['the dealer', 'seat 3, where nobody sits'],
    ['the next draws', ['5m']],
    ['the dora indicator', ['8m']],
  ]);
  M.fitThreePlayers(m);
  assert.deepEqual(M.threePlayerMisfits(m), []);
  assert.equal(M.writeScenario(m), [
    'rules=tenhou_sanma', 'seat0=678p9945s pon:777s<2', 'seat1=123456789p1z pon:555z<0', 'seat2=45p789s11z kan:6666s<0',
  ].join('\n'));
  // The engine no longer finds a 2- to 8-man nor anyone North; the short hands remain.
  assert.match(engine(M.writeScenario(m)).error, /^seat 0 has 7 concealed tiles/);
  // Back to four players: each meld still on its side.
  M.setRules(m, '');
  assert.deepEqual(m.seats.slice(0, 3).map((s) => s.melds.at(-1).from), [3, 0, 3]);
  assert.deepEqual(M.threePlayerMisfits(M.parseScenario('rules=tenhou_sanma; seat0=pon:111z<3 ...')).map((x) => x.what),
    ['called from seat 3, where nobody sits']);
});
