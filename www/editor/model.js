// The scenario editor's model: a scenario as plain data (each seat's hand, melds with the
// seat each called tile came from, pond with its marks; the draws, the dora indicator,
// the scripts, the words...), read from the scenario notation or JSON and written back to
// the notation (src/play/scenario_text.rs documents it). No DOM, no rules: whether a
// position can exist is the engine's to say (RinshanTable in rinshan.js); this file only
// reads and writes the notation and counts the tiles it names, so the palette never
// offers a fifth copy. Runs in browsers and in Node (tests/node/editor.test.mjs).
//
// Three players (sanma, `rules=tenhou_sanma`): the tile set has no 2- to 8-man, seat 3
// (North) is empty, seat 2 sits on the reader's left, a called meld comes by default from
// the three-player kamicha ((s + 2) % 3), and a seat may hold `kita` words, one per North
// set aside (counted among the four Norths).

/** Suits in mpsz order, and the tiles of the palette in that order (0 is a red five). */
export const SUITS = ['m', 'p', 's', 'z'];
export const PALETTE = [
  ...['1', '2', '3', '4', '5', '0', '6', '7', '8', '9'].flatMap((d) => ['m', 'p', 's'].map((s) => d + s)).sort(bySuit),
  ...['1', '2', '3', '4', '5', '6', '7'].map((d) => `${d}z`),
];
function bySuit(a, b) {
  const order = (c) => SUITS.indexOf(c[1]) * 20 + (c[0] === '0' ? 5.5 : Number(c[0]));
  return order(a) - order(b);
}

/** Meld kinds as the notation writes them, with their tile counts. */
export const MELD_KINDS = { chii: 3, pon: 3, kan: 4, added: 4, ankan: 4 };
export const MODES = ['show', 'ask', 'play', 'compare'];
/** What ask mode asks (`ask=`): seat 0's actions, the waits, the yaku or the han of a win. */
export const ASKS = ['actions', 'waits', 'yaku', 'han'];
export const PRESETS = ['tenhou', 'mahjong_soul', 'ema', 'classic', 'tenhou_sanma', 'mahjong_soul_sanma'];
/** The presets of three-player mahjong (Ruleset::PRESET_IDS ending in `_sanma`). */
export const SANMA_PRESETS = ['tenhou_sanma', 'mahjong_soul_sanma'];

/** How many play under `rules` (a preset id; empty is Tenhou's four). */
export const playersOf = (rules) => (SANMA_PRESETS.includes(String(rules ?? '').trim()) ? 3 : 4);

/** The seats that sit at a table of `players`: 0 to 3, or 0 to 2 (nobody sits North). */
export const seatsAt = (players) => (players === 3 ? [0, 1, 2] : [0, 1, 2, 3]);

/** True for a tile of the set `players` play with: three players have no 2- to 8-man. */
export const inTileSet = (code, players) => players !== 3 || code[1] !== 'm' || code[0] === '1' || code[0] === '9';

/** The palette's tiles for `players`. */
export const paletteFor = (players) => PALETTE.filter((c) => inTileSet(c, players));

/** The tile's kind, red fives counted with the fives: "0p" → "5p". */
export const kindOf = (code) => (code[0] === '0' ? `5${code[1]}` : code);

/**
 * A seat with nothing written, which the engine deals whole. Its `deal` (write `...`: deal
 * the rest of the hand) starts on for the other players, whose hands a lesson rarely
 * names, and off for the reader's (seat 0), which it usually names tile by tile.
 */
export function emptySeat(seat = 0) {
  return { hand: [], deal: seat !== 0, melds: [], pond: [], kita: 0 };
}

/** True for a seat that names nothing (the engine deals it whole). */
export const blank = (s) => !s.hand.length && !s.melds.length && !s.pond.length && !s.kita;

