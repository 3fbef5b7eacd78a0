// The records' JavaScript API in Node (the record viewer's module rinshan-review.js of the
// built package): a real Tenhou record checks with no mismatch, a damaged one names the
// hand, move and rule, unreadable text throws an Error in words, and a saved game exports
// as tenhou.net/6 (which checks clean once the match is over) and as mjai lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/tenhou6/', import.meta.url));
const api = await import(new URL('rinshan-review.js', `file://${dist}`).href);
api.initSync({ module: readFileSync(dist + api.wasmFile) });

test('a real Tenhou record with pao checks with no mismatch', () => {
  const r = api.check_record(readFileSync(fixtures + 'pao/pao.json', 'utf8'));
  assert.ok(r.hands >= 1);
  assert.deepEqual(r.mismatches, []);
});

// Issue 57: check_record reads what the record viewer reads, Tenhou's mjlog XML as well
// as tenhou.net/6 JSON, for four players and three, with the viewer's reader and words.
const mjlog = fileURLToPath(new URL('../fixtures/mjlog/', import.meta.url));

test('an mjlog record checks with no mismatch, four players and three', () => {
  // chankan.xml: the real Tenhou record notable-features/chankan.json written as mjlog.
  const four = api.check_record(readFileSync(mjlog + 'chankan.xml', 'utf8'));
  const json = api.check_record(readFileSync(fixtures + 'notable-features/chankan.json', 'utf8'));
  assert.equal(four.hands, json.hands);
  assert.deepEqual(four.mismatches, []);
  // sanma.xml: a three-player East-South match (tenhou_sanma), written by Rinshan's writer.
  const three = api.check_record(readFileSync(mjlog + 'sanma.xml', 'utf8'));
  assert.ok(three.hands >= 6, `${three.hands} hands`);
  assert.deepEqual(three.mismatches, []);
});

test('a damaged mjlog record: the mismatch names the hand, the move and the rule; unreadable XML throws in words', () => {
  const xml = readFileSync(mjlog + 'chankan.xml', 'utf8');
  // The first discard of seat 0 (D120, the North it held) becomes a 1 man it never held.
  const damaged = xml.replace('<D120/>', '<D0/>');
  assert.notEqual(damaged, xml);
  const { mismatches } = api.check_record(damaged);
  assert.ok(mismatches.length >= 1, JSON.stringify(mismatches));
  assert.equal(mismatches[0].hand, 1);
  assert.equal(mismatches[0].label, 'East 1, 0 honba');
  assert.equal(mismatches[0].action, 'seat 0 Discard 1 man');
  assert.equal(mismatches[0].problem, '1 man is not in your hand');
  // Text that starts as XML but is no mjlog: the viewer's reader, the viewer's words.
  assert.throws(() => api.check_record('<html></html>'), /mjlog|mjloggm|record/);
  assert.throws(() => api.check_record('<mjloggm ver="2.3"><GO type="169"'), Error);
});

test('a damaged record: the mismatch names the hand, the move and the rule', () => {
  const record = JSON.parse(readFileSync(fixtures + 'notable-features/chankan.json', 'utf8'));
  record.log[0][6][0] = 47;
  const { mismatches } = api.check_record(JSON.stringify(record));
  assert.equal(mismatches.length, 1);
  const m = mismatches[0];
  assert.equal(m.hand, 1);
  assert.equal(m.label, 'East 1, 0 honba');
  assert.equal(m.action, 'seat 0 Discard Red dragon');
  assert.equal(m.problem, 'Red dragon is not in your hand');
  assert.equal(m.text, `hand 1 (East 1, 0 honba), move ${m.step} (seat 0 Discard Red dragon): Red dragon is not in your hand`);
});

test('text that is not a record throws an Error in words', () => {
  assert.throws(() => api.check_record('{"log": 3'), /the record is not valid JSON/);
  assert.throws(() => api.check_record('[]'), /no 'log' list of hands/);
  assert.throws(() => api.export_record('rinshan-save 1\nseed 1\n', 'tenhou6'), /incomplete/);
  assert.throws(() => api.export_record('rinshan-save 1\nseed 1\nsettings rules=tenhou\nmoves\n', 'kifu'), /not a record format/);
});

test('a saved game exports as tenhou.net/6 and as mjai lines', () => {
  // A match that has only been dealt: one hand, still in play.
  const save = 'rinshan-save 1\nseed 12\nsettings rules=tenhou\nmoves 0w\n';
  const tenhou = JSON.parse(api.export_record(save, 'tenhou6'));
  assert.deepEqual(tenhou.name, ['You', 'Right', 'Opposite', 'Left']);
  assert.equal(tenhou.log.length, 1);
  assert.equal(tenhou.log[0][5].length, 1, 'the dealer drew once');
  const { mismatches } = api.check_record(JSON.stringify(tenhou));
  assert.deepEqual(mismatches.map((m) => m.problem), ['the record ends before the hand does']);
  const mjai = api.export_record(save, 'mjai').trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(mjai.map((e) => e.type), ['start_game', 'start_kyoku', 'tsumo', 'end_kyoku']);
});

test('the game asks the module for what follows a match: its story, the past matches', () => {
  // A match still in play has no story yet: said in words.
  assert.throws(() => api.match_story('rinshan-save 1\nseed 12\nsettings rules=tenhou\nmoves 0w\n', 'en'), /not over/);
  assert.throws(() => api.match_story('not a save', 'ja'), /not a Rinshan saved game/);
  const history = 'rinshan-history 1\nm1 2026-11-01T10:00:00Z tenhou 2:26100:6100 1:40000:50000 3:20000:-15000 4:13900:-41100';
  const en = api.past_matches(history, 'en');
  assert.match(en, /data-testid="record-figures"/);
  assert.match(en, /<strong>2nd<\/strong> · 26100 \(\+6\.1\)<\/li>/);
  assert.match(api.past_matches(history, 'ja'), /2位/);
  // Text that is not a history is an empty one: nothing to show.
  assert.equal(api.past_matches('{}', 'en'), '');
});

test('a match played with friends: its record names the players, its story is told from the page\'s seat', () => {
  // The saved game the server sends each page at the end (tests/fixtures/friends/match.txt:
  // Ann, Bo and Cy with a computer player in the fourth seat, as Cy's page got it).
  const save = readFileSync(fixtures + '../friends/match.txt', 'utf8');
  const tenhou = JSON.parse(api.export_record(save, 'tenhou6'));
  assert.deepEqual(tenhou.name.slice(0, 3), ['Ann', 'Bo', 'Cy']);
  assert.ok(tenhou.name[3].length > 0 && !['You', 'Left'].includes(tenhou.name[3]), tenhou.name[3]);
  assert.deepEqual(api.check_record(JSON.stringify(tenhou)).mismatches, []);
  const mjai = api.export_record(save, 'mjai').trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(mjai[0].names.slice(0, 3), ['Ann', 'Bo', 'Cy']);
  const story = api.match_story(save, 'en');
  // The page's own line is "You" (Cy's), and the friends are named.
  const standings = story.match(/<table class="standings"[\s\S]*?<\/table>/)[0];
  assert.match(standings.match(/<tr class="mine">([\s\S]*?)<\/tr>/)[1], /<td>You<\/td>/);
  assert.match(standings, /<td>Ann<\/td>/);
  assert.match(standings, /<td>Bo<\/td>/);
  assert.doesNotMatch(standings, /<td>Cy<\/td>/);
});

