// Tiles between majiang-core's notation (m1…m9, m0 the red five, z1…z7) and mjai's
// (1m…9m, 5mr the red five, E S W N P F C).
const HONOURS = ['E', 'S', 'W', 'N', 'P', 'F', 'C'];

export function toMjai(p) {
  const s = p[0];
  const n = +p[1];
  if (s === 'z') return HONOURS[n - 1];
  return n === 0 ? `5${s}r` : `${n}${s}`;
}

export function fromMjai(t) {
  const h = HONOURS.indexOf(t);
  if (h >= 0) return `z${h + 1}`;
  const red = t.endsWith('r');
  return `${t[1]}${red ? 0 : t[0]}`;
}

// The tiles of a hand string `m123p406z11` (melds after a comma left out).
export function handTiles(s) {
  const out = [];
  let suit = null;
  for (const c of s.split(',')[0]) {
    if ('mpsz'.includes(c)) suit = c;
    else if (c >= '0' && c <= '9') out.push(suit + c);
  }
  return out;
}

// A meld string (`m3-45`, `p555=`, `s5550`, `z111=1`): its tiles, the called tile and its
// mark (`+` right, `=` opposite, `-` left), in majiang-core's notation.
export function meldParts(m) {
  const suit = m[0];
  const tiles = [];
  let called = null;
  for (const c of m.slice(1)) {
    if (c >= '0' && c <= '9') tiles.push(suit + c);
    else if ('+=-'.includes(c)) called = { index: tiles.length - 1, mark: c };
  }
  return { tiles, called };
}

export const MARK_OFFSET = { '+': 1, '=': 2, '-': 3 };