/** An empty scenario (the notation's defaults). */
export function emptyScenario() {
  return {
    seats: [emptySeat(0), emptySeat(1), emptySeat(2), emptySeat(3)],
    script: ['', '', '', ''],
    turn: 0,
    draws: [],
    rinshan: [],
    dora: null,
    live: null,
    rules: '',
    mode: 'show',
    compare: [],
    title: '',
    question: '',
    explain: '',
    answer: '',
    ask: 'actions',
    choices: '',
    riichi: [false, false, false, false],
    dealer: 0,
    round: '',
    honba: 0,
    deposits: 0,
    points: null,
    fresh: false,
    seed: 0,
  };
}

/** Tiles in mpsz (`"234m0p77z"`) → codes (`["2m", "3m", "4m", "0p", "7z", "7z"]`). */
export function parseTiles(text) {
  const out = [];
  let digits = [];
  for (const c of text.replace(/\s+/g, '')) {
    if (/[0-9]/.test(c)) digits.push(c);
    else if (SUITS.includes(c)) {
      if (!digits.length) throw new Error(`'${c}' has no digits before it`);
      for (const d of digits) {
        if (c === 'z' && (d === '0' || d === '8' || d === '9')) throw new Error(`'${d}z' is not a tile`);
        out.push(d + c);
      }
      digits = [];
    } else throw new Error(`'${c}' is not a tile`);
  }
  if (digits.length) throw new Error('the last digits have no suit letter (m, p, s or z)');
  return out;
}

/** Codes → mpsz, runs of one suit written once: ["2m", "3m", "6p"] → "23m6p". */
export function writeTiles(codes) {
  let out = '';
  let run = '';
  let suit = null;
  for (const c of codes) {
    if (c[1] !== suit && run) {
      out += run + suit;
      run = '';
    }
    suit = c[1];
    run += c[0];
  }
  return run ? out + run + suit : out;
}

/**
 * The seat a called meld comes from by default, and the only one for a chii: the left
 * (kamicha). Among three players seat 0's left is seat 2: (seat + 2) % 3.
 */
export const leftOf = (seat, players = 4) => (players === 3 ? (seat + 2) % 3 : (seat + 3) % 4);

/**
 * Where seat `from` sits for seat `seat`: 1 on its right, 2 opposite, 3 on its left
 * (among three players 1 the right, 3 the left: nobody is opposite).
 */
export function relation(from, seat, players = 4) {
  if (players === 3) return (from - seat + 3) % 3 === 1 ? 1 : 3;
  return (from - seat + 4) % 4;
}

/**
 * One seat in the notation (`234m pon:777s<2 kita ...|1m9p*1zr`) → `{ hand, deal, melds,
 * pond, kita }`. A meld's tiles are kept in the notation's order: the called tile first
 * (for an added kan the added tile, then the called one); `from` is the seat it came
 * from (by default the seat's left at a table of `players`). `kita` counts the Norths
 * set aside, one `kita` word each.
 */
export function parseSeat(text, seat, players = 4) {
  const s = { hand: [], deal: false, melds: [], pond: [], kita: 0 };
  let [handText, pondText = ''] = text.split('|', 2);
  if (handText.includes('...')) {
    s.deal = true;
    handText = handText.replaceAll('...', ' ');
  }
  for (const word of handText.split(/\s+/).filter(Boolean)) {
    if (word === 'kita') {
      s.kita += 1;
      continue;
    }
    const colon = word.indexOf(':');
    if (colon < 0) {
      if (word.includes('<')) throw new Error(`'${word}': only a called meld has a source seat`);
      s.hand.push(...parseTiles(word));
      continue;
    }
    const kind = word.slice(0, colon);
    if (!(kind in MELD_KINDS)) throw new Error(`'${kind}' is not a meld (chii, pon, kan, added, ankan)`);
    let [tiles, from] = word.slice(colon + 1).split('<');
    let source = null;
    if (from !== undefined) {
      if (!/^[0-3]$/.test(from)) throw new Error(`'${word}': the seat after '<' must be 0 to 3`);
      if (kind === 'ankan') throw new Error(`'${word}': only a called meld has a source seat`);
      source = Number(from);
    } else if (kind !== 'ankan') source = leftOf(seat, players);
    s.melds.push({ kind, tiles: parseTiles(tiles), from: source });
  }
  const marks = pondText.replace(/\s+/g, '');
  for (let i = 0; i < marks.length; ) {
    const code = marks.slice(i, i + 2);
    if (parseTiles(code).length !== 1) throw new Error(`pond tile '${code}' is not a tile`);
    i += 2;
    const spot = { tile: code, riichi: false, tsumogiri: false, called: false };
    while (i < marks.length && '*rt'.includes(marks[i])) {
      if (marks[i] === '*') spot.called = true;
      else if (marks[i] === 'r') spot.riichi = true;
      else spot.tsumogiri = true;
      i += 1;
    }
    s.pond.push(spot);
  }
  return blank(s) ? emptySeat(seat) : s;
}

/** A meld in the notation: `pon:777s<2`; a chii always comes from the left, unmarked. */
export function writeMeld(m) {
  const from = m.kind === 'ankan' || m.kind === 'chii' || m.from === null ? '' : `<${m.from}`;
  return `${m.kind}:${writeTiles(m.tiles)}${from}`;
}

/** One seat in the notation; '' for a seat that names nothing (dealt whole). The Norths
 * set aside are written after the melds, one `kita` word each. */
export function writeSeat(s) {
  if (blank(s)) return '';
  const words = [];
  if (s.hand.length) words.push(writeTiles(s.hand));
  for (const m of s.melds) words.push(writeMeld(m));
  for (let k = 0; k < (s.kita ?? 0); k++) words.push('kita');
  if (s.deal) words.push('...');
  let text = words.join(' ');
  if (s.pond.length) {
    const pond = s.pond.map((p) => p.tile + (p.called ? '*' : '') + (p.riichi ? 'r' : '') + (p.tsumogiri ? 't' : '')).join('');
    text += `|${pond}`;
  }
  return text;
}

/**
 * The entries of a scenario text, as the notation splits them: by lines, and by `;`
 * where a `key=` follows (a `;` in prose stays, `;;` is always a `;`).
 */
function entries(text) {
  const out = [];
  for (const line of text.split(/\r?\n/)) {
    let cur = '';
    let rest = line;
    for (let i = rest.indexOf(';'); i >= 0; i = rest.indexOf(';')) {
      cur += rest.slice(0, i);
      const after = rest.slice(i + 1);
      if (after.startsWith(';')) {
        cur += ';';
        rest = after.slice(1);
        continue;
      }
      const eq = after.indexOf('=');
      const nextKey = eq >= 0 ? after.slice(0, eq).trim() : null;
      if ((nextKey && /^[A-Za-z0-9_]+$/.test(nextKey)) || after.trim() === '') {
        out.push(cur);
        cur = '';
      } else cur += ';';
      rest = after;
    }
    out.push(cur + rest);
  }
  return out;
}

const number = (key, v) => {
  if (!/^-?\d+$/.test(v.trim())) throw new Error(`${key}: '${v}' is not a number`);
  return Number(v);
};
const seatNumber = (key, v) => {
  if (!/^[0-3]$/.test(v)) throw new Error(`'${key}': the seat number must be 0 to 3`);
  return Number(v);
};

/**
 * Reads one `key=value` into the model (the notation's keys; an unknown one is an error).
 * A seat's text is kept in `seats` and read by `readSeats` once every key is in: its
 * melds' default source depends on the rules, which may come later.
 */
function setKey(m, key, v, seats) {
  const value = v.trim();
  switch (key) {
    case 'turn': m.turn = number(key, value); break;
    case 'draws': m.draws = parseTiles(value); break;
    case 'rinshan': m.rinshan = parseTiles(value); break;
    case 'dora': m.dora = value ? parseTiles(value)[0] ?? null : null; break;
    case 'live': m.live = number(key, value); break;
    case 'rules': m.rules = value; break;
    case 'mode':
      if (!MODES.includes(value)) throw new Error(`mode: '${value}' is not show, ask, play or compare`);
      m.mode = value;
      break;
    case 'compare': m.compare = value.split(/\s+/).filter(Boolean); break;
    case 'title': case 'question': case 'explain': case 'answer': case 'choices': m[key] = value; break;
    case 'ask':
      if (!ASKS.includes(value)) throw new Error(`ask: '${value}' is not actions, waits, yaku or han`);
      m.ask = value;
      break;
    case 'riichi': for (const w of value.split(/\s+/).filter(Boolean)) m.riichi[seatNumber('riichi', w)] = true; break;
    case 'dealer': m.dealer = number(key, value); break;
    case 'round': m.round = value; break;
    case 'honba': m.honba = number(key, value); break;
    case 'deposits': m.deposits = number(key, value); break;
    case 'points': {
      const p = value.split(/\s+/).filter(Boolean).map((w) => number(key, w));
      if (p.length !== 4) throw new Error('points: give four numbers, seat 0 first');
      m.points = p;
      break;
    }
    case 'fresh': m.fresh = ['1', 'true', 'yes'].includes(value); break;
    case 'seed': m.seed = number(key, value); break;
    default: {
      const seat = /^seat(.*)$/.exec(key);
      const script = /^script(.*)$/.exec(key);
      if (seat) {
        seats[seatNumber(key, seat[1])] = value;
      } else if (script) m.script[seatNumber(key, script[1])] = value;
      else throw new Error(`'${key}' is not a scenario key`);
    }
  }
}

/** Reads the seats' texts into the model, at the table its rules seat. */
function readSeats(m, seats) {
  const players = playersOf(m.rules);
  for (const [i, text] of Object.entries(seats)) {
    try {
      m.seats[i] = parseSeat(text, Number(i), players);
    } catch (e) {
      throw new Error(`seat ${i}: ${e.message}`);
    }
  }
  return m;
}

/** JSON scenarios (the same fields, `seats` and `script` as arrays, `to_act` for turn). */
function fromJson(text) {
  const o = JSON.parse(text);
  const m = emptyScenario();
  const seats = {};
  for (const [key, v] of Object.entries(o)) {
    if (v === null || v === undefined) continue;
    if (key === 'seats' || key === 'script') {
      v.forEach((x, i) => setKey(m, `${key === 'seats' ? 'seat' : 'script'}${i}`, String(x), seats));
    } else if (key === 'riichi') v.forEach((x, i) => (m.riichi[i] = Boolean(x)));
    else if (key === 'points') setKey(m, key, v.join(' '), seats);
    else if (key === 'compare') setKey(m, key, v.join(' '), seats);
    else setKey(m, key === 'to_act' ? 'turn' : key, typeof v === 'boolean' ? (v ? '1' : '0') : String(v), seats);
  }
  return readSeats(m, seats);
}

/** Reads a scenario (the notation, or JSON when it starts with `{`) into the model. */
export function parseScenario(text) {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return fromJson(trimmed);
  const m = emptyScenario();
  const seats = {};
  const seen = new Set();
  for (const entry of entries(trimmed)) {
    if (!entry.trim()) continue;
    const eq = entry.indexOf('=');
    if (eq < 0) throw new Error(`'${entry.trim()}' is not key=value`);
    const key = entry.slice(0, eq).trim();
    if (seen.has(key)) throw new Error(`'${key}' is given twice`);
    seen.add(key);
    setKey(m, key, entry.slice(eq + 1), seats);
  }
  return readSeats(m, seats);
}

/** The model in the notation, one entry a line, leaving out what is default. */
export function writeScenario(m) {
  const out = [];
  const put = (key, value) => out.push(`${key}=${String(value).replace(/[\r\n]+/g, ' ').replaceAll(';', ';;')}`);
  if (m.mode !== 'show') put('mode', m.mode);
  if (m.compare.length) put('compare', m.compare.join(' '));
  if (m.rules) put('rules', m.rules);
  if (m.turn) put('turn', m.turn);
  if (m.draws.length) put('draws', writeTiles(m.draws));
  if (m.rinshan.length) put('rinshan', writeTiles(m.rinshan));
  if (m.dora) put('dora', m.dora);
  m.seats.forEach((s, i) => {
    const text = writeSeat(s);
    if (text) put(`seat${i}`, text);
  });
  m.script.forEach((s, i) => {
    if (s.trim()) put(`script${i}`, s.trim());
  });
  const riichi = m.riichi.flatMap((r, i) => (r ? [i] : []));
  if (riichi.length) put('riichi', riichi.join(' '));
  if (m.dealer) put('dealer', m.dealer);
  if (m.round) put('round', m.round);
  if (m.honba) put('honba', m.honba);
  if (m.deposits) put('deposits', m.deposits);
  if (m.points) put('points', m.points.join(' '));
  if (m.live !== null) put('live', m.live);
  if (m.fresh) put('fresh', 1);
  if (m.seed) put('seed', m.seed);
  if (m.ask !== 'actions') put('ask', m.ask);
  for (const key of ['answer', 'choices', 'title', 'question', 'explain']) if (m[key].trim()) put(key, m[key].trim());
  return out.join('\n');
}

/**
 * How many of each tile the scenario names (hands, melds, ponds but the tiles called away,
 * which lie in a meld; the Norths set aside; draws, replacement tiles, the dora
 * indicator), by kind (`"5p"`, red
 * fives included) and red fives apart (`"0p"`).
 */
export function tileCounts(m) {
  const counts = {};
  const add = (code) => {
    const k = kindOf(code);
    counts[k] = (counts[k] ?? 0) + 1;
    if (code[0] === '0') counts[code] = (counts[code] ?? 0) + 1;
  };
  for (const s of m.seats) {
    s.hand.forEach(add);
    for (const meld of s.melds) meld.tiles.forEach(add);
    for (const p of s.pond) if (!p.called) add(p.tile);
    for (let k = 0; k < (s.kita ?? 0); k++) add('4z');
  }
  [...m.draws, ...m.rinshan].forEach(add);
  if (m.dora) add(m.dora);
  return counts;
}

/** True when one more `code` would be a fifth of its kind (or a second red five). */
export function exhausted(counts, code) {
  return (counts[kindOf(code)] ?? 0) >= 4 || (code[0] === '0' && (counts[code] ?? 0) >= 1);
}

/**
 * A meld drawn as inline tiles (Merjong marks for <rinshan-tiles>): the called tile
 * sideways on the side of the seat it came from, an added kan's tile on top, an ankan's
 * outer tiles face down. `seat` is the meld's owner, at a table of `players`.
 */
export function meldMarks(meld, seat, players = 4) {
  const t = meld.tiles;
  const suit = t[0][1];
  if (meld.kind === 'ankan') return `X${t[1][0]}${t[2][0]}X${suit}`;
  const added = meld.kind === 'added';
  const called = added ? t[1] : t[0];
  const rest = t.filter((_, i) => i !== (added ? 1 : 0));
  const top = added ? rest.shift() : null;
  const side = relation(meld.from, seat, players); // 3 the left, 2 across, 1 the right
  const at = side === 3 ? 0 : side === 2 ? 1 : rest.length;
  const marks = rest.map((c) => c[0]);
  marks.splice(at, 0, `${called[0]}'${top ? `${top[0]}''` : ''}`);
  return marks.join('') + suit;
}

/**
 * Chooses other rules. When the number of players changes, each called meld keeps the
 * side it came from: from the left stays from the left (seat 0's left is seat 3 at four,
 * seat 2 at three), from the right stays from the right; from opposite, which three
 * players do not have, becomes from the left (the default source). Seat 3's melds and
 * melds from seat 3 at a three-player table are left for `fitThreePlayers`.
 */
export function setRules(m, rules) {
  const before = playersOf(m.rules);
  const after = playersOf(rules);
  m.rules = rules;
  if (before === after) return;
  for (const seat of [0, 1, 2]) {
    for (const meld of m.seats[seat].melds) {
      if (meld.from === null || meld.from === seat || (before === 3 && meld.from > 2)) continue;
      const right = relation(meld.from, seat, before) === 1;
      meld.from = right ? (seat + 1) % after : leftOf(seat, after);
    }
  }
}

/**
 * What a three-player table cannot hold, in words for the teacher: 2- to 8-man tiles
 * (where they lie), chii, melds called from seat 3, anything of seat 3's (nobody sits
 * North), seat 3's turn, deal or riichi. Each is `{ where, tiles }` (the tiles that do not
 * belong, as codes) or `{ where, what }`. Empty when everything fits.
 */
export function threePlayerMisfits(m) {
  const out = [];
  const odd = (codes) => codes.filter((c) => !inTileSet(c, 3));
  const tiles = (where, codes) => {
    const bad = odd(codes);
    if (bad.length) out.push({ where, tiles: bad });
  };
  for (const i of [0, 1, 2]) {
    const s = m.seats[i];
    tiles(`seat ${i}'s hand`, s.hand);
    for (const meld of s.melds) {
      const name = `seat ${i}'s ${meld.kind} ${writeTiles(meld.tiles)}`;
      if (meld.kind === 'chii') out.push({ where: name, what: 'three players never chii' });
      else if (odd(meld.tiles).length) out.push({ where: name, tiles: odd(meld.tiles) });
      else if (meld.from === 3) out.push({ where: name, what: 'called from seat 3, where nobody sits' });
    }
    tiles(`seat ${i}'s pond`, s.pond.map((p) => p.tile));
  }
  if (!blank(m.seats[3])) out.push({ where: 'seat 3 (North)', what: 'holds tiles, but nobody sits North' });
  if (m.script[3].trim()) out.push({ where: 'seat 3 (North)', what: 'has a script' });
  if (m.riichi[3]) out.push({ where: 'seat 3 (North)', what: 'is in riichi' });
  if (m.turn === 3) out.push({ where: 'whose turn', what: 'seat 3, where nobody sits' });
  if (m.dealer === 3) out.push({ where: 'the dealer', what: 'seat 3, where nobody sits' });
  tiles('the next draws', m.draws);
  tiles('the replacement tiles', m.rinshan);
  if (m.dora) tiles('the dora indicator', [m.dora]);
  return out;
}

/**
 * Makes the scenario fit a three-player table: takes out every 2- to 8-man (a meld
 * holding one goes whole, and so does a chii), re-sources a meld called from seat 3 to the
 * seat's left, empties seat 3 (its tiles, script and riichi), and gives seat 3's turn or
 * deal to seat 0. The hands may then be short: the engine says so, and the teacher picks
 * other tiles.
 */
export function fitThreePlayers(m) {
  const keep = (c) => inTileSet(c, 3);
  for (const i of [0, 1, 2]) {
    const s = m.seats[i];
    s.hand = s.hand.filter(keep);
    s.melds = s.melds.filter((meld) => meld.kind !== 'chii' && meld.tiles.every(keep));
    for (const meld of s.melds) if (meld.from === 3) meld.from = leftOf(i, 3);
    s.pond = s.pond.filter((p) => keep(p.tile));
  }
  m.seats[3] = emptySeat(3);
  m.script[3] = '';
  m.riichi[3] = false;
  if (m.turn === 3) m.turn = 0;
  if (m.dealer === 3) m.dealer = 0;
  m.draws = m.draws.filter(keep);
  m.rinshan = m.rinshan.filter(keep);
  if (m.dora && !keep(m.dora)) m.dora = null;
  return m;
}
